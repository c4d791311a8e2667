"""A date in Chinese numerals (十月十五号) and fen / jiao (1分钱, 五角钱) judged as the values they are (earag.nlp.facts):
before, 十月十五号 was "10 months" against 5天 and 1分钱 a count the contexts lack, and both faithful answers scored
below 0.3. Sentences written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

HEAT = "用户申请停暖的，须于每年10月15日前向供热单位提出书面申请；累计停热超过5天的，供热单位应予以赔偿。"
POWER = "对完成生态流量改造并通过验收的电站，上网电价每千瓦时提高0.01元。"


def judged(answer: str, context: str) -> tuple[float, list[str]]:
    verdicts, _ = judge_sentences(answer, [context])
    return min(v.score for v in verdicts), [sp.text for v in verdicts for sp in v.unsupported_spans]


def test_a_date_in_chinese_numerals_matches_the_same_date_in_digits():
    score, spans = judged("要在每年十月十五号以前向供热单位提出书面申请。", HEAT)
    assert spans == [] and score > 0.8
    score, spans = judged("要在每年十一月十五号以前向供热单位提出书面申请。", HEAT)
    assert spans and score < 0.5


def test_fen_is_a_hundredth_of_a_yuan():
    score, spans = judged("验收通过后，上网电价每千瓦时多给1分钱。", POWER)
    assert spans == [] and score > 0.8
    score, spans = judged("验收通过后，上网电价每千瓦时多给5分钱。", POWER)
    assert spans and score < 0.5


QUOTA = ("主管税务机关每年12月核定次年定额，核定结果公示不少于7日。停业期限不得超过1年。定额户实际经营额超过定额20%以上的，"
         "应当在次月15日前向税务机关申报调整定额。")


def test_which_year_and_the_day_of_next_month():
    # 下一年 is which year, not "1 year" against 次月15日 (a day of the month, not 15 days)
    score, spans = judged("税务机关每年12月核定下一年的定额。", QUOTA)
    assert spans == [] and score > 0.8
    score, spans = judged("实际经营额超过定额20%以上的，要在下个月15号前申报调整定额。", QUOTA)
    assert spans == [] and score > 0.8
    score, spans = judged("实际经营额超过定额20%以上的，要在下个月20号前申报调整定额。", QUOTA)
    assert spans and score < 0.5


def test_a_value_the_question_states_is_its_premise_not_a_rival():
    # the clause with 3月10日 binds the question's words more closely, but the question states that date itself
    context = ["品种审定委员会每年3月10日召开初审会议，初审通过的品种公示30日，公示期满无异议的，于5月20日前公告。"]
    question = "我们的品种3月10日初审通过了，最晚什么时候能公告？"
    assert judge_sentences("5月20日前公告。", context, question=question)[0][0].score > 0.9
    assert judge_sentences("6月20日前公告。", context, question=question)[0][0].score < 0.5
    # the same in English: "between 106 and how many pounds?" is answered by 115, not rivalled by 106
    context = ["The strawweight division refers to competitors weighing between 106 and 115 lb."]
    question = "Strawweight is for competitors weighing between 106 and how many pounds?"
    assert judge_sentences("115", context, question=question)[0][0].score > 0.9


FUND = ("职工租住商品住房的，可每3个月提取一次住房公积金，每次提取金额不超过3个月的实际房租，每年提取总额不超过18000元。"
        "偿还住房贷款本息的，每年可提取一次，提取额不超过上一年度实际还款额。")


def test_one_in_words_is_wording_for_the_clause_check():
    # 一年加起来 says 每年; before, the clause check read it as "1 year" given to 每次提取…不超过3个月的实际房租
    score, spans = judged("一次最多提三个月房租，一年加起来不超过一万八。", FUND)
    assert spans == [] and score > 0.8
