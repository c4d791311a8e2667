"""Bounded work per sample: how much text one sample may carry, and how long it may compute.

The offline judge's cost grows faster than linearly in the answer's length (a 100,000-character answer without
punctuation took 21 s; 20,000 characters take about 1.7 s, see docs/security.md), all under the API's 1 MiB body
limit. These limits refuse such a sample before any work, with an error naming the limit and its config key, in
the API (413), the CLI and the dashboard (an error record for the row: the other rows go on).

`evaluation.limits` is not part of a run's settings fingerprint: a limit decides which rows are refused, not the
numbers of the rows that are scored.
"""
from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from earag.errors import InputError
from earag.messages import Message
from earag.types import EvaluationSample

CONFIG_PREFIX = "evaluation.limits"


class Limits(BaseModel):
    """evaluation.limits in config/earag_eval.yaml."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True, allow_inf_nan=False)

    max_answer_chars: int = Field(10_000, ge=100, le=10_000_000)        # answer, and ground_truth, each
    max_contexts: int = Field(200, ge=1, le=100_000)                    # retrieved passages per sample
    max_total_chars: int = Field(100_000, ge=1_000, le=100_000_000)     # question+answer+contexts+ground truth+entities
    # answer + ground_truth characters × (1 + selected extra metrics): each registry metric reads them again
    max_work_chars: int = Field(150_000, ge=1_000, le=1_000_000_000)
    # with extra metrics selected, their cost grows with products: the support metrics judge every context sentence
    # against the whole answer (answer chars × contexts), F1/ROUGE compare answer and ground truth (chars × chars)
    max_answer_context_product: int = Field(50_000, ge=1_000, le=10**12)
    max_answer_truth_product: int = Field(5_000_000, ge=1_000, le=10**15)
    sample_cpu_seconds: float = Field(30, gt=0, le=3600)                 # per sample (earag.deadline); then timeout


class LimitExceeded(InputError):
    """A sample over one of the limits: `limit` (the value) and `key` (its dotted config key)."""

    def __init__(self, message: str | Message, field: str, limit: int, key: str):
        super().__init__(message, field=field)
        self.limit = limit
        self.key = key

    def to_dict(self) -> dict:
        out = super().to_dict()
        out.update({"limit": self.limit, "limit_key": self.key})
        return out


def _over(field: str, size: int, limit: int, name: str, unit: str, hint: Message | None = None) -> LimitExceeded:
    """`unit`: the code (limit.unit.*) of what is counted; `hint`: what to do about it."""
    key = f"{CONFIG_PREFIX}.{name}"
    said = {"field": field, "limit": limit, "what": Message(unit), "size": size, "key": key}
    message = Message("limit.over_hint", {**said, "hint": hint}) if hint else Message("limit.over", said)
    return LimitExceeded(message, field, limit, key)


def check_limits(sample: EvaluationSample, limits: Limits | None, metrics: int = 0) -> None:
    """LimitExceeded naming the first limit the sample is over (types are validate_sample's business: only text
    and lists are measured here); `metrics`: how many extra registry metrics are selected."""
    if limits is None:
        return
    for field in ("answer", "ground_truth"):
        value = getattr(sample, field, None)
        if isinstance(value, str) and len(value) > limits.max_answer_chars:
            raise _over(field, len(value), limits.max_answer_chars, "max_answer_chars", "limit.unit.characters")
    contexts = sample.contexts if isinstance(sample.contexts, list) else []
    if len(contexts) > limits.max_contexts:
        raise _over("contexts", len(contexts), limits.max_contexts, "max_contexts", "limit.unit.passages")
    texts = [sample.question, sample.answer, sample.ground_truth, *contexts,
             *(sample.graph_entities if isinstance(sample.graph_entities, list) else [])]
    total = sum(len(t) for t in texts if isinstance(t, str))
    if total > limits.max_total_chars:
        raise _over("sample", total, limits.max_total_chars, "max_total_chars", "limit.unit.characters_in_all")
    read = sum(len(t) for t in (sample.answer, sample.ground_truth) if isinstance(t, str))
    if read * (1 + metrics) > limits.max_work_chars:
        raise _over("metrics", read * (1 + metrics), limits.max_work_chars, "max_work_chars", "limit.unit.character_reads",
                    Message("limit.hint.work", {"read": read, "metrics": metrics}))
    if metrics:
        _check_products(sample, limits, contexts)


def _check_products(sample: EvaluationSample, limits: Limits, contexts: list) -> None:
    answer = len(sample.answer) if isinstance(sample.answer, str) else 0
    truth = len(sample.ground_truth) if isinstance(sample.ground_truth, str) else 0
    if answer * len(contexts) > limits.max_answer_context_product:
        raise _over("metrics", answer * len(contexts), limits.max_answer_context_product,
                    "max_answer_context_product", "limit.unit.answer_contexts",
                    Message("limit.hint.contexts", {"answer": answer, "contexts": len(contexts)}))
    if answer * truth > limits.max_answer_truth_product:
        raise _over("metrics", answer * truth, limits.max_answer_truth_product, "max_answer_truth_product",
                    "limit.unit.answer_truth", Message("limit.hint.truth", {"answer": answer, "truth": truth}))


# --- a CPU deadline per sample (worker processes) ----------------------------------------------------------------
class SampleTimeout(BaseException):
    """Raised in a worker process's main thread when a sample used up its CPU seconds. A BaseException, so the
    per-sample `except Exception` that turns failures into error records does not take it for a bug."""


def _expired(signum: int, frame: Any) -> None:
    raise SampleTimeout()


@contextmanager
def cpu_deadline(seconds: float) -> Iterator[None]:
    """SampleTimeout in this (main) thread once the process has used `seconds` of CPU inside the block (SIGPROF,
    ITIMER_PROF). Only in a process's main thread on a POSIX system; elsewhere the block runs without a deadline."""
    if not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGPROF, _expired)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


def timeout_record(seconds: float) -> dict[str, Any]:
    """The error record of a sample stopped by its CPU deadline (the rest of the batch goes on)."""
    key = f"{CONFIG_PREFIX}.sample_cpu_seconds"
    said = Message("sample.cpu_timeout", {"seconds": seconds, "key": key})
    return {"error": "Timeout", "status": "timeout", "message": str(said), **said.to_dict(),
            "limit": seconds, "limit_key": key}
