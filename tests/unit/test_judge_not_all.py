"""A denied universal (不是所有的, 并非全部) is the restriction the contexts state (仅有部分…) in other words, not a
polarity flip, unless the universal it denies is the one the contexts assert (detectors/scope.py, not_all_agrees). Sentences
written for these tests."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences
from tests.support.judging import weakest_score as score

PARKS = "全区所有公园均已安装无障碍坡道，但仅有部分公园配备母婴室。"


def test_not_all_is_the_restriction_in_other_words():
    assert score("不是所有的，配备母婴室的只是一部分公园。", PARKS) >= 0.9


def test_denying_the_universal_the_contexts_assert_is_still_a_flip():
    assert score("不是所有公园都安装了无障碍坡道。", PARKS) < 0.7


LIFTS = "今年报名改造的60个老旧小区中，其中41个已完成加装电梯。"


def test_not_all_said_with_meiyou_is_the_restriction_too():
    assert score("没有全部完成，60个小区里有41个已加装电梯。", LIFTS) >= 0.9   # was a negation flip (0.55)
    assert score("60个小区已全部完成加装电梯。", LIFTS) < 0.7


def test_denying_with_meiyou_the_universal_the_contexts_assert_is_still_a_flip():
    assert score("没有全部完成，35家养殖场中还有几家未改造。", "首批申报的35家养殖场已全部完成粪污处理设施改造。") < 0.7


HEATING = ("今年全市新增集中供暖面积260万平方米，其中城区新建小区已全部接入集中供热管网；城郊结合部的老旧小区中，仅有部分"
           "完成了管网改造，未完成改造的小区继续实行“煤改气”分户采暖。")


def test_a_short_not_all_is_read_with_its_question_and_the_group_named_before():
    # the restriction's group (城郊结合部的老旧小区) stands in the clause before 仅有部分…; the answer names it only in
    # its question. It was a negation flip against 城区新建小区已全部接入 (0.33).
    verdicts, _ = judge_sentences("还没有全部通上。", [HEATING], question="城郊的老旧小区都通上集中供暖了吗？")
    assert verdicts[0].score > 0.6 and not verdicts[0].unsupported_spans
    # the group the contexts say "all" of, asked about: still a flip
    verdicts, _ = judge_sentences("还没有全部接入。", [HEATING], question="城区新建小区都接入集中供热管网了吗？")
    assert verdicts[0].score < 0.5
