"""The estimate before a run against what the run then sends, on a scripted Ollama server (tests/support, 127.0.0.1).

Run: .venv/bin/python benchmarks/bench_estimate.py [DATA]   (default data/samples/policy_qa.jsonl)
Prints: the estimate (calls, prompt tokens), then the run of DATA through the real `ollama` client in-process (no
response cache): chat calls made, the prompt tokens of the prompts actually sent counted with the same counter
(earag.tokens: what the estimate's token model predicts, not the server's count), and the estimate's error for both.
"""
from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from earag.backends.factory import BackendSet, build_embedder  # noqa: E402
from earag.backends.llm.ollama import OllamaJudge  # noqa: E402
from earag.config import Settings  # noqa: E402
from earag.evaluator import Evaluator  # noqa: E402
from earag.runs.estimate import estimate_run  # noqa: E402
from earag.runs.inputs import load_dataset  # noqa: E402
from earag.runs.runner import prepare_run, run_batch  # noqa: E402
from earag.runs.store import open_store  # noqa: E402
from tests.support.ollama_stub import OllamaStub  # noqa: E402
from tests.support.scenarios import MODEL, route  # noqa: E402


def main() -> None:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "data" / "samples" / "policy_qa.jsonl"
    dataset = load_dataset(path)
    samples = [r.sample for r in dataset.valid]
    with OllamaStub(models=(MODEL,)) as stub, tempfile.TemporaryDirectory() as tmp:
        stub.set_router(route)
        settings = Settings().with_overrides(**{
            "backends.llm.host": stub.url, "backends.llm.model": MODEL, "evaluation.performance.timeout_seconds": 60,
            "backends.embeddings.provider": "char-ngram"})
        emb, _, _ = build_embedder(settings)
        ev = Evaluator(settings, BackendSet(OllamaJudge(stub.url, MODEL, timeout=60), emb, None))
        started = time.perf_counter()
        est = estimate_run(samples, settings, evaluator=ev)
        est_s = time.perf_counter() - started
        store = open_store(Path(tmp) / "runs.sqlite3")
        run, _ = prepare_run(store, dataset, name=path.name, evaluator=ev, offline=False)
        run_batch(ev, dataset, store, run.id)
        store.close()
        ev.close()
        chats = stub.calls("/api/chat")
    sent = sum(ev.token_budget.count(m.get("content", "")) for body in chats for m in body.get("messages") or [])
    made = len(chats)
    print(f"{path.name}: {len(samples)} samples, judge {MODEL} (scripted), core calls per sample "
          f"{est['calls_per_sample']['core']}; estimate took {est_s * 1000:.0f} ms")
    print(f"calls:         estimated {est['calls']:>7}  made {made:>7}  ({est['calls'] / made - 1:+.1%})")
    print(f"prompt tokens: estimated {est['prompt_tokens']:>7}  sent {sent:>7}  ({est['prompt_tokens'] / sent - 1:+.1%})"
          f"  [{est['token_method']}]")


if __name__ == "__main__":
    main()
