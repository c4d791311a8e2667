"""Judge quality and cost: the meta-eval table on both splits of the labelled pairs, with ms per judged answer.

Run: .venv/bin/python benchmarks/bench_judge.py [data/judge/pairs.jsonl.gz ../shared/benchdata ...] [--online] [--json]
Prints, per pair file and split (dev, test), pairwise agreement and tie rate, ROC AUC and F1 of the hallucination score,
span P/R/F1 and per-kind agreement for the product's judge next to the two lexical baselines; then Spearman and
weighted kappa against the human labels of data/samples/policy_qa.jsonl; then the cost per answer. Offline by
default (the rule-based judge); --online uses the configured LLM judge. Test (the own file's "heldout") is for
reporting only: never tune anything on it (see data/judge/README.md, docs/judge-quality.md).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

from earag.analysis.meta_eval import DEFAULT_HUMAN, DEFAULT_PAIRS, format_report, run_meta_eval
from earag.config import load_settings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="*", default=[str(ROOT / DEFAULT_PAIRS)], help="pair files or folders")
    parser.add_argument("--online", action="store_true", help="use the configured LLM judge")
    parser.add_argument("--config")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    report = run_meta_eval(args.file, split="all", settings=load_settings(args.config), offline=not args.online,
                           human_path=ROOT / DEFAULT_HUMAN)
    wall = time.perf_counter() - started
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
        return 0
    print(format_report(report))
    cost = report["cost"]
    print(f"wall time {wall:.1f} s for {cost['answers_judged']} distinct answers "
          f"(+ {report['human']['n']} human-labelled samples): {cost['ms_per_answer']:.1f} ms per answer in the judge")
    return 0


if __name__ == "__main__":
    sys.exit(main())
