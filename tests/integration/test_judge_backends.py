"""The judges through the real clients against scripted servers on 127.0.0.1: per-call timeout, the shared
breaker, counters that count answers only, provenance of cached answers, cache keys per host, no credentials."""
import re
import time
from datetime import datetime, timezone

import pytest
from pydantic import BaseModel

from earag.answerer import RagEndpoint
from earag.backends.cache import CachedLLM, ResponseCache
from earag.backends.embeddings.local import CharNgramEmbedder
from earag.backends.factory import BackendSet
from earag.backends.llm import Completion, complete
from earag.backends.llm.breaker import breaker_for
from earag.backends.llm.ollama import OllamaJudge
from earag.backends.llm.openai import OpenAIJudge
from earag.errors import BackendTimeout, BackendUnavailable
from earag.metrics.llm_fallback import judge_prompt, llm_scorer, two_layer
from tests.support.ollama_stub import OllamaStub, Reply
from tests.support.openai_stub import OpenAIStub
from tests.support.openai_stub import Reply as OpenAIReply

MODEL = "qwen2.5:7b"


class Verdict(BaseModel):
    supported: int
    reason: str


def answering_as(tag):
    return lambda body: Reply.json({"supported": 1, "reason": tag})


@pytest.fixture
def stub():
    with OllamaStub(models=(MODEL,)) as s:
        s.set_router(answering_as("A"))
        yield s


# --- the Ollama judge honours the per-call timeout ----------------------------------------------------------------
def test_ollama_per_call_timeout_ends_the_call_not_the_clients_default(stub):
    stub.set_router(lambda body: Reply.slow(120, Reply.json({"supported": 1, "reason": "迟到"})))
    judge = OllamaJudge(stub.url, MODEL, timeout=60)
    t0 = time.perf_counter()
    with pytest.raises(BackendTimeout, match=r"did not answer within 0\.5 s"):
        judge.complete_json("x", Verdict, timeout=0.5)
    assert time.perf_counter() - t0 < 30  # no hang: far below the client's 60 s and the 120 s reply
    assert (judge.attempts, judge.calls, judge.failures) == (1, 0, 1)


# --- counters count answers only --------------------------------------------------------------------------------
def test_calls_count_answers_attempts_count_requests(stub):
    stub.script(Reply.error(503, "busy"), Reply.json({"supported": 1, "reason": "ok"}))
    judge = OllamaJudge(stub.url, MODEL, timeout=5, retries=1, backoff=0.01)
    assert judge.complete_json("x", Verdict).supported == 1
    assert (judge.attempts, judge.calls, judge.failures) == (2, 1, 0)
    stub.kill()
    try:
        with pytest.raises(BackendUnavailable, match="unreachable"):
            judge.complete_json("y", Verdict)
        assert (judge.attempts, judge.calls, judge.failures) == (4, 1, 1)  # sent and retried, never answered
    finally:
        breaker_for(judge).reset()


# --- the breaker, shared by every caller of the same judge ------------------------------------------------------
def test_breaker_opens_on_a_dead_server_then_probes_and_closes(stub):
    url = stub.url
    judge = OllamaJudge(url, MODEL, timeout=5)
    other = OllamaJudge(url, MODEL, timeout=5)  # e.g. the metrics' judge next to the evaluator's
    breaker = breaker_for(judge)
    assert breaker is breaker_for(other) and breaker is breaker_for(CachedLLM(other, ResponseCache(":memory:")))
    breaker.cooldown = 0.3
    try:
        stub.kill()
        with pytest.raises(BackendUnavailable, match="unreachable"):
            judge.complete_json("x", Verdict)
        assert breaker.state == "open"
        with pytest.raises(BackendUnavailable, match="skipped"):
            other.complete_json("x", Verdict)  # no request: the other caller sees the same open breaker
        assert (other.attempts, other.skipped) == (0, 1)
        stub.start()  # the server comes back on the same port
        deadline = time.monotonic() + 20
        while breaker.status().state == "open" and time.monotonic() < deadline:
            time.sleep(0.05)
        assert breaker.status().state == "half_open"
        assert other.complete_json("x", Verdict).reason == "A"  # the probe
        assert breaker.state == "closed" and len(stub.calls("/api/chat")) == 1
    finally:
        breaker.reset()
        breaker.cooldown = 5.0


def test_metrics_share_the_breaker_and_say_skipped(stub):
    url = stub.url
    stub.kill()
    llm = OllamaJudge(url, MODEL, timeout=5)
    try:
        prompt = judge_prompt("评估", ("高", "中", "低"), {"回答": "x"})
        for _ in range(3):
            _, details = two_layer(0.2, "retrieval_precision", llm_scorer(llm, prompt))
        assert details["llm_status"] == "unavailable" and "skipped" in details["llm_error"]
        assert (llm.attempts, llm.calls) == (1, 0)
    finally:
        breaker_for(llm).reset()


# --- cache: one row per host, hits labelled with the original backend and time -------------------------------------
def test_cache_key_separates_hosts_and_a_dead_port_is_not_answered_from_another(tmp_path):
    path = tmp_path / "c.sqlite"
    with OllamaStub(models=(MODEL,)) as a, OllamaStub(models=(MODEL,)) as b:
        a.set_router(answering_as("from A"))
        b.set_router(answering_as("from B"))
        on_a = CachedLLM(OllamaJudge(a.url, MODEL, timeout=5), ResponseCache(path))
        on_b = CachedLLM(OllamaJudge(b.url, MODEL, timeout=5), ResponseCache(path))
        assert on_a.complete_json("同一个问题", Verdict).reason == "from A"
        assert on_b.complete_json("同一个问题", Verdict).reason == "from B"
        assert on_a.cache.stats()["entries"] == 2 and len(a.calls()) == len(b.calls()) == 1
        assert on_a.complete_json("只问过A", Verdict).reason == "from A"
        b_url = b.url
        b.kill()
        dead = CachedLLM(OllamaJudge(b_url, MODEL, timeout=2), ResponseCache(path))
        try:
            with pytest.raises(BackendUnavailable, match="unreachable"):
                dead.complete_json("只问过A", Verdict)  # never A's answer
        finally:
            breaker_for(dead).reset()


def test_a_cache_hit_is_labelled_with_the_original_backend_and_time_even_when_the_server_is_down(stub, tmp_path):
    path = tmp_path / "c.sqlite"
    llm = CachedLLM(OllamaJudge(stub.url, MODEL, timeout=5), ResponseCache(path))
    before = datetime.now(timezone.utc).replace(microsecond=0)
    first = complete(llm, "问题", Verdict)
    assert isinstance(first, Completion) and first.value.reason == "A"
    assert (first.backend, first.cached, first.cache, first.cached_at) == (f"ollama:{MODEL}", False, "miss", None)
    url = stub.url
    stub.kill()
    rerun = CachedLLM(OllamaJudge(url, MODEL, timeout=2), ResponseCache(path))  # a new process, judge down
    hit = complete(rerun, "问题", Verdict)
    assert hit.value == first.value and hit.cached and hit.cache == "hit" and hit.backend == f"ollama:{MODEL}"
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", hit.cached_at)
    assert datetime.fromisoformat(hit.cached_at.replace("Z", "+00:00")) >= before
    assert hit.provenance()["cache"] == "hit"
    assert (rerun.calls, rerun.attempts, rerun.cache_hits) == (0, 0, 1)
    # the seed-003 metrics carry the same label
    prompt = judge_prompt("评估", ("高", "中", "低"), {"回答": "x"})
    CachedLLM(OllamaJudge(url, MODEL, timeout=2), ResponseCache(path)).cache.put(
        CachedLLM(OllamaJudge(url, MODEL), ResponseCache(path)).key(prompt.text, prompt.schema),
        '{"score": 0.9, "reason": "好"}', backend=f"ollama:{MODEL}")
    _, details = two_layer(0.2, "retrieval_precision", llm_scorer(rerun, prompt))
    assert details["llm_status"] == "ok" and details["llm_cache"] == "hit" and details["llm_cached_at"]
    assert details["llm_backend"] == f"ollama:{MODEL}"


# --- configured versus in use --------------------------------------------------------------------------------------
def test_describe_says_offline_for_a_configured_judge_that_does_not_answer(stub):
    live = BackendSet(OllamaJudge(stub.url, MODEL, timeout=5), CharNgramEmbedder(), None)
    assert live.describe()["llm"] == f"ollama:{MODEL}" == live.describe()["llm_configured"]
    url = stub.url
    stub.kill()
    dead = BackendSet(OllamaJudge(url, MODEL, timeout=2), CharNgramEmbedder(), None)
    described = dead.describe()
    assert described["llm"] == "offline" and described["llm_configured"] == f"ollama:{MODEL}"
    assert "unreachable" in described["notes"]["llm"] and described["fallback"]["llm"] is True


# --- no credentials in any message -----------------------------------------------------------------------------
def test_credentials_never_appear_in_messages_names_or_pings(stub):
    url = stub.url
    stub.kill()
    host = url.replace("http://", "http://earag:s3cretpw@")
    judge = OllamaJudge(host, MODEL, timeout=2)
    try:
        with pytest.raises(BackendUnavailable) as info:
            judge.complete_json("x", Verdict)
        texts = [str(info.value), judge.ping()["error"], repr(judge), judge.endpoint, str(judge.identity)]
        openai = OpenAIJudge(host + "/v1", "m", api_key="sk-live-123456", timeout=2, retries=0)
        with pytest.raises(BackendUnavailable) as info2:
            openai.complete_json("x", Verdict)
        texts += [str(info2.value), openai.ping()["error"], repr(openai)]
        rag = RagEndpoint(host + "/api/ask", timeout=2, headers={"Authorization": "Bearer tok-987654"})
        with pytest.raises(BackendUnavailable) as info3:
            rag.ask("问题")
        texts += [str(info3.value), rag.name]
        for text in texts:
            assert "s3cretpw" not in text and "sk-live-123456" not in text and "tok-987654" not in text, text
        assert "***@127.0.0.1" in rag.name
    finally:
        breaker_for(judge).reset()
        breaker_for(openai).reset()


def test_an_openai_server_echoing_the_key_in_an_error_has_it_redacted():
    with OpenAIStub(models=("m",)) as s:
        s.set_default(OpenAIReply.error(500, "upstream refused key sk-echo-424242"))
        judge = OpenAIJudge(s.base_url, "m", api_key="sk-echo-424242", timeout=5, retries=0)
        with pytest.raises(BackendUnavailable) as info:
            judge.complete_json("x", Verdict)
        assert "sk-echo-424242" not in str(info.value) and "***" in str(info.value)
        assert (judge.attempts, judge.calls) == (1, 0)


def test_embedding_cache_keys_hold_the_endpoint(tmp_path):
    from earag.backends.cache import CachedEmbedder
    from earag.backends.embeddings.ollama import OllamaEmbedder

    with OllamaStub(models=("bge-m3",)) as a, OllamaStub(models=("bge-m3",)) as b:
        cache = ResponseCache(tmp_path / "c.sqlite")
        on_a = CachedEmbedder(OllamaEmbedder(a.url, "bge-m3", timeout=5), cache)
        on_b = CachedEmbedder(OllamaEmbedder(b.url, "bge-m3", timeout=5), cache)
        assert on_a.key("文本") != on_b.key("文本")
        on_a.embed(["文本"])
        on_b.embed(["文本"])
        assert len(a.calls("/api/embed")) == len(b.calls("/api/embed")) == 1 and cache.stats()["entries"] == 2
