"""Cost of a whole batch run through the run store, as a user starts it: `earag evaluate --offline -o out.jsonl`.

Run: .venv/bin/python benchmarks/bench_runs.py [N ...]      (default: 1000 10000)
For each N, a dataset of N rows (the shipped sample set repeated with new ids) is scored by the CLI in a fresh
process into a fresh SQLite run store, then exported; printed: wall time, time per sample, the process's peak RSS
(so memory growth with N is visible side by side), the store's size per record and the export time.
"""
from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "data" / "samples" / "policy_qa.jsonl"


def _dataset(path: Path, n: int) -> None:
    rows = [json.loads(line) for line in SAMPLES.read_text(encoding="utf-8").splitlines() if line.strip()]
    with path.open("w", encoding="utf-8") as fh:
        for i in range(n):
            row = dict(rows[i % len(rows)])
            row["id"] = f"r{i}"
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


def _child_peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024  # Linux: kilobytes


def main(sizes: list[int]) -> None:
    print(f"{'rows':>8} {'wall s':>8} {'ms/sample':>10} {'peak RSS MB':>12} {'store KB/rec':>13} {'export s':>9}")
    for n in sizes:
        with tempfile.TemporaryDirectory() as tmp:
            tmp = Path(tmp)
            data = tmp / "in.jsonl"
            _dataset(data, n)
            env = {**os.environ, "EARAG_OFFLINE": "1", "EARAG_RESULTS_DIR": str(tmp / "results"),
                   "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
            # one child per size: ru_maxrss of the children is the peak of the largest one so far, so run the
            # sizes from small to large and each figure is that size's peak
            started = time.perf_counter()
            proc = subprocess.run([sys.executable, "-m", "earag", "evaluate", str(data), "--offline",
                                   "-o", str(tmp / "out.jsonl")], cwd=ROOT, env=env, capture_output=True, text=True)
            wall = time.perf_counter() - started
            if proc.returncode != 0:
                print(proc.stderr[-2000:])
                raise SystemExit(f"earag evaluate failed for N={n}")
            peak = _child_peak_mb()
            store = tmp / "results" / "earag_runs.sqlite3"
            size = sum(p.stat().st_size for p in store.parent.glob("earag_runs.sqlite3*"))
            run_id = next(line.split()[1] for line in proc.stderr.splitlines() if line.startswith("run "))
            t0 = time.perf_counter()
            subprocess.run([sys.executable, "-m", "earag", "export", run_id, "-o", str(tmp / "again.csv")], cwd=ROOT,
                           env=env, check=True, capture_output=True)
            export = time.perf_counter() - t0
            lines = sum(1 for _ in (tmp / "out.jsonl").open(encoding="utf-8"))
            assert lines == n, f"rows in {n} != rows out {lines}"
            print(f"{n:>8} {wall:>8.1f} {wall / n * 1000:>10.2f} {peak:>12.0f} {size / n / 1024:>13.1f} {export:>9.1f}")


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or [1000, 10000])
