"""Weight tuning: re-score a result frame with new weights, measure agreement with human labels, fit weights."""
from __future__ import annotations

import io
import math
import re
import warnings
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd
import yaml
from scipy import optimize, stats

from earag.analysis.frames import dimension_matrix
from earag.config import Thresholds, settings_from_dict
from earag.errors import InputError
from earag.messages import Message
from earag.scoring import LEVEL_NAMES, max_overall, overall_scores, quality_levels
from earag.types import DIMENSIONS

_DEFAULT_OVERALL_THRESHOLD = float(Thresholds.model_fields["overall"].default)
# Four positive dimensions reward, hallucination penalises: the sign of each weight is fixed by design.
DEFAULT_BOUNDS: dict[str, tuple[float, float]] = {
    "entity_coverage": (0.0, 1.0),
    "faithfulness": (0.0, 1.0),
    "relevancy": (0.0, 1.0),
    "sufficiency": (0.0, 1.0),
    "hallucination": (-1.0, 0.0),
}
MIN_FIT_ROWS = 5


# ---------------------------------------------------------------- re-scoring

def _unscored_mask(df: pd.DataFrame, matrix: np.ndarray) -> np.ndarray:
    """Rows that never got an evaluation: re-weighting them must not invent a 0.0 / 较差."""
    if "status" in df.columns:
        return (df["status"] == "error").to_numpy(dtype=bool)
    return np.isnan(matrix).all(axis=1)


def rescore(df: pd.DataFrame, weights: Mapping[str, float], thresholds: Mapping[str, float],
            cutoffs: Sequence[float] | None = None) -> pd.DataFrame:
    """overall_score, quality_level and quality_warning recomputed from the dimension columns, same index.

    `cutoffs` are the lower bounds of 优秀/良好/一般 (earag.scoring.DEFAULT_CUTOFFS when None).
    Rows with status "error" (or, without a status column, no dimension score at all) get NaN / None / <NA>.
    """
    matrix = dimension_matrix(df)
    scores = overall_scores(matrix, weights)
    levels = quality_levels(scores, cutoffs)
    limit = float(thresholds.get("overall", _DEFAULT_OVERALL_THRESHOLD))
    warning = pd.array(scores < limit, dtype="boolean")
    unscored = _unscored_mask(df, matrix)
    if unscored.any():
        scores = np.where(unscored, np.nan, scores)
        levels = np.where(unscored, np.array(None, dtype=object), levels)  # an object array, as with a bare None
        warning[unscored] = pd.NA
    # explicit object dtype: pandas would otherwise infer its str dtype and turn None into NaN
    return pd.DataFrame(
        {
            "overall_score": scores,
            "quality_level": pd.Series(levels, index=df.index, dtype=object),
            "quality_warning": pd.Series(warning, index=df.index),
        },
        index=df.index,
    )


def level_changes(before_df: pd.DataFrame, after_df: pd.DataFrame) -> pd.DataFrame:
    """Rows whose quality level differs between two frames with the same index (e.g. a frame and its rescore).

    Columns: id, question, old_score, new_score, score_change, old_level, new_level; index kept.
    """
    if not before_df.index.equals(after_df.index):
        raise InputError(Message("tuning.index_differs"), field="frames")
    old_level = before_df["quality_level"].astype(object)
    new_level = after_df["quality_level"].astype(object)
    # None and NaN both mean "no level"; two missing levels are not a change
    changed = old_level.where(old_level.notna(), "").to_numpy() != new_level.where(new_level.notna(), "").to_numpy()
    index = before_df.index[changed]

    def _text(name: str, frame: pd.DataFrame) -> pd.Series:
        # object dtype keeps None as None (pandas' str dtype would make it NaN)
        values = frame[name].astype(object).to_numpy()[changed] if name in frame.columns else [None] * len(index)
        return pd.Series(values, index=index, dtype=object)

    info = before_df if "id" in before_df.columns else after_df
    old_score = before_df["overall_score"].to_numpy(dtype=float)[changed]
    new_score = after_df["overall_score"].to_numpy(dtype=float)[changed]
    return pd.DataFrame(
        {
            "id": _text("id", info),
            "question": _text("question", info),
            "old_score": old_score,
            "new_score": new_score,
            "score_change": new_score - old_score,
            "old_level": _text("quality_level", before_df),
            "new_level": _text("quality_level", after_df),
        },
        index=index,
    )


def level_distribution(levels: Sequence[str | None] | np.ndarray | pd.Series) -> dict[str, int]:
    """Counts per level in the order 优秀, 良好, 一般, 较差; missing or unknown levels are not counted."""
    values = pd.Series(np.asarray(levels, dtype=object)).value_counts()
    return {name: int(values.get(name, 0)) for name in LEVEL_NAMES}


# ---------------------------------------------------------------- per-dimension thresholds

def _passes(values: np.ndarray, dim: str, threshold: float) -> np.ndarray:
    """True = passes; hallucination is an upper bound, every other dimension (and overall) a lower bound."""
    return values <= threshold if dim == "hallucination" else values >= threshold


def dimension_pass_counts(df: pd.DataFrame, thresholds: Mapping[str, float],
                          before: Mapping[str, float] | None = None) -> pd.DataFrame:
    """Per dimension with a threshold: how many scored rows pass and fail it (a missing score counts in neither),
    and with `before` the counts under those thresholds and how many rows flip each way.

    Columns: dimension, threshold, passed, failed, missing [, before_threshold, passed_before, failed_before,
    to_fail, to_pass]. `overall` is read from the frame's overall_score column.
    """
    rows = []
    for dim in (*DIMENSIONS, "overall"):
        column = "overall_score" if dim == "overall" else dim
        if dim not in thresholds or column not in df.columns:
            continue
        values = pd.to_numeric(df[column], errors="coerce").to_numpy(dtype=float)
        scored = np.isfinite(values)
        now = _passes(values, dim, float(thresholds[dim])) & scored
        row = {"dimension": dim, "threshold": float(thresholds[dim]), "passed": int(now.sum()),
               "failed": int((scored & ~now).sum()), "missing": int((~scored).sum())}
        if before is not None and dim in before:
            was = _passes(values, dim, float(before[dim])) & scored
            row.update({"before_threshold": float(before[dim]), "passed_before": int(was.sum()),
                        "failed_before": int((scored & ~was).sum()), "to_fail": int((was & ~now).sum()),
                        "to_pass": int((~was & now & scored).sum())})
        rows.append(row)
    return pd.DataFrame(rows)


def threshold_flips(df: pd.DataFrame, before: Mapping[str, float], after: Mapping[str, float]) -> pd.DataFrame:
    """The rows whose pass/fail changes on some dimension when thresholds move from `before` to `after`.

    One row per (sample, dimension) flip: id, question, dimension, score, before_threshold, after_threshold,
    now ("pass" | "fail"). Rows without a score on that dimension never flip.
    """
    out = []
    for dim in (*DIMENSIONS, "overall"):
        column = "overall_score" if dim == "overall" else dim
        if dim not in before or dim not in after or column not in df.columns or before[dim] == after[dim]:
            continue
        values = pd.to_numeric(df[column], errors="coerce").to_numpy(dtype=float)
        scored = np.isfinite(values)
        was, now = _passes(values, dim, float(before[dim])), _passes(values, dim, float(after[dim]))
        for i in np.flatnonzero(scored & (was != now)):
            out.append({"id": df["id"].iloc[i] if "id" in df.columns else i,
                        "question": df["question"].iloc[i] if "question" in df.columns else None,
                        "dimension": dim, "score": float(values[i]), "before_threshold": float(before[dim]),
                        "after_threshold": float(after[dim]), "now": "pass" if now[i] else "fail"})
    return pd.DataFrame(out, columns=["id", "question", "dimension", "score", "before_threshold", "after_threshold",
                                      "now"])


# ---------------------------------------------------------------- agreement

def _as_float_array(values: Any, n: int | None) -> np.ndarray | None:
    """Floats with NaN for None / NaN / pd.NA; vectorised because agreement runs on every slider move."""
    if values is None:
        return None
    try:
        out = np.asarray(values, dtype=float)
    except (TypeError, ValueError):
        series = pd.Series(np.asarray(values, dtype=object), dtype=object)
        out = pd.to_numeric(series.where(series.notna(), np.nan), errors="raise").to_numpy(dtype=float)
    if out.ndim != 1:
        raise InputError(Message("tuning.scores_not_1d", {"shape": str(out.shape)}), field="labels")
    if n is not None and len(out) != n:
        raise InputError(Message("tuning.length_vs", {"length": len(out), "n": n}), field="labels")
    return out


def _names_to_indices(names: np.ndarray) -> np.ndarray:
    """Index in LEVEL_NAMES per element, -1 for anything else."""
    idx = np.full(len(names), -1, dtype=int)
    for i, name in enumerate(LEVEL_NAMES):  # four elementwise compares beat a per-row dict lookup
        idx[names == name] = i
    return idx


# the side of an agreement an error names ("predicted"/"human"), as a catalogue word
_SIDE = {"predicted": Message("tuning.side_predicted"), "human": Message("tuning.side_human")}


def _level_indices(levels: Any, scores: np.ndarray | None, n: int, what: str) -> np.ndarray:
    """Level index per row (0 = 优秀 … 3 = 较差), -1 where unknown; a missing level is derived from the score."""
    idx = np.full(n, -1, dtype=int)
    if levels is not None:
        arr = np.asarray(levels, dtype=object)
        if len(arr) != n:
            raise InputError(Message("tuning.levels_length", {"side": _SIDE[what], "length": len(arr), "n": n}),
                             field="labels")
        idx = _names_to_indices(arr)
        unknown = (idx < 0) & ~pd.isna(arr)
        if unknown.any():
            bad = arr[unknown][0]
            raise InputError(Message("tuning.unknown_level", {"side": _SIDE[what], "value": repr(bad),
                                                              "levels": str(list(LEVEL_NAMES))}), field="labels")
    if scores is not None:
        derive = (idx < 0) & np.isfinite(scores)
        if derive.any():
            idx[derive] = _names_to_indices(quality_levels(scores[derive]))
    return idx


def _finite_or_none(value: float) -> float | None:
    value = float(value)
    return value if math.isfinite(value) else None


def _kappas(confusion: np.ndarray) -> tuple[float | None, float | None]:
    """Cohen's kappa and quadratic-weighted kappa of a k×k count matrix (None when undefined)."""
    total = confusion.sum()
    k = confusion.shape[0]
    rows = confusion.sum(axis=1)
    cols = confusion.sum(axis=0)
    expected = np.outer(rows, cols) / total
    p_o = np.trace(confusion) / total
    p_e = np.trace(expected) / total
    kappa = None if math.isclose(p_e, 1.0) else (p_o - p_e) / (1.0 - p_e)
    i, j = np.indices((k, k))
    w = (i - j) ** 2 / (k - 1) ** 2
    denom = float((w * expected).sum())
    weighted = None if denom <= 1e-15 else 1.0 - float((w * confusion).sum()) / denom
    return kappa, weighted


def agreement(
    pred_scores: Any,
    pred_levels: Any,
    human_scores: Any,
    human_levels: Any,
) -> dict[str, Any]:
    """How well predictions match human labels.

    Any argument may be None; levels missing on a row are derived from that row's score. Rows without a human
    label are ignored. Level metrics use rows with both levels (`n`), score metrics rows with both scores
    (`n_scored`). Metrics are None (never NaN) when fewer than 2 rows count or the input is constant.
    Confusion matrix: rows human, columns predicted, order `labels`.
    """
    lengths = [len(x) for x in (pred_scores, pred_levels, human_scores, human_levels) if x is not None]
    if not lengths:
        raise InputError(Message("tuning.no_inputs"), field="labels")
    n_all = lengths[0]
    if any(length != n_all for length in lengths):
        raise InputError(Message("tuning.lengths_differ", {"lengths": str(lengths)}), field="labels")
    p_scores = _as_float_array(pred_scores, n_all)
    h_scores = _as_float_array(human_scores, n_all)
    p_idx = _level_indices(pred_levels, p_scores, n_all, "predicted")
    h_idx = _level_indices(human_levels, h_scores, n_all, "human")

    k = len(LEVEL_NAMES)
    both = (p_idx >= 0) & (h_idx >= 0)
    confusion = np.zeros((k, k), dtype=int)
    np.add.at(confusion, (h_idx[both], p_idx[both]), 1)
    n = int(both.sum())

    out: dict[str, Any] = {
        "n": n, "accuracy": None, "kappa": None, "weighted_kappa": None,
        "n_scored": 0, "spearman": None, "spearman_p": None, "kendall": None, "kendall_p": None, "mae": None,
        "confusion": confusion.tolist(), "labels": list(LEVEL_NAMES),
    }
    if n >= 2:
        out["accuracy"] = float(np.trace(confusion) / n)
        kappa, weighted = _kappas(confusion.astype(float))
        out["kappa"], out["weighted_kappa"] = kappa, weighted

    if p_scores is not None and h_scores is not None:
        scored = np.isfinite(p_scores) & np.isfinite(h_scores)
        x, y = p_scores[scored], h_scores[scored]
        out["n_scored"] = int(scored.sum())
        if len(x) >= 2:
            out["mae"] = float(np.mean(np.abs(x - y)))
            # rank correlations are undefined for a constant side; scipy would warn and return NaN
            if np.ptp(x) > 0 and np.ptp(y) > 0:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    rho = stats.spearmanr(x, y)
                    tau = stats.kendalltau(x, y)
                out["spearman"], out["spearman_p"] = _finite_or_none(rho.statistic), _finite_or_none(rho.pvalue)
                out["kendall"], out["kendall_p"] = _finite_or_none(tau.statistic), _finite_or_none(tau.pvalue)
    return out


# ---------------------------------------------------------------- weight fitting

@dataclass
class FitResult:
    """Fitted weights with the agreement they reach in-sample, cross-validated and for the original weights."""

    weights: dict[str, float]
    cv_agreement: dict[str, Any] | None
    train_agreement: dict[str, Any]
    baseline_agreement: dict[str, Any] | None
    n: int
    folds: int
    original_weights: dict[str, float] | None = None
    fold_weights: list[dict[str, float]] = field(default_factory=list)
    bounds: dict[str, tuple[float, float]] = field(default_factory=dict)
    # per dimension over the fitted rows: {"correlation": Spearman ρ with the human score | None, "constant": bool}
    dimension_info: dict[str, dict[str, Any]] = field(default_factory=dict)

    def to_frame(self) -> pd.DataFrame:
        """Per dimension: original, fitted, change, and the spread of the per-fold fits (large = unstable)."""
        rows = []
        for dim in DIMENSIONS:
            original = None if self.original_weights is None else self.original_weights.get(dim)
            fold_values = [fw[dim] for fw in self.fold_weights]
            rows.append({
                "dimension": dim,
                "original": np.nan if original is None else float(original),
                "fitted": self.weights[dim],
                "change": np.nan if original is None else self.weights[dim] - float(original),
                "fold_std": float(np.std(fold_values)) if fold_values else np.nan,
            })
        return pd.DataFrame(rows)

    def zeroed(self, tol: float = 1e-6) -> list[dict[str, Any]]:
        """Dimensions the fit set to 0 (their whole weight dropped), each with why: `reason` is "bound" when 0 is
        the edge of its allowed sign (the data would want the opposite sign — e.g. a penalty that predicts higher
        human scores), "no_signal" when the dimension is constant or absent in the labelled rows, else "redundant"
        (the other dimensions already explain what it adds). `correlation` is its Spearman ρ with the human score
        over the fitted rows (None when undefined)."""
        out = []
        info = self.dimension_info or {}
        for dim in DIMENSIONS:
            if abs(self.weights.get(dim, 0.0)) > tol:
                continue
            lo, hi = self.bounds.get(dim, DEFAULT_BOUNDS.get(dim, (-1.0, 1.0)))
            d = info.get(dim, {})
            corr = d.get("correlation")
            if d.get("constant"):
                reason = "no_signal"
            elif corr is not None and ((abs(lo) < tol and corr < 0) or (abs(hi) < tol and corr > 0)):
                reason = "bound"
            else:
                reason = "redundant"
            out.append({"dimension": dim, "reason": reason, "correlation": corr,
                        "original": None if self.original_weights is None else self.original_weights.get(dim)})
        return out

    def agreement_frame(self) -> pd.DataFrame:
        """One row per evaluation (baseline, train, cross-validated) of the scalar agreement metrics."""
        keys = ("n", "accuracy", "kappa", "weighted_kappa", "spearman", "kendall", "mae")
        rows = []
        for name, agr in (("baseline", self.baseline_agreement), ("train", self.train_agreement),
                          ("cross_validated", self.cv_agreement)):
            if agr is not None:
                rows.append({"evaluation": name, **{k: agr.get(k) for k in keys}})
        return pd.DataFrame(rows)

    def to_dict(self) -> dict[str, Any]:
        return {
            "weights": dict(self.weights), "original_weights": self.original_weights,
            "cv_agreement": self.cv_agreement, "train_agreement": self.train_agreement,
            "baseline_agreement": self.baseline_agreement, "n": self.n, "folds": self.folds,
            "fold_weights": [dict(w) for w in self.fold_weights],
            "bounds": {k: list(v) for k, v in self.bounds.items()},
            "zeroed": self.zeroed(),
        }


def _solve(matrix: np.ndarray, target: np.ndarray, lower: np.ndarray, upper: np.ndarray) -> np.ndarray:
    return optimize.lsq_linear(matrix, target, bounds=(lower, upper), method="bvls").x


def _predict(matrix: np.ndarray, w: np.ndarray) -> np.ndarray:
    return np.clip(matrix @ w, 0.0, 1.0)


def fit_weights(
    matrix: np.ndarray,
    human_scores: Sequence[float | None] | np.ndarray,
    *,
    bounds: Mapping[str, tuple[float, float]] | None = None,
    folds: int = 5,
    seed: int = 0,
    original_weights: Mapping[str, float] | None = None,
    human_levels: Sequence[str | None] | None = None,
) -> FitResult:
    """Bounded least squares of human_score ≈ matrix @ w (no intercept, like the overall score).

    matrix is (n, 5) in DIMENSIONS order; NaN cells count as 0, as in scoring. Rows without a human score are
    dropped. `bounds` overrides DEFAULT_BOUNDS per dimension. Agreement is measured on predictions clipped to
    [0, 1]; the k-fold figure (k = min(folds, n), shuffled with `seed`) shows whether the fit generalises.
    """
    matrix = np.asarray(matrix, dtype=float)
    if matrix.ndim != 2 or matrix.shape[1] != len(DIMENSIONS):
        raise InputError(Message("tuning.bad_matrix", {"dims": len(DIMENSIONS), "shape": str(matrix.shape)}),
                         field="matrix")
    target_all = _as_float_array(human_scores, matrix.shape[0])
    if target_all is None:
        raise InputError(Message("tuning.no_human_scores"), field="labels")
    labelled = np.isfinite(target_all)
    n = int(labelled.sum())
    if n < MIN_FIT_ROWS:
        raise InputError(Message("tuning.too_few", {"min": MIN_FIT_ROWS, "n": n}), field="weights")
    x = np.where(np.isnan(matrix[labelled]), 0.0, matrix[labelled])
    y = target_all[labelled]
    levels = None if human_levels is None else np.asarray(human_levels, dtype=object)[labelled]

    merged = {**DEFAULT_BOUNDS, **(dict(bounds) if bounds else {})}
    unknown = set(merged) - set(DIMENSIONS)
    if unknown:
        raise InputError(Message("tuning.unknown_bounds", {"dims": str(sorted(unknown))}), field="weights")
    lower = np.array([float(merged[d][0]) for d in DIMENSIONS])
    upper = np.array([float(merged[d][1]) for d in DIMENSIONS])
    if np.any(lower > upper):
        raise InputError(Message("tuning.bounds_inverted"), field="weights")

    def _agreement(pred: np.ndarray, rows: np.ndarray | slice = slice(None)) -> dict[str, Any]:
        return agreement(pred, quality_levels(pred), y[rows], None if levels is None else levels[rows])

    w = _solve(x, y, lower, upper)
    train = _agreement(_predict(x, w))

    k = min(int(folds), n)
    cv = None
    fold_weights: list[dict[str, float]] = []
    if k >= 2:
        order = np.random.default_rng(seed).permutation(n)
        held_out_pred = np.empty(n)
        for test_idx in np.array_split(order, k):
            train_mask = np.ones(n, dtype=bool)
            train_mask[test_idx] = False
            w_fold = _solve(x[train_mask], y[train_mask], lower, upper)
            fold_weights.append({d: float(v) for d, v in zip(DIMENSIONS, w_fold)})
            held_out_pred[test_idx] = _predict(x[test_idx], w_fold)
        cv = _agreement(held_out_pred)

    baseline = None
    if original_weights is not None:
        base_pred = overall_scores(x, original_weights)
        baseline = _agreement(base_pred)

    info: dict[str, dict[str, Any]] = {}
    for j, dim in enumerate(DIMENSIONS):
        column = x[:, j]
        constant = bool(np.ptp(column) == 0) if len(column) else True
        corr = None
        if not constant and np.ptp(y) > 0:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                corr = _finite_or_none(stats.spearmanr(column, y).statistic)
        info[dim] = {"correlation": corr, "constant": constant}

    return FitResult(
        dimension_info=info,
        weights={d: float(v) for d, v in zip(DIMENSIONS, w)},
        cv_agreement=cv,
        train_agreement=train,
        baseline_agreement=baseline,
        n=n,
        folds=k if k >= 2 else 0,
        original_weights=None if original_weights is None else {d: float(original_weights[d]) for d in DIMENSIONS},
        fold_weights=fold_weights,
        bounds={d: (float(lo), float(hi)) for d, lo, hi in zip(DIMENSIONS, lower, upper)},
    )


# ---------------------------------------------------------------- config export

def _round_trip_yaml():
    from ruamel.yaml import YAML  # lazy: ruamel.yaml costs 7 ms at import (measured, benchmarks/import_costs.py)

    rt = YAML(typ="rt")
    rt.preserve_quotes = True
    rt.width = 4096  # never re-wrap a long comment or value
    rt.indent(mapping=2, sequence=4, offset=2)
    # `key: null` stays `null` (ruamel would write an empty value, which reads the same but differs on screen)
    rt.representer.add_representer(type(None), lambda rep, _: rep.represent_scalar("tag:yaml.org,2002:null", "null"))
    return rt


def weights_to_yaml(
    weights: Mapping[str, float],
    thresholds: Mapping[str, float],
    base_yaml_text: str | None = None,
    *,
    ndigits: int | None = 4,
) -> str:
    """YAML with evaluation.weights / evaluation.thresholds set; everything else of `base_yaml_text` kept.

    The base text is edited round-trip (ruamel.yaml): its comments, key order and layout survive, only the changed
    numbers differ. Values are rounded to `ndigits` for a readable file. Keys absent from `weights`/`thresholds`
    keep the base file's value; new keys go after the existing ones in DIMENSIONS order. The text is validated
    with the config loader before it is returned (ConfigError if invalid).
    """
    # lazy: ruamel.yaml.comments costs 6 ms, ruamel.yaml.error 6 ms at import (measured, benchmarks/import_costs.py)
    from ruamel.yaml.comments import CommentedMap
    from ruamel.yaml.error import YAMLError

    rt = _round_trip_yaml()
    try:
        data = rt.load(base_yaml_text) if base_yaml_text else None
    except YAMLError as exc:
        raise InputError(Message("tuning.yaml_bad", {"detail": str(exc)}), field="yaml") from exc
    if data is None:
        data = CommentedMap()
    if not isinstance(data, dict):
        raise InputError(Message("tuning.yaml_not_mapping"), field="yaml")
    if data.get("evaluation") is None:
        data["evaluation"] = CommentedMap()
    evaluation = data["evaluation"]
    if not isinstance(evaluation, dict):
        raise InputError(Message("tuning.yaml_evaluation_not_mapping"), field="yaml")

    def _number(value: float) -> float:
        # plain float: the emitter refuses numpy scalars
        value = float(value)
        return round(value, ndigits) if ndigits is not None else value

    def _merge(name: str, new: Mapping[str, float], order: Sequence[str]) -> None:
        if not isinstance(evaluation.get(name), dict):
            evaluation[name] = CommentedMap()
        section = evaluation[name]
        for key in [*[k for k in order if k in new], *[k for k in new if k not in order]]:
            value = _number(new[key])
            if key not in section or float(section[key]) != value:  # untouched numbers keep their spelling (0.30)
                section[key] = value

    _merge("weights", weights, DIMENSIONS)
    _merge("thresholds", thresholds, (*DIMENSIONS, "overall"))
    out = io.StringIO()
    rt.dump(data, out)
    text = perfect_score_comment(out.getvalue(), evaluation["weights"])
    settings_from_dict(yaml.safe_load(text) or {})  # raises ConfigError naming the bad key
    return text


_PERFECT = re.compile(r"(a perfect answer scores )(-?\d+(?:\.\d+)?)")


def perfect_score_comment(text: str, weights: Mapping[str, Any]) -> str:
    """The YAML comment "a perfect answer scores 0.85" restated for `weights` (scoring.max_overall), so a saved
    tuned file never keeps the number of the weights it replaced."""
    best = max_overall({k: float(v) for k, v in weights.items()})
    return _PERFECT.sub(lambda m: f"{m.group(1)}{best:.2f}", text)
