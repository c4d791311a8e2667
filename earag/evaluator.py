"""The evaluator: validates a sample, runs the EARAG dimensions and any selected registry metrics on it, and
returns the result. The metric selection is an argument of each call; the evaluator keeps no per-call state."""
from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from typing import Any

import numpy as np

from earag.backends.factory import BackendSet, build_backends
from earag.config import Settings, load_settings
from earag.errors import InputError
from earag.metrics.base import BaseMetric
from earag.metrics.dimensions.pipeline import DimensionPipeline
from earag.metrics.dimensions.scoring import ALGORITHM_VERSION, evaluation_result
from earag.metrics.registry import build_metrics, evaluate_metrics, llm_cost, resolve
from earag.types import DIMENSIONS, BatchEvaluationResult, EvaluationResult, EvaluationSample
from earag.validation import validate_sample

__all__ = ["ALGORITHM_VERSION", "Evaluator", "summarise", "validate_sample"]

MetricSelection = Sequence[str] | str | None


class Evaluator:
    """EARAG-Eval over pluggable backends. Thread-safe: one instance serves a whole dashboard."""

    def __init__(self, settings: Settings | None = None, backends: BackendSet | None = None, *, offline: bool = False,
                 secrets: Any = None):
        self.settings = settings or load_settings()
        self.backends = backends or build_backends(self.settings, offline=offline, secrets=secrets)
        self.pipeline = DimensionPipeline(self.settings, self.backends)
        self._built: dict[tuple[str, ...], list[BaseMetric]] = {}
        self._lock = threading.Lock()
        self._metric_pool: ThreadPoolExecutor | None = None   # one pool for the selected metrics of every sample

    @property
    def extractor(self):
        return self.pipeline.extractor

    @classmethod
    def from_config(cls, path: str | None = None, *, offline: bool = False) -> "Evaluator":
        return cls(load_settings(path), offline=offline)

    # --- metric selection (an argument, resolved once per distinct selection) ------------------------------------
    @staticmethod
    def plan_metrics(names: MetricSelection) -> list[str]:
        """The registry metrics a selection adds to the EARAG result ("all", groups or names; the `earag` group is
        the result itself and is left out). Raises earag.errors.InputError naming the unknown metric."""
        if not names:
            return []
        return [c.name for c in resolve(names) if c.group != "earag"]

    def metrics_for(self, names: MetricSelection) -> list[BaseMetric]:
        key = tuple(self.plan_metrics(names))
        if not key:
            return []
        with self._lock:
            built = self._built.get(key)
            if built is None:
                perf = self.settings.evaluation.performance
                built = self._built[key] = build_metrics(list(key), evaluator=self, max_text_length=perf.max_text_length,
                                                         llm_timeout=perf.timeout_seconds)
        return built

    def llm_calls_per_sample(self, metrics: MetricSelection = None) -> int:
        """Most LLM calls per sample: the EARAG result's two plus those of the selected metrics (0 offline)."""
        if self.backends.llm is None:
            return 0
        names = self.plan_metrics(metrics)
        return 2 + (llm_cost(names) if names else 0)

    def _metrics_pool(self) -> ThreadPoolExecutor:
        with self._lock:
            if self._metric_pool is None:
                workers = self.settings.evaluation.performance.parallel_workers
                self._metric_pool = ThreadPoolExecutor(max_workers=max(4, 2 * workers), thread_name_prefix="earag-metric")
            return self._metric_pool

    # --- one sample --------------------------------------------------------------------------------------------
    def evaluate(self, sample: EvaluationSample, metrics: MetricSelection = None) -> EvaluationResult:
        validate_sample(sample, self.settings.evaluation.performance.max_text_length)
        started = time.perf_counter()
        selected = self.metrics_for(metrics)
        try:
            work = self.pipeline.work(sample)
            extra = {}
            if selected:
                computed = evaluate_metrics(sample, selected, pool=self._metrics_pool())
                extra = {name: r.to_dict() for name, r in computed.items()}
            return evaluation_result(work, self.settings, started=started, extra_metrics=extra)
        finally:
            self.pipeline.forget(sample)  # the memo serves metrics asked one by one, not later calls

    # --- many samples ------------------------------------------------------------------------------------------
    def iter_evaluate(
        self, samples: Iterable[EvaluationSample], *, workers: int | None = None, continue_on_error: bool = True,
        metrics: MetricSelection = None,
    ) -> Iterator[tuple[int, EvaluationResult | None, dict | None]]:
        """Yield (index, result, error) as samples finish, so callers can save each one at once."""
        workers = workers or self.settings.evaluation.performance.parallel_workers
        samples = list(samples)
        self.metrics_for(metrics)  # an unknown metric fails here, before any work
        with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="earag-sample") as pool:
            futures = {pool.submit(self.evaluate, s, metrics): i for i, s in enumerate(samples)}
            try:
                for fut in as_completed(futures):
                    i = futures[fut]
                    try:
                        yield i, fut.result(), None
                    except InputError as exc:
                        if not continue_on_error:
                            raise
                        yield i, None, exc.to_dict()
                    except Exception as exc:  # one bad sample must not lose the others
                        if not continue_on_error:
                            raise
                        yield i, None, {"error": "SystemError",
                                        "message": f"EARAG-Eval评估失败: {type(exc).__name__}: {exc}"}
            finally:
                for fut in futures:
                    fut.cancel()

    def evaluate_batch(
        self, samples: Sequence[EvaluationSample], continue_on_error: bool = True, *, workers: int | None = None,
        on_result: Callable[[int, EvaluationResult | None, dict | None], None] | None = None,
        metrics: MetricSelection = None,
    ) -> BatchEvaluationResult:
        results: list[EvaluationResult | None] = [None] * len(samples)
        errors: list[dict | None] = [None] * len(samples)
        for i, res, err in self.iter_evaluate(samples, workers=workers, continue_on_error=continue_on_error,
                                              metrics=metrics):
            results[i], errors[i] = res, err
            if on_result:
                on_result(i, res, err)
        return summarise(results, errors)

    def close(self) -> None:
        self.pipeline.close()
        if self._metric_pool is not None:
            self._metric_pool.shutdown(wait=False, cancel_futures=True)


def summarise(results: Sequence[EvaluationResult | None], errors: Sequence[dict | None]) -> BatchEvaluationResult:
    ok = [r for r in results if r is not None]
    means: dict[str, float] = {}
    for dim in DIMENSIONS:
        values = [r.dimensions[dim].score for r in ok if r.dimensions[dim].score is not None]
        if values:
            means[dim] = float(np.mean(values))
    if ok:
        means["overall"] = float(np.mean([r.overall_score for r in ok]))
    return BatchEvaluationResult(list(results), list(errors), means, len(results), sum(e is not None for e in errors))
