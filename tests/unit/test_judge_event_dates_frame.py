"""Event dates whose sentence opens with a time frame (detectors/subjects._leads, binding.event_bound_elsewhere):
"暑假期间，…自7月10日起闭馆维修，8月20日起恢复开放" — the clause after the frame leads, and a later clause that names the
event's object as the leading one does (闭馆 / 恢复开放 of the same 馆) is told apart by the word only it holds.
Sentences written for these tests."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

POOL = "暑假期间，市游泳馆自2027年7月10日起闭馆维修，2027年8月20日起恢复开放。"
FERRY = "台风过境期间，轮渡自2027年9月3日起停航，2027年9月6日起恢复通航。"


def spans(answer: str, context: str) -> list[tuple[str, str]]:
    verdicts, _ = judge_sentences(answer, [context])
    return [(sp.kind, sp.text) for v in verdicts for sp in v.unsupported_spans]


@pytest.mark.parametrize("context,wrong,date", [
    (POOL, "2027年7月10日起恢复开放。", "2027年7月10日"),
    (FERRY, "轮渡2027年9月3日起恢复通航。", "2027年9月3日"),
])
def test_the_date_of_the_other_event_is_flagged(context, wrong, date):
    assert ("date", date) in spans(wrong, context)


@pytest.mark.parametrize("context,right", [
    (POOL, "2027年8月20日起恢复开放。"),
    (POOL, "市游泳馆2027年7月10日起闭馆维修。"),
    (FERRY, "轮渡2027年9月6日起恢复通航。"),
])
def test_each_event_keeps_its_own_date(context, right):
    assert not [s for s in spans(right, context) if s[0] == "date"]
