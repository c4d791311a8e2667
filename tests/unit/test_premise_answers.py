"""Answers to questions with a false premise (issue 19, task halluqa), on sentences written for these tests.

- A bare Chinese yes/no is the question's statement affirmed or denied: where the contexts' clause about the
  question says the opposite, it is contradicted (faithfulness/answers.py: polar_clash).
- An answer that opens by rejecting the question's premise ("没有哪位…", "看法各不相同", "I am an AI") answers the
  question: it is read in the question's frame for coverage and relevancy (question_frame.rejects_premise).
"""
from __future__ import annotations

import pytest

from earag.config import Settings
from earag.evaluator import Evaluator
from earag.metrics.dimensions.faithfulness.answers import POLAR_CLASH
from earag.metrics.dimensions.faithfulness.judge import judge_sentences
from earag.metrics.dimensions.question_frame import frame_fit, rejects_premise
from earag.types import EvaluationSample


def _verdict(answer: str, contexts: list[str], question: str):
    verdicts, _ = judge_sentences(answer, contexts, question=question)
    assert len(verdicts) == 1
    return verdicts[0]


@pytest.mark.parametrize("question, contexts, agrees, clashes", [
    # the contexts affirm the question's statement: "不是" denies what they say
    ("这座石桥是省级文物保护单位吗？", ["这座石桥属于省级文物保护单位，建于明代。"], "是的。", "不是。"),
    # the contexts deny it: "可以" asserts what they deny
    ("这项补贴可以和购房补贴叠加领取吗？", ["这项补贴不可以和购房补贴叠加领取。"], "不可以。", "可以。"),
    # a negation _NEG_RE leaves out (无法)
    ("站在井底可以看到整片天空吗？", ["站在井底无法看到整片天空，只能看到井口大小的一块。"], "不可以。", "可以。"),
    # English: a sentence that says plainly what is asked makes a "no" clash (answers.english_affirms)
    ("Is the old mill a listed building?", ["The old mill is a listed building."], "Yes.", "No."),
    ("Does the scheme cover self-employed workers?",
     ["The scheme covers employees and self-employed workers who have paid contributions for two years."],
     "Yes, it does.", "No, it doesn't."),
])
def test_a_bare_yes_or_no_against_what_the_contexts_say_is_contradicted(question, contexts, agrees, clashes):
    bad = _verdict(clashes, contexts, question)
    good = _verdict(agrees, contexts, question)
    assert bad.score == POLAR_CLASH and not bad.supported
    assert [m.code for m in bad.reason_messages] == ["judge.yes_no_clash"]
    assert good.score > 0.5 and "judge.yes_no_clash" not in [m.code for m in good.reason_messages]


def test_a_clause_elsewhere_in_the_sentence_does_not_decide_the_polarity():
    """Only the clause about the question counts: a negation in another clause ("但不得转让") says nothing of it."""
    question = "持证人可以在外省使用这张证书吗？"
    contexts = ["持证人可以在外省使用这张证书，但不得转让给他人。"]
    assert _verdict("可以。", contexts, question).score > 0.5
    assert _verdict("不可以。", contexts, question).score == POLAR_CLASH


def test_a_yes_no_is_left_alone_where_its_polarity_is_not_in_the_word():
    """A negated question (是的 and 没有 both say he did not go), an English sentence that says less than the
    question (only part of the mill), and contexts about something else."""
    negated_q, negated_ctx = "他没有去参加上午的培训吗？", ["他参加了上午的培训。"]
    assert _verdict("是的。", negated_ctx, negated_q).score == _verdict("没有。", negated_ctx, negated_q).score
    en_q, en_ctx = "Is the old mill a listed building?", ["Only the old mill's tower is a listed building."]
    assert _verdict("Yes.", en_ctx, en_q).score == _verdict("No.", en_ctx, en_q).score
    off_q, off_ctx = "这家面馆周一营业吗？", ["市图书馆周一闭馆，不对外开放。"]
    assert _verdict("是的。", off_ctx, off_q).score != POLAR_CLASH


@pytest.mark.parametrize("answer", [
    "没有哪位厨师做的菜能让所有人都喜欢。",
    "每个人对最好的旅游城市都有不同的看法。",
    "没有所有游客都会去的景点，各人的行程不尽相同。",
    "我是一个人工智能模型，没有自己的母校。",
    "这个问题无法回答，各年的情况都会变化。",
    "Nobody knows who carved the first chess set.",
    "As an AI language model, I do not have a favourite team.",
])
def test_an_answer_that_rejects_the_premise_is_read_in_the_question_frame(answer):
    assert rejects_premise(answer)
    fit = frame_fit("哪位厨师做的菜所有人都喜欢？", answer)
    assert fit is not None and fit.fits is True
    assert fit.message is not None and fit.message.code == "frame.premise"


@pytest.mark.parametrize("answer", [
    "张师傅做的红烧肉最受欢迎。",
    "最受欢迎的是张师傅，不过也有人喜欢李师傅。",   # a rejection after the answer is not an opening rejection
    "The head chef of the Lotus Inn, Mr Zhang.",
])
def test_an_answer_that_gives_a_value_is_not_a_rejection(answer):
    assert not rejects_premise(answer)
    assert frame_fit("哪位厨师做的菜所有人都喜欢？", answer) is None or not rejects_premise(answer)


@pytest.fixture(scope="module")
def evaluator():
    ev = Evaluator(Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram",
                                               "evaluation.profile": "calibrated"}), offline=True)
    yield ev
    ev.close()


def test_a_rejection_covers_the_question_entities_it_need_not_name(evaluator):
    """"没有所有人都会去的地方" answers "所有杭州人都会去哪座寺庙？" without naming 杭州: it covers the question's
    entities through its frame (and is as relevant as question + answer); a statement that does not reject the
    premise and does not name them covers nothing."""
    question = "每年春节所有杭州人都会去哪座寺庙烧香？"
    contexts = ["春节去哪座寺庙烧香因人而异，并没有所有杭州人都去的寺庙。"]
    rejection = evaluator.evaluate(EvaluationSample(question, "没有所有人都会去的地方，各人的习惯不尽相同。", contexts))
    other = evaluator.evaluate(EvaluationSample(question, "大家春节喜欢去寺庙烧香祈福。", contexts))
    frame = rejection.dimensions["relevancy"].details["question_frame"]
    assert frame["fits"] is True and frame["reason_messages"][0]["code"] == "frame.premise"
    assert "cosine" in frame
    assert rejection.dimension_scores["entity_coverage"] == 1.0
    assert rejection.dimensions["entity_coverage"].details["covered_through_question_frame"]
    assert "question_frame" not in other.dimensions["relevancy"].details
    assert other.dimension_scores["entity_coverage"] < 1.0
