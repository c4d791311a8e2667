"""Labels shown to people say nothing untrue about the answer or the contexts (the review of this stop's change).

Every sentence here is written for this test."""
from __future__ import annotations

from earag.evaluator import Evaluator
from earag.metrics.dimensions.faithfulness.judge import judge_sentences
from earag.report import issue_text, result_issues
from earag.types import EvaluationSample

ELSEWHERE = ["对设在成都高新区的集成电路设计企业，自获利年度起减按10%的税率征收企业所得税，期限为五年。"]
QUESTION = "苏州工业园区的集成电路设计企业减按多少税率征收企业所得税？"


def test_a_short_answer_about_another_subject_is_not_said_to_stand_in_sentences_about_the_asked_one():
    # the contexts are about 成都高新区; the reason must not also say the value was found in sentences about the
    # question's subject (苏州工业园区): the two statements contradict each other
    verdict = judge_sentences("10%", ELSEWHERE, question=QUESTION)[0][0]
    codes = [m.code for m in verdict.reason_messages]
    assert "subject.elsewhere" in codes
    assert "judge.short_answer" not in codes
    assert "关于问题主体" not in verdict.reason
    assert not verdict.supported


def test_parallel_clause_checks_give_the_same_spans_when_the_contexts_repeat_a_sentence():
    # detectors/siblings.py visits each distinct context sentence once (the work grew with clauses × context
    # sentences × sentence length): a repeated sentence must neither add nor lose a span
    contexts = ["在职职工在一级医院住院报销比例为70%，退休人员为80%。", "北部山区气温明显下降，南部沿海地区气温小幅回升。"]
    answer = "退休人员报销比例为70%，在职职工为80%。北部山区气温回升。"
    once = judge_sentences(answer, contexts)[0]
    many = judge_sentences(answer, contexts * 50)[0]
    spans = [[(s.text, s.kind, s.start) for s in v.unsupported_spans] for v in once]
    assert spans == [[(s.text, s.kind, s.start) for s in v.unsupported_spans] for v in many]
    assert any(kind == "direction" for row in spans for _, kind, _ in row)   # 回升 against 明显下降
    assert [v.score for v in once] == [v.score for v in many]


def test_the_issue_list_does_not_call_another_subjects_name_or_value_invented():
    # 成都高新区 and 10% stand in the contexts: said of the asked 苏州工业园区 they are wrongly bound, not invented
    question = "苏州工业园区的集成电路设计企业有什么企业所得税优惠？"
    with Evaluator(offline=True) as evaluator:
        for answer, said in (("成都高新区的集成电路设计企业减按10%的税率征收企业所得税。", "成都高新区"), ("10%", "10%")):
            record = evaluator.evaluate(EvaluationSample(question=question, answer=answer,
                                                         contexts=ELSEWHERE)).to_dict()
            issues = {i["code"]: i for i in result_issues(record, answer)}
            assert said not in (issues.get("invented_entities") or {"params": {"names": []}})["params"]["names"]
            assert said in issues["wrong_binding"]["params"]["names"] and "other_spans" not in issues
            assert "编造" not in "".join(issue_text(i) for i in issues.values())


def test_a_sentence_about_the_other_place_the_question_asks_about_is_not_said_to_be_about_no_subject():
    # the question asks about two places; the contexts name one of them (上海市). A sentence that states what the
    # contexts say of 上海市 is about an asked subject: "上下文没有说到问题问的北京市，这些内容不是关于北京市的" is untrue
    # of it, and it is supported
    contexts = ["上海市对高新技术企业减按15%的税率征收企业所得税。"]
    question = "上海市和北京市的高新技术企业分别有什么企业所得税优惠？"
    for answer in ("上海市对高新技术企业减按15%的税率征收企业所得税。", "高新技术企业减按15%的税率征收企业所得税。"):
        verdict = judge_sentences(answer, contexts, question=question)[0][0]
        assert not any(m.code == "subject.unbound" for sp in verdict.unsupported_spans for m in sp.reason_messages)
        assert verdict.supported
    # asked about 北京市 alone, the same sentence still states another place's facts
    alone = judge_sentences(contexts[0].replace("上海市", ""), contexts, question="北京市的高新技术企业有什么企业所得税优惠？")
    assert any(m.code == "subject.elsewhere" for sp in alone[0][0].unsupported_spans for m in sp.reason_messages)
