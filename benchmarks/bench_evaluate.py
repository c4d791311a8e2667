"""Cost of one evaluation: offline per-sample time, and LLM calls per sample against a scripted Ollama server.

Run: .venv/bin/python benchmarks/bench_evaluate.py [data/samples/policy_qa.jsonl]
Prints start-up time, per-sample cost offline (1 worker and the configured pool), and, with the LLM judge
reached over HTTP through the real `ollama` client (a scripted server on 127.0.0.1 that answers instantly, so
what is measured is our overhead and the number of calls), calls per sample and per-sample cost.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from earag.backends.factory import BackendSet, build_embedder, build_graph  # noqa: E402
from earag.backends.llm.ollama import OllamaJudge  # noqa: E402
from earag.config import Settings  # noqa: E402
from earag.evaluator import Evaluator  # noqa: E402
from earag.runs.inputs import load_dataset  # noqa: E402
from tests.support.ollama_stub import OllamaStub, Reply  # noqa: E402


def _router(request):
    props = (request.get("format") or {}).get("properties", {})
    parts: dict = {}   # the one combined call asks for both parts
    if "question_entities" in props:
        parts.update({"question_entities": [], "answer_entities": [], "context_entities": []})
    if "verdications" in props:
        text = request["messages"][0]["content"].split("[回答-开始]\n", 1)[1].split("\n[回答-结束]", 1)[0]
        n = sum(1 for line in text.splitlines() if line[:1].isdigit())
        parts["verdications"] = [{"index": i, "sentence": "", "sentence_supported_reasoning": "ok",
                                  "sentence_supported_verdication": 1} for i in range(1, n + 1)]
    return Reply.json(parts) if parts else None


def main(path: str) -> None:
    samples = [r.sample for r in load_dataset(path).valid]
    n = len(samples)
    t0 = time.perf_counter()
    ev = Evaluator(Settings(), offline=True)
    print(f"{n} samples from {path}")
    print(f"start-up (config, graph, jieba dictionary, embedder): {time.perf_counter() - t0:.2f} s")
    for workers in (1, ev.settings.evaluation.performance.parallel_workers):
        t1 = time.perf_counter()
        batch = ev.evaluate_batch(samples, workers=workers)
        dt = time.perf_counter() - t1
        print(f"offline, {workers} worker(s): {dt:.2f} s total, {dt / n * 1000:.1f} ms per sample, "
              f"{batch.error_count} errors")
    ev.close()
    import resource

    print(f"peak memory of this process so far: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB "
          "(seed 000's target: < 500 MB)")
    with OllamaStub(models=("qwen2.5:7b",)) as stub:
        stub.set_router(_router)
        settings = Settings().with_overrides(**{"backends.llm.host": stub.url})
        emb, _, _ = build_embedder(settings)
        graph, _, _ = build_graph(settings)
        judge = OllamaJudge(stub.url, "qwen2.5:7b", timeout=10)
        ev = Evaluator(settings, BackendSet(judge, emb, graph))
        t1 = time.perf_counter()
        batch = ev.evaluate_batch(samples)
        dt = time.perf_counter() - t1
        used = sum(r.backends["faithfulness_judge"].startswith("ollama") for r in batch.results if r)
        print(f"with the LLM judge (scripted server): {judge.calls} /api/chat calls for {n} samples = "
              f"{judge.calls / n:.2f} calls per sample; {dt / n * 1000:.1f} ms per sample overhead; "
              f"LLM verdicts used for {used}/{n}")
        ev.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "data" / "samples" / "policy_qa.jsonl"))
