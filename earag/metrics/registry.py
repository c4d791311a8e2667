"""The metric registry: selection by name, LLM cost of a selection, concurrent evaluation, seed 004's advice table."""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import Executor, ThreadPoolExecutor
from typing import Any, TypeVar, cast

from earag.diagnosis import ADVICE, ADVICE_THRESHOLDS, combination_advice  # noqa: F401  (seed 004's table)
from earag.enums import ProvenanceStatus
from earag.errors import UnknownMetricError
from earag.messages import Message
from earag.metrics.base import (
    GROUPS,
    BaseMetric,
    MetricBatchResult,
    MetricResult,
    as_sample,
    describe_metric,
    evaluate_with,
    shared_work,
)
from earag.types import EvaluationSample

REGISTRY: dict[str, type[BaseMetric]] = {}
M = TypeVar("M", bound=BaseMetric)


def register(metric_cls: type[M]) -> type[M]:
    """Class decorator: make a metric selectable by its `name`. A new metric is one module with one of these."""
    if not (isinstance(metric_cls, type) and issubclass(metric_cls, BaseMetric)):
        raise TypeError(f"{metric_cls!r} is not a BaseMetric subclass")  # internal: a bug in a metric module
    name = metric_cls.name
    if not name:
        raise ValueError(f"{metric_cls.__name__} has no name")  # internal: a bug in a metric module
    if metric_cls.group not in GROUPS:
        # internal: a bug in a metric module
        raise ValueError(f"{metric_cls.__name__}.group must be one of {GROUPS}, got {metric_cls.group!r}")
    existing = REGISTRY.get(name)
    if existing is not None and existing.__qualname__ != metric_cls.__qualname__:
        # internal: two metric modules claim one name
        raise ValueError(f"metric name {name!r} is taken by {existing.__module__}.{existing.__qualname__}")
    REGISTRY[name] = metric_cls
    return metric_cls


def available_metrics() -> list[dict[str, Any]]:
    """Every registered metric: name, group, requires, llm_calls_per_sample, description (+ unit, higher_is_better),
    grouped in GROUPS order."""
    order = {g: i for i, g in enumerate(GROUPS)}
    classes = sorted(REGISTRY.values(), key=lambda c: order.get(c.group, len(order)))
    return [describe_metric(c) for c in classes]


def metric_names(group: str | None = None) -> list[str]:
    return [m["name"] for m in available_metrics() if group is None or m["group"] == group]


def resolve(names: Sequence[str] | str) -> list[type[BaseMetric]]:
    """Metric classes for names, in the order given (duplicates dropped). "all" selects every metric; a group name
    (answer_quality, context_support, retrieval, graph, earag) selects that group; a comma-separated string works too."""
    if isinstance(names, str):
        names = [n.strip() for n in names.split(",") if n.strip()]
    out: list[type[BaseMetric]] = []
    unknown = []
    for name in names:
        if name == "all":
            picked = [REGISTRY[n] for n in metric_names()]
        elif name in GROUPS:
            picked = [REGISTRY[n] for n in metric_names(name)]
        elif name in REGISTRY:
            picked = [REGISTRY[name]]
        else:
            unknown.append(name)
            continue
        out.extend(c for c in picked if c not in out)
    if unknown:
        said = {"names": list(unknown), "valid": list(metric_names()), "groups": list(GROUPS)}
        raise UnknownMetricError(Message("metric.unknown", said), value=unknown)
    return out


def llm_cost(names: Sequence[str] | str | Iterable[type[BaseMetric]]) -> int:
    """Most LLM calls per sample for a selection (judge retries excluded). Metrics sharing a `cost_key` (the EARAG
    adapters, which share one evaluation) are counted once."""
    if isinstance(names, str):
        classes = resolve(names)
    else:
        items = list(names)
        classes = (cast("list[type[BaseMetric]]", items) if all(isinstance(n, type) for n in items)
                   else resolve(cast("list[str]", items)))
    shared: dict[str, int] = {}
    total = 0
    for cls in classes:
        if cls.cost_key:
            shared[cls.cost_key] = max(shared.get(cls.cost_key, 0), cls.llm_calls_per_sample)
        else:
            total += cls.llm_calls_per_sample
    return total + sum(shared.values())


def build_metrics(names: Sequence[str] | str, llm=None, graph=None, evaluator=None, **options: Any) -> list[BaseMetric]:
    """Instances for a selection, sharing one LLM, graph store and what the selection's metrics share (the EARAG
    metrics: one DimensionPipeline, see BaseMetric.shared_options). From an `evaluator`, its components are taken —
    its LLM and graph (unless given), offline extractor and pipeline — not the evaluator itself. Build once, reuse
    per sample."""
    if evaluator is not None:
        backends = getattr(evaluator, "backends", None)
        llm = llm if llm is not None else getattr(backends, "llm", None)
        graph = graph if graph is not None else getattr(backends, "graph", None)
        options.setdefault("extractor", getattr(evaluator, "extractor", None))
        options.setdefault("pipeline", getattr(evaluator, "pipeline", None))
    classes = resolve(names)
    for cls in classes:
        options.update(cls.shared_options(llm, options))
    return [cls(llm=llm, graph=graph, **options) for cls in classes]


def _safe(metric: BaseMetric, sample: EvaluationSample, work: Any = None) -> MetricResult:
    try:
        return evaluate_with(metric, sample, work)
    except Exception as exc:  # one failing metric must not lose the others
        return MetricResult(None, metric.name, f"{type(exc).__name__}: {exc}",
                            {"status": ProvenanceStatus.ERROR, "error": type(exc).__name__, "message": str(exc)})


def evaluate_metrics(sample: EvaluationSample | Mapping[str, Any], names: Sequence[str] | str | Sequence[BaseMetric],
                     llm=None, graph=None, evaluator=None, *, workers: int = 8, pool: Executor | None = None,
                     **options: Any) -> dict[str, MetricResult]:
    """Run the selected metrics on one sample concurrently: {name: MetricResult}, in selection order.

    A metric that raises gives a result with score None and status "error" instead of failing the others.
    `names` may also be already built metrics (see `build_metrics`), which avoids rebuilding them per sample;
    `pool` a long-lived executor to run them on (the Evaluator passes its own instead of one pool per sample).
    The EARAG metrics of the selection read one shared work, computed here once (earag.metrics.base.shared_work).
    """
    sample = as_sample(sample)
    metrics: list[BaseMetric]
    if not isinstance(names, str) and names and all(isinstance(m, BaseMetric) for m in names):
        metrics = cast("list[BaseMetric]", list(names))
    else:
        metrics = build_metrics(cast("Sequence[str] | str", names), llm=llm, graph=graph, evaluator=evaluator, **options)
    if not metrics:
        return {}
    work = shared_work(sample, metrics)
    if pool is not None:
        results = list(pool.map(lambda m: _safe(m, sample, work), metrics))
    else:
        with ThreadPoolExecutor(max_workers=max(1, min(workers, len(metrics))), thread_name_prefix="metrics") as own:
            results = list(own.map(lambda m: _safe(m, sample, work), metrics))
    return {m.name: r for m, r in zip(metrics, results)}


def evaluate_metrics_batch(samples: Sequence[EvaluationSample], names: Sequence[str] | str, llm=None, graph=None,
                           evaluator=None, *, workers: int = 4, continue_on_error: bool = True,
                           **options: Any) -> dict[str, MetricBatchResult]:
    """Each selected metric over a batch (seed 004's evaluate_batch per metric): {name: MetricBatchResult}."""
    samples = [as_sample(s) for s in samples]
    metrics = build_metrics(names, llm=llm, graph=graph, evaluator=evaluator, **options)
    works: list[Any] | None = None
    if sum(m.needs_work for m in metrics) > 1:  # several EARAG metrics: each sample's work computed once for them
        with ThreadPoolExecutor(max_workers=max(1, min(workers, len(samples) or 1)),
                                thread_name_prefix="metrics-work") as pool:
            works = list(pool.map(lambda s: shared_work(s, metrics), samples))
    return {m.name: m.evaluate_batch(samples, continue_on_error=continue_on_error, workers=workers, works=works)
            for m in metrics}


# --- seed 004's table: metric combinations read as advice ----------------------------------------------------
