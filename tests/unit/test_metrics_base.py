"""The metric framework (seed 004): required fields, batch order and errors, async batch."""
import asyncio
import threading
import time

import pytest

from earag.errors import InputError
from earag.metrics import BaseMetric, MetricBatchResult, MetricResult
from earag.metrics.base import is_present, missing_fields
from earag.types import EvaluationSample


class LengthRatio(BaseMetric):
    """Test metric: len(answer) / len(ground_truth); raises on a sample whose answer is "boom"."""

    name = "length_ratio_test"
    group = "answer_quality"
    requires = ("ground_truth",)

    def evaluate(self, sample):
        if sample.answer == "boom":
            raise InputError("the answer exploded", field="answer")
        time.sleep(0.01 * (len(sample.answer) % 3))  # finish out of order in the pool
        return self.result(len(sample.answer) / len(sample.ground_truth), "ratio")


def s(answer, truth="abcd", **meta):
    return EvaluationSample("q", answer, [], truth, None, meta)


def test_missing_required_field_gives_none_with_the_seed_reason_and_never_runs_the_metric():
    r = LengthRatio().evaluate(s("ab", truth=None))
    assert r.score is None and r.status == "unavailable"
    assert r.reason == "需要字段 ground_truth / needs ground_truth"
    assert r.details["missing_fields"] == ["ground_truth"]
    assert LengthRatio().evaluate(s("ab", truth="   ")).score is None  # blank text is missing too


def test_alternative_fields_and_metadata_keys():
    sample = EvaluationSample("q", "a", [], None, ["实体"], {"cited": [], "latency": 0.0})
    assert missing_fields(sample, ("cited|graph_entities", "latency")) == []  # 0.0 is a value
    assert missing_fields(sample, ("cited",)) == ["cited"]                    # an empty list is not
    assert [is_present(v) for v in (None, "", [], {}, float("nan"), 0, False, "x")] == [
        False, False, False, False, False, True, True, True]


def test_dicts_are_accepted_as_samples():
    r = LengthRatio().evaluate({"question": "q", "answer": "ab", "ground_truth": "abcd"})
    assert r == MetricResult(0.5, "length_ratio_test", "ratio", {"status": "ok"})


def test_batch_keeps_input_order_and_turns_failures_into_error_entries():
    samples = [s("a"), s("boom"), s("abc"), s("ab", truth=None), s("abcdabcd")]
    batch = LengthRatio().evaluate_batch(samples, workers=4)
    assert isinstance(batch, MetricBatchResult)
    assert [r.score if r else "ERR" for r in batch.results] == [0.25, "ERR", 0.75, None, 2.0]
    assert batch.sample_count == 5 and batch.error_count == 1
    assert batch.errors[1] == {"index": 1, "error": "InputError", "message": "the answer exploded", "field": "answer"}
    assert [e for i, e in enumerate(batch.errors) if i != 1] == [None] * 4
    # mean over the samples with a score: (0.25 + 0.75 + 2.0) / 3 = 1.0; the unavailable one is not a 0
    assert batch.mean_score == pytest.approx(1.0)
    assert batch.scored_count == 3


def test_batch_can_stop_at_the_first_error():
    with pytest.raises(InputError):
        LengthRatio().evaluate_batch([s("a"), s("boom")], continue_on_error=False)


def test_empty_batch():
    batch = LengthRatio().evaluate_batch([])
    assert (batch.sample_count, batch.error_count, batch.mean_score, batch.results) == (0, 0, None, [])


def test_async_batch_with_asyncio_run_keeps_order_and_bounds_concurrency():
    running, peak, lock = [0], [0], threading.Lock()

    class Slow(LengthRatio):
        name = "slow_test"

        def evaluate(self, sample):
            with lock:
                running[0] += 1
                peak[0] = max(peak[0], running[0])
            time.sleep(0.02)
            with lock:
                running[0] -= 1
            return super().evaluate(sample)

    samples = [s("a" * n) for n in range(1, 9)] + [s("boom")]
    batch = asyncio.run(Slow().aevaluate_batch(samples, max_concurrency=3))
    assert [r.score for r in batch.results[:8]] == [n / 4 for n in range(1, 9)]
    assert batch.results[8] is None and batch.errors[8]["error"] == "InputError"
    assert batch.error_count == 1 and batch.sample_count == 9
    assert 1 < peak[0] <= 3
    single = asyncio.run(Slow().aevaluate(s("ab")))
    assert single.score == 0.5


def test_one_instance_serves_concurrent_samples_without_shared_state():
    metric = LengthRatio()
    batch = metric.evaluate_batch([s("a" * n) for n in range(1, 30)], workers=8)
    assert [r.score for r in batch.results] == [n / 4 for n in range(1, 30)]
