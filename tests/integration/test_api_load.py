"""The API under load, with the LLM judge reached through the real `ollama` client (a scripted server that takes its
time): health answers while ten evaluations run, and past the pool and the queue requests get 503 + Retry-After."""
from __future__ import annotations

import threading
import time

import httpx
import pytest

from earag.api import create_app
from earag.api.settings import ApiSettings
from earag.config import Settings
from tests.support.api_server import ApiServer
from tests.support.ollama_stub import OllamaStub, Reply
from tests.support.scenarios import MODEL, SAMPLE, route

BODY = {"question": SAMPLE.question, "answer": SAMPLE.answer, "contexts": SAMPLE.contexts}


def slow_router(seconds: float):
    def answer(request):
        return Reply.slow(seconds, route(request))
    return answer


def judge_settings(stub: OllamaStub, tmp_path) -> Settings:
    return Settings().with_overrides(**{
        "backends.llm.host": stub.url, "backends.llm.model": MODEL,
        "backends.cache.path": str(tmp_path / "cache.sqlite"), "backends.cache.enabled": False,
        "evaluation.performance.timeout_seconds": 30, "evaluation.performance.parallel_workers": 10})


@pytest.fixture
def ollama():
    with OllamaStub(models=(MODEL,)) as stub:
        yield stub


def test_health_answers_while_ten_evaluations_run(ollama, tmp_path):
    ollama.set_router(slow_router(1.0))
    app = create_app(judge_settings(ollama, tmp_path), api=ApiSettings(max_concurrency=10), offline=False, environ={})
    with ApiServer(app) as srv, httpx.Client(base_url=srv.url, timeout=120) as c:
        results: list[httpx.Response] = []
        lock = threading.Lock()

        def evaluate():
            r = httpx.post(srv.url + "/api/evaluate", json=BODY, timeout=120)
            with lock:
                results.append(r)

        clients = [threading.Thread(target=evaluate) for _ in range(10)]
        for t in clients:
            t.start()
        seen_running = []
        deadline = time.monotonic() + 60  # a generous bound, not a speed assertion
        while time.monotonic() < deadline:
            h = c.get("/api/health", timeout=10)
            assert h.status_code == 200
            seen_running.append(h.json()["running"])
            if h.json()["running"] == 10:
                break
            time.sleep(0.02)
        # health answered while all ten evaluations were in the pool (none had finished: event order, not a clock)
        assert 10 in seen_running
        with lock:
            finished_when_health_saw_ten = len(results)
        assert finished_when_health_saw_ten == 0
        for t in clients:
            t.join(timeout=120)
        assert [r.status_code for r in results] == [200] * 10
        assert all(r.json()["earag_evaluation"]["backends"]["llm"] == f"ollama:{MODEL}" for r in results)


def test_excess_requests_get_503_with_retry_after_never_a_silent_timeout(ollama, tmp_path):
    ollama.set_router(slow_router(1.5))
    api = ApiSettings(max_concurrency=1, max_queue=1, retry_after_seconds=7)
    app = create_app(judge_settings(ollama, tmp_path), api=api, offline=False, environ={})
    with ApiServer(app) as srv:
        results: list[httpx.Response] = []
        lock = threading.Lock()

        def evaluate():
            r = httpx.post(srv.url + "/api/evaluate", json=BODY, timeout=120)
            with lock:
                results.append(r)

        first = threading.Thread(target=evaluate)
        first.start()
        deadline = time.monotonic() + 30
        while httpx.get(srv.url + "/api/health").json()["running"] < 1 and time.monotonic() < deadline:
            time.sleep(0.01)
        queued = threading.Thread(target=evaluate)
        queued.start()
        while httpx.get(srv.url + "/api/health").json()["queued"] < 1 and time.monotonic() < deadline:
            time.sleep(0.01)
        # one running, one queued: the next ones are turned away at once, in the language asked for
        busy = "all 1 evaluation slots are busy and 1 requests are queued (limit 1)"
        for lang, said in (("zh", f"服务繁忙，请稍后重试 ({busy})"), ("en", f"the service is busy, try again later ({busy})")):
            r = httpx.post(srv.url + "/api/evaluate", json=BODY, timeout=120, headers={"Accept-Language": lang})
            assert r.status_code == 503, r.text
            assert r.headers["retry-after"] == "7"
            body = r.json()
            assert body["error"] == "ServiceBusy" and body["retry_after"] == 7 and body["message"] == said
            assert body["request_id"] == r.headers["x-request-id"]
        first.join(timeout=120)
        queued.join(timeout=120)
        assert [r.status_code for r in results] == [200, 200]  # the queued one waited its turn and was served
        stats = httpx.get(srv.url + "/api/system/stats").json()["concurrency"]
        assert stats["rejected_busy"] == 2 and stats["running"] == 0 and stats["queued"] == 0


def test_a_queued_request_that_waits_too_long_gets_503(ollama, tmp_path):
    ollama.set_router(slow_router(2.0))
    api = ApiSettings(max_concurrency=1, max_queue=5, queue_timeout_seconds=0.3, retry_after_seconds=3)
    app = create_app(judge_settings(ollama, tmp_path), api=api, offline=False, environ={})
    with ApiServer(app) as srv:
        first = threading.Thread(target=lambda: httpx.post(srv.url + "/api/evaluate", json=BODY, timeout=120))
        first.start()
        deadline = time.monotonic() + 30
        while httpx.get(srv.url + "/api/health").json()["running"] < 1 and time.monotonic() < deadline:
            time.sleep(0.01)
        r = httpx.post(srv.url + "/api/evaluate", json=BODY, timeout=120)
        assert r.status_code == 503 and r.headers["retry-after"] == "3"
        assert "0.3" in r.json()["message"]
        first.join(timeout=120)
