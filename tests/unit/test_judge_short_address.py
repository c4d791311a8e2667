"""A short answer that is a street address (人民路16号): the road's name is part of the value, not words saying
which clause the answer speaks of. Sentences written for these tests."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

OFFICES = "图书馆分馆位于解放路25号，区文化馆位于青年路108号。"


def score(question: str, answer: str, context: str) -> float:
    verdicts, _ = judge_sentences(answer, [context], question=question)
    return min(v.score for v in verdicts)


def test_a_short_address_of_another_subjects_clause_is_wrong():
    assert score("图书馆分馆在哪里？", "解放路25号。", OFFICES) >= 0.9
    assert score("图书馆分馆在哪里？", "青年路108号。", OFFICES) <= 0.5
    assert score("区文化馆在哪里？", "青年路108号。", OFFICES) >= 0.9
