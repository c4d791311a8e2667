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


# written for this test: cases listed side by side in one sentence cut at ；, each with its own consequence
CASES = ["持本市居住证的非户籍老人乘坐公交的，票价享受五折优惠；持本市户籍的65周岁以上老人乘坐公交的，免费乘车，"
         "凭敬老卡刷卡进站。"]


def test_a_sibling_cases_consequence_is_flagged():
    from earag.metrics.dimensions.faithfulness.detectors.conditions import sibling_condition_spans

    ctx = _prepare(tuple(CASES))
    wrong = sibling_condition_spans("持本市居住证的非户籍老人乘坐公交的，凭敬老卡免费乘车。", ctx, [])
    assert [sp.kind for sp in wrong] == ["entity"] and wrong[0].text in "凭敬老卡免费乘车"
    assert "65周岁以上老人乘坐公交的" in str(wrong[0].reason)   # the case whose consequence it is
    assert sibling_condition_spans("持本市居住证的非户籍老人乘坐公交的，票价打五折。", ctx, []) == []
    assert sibling_condition_spans("持本市户籍的65周岁以上老人乘坐公交的，可以免费乘车。", ctx, []) == []
    verdicts, _ = judge_sentences("持本市户籍的65周岁以上老人乘坐公交的，凭敬老卡免费乘车。", CASES)
    assert min(v.score for v in verdicts) >= 0.9
    verdicts, _ = judge_sentences("持本市居住证的非户籍老人乘坐公交的，凭敬老卡免费乘车。", CASES)   # the judge runs it
    assert min(v.score for v in verdicts) < 0.5


def test_a_consequence_its_own_case_denies_and_a_sibling_gives_is_the_siblings():
    # written for this test: the first time, no fine; refusing to correct it, a fine
    text = ["商户首次占道经营的，由城管执法人员责令改正，不予罚款；拒不改正的，处200元以上500元以下罚款。"]
    verdicts, _ = judge_sentences("商户首次占道经营的，处200元以上500元以下罚款。", text)
    assert min(v.score for v in verdicts) < 0.6
    assert any(sp.text == "罚款" for v in verdicts for sp in v.unsupported_spans)
    verdicts, _ = judge_sentences("商户首次占道经营的，只会被责令改正，不予罚款。", text)
    assert min(v.score for v in verdicts) >= 0.9
