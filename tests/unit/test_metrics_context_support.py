"""Seed 001 offline (earag.metrics.dimensions.faithfulness.judge.judge_sentences), and the author's rank weighting."""
import math

import pytest

from earag.metrics import evaluate_metrics
from earag.metrics.context_support import (
    AnswerSupportedPrecision,
    ContextSupportedPrecision,
    _context_offsets,
    _to_passage,
    _verdict_dicts,
    rank_weighted,
    rank_weights,
)
from earag.metrics.dimensions.faithfulness.index import context_sentences
from earag.metrics.dimensions.faithfulness.llm import merge_llm_verdicts
from earag.types import EvaluationSample, SentenceVerdict

CONTEXT = ["对小型微利企业年应纳税所得额不超过100万元的部分，减按25%计入应纳税所得额，按20%的税率缴纳企业所得税。",
           "本公告执行期限为2023年1月1日至2024年12月31日。"]
SAMPLE = EvaluationSample("小型微利企业有什么优惠？",
                          "小型微利企业年应纳税所得额不超过100万元的部分，减按25%计入应纳税所得额。北京冬奥会很精彩。", CONTEXT)
DCG2 = 1 / math.log2(3)  # weight of rank 2: 0.6309


def test_rank_weights():
    assert rank_weights(3, "dcg") == pytest.approx([1.0, DCG2, 0.5])
    assert rank_weights(3, "linear") == pytest.approx([1.0, 2 / 3, 1 / 3])
    assert rank_weights(2, "uniform") == [1.0, 1.0]
    with pytest.raises(ValueError, match="rank_weighting"):
        rank_weights(2, "exp")
    # a rank without sentences has no score and is left out, with the other weights unchanged
    assert rank_weighted([1.0, None, 0.0], "dcg") == pytest.approx(1.0 / 1.5)
    assert rank_weighted([None], "dcg") is None


def test_answer_supported_precision_offline():
    r = AnswerSupportedPrecision().evaluate(SAMPLE)
    d = r.details
    # sentence 1 copies context 1, sentence 2 is unrelated: 1/2
    assert r.score == 0.5 == d["pooled_score"] and r.status == "ok"
    assert [v["supported"] for v in d["verdicts"]] == [1, 0]
    assert "第1段第1句" in d["verdicts"][0]["reason"] and d["verdicts"][1]["reason"]
    assert [(v["index"], v["judge"]) for v in d["verdicts"]] == [(1, "offline"), (2, "offline")]
    assert (d["judge"], d["used"], d["llm_status"], d["llm_score"]) == ("offline:span-judge", "rule", "no_llm", None)
    # per document: doc 1 alone supports sentence 1 (1/2), doc 2 nothing (0/2)
    assert [p["score"] for p in d["per_document"]] == [0.5, 0.0]
    # dcg: (1·0.5 + 0.6309·0) / (1 + 0.6309) = 0.3066
    assert d["rank_weighted_score"] == pytest.approx(0.5 / (1 + DCG2))
    assert d["rank_weighting"] == "dcg"


@pytest.mark.parametrize("kind,expected", [("linear", 0.5 / 1.5), ("uniform", 0.25)])
def test_rank_weighting_is_configurable(kind, expected):
    r = AnswerSupportedPrecision(rank_weighting=kind).evaluate(SAMPLE)
    assert r.details["rank_weighted_score"] == pytest.approx(expected)


def test_context_supported_precision_offline_is_the_reverse_direction():
    r = ContextSupportedPrecision().evaluate(SAMPLE)
    d = r.details
    # each context is one sentence; the answer uses context 1 and not context 2: 1/2
    assert r.score == 0.5
    assert [(v["doc"], v["supported"]) for v in d["verdicts"]] == [(0, 1), (1, 0)]
    assert "回答使用了该句" in d["verdicts"][0]["reason"]
    # each context sentence is located in its own passage
    assert all(CONTEXT[v["doc"]][v["start"]:v["end"]] == v["sentence"] for v in d["verdicts"])
    # per document [1.0, 0.0]; dcg: 1 / (1 + 0.6309) = 0.6131 — the used document is the top-ranked one
    assert [p["score"] for p in d["per_document"]] == [1.0, 0.0]
    assert d["rank_weighted_score"] == pytest.approx(1 / (1 + DCG2))


def test_later_ranks_weigh_less():
    swapped = EvaluationSample(SAMPLE.question, SAMPLE.answer, CONTEXT[::-1])
    top = ContextSupportedPrecision().evaluate(SAMPLE).details["rank_weighted_score"]
    low = ContextSupportedPrecision().evaluate(swapped).details["rank_weighted_score"]
    # the same pooled 0.5, but the used document at rank 2: 0.6309 / 1.6309 = 0.3869 < 0.6131
    assert low == pytest.approx(DCG2 / (1 + DCG2)) and low < top


def test_both_need_contexts():
    out = evaluate_metrics(EvaluationSample("q", "回答。"), "context_support")
    for r in out.values():
        assert r.score is None and r.reason == "需要字段 contexts / needs contexts"


def test_invalid_weighting_is_an_error_not_a_score():
    out = evaluate_metrics(SAMPLE, ["answer_supported_precision"], rank_weighting="exp")
    assert out["answer_supported_precision"].status == "error"


def test_reverse_direction_spans_point_into_their_own_passage():
    """The swapped call judges context sentences: the merge locates spans in the joined contexts, the metric makes
    them relative to the passage, so contexts[doc][start:end] == text (a literal reply, as the judge would send)."""
    ctx = context_sentences(CONTEXT)
    bases, places = _context_offsets(CONTEXT, ctx)
    assert bases == [0, len(CONTEXT[0]) + 1] and places[1] == (bases[1], bases[1] + len(CONTEXT[1]))
    offline = [SentenceVerdict(c.text, 0, start=p[0], end=p[1]) for c, p in zip(ctx, places)]
    reply = {"verdications": [
        {"index": 1, "sentence": ctx[0].text, "sentence_supported_reasoning": "回答提到", "sentence_supported_verdication": 1},
        {"index": 2, "sentence": ctx[1].text, "sentence_supported_reasoning": "回答未提执行期限",
         "sentence_supported_verdication": 0, "score": 0.0,
         "unsupported_spans": [{"text": "2024年12月31日", "kind": "date", "reason": "回答没有提到"}]}]}
    verdicts, info = merge_llm_verdicts(reply, "\n".join(CONTEXT), [c.text for c in ctx], offline)
    dicts = _verdict_dicts(verdicts)
    for v, c in zip(dicts, ctx):
        _to_passage(v, bases[c.doc])
        assert CONTEXT[c.doc][v["start"]:v["end"]] == v["sentence"]
    span = dicts[1]["unsupported_spans"][0]
    assert CONTEXT[1][span["start"]:span["end"]] == "2024年12月31日" and span["kind"] == "date"
    assert [d["index"] for d in info.disagreements] == [1]   # the LLM says 1 where the offline verdict was 0
