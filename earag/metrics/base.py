"""The metric framework of seed 004: one base class, a per-metric result, batch and async evaluation."""
from __future__ import annotations

import asyncio
import functools
import math
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, ClassVar

from earag.enums import ProvenanceStatus
from earag.messages import Message
from earag.types import EvaluationSample

GROUPS: tuple[str, ...] = ("answer_quality", "context_support", "retrieval", "graph", "earag")
SAMPLE_FIELDS = ("question", "answer", "contexts", "ground_truth", "graph_entities")


@dataclass
class MetricResult:
    """Seed 004's `EvaluationResult` for one metric on one sample.

    `score` is None when the metric could not be computed (a needed field is missing, every backend failed):
    never a made-up number. `details["status"]` says how it was obtained: "ok", "fallback" (a backend failed and a
    weaker method was used), "unavailable" (no score), "error" (the metric raised; only from the registry).
    """

    score: float | None
    metric_name: str
    reason: str | None = None
    details: dict[str, Any] = field(default_factory=dict)

    @property
    def status(self) -> str:
        return str(self.details.get("status") or (ProvenanceStatus.UNAVAILABLE if self.score is None
                                                   else ProvenanceStatus.OK))

    def to_dict(self) -> dict[str, Any]:
        return {"score": self.score, "metric_name": self.metric_name, "reason": self.reason,
                "status": self.status, "details": self.details}


@dataclass
class MetricBatchResult:
    """Seed 004's `BatchEvaluationResult` for one metric, in input order.

    `results[i]` is None exactly when `errors[i]` is set (the metric raised on sample i). `mean_score` averages the
    samples that have a score (unavailable ones are left out, not counted as 0); None when no sample has one.
    """

    results: list[MetricResult | None]
    metric_name: str
    mean_score: float | None
    sample_count: int
    error_count: int
    errors: list[dict[str, Any] | None]

    @property
    def scored_count(self) -> int:
        return sum(1 for r in self.results if r is not None and r.score is not None)

    def to_dict(self) -> dict[str, Any]:
        return {"metric_name": self.metric_name, "mean_score": self.mean_score, "sample_count": self.sample_count,
                "error_count": self.error_count, "scored_count": self.scored_count,
                "results": [r.to_dict() if r is not None else None for r in self.results],
                "errors": list(self.errors)}


def summarise_batch(metric_name: str, results: Sequence[MetricResult | None],
                    errors: Sequence[dict[str, Any] | None]) -> MetricBatchResult:
    scores = [r.score for r in results if r is not None and r.score is not None and math.isfinite(r.score)]
    mean = sum(scores) / len(scores) if scores else None
    return MetricBatchResult(list(results), metric_name, mean, len(results), sum(e is not None for e in errors),
                             list(errors))


def error_entry(index: int, exc: BaseException) -> dict[str, Any]:
    out = {"index": index, "error": type(exc).__name__, "message": str(exc)}
    if field := getattr(exc, "field", None):
        out["field"] = field
    return out


def field_value(sample: EvaluationSample, name: str) -> Any:
    """A sample attribute (question, answer, contexts, ground_truth, graph_entities) or a metadata key."""
    if name in SAMPLE_FIELDS:
        return getattr(sample, name)
    return (sample.metadata or {}).get(name)


def is_present(value: Any) -> bool:
    """None, blank text and empty collections count as missing; 0 and False are values."""
    if value is None:
        return False
    if isinstance(value, float) and math.isnan(value):
        return False
    if isinstance(value, str):
        return bool(value.strip())
    if isinstance(value, (list, tuple, set, dict)):
        return len(value) > 0
    return True


def missing_fields(sample: EvaluationSample, requires: Iterable[str]) -> list[str]:
    """The requirements a sample does not meet; "a|b" is met by either field."""
    return [req for req in requires if not any(is_present(field_value(sample, f)) for f in req.split("|"))]


def unavailable_message(missing: Sequence[str]) -> Message:
    """"需要字段 X / needs X" as a message: "a|b" (either field) reads "a 或 b" / "a or b"."""
    fields = [Message("metric.either", {"names": m.split("|")}) if "|" in m else m for m in missing]
    return Message("metric.needs", {"fields": fields})



def as_sample(sample: EvaluationSample | Mapping[str, Any]) -> EvaluationSample:
    if isinstance(sample, EvaluationSample):
        return sample
    if isinstance(sample, Mapping):
        return EvaluationSample.from_dict(dict(sample))
    # internal: a caller passed the wrong type (the runner and API validate samples first)
    raise TypeError(f"expected an EvaluationSample or a dict, got {type(sample).__name__}")


class BaseMetric(ABC):
    """A metric: `evaluate(sample) -> MetricResult`, plus batch and async evaluation built on it.

    Subclasses set the class attributes and implement `evaluate`. The requirement check is automatic: every
    `evaluate` defined in a subclass is wrapped (in `__init_subclass__`) so that a sample missing a field named in
    `requires` gets score None with status "unavailable" and the reason "需要字段 X / needs X", without the
    subclass running; dicts are accepted and turned into EvaluationSample. Instances keep no per-sample state, so
    one instance may evaluate many samples at once (seed 004's lesson from DeepEval).
    """

    name: ClassVar[str] = ""
    group: ClassVar[str] = ""
    requires: ClassVar[tuple[str, ...]] = ()      # sample fields or metadata keys; "a|b" = either one
    llm_calls_per_sample: ClassVar[int] = 0       # most LLM calls one evaluate() may make (judge retries excluded)
    cost_key: ClassVar[str | None] = None         # metrics with the same key share their LLM calls (EARAG adapters)
    needs_work: ClassVar[bool] = False            # reads the sample's shared EARAG work: `evaluate(sample, work=...)`
    description: ClassVar[str] = ""
    unit: ClassVar[str | None] = None             # "s" for latency; None for 0–1 scores
    higher_is_better: ClassVar[bool] = True

    def __init__(self, llm=None, **options: Any):
        self.llm = llm
        self.options = options

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        impl = cls.__dict__.get("evaluate")
        if impl is None or getattr(impl, "_earag_checked", False) or getattr(impl, "__isabstractmethod__", False):
            return

        @functools.wraps(impl)
        def evaluate(self, sample, **given):  # `given`: what the caller computed for it (`work`, see needs_work)
            sample = as_sample(sample)
            missing = missing_fields(sample, type(self).requires)
            if missing:
                said = unavailable_message(missing)
                return self.unavailable(str(said), missing_fields=missing, reason_messages=[said.to_dict()])
            return impl(self, sample, **given)

        setattr(evaluate, "_earag_checked", True)  # a function attribute and a method set at class creation:
        setattr(cls, "evaluate", evaluate)         # mypy does not model either, setattr says so

    # --- one sample -----------------------------------------------------------------------------------------
    @abstractmethod
    def evaluate(self, sample: EvaluationSample) -> MetricResult:
        """Score one sample."""

    @classmethod
    def shared_options(cls, llm: Any, options: Mapping[str, Any]) -> dict[str, Any]:
        """Options the metrics of a selection share, built once by earag.metrics.registry.build_metrics when
        `options` lacks them (the EARAG metrics: one DimensionPipeline). None by default."""
        return {}

    def work(self, sample: EvaluationSample) -> Any:
        """The shared work a metric with `needs_work` reads, computed for `sample` (validated first)."""
        # internal: a metric that needs shared work must override this
        raise NotImplementedError(f"{self.name} reads no shared work")

    def option(self, key: str, default: Any = None) -> Any:
        value = self.options.get(key)
        return default if value is None else value

    def result(self, score: float | None, reason: str | None = None, /, **details: Any) -> MetricResult:
        details.setdefault("status", ProvenanceStatus.UNAVAILABLE if score is None else ProvenanceStatus.OK)
        if self.unit:
            details.setdefault("unit", self.unit)
        return MetricResult(None if score is None else float(score), self.name, reason, details)

    def unavailable(self, reason: str, /, **details: Any) -> MetricResult:
        details["status"] = ProvenanceStatus.UNAVAILABLE
        return self.result(None, reason, **details)

    # --- many samples ---------------------------------------------------------------------------------------
    def evaluate_batch(self, samples: Sequence[EvaluationSample], continue_on_error: bool = True,
                       workers: int = 4, works: Sequence[Any] | None = None) -> MetricBatchResult:
        """Evaluate in a thread pool; results keep the input order and a sample that raises becomes an error entry.
        `works`: each sample's shared work (see `shared_work`), computed once for several metrics that read it."""
        samples = list(samples)
        results: list[MetricResult | None] = [None] * len(samples)
        errors: list[dict[str, Any] | None] = [None] * len(samples)
        if not samples:
            return summarise_batch(self.name, results, errors)
        with ThreadPoolExecutor(max_workers=max(1, min(int(workers), len(samples))),
                                thread_name_prefix=f"metric-{self.name}") as pool:
            futures = [pool.submit(evaluate_with, self, s, works[i] if works is not None else None)
                       for i, s in enumerate(samples)]
            try:
                for i, fut in enumerate(futures):
                    try:
                        results[i] = fut.result()
                    except Exception as exc:  # one bad sample must not lose the others
                        if not continue_on_error:
                            raise
                        errors[i] = error_entry(i, exc)
            finally:
                for fut in futures:
                    fut.cancel()
        return summarise_batch(self.name, results, errors)

    async def aevaluate(self, sample: EvaluationSample) -> MetricResult:
        """`evaluate` in a worker thread, so an event loop (a web server, a notebook) is never blocked."""
        return await asyncio.to_thread(self.evaluate, sample)

    async def aevaluate_batch(self, samples: Sequence[EvaluationSample], continue_on_error: bool = True,
                              max_concurrency: int = 4) -> MetricBatchResult:
        samples = list(samples)
        semaphore = asyncio.Semaphore(max(1, int(max_concurrency)))

        async def one(sample):
            async with semaphore:
                return await self.aevaluate(sample)

        outcomes = await asyncio.gather(*(one(s) for s in samples), return_exceptions=True)
        results: list[MetricResult | None] = [None] * len(samples)
        errors: list[dict[str, Any] | None] = [None] * len(samples)
        for i, out in enumerate(outcomes):
            if isinstance(out, BaseException):
                if not continue_on_error or not isinstance(out, Exception):
                    raise out
                errors[i] = error_entry(i, out)
            else:
                results[i] = out
        return summarise_batch(self.name, results, errors)

    def describe(self) -> dict[str, Any]:
        return describe_metric(type(self))


def shared_work(sample: EvaluationSample, metrics: Sequence[BaseMetric]) -> Any:
    """The sample's shared work, computed once for the metrics of a selection that read it (`needs_work`) and have
    the fields they require: None when there are none, the exception when it could not be computed (an invalid
    sample: each such metric then raises it, as it would have computing the work itself)."""
    reading = [m for m in metrics if m.needs_work and not missing_fields(sample, m.requires)]
    if not reading:
        return None
    try:
        return reading[0].work(sample)
    except Exception as exc:
        return exc


def evaluate_with(metric: BaseMetric, sample: EvaluationSample, work: Any = None) -> MetricResult:
    """`metric.evaluate(sample)`, given the sample's shared work when it reads it (see `shared_work`)."""
    if work is None or not metric.needs_work or missing_fields(sample, metric.requires):
        return metric.evaluate(sample)
    if isinstance(work, Exception):
        raise work
    return metric.evaluate(sample, work=work)  # type: ignore[call-arg]  # a metric with needs_work takes it


def describe_metric(cls: type[BaseMetric]) -> dict[str, Any]:
    doc = cls.description or ((cls.__doc__ or "").strip().splitlines() or [""])[0]
    return {"name": cls.name, "group": cls.group, "requires": list(cls.requires),
            "llm_calls_per_sample": cls.llm_calls_per_sample, "description": doc, "unit": cls.unit,
            "higher_is_better": cls.higher_is_better}
