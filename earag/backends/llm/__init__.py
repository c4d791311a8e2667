"""LLM judges, and `complete`: one judge call that says who answered, whether from the cache, and how fast.

    from earag.backends.llm import complete
    done = complete(llm, prompt, Schema, timeout=5)
    done.value        # the validated Schema instance
    done.backend      # the judge that actually answered, e.g. "ollama:qwen2.5:7b"
    done.cached       # True: served by the response cache; then cached_at is the ISO time of the original answer
    done.latency_ms   # wall time of this call (a cache hit is a few ms)
    done.endpoint     # the server that answered, without credentials (one of backends.llm.hosts); None for a hit
    done.provenance() # {"backend", "cache": "hit"|"miss"|"off", "cached_at", "latency_ms", "endpoint"} for records
    done.calls, done.prompt_tokens, done.output_tokens   # chat calls answered and the tokens the server reported

Every failure is an earag.errors exception (BackendUnavailable, BackendTimeout, BackendOutputError), and every call
goes through the judge's circuit breaker (earag.backends.llm.breaker); a cache hit needs no server, so it is served
even while the breaker is open — labelled cached=True with the original backend and time.
"""
from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ValidationError

from earag.backends.llm.breaker import breaker_for
from earag.backends.llm.usage import Usage
from earag.errors import BackendOutputError, BackendUnavailable
from earag.messages import Message

M = TypeVar("M", bound=BaseModel)


@dataclass(frozen=True)
class Completion(Generic[M]):
    """One judge answer and where it came from."""

    value: M
    backend: str                   # the judge that produced `value` ("ollama:qwen2.5:7b"); for a hit, the original one
    cached: bool = False
    cached_at: str | None = None   # ISO 8601 UTC time of the original answer, for a cache hit
    latency_ms: float = 0.0
    cache: str = "off"             # "hit" | "miss" | "off" (no cache in front of the judge)
    # The server that answered (earag.urls.endpoint_of: no credentials), so a run over several hosts says
    # which one; `backend` stays the judge's name ("ollama:qwen2.5:7b"), which records and comparisons key on.
    endpoint: str | None = None
    # What answering took: chat calls the server answered (a re-ask of an unusable reply is a second one; 0 for a
    # cache hit) and the tokens the server reported over them (None: unknown). earag.backends.llm.usage sums them.
    calls: int = 1
    prompt_tokens: int | None = None
    output_tokens: int | None = None

    def provenance(self) -> dict[str, Any]:
        """The JSON-ready description of this answer's origin, for records and the UI."""
        return {"backend": self.backend, "cache": self.cache, "cached_at": self.cached_at,
                "latency_ms": round(self.latency_ms, 1), "endpoint": self.endpoint}


def complete(llm: Any, prompt: str, schema: type[M], *, timeout: float | None = None,
             prompt_version: str = "") -> Completion[M]:
    """One judge call with provenance. Uses `llm.complete` when the object has it (the project's judges and
    CachedLLM), else wraps `llm.complete_json` through the judge's circuit breaker.

    `prompt_version` goes into the cache key (with the prompt text itself, the schema, provider, endpoint and
    model): bump it when the meaning of a prompt's answer changes while its text does not.
    """
    method = getattr(llm, "complete", None)
    if method is not None:
        return method(prompt, schema, timeout=timeout, prompt_version=prompt_version)

    breaker = breaker_for(llm)
    breaker.check()
    t0 = time.perf_counter()
    try:
        value = llm.complete_json(prompt, schema, timeout=timeout)
    except (BackendUnavailable, BackendOutputError) as exc:
        breaker.record_failure(exc)
        raise
    breaker.record_success()
    return Completion(value, str(getattr(llm, "name", type(llm).__name__)), latency_ms=(time.perf_counter() - t0) * 1000)


_FENCE_RE = re.compile(r"^```(?:json)?\s*|\s*```$", re.S)
_TRAILING_COMMA_RE = re.compile(r",\s*([}\]])")


def repair_json(text: str) -> Any:
    """Parse JSON the way local models break it: code fences, prose around the object, trailing commas.

    Only repairs that cannot change the meaning; a truncated object is not guessed at.
    """
    text = (text or "").strip()
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        pass
    text = _FENCE_RE.sub("", text).strip()
    start, end = text.find("{"), text.rfind("}")
    if start != -1 and end > start:
        text = text[start : end + 1]
    text = _TRAILING_COMMA_RE.sub(r"\1", text)
    return json.loads(text)


class JudgeCalls:
    """What every HTTP judge does around one call: the circuit breaker, the counters, the provenance.

    A judge sets `name`, `_lock` and the counters `attempts`/`calls`/`failures`/`skipped`, and implements
    `_complete(prompt, schema, timeout) -> value` (one judgement with its own repair and retry)."""

    name: str          # set by each judge's __init__, e.g. "ollama:qwen2.5:7b"
    timeout: float
    _lock: Any         # a threading.Lock guarding the counters

    def _chat(self, prompt: str, schema: Any, deadline: float | None, budget: float) -> Any:
        """One exchange with the server under `deadline` (each judge implements it)."""
        raise NotImplementedError

    def _count(self, attr: str) -> None:
        with self._lock:
            setattr(self, attr, getattr(self, attr) + 1)

    def complete(self, prompt: str, schema: type[M], *, timeout: float | None = None,
                 prompt_version: str = "") -> Completion[M]:
        """One judgement with provenance, through the circuit breaker; `timeout` bounds the whole call."""
        breaker = breaker_for(self)
        try:
            breaker.check()   # BackendUnavailable with the breaker's reason as a message code when it refuses
        except BackendUnavailable:
            self._count("skipped")
            raise
        t0 = time.perf_counter()
        spent: list[Any] = []   # one reply per answered exchange, for the usage
        try:
            value = self._complete(prompt, schema, timeout, spent)
        except (BackendUnavailable, BackendOutputError) as exc:
            self._count("failures")
            breaker.record_failure(exc)
            if spent:   # replies that came back unusable were still paid for
                setattr(exc, "usage", self._usage(spent))
            raise
        breaker.record_success()
        u = self._usage(spent)
        return Completion(value, self.name, latency_ms=(time.perf_counter() - t0) * 1000,
                          endpoint=getattr(self, "endpoint", None), calls=u.llm_calls,
                          prompt_tokens=u.prompt_tokens, output_tokens=u.output_tokens)

    def _usage(self, replies: list[Any]) -> Usage:
        total = Usage()
        for reply in replies:
            prompt_tokens, output_tokens = self._reply_usage(reply)
            total = total.plus(Usage(1, prompt_tokens, output_tokens))
        return total

    def complete_json(self, prompt: str, schema: type[M], *, timeout: float | None = None) -> M:
        return self.complete(prompt, schema, timeout=timeout).value

    def _complete(self, prompt: str, schema: type[M], timeout: float | None, spent: list[Any] | None = None) -> M:
        """One judgement: `_chat` under one deadline, the reply repaired and validated; unusable output is asked
        for once more, then a BackendOutputError (connection errors are retried inside `_chat`, if at all)."""
        # One total deadline for the whole judgement (retries and the re-ask included); each HTTP exchange runs
        # under what is left of it (earag.backends.http.ClientPool), so a trickling server cannot stretch it.
        budget = self.timeout if timeout is None else min(self.timeout, timeout)  # what timeout messages name
        deadline = time.monotonic() + budget
        problems = []
        for _attempt in range(2):
            reply = self._chat(prompt, schema, deadline, budget)
            if spent is not None:
                spent.append(reply)
            try:
                return schema.model_validate(repair_json(self._reply_text(reply)))
            except (json.JSONDecodeError, ValidationError) as exc:
                problems.append(self._unusable(reply, f"{type(exc).__name__}: {str(exc)[:200]}"))
        raise BackendOutputError(Message("llm.unusable_twice", {"name": self.name, "problem": problems[-1]}))

    def _reply_text(self, reply: Any) -> str:
        """The text of what `_chat` returned (a judge whose `_chat` returns more than the text overrides this)."""
        return reply

    def _reply_usage(self, reply: Any) -> tuple[int | None, int | None]:
        """(prompt tokens, output tokens) the server reported for one reply; (None, None) when it did not say."""
        return None, None

    def _unusable(self, reply: Any, problem: str) -> str:
        """Why a reply could not be used, for the error message."""
        return problem


__all__ = ["Completion", "JudgeCalls", "complete", "repair_json"]
