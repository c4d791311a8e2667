"""A cooperative deadline per sample, and a cancel scope per request.

A thread cannot be stopped from outside, so the offline judge stops itself: its loops call `checkpoint()` at
sentence, context and text-block granularity (every few hundred characters inside the tokenizer), and
`checkpoint()` raises when the work of the sample being scored must end:

- `SampleTimeout` once the sample has used `evaluation.limits.sample_cpu_seconds` of CPU, counted over every
  thread that works for it (the thread that runs `Evaluator.evaluate` and the threads of its selected metrics);
- `SampleCancelled` once the scope around it was cancelled: the API's client disconnected, or the server is
  shutting down.

Both are BaseExceptions, so the `except Exception` blocks that turn a failing metric into an error result do not
take them for a bug; `Evaluator.evaluate` turns them into `EvaluationTimeout` / `EvaluationCancelled` at its
boundary. Without a budget in the context, `checkpoint()` is one context-variable read.

The budget travels in a context variable: a thread pool that copies the context (`contextvars.copy_context`)
carries it along; `tracked()` adds that thread's CPU to the sample's.
"""
from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from earag.errors import EaragError
from earag.limits import CONFIG_PREFIX, SampleTimeout, timeout_record
from earag.messages import CodedText, Message

__all__ = ["Budget", "CancelScope", "EvaluationCancelled", "EvaluationTimeout", "SampleCancelled", "SampleTimeout",
           "checkpoint", "current_budget", "sample_budget", "tracked", "within"]

_CPU_CLOCK = getattr(time, "pthread_getcpuclockid", None)   # Linux: read any thread's CPU clock


class SampleCancelled(BaseException):
    """Raised at a checkpoint once the work's scope was cancelled (client gone, server stopping)."""

    def __init__(self, reason: str = "cancelled"):
        super().__init__(reason)
        self.reason = reason


class EvaluationTimeout(EaragError):
    """A sample stopped by its CPU deadline (what `Evaluator.evaluate` raises): its record is `timeout_record`."""

    def __init__(self, seconds: float):
        super().__init__(Message("sample.cpu_timeout", {"seconds": seconds, "key": f"{CONFIG_PREFIX}.sample_cpu_seconds"}))
        self.seconds = seconds
        self.limit_key = f"{CONFIG_PREFIX}.sample_cpu_seconds"

    def to_dict(self) -> dict[str, Any]:
        return timeout_record(self.seconds)


class EvaluationCancelled(EaragError):
    """A sample whose work was cancelled before it finished (the client left, the server is stopping)."""

    def __init__(self, reason: str):
        why = reason.message if isinstance(reason, CodedText) else reason
        super().__init__(Message("sample.cancelled", {"reason": why}))
        self.reason = reason

    def to_dict(self) -> dict[str, Any]:
        said = self.message.to_dict() if self.message is not None else {}
        return {"error": "Cancelled", "status": "cancelled", "message": str(self), **said, "reason": str(self.reason)}


class CancelScope:
    """A flag that every budget under it sees: `cancel(reason)` stops their work at its next checkpoint."""

    def __init__(self) -> None:
        self._event = threading.Event()
        self.reason = ""

    def cancel(self, reason: str) -> None:
        if not self._event.is_set():
            self.reason = reason
            self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()


class Budget:
    """The CPU seconds one sample may use, over the threads that track it, under an optional cancel scope."""

    def __init__(self, cpu_seconds: float | None, scope: CancelScope | None = None):
        self.cpu_seconds = cpu_seconds
        self.scope = scope
        self._lock = threading.Lock()
        self._spent = 0.0                                   # CPU of the threads that stopped tracking
        self._active: dict[int, tuple[Any, float]] = {}     # thread id -> (clock, CPU at its start)

    # --- CPU accounting ----------------------------------------------------------------------------------------
    @staticmethod
    def _clock() -> Any:
        if _CPU_CLOCK is None:
            return None
        try:
            return _CPU_CLOCK(threading.get_ident())
        except (OSError, AttributeError):
            return None

    @staticmethod
    def _read(clock: Any) -> float:
        if clock is None:  # no per-thread clock: the wall clock (never less than the thread's CPU)
            return time.monotonic()
        return time.clock_gettime(clock)

    @contextmanager
    def track(self) -> Iterator[None]:
        """Count this thread's CPU for the sample while inside the block."""
        ident = threading.get_ident()
        with self._lock:
            if ident in self._active:  # already tracked (a nested call in the same thread)
                nested = True
            else:
                nested = False
                clock = self._clock()
                self._active[ident] = (clock, self._read(clock))
        try:
            yield
        finally:
            if not nested:
                with self._lock:
                    clock, start = self._active.pop(ident)
                    self._spent += self._read(clock) - start

    def used(self) -> float:
        """CPU seconds used so far by the tracked threads."""
        with self._lock:
            return self._spent + sum(self._read(clock) - start for clock, start in self._active.values())

    # --- the check ---------------------------------------------------------------------------------------------
    def check(self) -> None:
        if self.scope is not None and self.scope.cancelled:
            raise SampleCancelled(self.scope.reason)
        if self.cpu_seconds is not None and self.used() > self.cpu_seconds:
            raise SampleTimeout()


_CURRENT: ContextVar[Budget | None] = ContextVar("earag_sample_budget", default=None)
_SCOPE: ContextVar[CancelScope | None] = ContextVar("earag_cancel_scope", default=None)


def current_budget() -> Budget | None:
    return _CURRENT.get()


def checkpoint() -> None:
    """Raise SampleTimeout / SampleCancelled when the current sample's work must end, SampleCancelled when the work
    around it (an API request's) was cancelled; nothing outside both."""
    budget = _CURRENT.get()
    if budget is not None:
        budget.check()
        return
    scope = _SCOPE.get()
    if scope is not None and scope.cancelled:
        raise SampleCancelled(scope.reason)


@contextmanager
def within(scope: CancelScope) -> Iterator[CancelScope]:
    """Run the block (and the samples it scores) under `scope`: cancelling it stops their work."""
    token = _SCOPE.set(scope)
    try:
        yield scope
    finally:
        _SCOPE.reset(token)


@contextmanager
def sample_budget(cpu_seconds: float | None) -> Iterator[Budget]:
    """A budget of `cpu_seconds` (None: no CPU limit) for the sample scored inside the block, under the current
    cancel scope, tracking this thread. Checked once on entry: a cancelled scope starts no work."""
    budget = Budget(cpu_seconds, _SCOPE.get())
    token = _CURRENT.set(budget)
    try:
        with budget.track():
            budget.check()
            yield budget
    finally:
        _CURRENT.reset(token)


@contextmanager
def tracked() -> Iterator[None]:
    """In a thread that works for the current sample (a metric's pool thread): count its CPU too."""
    budget = _CURRENT.get()
    if budget is None:
        yield
        return
    with budget.track():
        yield
