"""Re-scoring, agreement metrics, weight fitting and YAML export, checked against hand-computed values."""
from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
import yaml

from earag.analysis.frames import records_to_frame
from earag.analysis.tuning import (
    FitResult,
    agreement,
    fit_weights,
    level_changes,
    level_distribution,
    rescore,
    weights_to_yaml,
)
from earag.config import DEFAULT_CONFIG_PATH, settings_from_dict
from earag.scoring import overall_score, quality_level
from earag.types import DIMENSIONS

SEED_WEIGHTS = {"entity_coverage": 0.30, "faithfulness": 0.25, "relevancy": 0.15, "sufficiency": 0.15,
                "hallucination": -0.15}
THRESHOLDS = {"entity_coverage": 0.8, "faithfulness": 0.7, "relevancy": 0.7, "sufficiency": 0.8,
              "hallucination": 0.2, "overall": 0.7}


def _frame(rows: list[list[float | None]], levels: list[str | None] | None = None) -> pd.DataFrame:
    records = []
    for i, scores in enumerate(rows):
        dims = dict(zip(DIMENSIONS, scores))
        total = overall_score(dims, SEED_WEIGHTS)
        records.append({
            "id": f"qa-{i:03d}", "row": i + 1, "question": f"问题{i}", "answer": "答",
            "earag_evaluation": {"overall_score": total, "quality_level": quality_level(total),
                                 "quality_warning": total < 0.7, "dimension_scores": dims},
        })
    return records_to_frame(records)


# ---------------------------------------------------------------- rescore

def test_rescore_matches_scalar_scoring_row_by_row():
    rng = np.random.default_rng(7)
    m = rng.uniform(0, 1, size=(300, 5))
    m[rng.uniform(size=m.shape) < 0.1] = np.nan  # unavailable dimensions
    rows = [[None if np.isnan(v) else float(v) for v in r] for r in m]
    df = _frame(rows)
    weights = {"entity_coverage": 0.4, "faithfulness": 0.3, "relevancy": 0.1, "sufficiency": 0.2,
               "hallucination": -0.3}
    out = rescore(df, weights, THRESHOLDS)
    assert list(out.columns) == ["overall_score", "quality_level", "quality_warning"]
    assert out.index.equals(df.index)
    for i, r in enumerate(rows):
        expected = overall_score(dict(zip(DIMENSIONS, r)), weights)
        assert abs(out["overall_score"].iloc[i] - expected) <= 1e-12
        assert out["quality_level"].iloc[i] == quality_level(expected)
        assert bool(out["quality_warning"].iloc[i]) is (expected < 0.7)


def test_rescore_with_the_seed_weights_reproduces_stored_scores():
    df = _frame([[1.0, 0.9, 0.6, 1.0, 0.1], [0.5, 0.5, 0.5, 0.5, 0.5]])
    out = rescore(df, SEED_WEIGHTS, THRESHOLDS)
    # 0.3 + 0.225 + 0.09 + 0.15 - 0.015 = 0.75 ; 0.5 * (0.3+0.25+0.15+0.15-0.15) = 0.35
    np.testing.assert_allclose(out["overall_score"], [0.75, 0.35], atol=1e-12)
    assert out["quality_level"].tolist() == ["良好", "较差"]
    assert out["quality_warning"].tolist() == [False, True]


def test_rescore_leaves_error_rows_unscored():
    df = records_to_frame([
        {"id": "a", "question": "q", "earag_evaluation": {"dimension_scores": dict(zip(DIMENSIONS, [1, 1, 1, 1, 0]))}},
        {"id": "b", "question": "q", "earag_evaluation": None, "error": {"message": "boom"}},
    ])
    out = rescore(df, SEED_WEIGHTS, THRESHOLDS)
    assert out["overall_score"].iloc[0] == pytest.approx(0.85)
    assert math.isnan(out["overall_score"].iloc[1])
    assert out["quality_level"].iloc[1] is None
    assert pd.isna(out["quality_warning"].iloc[1])
    # row a had no stored overall score: gaining one is a change; the error row stays out of the list
    assert level_changes(df, out)["id"].tolist() == ["a"]


def test_level_changes_lists_only_rows_whose_level_moved():
    # overall with seed weights: row0 0.75 (良好), row1 0.85 (优秀), row2 0.35 (较差)
    df = _frame([[1.0, 0.9, 0.6, 1.0, 0.1], [1, 1, 1, 1, 0], [0.5, 0.5, 0.5, 0.5, 0.5]])
    heavier_relevancy = {**SEED_WEIGHTS, "relevancy": 0.05, "entity_coverage": 0.40}
    # row0: 0.4 + 0.225 + 0.03 + 0.15 - 0.015 = 0.79 -> still 良好; row1: 0.4+0.25+0.05+0.15 = 0.85 -> 优秀
    # row2: 0.5 * (0.4+0.25+0.05+0.15-0.15) = 0.35 -> 较差: nothing changes
    assert level_changes(df, rescore(df, heavier_relevancy, THRESHOLDS)).empty
    stricter = {**SEED_WEIGHTS, "hallucination": -1.0}
    # row0: 0.765 - 0.1 = 0.665 -> 一般 (was 良好); row1 unchanged (hallucination 0); row2: 0.425-0.5 -> 0 较差
    changes = level_changes(df, rescore(df, stricter, THRESHOLDS))
    assert changes["id"].tolist() == ["qa-000"]
    row = changes.iloc[0]
    assert row["question"] == "问题0"
    assert row["old_level"] == "良好" and row["new_level"] == "一般"
    assert row["old_score"] == pytest.approx(0.75) and row["new_score"] == pytest.approx(0.665)
    assert row["score_change"] == pytest.approx(-0.085)


def test_level_changes_requires_aligned_frames():
    df = _frame([[1, 1, 1, 1, 0]])
    with pytest.raises(ValueError, match="same index"):
        level_changes(df, rescore(df, SEED_WEIGHTS, THRESHOLDS).set_axis([5]))


def test_level_distribution_in_level_order_with_zeros():
    dist = level_distribution(["较差", "优秀", "较差", None, "一般", float("nan")])
    assert list(dist) == ["优秀", "良好", "一般", "较差"]
    assert dist == {"优秀": 1, "良好": 0, "一般": 1, "较差": 2}


# ---------------------------------------------------------------- agreement

def test_kappa_and_weighted_kappa_on_a_hand_computed_matrix():
    human = ["优秀", "优秀", "良好", "良好", "一般", "较差"]
    pred = ["优秀", "良好", "良好", "良好", "较差", "较差"]
    # confusion (rows human, cols pred):  优秀 [1,1,0,0]  良好 [0,2,0,0]  一般 [0,0,0,1]  较差 [0,0,0,1]
    # p_o = 4/6; row sums r=[2,2,1,1], col sums c=[1,3,0,2]; p_e = (2*1+2*3+1*0+1*2)/36 = 10/36
    # kappa = (24/36 - 10/36) / (26/36) = 14/26 = 7/13
    # quadratic: w_ij=(i-j)^2/9; observed Σw·O = (1+1)/9 = 2/9
    # Σ_ij (i-j)^2 r_i c_j = 2*21 + 2*9 + 9 + 21 = 90, so Σw·E = 90/(9*6) = 5/3; kappa_w = 1 - (2/9)/(5/3) = 13/15
    out = agreement(None, pred, None, human)
    assert out["n"] == 6
    assert out["confusion"] == [[1, 1, 0, 0], [0, 2, 0, 0], [0, 0, 0, 1], [0, 0, 0, 1]]
    assert out["labels"] == ["优秀", "良好", "一般", "较差"]
    assert out["accuracy"] == pytest.approx(4 / 6)
    assert out["kappa"] == pytest.approx(7 / 13, abs=1e-12)
    assert out["weighted_kappa"] == pytest.approx(13 / 15, abs=1e-12)
    assert out["spearman"] is None and out["mae"] is None  # no scores given


def test_rank_correlations_and_mae_of_a_known_ranking():
    human = [0.9, 0.8, 0.7, 0.6, 0.5]
    pred = [0.85, 0.75, 0.5, 0.65, 0.4]
    # ranks human 5,4,3,2,1 ; pred 5,4,2,3,1 ; Σd² = 2 ; rho = 1 - 6*2/(5*24) = 0.9
    # one discordant pair of 10: tau = (9 - 1)/10 = 0.8 ; MAE = (.05+.05+.2+.05+.1)/5 = 0.09
    out = agreement(pred, None, human, None)
    assert out["n_scored"] == 5
    assert out["spearman"] == pytest.approx(0.9)
    assert out["kendall"] == pytest.approx(0.8)
    assert out["mae"] == pytest.approx(0.09)
    assert 0 < out["spearman_p"] < 1 and 0 < out["kendall_p"] < 1
    # levels derived from scores: human 优秀 优秀 良好 一般 较差 ; pred 优秀 良好 较差 一般 较差
    assert out["n"] == 5
    assert out["accuracy"] == pytest.approx(3 / 5)
    assert out["confusion"][0] == [1, 1, 0, 0] and out["confusion"][1] == [0, 0, 0, 1]


def test_rows_without_human_label_are_ignored_and_levels_fall_back_to_scores():
    out = agreement(
        [0.9, 0.75, 0.3, 0.65],
        ["优秀", None, "较差", "一般"],
        [0.95, None, None, 0.62],
        [None, "良好", None, None],  # row 2 has neither human level nor score -> ignored
    )
    assert out["n"] == 3
    assert out["accuracy"] == 1.0
    assert out["n_scored"] == 2
    assert out["mae"] == pytest.approx((0.05 + 0.03) / 2)


def test_agreement_is_none_not_nan_for_tiny_or_constant_input():
    one = agreement([0.9], None, [0.8], None)
    assert one["n"] == 1 and one["accuracy"] is None and one["kappa"] is None and one["spearman"] is None
    assert one["confusion"][0][0] == 1
    const = agreement([0.9, 0.9, 0.9], None, [0.85, 0.95, 0.9], None)  # every level 优秀 on both sides
    assert const["accuracy"] == 1.0
    assert const["kappa"] is None and const["weighted_kappa"] is None
    assert const["spearman"] is None and const["kendall"] is None and const["spearman_p"] is None
    assert const["mae"] == pytest.approx(0.1 / 3)
    for value in (*one.values(), *const.values()):
        assert not (isinstance(value, float) and math.isnan(value))


def test_agreement_rejects_unknown_levels_and_length_mismatch():
    with pytest.raises(ValueError, match="unknown human level"):
        agreement(None, ["优秀"], None, ["good"])
    with pytest.raises(ValueError, match="lengths"):
        agreement([0.1, 0.2], None, [0.3], None)


# ---------------------------------------------------------------- fit_weights

def _synthetic(n: int, weights: dict[str, float], noise: float, seed: int = 1) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    m = rng.uniform(0, 1, size=(n, 5))
    w = np.array([weights[d] for d in DIMENSIONS])
    return m, m @ w + rng.normal(0, noise, size=n)


def test_fit_weights_recovers_known_weights():
    true = {"entity_coverage": 0.35, "faithfulness": 0.2, "relevancy": 0.1, "sufficiency": 0.25,
            "hallucination": -0.3}
    m, y = _synthetic(400, true, noise=0.005)
    fit = fit_weights(m, y, original_weights=SEED_WEIGHTS)
    assert isinstance(fit, FitResult)
    for dim in DIMENSIONS:
        assert fit.weights[dim] == pytest.approx(true[dim], abs=1e-2)
    assert fit.n == 400 and fit.folds == 5 and len(fit.fold_weights) == 5
    assert fit.cv_agreement["n_scored"] == 400
    # the fit explains the data far better than the seed weights do
    assert fit.cv_agreement["mae"] < 0.01 < fit.baseline_agreement["mae"]
    frame = fit.to_frame()
    assert frame["dimension"].tolist() == list(DIMENSIONS)
    row = frame.set_index("dimension").loc["sufficiency"]
    assert row["original"] == 0.15 and row["change"] == pytest.approx(row["fitted"] - 0.15)
    assert fit.agreement_frame()["evaluation"].tolist() == ["baseline", "train", "cross_validated"]


def test_fit_weights_respects_bounds():
    # data where hallucination *raises* the score: the default bound keeps its weight at or below 0
    wrong_sign = {"entity_coverage": 0.3, "faithfulness": 0.3, "relevancy": 0.1, "sufficiency": 0.1,
                  "hallucination": 0.2}
    m, y = _synthetic(200, wrong_sign, noise=0.005)
    fit = fit_weights(m, y)
    assert fit.weights["hallucination"] == pytest.approx(0.0, abs=1e-12)
    assert all(0.0 <= fit.weights[d] <= 1.0 for d in DIMENSIONS[:4])
    capped = fit_weights(m, y, bounds={"faithfulness": (0.0, 0.1)})
    assert capped.weights["faithfulness"] <= 0.1 + 1e-12
    assert capped.bounds["faithfulness"] == (0.0, 0.1)


def test_fit_weights_treats_nan_cells_as_zero_and_skips_unlabelled_rows():
    true = SEED_WEIGHTS
    m, _ = _synthetic(300, true, noise=0.0, seed=3)
    m[::7, 2] = np.nan
    y = np.where(np.isnan(m), 0.0, m) @ np.array([true[d] for d in DIMENSIONS])
    y = y.astype(object)
    y[:10] = None  # unlabelled rows are dropped, not fitted as 0
    fit = fit_weights(m, y)
    assert fit.n == 290
    for dim in DIMENSIONS:
        assert fit.weights[dim] == pytest.approx(true[dim], abs=1e-6)


def test_fit_weights_shows_overfitting_on_pure_noise():
    rng = np.random.default_rng(11)
    m = rng.uniform(0, 1, size=(40, 5))
    y = rng.uniform(0.3, 0.9, size=40)  # unrelated to the dimensions
    fit = fit_weights(m, y, folds=5, seed=0)
    assert fit.cv_agreement["mae"] > fit.train_agreement["mae"]


def test_fit_weights_is_deterministic_for_a_seed():
    m, y = _synthetic(30, SEED_WEIGHTS, noise=0.05)
    a, b = fit_weights(m, y, seed=4), fit_weights(m, y, seed=4)
    assert a.cv_agreement == b.cv_agreement and a.fold_weights == b.fold_weights


def test_fit_weights_needs_five_labelled_rows():
    m = np.full((6, 5), 0.5)
    with pytest.raises(ValueError) as err:
        fit_weights(m, [0.5, 0.6, None, 0.7, float("nan"), 0.4])
    assert "at least 5" in str(err.value) and "至少需要 5 条" in str(err.value) and "got 4" in str(err.value)


def test_fit_weights_rejects_wrong_shape():
    with pytest.raises(ValueError, match=r"\(n, 5\)"):
        fit_weights(np.zeros((6, 4)), [0.5] * 6)


# ---------------------------------------------------------------- YAML export

NEW_WEIGHTS = {"entity_coverage": np.float64(0.4), "faithfulness": 0.2, "relevancy": 0.1, "sufficiency": 0.2,
               "hallucination": -0.25}
NEW_THRESHOLDS = {**THRESHOLDS, "relevancy": 0.65, "overall": 0.72}


def test_weights_to_yaml_keeps_the_rest_of_the_config():
    base = DEFAULT_CONFIG_PATH.read_text(encoding="utf-8")
    text = weights_to_yaml(NEW_WEIGHTS, NEW_THRESHOLDS, base)
    data = yaml.safe_load(text)
    settings = settings_from_dict(data)
    assert settings.weights == {k: float(v) for k, v in NEW_WEIGHTS.items()}
    assert settings.thresholds == NEW_THRESHOLDS
    original = settings_from_dict(yaml.safe_load(base))
    assert settings.backends == original.backends
    assert settings.evaluation.performance == original.evaluation.performance
    assert settings.evaluation.matching == original.evaluation.matching
    assert list(data["evaluation"]["weights"]) == list(DIMENSIONS)
    assert list(data["evaluation"]) == list(yaml.safe_load(base)["evaluation"])  # key order kept


def test_weights_to_yaml_without_base_validates_and_rounds():
    text = weights_to_yaml({**NEW_WEIGHTS, "faithfulness": 0.123456789}, NEW_THRESHOLDS)
    data = yaml.safe_load(text)
    assert set(data) == {"evaluation"} and set(data["evaluation"]) == {"weights", "thresholds"}
    assert data["evaluation"]["weights"]["faithfulness"] == 0.1235
    assert settings_from_dict(data).thresholds["overall"] == 0.72


def test_weights_to_yaml_rejects_an_invalid_result():
    from earag.errors import ConfigError

    with pytest.raises(ConfigError, match="fluency"):
        weights_to_yaml({**NEW_WEIGHTS, "fluency": 0.1}, NEW_THRESHOLDS)
    with pytest.raises(ConfigError):
        weights_to_yaml(NEW_WEIGHTS, {**NEW_THRESHOLDS, "overall": 1.5})


def test_fitted_weights_export_round_trip():
    m, y = _synthetic(50, SEED_WEIGHTS, noise=0.01)
    fit = fit_weights(m, y)
    text = weights_to_yaml(fit.weights, THRESHOLDS, DEFAULT_CONFIG_PATH.read_text(encoding="utf-8"))
    loaded = settings_from_dict(yaml.safe_load(text)).weights
    for dim in DIMENSIONS:
        assert loaded[dim] == pytest.approx(fit.weights[dim], abs=5e-5)
