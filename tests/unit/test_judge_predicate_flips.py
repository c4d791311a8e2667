"""A short clause whose verb the contexts state with the other polarity (issue 19, OCNLI's commonest contradiction):
too few shared bigrams for the clause alignment, caught through the verb and the clause's other words. Every
sentence here is written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

CTX = ["材料寄出以后，他一直都没有回复。"]


def _one(answer: str, contexts: list[str]):
    verdicts, _ = judge_sentences(answer, contexts)
    assert len(verdicts) == 1
    return verdicts[0]


def _negations(verdict) -> list[str]:
    return [sp.text for sp in verdict.unsupported_spans if sp.kind == "negation"]


def test_a_short_clause_that_drops_the_contexts_negation_is_a_negation_span():
    flipped = _one("他回复了。", CTX)
    kept = _one("他一直没有回复。", CTX)
    span = next(sp for sp in flipped.unsupported_spans if sp.kind == "negation")
    assert span.text == "回复" and "他一直都没有回复" in span.reason
    assert not flipped.supported and kept.supported and not kept.unsupported_spans
    assert flipped.score < kept.score


def test_a_short_clause_that_adds_a_negation_is_caught_too():
    ctx = ["材料寄出以后，他很快就都回复了。"]
    flipped = _one("他没有回复。", ctx)
    assert _negations(flipped) and not flipped.supported
    assert flipped.score < _one("他回复了。", ctx).score


def test_no_flip_when_the_contexts_say_both_or_the_clause_names_someone_else():
    both = ["第一次他一直都没有回复，第二次他很快回复了。"]
    assert not _negations(_one("他回复了。", both))
    # 小李 is not in the negated context clause: another statement (judged as such), not this clause's flip
    assert not _negations(_one("小李回复了。", CTX))
