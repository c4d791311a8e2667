"""Fit the `calibrated` scoring profile: weights and level cut-offs from labelled data, cross-validated, seeded.

Data: dimension scores (n, 5 in DIMENSIONS order) of human-labelled samples (score 0…1 and level) and of labelled
answer pairs (a faithful and a hallucinated answer to the same question, dev splits only). The weights minimise

    mean((clip(X_s·w) − human)²) + pair_weight · mean(τ · softplus((X_h − X_f)·w / τ))

within the sign bounds of earag.analysis.tuning.DEFAULT_BOUNDS (four rewards, one penalty): close to the people's
scores, and the faithful answer of each pair above its hallucinated twin. Cut-offs (lower bounds of 优秀/良好/一般)
are the ones that agree best with the people's levels on the training rows. k-fold cross-validation over the
labelled samples (pairs always train) gives held-out level accuracy, weighted κ and Spearman. Everything is
deterministic for a given seed. With `gate="faithfulness"` the rows are first gated (earag.scoring.gated_matrix:
coverage, relevancy and sufficiency times faithfulness), so the fitted weights are those of the gated formula.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from scipy import optimize

from earag.analysis.tuning import DEFAULT_BOUNDS, agreement
from earag.errors import InputError
from earag.messages import Message
from earag.scoring import LEVEL_NAMES, gated_matrix, quality_levels
from earag.types import DIMENSIONS

TAU = 0.05


@dataclass
class ProfileFit:
    weights: dict[str, float]
    cutoffs: tuple[float, float, float]
    cv: dict[str, Any]
    train: dict[str, Any]
    folds: int
    seed: int
    fold_weights: list[dict[str, float]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        keep = ("n", "accuracy", "weighted_kappa", "spearman", "kappa")
        return {"weights": self.weights, "cutoffs": list(self.cutoffs), "folds": self.folds, "seed": self.seed,
                "cv": {k: self.cv.get(k) for k in keep}, "train": {k: self.train.get(k) for k in keep},
                "fold_weights": self.fold_weights}


def _objective(w: np.ndarray, xs: np.ndarray, ys: np.ndarray, diff: np.ndarray, pair_weight: float) -> float:
    pred = np.clip(xs @ w, 0.0, 1.0)
    loss = float(np.mean((pred - ys) ** 2))
    if len(diff) and pair_weight:
        loss += pair_weight * float(np.mean(TAU * np.logaddexp(0.0, (diff @ w) / TAU)))
    return loss


def fit_weights(xs: np.ndarray, ys: np.ndarray, xf: np.ndarray, xh: np.ndarray, *,
                pair_weight: float = 0.5) -> np.ndarray:
    """The weights minimising the objective above within the sign bounds (L-BFGS-B from the seed's weights)."""
    bounds = [DEFAULT_BOUNDS[d] for d in DIMENSIONS]
    start = np.array([0.30, 0.25, 0.15, 0.15, -0.15])
    diff = xh - xf if len(xf) else np.zeros((0, len(DIMENSIONS)))
    res = optimize.minimize(_objective, start, args=(xs, ys, diff, pair_weight), method="L-BFGS-B", bounds=bounds)
    return np.round(res.x, 6)


def fit_cutoffs(pred: np.ndarray, level_idx: np.ndarray) -> tuple[float, float, float]:
    """Lower bounds of 优秀/良好/一般 with the most levels right on these rows (ties: the smaller mean level
    distance, then the higher cut-offs). Candidates are midpoints between distinct predicted scores."""
    values = np.unique(np.round(pred, 6))
    mids = np.concatenate([[0.0], (values[1:] + values[:-1]) / 2, [1.0]])
    best: tuple[float, float, tuple[float, float, float]] | None = None
    for c in mids:
        low = np.where(pred >= c, 2, 3)
        for b in mids[mids >= c]:
            mid = np.where(pred >= b, 1, low)
            for a in mids[mids >= b]:
                guess = np.where(pred >= a, 0, mid)
                key = (float(np.mean(guess == level_idx)), -float(np.mean(np.abs(guess - level_idx))))
                if best is None or key > best[:2]:
                    best = (key[0], key[1], (float(a), float(b), float(c)))
    assert best is not None
    return tuple(round(v, 4) for v in best[2])  # type: ignore[return-value]


def _levels_idx(levels: Sequence[str]) -> np.ndarray:
    unknown = [lv for lv in levels if lv not in LEVEL_NAMES]
    if unknown:
        raise InputError(Message("profile.unknown_level", {"value": repr(unknown[0])}), field="human_level")
    return np.array([LEVEL_NAMES.index(lv) for lv in levels])


def fit_profile(xs: np.ndarray, ys: Sequence[float], levels: Sequence[str], xf: np.ndarray | None = None,
                xh: np.ndarray | None = None, *, folds: int = 5, seed: int = 0,
                pair_weight: float = 0.5, gate: str | None = None) -> ProfileFit:
    """Fit weights and cut-offs on everything, and cross-validate the whole procedure over the samples."""
    xs = np.asarray(xs, dtype=float)
    y = np.asarray(ys, dtype=float)
    if xs.ndim != 2 or xs.shape[1] != len(DIMENSIONS) or len(xs) != len(y) or len(y) != len(levels):
        raise InputError(Message("profile.bad_shape", {"dims": len(DIMENSIONS)}), field="matrix")
    xs = np.nan_to_num(gated_matrix(xs, gate))
    if len(y) < 2 * folds:
        raise InputError(Message("profile.too_few", {"min": 2 * folds, "n": len(y)}), field="matrix")
    empty = np.zeros((0, len(DIMENSIONS)))
    xf = np.nan_to_num(gated_matrix(np.asarray(xf if xf is not None and len(xf) else empty, dtype=float), gate))
    xh = np.nan_to_num(gated_matrix(np.asarray(xh if xh is not None and len(xh) else empty, dtype=float), gate))
    idx = _levels_idx(levels)
    w = fit_weights(xs, y, xf, xh, pair_weight=pair_weight)
    pred = np.clip(xs @ w, 0, 1)
    cutoffs = fit_cutoffs(pred, idx)
    train = agreement(pred, quality_levels(pred, cutoffs), y, list(levels))
    order = np.random.default_rng(seed).permutation(len(y))
    held_pred = np.empty(len(y))
    held_level = np.empty(len(y), dtype=object)
    fold_weights = []
    for test in np.array_split(order, folds):
        train_rows = np.setdiff1d(np.arange(len(y)), test)
        wf = fit_weights(xs[train_rows], y[train_rows], xf, xh, pair_weight=pair_weight)
        fold_weights.append({d: float(v) for d, v in zip(DIMENSIONS, wf)})
        cf = fit_cutoffs(np.clip(xs[train_rows] @ wf, 0, 1), idx[train_rows])
        held_pred[test] = np.clip(xs[test] @ wf, 0, 1)
        held_level[test] = quality_levels(held_pred[test], cf)
    cv = agreement(held_pred, held_level, y, list(levels))
    return ProfileFit({d: float(v) for d, v in zip(DIMENSIONS, w)}, cutoffs, cv, train, folds, seed, fold_weights)


def cv_fixed_score(score: Sequence[float], ys: Sequence[float], levels: Sequence[str], *, folds: int = 5,
                   seed: int = 0) -> dict[str, Any]:
    """A fixed score (a baseline, or the seed profile) with level cut-offs fitted on the training folds: what it
    would reach if only its cut-offs were calibrated. Same folds as fit_profile for the same seed."""
    s = np.asarray(score, dtype=float)
    idx = _levels_idx(levels)
    order = np.random.default_rng(seed).permutation(len(s))
    held_level = np.empty(len(s), dtype=object)
    for test in np.array_split(order, folds):
        train_rows = np.setdiff1d(np.arange(len(s)), test)
        held_level[test] = quality_levels(s[test], fit_cutoffs(s[train_rows], idx[train_rows]))
    return agreement(s, held_level, list(ys), list(levels))
