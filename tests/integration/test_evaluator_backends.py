"""The evaluator built from configuration alone: Ollama with retries and the response cache, the OpenAI judge."""

from earag.backends.factory import build_backends
from earag.config import Settings
from earag.evaluator import Evaluator
from tests.support.ollama_stub import OllamaStub, Reply
from tests.support.openai_stub import OpenAIStub
from tests.support.openai_stub import Reply as OAReply
from tests.support.scenarios import MODEL, SAMPLE, route


def _settings(tmp_path, **overrides):
    return Settings().with_overrides(**{
        "backends.cache.path": str(tmp_path / "cache.sqlite"), "backends.embeddings.provider": "char-ngram",
        **overrides,
    })


def test_second_run_of_a_dataset_makes_zero_llm_calls(tmp_path):
    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(route)
        settings = _settings(tmp_path, **{"backends.llm.host": stub.url, "backends.llm.model": MODEL})
        samples = [SAMPLE, SAMPLE.__class__("小微企业所得税优惠？", "减按25%计入应纳税所得额。", ["减按25%计入应纳税所得额。"])]
        first = Evaluator(settings).evaluate_batch(samples)
        calls_first = len(stub.calls("/api/chat"))
        assert calls_first == 2  # two samples, one combined judge call each
        ev2 = Evaluator(settings)  # a new process would build a new evaluator over the same cache file
        second = ev2.evaluate_batch(samples)
        assert len(stub.calls("/api/chat")) == calls_first  # zero new LLM calls
        assert ev2.backends.llm.hits == 2 and ev2.backends.llm.misses == 0
        assert [r.usage for r in second.results] == [{"llm_calls": 0, "prompt_tokens": None, "output_tokens": None,
                                                      "cached_calls": 1}] * 2
        assert [r.overall_score for r in second.results] == [r.overall_score for r in first.results]
        assert second.results[0].backends["faithfulness_judge"] == f"ollama:{MODEL}"


def test_ollama_5xx_is_retried_4xx_is_not(tmp_path):
    with OllamaStub(models=(MODEL,)) as stub:
        stub.script(Reply.error(503, "loading model"))
        stub.set_router(route)
        settings = _settings(tmp_path, **{"backends.llm.host": stub.url, "backends.llm.model": MODEL,
                                          "backends.cache.enabled": False, "backends.llm.backoff_seconds": 0.05})
        ev = Evaluator(settings)
        r = ev.evaluate(SAMPLE)
        assert {d.status for d in r.dimensions.values()} == {"ok"}
        assert len(stub.calls("/api/chat")) == 2  # one 503 retried, then the one combined answer
    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_default(Reply.error(400, "bad request"))
        settings = settings.with_overrides(**{"backends.llm.host": stub.url})
        r = Evaluator(settings).evaluate(SAMPLE)
        # no retry of a 4xx: the combined prompt once, then (a refused request is about the request, e.g. too long
        # a prompt) the two-call path's two shorter prompts once each
        assert len(stub.calls("/api/chat")) == 3
        assert r.dimensions["faithfulness"].status == "fallback"


def test_openai_compatible_judge_from_configuration(tmp_path, monkeypatch):
    monkeypatch.setenv("TEST_OPENAI_KEY", "sk-test")
    with OpenAIStub(models=(MODEL,), api_key="sk-test") as stub:
        stub.set_router(lambda req: OAReply.text(route({"format": req["response_format"]["json_schema"]["schema"], "messages": req.get("messages")}).content)
                        if req.get("response_format", {}).get("type") == "json_schema" else None)
        settings = _settings(tmp_path, **{"backends.llm.provider": "openai", "backends.llm.base_url": stub.base_url,
                                          "backends.llm.model": MODEL, "backends.llm.api_key_env": "TEST_OPENAI_KEY"})
        backends = build_backends(settings)
        assert backends.llm.name == f"openai:{MODEL}"
        r = Evaluator(settings, backends).evaluate(SAMPLE)
        assert r.backends["faithfulness_judge"] == f"openai:{MODEL}"
        assert [v.supported for v in r.sentence_verdicts] == [0, 0]
        assert all(req["headers"]["authorization"] == "Bearer sk-test" for req in stub.requests if req["path"].endswith("completions"))
