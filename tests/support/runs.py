"""Helpers for tests that interrupt a running `earag evaluate`."""
from __future__ import annotations

import signal
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any


def wait_for_records(store: Any, proc: Any, at_least: int, timeout: float, poll: float = 0.1) -> None:
    """Until the store's newest run holds `at_least` records, `proc` (the CLI) exits, or `timeout` s pass."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and proc.poll() is None:
        runs = store.list_runs()
        if runs and store.count_records(runs[0].id) >= at_least:
            return
        time.sleep(poll)


@contextmanager
def ctrl_c_reaches_children() -> Iterator[None]:
    """Ctrl-C as at a terminal for the CLI processes started inside: a test process started in the background of a
    non-interactive shell (`cmd &`) ignores SIGINT, and children inherit an ignored signal across exec; a handler
    (not SIG_IGN) in this process leaves them with the default one."""
    before = signal.getsignal(signal.SIGINT)
    if before is signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        if before is signal.SIG_IGN:
            signal.signal(signal.SIGINT, before)
