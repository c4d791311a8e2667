"""Pluggable metrics beyond the five EARAG dimensions: seed 001's context support, seed 003's answer, retrieval and
graph metrics with the two-layer LLM fallback, and the EARAG dimensions as metrics, behind seed 004's base class.

Seed 004 names → names here (the package already has a per-sample `earag.types.EvaluationResult`, the whole EARAG
evaluation, so the per-metric types are named differently to avoid the clash):
    BaseEvaluator          → BaseMetric
    EvaluationResult       → MetricResult(score, metric_name, reason, details)        score None = not computable
    BatchEvaluationResult  → MetricBatchResult(results, metric_name, mean_score, sample_count, error_count, errors)
    evaluate_async / evaluate_batch_async → aevaluate / aevaluate_batch

Usage:
    from earag.metrics import available_metrics, evaluate_metrics, llm_cost
    results = evaluate_metrics(sample, ["f1", "retrieval_precision", "graph_coverage"], llm=judge, graph=graph)

Adding a metric: a module in this package with a `@register` BaseMetric subclass; modules here are imported
automatically. Metrics defined elsewhere are added by importing their module after `earag.metrics`.
"""
from __future__ import annotations

import importlib
import pkgutil

from earag.metrics.base import GROUPS, BaseMetric, MetricBatchResult, MetricResult
from earag.metrics.llm_fallback import TRIGGERS, LLMScore, Trigger, two_layer
from earag.metrics.registry import (
    REGISTRY,
    available_metrics,
    build_metrics,
    combination_advice,
    evaluate_metrics,
    evaluate_metrics_batch,
    llm_cost,
    metric_names,
    register,
    resolve,
)

for _module in pkgutil.iter_modules(__path__):
    if not _module.name.startswith("_"):
        importlib.import_module(f"{__name__}.{_module.name}")

__all__ = [
    "GROUPS", "REGISTRY", "TRIGGERS", "BaseMetric", "LLMScore", "MetricBatchResult", "MetricResult", "Trigger",
    "available_metrics", "build_metrics", "combination_advice", "evaluate_metrics", "evaluate_metrics_batch",
    "llm_cost", "metric_names", "register", "resolve", "two_layer",
]
