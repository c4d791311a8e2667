"""The answer's judge score is the mean of its sentences' support pulled towards the weakest sentence
(docs/scores.md, "Faithfulness"): a sentence copied from the contexts must not average away a false one."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from earag import Evaluator
from earag.config import load_settings
from earag.metrics.dimensions import graded_share
from earag.metrics.dimensions.faithfulness.formula import WEAKEST_WEIGHT
from earag.types import EvaluationSample


def _verdicts(*scores):
    return [SimpleNamespace(score=s, supported=s >= 0.5) for s in scores]


def test_one_sentence_keeps_its_own_score():
    assert graded_share(_verdicts(0.6)) == pytest.approx(0.6)
    assert graded_share([]) == 0.0


def test_a_copied_true_sentence_does_not_lift_a_false_one_above_a_plain_answer():
    copied_plus_false = graded_share(_verdicts(1.0, 0.3))   # mean 0.65
    plain = graded_share(_verdicts(0.6))
    assert copied_plus_false < plain
    assert copied_plus_false == pytest.approx((1 - WEAKEST_WEIGHT) * 0.65 + WEAKEST_WEIGHT * 0.3)


def test_equal_sentences_score_their_common_value_and_order_does_not_matter():
    assert graded_share(_verdicts(0.8, 0.8, 0.8)) == pytest.approx(0.8)
    assert graded_share(_verdicts(0.2, 0.9, 0.5)) == pytest.approx(graded_share(_verdicts(0.9, 0.5, 0.2)))


def test_a_verdict_without_a_score_counts_as_its_verdict():
    unsupported = SimpleNamespace(score=None, supported=False)
    supported = SimpleNamespace(score=None, supported=True)
    assert graded_share([supported, unsupported]) == pytest.approx((1 - WEAKEST_WEIGHT) * 0.5)


@pytest.fixture(scope="module")
def evaluator():
    ev = Evaluator(load_settings(), offline=True)
    yield ev
    ev.close()


def test_end_to_end_a_faithful_paraphrase_outranks_a_copied_sentence_beside_a_reversed_rule(evaluator):
    question = "住宅楼道里能给电动自行车充电吗？"
    contexts = ["住宅小区应当设置电动自行车集中停放和充电场所。禁止在住宅楼的楼道、楼梯间、安全出口等共用部位停放电动自行车"
                "或者为其充电。"]
    copied_then_reversed = "住宅小区应当设置电动自行车集中停放和充电场所。住宅楼道里可以为电动自行车充电。"
    paraphrase = "不可以，楼道和楼梯间这类公共地方既不能停放电动车，也不能给它充电。"

    def faith(answer):
        result = evaluator.evaluate(EvaluationSample(question=question, answer=answer, contexts=contexts))
        return result.dimensions["faithfulness"].score, [v.score for v in result.sentence_verdicts]

    bad, bad_sentences = faith(copied_then_reversed)
    good, _ = faith(paraphrase)
    assert max(bad_sentences) > good > min(bad_sentences)   # the plain mean would have ranked them the other way
    assert good > bad
