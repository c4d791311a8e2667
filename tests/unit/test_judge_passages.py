"""Retrieved passages about different subjects (issue 19: values bound to their subject): the same rule for two
cities, and an answer giving the asked city the other city's value — found in the contexts, but another passage's;
and an English short name that another clause of its sentence, not the answer's, says the question of."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.detectors.passages import other_passage_spans, passage_rival
from earag.metrics.dimensions.faithfulness.index import context_sentences
from earag.metrics.dimensions.faithfulness.judge import _prepare, judge_sentences

HANGZHOU = ("杭州市住房公积金管理中心关于异地转移接续的通知：职工在杭州市缴存住房公积金后调往外地工作的，可以申请办理异地转移接续。"
            "转入地公积金中心应当自受理申请之日起5个工作日内完成转移，转移后缴存时间连续计算。")
NINGBO = "宁波市住房公积金管理中心：职工申请异地转移接续的，转入地公积金中心应当自受理申请之日起10个工作日内完成转移，原缴存余额一并转入。"
ASK_ZH = "在杭州市申请公积金异地转移接续，转入地多久内完成转移？"
LEEDS = ("Blue Badge applications in Leeds: the council aims to decide within 12 weeks of receiving a complete "
         "application. A badge costs £10 and lasts up to 3 years.")
BRADFORD = "Blue Badge applications in Bradford: decisions are usually made within 8 weeks. The badge fee is £10."
ASK_EN = "How long does Leeds take to decide a Blue Badge application?"


def _rival(answer, question, contexts):
    cs = context_sentences(contexts)
    return passage_rival(answer, question, [c.text for c in cs], [c.doc for c in cs])


def _verdict(answer, contexts, question):
    verdicts, _ = judge_sentences(answer, contexts, question=question)
    return min(v.score for v in verdicts), " ".join(v.reason for v in verdicts)


def test_a_short_answer_with_the_other_citys_value():
    cs = context_sentences([NINGBO, HANGZHOU])
    texts, docs = [c.text for c in cs], [c.doc for c in cs]
    found = passage_rival("10个工作日。", ASK_ZH, texts, docs)
    assert found is not None and "5个工作日" in found[1] and found[2] == "杭州市"
    assert passage_rival("5个工作日。", ASK_ZH, texts, docs) is None
    wrong, why = _verdict("10个工作日。", [NINGBO, HANGZHOU], ASK_ZH)
    right, _ = _verdict("5个工作日。", [NINGBO, HANGZHOU], ASK_ZH)
    assert wrong <= 0.5 < right and "另一对象的段落" in why
    # one passage: nothing to tell apart (the value is the passage's, whatever the question names)
    assert passage_rival("10个工作日。", ASK_ZH, *zip(*[(c.text, c.doc) for c in context_sentences([NINGBO])])) is None


def test_an_answer_sentence_with_the_other_citys_value():
    ctx = _prepare((NINGBO, HANGZHOU))
    spans = other_passage_spans("杭州转入地公积金中心应当在受理后10个工作日内完成转移。", ctx, ASK_ZH, [])
    assert [(sp.text, sp.kind) for sp in spans] == [("10个工作日", "number")]
    assert other_passage_spans("杭州转入地公积金中心应当在受理后5个工作日内完成转移。", ctx, ASK_ZH, []) == []
    # an answer that names the other city for its value says what its passage says
    assert other_passage_spans("杭州是5个工作日，宁波是10个工作日。", ctx, ASK_ZH, []) == []
    wrong, _ = _verdict("杭州转入地公积金中心应当在受理后10个工作日内完成转移。", [NINGBO, HANGZHOU], ASK_ZH)
    right, _ = _verdict("杭州转入地公积金中心应当在受理后5个工作日内完成转移。", [NINGBO, HANGZHOU], ASK_ZH)
    assert wrong < 0.5 < right


def test_english_passages_of_two_councils():
    ctx = _prepare((BRADFORD, LEEDS))
    spans = other_passage_spans("Leeds decides within 8 weeks of a complete application.", ctx, ASK_EN, [])
    assert [sp.text for sp in spans] == ["8 weeks"] and "Leeds" in spans[0].reason_messages[0].text("en")
    assert other_passage_spans("Leeds decides within 12 weeks of a complete application.", ctx, ASK_EN, []) == []
    # a passage framed better only by a verb the other words differently ("take" / "claim") is no other subject's
    later = ("From 1 July 2026 the scheme will rise to 26 weeks, and each parent will be able to take "
             "up to 4 weeks at the same time as the other.")
    now = "Each parent can claim up to 10 days at the same time as the other parent."
    leave = _prepare((later, now))
    assert other_passage_spans("Each of you can take up to 10 days at the same time as the other.", leave,
                               "How long can we both be on leave at the same time?", []) == []
    # the fee both councils give is no other subject's
    assert other_passage_spans("A Blue Badge in Leeds costs £10.", ctx, ASK_EN, []) == []


def test_an_english_short_name_of_another_clause():
    from earag.metrics.dimensions.faithfulness.answers import name_rival
    factory = ["The firm's headquarters are in Rotterdam, and its largest factory is in Lyon."]
    assert name_rival("Rotterdam", "Where is the largest factory?", factory) is not None
    assert name_rival("Lyon", "Where is the largest factory?", factory) is None
    board = ["The Veterans' Advisory Board is chaired by Colonel (retd) Helen Marsh; its secretary is Daniel Okafor."]
    assert name_rival("Daniel Okafor.", "Who chairs the Veterans' Advisory Board?", board) is not None
    assert name_rival("Helen Marsh.", "Who chairs the Veterans' Advisory Board?", board) is None
    # names listed together, a place with its state, and a verb the contexts do not use decide nothing
    cast = ["D.C. Cab is a 1983 comedy film starring Max Gail, Adam Baldwin, Mr. T and Gary Busey."]
    assert name_rival("Adam Baldwin", "Which actor starred in the film D.C. Cab?", cast) is None
    # a long question chains several subjects (multi-hop): its answer's clause need not say its words
    long_ask = "Which city hosts the largest factory of the firm whose founder was born in the Netherlands?"
    assert name_rival("Rotterdam", long_ask, factory) is None
    race = ["Ella Grant won the mayoral race with 52% of the vote, defeating Sam Ortiz, who took 44%."]
    assert name_rival("Sam Ortiz.", "Who lost the mayoral race?", race) is None
    verdicts, _ = judge_sentences("Rotterdam", factory, question="Where is the largest factory?")
    assert verdicts[0].score <= 0.5 < judge_sentences("Lyon", factory, question="Where is the largest factory?")[0][0].score


def test_a_value_counted_per_another_period():
    from earag.metrics.dimensions.faithfulness.detectors.rates import rate_spans
    meals = ["A child gets free school meals if the household's net earnings are under £7,400 a year, assessed over "
             "up to three monthly assessment periods."]
    spans = rate_spans("Under £7,400 a month after tax.", meals, [])
    assert [(sp.text, sp.kind) for sp in spans] == [("month", "quantity")]
    assert rate_spans("Under £7,400 a year after tax.", meals, []) == []
    pell = ["The maximum Federal Pell Grant for the award year is $7,395, and Pell eligibility is limited to the "
            "equivalent of 12 full-time semesters."]
    assert [sp.text for sp in rate_spans("$7,395 per semester.", pell, [])] == ["semester"]
    assert rate_spans("$7,395 for the year.", pell, []) == []
    # a clause that names no period says nothing against the answer's
    assert rate_spans("$7,395 a year.", ["The grant is $7,395."], []) == []
    assert judge_sentences("$7,395 per semester.", pell, question="What's the maximum Pell Grant?")[0][0].score < 0.5


def test_an_english_value_of_another_year_than_asked():
    from earag.metrics.dimensions.faithfulness.answers import distinct_rival
    ei = ["Employment Insurance sickness benefits are paid at 55% of your average insurable weekly earnings.",
          "In 2025 the maximum is $695 a week, up from $668 in 2024."]
    ask = "What's the most EI sickness benefits pay per week in 2025?"
    assert distinct_rival("$668 a week.", ask, ei) is not None
    assert distinct_rival("$695 a week.", ask, ei) is None


def test_a_chinese_value_given_per_another_period():
    from earag.metrics.dimensions.faithfulness.detectors.rates import zh_rate_spans
    allowance = ["80周岁以上老年人每人每月发放高龄津贴200元，90周岁以上每人每月300元。"]
    ctx = _prepare(tuple(allowance))
    assert [(sp.text, sp.kind) for sp in zh_rate_spans("80岁以上的老人每年能领200元高龄津贴。", ctx, [])] == [("年", "quantity")]
    assert zh_rate_spans("80岁以上的老人每个月能领200元高龄津贴。", ctx, []) == []
    assert zh_rate_spans("每户每月200元。", ctx, [])[0].text == "户"   # per household where the contexts say per person
    # 人次 is per person and per time at once; a clause without a period says nothing against the answer's
    fees = _prepare(("面试报名费为每人次200元。", "笔试报名费为70元。"))
    assert zh_rate_spans("面试是按人次收费的，每次200元。", fees, []) == []
    assert zh_rate_spans("笔试每科每年70元。", fees, []) == []
    assert judge_sentences("每人每年200元。", allowance, question="高龄津贴每月发多少？")[0][0].score < 0.5
    # 一次性 is a period of time too: once (每月500元 passed with 1.0 against 一次性补贴…每户500元)
    once = _prepare(("对符合条件的小微企业，按每户500元标准给予一次性补贴。",))
    assert zh_rate_spans("每月500元。", once, [])[0].text == "月"
    assert zh_rate_spans("一次性补贴每户500元。", once, []) == []
    assert zh_rate_spans("一次性发放200元。", ctx, [])[0].text == "一次性"


def test_a_passage_names_its_subject_once_and_its_later_sentences_keep_it():
    """The better passage's value sits in a sentence that no longer says the city (its first sentence did); the
    other city's sentence repeats every word of the question but the city."""
    suzhou = ("苏州市高龄津贴发放办法：本市户籍80周岁以上老年人可以申领高龄津贴。"
              "高龄津贴标准为每人每月150元，由街道按季度发放。")
    wuxi = "无锡市户籍80周岁以上老年人的高龄津贴标准为每人每月100元，按月发放到本人社保卡。"
    ask = "苏州80岁以上老人的高龄津贴每月多少钱？"
    found = _rival("100元。", ask, [wuxi, suzhou])
    assert found is not None and "150元" in found[1] and found[2] == "苏州"
    assert _rival("150元。", ask, [wuxi, suzhou]) is None
    wrong, why = _verdict("100元。", [wuxi, suzhou], ask)
    right, _ = _verdict("一百五十元。", [wuxi, suzhou], ask)
    assert wrong <= 0.5 < right and "另一对象的段落" in why


def test_a_city_the_tagger_calls_a_common_noun_is_a_subject_by_its_passages_ending():
    """jieba tags 合肥 a common noun in the question; the passage writes it 合肥市, a place."""
    hefei = ("合肥市公共租赁住房保障办法：符合条件的城镇低收入住房困难家庭可以申请租赁补贴。"
             "低收入家庭租赁补贴标准为每户每月600元，按季度发放。")
    wuhu = "芜湖市城镇低收入住房困难家庭租赁补贴标准为每户每月400元，按月发放。"
    ask = "合肥低收入家庭的租赁补贴每月多少？"
    found = _rival("400元。", ask, [wuhu, hefei])
    assert found is not None and "600元" in found[1] and found[2] == "合肥"
    assert _rival("600元。", ask, [wuhu, hefei]) is None
