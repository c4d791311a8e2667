"""earag.deadline and the API's gate (issue 22): a sample's CPU budget counts every thread that works for it, a
cancel scope stops running work at its next checkpoint, and the gate cancels the work of a client that left and
all running work when it closes. No models: the work here is a loop that calls `checkpoint()`, as the judge does."""
from __future__ import annotations

import asyncio
import threading
import time

import pytest

from earag.api.gate import ClientGone, WorkGate
from earag.deadline import (
    Budget,
    CancelScope,
    EvaluationCancelled,
    SampleCancelled,
    SampleTimeout,
    checkpoint,
    current_budget,
    sample_budget,
    tracked,
    within,
)

HANG_BOUND = 60.0  # generous: only to fail instead of hanging when a stop does not happen


def burn(seconds: float) -> None:
    """Use about `seconds` of this thread's CPU."""
    end = time.thread_time() + seconds
    while time.thread_time() < end:
        sum(range(1000))


def cooperative_loop(started: threading.Event | None = None) -> str:
    """Work that never ends by itself and checks in as the judge's loops do."""
    if started is not None:
        started.set()
    end = time.monotonic() + HANG_BOUND
    while time.monotonic() < end:
        checkpoint()
        sum(range(1000))
    return "ran to the hang bound"


def test_checkpoint_does_nothing_outside_a_budget_or_scope():
    assert current_budget() is None
    checkpoint()


def test_the_budget_counts_the_cpu_of_every_thread_that_tracks_it():
    with sample_budget(None) as budget:
        def helper() -> None:
            with tracked():
                burn(0.2)

        # a copy of the context, as the evaluator's metric pool gives its threads
        import contextvars

        t = threading.Thread(target=contextvars.copy_context().run, args=(helper,))
        t.start()
        t.join()
        assert budget.used() >= 0.2  # the helper's CPU, although this thread used almost none


def test_a_budget_spent_in_another_thread_stops_this_one():
    import contextvars

    with pytest.raises(SampleTimeout):
        with sample_budget(0.05):
            t = threading.Thread(target=contextvars.copy_context().run, args=(lambda: _tracked_burn(0.2),))
            t.start()
            t.join()
            checkpoint()


def _tracked_burn(seconds: float) -> None:
    with tracked():
        burn(seconds)


def test_the_cpu_of_a_block_that_stopped_tracking_stays_counted():
    budget = Budget(1.0)
    assert budget.used() == 0.0
    with budget.track():
        burn(0.05)
    assert budget.used() >= 0.05


def test_a_cancelled_scope_stops_the_work_at_its_next_checkpoint_with_the_reason():
    scope = CancelScope()
    with within(scope), sample_budget(None):
        checkpoint()
        scope.cancel("the client disconnected")
        with pytest.raises(SampleCancelled) as exc:
            checkpoint()
    assert exc.value.reason == "the client disconnected"


def test_a_scope_without_a_budget_is_checked_too_and_a_cancelled_scope_starts_no_sample():
    scope = CancelScope()
    scope.cancel("the server is shutting down")
    with within(scope):
        with pytest.raises(SampleCancelled):
            checkpoint()
        with pytest.raises(SampleCancelled):
            with sample_budget(10):
                raise AssertionError("a sample started under a cancelled scope")


def test_the_first_reason_stays():
    scope = CancelScope()
    scope.cancel("first")
    scope.cancel("second")
    assert scope.cancelled and scope.reason == "first"


# --- the gate ---------------------------------------------------------------------------------------------------
def test_the_gate_cancels_the_running_work_of_a_client_that_left():
    async def main() -> dict:
        gate = WorkGate(1, 1, 10, 1)
        started = threading.Event()
        polls = 0

        async def gone() -> bool:
            nonlocal polls
            polls += 1
            return started.is_set()  # the client leaves once its work runs

        with pytest.raises(ClientGone):
            await gate.run(cooperative_loop, started, gone=gone)
        end = time.monotonic() + HANG_BOUND
        while gate.running and time.monotonic() < end:  # the slot frees when the work has stopped
            await asyncio.sleep(0.02)
        stats = gate.stats()
        gate.close()
        return stats

    stats = asyncio.run(main())
    assert stats["running"] == 0 and stats["abandoned"] == 1 and stats["stopped_running"] == 1


def test_closing_the_gate_stops_the_running_work():
    async def main() -> tuple[BaseException | None, dict]:
        gate = WorkGate(2, 1, 10, 1)
        started = threading.Event()
        task = asyncio.ensure_future(gate.run(cooperative_loop, started))
        while not started.is_set():
            await asyncio.sleep(0.01)
        gate.close()
        try:
            await asyncio.wait_for(task, HANG_BOUND)
            error = None
        except EvaluationCancelled as exc:
            error = exc
        await asyncio.sleep(0.05)  # the slot's release is scheduled on the loop
        return error, gate.stats()

    error, stats = asyncio.run(main())
    assert isinstance(error, EvaluationCancelled) and "shutting down" in str(error)
    assert stats["stopped_running"] == 1 and stats["running"] == 0


class _CancelAfter(CancelScope):
    """A scope that reads as cancelled from its (n+1)-th check on, counting the checks."""

    def __init__(self, n: int) -> None:
        super().__init__()
        self.n, self.checks = n, 0
        self.reason = "test: stop mid-sentence"

    @property
    def cancelled(self) -> bool:
        self.checks += 1
        return self.checks > self.n


def test_one_long_answer_sentence_is_checked_clause_by_clause():
    """The judge checks the deadline per clause, not only per sentence: one long sentence of many clauses (no 。)
    stops at a clause, it does not hold the worker until the sentence is done."""
    from earag.metrics.dimensions.faithfulness.judge import judge_sentences

    answer = "，".join(f"第{i}项补贴标准为每月{i * 10}元" for i in range(1, 60)) + "。"
    contexts = ["第1项补贴标准为每月10元，第2项补贴标准为每月20元。"] * 5
    scope = _CancelAfter(3)
    with within(scope), pytest.raises(SampleCancelled):
        judge_sentences(answer, contexts, question="补贴标准是多少？")
    assert scope.checks == 4   # stopped at the fourth check, inside the first (and only) sentence
