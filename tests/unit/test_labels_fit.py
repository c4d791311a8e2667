"""Fitting weights and level cut-offs on stored labels (earag.labels.fit) on literal records: the cut-off search,
the per-row human target, and the cross-validated fit built on earag.analysis.tuning.fit_weights."""
from __future__ import annotations

import numpy as np
import pytest

from earag.errors import InputError
from earag.labels.fit import fit_cutoffs, fit_labels, label_targets
from earag.labels.store import Label
from earag.types import DIMENSIONS

WEIGHTS = {"entity_coverage": 0.3, "faithfulness": 0.25, "relevancy": 0.15, "sufficiency": 0.15,
           "hallucination": -0.15}


def _record(row: int, dims: dict[str, float]) -> dict:
    return {"row": row, "earag_evaluation": {"dimension_scores": dims, "overall_score": 0.5,
                                             "quality_level_id": "fair"}}


def test_cutoffs_separating_the_levels_are_found_nearest_the_defaults():
    scores = np.array([0.95, 0.9, 0.72, 0.7, 0.5, 0.45, 0.3, 0.2])
    levels = ["优秀", "优秀", "良好", "良好", "一般", "一般", "较差", "较差"]
    # any 0.72 < a ≤ 0.9, 0.5 < b ≤ 0.7, 0.3 < c ≤ 0.45 separates them (κw = 1); on the 0.05 grid the set nearest
    # the defaults (0.8, 0.7, 0.6) is a = 0.8, b = 0.7, c = 0.45
    assert fit_cutoffs(scores, levels) == (0.8, 0.7, 0.45)


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


def test_the_fit_is_cross_validated_and_beats_nothing_it_does_not_see():
    rng = np.random.default_rng(0)
    records, labels = {}, []
    truth = np.array([0.5, 0.3, 0.0, 0.2, -0.3])
    for row in range(1, 41):
        dims = dict(zip(DIMENSIONS, rng.uniform(0, 1, 5).round(3)))
        records[row] = _record(row, dims)
        value = float(np.clip(np.array(list(dims.values())) @ truth + rng.normal(0, 0.03), 0, 1))
        labels.append(Label("r", row, "a", score=round(value, 3)))
    fit = fit_labels(records, labels, WEIGHTS, folds=5, seed=1)
    assert fit.n == 40 and fit.folds == 5 and fit.cross_validated is not None
    assert fit.cross_validated["n"] == 40 and fit.train["n"] == 40 and fit.baseline["n"] == 40
    fitted = np.array([fit.weights.weights[d] for d in DIMENSIONS])
    assert np.abs(fitted - truth).max() < 0.1  # the generating weights are recovered
    assert fit.train["spearman"] > 0.9 and fit.cross_validated["spearman"] > 0.85
    assert fit.cutoffs[0] >= fit.cutoffs[1] >= fit.cutoffs[2]
    assert "few_labels" in fit.warnings and "no_cv" not in fit.warnings  # 40 < 100 advised
    assert fit.to_dict()["cutoffs"] == list(fit.cutoffs)
    with pytest.raises(InputError, match="at least 5"):
        fit_labels(records, labels[:4], WEIGHTS)
