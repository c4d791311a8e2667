"""Cost of one offline evaluation as inputs grow (passages × answer sentences), next to a baseline revision.

Run: .venv/bin/python benchmarks/bench_scaling.py [--baseline REV] [--repeats N] [--quick]

Each figure is measured in a fresh process: this checkout, and the baseline revision (default ad865b1, the tree
before the indexed matching and judge) exported with `git archive` to a temporary directory. Samples come from
benchmarks/scaling_data.py: passages of 300 characters cut from data/corpus at seeded offsets, answers of corpus
sentences with some numbers, negations and agencies altered. Printed, per cell: milliseconds per sample (median of
the repeats, each a different sample), the baseline's, their ratio, and the cost per passage (linear growth keeps
it flat). "within a run" keeps the caches a batch run has (jieba tags per block, entities per text — the passages
share sentences, as a retriever's passages do); "cold" empties every cache before each sample (the first sample of
a run over text never seen). Also: time per sample over data/samples/*.jsonl, and, with --processes, the batch
throughput with 1 and 2 worker processes.

From Python (the one-command suite): `figures(quick=True, processes=2000)` returns the same figures as plain numbers.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
BASELINE = "ad865b1"
PASSAGES = (10, 50, 100, 200)
SENTENCES = (1, 10, 50)


# ------------------------------------------------------------------ measuring (in a child process)

def _clear_caches(ev) -> None:
    """Empty every cache the evaluation keeps between samples (whichever exist in the tree measured)."""
    import importlib

    # (earag.metrics.dimensions.faithfulness is also a function's name there: import the modules by name)
    judge, matching, text = (importlib.import_module(f"earag.{m}") for m in (
        "metrics.dimensions.faithfulness.judge", "nlp.matching", "nlp.text"))
    others = []
    faith = "earag.metrics.dimensions.faithfulness"   # the judge's own modules since the split (cached helpers)
    for name in ("earag.backends.embeddings.local", "earag.nlp.facts",   # its n-gram hashes; facts per text
                 *(f"{faith}.{m}" for m in ("index", "words", "clauses", "english", "answers", "numerals",
                                            *(f"detectors.{d}" for d in (
                                                "names", "english", "subjects", "siblings", "asked", "superseded",
                                                "postmod", "passages", "substitution", "values", "brackets",
                                                "spelled", "clause_values", "counted", "items"))))):
        try:
            others.append(importlib.import_module(name))
        except ImportError:   # an older tree measured as the baseline
            pass

    for module in (judge, matching, text, *others):
        for value in vars(module).values():
            if not isinstance(value, type) and callable(getattr(value, "cache_clear", None)):
                value.cache_clear()
    extractor = ev.pipeline.extractor
    tokenizers = (extractor.tokenizer, judge._tokenizer())
    for holder in (extractor, *tokenizers, *(getattr(t, "_tagger", None) for t in tokenizers)):
        for attr in ("_cache", "_runs", "_blocks", "_hmm", "_char_states"):
            cache = getattr(holder, attr, None)
            if hasattr(cache, "clear"):
                cache.clear()


def _time(ev, sample, cold: bool) -> tuple[float, float]:
    if cold:
        _clear_caches(ev)
    wall, cpu = time.perf_counter(), time.process_time()
    ev.evaluate(sample)
    return (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000


def measure(repeats: int, cells: list[tuple[int, int]], cold: bool) -> dict:
    sys.path.insert(0, str(HERE))
    from scaling_data import synthetic_sample

    from earag.config import load_settings
    from earag.evaluator import Evaluator
    from earag.runs.inputs import load_dataset

    ev = Evaluator(load_settings(), offline=True)
    ev.evaluate(synthetic_sample(5, 2, seed=999))  # jieba and the graph loaded
    out: dict = {"cells": {}, "cold": {}, "samples": None}
    for passages, sentences in cells:
        runs = [_time(ev, synthetic_sample(passages, sentences, seed=r), False) for r in range(repeats)]
        out["cells"][f"{passages}x{sentences}"] = [statistics.median(x) for x in zip(*runs)]
        if cold:
            runs = [_time(ev, synthetic_sample(passages, sentences, seed=100 + r), True) for r in range(repeats)]
            out["cold"][f"{passages}x{sentences}"] = [statistics.median(x) for x in zip(*runs)]
    samples = [row.sample for path in sorted((ROOT / "data" / "samples").glob("*.jsonl"))
               for row in load_dataset(path).valid]
    _clear_caches(ev)
    wall, cpu = time.perf_counter(), time.process_time()
    for sample in samples:
        ev.evaluate(sample)
    out["samples"] = [len(samples), (time.perf_counter() - wall) * 1000 / len(samples),
                      (time.process_time() - cpu) * 1000 / len(samples)]
    ev.close()
    return out


def _child(tree: Path, args: list[str]) -> dict:
    env = {**os.environ, "PYTHONPATH": str(tree), "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    code = ("import json, sys; sys.path.insert(0, sys.argv[1]); sys.path.insert(1, sys.argv[2]);"
            "import bench_scaling as b; print('RESULT' + json.dumps(b.measure(int(sys.argv[3]), "
            "json.loads(sys.argv[4]), sys.argv[5] == '1')))")
    proc = subprocess.run([sys.executable, "-c", code, str(tree), str(HERE), *args], cwd=tree, env=env,
                          capture_output=True, text=True)
    lines = [line for line in proc.stdout.splitlines() if line.startswith("RESULT")]
    if proc.returncode or not lines:
        raise SystemExit(f"measuring {tree} failed:\n{proc.stderr[-2000:]}")
    return json.loads(lines[-1][len("RESULT"):])


def _export(rev: str, into: Path) -> Path | None:
    """`rev` as a plain directory (git archive), or None when the checkout does not have it."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev], capture_output=True)
    if archive.returncode:
        return None
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=True)
    return into


# ------------------------------------------------------------------ printing

def _cell(figures: dict | None, key: str, idx: int = 0) -> float | None:
    return (figures or {}).get(key, [None, None])[idx] if figures else None


def report(now: dict, before: dict | None, rev: str) -> None:
    print(f"one offline evaluation, ms per sample (median); 'x' = {rev} / this tree; wall clock (CPU of the process)")
    print(f"{'passages × sentences':>22} {'this tree':>18} {'cold caches':>18} {rev:>18} {'x':>6} "
          f"{'ms per passage':>15}")
    for s in SENTENCES:
        for p in PASSAGES:
            key = f"{p}x{s}"
            if key not in now["cells"]:
                continue
            wall, cpu = now["cells"][key]
            cold = now["cold"].get(key)
            old = before["cells"].get(key) if before else None
            ratio = f"{old[0] / wall:5.1f}×" if old else "     -"
            print(f"{p:>13} × {s:<6} {wall:9.1f} ({cpu:6.1f}) "
                  f"{(f'{cold[0]:9.1f} ({cold[1]:6.1f})' if cold else '-'):>18} "
                  f"{(f'{old[0]:9.1f} ({old[1]:6.1f})' if old else '-'):>18} {ratio:>6} {wall / p:15.2f}")
        lo, hi = now["cells"].get(f"{PASSAGES[0]}x{s}"), now["cells"].get(f"{PASSAGES[-1]}x{s}")
        if lo and hi:
            growth = (hi[0] / lo[0]) / (PASSAGES[-1] / PASSAGES[0])
            print(f"{'':>22} {PASSAGES[0]}→{PASSAGES[-1]} passages with {s} sentence(s): cost × {hi[0] / lo[0]:.1f} "
                  f"for × {PASSAGES[-1] // PASSAGES[0]} input ({growth:.2f} of linear)")
    n, wall, cpu = now["samples"]
    line = f"data/samples/*.jsonl ({n} samples, caches emptied first): {wall:.1f} ms per sample ({cpu:.1f} CPU)"
    if before and before.get("samples"):
        old = before["samples"]
        line += f"; {rev}: {old[1]:.1f} ms ({old[2]:.1f} CPU), {old[1] / wall:.1f}×"
    print(line)


def measure_processes(workers: list[int], n: int) -> dict:
    """Batch throughput offline with 1 and 2 workers: 1 is this process (threads), 2 are worker processes
    (Evaluator.iter_evaluate decides so for an offline evaluator). CPU is this process's plus its children's."""
    import resource

    sys.path.insert(0, str(ROOT))
    from earag.config import load_settings
    from earag.evaluator import Evaluator
    from earag.runs.inputs import load_dataset

    base = [row.sample for row in load_dataset(ROOT / "data" / "samples" / "policy_qa.jsonl").valid]
    samples = [base[i % len(base)] for i in range(n)]
    # distinct answers, so no sample is the memo of another; contexts repeat as in a real dataset
    samples = [type(s)(**{**vars(s), "answer": f"{s.answer}（第{i}条记录）"}) for i, s in enumerate(samples)]
    out: dict = {"n": n, "cores": os.cpu_count(), "load_before": os.getloadavg()[0], "workers": {}}
    for w in workers:
        ev = Evaluator(load_settings(), offline=True)
        cpu = lambda: time.process_time() + sum(getattr(resource.getrusage(resource.RUSAGE_CHILDREN), f)  # noqa: E731
                                                for f in ("ru_utime", "ru_stime"))
        c0, started = cpu(), time.perf_counter()
        done = sum(1 for _ in ev.iter_evaluate(samples, workers=w))
        dt, used = time.perf_counter() - started, cpu() - c0
        ev.close()
        out["workers"][str(w)] = {"seconds": dt, "done": done, "samples_per_s": done / dt,
                                  "ms": dt / done * 1000, "cpu_ms": used / done * 1000}
    return out


def report_processes(figures: dict) -> None:
    print(f"batch of {figures['n']} samples offline (policy_qa.jsonl repeated, answers made distinct), "
          f"{figures['cores']} cores, load average before: {figures['load_before']:.1f} "
          "(other processes share the cores: compare CPU too)")
    rates = {}
    for w, f in figures["workers"].items():
        rates[w] = f["samples_per_s"]
        print(f"  {w} worker(s){' (processes)' if w != '1' else ' (in process)'}: {f['seconds']:.2f} s, "
              f"{f['samples_per_s']:.0f} samples/s, {f['ms']:.2f} ms per sample; CPU {f['cpu_ms']:.2f} ms per sample")
    if "1" in rates and len(rates) > 1:
        print("  speed-up: " + ", ".join(f"{w} → {rates[w] / rates['1']:.2f}×" for w in rates if w != "1"))


def _child_processes(n: int) -> dict:
    """measure_processes in a fresh interpreter (nothing loaded or cached by the caller counts)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    code = ("import json, sys; sys.path.insert(0, sys.argv[1]); import bench_scaling as b; "
            "print('RESULT' + json.dumps(b.measure_processes([1, 2], int(sys.argv[2]))))")
    proc = subprocess.run([sys.executable, "-c", code, str(HERE), str(n)], cwd=ROOT, env=env,
                          capture_output=True, text=True)
    lines = [line for line in proc.stdout.splitlines() if line.startswith("RESULT")]
    if proc.returncode or not lines:
        raise RuntimeError(f"measuring 1 vs 2 processes failed:\n{proc.stderr[-2000:]}")
    return json.loads(lines[-1][len("RESULT"):])


def _cells(quick: bool) -> list[tuple[int, int]]:
    passages = (PASSAGES[0], PASSAGES[-1]) if quick else PASSAGES
    return [(p, s) for s in SENTENCES for p in passages]


def _growth(now: dict, sentences: int) -> float | None:
    """Cost from the fewest to the most passages measured, as a share of linear growth (1.0 = linear)."""
    cells = sorted((int(k.split("x")[0]), v[0]) for k, v in now["cells"].items() if k.endswith(f"x{sentences}"))
    if len(cells) < 2:
        return None
    (p0, c0), (p1, c1) = cells[0], cells[-1]
    return (c1 / c0) / (p1 / p0)


def figures(quick: bool = True, processes: int = 2000, repeats: int = 3) -> dict:
    """The benchmark's figures as plain numbers (for the one-command suite), measured in fresh child processes:
    ms per sample with the caches of a run ("warm") and with every cache emptied ("cold"), per passages × sentences
    cell; per-passage growth as a share of linear; CPU ms per sample over data/samples; and, unless `processes` is
    0, the batch of `processes` samples with 1 and 2 workers."""
    now = _child(ROOT, [str(repeats), json.dumps(_cells(quick)), "1"])
    cells = {}
    for key, (wall, cpu) in now["cells"].items():
        cold = now["cold"].get(key) or [None, None]
        cells[key] = {"warm_ms": wall, "warm_cpu_ms": cpu, "cold_ms": cold[0], "cold_cpu_ms": cold[1]}
    out: dict = {
        "cells": cells,
        "per_passage_growth": {str(s): _growth(now, s) for s in SENTENCES},
        "samples_cpu_ms": now["samples"][2],
        "samples_ms": now["samples"][1],
        "samples_n": now["samples"][0],
        "processes": {},
        "speedup_2": None,
    }
    if processes:
        batch = _child_processes(processes)
        out["processes"] = {w: {"samples_per_s": f["samples_per_s"], "cpu_ms": f["cpu_ms"], "ms": f["ms"]}
                            for w, f in batch["workers"].items()}
        out["processes_load_before"] = batch["load_before"]
        if "1" in out["processes"] and "2" in out["processes"]:
            out["speedup_2"] = out["processes"]["2"]["samples_per_s"] / out["processes"]["1"]["samples_per_s"]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default=BASELINE, help="git revision to compare with ('' to skip)")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="fewer cells (10 and 200 passages)")
    parser.add_argument("--processes", type=int, default=2000, help="samples for the 1 vs 2 processes figure (0: skip)")
    args = parser.parse_args()
    spec = [str(args.repeats), json.dumps(_cells(args.quick))]
    now = _child(ROOT, [*spec, "1"])
    before = None
    if args.baseline:
        with tempfile.TemporaryDirectory(prefix="earag-baseline-") as tmp:
            tree = _export(args.baseline, Path(tmp))
            if tree is None:
                print(f"(baseline {args.baseline} not in this checkout: no before/after column)")
            else:
                before = _child(tree, [*spec, "0"])
    report(now, before, args.baseline or "baseline")
    if args.processes:
        report_processes(_child_processes(args.processes))


if __name__ == "__main__":
    main()
