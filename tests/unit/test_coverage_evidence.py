"""A longer answer covers the question entities its supporting context sentences name (coverage.implied_by_evidence,
docs/scores.md): a faithful answer that does not repeat the question's subject is still about it."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from earag import Evaluator
from earag.config import load_settings
from earag.metrics.dimensions.coverage import implied_by_evidence
from earag.nlp.matching import mentioned_in
from earag.types import EvaluationSample


def _v(score, evidence):
    return SimpleNamespace(score=score, supported=score >= 0.5, evidence=evidence)


def test_only_well_supported_sentences_lend_their_evidence():
    evidence = "本市住房公积金个人住房贷款最高贷款额度为单方缴存职工60万元。"
    assert implied_by_evidence(["住房公积金"], [], [_v(0.95, evidence)], mentioned_in) == ["住房公积金"]
    assert implied_by_evidence(["住房公积金"], [], [_v(0.4, evidence)], mentioned_in) == []   # unsupported: nothing
    assert implied_by_evidence(["住房公积金"], ["住房公积金"], [_v(0.95, evidence)], mentioned_in) == []  # covered
    assert implied_by_evidence(["失业保险"], [], [_v(0.95, evidence)], mentioned_in) == []   # not what it names
    assert implied_by_evidence(["住房公积金"], [], [_v(0.95, None)], mentioned_in) == []


@pytest.fixture(scope="module")
def evaluator():
    ev = Evaluator(load_settings(), offline=True)
    yield ev
    ev.close()


CONTEXT = ("本市住房公积金个人住房贷款最高贷款额度为单方缴存职工60万元，双方缴存职工120万元。购买第二套住房的，贷款最低首付款比例为30%。"
           "贷款期限最长不超过30年。")
QUESTION = "住房公积金贷款最高额度是多少？"


def _coverage(evaluator, answer):
    result = evaluator.evaluate(EvaluationSample(question=QUESTION, answer=answer, contexts=[CONTEXT]))
    return result.dimension_scores["entity_coverage"], result.dimensions["entity_coverage"].details.to_dict()


def test_a_faithful_answer_that_rewords_the_evidence_covers_its_subject(evaluator):
    score, details = _coverage(evaluator, "单方缴存的职工最多可以贷60万元，夫妻双方都缴存的最高可贷120万元。贷款年限最长30年。")
    # (the question's name is LAC's whole proper noun 住房公积金贷款, not jieba's 住房公积金 inside it)
    assert score > 0.9 and details["covered_through_evidence"] == ["住房公积金贷款"]


def test_an_unsupported_answer_covers_nothing_through_the_contexts(evaluator):
    score, details = _coverage(evaluator, "最多可以贷500万元，利率全国最低。")
    assert score == 0.0 and "covered_through_evidence" not in details
