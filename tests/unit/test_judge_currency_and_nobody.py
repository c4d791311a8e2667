"""Sums in another currency are another value (四十块钱 against 四十日元, 2000万元 against 300万美元), and "nobody" / "no
way to" words (无人, 无从, 无法) negate what the contexts assert."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.faithfulness.judge import judge_sentences
from earag.nlp.facts import counterpart, extract_facts, same_value


def _spans(answer: str, contexts: list[str]) -> list[tuple[str, str]]:
    verdicts, _ = judge_sentences(answer, contexts)
    return [(s.text, s.kind) for v in verdicts for s in v.unsupported_spans]


@pytest.mark.parametrize("text,family", [
    ("门票为三十日元", "money:jpy"), ("年费50英镑", "money:gbp"), ("押金二十万港元", "money:hkd"),
    ("报销200美金", "money:usd"), ("罚款5000韩元", "money:krw"),
])
def test_chinese_currency_names_are_money_in_their_currency(text, family):
    facts = extract_facts(text)
    assert [f.family for f in facts] == [family]


def test_the_day_before_new_year_is_no_yen():
    assert [f.family for f in extract_facts("十日元旦放假")] == ["duration"]


def test_a_sum_in_another_currency_is_the_other_sums_counterpart_and_never_equal():
    yuan, yen = extract_facts("四十块钱")[0], extract_facts("四十日元")[0]
    assert counterpart(yen, [yuan]) is yuan
    assert not same_value(yen, yuan)


def test_the_judge_marks_a_price_given_in_the_wrong_currency():
    ctx = ["青年旅舍的床位一个晚上是四十块钱。"]
    assert ("四十日元", "quantity") in _spans("青年旅舍的床位一个晚上是四十日元。", ctx)
    assert _spans("青年旅舍的床位一个晚上是四十块钱。", ctx) == []


@pytest.mark.parametrize("context,wrong,right", [
    ("街道继续推进老旧小区加装电梯工作。", "街道无人推进老旧小区加装电梯工作。", "街道继续推进老旧小区加装电梯工作。"),
    ("市政府计划用两年时间基本解决中心城区停车难问题。", "中心城区停车难问题无从解决。", "中心城区存在停车难问题。"),
    ("参保人可以通过手机端查询个人缴费记录。", "参保人无法通过手机端查询个人缴费记录。", "参保人可以在手机上查询个人缴费记录。"),
])
def test_nobody_and_no_way_words_flip_the_contexts_assertion(context, wrong, right):
    bad, _ = judge_sentences(wrong, [context])
    good, _ = judge_sentences(right, [context])
    assert any(s.kind == "negation" for s in bad[0].unsupported_spans)
    assert bad[0].supported == 0 and bad[0].score < good[0].score
    assert not any(s.kind == "negation" for s in good[0].unsupported_spans)


def test_a_no_way_word_the_contexts_use_too_is_no_flip():
    ctx = ["受系统升级影响，本周暂时无法办理异地转移接续。"]
    assert not any(k == "negation" for _, k in _spans("本周暂时无法办理异地转移接续。", ctx))
