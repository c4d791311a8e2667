"""Comparing two runs: bootstrap intervals, paired differences, better/worse lists and unmatched rows."""
from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from earag.analysis.compare import CompareResult, bootstrap_mean_ci, compare_runs, summary_lines
from earag.types import DIMENSIONS


def _run(ids, overall, hallucination=None, questions=None, levels=None) -> pd.DataFrame:
    n = len(overall)
    data = {
        "id": pd.Series(ids, dtype=object),
        "question": pd.Series(questions or [f"问题{i}" for i in ids], dtype=object),
        "overall_score": np.array(overall, dtype=float),
        "quality_level": pd.Series(levels or [None] * n, dtype=object),
    }
    for dim in DIMENSIONS:
        data[dim] = np.full(n, 0.5)
    if hallucination is not None:
        data["hallucination"] = np.array(hallucination, dtype=float)
    return pd.DataFrame(data)


A = _run(["q1", "q2", "q3", "q4"], [0.5, 0.6, 0.7, 0.8], hallucination=[0.3, 0.1, 0.2, 0.4],
         levels=["较差", "一般", "良好", "优秀"])
# B - A on overall: +0.1, -0.2, 0, +0.15 ; hallucination: -0.2 (better), +0.1 (worse), 0, -0.3 (better)
B = _run(["q1", "q2", "q3", "q4"], [0.6, 0.4, 0.7, 0.95], hallucination=[0.1, 0.2, 0.2, 0.1],
         levels=["一般", "较差", "良好", "优秀"])


def test_paired_counts_and_mean_difference():
    res = compare_runs(A, B)
    assert isinstance(res, CompareResult)
    assert res.key == "id" and res.n_matched == 4
    m = res.metrics["overall"]
    assert (m.better, m.worse, m.same) == (2, 1, 1)
    assert m.mean_diff == pytest.approx((0.1 - 0.2 + 0 + 0.15) / 4)
    assert m.mean_a == pytest.approx(0.65) and m.mean_b == pytest.approx(0.6625)
    assert m.n_paired == 4 and m.p_value is not None and 0 < m.p_value <= 1


def test_lower_hallucination_counts_as_better():
    h = compare_runs(A, B).metrics["hallucination"]
    assert h.higher_is_better is False
    assert (h.better, h.worse, h.same) == (2, 1, 1)
    assert h.mean_diff == pytest.approx((-0.2 + 0.1 + 0 - 0.3) / 4)


def test_better_and_worse_lists_sorted_by_size_of_change():
    res = compare_runs(A, B)
    assert [c["key"] for c in res.better] == ["q4", "q1"]  # +0.15 before +0.10, not row order
    assert [c["key"] for c in res.worse] == ["q2"]
    second = res.better[1]
    assert second["question"] == "问题q1"
    assert second["score_a"] == 0.5 and second["score_b"] == 0.6 and second["diff"] == pytest.approx(0.1)
    assert (second["level_a"], second["level_b"]) == ("较差", "一般")
    assert res.changes_frame("worse")["diff"].tolist() == pytest.approx([-0.2])


def test_identical_runs_have_no_p_value_and_zero_difference():
    res = compare_runs(A, A.copy())
    m = res.metrics["overall"]
    assert m.p_value is None
    assert m.mean_diff == 0.0 and m.ci_diff == (0.0, 0.0)
    assert (m.better, m.worse, m.same) == (0, 0, 4)
    assert res.better == [] and res.worse == []
    # every paired question is still listed, as unchanged, so the A → B scatter is not empty
    same = res.changes_frame("same")
    assert len(same) == 4 and (same["diff"] == 0).all()


def test_unmatched_rows_are_counted_and_listed():
    b = _run(["q1", "q2", "q9"], [0.6, 0.4, 0.9])
    res = compare_runs(A, b)
    assert res.n_matched == 2
    assert res.unmatched_a == ["q3", "q4"] and res.n_unmatched_a == 2
    assert res.unmatched_b == ["q9"] and res.n_unmatched_b == 1
    assert res.metrics["overall"].n_paired == 2
    assert res.metrics["overall"].n_b == 3  # each run's own mean uses all its rows
    assert res.metrics["overall"].mean_b == pytest.approx((0.6 + 0.4 + 0.9) / 3)


def test_falls_back_to_question_when_ids_are_missing():
    a = _run([None, None, None], [0.5, 0.6, 0.7], questions=["甲", "乙", "丙"])
    b = _run(["x", "y", "z"], [0.9, 0.6, 0.2], questions=["丙", "乙", "甲"])  # other order, other ids
    res = compare_runs(a, b)
    assert res.key == "question" and res.n_matched == 3
    assert [c["key"] for c in res.worse] == ["甲"]  # 0.5 -> 0.2
    assert res.worse[0]["question"] == "甲" and res.worse[0]["diff"] == pytest.approx(-0.3)
    assert [c["key"] for c in res.better] == ["丙"]  # 0.7 -> 0.9
    assert res.metrics["overall"].same == 1


def test_duplicate_keys_pair_by_occurrence():
    a = _run(["d", "d"], [0.2, 0.4])
    b = _run(["d", "d"], [0.3, 0.4])
    res = compare_runs(a, b)
    assert res.n_matched == 2
    m = res.metrics["overall"]
    assert (m.better, m.same) == (1, 1)


def test_missing_scores_are_left_out_of_means_and_pairs():
    a = _run(["q1", "q2", "q3"], [0.5, np.nan, 0.7])  # q2 failed in run A
    b = _run(["q1", "q2", "q3"], [0.6, 0.8, 0.7])
    m = compare_runs(a, b).metrics["overall"]
    assert m.n_a == 2 and m.mean_a == pytest.approx(0.6)
    assert m.n_paired == 2 and m.mean_diff == pytest.approx(0.05)


def test_bootstrap_interval_contains_the_true_mean_and_is_deterministic():
    rng = np.random.default_rng(123)
    values = rng.normal(0.6, 0.1, size=400)
    low, high = bootstrap_mean_ci(values, confidence=0.95, n_boot=2000, seed=0)
    assert low < 0.6 < high
    assert low < values.mean() < high
    # normal theory: a 95% interval spans 2 × 1.96 × s/√n (≈ 0.0196 here); a 90% one would be 16% narrower
    expected_width = 2 * 1.96 * values.std(ddof=1) / np.sqrt(400)
    assert high - low == pytest.approx(expected_width, rel=0.08)
    assert bootstrap_mean_ci(values, seed=0) == (low, high)
    assert bootstrap_mean_ci(values, seed=1) != (low, high)
    assert bootstrap_mean_ci(np.array([0.5])) is None


def test_wider_confidence_gives_wider_interval():
    values = np.linspace(0, 1, 50)
    l90, h90 = bootstrap_mean_ci(values, confidence=0.90)
    l99, h99 = bootstrap_mean_ci(values, confidence=0.99)
    assert l99 < l90 < 0.5 < h90 < h99


def test_compare_ci_on_a_shifted_run():
    rng = np.random.default_rng(5)
    base = rng.uniform(0.4, 0.8, size=300)
    shift = rng.normal(0.05, 0.02, size=300)
    ids = [f"q{i}" for i in range(300)]
    res = compare_runs(_run(ids, base), _run(ids, base + shift), n_boot=1000, seed=2)
    m = res.metrics["overall"]
    assert m.ci_diff[0] < 0.05 < m.ci_diff[1]
    assert m.ci_diff[0] > 0  # clearly better
    assert m.p_value < 1e-10
    assert m.ci_a[0] < 0.6 < m.ci_a[1]  # uniform(0.4, 0.8) has mean 0.6


def test_to_frame_and_to_dict_for_display():
    res = compare_runs(A, B)
    frame = res.to_frame()
    assert frame.index.tolist() == ["overall", *DIMENSIONS]
    assert frame.loc["overall", "better"] == 2
    assert frame.loc["overall", "ci_diff_low"] <= frame.loc["overall", "mean_diff"] <= frame.loc[
        "overall", "ci_diff_high"]
    d = res.to_dict()
    assert d["n_matched"] == 4 and d["metrics"]["overall"]["worse"] == 1 and d["n_unmatched_b"] == 0
    line = summary_lines(res)[0]
    assert line.startswith("overall: B−A +0.01") and "better 2, worse 1, same 1" in line
