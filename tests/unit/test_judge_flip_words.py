"""Words of a flip (issue 19: negation, antonyms and quantifiers across paraphrase): a bare 无 as the predicate's
negation (对稳定就业无作用 = 没有作用), "越来越少" as a change word, 一成不变 against 变化, 多 / 少 by an amount.
Sentences written for this test; the cases that led here are public OCNLI dev pairs (内需对经济增长无作用 against
增强内需对经济增长的拉动作用)."""
from __future__ import annotations

import pytest

from earag.evaluator import Evaluator
from earag.metrics.dimensions.faithfulness.clauses import _directions, _negations
from earag.types import EvaluationSample


def test_a_bare_wu_before_the_end_of_its_clause_is_a_negation():
    assert [w for _, _, w in _negations("减税降费对稳定就业无作用")] == ["无"]
    assert [w for _, _, w in _negations("该补贴对申请人无年龄限制。")] == ["无"]


@pytest.mark.parametrize("text", ["需要提供无犯罪记录证明", "无偿提供法律援助", "无论是否参保，都可以申请",
                                  "设置无障碍通道", "七天无理由退货", "与本案无关", "合同无效", "使用无人机巡查"])
def test_a_wu_inside_a_word_or_a_long_noun_phrase_is_none(text):
    # a compound (无偿, 无论, 无障碍) or 无 opening a long noun phrase (无犯罪记录证明: the certificate, no denial);
    # 无关 and 无效 are compared as words of their own (validity, relevance)
    assert [w for _, _, w in _negations(text) if w == "无"] == []


def test_getting_ever_fewer_is_a_change_down_and_unchanging_denies_a_change():
    assert [w for _, _, w in _directions("养老金标准越来越低")] == ["越来越低"]
    assert [w for _, _, w in _directions("参保人数越来越多")] == ["越来越多"]
    assert [w for _, _, w in _directions("当前就业形势一成不变")] == ["一成不变"]
    assert [w for _, _, w in _directions("保教费是往下调的")] == ["往下调"]
    # 多 / 少 after a modal and before an amount: a change by that amount (not 至少, 多于)
    assert [w for _, _, w in _directions("住院起付线能少200块")] == ["少"]
    assert [w for _, _, w in _directions("每月要多交100元")] == ["多"]
    assert [w for _, _, w in _directions("至少200元，多于3人")] == ["至少", "多于"]


@pytest.fixture(scope="module")
def evaluator():
    ev = Evaluator(offline=True)
    yield ev
    ev.close()


def _faith(ev, question: str, answer: str, context: str) -> float:
    return ev.evaluate(EvaluationSample(question, answer, [context])).dimension_scores["faithfulness"]


@pytest.mark.parametrize("question, context, right, wrong", [
    ("减税降费对稳定就业有什么作用？", "减税降费对稳定就业起到了明显作用，全年新增就业岗位120万个。",
     "减税降费对稳定就业起到了明显作用。", "减税降费对稳定就业无作用。"),
    ("申请这项补贴有年龄限制吗？", "该补贴对申请人无年龄限制，符合条件的均可申请。",
     "该补贴对申请人无年龄限制。", "该补贴对申请人有年龄限制。"),
    ("城乡居民基础养老金标准今年怎么调整？", "今年继续提高城乡居民基础养老金标准，每人每月增加20元。",
     "今年继续提高城乡居民基础养老金标准。", "城乡居民基础养老金标准越来越低。"),
    ("就业形势怎样？", "当前就业形势发生了深刻变化，灵活就业人员明显增多。",
     "当前就业形势发生了深刻变化。", "当前就业形势一成不变。"),
])
def test_the_flip_scores_well_below_the_statement(evaluator, question, context, right, wrong):
    assert _faith(evaluator, question, right, context) >= 0.9
    assert _faith(evaluator, question, wrong, context) < 0.65


def test_a_wu_compound_in_both_answer_and_context_is_no_flip(evaluator):
    context = "外籍人员办理居留许可时需要提供无犯罪记录证明。"
    assert _faith(evaluator, "办理居留许可要什么材料？", "需要提供无犯罪记录证明。", context) >= 0.9


def test_more_by_an_amount_against_lowered_by_it(evaluator):
    question, context = "转诊住院的起付线有什么变化？", "签约居民经家庭医生转诊到二级以上医院住院的，住院起付标准降低200元。"
    right = _faith(evaluator, question, "经家庭医生转诊到二级以上医院住院的，住院起付线能少200块。", context)
    wrong = _faith(evaluator, question, "经家庭医生转诊到二级以上医院住院的，住院起付线要多200块。", context)
    assert right > 0.85 and wrong < 0.65
