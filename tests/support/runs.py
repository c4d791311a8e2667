"""Helpers for tests that interrupt a running `earag evaluate`."""
from __future__ import annotations

import time
from typing import Any


def wait_for_records(store: Any, proc: Any, at_least: int, timeout: float, poll: float = 0.1) -> None:
    """Until the store's newest run holds `at_least` records, `proc` (the CLI) exits, or `timeout` s pass."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and proc.poll() is None:
        runs = store.list_runs()
        if runs and store.count_records(runs[0].id) >= at_least:
            return
        time.sleep(poll)
