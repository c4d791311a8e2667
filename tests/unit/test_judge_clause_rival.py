"""A short answer whose value the contexts give in a clause the question's words fit less well than another
value's clause (answers.clause_rival): 幼儿园 asked, the value of 居民卧室 answered. Both values used to pass with
1.0, tied, whenever the binding margin did not decide. Sentences written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.answers import clause_rival
from earag.metrics.dimensions.faithfulness.judge import _all_content_words
from earag.nlp.text import split_sentences
from tests.support.judging import one_verdict

HEATING = ("供热期间，供热企业应当保证住宅卧室、客厅温度不低于18℃，厨房、浴室不低于16℃；"
           "托儿所、幼儿园、养老院等场所温度不低于20℃。")
SHARE = "本省职业年金单位缴费比例下限为4%，上限为8%。"


def words(text: str) -> list[str]:
    return [w for w, _, _ in _all_content_words(text)]


def codes(verdict) -> set[str]:
    return {m.code for m in verdict.reason_messages}


def assert_rival(context: str, question: str, right: str, wrong: str):
    """The right short answer passes in full; the wrong one is another clause's (judge.short_rival) and fails.
    Returns the right answer's verdict."""
    passed = one_verdict(right, [context], question)
    assert passed.score == 1.0
    verdict = one_verdict(wrong, [context], question)
    assert verdict.score <= 0.5 and "judge.short_rival" in codes(verdict)
    return passed


def test_the_value_of_the_clause_the_question_names_wins_over_a_sibling_clause():
    question = "幼儿园的温度最低不能低于多少度？"
    right = one_verdict("20℃。", [HEATING], question)
    wrong = one_verdict("18℃。", [HEATING], question)
    assert right.score == 1.0 and "judge.short_rival" not in codes(right)
    assert wrong.score <= 0.5 and "judge.short_rival" in codes(wrong)
    rival = next(m for m in wrong.reason_messages if m.code == "judge.short_rival")
    assert "20℃" in rival.params["clause"]


def test_a_clause_inherits_the_subject_its_sentence_opened_with():
    # 上限为8% holds only 上限, but is still said of 职业年金单位缴费比例
    question = "职业年金单位缴费比例上限是多少？"
    assert_rival(SHARE, question, "8%", "4%")


def test_a_later_clause_of_the_same_subject_is_no_rival():
    # 延误至16:20起飞 inherits 航班 and 起飞 from the clause before: both clauses fit 实际几点起飞 alike
    context = "航班MU5101原定9:30起飞，因流量控制延误至11:20起飞，最终于14:05抵达。"
    verdict = one_verdict("11:20", [context], "航班实际几点起飞？")
    assert "judge.short_rival" not in codes(verdict) and verdict.score > 0.8


def test_a_word_the_answers_own_passage_names_elsewhere_does_not_single_out_another_passage():
    # 社区 and 家庭医生 are in the first sentence of the 杭州 passage: 苏州市社区家庭医生…'s clause holds them, but they
    # do not set it apart from the passage that gives 150元
    hangzhou = split_sentences("杭州市居民可与社区卫生服务中心的家庭医生团队签约，签约周期为1年。基础签约服务费为每人每年150元。")
    suzhou = split_sentences("苏州市社区家庭医生签约服务费为每人每年100元。")
    question = "社区家庭医生的签约服务费一年多少？"
    sentences, docs = [*hangzhou, *suzhou], [0] * len(hangzhou) + [1] * len(suzhou)
    assert clause_rival("150元", question, sentences, words, docs) is None
    # a passage that never names them: the other passage's clause is the better fit
    bare = split_sentences("基础签约服务费为每人每年150元。")
    assert clause_rival("150元", question, [*bare, *suzhou], words, [0, 1]) == (1, "苏州市社区家庭医生签约服务费为每人每年100元。")
    # without passages, only the answer's own sentence is searched
    assert clause_rival("150元", question, [*bare, *suzhou], words) is None


def test_a_value_of_another_sentence_loses_to_the_sentence_the_question_singles_out():
    # 残疾证 is only in the second sentence: its 50周岁 is the answer, not the 60周岁 both sentences' words fit
    context = ("本市城镇户籍的失能老人家庭照护人，年满60周岁后，每人每月可领取护理补贴100元，直至照护关系终止。"
               "照护人本人持有残疾证的，年满50周岁后每人每月可领取护理补贴300元。")
    question = "照护人有残疾证的，几岁能领护理补贴？"
    assert_rival(context, question, "50周岁。", "60周岁。")


def test_a_value_nearer_the_sentences_subject_is_no_rival_to_the_clause_naming_more_of_the_question():
    # 省级财政承担70% stands next to 补助资金, but 县级财政承担30% names 县 as well: 三成 is the answer (三成 = 30%)
    context = "本项目补助资金由省级财政承担70%，县级财政承担30%。"
    right = assert_rival(context, "补助资金县财政出几成？", "三成。", "七成。")
    assert codes(right) == {"judge.short_answer"}


def test_a_body_named_in_a_clause_the_question_fits_less_well_is_a_rival():
    # 市档案馆 organised it; 省图书馆 lent the exhibits: the question asks who lent them
    context = "本次“运河记忆”展览由市档案馆主办，区文化馆协办，省图书馆提供全部展品，讲解由市档案馆志愿者承担。"
    right = assert_rival(context, "这次展览的展品是谁提供的？", "省图书馆。", "市档案馆。")
    assert "judge.short_rival" not in codes(right)


def test_a_body_of_another_sentence_that_names_more_of_the_question_is_a_rival():
    context = "全省最大降水出现在黄山站，为86.5毫米；最大风速出现在泰山站，为18.2米/秒。"
    question = "最大风速出现在哪个站？"
    assert_rival(context, question, "泰山站", "黄山站")


def test_after_the_askers_story_the_asking_clause_picks_the_body():
    # the story (我…在社区的集市里摆个摊) names what the other body's clause holds; the ask is 营业执照找谁办
    context = ("周末集市管理：社区居委会会同街道城管科划定周末集市区域，并负责摊位排号；从事熟食经营的摊主，"
               "应当持身份证向所在地市场监管所申请办理《熟食摊位营业执照》，不收取费用。")
    question = "我想在社区划定的周末集市里摆个卖卤味的摊位，熟食摊位营业执照找谁办？"
    assert_rival(context, question, "所在地市场监管所。", "社区居委会。")


def test_a_condition_before_the_ask_still_names_what_the_value_is_said_of():
    # 孩子残疾的 is no story: without it the clause of 孩子 in general would fit as well
    context = "子女父母年满60周岁后每人每月可领取扶助金100元。子女三级以上残疾的家庭，父母年满49周岁后每人每月可领取扶助金600元。"
    question = "子女残疾的，父母几岁能领扶助金？"
    assert one_verdict("49周岁。", [context], question).score == 1.0
    assert "judge.short_rival" in codes(one_verdict("60周岁。", [context], question))


def test_a_person_is_the_subject_of_the_clauses_after_theirs_that_open_with_a_verb():
    context = ("某农业合作社于2025年5月成立。社员张国庆出资50万元，担任理事长兼法定代表人；社员赵丽出资30万元，担任监事；"
               "会计由外聘的孙海峰担任。")
    assert_rival(context, "这个合作社的法定代表人是谁？", "张国庆。", "孙海峰。")
    assert_rival(context, "这个合作社的监事是谁？", "赵丽。", "孙海峰。")


def test_a_word_the_question_negates_by_a_prefix_is_the_negated_word():
    # 不记名 asked: the clause of 记名 holds 预付卡 but not 不记名; a weaker clause of the same value (单位购卡…5000元以上)
    # decides nothing
    context = ("单张记名会员卡余额上限为5000元，不记名会员卡余额上限为1000元。记名会员卡不设有效期；不记名会员卡有效期不少于3年。"
               "单位一次性购卡达5000元以上的，应当通过银行转账购买。")
    assert_rival(context, "不记名会员卡最多能存多少钱？", "1000元。", "5000元。")


def test_a_clause_opening_with_a_pronoun_speaks_of_the_person_named_before():
    # 她在导演陈凯执导的…中饰演阿秀 is about 林晓雯, not a rival clause of the director's
    context = "林晓雯（1980年5月2日—），内地演员。2001年，她在导演陈凯执导的电影《南方小镇》中饰演阿秀一角而成名。"
    assert "judge.short_rival" not in codes(one_verdict("林晓雯。", [context], "电影《南方小镇》中饰演阿秀的女演员是谁？"))


def test_the_items_of_a_list_cut_at_semicolons_go_on_about_its_heading():
    # …燃气价格：第一档…每立方米2.80元；…第三档，每立方米4.20元 — 第三档's item holds 气价 through the heading only;
    # 非居民用气价格's clause holds 气价 too, and not 第三
    context = ["本市居民管道天然气实行阶梯气价：年用气量300立方米以内的部分为第一档，气价每立方米2.80元；"
               "301至500立方米的部分为第二档，每立方米3.36元；超过500立方米的部分为第三档，每立方米4.20元。",
               "非居民用气价格为每立方米3.90元。"]
    question = "第三档气价多少钱一方？"
    assert one_verdict("4.20元。", context, question).score == 1.0
    assert "judge.short_rival" in codes(one_verdict("3.90元。", context, question))


def test_a_clause_naming_the_asked_noun_and_more_wins_over_one_holding_only_the_questions_verb():
    # 招收 is only in the 86名 clause, so neither clause holds every question word the other does; the 1350名 clause
    # holds two more (今年, 义务兵), and the 86名 clause no noun of the question (招收 is a verb)
    context = "本市今年计划征集义务兵1350名，其中大学毕业生比例不低于40%；另计划招收直招士官86名。"
    assert_rival(context, "今年计划招收多少名义务兵？", "1350名。", "86名。")
    # the other way round, the asked noun (士官) in the answer's clause: the verb, the year and the place decide nothing
    context = "本市今年计划征集新兵1200名，另计划招收直招士官90名。"
    assert one_verdict("90名。", [context], "今年计划征集多少名士官？").score == 1.0
    context = "本市今年征集新兵1200名。另招收直招士官90名。"
    assert one_verdict("90名。", [context], "本市今年征集多少名士官？").score == 1.0
