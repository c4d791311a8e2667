"""Overall-score pairwise agreement of both scoring profiles next to faithfulness and bigram overlap, per pair file.

Run: .venv/bin/python benchmarks/overall_profiles.py [FILES/FOLDERS ...] [--split test] [--limit N]
(default: ../shared/benchdata and data/judge/pairs.jsonl.gz). Each answer is scored once, offline with the
configured backends; the overall score of each profile is computed from the same five dimension scores with that
profile's formula (earag.scoring.overall_score: `seed` = seed 000's weighted sum, `calibrated` = the fitted, gated
one), so the two columns differ only by the profile. Pairwise agreement: the faithful answer above its hallucinated
twin, ties ½; tie rate in brackets. `earag meta-eval --profile P` gives the same overall figure for one profile
with every other metric; this prints both profiles for half the work (the dev split is not scored).
Dimension scores are kept in results/overall_profiles_SPLIT.npz (delete it to re-score).
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from earag.analysis.meta_eval import bigram_overlap, load_pairs, pair_files, pairwise_agreement, set_name  # noqa: E402
from earag.config import load_settings  # noqa: E402
from earag.evaluator import Evaluator  # noqa: E402
from earag.profiles import SEED_WEIGHTS, load_profile_file  # noqa: E402
from earag.scoring import overall_scores  # noqa: E402
from earag.types import DIMENSIONS, EvaluationSample  # noqa: E402


def _row(ev: Evaluator, question: str, answer: str, contexts: list[str]) -> list[float]:
    r = ev.evaluate(EvaluationSample(question=question, answer=answer, contexts=list(contexts)))
    return [np.nan if r.dimension_scores[d] is None else float(r.dimension_scores[d]) for d in DIMENSIONS]


def score_files(files: list[Path], split: str, limit: int | None) -> dict[str, np.ndarray]:
    """Dimension scores of both answers of every pair of `split`, with bigram overlap and the set name."""
    ev = Evaluator(load_settings(), offline=True)
    xf, xh, bf, bh, sets = [], [], [], [], []
    started, answers = time.perf_counter(), 0
    try:
        for f in files:
            pairs = [p for p in load_pairs(f) if p["split"] == split][:limit]
            for p in pairs:
                xf.append(_row(ev, p["question"], p["faithful"], p["contexts"]))
                xh.append(_row(ev, p["question"], p["hallucinated"], p["contexts"]))
                bf.append(bigram_overlap(p["faithful"], p["contexts"]))
                bh.append(bigram_overlap(p["hallucinated"], p["contexts"]))
                sets.append(set_name(f))
                answers += 2
    finally:
        ev.close()
    ms = 1000 * (time.perf_counter() - started) / max(1, answers)
    return {"xf": np.array(xf), "xh": np.array(xh), "bf": np.array(bf), "bh": np.array(bh),
            "sets": np.array(sets, dtype=object), "ms": np.array(ms)}


def _pw(good: np.ndarray, bad: np.ndarray) -> str:
    res = pairwise_agreement(list(map(float, good)), list(map(float, bad)))
    return "—" if res["agreement"] is None else f"{res['agreement']:.3f} ({res['tie_rate']:.2f})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", default=[str(ROOT.parent / "shared" / "benchdata"),
                                                     str(ROOT / "data" / "judge" / "pairs.jsonl.gz")])
    parser.add_argument("--split", default="test", choices=["dev", "test"])
    parser.add_argument("--limit", type=int, default=None, help="first N pairs of the split per file")
    args = parser.parse_args(argv)
    cache = ROOT / "results" / f"overall_profiles_{args.split}.npz"
    if cache.is_file() and args.limit is None:
        m = dict(np.load(cache, allow_pickle=True))
    else:
        m = score_files(pair_files(args.paths), args.split, args.limit)
        if args.limit is None:
            cache.parent.mkdir(exist_ok=True)
            np.savez(cache, **m)
    cal = load_profile_file("calibrated")
    fi = DIMENSIONS.index("faithfulness")
    print(f"split {args.split}; calibrated profile: {cal.weights}, gate {cal.gate}; "
          f"{float(m['ms']):.1f} ms per answer judged")
    print(f"{'set':<28}{'pairs':>6}{'faithfulness':>16}{'overall seed':>16}{'overall calib.':>16}{'bigram':>16}")
    for name in dict.fromkeys(str(s) for s in m["sets"]):
        k = m["sets"] == name
        xf, xh = m["xf"][k], m["xh"][k]
        cols = [_pw(np.nan_to_num(xf[:, fi], nan=-1), np.nan_to_num(xh[:, fi], nan=-1)),
                _pw(overall_scores(xf, SEED_WEIGHTS), overall_scores(xh, SEED_WEIGHTS)),
                _pw(overall_scores(xf, cal.weights, cal.gate), overall_scores(xh, cal.weights, cal.gate)),
                _pw(m["bf"][k], m["bh"][k])]
        print(f"{name:<28}{int(k.sum()):>6}" + "".join(f"{c:>16}" for c in cols))
    return 0


if __name__ == "__main__":
    sys.exit(main())
