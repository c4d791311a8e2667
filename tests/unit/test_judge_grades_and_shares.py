"""Values bound to a grade (D级危房 beside C级危房), shares said in words (一半, 三分之二, 一回), and 不能小于 as the bound
不低于 says (issue 19: values bound to their subject, values as people say them). Sentences written for this test."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.faithfulness.words import _content_words
from earag.nlp.facts import extract_facts, same_value
from tests.support.judging import weakest_score as score

GRADES = ("住房经鉴定为危房的，可以申请改造补助。D级危房原则上拆除重建，每户补助3.5万元；C级危房维修加固，每户补助1.5万元。")
RENT = ("博士研究生可以申请三室户型，租金按市场租金的30%收取；硕士研究生可以申请两室户型，租金按市场租金的50%收取；"
        "本科毕业生可以申请一室户型，租金按市场租金的70%收取。")


def test_a_letter_grade_is_one_word():
    assert [w for w, _, _ in _content_words("D级危房每户补助")][:2] == ["d级", "危房"]
    assert [w for w, _, _ in _content_words("按PM2.5等级")] == ["pm2", "等级"]   # not a grade: a word of its own


@pytest.mark.parametrize("wrong", ["D级危房每户补助1.5万元。", "D级危房一般是拆了重建，每户补一万五千元。"])
def test_the_value_of_another_grade_is_caught(wrong):
    assert score(wrong, GRADES) < 0.5
    assert score(wrong.replace("1.5万元", "3.5万元").replace("一万五千元", "三万五千元"), GRADES) > 0.9


def test_a_grades_own_value_passes():
    assert score("C级危房维修加固的，每户补助1.5万元。", GRADES) > 0.9


@pytest.mark.parametrize("text, percent", [("一半", 50.0), ("半数以上", 50.0), ("三分之二", 66.6667), ("3分之1", 33.3333),
                                           ("百分之5.5", 5.5)])
def test_shares_in_words_are_percents(text, percent):
    facts = extract_facts(text)
    assert [(f.family, f.value) for f in facts] == [("percent", percent)]


def test_a_share_in_words_is_compared_with_the_percent_of_its_group():
    assert score("本科毕业生能租一室户，租金按市场价的七成收。", RENT) > 0.9
    assert score("本科毕业生能租一室户，租金按市场价的一半收。", RENT) < 0.5


def test_a_time_said_as_hui_is_a_count_of_times():
    one, three = extract_facts("只能领一回")[0], extract_facts("最多三次")[0]
    assert one.family == three.family == "count:次" and same_value(extract_facts("三回")[0], three)
    assert extract_facts("这是两回事") == [] and extract_facts("三回来") == []


def test_not_smaller_than_is_the_lower_bound_it_says():
    context = "重建住房建筑面积原则上不低于40平方米，1至3人户不超过60平方米。"
    assert score("原则上面积不能小于四十平方米。", context) > 0.9
    assert score("原则上面积不小于四十平方米。", context) > 0.9


def test_the_largest_value_is_an_upper_bound_only_before_a_number():
    from earag.metrics.dimensions.faithfulness.clauses import _directions
    context = "重建住房建筑面积原则上不低于40平方米，1至3人户不超过60平方米。"
    assert score("1到3口人的户，重建面积原则上最大六十平方米。", context) > 0.9
    assert score("1到3口人的户，重建面积原则上最大四十平方米。", context) < 0.65
    assert [w for _, _, w in _directions("最大限度地保护")] == []   # not before a number: no bound


def test_a_class_count_is_no_length_of_time():
    three = extract_facts("三个月")[0]
    assert not same_value(three, extract_facts("三类企业")[0]) and not same_value(three, extract_facts("三名")[0])
    assert same_value(extract_facts("三个会计年度")[0], extract_facts("三年")[0])   # a count of years still is
    context = "出口企业应当在次年4月30日前申报出口退税。三类、四类企业仍须报送纸质凭证。自愿放弃退税的，36个月内不得再次申请退税。"
    assert score("出口后三个月内都能申报。", context) < 0.5


def test_not_having_to_pay_in_other_words_is_no_flip():
    context = "分散供养特困人员自筹确有困难的，由县级住房城乡建设部门统建，本人不需出资。"
    assert score("自己筹钱确实有困难的，由县住建部门统一建，本人不用出钱。", context) > 0.9
