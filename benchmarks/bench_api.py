"""The API's cost: 10 concurrent clients (seed 000's target) sending POST /api/evaluate to `earag serve`, against the
same evaluations called directly in-process by 10 threads — offline, and with the LLM judge reached through the
real `ollama` client on a scripted server that takes 500 ms per call.

Run: .venv/bin/python benchmarks/bench_api.py [--requests N] [--llm-requests N] [--delay 0.5]
Prints per mode: requests, errors, throughput (req/s), p50/p95 latency (ms), and the API/direct ratios. The server
is a separate process (`python -m earag.api`, as `earag serve`), with api.max_concurrency=10 and the response cache
off, so every LLM verdict is a call.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import httpx  # noqa: E402

from earag.config import load_settings  # noqa: E402
from earag.evaluator import Evaluator  # noqa: E402
from earag.runs.inputs import load_dataset  # noqa: E402
from tests.support.api_server import ApiProcess  # noqa: E402
from tests.support.ollama_stub import OllamaStub, Reply  # noqa: E402

CLIENTS = 10
MODEL = "qwen2.5:7b"


def _router(delay: float):
    """Every sentence supported, no entities: a well-formed judge reply after `delay` seconds."""
    def answer(request):
        props = (request.get("format") or {}).get("properties", {})
        parts: dict = {}   # the one combined call asks for both parts
        if "question_entities" in props:
            parts.update({"question_entities": [], "answer_entities": [], "context_entities": []})
        if "verdications" in props:
            text = request["messages"][0]["content"].split("[回答-开始]\n", 1)[1].split("\n[回答-结束]", 1)[0]
            sentences = [line.split(". ", 1)[1] for line in text.splitlines() if line[:1].isdigit() and ". " in line]
            parts["verdications"] = [
                {"index": i, "sentence": s, "sentence_supported_reasoning": "ok", "sentence_supported_verdication": 1}
                for i, s in enumerate(sentences, 1)]
        if not parts:
            return None
        reply = Reply.json(parts)
        return Reply.slow(delay, reply) if delay else reply
    return answer


def _figures(latencies: list[float], errors: int, wall: float) -> dict[str, float]:
    ordered = sorted(latencies)
    n = len(ordered)
    return {"requests": n + errors, "errors": errors, "throughput": n / wall if wall else 0.0,
            "p50_ms": 1000 * statistics.median(ordered) if n else float("nan"),
            "p95_ms": 1000 * ordered[min(n - 1, int(0.95 * n))] if n else float("nan")}


def _drive(call, bodies: list[dict]) -> dict[str, float]:
    """`call(body)` for every body from CLIENTS threads at once; latency per call, errors, wall time."""
    latencies: list[float] = []
    errors = [0]
    lock = threading.Lock()

    def one(body):
        t0 = time.perf_counter()
        try:
            ok = call(body)
        except Exception:
            ok = False
        dt = time.perf_counter() - t0
        with lock:
            if ok:
                latencies.append(dt)
            else:
                errors[0] += 1

    t0 = time.perf_counter()
    with ThreadPoolExecutor(max_workers=CLIENTS) as pool:
        list(pool.map(one, bodies))
    return _figures(latencies, errors[0], time.perf_counter() - t0)


def _bodies(samples, n: int) -> list[dict]:
    return [{"question": s.question, "answer": s.answer, "contexts": s.contexts}
            for s in (samples[i % len(samples)] for i in range(n))]


def _api(env: dict[str, str], bodies: list[dict]) -> dict[str, float]:
    with ApiProcess(env=env) as proc:
        local = threading.local()

        def call(body):
            client = getattr(local, "client", None)
            if client is None:
                client = local.client = httpx.Client(base_url=proc.url, timeout=120)
            r = client.post("/api/evaluate", json=body)
            return r.status_code == 200

        _drive(call, bodies[:CLIENTS])  # warm-up: connections, first-call caches
        return _drive(call, bodies)


def _direct(evaluator: Evaluator, bodies: list[dict]) -> dict[str, float]:
    from earag.types import EvaluationSample

    def call(body):
        evaluator.evaluate(EvaluationSample(**body))
        return True

    _drive(call, bodies[:CLIENTS])
    return _drive(call, bodies)


def _row(label: str, f: dict[str, float]) -> str:
    return (f"{label:<34}{f['requests']:>6.0f}{f['errors']:>7.0f}{f['throughput']:>10.1f}"
            f"{f['p50_ms']:>10.1f}{f['p95_ms']:>10.1f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--requests", type=int, default=300, help="requests in the offline modes")
    ap.add_argument("--llm-requests", type=int, default=60, help="requests in the scripted-LLM modes")
    ap.add_argument("--delay", type=float, default=0.5, help="seconds the scripted LLM takes per call")
    args = ap.parse_args()
    samples = [r.sample for r in load_dataset(ROOT / "data" / "samples" / "policy_qa.jsonl").valid]
    base_env = {"EARAG_API_MAX_CONCURRENCY": str(CLIENTS), "EARAG_CACHE_ENABLED": "false", "EARAG_API_KEY": "",
                "EARAG_DB_URL": f"sqlite:///{tempfile.mkdtemp(prefix='earag-bench-')}/runs.sqlite3"}
    print(f"{CLIENTS} concurrent clients, POST /api/evaluate, samples from data/samples/policy_qa.jsonl "
          f"({len(samples)}), {os.cpu_count()} CPUs")
    print(f"{'mode':<34}{'reqs':>6}{'errors':>7}{'req/s':>10}{'p50 ms':>10}{'p95 ms':>10}")
    results = {}

    bodies = _bodies(samples, args.requests)
    results["api offline"] = _api({**base_env, "EARAG_OFFLINE": "1"}, bodies)
    print(_row("API, offline", results["api offline"]), flush=True)
    settings = load_settings().with_overrides(**{"backends.cache.enabled": False})
    ev = Evaluator(settings, offline=True)
    results["direct offline"] = _direct(ev, bodies)
    ev.close()
    print(_row("direct in-process, offline", results["direct offline"]), flush=True)

    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(_router(args.delay))
        bodies = _bodies(samples, args.llm_requests)
        env = {**base_env, "EARAG_OFFLINE": "", "OLLAMA_HOST": stub.url, "EARAG_LLM_PROVIDER": "ollama",
               "EARAG_LLM_MODEL": MODEL}
        results["api llm"] = _api(env, bodies)
        print(_row(f"API, scripted LLM {args.delay * 1000:.0f} ms/call", results["api llm"]), flush=True)
        settings = load_settings().with_overrides(**{"backends.cache.enabled": False, "backends.llm.host": stub.url,
                                                     "backends.llm.model": MODEL, "backends.llm.provider": "ollama"})
        ev = Evaluator(settings)
        results["direct llm"] = _direct(ev, bodies)
        ev.close()
        print(_row(f"direct, scripted LLM {args.delay * 1000:.0f} ms/call", results["direct llm"]), flush=True)
        calls = len(stub.calls("/api/chat"))
    print(f"scripted LLM answered {calls} /api/chat calls in the two LLM modes")
    for mode in ("offline", "llm"):
        api, direct = results[f"api {mode}"], results[f"direct {mode}"]
        print(f"API/direct, {mode}: p50 ×{api['p50_ms'] / direct['p50_ms']:.2f}, p95 ×{api['p95_ms'] / direct['p95_ms']:.2f}, "
              f"throughput ×{api['throughput'] / direct['throughput']:.2f}; API overhead per request "
              f"{api['p50_ms'] - direct['p50_ms']:+.1f} ms at p50")


if __name__ == "__main__":
    main()
