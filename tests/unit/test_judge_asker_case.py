"""The asker's case picks the clause a short answer must come from (issue 19, the thirteenth blind probe set's dev
half): a condition naming a number without a bound word (连续2次逾期的) is said of that number only, so a question's
own number selects it the way a bracket's bounds do; and a short answer that is a word rather than a number (免费,
不收费) is judged against the bracket the asker falls in too. Each correct answer is judged next to the wrong one."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.detectors.brackets import case_outside_all
from earag.metrics.dimensions.faithfulness.judge import judge_sentences


def _score(answer, contexts, question):
    verdicts, _ = judge_sentences(answer, contexts, question=question)
    return min(v.score for v in verdicts)


LIBRARY = ["图书逾期处理：读者连续2次逾期归还的，暂停借阅权限14天；累计逾期5次的，暂停借阅权限90天；"
           "遗失图书的，按书价3倍赔偿。图书馆每月5日公布上月逾期读者名单。"]


def test_a_number_the_condition_names_picks_the_clause_of_a_short_answer():
    q = "我连着逾期还书2次，会被停借多久？"
    right, wrong = _score("两周。", LIBRARY, q), _score("90天。", LIBRARY, q)
    assert right >= 0.7 and wrong < 0.5 < right
    # the other asker: five times picks the other clause
    q5 = "累计逾期5次的读者会被停借多久？"
    assert _score("90天。", LIBRARY, q5) >= 0.7 > _score("14天。", LIBRARY, q5)


MUSEUM = ["市博物馆门票：6周岁以下儿童免费参观；6周岁至18周岁学生凭学生证购买半价票；成人票价每人40元。"
          "每周一闭馆，法定节假日除外。"]


def test_a_word_answer_of_another_bracket_is_the_wrong_brackets():
    q = "我家孩子12岁，进市博物馆要买票吗，怎么收？"
    assert _score("半价。", MUSEUM, q) >= 0.7
    assert _score("免费。", MUSEUM, q) < 0.5
    # the word of the asker's own bracket stays supported
    assert _score("免费。", MUSEUM, "我家孩子5岁，进市博物馆怎么收费？") >= 0.7


def test_a_condition_number_that_leaves_the_case_out_leaves_a_no_uncontested():
    ctx = ["网约车驾驶员累计被投诉3次的，平台应暂停其接单资格7日。"]
    assert case_outside_all("我被投诉了1次，会被暂停接单吗？", ctx)
    assert not case_outside_all("我被投诉了3次，会被暂停接单吗？", ctx)
    # a condition with a bound word stays a bracket, read as before
    assert not case_outside_all("我被投诉了4次，会被暂停接单吗？", ["累计被投诉3次以上的，暂停接单资格7日。"])


APPEAL = ["社区矫正评估：评估报告有效期为1年，有效期满前30日内可申请复核评估。对评估报告有异议的，可在收到报告之日起"
          "10日内申请重新审查，重新审查结论为最终结论。"]
APPEAL_Q = "对评估报告不服，多久之内可以申请重新审查？"


def _spans(answer, contexts, question):
    verdicts, _ = judge_sentences(answer, contexts, question=question)
    return [sp.text for v in verdicts for sp in v.unsupported_spans]


def test_restating_the_askers_condition_is_no_addition():
    # 不服的话 restates the question's condition (the contexts say 有异议); it claims nothing the contexts could lack
    assert _spans("不服的话，收到报告后10日内可以申请重新审查。", APPEAL, APPEAL_Q) == []
    assert _score("不服的话，收到报告后10日内可以申请重新审查。", APPEAL, APPEAL_Q) >= 0.7
    # the same words stated as a fact (a premise the answer accepts) are still an addition
    assert _spans("报告通常都让人不服，收到报告后10日内可以申请重新审查。", APPEAL, APPEAL_Q)


REVIEW = ["资格审核结论有效期为3年，有效期满前90日内可申请复审。对审核结论有异议的，可在收到结论之日起20日内申请重新审核，"
          "重新审核结论为最终结论。"]
REVIEW_Q = "对审核结论不服，多久之内可以申请重新审核？"


def test_an_abbreviated_word_binds_its_value_to_the_clause_it_abbreviates():
    # 重核 = 重新审核 (the 20日 clause), not the 复审 clause that states 90日
    assert _spans("不服的话，拿到结论后20天内可以申请重核。", REVIEW, REVIEW_Q) == []
    assert _spans("不服的话，拿到结论后90天内可以申请重核。", REVIEW, REVIEW_Q) == ["90天"]


HOLIDAY = ["职工累计工作已满1年不满10年的，年休假5天；已满10年不满20年的，年休假10天；已满20年的，年休假15天。"]


def test_the_askers_man_is_where_the_asker_stands_not_a_bracket():
    q = "我工作满12年了，一年有几天年假？"
    assert _score("工作满10年不到20年的职工，每年有十天年假。", HOLIDAY, q) >= 0.7
    assert _score("工作满10年不到20年的职工，每年有十五天年假。", HOLIDAY, q) < 0.5
    # 满…的部分 names a bracket: no case of the asker's
    assert _score("每年有十五天年假。", HOLIDAY, "工作满20年的职工有几天年假？") >= 0.7
