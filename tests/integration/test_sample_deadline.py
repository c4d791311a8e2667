"""Issue 22: a CPU deadline per sample also when the evaluation runs in a thread (API requests, the dashboard, a
short CLI batch), not only in worker processes. The judge stops itself at its checkpoints (earag.deadline): the
sample gets a labelled timeout record and the rest of the batch goes on; a cancelled scope (client gone, server
stopping) stops the running sample too. (How long a stop takes is in benchmarks/bench_abuse.py.)"""
from __future__ import annotations

import json
import threading

import pytest

from earag.config import Settings
from earag.deadline import CancelScope, EvaluationCancelled, EvaluationTimeout, within
from earag.evaluator import Evaluator
from earag.runs.inputs import load_dataset
from earag.runs.runner import run_batch
from earag.runs.store import open_store
from earag.types import EvaluationSample

OK = EvaluationSample("企业注册资本要求", "注册资本最低100万元。", ["有限责任公司注册资本实行认缴制。"])
ENTITIES = "中华人民共和国公司法国家税务总局广东省深圳市前海"
# within the default size limits, about two CPU seconds of judging (entity-dense, no punctuation)
SLOW = EvaluationSample("税收优惠政策", ENTITIES * (9_900 // len(ENTITIES)), ["试验区税收"])
KEY = "evaluation.limits.sample_cpu_seconds"


@pytest.fixture(scope="module")
def evaluator():
    ev = Evaluator(Settings().with_overrides(**{"backends.cache.enabled": False}), offline=True)
    ev.evaluate(OK)  # the models load first (loading counts in the first sample's budget)
    ev.settings.evaluation.limits.sample_cpu_seconds = 0.1
    yield ev
    ev.close()


def test_an_in_thread_sample_over_its_cpu_deadline_is_a_labelled_timeout(evaluator):
    with pytest.raises(EvaluationTimeout) as exc:
        evaluator.evaluate(SLOW)
    record = exc.value.to_dict()
    assert record["error"] == "Timeout" and record["status"] == "timeout"
    assert record["limit"] == 0.1 and record["limit_key"] == KEY and KEY in str(exc.value)
    assert evaluator.evaluate(OK).overall_score is not None  # nothing left behind: the next sample is scored


def test_in_a_thread_batch_the_sample_gets_a_timeout_record_and_the_others_are_scored(evaluator):
    batch = evaluator.evaluate_batch([OK, SLOW, OK], processes=False, workers=1)
    assert batch.errors[1] is not None and batch.errors[1]["status"] == "timeout"
    assert batch.errors[1]["limit_key"] == KEY
    assert batch.results[0] is not None and batch.results[2] is not None and batch.errors.count(None) == 2


def test_a_cancelled_scope_stops_the_running_sample(evaluator):
    evaluator.settings.evaluation.limits.sample_cpu_seconds = 600  # only the cancel can stop it here
    try:
        scope = CancelScope()
        timer = threading.Timer(0.05, scope.cancel, args=("the client disconnected",))
        with within(scope):
            timer.start()
            with pytest.raises(EvaluationCancelled) as exc:
                evaluator.evaluate(SLOW)
        timer.join()
    finally:
        evaluator.settings.evaluation.limits.sample_cpu_seconds = 0.1
    assert exc.value.to_dict()["status"] == "cancelled" and "client disconnected" in str(exc.value)


def test_a_batch_row_cancelled_midway_gets_no_record_and_is_scored_on_resume(evaluator, tmp_path):
    # what `earag serve` does to its batch runs at shutdown: the scope of the run's samples is cancelled
    rows = [{"id": f"q{i}", "question": OK.question, "answer": OK.answer, "contexts": OK.contexts} for i in range(3)]
    dataset = load_dataset("\n".join(json.dumps(r, ensure_ascii=False) for r in rows).encode(), "set.jsonl")
    store = open_store(tmp_path / "runs.sqlite3")
    run = store.create_run(name="set.jsonl", dataset_fp="d", settings_fp="s", total_rows=3)
    scope = CancelScope()
    scope.cancel("the server is shutting down")
    with within(scope):  # the thread pool of a short batch carries the scope to its threads
        stopped = run_batch(evaluator, dataset, store, run.id, workers=1)
    assert stopped.cancelled and stopped.done == 0 and store.records(run.id) == []
    resumed = run_batch(evaluator, dataset, store, run.id, workers=1)
    assert resumed.done == 3 and not resumed.cancelled
    assert [r["id"] for r in store.records(run.id)] == ["q0", "q1", "q2"]
