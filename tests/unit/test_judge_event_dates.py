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
