"""A relative time the answer adds (去年, 明天, last year) where the contexts give no time of that scale is an
unsupported addition (detectors/when.py); with a time of that scale in the contexts, or in the question, it is not."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences


def _verdict(answer: str, contexts: list[str], question: str | None = None):
    verdicts, _ = judge_sentences(answer, contexts, question=question)
    assert len(verdicts) == 1
    return verdicts[0]


def _kinds(v) -> list[tuple[str, str]]:
    return [(s.text, s.kind) for s in v.unsupported_spans]


def test_an_event_placed_last_year_by_the_answer_alone_is_an_addition():
    ctx = ["社区卫生服务中心为辖区老人免费接种了流感疫苗。"]
    added = _verdict("社区卫生服务中心去年为辖区老人免费接种了流感疫苗。", ctx)
    plain = _verdict("社区卫生服务中心为辖区老人免费接种了流感疫苗。", ctx)
    assert ("去年", "unsupported-addition") in _kinds(added)
    assert "去年" in added.reason
    assert added.score < plain.score
    assert _kinds(plain) == []


def test_tomorrow_and_next_week_are_checked_at_their_own_scale():
    ctx = ["区图书馆闭馆维修，恢复开放时间另行通知。"]
    assert ("明天", "unsupported-addition") in _kinds(_verdict("区图书馆明天恢复开放。", ctx))
    assert ("下周", "unsupported-addition") in _kinds(_verdict("区图书馆下周恢复开放。", ctx))


def test_a_time_of_the_same_scale_in_the_contexts_leaves_the_word_to_the_other_checks():
    # the contexts give a year: 去年 may restate it, so no "no time given" span
    v = _verdict("合作社去年获得了农机购置补贴。", ["2025年，合作社获得了农机购置补贴。"])
    assert all(s.kind != "unsupported-addition" or "去年" not in s.text for s in v.unsupported_spans)
    # a day in the contexts covers 昨天, but not a month-scale word
    ctx = ["3月5日，救援队抵达受灾村庄。"]
    assert not any(s.text == "昨天" for s in _verdict("救援队昨天抵达受灾村庄。", ctx).unsupported_spans)


def test_a_time_word_the_question_uses_is_not_added_by_the_answer():
    ctx = ["该小区的电梯加装工程已经完工并通过验收。"]
    v = _verdict("去年开工的电梯加装工程已经完工。", ctx, question="去年开工的电梯加装工程现在怎么样了？")
    assert not any("去年" in s.text for s in v.unsupported_spans)
