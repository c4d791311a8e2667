"""The one batch runner and what surrounds a run: results files and sidecars, metric plans, exports, graph search.

The runner is driven by the real offline Evaluator on literal rows; nothing of earag is replaced.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from earag.backends.graph.file import FileGraph
from earag.backends.graph.search import canonical_entities, graph_community_names, search_entities
from earag.config import PROJECT_ROOT, Settings
from earag.errors import EaragError, InputError
from earag.evaluator import Evaluator
from earag.runs.exports import export_bytes
from earag.runs.fingerprints import dataset_fingerprint, settings_fingerprint, settings_snapshot
from earag.runs.inputs import load_dataset
from earag.runs.plan import metrics_plan, resolve_metric_selection
from earag.runs.records import backends_used, dimension_status_counts, records_from_bytes
from earag.runs.runner import BatchProgress, eta_seconds, format_duration, run_batch
from earag.runs.store import open_store
from earag.types import DIMENSIONS

ROWS = [
    {"id": f"q{i}", "question": f"小型微利企业所得税优惠政策第{i}条是什么？", "answer": "减按25%计入应纳税所得额，按20%的税率缴纳企业所得税。",
     "contexts": ["对小型微利企业减按25%计入应纳税所得额，按20%的税率缴纳企业所得税。"], "ground_truth": "减按25%计入。"}
    for i in range(5)
] + [{"id": "bad", "question": "", "answer": "x", "contexts": []}]
GRAPH = PROJECT_ROOT / "data" / "kg" / "policy_kg.json"


def _dataset():
    return load_dataset("\n".join(json.dumps(r, ensure_ascii=False) for r in ROWS).encode(), "set.jsonl")


class _Run:
    """A run in a fresh SQLite store, with the old journal's reading helpers for these tests."""

    def __init__(self, tmp_path: Path, name: str = "runs"):
        self.store = open_store(tmp_path / f"{name}.sqlite3")
        self.id = self.store.create_run(name="set.jsonl", dataset_fp="d", settings_fp="s", total_rows=6).id

    def records(self):
        return self.store.records(self.id)

    def scored(self):
        return {row for row, (status, _) in self.store.row_status(self.id).items() if status == "ok"}


def _run(evaluator, run: _Run, **kw):
    return run_batch(evaluator, _dataset(), run.store, run.id, **kw)


@pytest.fixture(scope="module")
def evaluator():
    ev = Evaluator(Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram"}), offline=True)
    yield ev
    ev.close()


def test_run_batch_records_every_row_and_resumes_where_it_stopped(evaluator, tmp_path: Path):
    store = _Run(tmp_path)
    plans, seen = [], []
    first = _run(evaluator, store, workers=1, on_start=lambda p: plans.append((p.total, p.done)),
                 on_progress=lambda p: seen.append(p.done), should_stop=lambda: len(seen) >= 2)
    assert plans == [(5, 0)] and seen == [1, 2]
    assert first.cancelled and first.done == 2 and first.invalid == 1 and first.errors == 0
    records = store.records()
    bad = next(r for r in records if r["id"] == "bad")
    assert bad["earag_evaluation"] is None and bad["row"] == 6 and bad["error"]["field"] == "question"
    second = _run(evaluator, store, workers=1)
    assert (second.skipped, second.done, second.total, second.cancelled) == (2, 3, 3, False)
    assert (second.rows_done, second.rows) == (6, 6)  # the caption's denominator is every input row
    records = store.records()
    assert [r["row"] for r in records] == [1, 2, 3, 4, 5, 6]  # every row once, the invalid one not duplicated
    assert all(r["earag_evaluation"]["overall_score"] >= 0 for r in records[:5])
    assert _run(evaluator, store).total == 0


def test_limit_caps_the_rows_of_one_run(evaluator, tmp_path: Path):
    store = _Run(tmp_path)
    assert _run(evaluator, store, limit=2).done == 2
    assert _run(evaluator, store, limit=2).skipped == 2
    assert len([r for r in store.records() if r["earag_evaluation"]]) == 4


def test_an_interrupt_keeps_what_was_finished(evaluator, tmp_path: Path):
    store = _Run(tmp_path)

    def interrupt(progress: BatchProgress) -> None:
        if progress.done == 2:
            raise KeyboardInterrupt  # as Ctrl-C in the CLI, or a Streamlit rerun inside the progress callback

    with pytest.raises(KeyboardInterrupt):
        _run(evaluator, store, workers=1, on_progress=interrupt)
    assert len(store.scored()) == 2
    assert _run(evaluator, store).done == 3


def test_metric_selection_is_an_argument_of_the_run_not_state_of_the_evaluator(evaluator, tmp_path: Path):
    store = _Run(tmp_path)
    progress = _run(evaluator, store, metrics=["f1", "retrieval_latency"], limit=2)
    assert progress.done == 2
    scored = [r for r in store.records() if r["earag_evaluation"]]
    assert all(set(r["earag_evaluation"]["metrics"]) == {"f1", "retrieval_latency"} for r in scored)
    assert scored[0]["earag_evaluation"]["metrics"]["f1"]["score"] is not None
    other = _Run(tmp_path, "plain")
    _run(evaluator, other, limit=1)
    assert not next(r for r in other.records() if r["earag_evaluation"])["earag_evaluation"].get("metrics")


def test_eta_and_duration():
    assert eta_seconds(0, 10, 5.0) is None
    assert eta_seconds(5, 10, 10.0) == pytest.approx(10.0)
    assert eta_seconds(2, 10, 1.0) is None  # the first rows carry the start-up: no estimate from them yet
    assert eta_seconds(1, 1, 1.0) == 0.0
    assert BatchProgress(total=0, skipped=0, invalid=0).fraction == 1.0
    assert format_duration(65) == "1:05" and format_duration(None) == "—" and format_duration(3725) == "1:02:05"


def test_fingerprints_follow_the_content_not_the_file(evaluator):
    ds = _dataset()
    same = load_dataset("\n".join(json.dumps(r, ensure_ascii=False) for r in ROWS).encode("gb18030"), "other.jsonl")
    assert dataset_fingerprint(ds) == dataset_fingerprint(same)  # name and encoding do not matter
    changed = [dict(r) for r in ROWS]
    changed[1]["answer"] = "减按50%计入。"
    assert dataset_fingerprint(ds) != dataset_fingerprint(
        load_dataset("\n".join(json.dumps(r, ensure_ascii=False) for r in changed).encode(), "set.jsonl"))
    base = settings_snapshot(evaluator.settings, True, [])
    assert settings_fingerprint(base) == settings_fingerprint(settings_snapshot(evaluator.settings, True, []))
    assert settings_fingerprint(base) != settings_fingerprint(settings_snapshot(evaluator.settings, False, []))
    assert settings_fingerprint(base) != settings_fingerprint(settings_snapshot(evaluator.settings, True, ["f1"]))
    moved = evaluator.settings.with_overrides(**{"evaluation.weights.faithfulness": 0.5})
    assert settings_fingerprint(base) != settings_fingerprint(settings_snapshot(moved, True, []))


def test_metric_selection_from_the_command_line_string():
    assert resolve_metric_selection("f1, retrieval_latency") == resolve_metric_selection(["retrieval_latency", "f1"])
    assert "earag" not in {m for m in resolve_metric_selection("all")}
    assert metrics_plan("f1", core_calls=0)["total"] == 0
    with pytest.raises(KeyError, match="bleu"):
        resolve_metric_selection("bleu")


def test_an_unknown_metric_fails_before_anything_is_written(evaluator, tmp_path: Path):
    store = _Run(tmp_path)
    with pytest.raises(EaragError, match="bleu"):
        _run(evaluator, store, metrics=["bleu"])
    assert store.records() == []


def test_exports_round_trip_and_counts(evaluator, tmp_path: Path):
    store = _Run(tmp_path)
    _run(evaluator, store)
    records = store.records()
    again = records_from_bytes(export_bytes(records, "jsonl"))
    assert [r["key"] for r in again] == [r["key"] for r in records]
    assert export_bytes(records, "csv").decode("utf-8-sig").startswith("id,row,question")
    assert export_bytes(records, "xlsx")[:2] == b"PK"
    assert backends_used(records)["llm"] == {"offline": 5}
    counts = dimension_status_counts(records)
    assert set(counts) == set(DIMENSIONS) and sum(counts["faithfulness"].values()) == 5
    with pytest.raises(InputError) as exc:
        records_from_bytes(b'{"question": "q"}\n', "mine.jsonl")
    assert exc.value.field == "file" and "mine.jsonl" in str(exc.value)


def test_graph_search_finds_names_aliases_and_communities():
    graph = FileGraph(GRAPH)
    hits = search_entities(graph, "税务总局")
    assert hits and hits[0]["name"] == "国家税务总局" and hits[0]["label"] == "机构组织"
    assert search_entities(graph, "  ") == [] and search_entities(None, "税") == []
    assert canonical_entities(graph, ["税务总局", "税务总局", ""]) == {"税务总局": "国家税务总局"}
    names = graph_community_names(graph)
    assert len(names) == 12 and all(isinstance(k, int) and v for k, v in names.items())


def test_an_invalid_row_keeps_the_question_it_had_in_its_error_record():
    from earag.runs.records import result_record

    ds = load_dataset(b'{"id": "a", "question": "\\u4e3a\\u4ec0\\u4e48\\uff1f", "answer": ""}\n', "x.jsonl")
    record = result_record(ds.rows[0], None, None)
    assert record["question"] == "为什么？" and record["answer"] is None
    assert record["error"]["field"] == "answer" and record["earag_evaluation"] is None
