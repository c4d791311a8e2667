"""`backends.llm.hosts`: one judge over several servers of the same model (issue 11, "Several judge endpoints").
Calls go to the least busy host; a host killed mid-run is taken out (its breaker opens) and the others judge every
row; started again, it is probed back in. Scripted Ollama / OpenAI-compatible servers on 127.0.0.1, real clients."""
import threading
import time

import pytest

from earag.backends.factory import build_backends
from earag.backends.llm.breaker import breaker_for, reset_breakers
from earag.backends.llm.hosts import HostPool
from earag.config import NO_KEY, build_settings, load_settings
from earag.errors import ConfigError
from earag.evaluator import Evaluator
from earag.messages import in_language
from earag.metrics.llm_fallback import LLMScore
from earag.types import EvaluationSample
from tests.support.ollama_stub import OllamaStub, Reply
from tests.support.openai_stub import OpenAIStub
from tests.support.openai_stub import Reply as OpenAIReply
from tests.support.scenarios import MODEL, SAMPLE, route

CORE = ("entity_coverage", "faithfulness", "sufficiency", "hallucination")


@pytest.fixture(autouse=True)
def _fresh_breakers():
    reset_breakers()
    yield
    reset_breakers()


def _samples(n: int, tag: str = "") -> list[EvaluationSample]:
    return [EvaluationSample(question=f"{SAMPLE.question}（{tag}{i}）", answer=SAMPLE.answer, contexts=SAMPLE.contexts)
            for i in range(n)]


def _settings(tmp_path, hosts, **overrides):
    return load_settings(environ={"EARAG_LLM_HOSTS": ",".join(hosts), "EARAG_LLM_MODEL": MODEL}).with_overrides(**{
        "backends.cache.path": str(tmp_path / "cache.sqlite"), "backends.cache.enabled": False,
        "backends.embeddings.provider": "char-ngram", "backends.llm.retries": 0,
        "evaluation.performance.timeout_seconds": 20, "backends.llm.timeout_seconds": 20, **overrides})


class Held:
    """A router that holds each request a moment, so that the requests of several workers overlap."""

    def __init__(self, hold: float = 0.05):
        self.hold = hold

    def __call__(self, request):
        time.sleep(self.hold)
        return route(request)


def _judged_by_llm(result) -> bool:
    d = result.to_dict()
    return all(d["provenance"][dim]["status"] == "ok" for dim in CORE) and d["backends"]["llm"] == f"ollama:{MODEL}"


def test_calls_are_spread_over_the_hosts_and_each_record_names_its_host(tmp_path):
    with OllamaStub(models=(MODEL,)) as a, OllamaStub(models=(MODEL,)) as b, OllamaStub(models=(MODEL,)) as c:
        stubs = (a, b, c)
        for s in stubs:
            s.set_router(Held())
        settings = _settings(tmp_path, [s.url for s in stubs], **{"evaluation.performance.parallel_workers": 3})
        ev = Evaluator(settings, build_backends(settings))
        assert isinstance(ev.backends.llm, HostPool)
        batch = ev.evaluate_batch(_samples(12), workers=3)
        per_host = [len(s.calls("/api/chat")) for s in stubs]
        status = ev.backends.llm.host_status()
        ev.close()
    assert sum(per_host) == 12 and all(n >= 2 for n in per_host), per_host  # least in flight: near even
    assert [h["served"] for h in status] == per_host and all(h["state"] == "closed" for h in status)
    urls = {s.url for s in stubs}
    for r in batch.results:
        assert _judged_by_llm(r)
        d = r.to_dict()
        # backend stays the judge's name (what comparisons key on); endpoint says which server answered
        assert d["provenance"]["faithfulness"]["backend"] == f"ollama:{MODEL}"
        assert d["provenance"]["faithfulness"]["endpoint"] in urls
    assert {r.to_dict()["provenance"]["faithfulness"]["endpoint"] for r in batch.results} == urls


def test_a_host_killed_mid_run_is_taken_out_and_probed_back_in(tmp_path):
    with OllamaStub(models=(MODEL,)) as a, OllamaStub(models=(MODEL,)) as b, OllamaStub(models=(MODEL,)) as c:
        served = {"n": 0}
        lock = threading.Lock()

        def dies_on_its_third_request(request):
            with lock:
                served["n"] += 1
                if served["n"] == 3:
                    return Reply.kill()  # the server dies while answering: connection closed, then refused
            return Held()(request)

        a.set_router(Held())
        b.set_router(dies_on_its_third_request)
        c.set_router(Held())
        settings = _settings(tmp_path, [a.url, b.url, c.url], **{"evaluation.performance.parallel_workers": 3})
        ev = Evaluator(settings, build_backends(settings))
        pool = ev.backends.llm
        host_b = pool.judges[1]

        first = ev.evaluate_batch(_samples(12, "a"), workers=3)
        assert not b.running  # it died mid-run …
        assert all(_judged_by_llm(r) for r in first.results)  # … and the others judged every row, that one too
        assert breaker_for(host_b).state in ("open", "half_open")
        assert breaker_for(pool).state == "closed"  # the judge as a whole is up: two of three hosts answer
        asked_b = len(b.calls("/api/chat"))
        assert asked_b >= 3  # the third, and any other already on its way when it died

        sent_to_b = host_b.attempts
        second = ev.evaluate_batch(_samples(6, "b"), workers=3)  # B down: no call goes to it while its circuit is open
        assert all(_judged_by_llm(r) for r in second.results)
        assert host_b.attempts - sent_to_b <= 1  # at most the one probe after the cool-down (a slow machine)
        assert all(r.to_dict()["provenance"]["faithfulness"]["endpoint"] != b.url for r in second.results)

        b.start()  # "Ollama came back", on the same port
        breaker_for(host_b).cooldown = 0.2  # the probe after a short cool-down (5 s by default), not a faked state
        time.sleep(0.3)
        third = ev.evaluate_batch(_samples(9, "c"), workers=3)
        ev.close()
    assert all(_judged_by_llm(r) for r in third.results)
    assert len(b.calls("/api/chat")) > asked_b  # probed, answered, back in rotation
    assert breaker_for(host_b).state == "closed"
    assert b.url in {r.to_dict()["provenance"]["faithfulness"]["endpoint"] for r in third.results}


def test_every_host_down_falls_back_with_the_reason_of_each(tmp_path):
    with OllamaStub(models=(MODEL,)) as a, OllamaStub(models=(MODEL,)) as b:
        urls = [a.url, b.url]
    settings = _settings(tmp_path, urls)  # both stopped: connection refused
    ev = Evaluator(settings, build_backends(settings))
    d = ev.evaluate(SAMPLE).to_dict()
    again = ev.evaluate(_samples(1, "x")[0]).to_dict()  # both circuits open now: skipped, no new connection
    state = ev.backends.llm_state(ping=False)
    ev.close()
    prov = d["provenance"]["faithfulness"]
    assert prov["status"] == "fallback" and d["backends"]["llm"] == "offline"
    assert all(u in prov["reason"] for u in urls), prov["reason"]
    assert "skipped" in again["provenance"]["faithfulness"]["reason"]
    assert state["in_use"] == "offline" and "all 2 hosts are down" in state["reason"]
    # the pool's refusal is a message code: the stored English as before, the reader's language on request
    skipped = in_language(again, "zh")["provenance"]["faithfulness"]["reason"]
    assert "熔断已打开" in skipped and "全部 2 个主机都不可用" in skipped, skipped


def test_the_cache_key_does_not_depend_on_the_host_that_answered(tmp_path):
    """Same model and prompt: one cache entry whichever host served it; the hosts' order does not matter."""
    with OllamaStub(models=(MODEL,)) as a, OllamaStub(models=(MODEL,)) as b:
        for s in (a, b):
            s.set_router(route)
        settings = _settings(tmp_path, [a.url, b.url], **{"backends.cache.enabled": True})
        first = Evaluator(settings, build_backends(settings)).evaluate(SAMPLE).to_dict()
        answered = first["provenance"]["faithfulness"]["endpoint"]
        assert answered in (a.url, b.url)
        (a if answered == a.url else b).kill()  # the host that answered is gone; the other one is up
        swapped = _settings(tmp_path, [b.url, a.url], **{"backends.cache.enabled": True})
        backends = build_backends(swapped)
        calls = len(a.calls("/api/chat")) + len(b.calls("/api/chat"))
        second = Evaluator(swapped, backends).evaluate(SAMPLE).to_dict()
        assert len(a.calls("/api/chat")) + len(b.calls("/api/chat")) == calls  # no host was asked again
    prov = second["provenance"]["faithfulness"]
    assert prov["status"] == "cache" and prov["cache"]["backend"] == f"ollama:{MODEL}"
    assert "endpoint" not in prov  # a stored answer: no server answered now
    assert second["overall_score"] == first["overall_score"]


def test_openai_compatible_hosts_spread_and_survive_a_dead_one(tmp_path, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-key-123")
    with OpenAIStub(models=(MODEL,), api_key="sk-test-key-123") as a, \
            OpenAIStub(models=(MODEL,), api_key="sk-test-key-123") as b:
        for s in (a, b):
            s.set_router(lambda r: OpenAIReply.json({"score": 0.75, "reason": "理由"}))
        dead = OllamaStub().start()
        dead_url = dead.url
        dead.kill()
        settings = _settings(tmp_path, [a.base_url, f"{dead_url}/v1", b.base_url],
                             **{"backends.llm.provider": "openai"})
        pool = build_backends(settings).llm
        answers = [pool.complete(f"打分 {i}", LLMScore, timeout=10) for i in range(6)]
        ping = pool.ping()
        pool.close()
    assert all(x.value.score == 0.75 and x.backend == f"openai:{MODEL}" for x in answers)
    assert {x.endpoint for x in answers} == {a.base_url, b.base_url}
    assert len(a.calls()) >= 2 and len(b.calls()) >= 2
    assert ping["reachable"] and ping["model_available"] and len(ping["hosts"]) == 3
    assert [h["reachable"] for h in ping["hosts"]] == [True, False, True]
    assert "sk-test-key-123" not in repr(ping)


def test_check_shows_each_host(tmp_path, capsys, monkeypatch):
    from earag.cli import main as cli_main

    with OllamaStub(models=(MODEL,)) as a:
        dead = OllamaStub().start()
        dead_url = dead.url
        dead.kill()
        monkeypatch.setenv("EARAG_LLM_HOSTS", f"{a.url},{dead_url}")
        monkeypatch.setenv("EARAG_LLM_MODEL", MODEL)
        monkeypatch.setenv("EARAG_EMBEDDING_PROVIDER", "char-ngram")
        monkeypatch.setenv("EARAG_CACHE_PATH", str(tmp_path / "cache.sqlite"))
        assert cli_main(["check"]) == 0
    out = capsys.readouterr().out
    assert f"in use: ollama:{MODEL}" in out  # one host up: the judge is in use
    assert f"host {a.url}: up" in out and f"host {dead_url}: DOWN" in out
    assert "available on 1 of 2 hosts" in out


def test_hosts_setting_is_validated_and_a_session_cannot_send_the_key_elsewhere():
    s = load_settings(environ={"EARAG_LLM_HOSTS": " 127.0.0.1:11434 , http://gpu2:11434/ "})
    assert s.backends.llm.hosts == ["http://127.0.0.1:11434", "http://gpu2:11434/"]
    with pytest.raises(ConfigError) as bad:
        load_settings(environ={"EARAG_LLM_HOSTS": "http://gpu1:11434,http://u:secret@gpu1:notaport"})
    assert "backends.llm.hosts (from EARAG_LLM_HOSTS)" in str(bad.value) and "host 2" in str(bad.value)
    assert "secret" not in str(bad.value) and bad.value.key == "backends.llm.hosts"
    with pytest.raises(ConfigError, match="host 2 'http://gpu1:11434' is host 1 again"):
        load_settings(environ={"EARAG_LLM_HOSTS": "http://gpu1:11434,HTTP://gpu1:11434/"})

    base = {"EARAG_LLM_HOSTS": "http://gpu1:11434,http://gpu2:11434"}  # what the operator configured
    kept = build_settings({"backends.llm.hosts": "http://gpu2:11434"}, environ=base)
    assert kept.backends.llm.api_key_env != NO_KEY  # a subset of the operator's hosts keeps the key
    moved = build_settings({"backends.llm.hosts": "http://gpu2:11434,http://elsewhere:1"}, environ=base)
    assert moved.backends.llm.api_key_env == NO_KEY  # a host of the session's choosing never gets it
