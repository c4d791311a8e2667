"""Superseded values (detectors/superseded.py): a value the contexts say was changed to another one is not the
value, and the clause holding the old one is no rival to the new one. Sentences written for these tests."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.faithfulness.detectors.superseded import asks_old, changes_in, superseded
from earag.metrics.dimensions.faithfulness.judge import judge_sentences

FEE_ZH = "自2027年3月1日起，公租房租金标准由每平方米18元调整为每平方米21元。"
DELAY_ZH = "听证会原定于6月3日举行，因场地原因推迟至6月17日举行。"
CLOCK_ZH = "K512次列车原定08:20发车，晚点至09:45发车，预计12:30到达终点站。"
FEE_EN = "The council raised the parking permit fee from £35 to £48 in January."
DELAY_EN = "The public hearing, originally set for 3 June, has been moved to 17 June."


def score(question: str, answer: str, context: str) -> float:
    verdicts, _ = judge_sentences(answer, [context], question=question)
    return min(v.score for v in verdicts)


@pytest.mark.parametrize("question,context,new,old", [
    ("公租房租金标准是多少？", FEE_ZH, "每平方米21元", "每平方米18元"),
    ("听证会哪天举行？", DELAY_ZH, "6月17日", "6月3日"),
    ("列车实际几点发车？", CLOCK_ZH, "09:45", "08:20"),
    ("How much is the parking permit fee?", FEE_EN, "£48", "£35"),
    ("When is the public hearing?", DELAY_EN, "17 June", "3 June"),
    ("What is the speed limit on Mill Lane?", "The speed limit on Mill Lane was cut to 20 mph from 30 mph last year.",
     "20 mph", "30 mph"),
    # "up / down from" says the change without a verb
    ("What is the weekly carer grant?", "From 6 April the weekly carer grant is £84.10, up from £81.90.",
     "£84.10", "£81.90"),
])
def test_a_short_answer_with_the_old_value_is_wrong_and_the_new_one_right(question, context, new, old):
    assert score(question, new, context) >= 0.9
    assert score(question, old, context) <= 0.3


@pytest.mark.parametrize("question,context,new,old", [
    ("公租房租金标准是多少？", FEE_ZH, "公租房租金标准为每平方米21元。", "公租房租金标准为每平方米18元。"),
    ("听证会哪天举行？", DELAY_ZH, "听证会于6月17日举行。", "听证会于6月3日举行。"),
    ("How much is the parking permit fee?", FEE_EN, "The parking permit fee is £48.", "The parking permit fee is £35."),
    ("What is the bus fare cap?", "The single bus fare cap is now £3, down from £3.50 last year.",
     "The single bus fare cap is £3.", "The single bus fare cap is £3.50 at the moment."),
])
def test_a_sentence_stating_the_old_value_as_current_is_flagged(question, context, new, old):
    verdicts, _ = judge_sentences(old, [context], question=question)
    assert any(m.code == "span.superseded" for sp in verdicts[0].unsupported_spans for m in sp.reason_messages)
    assert not verdicts[0].supported
    assert score(question, new, context) > score(question, old, context) + 0.4


def test_the_new_value_is_not_taken_for_a_rival_of_the_clause_holding_the_old():
    # before: 听证会于6月17日举行 was flagged against 听证会原定于6月3日举行 (the nearest clause saying 举行)
    verdicts, _ = judge_sentences("听证会于6月17日举行。", [DELAY_ZH], question="听证会哪天举行？")
    assert verdicts[0].supported and not verdicts[0].unsupported_spans


@pytest.mark.parametrize("question,answer,context", [
    ("听证会原定哪天举行？", "6月3日", DELAY_ZH),                      # the question asks for the old value
    ("公租房租金标准有什么变化？", "租金标准由每平方米18元调整为每平方米21元。", FEE_ZH),   # the answer states the change
    ("听证会哪天举行？", "听证会原定6月3日举行，现改到6月17日。", DELAY_ZH),
    ("What was the parking permit fee before January?", "It was £35 before the rise.", FEE_EN),
])
def test_the_old_value_said_as_the_old_one_is_not_flagged(question, answer, context):
    verdicts, _ = judge_sentences(answer, [context], question=question)
    assert not any(m.code == "span.superseded" for v in verdicts for sp in v.unsupported_spans
                   for m in sp.reason_messages)


@pytest.mark.parametrize("context", [
    "申报时间为从3月1日至3月31日。",                     # a range, not a change
    "全市新增就业由2025年的12万人增至2026年的15万人。",   # a series: each value is its year's
    "门票价格为成人60元，儿童30元。",
    "Tickets range from $40 to $55 depending on the seat.",
    "Prices start at £12, up to £30 from the first of May.",   # "up to" is no "up from"
])
def test_ranges_series_and_lists_are_no_change(context):
    assert changes_in(context) == ()
    assert not superseded("2025年新增就业12万人。", [context])


def test_questions_asking_for_the_old_value():
    assert asks_old("列车原定几点发车？") and asks_old("What was the original fee?")
    assert not asks_old("列车几点发车？") and not asks_old("What is the fee?")


@pytest.mark.parametrize("question,answer,context", [
    # the value is also stated, unchanged, of something else (review of 2026-11-27)
    ("本市职工最低工资标准是多少？", "本市职工最低工资标准为每月2000元。",
     "失业保险金标准由每月2000元调整为每月2241元。本市职工最低工资标准为每月2000元。"),
    ("本市职工最低工资标准是多少？", "2000元", "失业保险金标准由每月2000元调整为每月2241元。本市职工最低工资标准为每月2000元。"),
    ("60岁以上老人另加发多少？", "60岁以上老人每月另加发300元。", "补贴标准由每人每月300元提高到500元，其中60岁以上老人每月另加发300元。"),
    ("What is the limit on the bypass?", "The limit on the bypass is 30 mph.",
     "The speed limit on Main Street was cut from 30 mph to 20 mph. The limit on the bypass is 30 mph."),
    # ranges are no changes: a verb of another clause, a range of hours
    ("When does the exhibition open?", "The exhibition opens on 3 May.",
     "The exhibition, which was moved to a larger hall, runs from 3 May to 30 June."),
    ("图书馆几点开门？", "图书馆每天9:00开门。", "图书馆开放时间从9:00延长至21:00。"),
    # the answer marks the value as the old one, several words before it
    ("What was the fee before 2024?", "Before 2024 the annual fee was $40.", "The annual fee was raised from $40 to $55 in 2024."),
])
def test_a_value_stated_unchanged_a_range_or_an_old_value_said_as_old_is_not_superseded(question, answer, context):
    verdicts, _ = judge_sentences(answer, [context], question=question)
    assert not any(m.code in ("span.superseded", "judge.short_superseded") for v in verdicts
                   for m in [*v.reason_messages, *(r for sp in v.unsupported_spans for r in sp.reason_messages)])


def test_a_lower_case_may_is_no_month():
    from earag.metrics.dimensions.faithfulness.detectors.superseded import _values
    assert [v.text for v in _values("Students aged 16 may apply.")] == ["16"]
