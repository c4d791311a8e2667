"""What a sample's judge calls cost: chat calls answered, tokens in and out, and answers served by the cache.

    from earag.backends.llm.usage import Usage, metering, record_usage

    u = Usage.of(completion)             # one judge answer: 1 call (0 and cached_calls 1 for a cache hit)
    total = Usage().plus(u).plus(other)  # the sum; a token count stays None when any call's count is unknown
    total.to_dict()  # {"llm_calls": 1, "prompt_tokens": 812, "output_tokens": 95, "cached_calls": 0}

Tokens are what the server reported: Ollama's `prompt_eval_count` / `eval_count`, OpenAI's `usage.prompt_tokens` /
`usage.completion_tokens`. Unknown is None, never 0 by guess: a run with no call (offline, all cached) has
`prompt_tokens` None, and so has a sum over calls of which one did not report its count.

`metering()` opens a per-sample meter in a context variable; `record_usage` adds to it (the extra metrics' calls,
which run in other threads with a copy of the context, add to the same meter object).
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from threading import Lock
from typing import Any


def _add(a: int | None, b: int | None, a_calls: int, b_calls: int) -> int | None:
    """Token sum over two groups of calls: unknown when a group that made calls does not know its count."""
    if a_calls and a is None or b_calls and b is None:
        return None
    if not a_calls and not b_calls:
        return None
    return (a or 0) + (b or 0)


@dataclass(frozen=True)
class Usage:
    llm_calls: int = 0                 # chat calls a server answered (re-asks of an unusable reply included)
    prompt_tokens: int | None = None   # None: unknown (no call, or a call whose server did not say)
    output_tokens: int | None = None
    cached_calls: int = 0              # judge answers served by the response cache (no call made)

    @classmethod
    def of(cls, completion: Any) -> "Usage":
        """The usage of one earag.backends.llm.Completion (any object with its attributes)."""
        if getattr(completion, "cached", False):
            return cls(cached_calls=1)
        calls = int(getattr(completion, "calls", 1))
        return cls(calls, getattr(completion, "prompt_tokens", None) if calls else None,
                   getattr(completion, "output_tokens", None) if calls else None)

    @classmethod
    def from_dict(cls, data: Any) -> "Usage":
        data = data if isinstance(data, dict) else {}
        return cls(int(data.get("llm_calls") or 0), data.get("prompt_tokens"), data.get("output_tokens"),
                   int(data.get("cached_calls") or 0))

    def plus(self, other: "Usage | None") -> "Usage":
        if other is None:
            return self
        return Usage(self.llm_calls + other.llm_calls,
                     _add(self.prompt_tokens, other.prompt_tokens, self.llm_calls, other.llm_calls),
                     _add(self.output_tokens, other.output_tokens, self.llm_calls, other.llm_calls),
                     self.cached_calls + other.cached_calls)

    def to_dict(self) -> dict[str, Any]:
        return {"llm_calls": self.llm_calls, "prompt_tokens": self.prompt_tokens,
                "output_tokens": self.output_tokens, "cached_calls": self.cached_calls}


def usage_of_error(exc: BaseException) -> Usage:
    """What a failed judge call had spent before it failed (e.g. two unusable replies): its `usage`, else none."""
    u = getattr(exc, "usage", None)
    return u if isinstance(u, Usage) else Usage()


class Meter:
    """A thread-safe running sum of Usage."""

    def __init__(self) -> None:
        self._lock = Lock()
        self._total = Usage()

    def add(self, usage: Usage) -> None:
        with self._lock:
            self._total = self._total.plus(usage)

    @property
    def total(self) -> Usage:
        with self._lock:
            return self._total


_METER: ContextVar[Meter | None] = ContextVar("earag_usage_meter", default=None)


@contextmanager
def metering() -> Iterator[Meter]:
    """A fresh meter for the calls made in this context (and in copies of it taken inside the block)."""
    meter = Meter()
    token = _METER.set(meter)
    try:
        yield meter
    finally:
        _METER.reset(token)


def record_usage(usage: Usage) -> None:
    """Add to the current meter, if one is open."""
    meter = _METER.get()
    if meter is not None:
        meter.add(usage)


__all__ = ["Meter", "Usage", "metering", "record_usage", "usage_of_error"]
