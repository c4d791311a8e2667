"""Faithfulness, seed 000 dimension 2: max(0, judge score − 0.1 · unmatched_ratio)."""
from __future__ import annotations

from collections.abc import Sequence

GRAPH_PENALTY = 0.1


def supported_share(verdicts: Sequence[int]) -> float:
    """The judge score: share of answer sentences supported by the contexts (seed 001's precision)."""
    if not verdicts:
        return 0.0
    return sum(1 for v in verdicts if v) / len(verdicts)


def faithfulness(judge_score: float, unmatched_ratio: float) -> float:
    return max(0.0, judge_score - GRAPH_PENALTY * unmatched_ratio)
