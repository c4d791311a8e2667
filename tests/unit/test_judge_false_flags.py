"""Correct answers as RAG systems write them that the judge used to flag (issue 19, a review of false flags on
answers nobody here had judged before): a hedge opening (一般情况下，…), a deferral to whoever decides the case
(具体以所在单位安排为准), a sentence that only announces a list (办理步骤如下：), an English yes/no with its tag
("No, it doesn't."), English negations that deny nothing (a bound, "not … until", a relative clause), and a "yes"
meeting a denial said of a bracket the asker is not in."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.answers import is_short, without_preamble, yes_no
from earag.metrics.dimensions.faithfulness.claims import claims_nothing
from earag.metrics.dimensions.faithfulness.judge import judge_sentences

LEAVE = ["女职工生育享受98天产假，其中产前可以休假15天；难产的，增加产假15天。女职工怀孕未满4个月流产的，享受15天产假；"
         "怀孕满4个月流产的，享受42天产假。"]
TAX = ["Individual income tax returns for calendar-year filers are due on April 15. Taxpayers who cannot file on time "
       "may request an automatic six-month extension by filing Form 4868, which moves the filing deadline to October 15."]
MEDICARE = ["There is a five-month waiting period before benefits begin. Recipients become eligible for Medicare after 24 "
            "months of receiving disability benefits."]
VOTE = ["The registration deadline is 15 days before an election. Applications may be submitted online, by mail, or in "
        "person at the county election office."]


def _scores(answer, contexts, question=""):
    verdicts, _ = judge_sentences(answer, contexts, question=question)
    return [v.score for v in verdicts]


@pytest.mark.parametrize("text,rest", [
    ("一般情况下，失业保险金最长领取24个月。", "失业保险金最长领取24个月。"),
    ("原则上，单位和职工缴存比例相同。", "单位和职工缴存比例相同。"),
    ("按资料中的规定，普通护照向公安机关出入境管理机构申请。", "普通护照向公安机关出入境管理机构申请。"),
    ("Generally, the deadline is April 15.", "the deadline is April 15."),
    # not a hedge or a source: kept
    ("一般纳税人适用6%的税率。", "一般纳税人适用6%的税率。"), ("按月领取养老金。", "按月领取养老金。"),
])
def test_a_hedge_opening_is_no_claim(text, rest):
    assert without_preamble(text) == rest


@pytest.mark.parametrize("sentence,nothing", [
    ("具体以所在单位安排为准。", True), ("具体以学校实际办理进度为准。", True), ("最终以审核结果为准。", True),
    ("办理步骤如下：", True), ("需要准备以下材料：", True), ("The documents you need are as follows:", True),
    # a rule, a number or a list that is itself the claim: counted
    ("缴费基数以职工上年度月平均工资为准。", False), ("具体以3个工作日为准。", False),
    ("以下情形不予受理：", False), ("需要准备以下3种材料：", False), ("以下人员免征：", False),
    ("不予受理的情形如下：", False),
])
def test_deferrals_and_list_announcements_claim_nothing(sentence, nothing):
    assert claims_nothing(sentence, []) is nothing


def test_a_list_announced_by_a_sentence_is_judged_on_its_items():
    ctx = ["申请个体工商户登记，申请人可以通过登记机关的网上登记平台或者到经营场所所在地登记机关提出申请，提交登记申请书、"
           "经营者身份证明和经营场所证明。"]
    answer = "办理步骤如下：\n1. 通过网上登记平台或到经营场所所在地登记机关提出申请；\n2. 提交登记申请书、经营者身份证明和经营场所证明。"
    verdicts, _ = judge_sentences(answer, ctx, question="如何办理个体工商户注册登记？")
    intro = next(v for v in verdicts if v.sentence.startswith("办理步骤如下"))
    assert claims_nothing(intro.sentence, intro.unsupported_spans)
    assert all(v.score >= 0.8 for v in verdicts if v is not intro)


@pytest.mark.parametrize("answer,kind", [
    ("No, it doesn't.", "no"), ("Yes, you can.", "yes"), ("No, they are not.", "no"), ("Not yet.", "no"),
    ("No, it doesn't", "no"), ("It doesn't.", None),
])
def test_an_english_yes_or_no_with_its_tag(answer, kind):
    assert yes_no(answer, "Does an extension give me more time to pay?") == kind


@pytest.mark.parametrize("text,count", [
    ("Register no later than 15 days before the election.", 0), ("The fee is not more than $50.", 0),
    ("Recipients aren't eligible for Medicare until they have received benefits for 24 months.", 0),
    ("Taxpayers who cannot file on time may request an extension.", 0),
    ("If you cannot wait, you can ask for an advance.", 0), ("Unless you do not qualify, you are paid.", 0),
    ("You cannot request an extension.", 1), ("Part-time students are not eligible.", 1),
])
def test_negations_that_deny_nothing_of_the_statement(text, count):
    assert len(en.polar_negations(text)) == count


@pytest.mark.parametrize("answer,contexts", [
    ("The extension is requested by filing Form 4868.", TAX),
    ("Recipients aren't eligible for Medicare until they've received disability benefits for 24 months.", MEDICARE),
    ("Register no later than 15 days before the election.", VOTE),
])
def test_english_sentences_with_such_negations_are_not_flipped(answer, contexts):
    verdicts, _ = judge_sentences(answer, contexts)
    assert all(sp.kind != "negation" for v in verdicts for sp in v.unsupported_spans)
    assert min(v.score for v in verdicts) >= 0.7


def test_a_real_negation_is_still_a_flip():
    verdicts, _ = judge_sentences("Taxpayers cannot request an automatic six-month extension.", TAX)
    assert any(sp.kind == "negation" for v in verdicts for sp in v.unsupported_spans)


def test_contracted_pronouns_are_no_content_words():
    assert not any(w.content for w in en.words("he's they've you'd that's"))


def test_a_yes_meeting_a_denial_of_another_bracket_does_not_clash():
    q = "怀孕5个月流产可以休产假吗？"
    for answer in ("可以。", "可以。怀孕满4个月流产的，享受42天产假，您怀孕5个月，适用这一规定。"):
        verdicts, _ = judge_sentences(answer, LEAVE, question=q)
        assert "judge.yes_no_clash" not in [m.code for v in verdicts for m in v.reason_messages]
    # the asker inside the bracket the contexts deny: still a clash
    verdicts, _ = judge_sentences("可以。", ["怀孕未满4个月流产的，不享受产假。"], question="怀孕3个月流产可以休产假吗？")
    assert verdicts[0].score < 0.5


def test_a_no_the_contexts_clause_about_the_question_denies_is_supported():
    ctx = ["年满16周岁的，可以申请；未满16周岁的，不得申请驾驶证。"]
    q = "我15岁，可以申请驾驶证吗？"
    (no,), _ = judge_sentences("不可以。", ctx, question=q)
    (yes,), _ = judge_sentences("可以。", ctx, question=q)
    assert [m.code for m in no.reason_messages] == ["judge.yes_no_agrees"] and no.score >= 0.9
    assert [m.code for m in yes.reason_messages] == ["judge.yes_no_clash"] and yes.score <= 0.2
    # the bound of a condition (未满16周岁的) is not what the clause about 申请 says: its predicate is
    (yes,), _ = judge_sentences("可以。", ["未满16周岁的，不得申请。"], question="15岁可以申请吗？")
    assert [m.code for m in yes.reason_messages] == ["judge.yes_no_clash"]


FEES = ["离婚案件每件交纳受理费50元至300元；涉及财产分割，财产总额不超过20万元的，不另行交纳。侵害人格权的案件，每件交纳"
        "100元至500元。劳动争议案件每件交纳10元。行政案件中，商标、专利、海事行政案件每件交纳100元，其他行政案件每件交纳50元。"]


def test_a_short_value_another_clause_binds_more_closely_to_the_subject_is_a_rival():
    q = "劳动争议案件的诉讼费是多少？"
    (right,), _ = judge_sentences("每件10元。", FEES, question=q)
    (wrong,), _ = judge_sentences("每件50元至300元。", FEES, question=q)
    assert right.score >= 0.9 and [m.code for m in right.reason_messages] == ["judge.short_answer"]
    assert wrong.score <= 0.5 and [m.code for m in wrong.reason_messages] == ["judge.short_rival"]
    assert "劳动争议案件每件交纳10元" in wrong.reason_messages[0].params["clause"]


def test_a_question_holding_a_value_of_the_kind_is_left_to_the_bracket_check():
    # the asker's own amount (1,200 pounds) decides the bracket; the value next to "claims" is no rival
    ctx = ["Court fees for money claims issued online: £35 for claims up to £300; £50 for £300.01 to £500; £70 for "
           "£500.01 to £1,000; £80 for £1,000.01 to £1,500."]
    (v,), _ = judge_sentences("£80.", ctx, question="What's the online court fee for a claim of 1,200 pounds?")
    assert [m.code for m in v.reason_messages] != ["judge.short_rival"]


def test_an_english_value_said_as_its_subject_is_a_short_answer():
    assert is_short("According to the documents, it's £1,000.") and is_short("It is £1,000.")
    assert not is_short("It is a fine city with a long history.")
    ctx = ["Households affected by flooding can claim a £500 emergency payment. Those whose homes are uninhabitable "
           "can also claim a £1,000 resettlement grant."]
    (v,), _ = judge_sentences("According to the documents, it's £1,000.", ctx,
                              question="How much is the flood resettlement grant?")
    assert v.score >= 0.9 and v.reason_messages[0].code == "judge.short_answer"


@pytest.mark.parametrize("answer,question,kind", [
    ("根据资料，不在。", "我们自然村只有15户，在这次4G覆盖范围内吗？", "no"),
    ("会继续。", "优惠到期后还继续吗？", "yes"), ("不会继续。", "优惠到期后还继续吗？", "no"),
    ("还能领。", "失业后还能领取补贴吗？", "yes"), ("不在。", "他在家吗？", "no"),
])
def test_an_echo_after_a_modal_or_of_where_something_is(answer, question, kind):
    assert yes_no(answer, question) == kind


def test_a_chinese_value_with_its_unit_is_not_read_as_an_english_bare_number():
    from earag.nlp.facts import extract_facts
    assert [(f.text, f.family) for f in extract_facts("20户以上的自然村纳入4G网络覆盖范围")][0] == ("20户", "count:户")
    assert [(f.text, f.family) for f in extract_facts("20元的4G套餐")][0] == ("20元", "money")
    assert [(f.text, f.family) for f in extract_facts("2 August 2024")] == [("2 August 2024", "date")]


VILLAGES = ["已通光纤的行政村，运营商应提供不低于100Mbps的宽带接入能力；20户以上的自然村纳入4G网络覆盖范围，20户以下的自然村"
            "暂不纳入本期支持范围。"]


def test_the_item_of_the_askers_bracket_decides_a_yes_or_no():
    q = "我们自然村只有15户，在这次4G覆盖范围内吗？"
    (no,), _ = judge_sentences("不在。", VILLAGES, question=q)
    (yes,), _ = judge_sentences("在。", VILLAGES, question=q)
    assert [m.code for m in no.reason_messages] == ["judge.yes_no_agrees"]
    assert [m.code for m in yes.reason_messages] == ["judge.yes_no_clash"]
    # a village of 30 households is in the bracket that is covered: no clash
    (yes,), _ = judge_sentences("在。", VILLAGES, question="我们自然村有30户，在这次4G覆盖范围内吗？")
    assert [m.code for m in yes.reason_messages] != ["judge.yes_no_clash"]


MATERNITY = ["女职工生育享受98天产假，其中产前可以休假15天；难产的，增加产假15天。"]
HEARING = ["From 1 April, the fee to issue a money claim of up to £300 rises from £35 to £40, while the hearing fee for "
           "small claims falls from £27 to £25."]


@pytest.mark.parametrize("answer,contexts,derived", [
    ("难产的话，一共可以休113天产假。", MATERNITY, True),
    ("It is going down by £2, from £27 to £25.", HEARING, True),
    # a wrong total, or a sum said as if the contexts stated it: still a value they lack
    ("难产的话，一共可以休120天产假。", MATERNITY, False),
    ("难产的话，可以休113天产假。", MATERNITY, False),
    ("It is going down by £3, from £27 to £25.", HEARING, False),
])
def test_a_total_or_difference_of_stated_values_is_derived_not_invented(answer, contexts, derived):
    (v,), _ = judge_sentences(answer, contexts)
    assert (not any(sp.kind in ("number", "quantity") for sp in v.unsupported_spans)) is derived


@pytest.mark.parametrize("answer,contexts", [
    # the answer drops the context's negation inside the same frame: a flip, as before
    ("Yes, you can register later than 15 days before the election.",
     ["You must register no later than 15 days before the election."]),
    ("The fee is more than £50.", ["The fee is not more than £50."]),
    ("Benefits are paid until the waiting period ends.", ["Benefits are not paid until the waiting period ends."]),
    ("Applicants who have paid the fee cannot be registered.",
     ["Applicants who have not paid the fee cannot be registered."]),
    ("If you file on time, you will be charged a penalty.",
     ["If you do not file on time, you will be charged a penalty."]),
])
def test_a_negation_inside_the_same_frame_on_both_sides_is_compared(answer, contexts):
    (v,), _ = judge_sentences(answer, contexts)
    assert any(sp.kind == "negation" for sp in v.unsupported_spans), v.reason


def test_a_deferral_is_checked_where_the_contexts_say_whose_word_counts():
    from earag.metrics.dimensions.faithfulness.claims import counted
    ctx = ["个人所得税汇算清缴的退税金额，以税务机关审核确认的结果为准。"]
    verdicts, _ = judge_sentences("最终以单位人事部门的核算结果为准。", ctx)
    assert counted(verdicts) == verdicts and verdicts[0].score < 0.6


def test_a_clause_about_everyone_but_the_asked_subject_decides_no_yes_or_no():
    ctx = ["本市户籍低收入家庭经审核后可以申请公租房补贴；非本市户籍人员不能申请。"]
    (no,), _ = judge_sentences("不可以。", ctx, question="本市户籍人员可以申请公租房补贴吗？")
    assert [m.code for m in no.reason_messages] != ["judge.yes_no_agrees"]


def test_brackets_in_two_sentences_still_decide_the_askers_yes_or_no():
    ctx = ["20户以上的自然村纳入4G网络覆盖范围；20户以下的自然村暂不纳入本期支持范围。"]
    q = "我们自然村只有15户，在这次4G覆盖范围内吗？"
    (no,), _ = judge_sentences("不在。", ctx, question=q)
    (yes,), _ = judge_sentences("在。", ctx, question=q)
    assert [m.code for m in no.reason_messages] == ["judge.yes_no_agrees"]
    assert [m.code for m in yes.reason_messages] == ["judge.yes_no_clash"]


@pytest.mark.parametrize("answer,contexts,question", [
    ("80%。", ["职工住院医疗费用，在一级医院报销90%。二级医院85%。三级医院80%。"], "职工在三级医院住院能报销多少？"),
    ("8%。", ["灵活就业人员参加职工医保，缴费基数为上年度全省全口径城镇单位就业人员平均工资的60%。缴费比例为8%。"],
     "灵活就业人员参加职工医保的缴费比例是多少？"),
])
def test_a_value_whose_own_clause_names_what_is_asked_is_no_rival(answer, contexts, question):
    (v,), _ = judge_sentences(answer, contexts, question=question)
    assert [m.code for m in v.reason_messages] == ["judge.short_answer"]


def test_a_negation_for_an_asker_outside_the_bracket_is_no_flip():
    ctx = ["参加城乡居民养老保险的个人，年满60周岁、累计缴费满15年的，可以按月领取城乡居民养老保险待遇。"]
    q = "我今年58岁，已经缴费16年，现在能领养老金吗？"
    verdicts, _ = judge_sentences("您今年58岁，还不能按月领取城乡居民养老保险待遇。", ctx, question=q)
    assert not any(sp.kind == "negation" for v in verdicts for sp in v.unsupported_spans)
    # the asker inside the bracket: the denial contradicts it
    verdicts, _ = judge_sentences("您今年61岁，还不能按月领取城乡居民养老保险待遇。", ctx,
                                  question="我今年61岁，已经缴费16年，现在能领养老金吗？")
    assert any(sp.kind == "negation" for v in verdicts for sp in v.unsupported_spans)


REPORTS = ["企业应当于每年1月1日至6月30日，通过国家企业信用信息公示系统报送上一年度年度报告，并向社会公示。"]


@pytest.mark.parametrize("answer,question,wrong", [
    ("1月1日。", "企业年报最晚哪天要报？", True), ("6月30日。", "企业年报最晚哪天要报？", False),
    ("6月30日。", "企业年报最早哪天可以报？", True), ("1月1日。", "企业年报最早哪天可以报？", False),
])
def test_the_first_or_last_day_of_a_period_is_its_low_or_high_end(answer, question, wrong):
    (v,), _ = judge_sentences(answer, REPORTS, question=question)
    assert ([m.code for m in v.reason_messages] == ["span.range_end"]) is wrong


def test_a_question_about_the_non_subject_is_read_with_its_clause():
    ctx = ["非本市户籍人员不能申请公共租赁住房补贴；本市户籍低收入家庭经审核后可以申请公共租赁住房补贴。"]
    (no,), _ = judge_sentences("不可以。", ctx, question="非本市户籍人员可以申请公共租赁住房补贴吗？")
    assert [m.code for m in no.reason_messages] == ["judge.yes_no_agrees"]


def test_a_supported_yes_or_no_covers_the_questions_entities():
    from earag import Evaluator
    from earag.config import load_settings
    from earag.types import EvaluationSample
    ctx = ["电信普遍服务试点项目支持行政村通光纤和4G网络建设。20户以上的自然村纳入4G网络覆盖范围；20户以下的自然村暂不纳入"
           "本期支持范围。"]
    q = "我们自然村只有15户，在这次4G覆盖范围内吗？"
    ev = Evaluator(load_settings(), offline=True)
    right = ev.evaluate(EvaluationSample(question=q, answer="根据资料，不在。20户以下的自然村暂不纳入本期支持范围。",
                                         contexts=ctx)).to_dict()
    assert right["detailed_analysis"]["entity_coverage"]["missing_entities"] == []
    assert right["dimension_scores"]["entity_coverage"] == 1.0
    # the issue list and the dashboard's entity view read coverage as it was scored
    from earag.report import entity_view, result_issues
    from ui.records import read_result
    assert "missing_entities" not in [i["code"] for i in result_issues(right)]
    assert entity_view(right)["missing_entities"] == [] and read_result(right).missing_entities == []
    assert "4G" in read_result(right).entity_analysis["covered_entities"]
    # a "yes" the contexts contradict covers nothing through its polarity
    from earag.metrics.dimensions.coverage import implied_by_evidence
    verdicts, _ = judge_sentences("在。", ctx, question=q)
    assert implied_by_evidence(["自然村", "4G"], [], verdicts, lambda e, s: e in s) == []
    verdicts, _ = judge_sentences("不在。", ctx, question=q)
    assert implied_by_evidence(["自然村", "4G"], [], verdicts, lambda e, s: e in s) == ["自然村", "4G"]
