"""Event dates (binding.event_bound_elsewhere): a sentence that gives its subject two dates, one per event, in its
leading clause and a later subjectless clause; the date belongs to the event the answer names. Sentences written
for these tests."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

ARENA = "新建体育馆于2027年5月8日开馆试运营，2027年6月1日起正式对外开放；旧体育馆于2027年9月1日停止使用。"
BRIDGE = "跨江大桥于2026年10月15日完成荷载试验，2026年12月20日起通车。"


def score(question: str, answer: str, context: str) -> float:
    verdicts, _ = judge_sentences(answer, [context], question=question)
    return min(v.score for v in verdicts)


@pytest.mark.parametrize("question,context,right,wrong", [
    ("体育馆什么时候正式开放？", ARENA, "体育馆于2027年6月1日正式对外开放。", "体育馆于2027年5月8日正式对外开放。"),
    ("大桥哪天通车？", BRIDGE, "跨江大桥2026年12月20日起通车。", "跨江大桥2026年10月15日起通车。"),
])
def test_the_date_of_another_event_of_the_same_subject_is_flagged(question, context, right, wrong):
    assert score(question, right, context) >= 0.9
    assert score(question, wrong, context) < 0.5


def test_the_leading_clauses_own_event_keeps_its_date():
    assert score("体育馆什么时候试运营？", "体育馆于2027年5月8日开馆试运营。", ARENA) >= 0.9


WORKS = "该工程于2024年3月12日开工，2025年6月30日完成主体结构封顶，同年12月18日通过竣工验收。"
CATALOGUE = "新版医保目录于2026年9月28日公布，2026年11月1日开始征求意见，2027年1月1日起正式执行。"


@pytest.mark.parametrize("question,context,right,wrong", [
    ("工程什么时候通过竣工验收？", WORKS, "该工程于2025年12月18日通过竣工验收。", "该工程于2025年6月30日通过竣工验收。"),
    ("新目录什么时候执行？", CATALOGUE, "新版医保目录2027年1月1日起正式执行。", "新版医保目录于2026年11月1日起正式执行。"),
])
def test_the_date_of_another_later_clause_is_flagged(question, context, right, wrong):
    # the answer's date is a later clause's (read with the leading clause), the event the answer names another's
    assert score(question, right, context) >= 0.9
    assert score(question, wrong, context) < 0.5


def test_a_later_clauses_own_event_keeps_its_date():
    assert score("主体结构什么时候封顶？", "该工程于2025年6月30日完成主体结构封顶。", WORKS) >= 0.9
    assert score("什么时候征求意见？", "新版医保目录2026年11月1日开始征求意见。", CATALOGUE) >= 0.9
