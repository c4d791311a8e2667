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
from earag.runs.datasets import ResultStore, load_dataset
from earag.runs.exports import backends_used, dimension_status_counts, export_bytes, records_from_bytes
from earag.runs.files import journal_path, list_result_files, read_run_meta, results_path, write_run_meta
from earag.runs.plan import metrics_plan, resolve_metric_selection
from earag.runs.runner import BatchProgress, eta_seconds, format_duration, run_batch
from earag.types import DIMENSIONS

ROWS = [
    {"id": f"q{i}", "question": f"小型微利企业所得税优惠政策第{i}条是什么？", "answer": "减按25%计入应纳税所得额，按20%的税率缴纳企业所得税。",
     "contexts": ["对小型微利企业减按25%计入应纳税所得额，按20%的税率缴纳企业所得税。"], "ground_truth": "减按25%计入。"}
    for i in range(5)
] + [{"id": "bad", "question": "", "answer": "x", "contexts": []}]
GRAPH = PROJECT_ROOT / "data" / "kg" / "policy_kg.json"


def _dataset():
    return load_dataset("\n".join(json.dumps(r, ensure_ascii=False) for r in ROWS).encode(), "set.jsonl")


@pytest.fixture(scope="module")
def evaluator():
    ev = Evaluator(Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram"}), offline=True)
    yield ev
    ev.close()


def test_run_batch_records_every_row_and_resumes_where_it_stopped(evaluator, tmp_path: Path):
    store = ResultStore(tmp_path / "r.jsonl")
    plans, seen = [], []
    first = run_batch(evaluator, _dataset(), store, workers=1, on_start=lambda p: plans.append((p.total, p.done)),
                      on_progress=lambda p: seen.append(p.done), should_stop=lambda: len(seen) >= 2)
    assert plans == [(5, 0)] and seen == [1, 2]
    assert first.cancelled and first.done == 2 and first.invalid == 1 and first.errors == 0
    records = store.records()
    bad = next(r for r in records if r["id"] == "bad")
    assert bad["earag_evaluation"] is None and bad["row"] == 6 and bad["error"]["field"] == "question"
    second = run_batch(evaluator, _dataset(), store, workers=1)
    assert (second.skipped, second.done, second.total, second.cancelled) == (2, 3, 3, False)
    records = store.records()
    assert [r["row"] for r in records] == [1, 2, 3, 4, 5, 6]  # every row once, the invalid one not duplicated
    assert all(r["earag_evaluation"]["overall_score"] >= 0 for r in records[:5])
    assert run_batch(evaluator, _dataset(), store).total == 0


def test_limit_caps_the_rows_of_one_run(evaluator, tmp_path: Path):
    store = ResultStore(tmp_path / "r.jsonl")
    assert run_batch(evaluator, _dataset(), store, limit=2).done == 2
    assert run_batch(evaluator, _dataset(), store, limit=2).skipped == 2
    assert len([r for r in store.records() if r["earag_evaluation"]]) == 4


def test_an_interrupt_keeps_what_was_finished(evaluator, tmp_path: Path):
    store = ResultStore(tmp_path / "r.jsonl")

    def interrupt(progress: BatchProgress) -> None:
        if progress.done == 2:
            raise KeyboardInterrupt  # as Ctrl-C in the CLI, or a Streamlit rerun inside the progress callback

    with pytest.raises(KeyboardInterrupt):
        run_batch(evaluator, _dataset(), store, workers=1, on_progress=interrupt)
    assert len(store.done_keys()) == 2
    assert run_batch(evaluator, _dataset(), store).done == 3


def test_metric_selection_is_an_argument_of_the_run_not_state_of_the_evaluator(evaluator, tmp_path: Path):
    store = ResultStore(tmp_path / "r.jsonl")
    progress = run_batch(evaluator, _dataset(), store, metrics=["f1", "retrieval_latency"], limit=2)
    assert progress.done == 2
    scored = [r for r in store.records() if r["earag_evaluation"]]
    assert all(set(r["earag_evaluation"]["metrics"]) == {"f1", "retrieval_latency"} for r in scored)
    assert scored[0]["earag_evaluation"]["metrics"]["f1"]["score"] is not None
    other = ResultStore(tmp_path / "plain.jsonl")
    run_batch(evaluator, _dataset(), other, limit=1)
    assert not next(r for r in other.records() if r["earag_evaluation"])["earag_evaluation"].get("metrics")


def test_eta_and_duration():
    assert eta_seconds(0, 10, 5.0) is None
    assert eta_seconds(5, 10, 10.0) == pytest.approx(10.0)
    assert BatchProgress(total=0, skipped=0, invalid=0).fraction == 1.0
    assert format_duration(65) == "1:05" and format_duration(None) == "—" and format_duration(3725) == "1:02:05"


def test_results_path_and_run_meta(evaluator, tmp_path: Path):
    ds = _dataset()
    path = results_path(ds, "My Set (v2).jsonl", "x: 1", True, tmp_path)
    assert path.parent == tmp_path and path.name.startswith("My_Set_v2-")
    assert path == results_path(ds, "My Set (v2).jsonl", "x: 1", True, tmp_path, metrics=())
    assert path != results_path(ds, "My Set (v2).jsonl", "x: 1", True, tmp_path, metrics=["f1"])
    ResultStore(path).append({"key": "k"})
    write_run_meta(path, dataset_name="set.jsonl", evaluator=evaluator, offline=True, metrics=["f1"])
    meta = read_run_meta(path)
    assert meta["dataset"] == "set.jsonl" and meta["llm"] == "offline" and meta["metrics"] == ["f1"]
    assert meta["weights"] == evaluator.settings.weights
    assert list_result_files(tmp_path) == [path]  # the sidecar is not a results file
    assert read_run_meta(tmp_path / "none.jsonl") == {} and list_result_files(tmp_path / "missing") == []


def test_cli_journal_sits_beside_the_output():
    assert journal_path(Path("out/r.jsonl")) == Path("out/r.jsonl")
    assert journal_path(Path("out/r.xlsx")) == Path("out/r.xlsx.progress.jsonl")
    auto = journal_path(None, "runs")
    assert auto.parent == Path("runs") and auto.name.startswith("cli-") and auto.suffix == ".jsonl"


def test_metric_selection_from_the_command_line_string():
    assert resolve_metric_selection("f1, retrieval_latency") == resolve_metric_selection(["retrieval_latency", "f1"])
    assert "earag" not in {m for m in resolve_metric_selection("all")}
    assert metrics_plan("f1", core_calls=0)["total"] == 0
    with pytest.raises(KeyError, match="bleu"):
        resolve_metric_selection("bleu")


def test_an_unknown_metric_fails_before_anything_is_written(evaluator, tmp_path: Path):
    store = ResultStore(tmp_path / "r.jsonl")
    with pytest.raises(EaragError, match="bleu"):
        run_batch(evaluator, _dataset(), store, metrics=["bleu"])
    assert not store.path.exists()


def test_exports_round_trip_and_counts(evaluator, tmp_path: Path):
    store = ResultStore(tmp_path / "r.jsonl")
    run_batch(evaluator, _dataset(), store)
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
