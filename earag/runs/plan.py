"""Metric selections: what a selection costs before a run, and the metric scores found in result records after it."""
from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import pandas as pd

from earag.metrics import available_metrics, llm_cost, metric_names, resolve
from earag.metrics.base import missing_fields

# The groups a user picks from; `earag` is left out because it is the core result every evaluation has.
METRIC_GROUPS: tuple[str, ...] = ("answer_quality", "context_support", "retrieval", "graph")


def metric_catalog() -> list[dict[str, Any]]:
    """available_metrics() of the groups in METRIC_GROUPS, in registry order."""
    return [m for m in available_metrics() if m["group"] in METRIC_GROUPS]


def resolve_metric_selection(selection: Sequence[str] | str | None) -> list[str]:
    """Picker entries ("all", group names, metric names; or one comma-separated string) as metric names in registry
    order, earag group left out.

    Raises KeyError for an unknown entry (as earag.metrics.resolve does).
    """
    if isinstance(selection, str):
        selection = [n.strip() for n in selection.split(",") if n.strip()]
    picked = {c.name for c in resolve(list(selection))} if selection else set()
    return [m["name"] for m in metric_catalog() if m["name"] in picked]


def metrics_plan(selection: Sequence[str] | None, core_calls: int,
                 samples: Sequence[Any] | None = None) -> dict[str, Any]:
    """What a selection costs before a run: LLM calls per sample — `core_calls` (the core evaluation's, i.e.
    `evaluator.llm_calls_per_sample()` without metrics: 2, or 0 without an LLM) plus the metrics' — and,
    per metric, the fields it needs and, given `samples`, how many of them lack those fields."""
    names = resolve_metric_selection(selection)
    llm_available = core_calls > 0
    core = core_calls
    extra = llm_cost(names) if llm_available and names else 0
    by_name = {m["name"]: m for m in metric_catalog()}
    rows = []
    for name in names:
        m = by_name[name]
        row = {"name": name, "group": m["group"], "requires": list(m["requires"]),
               "llm_calls": m["llm_calls_per_sample"] if llm_available else 0, "unit": m["unit"],
               "higher_is_better": m["higher_is_better"]}
        if samples is not None:
            row["missing"] = sum(1 for s in samples if missing_fields(s, m["requires"]))
            row["samples"] = len(samples)
        rows.append(row)
    return {"names": names, "core": core, "metrics": extra, "total": core + extra, "rows": rows}


def record_metrics(record: Mapping[str, Any]) -> dict[str, Any]:
    """The `metrics` block of a result record ({} when the run computed none)."""
    return dict((record.get("earag_evaluation") or {}).get("metrics") or {})


def metric_names_in(records: Iterable[Mapping[str, Any]]) -> list[str]:
    """Metric names found in records: registry order first, then unknown names in the order first seen."""
    seen: dict[str, None] = {}
    for rec in records:
        seen.update(dict.fromkeys(record_metrics(rec)))
    order = {n: i for i, n in enumerate(metric_names())}
    first = {n: i for i, n in enumerate(seen)}
    return sorted(seen, key=lambda n: (order.get(n, len(order)), first[n]))


def _metric_score(value: Any) -> float | None:
    score = value.get("score") if isinstance(value, Mapping) else value
    if score is None or isinstance(score, bool):
        return None
    try:
        score = float(score)
    except (TypeError, ValueError):
        return None
    return None if math.isnan(score) else score  # NaN is "no score"


def add_metric_columns(df: pd.DataFrame, records: Sequence[Mapping[str, Any]]) -> tuple[pd.DataFrame, list[str]]:
    """`df` (records_to_frame(records), same order) with one float column per metric found in the records.

    Returns the frame and the added column names (= metric names). A name the frame already has (an EARAG
    dimension computed as a metric by the CLI) is left alone: the dimension column holds the same score.
    """
    if len(df) != len(records):
        # internal: an impossible state (one record per row)
        raise ValueError(f"add_metric_columns: frame has {len(df)} rows but there are {len(records)} records")
    out = df.copy()
    added = []
    for name in metric_names_in(records):
        if name in out.columns:
            continue
        values = [_metric_score(record_metrics(r).get(name)) for r in records]
        out[name] = pd.Series([float("nan") if v is None else v for v in values], index=out.index, dtype=float)
        added.append(name)
    return out, added


def metric_means(records: Iterable[Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per metric found in the records: mean score over the records that have one (unavailable ones are left
    out, not counted as 0), how many were scored and unavailable, its group, unit and direction."""
    records = list(records)
    info = {m["name"]: m for m in available_metrics()}
    out: dict[str, dict[str, Any]] = {}
    for name in metric_names_in(records):
        scores, unavailable = [], 0
        for rec in records:
            value = record_metrics(rec).get(name)
            if value is None:
                continue
            score = _metric_score(value)
            if score is None:
                unavailable += 1
            else:
                scores.append(score)
        m = info.get(name, {})
        out[name] = {"mean": sum(scores) / len(scores) if scores else None, "n": len(scores),
                     "unavailable": unavailable, "group": m.get("group", "other"), "unit": m.get("unit"),
                     "higher_is_better": m.get("higher_is_better", True)}
    return out
