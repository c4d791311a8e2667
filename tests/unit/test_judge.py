"""The offline faithfulness judge: graded sentence support and unsupported spans located in the answer."""
import pytest

from earag.metrics.dimensions.faithfulness.judge import NO_CONTEXT_REASON, judge_sentences
from earag.nlp.facts import extract_facts
from earag.nlp.text import split_sentences
from earag.types import SPAN_KINDS

CONTEXT = ["对小型微利企业年应纳税所得额不超过100万元的部分，减按25%计入应纳税所得额，按20%的税率缴纳企业所得税。",
           "本公告执行期限为2023年1月1日至2024年12月31日。"]


def answer_score(answer, contexts, **kw):
    verdicts, _ = judge_sentences(answer, contexts, **kw)
    return sum(v.score for v in verdicts) / len(verdicts)


def spans_of(answer, contexts, **kw):
    verdicts, _ = judge_sentences(answer, contexts, **kw)
    return [s for v in verdicts for s in v.unsupported_spans]


def test_copied_sentence_is_supported_and_points_at_its_evidence():
    answer = "小型微利企业年应纳税所得额不超过100万元的部分，减按25%计入应纳税所得额。"
    verdicts, usage = judge_sentences(answer, CONTEXT)
    v = verdicts[0]
    assert v.supported == 1 and v.score > 0.9 and v.unsupported_spans == []
    assert v.evidence == CONTEXT[0]
    assert "第1段第1句" in v.reason
    assert (v.start, v.end) == (0, len(answer)) and answer[v.start:v.end] == v.sentence
    assert usage[0]["used"] is True and usage[1]["used"] is False


def test_invented_number_is_a_located_span_and_costs_score():
    faithful = "小型微利企业年应纳税所得额不超过100万元的部分，减按25%计入应纳税所得额。"
    invented = faithful.replace("100万元", "300万元")
    verdicts, _ = judge_sentences(invented, CONTEXT)
    v = verdicts[0]
    assert v.supported == 0
    assert "300万元" in v.reason
    [span] = v.unsupported_spans
    assert (span.text, span.kind) == ("300万元", "quantity")
    assert invented[span.start:span.end] == "300万元"
    assert span.reason == "上下文为100万元，答案为300万元"
    assert v.score < 0.5 * answer_score(faithful, CONTEXT)


@pytest.mark.parametrize("context,answer,text,kind,reason", [
    ("本次强震震级为8.5级，震源深度10公里。", "本次强震震级为5.8级，震源深度10公里。", "5.8级", "quantity",
     "上下文为8.5级，答案为5.8级"),
    ("女子100米栏决赛，陈静怡以12秒43夺冠。", "女子100米栏决赛，陈静怡以12秒34夺冠。", "12秒34", "quantity",
     "上下文为12秒43，答案为12秒34"),
    ("对个人所得税实行超额累进税率，最高税率为45%。", "对个人所得税实行超额累进税率，最高税率为54%。", "54%", "number",
     "上下文为45%，答案为54%"),
    ("增值税小规模纳税人适用15%的预征率。", "增值税小规模纳税人适用25%的预征率。", "25%", "number",
     "上下文为15%，答案为25%"),
    ("本办法自2024年1月1日起施行。", "本办法自2024年1月2日起施行。", "2024年1月2日", "date",
     "上下文为2024年1月1日，答案为2024年1月2日"),
    ("有限责任公司注册资本实行认缴制，不再要求提交验资报告。", "有限责任公司注册资本实行认缴制，要求提交验资报告。",
     "要求", "negation", "与上下文肯定/否定相反：上下文为“不再要求”，答案为“要求”"),
    ("有限责任公司注册资本实行认缴制，股东需要提交验资报告。", "有限责任公司注册资本实行认缴制，股东无需提交验资报告。",
     "无需", "negation", "与上下文肯定/否定相反：上下文为“需要提交”，答案为“无需提交”"),
    ("受原材料价格影响，今年一季度公司净利润同比下降12%。", "受原材料价格影响，今年一季度公司净利润同比上涨12%。",
     "上涨", "direction", "上下文为“下降”，答案为“上涨”"),
    ("城镇职工月缴费基数不超过上年度平均工资的300%。", "城镇职工月缴费基数超过上年度平均工资的300%。",
     "超过", "direction", "上下文为“不超过”，答案为“超过”"),
    ("该项目由华为公司承建。", "该项目由腾讯公司承建。", "腾讯公司", "entity", "上下文中没有“腾讯公司”"),
    ("小型微利企业可以享受所得税优惠，具体由主管税务机关办理。",
     "小型微利企业可以享受所得税优惠，具体由主管税务机关办理，该政策同样适用于境外企业。",
     "该政策同样适用于境外企业", "unsupported-addition", None),
])
def test_each_span_kind_is_caught_and_located_exactly(context, answer, text, kind, reason):
    verdicts, _ = judge_sentences(answer, [context])
    spans = [s for v in verdicts for s in v.unsupported_spans]
    assert [(s.text, s.kind) for s in spans] == [(text, kind)]
    span = spans[0]
    assert answer[span.start:span.end] == text and span.kind in SPAN_KINDS
    if reason is not None:
        assert span.reason == reason
    else:
        assert span.reason.startswith("上下文中找不到对应内容")
    assert verdicts[0].supported == 0
    # the graded score orders the faithful original above its perturbed twin, clearly
    assert answer_score(context, [context]) - answer_score(answer, [context]) > 0.2


def test_swapped_names_are_caught_even_when_the_rest_overlaps():
    ctx = ["该项目由华为公司承建，总经理李建国负责。"]
    answer = "该项目由腾讯公司承建，总经理王志强负责。"
    assert [(s.text, s.kind) for s in spans_of(answer, ctx)] == [("腾讯公司", "entity"), ("王志强", "entity")]
    assert answer_score(answer, ctx) < 0.2


def test_invented_agency_is_one_span_and_its_real_prefix_does_not_save_it():
    ctx = ["华侨投资企业向国家税务总局申报纳税，由汕头市商务局负责备案。"]
    answer = "华侨投资企业须先向国家税务总局华侨专项办公室申请侨资身份认定。"
    spans = [s for s in spans_of(answer, ctx) if s.kind == "entity"]
    assert [s.text for s in spans] == ["国家税务总局华侨专项办公室"]
    assert answer[spans[0].start:spans[0].end] == "国家税务总局华侨专项办公室"


def test_names_from_the_extractor_callback_are_checked_too():
    verdicts, _ = judge_sentences(
        "该政策由国家中小企业税收管理局负责。北京冬奥会很精彩。", CONTEXT,
        sentence_entities=lambda s: ["国家中小企业税收管理局"] if "管理局" in s else [],
    )
    assert [v.supported for v in verdicts] == [0, 0]
    assert "国家中小企业税收管理局" in verdicts[0].reason
    assert [(s.text, s.kind) for s in verdicts[0].unsupported_spans] == [("国家中小企业税收管理局", "entity")]
    # a sentence with no counterpart at all is one addition (its name included), with a low-overlap reason
    assert [(s.text, s.kind) for s in verdicts[1].unsupported_spans] == [("北京冬奥会很精彩", "unsupported-addition")]
    assert "重合度仅" in verdicts[1].reason and verdicts[1].score == 0.0


@pytest.mark.parametrize("context,answer", [
    ("每户补贴标准为3万元。", "每户补贴标准为30000元。"),
    ("税率为百分之五，期限为三年。", "税率为5%，期限为3年。"),
    ("本办法自2024年1月1日起施行，依据第十二条。", "本办法从2024-01-01开始施行，依据第12条。"),
    ("本办法自2024年1月1日起施行。", "本办法自2024年1月1号起施行。"),
    ("有效期为36个月。", "有效期为3年。"),
    ("补贴期限为3至5年。", "补贴期限为3-5年。"),
])
def test_equal_values_written_differently_are_supported(context, answer):
    verdicts, _ = judge_sentences(answer, [context])
    assert verdicts[0].unsupported_spans == [] and verdicts[0].supported == 1


@pytest.mark.parametrize("answer", [
    "年应纳税所得额在100万元以内的部分，只按25%计入应纳税所得额，再按20%的税率交企业所得税。",
    "小型微利企业所得不超过100万元的那部分，先按25%算应纳税所得额，然后适用20%税率缴纳企业所得税。",
    "这项公告从2023年1月1日起执行，到2024年12月31日截止。",
])
def test_reworded_faithful_sentences_stay_supported(answer):
    verdicts, _ = judge_sentences(answer, CONTEXT)
    assert [v.supported for v in verdicts] == [1] * len(verdicts)
    assert all(v.unsupported_spans == [] and v.score >= 0.8 for v in verdicts)


def test_a_range_of_two_true_values_the_contexts_never_join_is_caught():
    ctx = ["原对小微企业报价给予6%—10%的价格扣除，现提高至10%—20%。"]
    answer = "原对小微企业报价给予6%—20%的价格扣除，现提高至10%—20%。"
    assert [(s.text, s.kind) for s in spans_of(answer, ctx)] == [("20%", "number")]


def test_spans_in_later_sentences_have_offsets_into_the_whole_answer():
    first = "小型微利企业减按25%计入应纳税所得额。"
    answer = first + "本公告执行期限为2023年1月1日至2025年12月31日。"
    verdicts, _ = judge_sentences(answer, CONTEXT)
    assert [(v.start, v.end) for v in verdicts] == [(0, len(first)), (len(first), len(answer))]
    [span] = verdicts[1].unsupported_spans
    assert (span.text, span.kind) == ("2025年12月31日", "date")
    assert answer[span.start:span.end] == span.text and span.start > len(first)
    assert "上下文为2024年12月31日" in span.reason


def test_graded_scores_rarely_tie_and_stay_in_range():
    base = "小型微利企业年应纳税所得额不超过100万元的部分，减按25%计入应纳税所得额，按20%的税率缴纳企业所得税。"
    twins = [base, base.replace("100万元", "200万元"), base.replace("25%", "52%"), base.replace("不超过", "超过"),
             base.replace("。", "，并可额外领取每户补贴。")]
    scores = [answer_score(a, CONTEXT) for a in twins]
    assert all(0.0 <= s <= 1.0 for s in scores)
    assert scores[0] == max(scores) and len(set(scores)) == len(scores)


def test_no_context_gives_score_zero_and_no_spans():
    verdicts, usage = judge_sentences("小微企业享受优惠。需要提交材料。", [])
    assert usage == []
    assert [(v.supported, v.score, v.reason, v.unsupported_spans) for v in verdicts] == [
        (0, 0.0, NO_CONTEXT_REASON, []), (0, 0.0, NO_CONTEXT_REASON, [])]
    assert NO_CONTEXT_REASON == "未提供上下文"


def test_sentences_given_by_the_caller_that_are_not_verbatim_still_locate_their_spans():
    answer = "小型微利企业年应纳税所得额不超过300万元的部分减按25%计入。"
    verdicts, _ = judge_sentences(answer, CONTEXT, sentences=["小型微利企业年应纳税所得额不超过300万元的部分减按25%计入"])
    v = verdicts[0]
    assert (v.start, v.end) == (0, len(answer) - 1)
    assert [(s.text, answer[s.start:s.end]) for s in v.unsupported_spans] == [("300万元", "300万元")]


def test_sentence_split_and_facts():
    assert split_sentences("第一句。第二句！\n- 第三句；") == ["第一句。", "第二句！", "第三句；"]
    facts = extract_facts("依据第十二条和财税〔2023〕12号，百分之二十，100万元")
    assert [(f.family, f.value) for f in facts] == [("ordinal:条", 12), ("docno", (2023, 12)), ("percent", 20),
                                                    ("money", 1_000_000)]


# --- audit of the shipped samples: spans must be justified and their reasons must quote real words ----------------
def _quotes(reason):
    """The context and answer words a negation/direction reason quotes: 上下文为“X”，答案为“Y” → (X, Y)."""
    import re

    m = re.search(r"上下文为“(.*?)”，答案为“(.*?)”", reason)
    assert m, reason
    return m.group(1), m.group(2)


def test_a_bare_year_is_compared_with_years_not_with_a_day():
    ctx = ["数据处理者自上年1月1日起累计向境外提供10万人个人信息的，应当申报数据出境安全评估。"]
    answer = "2024年起，数据处理者自上年1月1日起累计向境外提供10万人个人信息的，应当申报数据出境安全评估。"
    dates = [s for s in spans_of(answer, ctx) if s.kind == "date"]
    assert [(s.text, s.reason) for s in dates] == [("2024年", "上下文中没有2024年")]  # never "上下文为1月1日"


@pytest.mark.parametrize("contexts", [
    ["本规定自2024年3月22日起施行。", "数据处理者自当年1月1日起累计向境外提供100万人以上个人信息的，应当申报安全评估。"],
    ["数据处理者自当年1月1日起累计向境外提供100万人以上个人信息的，应当申报安全评估。", "该规定于2024年发布。"],
])
def test_a_bare_year_found_anywhere_in_the_contexts_is_supported(contexts):
    answer = "2024年起，数据处理者自当年1月1日起累计向境外提供100万人以上个人信息的，应当申报安全评估。"
    assert [s for s in spans_of(answer, contexts) if s.kind == "date"] == []


def test_a_bare_year_is_set_against_a_year_of_the_contexts():
    ctx = ["《数据出境安全评估办法》自2022年9月1日起施行，数据处理者应当申报数据出境安全评估。"]
    answer = "《数据出境安全评估办法》2023年起施行，数据处理者应当申报数据出境安全评估。"
    [span] = [s for s in spans_of(answer, ctx) if s.kind == "date"]
    assert (span.text, span.reason) == ("2023年", "上下文中的年份为2022年，答案为2023年")


def test_no_negation_flip_against_an_unrelated_clause():
    # qa-023: the answer's 可以 has nothing to do with the context's 未发生重大安全…事故
    ctx = ["认定为高新技术企业须注册成立一年以上。企业申请认定前一年内未发生重大安全、重大质量事故或严重环境违法行为。"]
    answer = "符合条件的企业可以向有关部门申请认定。"
    assert [s for s in spans_of(answer, ctx) if s.kind == "negation"] == []


QA030_CONTEXT = ["自2023年1月1日至2027年12月31日，对月销售额10万元以下（含本数）的增值税小规模纳税人，免征增值税。"
                 "以1个季度为1个纳税期的，季度销售额未超过30万元的，同样免征增值税。增值税小规模纳税人适用3%征收率的应税"
                 "销售收入，减按1%征收率征收增值税；适用3%预征率的预缴增值税项目，减按1%预征率预缴增值税。"]


def test_an_exemption_is_not_the_negation_of_the_tax_name():
    # qa-030: 免征增值税 is not the opposite of a clause that merely names 增值税; the wrong amounts are the claims
    answer = "增值税小规模纳税人月销售额20万元以下的免征增值税，季度销售额60万元以下也可免征。"
    spans = spans_of(answer, QA030_CONTEXT)
    assert [(s.text, s.kind) for s in spans] == [("20万元", "quantity"), ("60万元", "quantity")]
    faithful = "增值税小规模纳税人月销售额10万元以下的免征增值税，季度销售额30万元以下也可免征。"
    assert spans_of(faithful, QA030_CONTEXT) == []


def test_an_exemption_is_still_the_opposite_of_levying():
    ctx = ["国家鼓励的软件企业，自获利年度起，第一年至第二年免征企业所得税。"]
    answer = "国家鼓励的软件企业，自获利年度起，第一年至第二年照常征收企业所得税。"
    [span] = spans_of(answer, ctx)
    assert span.kind in ("negation", "direction") and "征收" in answer[span.start:span.end + 2]


def test_not_exempt_is_a_flip_of_exempt_and_its_reason_quotes_the_real_words():
    ctx = ["对月销售额10万元以下（含本数）的增值税小规模纳税人，免征增值税。"]
    for answer in ("对月销售额10万元以下的增值税小规模纳税人，不免征增值税。", "小规模纳税人不免征增值税。"):
        [span] = spans_of(answer, ctx)
        assert (span.text, span.kind) == ("不", "negation")
        assert span.reason == "与上下文肯定/否定相反：上下文为“免征”，答案为“不免征”"   # never “不增值税”
    # 不免征 is a double negation: it agrees with a context that levies the tax
    assert spans_of("小规模纳税人不免征增值税。", ["对增值税小规模纳税人，征收增值税。"]) == []


@pytest.mark.parametrize("context,answer,said", [
    ("依据企业所得税法，国家需要重点扶持的高新技术企业，减按15%的税率征收企业所得税。",
     "依据企业所得税法，国家不需要重点扶持的高新技术企业，减按15%的税率征收企业所得税。",
     ("需要重点扶持", "不需要重点扶持")),
    ("小规模纳税人取得适用3%征收率的应税销售收入，可以自愿放弃减税，开具增值税专用发票。",
     "小规模纳税人取得适用3%征收率的应税销售收入，也不得主动放弃这项减税。", ("放弃", "不得主动放弃")),
])
def test_negation_reasons_quote_words_that_are_in_the_texts(context, answer, said):
    [span] = [s for s in spans_of(answer, [context]) if s.kind == "negation"]
    ctx_words, answer_words = _quotes(span.reason)
    assert (ctx_words, answer_words) == said
    assert ctx_words in context and answer_words in answer


def test_saying_the_material_lacks_something_is_not_a_flip_nor_a_claim():
    # qa-042: an honest "资料中没有…具体规定" (and 根据资料) states what the material does not say
    ctx = ["各地在实施人才引进落户政策时，普遍对高校毕业生、技术工人、留学回国人员等群体放宽学历、年龄和社保缴纳年限要求。"]
    assert spans_of("资料中没有上海留学回国人员落户的具体规定。", ctx) == []
    assert spans_of("根据资料，各地对留学回国人员等群体放宽学历、年龄和社保缴纳年限要求。", ctx) == []
    assert spans_of("上下文未提及上海的落户积分细则。", ctx) == []


def test_not_only_is_not_a_negation():
    ctx = ["投资者通过在线平台办理项目备案，涉及负面清单限制类领域的，须由有关主管部门依法审批。"]
    answer = "涉及负面清单限制类领域的，不能只备案，须由有关主管部门依法审批。"
    assert [s for s in spans_of(answer, ctx) if s.kind == "negation"] == []


def test_every_invented_agency_is_its_own_span():
    ctx = ["根据国家税务总局和财政部的规定，企业需提交申请。"]
    for answer in ("根据国家税务总局华侨专项办公室和财政部乡村振兴特别司的规定，企业需提交申请。",
                   "根据国家税务总局华侨专项办公室和财政部乡村振兴特别司联合发布的最新补充规定，企业还需每季度报送经营情况。"):
        spans = [s for s in spans_of(answer, ctx) if s.kind == "entity"]
        assert [s.text for s in spans] == ["国家税务总局华侨专项办公室", "财政部乡村振兴特别司"]
        assert all(answer[s.start:s.end] == s.text for s in spans)


def test_a_generic_procedure_is_not_an_invented_entity():
    ctx = ["企业需提交相关材料。"]
    verdicts, _ = judge_sentences("企业需要提交相关材料进行审批。", ctx, sentence_entities=lambda s: ["审批"])
    assert [s for v in verdicts for s in v.unsupported_spans if s.kind == "entity"] == []


def test_the_regulations_name_for_the_cyberspace_agency_supports_its_full_name():
    ctx = ["数据处理者应当通过所在地省级网信部门向国家网信部门申报数据出境安全评估。"]
    answer = "数据处理者应当通过所在地省级网信部门向国家互联网信息办公室申报数据出境安全评估。"
    assert [s for s in spans_of(answer, ctx) if s.kind == "entity"] == []
    assert [s.text for s in spans_of(answer.replace("互联网信息", "数据安全"), ctx) if s.kind == "entity"] == \
        ["国家数据安全办公室"]
