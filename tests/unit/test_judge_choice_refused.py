"""A bare answer that picks one of the question's options where the contexts say none is (same, equal, no agreed
one) contradicts them; an answer saying they are the same agrees (detectors/choice.py)."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.faithfulness.judge import judge_sentences


def _one(answer: str, context: str, question: str):
    verdicts, _ = judge_sentences(answer, [context], question=question)
    assert len(verdicts) == 1
    return verdicts[0]


@pytest.mark.parametrize("question,context,pick,same", [
    ("城乡居民医保和职工医保哪个的门诊报销起付线更低？", "城乡居民医保和职工医保的门诊报销起付线相同，均为200元。",
     "职工医保", "两者相同"),
    ("甲小区和乙小区哪个先完成改造？", "关于甲小区和乙小区谁先完成改造，目前没有定论，两个小区同步施工。",
     "甲小区", "目前没有定论"),
    ("Which costs more to renew, a passport or an identity card?",
     "Renewing a passport and renewing an identity card cost the same: 40 euros.", "A passport", "The same"),
])
def test_picking_an_option_the_contexts_call_equal_is_a_contradiction(question, context, pick, same):
    picked = _one(pick, context, question)
    agreed = _one(same, context, question)
    assert picked.score <= 0.1 and picked.supported == 0
    assert any(m.code == "judge.choice_refused" for m in picked.reason_messages)
    assert agreed.score >= 0.9 and agreed.supported == 1


def test_an_answer_that_names_no_option_is_left_to_the_other_checks():
    # 200元 is what the contexts give, not a pick between the two schemes
    v = _one("200元", "城乡居民医保和职工医保的门诊报销起付线相同，均为200元。", "城乡居民医保和职工医保哪个的门诊报销起付线更低？")
    assert not any(m.code.startswith("judge.choice") for m in v.reason_messages)


def test_contexts_that_do_rank_the_options_give_no_refusal():
    v = _one("职工医保", "职工医保的门诊报销起付线为100元，低于城乡居民医保的200元。", "城乡居民医保和职工医保哪个的门诊报销起付线更低？")
    assert not any(m.code.startswith("judge.choice") for m in v.reason_messages)
