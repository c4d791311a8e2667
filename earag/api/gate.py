"""Bounded concurrency for the API's heavy work: a thread pool of `max_concurrency` slots and a bounded queue.

Work runs in the pool, never on the event loop, so cheap requests (health, stats, run progress) keep answering
while every slot is busy. A request that finds the queue full, or waits longer than the queue timeout, is turned
away with `Busy` (the app answers 503 with Retry-After) instead of hanging until a client times out.
"""
from __future__ import annotations

import asyncio
import concurrent.futures
import contextvars
import functools
import queue
import threading
import time
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from earag.deadline import CancelScope, EvaluationCancelled, SampleCancelled, within
from earag.messages import CodedText, Message

T = TypeVar("T")
WATCH_SECONDS = 0.25  # how often a waiting request checks that its client is still there
STOP_MARGIN_SECONDS = 1.0  # at shutdown, running work is cancelled this long before the graceful bound ends


class ClientGone(Exception):
    """The client disconnected while its request waited for a slot or for its work: nothing is sent back."""


class DaemonPool(concurrent.futures.Executor):
    """A fixed pool of daemon threads. Unlike ThreadPoolExecutor, whose threads the interpreter joins at exit, work
    still running when the server stops cannot hold the process past its graceful-shutdown bound (a SIGTERM does
    not wait for long evaluations to finish)."""

    def __init__(self, workers: int, name: str):
        self._tasks: queue.SimpleQueue = queue.SimpleQueue()
        self._closed = False
        self._threads = [threading.Thread(target=self._loop, name=f"{name}_{i}", daemon=True) for i in range(workers)]
        for t in self._threads:
            t.start()

    def _loop(self) -> None:
        while True:
            item = self._tasks.get()
            if item is None:
                return
            fut, fn = item
            if not fut.set_running_or_notify_cancel():
                continue
            try:
                fut.set_result(fn())
            except BaseException as exc:  # handed to the waiting request as is
                fut.set_exception(exc)

    def submit(self, fn, /, *args, **kwargs):
        if self._closed:
            raise RuntimeError("the work pool is closed")  # internal: work submitted after shutdown
        fut: concurrent.futures.Future = concurrent.futures.Future()
        self._tasks.put((fut, functools.partial(fn, *args, **kwargs)))
        return fut

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self._closed = True
        if cancel_futures:
            while True:
                try:
                    item = self._tasks.get_nowait()
                except queue.Empty:
                    break
                if item is not None:
                    item[0].cancel()
        for _ in self._threads:
            self._tasks.put(None)
        if wait:
            for t in self._threads:
                t.join()


class Busy(Exception):
    """No slot now and no room (or no more patience) in the queue; `retry_after` in seconds."""

    def __init__(self, message: Message, retry_after: int):
        super().__init__(str(message))
        self.message = message
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
        self._pool = DaemonPool(max_concurrency, "earag-api")
        self.abandoned = 0  # requests whose client left while they waited or ran
        self.stopped = 0    # running work stopped at a checkpoint because it was cancelled (client gone, shutdown)
        self._scopes: set[CancelScope] = set()  # the cancel scopes of the work running now
        self._stop_timer: asyncio.TimerHandle | None = None

    def _sem(self) -> asyncio.Semaphore:
        if self._semaphore is None:  # created inside the server's loop, not at import or app creation
            self._semaphore = asyncio.Semaphore(self.max_concurrency)
        return self._semaphore

    async def run(self, fn: Callable[..., T], *args: Any, gone: Callable[[], Awaitable[bool]] | None = None,
                  **kwargs: Any) -> T:
        """fn(*args, **kwargs) in the pool once a slot is free; Busy when the queue is full or the wait too long.

        `gone` (the request's is_disconnected): a client that leaves while queued never starts its work; one that
        leaves while its work runs gets ClientGone at once and its work is cancelled: it stops at its next
        checkpoint (earag.deadline) and frees the slot. The gate's close cancels all running work the same way."""
        sem = self._sem()
        if sem.locked():
            if self.queued >= self.max_queue:
                self.rejected += 1
                said = {"slots": self.max_concurrency, "queued": self.queued, "limit": self.max_queue}
                raise Busy(Message("api.busy_queue", said), self.retry_after)
            self.queued += 1
            try:
                await self._acquire(sem, gone)
            finally:
                self.queued -= 1
        else:
            await sem.acquire()
        self.running += 1
        started = time.perf_counter()
        ctx = contextvars.copy_context()  # the request id follows the work into the pool (log lines)
        loop = asyncio.get_running_loop()
        scope = CancelScope()
        self._scopes.add(scope)
        try:
            fut = self._pool.submit(ctx.run, _scoped, scope, fn, *args, **kwargs)
        except BaseException:
            self._scopes.discard(scope)
            self._release(sem, started)
            raise

        def done(fut: concurrent.futures.Future) -> None:  # the slot is free when the work ends, not before
            stopped = not fut.cancelled() and isinstance(fut.exception(), EvaluationCancelled)
            try:
                loop.call_soon_threadsafe(self._finish, sem, started, scope, stopped)
            except RuntimeError:
                pass  # the loop has closed (the server stopped): nothing left to release

        fut.add_done_callback(done)
        try:
            return await self._await(asyncio.wrap_future(fut), gone, scope)
        except asyncio.CancelledError:  # the server ended the request (graceful shutdown over): stop its work too
            scope.cancel(CodedText(Message("cancel.request")))
            raise

    async def _acquire(self, sem: asyncio.Semaphore, gone: Callable[[], Awaitable[bool]] | None) -> None:
        deadline = time.monotonic() + self.queue_timeout
        acquire = asyncio.ensure_future(sem.acquire())
        try:
            while True:
                left = deadline - time.monotonic()
                if left <= 0:
                    self.rejected += 1
                    raise Busy(Message("api.busy_waited", {"seconds": self.queue_timeout}), self.retry_after)
                done, _ = await asyncio.wait({acquire}, timeout=min(left, WATCH_SECONDS if gone else left))
                if done:
                    acquire.result()
                    return
                if gone is not None and await gone():
                    self.abandoned += 1
                    raise ClientGone("the client left while queued")  # internal: nothing is sent back
        except BaseException:
            if acquire.done() and not acquire.cancelled() and acquire.exception() is None:
                sem.release()  # acquired just as we gave up: hand the slot back
            else:
                acquire.cancel()
            raise

    async def _await(self, work: asyncio.Future, gone: Callable[[], Awaitable[bool]] | None,
                     scope: CancelScope) -> Any:
        if gone is None:
            return await asyncio.shield(work)
        while True:
            done, _ = await asyncio.wait({work}, timeout=WATCH_SECONDS)
            if done:
                return work.result()
            if await gone():
                self.abandoned += 1
                scope.cancel(CodedText(Message("cancel.client_gone")))  # the work stops at its next checkpoint
                work.add_done_callback(lambda f: f.cancelled() or f.exception())  # nobody reads it: no warning
                raise ClientGone("the client left while its work ran")  # internal: nothing is sent back

    def _finish(self, sem: asyncio.Semaphore, started: float, scope: CancelScope, stopped: bool) -> None:
        self._scopes.discard(scope)
        self.stopped += stopped
        self._release(sem, started)

    def _release(self, sem: asyncio.Semaphore, started: float) -> None:
        self.running -= 1
        self.completed += 1
        self._busy_seconds += time.perf_counter() - started
        sem.release()

    def stats(self) -> dict[str, Any]:
        return {"max_concurrency": self.max_concurrency, "running": self.running, "queued": self.queued,
                "max_queue": self.max_queue, "queue_timeout_seconds": self.queue_timeout,
                "completed": self.completed, "rejected_busy": self.rejected, "abandoned": self.abandoned,
                "stopped_running": self.stopped}

    def server_stopping(self, grace: float | None) -> None:
        """The server began its graceful shutdown (`grace` seconds, None: unbounded): the running work gets all but
        the last second of it to finish, then is cancelled, so its requests are answered (503) before the server
        cuts them off. Called on the event loop by each open connection (earag.api.server); the first call counts."""
        if grace is None or self._stop_timer is not None:
            return
        self._stop_timer = asyncio.get_running_loop().call_later(max(0.0, grace - STOP_MARGIN_SECONDS),
                                                                 self._cancel_running, CodedText(Message("cancel.shutdown")))

    def _cancel_running(self, reason: str) -> None:
        for scope in list(self._scopes):
            scope.cancel(reason)

    def close(self) -> None:
        """Cancel the running work (it stops at its next checkpoint) and the queued work."""
        if self._stop_timer is not None:
            self._stop_timer.cancel()
        self._cancel_running("the server is shutting down")
        self._pool.shutdown(wait=False, cancel_futures=True)


def _scoped(scope: CancelScope, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """fn under the job's cancel scope; a stop at a checkpoint outside an evaluation becomes EvaluationCancelled
    (an ordinary exception the app answers, not a BaseException that would end the request's task)."""
    with within(scope):
        try:
            return fn(*args, **kwargs)
        except SampleCancelled as exc:
            raise EvaluationCancelled(exc.reason) from None
