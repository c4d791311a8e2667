"""Weights and level cut-offs fitted on a run's stored labels, with cross-validation: the weights by
earag.analysis.tuning.fit_weights (called, not copied), the cut-offs by a grid search on the fitted scores."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations_with_replacement
from typing import Any

import numpy as np

from earag.analysis.tuning import MIN_FIT_ROWS, FitResult, agreement, fit_weights
from earag.errors import InputError
from earag.labels.agreement import LEVEL_MIDPOINTS, human_level, human_value
from earag.labels.store import Label, LabelStore
from earag.messages import Message
from earag.scoring import DEFAULT_CUTOFFS, LEVEL_NAMES, overall_scores, quality_levels
from earag.types import DIMENSIONS

# Below this many labelled answers a fit is shown with a warning: the shipped 52 labels already fit noise.
TRUST_LABELS = 100
_GRID = np.round(np.arange(0.2, 0.951, 0.05), 2)
_ID_TO_NAME = dict(zip(("excellent", "good", "fair", "poor"), LEVEL_NAMES))


def _matrix_row(record: Mapping[str, Any]) -> list[float]:
    scores = (record.get("earag_evaluation") or {}).get("dimension_scores") or {}
    return [float(scores[d]) if isinstance(scores.get(d), (int, float)) else np.nan for d in DIMENSIONS]


def label_targets(records: Mapping[int, Mapping[str, Any]], labels: Sequence[Label],
                  annotator: str | None = None) -> tuple[list[int], np.ndarray, np.ndarray, list[str]]:
    """Rows, dimension matrix, human value (mean over annotators: score, else the middle of the level's band)
    and human level (the level of that mean) of every labelled, scored row."""
    values: dict[int, list[float]] = {}
    given: dict[int, list[str]] = {}
    for lb in labels:
        if annotator is not None and lb.annotator != annotator:
            continue
        v, level = human_value(lb), human_level(lb)
        if v is not None and level and isinstance((records.get(lb.row) or {}).get("earag_evaluation"), Mapping):
            values.setdefault(lb.row, []).append(v)
            given.setdefault(lb.row, []).append(level)
    rows = sorted(values)
    matrix = np.array([_matrix_row(records[r]) for r in rows], dtype=float).reshape(len(rows), len(DIMENSIONS))
    target = np.array([float(np.mean(values[r])) for r in rows])
    levels = [_row_level(given[r], t) for r, t in zip(rows, target)]
    return rows, matrix, target, levels


def _row_level(given: Sequence[str], mean_value: float) -> str:
    """The level most annotators gave (as a level name of earag.scoring); a tie: the level of the mean value."""
    counts = {lv: given.count(lv) for lv in set(given)}
    top = [lv for lv, c in counts.items() if c == max(counts.values())]
    return _ID_TO_NAME[top[0]] if len(top) == 1 else str(quality_levels(np.array([mean_value]))[0])


def _weighted_kappa(confusion: np.ndarray, weights: np.ndarray) -> float:
    """Quadratic-weighted κ of a count matrix (−inf when undefined, so it never wins the search)."""
    p = confusion / confusion.sum()
    expected = float((weights * np.outer(p.sum(axis=1), p.sum(axis=0))).sum())
    return -np.inf if expected <= 1e-12 else 1.0 - float((weights * p).sum()) / expected


def fit_cutoffs(scores: np.ndarray, human_levels: Sequence[str]) -> tuple[float, float, float]:
    """The cut-offs (lower bounds of 优秀/良好/一般) on a 0.05 grid that give the highest quadratic-weighted κ of
    quality_levels(scores) against the human levels; ties go to the set nearest the default cut-offs."""
    best: tuple[float, float, float] = tuple(DEFAULT_CUTOFFS)  # type: ignore[assignment]
    best_key = (-np.inf, 0.0)
    human = np.array([LEVEL_NAMES.index(lv) for lv in human_levels])
    scores = np.asarray(scores, dtype=float)
    k = len(LEVEL_NAMES)
    i, j = np.indices((k, k))
    weights = (i - j) ** 2 / (k - 1) ** 2
    for c, b, a in combinations_with_replacement(_GRID, 3):  # ascending c ≤ b ≤ a
        cut = (float(a), float(b), float(c))
        # level index 0 (优秀) … 3 (较差): how many of the cut-offs lie above the score, as quality_levels does
        predicted = (scores[:, None] < np.array(cut)[None, :]).sum(axis=1)
        value = _weighted_kappa(np.bincount(human * k + predicted, minlength=k * k).reshape(k, k), weights)
        key = (value, -float(np.abs(np.subtract(cut, DEFAULT_CUTOFFS)).sum()))
        if key > best_key:
            best, best_key = cut, key
    return best


@dataclass
class LabelFit:
    """The weights fit (tuning's FitResult), the cut-offs fitted in-sample, and the agreement of weights plus
    cut-offs in-sample and cross-validated (both fitted on the training folds only)."""

    weights: FitResult
    cutoffs: tuple[float, float, float]
    train: dict[str, Any]
    cross_validated: dict[str, Any] | None
    baseline: dict[str, Any]
    n: int
    folds: int
    warnings: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"weights": self.weights.to_dict(), "cutoffs": list(self.cutoffs), "train": self.train,
                "cross_validated": self.cross_validated, "baseline": self.baseline, "n": self.n,
                "folds": self.folds, "warnings": self.warnings}


def _levels_agreement(scores: np.ndarray, cut: Sequence[float], target: np.ndarray, levels: Sequence[str]) -> dict:
    return agreement(scores, quality_levels(scores, cut), target, list(levels))


def fit_labels(records: Mapping[int, Mapping[str, Any]], labels: Sequence[Label], weights: Mapping[str, float], *,
               annotator: str | None = None, folds: int = 5, seed: int = 0) -> LabelFit:
    """Fit weights and cut-offs on the labels; `weights` are the current ones (the baseline)."""
    rows, matrix, target, levels = label_targets(records, labels, annotator)
    n = len(rows)
    if n < MIN_FIT_ROWS:
        raise InputError(Message("labels.fit_too_few", {"min": MIN_FIT_ROWS, "n": n}), field="labels")
    fit = fit_weights(matrix, target, original_weights=weights, human_levels=levels, folds=folds, seed=seed)
    w_all = np.array([fit.weights[d] for d in DIMENSIONS])
    x = np.where(np.isnan(matrix), 0.0, matrix)
    pred = np.clip(x @ w_all, 0.0, 1.0)
    cut = fit_cutoffs(pred, levels)
    k = min(int(folds), n)
    cv = None
    if k >= 2 and n - int(np.ceil(n / k)) >= MIN_FIT_ROWS:
        held = np.empty(n)
        held_levels = np.empty(n, dtype=object)
        for test in np.array_split(np.random.default_rng(seed).permutation(n), k):
            train = np.setdiff1d(np.arange(n), test)
            inner = fit_weights(matrix[train], target[train], human_levels=[levels[i] for i in train], folds=1)
            w = np.array([inner.weights[d] for d in DIMENSIONS])
            fold_cut = fit_cutoffs(np.clip(x[train] @ w, 0.0, 1.0), [levels[i] for i in train])
            held[test] = np.clip(x[test] @ w, 0.0, 1.0)
            held_levels[test] = quality_levels(held[test], fold_cut)
        cv = agreement(held, held_levels, target, levels)
    else:
        k = 0
    base = overall_scores(x, weights)
    notes = []
    if n < TRUST_LABELS:
        notes.append("few_labels")
    if cv is None:
        notes.append("no_cv")
    return LabelFit(fit, cut, _levels_agreement(pred, cut, target, levels), cv,
                    _levels_agreement(base, DEFAULT_CUTOFFS, target, levels), n, k, notes)


def fit_run(store, run_id: str, weights: Mapping[str, float], **kwargs: Any) -> LabelFit:
    """fit_labels over the labels stored for a run (only the labelled rows' records are read)."""
    labels = LabelStore(store).labels(run_id)
    records = {row: rec for row in sorted({lb.row for lb in labels})
               if (rec := store.get_record(run_id, row)) is not None}
    return fit_labels(records, labels, weights, **kwargs)


__all__ = ["LEVEL_MIDPOINTS", "LabelFit", "fit_cutoffs", "fit_labels", "fit_run", "human_level", "label_targets"]


def labelled_samples(store, run_id: str, annotator: str | None = None) -> list[dict[str, Any]]:
    """The labelled rows of a run as human-labelled samples (question, answer, contexts, human score and level):
    what `earag meta-eval --labels RUN` scores the judge and the lexical baselines against. The human value of a row
    is the mean over its annotators (score, else the middle of the level's band) and its level the one most of them
    gave, as in the fit on stored labels."""
    if store.get_run(run_id) is None:
        raise InputError(Message("store.no_run_in", {"run": run_id, "store": store.describe()}), field="run", value=run_id)
    labels = LabelStore(store).labels(run_id)
    records = {row: rec for row in sorted({lb.row for lb in labels})
               if (rec := store.get_record(run_id, row)) is not None}
    rows, _, target, levels = label_targets(records, labels, annotator)
    samples = []
    for row, value, level in zip(rows, target, levels):
        rec = records[row]
        if not rec.get("question") or not rec.get("answer"):
            continue  # a row stored without its text (an input error) cannot be scored again
        samples.append({"id": rec.get("id") or f"row-{row}", "question": rec["question"], "answer": rec["answer"],
                        "contexts": list(rec.get("contexts") or []), "human_score": round(float(value), 4),
                        "human_level": level})
    if not samples:
        raise InputError(Message("labels.fit_no_rows", {"run": run_id}), field="labels", value=run_id)
    return samples
