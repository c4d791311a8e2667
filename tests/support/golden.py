"""Golden records: what the offline evaluator gives for a fixed set of samples, to compare after a refactoring.

The records of the first 12 samples of three shipped sample files (Chinese policy, GraphRAG, English), every metric,
offline, default settings, with timings removed and floats rounded to 6 decimals (the embedder's vectors move in the
7th decimal with the batch they were encoded in). `tests/unit/test_golden_records.py` compares a fresh evaluation
with `tests/golden/records.jsonl`. A change that is meant to change judgement rewrites the file:

    .venv/bin/python -m tests.support.golden --write

and the commit says why the records changed (the diff of the file shows which).
"""
from __future__ import annotations

import argparse
import json
import os
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "records.jsonl"
SOURCES = ("data/samples/policy_qa_small.jsonl", "data/samples/graphrag_example.jsonl",
           "data/samples/policy_qa_en.jsonl")
PER_FILE = 12
# values that change from run to run (time, host), not with judgement
VOLATILE = {"processing_time", "timestamp", "elapsed", "elapsed_ms", "latency_ms", "seconds", "evaluated_at",
            "duration", "duration_ms", "judge_ms", "wall_ms"}


def stable(value: Any) -> Any:
    """`value` without volatile keys, floats rounded to 6 decimals."""
    if isinstance(value, dict):
        return {k: stable(v) for k, v in value.items() if k not in VOLATILE}
    if isinstance(value, list):
        return [stable(v) for v in value]
    if isinstance(value, float):
        return round(value, 6)
    return value


def samples() -> list[dict[str, Any]]:
    rows = []
    for source in SOURCES:
        lines = (ROOT / source).read_text(encoding="utf-8").splitlines()
        rows += [json.loads(line) for line in lines if line.strip()][:PER_FILE]
    return rows


def records() -> list[dict[str, Any]]:
    """The stable records of the golden samples, evaluated now (one evaluator, in file order)."""
    from earag.config import load_settings
    from earag.evaluator import Evaluator
    from earag.types import EvaluationSample

    evaluator = Evaluator(load_settings(), offline=True)
    out = []
    for row in samples():
        result = evaluator.evaluate(EvaluationSample.from_dict(row), metrics="all")
        out.append({"id": row.get("id"), "record": stable(result.to_dict())})
    return out


def write(path: Path = GOLDEN) -> int:
    lines = [json.dumps(r, ensure_ascii=False, sort_keys=True) for r in records()]
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    os.replace(tmp, path)
    return len(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="rewrite tests/golden/records.jsonl")
    args = parser.parse_args()
    if args.write:
        print(f"{write()} records written to {GOLDEN.relative_to(ROOT)}")
    else:
        print(json.dumps(records(), ensure_ascii=False, indent=1)[:2000])


if __name__ == "__main__":
    main()
