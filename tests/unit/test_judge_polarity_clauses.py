"""Polarity read clause by clause: a leading "No —" answers the question, an English answer clause is compared with
the context clause most like it, and a negated Chinese modal (不是必须) is no direction word. Sentences written for
these tests."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.clauses import _directions
from earag.metrics.dimensions.faithfulness.judge import judge_sentences

TICKETS = "Season tickets are refunded in full, but day tickets are not refunded."
Q = "Are day tickets refunded?"


def spans(answer: str) -> list[tuple[str, str]]:
    verdicts, _ = judge_sentences(answer, [TICKETS], question=Q)
    return [(sp.text, sp.kind) for v in verdicts for sp in v.unsupported_spans]


def test_a_leading_no_with_a_dash_is_no_negation_of_the_statement():
    assert not any(kind == "negation" for _, kind in spans("No — season tickets are refunded in full, not day tickets."))


def test_each_answer_clause_meets_the_context_clause_most_like_it():
    # the answer says the positive clause of a sentence whose other clause is negated
    assert not any(kind == "negation" for _, kind in spans("No — only season tickets are refunded in full."))
    # ... and a clause as close to both context clauses decides nothing: the flip stands
    assert any(kind == "negation" for _, kind in spans("Yes, day tickets are refunded in full."))
    assert any(kind == "negation" for _, kind in spans("Day tickets are refunded."))


def test_a_negated_modal_is_no_direction_word():
    assert "必须" not in [w for _, _, w in _directions("不是必须的，职工可以自愿参加")]
    assert "必须" in [w for _, _, w in _directions("职工必须参加")]
