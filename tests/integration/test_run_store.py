"""The run store, one suite for both databases: SQLite (the embedded default) and a real PostgreSQL server started
from Debian's binaries on 127.0.0.1 (skipped with a printed note when they are not installed).

Records are written by the real runner with the real offline Evaluator; other processes are real processes.
"""
from __future__ import annotations

import itertools
import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from earag.config import Settings
from earag.errors import InputError
from earag.evaluator import Evaluator
from earag.runs.inputs import load_dataset
from earag.runs.runner import export_run, prepare_run, run_batch
from earag.runs.store import RunConflict, open_store
from tests.support.postgres import started_or_skip

ROOT = Path(__file__).resolve().parents[2]
ROWS = [{"id": f"q{i}", "question": f"小型微利企业所得税优惠政策第{i}条是什么？",
         "answer": "减按25%计入应纳税所得额，按20%的税率缴纳企业所得税。",
         "contexts": ["对小型微利企业减按25%计入应纳税所得额，按20%的税率缴纳企业所得税。"]} for i in range(6)]
_ids = itertools.count()


def _dataset(rows=ROWS, name="set.jsonl"):
    return load_dataset("\n".join(json.dumps(r, ensure_ascii=False) for r in rows).encode(), name)


@pytest.fixture(scope="session")
def postgres():
    yield from started_or_skip("the PostgreSQL store tests are")


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request, tmp_path):
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'runs.sqlite3'}"
    return request.getfixturevalue("postgres").create_database(f"t{os.getpid()}_{next(_ids)}")


@pytest.fixture
def store(db_url):
    s = open_store(db_url)
    yield s
    s.close()


@pytest.fixture(scope="module")
def evaluator():
    ev = Evaluator(Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram"}), offline=True)
    yield ev
    ev.close()


def test_a_run_keeps_one_record_per_input_row_with_counts_and_summary(store, evaluator, tmp_path):
    rows = ROWS[:3] + [ROWS[0], ROWS[0]] + [{"id": "bad", "question": "", "answer": "x"},
                                            {"id": "bad", "question": "", "answer": "y"}]
    ds = _dataset(rows)
    run, resumed = prepare_run(store, ds, name="set.jsonl", evaluator=evaluator, offline=True)
    assert not resumed and run.status == "running" and run.total_rows == 7
    progress = run_batch(evaluator, ds, store, run.id)
    assert (progress.done, progress.invalid, progress.rows_done, progress.rows) == (5, 2, 7, 7)
    run = store.finish_run(run.id)
    assert run.status == "finished" and run.complete
    records = store.records(run.id)
    # duplicate rows and two invalid rows with the same id: one record each, in input order
    assert [r["row"] for r in records] == [1, 2, 3, 4, 5, 6, 7]
    assert [r["id"] for r in records[3:]] == ["q0", "q0", "bad", "bad"]
    assert run.counts == {"records": 7, "scored": 5, "errors": 2, "fallback": run.counts["fallback"]}
    summary = store.summary(run.id)
    overall = [r["earag_evaluation"]["overall_score"] for r in records if r["earag_evaluation"]]
    assert summary["dimensions"]["overall"]["mean"] == pytest.approx(sum(overall) / len(overall))
    assert summary["dimensions"]["overall"]["n"] == 5 and sum(summary["levels"].values()) == 5
    assert summary["backends_used"]["llm"] == {"offline": 5}
    assert run.mean_overall == pytest.approx(sum(overall) / len(overall))
    # records are read in pages, not all at once, and the order holds across pages
    assert [r["row"] for r in store.iter_records(run.id, batch=2)] == [1, 2, 3, 4, 5, 6, 7]
    out = export_run(store, run.id, tmp_path / "out.csv")
    assert out["records"] == 7 and out["complete"] and (tmp_path / "out.csv").exists()


def test_a_record_written_twice_is_replaced_not_duplicated(store):
    run = store.create_run(name="x", dataset_fp="d", settings_fp="s", total_rows=1)
    store.put_record(run.id, {"row": 1, "id": "a", "earag_evaluation": None, "error": {"message": "boom"}})
    store.put_record(run.id, {"row": 1, "id": "a", "earag_evaluation": {"overall_score": 0.5, "quality_level": "较差",
                                                                        "dimension_scores": {}}, "error": None})
    assert store.count_records(run.id) == 1
    assert store.get_run(run.id).counts["scored"] == 1
    assert store.row_status(run.id) == {1: ("ok", False)}


def test_a_released_run_keeps_its_counts_and_any_new_record_updates_them(store, evaluator):
    ds = _dataset(ROWS[:3] + [{"id": "bad", "question": "", "answer": "x"}])
    run, _ = prepare_run(store, ds, name="set.jsonl", evaluator=evaluator, offline=True)
    run_batch(evaluator, ds, store, run.id)
    live = store.get_run(run.id)
    done = store.finish_run(run.id)
    assert done.status == "finished" and done.counts == live.counts == {"records": 4, "scored": 3, "errors": 1,
                                                                       "fallback": 0}
    assert done.mean_overall == pytest.approx(live.mean_overall) and done.backends_used == live.backends_used
    # kept at release: listing runs does not aggregate their records again (what a dashboard rerun costs) ...
    with store._tx() as cur:
        cur.execute(store._sql("SELECT totals FROM earag_runs WHERE id = ?"), (run.id,))
        assert json.loads(cur.fetchone()[0])["counts"]["records"] == 4
    assert [r.counts for r in store.list_runs() if r.id == run.id] == [done.counts]
    # ... and any record written afterwards (a resume, a re-score) makes the counts live again
    store.put_record(run.id, {"row": 4, "id": "bad", "earag_evaluation": {"overall_score": 0.9, "quality_level": "优秀",
                                                                          "dimension_scores": {}}, "error": None})
    after = store.get_run(run.id)
    assert after.counts == {"records": 4, "scored": 4, "errors": 0, "fallback": 0}
    assert after.mean_overall > done.mean_overall
    assert store.finish_run(run.id).counts == after.counts
    # a writer that knows nothing of kept totals (an older earag sharing the store) cannot leave them stale
    with store._tx() as cur:
        cur.execute(store._sql("DELETE FROM earag_records WHERE run_id = ? AND row_no = ?"), (run.id, 4))
    assert store.get_run(run.id).counts == {"records": 3, "scored": 3, "errors": 0, "fallback": 0}
    store.finish_run(run.id)
    with store._tx() as cur:
        cur.execute(store._sql("INSERT INTO earag_records (run_id, row_no, status, fallback, record) "
                               "VALUES (?, 9, 'error', 0, '{}')"), (run.id,))
    assert store.get_run(run.id).counts["records"] == 4 and store.get_run(run.id).counts["errors"] == 1


def test_resume_continues_only_the_same_data_and_settings(store, evaluator):
    ds = _dataset()
    run, _ = prepare_run(store, ds, name="set.jsonl", evaluator=evaluator, offline=True, output="out.jsonl")
    run_batch(evaluator, ds, store, run.id, limit=2)
    store.finish_run(run.id)
    again, resumed = prepare_run(store, ds, name="set.jsonl", evaluator=evaluator, offline=True,
                                 output="out.jsonl", resume=True)
    assert resumed and again.id == run.id
    assert run_batch(evaluator, ds, store, run.id).skipped == 2
    store.finish_run(run.id)
    other = _dataset(ROWS[:4])
    with pytest.raises(RunConflict, match="data differ") as exc:
        prepare_run(store, other, name="set.jsonl", evaluator=evaluator, offline=True, output="out.jsonl", resume=True)
    assert "4 rows" in str(exc.value) and "6 rows" in str(exc.value)
    with pytest.raises(RunConflict, match=r"settings differ: offline: True → False"):
        prepare_run(store, ds, name="set.jsonl", evaluator=evaluator, offline=False, output="out.jsonl",
                    resume=run.id)
    with pytest.raises(RunConflict, match="metrics"):
        prepare_run(store, ds, name="set.jsonl", evaluator=evaluator, offline=True, metrics=["f1"], resume=run.id)
    with pytest.raises(InputError, match="no such run"):
        prepare_run(store, ds, name="set.jsonl", evaluator=evaluator, offline=True, resume="nope")


def test_rescore_fallback_takes_the_rows_that_fell_back(store, evaluator):
    ds = _dataset(ROWS[:3])
    run, _ = prepare_run(store, ds, name="set.jsonl", evaluator=evaluator, offline=True)
    run_batch(evaluator, ds, store, run.id)
    record = store.records(run.id)[1]
    record["earag_evaluation"]["detailed_analysis"]["faithfulness"]["status"] = "timeout"  # as after an outage
    store.put_record(run.id, record)
    assert store.row_status(run.id)[2] == ("ok", True)
    assert run_batch(evaluator, ds, store, run.id).total == 0
    progress = run_batch(evaluator, ds, store, run.id, rescore="fallback")
    assert progress.total == 1 and progress.done == 1
    assert store.row_status(run.id)[2] == ("ok", False)



def test_a_row_without_contexts_did_not_fall_back(store, evaluator):
    """Faithfulness and hallucination are `unavailable` on a row with no contexts (nothing to judge): not a backend
    that failed to answer, so not counted by --max-fallback and not taken by --rescore fallback."""
    rows = [dict(ROWS[0]), {**ROWS[1], "contexts": []}]
    ds = _dataset(rows)
    run, _ = prepare_run(store, ds, name="set.jsonl", evaluator=evaluator, offline=True)
    run_batch(evaluator, ds, store, run.id)
    detail = store.records(run.id)[1]["earag_evaluation"]["detailed_analysis"]
    assert detail["faithfulness"]["status"] == detail["hallucination"]["status"] == "unavailable"
    assert store.row_status(run.id)[2] == ("ok", False)
    assert run_batch(evaluator, ds, store, run.id, rescore="fallback").total == 0


_HOLDER = textwrap.dedent("""
    import sys, time
    from earag.runs.store import open_store
    store = open_store(sys.argv[1])
    run = store.create_run(name="held", dataset_fp="d", settings_fp="s", total_rows=5, meta={"output": sys.argv[2]})
    print(run.id, flush=True)
    time.sleep(120)
""")


def test_a_run_held_by_a_live_process_is_refused_and_freed_when_it_dies(db_url, store, evaluator, tmp_path):
    output = str((tmp_path / "out.jsonl").resolve())
    holder = subprocess.Popen([sys.executable, "-c", _HOLDER, db_url, output], stdout=subprocess.PIPE, text=True,
                              cwd=ROOT)
    try:
        run_id = holder.stdout.readline().strip()
        assert run_id
        with pytest.raises(RunConflict, match="another process"):
            store.claim(run_id)
        assert store.get_run(run_id).status == "running"
        with pytest.raises(RunConflict, match="is writing"):  # a second run into the same output is refused
            prepare_run(store, _dataset(), name="set.jsonl", evaluator=evaluator, offline=True, output=output)
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait(10)
    assert store.get_run(run_id).status == "interrupted"  # its owner is gone: resumable
    assert store.claim(run_id).status == "running"


_WRITER = textwrap.dedent("""
    import sys
    from earag.runs.store import open_store
    store = open_store(sys.argv[1])
    run = store.create_run(name=sys.argv[2], dataset_fp="d", settings_fp="s", total_rows=200)
    for i in range(1, 201):
        store.put_record(run.id, {"row": i, "id": f"r{i}", "earag_evaluation": None, "error": {"message": "x"}})
    store.finish_run(run.id)
    print(run.id)
""")


def test_two_processes_write_at_the_same_time_and_nothing_mixes(db_url, store):
    procs = [subprocess.Popen([sys.executable, "-c", _WRITER, db_url, f"w{i}"], stdout=subprocess.PIPE, text=True,
                              cwd=ROOT) for i in range(2)]
    ids = [p.communicate(timeout=120)[0].strip() for p in procs]
    assert all(p.returncode == 0 for p in procs) and len(set(ids)) == 2
    for run_id in ids:
        run = store.get_run(run_id)
        assert run.status == "finished" and run.counts["records"] == 200
        assert [r["row"] for r in store.iter_records(run_id)] == list(range(1, 201))


def test_list_and_delete_runs(store):
    a = store.create_run(name="a", dataset_fp="d1", settings_fp="s", total_rows=1)
    b = store.create_run(name="b", dataset_fp="d2", settings_fp="s", total_rows=1)
    assert [r.id for r in store.list_runs()][:2] == [b.id, a.id]
    assert [r.id for r in store.list_runs(dataset_fp="d1")] == [a.id]
    store.put_record(a.id, {"row": 1, "id": "x", "earag_evaluation": None, "error": {"message": "x"}})
    assert store.delete_run(a.id) == 1
    assert store.get_run(a.id) is None and [r.id for r in store.list_runs()] == [b.id]


def test_a_password_in_the_database_url_is_never_shown(tmp_path):
    with pytest.raises(InputError) as exc:
        open_store("mysql://admin:s3cret@127.0.0.1/db")
    assert "s3cret" not in str(exc.value) and exc.value.field == "EARAG_DB_URL"
    with pytest.raises(InputError) as exc:
        open_store("postgresql://admin:s3cret@127.0.0.1:1/db")  # nothing listens on port 1
    assert "s3cret" not in str(exc.value) and "127.0.0.1" in str(exc.value)


def test_two_sessions_of_one_process_cannot_run_the_same_run(store):
    """Two dashboard sessions (threads of one server) share host:pid: the second claim is still refused."""
    run = store.create_run(name="x", dataset_fp="d", settings_fp="s", total_rows=1)
    with pytest.raises(RunConflict, match="in this server already"):
        store.claim(run.id)
    store.release(run.id, "cancelled")
    assert store.claim(run.id).status == "running"  # released: it can be taken again
    store.release(run.id, "cancelled")


def test_a_store_that_cannot_be_used_is_a_clear_error_naming_it(tmp_path):
    from earag.runs.store import RunStoreError

    text = tmp_path / "notes.txt"
    text.write_text("hello", encoding="utf-8")
    for url in (f"sqlite:///{text}", str(tmp_path), str(text / "x" / "runs.sqlite3"), "postgres://u:s3cret@[::1"):
        with pytest.raises(RunStoreError) as exc:
            open_store(url)
        assert exc.value.field == "EARAG_DB_URL" and "s3cret" not in str(exc.value)
