"""The offline judge on one answer sentence, as the judge's unit tests read it."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences


def one_verdict(answer: str, contexts: list[str], question: str | None = None):
    """The verdict of a one-sentence answer (fails when the answer splits into more sentences)."""
    verdicts, _ = judge_sentences(answer, contexts, question=question)
    assert len(verdicts) == 1
    return verdicts[0]


def span_kinds(verdict) -> set[str]:
    return {sp.kind for sp in verdict.unsupported_spans}


def weakest_score(answer: str, context: str | list[str], question: str | None = None) -> float:
    """The lowest sentence score the judge gives an answer (one context passage, or a list of them)."""
    verdicts, _ = judge_sentences(answer, [context] if isinstance(context, str) else context, question=question)
    return min(v.score for v in verdicts)
