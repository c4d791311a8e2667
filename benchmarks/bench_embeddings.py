"""Which offline embedder separates relevant from off-topic Chinese answers better? (relevancy fallback choice)

Run: .venv/bin/python benchmarks/bench_embeddings.py [data/samples/policy_qa.jsonl]
Prints, per embedder: ROC AUC of cosine(question, answer) for on-topic vs off-topic answers (1.0 = perfect
separation, 0.5 = chance), the mean cosine of each group, their gap, the Spearman correlation with the human
scores, and the cost per sample.
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import numpy as np
from scipy.stats import spearmanr

from earag.backends.embeddings.local import CharNgramEmbedder, minilm_embedder


def auc(pos: np.ndarray, neg: np.ndarray) -> float:
    """Probability that a random on-topic answer scores above a random off-topic one (ties count half)."""
    wins = (pos[:, None] > neg[None, :]).sum() + 0.5 * (pos[:, None] == neg[None, :]).sum()
    return float(wins / (len(pos) * len(neg)))


def main(path: str) -> None:
    rows = [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]
    questions = [r["question"] for r in rows]
    answers = [r["answer"] for r in rows]
    off = np.array([r.get("category") == "off_topic" for r in rows])
    human = np.array([r.get("human_score", np.nan) for r in rows], dtype=float)
    print(f"{len(rows)} samples, {off.sum()} off-topic ({path})")
    print(f"{'embedder':<52}{'AUC':>6}{'on':>7}{'off':>7}{'gap':>7}{'rho(h)':>8}{'ms/sample':>11}{'load s':>8}")
    for label, make in (("char-ngram", CharNgramEmbedder), ("minilm", minilm_embedder)):
        t0 = time.perf_counter()
        emb = make()
        load = time.perf_counter() - t0
        emb.embed(["预热"])
        t1 = time.perf_counter()
        q, a = emb.embed(questions), emb.embed(answers)
        per = (time.perf_counter() - t1) / len(rows) * 1000
        cos = np.clip((q * a).sum(axis=1), 0, 1)
        rho = spearmanr(cos[~np.isnan(human)], human[~np.isnan(human)]).statistic
        on_m, off_m = cos[~off].mean(), cos[off].mean()
        print(f"{emb.name:<52}{auc(cos[~off], cos[off]):>6.3f}{on_m:>7.3f}{off_m:>7.3f}{on_m - off_m:>7.3f}"
              f"{rho:>8.3f}{per:>11.2f}{load:>8.2f}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "data/samples/policy_qa.jsonl")
