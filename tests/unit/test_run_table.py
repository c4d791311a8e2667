"""A run as one compact table (ui.records.run_table) reads the same as the per-record readers it replaces, and the
run store fetches one record by its input row (the drill-down)."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from earag.analysis.frames import COLUMNS, FrameBuilder, records_to_frame
from earag.runs.plan import add_metric_columns, metric_means
from earag.runs.store import open_store
from ui.records import backends_ran, row_relevancy_thresholds, run_table, status_counts

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def records() -> list[dict]:
    """The GraphRAG example evaluated offline with every metric, an old-style record without a relevancy threshold
    (its embedder's calibrated one applies) and an error row."""
    from earag.config import load_settings
    from earag.evaluator import Evaluator
    from earag.runs.inputs import load_dataset
    from earag.runs.plan import resolve_metric_selection
    from earag.runs.records import result_record

    ev = Evaluator(load_settings(ROOT / "config" / "earag_eval.yaml"), offline=True)
    try:
        rows = load_dataset(ROOT / "data" / "samples" / "graphrag_example.jsonl").valid[:4]
        names = resolve_metric_selection(["all"])
        out = [result_record(r, ev.evaluate(r.sample, metrics=names), None) for r in rows]
    finally:
        ev.close()
    old = dict(out[1], earag_evaluation=dict(out[1]["earag_evaluation"]))
    detailed = dict(old["earag_evaluation"]["detailed_analysis"])
    detailed["relevancy"] = {k: v for k, v in detailed["relevancy"].items() if k != "threshold"}
    old["earag_evaluation"]["detailed_analysis"] = detailed
    error = {"id": "bad", "row": 99, "question": "?", "answer": "", "earag_evaluation": None,
             "error": {"error": "ValidationError", "message": "answer is empty", "field": "answer"}}
    return [out[0], old, *out[2:], error]


def test_the_table_reads_as_the_per_record_readers(records):
    from earag.config import load_settings

    table = run_table(iter(records))  # a generator: the records are read once, never held by the table
    expected, metric_cols = add_metric_columns(records_to_frame(records), records)
    assert metric_cols and list(table.metric_cols) == metric_cols
    pd.testing.assert_frame_equal(table.frame, expected)
    pd.testing.assert_frame_equal(
        table.scored, expected.loc[expected["status"] == "ok", list(COLUMNS)].reset_index(drop=True))
    assert table.backends == backends_ran(records)
    assert table.statuses == status_counts(records)
    assert table.metric_means == metric_means(records)
    settings = load_settings(ROOT / "config" / "earag_eval.yaml")
    for s, default in ((settings, 0.7), (None, 0.7), (None, None)):
        want = [np.nan if v is None else v for v in row_relevancy_thresholds(records, s, default)]
        np.testing.assert_allclose(table.relevancy_thresholds(s, default), want)
    # the old record's threshold came from its embedder's calibration, the error row has none
    assert not np.isnan(table.relevancy_thresholds(settings, None)[1])
    assert np.isnan(table.relevancy_thresholds(settings, None)[-1])


def test_frame_builder_is_records_to_frame_one_record_at_a_time(records):
    builder = FrameBuilder()
    for record in records:
        builder.add(record)
    assert len(builder) == len(records)
    pd.testing.assert_frame_equal(builder.frame(), records_to_frame(records))
    empty = FrameBuilder().frame()
    assert list(empty.columns) == list(COLUMNS) and len(empty) == 0


def test_store_fetches_one_record_by_its_row(tmp_path, records):
    store = open_store(tmp_path / "runs.sqlite3")
    run = store.create_run(name="x.jsonl", dataset_fp="d", settings_fp="s", total_rows=len(records))
    for i, record in enumerate(records):
        store.put_record(run.id, dict(record, row=i + 1))
    assert store.get_record(run.id, 2) == dict(records[1], row=2)
    assert store.get_record(run.id, len(records))["error"]["field"] == "answer"
    assert store.get_record(run.id, 1000) is None
    assert store.get_record("no-such-run", 1) is None
    store.close()
