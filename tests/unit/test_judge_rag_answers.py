"""Short answers as RAG systems give them (issue 19, the eighth and ninth probe sets' shapes): an opening that names
the source (根据资料，… / "According to the documents, …") before a bare value or yes/no, a value picked from a list
after a colon, the wrong end of a range, a Latin-letter code answering a Chinese question, a denying echo with 没有."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.faithfulness.answers import asked_in_english, is_short, without_preamble, yes_no
from earag.metrics.dimensions.faithfulness.detectors.bounds import side_of
from earag.metrics.dimensions.faithfulness.judge import judge_sentences

WAGE = ["本省非全日制用工小时最低工资标准为：一类地区24.5元，二类地区22元，三类地区20元。小时最低工资标准已包含用人单位"
        "应缴纳的基本养老保险费和基本医疗保险费。"]
FUND = ["住房公积金缴存比例为5%至12%，单位和职工缴存比例原则上相同；月缴存基数上限为上年度全市职工月平均工资的3倍。"]
LOAN = ["借款人及其配偶名下均无未结清住房公积金贷款的，方可申请住房公积金个人住房贷款；借款人或其配偶名下有未结清住房公积金"
        "贷款的，不得再次申请。"]
EMISSION = ["机动车排放检验结果显示，该批次送检车辆尾气中一氧化碳浓度低于国家排放限值，颗粒物排放高于国家排放限值，综合判定为"
            "排放检验不合格。"]


def _one(answer, contexts, question):
    (verdict,), _ = judge_sentences(answer, contexts, question=question)
    return verdict


@pytest.mark.parametrize("text,rest", [
    ("根据资料，不能。", "不能。"), ("根据上述材料：每小时22元。", "每小时22元。"), ("资料显示，最低5%。", "最低5%。"),
    ("According to the documents, £21.50.", "£21.50."), ("Based on the provided context: no.", "no."),
    # not an opening that names the source: kept
    ("根据收入，分三档。", "根据收入，分三档。"), ("According to him, it was late.", "According to him, it was late."),
])
def test_an_opening_that_names_the_source_is_taken_off(text, rest):
    assert without_preamble(text) == rest


def test_a_short_answer_behind_the_opening_is_still_short():
    assert is_short("根据资料，每小时22元。") and is_short("According to the documents, £21.50.")
    assert not is_short("根据资料，单位和职工缴存比例原则上相同，月缴存基数上限为3倍。")
    assert yes_no("根据资料，不能。", "还能再申请公积金贷款吗？") == "no"
    assert yes_no("According to the documents, no.") == "no"
    q = "还有没还清的公积金贷款，还能再申请公积金贷款吗？"
    assert _one("根据资料，不能。", LOAN, q).score == _one("不能。", LOAN, q).score >= 0.8


def test_a_value_from_another_item_of_a_list_after_a_colon_is_another_subjects():
    q = "二类地区非全日制用工的小时最低工资是多少？"
    right, wrong = _one("每小时22元。", WAGE, q), _one("每小时24.5元。", WAGE, q)
    assert right.score >= 0.9 and wrong.score <= 0.5
    assert [m.code for m in wrong.reason_messages] == ["judge.short_rival"]
    # the opening changes nothing
    assert _one("根据资料，每小时24.5元。", WAGE, q).score == wrong.score


@pytest.mark.parametrize("answer,question", [
    ("缴存比例最低为12%。", "住房公积金缴存比例是多少？"),
    ("缴存比例最高为5%。", "住房公积金缴存比例是多少？"),
    ("12%。", "住房公积金缴存比例最低是多少？"),
    ("最低12%。", "住房公积金缴存比例是多少？"),
])
def test_the_other_end_of_a_range_is_no_bound(answer, question):
    verdict = _one(answer, FUND, question)
    assert verdict.score <= 0.25
    assert [sp.reason_messages[0].code for sp in verdict.unsupported_spans] == ["span.range_end"]


@pytest.mark.parametrize("answer", ["缴存比例最低为5%。", "最低5%。", "缴存比例为5%至12%。"])
def test_the_right_end_or_the_whole_range_passes(answer):
    verdict = _one(answer, FUND, "住房公积金缴存比例是多少？")
    assert verdict.score >= 0.9 and not verdict.unsupported_spans


def test_both_ends_named_rightly_are_no_range_end():
    verdict = _one("缴存比例最高为12%，最低5%。", FUND, "住房公积金缴存比例是多少？")
    assert not [sp for sp in verdict.unsupported_spans if sp.reason_messages[0].code == "span.range_end"]


def test_a_value_also_stated_outside_the_range_is_left_to_the_other_checks():
    contexts = ["二套住房最低首付款比例为30%。商业贷款首付比例为20%至30%。"]
    assert _one("二套住房最低首付款比例为30%。", contexts, "二套房首付最低多少？").score >= 0.9


def test_the_side_words():
    assert side_of("缴存比例最低是多少？") == "low" and side_of("What is the maximum fine?") == "high"
    assert side_of("最高不超过12%，最低") == "low" and side_of("缴存比例是多少？") is None


def test_a_code_in_latin_letters_answering_a_chinese_question_is_read_the_chinese_way():
    assert not asked_in_english("预包装食品营养标签通则的标准编号是什么？", "GB 28050")
    assert asked_in_english("Who issues rod fishing licences?", "The Environment Agency")
    assert asked_in_english("", "Delhi")


def test_a_denying_echo_with_meiyou_against_the_opposite_comparison_is_no_clash():
    q = "这批车的一氧化碳排放超标了吗？"
    assert yes_no("没有超标。", q) == "no"
    denied = _one("没有超标。", EMISSION, q)
    assert denied.score >= 0.8 and [m.code for m in denied.reason_messages] == ["judge.yes_no"]


# --- the bracket the asker's case falls in (detectors/brackets.py) ---
BENEFIT = ["失业保险金按月发放。失业前累计缴费满1年不满5年的，最长领取12个月；满5年不满10年的，最长领取18个月；10年以上的，"
           "最长领取24个月。"]
ALLOWANCE = ["高龄津贴按月发放：80至89周岁老年人每人每月100元，90至99周岁每人每月300元，100周岁及以上每人每月600元。"]
SPEEDING = ["驾驶机动车超过规定时速未达20%的，处200元罚款；超过20%未达50%的，处1000元罚款；超过50%的，处2000元罚款。"]
JOBSEEKER = ["The weekly rate is $71.70 for claimants aged under 25 and $90.50 for those aged 25 or over."]
LICENCE_FEES = ["A 12-month licence costs £35.80, or £23.85 for people aged 66 or over and for disabled anglers."]


@pytest.mark.parametrize("answer,question,contexts", [
    ("根据资料，失业前累计缴费满5年不满10年的，最长领取24个月。", "我交了7年失业保险，失业金最多能领几个月？", BENEFIT),
    ("奶奶每月可以领600元。", "奶奶今年92岁，每月能领多少高龄津贴？", ALLOWANCE),
    ("超速30%的，处2000元罚款。", "超速30%罚多少钱？", SPEEDING),
    ("$71.70 a week.", "What is the weekly rate for a 30-year-old claimant?", JOBSEEKER),
    ("A 12-month licence for people aged 66 or over costs £35.80.", "How much is a 12-month licence for a 70-year-old?",
     LICENCE_FEES),
])
def test_the_value_of_a_bracket_the_askers_case_is_not_in_is_flagged(answer, question, contexts):
    verdict = _one(answer, contexts, question)
    codes = [m.code for sp in verdict.unsupported_spans for m in sp.reason_messages]
    # (the 24个月 of a copied clause the clause checks find first: one span per value, whichever check names it)
    assert "span.bracket" in codes or ("24个月" in answer and codes == ["span.quoted_differs"])
    assert verdict.score <= 0.25


@pytest.mark.parametrize("answer,question,contexts", [
    ("根据资料，你累计缴费7年，属于满5年不满10年这一档，最长可以领18个月。", "我交了7年失业保险，失业金最多能领几个月？", BENEFIT),
    ("92岁属于90至99周岁这一档，每月300元。", "奶奶今年92岁，每月能领多少高龄津贴？", ALLOWANCE),
    ("超速30%的，处1000元罚款。", "超速30%罚多少钱？", SPEEDING),
    ("$90.50 a week.", "What is the weekly rate for a 30-year-old claimant?", JOBSEEKER),
    ("At 70 you pay £23.85 rather than the full £35.80.", "How much is a 12-month licence for a 70-year-old?",
     LICENCE_FEES),
    # no case in the question: nothing to decide
    ("每月能领100元。", "高龄津贴每月多少？", ALLOWANCE),
])
def test_the_value_of_the_askers_own_bracket_passes(answer, question, contexts):
    verdict = _one(answer, contexts, question)
    assert not [sp for sp in verdict.unsupported_spans if sp.reason_messages[0].code == "span.bracket"]


def test_a_short_answer_bound_to_a_rival_is_its_own_brackets_value():
    verdict = _one("$90.50 a week.", JOBSEEKER, "What is the weekly rate for a 30-year-old claimant?")
    assert [m.code for m in verdict.reason_messages] == ["judge.short_bracket"]


def test_a_count_of_months_meets_no_bracket_of_ages():
    # "12-month" is no age: 12 is under 25, but the question's case is the 70-year-old
    assert _one("£23.85.", LICENCE_FEES, "How much is a 12-month licence for a 70-year-old?").score >= 0.9


def test_the_askers_own_value_repeated_is_no_value_the_contexts_lack():
    verdict = _one("根据资料，你累计缴费7年，属于满5年不满10年这一档，最长可以领18个月。", BENEFIT,
                   "我交了7年失业保险，失业金最多能领几个月？")
    assert verdict.unsupported_spans == []
    # a value the question holds only as another quantity (一年 = 12个月) is no repeat of it
    months = ["每孩每月补贴500元，每年最多补贴10个月。"]
    wrong = _one("每年最多补贴12个月。", months, "一年最多能补几个月？")
    assert [sp.text for sp in wrong.unsupported_spans] == ["12个月"]


# --- bodies in their role (detectors/subjects.py) ---
WASTE = ["个人未按规定分类投放的，由城市管理综合执法部门处50元以上200元以下罚款。生态环境部门负责有害垃圾处置的监督管理。"]
SCHOOL = ["区教育局负责划定学区和公布招生计划，街道办事处负责核实适龄儿童的实际居住情况，公安分局负责户籍信息核验。"]


@pytest.mark.parametrize("answer,contexts,body", [
    ("个人未按规定分类投放的，由生态环境部门处50元以上200元以下罚款。", WASTE, "生态环境部门"),
    ("适龄儿童的实际居住情况由区教育局负责核实。", SCHOOL, "区教育局"),
])
def test_a_body_the_contexts_give_another_duty_is_in_the_wrong_role(answer, contexts, body):
    (verdict,), _ = judge_sentences(answer, contexts)
    assert [(sp.text, sp.kind) for sp in verdict.unsupported_spans] == [(body, "entity")]


@pytest.mark.parametrize("answer,contexts", [
    ("个人未按规定分类投放的，由城市管理综合执法部门处50元以上200元以下罚款。", WASTE),
    ("适龄儿童的实际居住情况由街道办事处负责核实。", SCHOOL),
    ("区教育局负责划定学区。", SCHOOL),
])
def test_a_body_in_its_own_role_passes(answer, contexts):
    (verdict,), _ = judge_sentences(answer, contexts)
    assert verdict.unsupported_spans == []


# --- times of day (earag/nlp/facts.py clock_facts) ---
def test_times_of_day_are_one_value_each():
    from earag.nlp.facts import extract_facts, same_value
    hours = extract_facts("周六、周日9:00至17:00")
    assert [(f.text, f.family) for f in hours] == [("9:00", "clock"), ("17:00", "clock")]
    five, nine = extract_facts("下午5点")[0], extract_facts("晚上9点")[0]
    assert same_value(five, hours[1]) and not same_value(nine, hours[0])
    assert same_value(extract_facts("5点前")[0], hours[1])   # morning or afternoon left open
    assert same_value(extract_facts("It closes at 5pm.")[0], hours[1])
    assert [f.text for f in extract_facts("open 9am to 5:30 p.m.")] == ["9am", "5:30 p.m."]
    assert not [f for f in extract_facts("按5:5比例分担，记6分") if f.family == "clock"]


LIBRARY = ["图书馆开放时间：周二至周五9:00至21:00；周六、周日9:00至17:00；周一闭馆（法定节假日除外）。"]
REGISTER = ["The register office is open 9 am to 5 pm on weekdays and 9:30 am to 12:30 pm on Saturdays."]


def test_a_time_of_another_item_of_the_list_is_another_items():
    q = "图书馆周六几点闭馆？"
    assert _one("下午5点。", LIBRARY, q).score >= 0.9
    assert _one("晚上9点。", LIBRARY, q).score <= 0.5


def test_a_time_with_a_colon_is_not_cut_as_a_clause():
    assert _one("9:30 am.", REGISTER, "When does the register office open on Saturdays?").score >= 0.9


def test_an_item_stating_its_own_value_is_no_consequence_of_the_bracket_before_it():
    meals = ["老年助餐补贴：60至79周岁老年人每餐补贴3元，80周岁以上每餐补贴5元，低保、特困老年人每餐补贴8元。"]
    q = "80岁老人助餐每餐补多少？"
    assert _one("5元。", meals, q).score >= 0.9 and _one("8元。", meals, q).score <= 0.25


def test_a_denied_need_with_the_questions_verb_is_a_no():
    q = "领失业金期间，医保费自己要交一部分吗？"
    assert yes_no("不用交。", q) == "no" and yes_no("无需提供。", "要提供收入证明吗？") == "no"
    contexts = ["领取失业保险金期间的基本医疗保险费由失业保险基金全额代缴，个人不缴费。"]
    # the clause about the question says nothing of its main clause (自己要交一部分): no clash for the "no"
    assert [m.code for m in _one("根据资料，不用交。", contexts, q).reason_messages] == ["judge.yes_no"]


def test_a_value_beside_one_the_answer_repeats_still_rivals():
    contexts = ["2027年春运自1月14日起至2月22日止，共40天。春运期间铁路互联网售票预售期为15天，1月1日起可购买1月15日的车票。"]
    (wrong,), _ = judge_sentences("2027年春运自1月1日起至2月22日止。", contexts)
    assert [sp.text for sp in wrong.unsupported_spans] == ["1月1日"]
    (right,), _ = judge_sentences("2027年春运自1月14日起至2月22日止。", contexts)
    assert right.unsupported_spans == []


# --- a review's findings on these checks (2026-11-27): each a false flag or a miss, fixed as a mechanism ---
SMALL_FIRMS = ["小型微利企业年应纳税所得额不超过100万元的部分，减按25%计入应纳税所得额；超过100万元但不超过300万元的部分，减按"
               "50%计入应纳税所得额。"]


def test_an_upper_bound_word_ending_in_a_lower_bound_word_is_an_upper_bound():
    from earag.metrics.dimensions.faithfulness.detectors.brackets import item_brackets
    (low,) = item_brackets("满5年不满10年的")
    assert (low.low, low.high, low.low_in, low.high_in) == (5 * 365, 10 * 365, True, False)
    (upto,) = item_brackets("不超过100万元的部分")
    assert upto.high == 1_000_000 and upto.high_in and upto.low < 0


def test_a_number_the_question_bounds_itself_is_no_askers_case():
    q = "我们公司年应纳税所得额200万元，超过100万元的部分减按多少计入？"
    assert _one("超过100万元的部分减按50%计入应纳税所得额。", SMALL_FIRMS, q).unsupported_spans == []
    assert _one("减按25%计入应纳税所得额。", SMALL_FIRMS, q).score <= 0.25


def test_months_are_no_bracket_of_years():
    q = "我交了7年失业保险，失业金最多能领几个月？"
    assert _one("最长18个月。", BENEFIT, q).score >= 0.9
    assert _one("您累计缴费7年，最长可以领取12个月。", BENEFIT, q).score <= 0.25


def test_english_ranges_with_to_and_between():
    from earag.nlp.facts import extract_facts, fact_ranges
    for text in ("aged 17 to 65", "between 3% and 10% of salary", "2 to 5 years"):
        assert len(fact_ranges(text, extract_facts(text))) == 1, text
    fares = ["Adults aged 17 to 65 pay £35.80. People aged 66 or over pay £23.85."]
    assert _one("A 70-year-old pays £35.80.", fares, "How much does a 70-year-old pay?").score <= 0.25


def test_late_hours_and_british_times_are_times_of_day():
    from earag.nlp.facts import extract_facts
    assert [(f.text, f.value) for f in extract_facts("周六21点闭馆")] == [("21点", 21 * 60)]
    assert [f.value for f in extract_facts("between 9am and 5.30pm")] == [9 * 60, 17 * 60 + 30]


def test_a_longer_answer_naming_both_items_of_a_colon_list_is_not_flagged():
    births = ["生育补贴标准：生育第一个孩子补贴2000元，生育第二个孩子补贴3000元，生育第三个孩子补贴5000元。"]
    verdict = _one("根据资料，生育第二个孩子补贴3000元，一孩是2000元。", births, "生二孩补贴多少？")
    assert verdict.unsupported_spans == []


def test_a_no_agreeing_with_the_clause_about_the_asked_value_is_no_clash():
    periods = ["失业人员失业前用人单位和本人累计缴费满1年不满5年的，领取失业保险金的期限最长为12个月；累计缴费满5年不满10年的，"
               "最长为18个月；累计缴费10年以上的，最长为24个月。"]
    verdict = _one("不行。", periods, "我交了3年，能领18个月失业金吗？")
    assert "judge.yes_no_clash" not in [m.code for m in verdict.reason_messages]


def test_the_askers_own_bracket_lifts_a_longer_answers_value_rival():
    q = "奶奶今年92岁，每月能领多少高龄津贴？"
    verdict = _one("根据资料，92岁属于90至99周岁这一档，每人每月可领300元。", ALLOWANCE, q)
    assert "judge.value_rival" not in [m.code for m in verdict.reason_messages] and verdict.score >= 0.6


def test_an_opening_naming_the_source_is_no_addition_in_a_longer_sentence():
    contexts = ["The annual pass admits the pass holder and up to three adults in the same vehicle."]
    (verdict,), _ = judge_sentences("According to the documents, the pass admits the pass holder and up to three adults.",
                                    contexts)
    assert verdict.unsupported_spans == [] and verdict.score >= 0.9
    (verdict,), _ = judge_sentences("根据上述资料，年卡可供持卡人及同车三名成人使用。", ["年卡可供持卡人及同车三名成人使用。"])
    assert verdict.unsupported_spans == []


# --- the option a "A还是B" question of direction picks (detectors/either.py) ---
LOANS = ["自2025年起，图书馆调整借阅规则：普通图书借期由30天延长至45天；新书借期由30天缩短至14天，且不可续借。"]
FEES = ["公办幼儿园保育教育费自秋季学期起调整：一级园由每生每月800元提高到950元；住宿费由每生每月200元降低到150元。"]


@pytest.mark.parametrize("answer,question,contexts,right", [
    ("变长了。", "新书的借期是变长还是变短了？", LOANS, False), ("变短了。", "新书的借期是变长还是变短了？", LOANS, True),
    ("普通图书的借期变长了。", "普通图书借期是变长还是变短了？", LOANS, True),
    ("涨了，每个月调整为150元。", "幼儿园住宿费是涨了还是降了？", FEES, False),
    ("降了，每个月从200元降到150元。", "幼儿园住宿费是涨了还是降了？", FEES, True),
])
def test_the_option_of_the_other_direction_is_flagged(answer, question, contexts, right):
    verdict = _one(answer, contexts, question)
    flagged = [sp.text for sp in verdict.unsupported_spans if sp.reason_messages[0].code == "span.either"]
    assert flagged == ([] if right else [answer[:2] if answer[1] != "了" else answer[:1]])


@pytest.mark.parametrize("answer,question", [
    ("北京。", "总部在北京还是上海？"),                 # options of no direction
    ("有涨有降。", "幼儿园的收费是涨了还是降了？"),          # neither option said as such
    ("保育教育费涨了，住宿费降了。", "幼儿园收费是涨了还是降了？"),   # both named
])
def test_questions_and_answers_of_no_one_direction_are_left_alone(answer, question):
    verdict = _one(answer, FEES, question)
    assert not [sp for sp in verdict.unsupported_spans if sp.reason_messages[0].code == "span.either"]


# --- an English "yes" the contexts' sentence about the question negates (answers.english_denies) ---
SCHOLARSHIP = ["The Merit Scholarship is open to full-time undergraduates. Part-time students are not eligible for the "
               "Merit Scholarship but may apply for the Access Bursary."]


def test_an_english_yes_the_contexts_negate_clashes():
    q = "Can part-time students apply for the Merit Scholarship?"
    yes = _one("According to the documents, yes.", SCHOLARSHIP, q)
    assert [m.code for m in yes.reason_messages] == ["judge.yes_no_clash"] and yes.score <= 0.1
    assert _one("No.", SCHOLARSHIP, q).score > yes.score


def test_an_english_yes_is_left_alone_where_no_negation_is_about_the_question():
    q = "Are Sania Mirza and Michael Llodra both professional tennis players?"
    players = ["Sania Mirza is an Indian professional tennis player who was formerly ranked No. 1 in the doubles "
               "rankings. Michael Llodra is a French former professional tennis player."]
    assert "judge.yes_no_clash" not in [m.code for m in _one("yes", players, q).reason_messages]
    # a negation only in the exception ("unless …") is no denial of the question
    parks = ["Blue Badge holders park free in council car parks unless the operator does not allow it."]
    assert "judge.yes_no_clash" not in [m.code for m in _one("Yes.", parks,
                                                           "Do Blue Badge holders park free in council car parks?")
                                        .reason_messages]


def test_a_short_date_of_another_event_in_the_same_sentence_is_a_rival():
    quota = ["新能源小客车指标申请每年分两期受理：上半年申请截止日期为3月8日，5月26日公布配置结果；下半年申请截止日期为10月8日，"
             "12月26日公布配置结果。"]
    q = "下半年的新能源指标配置结果哪天公布？"
    assert _one("12月26日。", quota, q).score >= 0.9
    wrong = _one("10月8日。", quota, q)
    assert wrong.score <= 0.5 and [m.code for m in wrong.reason_messages] == ["judge.short_rival"]
    # the event said with the answer's date: no rival
    assert _one("10月8日。", quota, "下半年的申请截止日期是哪天？").score >= 0.9


def test_an_english_who_answered_with_a_name_the_question_is_not_about():
    contexts = ["Rod fishing licences are issued by the Environment Agency. You also need permission to fish from whoever "
                "owns the fishing rights, usually the landowner or an angling club."]
    q = "Who issues rod fishing licences?"
    assert _one("The Environment Agency.", contexts, q).score >= 0.9
    wrong = _one("The landowner.", contexts, q)
    assert wrong.score <= 0.5 and [m.code for m in wrong.reason_messages] == ["judge.short_rival"]
    # not a "who" question: a multi-hop bridge named one sentence away is left alone
    assert _one("The landowner.", contexts, "Whose permission do you also need to fish?").score >= 0.9


STUDENTS = ["在校大学生在学校所在地参加城乡居民医保的，寒暑假、休学期间以及因病回原籍治疗期间在异地发生的住院医疗费用，按规定可以"
            "报销，不需办理异地就医备案。"]


def test_a_verb_after_an_adverbial_of_rule_has_the_clause_before_for_its_subject():
    (wrong,), _ = judge_sentences("在校大学生寒暑假期间在异地发生的住院医疗费用不能报销。", STUDENTS)
    assert [sp.kind for sp in wrong.unsupported_spans] == ["negation"]
    (right,), _ = judge_sentences("在校大学生寒暑假期间在异地发生的住院医疗费用可以报销。", STUDENTS)
    assert right.unsupported_spans == []


def test_a_place_said_relative_to_the_asker_is_no_invented_place():
    (verdict,), _ = judge_sentences("在校大学生寒暑假在外地住院的医疗费用可以按规定报销。", STUDENTS)
    assert not [sp for sp in verdict.unsupported_spans if sp.kind == "entity"]


def test_a_formula_sending_the_reader_to_the_local_office_is_not_counted():
    verdicts, _ = judge_sentences("在校大学生寒暑假在外地住院的医疗费用可以按规定报销。如有疑问，请咨询当地社保经办机构。",
                                  STUDENTS, question="大学生暑假回老家看病，医疗费能报销吗？")
    from earag.metrics.dimensions.faithfulness.claims import claims_nothing
    assert claims_nothing(verdicts[1].sentence, verdicts[1].unsupported_spans)


LABELS = ["食品标签、说明书不得含有虚假内容，不得涉及疾病预防、治疗功能。保健食品可以声称经注册或者备案的保健功能。"]


def test_a_duty_beside_another_prohibition_keeps_its_polarity():
    # 预防、治疗 are what is 涉及 (a 、 list), not the predicate; 不得含有… before it is a parallel duty, no condition
    (wrong,), _ = judge_sentences("食品标签可以涉及疾病预防、治疗功能。", LABELS)
    assert [(sp.text, sp.kind) for sp in wrong.unsupported_spans] == [("涉及", "negation")]
    (right,), _ = judge_sentences("食品标签不得涉及疾病预防、治疗功能。", LABELS)
    assert right.unsupported_spans == []
    # a condition before it still is one (按期申报的 against 未按期申报的)
    (other,), _ = judge_sentences("按期申报的可以享受优惠。", ["未按期申报的，不得享受优惠。"])
    assert other.unsupported_spans == []


# --- a second review's findings (2026-11-27): a "not" of another clause, the question's own "by X", an event said
# another way, another item by its ordinal, a condition without 的 ---
@pytest.mark.parametrize("context,question", [
    ("The museum is open on Saturdays from 10am to 4pm but not on Sundays.", "Is the museum open on Saturdays?"),
    ("The premium plan covers accidental damage, which the standard warranty does not.",
     "Does the premium plan cover accidental damage?"),
    ("Pets can travel in the cabin as long as the carrier does not weigh more than 8 kg.", "Can pets travel in the cabin?"),
    ("Students cannot be refused a deferral if they provide a medical certificate.",
     "Can students get a deferral with a medical certificate?"),
    ("The allowance covers not only rent but also council tax.", "Does the allowance cover council tax?"),
])
def test_an_english_not_of_another_clause_or_a_double_negative_is_no_denial(context, question):
    assert "judge.yes_no_clash" not in [m.code for m in _one("Yes.", [context], question).reason_messages]


def test_the_questions_own_by_is_no_rival_agent():
    contexts = ["Jaws is a 1975 thriller directed by Steven Spielberg. The music for the film was composed by John "
                "Williams, who won an Academy Award for it."]
    assert _one("John Williams.", contexts,
                "Who composed the music for the film directed by Steven Spielberg in 1975?").score >= 0.8


def test_an_event_said_another_way_or_another_item_by_its_ordinal_is_no_rival():
    exams = ["笔试于6月10日举行，6月28日发布成绩，复核结果于7月5日公布。"]
    assert _one("6月28日。", exams, "笔试成绩哪天公布？").score >= 0.9
    vouchers = ["第一批消费券于5月1日开始发放，第二批于5月20日开抢。"]
    assert _one("5月20日。", vouchers, "第二批消费券哪天开始发放？").score >= 0.9


def test_a_condition_clause_without_de_is_still_a_condition():
    (verdict,), _ = judge_sentences("取得许可证后可以从事经营活动。", ["凡未取得许可证，一律不得从事经营活动。"])
    assert not [sp for sp in verdict.unsupported_spans if sp.text == "活动"]
    (wrong,), _ = judge_sentences("未按期申报的企业也可以享受减免。", ["如果未按期申报，不得享受减免。"])
    assert [sp.kind for sp in wrong.unsupported_spans] == ["negation"]


def test_a_claim_ending_with_a_formula_is_judged_on_the_claim():
    from earag.metrics.dimensions.faithfulness.claims import without_formula_tail
    assert without_formula_tail("在校大学生住院费用可以按规定报销，如有疑问请咨询当地医保经办机构。") == "在校大学生住院费用可以按规定报销"
    assert without_formula_tail("如有疑问，请咨询当地社保经办机构。") == "如有疑问，请咨询当地社保经办机构。"   # a formula alone
    assert without_formula_tail("可以报销，详情请咨询12333。") == "可以报销，详情请咨询12333。"        # a number is checkable
    (verdict,), _ = judge_sentences("在校大学生寒暑假期间在异地发生的住院医疗费用可以报销，如有疑问请咨询当地医保经办机构。", STUDENTS)
    assert verdict.unsupported_spans == [] and verdict.score >= 0.9


def test_an_opening_naming_retrieved_material_is_taken_off_too():
    assert without_preamble("根据检索到的资料，不能。") == "不能。"
    assert without_preamble("根据查到的文件：每月300元。") == "每月300元。"
