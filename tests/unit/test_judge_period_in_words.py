"""A length of time written in words against another length of time the contexts give (detectors/values.py,
`_rival`): 三个月内 where the contexts say 10个工作日内 was read as wording and passed with 0.98, while 3个月内 was
marked. Sentences written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

PAYOUT = "申请人应于2024年3月31日前提交材料，审核通过后10个工作日内发放补贴。"
MEETINGS = "评审委员会每年至少召开两次全体会议，农业农村部自收到评审意见之日起20个工作日内作出审批决定。"


def verdict(answer: str, context: str):
    verdicts, _ = judge_sentences(answer, [context])
    return min(v.score for v in verdicts), [sp.text for v in verdicts for sp in v.unsupported_spans]


def test_a_period_in_words_against_working_days_is_marked_like_the_same_in_digits():
    words, marked = verdict("审核通过后三个月内发放补贴。", PAYOUT)
    digits, _ = verdict("审核通过后3个月内发放补贴。", PAYOUT)
    assert marked == ["三个月"]
    assert words < 0.5 and abs(words - digits) < 0.05
    assert verdict("审核通过后十个工作日内发放补贴。", PAYOUT)[1] == []


def test_one_or_two_in_words_stay_wording():
    # 一年 of 一年起码开两次 is 每年, not a period the contexts state otherwise
    score, marked = verdict("一年起码开两次全体会议。", MEETINGS)
    assert marked == [] and score > 0.8


def test_the_reason_names_the_period_of_the_answers_own_sentence():
    # not 3年 of the ban in another clause: the reason points at what the answer contradicts
    context = "骗取补贴的，责令退回，3年内不得再次申请。" + PAYOUT
    verdicts, _ = judge_sentences("审核通过后三个月内发放补贴。", [context])
    assert [m.params for m in verdicts[0].reason_messages if m.code == "span.value_differs"] == [
        {"context": "10个工作日", "answer": "三个月"}]
