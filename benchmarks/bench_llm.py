"""LLM-bound throughput: samples/s against scripted Ollama servers at 0 and 500 ms per call, requests in flight as
the servers saw them vs `backends.llm.max_concurrency`, one host vs two (`backends.llm.hosts`), and the one
per-sample deadline with --metrics against a judge slower than the budget.

Run: .venv/bin/python benchmarks/bench_llm.py [--quick] [--json]
Each row: latency per call, hosts, cap (per host), workers, samples, calls/sample, samples/s, peak in flight at
the servers (all hosts together) and per host, and the pool's peak under its cap. The servers are the project's
scripted Ollama (tests/support/ollama_stub.py) on 127.0.0.1, driven through the real `ollama` client; "latency"
is how long each one holds a request before answering, so 500 ms stands for a real model and 0 ms shows the
client-side cost. Figures in docs/performance.md come from this command.
"""
from __future__ import annotations

import argparse
import json
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from earag.backends.factory import build_backends  # noqa: E402
from earag.backends.llm.breaker import reset_breakers  # noqa: E402
from earag.config import load_settings  # noqa: E402
from earag.evaluator import Evaluator  # noqa: E402
from earag.types import EvaluationSample  # noqa: E402
from tests.support.ollama_stub import OllamaStub, Reply  # noqa: E402
from tests.support.scenarios import MODEL, SAMPLE, route  # noqa: E402

METRICS = "response_coherence,factual_consistency"  # two seed-003 metrics, one LLM call each


class Server:
    """Counts the requests a group of scripted servers is answering at once: in total and per server."""

    def __init__(self, latency: float):
        self.latency = latency
        self.lock = threading.Lock()
        self.now = 0
        self.peak = 0
        self.per_host_now: dict[int, int] = {}
        self.per_host_peak: dict[int, int] = {}
        self.total = 0

    def router(self, host: int):
        def answer(request):
            with self.lock:
                self.now += 1
                self.total += 1
                self.peak = max(self.peak, self.now)
                self.per_host_now[host] = self.per_host_now.get(host, 0) + 1
                self.per_host_peak[host] = max(self.per_host_peak.get(host, 0), self.per_host_now[host])
            try:
                if self.latency:
                    time.sleep(self.latency)
                if "score" in (request.get("format") or {}).get("properties", {}):
                    return Reply.json({"score": 0.8, "reason": "LLM 评分"})
                return route(request)
            finally:
                with self.lock:
                    self.now -= 1
                    self.per_host_now[host] -= 1
        return answer


def _samples(n: int, tag: str) -> list[EvaluationSample]:
    return [EvaluationSample(question=f"{SAMPLE.question}（{tag}-{i}）", answer=SAMPLE.answer, contexts=SAMPLE.contexts)
            for i in range(n)]


def _settings(urls: list[str], cap: int, workers: int, budget: float):
    env = {"EARAG_LLM_MODEL": MODEL, **({"EARAG_LLM_HOSTS": ",".join(urls)} if len(urls) > 1 else
                                       {"OLLAMA_HOST": urls[0]})}
    return load_settings(environ=env).with_overrides(**{
        "backends.cache.enabled": False, "backends.embeddings.provider": "char-ngram", "backends.llm.retries": 0,
        "backends.llm.max_concurrency": cap, "evaluation.performance.parallel_workers": workers,
        "evaluation.performance.timeout_seconds": budget, "backends.llm.timeout_seconds": budget + 1})


def run_one(latency: float, hosts: int, cap: int, workers: int, n: int, metrics: str | None = None,
            budget: float = 60.0) -> dict:
    """One configuration: n samples through the evaluator's batch path; what the servers saw."""
    reset_breakers()
    server = Server(latency)
    stubs = [OllamaStub(models=(MODEL,)).start() for _ in range(hosts)]
    try:
        for i, stub in enumerate(stubs):
            stub.set_router(server.router(i))
        settings = _settings([s.url for s in stubs], cap, workers, budget)
        ev = Evaluator(settings, build_backends(settings))
        ev.evaluate(_samples(1, "warm")[0], metrics=metrics)  # imports, jieba, first connections: not measured
        server.peak, server.total, server.per_host_peak = 0, 0, {}
        t0 = time.perf_counter()
        batch = ev.evaluate_batch(_samples(n, f"{latency}-{hosts}-{cap}"), workers=workers, metrics=metrics)
        wall = time.perf_counter() - t0
        llm = ev.backends.llm
        judges = getattr(llm, "judges", [llm])
        ok = sum(1 for r in batch.results if r is not None and r.provenance["faithfulness"].status == "ok")
        ev.close()
    finally:
        for stub in stubs:
            stub.stop()
        reset_breakers()
    return {"latency_ms": int(latency * 1000), "hosts": hosts, "cap": cap, "workers": workers, "samples": n,
            "metrics": metrics or "", "wall_s": round(wall, 2), "samples_per_s": round(n / wall, 2),
            "calls_per_sample": round(server.total / n, 2), "peak_in_flight": server.peak,
            "peak_per_host": [server.per_host_peak.get(i, 0) for i in range(hosts)],
            "cap_peak": [j.in_flight.peak if j.in_flight is not None else None for j in judges],
            "judged_by_llm": ok}


def deadline_row(latency: float, budget: float, metrics: str | None) -> dict:
    """One sample against a judge slower than the budget: how long the sample takes (core calls and, with metrics,
    the metric calls, all cut at the one deadline)."""
    reset_breakers()
    stub = OllamaStub(models=(MODEL,)).start()
    try:
        stub.set_router(lambda r: Reply.slow(latency, Reply.json({"score": 0.8, "reason": "迟"})))
        settings = _settings([stub.url], 8, 1, budget)
        ev = Evaluator(settings, build_backends(settings))
        ev.evaluate(_samples(1, "warm-deadline")[0])  # warm-up (its calls time out too)
        t0 = time.perf_counter()
        ev.evaluate(_samples(1, f"deadline-{metrics}")[0], metrics=metrics)
        took = time.perf_counter() - t0
        ev.close()
    finally:
        stub.stop()
        reset_breakers()
    return {"latency_s": latency, "budget_s": budget, "metrics": metrics or "", "sample_s": round(took, 2)}


def figures(quick: bool = False) -> dict:
    """Every configuration of the table and the two deadline rows: {"throughput": [run_one rows],
    "deadline": [deadline_row rows], "cpu_s": CPU time of this process}."""
    cpu = time.process_time()
    fast_n, slow_n = (40, 8) if quick else (200, 32)
    workers = 8  # 8 workers × 2 calls = 16 requests wanted at once: more than any cap below lets through
    rows = []
    for latency, n in ((0.0, fast_n), (0.5, slow_n)):
        for hosts in (1, 2):
            for cap in (2, 4, 8):
                rows.append(run_one(latency, hosts, cap, workers, n))
        rows.append(run_one(latency, 1, 4, workers, n, metrics=METRICS))
        rows.append(run_one(latency, 2, 4, workers, n, metrics=METRICS))
    deadline = [deadline_row(7.0, 5.0, None), deadline_row(7.0, 5.0, METRICS)]
    return {"throughput": rows, "deadline": deadline, "cpu_s": round(time.process_time() - cpu, 2)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer samples (a smoke run, not for docs/performance.md)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    out = figures(args.quick)
    rows, deadline = out["throughput"], out["deadline"]
    if args.json:
        print(json.dumps(out, ensure_ascii=False, indent=2))
        return 0
    print("LLM-bound throughput (scripted Ollama, real client; workers 8; cap = backends.llm.max_concurrency per host)")
    head = (f"{'latency':>8} {'hosts':>5} {'cap':>4} {'metrics':>8} {'samples':>7} {'samples/s':>9} "
            f"{'calls/sample':>12} {'peak in flight':>14} {'per host':>9} {'judged':>7}")
    print(head)
    print("-" * len(head))
    for r in rows:
        print(f"{r['latency_ms']:>6}ms {r['hosts']:>5} {r['cap']:>4} {'2' if r['metrics'] else '-':>8} "
              f"{r['samples']:>7} {r['samples_per_s']:>9.2f} {r['calls_per_sample']:>12.2f} "
              f"{r['peak_in_flight']:>14} {'/'.join(map(str, r['peak_per_host'])):>9} "
              f"{r['judged_by_llm']:>5}/{r['samples']}")
    print()
    print("One deadline (evaluation.performance.timeout_seconds 5 s) against a judge taking 7 s per call:")
    for d in deadline:
        label = f"with --metrics {d['metrics']}" if d["metrics"] else "core calls only"
        print(f"  {label:<58} {d['sample_s']:.2f} s per sample")
    return 0


if __name__ == "__main__":
    sys.exit(main())
