"""The five EARAG dimensions and the overall score as ordinary registry metrics (group `earag`).

Each reads the sample's shared work (a SampleWork). Given it explicitly — `evaluate(sample, work=...)`, as
earag.metrics.registry does for a selection, computing it once per sample — a metric only applies its formula;
used on its own, it validates the sample and computes the work itself, once, with the `pipeline` option (a
DimensionPipeline: the evaluator's when built with `evaluator=`) or a pipeline of its own from the configuration
with offline backends plus the given LLM. So selecting `earag_overall,faithfulness,relevancy` computes the sample
once (one combined LLM call; two with `backends.llm.combined_call: false`).
"""
from __future__ import annotations

import threading
import time
from typing import Any

from earag.backends.factory import build_backends
from earag.config import load_settings
from earag.enums import ProvenanceStatus
from earag.metrics.base import BaseMetric
from earag.metrics.dimensions.pipeline import DimensionPipeline, SampleWork
from earag.metrics.dimensions.results import dimension_results, evaluation_result
from earag.metrics.registry import register
from earag.types import DIMENSIONS, EvaluationSample
from earag.validation import validate_sample

# A dimension's provenance status as a registry metric's status (ok | fallback | error | unavailable).
_STATUS: dict[ProvenanceStatus, ProvenanceStatus] = {
    ProvenanceStatus.OK: ProvenanceStatus.OK, ProvenanceStatus.CACHE: ProvenanceStatus.OK,
    ProvenanceStatus.PARTIAL: ProvenanceStatus.FALLBACK, ProvenanceStatus.FALLBACK: ProvenanceStatus.FALLBACK,
    ProvenanceStatus.TIMEOUT: ProvenanceStatus.FALLBACK, ProvenanceStatus.ERROR: ProvenanceStatus.ERROR,
    ProvenanceStatus.UNAVAILABLE: ProvenanceStatus.UNAVAILABLE}


def configured_pipeline(llm=None) -> DimensionPipeline:
    """A new pipeline from the configuration with offline backends and `llm` as its judge (the caller owns it)."""
    settings = load_settings()
    backends = build_backends(settings, offline=True)
    backends.llm = llm
    return DimensionPipeline(settings, backends)


class _EaragMetric(BaseMetric):
    group = "earag"
    requires = ("question", "answer")
    llm_calls_per_sample = 1      # one combined judge call (2 with backends.llm.combined_call false)
    cost_key = "earag_pipeline"   # shared by the six: one pipeline run per sample
    needs_work = True

    def __init__(self, llm=None, **options: Any):
        super().__init__(llm, **options)
        self._own: DimensionPipeline | None = None   # built on first use when no `pipeline` option is given
        self._own_lock = threading.Lock()

    @classmethod
    def shared_options(cls, llm, options) -> dict[str, Any]:
        """One pipeline for the EARAG metrics of a selection built together (none when `pipeline` is given)."""
        return {} if options.get("pipeline") is not None else {"pipeline": configured_pipeline(llm)}

    def pipeline(self) -> DimensionPipeline:
        pipeline = self.options.get("pipeline")
        if pipeline is not None:
            return pipeline
        with self._own_lock:
            if self._own is None:
                self._own = configured_pipeline(self.llm)
            return self._own

    def work(self, sample: EvaluationSample) -> SampleWork:
        """The sample validated (earag.errors.InputError when it is not) and its work computed, once."""
        pipeline = self.pipeline()
        validate_sample(sample, pipeline.settings.evaluation.performance.max_text_length)
        return pipeline.compute(sample)

    def settings(self):
        return self.pipeline().settings


@register
class EaragOverall(_EaragMetric):
    """EARAG-Eval's weighted overall score with its quality level and diagnosis (seeds 000, 002)."""

    name = "earag_overall"
    description = "EARAG综合评分：五个维度的加权总分、质量等级与诊断 (EARAG-Eval overall score)"

    def evaluate(self, sample: EvaluationSample, work: SampleWork | None = None):
        work = work if work is not None else self.work(sample)
        r = evaluation_result(work, self.settings(), started=time.perf_counter())
        statuses = {k: d.status for k, d in r.dimensions.items()}
        status = ProvenanceStatus.FALLBACK if any(_STATUS[s] is ProvenanceStatus.FALLBACK for s in statuses.values()) \
            else ProvenanceStatus.OK
        return self.result(r.overall_score, r.diagnosis, status=status, quality_level=r.quality_level,
                           quality_level_id=r.quality_level_id, quality_description=r.quality_description,
                           quality_warning=r.quality_warning, dimension_scores=r.dimension_scores,
                           dimension_status=statuses, recommendations=list(r.recommendations),
                           weights_used=dict(r.weights_used), backends=dict(r.backends),
                           processing_time=r.processing_time, algorithm_version=r.algorithm_version)


_DIMENSION_TEXT = {
    "entity_coverage": "EARAG实体覆盖度：问题实体在答案中被覆盖的比例 (question entities covered by the answer)",
    "faithfulness": "EARAG忠实度：逐句分级支持度减去图谱未匹配惩罚 (graded sentence support minus graph penalty)",
    "relevancy": "EARAG相关性：问题与答案向量的余弦相似度 (question-answer embedding cosine)",
    "sufficiency": "EARAG上下文充分性：问题实体在上下文中被覆盖的比例 (question entities covered by the contexts)",
    "hallucination": "EARAG幻觉风险：越低越好 (hallucination risk, lower is better)",
}


def _dimension_metric(dim: str) -> type[_EaragMetric]:
    def evaluate(self, sample, work: SampleWork | None = None):
        started = time.perf_counter()
        work = work if work is not None else self.work(sample)
        results, _, _ = dimension_results(work, self.settings())
        d = results[dim]
        details = {k: v for k, v in d.to_dict().items() if k not in ("score", "status")}
        reason = "；".join(d.diagnosis) or (f"{dim} = {d.score:.3f}" if d.score is not None else (
            d.provenance.reason if d.provenance and d.provenance.reason else f"{dim} unavailable"))
        return self.result(d.score, reason, **details, status=_STATUS[d.status],
                           dimension_status=d.status, provenance=d.provenance.to_dict() if d.provenance else None,
                           processing_time=round(time.perf_counter() - started, 4))

    cls = type(f"Earag_{dim}", (_EaragMetric,), {
        "__doc__": _DIMENSION_TEXT[dim], "__module__": __name__, "name": dim, "description": _DIMENSION_TEXT[dim],
        "higher_is_better": dim != "hallucination", "evaluate": evaluate,
    })
    return register(cls)


DIMENSION_METRICS = {dim: _dimension_metric(dim) for dim in DIMENSIONS}
