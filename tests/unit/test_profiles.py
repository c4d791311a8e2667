"""Scoring profiles: seed 000's weights and cut-offs as `seed`, the fitted `calibrated` profile, the record of
which profile scored, and the reproducible, cross-validated fit."""
from __future__ import annotations

import numpy as np
import pytest

from earag.analysis.profile_fit import cv_fixed_score, fit_cutoffs, fit_profile, spread
from earag.config import Settings
from earag.errors import ConfigError, InputError
from earag.evaluator import Evaluator
from earag.profiles import SEED_WEIGHTS, active_profile, load_profile_file
from earag.scoring import DEFAULT_CUTOFFS, max_overall, quality_levels
from earag.types import DIMENSIONS, EvaluationResult, EvaluationSample


def _labelled(n: int = 40, seed: int = 3):
    """Synthetic dimension scores whose human score follows faithfulness and coverage, with noise."""
    rng = np.random.default_rng(seed)
    x = rng.uniform(0, 1, size=(n, len(DIMENSIONS)))
    x[:, 4] = 1 - x[:, 1] + rng.normal(0, 0.05, n).clip(-0.05, 0.05)   # hallucination mirrors faithfulness
    y = np.clip(0.6 * x[:, 1] + 0.3 * x[:, 0] + rng.normal(0, 0.03, n), 0, 1)
    levels = list(quality_levels(y, (0.8, 0.6, 0.4)))
    xf = x[: n // 2].copy()
    xh = xf.copy()
    xh[:, 1] -= 0.3                                                   # the hallucinated twin: less faithful
    return x, y, levels, xf, xh


def test_seed_profile_is_seed_000_with_its_cutoffs():
    p = active_profile(Settings())
    assert p.name == "seed" and p.weights == SEED_WEIGHTS and p.cutoffs == DEFAULT_CUTOFFS
    assert max_overall(p.weights) == pytest.approx(0.85)
    tuned = Settings().with_overrides(**{"evaluation.weights.relevancy": 0.2})
    assert active_profile(tuned).name == "custom"


def test_the_shipped_calibrated_profile_is_valid_and_says_how_it_was_fitted():
    p = load_profile_file("calibrated")
    assert p.name == "calibrated" and set(p.weights) == set(DIMENSIONS)
    assert p.weights["hallucination"] <= 0 and all(p.weights[d] >= 0 for d in DIMENSIONS if d != "hallucination")
    assert 1 >= p.cutoffs[0] >= p.cutoffs[1] >= p.cutoffs[2] >= 0
    assert p.fit["by"].startswith("benchmarks/fit_profile.py") and p.fit["folds"] == 5
    assert active_profile(Settings().with_overrides(**{"evaluation.profile": "calibrated"})) == p


def test_an_unknown_profile_is_refused_by_the_configuration():
    with pytest.raises(Exception) as exc:
        Settings().with_overrides(**{"evaluation.profile": "mine"})
    assert "profile" in str(exc.value)
    with pytest.raises(ConfigError):
        load_profile_file("no-such-profile")


def test_the_fit_is_reproducible_and_cross_validated():
    x, y, levels, xf, xh = _labelled()
    a = fit_profile(x, y, levels, xf, xh, seed=7)
    b = fit_profile(x, y, levels, xf, xh, seed=7)
    assert a.to_dict() == b.to_dict()
    assert a.weights["faithfulness"] > a.weights["relevancy"] and a.weights["entity_coverage"] > a.weights["sufficiency"]
    assert a.weights["hallucination"] <= 0 and len(a.fold_weights) == 5 and a.cv["n"] == len(y)
    # the fitted weights and cut-offs beat seed 000's on data that follows faithfulness
    seed_score = np.clip(np.nan_to_num(x) @ np.array([SEED_WEIGHTS[d] for d in DIMENSIONS]), 0, 1)
    assert a.cv["accuracy"] > cv_fixed_score(seed_score, y, levels, seed=7)["accuracy"] - 1e-9
    assert a.cv["spearman"] > 0.8


def test_cutoffs_reproduce_levels_they_can_separate():
    pred = np.array([0.95, 0.9, 0.72, 0.7, 0.5, 0.45, 0.1, 0.05])
    idx = np.array([0, 0, 1, 1, 2, 2, 3, 3])
    a, b, c = fit_cutoffs(pred, idx)
    assert list(quality_levels(pred, (a, b, c))) == ["优秀", "优秀", "良好", "良好", "一般", "一般", "较差", "较差"]


def test_labels_that_follow_the_seed_keep_the_seed_and_labels_that_do_not_move_away_from_it():
    """The shrinkage toward seed 000's weights and cut-offs is chosen by nested CV: labels the seed's own score
    explains leave nothing to fit (λ = κ = 0, the seed's weights and cut-offs), labels driven by faithfulness and
    coverage only pull the weights away from the seed's (λ > 0)."""
    x, y, levels, xf, xh = _labelled()
    seed_w = np.array([SEED_WEIGHTS[d] for d in DIMENSIONS])
    seed_score = np.clip(x @ seed_w, 0, 1)
    own = fit_profile(x, seed_score, list(quality_levels(seed_score)), seed=2)
    assert own.shrink == 0.0 and own.cut_shrink == 0.0 and own.cutoffs == tuple(DEFAULT_CUTOFFS)
    assert own.weights == SEED_WEIGHTS and own.cv["accuracy"] == pytest.approx(1.0)
    other = fit_profile(x, y, levels, xf, xh, seed=2)
    assert other.shrink > 0 and other.weights != SEED_WEIGHTS
    assert len(other.fold_choices) == 5 and all(c[0] in (0.0, 0.25, 0.5, 0.75, 1.0) for c in other.fold_choices)


def test_dev_pairs_the_seed_ranks_wrong_pull_the_choice_away_from_the_seed():
    """pair_select counts the dev pairs ranked right next to level accuracy when λ is chosen: labels the seed
    explains alone keep the seed; pairs whose faithful answer is more relevant but covers fewer entities (the
    seed's weights put it below its twin) move λ up, and the chosen weights rank them right. A pair without
    faithfulness (no evidence) ranks nothing."""
    x, _, _, _, _ = _labelled()
    seed_w = np.array([SEED_WEIGHTS[d] for d in DIMENSIONS])
    seed_score = np.clip(x @ seed_w, 0, 1)
    levels = list(quality_levels(seed_score))
    xh = x[:20].copy()
    xh[:, 0], xh[:, 2] = 0.9, 0.3
    xf = xh.copy()
    xf[:, 0], xf[:, 2] = 0.7, 0.6
    assert np.all(xf @ seed_w < xh @ seed_w)
    xf_none, xh_none = np.vstack([xf, np.full((1, 5), np.nan)]), np.vstack([xh, np.full((1, 5), np.nan)])
    sets = ["a"] * 20 + ["b"]
    plain = fit_profile(x, seed_score, levels, xf_none, xh_none, seed=2, pair_sets=sets, pair_select=0.0)
    chosen = fit_profile(x, seed_score, levels, xf_none, xh_none, seed=2, pair_sets=sets, pair_select=1.0)
    assert chosen.shrink > plain.shrink
    w = np.array([chosen.weights[d] for d in DIMENSIONS])
    assert np.mean(xf @ w > xh @ w) > 0.5


def test_smoothed_cutoffs_sit_inside_the_gap_between_levels():
    """A cut-off between two levels is put in the middle of the gap between their scores (a margin both ways),
    not against the last row of one level; with no smoothing any point in the gap is right, nearest the seed's."""
    pred = np.array([0.95, 0.92, 0.90, 0.62, 0.60, 0.58, 0.30, 0.28, 0.05, 0.02])
    idx = np.array([0, 0, 0, 1, 1, 1, 2, 2, 3, 3])
    a, b, c = fit_cutoffs(pred, idx)
    assert 0.72 <= a <= 0.80 and 0.40 <= b <= 0.48 and 0.13 <= c <= 0.2
    assert fit_cutoffs(pred, idx, smooth=0.0)[0] == pytest.approx(0.8)


def test_repeated_cv_reports_mean_and_range_over_fold_seeds():
    x, y, levels, xf, xh = _labelled()
    runs = [fit_profile(x, y, levels, xf, xh, seed=s).cv for s in (0, 1, 2)]
    out = spread(runs)
    acc = [r["accuracy"] for r in runs]
    assert out["accuracy"] == {"mean": round(float(np.mean(acc)), 3), "min": round(min(acc), 3),
                               "max": round(max(acc), 3)}
    assert out["accuracy"]["min"] <= out["accuracy"]["mean"] <= out["accuracy"]["max"]


def test_bad_input_names_what_is_wrong():
    x, y, levels, _, _ = _labelled(12)
    with pytest.raises(InputError):
        fit_profile(x[:, :3], y, levels)
    with pytest.raises(InputError) as exc:
        fit_profile(x, y, ["很好"] * len(y))
    assert exc.value.field == "human_level"


@pytest.fixture(scope="module")
def evaluators():
    base = {"backends.embeddings.provider": "char-ngram"}
    seed = Evaluator(Settings().with_overrides(**base), offline=True)
    cal = Evaluator(Settings().with_overrides(**base, **{"evaluation.profile": "calibrated"}), offline=True)
    yield seed, cal
    seed.close()
    cal.close()


def test_the_record_says_which_profile_scored(evaluators):
    sample = EvaluationSample("小规模纳税人的增值税征收率是多少？", "小规模纳税人减按1%征收率征收增值税。",
                              ["对月销售额10万元以上的小规模纳税人，减按1%征收率征收增值税。"])
    seed_eval, cal_eval = evaluators
    s, c = seed_eval.evaluate(sample), cal_eval.evaluate(sample)
    assert s.profile == "seed" and c.profile == "calibrated"
    assert s.dimension_scores == c.dimension_scores                   # the profile changes only the overall score
    cal = load_profile_file("calibrated")
    expected = sum(cal.weights[d] * (c.dimension_scores[d] or 0.0) for d in DIMENSIONS)
    assert c.overall_score == pytest.approx(min(1.0, max(0.0, expected)))
    assert c.quality_level == quality_levels(np.array([c.overall_score]), cal.cutoffs)[0]
    assert c.weights_used == cal.weights
    record = c.to_dict()
    assert record["scoring_profile"] == "calibrated" and record["detailed_analysis"]["overall"]["profile"] == "calibrated"
    assert EvaluationResult.from_dict(record).profile == "calibrated"
    old = dict(s.to_dict())
    old.pop("scoring_profile")
    old["detailed_analysis"]["overall"].pop("profile")
    assert EvaluationResult.from_dict(old).profile == "seed"          # records from before profiles read as seed


def test_result_page_caption_names_the_profile_and_its_cutoffs_in_both_languages():
    from ui.components import profile_caption

    cal = load_profile_file("calibrated")
    zh = profile_caption({"scoring_profile": "calibrated"}, "zh")
    en = profile_caption({"scoring_profile": "calibrated"}, "en")
    assert "校准方案" in zh and f"{cal.cutoffs[0]:.2f}" in zh
    assert en.startswith("Scoring profile: calibrated") and f"{cal.cutoffs[2]:.2f}" in en
    assert "seed" in profile_caption({}, "en") and "0.80" in profile_caption({}, "en")   # an older record
