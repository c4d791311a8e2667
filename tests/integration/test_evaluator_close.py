"""Evaluator.close() (and `with Evaluator(...)`) closes the backends the evaluator built — the judge's HTTP
connections, the Ollama embedder's, the Neo4j driver — and not those its caller passed in; closing twice is fine.
Checked from the server's side: the stub Ollama server sees its connections closed, the Bolt server a GOODBYE."""
from __future__ import annotations

import os
import signal
import time

import httpx
import pytest

from earag.api.app import create_app
from earag.backends.factory import build_backends
from earag.cli import main as cli_main
from earag.config import Settings
from earag.evaluator import Evaluator
from earag.runs.store import open_store
from tests.support.api_server import ApiServer
from tests.support.bolt_server import BoltStub, GraphHandler
from tests.support.ollama_stub import OllamaStub, Reply
from tests.support.scenarios import MODEL, SAMPLE, route

pytestmark = pytest.mark.timeout(60)
EMBED_MODEL = "nomic-embed-text"


def _open_connections(stub: OllamaStub) -> int:
    """Connections the stub's HTTP server holds open (a handler thread drops one when the client closes it)."""
    server = stub._server
    assert server is not None
    with server.conns_lock:
        return len(server.conns)


def _until(condition, seconds: float = 5.0) -> bool:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def _judged(stub: OllamaStub, tmp_path, **more) -> Settings:
    return Settings().with_overrides(**{
        "backends.llm.host": stub.url, "backends.llm.model": MODEL, "backends.cache.enabled": False,
        "backends.cache.path": str(tmp_path / "cache.sqlite"), "backends.embeddings.provider": "char-ngram", **more})


def _neo4j(stub: BoltStub, monkeypatch) -> Settings:
    monkeypatch.setenv("NEO4J_USERNAME", "neo4j")
    monkeypatch.setenv("NEO4J_PASSWORD", "secret")
    return Settings().with_overrides(**{
        "backends.graph.source": "neo4j", "backends.graph.neo4j.uri": stub.uri, "backends.cache.enabled": False,
        "backends.embeddings.provider": "char-ngram"})


def _graph_handler() -> GraphHandler:
    return GraphHandler(nodes=[{"id": "n1", "name": "注册资本", "label": "法律条款"}])


def test_close_closes_the_judge_and_embedder_connections_it_opened(tmp_path):
    with OllamaStub(models=(MODEL, EMBED_MODEL)) as stub:
        stub.set_router(route)
        settings = _judged(stub, tmp_path, **{"backends.embeddings.provider": "ollama",
                                              "backends.embeddings.model": EMBED_MODEL})
        evaluator = Evaluator(settings)
        result = evaluator.evaluate(SAMPLE)
        assert result.backends["faithfulness_judge"] == f"ollama:{MODEL}"   # the judge was asked
        assert stub.calls("/api/chat") and stub.calls("/api/embed")          # and the embedder
        assert _open_connections(stub) >= 2   # keep-alive: the judge's and the embedder's clients stay connected
        evaluator.close()
        assert _until(lambda: _open_connections(stub) == 0), "the server still holds connections after close()"
        evaluator.close()   # a second close is harmless
        assert evaluator.closed and _open_connections(stub) == 0


def test_with_block_closes_the_neo4j_driver(monkeypatch):
    with BoltStub(_graph_handler()) as stub:
        with Evaluator(_neo4j(stub, monkeypatch), offline=True) as evaluator:
            assert evaluator.backends.graph is not None and evaluator.backends.graph.name.startswith("neo4j:")
            evaluator.evaluate(SAMPLE)
            assert "GOODBYE" not in stub.message_names()
        assert _until(lambda: "GOODBYE" in stub.message_names())   # the driver said goodbye and hung up
        assert _until(lambda: not stub._conns)
        evaluator.close()   # after the block: nothing left to close, no error
        assert stub.errors == []


def test_backends_the_caller_passed_in_stay_open(tmp_path):
    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(route)
        settings = _judged(stub, tmp_path)
        backends = build_backends(settings)
        try:
            with Evaluator(settings, backends) as evaluator:
                evaluator.evaluate(SAMPLE)
            assert evaluator.closed and not evaluator.owns_backends
            time.sleep(0.2)
            assert _open_connections(stub) >= 1   # the caller's judge is still connected …
            calls = len(stub.calls("/api/chat"))
            Evaluator(settings, backends).evaluate(SAMPLE)   # … and still usable
            assert len(stub.calls("/api/chat")) > calls
        finally:
            backends.close()
        assert _until(lambda: _open_connections(stub) == 0)


def test_the_api_s_shutdown_closes_its_evaluator_s_backends(tmp_path):
    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(route)
        app = create_app(_judged(stub, tmp_path), open_store(tmp_path / "runs.sqlite3"), offline=False, environ={})
        service = app.state.service
        with ApiServer(app) as server:
            with httpx.Client(base_url=server.url, timeout=60) as client:
                answer = client.post("/api/evaluate", json={"question": SAMPLE.question, "answer": SAMPLE.answer,
                                                            "contexts": SAMPLE.contexts})
            assert answer.status_code == 200, answer.text
            assert stub.calls("/api/chat") and _open_connections(stub) >= 1
        assert service.evaluator.closed   # the app's lifespan ended: its evaluator closed …
        assert _until(lambda: _open_connections(stub) == 0)   # … and with it the judge's connections


def test_earag_check_closes_the_neo4j_driver_it_opened(monkeypatch, capsys):
    with BoltStub(_graph_handler()) as stub:
        monkeypatch.setenv("NEO4J_URI", stub.uri)
        monkeypatch.setenv("NEO4J_PASSWORD", "secret")
        monkeypatch.setenv("EARAG_GRAPH_SOURCE", "neo4j")
        assert cli_main(["check", "--offline"]) == 0
        assert "neo4j:" in capsys.readouterr().out
        assert _until(lambda: "GOODBYE" in stub.message_names())


def test_a_forked_copy_s_close_leaves_the_parent_s_driver_connected(monkeypatch):
    """A forked worker holds a copy of the parent's evaluator (earag.evaluator._start_worker): its close() must not
    say GOODBYE on the connection it shares with the parent."""
    with BoltStub(_graph_handler()) as stub:
        with Evaluator(_neo4j(stub, monkeypatch), offline=True) as evaluator:
            evaluator.evaluate(SAMPLE)
            pid = os.fork()
            if pid == 0:  # the child: close its copy, leave at once
                try:
                    evaluator.close()
                finally:
                    os._exit(0 if evaluator.closed else 1)
            deadline = time.monotonic() + 20
            while (done := os.waitpid(pid, os.WNOHANG))[0] == 0 and time.monotonic() < deadline:
                time.sleep(0.02)
            if done[0] == 0:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
            assert done[0] == pid and os.waitstatus_to_exitcode(done[1]) == 0
            time.sleep(0.2)
            assert "GOODBYE" not in stub.message_names()   # the parent's connection was left alone
            queries = len(stub.queries)
            evaluator.evaluate(SAMPLE.__class__("国家税务总局是什么？", "注册资本是一个法律概念。", ["注册资本"]))
            assert len(stub.queries) > queries
        assert _until(lambda: "GOODBYE" in stub.message_names())   # the parent's own close does say it


def _metric_threads() -> set[int]:
    import threading
    return {t.ident or 0 for t in threading.enumerate() if t.name.startswith("earag-metric")}


def test_a_closed_evaluator_raises_a_coded_error_and_starts_no_pool():
    """After close() the evaluator does not reopen a pool nobody would shut down: every way in raises
    EvaluatorClosed (code evaluator.closed), readable in both languages."""
    from earag.errors import EvaluatorClosed

    evaluator = Evaluator(Settings().with_overrides(**{"backends.cache.enabled": False,
                                                       "backends.embeddings.provider": "char-ngram"}), offline=True)
    evaluator.evaluate(SAMPLE, metrics=["answer_supported_precision"])   # the metric pool is started …
    evaluator.close()                                                   # … and shut down
    before = _metric_threads()
    with pytest.raises(EvaluatorClosed) as caught:
        evaluator.evaluate(SAMPLE, metrics=["answer_supported_precision"])
    assert caught.value.coded()["code"] == "evaluator.closed" and isinstance(caught.value, RuntimeError)
    assert "close()" in caught.value.text("en") and "已关闭" in caught.value.text("zh")
    with pytest.raises(EvaluatorClosed):
        list(evaluator.iter_evaluate([SAMPLE], processes=False))
    with pytest.raises(EvaluatorClosed):
        evaluator.evaluate_batch([SAMPLE], processes=False)
    assert evaluator._metric_pool is None and _metric_threads() <= before   # no pool was opened again


def _samples(n: int):
    from dataclasses import replace
    return [replace(SAMPLE, answer=f"注册资本最低{100 + k}万元。需要验资报告。") for k in range(n)]


def test_a_batch_running_when_close_comes_finishes_and_then_releases_the_judge(tmp_path):
    """close() during a batch (the dashboard's cache lets an evaluator go while a page scores with it) stops new work
    only: the batch's remaining samples are still judged by the judge, not failed, and the judge's connections are
    closed when the batch ends."""
    from earag.errors import EvaluatorClosed

    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(route)
        evaluator = Evaluator(_judged(stub, tmp_path))
        stream = evaluator.iter_evaluate(_samples(6), workers=1, processes=False)
        first = next(stream)
        evaluator.close()
        with pytest.raises(EvaluatorClosed):   # new work is refused at once …
            evaluator.evaluate(SAMPLE)
        assert _open_connections(stub) >= 1    # … the running batch keeps its judge
        rest = list(stream)
        outcomes = [first, *rest]
        assert sorted(i for i, _, _ in outcomes) == list(range(6))
        assert all(err is None and res is not None for _, res, err in outcomes), [err for _, _, err in outcomes]
        assert all(res.backends["faithfulness_judge"] == f"ollama:{MODEL}" for _, res, _ in outcomes)
        assert len(stub.calls("/api/chat")) >= 6
        assert _until(lambda: _open_connections(stub) == 0), "the judge stayed connected after the batch ended"


def test_an_evaluation_in_flight_when_close_comes_keeps_its_judge(tmp_path):
    """An evaluate() call in another thread, waiting for a slow judge reply when close() is called, gets the judge's
    answer (no fallback caused by a closed client); close() itself returns at once."""
    import threading

    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(lambda request: Reply.slow(1.0, route(request)))
        evaluator = Evaluator(_judged(stub, tmp_path))
        got: dict = {}
        worker = threading.Thread(target=lambda: got.update(result=evaluator.evaluate(SAMPLE)))
        worker.start()
        assert _until(lambda: len(stub.calls("/api/chat")) >= 1)   # the judge has been asked
        started = time.monotonic()
        evaluator.close()
        assert time.monotonic() - started < 0.5   # close() does not wait for the running call
        worker.join(30)
        result = got["result"]
        assert result.backends["faithfulness_judge"] == f"ollama:{MODEL}"
        assert result.provenance["faithfulness"].status == "ok", result.provenance["faithfulness"]
        assert _until(lambda: _open_connections(stub) == 0)
