"""A verb negated inside the phrase that picks out a group (detectors/verbs.py, `_negated_group`: 未完成改造的小区
says which houses, not that nothing was done) does not flip the same verb stated in an answer. Before, the faithful
answer below was marked as a polarity flip (0.39). Sentences written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

HEATING = ("今年全市新增集中供暖面积260万平方米，其中城区新建小区已全部接入集中供热管网；城郊结合部的老旧小区中，仅有部分"
           "完成了管网改造，未完成改造的小区继续实行“煤改气”分户采暖。")
QUESTION = "城郊的老旧小区都通上集中供暖了吗？"


def flips(answer: str, context: str = HEATING) -> tuple[float, list[str]]:
    verdicts, _ = judge_sentences(answer, [context], question=QUESTION)
    return min(v.score for v in verdicts), [sp.text for v in verdicts for sp in v.unsupported_spans
                                            if sp.kind in ("negation", "direction")]


def test_a_verb_negated_in_a_group_phrase_does_not_flip_the_stating_one():
    score, marked = flips("城郊结合部的老旧小区只有一部分完成了管网改造。")
    assert marked == [] and score > 0.6


def test_all_done_is_still_marked():
    score, marked = flips("城郊结合部的老旧小区已全部完成管网改造。")
    assert marked and score < 0.75


def test_a_stating_verb_the_contexts_deny_is_still_a_flip():
    score, marked = flips("城郊结合部的老旧小区已经完成了管网改造。", "城郊结合部的老旧小区尚未完成管网改造。")
    assert marked and score < 0.5
