"""Completeness holds an answer to the asked case (issue 19, item 3): a period written in Chinese numerals (不超过三年)
is a value the answer can leave out, given by either spelling (3年); a list of places names who or where another
case applies, not the items a question about one case asks for, unless the question asks where; a question about what a
document it names changed is answered by the document's sentences, not by its title sentence. Sentences written for
these tests."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.completeness import _values, completeness

LOAN_Q = "创业担保贷款能获得哪些支持？"
LOAN_CONTEXT = ["个人创业担保贷款最高额度为30万元，贷款期限最长不超过三年，财政按贷款利率的50%给予贴息。"]
DOC_CONTEXT = ["市人力资源和社会保障局于2025年6月10日印发《稳岗扩岗专项支持办法》，自印发之日起施行。"
               "企业吸纳高校毕业生就业的，按每人1500元发放一次性扩岗补助。补助申请期限由6个月延长为12个月，"
               "申请材料审核在15个工作日内完成。"]
DOC_Q = "《稳岗扩岗专项支持办法》调整了哪些内容？"
TALENT_Q = "外籍人才在本市创业适用哪些政策？"
TALENT_CONTEXT = ["外籍人才在本市创办企业，参照本市人才创业政策执行；北京市、上海市的人才在本市创办企业，按照双方协议执行。"
                  "外籍人才在本市创业的，在注册登记、社保缴纳、住房保障等方面适用本市企业政策。"]


def test_a_period_in_chinese_numerals_left_out_lowers_completeness():
    got = completeness(LOAN_Q, "最高可贷30万元，财政贴息50%。", LOAN_CONTEXT)
    assert got.items == ["30万元", "三年", "50%"]
    assert got.missing == ["三年"] and got.score == pytest.approx(2 / 3, abs=1e-3)


def test_a_period_given_in_digits_gives_the_one_in_chinese_numerals():
    got = completeness(LOAN_Q, "最高可贷30万元，期限最长3年，财政贴息50%。", LOAN_CONTEXT)
    assert got.score == 1.0 and got.missing == []


def test_chinese_numerals_inside_a_year_or_after_an_ordinal_are_no_period():
    assert _values(["补贴自二〇二三年起发放，第三年起减半。"], "") == []
    assert _values(["贷款期限两个月，展期不超过十二个月。"], "") == ["两个月", "十二个月"]


def test_a_period_the_question_names_is_not_asked_for_in_either_spelling():
    got = completeness("贷款期限3年的创业担保贷款能获得哪些支持？", "最高可贷30万元，财政贴息50%。", LOAN_CONTEXT)
    assert "三年" not in got.items and got.score == 1.0


def test_a_list_of_places_is_another_case_than_the_asked_one():
    answer = "外籍人才在本市创业参照本市人才创业政策执行，在注册登记、社保缴纳、住房保障等方面适用本市企业政策。"
    got = completeness(TALENT_Q, answer, TALENT_CONTEXT)
    assert got.items == ["注册登记", "社保缴纳", "住房保障"]
    assert got.score == 1.0


def test_a_list_of_places_counts_when_the_question_asks_for_a_region():
    context = ["西部地区鼓励类产业企业减按15%的税率征收企业所得税，适用范围包括重庆市、四川省、贵州省、云南省和广西壮族自治区。"]
    got = completeness("西部大开发税收优惠的适用范围包括哪些？", "包括重庆市、四川省和贵州省。", context)
    assert {"重庆市", "四川省", "贵州省"} <= set(got.given) and "云南省" in got.missing


def test_a_list_of_places_counts_when_the_question_asks_where():
    got = completeness("哪些城市的人才创办企业按照双方协议执行？", "北京市的人才。", TALENT_CONTEXT)
    assert got.items[0] == "北京市" and "北京市" in got.given
    assert got.score is not None and got.score < 1.0


def test_what_a_named_document_changed_is_in_its_sentences_not_its_title_sentence():
    got = completeness(DOC_Q, "办法把补助申请期限由6个月延长为12个月。", DOC_CONTEXT)
    assert got.items == ["1500元", "6个月", "12个月", "15个工作日"]   # not the issuing date 2025年6月10日
    assert got.missing == ["1500元", "15个工作日"] and got.score == pytest.approx(0.5)
    full = "办法按每人1500元发放扩岗补助，申请期限由6个月延长为12个月，审核在15个工作日内完成。"
    assert completeness(DOC_Q, full, DOC_CONTEXT).score == 1.0


def test_a_question_about_a_document_that_asks_no_content_is_not_held_to_its_sentences():
    got = completeness("《稳岗扩岗专项支持办法》是哪个部门印发的？", "市人力资源和社会保障局。", DOC_CONTEXT)
    assert "1500元" not in got.items and got.score == 1.0


def test_a_count_of_people_in_ten_thousands_is_a_value():
    got = completeness("企业吸纳10万人以上就业有哪些补助？", "按每人1500元补助。",
                       ["企业吸纳10万人以上、不满100万人就业的，按每人1500元补助。"])
    assert got.items == ["100万人", "1500元"] and got.missing == ["100万人"]
