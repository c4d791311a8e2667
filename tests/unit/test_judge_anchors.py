"""What a period is counted from and which side of an event a step falls on (issue 19, a review of multi-sentence
answers): a start event the contexts name for something else, and 前 where the contexts say 后 (or 之日起)."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.detectors.anchors import anchor_spans
from earag.metrics.dimensions.faithfulness.judge import _prepare, judge_sentences

LEAVE = ["职工应当持单位出具的解除劳动合同证明，到社保经办机构办理待遇申领。生育津贴自办理待遇申领之日起按月发放。"
         "用人单位应当在复核后将结果告知职工。"]


def _score(answer, contexts):
    verdicts, _ = judge_sentences(answer, contexts)
    return min(v.score for v in verdicts)


def test_a_period_counted_from_another_event():
    ctx = _prepare(tuple(LEAVE))
    wrong = anchor_spans("生育津贴从解除劳动合同那天开始按月发放。", ctx, [])
    assert [(sp.text, sp.kind) for sp in wrong] == [("解除劳动合同", "date")]
    assert anchor_spans("生育津贴从办完待遇申领那天起按月发放。", ctx, []) == []   # its own start, reworded
    assert _score("生育津贴从解除劳动合同那天开始按月发放。", LEAVE) < 0.5 \
        < _score("生育津贴从办完待遇申领那天起按月发放。", LEAVE)


def test_before_where_the_contexts_say_after():
    ctx = _prepare(tuple(LEAVE))
    assert [sp.text for sp in anchor_spans("用人单位要在复核前把结果告诉职工。", ctx, [])] == ["前"]
    assert anchor_spans("用人单位要在复核完成后把结果告诉职工。", ctx, []) == []
    # 期满之日起 is after 期满: no flip for an answer saying 期满后
    fees = _prepare(("未按时缴纳的，可以在期满之日起6个月内补缴。",))
    assert anchor_spans("期满后半年内可以补缴。", fees, []) == []
