"""Completeness (issue 19, item 3): an answer to a list question that leaves out items the contexts enumerate
covers less than one that gives them all, with the missing items named; a correct bare value to a one-value
question is complete; paraphrased items count. Sentences written for these tests, both languages."""
from __future__ import annotations

import pytest

from earag.config import Settings
from earag.evaluator import Evaluator
from earag.metrics.dimensions.completeness import asks_for_several, completeness
from earag.types import EvaluationSample

ZH_Q = "申报研发费用加计扣除需要准备哪些资料？"
ZH_CONTEXT = ["企业申报研发费用加计扣除时，需要准备的资料包括研发项目计划书、研发人员名单、研发费用辅助账、"
              "项目立项决议和研发成果报告。资料应当在汇算清缴结束前留存备查。"]
ZH_ALL = "申报研发费用加计扣除需要准备研发项目计划书、研发人员名单、研发费用辅助账、项目立项决议和研发成果报告，并留存备查。"
ZH_TWO = "申报研发费用加计扣除需要准备研发项目计划书和研发人员名单，并留存备查。"
ZH_PARAPHRASE = "申报研发费用加计扣除要准备研发项目的计划书、研发人员的名单、研发费用的辅助账、项目的立项决议以及研发成果的报告。"
EN_Q = "What are the official languages of Switzerland?"
EN_CONTEXT = ["Switzerland is a federal state in central Europe. It has four official languages: German, French, "
              "Italian, and Romansh."]


@pytest.mark.parametrize("question, several", [
    (ZH_Q, True), ("个人所得税专项附加扣除分别是什么？", True), ("享受该优惠需要满足什么条件？", True),
    ("小规模纳税人的增值税征收率是多少？", False), ("该政策何时开始施行？", False), ("总部设在哪里？", False),
    (EN_Q, True), ("List the conditions for the refund.", True), ("Where is the head office of Bharat Petroleum?", False),
    ("Which genre was Kanoldt known for?", False), ("Which are more widely cultivated, Persea or Rhodohypoxis?", False),
    ("申请退税选择线上还是线下办理？", False), ("如何申请留抵退税？", True), ("How do I apply for the refund?", False),
])
def test_which_questions_ask_for_several_things(question, several):
    assert asks_for_several(question) is several


def test_two_of_five_items_score_lower_than_five_and_the_missing_ones_are_named():
    full = completeness(ZH_Q, ZH_ALL, ZH_CONTEXT)
    part = completeness(ZH_Q, ZH_TWO, ZH_CONTEXT)
    assert full.applies and full.score == 1.0 and full.missing == []
    assert part.applies and part.score == pytest.approx(2 / 5)
    assert len(part.items) == 5
    assert {"研发费用辅助账", "项目立项决议", "研发成果报告"} == set(part.missing)


def test_paraphrased_items_still_count():
    assert completeness(ZH_Q, ZH_PARAPHRASE, ZH_CONTEXT).score == 1.0


def test_english_list_question():
    full = completeness(EN_Q, "German, French, Italian and Romansh.", EN_CONTEXT)
    part = completeness(EN_Q, "German and French.", EN_CONTEXT)
    assert full.score == 1.0
    assert part.score == pytest.approx(0.5) and part.missing == ["Italian", "Romansh"]


def test_a_one_value_question_is_not_judged_for_completeness():
    got = completeness("小规模纳税人的增值税征收率是多少？", "1%",
                       ["对月销售额10万元以下的小规模纳税人、个体工商户，减按1%征收率征收增值税。"])
    assert got.score is None and not got.applies
    assert completeness("Where is the head office of Bharat Petroleum?", "Delhi",
                        ["It has offices in Delhi, Mumbai, Kochi and Chennai."]).score is None


def test_the_reference_answer_gives_the_items_only_when_there_are_no_contexts():
    truth = "研发项目计划书、研发人员名单和研发费用辅助账。"
    got = completeness(ZH_Q, ZH_TWO, [], ground_truth=truth)
    assert got.source == "ground_truth" and got.missing == ["研发费用辅助账"]
    # with contexts, they are what the answer is held to: an aside of the reference is no list that was asked for
    aside = "资金用于补短板、锻长板、强基础，研发项目计划书须留存备查。"
    with_contexts = completeness(ZH_Q, ZH_TWO, ZH_CONTEXT, ground_truth=aside)
    assert with_contexts.source == "contexts"
    assert with_contexts == completeness(ZH_Q, ZH_TWO, ZH_CONTEXT)


def test_items_the_question_names_and_lists_of_its_peers_are_not_asked_for():
    context = ["国家鼓励的集成电路设计企业、装备企业和软件企业，自获利年度起两年免征企业所得税。"]
    assert completeness("软件企业可以享受哪些企业所得税优惠？", "两年免征企业所得税。", context).score is None


@pytest.fixture(scope="module")
def evaluator():
    ev = Evaluator(Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram"}), offline=True)
    yield ev
    ev.close()


def test_the_dimension_records_completeness_and_lowers_coverage(evaluator):
    full = evaluator.evaluate(EvaluationSample(question=ZH_Q, answer=ZH_ALL, contexts=ZH_CONTEXT))
    part = evaluator.evaluate(EvaluationSample(question=ZH_Q, answer=ZH_TWO, contexts=ZH_CONTEXT))
    assert part.dimension_scores["entity_coverage"] < full.dimension_scores["entity_coverage"]
    details = part.dimensions["entity_coverage"].details
    assert details["completeness"]["score"] == pytest.approx(0.4)
    assert "研发成果报告" in details["completeness"]["missing"]
    assert "研发成果报告" in part.diagnosis
    assert part.overall_score < full.overall_score


def test_a_bare_correct_value_keeps_full_coverage(evaluator):
    r = evaluator.evaluate(EvaluationSample(question="Where is the head office of Bharat Petroleum?", answer="Delhi",
                                            contexts=["Bharat Petroleum has its head office in Delhi, and refineries "
                                                      "in Mumbai, Kochi and Bina."]))
    assert r.dimensions["entity_coverage"].details["completeness"]["applies"] is False
    assert r.dimension_scores["entity_coverage"] == pytest.approx(
        r.dimensions["entity_coverage"].details["question_entity_share"])


def test_without_an_enumeration_the_values_of_the_sentences_about_the_question_count():
    question = "申请创业担保贷款有什么条件？"
    context = ["申请创业担保贷款的个人，贷款额度最高为30万元，贷款期限不超过3年，由财政给予贴息。"]
    full = completeness(question, "申请创业担保贷款最高可贷30万元，期限不超过3年。", context)
    part = completeness(question, "申请创业担保贷款最高可贷30万元。", context)
    assert full.score == 1.0
    assert part.score == pytest.approx(0.5) and part.missing == ["3年"]
