"""Values said the way people say them (issue 19, a review of dates, periods and values in paraphrased policy
answers): 三万五 is 35000 and, without its unit, the 3.5万元 of the contexts; a quarter (个季度) is three months; 三倍
is 300%; a value shared by every clause of a list (第一审) tells no clause from another; a clause going on about the
subject before it (…货车，还能另外拿…) is read with it. Each correct answer is judged next to a wrong twin."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences
from earag.nlp.facts import cn_to_number, extract_facts, same_value


def _score(answer, contexts, question=None):
    verdicts, _ = judge_sentences(answer, contexts, question=question)
    return min(v.score for v in verdicts)


def test_a_digit_after_a_unit_counts_in_the_next_lower_unit():
    assert cn_to_number("三万五") == 35000 and cn_to_number("一千二") == 1200 and cn_to_number("一百五") == 150
    assert cn_to_number("三万零五") == 30005 and cn_to_number("一万二千") == 12000


def test_a_quarter_is_three_months_and_times_meet_percent():
    quarter, = extract_facts("1个季度")
    month3, = extract_facts("3个月")
    assert quarter.family == "duration" and same_value(quarter, month3)
    assert not same_value(quarter, extract_facts("1个月")[0])
    triple, = extract_facts("三倍")
    assert same_value(triple, extract_facts("300%")[0]) and not same_value(triple, extract_facts("200%")[0])


BOATS = ["对提前淘汰老旧渔船的，按船长给予2万元至6万元不等的补助；对淘汰后新建节能渔船的，再给予4.5万元至12万元补助。"
         "船东应当在拆解完成之日起30日内提出申请。"]


def test_an_amount_without_its_unit_and_the_clause_it_belongs_to():
    right = _score("淘汰后再新建节能渔船的，还能另外拿四万五到十二万的补助。", BOATS)
    wrong = _score("淘汰后再新建节能渔船的，还能另外拿两万到六万的补助。", BOATS)
    assert right >= 0.7 and wrong < 0.5


WAGES = ["单位确因工作需要不能安排职工休年休假的，对职工应休未休的年休假天数，按照该职工日工资收入的300%支付年休假工资报酬。"]


def test_three_times_a_wage_is_its_300_percent():
    assert _score("单位没安排休的年假，每天要按日工资的三倍付报酬。", WAGES) >= 0.7
    assert _score("单位没安排休的年假，每天要按日工资的两倍付报酬。", WAGES) < 0.5


APPEALS = ["当事人不服地方人民法院第一审判决的，有权在判决书送达之日起15日内向上一级人民法院提起上诉。不服地方人民法院"
           "第一审裁定的，有权在裁定书送达之日起10日内向上一级人民法院提起上诉。在境内没有住所的当事人，不服第一审判决、裁定的，"
           "有权在判决书、裁定书送达之日起30日内提起上诉。"]


def test_a_value_every_clause_shares_does_not_hide_the_rival_clause():
    copy = "在境内没有住所的当事人，不服第一审判决、裁定的，有权在判决书、裁定书送达之日起{}日内提起上诉。"
    assert _score(copy.format(30), APPEALS) >= 0.7
    assert _score(copy.format(15), APPEALS) < 0.5


def test_colloquial_money_days_of_the_month_and_midnight():
    assert [(f.family, f.value) for f in extract_facts("一块五。")] == [("money", 1.5)]
    dates = [f.value for f in extract_facts("报名时间是3月12号到15号。") if f.family == "date"]
    assert dates == [(None, 3, 12), (None, 3, 15)]
    assert [f.family for f in extract_facts("22号楼")] == ["bare"]   # a house number is no day
    night, = extract_facts("夜里12点")
    assert same_value(night, extract_facts("24:00")[0]) and same_value(night, extract_facts("24时")[0])
    assert not same_value(night, extract_facts("中午12点")[0])


PENSION = ["基本养老金调整采取定额调整和挂钩调整相结合的办法。定额调整部分，每人每月增加25元；挂钩调整部分，缴费年限每满1年"
           "每月增加1.5元。"]
FAIR = ["本届农产品展销会报名时间为3月12日至3月15日，展销时间为4月2日至4月6日。"]


def test_short_answers_said_as_people_say_them():
    q = "缴费年限每满一年，养老金每月加多少？"
    assert _score("一块五。", PENSION, q) >= 0.7 > _score("二十五块。", PENSION, q)
    q2 = "展销会报名在哪几天？"
    assert _score("3月12号到15号。", FAIR, q2) >= 0.7 and _score("4月2号到6号。", FAIR, q2) <= 0.5


LEAVE = ["女职工怀孕未满4个月流产的，享受15天产假；怀孕满4个月流产的，享受42天产假。"]


def test_a_value_restated_in_other_units_is_no_addition_and_about_is_no_negation():
    q = "怀孕五个月流产了，能休几天产假？"
    right, _ = judge_sentences("已经满4个月了，可以休42天，差不多六个星期。", LEAVE, question=q)
    wrong, _ = judge_sentences("已经满4个月了，可以休42天，差不多三个星期。", LEAVE, question=q)
    assert [sp.text for v in right for sp in v.unsupported_spans] == []
    assert [sp.text for v in wrong for sp in v.unsupported_spans] and wrong[0].score < right[0].score


def test_frequencies_are_their_periods():
    def freq(text):
        return [(f.family, f.value) for f in extract_facts(text) if f.family == "frequency"]
    assert freq("每两年检验一次") == [("frequency", 730.0)] == freq("两年上线检一次")
    assert freq("每季度报送一次") == [("frequency", 90.0)] and freq("一年两次") == [("frequency", 182.5)]
    assert freq("每月补贴500元") == []   # a rate is no frequency
    every_half_year, = extract_facts("每六个月核查一次")
    assert same_value(every_half_year, extract_facts("每半年核查一次")[0])
    assert not same_value(every_half_year, extract_facts("每年核查一次")[0])


CHECKS = ["县级民政部门对低保家庭实行分类管理：对家庭成员中有重病、重残等收入基本无变化的家庭，每年核查一次；对收入来源"
          "不固定、家庭成员有劳动能力的家庭，每半年核查一次。"]


def test_a_frequency_belongs_to_the_group_its_clause_names():
    right = _score("收入来源不稳定、家里有人能干活的低保家庭，每六个月核查一次。", CHECKS)
    wrong = _score("收入来源不稳定、家里有人能干活的低保家庭，每年核查一次。", CHECKS)
    assert right >= 0.7 > 0.5 > wrong


SCRAP = ["补贴申请时间为2025年3月1日至2025年11月30日，车辆报废时间须在2025年1月10日之后。"]


def test_before_and_after_swapped_at_a_sentences_end_beside_a_date():
    head = "补贴申请时间为2025年3月1日至2025年11月30日，车辆报废时间须在2025年1月10日"
    assert _score(head + "之后。", SCRAP) >= 0.7 > _score(head + "之前。", SCRAP)


ROADS = ["省级财政对农村公路日常养护给予补助，补助标准为县道每公里每年2万元、乡道每公里每年8000元、村道每公里每年4000元。"]


def test_a_value_a_list_of_items_is_said_to_share_must_be_each_items():
    assert _score("县道每公里一年2万，乡道8000，村道4000。", ROADS) >= 0.7
    verdicts, _ = judge_sentences("补助标准为县道、乡道、村道每公里每年均为2万元。", ROADS)
    assert verdicts[0].score < 0.5
    assert [sp.text for sp in verdicts[0].unsupported_spans] == ["2万元"]
    assert "乡道8000元" in verdicts[0].reason
    # items that do share the value pass
    same = ["乡道、村道的养护补助标准均为每公里每年4000元。"]
    assert _score("乡道、村道每公里每年都是4000元。", same) >= 0.7


def test_english_days_of_a_month_without_a_year_are_dates():
    def dates(text):
        return [f.value for f in extract_facts(text) if f.family == "date"]
    assert dates("File by 31 January.") == [(None, 1, 31)] == dates("File by January 31.")
    assert dates("Pay by the end of January.") == [(None, 1, 31)]
    assert dates("You may 15 times") == []   # "may" in lower case is the verb
    ctx = ["Online returns must reach HMRC by 31 January; paper returns by 31 October."]
    assert _score("Send a paper return by 31 October.", ctx) >= 0.7
    assert _score("Send a paper return by 30 October.", ctx) < 0.5
