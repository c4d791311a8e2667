"""A bare Chinese answer that echoes the verb of a yes/no question (需要 / 不需要 / 不用 to 需要…吗？) is a yes or a
no, judged like 是的 / 不是: it used to be a short answer found nowhere (faithfulness 0.0 for the correct 不需要 and
the wrong 需要 alike). Sentences written for this test."""
from __future__ import annotations

import pytest

from earag.evaluator import Evaluator
from earag.metrics.dimensions.faithfulness.answers import yes_no
from earag.types import EvaluationSample

Q_NEED = "外籍人员办理居留许可需要提供无犯罪记录证明吗？"


def test_an_echo_of_the_questions_verb_is_a_yes_and_its_negation_a_no():
    assert yes_no("需要。", Q_NEED) == "yes" and yes_no("不需要", Q_NEED) == "no"
    assert yes_no("不用。", Q_NEED) == "no" and yes_no("无需", Q_NEED) == "no"
    assert yes_no("参加。", "他参加了年会吗？") == "yes" and yes_no("没参加", "他参加了年会吗？") == "no"
    assert yes_no("需要", "需不需要提供证明？") == "yes"          # an A-not-A question
    # without the question, or for a question that is no yes/no, an echo is nothing
    assert yes_no("需要。") is None and yes_no("需要", "需要提供哪些材料？") is None
    assert yes_no("民企", "这家公司是国企还是民企？") is None     # a noun picked out of the question is no yes
    assert yes_no("证明", Q_NEED) is None                         # a noun of the question is no verb


@pytest.fixture(scope="module")
def evaluator():
    ev = Evaluator(offline=True)
    yield ev
    ev.close()


def _faith(ev, answer: str, context: str) -> float:
    return ev.evaluate(EvaluationSample(Q_NEED, answer, [context])).dimension_scores["faithfulness"]


def test_the_right_echo_outscores_the_wrong_one_both_ways(evaluator):
    exempt = "外籍人员办理居留许可时无需提供无犯罪记录证明，由公安机关内部核查。"
    needed = "外籍人员办理居留许可时需要提供无犯罪记录证明。"
    assert _faith(evaluator, "不需要。", exempt) > 0.6 > 0.2 > _faith(evaluator, "需要。", exempt)
    assert _faith(evaluator, "需要。", needed) > 0.6 > 0.2 > _faith(evaluator, "不用。", needed)


def test_a_denying_echo_is_read_in_its_questions_statement(evaluator):
    from earag.metrics.dimensions.faithfulness.answers import echo_statement
    q = "该企业涉及出口退税业务吗？"
    assert echo_statement("不涉及。", q) == "该企业不涉及出口退税业务"
    assert echo_statement("无需", Q_NEED) == "外籍人员办理居留许可无需提供无犯罪记录证明"
    assert echo_statement("涉及", q) is None and echo_statement("不是", q) is None
    # the contexts say it in the answer's words: as supported as the sentence would be
    ctx = ["该企业主要从事内销业务，不涉及出口退税业务。"]
    right = evaluator.evaluate(EvaluationSample(q, "不涉及。", ctx)).dimension_scores["faithfulness"]
    wrong = evaluator.evaluate(EvaluationSample(q, "涉及。", ctx)).dimension_scores["faithfulness"]
    assert right > 0.9 and wrong < 0.2
