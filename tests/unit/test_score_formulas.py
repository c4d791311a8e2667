"""The score formulas of seed 000 (the dimensions, the overall score, the levels), with literal numbers computed by hand."""
import numpy as np
import pytest

from earag.config import Settings
from earag.metrics import dimensions as d
from earag.scoring import level_info, max_overall, overall_score, overall_scores, quality_level, quality_levels

SEED_WEIGHTS = Settings().weights


def test_entity_coverage_and_sufficiency_are_shares_of_question_entities():
    q = ["中小企业", "税收政策", "财政部"]
    assert d.entity_coverage(q, ["中小企业"]) == pytest.approx(1 / 3, abs=1e-12)
    assert d.sufficiency(q, ["中小企业", "财政部"]) == pytest.approx(2 / 3, abs=1e-12)
    assert d.entity_coverage([], []) == 1.0  # the seed: no question entity, nothing missed
    assert d.sufficiency([], ["x"]) == 1.0


def test_faithfulness_subtracts_a_tenth_of_the_unmatched_ratio():
    # 3 of 4 sentences supported, 1 of 4 answer entities unknown to the graph: 0.75 − 0.1·0.25 = 0.725
    judge = d.supported_share([1, 1, 0, 1])
    assert judge == 0.75
    assert d.faithfulness(judge, 0.25) == pytest.approx(0.725, abs=1e-12)
    assert d.faithfulness(0.05, 1.0) == 0.0  # never below zero


def test_hallucination_is_capped_at_one():
    assert d.hallucination(0.725, 0.25) == pytest.approx(0.275 + 0.125, abs=1e-12)
    assert d.hallucination(0.2, 1.0) == 1.0
    assert [d.risk_band(x) for x in (0.0, 0.2, 0.21, 0.5, 0.51)] == ["低", "低", "中", "中", "高"]


def test_relevancy_is_the_clamped_cosine():
    assert d.relevancy(np.array([1.0, 0.0]), np.array([1.0, 1.0])) == pytest.approx(2 ** -0.5, abs=1e-12)
    assert d.relevancy(np.array([1.0, 0.0]), np.array([-1.0, 0.0])) == 0.0
    assert d.relevancy(np.zeros(3), np.ones(3)) == 0.0


def test_overall_is_the_weighted_sum_with_negative_hallucination_weight():
    scores = {"entity_coverage": 0.9, "faithfulness": 0.8, "relevancy": 0.85, "sufficiency": 0.9, "hallucination": 0.15}
    expected = 0.30 * 0.9 + 0.25 * 0.8 + 0.15 * 0.85 + 0.15 * 0.9 - 0.15 * 0.15
    assert overall_score(scores, SEED_WEIGHTS) == pytest.approx(expected, abs=1e-9)
    assert quality_level(expected) == "良好"  # 0.71: seed 002's example scores 0.85 with these weights only by hand-waving


def test_a_perfect_answer_scores_085_with_the_seed_weights():
    perfect = {"entity_coverage": 1, "faithfulness": 1, "relevancy": 1, "sufficiency": 1, "hallucination": 0}
    assert overall_score(perfect, SEED_WEIGHTS) == pytest.approx(0.85, abs=1e-12)
    assert max_overall(SEED_WEIGHTS) == pytest.approx(0.85)


def test_overall_is_clamped_to_unit_interval():
    assert overall_score({"hallucination": 1.0}, SEED_WEIGHTS) == 0.0
    assert overall_score({"entity_coverage": 1, "faithfulness": 1}, {"entity_coverage": 1, "faithfulness": 1}) == 1.0


@pytest.mark.parametrize("score,level", [(0.8, "优秀"), (0.7999, "良好"), (0.7, "良好"), (0.6, "一般"), (0.5999, "较差"), (0.0, "较差")])
def test_levels_use_seed_bounds(score, level):
    assert quality_level(score) == level
    assert quality_levels(np.array([score]))[0] == level


def test_level_descriptions_follow_seed_002():
    assert level_info("优秀") == ("答案质量高，实体覆盖完整，事实准确", "可直接使用")
    assert level_info("较差")[1] == "建议重新生成"


def test_vectorised_overall_matches_scalar():
    rng = np.random.default_rng(0)
    m = rng.random((200, 5))
    m[3, 2] = np.nan
    vec = overall_scores(m, SEED_WEIGHTS)
    dims = ("entity_coverage", "faithfulness", "relevancy", "sufficiency", "hallucination")
    for row, v in zip(m, vec):
        scalar = overall_score({k: (None if np.isnan(x) else x) for k, x in zip(dims, row)}, SEED_WEIGHTS)
        assert v == pytest.approx(scalar, abs=1e-12)
