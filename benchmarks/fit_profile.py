"""Fit the `calibrated` scoring profile (config/profiles/calibrated.yaml) and print both profiles' agreement.

Run: .venv/bin/python benchmarks/fit_profile.py [--bench ../shared/benchdata] [--write] [--seeds 0,1,2,3,4]
Scores, offline with the configured backends, the human-labelled samples of data/samples/policy_qa.jsonl and the
dev split of every pair file (the project's data/judge/pairs.jsonl.gz and the public files of --bench; test splits
are never read), fits weights and cut-offs with earag.analysis.profile_fit (shrunk toward the seed's, the shrinkage
chosen by nested CV) and prints level accuracy, weighted κ and Spearman, 5-fold cross-validated and repeated over
the fold seeds (mean, min–max), for the seed profile, the calibrated one and the bigram-overlap baseline. --write stores the fit in config/profiles/calibrated.yaml. Dimension scores are kept
in results/profile_fit_matrices.npz (delete it to re-score).
"""
from __future__ import annotations

import argparse
import datetime
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
from earag.analysis.profile_fit import SMOOTH, cv_fixed_score, fit_profile, spread  # noqa: E402
from earag.analysis.tuning import agreement  # noqa: E402
from earag.config import load_settings  # noqa: E402
from earag.evaluator import Evaluator  # noqa: E402
from earag.profiles import PROFILE_DIR, SEED_WEIGHTS  # noqa: E402
from earag.scoring import FIRST_FLOOR, GATES, first_bounds, overall_scores, quality_levels  # noqa: E402
from earag.types import DIMENSIONS, EvaluationSample  # noqa: E402

CACHE = ROOT / "results" / "profile_fit_matrices.npz"


def _row(ev: Evaluator, question: str, answer: str, contexts: list[str], ground_truth: str | None = None,
         graph_entities: list[str] | None = None) -> list[float]:
    """The dimension scores of one answer as the product computes them from the dataset row: a labelled sample
    keeps its reference answer and graph entities (the dashboard, the CLI and `earag meta-eval`'s label block
    score it with them), a public pair has neither."""
    r = ev.evaluate(EvaluationSample(question=question, answer=answer, contexts=list(contexts),
                                     ground_truth=ground_truth, graph_entities=graph_entities))
    return [np.nan if r.dimension_scores[d] is None else float(r.dimension_scores[d]) for d in DIMENSIONS]


def matrices(bench: str | None) -> dict[str, np.ndarray]:
    if CACHE.is_file():
        return dict(np.load(CACHE, allow_pickle=True))
    ev = Evaluator(load_settings(), offline=True)
    try:
        samples = _load_samples(ROOT / DEFAULT_HUMAN)
        xs = [_row(ev, s["question"], s["answer"], s["contexts"], s.get("ground_truth"), s.get("graph_entities"))
              for s in samples]
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


def _cell(r: dict) -> str:
    if r["mean"] is None:
        return f"{'—':>22}"
    if r["min"] == r["max"]:
        return f"{r['mean']:>22.3f}"
    return f"{r['mean']:.3f} ({r['min']:.3f}–{r['max']:.3f})".rjust(22)


def _table(m: dict, gate: str | None, seeds: list[int], pair_weight: float,
           pair_select: float) -> tuple[dict, list]:
    """Agreement of every profile, 5-fold CV repeated over the fold seeds: {name: spread}, and the fits."""
    levels = [str(v) for v in m["levels"]]
    seed_score = overall_scores(m["xs"], SEED_WEIGHTS)
    fixed = _keep(agreement(seed_score, quality_levels(seed_score), m["ys"], levels))
    fits = [fit_profile(m["xs"], m["ys"], levels, m["xf"], m["xh"], seed=s, pair_weight=pair_weight, gate=gate,
                        pair_sets=[str(v) for v in m["sets"]], pair_select=pair_select) for s in seeds]
    rows = {
        "seed (fixed weights and cut-offs)": spread([fixed]),
        "seed, CV-fitted cut-offs": spread([cv_fixed_score(seed_score, m["ys"], levels, seed=s) for s in seeds]),
        "calibrated (nested 5-fold CV)": spread([f.cv for f in fits]),
        "bigram overlap, seed cut-offs": spread([agreement(m["bigram"], None, m["ys"], levels)]),
        "bigram overlap, CV-fitted cut-offs": spread([cv_fixed_score(m["bigram"], m["ys"], levels, seed=s)
                                                      for s in seeds]),
    }
    return rows, fits


def _write(fit, gate: str | None, args: argparse.Namespace, m: dict, rows: dict, seeds: list[int]) -> None:
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                            cwd=ROOT).stdout.strip()
    doc = {"name": "calibrated", "weights": {d: round(fit.weights[d], 4) for d in DIMENSIONS},
           **({"gate": gate} if gate else {}), "cutoffs": list(fit.cutoffs), "overall_threshold": fit.cutoffs[1],
           "fit": {"by": "benchmarks/fit_profile.py" + (f" --bench {args.bench}" if args.bench else ""),
                   "commit": commit, "date": datetime.date.today().isoformat(),
                   "data": f"data/samples/policy_qa.jsonl labels; dev pairs of {', '.join(sorted(set(m['sets'])))}",
                   "seed": seeds[0], "fold_seeds": seeds, "gate": gate,
                   **({"floor": FIRST_FLOOR} if gate == "faithfulness_first" else {}), "pair_weight": args.pair_weight,
                   "pair_select": args.pair_select,
                   "folds": fit.folds, "shrink": fit.shrink, "cut_shrink": fit.cut_shrink, "smooth": SMOOTH,
                   "samples": int(len(m["ys"])), "dev_pairs": int(len(m["xf"])),
                   "cv": rows["calibrated (nested 5-fold CV)"],
                   "seed_profile": rows["seed (fixed weights and cut-offs)"]}}
    path = PROFILE_DIR / "calibrated.yaml"
    tmp = path.with_suffix(".yaml.tmp")
    tmp.write_text("# Written by benchmarks/fit_profile.py: weights and level cut-offs fitted with nested "
                   "cross-validation (docs/judge-quality.md).\n" + yaml.safe_dump(doc, allow_unicode=True,
                                                                                  sort_keys=False), encoding="utf-8")
    tmp.replace(path)
    print(f"wrote {path}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bench", help="folder of public pair files (dev splits are used), e.g. ../shared/benchdata")
    parser.add_argument("--seeds", default="0,1,2,3,4", help="fold seeds of the repeated CV (the first fits the file)")
    parser.add_argument("--pair-weight", type=float, default=0.5)
    parser.add_argument("--pair-select", type=float, default=1.0,
                        help="weight of the dev pairs' ranking (mean over files) next to level accuracy in choosing λ")
    parser.add_argument("--gate", default="faithfulness_first", choices=[*GATES, "none"],
                        help="the overall formula fitted (earag.scoring): faithfulness_first (default: every other "
                             "dimension, the penalty too, × faithfulness), faithfulness (coverage, relevancy, "
                             "sufficiency × faithfulness) or none (a plain sum)")
    parser.add_argument("--write", action="store_true", help="write config/profiles/calibrated.yaml")
    args = parser.parse_args(argv)
    seeds = [int(v) for v in args.seeds.split(",")]
    m = matrices(args.bench)
    gate = None if args.gate == "none" else args.gate
    rows, fits = _table(m, gate, seeds, args.pair_weight, args.pair_select)
    fit = fits[0]
    print(f"{len(m['ys'])} labelled samples, {len(m['xf'])} dev pairs; fold seeds {seeds}")
    print(f"weights {fit.weights} (λ {fit.shrink} toward the seed's); cut-offs {fit.cutoffs} (κ {fit.cut_shrink})")
    if gate == "faithfulness_first":
        floor, ceiling = first_bounds(fit.weights)
        print(f"faithfulness_first bracket: overall in [{floor:.3f}·F, {ceiling:.3f}·F]; faithfulness order kept "
              f"when one answer's F is over {ceiling / floor:.2f}× the other's")
    print("choices (λ, κ) per outer fold: " + "; ".join(f"seed {f.seed}: {f.fold_choices}" for f in fits))
    print(f"{'profile':<38}" + "".join(f"{h:>22}" for h in ("level acc", "w. kappa", "Spearman")))
    for name, r in rows.items():
        print(f"{name:<38}" + "".join(_cell(r[k]) for k in ("accuracy", "weighted_kappa", "spearman")))
    w = {d: fit.weights[d] for d in DIMENSIONS}
    dw = overall_scores(m["xf"], w, gate) - overall_scores(m["xh"], w, gate)
    print(f"dev pairs ranked right by the calibrated weights: {float(np.mean(dw > 1e-9) + 0.5 * np.mean(abs(dw) <= 1e-9)):.3f}")
    if args.write:
        _write(fit, gate, args, m, rows, seeds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
