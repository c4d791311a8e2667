"""The offline judge on names put in another's role where the contexts name both people with the same role word
(issue 19, role swap): a qualified post, a former holder, a subjectless clause, English agent and patient. Every
sentence here is written for this test."""
from __future__ import annotations

import pytest

from tests.support.judging import one_verdict as _one


def _entities(verdict) -> list[str]:
    return [sp.text for sp in verdict.unsupported_spans if sp.kind == "entity"]


# --- a post qualified otherwise, or held by its former holder ----------------------------------------------------
@pytest.mark.parametrize("ctx, wrong, name, right", [
    # the qualifier (子课题二) gives 孔雪梅 another post of the same head (负责人) than the answer's 项目负责人
    (["该课题由东华大学承担，项目负责人为周志刚教授，合作单位为市农科所，子课题二负责人为孔雪梅研究员。"],
     "项目负责人为孔雪梅研究员。", "孔雪梅", ["项目负责人为周志刚教授。", "子课题二负责人为孔雪梅研究员。"]),
    # 原…: the post is its former holder's, the clause that gives it to someone now holds the answer's role
    (["公司决定任命郑雅琴为行政办公室主任，原行政办公室主任韩立军调任工会主席。"],
     "行政办公室主任仍由韩立军担任。", "韩立军", ["行政办公室主任由郑雅琴担任。", "韩立军调任工会主席。"]),
    (["学院聘任陈晓燕为图书馆馆长，前任图书馆馆长王海涛退休。"],
     "图书馆馆长由王海涛担任。", "王海涛", ["图书馆馆长由陈晓燕担任。"]),
])
def test_a_post_the_name_holds_only_otherwise_qualified_is_anothers(ctx, wrong, name, right):
    verdict = _one(wrong, ctx)
    assert _entities(verdict) == [name] and not verdict.supported
    span = next(sp for sp in verdict.unsupported_spans if sp.kind == "entity")
    assert span.reason_messages[0].code == "span.quoted_differs"
    for answer in right:
        assert not _entities(_one(answer, ctx)), answer


def test_a_post_the_name_holds_as_it_is_or_formerly_as_the_answer_says_passes():
    # the answer says the former post itself, or an unqualified head the name's own clause holds
    ctx = ["公司决定任命郑雅琴为行政办公室主任，原行政办公室主任韩立军调任工会主席。"]
    assert not _entities(_one("韩立军原为行政办公室主任。", ctx))
    both = ["张晓东任市场部经理，刘佳任销售部经理。"]
    assert not _entities(_one("张晓东是市场部经理。", both))
    assert not _entities(_one("刘佳是销售部经理。", both))


# --- a subjectless clause goes on with its sentence's person -----------------------------------------------------
@pytest.mark.parametrize("ctx, wrong, name, right", [
    # 马某's clause has no name of its own after the comma: the 主要责任 is his, 陈某's own clause says 无责任
    (["经调查认定，货车司机马某疲劳驾驶，负事故主要责任；行人陈某无责任。"],
     "行人陈某负事故主要责任。", "陈某", ["货车司机马某负事故主要责任。", "行人陈某无责任。"]),
    (["评审会上，王海涛汇报了课题进展，并回答了专家提问；陈晓燕负责会议记录。"],
     "陈晓燕回答了专家提问。", "陈晓燕", ["王海涛回答了专家提问。", "陈晓燕负责会议记录。"]),
])
def test_a_subjectless_clause_is_its_sentences_persons(ctx, wrong, name, right):
    verdict = _one(wrong, ctx)
    assert _entities(verdict) == [name] and not verdict.supported
    for answer in right:
        assert not _entities(_one(answer, ctx)), answer


# --- English: the one a verb is done to ---------------------------------------------------------------------------
@pytest.mark.parametrize("ctx, wrong, name, right", [
    # ClearView brought the complaint (the agent of another clause), Northgate Bank is the one fined
    (["The data watchdog fined Northgate Bank £3 million after a complaint brought by the charity ClearView."],
     "ClearView was fined £3 million.", "ClearView", ["Northgate Bank was fined £3 million."]),
    # the passive in the contexts names the one done to before the verb
    (["Redwood Council was audited in May, and the report was written by Linda Shaw of Ashford Partners."],
     "Ashford Partners was audited in May.", "Ashford Partners", ["Redwood Council was audited in May."]),
])
def test_an_english_name_made_the_one_a_verb_is_done_to_where_the_contexts_do_it_to_another(ctx, wrong, name, right):
    verdict = _one(wrong, ctx)
    assert _entities(verdict) == [name] and not verdict.supported
    assert verdict.unsupported_spans[0].reason_messages[0].code == "span.quoted_differs"
    for answer in right:
        assert not _entities(_one(answer, ctx)), answer


def test_an_english_subject_and_object_swapped_is_a_span():
    ctx = ["Orion Foods sued Delta Packaging over late deliveries in March."]
    assert _entities(_one("Delta Packaging sued Orion Foods.", ctx)) == ["Delta Packaging"]
    assert not _entities(_one("Orion Foods sued Delta Packaging.", ctx))
    # the doer named in the answer (by …) or no name done to in the contexts: nothing to compare
    assert not _entities(_one("Delta Packaging was sued by Orion Foods.", ctx))
    assert not _entities(_one("Orion Foods was fined in March.", ["The regulator fined the supplier after Orion Foods complained in March."]))


def test_a_name_the_recogniser_types_as_a_place_is_a_persons_when_it_opens_with_a_surname():
    # 曹/nr 建国/ns: typed as a place, yet the former holder of the post all the same
    ctx = ["学校任命朱建华为档案室主任，原档案室主任曹建国调任后勤处主任。"]
    verdict = _one("档案室主任仍由曹建国担任。", ctx)
    assert _entities(verdict) == ["曹建国"] and not verdict.supported
    assert not _entities(_one("后勤处主任由曹建国担任。", ctx))
    assert not _entities(_one("档案室主任由朱建华担任。", ctx))


def test_a_one_word_post_its_former_holder_is_named_with_is_anothers():
    ctx = ["研究所任命孙海燕为所长，原所长刘建国改任顾问，副所长由陈晓燕担任。"]
    verdict = _one("所长仍由刘建国担任。", ctx)
    assert _entities(verdict) == ["刘建国"] and not verdict.supported
    for answer in ("所长由孙海燕担任。", "刘建国改任顾问。", "陈晓燕担任副所长。", "刘建国原是所长。"):
        assert not _entities(_one(answer, ctx)), answer
    # 原 inside a word (原材料) is no former holder's mark
    goods = ["张晓东负责原材料采购，刘佳负责材料检验。"]
    assert not _entities(_one("张晓东负责材料采购。", goods))


# --- a post given as another person's title in the one clause naming both -----------------------------------------
def test_a_post_the_contexts_give_as_anothers_title_is_anothers():
    ctx = ["原告王建国起诉被告赵志刚，要求赔偿货款12万元。"]
    verdict = _one("赵志刚是本案的原告。", ctx)
    assert _entities(verdict) == ["赵志刚"] and not verdict.supported
    assert not _entities(_one("王建国是本案的原告。", ctx))
    assert not _entities(_one("赵志刚是被告。", ctx))
    # the name also without a title: the contexts may give it the post there, nothing decides
    untitled = ["原告王建国起诉被告赵志刚。王建国表示，赵志刚是本案的关键证人。"]
    assert not _entities(_one("赵志刚是本案的原告。", untitled))


# --- English: the doer of a verb ----------------------------------------------------------------------------------
@pytest.mark.parametrize("ctx, wrong, name, right", [
    (["Dr. Ruth Okafor opened the conference, and Dr. Sam Patel summarised the survey findings."],
     "Dr. Ruth Okafor summarised the survey findings.", "Dr. Ruth Okafor",
     ["Dr. Sam Patel summarised the survey findings.", "Dr. Ruth Okafor opened the conference."]),
    # the doer after "by" behind the passive
    (["The audit panel was led by Karen Voss, and Omar Reyes took the minutes."],
     "Omar Reyes led the audit panel.", "Omar Reyes", ["Karen Voss led the audit panel."]),
])
def test_an_english_name_made_the_doer_where_the_contexts_make_another_the_doer(ctx, wrong, name, right):
    verdict = _one(wrong, ctx)
    assert _entities(verdict) == [name] and not verdict.supported
    for answer in right:
        assert not _entities(_one(answer, ctx)), answer


def test_one_of_several_doers_is_not_in_anothers_role():
    ctx = ["Lena Hoff and Marco Diaz founded Brightwave Studios in 2011."]
    assert not _entities(_one("Marco Diaz founded Brightwave Studios in 2011.", ctx))
    assert not _entities(_one("Lena Hoff founded Brightwave Studios in 2011.", ctx))


def test_an_english_post_its_former_holder_is_named_with_is_anothers():
    ctx = ["The trust named Priya Nair as finance director, replacing former finance director Owen Clarke, who "
           "joins the audit committee."]
    verdict = _one("Owen Clarke is the finance director.", ctx)
    assert _entities(verdict) == ["Owen Clarke"] and not verdict.supported
    for answer in ("Priya Nair is the finance director.", "Owen Clarke joins the audit committee.",
                   "Owen Clarke was the finance director."):
        assert not _entities(_one(answer, ctx)), answer


def test_an_english_passive_doer_and_a_coordinated_passive_in_the_contexts():
    # "is managed by X" names the doer; the contexts' "… and managed by Heritage Trust Ltd" has no "is" of its own
    ctx = ["The museum is funded by the regional council and managed by Heritage Trust Ltd; its café is run by "
           "Moorland Catering."]
    verdict = _one("The museum is managed by Moorland Catering.", ctx)
    assert _entities(verdict) == ["Moorland Catering"] and not verdict.supported
    assert not _entities(_one("The museum is managed by Heritage Trust Ltd.", ctx))


def test_an_english_clause_that_opens_with_its_verb_takes_the_name_before_it():
    # "The driver, Tom Hale, was fined": the name stands in the clause before "was fined"
    ctx = ["The inquiry was led by inspector Sara Quinn.",
           "The driver, Tom Hale, was fined for speeding, and the haulage firm, Roadline Ltd, was warned."]
    verdict = _one("Inspector Sara Quinn was fined for speeding.", ctx)
    assert _entities(verdict) == ["Inspector Sara Quinn"] and not verdict.supported
    assert not _entities(_one("Tom Hale was fined for speeding.", ctx))
