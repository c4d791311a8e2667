"""Faithful answers the new rules of this stop first flagged (a review on realistic policy sentences): the same
place said another way, a relative time the contexts give in other words, 无人机, a choice whose refusal is about
another attribute, a sum in 元 written after its currency's name."""
from __future__ import annotations

import pytest

from earag.evaluator import Evaluator
from earag.metrics.dimensions.faithfulness.judge import judge_sentences
from earag.nlp.facts import extract_facts


@pytest.fixture(scope="module")
def names():
    extractor = Evaluator(offline=True).extractor
    return lambda s: [e.name for e in extractor.extract(s)]


def _spans(answer, contexts, names=None, question=None):
    verdicts, _ = judge_sentences(answer, contexts, sentence_entities=names, question=question)
    return [(s.text, s.kind) for v in verdicts for s in v.unsupported_spans]


@pytest.mark.parametrize("context,answer,question", [
    ("我国对进口的部分抗癌药品实行零关税。", "中国对进口的部分抗癌药品实行零关税。", None),
    ("本市户籍居民可在街道社区事务受理中心申请。", "上海户籍居民可在街道社区事务受理中心申请。", "上海户籍居民在哪里申请？"),
    ("京津冀三地的异地就医直接结算已全面开通。", "北京、天津和河北三地的异地就医直接结算已全面开通。", None),
])
def test_the_same_place_said_another_way_is_no_invented_name(names, context, answer, question):
    assert [t for t, k in _spans(answer, [context], names, question) if k == "entity"] == []


@pytest.mark.parametrize("context,answer", [
    ("全市社会消费品零售总额同比增长6.2%。", "全市社会消费品零售总额比去年增长6.2%。"),
    ("该项补贴于次年一季度统一发放。", "该项补贴明年一季度统一发放。"),
    ("此后，增长率平均保持在5%左右。", "此后年均增长保持在5%左右。"),
    ("因病致残的职工同样可以申请。", "后天残疾的职工同样可以申请。"),
])
def test_a_time_the_contexts_give_in_other_words_is_no_addition(context, answer):
    assert not any(k == "unsupported-addition" and t in ("去年", "明年", "后年", "后天") for t, k in _spans(answer, [context]))


def test_a_drone_is_no_negation():
    ctx = ["在机场净空保护区内飞行航拍飞行器须事先报批。"]
    assert not any(k == "negation" for _, k in _spans("在机场净空保护区内飞行无人机须事先报批。", ctx))


def test_a_refusal_about_another_attribute_does_not_refuse_the_choice():
    ctx = ["职工医保和居民医保的门诊起付标准相同。", "职工医保的住院报销比例高于居民医保。"]
    verdicts, _ = judge_sentences("职工医保。", ctx, question="职工医保和居民医保哪个住院报销比例高？")
    assert not any(m.code == "judge.choice_refused" for m in verdicts[0].reason_messages)
    assert verdicts[0].score >= 0.9


def test_a_yes_no_question_with_haishi_is_no_choice():
    ctx = ["退休后返聘的人员与原单位的待遇相同，仍可以参加企业年金。"]
    verdicts, _ = judge_sentences("可以参加。", ctx, question="退休返聘人员还是可以参加企业年金吗？")
    assert not any(m.code.startswith("judge.choice") for m in verdicts[0].reason_messages)


def test_a_sum_in_yuan_after_the_name_of_its_currency_is_in_that_currency():
    assert [f.family for f in extract_facts("每人携带港币现钞不超过20000元")] == ["money:hkd"]
    assert [f.family for f in extract_facts("美元兑人民币汇率为7.2元")] == ["money"]
    assert [f.family for f in extract_facts("美元债券利息收入100元")] == ["money"]
    ctx = ["旅客每人携带港币现钞不超过20000元。"]
    assert not any(k == "quantity" for _, k in _spans("旅客每人携带港币现钞不超过2万港元。", ctx))
