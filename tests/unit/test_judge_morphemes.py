"""A reworded Chinese compound keeps one of its morphemes (罚款 for 处罚, 租户 for 租客): partial support for the word,
so a faithful paraphrase is not read as an unsupported addition (issue 19, paraphrases). Every sentence here is
written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.index import _prepare
from earag.metrics.dimensions.faithfulness.judge import judge_sentences
from earag.metrics.dimensions.faithfulness.words import MORPHEME_CREDIT, _word_found


def _one(answer: str, contexts: list[str]):
    verdicts, _ = judge_sentences(answer, contexts)
    assert len(verdicts) == 1
    return verdicts[0]


def test_a_word_sharing_a_morpheme_with_a_context_word_gets_partial_credit():
    ctx = _prepare(("未按期申报的纳税人将受到处罚，并按日加收滞纳金。",))
    assert _word_found("罚款", ctx, ctx.grams) == MORPHEME_CREDIT      # 罚 of 处罚
    assert _word_found("处罚", ctx, ctx.grams) == 1.0                  # the word itself
    assert _word_found("旅游", ctx, ctx.grams) == 0.0                  # no character in a context word


def test_a_reworded_clause_is_not_an_unsupported_addition():
    ctx = ["未按期申报的纳税人将受到处罚，并按日加收滞纳金。"]
    v = _one("没按时报税要罚款，每天还要加收滞纳金。", ctx)
    assert not [sp for sp in v.unsupported_spans if sp.kind == "unsupported-addition"]
    assert v.supported
    v = _one("租户提前搬走，押金不退。", ["租客提前退租的，押金不予退还。"])
    assert not v.unsupported_spans and v.supported


def test_the_credit_does_not_hide_a_changed_value():
    v = _one("没按时报税要罚款，每天加收两倍滞纳金。", ["未按期申报的纳税人将受到处罚，并按日加收一倍滞纳金。"])
    assert not v.supported
