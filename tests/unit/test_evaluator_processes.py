"""Evaluator.iter_evaluate: worker processes for offline runs give the thread path's results, read their input
lazily with a bounded number in flight, and stop cleanly."""
from __future__ import annotations

import pickle
import re
import threading
import time
from pathlib import Path

import pytest

from earag.config import Settings
from earag.deadline import EvaluationTimeout
from earag.errors import BackendUnavailable, EaragError, InputError
from earag.evaluator import IN_FLIGHT, PROCESS_CHUNK, Evaluator, _rebuilt, failure_record
from earag.limits import LimitExceeded, Limits, check_limits
from earag.messages import Message
from earag.runs.inputs import load_dataset
from earag.types import EvaluationSample
from earag.validation import validate_sample

ROOT = Path(__file__).resolve().parents[2]
CJK = re.compile(r"[\u3400-\u9fff]")


@pytest.fixture(scope="module")
def evaluator():
    ev = Evaluator(Settings(), offline=True)
    yield ev
    ev.close()


def _samples() -> list[EvaluationSample]:
    rows = load_dataset(ROOT / "data" / "samples" / "policy_qa_small.jsonl").valid
    out = [r.sample for r in rows]
    out.insert(3, EvaluationSample(question="", answer="没有问题的答案", contexts=[]))  # invalid: an error record
    return out


def _threads_end(before: set[threading.Thread], timeout: float = 60) -> None:
    """Stopped early, a pool's threads (its manager and queue feeder, or its thread workers) still end on their own:
    nothing is left behind (and the next test starts single-threaded again, so it forks its workers as the CLI does
    instead of starting them from a fork server, each building its own models)."""
    deadline = time.monotonic() + timeout
    # (the evaluator's own metric pool may grow a thread meanwhile: it lives as long as the evaluator)
    started = [t for t in set(threading.enumerate()) - before if not t.name.startswith("earag-metric")]
    for thread in started:
        thread.join(max(0.0, deadline - time.monotonic()))
    assert [t.name for t in started if t.is_alive()] == []


def _comparable(result) -> dict | None:
    if result is None:
        return None
    data = result.to_dict()
    data.pop("processing_time")
    return data


PROCESS_PROBE = """
import gc, json, threading
from earag.config import Settings
from earag.errors import InputError
from earag.evaluator import IN_FLIGHT, PROCESS_CHUNK, Evaluator
from tests.unit.test_evaluator_processes import _comparable, _samples, _threads_end

ev = Evaluator(Settings(), offline=True)
samples = _samples()
alone = []   # before each process run: no other thread, so the evaluator forks its workers
out = {}
threads = {i: (_comparable(r), e) for i, r, e in ev.iter_evaluate(samples, workers=2, processes=False)}
out["threads"] = sorted(threads.items())
procs, during = [], []
alone.append(threading.active_count() == 1)
for i, r, e in ev.iter_evaluate(samples, workers=2, processes=True):
    during.append(gc.get_freeze_count() > 0)
    procs.append((i, (_comparable(r), e)))
out["processes"], out["freeze"] = sorted(procs), {"during": any(during), "after": gc.get_freeze_count()}

before, base, pulled = set(threading.enumerate()), [s for s in samples if s.question], []
def stream():
    for k in range(200):
        pulled.append(k)
        yield base[k % len(base)]
alone.append(threading.active_count() == 1)
results = ev.iter_evaluate(stream(), workers=2, processes=True)
first = next(results)
out["lazy"] = {"first_scored": first[1] is not None, "pulled_at_first": len(pulled)}
results.close()
_threads_end(before)
out["lazy"]["pulled_after_close"] = len(pulled)

alone.append(threading.active_count() == 1)
before = set(threading.enumerate())
try:
    list(ev.iter_evaluate(samples, workers=2, processes=True, continue_on_error=False))
    out["stopped_at"] = None
except InputError as exc:
    out["stopped_at"] = exc.field
    out["stopped"] = {"code": exc.message.code if exc.message else None, "text": str(exc), "en": exc.text("en"),
                      "zh": exc.text("zh"), "record": dict(procs)[3][1]}
_threads_end(before)

alone.append(threading.active_count() == 1)

batch = ev.evaluate_batch(samples, workers=2, processes=True)
out["batch"] = {"error_count": batch.error_count, "error_3": batch.errors[3] is not None,
                "overall": [r.overall_score if r else None for r in batch.results],
                "overall_threads": [r.overall_score if r else None
                                    for r in ev.evaluate_batch(samples, workers=1, processes=False).results]}

gc.freeze()  # a caller that froze its own heap (the dashboard does, after loading a run)
kept = gc.get_freeze_count()
alone.append(threading.active_count() == 1)
list(ev.iter_evaluate(samples, workers=2, processes=True))
out["freeze"]["kept"] = gc.get_freeze_count() == kept
out["single_threaded"] = alone
print(json.dumps(out, ensure_ascii=False))
"""


def _fresh_interpreter(code: str) -> dict:
    import json
    import subprocess
    import sys

    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def in_processes():
    """The process path, run once in a fresh single-threaded interpreter, as the CLI is: its workers are forked from
    an evaluator that has loaded its models. (In a test process, threads an earlier test file left behind — e.g. the
    metric pool of an evaluator a page test keeps cached — make the evaluator start its workers from a fork server
    instead, each building its own models: seconds of CPU per worker, per test.)"""
    return _fresh_interpreter(PROCESS_PROBE)


def test_processes_give_the_thread_results(in_processes):
    assert in_processes["single_threaded"] == [True] * 5  # before each of its process runs: workers forked
    procs, threads = dict(in_processes["processes"]), dict(in_processes["threads"])
    assert sorted(procs) == list(range(len(_samples())))
    assert procs == threads
    assert procs[3][0] is None and procs[3][1]["field"] == "question"


def test_an_offline_evaluator_decides_for_processes_only_on_long_batches(evaluator):
    assert evaluator.offline
    with_judge = Evaluator(Settings(), backends=evaluator.backends)   # backends given: not known to be offline
    assert not with_judge.offline
    short = _samples()[:2]
    assert [i for i, _, _ in evaluator.iter_evaluate(short)] != []   # two samples: threads, same contract


def test_input_is_read_lazily_with_a_bounded_number_in_flight_on_threads(evaluator):
    before = set(threading.enumerate())
    base = [s for s in _samples() if s.question]
    pulled = []

    def stream():
        for k in range(200):
            pulled.append(k)
            yield base[k % len(base)]

    results = evaluator.iter_evaluate(stream(), workers=2, processes=False)
    first = next(results)
    assert first[1] is not None
    assert len(pulled) <= IN_FLIGHT * 2 + 1   # not the whole stream
    results.close()               # the caller stops early: pending work is cancelled, nothing hangs
    assert len(pulled) < 200
    _threads_end(before)


def test_input_is_read_lazily_with_a_bounded_number_in_flight_in_processes(in_processes):
    lazy = in_processes["lazy"]   # (the probe also checked that the pool's threads ended after the early stop)
    assert lazy["first_scored"]
    assert lazy["pulled_at_first"] <= IN_FLIGHT * 2 * PROCESS_CHUNK + PROCESS_CHUNK   # not the whole stream
    assert lazy["pulled_after_close"] < 200


def test_stopping_at_the_first_error_raises_it_with_its_field(evaluator, in_processes):
    assert in_processes["stopped_at"] == "question"   # the worker's InputError, rebuilt with its field
    before = set(threading.enumerate())
    with pytest.raises(InputError):
        list(evaluator.iter_evaluate(_samples(), workers=2, processes=False, continue_on_error=False))
    _threads_end(before)


def test_a_workers_error_keeps_its_message_code_through_the_process_boundary(in_processes):
    stopped = in_processes["stopped"]   # the InputError a worker process reported, rebuilt in the caller
    record = stopped["record"]          # the same sample's error record from the run that went on
    assert record["code"] == stopped["code"] == "sample.question_empty" and record["params"] == {}
    assert stopped["text"] == record["message"] == "问题内容不能为空"   # the text as the worker wrote it
    assert stopped["en"] == "the question is empty" and stopped["zh"] == "问题内容不能为空"


@pytest.mark.parametrize("make", ["validation", "limit", "timeout", "system"])
def test_an_error_record_rebuilds_the_exception_with_its_code_and_text(make):
    if make == "validation":
        try:
            validate_sample(EvaluationSample(question="q", answer="", contexts=[]))
        except InputError as exc:
            raised: EaragError = exc
    elif make == "limit":
        try:
            check_limits(EvaluationSample(question="q", answer="a", contexts=["c"] * 3), Limits(max_contexts=2))
        except LimitExceeded as exc:
            raised = exc
    elif make == "timeout":
        raised = EvaluationTimeout(2.5)
    else:
        raised = BackendUnavailable(Message("backend.unreachable", {"where": "Ollama at http://127.0.0.1:9",
                                                                    "detail": "ConnectionRefusedError"}))
    record = raised.to_dict() if make != "system" else failure_record(raised)   # (what _outcomes writes)
    rebuilt = _rebuilt(pickle.loads(pickle.dumps(record)))   # as a worker process reports it
    assert str(rebuilt) == record["message"]
    assert rebuilt.message is not None and rebuilt.message.code == record["code"]
    assert rebuilt.text("en") != rebuilt.text("zh") and not CJK.search(rebuilt.text("en"))
    if make != "system":
        assert type(rebuilt) is type(raised) and rebuilt.text("en") == raised.text("en")
    else:   # the earag error inside the system error keeps its own code: English through and through
        assert rebuilt.text("en").endswith("Ollama at http://127.0.0.1:9 is unreachable (ConnectionRefusedError)")
        assert rebuilt.text("zh").endswith("Ollama at http://127.0.0.1:9 无法连接（ConnectionRefusedError）")
    if make == "limit":
        assert (rebuilt.field, rebuilt.limit, rebuilt.key) == ("contexts", 2, "evaluation.limits.max_contexts")


def test_evaluate_batch_through_processes_keeps_the_order(in_processes):
    batch = in_processes["batch"]
    assert batch["error_count"] == 1 and batch["error_3"]
    assert batch["overall"] == batch["overall_threads"]


def test_the_heap_is_frozen_only_while_forked_workers_run_and_a_callers_own_freeze_is_kept(in_processes):
    assert all(in_processes["single_threaded"])  # the fork path
    assert in_processes["freeze"] == {"during": True, "after": 0, "kept": True}  # shared while the workers ran,
    # then collected again; a caller's own freeze is left as it was
