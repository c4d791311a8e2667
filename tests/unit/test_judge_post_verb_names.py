"""The verb of holding a post is no part of the body's name (现任护理部主任 names 护理部): the absent-name check reads
the name after it, so a faithful "现任护理部主任是孟庆华" is not an absent entity "现任护理部" (issue 19, roles).
Every sentence here is written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

HOSPITAL = "新学年医院任命孟庆华为护理部主任，原护理部主任邱雅琴调任门诊部主任。"


def _one(answer: str, contexts: list[str]):
    verdicts, _ = judge_sentences(answer, contexts)
    assert len(verdicts) == 1
    return verdicts[0]


def test_a_post_verb_before_a_body_the_contexts_name_is_no_absent_name():
    for answer in ("现任护理部主任是孟庆华。", "时任护理部主任是邱雅琴。", "现任门诊部主任是邱雅琴。"):
        v = _one(answer, [HOSPITAL])
        assert v.supported and not v.unsupported_spans, answer


def test_a_body_the_contexts_lack_is_still_absent_without_the_verb():
    v = _one("现任宣传部主任是孟庆华。", [HOSPITAL])
    assert [(sp.text, sp.kind) for sp in v.unsupported_spans if sp.kind == "entity"] == [("宣传部", "entity")]
