"""The seed-003 metric LLM calls run alongside the core judge calls, under the same per-sample deadline (issue 11,
"One concurrency limit and one deadline": they used to start after the core calls, outside the budget — 7 s latency
made 11.5 s per sample). A scripted Ollama server on 127.0.0.1, through the real `ollama` client."""
import threading
import time

from earag.backends.factory import build_backends
from earag.backends.llm.breaker import reset_breakers
from earag.config import load_settings
from earag.evaluator import Evaluator
from tests.support.ollama_stub import OllamaStub, Reply
from tests.support.scenarios import MODEL, SAMPLE, route

METRICS = "response_coherence,factual_consistency"
CORE = ("entity_coverage", "faithfulness", "sufficiency", "hallucination")


def _is_metric(request) -> bool:
    return "score" in (request.get("format") or {}).get("properties", {})


def _evaluate(stub, budget: float):
    reset_breakers()
    settings = load_settings(environ={"OLLAMA_HOST": stub.url, "EARAG_LLM_MODEL": MODEL}).with_overrides(**{
        "backends.cache.enabled": False, "backends.embeddings.provider": "char-ngram", "backends.llm.retries": 0,
        "evaluation.performance.timeout_seconds": budget, "backends.llm.timeout_seconds": 60})
    ev = Evaluator(settings, build_backends(settings))
    try:
        t0 = time.monotonic()
        result = ev.evaluate(SAMPLE, metrics=METRICS)
        return result, t0, time.monotonic() - t0
    finally:
        ev.close()
        reset_breakers()


def test_metric_calls_are_in_flight_while_the_core_calls_are():
    """Each kind of call is answered only once the other kind has reached the server: if the metric calls still
    waited for the core calls, the core calls would wait in vain and end in a timeout."""
    core_seen, metric_seen = threading.Event(), threading.Event()

    def router(request):
        if _is_metric(request):
            metric_seen.set()
            answered = core_seen.wait(20)
            return Reply.json({"score": 0.9, "reason": "LLM 评分"}) if answered else Reply.error(500, "no core call")
        core_seen.set()
        return route(request) if metric_seen.wait(20) else Reply.error(500, "no metric call in flight")

    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(router)
        result, _, _ = _evaluate(stub, budget=15)
    d = result.to_dict()
    for dim in CORE:
        assert d["provenance"][dim]["status"] == "ok", (dim, d["provenance"][dim])
    for name in METRICS.split(","):
        details = result.extra_metrics[name]["details"]
        assert details["llm_status"] == "ok" and details["llm_score"] == 0.9, details
        assert details["llm_backend"] == f"ollama:{MODEL}" and details["llm_endpoint"] == stub.url


def test_metric_calls_end_at_the_samples_deadline_not_one_budget_later():
    """A judge slower than the budget: every call, core and metric, reaches the server before the sample's deadline
    and is given up at that one deadline; the rule scores stand, each labelled "timeout"."""
    budget = 3.0
    arrivals: list[tuple[float, bool]] = []
    lock = threading.Lock()

    def router(request):
        with lock:
            arrivals.append((time.monotonic(), _is_metric(request)))
        return Reply.slow(60, Reply.json({"score": 0.9, "reason": "太迟"}))  # ended by stub.stop()

    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(router)
        result, t0, took = _evaluate(stub, budget)
    assert sorted(m for _, m in arrivals) == [False, True, True]  # 1 combined core + 2 metric calls, no retry
    # all three were asked before the deadline; before the fix the metric calls arrived only after it
    assert all(at - t0 < budget for at, _ in arrivals), [round(at - t0, 2) for at, _ in arrivals]
    for name in METRICS.split(","):
        details = result.extra_metrics[name]["details"]
        assert details["llm_status"] == "timeout" and details["used"] == "rule", details
        assert result.extra_metrics[name]["score"] == details["rule_score"]
    assert result.provenance["faithfulness"].status == "timeout"
    # one budget, not two back to back (the old order needed 2 × budget by construction); generous for a slow host
    print(f"slow judge, budget {budget:g} s: sample took {took:.2f} s")
    assert took < 2 * budget


def test_a_metric_started_after_the_deadline_does_not_call_the_judge():
    """The budget left is what a metric call gets: none left means no request at all, reported as a timeout."""
    from concurrent.futures import ThreadPoolExecutor

    from earag.metrics.llm_fallback import start_metrics
    from earag.metrics.registry import build_metrics

    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(lambda r: Reply.json({"score": 0.9, "reason": "x"}))
        settings = load_settings(environ={"OLLAMA_HOST": stub.url, "EARAG_LLM_MODEL": MODEL}).with_overrides(**{
            "backends.cache.enabled": False, "backends.embeddings.provider": "char-ngram"})
        backends = build_backends(settings)
        metrics = build_metrics(METRICS, llm=backends.llm, llm_timeout=5)
        with ThreadPoolExecutor(2) as pool:
            jobs = start_metrics(SAMPLE, metrics, pool, deadline=time.monotonic() - 1)
            results = {name: job.result() for name, job in jobs.items()}
            assert stub.calls("/api/chat") == []
            jobs = start_metrics(SAMPLE, metrics, pool, deadline=None)  # no deadline: the metric's own timeout
            fresh = {name: job.result() for name, job in jobs.items()}
        assert len(stub.calls("/api/chat")) == 2
    for name, r in results.items():
        assert r.details["llm_status"] == "timeout" and "time budget" in r.details["llm_error"], r.details
        assert fresh[name].details["llm_status"] == "ok"
