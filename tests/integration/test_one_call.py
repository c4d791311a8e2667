"""One judge call per sample for the six dimensions (issue 24 part 1), prompts in the answer's language (issue 20
part 5) and the usage stored per record (issue 24 part 4) — through the real `ollama` client against the scripted
Ollama server on 127.0.0.1."""
import json
import re
from pathlib import Path

import pytest

from earag.backends.embeddings.local import CharNgramEmbedder
from earag.backends.factory import BackendSet
from earag.backends.llm.ollama import OllamaJudge
from earag.config import Settings
from earag.evaluator import Evaluator
from earag.runs.inputs import load_dataset
from earag.runs.records import result_record
from earag.types import EvaluationSample
from tests.support.ollama_stub import OllamaStub, Reply
from tests.support.scenarios import ENTITIES, MODEL, SAMPLE, prompt_sentences, route, verdicts_for

ROOT = Path(__file__).resolve().parents[2]
JUDGE = f"ollama:{MODEL}"
HAN = re.compile(r"[\u4e00-\u9fff]")
EN_SAMPLE = EvaluationSample(
    question="When do the AI Act's bans on prohibited practices apply?",
    answer="The AI Act's bans apply from 2 February 2025. The European AI Office enforces them.",
    contexts=["The European Union adopted the AI Act in 2024. Its bans on prohibited AI practices apply from "
              "2 February 2025."],
)
EN_ENTITIES = {"question_entities": [{"name": "AI Act", "type": "law"}],
               "answer_entities": [{"name": "AI Act", "type": "law"},
                                   {"name": "European AI Office", "type": "organization"}],
               "context_entities": [{"name": "European Union", "type": "organization"},
                                    {"name": "AI Act", "type": "law"}]}


def _evaluator(url: str, combined: bool = True, budget: float = 60) -> Evaluator:
    settings = Settings().with_overrides(**{
        "backends.llm.host": url, "backends.llm.model": MODEL, "backends.llm.combined_call": combined,
        "backends.embeddings.provider": "char-ngram", "evaluation.performance.timeout_seconds": budget,
    })
    return Evaluator(settings, BackendSet(OllamaJudge(url, MODEL, timeout=budget), CharNgramEmbedder(), None))


def _props(request) -> set:
    return set((request.get("format") or {}).get("properties", {}))


def _prompt(request) -> str:
    return "".join(m.get("content", "") for m in request.get("messages") or [])


@pytest.fixture
def stub():
    with OllamaStub(models=(MODEL,)) as s:
        yield s


def test_the_sample_set_costs_one_call_per_sample_and_every_record_names_the_judge(stub):
    stub.set_router(route)
    samples = [r.sample for r in load_dataset(ROOT / "data" / "samples" / "policy_qa.jsonl").valid]
    ev = _evaluator(stub.url)
    try:
        batch = ev.evaluate_batch(samples, workers=2)
    finally:
        ev.close()
    calls = len(stub.calls("/api/chat"))
    assert batch.error_count == 0 and calls / len(samples) <= 1.05, (calls, len(samples))
    for r in batch.results:
        assert r.backends["llm"] == JUDGE
        for dim in ("entity_coverage", "sufficiency", "faithfulness", "hallucination"):
            assert r.provenance[dim].backend == JUDGE and r.provenance[dim].status in ("ok", "partial"), dim
    assert sum(r.usage["llm_calls"] for r in batch.results) == calls
    assert ev.pipeline.combined_calls == len(samples) and ev.pipeline.combined_fallbacks == 0


def test_the_combined_reply_is_checked_like_the_two_replies_spans_located_entities_parsed(stub):
    def canned(request):
        verdicts = verdicts_for(request)
        verdicts["verdications"][0].update(score=0.0, unsupported_spans=[
            {"text": "100万元", "kind": "number", "reason": "上下文说不再规定最低注册资本"},
            {"text": "500万元", "kind": "number", "reason": "not in the sentence: dropped"}])
        verdicts["verdications"][1].update(score=0.0, unsupported_spans=[
            {"text": "需要", "kind": "negation", "reason": "上下文说不再要求验资报告"}])
        return Reply.json({**ENTITIES, **verdicts})

    stub.set_router(canned)
    ev = _evaluator(stub.url)
    try:
        result = ev.evaluate(SAMPLE)
    finally:
        ev.close()
    (request,) = stub.calls("/api/chat")
    assert {"question_entities", "answer_entities", "context_entities", "verdications"} <= _props(request)
    spans = [s for v in result.sentence_verdicts for s in v.unsupported_spans]
    assert [(s.text, s.kind) for s in spans] == [("100万元", "number"), ("需要", "negation")]
    assert all(SAMPLE.answer[s.start:s.end] == s.text for s in spans)  # located in the answer
    merge = result.dimensions["faithfulness"].details["llm_merge"]
    assert merge["dropped_spans"] == 1 and merge["dropped"][0]["why"] == "not_in_sentence"
    ea = result.entity_analysis
    assert ea["question_entities"] == ["注册资本"] and "验资报告" in ea["answer_entities"]
    assert "国家注册资本管理局" in ea["dropped_llm_entities"]  # not in the answer: removed, as on the two-call path
    assert result.backends["entities"] == result.backends["faithfulness_judge"] == JUDGE
    # usage: one call, the token counts the server reported (the stub counts a quarter of the characters)
    assert result.usage == {"llm_calls": 1, "prompt_tokens": len(_prompt(request)) // 4,
                            "output_tokens": result.usage["output_tokens"], "cached_calls": 0}
    assert result.usage["output_tokens"] > 0


def test_contexts_come_before_the_answer_specific_parts_of_the_prompt(stub):
    stub.set_router(route)
    other = EvaluationSample("验资报告还需要吗？", "不再需要验资报告。", SAMPLE.contexts)
    ev = _evaluator(stub.url)
    try:
        ev.evaluate(SAMPLE)
        ev.evaluate(other)
    finally:
        ev.close()
    first, second = (_prompt(r) for r in stub.calls("/api/chat"))
    shared = first.index("[问题-开始]")
    assert first[:shared] == second[:shared] and SAMPLE.contexts[0] in first[:shared]  # one cacheable prefix
    assert first.index("[上下文-结束]") < first.index("[问题-开始]") < first.index("[回答-开始]")


def test_garbage_for_the_combined_schema_falls_back_to_the_two_calls_labelled_and_counted(stub):
    def no_combined(request):
        if {"question_entities", "verdications"} <= _props(request):
            return Reply.text("I cannot answer in that format.")
        return route(request)

    stub.set_router(no_combined)
    ev = _evaluator(stub.url)
    try:
        result = ev.evaluate(SAMPLE)
    finally:
        ev.close()
    kinds = [frozenset(_props(r)) for r in stub.calls("/api/chat")]
    combined = [k for k in kinds if {"question_entities", "verdications"} <= k]
    assert len(combined) == 2 and len(kinds) == 4   # asked twice (unusable JSON), then one call per part
    assert ev.pipeline.combined_fallbacks == 1 and ev.pipeline.combined_calls == 0
    d = result.to_dict()
    call = d["detailed_analysis"]["faithfulness"]["judge_call"]
    assert call["mode"] == "two-call" and "unusable JSON" in call["combined_unusable"] and call["llm_calls"] == 4
    for dim in ("entity_coverage", "sufficiency", "faithfulness", "hallucination"):
        prov = d["provenance"][dim]
        assert prov["backend"] == JUDGE and prov["status"] == "ok", dim
        assert "two-call path" in prov["reason"] and "combined" in prov["reason"], dim
    assert [v.supported for v in result.sentence_verdicts] == [0, 0]
    assert result.usage["llm_calls"] == 4   # the unusable replies were paid for too


def test_a_combined_reply_without_any_verdict_falls_back_too(stub):
    def empty_verdicts(request):
        if {"question_entities", "verdications"} <= _props(request):
            return Reply.json({**ENTITIES, "verdications": []})
        return route(request)

    stub.set_router(empty_verdicts)
    ev = _evaluator(stub.url)
    try:
        result = ev.evaluate(SAMPLE)
    finally:
        ev.close()
    assert len(stub.calls("/api/chat")) == 3 and ev.pipeline.combined_fallbacks == 1
    judge_call = result.dimensions["faithfulness"].details["judge_call"]
    assert "no verdict" in judge_call["combined_unusable"]
    assert result.dimensions["faithfulness"].status == "ok" and result.usage["llm_calls"] == 3


def _en_route(request):
    props = _props(request)
    verdicts = {"verdications": [
        {"index": i, "sentence": s, "sentence_supported_reasoning": "The contexts say so." if i == 1 else
         "The contexts do not name an enforcer.", "sentence_supported_verdication": int(i == 1),
         "score": float(i == 1), "unsupported_spans": [] if i == 1 else [
             {"text": "European AI Office", "kind": "entity", "reason": "not in the contexts"}]}
        for i, s in enumerate(prompt_sentences(request), 1)]}
    if "question_entities" in props and "verdications" in props:
        return Reply.json({**EN_ENTITIES, **verdicts})
    return Reply.json(EN_ENTITIES if "question_entities" in props else verdicts)


@pytest.mark.parametrize("combined", [True, False])
def test_an_english_answer_gets_english_instructions_and_schemas(stub, combined):
    stub.set_router(_en_route)
    ev = _evaluator(stub.url, combined=combined)
    try:
        result = ev.evaluate(EN_SAMPLE)
    finally:
        ev.close()
    requests = stub.calls("/api/chat")
    assert len(requests) == (1 if combined else 2)
    for request in requests:
        assert not HAN.findall(_prompt(request)), HAN.findall(_prompt(request))[:10]    # no Chinese around it
        assert not HAN.findall(json.dumps(request["format"], ensure_ascii=False))        # nor in the schema
        assert "Output only a JSON object" in _prompt(request) and "[Answer-begin]" in _prompt(request)
    assert result.language == "en"
    assert result.provenance["faithfulness"].backend == JUDGE and result.provenance["faithfulness"].status == "ok"
    assert [v.supported for v in result.sentence_verdicts] == [1, 0]
    span = result.sentence_verdicts[1].unsupported_spans[0]
    assert EN_SAMPLE.answer[span.start:span.end] == "European AI Office" and span.kind == "entity"
    # the English types are read as seed 000's
    checks = {c["entity"]: c.get("type") for c in result.entity_analysis["answer_entity_checks"]}
    assert checks.get("European AI Office") == "机构组织" and checks.get("AI Act") == "法律条款"


def test_a_chinese_answer_keeps_the_chinese_prompt(stub):
    stub.set_router(route)
    ev = _evaluator(stub.url)
    try:
        ev.evaluate(SAMPLE)
    finally:
        ev.close()
    (request,) = stub.calls("/api/chat")
    assert "只输出符合给定JSON schema的JSON对象" in _prompt(request) and "[回答-开始]" in _prompt(request)
    assert "Output only" not in _prompt(request)


def test_calls_per_sample_before_a_run_follow_the_switch(stub):
    one, two = _evaluator(stub.url), _evaluator(stub.url, combined=False)
    offline = Evaluator(Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram"}),
                        BackendSet(None, CharNgramEmbedder(), None))
    try:
        assert (one.llm_calls_per_sample(), two.llm_calls_per_sample(), offline.llm_calls_per_sample()) == (1, 2, 0)
        assert one.llm_calls_per_sample(["f1"]) == 2
        # offline: no call, tokens unknown (None, not 0), in the result and at the top of a run record
        result = offline.evaluate(SAMPLE)
    finally:
        for ev in (one, two, offline):
            ev.close()
    assert result.usage == {"llm_calls": 0, "prompt_tokens": None, "output_tokens": None, "cached_calls": 0}
    assert result.to_dict()["usage"] == result.usage
    row = next(iter(load_dataset(ROOT / "data" / "samples" / "policy_qa_small.jsonl").valid))
    assert result_record(row, result, None)["usage"] == result.usage
    assert result_record(row, None, {"error": "x"})["usage"] is None


def test_a_judge_that_never_writes_the_combined_schema_is_asked_two_calls_after_three_strikes(stub):
    def no_combined(request):
        if {"question_entities", "verdications"} <= _props(request):
            return Reply.text("not json")
        return route(request)

    stub.set_router(no_combined)
    samples = [EvaluationSample(f"{SAMPLE.question}（{i}）", SAMPLE.answer, SAMPLE.contexts) for i in range(5)]
    ev = _evaluator(stub.url)
    try:
        batch = ev.evaluate_batch(samples, workers=1)
    finally:
        ev.close()
    # three samples: 2 unusable combined replies + 2 calls each; then two calls each, no combined call wasted
    assert len(stub.calls("/api/chat")) == 3 * 4 + 2 * 2
    assert ev.pipeline.combined_fallbacks == 3 and "3 samples in a row" in ev.pipeline.combined_off
    calls = [r.dimensions["faithfulness"].details["judge_call"] for r in batch.results]
    assert [c["mode"] for c in calls] == ["two-call"] * 5
    assert all("combined_unusable" in c for c in calls[:3]) and all("combined_off" in c for c in calls[3:])
    assert [r.usage["llm_calls"] for r in batch.results] == [c["llm_calls"] for c in calls] == [4, 4, 4, 2, 2]
    for r in batch.results:
        assert r.provenance["faithfulness"].status == "ok" and "two-call path" in r.provenance["faithfulness"].reason


def test_the_answer_support_metric_judges_an_english_answer_in_english_and_its_call_is_in_the_usage(stub):
    stub.set_router(_en_route)
    ev = _evaluator(stub.url, budget=120)   # the metric's offline work (English model loaded) runs before its call
    try:
        result = ev.evaluate(EN_SAMPLE, metrics="answer_supported_precision")
    finally:
        ev.close()
    requests = stub.calls("/api/chat")
    assert len(requests) == 2 == result.usage["llm_calls"]   # the combined core call + the metric's own call
    assert result.dimensions["faithfulness"].details["judge_call"]["llm_calls"] == 1
    assert result.extra_metrics["answer_supported_precision"]["details"]["llm_status"] == "ok"
    for request in requests:
        assert not HAN.findall(_prompt(request)) and "[Answer-begin]" in _prompt(request)
