"""One threshold per dimension and backend: the single source the result page, the tuning page, the HTML report
and the advice all read.

Every threshold comes from the configuration (evaluation.thresholds) except relevancy, whose number lives on the
scale of the embedder that produced it: a record carries its own (detailed_analysis.relevancy.threshold, written
by the evaluator from Settings.relevancy_threshold), an older record is matched to its embedder's calibrated value,
and only a record without either falls back to thresholds.relevancy (the seed's BGE-M3 scale).
"""
from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any


def _number(value: Any) -> float | None:
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number if math.isfinite(number) else None


def record_relevancy_threshold(result: Mapping[str, Any] | None, settings: Any = None,
                               default: float | None = None) -> float | None:
    """The relevancy threshold for one evaluation dict: its own, else its embedder's calibrated one (with
    `settings`), else `default`."""
    detail = ((result or {}).get("detailed_analysis") or {}).get("relevancy") or {}
    if not isinstance(detail, Mapping):
        detail = {}
    own = _number(detail.get("threshold"))
    if own is not None:
        return own
    embedder = detail.get("embedding_backend") or detail.get("backend") or ((result or {}).get("backends") or {}).get(
        "embeddings")
    if settings is not None and embedder:
        return float(settings.relevancy_threshold(str(embedder))[0])
    return default


def run_relevancy_threshold(results: Iterable[Mapping[str, Any] | None], settings: Any = None,
                            default: float | None = None) -> float | None:
    """The relevancy threshold of a run: the most common one of its evaluations (rows from one embedder share it);
    `default` for a run without any."""
    found = Counter(v for v in (record_relevancy_threshold(r, settings) for r in results) if v is not None)
    return found.most_common(1)[0][0] if found else default


def effective_thresholds(thresholds: Mapping[str, Any], results: Iterable[Mapping[str, Any] | None],
                         settings: Any = None) -> dict[str, Any]:
    """`thresholds` with relevancy replaced by the run's own (see run_relevancy_threshold)."""
    out = dict(thresholds)
    rel = run_relevancy_threshold(results, settings, None)
    if rel is not None:
        out["relevancy"] = rel
    return out


def evaluations_of(records: Iterable[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The evaluation dicts of stored records ({"earag_evaluation": {...}}) or of bare evaluation dicts."""
    out = []
    for r in records:
        ev = r.get("earag_evaluation") if isinstance(r, Mapping) else None
        if isinstance(ev, Mapping):
            out.append(ev)
        elif isinstance(r, Mapping) and "dimension_scores" in r:
            out.append(r)
    return out
