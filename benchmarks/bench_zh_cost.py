"""CPU per Chinese sample of an offline evaluation, this tree next to a baseline revision (issue 19's 2× budget).

Run: .venv/bin/python benchmarks/bench_zh_cost.py [--baseline dd6e80c] [--bench ../shared/benchdata] [--pairs 60]

Each tree is measured in a fresh process (the baseline exported with `git archive` to a temporary directory), with
the default configuration, offline. After two warm-up samples, zh and en (models load once per process), three figures, in CPU
ms per sample (`time.process_time`, so other jobs on the shared machine count less) and wall ms:

- `policy cold`: the 52 samples of data/samples/policy_qa.jsonl with every cache emptied first (text never seen);
- `policy batch`: those samples repeated 8× with distinct answers (a dataset's contexts repeat; caches of a run);
- `public zh`: both answers of the first N dev pairs of zh_halluqa_pairs.jsonl and zh_ocnli_train_pairs.jsonl
  (when --bench is given).
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
BASELINE = "dd6e80c"   # the start of issue 19's wave
PUBLIC = ("zh_halluqa_pairs.jsonl", "zh_ocnli_train_pairs.jsonl")


def _loop(ev, samples: list) -> list[float]:
    wall, cpu = time.perf_counter(), time.process_time()
    for sample in samples:
        ev.evaluate(sample)
    n = max(1, len(samples))
    return [round((time.perf_counter() - wall) * 1000 / n, 2), round((time.process_time() - cpu) * 1000 / n, 2)]


def measure(bench: str, pairs: int) -> dict:
    """The figures of the tree on sys.path (run in a child process)."""
    sys.path.insert(0, str(HERE))
    from bench_scaling import _clear_caches

    from earag.config import load_settings
    from earag.evaluator import Evaluator
    from earag.types import EvaluationSample

    tree = Path(sys.path[1])
    rows = [json.loads(line) for line in (tree / "data/samples/policy_qa.jsonl").read_text("utf-8").splitlines()
            if line.strip()]
    policy = [EvaluationSample(question=r["question"], answer=r["answer"], contexts=r["contexts"]) for r in rows]
    ev = Evaluator(load_settings(), offline=True)
    # every model loads before measuring (the English one too: a run loads it once per process at most)
    ev.evaluate(EvaluationSample(question="预热问题", answer="预热答案。", contexts=["预热上下文。"]))
    ev.evaluate(EvaluationSample(question="Who runs the Tax Office?", answer="The Treasury of Ruritania.",
                                 contexts=["The Tax Office is run by the Treasury of Ruritania."]))
    out: dict = {}
    _clear_caches(ev)
    out["policy cold"] = _loop(ev, policy)
    batch = [EvaluationSample(question=s.question, answer=f"{s.answer}（第{i}条记录）", contexts=s.contexts)
             for i, s in enumerate(policy * 8)]
    out["policy batch"] = _loop(ev, batch)
    public = []
    for name in PUBLIC if bench else ():
        path = Path(bench) / name
        if path.is_file():
            prs = [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]
            prs = [r for r in prs if r["split"] == "dev"][:pairs]
            public += [EvaluationSample(question=r["question"], answer=r[k], contexts=r["contexts"])
                       for r in prs for k in ("faithful", "hallucinated")]
    if public:
        out["public zh"] = _loop(ev, public)
    ev.close()
    return out


def _child(tree: Path, bench: str, pairs: int) -> dict:
    env = {**os.environ, "PYTHONPATH": str(tree), "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    code = ("import json, sys; sys.path.insert(0, sys.argv[1]); sys.path.insert(0, sys.argv[2]);"
            "sys.path[0], sys.path[1] = sys.path[1], sys.path[0];"
            "import bench_zh_cost as b; print('RESULT' + json.dumps(b.measure(sys.argv[3], int(sys.argv[4]))))")
    proc = subprocess.run([sys.executable, "-c", code, str(tree), str(HERE), bench, str(pairs)], cwd=tree, env=env,
                          capture_output=True, text=True)
    lines = [line for line in proc.stdout.splitlines() if line.startswith("RESULT")]
    if proc.returncode or not lines:
        raise SystemExit(f"measuring {tree} failed:\n{proc.stderr[-3000:]}")
    return json.loads(lines[-1][len("RESULT"):])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default=BASELINE, help="git revision to compare with ('' to skip)")
    parser.add_argument("--bench", default="", help="folder of the public pair files (../shared/benchdata)")
    parser.add_argument("--pairs", type=int, default=60, help="dev pairs per public Chinese file")
    args = parser.parse_args()
    bench = str(Path(args.bench).resolve()) if args.bench else ""
    now = _child(ROOT, bench, args.pairs)
    before = None
    if args.baseline:
        with tempfile.TemporaryDirectory(prefix="earag-baseline-") as tmp:
            archive = subprocess.run(["git", "-C", str(ROOT), "archive", args.baseline], capture_output=True)
            if archive.returncode:
                print(f"(baseline {args.baseline} not in this checkout)")
            else:
                subprocess.run(["tar", "-x", "-C", tmp], input=archive.stdout, check=True)
                before = _child(Path(tmp), bench, args.pairs)
    print(f"load average {os.getloadavg()[0]:.1f}; CPU ms per sample (wall ms)")
    print(f"{'set':<14} {'this tree':>18} {args.baseline or '-':>18} {'ratio (CPU)':>12}")
    for key, (wall, cpu) in now.items():
        old = (before or {}).get(key)
        ratio = f"{cpu / old[1]:.2f}×" if old else "-"
        print(f"{key:<14} {cpu:8.2f} ({wall:7.2f}) {(f'{old[1]:8.2f} ({old[0]:7.2f})' if old else '-'):>18} {ratio:>12}")
    print("JSON " + json.dumps({"now": now, "before": before, "baseline": args.baseline}))


if __name__ == "__main__":
    main()
