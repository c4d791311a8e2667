"""A real PostgreSQL server for the run-store tests: Debian's binaries, a throw-away cluster on 127.0.0.1."""
from __future__ import annotations

import glob
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path


def pg_bindir() -> Path | None:
    """Where initdb and postgres are: Debian keeps them in /usr/lib/postgresql/<version>/bin."""
    found = shutil.which("initdb")
    if found:
        return Path(found).parent
    for candidate in sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), reverse=True):
        return Path(candidate).parent
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class PostgresServer:
    """initdb + postgres on a free port of 127.0.0.1 (trust auth for the local test user); `url(db)` to connect.

    PostgreSQL refuses to run as root: under root the cluster belongs to Debian's `postgres` user.
    """

    def __init__(self) -> None:
        self.bindir = pg_bindir()
        if self.bindir is None:
            raise RuntimeError("PostgreSQL binaries (initdb, postgres) are not installed")
        self.dir = Path(tempfile.mkdtemp(prefix="earag-pg-"))
        self.data = self.dir / "data"
        self.port = _free_port()
        self.prefix: list[str] = []
        if os.geteuid() == 0:
            shutil.chown(self.dir, "postgres", "postgres")
            self.prefix = ["runuser", "-u", "postgres", "--"]
        self.proc: subprocess.Popen | None = None

    def start(self, timeout: float = 60.0) -> PostgresServer:
        subprocess.run([*self.prefix, str(self.bindir / "initdb"), "-D", str(self.data), "-U", "earag",
                        "--auth=trust", "-E", "UTF8", "--no-sync", "--locale=C"],
                       check=True, capture_output=True, timeout=timeout)
        self.proc = subprocess.Popen(
            [*self.prefix, str(self.bindir / "postgres"), "-D", str(self.data), "-p", str(self.port),
             "-k", str(self.dir), "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off",
             "-c", "synchronous_commit=off", "-c", "full_page_writes=off"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        import psycopg

        deadline = time.monotonic() + timeout
        while True:
            try:
                psycopg.connect(self.url("postgres"), connect_timeout=2).close()
                return self
            except psycopg.OperationalError:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    err = self.proc.stderr.read().decode(errors="replace") if self.proc.stderr else ""
                    self.stop()
                    raise RuntimeError(f"PostgreSQL did not start: {err[-500:]}") from None
                time.sleep(0.2)

    def url(self, db: str = "postgres") -> str:
        return f"postgresql://earag@127.0.0.1:{self.port}/{db}"

    def create_database(self, name: str) -> str:
        import psycopg

        with psycopg.connect(self.url("postgres"), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def _postmaster_pid(self) -> int | None:
        try:
            return int((self.data / "postmaster.pid").read_text(encoding="ascii").split("\n", 1)[0])
        except (OSError, ValueError):
            return None

    def stop(self) -> None:
        """A fast shutdown (SIGINT to the postmaster: client sessions are ended, not waited for). Signalled directly:
        SIGTERM to `runuser` made it forward a smart shutdown (which waits for every client to leave), sleep 2 s and
        SIGKILL the server: 2 s per stop here, 20 s in the teardown of a loaded two-worker suite run."""
        if self.proc is not None and self.proc.poll() is None:
            try:
                os.kill(self._postmaster_pid() or self.proc.pid, signal.SIGINT)
            except ProcessLookupError:
                pass
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        shutil.rmtree(self.dir, ignore_errors=True)


def started_or_skip(what: str):
    """A PostgreSQL server for a fixture to yield (stopped after it), or a pytest skip naming `what` is skipped and why."""
    import pytest

    if pg_bindir() is None:
        print(f"\nnote: PostgreSQL is not installed (apt-get install postgresql); {what} skipped")
        pytest.skip("PostgreSQL binaries not installed")
    try:
        server = PostgresServer().start()
    except Exception as exc:  # e.g. no `postgres` user to run it as
        print(f"\nnote: cannot start PostgreSQL here ({exc}); {what} skipped")
        pytest.skip(f"cannot start PostgreSQL: {exc}")
    yield server
    server.stop()
