"""A consequence the contexts give the other side of a condition (issue 19, probes17 dev): 符合条件的 / 不符合条件的,
超出 / 未超出 — an answer that states one side's condition and the other side's consequence is flagged on the word
only that side says; a faithful rewording of its own side's consequence is not."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.detectors.conditions import _conditioned, other_condition_spans
from earag.metrics.dimensions.faithfulness.judge import _prepare, judge_sentences

CONTEXTS = ["申请人符合条件的，由区民政局发放补贴；不符合条件的，由区民政局书面告知理由。补贴每季度发放一次。"]


def _score(answer):
    verdicts, _ = judge_sentences(answer, CONTEXTS)
    return min(v.score for v in verdicts)


def test_a_sentence_is_read_as_conditions_and_consequences():
    text = "不符合条件的，由区民政局书面告知理由"
    assert [(text[a:b], text[c:d]) for a, b, c, d in _conditioned(text)] == [
        ("不符合条件的", "由区民政局书面告知理由")]
    text = "如果超过期限，要交滞纳金，按时交的话，不用交"
    assert [(text[a:b], text[c:d]) for a, b, c, d in _conditioned(text)] == [
        ("如果超过期限", "要交滞纳金"), ("按时交的话", "不用交")]


def test_the_other_sides_consequence_is_flagged():
    ctx = _prepare(tuple(CONTEXTS))
    spans = other_condition_spans("不符合条件的话，区民政局也会发放补贴。", ctx, [])
    assert [sp.text for sp in spans] == ["发放补贴"] and spans[0].kind == "entity"
    assert other_condition_spans("不符合条件的话，区民政局会书面说明理由。", ctx, []) == []
    assert other_condition_spans("符合条件的，区民政局发放补贴。", ctx, []) == []
    assert _score("不符合条件的话，区民政局也会发放补贴。") < 0.5 < _score("不符合条件的话，区民政局会书面告知理由。")
