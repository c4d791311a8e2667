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


def test_end_to_end_a_copied_sentence_does_not_average_away_a_false_one(evaluator):
    # shaped like probes6 p6-para-02 (dev half): one sentence copied, the next with the other subject's value
    question = "两次献全血之间要隔多久？"
    contexts = ["全血献血间隔不少于6个月。单采血小板献血间隔不少于2周。"]
    copied_then_false = "全血献血间隔不少于6个月。单采血小板献血间隔不少于6个月。"
    reworded = "献全血后至少要过半年才能再献。"

    def judged(answer):
        result = evaluator.evaluate(EvaluationSample(question=question, answer=answer, contexts=contexts))
        return result.dimensions["faithfulness"].score, [v.score for v in result.sentence_verdicts]

    bad, sentences = judged(copied_then_false)
    good, _ = judged(reworded)
    assert max(sentences) == pytest.approx(1.0) and min(sentences) < 0.5
    mean = sum(sentences) / len(sentences)
    assert bad == pytest.approx((1 - WEAKEST_WEIGHT) * mean + WEAKEST_WEIGHT * min(sentences), abs=1e-3)
    assert good > bad


# ---------------------------------------------------------------- formulas that claim nothing (faithfulness/claims.py)

BLOOD = ["献全血的间隔时间不少于6个月。单采血小板的间隔时间不少于2周。"]


def _judged(evaluator, answer, contexts=BLOOD, question="两次献全血之间要隔多久？"):
    return evaluator.evaluate(EvaluationSample(question=question, answer=answer, contexts=contexts))


@pytest.mark.parametrize("formula", ["具体请以当地血站的规定为准。", "建议献血前咨询当地血站。", "如有疑问，请及时咨询当地血站。",
                                     "以上内容仅供参考。"])
def test_a_correct_answer_ending_in_a_formula_keeps_its_faithfulness(evaluator, formula):
    result = _judged(evaluator, "献全血的间隔时间不少于6个月。" + formula)
    assert result.dimensions["faithfulness"].score == pytest.approx(1.0)
    last = result.sentence_verdicts[-1]
    assert last.supported == 0   # the verdict stays as judged ...
    assert any(m.code == "judge.no_claim" for m in last.reason_messages)   # ... and says it was not counted


def test_an_english_formula_is_not_counted_either(evaluator):
    result = _judged(evaluator, "Donors of whole blood must wait at least 12 weeks between donations. Please check "
                                "with your local blood service for details.",
                     ["Donors of whole blood must wait at least 12 weeks between donations."],
                     "How long must I wait between whole blood donations?")
    assert result.dimensions["faithfulness"].score == pytest.approx(1.0)


@pytest.mark.parametrize("tail", ["如有疑问，可以拨打12320热线咨询。",        # a number the contexts lack
                                  "如有疑问，请咨询北京市卫健委。",            # an office the contexts lack
                                  "献血有益健康，欢迎大家积极参与。"])        # a claim beside the courtesy
def test_a_formula_carrying_something_checkable_still_counts(evaluator, tail):
    result = _judged(evaluator, "献全血的间隔时间不少于6个月。" + tail)
    assert result.dimensions["faithfulness"].score < 0.5
    assert not any(m.code == "judge.no_claim" for m in result.sentence_verdicts[-1].reason_messages)


def test_an_answer_of_formulas_only_is_judged_on_them(evaluator):
    result = _judged(evaluator, "具体请以当地血站的规定为准。")
    assert result.dimensions["faithfulness"].score < 0.2
    assert not any(m.code == "judge.no_claim" for m in result.sentence_verdicts[0].reason_messages)


FORMULAS = ["具体请以当地血站的规定为准。", "建议献血前咨询当地血站。", "如有疑问，请及时咨询当地血站。", "以上内容仅供参考。",
            "以上信息仅供参考，请以官方发布为准。", "各地政策可能存在差异。", "实际办理时可能因地区而异。", "祝您办理顺利！",
            "如果还有其他问题，欢迎继续提问。", "请注意，政策可能随时调整。", "具体办理流程请咨询当地公积金管理中心。",
            "建议关注官方通知。", "希望对您有帮助。", "各地执行标准不尽相同，请以当地规定为准。", "最终解释权归相关部门所有。",
            "Please check with your local blood service for details.", "I hope this helps.",
            "Please note that policies may differ by locality.", "It is advisable to confirm with your local fund center.",
            "For the most accurate information, visit the official website.",
            "Let me know if you have any other questions.", "This information is for reference only."]
# each states, requires, offers or permits something the contexts can contradict (review of 2026-11-27)
CLAIMS = ["该标准每半年调整一次。", "需携带身份证原件到社保中心核实。", "You can check with the bank within five working days.",
          "Please contact your local housing fund center to withdraw the balance in cash.",
          "可以通过个人所得税APP查询并确认延期结果。", "如需办理，可以请社区居委会代为确认。", "补贴标准将根据物价变化每年调整。",
          "也可以在个税APP上了解并确认扣除信息。", "可以登录国家政务服务平台查询办理进度。", "缴费基数以职工上年度月平均工资为准。",
          "户口迁移以实际居住地为准。", "请于每年年底前向单位人事部门确认。", "详情见附件一。", "退休年龄以本人档案最先记载的出生时间为准。",
          "如有疑问，可以拨打12320热线咨询。", "献血有益健康，欢迎大家积极参与。", "请联系公积金中心提取现金。",
          "可以向税务机关申请延期申报。", "请联系当地车管所办理换证。"]


@pytest.mark.parametrize("sentence", FORMULAS)
def test_closing_formulas_claim_nothing(sentence):
    from earag.metrics.dimensions.faithfulness.claims import claims_nothing

    assert claims_nothing(sentence, [])


@pytest.mark.parametrize("sentence", CLAIMS)
def test_sentences_that_claim_something_are_not_formulas(sentence):
    from earag.metrics.dimensions.faithfulness.claims import claims_nothing

    assert not claims_nothing(sentence, [])
