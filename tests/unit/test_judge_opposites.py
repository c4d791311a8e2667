"""A passage copied from the contexts with one character turned into its opposite (出境 for 入境, 本学期 for 上学期):
a `direction` span on that character (detectors/opposites.py; issue 19, hallucinations that copy the contexts'
words). Every sentence here is written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences


def _one(answer: str, contexts: list[str]):
    verdicts, _ = judge_sentences(answer, contexts)
    assert len(verdicts) == 1
    return verdicts[0]


def _directions(verdict) -> list[str]:
    return [sp.text for sp in verdict.unsupported_spans if sp.kind == "direction"]


def test_one_character_turned_into_its_opposite_in_a_copied_passage_is_a_direction_span():
    ctx = ["入境旅客携带超过两万元现金的，应当向海关书面申报。"]
    copied = _one("入境旅客携带超过两万元现金的，应当向海关书面申报。", ctx)
    flipped = _one("出境旅客携带超过两万元现金的，应当向海关书面申报。", ctx)
    assert copied.supported and not copied.unsupported_spans
    assert _directions(flipped) == ["出"] and not flipped.supported
    assert flipped.score < copied.score


def test_another_time_of_reference_is_caught_the_same_way():
    ctx = ["奖学金按照学生上学期的综合成绩排名评定，每学期评定一次。"]
    flipped = _one("奖学金按照学生本学期的综合成绩排名评定。", ctx)
    assert _directions(flipped) == ["本"]
    assert "学生上学期" in flipped.unsupported_spans[0].reason


def test_the_same_character_where_the_contexts_hold_it_is_no_span():
    # 出 and 入 both occur in the contexts, each in its own words: the answer copies the words of one of them
    ctx = ["出境旅客须填写出境登记卡，入境旅客须填写入境登记卡。"]
    assert not _directions(_one("出境旅客须填写出境登记卡。", ctx))
    assert not _directions(_one("入境旅客须填写入境登记卡。", ctx))


def test_a_subject_the_contexts_also_describe_is_left_to_the_value_checks():
    # 女子组 opens the sentence and is in the contexts: the window is one-sided and names a described subject
    ctx = ["男子组比赛上午九点开始，女子组为下午两点。"]
    assert not _directions(_one("女子组比赛下午两点开始。", ctx))


def test_a_time_of_reference_the_contexts_also_speak_of_is_no_opposite():
    # "今年…500元" rewords the 今年 clause; its window meets 去年's (review of 2026-11-27)
    verdicts, _ = judge_sentences("今年补贴标准为每人每月500元。", ["去年补贴标准为每人每月300元，今年提高到每人每月500元。"])
    assert not any(sp.kind == "direction" for v in verdicts for sp in v.unsupported_spans)
