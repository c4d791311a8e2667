"""Fit the `calibrated` scoring profile: weights and level cut-offs from labelled data, cross-validated, seeded.

Data: dimension scores (n, 5 in DIMENSIONS order) of human-labelled samples (score 0…1 and level) and of labelled
answer pairs (a faithful and a hallucinated answer to the same question, dev splits only). The free weights minimise

    mean((clip(X_s·w) − human)²) + pair_weight · mean(τ · softplus((X_h − X_f)·w / τ))

within the sign bounds of earag.analysis.tuning.DEFAULT_BOUNDS (four rewards, one penalty): close to the people's
scores, and the faithful answer of each pair above its hallucinated twin. On 52 labels a free fit overfits, so the
profile's weights are shrunk toward seed 000's: w = seed + λ·(free − seed). Cut-offs (lower bounds of
优秀/良好/一般) are ordinal thresholds: each maximises the expected number of levels right on the training rows when
every score is blurred by N(0, σ²) (σ = SMOOTH, a margin: a cut-off does not hug one row), and they are shrunk toward
the seed's 0.8/0.7/0.6 the same way (κ). λ and κ are chosen by NESTED cross-validation: an inner k-fold CV on the
training rows only (most levels right, then weighted κ, then the smaller λ and κ — the seed wins ties). The outer
k-fold CV over the labelled samples (pairs always train) gives held-out level accuracy, weighted κ and Spearman;
`repeated_cv` repeats it over several fold seeds (mean and range). Everything is deterministic for a given seed.
With a gate the rows are first gated (earag.scoring.gated_matrix: `faithfulness` multiplies coverage, relevancy and
sufficiency by faithfulness, `faithfulness_first` the hallucination penalty too), so the fitted weights are those of
the gated formula. For `faithfulness_first` the fit keeps w_f + w_h ≥ FIRST_FLOOR and w_f + w_c + w_r + w_s ≤ 1
(SLSQP instead of L-BFGS-B; a shrunk fit, a convex combination with the seed's weights, keeps them too), so no
answer with faithfulness above 0 is clamped to 0 nor any to 1.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from scipy import optimize
from scipy.stats import norm

from earag.analysis.tuning import DEFAULT_BOUNDS, agreement
from earag.errors import InputError
from earag.messages import Message
from earag.scoring import DEFAULT_CUTOFFS, FIRST_FLOOR, LEVEL_NAMES, gated_matrix, quality_levels
from earag.types import DIMENSIONS

SEED = np.array([0.30, 0.25, 0.15, 0.15, -0.15])   # seed 000's weights (earag.profiles.SEED_WEIGHTS), DIMENSIONS order

TAU = 0.05
SHRINKS = (0.0, 0.25, 0.5, 0.75, 1.0)   # λ: weights = seed + λ·(free fit − seed)
CUT_SHRINKS = (0.0, 0.5, 1.0)           # κ: cut-offs = seed's + κ·(fitted − seed's)
SMOOTH = 0.02                           # σ of the cut-off fit (score units)
_GRID = np.round(np.arange(0.0, 1.0001, 0.005), 3)


@dataclass
class ProfileFit:
    weights: dict[str, float]
    cutoffs: tuple[float, float, float]
    cv: dict[str, Any]
    train: dict[str, Any]
    folds: int
    seed: int
    fold_weights: list[dict[str, float]] = field(default_factory=list)
    shrink: float = 1.0
    cut_shrink: float = 1.0
    gate: str | None = None
    fold_choices: list[tuple[float, float]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        keep = ("n", "accuracy", "weighted_kappa", "spearman", "kappa")
        return {"weights": self.weights, "cutoffs": list(self.cutoffs), "folds": self.folds, "seed": self.seed,
                "gate": self.gate, "shrink": self.shrink, "cut_shrink": self.cut_shrink,
                "cv": {k: self.cv.get(k) for k in keep}, "train": {k: self.train.get(k) for k in keep},
                "fold_weights": self.fold_weights, "fold_choices": [list(c) for c in self.fold_choices]}


def _objective(w: np.ndarray, xs: np.ndarray, ys: np.ndarray, diff: np.ndarray, pair_weight: float) -> float:
    pred = np.clip(xs @ w, 0.0, 1.0)
    loss = float(np.mean((pred - ys) ** 2))
    if len(diff) and pair_weight:
        loss += pair_weight * float(np.mean(TAU * np.logaddexp(0.0, (diff @ w) / TAU)))
    return loss


def _first_constraints() -> list[dict[str, Any]]:
    """w_f + w_h ≥ FIRST_FLOOR and w_f + w_c + w_r + w_s ≤ 1: the `faithfulness_first` bracket (earag.scoring)."""
    f, h = DIMENSIONS.index("faithfulness"), DIMENSIONS.index("hallucination")
    rewards = [DIMENSIONS.index(d) for d in DIMENSIONS if d != "hallucination"]
    return [{"type": "ineq", "fun": lambda w: w[f] + w[h] - FIRST_FLOOR},
            {"type": "ineq", "fun": lambda w: 1.0 - float(np.sum(w[rewards]))}]


def fit_weights(xs: np.ndarray, ys: np.ndarray, xf: np.ndarray, xh: np.ndarray, *,
                pair_weight: float = 0.5, gate: str | None = None) -> np.ndarray:
    """The free weights minimising the objective above within the sign bounds (L-BFGS-B from the seed's weights;
    SLSQP within the bracket's two constraints for the `faithfulness_first` gate). Rows are already gated."""
    bounds = [DEFAULT_BOUNDS[d] for d in DIMENSIONS]
    diff = xh - xf if len(xf) else np.zeros((0, len(DIMENSIONS)))
    if gate == "faithfulness_first":
        res = optimize.minimize(_objective, SEED, args=(xs, ys, diff, pair_weight), method="SLSQP", bounds=bounds,
                                constraints=_first_constraints())
    else:
        res = optimize.minimize(_objective, SEED, args=(xs, ys, diff, pair_weight), method="L-BFGS-B",
                                bounds=bounds)
    return np.round(res.x, 6)


def fit_cutoffs(pred: np.ndarray, level_idx: np.ndarray, smooth: float = SMOOTH) -> tuple[float, float, float]:
    """Ordinal thresholds a ≥ b ≥ c (lower bounds of 优秀/良好/一般) on a 0.005 grid maximising the expected number
    of levels right when each score is blurred by N(0, smooth²) (smooth 0: the count itself). The count splits into
    one term per cut-off (a separates 优秀 from 良好, b 良好 from 一般, c 一般 from 较差), maximised jointly under the
    ordering; ties go to the grid point nearest the seed's cut-off."""
    pred = np.asarray(pred, dtype=float)
    idx = np.asarray(level_idx)
    gap = _GRID[None, :] - pred[:, None]
    above = norm.sf(gap / smooth) if smooth > 0 else (gap <= 0).astype(float)  # P(score ≥ grid point)
    per_level = [above[idx == k].sum(axis=0) for k in range(len(LEVEL_NAMES))]
    terms = [per_level[k] - per_level[k + 1] - 1e-6 * np.abs(_GRID - DEFAULT_CUTOFFS[k]) for k in range(3)]
    best_a = np.maximum.accumulate(terms[0][::-1])[::-1]     # best a ≥ grid point
    best_c = np.maximum.accumulate(terms[2])                 # best c ≤ grid point
    j = int(np.argmax(terms[1] + best_a + best_c))
    i = j + int(np.argmax(terms[0][j:]))
    k = int(np.argmax(terms[2][: j + 1]))
    return float(_GRID[i]), float(_GRID[j]), float(_GRID[k])


def _shrunk_cutoffs(cut: Sequence[float], kappa: float) -> tuple[float, float, float]:
    base = np.array(DEFAULT_CUTOFFS, dtype=float)
    out = np.minimum.accumulate(np.clip(np.round(base + kappa * (np.asarray(cut) - base), 4), 0.0, 1.0))
    return float(out[0]), float(out[1]), float(out[2])


def _levels_idx(levels: Sequence[str]) -> np.ndarray:
    unknown = [lv for lv in levels if lv not in LEVEL_NAMES]
    if unknown:
        raise InputError(Message("profile.unknown_level", {"value": repr(unknown[0])}), field="human_level")
    return np.array([LEVEL_NAMES.index(lv) for lv in levels])


@dataclass
class _Data:
    xs: np.ndarray
    y: np.ndarray
    idx: np.ndarray
    levels: list[str]
    xf: np.ndarray
    xh: np.ndarray
    pair_weight: float
    smooth: float
    pair_sets: np.ndarray          # the pair file of each dev pair
    pair_select: float             # weight of the dev pairs' ranking in the choice of λ
    gate: str | None = None


def _pair_agreement(d: _Data, w: np.ndarray) -> float:
    """Mean over pair files of the share of dev pairs with evidence whose faithful answer scores above its twin
    (ties ½)."""
    names = sorted({s for s in d.pair_sets if s is not None})
    if not names or not d.pair_select:
        return 0.0
    diff = np.clip(d.xf @ w, 0, 1) - np.clip(d.xh @ w, 0, 1)
    right = (diff > 1e-9) + 0.5 * (np.abs(diff) <= 1e-9)
    return float(np.mean([right[d.pair_sets == s].mean() for s in names]))


def _fit_rows(d: _Data, rows: np.ndarray, lam: float, kappa: float,
              free: np.ndarray | None = None) -> tuple[np.ndarray, tuple[float, float, float]]:
    """Shrunk weights and cut-offs fitted on `rows` only."""
    if free is None:
        free = fit_weights(d.xs[rows], d.y[rows], d.xf, d.xh, pair_weight=d.pair_weight, gate=d.gate)
    w = SEED + lam * (free - SEED)
    cut = fit_cutoffs(np.clip(d.xs[rows] @ w, 0, 1), d.idx[rows], d.smooth)
    return w, _shrunk_cutoffs(cut, kappa)


def _choose(d: _Data, rows: np.ndarray, folds: int, seed: int, shrinks: Sequence[float],
            cut_shrinks: Sequence[float]) -> tuple[float, float]:
    """λ and κ with the best inner k-fold CV over `rows`: most levels right plus pair_select × the dev pairs ranked
    right (mean over pair files, pairs with evidence only), then weighted κ, then the smaller λ and κ."""
    order = np.random.default_rng(seed).permutation(rows)
    held = {(lam, kap): np.empty(len(d.y), dtype=object) for lam in shrinks for kap in cut_shrinks}
    pairs: dict[float, float] = {}
    folds = min(folds, len(rows))
    for test in np.array_split(order, folds):
        train = np.setdiff1d(rows, test)
        free = fit_weights(d.xs[train], d.y[train], d.xf, d.xh, pair_weight=d.pair_weight, gate=d.gate)
        for lam in shrinks:
            pairs[lam] = pairs.get(lam, 0.0) + _pair_agreement(d, SEED + lam * (free - SEED)) / folds
            for kap in cut_shrinks:
                w, cut = _fit_rows(d, train, lam, kap, free)
                held[(lam, kap)][test] = quality_levels(np.clip(d.xs[test] @ w, 0, 1), cut)
    best: tuple[tuple[float, ...], tuple[float, float]] | None = None
    for (lam, kap), lv in held.items():
        agr = agreement(None, list(lv[rows]), d.y[rows], [d.levels[i] for i in rows])
        gain = float(agr["accuracy"] or 0.0) + d.pair_select * pairs[lam]
        key = (round(gain, 9), round(float(agr["weighted_kappa"] or 0.0), 9), -lam, -kap)
        if best is None or key > best[0]:
            best = (key, (lam, kap))
    assert best is not None
    return best[1]


def fit_profile(xs: np.ndarray, ys: Sequence[float], levels: Sequence[str], xf: np.ndarray | None = None,
                xh: np.ndarray | None = None, *, folds: int = 5, seed: int = 0, pair_weight: float = 0.5,
                gate: str | None = None, shrinks: Sequence[float] = SHRINKS,
                cut_shrinks: Sequence[float] = CUT_SHRINKS, smooth: float = SMOOTH,
                pair_sets: Sequence[str] | None = None, pair_select: float = 0.0) -> ProfileFit:
    """Fit weights and cut-offs on everything (λ, κ by CV over all samples), and cross-validate the whole
    procedure, choice of λ and κ included (nested: inner CV on each outer training fold only)."""
    xs = np.asarray(xs, dtype=float)
    y = np.asarray(ys, dtype=float)
    if xs.ndim != 2 or xs.shape[1] != len(DIMENSIONS) or len(xs) != len(y) or len(y) != len(levels):
        raise InputError(Message("profile.bad_shape", {"dims": len(DIMENSIONS)}), field="matrix")
    if len(y) < 2 * folds:
        raise InputError(Message("profile.too_few", {"min": 2 * folds, "n": len(y)}), field="matrix")
    empty = np.zeros((0, len(DIMENSIONS)))
    raw = [np.asarray(m if m is not None and len(m) else empty, dtype=float) for m in (xf, xh)]
    pairs = [np.nan_to_num(gated_matrix(m, gate)) for m in raw]
    sets = np.array(list(pair_sets) if pair_sets is not None else [""] * len(raw[0]), dtype=object)
    faith = DIMENSIONS.index("faithfulness")
    sets[np.isnan(raw[0][:, faith]) | np.isnan(raw[1][:, faith])] = None   # no evidence: ranks nothing
    d = _Data(np.nan_to_num(gated_matrix(xs, gate)), y, _levels_idx(levels), list(levels), pairs[0], pairs[1],
              pair_weight, smooth, sets, pair_select, gate)
    everything = np.arange(len(y))
    lam, kap = _choose(d, everything, folds, seed + 1000, shrinks, cut_shrinks)
    w, cutoffs = _fit_rows(d, everything, lam, kap)
    pred = np.clip(d.xs @ w, 0, 1)
    train = agreement(pred, quality_levels(pred, cutoffs), y, list(levels))
    held_pred = np.empty(len(y))
    held_level = np.empty(len(y), dtype=object)
    fold_weights, choices = [], []
    for test in np.array_split(np.random.default_rng(seed).permutation(len(y)), folds):
        rows = np.setdiff1d(everything, test)
        choice = _choose(d, rows, folds, seed + 1000, shrinks, cut_shrinks)
        wf, cf = _fit_rows(d, rows, *choice)
        choices.append(choice)
        fold_weights.append({dim: round(float(v), 6) for dim, v in zip(DIMENSIONS, wf)})
        held_pred[test] = np.clip(d.xs[test] @ wf, 0, 1)
        held_level[test] = quality_levels(held_pred[test], cf)
    cv = agreement(held_pred, held_level, y, list(levels))
    return ProfileFit({dim: round(float(v), 6) for dim, v in zip(DIMENSIONS, w)}, cutoffs, cv, train, folds, seed,
                      fold_weights, lam, kap, gate, choices)


def cv_fixed_score(score: Sequence[float], ys: Sequence[float], levels: Sequence[str], *, folds: int = 5,
                   seed: int = 0, smooth: float = SMOOTH) -> dict[str, Any]:
    """A fixed score (a baseline, or the seed profile) with level cut-offs fitted on the training folds: what it
    would reach if only its cut-offs were calibrated. Same folds as fit_profile for the same seed."""
    s = np.asarray(score, dtype=float)
    idx = _levels_idx(levels)
    order = np.random.default_rng(seed).permutation(len(s))
    held_level = np.empty(len(s), dtype=object)
    for test in np.array_split(order, folds):
        train_rows = np.setdiff1d(np.arange(len(s)), test)
        held_level[test] = quality_levels(s[test], fit_cutoffs(s[train_rows], idx[train_rows], smooth))
    return agreement(s, held_level, list(ys), list(levels))


def spread(runs: Sequence[dict[str, Any]], keys: Sequence[str] = ("accuracy", "weighted_kappa", "spearman")
           ) -> dict[str, dict[str, float | None]]:
    """Mean, min and max of each metric over repeated CV runs (one agreement dict per fold seed)."""
    out: dict[str, dict[str, float | None]] = {}
    for k in keys:
        vals = [float(r[k]) for r in runs if r.get(k) is not None]
        out[k] = ({"mean": round(float(np.mean(vals)), 3), "min": round(min(vals), 3), "max": round(max(vals), 3)}
                  if vals else {"mean": None, "min": None, "max": None})
    return out
