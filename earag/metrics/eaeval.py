"""The five EARAG-Eval dimensions and the overall score as registry metrics, so `--metrics` can select them too.

All six adapters share one `earag.evaluator.Evaluator` (the `evaluator` option; without it a default one is built
from the configuration, offline backends plus the given LLM) and one evaluation per sample: selecting
`earag_overall,faithfulness,relevancy` evaluates the sample once, at most 2 LLM calls (entities + sentence judge).
Names are the seed's dimension keys; the graph metric with a similar idea is `graph_entity_coverage`.
"""
from __future__ import annotations

import hashlib
import json
import threading
import weakref
from collections import OrderedDict
from concurrent.futures import Future
from typing import Any

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from earag.evaluator import Evaluator
from earag.types import DIMENSIONS, EvaluationResult, EvaluationSample
from earag.metrics.base import BaseMetric
from earag.metrics.registry import register

_STATUS = {"ok": "ok", "fallback": "fallback", "timeout": "fallback", "error": "error", "unavailable": "unavailable"}


def _key(sample: EvaluationSample) -> str:
    payload = json.dumps([sample.question, sample.answer, sample.contexts, sample.ground_truth, sample.graph_entities],
                         ensure_ascii=False, default=str)
    return hashlib.sha1(payload.encode("utf-8")).hexdigest()


class SharedEvaluations:
    """One EARAG evaluation per (evaluator, sample content), shared by concurrent adapters; failures are not kept."""

    def __init__(self, size: int = 256):
        self.size = size
        self._lock = threading.Lock()
        self._by_evaluator: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

    def get(self, evaluator: Evaluator, sample: EvaluationSample) -> EvaluationResult:
        key = _key(sample)
        with self._lock:
            cache = self._by_evaluator.setdefault(evaluator, OrderedDict())
            future = cache.get(key)
            owner = future is None
            if owner:
                future = cache[key] = Future()
                while len(cache) > self.size:
                    cache.popitem(last=False)
            else:
                cache.move_to_end(key)
        if owner:
            try:
                future.set_result(evaluator.evaluate(sample))
            except BaseException as exc:
                with self._lock:
                    cache.pop(key, None)
                future.set_exception(exc)
        return future.result()


SHARED = SharedEvaluations()
_DEFAULTS: dict[Any, Evaluator] = {}
_DEFAULTS_LOCK = threading.Lock()


def default_evaluator(llm=None) -> Evaluator:
    """An Evaluator from the configuration with offline backends and `llm` as its judge (one per LLM object)."""
    with _DEFAULTS_LOCK:
        ev = _DEFAULTS.get(llm)
        if ev is None:
            from earag.backends.factory import build_backends
            from earag.evaluator import Evaluator
            from earag.config import load_settings

            settings = load_settings()
            backends = build_backends(settings, offline=True)
            backends.llm = llm
            ev = _DEFAULTS[llm] = Evaluator(settings, backends)
        return ev


class _EaragMetric(BaseMetric):
    group = "earag"
    requires = ("question", "answer")
    llm_calls_per_sample = 2      # the evaluator's entity extraction and sentence judge
    cost_key = "earag_evaluator"  # shared by every adapter: one evaluation per sample

    def evaluation(self, sample: EvaluationSample) -> EvaluationResult:
        evaluator = self.options.get("evaluator") or default_evaluator(self.llm)
        return SHARED.get(evaluator, sample)


@register
class EaragOverall(_EaragMetric):
    """EARAG-Eval's weighted overall score with its quality level and diagnosis (seeds 000, 002)."""

    name = "earag_overall"
    description = "EARAG综合评分：五个维度的加权总分、质量等级与诊断 (EARAG-Eval overall score)"

    def evaluate(self, sample):
        r = self.evaluation(sample)
        statuses = {k: d.status for k, d in r.dimensions.items()}
        status = "fallback" if any(_STATUS.get(s) == "fallback" for s in statuses.values()) else "ok"
        return self.result(r.overall_score, r.diagnosis, status=status, quality_level=r.quality_level,
                           quality_description=r.quality_description, quality_warning=r.quality_warning,
                           dimension_scores=r.dimension_scores, dimension_status=statuses,
                           recommendations=list(r.recommendations), weights_used=dict(r.weights_used),
                           backends=dict(r.backends), processing_time=r.processing_time,
                           algorithm_version=r.algorithm_version)


_DIMENSION_TEXT = {
    "entity_coverage": "EARAG实体覆盖度：问题实体在答案中被覆盖的比例 (question entities covered by the answer)",
    "faithfulness": "EARAG忠实度：逐句支持率减去图谱未匹配惩罚 (sentence support minus graph penalty)",
    "relevancy": "EARAG相关性：问题与答案向量的余弦相似度 (question-answer embedding cosine)",
    "sufficiency": "EARAG上下文充分性：问题实体在上下文中被覆盖的比例 (question entities covered by the contexts)",
    "hallucination": "EARAG幻觉风险：越低越好 (hallucination risk, lower is better)",
}


def _dimension_metric(dim: str) -> type[_EaragMetric]:
    def evaluate(self, sample):
        r = self.evaluation(sample)
        d = r.dimensions[dim]
        details = {k: v for k, v in d.to_dict().items() if k not in ("score", "status")}
        reason = "；".join(d.diagnosis) or (f"{dim} = {d.score:.3f}" if d.score is not None else d.details.get(
            "fallback_reason", f"{dim} unavailable"))
        return self.result(d.score, reason, **details, status=_STATUS.get(d.status, d.status),
                           dimension_status=d.status, quality_level=r.quality_level, processing_time=r.processing_time)

    cls = type(f"Earag_{dim}", (_EaragMetric,), {
        "__doc__": _DIMENSION_TEXT[dim], "__module__": __name__, "name": dim, "description": _DIMENSION_TEXT[dim],
        "higher_is_better": dim != "hallucination", "evaluate": evaluate,
    })
    return register(cls)


DIMENSION_METRICS = {dim: _dimension_metric(dim) for dim in DIMENSIONS}
