"""Faithfulness, seed 000 dimension 2: max(0, judge score − 0.1 · unmatched_ratio)."""
from __future__ import annotations

from collections.abc import Sequence

GRAPH_PENALTY = 0.1
# How much the weakest answer sentence counts against the mean (docs/scores.md, "Faithfulness"): chosen on the dev
# halves of the public pairs and the probe sets, weighed against the labelled samples (docs/judge-quality.md).
WEAKEST_WEIGHT = 0.5


def supported_share(verdicts: Sequence[int]) -> float:
    """The judge score: share of answer sentences supported by the contexts (seed 001's precision)."""
    if not verdicts:
        return 0.0
    return sum(1 for v in verdicts if v) / len(verdicts)


def faithfulness(judge_score: float, unmatched_ratio: float) -> float:
    return max(0.0, judge_score - GRAPH_PENALTY * unmatched_ratio)


def verdict_score(verdict) -> float:
    """A sentence verdict's graded score, or its 0/1 verdict when it has none (an LLM reply without scores)."""
    score = getattr(verdict, "score", None)
    return float(score) if score is not None else float(bool(verdict.supported))


def graded_share(verdicts: Sequence) -> float:
    """The judge score from graded sentence verdicts: the mean support score pulled towards the weakest sentence,
    `(1 − w) · mean + w · min` with w = `WEAKEST_WEIGHT` (a verdict without a score counts as its 0/1 verdict).
    One sentence: its score. A copied true sentence cannot average away a false one beside it."""
    if not verdicts:
        return 0.0
    values = [verdict_score(v) for v in verdicts]
    blended = (1.0 - WEAKEST_WEIGHT) * sum(values) / len(values) + WEAKEST_WEIGHT * min(values)
    return min(1.0, max(0.0, blended))
