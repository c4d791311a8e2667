"""An answer is judged about the subject its question asks about (issue 19, item 1; detectors/asked.py).

A question about one place, organisation or law, contexts only about another of the same kind: an answer that
repeats the contexts' facts without naming the asked subject transfers them to it. Every sentence here is written
for this test (the shipped sample qa-044 is the case found: 临港新片区 asked, contexts about 海南自由贸易港)."""
from __future__ import annotations

from earag.config import load_settings
from earag.evaluator import Evaluator
from earag.messages import Message
from earag.metrics.dimensions.faithfulness.detectors.asked import (
    SUBJECT_CODES,
    absent_subjects,
    admits_absence,
    named_subjects,
)
from earag.metrics.dimensions.faithfulness.index import _prepare
from earag.metrics.dimensions.faithfulness.judge import SUPPORT_THRESHOLD, judge_sentences
from earag.types import EvaluationSample

QUESTION = "苏州工业园区的集成电路企业有什么企业所得税优惠？"
ELSEWHERE = ["对设在成都高新区的集成电路设计企业，自获利年度起减按10%的税率征收企业所得税，期限为五年。"]
HERE = ["对设在苏州工业园区的集成电路设计企业，自获利年度起减按10%的税率征收企业所得税，期限为五年。"]
ANSWER = "集成电路设计企业自获利年度起减按10%的税率征收企业所得税，期限为五年。"


def _verdicts(answer: str, contexts: list[str], question: str):
    verdicts, _ = judge_sentences(answer, contexts, question=question)
    return verdicts


def _subject_spans(verdict):
    return [sp for sp in verdict.unsupported_spans
            if any(m.code in SUBJECT_CODES for m in sp.reason_messages)]


def test_another_place_of_the_same_kind_with_the_asked_one_absent_is_flagged():
    flagged = _verdicts(ANSWER, ELSEWHERE, QUESTION)[0]
    spans = _subject_spans(flagged)
    assert len(spans) == 1 and spans[0].kind == "entity"
    assert spans[0].reason_messages[0] == Message("subject.elsewhere", {"context": "成都高新区", "asked": "苏州工业园区"})
    assert spans[0].reason == "上下文说的是成都高新区，不是问题问的苏州工业园区"
    assert not flagged.supported and flagged.score < SUPPORT_THRESHOLD
    # the same sentence against contexts about the asked place is supported as before
    here = _verdicts(ANSWER, HERE, QUESTION)[0]
    assert here.supported and not _subject_spans(here)
    assert flagged.score < here.score * 0.5   # graded like a wrong name (entity penalty), not a small dent


def test_the_other_places_name_in_the_answer_is_the_span():
    answer = "可以参照成都高新区的政策，集成电路设计企业减按10%的税率征收企业所得税。"
    verdict = _verdicts(answer, ELSEWHERE, QUESTION)[0]
    spans = _subject_spans(verdict)
    assert [sp.text for sp in spans] == ["成都高新区"]
    assert answer[spans[0].start:spans[0].end] == "成都高新区"


def test_an_admission_that_the_contexts_do_not_cover_the_asked_subject_is_not_punished():
    answer = "资料中没有苏州工业园区的具体规定。成都高新区的集成电路设计企业减按10%的税率征收企业所得税。"
    assert admits_absence(["资料中没有苏州工业园区的具体规定。"])
    verdicts = _verdicts(answer, ELSEWHERE, QUESTION)
    assert not any(_subject_spans(v) for v in verdicts)
    assert verdicts[1].supported


def test_an_answer_naming_the_asked_subject_is_judged_as_before():
    answer = "苏州工业园区的集成电路设计企业减按10%的税率征收企业所得税。"
    verdict = _verdicts(answer, ELSEWHERE, QUESTION)[0]
    assert not _subject_spans(verdict)
    assert any(sp.kind == "entity" and sp.text == "苏州工业园区" for sp in verdict.unsupported_spans)


def test_an_organisation_asked_and_another_one_in_the_contexts():
    question = "国家税务总局对小型微利企业有什么规定？"
    contexts = ["财政部规定，小型微利企业年应纳税所得额不超过100万元的部分，减按25%计入应纳税所得额。"]
    verdict = _verdicts("小型微利企业年应纳税所得额不超过100万元的部分，减按25%计入应纳税所得额。", contexts, question)[0]
    assert [m.code for sp in _subject_spans(verdict) for m in sp.reason_messages] == ["subject.elsewhere"]


def test_contexts_naming_no_subject_of_the_kind_are_not_about_a_surely_named_asked_place():
    contexts = ["集成电路设计企业自获利年度起减按10%的税率征收企业所得税，期限为五年。"]
    verdict = _verdicts(ANSWER, contexts, QUESTION)[0]
    assert [m.code for sp in _subject_spans(verdict) for m in sp.reason_messages] == ["subject.unbound"]


def test_no_check_without_a_question_or_when_the_contexts_name_the_asked_subject():
    assert not _subject_spans(_verdicts(ANSWER, ELSEWHERE, "")[0])
    assert absent_subjects(QUESTION, _prepare(tuple(HERE))) == ()
    # 上海 inside a longer chain the tagger joins (留学回国人员落户上海) counts as named by contexts about 上海
    assert absent_subjects("留学回国人员落户上海有什么条件？", _prepare(("在上海工作并缴纳社保满6个月的可申办。",))) == ()


def test_the_national_scope_and_generic_words_are_not_subjects():
    assert named_subjects("所有中国人在元宵节都会吃什么？") == ()
    assert [s.name for s in named_subjects(QUESTION)] == ["苏州工业园区"]


def test_an_english_question_about_delhi_with_contexts_about_mumbai():
    question = "What tax break do firms in Delhi get?"
    contexts = ["Firms registered in Mumbai get a 10% tax break on their profits for five years."]
    answer = "Firms get a 10% tax break on their profits for five years."
    flagged = _verdicts(answer, contexts, question)[0]
    spans = _subject_spans(flagged)
    assert [m.params for sp in spans for m in sp.reason_messages] == [{"context": "Mumbai", "asked": "Delhi"}]
    assert not flagged.supported
    same = _verdicts(answer, [contexts[0].replace("Mumbai", "Delhi")], question)[0]
    assert same.supported and not _subject_spans(same)
    admitted = _verdicts("The passage does not mention Delhi. Firms in Mumbai get a 10% tax break.", contexts, question)
    assert not any(_subject_spans(v) for v in admitted)


def test_a_short_answer_is_judged_about_the_asked_subject_too():
    verdict = _verdicts("10%", ELSEWHERE, QUESTION)[0]
    assert [sp.text for sp in _subject_spans(verdict)] == ["10%"]
    assert _verdicts("10%", HERE, QUESTION)[0].supported


def test_a_named_regulation_asked_and_another_one_in_the_contexts():
    question = "《网络货运经营管理办法》什么时候开始施行？"
    contexts = ["《道路货物运输站场管理规定》由交通运输部发布，自2022年3月1日起施行。"]
    verdict = _verdicts("该办法由交通运输部发布，自2022年3月1日起施行。", contexts, question)[0]
    assert [m.params for sp in _subject_spans(verdict) for m in sp.reason_messages] == [
        {"context": "道路货物运输站场管理规定", "asked": "网络货运经营管理办法"}]


def test_a_cited_source_or_a_book_title_is_not_the_asked_subject():
    assert named_subjects("根据《城市交通发展纲要》，地铁票价如何制定？") == ()
    assert named_subjects("《西湖游记》写的是哪个季节？") == ()
    assert [s.kind for s in named_subjects("《城市交通发展纲要》由哪个部门印发？")] == ["law"]


def test_the_evaluation_calls_the_other_subject_wrong_not_invented():
    answer = "可以参照成都高新区的政策，集成电路设计企业减按10%的税率征收企业所得税。"
    record = Evaluator(load_settings(), offline=True).evaluate(
        EvaluationSample(QUESTION, answer, ELSEWHERE), metrics=[]).to_dict()
    here = Evaluator(load_settings(), offline=True).evaluate(
        EvaluationSample(QUESTION, answer.replace("成都高新区", "苏州工业园区"), HERE), metrics=[]).to_dict()
    assert record["dimension_scores"]["faithfulness"] < 0.5 < here["dimension_scores"]["faithfulness"]
    # 成都高新区 is in the contexts: the answer puts it in the asked place's stead, it does not invent it
    assert "成都高新区" not in record["detailed_analysis"]["hallucination"]["unsupported_entities"]
    assert "成都高新区" not in record["entity_analysis"]["unsupported_entities"]
    spans = [sp for v in record["sentence_verdicts"] for sp in v["unsupported_spans"]]
    assert [sp["reason_messages"][0]["code"] for sp in spans if sp["text"] == "成都高新区"] == ["subject.elsewhere"]


def test_an_unrelated_english_disclaimer_does_not_switch_the_check_off():
    """"This information is not official advice." says nothing about what the contexts lack: the transferred
    fact is still flagged; "The passage has no information on Delhi." still exempts the answer."""
    from earag.metrics.dimensions.faithfulness.judge import judge_sentences

    ctx = ["Firms registered in Mumbai get a 10% tax break for five years."]
    question = "What tax break do firms in Delhi get?"
    plain, _ = judge_sentences("Firms get a 10% tax break for five years.", ctx, question=question)
    disclaimed, _ = judge_sentences("Firms get a 10% tax break for five years. This information is not official "
                                    "advice.", ctx, question=question)
    admitted, _ = judge_sentences("The passage has no information on Delhi. Firms in Mumbai get a 10% tax break.",
                                  ctx, question=question)
    assert not plain[0].supported
    assert disclaimed[0].score == plain[0].score and not disclaimed[0].supported
    assert admitted[1].supported
