"""A negated exceeding is a bound, not a negation: 没有超出卫生标准 says what 符合卫生标准 says, and 没有超过限值 is the
opposite of 超过了限值 as a direction, as 不超过 already was (issue 19, negation). Every sentence here is written for
this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.clauses import _directions, _negations
from earag.metrics.dimensions.faithfulness.judge import judge_sentences

_WATER = "经检测，该小区二次供水的浑浊度符合生活饮用水卫生标准，但余氯含量偏低。"
_NOISE = "本月该路段夜间噪声监测值超过了环境噪声限值，已要求施工方整改。"


def _one(answer: str, contexts: list[str]):
    verdicts, _ = judge_sentences(answer, contexts)
    assert len(verdicts) == 1
    return verdicts[0]


def test_not_exceeding_a_standard_is_meeting_it():
    v = _one("浑浊度没有超出卫生标准。", [_WATER])
    assert v.supported and not v.unsupported_spans


def test_exceeding_a_standard_the_contexts_say_is_met_is_a_flip():
    v = _one("浑浊度超出了卫生标准。", [_WATER])
    assert not v.supported
    assert [(sp.text, sp.kind) for sp in v.unsupported_spans] == [("超出", "direction")]


def test_a_negated_exceeding_against_an_exceeding_is_still_flagged():
    v = _one("夜间噪声没有超过限值。", [_NOISE])
    assert not v.supported
    assert [sp.text for sp in v.unsupported_spans] == ["没有超过"]
    assert _one("夜间噪声超过了限值。", [_NOISE]).supported


def test_the_bound_words():
    assert _negations("排放量没有超出限值") == []
    assert _negations("排放量没有达到限值") == [(3, 5, "没有")]        # other verbs keep their negation
    assert [w for _, _, w in _directions("水质满足三类标准")] == ["满足"]
    assert _directions("满足申请条件的家庭") == []                      # meeting conditions is no bound
    assert _directions("水质不符合三类标准") == []                      # the negation check's


def test_a_modal_negation_before_exceeding_is_the_same_bound():
    ctx = ["单个摊位的占地面积不得超过6平方米。"]
    assert _one("每个摊位占地不能超出6平方米。", ctx).supported      # 不能超出 is the bound 不得超过 is
    assert not _one("每个摊位占地不得低于6平方米。", ctx).supported
