"""Debian's chromium driven by playwright for the browser tests: where it is, how it is started (flags that keep it
off the network), a free local port for the server under test."""
from __future__ import annotations

import socket
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def launched_chromium(artifacts: Path) -> Iterator[Any]:
    """A headless Debian chromium (never a downloaded browser); `artifacts` is made for the screenshots."""
    sync_api = pytest.importorskip("playwright.sync_api")
    artifacts.mkdir(exist_ok=True)
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


# The app's script state as Streamlit draws it (`stApp[data-test-script-state]`), watched from inside the page: when
# it last changed, and whether it changed since the last user action (a click, a key, a typed value). A widget's
# rerun is asked for over the websocket without changing that state, so "notRunning" right after an action may
# still be the run before it: until the state has moved after the action, idle waits (at most ACTION_GRACE_MS, for
# an action that starts no run, such as opening a list).
_WATCH = """() => {
    if (window.__earagIdle) return;
    const w = window.__earagIdle = {change: performance.now(), action: 0, moved: true};
    new MutationObserver(() => { w.change = performance.now(); w.moved = true; }).observe(document.documentElement,
        {subtree: true, attributes: true, attributeFilter: ['data-test-script-state']});
    for (const type of ['pointerup', 'keyup', 'input', 'change']) {
        document.addEventListener(type, () => { w.action = performance.now(); w.moved = false; }, true);
    }
}"""
_IDLE = """([quiet, grace]) => {
    const w = window.__earagIdle, now = performance.now();
    const app = document.querySelector('[data-testid="stApp"]');
    if (!w || !app || app.getAttribute('data-test-script-state') !== 'notRunning') return false;
    if (document.querySelector('[data-testid="stStatusWidget"]')) return false;
    if (!w.moved && now - w.action < grace) return false;
    return now - w.change >= quiet;
}"""
QUIET_MS = 150         # the state unchanged this long once the run is over: its last elements are drawn
ACTION_GRACE_MS = 900  # an action after which the state never moved: it started no run


def idle(page: Any, timeout: float = 60_000) -> None:
    """Wait until the app has finished the script run the last action started (a condition, not a fixed sleep).
    The watcher lives in the document: a page opened or reloaded since gets it now, and then the first wait is the
    fixed one of before (an action taken before it was watched is not seen)."""
    if not page.evaluate("() => !!window.__earagIdle"):
        page.evaluate(_WATCH)
        page.wait_for_timeout(300)
    page.wait_for_function(_IDLE, arg=[QUIET_MS, ACTION_GRACE_MS], timeout=timeout, polling=50)


@contextmanager
def served_dashboard(results: Path, *, timeout: float = 60) -> Iterator[str]:
    """`scripts/serve.py` (what `bash scripts/run.sh` starts) offline on 127.0.0.1 with its run store in `results`:
    the URL once Streamlit answers its health check; the server is stopped afterwards."""
    import os
    import subprocess
    import sys

    from tests.support.apptest import stop_process, wait_for_streamlit

    port = free_port()
    env = {**os.environ, "EARAG_OFFLINE": "1", "EARAG_RESULTS_DIR": str(results)}
    env.pop("EARAG_DB_URL", None)
    cmd = [sys.executable, "scripts/serve.py", "--server.headless", "true", "--server.port", str(port),
           "--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"]
    proc = subprocess.Popen(cmd, cwd=Path(__file__).resolve().parents[2], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_for_streamlit(proc, url, timeout)
        yield url
    finally:
        stop_process(proc)
