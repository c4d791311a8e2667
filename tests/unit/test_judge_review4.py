"""False flags a review of correct answers found (2026-11-27), fixed as mechanisms: each test uses sentences
written for it, not the review's cases."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.faithfulness.judge import judge_sentences
from earag.nlp.facts import extract_facts, same_value


def verdict(answer: str, *contexts: str):
    return judge_sentences(answer, list(contexts), question="请介绍一下。")[0][0]


def kinds(v) -> list[str]:
    return [sp.kind for sp in v.unsupported_spans]


# 1. 年底/年末 is the year's last day, 月底/月末 the month's (年初 is no day)
SUBSIDY = "本轮以旧换新补贴自2025年3月1日起实施，至2026年12月31日止，申领截止日期为每年11月30日。"


@pytest.mark.parametrize("text,value", [
    ("2026年底", (2026, 12, 31)), ("2030年末", (2030, 12, 31)), ("2025年2月底", (2025, 2, 28)),
    ("2024年2月末", (2024, 2, 29)), ("9月底", (None, 9, 30)), ("十一月末", (None, 11, 30)),
])
def test_the_end_of_a_year_or_month_is_its_last_day(text, value):
    facts = extract_facts(f"截止到{text}。")
    assert [f.value for f in facts] == [value]
    assert facts[0].text == text


def test_the_start_of_a_year_is_no_day():
    assert [f.value for f in extract_facts("2026年初开始。")] == [(2026, None, None)]


def test_a_year_end_the_contexts_give_as_a_date_is_supported():
    v = verdict("以旧换新补贴一直实施到2026年底。", SUBSIDY)
    assert v.score >= 0.6 and not v.unsupported_spans


def test_a_month_end_the_contexts_give_as_a_date_is_supported():
    v = verdict("每年申领截止到11月底。", SUBSIDY)
    assert v.score >= 0.6 and not v.unsupported_spans


def test_another_year_end_is_still_wrong():
    assert verdict("以旧换新补贴一直实施到2027年底。", SUBSIDY).score < 0.5
    assert "date" in kinds(verdict("每年申领截止到10月底。", SUBSIDY))


# 6. 半年 = 6个月 read in the contexts' form; 起码 = 不少于
BLOOD = "两次捐献造血干细胞的间隔不少于6个月。成分献血的间隔不少于2周。"


def test_half_a_year_is_six_months_and_qima_is_at_least():
    assert same_value(extract_facts("半年")[0], extract_facts("6个月")[0])
    v = verdict("捐过一次造血干细胞，起码要隔半年才能再捐。", BLOOD)
    assert v.score >= 0.6 and not v.unsupported_spans


def test_half_a_month_against_six_months_is_still_wrong():
    v = verdict("捐过一次造血干细胞，起码要隔半个月才能再捐。", BLOOD)
    assert v.score < 0.5


# 2. a negation inside a 的-phrase picks out the subject; it is not the predicate's polarity
PUPILS = "未取得本市户籍的随迁子女可以在居住地报名参加中考，须提供居住证。"
RENT = "职工在本市无自有住房而租赁住房发生的房租支出，可以申请提取住房公积金支付。"
VEHICLES = "未按规定办理年检的营运车辆不得继续从事客运经营。"


@pytest.mark.parametrize("answer,context", [
    ("随迁子女可以在居住地报名参加中考。", PUPILS),
    ("在本市没房而租房住的职工，可以提取公积金交房租。", RENT),
])
def test_a_negation_that_picks_out_the_subject_is_no_polarity(answer, context):
    v = verdict(answer, context)
    assert "negation" not in kinds(v) and v.score >= 0.6


def test_the_predicates_own_negation_still_flips():
    assert "negation" in kinds(verdict("未按规定办理年检的营运车辆可以继续从事客运经营。", VEHICLES))
    assert "negation" not in kinds(verdict("按规定办理了年检的营运车辆可以继续从事客运经营。", VEHICLES))


# 3. an answer clause that states two parallel clauses' values in their order speaks of both clauses
MACHINES = "一般纳税人销售适用13%税率的农机整机，减按9%税率征收增值税。"
RENTALS = "个人出租住房适用5%征收率的租金收入，减按1.5%计算应纳税额。"


@pytest.mark.parametrize("answer,context", [
    ("适用13%税率的农机减按9%征收。", MACHINES),
    ("原适用5%征收率的出租收入减按1.5%计算缴纳。", RENTALS),
])
def test_a_clause_joining_two_parallel_clauses_keeps_each_value(answer, context):
    v = verdict(answer, context)
    assert not v.unsupported_spans and v.score >= 0.6


def test_swapped_values_of_the_joined_clauses_are_still_wrong():
    assert "number" in kinds(verdict("适用9%税率的农机减按13%征收。", MACHINES))


# 4. a body the contexts name, with the qualifier their sentence gives it, is not an invented name
TRANSFER = "参保人可通过医疗保障局网上服务大厅或服务中心窗口办理异地就医备案。"


def test_a_body_with_its_sentences_qualifier_is_the_contexts_body():
    assert "entity" not in kinds(verdict("具体流程请咨询当地医保服务中心。", TRANSFER))


def test_a_body_with_another_qualifier_is_still_unknown():
    assert "entity" in kinds(verdict("具体流程请咨询当地税务服务中心。", TRANSFER))
