"""The EARAG dimensions and overall score as registry metrics, over one shared offline Evaluator."""
import pytest

from earag.config import Settings
from earag.errors import InputError
from earag.evaluator import Evaluator
from earag.metrics import evaluate_metrics, evaluate_metrics_batch
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


def test_all_adapters_share_one_evaluation_per_sample(evaluator):
    sample = EvaluationSample(SAMPLE.question, SAMPLE.answer + "另有说明。", SAMPLE.contexts)
    before = evaluator.pipeline.memoised()
    out = evaluate_metrics(sample, ["earag_overall", "faithfulness", "relevancy", "hallucination"], evaluator=evaluator)
    # one shared work object served all four metrics
    assert evaluator.pipeline.memoised() == before + 1
    work = evaluator.pipeline.work(sample)
    assert out["relevancy"].score == work.relevancy


def test_shared_work_is_computed_once_and_failures_are_not_kept(evaluator):
    first = evaluator.pipeline.work(SAMPLE)
    assert evaluator.pipeline.work(EvaluationSample(**vars(SAMPLE))) is first  # same content, same work
    bad = EvaluationSample("", "答案")
    for _ in range(2):  # an invalid sample raises every time; its failure is not cached as a result
        with pytest.raises(InputError, match="问题内容不能为空"):
            evaluator.pipeline.work(bad)


def test_missing_question_is_unavailable_and_an_invalid_one_a_batch_error(evaluator):
    samples = [SAMPLE, EvaluationSample("", "答案"), EvaluationSample("问" * 1001, "答案")]
    batch = evaluate_metrics_batch(samples, ["earag_overall"], evaluator=evaluator)["earag_overall"]
    assert batch.results[0].score is not None
    assert batch.results[1].score is None and batch.results[1].reason == "需要字段 question / needs question"
    # seed 002's input limit, raised by the Evaluator: an error entry, not a score
    assert batch.results[2] is None and batch.errors[2]["field"] == "question"
    assert batch.error_count == 1 and batch.mean_score == batch.results[0].score
