"""Fitting weights and level cut-offs on stored labels (earag.labels.fit) on literal records: the per-row human
target, and the fit, which is earag.analysis.profile_fit's nested-CV fit of the calibrated profile on the same matrix."""
from __future__ import annotations

import numpy as np
import pytest

from earag.analysis.profile_fit import cv_fixed_score, fit_profile
from earag.errors import InputError
from earag.labels.fit import cv_folds, fit_labels, fit_matrix, fit_scored_rows, label_targets
from earag.labels.store import Label
from earag.types import DIMENSIONS

WEIGHTS = {"entity_coverage": 0.3, "faithfulness": 0.25, "relevancy": 0.15, "sufficiency": 0.15,
           "hallucination": -0.15}


def _record(row: int, dims: dict[str, float]) -> dict:
    return {"row": row, "earag_evaluation": {"dimension_scores": dims, "overall_score": 0.5,
                                             "quality_level_id": "fair"}}


def test_the_row_target_is_the_mean_value_and_the_majority_level():
    records = {1: _record(1, {d: 0.5 for d in DIMENSIONS}), 2: _record(2, {d: 0.5 for d in DIMENSIONS})}
    labels = [Label("r", 1, "a", level="good"), Label("r", 1, "b", level="good"), Label("r", 1, "c", level="poor"),
              Label("r", 2, "a", score=0.9), Label("r", 2, "b", level="fair"), Label("r", 3, "a", level="good")]
    rows, matrix, target, levels = label_targets(records, labels)
    assert rows == [1, 2] and matrix.shape == (2, 5)  # row 3 has no record: left out
    # row 1: (0.75 + 0.75 + 0.3) / 3 = 0.6, majority 良好; row 2: (0.9 + 0.65) / 2 = 0.775, a tie -> level of 0.775
    assert target == pytest.approx([0.6, 0.775])
    assert levels == ["良好", "良好"]
    assert label_targets(records, labels, annotator="c")[0] == [1]


def _synthetic(n: int, seed: int = 0) -> tuple[dict, list]:
    """n answers whose human score is a known weighted sum of their dimension scores plus noise."""
    rng = np.random.default_rng(seed)
    records, labels = {}, []
    truth = np.array([0.5, 0.3, 0.0, 0.2, -0.3])
    for row in range(1, n + 1):
        dims = dict(zip(DIMENSIONS, rng.uniform(0, 1, 5).round(3)))
        records[row] = {**_record(row, dims), "answer": f"答案{row}含有数值{row * 7}", "contexts": [f"数值{row * 7}"]}
        value = float(np.clip(np.array(list(dims.values())) @ truth + rng.normal(0, 0.03), 0, 1))
        labels.append(Label("r", row, "a", score=round(value, 3)))
    return records, labels


def test_the_fit_on_labels_is_the_profile_fit_on_the_same_matrix():
    records, labels = _synthetic(40)
    fit = fit_labels(records, labels, WEIGHTS, folds=5, seed=1, repeats=2)
    _, matrix, target, levels = label_targets(records, labels)
    # one implementation: each fold seed's result is fit_profile's on the labels' matrix, nothing recomputed
    for s, got in zip((1, 2), fit.profiles, strict=True):
        assert got.to_dict() == fit_profile(matrix, target, levels, folds=5, seed=s).to_dict()
    first = fit.profiles[0]
    assert fit.weights.weights == first.weights and fit.cutoffs == first.cutoffs
    assert (fit.shrink, fit.cut_shrink) == (first.shrink, first.cut_shrink) and fit.cross_validated == first.cv
    assert fit.fold_seeds == [1, 2] and fit.folds == 5
    # the comparison: mean and range over the fold seeds, every scorer on the same rows and folds
    acc = [p.cv["accuracy"] for p in fit.profiles]
    assert fit.compare["fitted"]["accuracy"] == {"mean": round(float(np.mean(acc)), 3), "min": round(min(acc), 3),
                                                 "max": round(max(acc), 3)}
    seed_score = np.clip(matrix @ np.array([0.3, 0.25, 0.15, 0.15, -0.15]), 0, 1)
    held = [cv_fixed_score(seed_score, target, levels, folds=5, seed=s)["accuracy"] for s in (1, 2)]
    assert fit.compare["seed_cv_cutoffs"]["accuracy"]["mean"] == round(float(np.mean(held)), 3)
    assert {"seed", "current", "bigram", "bigram_cv_cutoffs"} <= set(fit.compare)
    out = fit.to_dict()
    assert {"weights", "cutoffs", "train", "cross_validated", "baseline", "n", "folds", "warnings"} <= set(out)
    assert out["shrink"] == first.shrink and out["compare"] == fit.compare and out["fold_seeds"] == [1, 2]


def test_the_fit_recovers_known_weights_when_the_labels_ask_for_them():
    records, labels = _synthetic(60)
    fit = fit_labels(records, labels, WEIGHTS, folds=5, seed=1, repeats=1)
    assert fit.n == 60 and fit.cross_validated is not None and fit.cross_validated["n"] == 60
    assert fit.shrink == 1.0  # the labels follow other weights than the seed's: the inner CV drops the shrinkage
    fitted = np.array([fit.weights.weights[d] for d in DIMENSIONS])
    assert np.abs(fitted - np.array([0.5, 0.3, 0.0, 0.2, -0.3])).max() < 0.1
    assert fit.cross_validated["spearman"] > 0.95 > fit.baseline["spearman"]
    assert fit.cross_validated["accuracy"] > fit.baseline["accuracy"]
    assert fit.cutoffs[0] >= fit.cutoffs[1] >= fit.cutoffs[2]
    assert "few_labels" in fit.warnings and "no_cv" not in fit.warnings  # 60 < 100 advised
    # why a weight is what it is: each dimension's Spearman ρ with the human value (what FitResult.zeroed reads)
    assert fit.weights.dimension_info["entity_coverage"]["correlation"] > 0.5 and fit.weights.zeroed() == []


def test_too_few_labels_to_cross_validate_keep_the_seed_and_say_so():
    records, labels = _synthetic(8)
    # 8 labels, 5 folds asked: profile_fit needs two rows per fold (4 folds), each training fold 6 ≥ 5 rows
    assert cv_folds(8, 5) == 4 and cv_folds(6, 2) == 0 and cv_folds(9, 2) == 0 and cv_folds(10, 2) == 2
    assert fit_labels(records, labels, WEIGHTS, repeats=1).folds == 4
    fit = fit_labels(records, labels[:6], WEIGHTS, folds=2)
    assert fit.cross_validated is None and fit.folds == 0 and "no_cv" in fit.warnings and fit.fold_seeds == []
    assert fit.weights.weights == WEIGHTS and fit.cutoffs == (0.8, 0.7, 0.6) and fit.shrink == fit.cut_shrink == 0
    assert "fitted" not in fit.compare and fit.compare["seed"]["accuracy"]["mean"] == round(fit.train["accuracy"], 3)
    with pytest.raises(InputError, match="at least 5"):
        fit_labels(records, labels[:4], WEIGHTS)


def test_a_file_of_human_scored_rows_is_fitted_by_the_same_procedure():
    """The tuning page's upload (human_score and/or human_level per row) goes through fit_matrix like stored labels:
    a row without a score takes its level's midpoint, one without a level its score's level, one with neither is
    left out; the fit equals the labels' fit on the same targets."""
    records, labels = _synthetic(40)
    rows, matrix, target, levels = label_targets(records, labels)
    scores: list = list(target)
    words: list = list(levels)
    scores[0], words[1] = None, None          # a level only, a score only
    scores[2], words[2] = float("nan"), "excellent"   # NaN score with a level id
    matrix_with_blank = np.vstack([matrix, np.full((1, len(DIMENSIONS)), 0.5)])
    got = fit_scored_rows(matrix_with_blank, scores + [None], words + [None], WEIGHTS, repeats=2)
    assert got.n == len(rows)                 # the row with neither is left out
    expected_target = list(target)
    expected_target[0] = {"优秀": 0.9, "良好": 0.75, "一般": 0.65, "较差": 0.3}[levels[0]]
    expected_target[2] = 0.9
    expected_levels = list(levels)
    expected_levels[2] = "优秀"
    same = fit_matrix(matrix, expected_target, expected_levels, WEIGHTS, repeats=2)
    assert got.to_dict() == same.to_dict()
    assert got.weights.weights == same.weights.weights
