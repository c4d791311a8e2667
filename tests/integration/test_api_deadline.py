"""Issue 22 on a real uvicorn server on 127.0.0.1: a request's sample over its CPU deadline is a 413 with the
labelled timeout while a normal request beside it answers, and a client that disconnects while its evaluation
runs has that work stopped (the gate's `stopped_running` counter in /api/system/stats), not run to its end.
No timing asserts: the bounds only turn a hang into a failure."""
from __future__ import annotations

import json
import socket
import threading
import time

import httpx
import pytest

from earag.api import create_app
from earag.api.settings import ApiSettings
from earag.config import Settings
from earag.runs.store import open_store
from tests.support.api_server import ApiServer

OK = {"question": "企业注册资本要求", "answer": "注册资本最低100万元。",
      "contexts": ["有限责任公司注册资本实行认缴制。"]}
ENTITIES = "中华人民共和国公司法国家税务总局广东省深圳市前海"
SLOW = {"question": "税收优惠政策", "answer": ENTITIES * (9_900 // len(ENTITIES)), "contexts": ["试验区税收"]}
# limits raised below: about ten CPU seconds of judging 150 answer sentences against 1,000 passages, with a
# checkpoint at least every few tenths of a second (the sentence encoder's one pass over the answer is short)
LONG = {"question": "税收优惠政策", "answer": "企业所得税减按百分之十五征收。" * 150,
        "contexts": [f"第{i}条 试验区企业所得税减按百分之{i}征收，高新技术企业另行规定。" for i in range(1000)]}
RAISED = {"backends.cache.enabled": False, "evaluation.limits.max_answer_chars": 1_000_000,
          "evaluation.limits.max_total_chars": 10_000_000, "evaluation.limits.max_work_chars": 100_000_000,
          "evaluation.limits.max_contexts": 100_000}
BOUND = 180.0  # generous, only so that a work that never stops fails instead of hanging


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    loose = Settings().with_overrides(**RAISED)
    app = create_app(loose, open_store(tmp_path_factory.mktemp("runs") / "runs.sqlite3"),
                     api=ApiSettings(max_concurrency=2), offline=True, environ={})
    with ApiServer(app) as srv, httpx.Client(base_url=srv.url, timeout=BOUND) as c:
        assert c.post("/api/evaluate", json=OK).status_code == 200  # the models load before any budget is set
        yield srv, app.state.service.settings.evaluation.limits


def test_a_sample_over_its_cpu_deadline_is_a_413_timeout_while_a_normal_request_answers(server):
    srv, limits = server
    limits.sample_cpu_seconds = 0.1
    results: dict[str, httpx.Response] = {}

    def post(name: str, body: dict) -> None:
        results[name] = httpx.post(srv.url + "/api/evaluate", json=body, timeout=BOUND)

    try:
        threads = [threading.Thread(target=post, args=("slow", SLOW)), threading.Thread(target=post, args=("ok", OK))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        limits.sample_cpu_seconds = 30
    slow = results["slow"]
    assert slow.status_code == 413, slow.text
    body = slow.json()
    assert body["error"] == "Timeout" and body["status"] == "timeout" and body["field"] == "sample"
    assert body["limit"] == 0.1 and body["limit_key"] == "evaluation.limits.sample_cpu_seconds"
    assert results["ok"].status_code == 200 and results["ok"].json()["quality_score"] is not None


def _stats(c: httpx.Client) -> dict:
    return c.get("/api/system/stats").json()["concurrency"]


def test_a_client_that_disconnects_while_its_evaluation_runs_stops_that_work(server):
    srv, limits = server
    limits.sample_cpu_seconds = 600  # only the disconnect can stop this one
    try:
        with httpx.Client(base_url=srv.url, timeout=BOUND) as c:
            before = _stats(c)
            body = json.dumps(LONG, ensure_ascii=False).encode()
            sock = socket.create_connection(("127.0.0.1", srv.port))
            sock.sendall(b"POST /api/evaluate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                         b"Content-Length: %d\r\n\r\n" % len(body) + body)
            end = time.monotonic() + BOUND
            while _stats(c)["running"] < 1:
                assert time.monotonic() < end, "the long evaluation did not start"
                time.sleep(0.05)
            sock.close()  # the client goes away while its work runs
            while (now := _stats(c))["running"] > 0 or now["stopped_running"] <= before["stopped_running"]:
                assert time.monotonic() < end, now
                time.sleep(0.1)
            assert now["stopped_running"] == before["stopped_running"] + 1
            assert now["completed"] == before["completed"] + 1  # its slot was freed by the stop
            assert c.post("/api/evaluate", json=OK).status_code == 200  # and the next request is served
    finally:
        limits.sample_cpu_seconds = 30


def test_at_shutdown_running_work_is_cancelled_and_answered_within_the_graceful_bound(tmp_path):
    # `earag serve`'s protocol tells the app when the graceful shutdown begins: the running evaluation is cancelled
    # a second before the bound and answered 503; before, uvicorn cut it off at the bound with a 500 and a traceback
    import uvicorn

    from earag.api.server import HeaderTimeoutH11Protocol
    from tests.support.api_server import free_port

    loose = Settings().with_overrides(**RAISED, **{"evaluation.limits.sample_cpu_seconds": 600})
    app = create_app(loose, open_store(tmp_path / "runs.sqlite3"), api=ApiSettings(max_concurrency=1), offline=True,
                     environ={})
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", access_log=False,
                                           lifespan="on", http=HeaderTimeoutH11Protocol, timeout_graceful_shutdown=2))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{port}"
    end = time.monotonic() + BOUND
    while not server.started:
        assert thread.is_alive() and time.monotonic() < end, "uvicorn did not start"
        time.sleep(0.02)
    out: dict[str, httpx.Response] = {}
    client = threading.Thread(target=lambda: out.setdefault("r", httpx.post(url + "/api/evaluate", json=LONG,
                                                                            timeout=BOUND)))
    client.start()
    with httpx.Client(base_url=url, timeout=BOUND) as c:
        while c.get("/api/health").json()["running"] < 1:
            assert time.monotonic() < end, "the long evaluation did not start"
            time.sleep(0.05)
    server.should_exit = True  # what uvicorn's SIGTERM handler does
    client.join(timeout=BOUND)
    thread.join(timeout=BOUND)
    assert not thread.is_alive(), "the server did not stop"
    r = out["r"]
    assert r.status_code == 503, r.text
    assert r.json()["error"] == "Cancelled" and "shutting down" in r.json()["message"]
    assert r.headers.get("retry-after")
