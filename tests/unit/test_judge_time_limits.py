"""A time limit and what it is for (issue 19, a review of periods in paraphrased policy answers): a context clause
ending in a period (…领取营业执照后30日内，) says what the period is for in the next clause (到…办理税务登记); an
answer's clause ending in one is read the same way, and with the clause naming the event the period counts from
(判决书寄到以后，…). A name a context clause gives twice orders nothing against another name."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.detectors.clause_values import _clause_of, _clauses, limit_then_purpose
from earag.metrics.dimensions.faithfulness.detectors.roles import _swapped_in
from earag.metrics.dimensions.faithfulness.judge import judge_sentences
from earag.nlp.facts import extract_facts


def _score(answer, contexts, question=None):
    verdicts, _ = judge_sentences(answer, contexts, question=question)
    return min(v.score for v in verdicts)


TAX = ["企业应当在领取营业执照后30日内，到主管税务机关办理税务登记。"
       "企业变更经营范围的，应当自工商变更之日起15日内到主管税务机关办理变更税务登记。"]


def test_a_context_period_is_read_with_the_clause_it_is_for():
    question = "新办企业多久内要办税务登记？"
    right = _score("企业拿到营业执照以后，30天内要到税务机关办理税务登记。", TAX, question)
    wrong = _score("企业拿到营业执照以后，15天内要到税务机关办理税务登记。", TAX, question)
    assert right >= 0.9 and wrong < 0.5


def test_a_period_and_its_purpose_are_one_clause_on_both_sides():
    joined = [clause for clause, _, _ in _clauses(TAX[0].split("。")[0] + "。")]
    assert joined == ["企业应当在领取营业执照后30日内，到主管税务机关办理税务登记"]
    assert limit_then_purpose("自收到通知之日起20日内，向市科技局提出复核申请")
    assert not limit_then_purpose("自收到通知之日起20日内，市科技局应在10日内答复")   # the next clause has its own period
    answer = "判决书寄到以后，10天内可以向上一级法院上诉。"
    fact = next(f for f in extract_facts(answer) if f.text.startswith("10"))
    assert _clause_of(answer, fact) == "判决书寄到以后，10天内可以向上一级法院上诉"


def test_a_name_given_twice_orders_nothing():
    clause = "社会保险行政部门应当自受理工伤认定申请之日起60日内作出工伤认定的决定"
    assert _swapped_in("之日起", "工伤认定", {"申请"}, clause, False) is None
    assert _swapped_in("社会保险行政部门", "工伤认定申请", {"受理"}, clause, False) == "same"
