"""Chat calls and prompt size per sample for the six EARAG dimensions: the one combined call and the two-call path.

Run: .venv/bin/python benchmarks/bench_calls.py [data/samples/policy_qa.jsonl]

Runs the sample set (the Chinese sample set by default) twice against a scripted Ollama server on 127.0.0.1 (the
test suite's, through the real `ollama` client; it answers every schema at once, like a model constrained by
`format=`): `backends.llm.combined_call: true` (one call) and `false` (entities, then the sentence judge). Prints,
per path, /api/chat calls per sample, prompt characters per sample (what the server was sent, all messages), the
records' `usage` summed (the scripted server reports a quarter of the characters as tokens: a stand-in, not a
tokenizer), and how many combined replies fell back to two calls. Then RAGAS' and DeepEval's calls per sample for
comparable metric sets, quoted from issue 24 (not measured here). No extra metrics: the core only.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from earag.backends.embeddings.local import CharNgramEmbedder  # noqa: E402
from earag.backends.factory import BackendSet, build_graph  # noqa: E402
from earag.backends.llm.ollama import OllamaJudge  # noqa: E402
from earag.config import Settings  # noqa: E402
from earag.evaluator import Evaluator  # noqa: E402
from earag.runs.inputs import load_dataset  # noqa: E402
from tests.support.ollama_stub import OllamaStub  # noqa: E402
from tests.support.scenarios import MODEL, route  # noqa: E402

QUOTED = (("RAGAS", "4.5–6.5"), ("DeepEval", "9.5"))


def run_path(samples: list, combined: bool) -> dict:
    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(route)
        settings = Settings().with_overrides(**{
            "backends.llm.host": stub.url, "backends.llm.model": MODEL, "backends.llm.combined_call": combined,
            "backends.cache.enabled": False, "evaluation.performance.timeout_seconds": 30})
        graph, _, _ = build_graph(settings)
        ev = Evaluator(settings, BackendSet(OllamaJudge(stub.url, MODEL, timeout=30), CharNgramEmbedder(), graph))
        t0 = time.perf_counter()
        try:
            batch = ev.evaluate_batch(samples, workers=2)
        finally:
            ev.close()
        took = time.perf_counter() - t0
        chats = stub.calls("/api/chat")
    results = [r for r in batch.results if r is not None]
    chars = sum(len(m.get("content", "")) for c in chats for m in c.get("messages") or [])
    judged = sum(r.backends.get("llm") == f"ollama:{MODEL}" for r in results)
    return {"calls": len(chats), "chars": chars, "judged": judged, "errors": batch.error_count, "seconds": took,
            "usage_calls": sum(r.usage.get("llm_calls", 0) for r in results),
            "prompt_tokens": sum(r.usage.get("prompt_tokens") or 0 for r in results),
            "fallbacks": ev.pipeline.combined_fallbacks}


def main(path: str) -> None:
    samples = [r.sample for r in load_dataset(path).valid]
    n = len(samples)
    print(f"{n} samples from {path}; scripted Ollama server, core dimensions only (no extra metrics)\n")
    print(f"{'path':<34}{'calls/sample':>13}{'prompt chars/sample':>21}{'stub tokens/sample':>20}  notes")
    for label, combined in (("EARAG one combined call", True), ("EARAG two-call path", False)):
        m = run_path(samples, combined)
        notes = (f"judge named in {m['judged']}/{n} records; record usage counts {m['usage_calls']} calls; "
                 f"{m['fallbacks']} combined→two-call fallbacks; {m['errors']} errors; {m['seconds']:.1f} s")
        print(f"{label:<34}{m['calls'] / n:>13.2f}{m['chars'] / n:>21.0f}{m['prompt_tokens'] / n:>20.0f}  {notes}")
    for name, calls in QUOTED:
        print(f"{name:<34}{calls:>13}{'—':>21}{'—':>20}  quoted from issue 24, not measured here")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "data" / "samples" / "policy_qa.jsonl"))
