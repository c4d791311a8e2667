"""A bare yes/no is contradicted only when the contexts plainly say the opposite (answers.polar_clash), on ordinary
policy sentences written for these tests (review3): a correct "否"/"是" must not be labelled the opposite of the
contexts because the predicate sits in a sibling clause, the negation names an exception, or the clause restricts
what the question generalises, or the negation denies another verb than the question's."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.faithfulness.answers import POLAR_CLASH
from earag.metrics.dimensions.faithfulness.judge import judge_sentences


def _codes_and_score(answer: str, contexts: list[str], question: str) -> tuple[list[str], float]:
    verdicts, _ = judge_sentences(answer, contexts, question=question)
    assert len(verdicts) == 1
    return [m.code for m in verdicts[0].reason_messages], verdicts[0].score


@pytest.mark.parametrize("question, contexts, correct", [
    # the predicate (免征) is in the clause after the one naming the question's subject
    ("个人转让唯一住房取得的所得需要缴纳个人所得税吗？",
     ["个人转让自用达5年以上并且是唯一的家庭生活用房取得的所得，免征个人所得税。"], "没有。"),
    # the negation names the exception, not the rule
    ("企业可以将研发费用加计扣除吗？", ["企业研发费用除烟草制造业等不适用行业外，均可加计扣除。"], "是的。"),
    # the negation denies another verb than the question's (提供, 受), not the asked 申请 / 参加
    ("个人可以申请创业担保贷款吗？", ["个人申请创业担保贷款无需提供反担保。"], "可以。"),
    ("外地户籍人员可以参加本市医保吗？", ["外地户籍人员参加本市医保不受户籍限制。"], "可以。"),
    # the question generalises (所有), the clause restricts (仅)
    ("该政策适用于所有企业吗？", ["该政策仅适用于小型微利企业，不适用于大型企业。"], "不是。"),
    # a 的-topic clause read with the clause after it denies as closely as another passage's clause affirms
    ("退货的话，用掉的券还退吗？", ["发生退货的，已使用的消费券不予退还。",
                                  "使用家电消费券的商品发生退货的，优惠金额从退款中扣除。"], "不退。"),
])
def test_a_correct_yes_or_no_is_not_called_the_opposite_of_the_contexts(question, contexts, correct):
    codes, score = _codes_and_score(correct, contexts, question)
    assert "judge.yes_no_clash" not in codes and score > POLAR_CLASH


def test_the_opposite_answer_to_a_plain_clause_is_still_contradicted():
    """The same kinds of sentence where the clause does say the opposite."""
    codes, score = _codes_and_score("不退。", ["使用家电消费券的商品发生退货的，已使用的消费券一并退还。"], "退货的话，用掉的券还退吗？")
    assert codes == ["judge.yes_no_clash"] and score == POLAR_CLASH
    codes, score = _codes_and_score("不是。", ["小规模纳税人可以享受增值税减免，按月申报即可。"], "小规模纳税人可以享受增值税减免吗？")
    assert codes == ["judge.yes_no_clash"] and score == POLAR_CLASH
    # 都 in 首都 is no generalisation
    codes, score = _codes_and_score("不是。", ["北京是中华人民共和国的首都。"], "北京是中国的首都吗？")
    assert codes == ["judge.yes_no_clash"] and score == POLAR_CLASH
    # an exception in the clause leaves the rule's own negation standing
    codes, score = _codes_and_score("是的。", ["除另有规定外境外机构不得参与此项招标。"], "境外机构可以参与此项招标吗？")
    assert codes == ["judge.yes_no_clash"] and score == POLAR_CLASH


@pytest.mark.parametrize("question, contexts", [
    ("博物馆周一开放吗？", ["博物馆每周一闭馆（法定节假日除外）。"]),
    ("这家店春节期间营业吗？", ["这家店春节期间停业，初八恢复。"]),
    ("地铁3号线今天开通吗？", ["受台风影响，地铁3号线今天全线停运。"]),
    ("公司同意了这项申请吗？", ["公司拒绝了这项申请。"]),
])
def test_a_yes_against_the_opposite_predicate_is_contradicted_and_a_no_is_not(question, contexts):
    """The clause about the question says the opposite without a negation word (闭馆 for 开放, 停业 for 营业): a
    bare yes asserts what it denies, a bare no agrees with it (was: the yes fully supported, the no a clash)."""
    codes, score = _codes_and_score("是的。", contexts, question)
    assert codes == ["judge.yes_no_clash"] and score == POLAR_CLASH
    codes, score = _codes_and_score("不是。", contexts, question)
    assert "judge.yes_no_clash" not in codes and score > 0.5


def test_a_yes_restating_the_opposite_predicate_is_flagged_and_the_denial_passes():
    question, contexts = "博物馆周一开放吗？", ["博物馆每周一闭馆（法定节假日除外）。"]
    verdicts, _ = judge_sentences("是的，周一开放。", contexts, question=question)
    assert verdicts[0].score < 0.5 and verdicts[0].unsupported_spans and verdicts[0].unsupported_spans[0].text == "开放"
    verdicts, _ = judge_sentences("不开放，周一闭馆。", contexts, question=question)
    assert verdicts[0].score > 0.7 and not verdicts[0].unsupported_spans
    # the hours are a noun, not the state: 开放时间 against 闭馆时间 is no flip
    verdicts, _ = judge_sentences("开放时间为9点。", ["博物馆开放时间为9点，闭馆时间为17点。"], question="博物馆几点开门？")
    assert not any(s.text == "开放" for s in verdicts[0].unsupported_spans)
