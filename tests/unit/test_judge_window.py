"""Within a period against after it (detectors/window.py): 5年之后 for 5年内, 三个月以后 for 3个月内 (issue 19:
direction words across paraphrase). Sentences written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

BAN = "骗取补贴的，责令退回，3年内不得再次申请。"
MOVE_OUT = "承租人购买住房的，应当在取得不动产权证后2个月内退租。"


def verdict(answer: str, context: str):
    verdicts, _ = judge_sentences(answer, [context])
    spans = [sp for v in verdicts for sp in v.unsupported_spans]
    return min(v.score for v in verdicts), [sp.text for sp in spans if sp.kind == "direction"
                                            and sp.text.endswith(("内", "后"))]


def test_after_the_period_a_ban_runs_within_is_marked():
    score, marked = verdict("骗取补贴的要退回，而且三年之后不得再次申请。", BAN)
    assert marked == ["3年之后"] or marked == ["三年之后"]
    assert score < verdict("骗取补贴的要退回，而且三年之内不得再次申请。", BAN)[0]


def test_after_the_period_a_deadline_runs_within_is_marked():
    score, marked = verdict("取得不动产权证后住满两个月以后才需要退租。", MOVE_OUT)
    assert marked and score < 0.7
    assert verdict("取得不动产权证后两个月以内要退租。", MOVE_OUT)[1] == []


def test_the_same_side_or_another_polarity_is_left_alone():
    # the "within" said the other way round: after the period, no longer
    assert verdict("取得证书后12个月以后就不能申请了。", "职工应当自证书核发之日起12个月内提出申请。")[1] == []
    assert verdict("骗取补贴的，3年内不能再申请。", BAN)[1] == []
