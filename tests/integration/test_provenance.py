"""Every number says what produced it: the judge that actually answered, a cache hit with its origin, a partial
judgement, and no LLM claim when the configured judge is down — through the real `ollama` client."""
import json
import socket

import pytest

from earag.config import Settings
from earag.evaluator import Evaluator
from earag.messages import in_language
from tests.support.ollama_stub import OllamaStub, Reply
from tests.support.scenarios import ENTITIES, MODEL, SAMPLE, VERDICTS, combined_router
from ui.charts.provenance import provenance_reason
from ui.records import read_result

JUDGED = ("entity_coverage", "sufficiency", "faithfulness", "hallucination")


def _settings(tmp_path, host, **overrides):
    return Settings().with_overrides(**{
        "backends.cache.path": str(tmp_path / "cache.sqlite"), "backends.embeddings.provider": "char-ngram",
        "backends.llm.host": host, "backends.llm.model": MODEL, "backends.llm.retries": 0,
        "evaluation.performance.timeout_seconds": 5, **overrides,
    })


def _dead_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@combined_router
def _route_partial(request):
    props = (request.get("format") or {}).get("properties", {})
    if "question_entities" in props:
        return Reply.json(ENTITIES)
    return Reply.json({"verdications": VERDICTS["verdications"][:1]})  # sentence 2 skipped


@combined_router
def _route(request):
    props = (request.get("format") or {}).get("properties", {})
    return Reply.json(ENTITIES if "question_entities" in props else VERDICTS)


def test_unreachable_judge_is_never_claimed(tmp_path):
    ev = Evaluator(_settings(tmp_path, f"http://127.0.0.1:{_dead_port()}"))
    try:
        d = ev.evaluate(SAMPLE).to_dict()
    finally:
        ev.close()
    assert d["backends"]["llm"] == "offline"
    assert d["backends_configured"]["llm"] == f"ollama:{MODEL}"
    assert "ollama" not in d["backends"]["faithfulness_judge"] and "ollama" not in d["backends"]["entities"]
    for dim in JUDGED:
        prov = d["provenance"][dim]
        assert prov["status"] == "fallback", dim
        assert prov["reason"] and "ollama" not in prov["backend"], dim
        assert d["detailed_analysis"][dim]["status"] == "fallback"
    # the English error text is stored; its code makes the Chinese UI show it in Chinese (not through a regex)
    prov = d["provenance"]["faithfulness"]
    assert prov["reason"].endswith(")") and " is unreachable (" in prov["reason"]
    assert prov["reason_messages"][0]["code"] == "backend.unreachable"
    shown = provenance_reason(read_result(d).provenance["faithfulness"], "zh")
    assert "无法连接（" in shown and "is unreachable" not in shown


def test_answering_judge_is_named_and_a_cached_rerun_says_cache(tmp_path):
    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(_route)
        settings = _settings(tmp_path, stub.url)
        first = Evaluator(settings).evaluate(SAMPLE).to_dict()
        assert first["backends"]["llm"] == f"ollama:{MODEL}"
        assert first["provenance"]["faithfulness"]["status"] == "ok"
        assert first["provenance"]["faithfulness"]["backend"] == f"ollama:{MODEL}"
        calls = len(stub.calls("/api/chat"))
        second = Evaluator(settings).evaluate(SAMPLE).to_dict()
        assert len(stub.calls("/api/chat")) == calls  # served from the cache
    prov = second["provenance"]["faithfulness"]
    assert prov["status"] == "cache"
    assert prov["cache"]["backend"] == f"ollama:{MODEL}" and prov["cache"]["cached_at"]
    assert prov["reason"] == f"cached answer of ollama:{MODEL}"   # the stored text, with its code beside it
    assert in_language(prov, "zh")["reason"] == f"ollama:{MODEL} 的缓存回答"
    assert second["detailed_analysis"]["faithfulness"]["status"] == "cache"
    assert second["backends"]["llm"] == f"ollama:{MODEL} (cache)"  # no fresh judgement is claimed
    assert second["overall_score"] == first["overall_score"]


def test_cache_of_one_host_never_answers_for_another(tmp_path):
    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(_route)
        Evaluator(_settings(tmp_path, stub.url)).evaluate(SAMPLE)
    # same cache file, same prompt and model, another (dead) host: no cached answer may stand in for it
    d = Evaluator(_settings(tmp_path, f"http://127.0.0.1:{_dead_port()}")).evaluate(SAMPLE).to_dict()
    assert d["provenance"]["faithfulness"]["status"] == "fallback"
    assert d["backends"]["llm"] == "offline"


def test_a_judge_that_skips_sentences_is_partial_with_counts(tmp_path):
    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(_route_partial)
        r = Evaluator(_settings(tmp_path, stub.url, **{"backends.cache.enabled": False})).evaluate(SAMPLE)
    prov = r.to_dict()["provenance"]["faithfulness"]
    assert prov["status"] == "partial"
    assert prov["partial"] == {"judged": 1, "total": 2}
    assert r.sentence_verdicts[0].judge.startswith("llm") and r.sentence_verdicts[1].judge == "offline"
    assert r.dimensions["hallucination"].status == "partial"


@pytest.mark.parametrize("contexts", [[], ["   "]])
def test_no_contexts_is_a_note_not_a_hallucination_verdict(tmp_path, contexts):
    settings = Settings().with_overrides(**{"backends.llm.provider": "none",
                                            "backends.embeddings.provider": "char-ngram"})
    r = Evaluator(settings).evaluate(SAMPLE.__class__(SAMPLE.question, SAMPLE.answer, contexts))
    d = r.to_dict()
    assert "未提供上下文" in d["notes"]
    assert d["dimension_scores"]["hallucination"] is None and d["dimension_scores"]["faithfulness"] is None
    assert d["provenance"]["faithfulness"]["status"] == "unavailable"
    assert any(f["code"] == "no_contexts" for f in d["findings"])
    assert not any(f["code"] in ("hallucination_detected", "high_risk") for f in d["findings"])
    assert d["entity_analysis"]["unsupported_entities"] == []  # nothing can be called invented without contexts
    assert "未提供上下文" in d["diagnosis"]


def test_cli_summary_says_what_actually_ran_when_the_judge_is_down(tmp_path, capsys, monkeypatch):
    from earag.cli import main as cli_main

    monkeypatch.setenv("OLLAMA_HOST", f"http://127.0.0.1:{_dead_port()}")
    monkeypatch.setenv("EARAG_CACHE_PATH", str(tmp_path / "cache.sqlite"))
    data = tmp_path / "in.jsonl"
    data.write_text(json.dumps({"question": SAMPLE.question, "answer": SAMPLE.answer, "contexts": SAMPLE.contexts},
                               ensure_ascii=False) + "\n", encoding="utf-8")
    assert cli_main(["evaluate", str(data), "-o", str(tmp_path / "out.jsonl")]) == 0
    out = capsys.readouterr()
    assert "backends used: llm: offline (1)" in out.out
    assert f"the configured judge (ollama:{MODEL}) did not answer for 1 of 1 records" in out.out
    assert "llm=offline" in out.err
    record = json.loads((tmp_path / "out.jsonl").read_text(encoding="utf-8").splitlines()[0])["earag_evaluation"]
    assert record["backends"]["llm"] == "offline" and record["backends_configured"]["llm"] == f"ollama:{MODEL}"


def test_a_judge_that_contradicts_the_offline_checks_is_flagged_not_silently_believed(tmp_path):
    from tests.support.scenarios import prompt_sentences

    @combined_router
    def always_supported(request):
        props = (request.get("format") or {}).get("properties", {})
        if "question_entities" in props:
            return Reply.json(ENTITIES)
        return Reply.json({"verdications": [
            {"index": i, "sentence": s, "sentence_supported_reasoning": "支持", "sentence_supported_verdication": 1,
             "score": 1.0, "unsupported_spans": []} for i, s in enumerate(prompt_sentences(request), 1)]})

    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(always_supported)
        r = Evaluator(_settings(tmp_path, stub.url, **{"backends.cache.enabled": False})).evaluate(SAMPLE)
    d = r.to_dict()
    assert d["provenance"]["faithfulness"]["status"] == "ok"  # the LLM did answer: its verdict stands …
    flagged = [f for f in d["findings"] if f["code"] == "judge_disagreement"]
    assert flagged and flagged[0]["params"]["sentences"] == [1, 2]  # … but the conflict is on the record
    assert any("不一致" in n for n in d["notes"]) and "人工复核" in d["diagnosis"]


def test_without_contexts_no_sentence_is_judged():
    settings = Settings().with_overrides(**{"backends.llm.provider": "none",
                                            "backends.embeddings.provider": "char-ngram"})
    r = Evaluator(settings).evaluate(SAMPLE.__class__(SAMPLE.question, SAMPLE.answer, []))
    assert r.sentence_verdicts and all(v.judge == "none" and v.score is None for v in r.sentence_verdicts)
    assert all(not v.unsupported_spans for v in r.sentence_verdicts)
