"""A bare yes/no sentence of a longer answer ("No. Only some schools …") is judged as a one-sentence yes/no is (the
question's own statement, or a clash with the contexts), not as a sentence with no support. Sentences written for
these tests."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

EN_Q = "Had every school installed air purifiers by March?"
EN_C = ("Only some of the county's schools had installed air purifiers by March; all schools had appointed a safety "
        "officer.")
ZH_Q = "所有学校都安装了空气净化器吗？"
ZH_C = "截至3月，仅有部分学校安装了空气净化器，所有学校均已配备安全员。"


def first(answer: str, question: str, context: str):
    verdicts, _ = judge_sentences(answer, [context], question=question)
    return verdicts[0]


def test_a_leading_no_sentence_is_judged_as_the_answer_to_the_question():
    for answer, question, context in (("No. Only some schools had installed them by March.", EN_Q, EN_C),
                                      ("不是。只有部分学校安装了空气净化器。", ZH_Q, ZH_C)):
        v = first(answer, question, context)
        assert v.score >= 0.6 and v.supported, (answer, v.score)
        assert v.reason_messages[0].code in ("judge.yes_no", "judge.yes_no_agrees")


def test_a_leading_yes_sentence_the_contexts_contradict_is_a_clash():
    v = first("是的。所有学校都安装了空气净化器。", ZH_Q, ZH_C)
    assert v.reason_messages[0].code == "judge.yes_no_clash"
    assert v.score < first("不是。只有部分学校安装了空气净化器。", ZH_Q, ZH_C).score


def test_without_a_question_the_sentence_is_judged_as_before():
    verdicts, _ = judge_sentences("No. Only some schools had installed them by March.", [EN_C])
    assert verdicts[0].score == 0.0


def test_a_yes_the_contexts_say_in_its_own_words_keeps_its_support():
    # the question's statement is long and mostly premise; the contexts say 可以 themselves
    q = "小区规定地下车库禁止电动车充电，我的电动车还剩一半电，可以骑去公共充电站充电吗？"
    v = first("可以。骑去公共充电站充电没有问题。", q, "可以骑着剩一半电的电动车去公共充电站充电。")
    assert v.score >= 0.9 and v.supported
