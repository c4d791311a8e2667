"""CPU per Chinese sample of an offline evaluation, this tree next to a baseline revision (issue 19's 2× budget).

Run: .venv/bin/python benchmarks/bench_zh_cost.py [--baseline dd6e80c] [--bench ../shared/benchdata] [--pairs 60]
     .venv/bin/python benchmarks/bench_zh_cost.py --parts [--bench ../shared/benchdata]   # where this tree's time goes
     .venv/bin/python benchmarks/bench_zh_cost.py --same-as main [--bench ../shared/benchdata]   # records identical?

Each tree is measured in a fresh process (the baseline exported with `git archive` to a temporary directory), with
the default configuration, offline. After two warm-up samples, zh and en (models load once per process), three figures, in CPU
ms per sample (`time.process_time`, so other jobs on the shared machine count less) and wall ms:

- `policy cold`: the 52 samples of data/samples/policy_qa.jsonl with every cache emptied first (text never seen);
- `policy batch`: those samples repeated 8× with distinct answers (a dataset's contexts repeat; caches of a run);
- `public zh`: both answers of the first N dev pairs of zh_halluqa_pairs.jsonl and zh_ocnli_train_pairs.jsonl
  (when --bench is given).

`--same-as REV` measures nothing: it evaluates the same samples (the 52 policy samples, then both answers of the
public dev pairs) in this tree and in REV, each in a fresh process, and compares every record field by field
(`EvaluationResult.to_dict()` without `processing_time`): a change made for speed must keep every score, entity and
verdict. It exits 1 and lists the first differences when any record differs.
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


def _loop(ev, samples: list, totals: dict[str, float] | None = None) -> list:
    if totals is not None:
        totals.clear()
    wall, cpu = time.perf_counter(), time.process_time()
    for sample in samples:
        ev.evaluate(sample)
    n = max(1, len(samples))
    out: list = [round((time.perf_counter() - wall) * 1000 / n, 2), round((time.process_time() - cpu) * 1000 / n, 2)]
    if totals is not None:
        out.append({k: round(v * 1000 / n, 2) for k, v in totals.items()})
    return out


def _timed_parts() -> dict[str, float]:
    """Wrap the stages of this tree's evaluation with CPU timers (a measuring aid of this script only): relevancy
    (the embedder), LAC, the jieba + lexicon entity candidates, the faithfulness judge. Returns the totals dict."""
    import functools
    import importlib

    totals: dict[str, float] = {}
    pipeline = importlib.import_module("earag.metrics.dimensions.pipeline")
    ner = importlib.import_module("earag.nlp.ner")
    entities = importlib.import_module("earag.nlp.entities")

    def wrap(owner, name: str, label: str) -> None:
        inner = getattr(owner, name)

        @functools.wraps(inner)
        def timed(*args, **kwargs):
            started = time.process_time()
            try:
                return inner(*args, **kwargs)
            finally:
                totals[label] = totals.get(label, 0.0) + time.process_time() - started
        setattr(owner, name, timed)

    wrap(pipeline, "score_relevancy", "relevancy (embedder)")
    wrap(ner.LacTagger, "tag", "entities: LAC")
    wrap(entities.OfflineExtractor, "_extract", "entities: jieba + lexicon")
    wrap(pipeline, "judge_sentences", "faithfulness judge")
    return totals


def _samples(tree: Path, bench: str, pairs: int) -> tuple[list, list]:
    """(the 52 policy samples, both answers of the first `pairs` dev pairs of each public Chinese file)."""
    from earag.types import EvaluationSample

    rows = [json.loads(line) for line in (tree / "data/samples/policy_qa.jsonl").read_text("utf-8").splitlines()
            if line.strip()]
    policy = [EvaluationSample(question=r["question"], answer=r["answer"], contexts=r["contexts"]) for r in rows]
    public = []
    for name in PUBLIC if bench else ():
        path = Path(bench) / name
        if path.is_file():
            prs = [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]
            prs = [r for r in prs if r["split"] == "dev"][:pairs]
            public += [EvaluationSample(question=r["question"], answer=r[k], contexts=r["contexts"])
                       for r in prs for k in ("faithful", "hallucinated")]
    return policy, public


def records(tree: Path, bench: str, pairs: int) -> list[dict]:
    """Every record of the tree on sys.path for the policy and public samples, without the timing field."""
    from earag.config import load_settings
    from earag.evaluator import Evaluator

    policy, public = _samples(tree, bench, pairs)
    ev = Evaluator(load_settings(), offline=True)
    out = []
    for sample in policy + public:
        record = ev.evaluate(sample).to_dict()
        record.pop("processing_time", None)
        out.append(record)
    ev.close()
    return out


def _differences(a, b, where: str = "") -> list[str]:
    """Paths where two JSON values differ (exact: floats compared bit for bit)."""
    if isinstance(a, dict) and isinstance(b, dict):
        return [d for k in sorted(set(a) | set(b), key=str)
                for d in (_differences(a.get(k), b.get(k), f"{where}.{k}") if k in a and k in b
                          else [f"{where}.{k}: only in {'this tree' if k in a else 'the other'}"])]
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [d for i, (x, y) in enumerate(zip(a, b)) for d in _differences(x, y, f"{where}[{i}]")]
    return [] if a == b else [f"{where}: {str(a)[:80]!r} != {str(b)[:80]!r}"]


def measure(tree: Path, bench: str, pairs: int, parts: bool = False) -> dict:
    """The figures of the tree on sys.path (run in a child process); with `parts`, CPU ms per sample by stage."""
    from bench_scaling import _clear_caches

    from earag.config import load_settings
    from earag.evaluator import Evaluator
    from earag.types import EvaluationSample

    policy, public = _samples(tree, bench, pairs)
    totals = _timed_parts() if parts else None
    ev = Evaluator(load_settings(), offline=True)
    # every model loads before measuring (the English one too: a run loads it once per process at most)
    ev.evaluate(EvaluationSample(question="预热问题", answer="预热答案。", contexts=["预热上下文。"]))
    ev.evaluate(EvaluationSample(question="Who runs the Tax Office?", answer="The Treasury of Ruritania.",
                                 contexts=["The Tax Office is run by the Treasury of Ruritania."]))
    out: dict = {}
    _clear_caches(ev)
    out["policy cold"] = _loop(ev, policy, totals)
    batch = [EvaluationSample(question=s.question, answer=f"{s.answer}（第{i}条记录）", contexts=s.contexts)
             for i, s in enumerate(policy * 8)]
    out["policy batch"] = _loop(ev, batch, totals)
    if public:
        out["public zh"] = _loop(ev, public, totals)
    ev.close()
    return out


def _child(tree: Path, bench: str, pairs: int, mode: str = "measure"):
    """Run `measure` (mode "measure" or "parts") or `records` (mode "records") on `tree` in a fresh process."""
    env = {**os.environ, "PYTHONPATH": str(tree), "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    code = ("import json, sys; from pathlib import Path; sys.path.insert(0, sys.argv[1]); sys.path.insert(1, sys.argv[2]);"
            "import bench_zh_cost as b; tree, bench, pairs, mode = Path(sys.argv[1]), sys.argv[3], int(sys.argv[4]), "
            "sys.argv[5]; print('RESULT' + json.dumps(b.records(tree, bench, pairs) if mode == 'records' "
            "else b.measure(tree, bench, pairs, mode == 'parts')))")
    proc = subprocess.run([sys.executable, "-c", code, str(tree), str(HERE), bench, str(pairs), mode],
                          cwd=tree, env=env, capture_output=True, text=True)
    lines = [line for line in proc.stdout.splitlines() if line.startswith("RESULT")]
    if proc.returncode or not lines:
        raise SystemExit(f"measuring {tree} failed:\n{proc.stderr[-3000:]}")
    return json.loads(lines[-1][len("RESULT"):])


def _exported(revision: str, folder: str) -> bool:
    """Write `revision` of this repository into `folder` (git archive); False when the revision is unknown."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", revision], capture_output=True)
    if archive.returncode:
        return False
    subprocess.run(["tar", "-x", "-C", folder], input=archive.stdout, check=True)
    return True


def same_as(revision: str, bench: str, pairs: int) -> int:
    """Compare every record of this tree with `revision`'s on the same samples; 0 when all are identical."""
    now = _child(ROOT, bench, pairs, "records")
    with tempfile.TemporaryDirectory(prefix="earag-same-as-") as tmp:
        if not _exported(revision, tmp):
            raise SystemExit(f"revision {revision} is not in this checkout")
        other = _child(Path(tmp), bench, pairs, "records")
    if len(now) != len(other):
        print(f"{len(now)} records here, {len(other)} in {revision}")
        return 1
    differing = [(i, d) for i, (a, b) in enumerate(zip(now, other)) if (d := _differences(a, b))]
    for i, diffs in differing[:10]:
        print(f"sample {i}: {len(diffs)} field(s) differ: " + "; ".join(diffs[:4]))
    print(f"{len(now)} records compared with {revision}: {len(now) - len(differing)} identical, "
          f"{len(differing)} differ")
    return 1 if differing else 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default=BASELINE, help="git revision to compare with ('' to skip)")
    parser.add_argument("--bench", default="", help="folder of the public pair files (../shared/benchdata)")
    parser.add_argument("--pairs", type=int, default=60, help="dev pairs per public Chinese file")
    parser.add_argument("--parts", action="store_true", help="this tree only: CPU ms per sample by stage")
    parser.add_argument("--same-as", default="", metavar="REV",
                        help="measure nothing: check that every record equals REV's on the same samples")
    args = parser.parse_args()
    bench = str(Path(args.bench).resolve()) if args.bench else ""
    if args.same_as:
        raise SystemExit(same_as(args.same_as, bench, args.pairs))
    if args.parts:
        for key, (wall, cpu, stages) in _child(ROOT, bench, args.pairs, "parts").items():
            rest = cpu - sum(stages.values())
            print(f"{key:<14} {cpu:7.2f} ms CPU: " + ", ".join(f"{k} {v:.2f}" for k, v in stages.items())
                  + f", rest {rest:.2f}")
        return
    now = _child(ROOT, bench, args.pairs)
    before = None
    if args.baseline:
        with tempfile.TemporaryDirectory(prefix="earag-baseline-") as tmp:
            if _exported(args.baseline, tmp):
                before = _child(Path(tmp), bench, args.pairs)
            else:
                print(f"(baseline {args.baseline} not in this checkout)")
    print(f"load average {os.getloadavg()[0]:.1f}; CPU ms per sample (wall ms)")
    print(f"{'set':<14} {'this tree':>18} {args.baseline or '-':>18} {'ratio (CPU)':>12}")
    for key, (wall, cpu, *_) in now.items():
        old = (before or {}).get(key)
        ratio = f"{cpu / old[1]:.2f}×" if old else "-"
        print(f"{key:<14} {cpu:8.2f} ({wall:7.2f}) {(f'{old[1]:8.2f} ({old[0]:7.2f})' if old else '-'):>18} {ratio:>12}")
    print("JSON " + json.dumps({"now": now, "before": before, "baseline": args.baseline}))


if __name__ == "__main__":
    main()
