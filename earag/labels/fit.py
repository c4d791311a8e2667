"""Weights and level cut-offs fitted on a run's stored labels by the same procedure as the shipped `calibrated`
profile: earag.analysis.profile_fit.fit_profile (called, not copied) — weights shrunk toward seed 000's, cut-offs as
smoothed ordinal thresholds shrunk toward 0.8/0.7/0.6, the shrinkages λ and κ chosen by an inner CV, the whole
procedure cross-validated (nested) and repeated over fold seeds. Labels people add carry no answer pairs, so the fit
uses none unless a caller passes them. Next to it, on the same rows and folds: the seed profile (fixed, and with
cut-offs fitted on the training folds), the current weights and, when the rows keep their text, bigram overlap."""
from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from earag.analysis.meta_eval import bigram_overlap
from earag.analysis.profile_fit import SEED, ProfileFit, cv_fixed_score, fit_profile, spread
from earag.analysis.tuning import DEFAULT_BOUNDS, MIN_FIT_ROWS, FitResult, agreement
from earag.enums import Level
from earag.errors import InputError
from earag.labels.agreement import LEVEL_MIDPOINTS, human_level, human_value
from earag.labels.store import Label, LabelStore
from earag.messages import Message
from earag.scoring import DEFAULT_CUTOFFS, LEVEL_NAMES, overall_scores, quality_levels
from earag.types import DIMENSIONS

# Below this many labelled answers a fit is shown with a warning: the shipped 52 labels already fit noise.
TRUST_LABELS = 100
REPEATS = 5            # fold seeds seed, seed+1, …: the cross-validated figures are a mean and a range over them
PROCEDURE = "earag.analysis.profile_fit.fit_profile (nested CV)"
_ID_TO_NAME = dict(zip(("excellent", "good", "fair", "poor"), LEVEL_NAMES))
_SEED_WEIGHTS = {d: float(v) for d, v in zip(DIMENSIONS, SEED)}


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


def cv_folds(n: int, folds: int) -> int:
    """The folds the labels allow: at most `folds` and n // 2 (profile_fit's two rows per fold), and every
    training fold holds at least MIN_FIT_ROWS rows; 0 when that leaves fewer than two folds (no CV)."""
    k = min(int(folds), n // 2)
    return k if k >= 2 and n - math.ceil(n / k) >= MIN_FIT_ROWS else 0


@dataclass
class LabelFit:
    """The fit (weights as tuning's FitResult for the existing readers, cut-offs), its in-sample and cross-validated
    agreement (first fold seed), the current weights' agreement, and `compare`: level accuracy, weighted κ and
    Spearman (mean, min, max over the fold seeds) of the fit, the seed profile and bigram overlap on the same rows."""

    weights: FitResult
    cutoffs: tuple[float, float, float]
    train: dict[str, Any]
    cross_validated: dict[str, Any] | None
    baseline: dict[str, Any]
    n: int
    folds: int
    warnings: list[str] = field(default_factory=list)
    shrink: float = 0.0          # λ chosen by the inner CV (0: the seed's weights)
    cut_shrink: float = 0.0      # κ chosen by the inner CV (0: the seed's cut-offs)
    fold_seeds: list[int] = field(default_factory=list)
    compare: dict[str, dict[str, dict[str, float | None]]] = field(default_factory=dict)
    profiles: list[ProfileFit] = field(default_factory=list)   # one nested-CV fit per fold seed
    gate: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"weights": self.weights.to_dict(), "cutoffs": list(self.cutoffs), "train": self.train,
                "cross_validated": self.cross_validated, "baseline": self.baseline, "n": self.n,
                "folds": self.folds, "warnings": self.warnings, "procedure": PROCEDURE, "shrink": self.shrink,
                "cut_shrink": self.cut_shrink, "gate": self.gate, "fold_seeds": self.fold_seeds,
                "compare": self.compare, "fold_choices": [[list(c) for c in p.fold_choices] for p in self.profiles]}


# the scorers of LabelFit.compare in the order the CLI and the dashboard show them
COMPARE_ORDER: tuple[str, ...] = ("fitted", "seed", "seed_cv_cutoffs", "current", "bigram", "bigram_cv_cutoffs")


def spread_text(cell: Mapping[str, Any]) -> str:
    """A figure over the fold seeds as shown: the mean, and its range when the seeds differ; — when undefined."""
    if cell.get("mean") is None:
        return "—"
    if cell["min"] == cell["max"]:
        return f"{cell['mean']:.3f}"
    return f"{cell['mean']:.3f} ({cell['min']:.3f}–{cell['max']:.3f})"


def _bigram(records: Mapping[int, Mapping[str, Any]], rows: Sequence[int]) -> np.ndarray | None:
    """Bigram overlap of each row's answer with its contexts; None when a row was stored without its answer."""
    if not all((records[r].get("answer") or "") for r in rows):
        return None
    return np.array([bigram_overlap(str(records[r]["answer"]), list(records[r].get("contexts") or [])) for r in rows])


def _compare(matrix: np.ndarray, target: np.ndarray, levels: list[str], weights: Mapping[str, float],
             bigram: np.ndarray | None, fits: Sequence[ProfileFit], folds: int, seeds: Sequence[int]) -> dict:
    """Every scorer on the same rows: fixed scores with the default cut-offs, and (with CV) the same scores with
    cut-offs fitted on the training folds of the same fold seeds."""
    seed_score = overall_scores(matrix, _SEED_WEIGHTS)
    fixed = {"seed": seed_score, "current": overall_scores(matrix, weights)}
    if bigram is not None:
        fixed["bigram"] = bigram
    out: dict[str, Any] = {}
    if fits:
        out["fitted"] = spread([f.cv for f in fits])
    for name, score in fixed.items():
        out[name] = spread([agreement(score, quality_levels(score), target, levels)])
        if fits and name != "current":
            out[f"{name}_cv_cutoffs"] = spread([cv_fixed_score(score.tolist(), target.tolist(), levels, folds=folds, seed=s)
                                                for s in seeds])
    return out


def _dimension_info(matrix: np.ndarray, target: np.ndarray) -> dict[str, dict[str, Any]]:
    """Per dimension, as FitResult.zeroed reads it: constant over the rows, and its Spearman ρ with the human value
    (tuning.agreement's, None when undefined) — why a weight the fit set to 0 is 0."""
    x = np.nan_to_num(matrix)
    return {d: {"constant": bool(np.ptp(x[:, j]) == 0),
                "correlation": agreement(x[:, j], None, target, None)["spearman"]} for j, d in enumerate(DIMENSIONS)}


def fit_labels(records: Mapping[int, Mapping[str, Any]], labels: Sequence[Label], weights: Mapping[str, float], *,
               annotator: str | None = None, folds: int = 5, seed: int = 0, repeats: int = REPEATS,
               gate: str | None = None, xf: np.ndarray | None = None, xh: np.ndarray | None = None) -> LabelFit:
    """Fit weights and cut-offs on the labels with profile_fit's nested CV (fold seeds seed … seed+repeats−1;
    the first one's fit is the result); `weights` are the current ones (the baseline). `gate` as in
    earag.scoring (None: the plain weighted sum the tuning page's sliders use); `xf`/`xh`: answer pairs (none by
    default). Too few labels to cross-validate (cv_folds is 0): nothing can choose λ and κ, so the seed's weights and
    cut-offs stand (λ = κ = 0, as the procedure decides ties) and only in-sample figures are given."""
    rows, matrix, target, levels = label_targets(records, labels, annotator)
    return fit_matrix(matrix, target, levels, weights, folds=folds, seed=seed, repeats=repeats, gate=gate, xf=xf,
                      xh=xh, bigram=_bigram(records, rows))


def fit_scored_rows(matrix: np.ndarray, human_scores: Sequence[Any], human_levels: Sequence[Any],
                    weights: Mapping[str, float], **kwargs: Any) -> LabelFit:
    """fit_matrix on rows a file labels with a human score and/or level (the tuning page's upload): a row without a
    score takes its level's midpoint, a row without a level the level of its score (default cut-offs), a row
    with neither is left out."""
    keep, target, levels = [], [], []
    for i, (score, level) in enumerate(zip(human_scores, human_levels)):
        has_score = score is not None and not (isinstance(score, float) and math.isnan(score))
        given = Level.parse(level)   # a Chinese level word or an id
        if not has_score and given is None:
            continue
        value = float(score) if has_score else LEVEL_MIDPOINTS[given.id]   # type: ignore[union-attr]
        keep.append(i)
        target.append(value)
        levels.append(given.value if given is not None else str(quality_levels(np.array([value]))[0]))
    return fit_matrix(np.asarray(matrix, dtype=float)[keep], target, levels, weights, **kwargs)


def fit_matrix(matrix: np.ndarray, target: Any, levels: Sequence[str], weights: Mapping[str, float], *,
               folds: int = 5, seed: int = 0, repeats: int = REPEATS, gate: str | None = None,
               xf: np.ndarray | None = None, xh: np.ndarray | None = None,
               bigram: np.ndarray | None = None) -> LabelFit:
    """fit_labels on a dimension matrix with its human values and levels (the tuning page's file of human-scored
    rows, or a run's labels): one procedure, profile_fit's nested CV, wherever people fit weights to labels."""
    target = np.asarray(target, dtype=float)
    levels = [str(lv) for lv in levels]
    n = len(target)
    if n < MIN_FIT_ROWS:
        raise InputError(Message("labels.fit_too_few", {"min": MIN_FIT_ROWS, "n": n}), field="labels")
    k = cv_folds(n, folds)
    seeds = [int(seed) + i for i in range(max(1, int(repeats)))] if k else []
    fits = [fit_profile(matrix, target.tolist(), levels, xf, xh, folds=k, seed=s, gate=gate) for s in seeds]
    cut: Sequence[float] = fits[0].cutoffs if fits else DEFAULT_CUTOFFS
    w, lam, kap = (fits[0].weights, fits[0].shrink, fits[0].cut_shrink) if fits else (dict(_SEED_WEIGHTS), 0.0, 0.0)
    pred = overall_scores(matrix, w, gate)
    train = agreement(pred, quality_levels(pred, cut), target, levels)
    base = overall_scores(matrix, weights)
    baseline = agreement(base, quality_levels(base), target, levels)
    cv = fits[0].cv if fits else None
    result = FitResult(dict(w), cv, train, baseline, n, k, dict(weights),
                       fits[0].fold_weights if fits else [], dict(DEFAULT_BOUNDS), _dimension_info(matrix, target))
    notes = (["few_labels"] if n < TRUST_LABELS else []) + ([] if fits else ["no_cv"])
    return LabelFit(result, (float(cut[0]), float(cut[1]), float(cut[2])), train, cv, baseline, n, k, notes, lam, kap,
                    seeds, _compare(matrix, target, levels, weights, bigram, fits, k, seeds), fits,
                    gate)


def fit_run(store, run_id: str, weights: Mapping[str, float], **kwargs: Any) -> LabelFit:
    """fit_labels over the labels stored for a run (only the labelled rows' records are read)."""
    labels = LabelStore(store).labels(run_id)
    records = {row: rec for row in sorted({lb.row for lb in labels})
               if (rec := store.get_record(run_id, row)) is not None}
    return fit_labels(records, labels, weights, **kwargs)


__all__ = ["COMPARE_ORDER", "LEVEL_MIDPOINTS", "LabelFit", "cv_folds", "fit_labels", "fit_matrix", "fit_run", "fit_scored_rows", "human_level", "label_targets", "spread_text"]


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
