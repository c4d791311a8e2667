"""A real uvicorn server on 127.0.0.1 (a free port) serving an app, in a thread or as `python -m earag.api`.

    with ApiServer(create_app(settings, store, api=ApiSettings(max_concurrency=2))) as server:
        httpx.post(server.url + "/api/evaluate", json={...})

    with ApiProcess(env={"EARAG_OFFLINE": "1"}) as proc:   # the `earag serve` command line, its log in proc.log()
        httpx.get(proc.url + "/api/health")
"""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import uvicorn

from earag.api import create_app
from earag.api.settings import ApiSettings
from earag.config import Settings
from earag.runs.store import open_store

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ApiServer:
    """uvicorn.Server over `app` in a daemon thread; `url` once started; stop() runs the app's shutdown."""

    def __init__(self, app, port: int | None = None):
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning",
                                                    access_log=False, lifespan="on"))
        self.thread = threading.Thread(target=self.server.run, daemon=True, name=f"uvicorn-{self.port}")

    def start(self, timeout: float = 30.0) -> "ApiServer":
        self.thread.start()
        deadline = time.monotonic() + timeout
        while not self.server.started:
            if not self.thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError(f"uvicorn did not start on {self.url}")
            time.sleep(0.02)
        return self

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=30)

    def __enter__(self) -> "ApiServer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


class ApiProcess:
    """`python -m earag.api --port P` (what `earag serve` runs) in a subprocess, its stderr in a file."""

    def __init__(self, *args: str, env: dict[str, str] | None = None, port: int | None = None):
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.args = ["--host", "127.0.0.1", "--port", str(self.port), *args]
        self.env = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", **(env or {})}
        self._log = tempfile.NamedTemporaryFile(prefix="earag-api-", suffix=".log", delete=False)
        self.proc: subprocess.Popen | None = None

    def start(self, timeout: float = 90.0) -> "ApiProcess":
        self.proc = subprocess.Popen([sys.executable, "-m", "earag.api", *self.args], cwd=ROOT, env=self.env,
                                     stdout=self._log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"earag.api exited with {self.proc.returncode}:\n{self.log()}")
            try:
                if httpx.get(self.url + "/api/health", timeout=2).status_code in (200, 503):
                    return self
            except httpx.TransportError:
                time.sleep(0.2)
        raise RuntimeError(f"earag.api did not answer on {self.url}:\n{self.log()}")

    def log(self) -> str:
        return Path(self._log.name).read_text(encoding="utf-8", errors="replace")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def __enter__(self) -> "ApiProcess":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
        Path(self._log.name).unlink(missing_ok=True)


@contextmanager
def offline_client(folder: Path, **api: object) -> Iterator[httpx.Client]:
    """A client of a real offline API server (no response cache, a 64 KiB body limit unless `api` says otherwise,
    its run store in `folder`), for the tests that only talk to the API."""
    store = open_store(folder / "runs.sqlite3")
    settings = Settings().with_overrides(**{"backends.cache.enabled": False})
    app = create_app(settings, store, api=ApiSettings(**{"max_body_bytes": 64 * 1024, **api}), offline=True,
                     environ={})
    with ApiServer(app) as srv, httpx.Client(base_url=srv.url, timeout=60) as client:
        yield client
