"""Result records to a frame, threshold flags and dashboard filters, on literal records."""
from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest

from earag.analysis.frames import COLUMNS, below_threshold, dimension_matrix, filter_frame, records_to_frame
from earag.types import DIMENSIONS

THRESHOLDS = {"entity_coverage": 0.8, "faithfulness": 0.7, "relevancy": 0.7, "sufficiency": 0.8,
              "hallucination": 0.2, "overall": 0.7}


def _evaluation(overall, level, warning, ec, fa, re, su, ha):
    return {
        "overall_score": overall, "quality_level": level, "quality_warning": warning,
        "dimension_scores": {"entity_coverage": ec, "faithfulness": fa, "relevancy": re,
                             "sufficiency": su, "hallucination": ha},
        "processing_time": 0.05, "backends": {"llm": "offline"},
    }


RECORDS = [
    {"id": "qa-001", "row": 1, "question": "小微企业所得税优惠政策是什么？",
     "answer": "减按25%计入应纳税所得额。",
     "human_score": 0.85, "human_level": "优秀",
     "earag_evaluation": _evaluation(0.75, "良好", False, 1.0, 0.9, 0.6, 1.0, 0.1), "error": None},
    {"id": "qa-002", "row": 2, "question": "研发费用加计扣除比例？", "answer": "100%。",
     "human_score": None, "human_level": None,
     "earag_evaluation": _evaluation(0.55, "较差", True, 0.5, None, 0.9, 0.6, 0.4), "error": None},
    {"id": "qa-003", "row": 3, "question": "", "answer": "无",
     "human_score": None, "human_level": None, "earag_evaluation": None,
     "error": {"error": "ValidationError", "message": "question must not be empty", "field": "question"}},
    {"id": "qa-004", "row": 4, "question": "增值税留抵退税条件",
     "answer": "需满足纳税信用等级A级或B级。",
     "human_score": 0.6, "human_level": None,
     "earag_evaluation": _evaluation(0.82, "优秀", False, 0.9, 0.95, 0.8, 0.9, 0.0), "error": None},
]


@pytest.fixture()
def df() -> pd.DataFrame:
    return records_to_frame(RECORDS)


def test_one_row_per_record_with_the_documented_columns(df):
    assert list(df.columns) == list(COLUMNS)
    assert len(df) == 4
    assert df["id"].tolist() == ["qa-001", "qa-002", "qa-003", "qa-004"]
    assert df["row"].tolist() == [1, 2, 3, 4]


def test_scores_are_floats_and_null_becomes_nan(df):
    for dim in DIMENSIONS:
        assert df[dim].dtype == np.float64
    assert df.loc[0, "faithfulness"] == 0.9
    assert math.isnan(df.loc[1, "faithfulness"])
    assert math.isnan(df.loc[1, "human_score"])
    assert df.loc[0, "human_score"] == 0.85
    assert df.loc[0, "overall_score"] == 0.75 and df.loc[0, "quality_level"] == "良好"
    assert df["quality_warning"].tolist()[:2] == [False, True]
    assert df.loc[0, "processing_time"] == 0.05


def test_error_record_has_message_status_and_no_scores(df):
    assert df["status"].tolist() == ["ok", "ok", "error", "ok"]
    assert df.loc[2, "error"] == "question must not be empty"
    assert df.loc[0, "error"] is None
    assert df.loc[2, "quality_level"] is None
    assert math.isnan(df.loc[2, "overall_score"])
    assert pd.isna(df.loc[2, "quality_warning"])
    assert df.loc[1, "human_level"] is None


def test_record_without_evaluation_or_error_is_an_error_row():
    df = records_to_frame([{"id": "x", "question": "q", "answer": "a"}])
    assert df.loc[0, "status"] == "error"
    assert "earag_evaluation" in df.loc[0, "error"]
    assert pd.isna(df.loc[0, "row"])


def test_empty_input_gives_empty_frame_with_columns():
    df = records_to_frame([])
    assert list(df.columns) == list(COLUMNS) and len(df) == 0
    assert dimension_matrix(df).shape == (0, 5)


def test_dimension_matrix_in_dimensions_order(df):
    m = dimension_matrix(df)
    assert m.shape == (4, 5)
    np.testing.assert_array_equal(m[0], [1.0, 0.9, 0.6, 1.0, 0.1])
    assert np.isnan(m[1, 1]) and m[1, 4] == 0.4
    assert np.isnan(m[2]).all()


def test_dimension_matrix_missing_column_is_nan():
    m = dimension_matrix(pd.DataFrame({"faithfulness": [0.5], "entity_coverage": [0.2]}))
    assert m[0, 0] == 0.2 and m[0, 1] == 0.5
    assert np.isnan(m[0, 2:]).all()


def test_below_threshold_respects_hallucination_direction(df):
    flags = below_threshold(df, THRESHOLDS)
    assert list(flags.columns) == [*DIMENSIONS, "overall"]
    # row 0: relevancy 0.6 < 0.7 flagged; hallucination 0.1 is under its 0.2 upper bound, not flagged
    assert flags.loc[0].to_dict() == {"entity_coverage": False, "faithfulness": False, "relevancy": True,
                                      "sufficiency": False, "hallucination": False, "overall": False}
    # row 1: ec 0.5 < 0.8, faithfulness missing (not flagged), su 0.6 < 0.8, hallucination 0.4 > 0.2, 0.55 < 0.7
    assert flags.loc[1].to_dict() == {"entity_coverage": True, "faithfulness": False, "relevancy": False,
                                      "sufficiency": True, "hallucination": True, "overall": True}
    assert not flags.loc[2].any()  # error row: nothing to flag
    assert flags.dtypes.eq(bool).all()


def test_below_threshold_boundary_is_not_flagged():
    frame = pd.DataFrame({"entity_coverage": [0.8], "hallucination": [0.2], "overall_score": [0.7]})
    flags = below_threshold(frame, THRESHOLDS)
    assert not flags.loc[0, "entity_coverage"] and not flags.loc[0, "hallucination"] and not flags.loc[0, "overall"]


def test_filter_by_level(df):
    assert filter_frame(df, levels=["良好", "较差"])["id"].tolist() == ["qa-001", "qa-002"]
    assert filter_frame(df, levels=[])["id"].tolist() == df["id"].tolist()  # empty selection = no filter


def test_filter_by_below_is_any_of_the_dimensions(df):
    assert filter_frame(df, below=["hallucination"], thresholds=THRESHOLDS)["id"].tolist() == ["qa-002"]
    assert filter_frame(df, below=["relevancy", "hallucination"], thresholds=THRESHOLDS)["id"].tolist() == [
        "qa-001", "qa-002"]
    assert filter_frame(df, below=["overall"], thresholds=THRESHOLDS)["id"].tolist() == ["qa-002"]


def test_filter_by_text_searches_question_answer_and_id(df):
    assert filter_frame(df, text="加计扣除")["id"].tolist() == ["qa-002"]
    assert filter_frame(df, text="QA-004")["id"].tolist() == ["qa-004"]
    assert filter_frame(df, text="25%")["id"].tolist() == ["qa-001"]
    assert filter_frame(df, text="不存在的词").empty


def test_filters_combine_and_keep_the_index(df):
    out = filter_frame(df, levels=["较差", "优秀"], below=["entity_coverage"], thresholds=THRESHOLDS, text="扣除")
    assert out.index.tolist() == [1]


def test_filter_below_without_thresholds_is_an_error(df):
    with pytest.raises(ValueError, match="thresholds"):
        filter_frame(df, below=["relevancy"])
    with pytest.raises(ValueError, match="no threshold flag"):
        filter_frame(df, below=["fluency"], thresholds=THRESHOLDS)
