"""One threshold per dimension and backend: the single source the result page, the tuning page, the HTML report
and the advice all read.

Every threshold comes from the configuration (evaluation.thresholds) except relevancy, whose number lives on the
scale of the embedder that produced it: a record carries its own (detailed_analysis.relevancy.threshold, written
by the evaluator from `relevancy_threshold_for`: the embedder's calibrated value for the answer's language), an older
record is matched to its embedder's calibrated value, and only a record without either falls back to
thresholds.relevancy (the seed's BGE-M3 scale).
"""
from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from earag.dimension_details import RelevancyDetails
from earag.types import DimensionResult, read_dimension


def _number(value: Any) -> float | None:
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number if math.isfinite(number) else None


def threshold_language(language: str | None, sentence_languages: Iterable[str] = ()) -> str:
    """The language whose relevancy threshold applies: "zh" or "en"; a mixed answer takes the language of most of
    its sentences (Chinese on a tie), no language at all "zh" (the seed's)."""
    if language in ("zh", "en"):
        return language
    counts = Counter(x for x in sentence_languages if x in ("zh", "en"))
    return "en" if counts["en"] > counts["zh"] else "zh"


def _relevancy_details(relevancy: DimensionResult | None) -> RelevancyDetails:
    """A stored relevancy's typed details (empty when the record has none)."""
    details = relevancy.details if relevancy is not None else None
    return details if isinstance(details, RelevancyDetails) else RelevancyDetails()


def record_threshold_language(result: Mapping[str, Any] | None) -> str:
    """The language an evaluation dict's relevancy threshold follows: the one its relevancy was measured in, else
    its answer's (threshold_language)."""
    relevancy = read_dimension(result, "relevancy", provenance=False)
    measured = _relevancy_details(relevancy).language
    if measured in ("zh", "en"):
        return str(measured)
    return threshold_language((result or {}).get("language"), (result or {}).get("sentence_languages") or ())


def relevancy_threshold_for(settings: Any, embedder: str, language: str | None = None
                            ) -> tuple[float, str | None]:
    """(threshold, fallback label) for a relevancy number from `embedder` on an answer in `language`: the
    calibrated per-language value (calibration.relevancy_language_thresholds) where there is one, else the
    embedder's calibrated value, else the seed's thresholds.relevancy (label None: the seed's own scale)."""
    threshold, estimate = settings.relevancy_threshold(embedder)
    if estimate is None or language not in ("zh", "en"):
        return threshold, estimate
    for kind, per_language in settings.evaluation.calibration.relevancy_language_thresholds.items():
        if kind.lower() in (embedder or "").lower() and language in per_language:
            return float(per_language[language]), estimate
    return threshold, estimate


def record_relevancy_threshold(result: Mapping[str, Any] | None, settings: Any = None,
                               default: float | None = None) -> float | None:
    """The relevancy threshold for one evaluation dict: its own, else its embedder's calibrated one for the language
    its relevancy was measured in (with `settings`), else `default`."""
    relevancy = read_dimension(result, "relevancy", provenance=False)
    detail = _relevancy_details(relevancy)
    own = _number(detail.threshold)
    if own is not None:
        return own
    embedder = detail.embedding_backend or (relevancy.backend if relevancy else "") or (
        (result or {}).get("backends") or {}).get("embeddings")
    if settings is not None and embedder:
        return float(relevancy_threshold_for(settings, str(embedder), record_threshold_language(result))[0])
    return default


def run_relevancy_threshold(results: Iterable[Mapping[str, Any] | None], settings: Any = None,
                            default: float | None = None) -> float | None:
    """The relevancy threshold of a run: the most common one of its evaluations (rows from one embedder share it);
    `default` for a run without any."""
    found = Counter(v for v in (record_relevancy_threshold(r, settings) for r in results) if v is not None)
    return found.most_common(1)[0][0] if found else default


def effective_thresholds(thresholds: Mapping[str, Any], results: Iterable[Mapping[str, Any] | None],
                         settings: Any = None) -> dict[str, Any]:
    """`thresholds` with relevancy replaced by the run's own (see run_relevancy_threshold); a run whose answers
    were held to different relevancy thresholds (per language) also gets `relevancy_by_language`."""
    out = dict(thresholds)
    results = list(results)
    rel = run_relevancy_threshold(results, settings, None)
    if rel is not None:
        out["relevancy"] = rel
    by_language: dict[str, float] = {}
    for r in results:
        value = record_relevancy_threshold(r, settings)
        if value is not None:
            by_language.setdefault(record_threshold_language(r), value)
    if len(set(by_language.values())) > 1:
        out["relevancy_by_language"] = dict(sorted(by_language.items()))
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
