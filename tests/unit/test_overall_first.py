"""The calibrated profile's `faithfulness_first` overall score (issue 19, HalluQA): every other dimension, the
hallucination penalty too, counts in proportion to faithfulness, so no clamp at 0 ties two answers the judge tells
apart, and an answer far more supported than another stays above it whatever coverage or relevancy say."""
from __future__ import annotations

import numpy as np
import pytest

import earag.profiles as profiles
from earag.analysis.profile_fit import fit_profile
from earag.errors import ConfigError
from earag.profiles import SEED_WEIGHTS, load_profile_file
from earag.scoring import FIRST_FLOOR, first_bounds, gated_matrix, overall_score, overall_scores
from earag.types import DIMENSIONS

# the shape of HalluQA's dev pairs the old gate tied at 0: an answer that says the premise is false (faithfulness
# 0.13) and a confident wrong one (0.0), both on topic, both carrying the penalty
PREMISE_FALSE = {"entity_coverage": 1.0, "faithfulness": 0.13, "relevancy": 0.89, "sufficiency": 1.0,
                 "hallucination": 0.87}
CONFIDENT_WRONG = {"entity_coverage": 1.0, "faithfulness": 0.0, "relevancy": 1.0, "sufficiency": 1.0,
                   "hallucination": 1.0}


def _rows(n: int, seed: int) -> np.ndarray:
    return np.random.default_rng(seed).uniform(0, 1, size=(n, len(DIMENSIONS)))


def test_low_faithfulness_answers_are_not_clamped_to_a_tie():
    # the old gate: the ungated penalty takes both to 0, a tie the faithfulness scores do not have
    assert overall_score(PREMISE_FALSE, SEED_WEIGHTS, "faithfulness") == 0.0
    assert overall_score(CONFIDENT_WRONG, SEED_WEIGHTS, "faithfulness") == 0.0
    # faithfulness_first keeps them apart, in the judge's order: 0.13 · (0.25 + 0.3 + 0.1335 + 0.15 − 0.1305)
    low = overall_score(PREMISE_FALSE, SEED_WEIGHTS, "faithfulness_first")
    assert low == pytest.approx(0.13 * (0.25 + 0.30 + 0.15 * 0.89 + 0.15 - 0.15 * 0.87))
    assert low > overall_score(CONFIDENT_WRONG, SEED_WEIGHTS, "faithfulness_first") == 0.0


@pytest.mark.parametrize("weights", [SEED_WEIGHTS, load_profile_file("calibrated").weights])
def test_every_score_lies_in_the_bracket_so_no_clamp_is_ever_reached(weights):
    floor, ceiling = first_bounds(weights)
    assert FIRST_FLOOR <= floor < ceiling <= 1
    x = _rows(2000, 1)
    x[::7, 1] = 0.0    # some answers the judge finds wholly unsupported
    f = x[:, DIMENSIONS.index("faithfulness")]
    out = overall_scores(x, weights, "faithfulness_first")
    raw = gated_matrix(x, "faithfulness_first") @ np.array([weights[d] for d in DIMENSIONS])
    np.testing.assert_allclose(out, raw)               # the clamp changed nothing
    assert np.all(out >= floor * f - 1e-12) and np.all(out <= ceiling * f + 1e-12)
    assert np.all(out[f > 0] > 0)                       # zero only where faithfulness is zero


def test_equal_other_dimensions_follow_faithfulness_strictly():
    x = np.repeat(_rows(1, 2), 50, axis=0)
    x[:, DIMENSIONS.index("hallucination")] = 1.0      # the worst penalty: where the old gate clamped
    x[:, DIMENSIONS.index("faithfulness")] = np.linspace(0.0, 1.0, 50)
    out = overall_scores(x, SEED_WEIGHTS, "faithfulness_first")
    assert np.all(np.diff(out) > 0)
    assert len(set(np.round(overall_scores(x, SEED_WEIGHTS, "faithfulness"), 12))) < 50   # the old gate ties


def test_faithfulness_order_is_kept_beyond_the_bracket_ratio_whatever_the_others_say():
    weights = load_profile_file("calibrated").weights
    floor, ceiling = first_bounds(weights)
    ratio = ceiling / floor
    good, bad = _rows(3000, 3), _rows(3000, 4)         # the other dimensions anything at all
    f_bad = np.random.default_rng(5).uniform(0.0, 1.0 / ratio, 3000)
    bad[:, DIMENSIONS.index("faithfulness")] = f_bad
    good[:, DIMENSIONS.index("faithfulness")] = np.minimum(1.0, f_bad * ratio * 1.001 + 1e-6)
    assert np.all(overall_scores(good, weights, "faithfulness_first") >
                  overall_scores(bad, weights, "faithfulness_first"))
    # within the ratio the other dimensions still count (what people's levels need): full coverage and relevancy
    # lift an answer of faithfulness 0.8 over one of 0.9 that names none of the question's entities
    covered = {"entity_coverage": 1.0, "faithfulness": 0.8, "relevancy": 1.0, "sufficiency": 1.0, "hallucination": 0.2}
    uncovered = {"entity_coverage": 0.0, "faithfulness": 0.9, "relevancy": 0.5, "sufficiency": 1.0,
                 "hallucination": 0.1}
    assert overall_score(covered, weights, "faithfulness_first") > overall_score(uncovered, weights, "faithfulness_first")


def test_scalar_and_vectorised_agree_and_no_contexts_leave_the_gate_open():
    no_ctx = {"entity_coverage": 1.0, "faithfulness": None, "relevancy": 0.6, "sufficiency": 1.0, "hallucination": None}
    rows = [PREMISE_FALSE, CONFIDENT_WRONG, no_ctx]
    matrix = np.array([[np.nan if r[d] is None else r[d] for d in DIMENSIONS] for r in rows])
    np.testing.assert_allclose(overall_scores(matrix, SEED_WEIGHTS, "faithfulness_first"),
                               [overall_score(r, SEED_WEIGHTS, "faithfulness_first") for r in rows])
    assert overall_score(no_ctx, SEED_WEIGHTS, "faithfulness_first") == pytest.approx(overall_score(no_ctx, SEED_WEIGHTS))


def test_the_fit_stays_inside_the_bracket_and_is_reproducible():
    rng = np.random.default_rng(6)
    x = rng.uniform(0, 1, size=(40, len(DIMENSIONS)))
    # people who score by coverage alone would pull a free fit to w_f = 0 (and a floor of 0)
    y = np.clip(0.9 * x[:, 0] + rng.normal(0, 0.02, 40), 0, 1)
    levels = ["优秀" if v >= 0.8 else "良好" if v >= 0.7 else "一般" if v >= 0.6 else "较差" for v in y]
    a = fit_profile(x, y, levels, seed=2, gate="faithfulness_first", shrinks=(1.0,))
    b = fit_profile(x, y, levels, seed=2, gate="faithfulness_first", shrinks=(1.0,))
    assert a.to_dict() == b.to_dict()
    for w in [a.weights, *a.fold_weights]:
        floor, ceiling = first_bounds(w)
        assert floor >= FIRST_FLOOR - 1e-6 and ceiling <= 1 + 1e-6
    pred = overall_scores(x, a.weights, "faithfulness_first")
    np.testing.assert_allclose(pred, np.clip(gated_matrix(x, "faithfulness_first") @
                                             [a.weights[d] for d in DIMENSIONS], 0, 1))


def test_a_profile_outside_the_bracket_is_refused(tmp_path, monkeypatch):
    (tmp_path / "loose.yaml").write_text(
        "name: loose\ngate: faithfulness_first\ncutoffs: [0.8, 0.7, 0.6]\nweights:\n  entity_coverage: 0.3\n"
        "  faithfulness: 0.1\n  relevancy: 0.15\n  sufficiency: 0.15\n  hallucination: -0.15\n", encoding="utf-8")
    monkeypatch.setattr(profiles, "PROFILE_DIR", tmp_path)   # where profiles are read from: a test folder
    load_profile_file.cache_clear()
    try:
        with pytest.raises(ConfigError) as exc:
            load_profile_file("loose")
        assert "faithfulness_first" in str(exc.value) and "loose.yaml" in str(exc.value)
    finally:
        load_profile_file.cache_clear()
