"""Which relevancy threshold fits each offline embedder? Chosen on labelled data, checked on data kept aside.

Run: .venv/bin/python benchmarks/bench_calibration.py
Labelled data: data/judge/pairs.jsonl.gz. On-topic = a base item's question with its own faithful answer;
off-topic = the same question with the faithful answer of another base item (a fixed derangement). The threshold
is the one maximising Youden's J (on-topic kept − off-topic kept) on the dev split; the heldout split only reports.
Prints per embedder: the chosen threshold, dev and heldout rates of on-topic answers kept (not called off-topic)
and off-topic answers caught, and the seed's 0.7 for comparison.
"""
from __future__ import annotations

import random

import numpy as np

from earag.analysis.meta_eval import DEFAULT_PAIRS, load_pairs
from earag.backends.embeddings.local import CharNgramEmbedder, minilm_embedder


def items(split: str) -> list[tuple[str, str]]:
    seen, out = set(), []
    for p in load_pairs(DEFAULT_PAIRS):
        if p["split"] == split and p["base_id"] not in seen:
            seen.add(p["base_id"])
            out.append((p["question"], p["faithful"]))
    return out


def cosines(embedder, rows: list[tuple[str, str]]) -> tuple[np.ndarray, np.ndarray]:
    q = embedder.embed([r[0] for r in rows])
    a = embedder.embed([r[1] for r in rows])
    on = np.clip((q * a).sum(axis=1), 0, 1)
    order = list(range(len(rows)))
    random.Random(0).shuffle(order)
    shift = [order[(i + 1) % len(order)] for i in range(len(order))]  # a derangement: never the item's own answer
    pos = {j: k for k, j in enumerate(order)}
    other = [shift[pos[i]] for i in range(len(rows))]
    off = np.clip((q * a[other]).sum(axis=1), 0, 1)
    return on, off


def rates(on: np.ndarray, off: np.ndarray, t: float) -> tuple[float, float]:
    return float((on >= t).mean()), float((off < t).mean())


def main() -> None:
    dev, held = items("dev"), items("test")  # the pair file's "heldout" is read as "test"
    print(f"dev {len(dev)} questions, heldout {len(held)} questions (on-topic and off-topic pairs each)")
    print(f"{'embedder':<48}{'threshold':>10}{'dev kept':>10}{'dev caught':>11}{'held kept':>10}{'held caught':>12}"
          f"{'0.7 kept':>10}{'0.7 caught':>11}")
    for make in (CharNgramEmbedder, minilm_embedder):
        emb = make()
        on_d, off_d = cosines(emb, dev)
        on_h, off_h = cosines(emb, held)
        grid = np.round(np.arange(0.01, 0.95, 0.01), 2)
        best = max(grid, key=lambda t: sum(rates(on_d, off_d, t)) - 1)
        kd, cd = rates(on_d, off_d, best)
        kh, ch = rates(on_h, off_h, best)
        k7, c7 = rates(on_h, off_h, 0.7)
        print(f"{emb.name:<48}{best:>10.2f}{kd:>10.3f}{cd:>11.3f}{kh:>10.3f}{ch:>12.3f}{k7:>10.3f}{c7:>11.3f}")


if __name__ == "__main__":
    main()
