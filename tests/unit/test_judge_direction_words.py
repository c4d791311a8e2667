"""Direction and negation said in the answer's own words (issue 19, a review of direction and negation pairs in the
style of the own pairs and the fourteenth blind probe set's dev half): a bound word after any number and the noun it
measures (1万吨标准煤以上), direction words the lexicon lacked (扣减, 早于/晚于, 免于征收), 收 as a levy, a context
clause that is only the topic of a negated predicate, a measure word after a demonstrative that is no surname (这段
时间), and English above/below, waive/charge and cut. Each correct answer is judged next to a wrong twin."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences
from earag.metrics.dimensions.faithfulness.words import _name_spans


def _score(answer, contexts, question=None):
    verdicts, _ = judge_sentences(answer, contexts, question=question)
    return min(v.score for v in verdicts)


ENERGY = ["重点用能单位是指年综合能源消费量超过5000吨标准煤的用能单位，应当每年报送能源利用状况报告；未按规定报送的，"
          "由节能主管部门责令限期改正，逾期不改正的，补助资金按比例扣减。"]


def test_a_bound_word_after_a_number_and_its_measured_noun_is_a_bound():
    right = _score("年用能5000吨标准煤以上的单位，每年都要报送能源利用状况报告。", ENERGY)
    wrong = _score("年用能5000吨标准煤以下的单位，每年都要报送能源利用状况报告。", ENERGY)
    assert right >= 0.7 > wrong


def test_a_deduction_is_a_decrease():
    right = _score("逾期还不改正的，补助资金会按比例减少。", ENERGY)
    wrong = _score("逾期还不改正的，补助资金会按比例增加。", ENERGY)
    assert right >= 0.7 > wrong


RACE = ["参赛车辆应当在比赛开始前进入赛场，进场时间不得晚于比赛开始时间；比赛结束后，车辆离场时间不得早于比赛结束时间。"]


def test_earlier_and_later_are_opposite_times():
    q = "比赛结束后，车辆什么时候能离场？"
    head = "参赛车辆应当在比赛开始前进入赛场，进场时间不得晚于比赛开始时间；比赛结束后，车辆离场时间"
    assert _score(head + "不得早于比赛结束时间。", RACE, q) >= 0.7 > _score(head + "不得晚于比赛结束时间。", RACE, q)


FEES = ["对符合条件的小型微型企业，免于征收频率占用费。其他单位按核定的标准收取频率占用费。"]


def test_an_exemption_said_with_mianyu_and_a_bare_shou_as_the_levy():
    assert _score("符合条件的小微企业同样免于征收频率占用费。", FEES) >= 0.7
    assert _score("符合条件的小微企业同样征收频率占用费。", FEES) < 0.7
    assert _score("符合条件的小微企业的频率占用费要收。", FEES) < 0.7


ZONE = ["跨境电商零售进口商品单次交易限值为5000元。保税物流中心内的网购保税进口商品，不得在中心内线下自提，已购商品不得再次销售。"]


def test_a_clause_that_is_only_the_topic_of_a_negated_predicate_is_no_flip():
    assert _score("不行，物流中心里的网购保税商品不能在中心内现场提货。", ZONE) >= 0.7
    assert _score("保税物流中心内的网购保税进口商品，可以在中心内线下自提。", ZONE) < 0.7


def test_a_measure_word_after_a_demonstrative_is_no_surname():
    assert _name_spans("整改这段时间要停止并网发电。") == ()
    assert not [n for n, *_ in _name_spans("这张表格由申请人填写。") if n.startswith("张")]
    assert [n for n, *_ in _name_spans("张伟负责审核。")] == ["张伟"]


def test_english_above_below_waive_charge_and_cut():
    ctx = ["Households with income at or below 60% of the area median pay no application fee; the fee is waived for "
           "veterans. The grant was cut from $2,000 to $1,500 in 2024."]
    assert _score("If your income is at or below 60% of the area median, you pay no application fee.", ctx) >= 0.7
    assert _score("If your income is at or above 60% of the area median, you pay no application fee.", ctx) < 0.7
    assert _score("For veterans the fee is waived.", ctx) >= 0.7 > _score("For veterans the fee is charged.", ctx)
    assert _score("The grant was cut from $2,000 to $1,500 in 2024.", ctx) \
        > _score("The grant was increased from $2,000 to $1,500 in 2024.", ctx)


RND = ["企业委托境内高校开展的技术开发，按照实际发生额的80%计入研发费用，可以按规定在税前加计扣除。委托境外个人进行的"
       "技术开发活动，不得加计扣除。"]


def test_the_predicate_the_contexts_give_the_topic_the_answer_named():
    # 委托境外个人…的技术开发 is the topic; its predicate is 不得加计扣除, not the 可以…加计扣除 of another topic
    right = _score("委托境外个人做的技术开发，费用不能加计扣除。", RND)
    wrong = _score("委托境外个人做的技术开发，费用可以加计扣除。", RND)
    assert right >= 0.7 > wrong


RADIO = ["对应急救援部门使用的无线电频率，免征频率占用费。业余无线电台使用的频率，同样免征频率占用费。"]


def test_a_levy_denied_is_the_exemption_said_another_way():
    assert _score("业余无线电台用的频率不收占用费。", RADIO) >= 0.7
    assert _score("业余无线电台用的频率要收占用费。", RADIO) < 0.7


REFUND = ["出口企业在退税申报期截止之日后申报的，不予办理出口退税，但可以按规定适用增值税免税政策。"]


def test_hui_affirms_what_the_contexts_deny_and_is_no_word_inside_others():
    assert _score("过了申报截止日才申报的，就不会给办出口退税了。", REFUND) >= 0.7
    assert _score("过了申报截止日才申报的，还是会给办出口退税。", REFUND) < 0.7
    # the 能 of 智能 affirms nothing
    meters = ["分时电价仅适用于已安装智能电表的居民用户，未安装的用户仍执行原电价。"]
    assert _score("不是，只有装了智能电表的居民用户才执行，没装的仍按原电价。", meters) >= 0.7


RETROFIT = ["适老化改造由老年人家庭自愿申请，街道审核后组织实施，老年人家庭无需自行垫付资金。"]


def test_a_verb_the_contexts_negate_for_the_same_subject_reworded():
    # 老人家 ~ 老年人家庭, 自己 ~ 自行: the subject reworded; 需要…垫付 where the contexts say 无需…垫付
    assert _score("要，老人家里需要自己先垫付资金，由街道审核后组织改造。", RETROFIT) < 0.5
    # the other group a bound names is not compared (20户以上 against 20户以下…暂不纳入本期支持范围)
    towns = ["20户以上的自然村纳入4G网络覆盖范围，20户以下的自然村暂不纳入本期支持范围。"]
    assert _score("这一期只支持20户以上的自然村覆盖4G，不到20户的自然村暂时没有纳入。", towns) >= 0.7


def test_a_predicate_joined_by_bing_to_a_negated_one_is_not_negated():
    review = ["复议机关收到申请后，应当在五日内进行审查，对不符合规定的，决定不予受理并书面告知申请人。"]
    assert _score("不符合规定的申请，复议机关不会受理，并会书面告诉申请人。", review) >= 0.7
    assert _score("不符合规定的申请，复议机关照样受理。", review) < 0.7


def test_hui_affirms_nothing_against_a_negation_inside_a_group_named():
    from earag.metrics.dimensions.faithfulness.detectors.negation import _affirming
    group = "对于未预留份额专门面向中小企业采购的项目"
    assert _affirming("一部分采购项目会预留给中小企业", group) is None
    assert _affirming("还是会给办出口退税", "不予办理出口退税") == (2, 3)


# the value ties a change to its clause, however closely another clause's change matches the answer's words
REGISTRATIONS = ("2026年全县新登记个体工商户4.2万户，比上年下降6.3%；注销个体工商户1.1万户，比上年上升2.8%，"
                 "其中简易注销的占68%。")


def test_a_change_word_before_its_value_meets_the_change_the_contexts_give_that_value():
    verdicts, _ = judge_sentences("注销个体工商户数量比上年减少2.8%。", [REGISTRATIONS])
    assert [(sp.kind, sp.text) for v in verdicts for sp in v.unsupported_spans] == [("direction", "减少")]
    verdicts, _ = judge_sentences("和前一年比，注销个体工商户多了2.8%。", [REGISTRATIONS])
    assert [sp for v in verdicts for sp in v.unsupported_spans] == []
