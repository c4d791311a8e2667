"""Completeness holds an answer to the asked case (issue 19, item 3): a period written in Chinese numerals (不超过三年)
is a value the answer can leave out, given by either spelling (3年); a list of places names who or where another
case applies, not the items a question about one case asks for, unless the question asks where. Sentences written
for these tests."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.completeness import _values, completeness

LOAN_Q = "创业担保贷款能获得哪些支持？"
LOAN_CONTEXT = ["个人创业担保贷款最高额度为30万元，贷款期限最长不超过三年，财政按贷款利率的50%给予贴息。"]
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


def test_a_list_of_places_counts_when_the_question_asks_where():
    got = completeness("哪些城市的人才创办企业按照双方协议执行？", "北京市的人才。", TALENT_CONTEXT)
    assert got.items[0] == "北京市" and "北京市" in got.given
    assert got.score is not None and got.score < 1.0
