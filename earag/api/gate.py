"""Bounded concurrency for the API's heavy work: a thread pool of `max_concurrency` slots and a bounded queue.

Work runs in the pool, never on the event loop, so cheap requests (health, stats, run progress) keep answering
while every slot is busy. A request that finds the queue full, or waits longer than the queue timeout, is turned
away with `Busy` (the app answers 503 with Retry-After) instead of hanging until a client times out.
"""
from __future__ import annotations

import asyncio
import contextvars
import functools
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")


class Busy(Exception):
    """No slot now and no room (or no more patience) in the queue; `retry_after` in seconds."""

    def __init__(self, message: str, retry_after: int):
        super().__init__(message)
        self.retry_after = retry_after


class WorkGate:
    """At most `max_concurrency` jobs run at once; at most `max_queue` wait, each for at most `queue_timeout` s.

    Used from one event loop (one per uvicorn worker process): the counters need no lock there.
    """

    def __init__(self, max_concurrency: int, max_queue: int, queue_timeout: float, retry_after: int):
        self.max_concurrency = max_concurrency
        self.max_queue = max_queue
        self.queue_timeout = queue_timeout
        self.retry_after = retry_after
        self.running = 0
        self.queued = 0
        self.rejected = 0
        self.completed = 0
        self._busy_seconds = 0.0
        self._semaphore: asyncio.Semaphore | None = None
        self._pool = ThreadPoolExecutor(max_workers=max_concurrency, thread_name_prefix="earag-api")

    def _sem(self) -> asyncio.Semaphore:
        if self._semaphore is None:  # created inside the server's loop, not at import or app creation
            self._semaphore = asyncio.Semaphore(self.max_concurrency)
        return self._semaphore

    async def run(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """fn(*args, **kwargs) in the pool once a slot is free; Busy when the queue is full or the wait too long."""
        sem = self._sem()
        if sem.locked():
            if self.queued >= self.max_queue:
                self.rejected += 1
                raise Busy(f"all {self.max_concurrency} evaluation slots are busy and {self.queued} requests are "
                           f"queued (limit {self.max_queue})", self.retry_after)
            self.queued += 1
            try:
                await asyncio.wait_for(sem.acquire(), self.queue_timeout)
            except asyncio.TimeoutError:
                self.rejected += 1
                raise Busy(f"waited {self.queue_timeout:g} s for an evaluation slot", self.retry_after) from None
            finally:
                self.queued -= 1
        else:
            await sem.acquire()
        self.running += 1
        started = time.perf_counter()
        try:
            ctx = contextvars.copy_context()  # the request id follows the work into the pool (log lines)
            call = functools.partial(ctx.run, fn, *args, **kwargs)
            return await asyncio.get_running_loop().run_in_executor(self._pool, call)
        finally:
            self.running -= 1
            self.completed += 1
            self._busy_seconds += time.perf_counter() - started
            sem.release()

    def stats(self) -> dict[str, Any]:
        return {"max_concurrency": self.max_concurrency, "running": self.running, "queued": self.queued,
                "max_queue": self.max_queue, "queue_timeout_seconds": self.queue_timeout,
                "completed": self.completed, "rejected_busy": self.rejected}

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
