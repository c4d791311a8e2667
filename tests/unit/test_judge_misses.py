"""Wrong answers as RAG systems write them that the judge used to let pass (issue 19, a review of misses on cases
nobody here had judged before): an English "no" where a context sentence plainly says what is asked, a "yes" where
the predicate of a topic clause refuses to grant what is asked (对于…的单位，一律不予受理其申请), English units of
measure read as bare numbers (5 kg = 5 tonnes), and a range whose lower end carries no unit ("6 to 10 metres")."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.faithfulness.answers import english_affirms
from earag.metrics.dimensions.faithfulness.judge import POLAR_CLASH, judge_sentences
from earag.nlp.facts import extract_facts


def _verdict(answer, contexts, question):
    verdicts, _ = judge_sentences(answer, contexts, question=question)
    return verdicts[0]


SCHEME = ["The scheme covers employees and self-employed workers who have paid contributions for at least two years. "
          "Agency workers are not covered."]


@pytest.mark.parametrize("question, contexts, affirms", [
    ("Does the scheme cover self-employed workers?", SCHEME, True),
    # sentences run together without a space are read one by one
    ("Is Manhattan College a private college?",
     ["University of Patras is a public university.Manhattan College is a private college in New York."], True),
    # a sentence lacking one of the question's words ("full") says nothing a "no" denies
    ("Do students pay the full price?", ["Students pay the concession price of £4."], False),
    # a sentence that says less than the question: a condition, a limit, a hedge
    ("Does the scheme cover self-employed workers?",
     ["The scheme covers self-employed workers only if they registered before 2020."], False),
    ("Does the scheme cover self-employed workers?", ["The scheme may cover self-employed workers."], False),
    # a question about several things at once: one sentence says it of one of them
    ("Are Dalton Trumbo and Herman Wouk both screenwriters?",
     ["Dalton Trumbo was an American screenwriter and Herman Wouk was a screenwriter's friend and author."], False),
    # the sentence denies it
    ("Does the scheme cover agency workers?", ["The scheme does not cover agency workers."], False),
])
def test_an_english_sentence_affirms_a_question_only_when_it_says_all_of_it_plainly(question, contexts, affirms):
    assert english_affirms(question, contexts) is affirms


def test_an_english_no_clashes_with_a_sentence_that_says_what_is_asked():
    question = "Does the scheme cover self-employed workers?"
    for wrong in ("No.", "No, it doesn't."):
        verdict = _verdict(wrong, SCHEME, question)
        assert verdict.score == POLAR_CLASH and [m.code for m in verdict.reason_messages] == ["judge.yes_no_clash"]
    assert _verdict("Yes, it does.", SCHEME, question).score == 1.0
    # the contexts deny it: the "no" agrees, the "yes" clashes (as before)
    other = "Are agency workers covered by the scheme?"
    assert _verdict("No, they aren't.", SCHEME, other).score == 1.0
    assert _verdict("Yes, they are.", SCHEME, other).score == POLAR_CLASH


BLACKLIST = ["对于已列入失信名单的单位，一律不予受理其补贴申请。其他符合条件的单位可以申请。"]
HOUSING = ["未满16周岁的，不予办理登记。年满16周岁的居民，可以申请办理居住证。"]


@pytest.mark.parametrize("question, contexts, wrong, right", [
    # a topic clause (对于…的单位) read with its predicate; refusing to accept the application denies applying
    ("已列入失信名单的单位能否申请补贴？", BLACKLIST, "可以。", "不可以。"),
    ("已列入失信名单的单位能否申请补贴？", BLACKLIST, "原则上，可以。", "不能。"),
])
def test_a_yes_meets_the_refusal_in_the_predicate_of_a_topic_clause(question, contexts, wrong, right):
    bad = _verdict(wrong, contexts, question)
    assert bad.score == POLAR_CLASH and [m.code for m in bad.reason_messages] == ["judge.yes_no_clash"]
    good = _verdict(right, contexts, question)
    assert good.score == 1.0 and [m.code for m in good.reason_messages] == ["judge.yes_no_agrees"]


def test_a_grant_refused_of_something_else_leaves_the_question_standing():
    """不予受理 of another thing (逾期提交的材料) does not deny that the units may apply."""
    contexts = ["符合条件的单位可以申请补贴，逾期提交的材料不予受理。"]
    assert _verdict("可以。", contexts, "符合条件的单位可以申请补贴吗？").score > 0.5


@pytest.mark.parametrize("text, family, value", [
    ("The limit is 5 kg per bag.", "mass", 5.0), ("up to 5 tonnes", "mass", 5000.0),
    ("within 10 km of the site", "length", 10000.0), ("a 3-metre fence", "length", 3.0),
    ("15 square metres", "area", 15.0), ("2 litres", "volume", 2.0), ("ten kilometres", "length", 10000.0),
    ("a limit of 20 mph", "speed", 32.18),
])
def test_english_units_of_measure_are_values_of_their_family(text, family, value):
    [fact] = extract_facts(text)
    assert fact.family == family and fact.value == pytest.approx(value)


def test_a_swapped_english_measure_is_no_longer_the_same_number():
    contexts = ["Each passenger may bring one bag of up to 7.5 kg as hand luggage. Checked bags may weigh up to 23 kg."]
    question = "How heavy can my hand luggage be?"
    assert _verdict("Up to 7.5 kg.", contexts, question).score > 0.9
    wrong = _verdict("Up to 7.5 tonnes.", contexts, question)
    assert wrong.score < 0.5


def test_a_range_with_a_bare_lower_end_takes_the_unit_of_its_upper_end():
    contexts = ["Annual licence fees for powered boats on the river: under 6 metres £420; 6 to 10 metres £690; over 10 "
                "metres £950. Unpowered craft such as canoes and rowing boats pay £55 a year."]
    question = "How much is an annual river licence for an 8-metre motor cruiser?"
    assert _verdict("£690 a year.", contexts, question).score > 0.9
    assert _verdict("£950 a year.", contexts, question).score < 0.5


FEES = ["2025年度会计专业技术资格考试报名费标准：初级资格每科56元，中级资格每科68元，高级资格每科88元。初级资格考试科目为2科，"
        "中级资格考试科目为3科。"]
CAMP = ["露营地收费标准：自带帐篷营位每晚80元（原为60元）；租赁帐篷营位每晚220元，含帐篷、防潮垫。周五、周六晚及法定节假日前一晚，"
        "以上价格上浮20%。"]


def _low(answer, contexts, question):
    """The sentences with a value the judge finds unsupported or contradicted."""
    verdicts, _ = judge_sentences(answer, contexts, question=question)
    return [v.sentence for v in verdicts if any(sp.kind in ("number", "quantity") for sp in v.unsupported_spans)]


@pytest.mark.parametrize("contexts, question, right, wrong", [
    # a total of a price the contexts give the same subject times a count of the answer's own clause
    (FEES, "全部科目都报的话各要多少钱？", "初级2科共112元，中级3科共204元。",
     "初级2科共112元，中级3科共264元。"),   # 264 = 3 × 高级's 88元: another subject's price
    # a price raised by a percentage the contexts give, and the difference of two values the answer computed
    (CAMP, "周六晚上自带帐篷露营一晚要多少钱？比租帐篷便宜多少？",
     "自带帐篷周六晚上浮20%，要96元；租帐篷的营位周六要264元。算下来自带帐篷便宜168元。",
     "自带帐篷周六晚上浮20%，要72元；租帐篷的营位周六要264元。算下来自带帐篷便宜168元。"),   # 72 = the old 60元 × 1.2
])
def test_a_value_computed_from_the_values_of_its_subject_is_derived_not_invented(contexts, question, right, wrong):
    assert _low(right, contexts, question) == []
    assert _low(wrong, contexts, question) != []


def test_a_difference_is_checked_against_the_answers_own_values():
    """168 = 264 − 96: with 72 said for the first price, the same 168 is no longer the difference of the answer's."""
    wrong = "自带帐篷周六晚上浮20%，要72元；租帐篷的营位周六要264元。算下来自带帐篷便宜168元。"
    low = _low(wrong, CAMP, "周六晚上自带帐篷露营一晚要多少钱？比租帐篷便宜多少？")
    assert "算下来自带帐篷便宜168元。" in low


def _value_spans(answer, contexts, question=None):
    verdicts, _ = judge_sentences(answer, contexts, question=question)
    return [sp.text for v in verdicts for sp in v.unsupported_spans if sp.kind in ("number", "quantity", "date")]


TRAINING = ["本年度培训学时须于2025年12月31日前完成；学时登记系统于2026年1月15日关闭，逾期未登记的不予认定。",
            "参加本年度职称评审的，评审材料报送截止时间为2025年9月30日。"]


def test_a_date_the_contexts_give_another_event_is_flagged_where_a_clause_about_the_answers_event_dates_it():
    assert _value_spans("系统登记最晚到2026年1月15日。", TRAINING) == []
    assert _value_spans("系统登记最晚到2025年9月30日。", TRAINING) == ["2025年9月30日"]


@pytest.mark.parametrize("contexts, answer", [
    # an item that elides what the item before it said (退休人员为4000元 after 在职职工最高支付限额为3000元)
    (["在一个自然年度内，在职职工门诊最高支付限额为3000元，退休人员为4000元。"], "退休人员门诊最高支付限额为4000元。"),
    # a list after a heading: every item has the heading's words
    (["生育医疗费用实行定额支付：顺产3000元，剖宫产4500元。"], "剖宫产按定额支付4500元。"),
    # a condition without a value before the clause that holds it, and a date clause between them
    (["企业发生的研发费用，未形成无形资产的，自2023年1月1日起，再按照实际发生额的100%在税前加计扣除；形成无形资产的，"
      "自2023年1月1日起，按照无形资产成本的200%在税前摊销。"], "未形成无形资产的可按实际发生额的100%在税前加计扣除。"),
    # a count of a whole said of all of it is the scope check's, not this one's
    (["今年共收到申报材料85份，通过形式审查72份，进入答辩环节30份。"], "今年收到的85份申报材料都进入了答辩环节。"),
])
def test_a_value_stated_in_its_own_items_clause_is_not_another_events(contexts, answer):
    assert _value_spans(answer, contexts) == []


def test_a_value_the_asker_gives_is_not_the_answers_claim():
    contexts = ["职工偿还首套或第二套自住住房贷款本息的，可以申请提取住房公积金。购买第三套及以上住房的，不予办理提取。"]
    # the "no" is judged by the question's own statement, whose 两套 and 第三套 are the asker's case
    verdicts, _ = judge_sentences("不能。", contexts, question="我有两套房，还能提取公积金还第三套房贷吗？")
    assert verdicts[0].score > 0.9


def test_a_yes_for_an_asker_every_bracket_of_the_grant_leaves_out_clashes():
    """申请对象为35周岁以下 and the asker is 58: the contexts grant it to others only; a "no" says what they say."""
    contexts = ["人才租房补贴的申请对象为年龄在35周岁以下、具有本科及以上学历的人员。"]
    question = "我今年58岁，可以申请人才租房补贴吗？"
    bad = _verdict("可以。", contexts, question)
    assert bad.score == POLAR_CLASH and [m.code for m in bad.reason_messages] == ["judge.yes_no_clash"]
    assert _verdict("不可以。", contexts, question).score == 1.0
    # an asker inside the bracket: nothing clashes
    assert _verdict("可以。", contexts, "我今年30岁，可以申请人才租房补贴吗？").score != POLAR_CLASH


@pytest.mark.parametrize("text, value", [
    ("Sixteen or older.", 16.0), ("twenty-four hours", 86400.0), ("Two hundred and eighty-five pounds", 285.0),
    ("three hundred", 300.0), ("twenty five days", 25.0),
])
def test_english_numbers_in_words_are_read_whole(text, value):
    [fact] = extract_facts(text)
    assert fact.value == pytest.approx(value)


def test_an_english_number_in_words_is_the_contexts_value():
    contexts = ["Volunteers must be aged 18 or older to lead a walking group. Helpers may join from the age of 14."]
    question = "How old must a volunteer be to lead a walking group?"
    assert _verdict("Eighteen or older.", contexts, question).score > 0.9
    # "one" or "a" alone is no number ("It is one of them.")
    assert extract_facts("It is one of the rules.") == []


def test_an_english_answer_opening_with_yes_meets_the_contexts_denial():
    contexts = ["Part-time students are not eligible for the Merit Scholarship. Full-time students with a GPA above 3.5 "
                "may apply."]
    question = "Can part-time students apply for the Merit Scholarship?"
    wrong = _verdict("Yes, they can apply in the spring term.", contexts, question)
    assert "judge.yes_no_clash" in [m.code for m in wrong.reason_messages]
    right = _verdict("No, they are not eligible.", contexts, question)
    assert right.score > 0.9 and "judge.yes_no_clash" not in [m.code for m in right.reason_messages]


# a review's cases against this stop's own checks: what they must not excuse or flag
@pytest.mark.parametrize("contexts, question, wrong", [
    # 120 = 350 − 230, the difference of another pair: a comparison word takes only the answer's own values
    (["营地收费：自带帐篷每晚80元，租赁帐篷每晚230元，房车营位每晚350元。"], "租帐篷比自带帐篷贵多少？",
     "租帐篷每晚230元，自带帐篷80元，租帐篷每晚贵120元。"),
    # the 门诊 rate applied to a 住院 bill: the rate is the one of the clause most about the value's
    (["职工医保门诊费用报销比例为50%，住院政策范围内费用报销比例为80%。"], "住院花了1万元能报多少？",
     "住院1万元按比例可以报销5000元。"),
    # the 初级 price times the 中级 count
    (["职业技能鉴定收费标准：初级工每人150元，中级工每人200元。"], "5人参加中级工鉴定要多少钱？",
     "初级工每人150元、中级工每人200元，您单位5人参加中级工鉴定共需750元。"),
])
def test_a_wrong_computed_value_is_not_excused(contexts, question, wrong):
    assert _low(wrong, contexts, question) != []


def test_a_list_of_two_items_keeps_each_items_value():
    contexts = ["职业技能鉴定收费标准：初级工每人150元，中级工每人200元，高级工每人260元。"]
    assert _value_spans("初级工每人150元、中级工每人200元。", contexts) == []


@pytest.mark.parametrize("question, contexts", [
    ("Is the museum free to enter?", ["The museum is free to enter for children under 12, while adults pay £15."]),
    ("Does the new law ban single-use plastic cups?",
     ["The consultation proposed that the new law ban single-use plastic cups."]),
    ("Is Pluto the ninth planet of the Solar System?",
     ["Pluto was long regarded as the ninth planet of the Solar System."]),
])
def test_an_english_sentence_that_reports_or_limits_does_not_make_a_no_clash(question, contexts):
    assert english_affirms(question, contexts) is False
    assert _verdict("No.", contexts, question).score != POLAR_CLASH
