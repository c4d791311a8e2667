"""The EARAG dimensions and overall score as registry metrics, over one shared offline Evaluator."""
import threading
import time

import pytest

from earag.config import Settings
from earag.errors import InputError
from earag.evaluator import Evaluator
from earag.metrics import evaluate_metrics, evaluate_metrics_batch
from earag.metrics.dimensions.metrics import EaragOverall
from earag.metrics.dimensions.pipeline import DimensionPipeline
from earag.metrics.dimensions.results import evaluation_result
from earag.types import DIMENSIONS, EvaluationSample

SAMPLE = EvaluationSample(
    "小型微利企业所得税有哪些优惠？",
    "对小型微利企业减按25%计算应纳税所得额，按20%的税率缴纳企业所得税。",
    ["对小型微利企业减按25%计算应纳税所得额，按20%的税率缴纳企业所得税，执行至2027年12月31日。"],
)


@pytest.fixture(scope="module")
def evaluator():
    settings = Settings().with_overrides(**{
        "backends.llm.provider": "none", "backends.embeddings.provider": "char-ngram", "backends.graph.source": "none"})
    ev = Evaluator(settings, offline=True)
    yield ev
    ev.close()


def test_adapters_report_the_evaluators_numbers(evaluator):
    expected = evaluator.evaluate(SAMPLE)
    out = evaluate_metrics(SAMPLE, "earag", evaluator=evaluator)
    assert list(out) == ["earag_overall", *DIMENSIONS]
    assert out["earag_overall"].score == pytest.approx(expected.overall_score)
    assert out["earag_overall"].details["quality_level"] == expected.quality_level
    assert out["earag_overall"].reason == expected.diagnosis
    for dim in DIMENSIONS:
        assert out[dim].score == pytest.approx(expected.dimensions[dim].score), dim
        assert out[dim].details["backend"] == expected.dimensions[dim].backend
    assert out["hallucination"].details["risk_level"] == expected.dimensions["hallucination"].details["risk_level"]


class CountingExtractor:
    """The evaluator's own entity extractor, counting the texts it is asked to read (every other attribute is the
    extractor's): the work of a sample reads a fixed number of texts, so the count says how often it was computed."""

    def __init__(self, inner):
        self.inner = inner
        self.calls = 0
        self._lock = threading.Lock()

    def extract(self, text):
        with self._lock:
            self.calls += 1
        return self.inner.extract(text)

    def __getattr__(self, name):
        return getattr(self.inner, name)


@pytest.fixture()
def counted(evaluator):
    """A pipeline over the evaluator's settings and backends whose extractor counts its calls, and the number of
    calls one computation of SAMPLE's work makes."""
    extractor = CountingExtractor(evaluator.extractor)
    pipeline = DimensionPipeline(evaluator.settings, evaluator.backends, extractor=extractor)
    pipeline.compute(SAMPLE)
    once, extractor.calls = extractor.calls, 0
    assert once > 0
    yield pipeline, extractor, once
    pipeline.close()


def test_a_selection_of_adapters_computes_the_work_once_per_sample(counted):
    pipeline, extractor, once = counted
    out = evaluate_metrics(SAMPLE, ["earag_overall", "faithfulness", "relevancy", "hallucination"], pipeline=pipeline)
    assert extractor.calls == once   # four metrics, one computation, handed to each
    assert out["relevancy"].score == pipeline.compute(SAMPLE).relevancy


def test_a_batch_of_adapters_computes_each_samples_work_once(counted):
    pipeline, extractor, once = counted
    batch = evaluate_metrics_batch([SAMPLE, SAMPLE, SAMPLE], ["earag_overall", "faithfulness", "relevancy"],
                                   pipeline=pipeline)
    assert extractor.calls == 3 * once
    assert all(r is not None and r.score is not None for b in batch.values() for r in b.results)


def test_an_adapter_on_its_own_computes_the_work_once(counted):
    pipeline, extractor, once = counted
    metric = EaragOverall(pipeline=pipeline)
    assert metric.evaluate(SAMPLE).score is not None
    assert extractor.calls == once
    work = metric.work(SAMPLE)   # given the work, a metric applies its formula without computing any
    extractor.calls = 0
    expected = evaluation_result(work, pipeline.settings, started=time.perf_counter()).overall_score
    assert metric.evaluate(SAMPLE, work=work).score == pytest.approx(expected)
    assert extractor.calls == 0


def test_an_invalid_sample_raises_before_any_work(counted):
    pipeline, extractor, _ = counted
    bad = EvaluationSample("问" * 1001, "答案")
    for _ in range(2):  # raised every time, and no work was computed for it
        with pytest.raises(InputError):
            EaragOverall(pipeline=pipeline).work(bad)
    assert extractor.calls == 0


def test_the_evaluator_computes_the_work_once_per_sample(evaluator):
    ev = Evaluator(evaluator.settings, offline=True)
    try:
        extractor = CountingExtractor(ev.extractor)
        ev.pipeline = DimensionPipeline(ev.settings, ev.backends, extractor=extractor)
        ev.pipeline.compute(SAMPLE)
        once, extractor.calls = extractor.calls, 0
        result = ev.evaluate(SAMPLE, metrics=["f1", "earag"])   # the `earag` group is the result itself
        assert extractor.calls == once
        assert result.overall_score == pytest.approx(evaluator.evaluate(SAMPLE).overall_score)
    finally:
        ev.close()


def test_missing_question_is_unavailable_and_an_invalid_one_a_batch_error(evaluator):
    samples = [SAMPLE, EvaluationSample("", "答案"), EvaluationSample("问" * 1001, "答案")]
    batch = evaluate_metrics_batch(samples, ["earag_overall"], evaluator=evaluator)["earag_overall"]
    assert batch.results[0].score is not None
    assert batch.results[1].score is None and batch.results[1].reason == "需要字段 question / needs question"
    # seed 002's input limit, raised by the Evaluator: an error entry, not a score
    assert batch.results[2] is None and batch.errors[2]["field"] == "question"
    assert batch.error_count == 1 and batch.mean_score == batch.results[0].score
