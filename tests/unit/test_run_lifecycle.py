"""The one run lifecycle (earag.runs.lifecycle): claim → run → release with one final-status policy, driven through
the real SQLite run store, the real runner and the real offline Evaluator. Each way a batch can end leaves the run
in its status, released, with exactly one record per input row it reached, and a resume finishes it."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from earag.config import Settings
from earag.evaluator import Evaluator
from earag.runs.inputs import load_dataset
from earag.runs.lifecycle import ClaimedRun, RunStatus, claim_run, final_status
from earag.runs.runner import BatchProgress, run_batch
from earag.runs.store import RunStore, SQLiteRunStore, open_store

ROWS = [
    {"id": f"q{i}", "question": f"小型微利企业所得税优惠政策第{i}条是什么？", "answer": "减按25%计入应纳税所得额，按20%的税率缴纳企业所得税。",
     "contexts": ["对小型微利企业减按25%计入应纳税所得额，按20%的税率缴纳企业所得税。"], "ground_truth": "减按25%计入。"}
    for i in range(5)
] + [{"id": "bad", "question": "", "answer": "x", "contexts": []}]  # row 6 is invalid: recorded, never scored


class Stopped(BaseException):
    """Stands for Streamlit's Stop/rerun: a BaseException the dashboard means as a cancel."""


def _dataset():
    return load_dataset("\n".join(json.dumps(r, ensure_ascii=False) for r in ROWS).encode(), "set.jsonl")


@pytest.fixture(scope="module")
def evaluator():
    ev = Evaluator(Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram"}), offline=True)
    yield ev
    ev.close()


@pytest.fixture
def store(tmp_path: Path) -> RunStore:
    return open_store(tmp_path / "runs.sqlite3")


def _claim(store: RunStore, evaluator, resume: bool | str = False, **kw) -> ClaimedRun:
    return claim_run(store, _dataset(), name="set.jsonl", evaluator=evaluator, offline=True, resume=resume, **kw)


def _batch(claimed: ClaimedRun, evaluator, **kw):
    return lambda: run_batch(evaluator, _dataset(), claimed.store, claimed.id, workers=1, **kw)


def _raise_at(n: int, error: BaseException):
    def on_progress(progress: BatchProgress) -> None:
        if progress.done == n:
            raise error
    return on_progress


def _one_record_per_row(store: RunStore, run_id: str) -> dict[int, str]:
    rows = Counter(r["row"] for r in store.iter_records(run_id))
    assert all(n == 1 for n in rows.values()), rows
    assert store.count_records(run_id) == len(rows)
    return {row: status for row, (status, _) in store.row_status(run_id).items()}


def _resume_finishes(store: RunStore, evaluator, run_id: str) -> None:
    again = _claim(store, evaluator, resume=run_id)
    assert again.resumed and again.id == run_id
    outcome = again.execute(_batch(again, evaluator))
    assert outcome.status is RunStatus.FINISHED and outcome.run.status == "finished"
    assert outcome.progress.skipped == 2 and outcome.progress.done == 3  # only the rows not scored before
    assert sorted(_one_record_per_row(store, run_id)) == [1, 2, 3, 4, 5, 6]
    assert "error" not in outcome.run.meta or outcome.run.meta["error"] is None


def test_a_run_that_scores_every_row_is_finished(store, evaluator):
    claimed = _claim(store, evaluator)
    outcome = claimed.execute(_batch(claimed, evaluator))
    assert outcome.status is RunStatus.FINISHED and not outcome.status.resumable
    assert outcome.run.status == "finished" and outcome.run.owner is None and outcome.run.complete
    statuses = _one_record_per_row(store, claimed.id)
    assert Counter(statuses.values()) == {"ok": 5, "error": 1}


def test_a_cancel_leaves_the_run_cancelled_with_its_finished_rows(store, evaluator):
    claimed = _claim(store, evaluator)
    seen: list[int] = []
    outcome = claimed.execute(_batch(claimed, evaluator, on_progress=lambda p: seen.append(p.done),
                                     should_stop=lambda: len(seen) >= 2))
    assert outcome.status is RunStatus.CANCELLED and outcome.progress.cancelled
    run = store.get_run(claimed.id)
    assert run.status == "cancelled" and run.owner is None and not run.complete
    assert Counter(_one_record_per_row(store, claimed.id).values()) == {"ok": 2, "error": 1}
    _resume_finishes(store, evaluator, claimed.id)


def test_ctrl_c_leaves_the_run_interrupted_and_resumable(store, evaluator):
    claimed = _claim(store, evaluator)
    with pytest.raises(KeyboardInterrupt):  # the caller still sees the interrupt (the CLI prints and exits 130)
        claimed.execute(_batch(claimed, evaluator, on_progress=_raise_at(2, KeyboardInterrupt())))
    run = store.get_run(claimed.id)
    assert run.status == "interrupted" and RunStatus(run.status).resumable
    assert run.owner is None and "error" not in run.meta
    assert Counter(_one_record_per_row(store, claimed.id).values()) == {"ok": 2, "error": 1}
    _resume_finishes(store, evaluator, claimed.id)


class _CtrlCAfterBegin(SQLiteRunStore):
    """Ctrl-C arriving the moment SQLite grants a write transaction (after waiting for the lock): BEGIN ran, the
    `with` body never started. Armed for one write."""

    armed = False

    def _begin(self, cur) -> None:
        super()._begin(cur)
        if self.armed:
            self.armed = False
            raise KeyboardInterrupt


def test_ctrl_c_right_after_a_write_transaction_began_still_releases_the_run(tmp_path, evaluator):
    store = _CtrlCAfterBegin(tmp_path / "runs.sqlite3")
    claimed = _claim(store, evaluator)

    def arm(progress: BatchProgress) -> None:
        if progress.done == 2:
            store.armed = True  # the next record's transaction is interrupted right after BEGIN

    with pytest.raises(KeyboardInterrupt):
        claimed.execute(_batch(claimed, evaluator, on_progress=arm))
    run = open_store(tmp_path / "runs.sqlite3").get_run(claimed.id)  # as another process reads it
    assert run.status == "interrupted" and run.owner is None
    assert Counter(_one_record_per_row(store, claimed.id).values()) == {"ok": 2, "error": 1}
    _resume_finishes(store, evaluator, claimed.id)


def test_an_error_leaves_the_run_failed_with_the_error_kept(store, evaluator):
    claimed = _claim(store, evaluator)
    with pytest.raises(RuntimeError, match="the disk is full"):
        claimed.execute(_batch(claimed, evaluator, on_progress=_raise_at(2, RuntimeError("the disk is full"))))
    run = store.get_run(claimed.id)
    assert run.status == "failed" and run.owner is None
    assert run.meta["error"] == {"type": "RuntimeError", "message": "the disk is full"}
    assert Counter(_one_record_per_row(store, claimed.id).values()) == {"ok": 2, "error": 1}
    _resume_finishes(store, evaluator, claimed.id)  # and the resumed, finished run no longer carries the error


def test_a_limit_leaves_the_run_partial(store, evaluator):
    claimed = _claim(store, evaluator)
    outcome = claimed.execute(_batch(claimed, evaluator, limit=2))
    assert outcome.status is RunStatus.PARTIAL and outcome.run.status == "partial" and outcome.run.owner is None
    assert outcome.progress.done == 2 and not outcome.progress.cancelled
    assert Counter(_one_record_per_row(store, claimed.id).values()) == {"ok": 2, "error": 1}
    _resume_finishes(store, evaluator, claimed.id)


def test_a_caller_cancel_exception_leaves_the_run_cancelled(store, evaluator):
    claimed = _claim(store, evaluator, cancel_on=(Stopped,))
    with pytest.raises(Stopped):  # re-raised: Streamlit must still get its rerun
        claimed.execute(_batch(claimed, evaluator, on_progress=_raise_at(2, Stopped())))
    run = store.get_run(claimed.id)
    assert run.status == "cancelled" and run.owner is None and "error" not in run.meta
    assert Counter(_one_record_per_row(store, claimed.id).values()) == {"ok": 2, "error": 1}
    _resume_finishes(store, evaluator, claimed.id)


def test_the_same_exception_without_cancel_on_is_a_failure():
    assert final_status(None, Stopped(), complete=False) is RunStatus.FAILED
    assert final_status(None, Stopped(), complete=False, cancel_on=(Stopped,)) is RunStatus.CANCELLED
    assert final_status(None, SystemExit(1), complete=False) is RunStatus.INTERRUPTED
    # a returned batch: cancelled wins over a complete store; complete → finished; rows left → partial
    cancelled = BatchProgress(total=1, skipped=0, invalid=0, cancelled=True)
    assert final_status(cancelled, None, complete=True) is RunStatus.CANCELLED
    assert final_status(BatchProgress(total=1, skipped=0, invalid=0), None, complete=True) is RunStatus.FINISHED
    assert final_status(BatchProgress(total=1, skipped=0, invalid=0), None, complete=False) is RunStatus.PARTIAL
