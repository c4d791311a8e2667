"""Merging the LLM judge's reply with the offline verdicts (earag.metrics.dimensions.faithfulness.llm), literal inputs."""
import pytest

from earag.errors import BackendOutputError
from earag.metrics.dimensions.faithfulness.llm import MergeInfo, locate_sentences, merge_llm_verdicts
from earag.metrics.dimensions.faithfulness.prompt import SentenceSupportVerdicts, support_prompt
from earag.types import SentenceVerdict, UnsupportedSpan

ANSWER = "地震震级为5.8级。震中位于四川省。国家地震局发布了预警。"
SENTENCES = ["地震震级为5.8级。", "震中位于四川省。", "国家地震局发布了预警。"]


def offline(*flags, scores=None, spans=None):
    """Offline verdicts for SENTENCES with the given 0/1 flags (score = flag unless given)."""
    scores = scores or [float(f) for f in flags]
    spans = spans or {}
    return [SentenceVerdict(sentence=s, supported=f, reason=f"离线理由{i}", score=sc, evidence=f"证据{i}",
                            unsupported_spans=spans.get(i, []))
            for i, (s, f, sc) in enumerate(zip(SENTENCES, flags, scores), 1)]


def item(index, verdict, *, score=None, spans=(), reason=None, sentence=None):
    out = {"index": index, "sentence": sentence if sentence is not None else SENTENCES[index - 1],
           "sentence_supported_reasoning": reason or f"LLM理由{index}", "sentence_supported_verdication": verdict,
           "unsupported_spans": [dict(zip(("text", "kind", "reason"), s)) for s in spans]}
    if score is not None:
        out["score"] = score
    return out


def reply(*items):
    """A reply as the model writes it, validated through the schema sent as `format=`."""
    return SentenceSupportVerdicts.model_validate({"verdications": list(items)})


def test_skipped_sentences_are_filled_offline_and_the_merge_is_partial():
    verdicts, info = merge_llm_verdicts(reply(item(1, 1, score=0.9), item(3, 1, score=0.8)), ANSWER, SENTENCES,
                                        offline(1, 0, 1))
    assert [v.judge for v in verdicts] == ["llm", "offline", "llm"]
    filled = verdicts[1]
    assert filled.supported == 0 and filled.reason == "[离线判定] 离线理由2" and filled.evidence == "证据2"
    assert (filled.start, filled.end) == (10, 18) and ANSWER[filled.start:filled.end] == SENTENCES[1]
    assert info.filled == [2] and info.partial is True and info.judged == 2 and info.total == 3
    assert "sentences [2]" in info.note() and "2 of 3" in info.note()
    assert [v.reason for v in verdicts] == ["LLM理由1", "[离线判定] 离线理由2", "LLM理由3"]


def test_a_complete_reply_is_not_partial():
    _, info = merge_llm_verdicts(reply(item(1, 1), item(2, 1), item(3, 1)), ANSWER, SENTENCES, offline(1, 1, 1))
    assert info.filled == [] and info.partial is False and info.note() == ""
    assert info.to_dict()["judged"] == 3


@pytest.mark.parametrize("items", [[], [item(4, 1, sentence="不存在的句子")]])
def test_a_reply_without_any_usable_verdict_is_an_output_error(items):
    with pytest.raises(BackendOutputError, match="no verdict"):
        merge_llm_verdicts(reply(*items), ANSWER, SENTENCES, offline(1, 1, 1))


def test_a_dict_reply_is_validated_and_a_bad_one_is_an_output_error():
    good = {"verdications": [item(1, 0), item(2, 1), item(3, 1)]}
    verdicts, _ = merge_llm_verdicts(good, ANSWER, SENTENCES, offline(0, 1, 1))
    assert [v.supported for v in verdicts] == [0, 1, 1]
    with pytest.raises(BackendOutputError, match="schema"):
        merge_llm_verdicts({"verdications": [{"index": 1}]}, ANSWER, SENTENCES, offline(0, 1, 1))


def test_seed_001_shaped_replies_still_merge_with_the_score_from_the_verdict():
    seed = {"verdications": [{"index": i, "sentence": s, "sentence_supported_reasoning": "r",
                              "sentence_supported_verdication": v} for i, s, v in zip((1, 2, 3), SENTENCES, (1, 0, 1))]}
    verdicts, info = merge_llm_verdicts(seed, ANSWER, SENTENCES, offline(1, 0, 1))
    assert [v.score for v in verdicts] == [1.0, 0.0, 1.0]
    assert all(v.unsupported_spans == [] for v in verdicts) and info.dropped_spans == 0


def test_the_llm_score_is_kept_and_an_out_of_range_score_is_ignored():
    verdicts, info = merge_llm_verdicts(reply(item(1, 1, score=0.75), item(2, 0, score=1.7), item(3, 0, score=0.2)),
                                        ANSWER, SENTENCES, offline(1, 0, 0))
    assert [v.score for v in verdicts] == [0.75, 0.0, 0.2]
    assert info.ignored == [{"index": 2, "why": "bad_score", "score": 1.7}]


def test_spans_are_located_exactly_in_the_answer():
    r = reply(item(1, 0, score=0.1, spans=[("5.8级", "number", "上下文为8.5级")]),
              item(2, 0, score=0.3, spans=[(" 四川省 ", "entity", "上下文为云南省")]),  # whitespace is trimmed
              item(3, 1))
    verdicts, info = merge_llm_verdicts(r, ANSWER, SENTENCES, offline(0, 0, 1))
    s1, s2 = verdicts[0].unsupported_spans[0], verdicts[1].unsupported_spans[0]
    assert (s1.text, s1.start, s1.end, s1.kind, s1.reason) == ("5.8级", 5, 9, "number", "上下文为8.5级")
    assert (s2.text, s2.start, s2.end, s2.kind) == ("四川省", 14, 17, "entity")
    for v in verdicts:
        assert ANSWER[v.start:v.end] == v.sentence
        for s in v.unsupported_spans:
            assert ANSWER[s.start:s.end] == s.text and v.start <= s.start < s.end <= v.end
    assert info.dropped_spans == 0


def test_a_span_is_located_in_its_own_sentence_not_in_an_earlier_one():
    answer = "补贴标准为每人3000元。补贴标准为每人5000元，补贴标准按年发放。"
    sentences = ["补贴标准为每人3000元。", "补贴标准为每人5000元，补贴标准按年发放。"]
    off = [SentenceVerdict(s, 1, score=1.0) for s in sentences]
    r = reply(item(1, 1, sentence=sentences[0]),
              item(2, 0, sentence=sentences[1], spans=[("补贴标准", "unsupported-addition", "a"),
                                                        ("补贴标准", "unsupported-addition", "b")]))
    verdicts, info = merge_llm_verdicts(r, answer, sentences, off)
    spans = verdicts[1].unsupported_spans
    # the same text named twice: its two occurrences inside sentence 2, never the one in sentence 1 (at 0)
    assert [(s.start, s.end) for s in spans] == [(13, 17), (26, 30)]
    assert all(answer[s.start:s.end] == "补贴标准" for s in spans)


def test_spans_not_in_their_sentence_or_of_unknown_kind_are_dropped_and_counted():
    r = reply(item(1, 0, score=0.0, spans=[("8.5级", "number", "不是原文"),         # not a substring of the answer
                                            ("四川省", "entity", "在另一句"),        # in the answer, not in sentence 1
                                            ("5.8级", "magnitude", "未知类型"),       # kind outside SPAN_KINDS
                                            ("  ", "number", "空"),
                                            ("震级", "Quantity", "大小写可容忍")]),
              item(2, 1), item(3, 1))
    verdicts, info = merge_llm_verdicts(r, ANSWER, SENTENCES, offline(0, 1, 1))
    kept = verdicts[0].unsupported_spans
    assert [(s.text, s.kind, s.start, s.end) for s in kept] == [("震级", "quantity", 2, 4)]
    assert info.dropped_spans == 4 == len(info.dropped)
    assert [(d["text"], d["why"]) for d in info.dropped] == [
        ("8.5级", "not_in_sentence"), ("四川省", "not_in_sentence"), ("5.8级", "unknown_kind"), ("  ", "empty")]
    assert all(d["index"] == 1 for d in info.dropped)
    assert "4 span(s) dropped" in info.note()


def test_disagreements_with_the_offline_judge_are_flagged_and_the_llm_verdict_stands():
    r = reply(item(1, 1, score=0.9, reason="LLM认为支持"),   # verdict differs from offline (0)
              item(2, 1, score=0.4),                        # same verdict, scores 0.4 vs 1.0: gap 0.6
              item(3, 1, score=0.8))                        # agrees: gap 0.2
    verdicts, info = merge_llm_verdicts(r, ANSWER, SENTENCES, offline(0, 1, 1, scores=[0.2, 1.0, 1.0]))
    assert info.disagreements == [
        {"index": 1, "llm": {"supported": 1, "score": 0.9}, "offline": {"supported": 0, "score": 0.2}},
        {"index": 2, "llm": {"supported": 1, "score": 0.4}, "offline": {"supported": 1, "score": 1.0}},
    ]
    v = verdicts[0]
    assert (v.judge, v.supported, v.score, v.reason, v.evidence) == ("llm", 1, 0.9, "LLM认为支持", None)
    assert "disagrees on sentences [1, 2]" in info.note()


def test_offline_score_falls_back_to_its_verdict_when_it_has_none():
    off = [SentenceVerdict(s, 1) for s in SENTENCES]
    _, info = merge_llm_verdicts(reply(item(1, 1, score=0.5), item(2, 1, score=0.6), item(3, 1)), ANSWER, SENTENCES, off)
    assert [d["index"] for d in info.disagreements] == [1]   # |0.5 − 1.0| = 0.5 counts, 0.4 does not


def test_offline_spans_are_borrowed_only_for_an_unsupported_llm_verdict_without_spans():
    span = UnsupportedSpan("5.8级", 5, 9, "number", "上下文为8.5级")
    off = offline(0, 1, 1, spans={1: [span]})
    verdicts, _ = merge_llm_verdicts(reply(item(1, 0, score=0.2), item(2, 1), item(3, 1)), ANSWER, SENTENCES, off)
    v = verdicts[0]
    assert v.judge == "llm+offline" and v.reason == "LLM理由1"
    assert [(s.text, s.start, s.end, s.reason) for s in v.unsupported_spans] == [("5.8级", 5, 9, "[离线判定] 上下文为8.5级")]
    # an LLM "supported" verdict never carries the offline spans: they would contradict it
    verdicts, info = merge_llm_verdicts(reply(item(1, 1, score=1.0), item(2, 1), item(3, 1)), ANSWER, SENTENCES, off)
    assert verdicts[0].judge == "llm" and verdicts[0].unsupported_spans == []
    assert [d["index"] for d in info.disagreements] == [1]
    # the LLM's own spans win over the offline ones
    verdicts, _ = merge_llm_verdicts(reply(item(1, 0, spans=[("震级", "quantity", "x")]), item(2, 1), item(3, 1)),
                                     ANSWER, SENTENCES, off)
    assert verdicts[0].judge == "llm" and [s.text for s in verdicts[0].unsupported_spans] == ["震级"]


def test_sentences_past_the_prompt_budget_are_filled_and_reported_as_not_sent():
    prompt = support_prompt(SENTENCES, ["上下文。"], limit=20)   # 10 + 8 characters fit, the third does not
    assert (prompt.sentences_sent, prompt.sentences_total, prompt.truncated) == (2, 3, True)
    r = reply(item(1, 1), item(2, 1), item(3, 0))   # a verdict for a sentence the judge never saw is not used
    verdicts, info = merge_llm_verdicts(r, ANSWER, SENTENCES, offline(1, 1, 1), sent=prompt.sentences_sent)
    assert info.filled == [3] == info.not_sent and info.partial
    assert info.ignored == [{"index": 3, "why": "not_sent"}]
    assert verdicts[2].judge == "offline" and verdicts[2].supported == 1
    assert "did not fit" in info.note()


def test_duplicate_and_out_of_range_indices_are_ignored():
    r = reply(item(1, 1, reason="first"), item(1, 0, reason="second"), item(2, 1), item(3, 1),
              item(9, 1, sentence="多出来的"))
    verdicts, info = merge_llm_verdicts(r, ANSWER, SENTENCES, offline(1, 1, 1))
    assert verdicts[0].reason == "first"
    assert info.ignored == [{"index": 1, "why": "duplicate"}, {"index": 9, "why": "out_of_range"}]


def test_sentences_are_placed_by_the_offline_offsets_or_found_left_to_right():
    answer = "同上。同上。"
    sentences = ["同上。", "同上。"]
    assert locate_sentences(answer, sentences) == [(0, 3), (3, 6)]
    off = [SentenceVerdict("同上。", 1, start=3, end=6), SentenceVerdict("同上。", 1, start=99, end=100)]
    assert locate_sentences(answer, sentences, off) == [(3, 6), (0, 3)]   # bad offline offsets are not trusted
    assert locate_sentences(answer, ["不在回答里。"]) == [None]


def test_a_sentence_that_is_not_verbatim_in_the_answer_still_gets_checked_spans():
    answer = "第一句话。第二句话。"
    sentences = ["第一句话。", "第 二句话。"]        # e.g. a normalised sentence: not found verbatim
    off = [SentenceVerdict(s, 1) for s in sentences]
    r = reply(item(1, 1, sentence=sentences[0]), item(2, 0, sentence=sentences[1], spans=[("句话", "entity", "x")]))
    verdicts, info = merge_llm_verdicts(r, answer, sentences, off)
    assert verdicts[1].start is None and verdicts[1].end is None
    s = verdicts[1].unsupported_spans[0]
    assert answer[s.start:s.end] == "句话"


def test_mismatched_offline_verdicts_are_a_programming_error():
    with pytest.raises(ValueError, match="2 offline verdicts for 3 sentences"):
        merge_llm_verdicts(reply(item(1, 1)), ANSWER, SENTENCES, offline(1, 1))


def test_merge_info_defaults():
    info = MergeInfo(total=0)
    assert info.partial is False and info.judged == 0 and info.to_dict()["filled"] == []


def test_a_verdict_about_another_sentence_never_lands_on_ours():
    # the judge numbered its verdicts but echoed sentences of another answer: index 2's verdict is not about ours
    verdicts, info = merge_llm_verdicts(
        reply(item(1, 1, score=0.9), item(2, 0, sentence="需要验资报告。", reason="上下文说不再要求验资报告"),
              item(3, 1, sentence="国家地震局发布了预警")),  # punctuation trimmed: still ours
        ANSWER, SENTENCES, offline(1, 1, 1))
    assert [v.judge for v in verdicts] == ["llm", "offline", "llm"]
    assert verdicts[1].supported == 1 and "验资报告" not in verdicts[1].reason
    assert {"index": 2, "why": "sentence_mismatch"} in info.ignored and info.filled == [2] and info.partial


def test_a_reply_about_another_answer_entirely_is_an_output_error():
    other = reply(item(1, 0, sentence="注册资本最低100万元。"), item(2, 0, sentence="需要验资报告。"))
    with pytest.raises(BackendOutputError):
        merge_llm_verdicts(other, ANSWER, SENTENCES, offline(1, 1, 1))
