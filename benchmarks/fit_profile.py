"""Fit the `calibrated` scoring profile (config/profiles/calibrated.yaml) and print both profiles' agreement.

Run: .venv/bin/python benchmarks/fit_profile.py [--bench ../shared/benchdata] [--write] [--seed 0]
Scores, offline with the configured backends, the human-labelled samples of data/samples/policy_qa.jsonl and the
dev split of every pair file (the project's data/judge/pairs.jsonl.gz and the public files of --bench; test splits
are never read), fits weights and cut-offs with earag.analysis.profile_fit (5-fold CV over the samples, seeded)
and prints level accuracy, weighted κ and Spearman, cross-validated, for the seed profile, the calibrated one and
the bigram-overlap baseline. --write stores the fit in config/profiles/calibrated.yaml. Dimension scores are kept
in results/profile_fit_matrices.npz (delete it to re-score).
"""
from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import numpy as np
import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from earag.analysis.meta_eval import (  # noqa: E402
    DEFAULT_HUMAN,
    DEFAULT_PAIRS,
    _load_samples,
    bigram_overlap,
    load_pairs,
    pair_files,
)
from earag.analysis.profile_fit import cv_fixed_score, fit_profile  # noqa: E402
from earag.analysis.tuning import agreement  # noqa: E402
from earag.config import load_settings  # noqa: E402
from earag.evaluator import Evaluator  # noqa: E402
from earag.profiles import PROFILE_DIR, SEED_WEIGHTS  # noqa: E402
from earag.scoring import overall_scores, quality_levels  # noqa: E402
from earag.types import DIMENSIONS, EvaluationSample  # noqa: E402

CACHE = ROOT / "results" / "profile_fit_matrices.npz"


def _row(ev: Evaluator, question: str, answer: str, contexts: list[str]) -> list[float]:
    r = ev.evaluate(EvaluationSample(question=question, answer=answer, contexts=list(contexts)))
    return [np.nan if r.dimension_scores[d] is None else float(r.dimension_scores[d]) for d in DIMENSIONS]


def matrices(bench: str | None) -> dict[str, np.ndarray]:
    if CACHE.is_file():
        return dict(np.load(CACHE, allow_pickle=True))
    ev = Evaluator(load_settings(), offline=True)
    try:
        samples = _load_samples(ROOT / DEFAULT_HUMAN)
        xs = [_row(ev, s["question"], s["answer"], s["contexts"]) for s in samples]
        files = [ROOT / DEFAULT_PAIRS] + (pair_files(bench) if bench else [])
        xf, xh, sets = [], [], []
        for f in files:
            for p in load_pairs(f):
                if p["split"] != "dev":
                    continue
                xf.append(_row(ev, p["question"], p["faithful"], p["contexts"]))
                xh.append(_row(ev, p["question"], p["hallucinated"], p["contexts"]))
                sets.append(f.name)
        out = {"xs": np.array(xs), "ys": np.array([s["human_score"] for s in samples], dtype=float),
               "levels": np.array([s["human_level"] for s in samples], dtype=object),
               "bigram": np.array([bigram_overlap(s["answer"], s["contexts"]) for s in samples]),
               "xf": np.array(xf), "xh": np.array(xh), "sets": np.array(sets, dtype=object)}
    finally:
        ev.close()
    CACHE.parent.mkdir(exist_ok=True)
    np.savez(CACHE, **out)
    return out


def _keep(agr: dict) -> dict:
    return {k: (None if agr.get(k) is None else round(float(agr[k]), 3)) for k in ("accuracy", "weighted_kappa",
                                                                                   "spearman")}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bench", help="folder of public pair files (dev splits are used), e.g. ../shared/benchdata")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--pair-weight", type=float, default=0.5)
    parser.add_argument("--gate", default="faithfulness", choices=["faithfulness", "none"],
                        help="gate coverage/relevancy/sufficiency on faithfulness (default) or fit a plain sum")
    parser.add_argument("--write", action="store_true", help="write config/profiles/calibrated.yaml")
    args = parser.parse_args(argv)
    m = matrices(args.bench)
    levels = [str(v) for v in m["levels"]]
    gate = None if args.gate == "none" else args.gate
    fit = fit_profile(m["xs"], m["ys"], levels, m["xf"], m["xh"], seed=args.seed, pair_weight=args.pair_weight,
                      gate=gate)
    seed_score = overall_scores(m["xs"], SEED_WEIGHTS)
    rows = {
        "seed (fixed weights and cut-offs)": _keep(agreement(seed_score, quality_levels(seed_score), m["ys"], levels)),
        "calibrated (5-fold CV)": _keep(fit.cv),
        "bigram overlap, seed cut-offs": _keep(agreement(m["bigram"], None, m["ys"], levels)),
        "bigram overlap, CV-fitted cut-offs": _keep(cv_fixed_score(m["bigram"], m["ys"], levels, seed=args.seed)),
    }
    print(f"{len(m['ys'])} labelled samples, {len(m['xf'])} dev pairs; weights {fit.weights}; cut-offs {fit.cutoffs}")
    print(f"{'profile':<40}{'level acc':>10}{'w. kappa':>10}{'Spearman':>10}")
    for name, r in rows.items():
        print(f"{name:<40}" + "".join(f"{'—' if r[k] is None else format(r[k], '.3f'):>10}"
                                      for k in ("accuracy", "weighted_kappa", "spearman")))
    w = {d: fit.weights[d] for d in DIMENSIONS}
    dw = overall_scores(m["xf"], w, gate) - overall_scores(m["xh"], w, gate)
    print(f"dev pairs ranked right by the calibrated weights: {float(np.mean(dw > 1e-9) + 0.5 * np.mean(abs(dw) <= 1e-9)):.3f}")
    if args.write:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                                cwd=ROOT).stdout.strip()
        doc = {"name": "calibrated", "weights": {d: round(fit.weights[d], 4) for d in DIMENSIONS},
               **({"gate": gate} if gate else {}), "cutoffs": list(fit.cutoffs), "overall_threshold": fit.cutoffs[1],
               "fit": {"by": "benchmarks/fit_profile.py" + (f" --bench {args.bench}" if args.bench else ""),
                       "commit": commit, "seed": args.seed, "gate": gate, "pair_weight": args.pair_weight, "folds": fit.folds,
                       "samples": int(len(m["ys"])), "dev_pairs": int(len(m["xf"])), "cv": rows["calibrated (5-fold CV)"],
                       "seed_profile": rows["seed (fixed weights and cut-offs)"]}}
        path = PROFILE_DIR / "calibrated.yaml"
        tmp = path.with_suffix(".yaml.tmp")
        tmp.write_text("# Written by benchmarks/fit_profile.py: weights and level cut-offs fitted with cross-validation "
                       "(docs/judge-quality.md).\n" + yaml.safe_dump(doc, allow_unicode=True, sort_keys=False),
                       encoding="utf-8")
        tmp.replace(path)
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
