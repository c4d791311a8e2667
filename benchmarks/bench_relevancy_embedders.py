"""Relevancy embedders compared on labelled on-topic / off-topic question-answer pairs, per language.

Run: .venv/bin/python benchmarks/bench_relevancy_embedders.py [--split all|dev|test] [--json]
For each embedder that loads here (char-ngram, the packaged MiniLM, USE multilingual v3, multilingual-e5-small
q4): ROC AUC of cosine(question, answer) for on-topic vs off-topic answers of data/relevancy/labelled_pairs.jsonl,
and of the Chinese policy pairs built from data/judge/pairs.jsonl.gz (on-topic: own answer; off-topic: another
item's), per language, the load time and ms per pair (one question + one answer embedded). Offline; nothing
downloads. --fit prints the scale fitted on the dev splits (RELEVANCY_SCALES) and its test accuracy at 0.7.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from earag.analysis.relevancy_eval import (  # noqa: E402
    LABELLED_PAIRS,
    embedder_builders,
    evaluate_embedder,
    fit_scales,
    judge_pair_rows,
    load_labelled,
    scaled_accuracy,
)
from earag.errors import BackendUnavailable  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--file", default=str(ROOT / LABELLED_PAIRS))
    parser.add_argument("--split", choices=["all", "dev", "test"], default="all")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--fit", action="store_true", help="print the dev-fitted scale of each embedder "
                        "(earag.metrics.dimensions.relevancy.RELEVANCY_SCALES) and its test accuracy at 0.7")
    parser.add_argument("--only", help="comma-separated embedder kinds (default: all)")
    args = parser.parse_args(argv)
    rows = load_labelled(args.file) + judge_pair_rows()  # + Chinese policy pairs from data/judge (seeded)
    out = []
    only = set(args.only.split(",")) if args.only else None
    for name, build in embedder_builders().items():
        if only and name not in only:
            continue
        started = time.perf_counter()
        try:
            emb = build()
            emb.embed(["warm-up"])  # a packaged model loads its weights on the first text
        except BackendUnavailable as exc:
            out.append({"embedder": name, "error": str(exc)})
            continue
        load_s = time.perf_counter() - started
        res = {"embedder": emb.name, "load_seconds": round(load_s, 2), **evaluate_embedder(emb, rows, args.split)}
        if args.fit:
            res["scale"] = fit_scales(emb, rows)
            res["scaled_test"] = scaled_accuracy(emb, rows, "test")
        out.append(res)
    if args.json:
        print(json.dumps(out, ensure_ascii=False, indent=2))
        return 0
    print(f"{'embedder':<62}{'load s':>8}{'ms/pair':>9}{'AUC zh':>8}{'AUC en':>8}{'t zh':>7}{'t en':>7}")
    for r in out:
        if "error" in r:
            print(f"{r['embedder']:<62} unavailable: {r['error']}")
            continue
        lang = r["languages"]
        print(f"{r['embedder'][:61]:<62}{r['load_seconds']:>8.2f}{r['ms_per_pair']:>9.1f}"
              + "".join(f"{lang[k]['auc']:>8.3f}" for k in ("zh", "en"))
              + "".join(f"{lang[k]['threshold']:>7.2f}" for k in ("zh", "en")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
