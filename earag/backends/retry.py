"""Retrying a backend call on transient failures, with capped exponential backoff (shared by the LLM judges)."""
from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

MAX_DELAY = 8.0  # seconds; a judge call that needs longer waits than this is better reported as down


def backoff_delay(attempt: int, backoff: float, max_delay: float = MAX_DELAY) -> float:
    """Delay before retry number `attempt` (0-based): backoff·2^attempt, capped at max_delay."""
    return min(max_delay, max(0.0, backoff) * (2 ** attempt))


def retry_call(
    fn: Callable[[], T],
    retries: int,
    backoff: float,
    retry_on: tuple[type[BaseException], ...],
    *,
    retry_if: Callable[[BaseException], bool] | None = None,
    max_delay: float = MAX_DELAY,
    deadline: float | None = None,
    sleep: Callable[[float], None] = time.sleep,
) -> T:
    """Call `fn()`; on an exception of a `retry_on` type (and, if given, `retry_if(exc)` true) call it again,
    at most `retries` more times, sleeping backoff·2^k (capped at `max_delay`) before retry k.

    `deadline` is a `time.monotonic()` instant: no retry is started whose wait would end after it, so a caller
    with a time budget gets the last error instead of a late answer. The last exception propagates unchanged.
    """
    attempt = 0
    while True:
        try:
            return fn()
        except retry_on as exc:
            if attempt >= retries or (retry_if is not None and not retry_if(exc)):
                raise
            delay = backoff_delay(attempt, backoff, max_delay)
            if deadline is not None and time.monotonic() + delay >= deadline:
                raise
            attempt += 1
            if delay > 0:
                sleep(delay)
