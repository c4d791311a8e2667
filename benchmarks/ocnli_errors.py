"""OCNLI dev pairs by kind of contradiction: where the offline faithfulness judge wins, ties and loses.

Run: .venv/bin/python benchmarks/ocnli_errors.py ../shared/benchdata [--pairs 400] [--show 10]

Each dev pair's hallucinated hypothesis is put in one class, in this order, by a surface test against the premise:
`negation` (the count of negation words 不/没/未/无/非/别/否 differs), `quantifier` (a quantifier the premise lacks:
所有/全部/都/均/一些/部分/只/仅/每/任何/…), `number` (a digit or numeral the premise lacks), else
`antonym/paraphrase`; `neutral` pairs (the hypothesis neither follows nor contradicts) are their own class. Dev
split only (the test split is for reporting).
"""
from __future__ import annotations

import argparse
import collections
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from earag.config import load_settings  # noqa: E402
from earag.evaluator import Evaluator  # noqa: E402
from earag.types import EvaluationSample  # noqa: E402

NEG = re.compile(r"不|没|未|无|非|别|否")
QUANT = re.compile(r"所有|全部|都|均|一些|部分|只|仅|每|任何|唯一|少数|多数|大部分")
NUM = re.compile(r"[0-9０-９一二三四五六七八九十百千万两几]")


def kind_of(pair: dict) -> str:
    if pair["kind"] != "contradiction":
        return pair["kind"]
    h, p = pair["hallucinated"], " ".join(pair["contexts"])
    if len(NEG.findall(h)) != len(NEG.findall(p)):
        return "negation"
    if set(QUANT.findall(h)) - set(QUANT.findall(p)):
        return "quantifier"
    if set(NUM.findall(h)) - set(NUM.findall(p)):
        return "number"
    return "antonym/paraphrase"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bench", help="folder of the public pair files")
    parser.add_argument("--pairs", type=int, default=400, help="first N dev pairs")
    parser.add_argument("--show", type=int, default=0, help="print N lost or tied pairs per class")
    args = parser.parse_args()
    path = Path(args.bench) / "zh_ocnli_train_pairs.jsonl"
    rows = [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]
    rows = [r for r in rows if r["split"] == "dev"][: args.pairs]
    ev = Evaluator(load_settings(), offline=True)
    stats: collections.Counter = collections.Counter()
    shown: collections.Counter = collections.Counter()
    try:
        for r in rows:
            good, bad = (ev.evaluate(EvaluationSample(question=r["question"], answer=r[k], contexts=r["contexts"]))
                         .dimensions["faithfulness"].score for k in ("faithful", "hallucinated"))
            result = "win" if good > bad else "tie" if good == bad else "loss"
            cls = kind_of(r)
            stats[(cls, result)] += 1
            if result != "win" and shown[cls] < args.show:
                shown[cls] += 1
                print(f"[{cls}] {good:.3f} vs {bad:.3f} | {r['contexts'][0][:60]} | + {r['faithful']} | - {r['hallucinated']}")
    finally:
        ev.close()
    print(f"{'class':<20}{'pairs':>6}{'agreement':>11}{'ties':>6}{'losses':>8}")
    for cls in sorted({c for c, _ in stats}, key=lambda c: -sum(stats[(c, x)] for x in ("win", "tie", "loss"))):
        w, t, los = (stats[(cls, x)] for x in ("win", "tie", "loss"))
        n = w + t + los
        print(f"{cls:<20}{n:>6}{(w + t / 2) / n:>11.3f}{t / n:>6.2f}{los:>8}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
