"""Offline cost per sample with the default configuration: ms per `Evaluator.evaluate` on a fixed mix.

Run: .venv/bin/python benchmarks/bench_sample_cost.py [--bench ../shared/benchdata]
The mix: both answers of the first 60 test pairs of en_halueval_qa_pairs.jsonl (short names and full sentences;
skipped when --bench is not given or the file is missing) and the 52 samples of data/samples/policy_qa.jsonl. One
warm-up sample first (model weights load once per process). Compare two commits by running this file from each
checkout back to back on the same machine (docs/judge-quality.md, "Cost").
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from earag.config import load_settings  # noqa: E402
from earag.evaluator import Evaluator  # noqa: E402
from earag.types import EvaluationSample  # noqa: E402


def samples(bench: str | None) -> list[EvaluationSample]:
    out = []
    halueval = Path(bench) / "en_halueval_qa_pairs.jsonl" if bench else None
    if halueval and halueval.is_file():
        rows = [json.loads(line) for line in halueval.read_text(encoding="utf-8").splitlines() if line.strip()]
        rows = [r for r in rows if r["split"] == "test"][:60]
        out += [EvaluationSample(question=r["question"], answer=r[k], contexts=r["contexts"])
                for r in rows for k in ("faithful", "hallucinated")]
    for line in (ROOT / "data/samples/policy_qa.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            p = json.loads(line)
            out.append(EvaluationSample(question=p["question"], answer=p["answer"], contexts=p["contexts"]))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bench", help="folder of the public pair files")
    args = parser.parse_args(argv)
    todo = samples(args.bench)
    ev = Evaluator(load_settings(), offline=True)
    try:
        ev.evaluate(EvaluationSample(question="预热", answer="预热", contexts=["预热"]))
        started = time.perf_counter()
        for s in todo:
            ev.evaluate(s)
        ms = 1000 * (time.perf_counter() - started) / len(todo)
        print(json.dumps({"embedder": ev.backends.embedder.name, "samples": len(todo), "ms_per_sample": round(ms, 1)}))
    finally:
        ev.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
