"""Overall score and quality level: a pure function of dimension scores, weights and thresholds (seeds 000, 002)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from earag.enums import Level
from earag.errors import InputError
from earag.messages import Message, stored_text
from earag.types import DIMENSIONS, LEVEL_IDS

# Seed 002's table: level, lower bound, description, advice. The level is the value of earag.enums.Level (the
# Chinese word records hold), kept a plain str here so arrays, data frames and YAML of levels stay plain text.
LEVELS: tuple[tuple[str, float, str, str], ...] = tuple(
    (lv.value, bound, stored_text(Message(f"level_desc.{lv.id}")), stored_text(Message(f"level_advice.{lv.id}")))
    for lv, bound in ((Level.EXCELLENT, 0.8), (Level.GOOD, 0.7), (Level.FAIR, 0.6), (Level.POOR, 0.0))
)   # seed 002's words, bounds, description and advice (the texts: earag/messages/catalogue.py)
LEVEL_NAMES: tuple[str, ...] = tuple(level[0] for level in LEVELS)

LEVEL_BOUNDS = np.array([b for _, b, _, _ in LEVELS])
# Lower bounds of 优秀/良好/一般 (较差 is everything below): seed 002's 0.8/0.7/0.6, tunable per call.
DEFAULT_CUTOFFS: tuple[float, float, float] = (float(LEVEL_BOUNDS[0]), float(LEVEL_BOUNDS[1]), float(LEVEL_BOUNDS[2]))


def level_cutoffs(cutoffs: Sequence[float] | None = None) -> np.ndarray:
    """The four lower bounds (优秀, 良好, 一般, 较差=0) from three cut-offs; InputError unless 1 ≥ a ≥ b ≥ c ≥ 0."""
    if cutoffs is None:
        return LEVEL_BOUNDS

    values = [float(c) for c in cutoffs]
    if len(values) != len(LEVELS) - 1:
        raise InputError(Message("cutoffs.count", {"n": len(LEVELS) - 1, "got": len(values)}), field="cutoffs")
    if not all(0.0 <= v <= 1.0 for v in values) or any(a < b for a, b in zip(values, values[1:])):
        raise InputError(Message("cutoffs.order", {"values": str(values)}), field="cutoffs")
    return np.array([*values, 0.0])


# The dimensions a faithfulness gate scales: what an answer is about (coverage, relevancy, sufficiency) counts only
# as far as the judge finds the answer supported.
GATED_DIMENSIONS: tuple[str, ...] = ("entity_coverage", "relevancy", "sufficiency")
# The dimensions each gate multiplies by faithfulness. "faithfulness_first" (the calibrated profile) gates every other
# dimension, the hallucination penalty too: overall = F·(w_f + w_c·C + w_r·R + w_s·S + w_h·H), with w_f + w_h ≥
# FIRST_FLOOR and w_f + w_c + w_r + w_s ≤ 1 (earag.profiles checks, earag.analysis.profile_fit fits within), so the
# score lies in [F·floor, F·ceiling] ⊂ (0, F] and no clamp ever ties two answers the judge tells apart.
GATE_DIMENSIONS: dict[str, tuple[str, ...]] = {"faithfulness": GATED_DIMENSIONS,
                                               "faithfulness_first": (*GATED_DIMENSIONS, "hallucination")}
GATES: tuple[str, ...] = tuple(GATE_DIMENSIONS)
FIRST_FLOOR = 0.05


def first_bounds(weights: Mapping[str, float]) -> tuple[float, float]:
    """(floor, ceiling) of the `faithfulness_first` bracket F·(w_f + Σ w_d·d): the worst and best the other
    dimensions can make of one unit of faithfulness (scores in 0…1). An answer whose faithfulness is more than
    ceiling / floor times another's stays above it whatever the other dimensions say."""
    others = [float(weights.get(d, 0.0)) for d in DIMENSIONS if d != "faithfulness"]
    w_f = float(weights.get("faithfulness", 0.0))
    return w_f + sum(min(0.0, w) for w in others), w_f + sum(max(0.0, w) for w in others)


def overall_score(scores: Mapping[str, float | None], weights: Mapping[str, float], gate: str | None = None) -> float:
    """clamp(Σ weight·score, 0, 1); a dimension without a score contributes nothing (its weight is reported).

    With `gate="faithfulness"` coverage, relevancy and sufficiency are multiplied by the faithfulness score first:
    clamp(w_f·F + w_h·H + F·(w_c·C + w_r·R + w_s·S), 0, 1). An answer the judge finds unsupported cannot climb over
    a supported one by repeating the question's words (but the ungated penalty clamps low-faithfulness answers to
    a tied 0). With `gate="faithfulness_first"` (the calibrated profile) the penalty is gated too:
    F·(w_f + w_c·C + w_r·R + w_s·S + w_h·H), inside [F·floor, F·ceiling] (`first_bounds`). Without a faithfulness
    score (no contexts) the gate is open (1)."""
    if gate is not None and gate not in GATES:
        # internal: a profile's gate is checked when it is read (profile.bad_gate); this is a caller's bug
        raise ValueError(f"unknown overall-score gate {gate!r} (known: {', '.join(GATES)})")
    factor = 1.0
    if gate is not None and scores.get("faithfulness") is not None:
        factor = max(0.0, min(1.0, float(scores["faithfulness"])))  # type: ignore[arg-type]
    total = 0.0
    for dim in DIMENSIONS:
        value = scores.get(dim)
        if value is None:
            continue
        total += float(weights.get(dim, 0.0)) * float(value) * (factor if dim in GATE_DIMENSIONS.get(gate or "", ())
                                                                 else 1.0)
    return max(0.0, min(1.0, total))


def gated_matrix(matrix: np.ndarray, gate: str | None = None) -> np.ndarray:
    """The (n, 5) dimension matrix with the gate's columns (GATE_DIMENSIONS) multiplied by the faithfulness column
    (NaN: open), so that the gated overall score is the plain weighted sum of this matrix (what a profile fit works
    on)."""
    m = np.asarray(matrix, dtype=float)
    if gate is None:
        return m
    if gate not in GATES:
        # internal: as above, a caller's bug
        raise ValueError(f"unknown overall-score gate {gate!r} (known: {', '.join(GATES)})")
    f = m[:, DIMENSIONS.index("faithfulness")]   # every gate's factor
    factor = np.clip(np.where(np.isnan(f), 1.0, f), 0.0, 1.0)
    out = m.copy()
    for dim in GATE_DIMENSIONS[gate]:
        out[:, DIMENSIONS.index(dim)] = m[:, DIMENSIONS.index(dim)] * factor
    return out


def quality_level(score: float, cutoffs: Sequence[float] | None = None) -> str:
    """The level of a score; `cutoffs` = lower bounds of 优秀/良好/一般 (default 0.8/0.7/0.6)."""
    for name, bound in zip(LEVEL_NAMES, level_cutoffs(cutoffs)):
        if score >= bound:
            return name
    return LEVELS[-1][0]


def level_id(level: str) -> str:
    """excellent/good/fair/poor for a level name (ids pass through)."""
    return LEVEL_IDS.get(level, level)


def level_info(level: str) -> tuple[str, str]:
    """(description, advice) of a level."""
    for name, _, desc, advice in LEVELS:
        if name == level:
            return desc, advice
    raise KeyError(level)


def overall_scores(matrix: np.ndarray, weights: Mapping[str, float], gate: str | None = None) -> np.ndarray:
    """Vectorised `overall_score` over rows of an (n, 5) matrix in DIMENSIONS order; NaN counts as missing."""
    w = np.array([float(weights.get(d, 0.0)) for d in DIMENSIONS])
    matrix = gated_matrix(matrix, gate)
    filled = np.where(np.isnan(matrix), 0.0, matrix)
    return np.clip(filled @ w, 0.0, 1.0)


def quality_levels(scores: np.ndarray, cutoffs: Sequence[float] | None = None) -> np.ndarray:
    """Vectorised `quality_level`: an array of level names (`cutoffs` as in quality_level)."""
    # number of level bounds strictly above the score = index of its level
    idx = np.searchsorted(-level_cutoffs(cutoffs), -np.asarray(scores, dtype=float), side="left")
    idx = np.clip(idx, 0, len(LEVELS) - 1)
    return np.array(LEVEL_NAMES, dtype=object)[idx]


def max_overall(weights: Mapping[str, float]) -> float:
    """The best score an answer can get with these weights (0.85 with the seed's)."""
    best = sum(max(0.0, float(weights.get(d, 0.0))) for d in DIMENSIONS)
    return max(0.0, min(1.0, best))
