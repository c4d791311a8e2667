"""Relevancy embedders on labelled on-topic / off-topic question-answer pairs (data/relevancy/labelled_pairs.jsonl).

Per language: ROC AUC of cosine(question, answer) and the threshold (on the relevancy scale the product shows)
that best separates on-topic from off-topic answers, chosen on the dev split (Youden's J). Used by
benchmarks/bench_relevancy_embedders.py and the tests; the chosen thresholds live in config (calibration).
"""
from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from earag.analysis.meta_eval import _resolve, load_pairs, roc_auc
from earag.backends.embeddings.local import CharNgramEmbedder, minilm_embedder
from earag.backends.embeddings.packaged import E5Embedder, UseEmbedder
from earag.errors import InputError
from earag.messages import Message
from earag.metrics.dimensions.relevancy import SEED_THRESHOLD, score_relevancy

LABELLED_PAIRS = "data/relevancy/labelled_pairs.jsonl"
_ROOT = Path(__file__).resolve().parent.parent.parent
_FIELDS = {"id": str, "language": str, "split": str, "question": str, "answer": str, "on_topic": bool}


def load_labelled(path: str | Path = LABELLED_PAIRS) -> list[dict[str, Any]]:
    """The labelled pairs; InputError names the line and field of the first bad row."""
    p = Path(path)
    if not p.is_file() and (_ROOT / p).is_file():
        p = _ROOT / p
    if not p.is_file():
        raise InputError(Message("relpairs.no_file", {"path": str(p)}), field="file", value=str(p))
    rows = []
    for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(Message("relpairs.line_not_json", {"name": p.name, "line": n, "detail": exc.msg}),
                             field="line", row=n) from exc
        for name, typ in _FIELDS.items():
            if not isinstance(row.get(name) if isinstance(row, dict) else None, typ):
                raise InputError(Message("relpairs.bad_field", {"name": p.name, "line": n, "field": name,
                                                                  "type": typ.__name__}), field=name, row=n)
        rows.append(row)
    return rows


def embedder_builders() -> dict[str, Callable[[], Any]]:
    """Every offline embedder the product can use, by kind, built lazily (a missing package raises
    BackendUnavailable when built)."""
    return {"char-ngram": CharNgramEmbedder, "minilm": minilm_embedder, "use-multilingual": UseEmbedder,
            "e5-small": E5Embedder}


def best_cut(scores: Sequence[float], labels: Sequence[int]) -> float | None:
    """The cut (score >= cut is on-topic) with the largest TPR − FPR; midpoints between distinct scores."""
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    if not pos or not neg:
        return None
    values = sorted(set(scores))
    best, best_j = None, -2.0
    for a, b in zip(values, values[1:]):
        cut = (a + b) / 2
        j = sum(s >= cut for s in pos) / len(pos) - sum(s >= cut for s in neg) / len(neg)
        if j > best_j + 1e-12:
            best, best_j = cut, j
    return best


def evaluate_embedder(embedder, rows: Sequence[Mapping[str, Any]], split: str = "all",
                      score: Callable[[Any, str, str], float] | None = None) -> dict[str, Any]:
    """AUC per language on `split`, the dev-chosen threshold per language and its accuracy on `split`, and the ms
    per pair. `score(embedder, question, answer)` defaults to the product's relevancy function."""
    def default(emb, q: str, a: str) -> float:
        return score_relevancy(emb, q, a).cosine  # the product's cosine (blended where it blends), not yet scaled

    fn = score or default
    started = time.perf_counter()
    scored = [(r, fn(embedder, r["question"], r["answer"])) for r in rows]
    ms = 1000 * (time.perf_counter() - started) / max(1, len(rows))
    out: dict[str, Any] = {"ms_per_pair": round(ms, 2), "languages": {}}
    for lang in sorted({r["language"] for r in rows}):
        dev = [(s, int(r["on_topic"])) for r, s in scored if r["language"] == lang and r["split"] == "dev"]
        rep = [(s, int(r["on_topic"])) for r, s in scored
               if r["language"] == lang and (split == "all" or r["split"] == split)]
        cut = best_cut([s for s, _ in dev], [y for _, y in dev])
        acc = (sum((s >= cut) == bool(y) for s, y in rep) / len(rep)) if cut is not None and rep else None
        out["languages"][lang] = {"n": len(rep), "auc": roc_auc([s for s, _ in rep], [y for _, y in rep]),
                                  "threshold": cut, "accuracy_at_threshold": acc,
                                  "on_topic_mean": _mean([s for s, y in rep if y]),
                                  "off_topic_mean": _mean([s for s, y in rep if not y])}
    return out


def _mean(values: Sequence[float]) -> float | None:
    return sum(values) / len(values) if values else None


def fit_scales(embedder, rows: Sequence[Mapping[str, Any]]) -> dict[str, tuple[float, float]]:
    """Per language, from the dev split only: (cut, median on-topic cosine) for
    earag.metrics.dimensions.relevancy.to_seed_scale. Deterministic: no randomness, rounded to 4 digits."""
    out: dict[str, tuple[float, float]] = {}
    for lang in sorted({r["language"] for r in rows}):
        dev = [r for r in rows if r["language"] == lang and r["split"] == "dev"]
        # the cosine the product maps (with its char-ngram blend), before any scale
        scores = [score_relevancy(embedder, r["question"], r["answer"]).cosine for r in dev]
        labels = [int(r["on_topic"]) for r in dev]
        cut = best_cut(scores, labels)
        on = sorted(s for s, y in zip(scores, labels) if y)
        if cut is None or not on:
            continue
        median = on[len(on) // 2] if len(on) % 2 else (on[len(on) // 2 - 1] + on[len(on) // 2]) / 2
        out[lang] = (round(cut, 4), round(max(median, cut), 4))
    return out


def scaled_accuracy(embedder, rows: Sequence[Mapping[str, Any]], split: str = "test") -> dict[str, Any]:
    """Per language on `split`: share of answers on the right side of the seed's 0.7 after the product's own
    relevancy scoring (calibrated scale, if the embedder has one), and the mean score of on- and off-topic answers."""
    out: dict[str, Any] = {}
    for lang in sorted({r["language"] for r in rows}):
        sub = [r for r in rows if r["language"] == lang and (split == "all" or r["split"] == split)]
        res = [(score_relevancy(embedder, r["question"], r["answer"]).score, bool(r["on_topic"])) for r in sub]
        out[lang] = {"n": len(res),
                     "accuracy_at_0.7": sum((s >= SEED_THRESHOLD) == y for s, y in res) / len(res) if res else None,
                     "on_topic_mean": _mean([s for s, y in res if y]),
                     "off_topic_mean": _mean([s for s, y in res if not y])}
    return out


def judge_pair_rows(path: str | Path = "data/judge/pairs.jsonl.gz") -> list[dict[str, Any]]:
    """On-topic / off-topic Chinese policy pairs from the judge's labelled pairs, as benchmarks/bench_calibration.py
    builds them: each base item's question with its own faithful answer (on-topic) and with the faithful answer of
    another base item of the same split (off-topic; a fixed, seeded derangement)."""
    out: list[dict[str, Any]] = []
    for split in ("dev", "test"):
        seen: set[str] = set()
        items = []
        for p in load_pairs(_resolve(path)):
            base = str(p.get("base_id", p["id"]))
            if p["split"] == split and base not in seen:
                seen.add(base)
                items.append((base, p["question"], p["faithful"]))
        order = list(range(len(items)))
        random.Random(0).shuffle(order)
        other = {order[i]: order[(i + 1) % len(order)] for i in range(len(order))}
        for i, (base, question, answer) in enumerate(items):
            out.append({"id": f"judge-{base}-on", "language": "zh", "split": split, "question": question,
                        "answer": answer, "on_topic": True})
            if len(items) > 1:
                out.append({"id": f"judge-{base}-off", "language": "zh", "split": split, "question": question,
                            "answer": items[other[i]][2], "on_topic": False})
    return out
