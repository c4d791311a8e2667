"""`backends.llm.max_concurrency` caps the requests in flight to one judge endpoint across the whole process — the
core calls of every worker and the seed-003 metric calls alike (issue 11, "One concurrency limit and one deadline").
A scripted Ollama server counts how many requests it is answering at once."""
import threading
import time

from earag.backends.factory import build_backends
from earag.backends.llm.breaker import reset_breakers
from earag.config import load_settings
from earag.evaluator import Evaluator
from earag.types import EvaluationSample
from tests.support.ollama_stub import OllamaStub, Reply
from tests.support.scenarios import MODEL, SAMPLE, route

HOLD = 0.25  # seconds the server takes per request, so that requests overlap


class Counting:
    """A router that holds each request HOLD seconds and records how many were being answered at once."""

    def __init__(self):
        self.now = 0
        self.peak = 0
        self.total = 0
        self._lock = threading.Lock()

    def __call__(self, request):
        with self._lock:
            self.now += 1
            self.total += 1
            self.peak = max(self.peak, self.now)
        try:
            time.sleep(HOLD)
            if "score" in (request.get("format") or {}).get("properties", {}):
                return Reply.json({"score": 0.8, "reason": "LLM 评分"})
            return route(request)
        finally:
            with self._lock:
                self.now -= 1


def _samples(n: int) -> list[EvaluationSample]:
    return [EvaluationSample(question=f"{SAMPLE.question}（{i}）", answer=SAMPLE.answer, contexts=SAMPLE.contexts)
            for i in range(n)]


def _run(cap: int, workers: int, metrics) -> tuple[Counting, list, object]:
    reset_breakers()
    counter = Counting()
    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(counter)
        settings = load_settings(environ={"OLLAMA_HOST": stub.url, "EARAG_LLM_MODEL": MODEL}).with_overrides(**{
            "backends.cache.enabled": False, "backends.embeddings.provider": "char-ngram",
            "backends.llm.max_concurrency": cap, "evaluation.performance.parallel_workers": workers,
            "evaluation.performance.timeout_seconds": 60, "backends.llm.timeout_seconds": 60})
        ev = Evaluator(settings, build_backends(settings))
        batch = ev.evaluate_batch(_samples(6), workers=workers, metrics=metrics)
        in_flight = ev.backends.llm.in_flight
        ev.close()
    reset_breakers()
    return counter, batch.results, in_flight


def test_the_cap_holds_for_core_and_metric_calls_of_every_worker():
    counter, results, in_flight = _run(cap=2, workers=4, metrics="response_coherence,factual_consistency")
    # 4 workers × (1 core + 2 metric calls) could put 12 requests in flight; the cap lets 2 through at once
    assert counter.total >= 6 * 3
    assert counter.peak == 2, counter.peak
    assert in_flight.peak == 2 and in_flight.current == 0
    # waiting for a slot is not a failure: every row was judged by the LLM, core and metrics
    for r in results:
        assert r.provenance["faithfulness"].backend == f"ollama:{MODEL}"
        assert r.usage["llm_calls"] == 3   # the record's usage counts the metric calls with the core's
        for name in ("response_coherence", "factual_consistency"):
            details = r.extra_metrics[name]["details"]
            assert details["llm_status"] == "ok" and details["llm_backend"] == f"ollama:{MODEL}", details
    print(f"cap 2, 4 workers: peak {counter.peak} in flight over {counter.total} requests")


def test_without_a_tight_cap_the_workers_overlap():
    """The control: the same run with a cap of 16 puts more than 2 requests in flight (the cap above is what held)."""
    counter, _, _ = _run(cap=16, workers=4, metrics="response_coherence,factual_consistency")
    assert counter.peak > 2, counter.peak
