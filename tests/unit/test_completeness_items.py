"""List items read as a reader reads them (issue 19): an item never starts or ends inside a word (the shared jieba
tokenizer's word boundaries), an enumeration that says how something is done (通过A、B、C等方式获得X) is a means,
not the items a question about conditions asks for, and values listed with 、 are tiers of one predicate from the
first one on. Sentences written for these tests."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.completeness import completeness
from earag.metrics.dimensions.faithfulness.words import _pos

COND_Q = "申请文化企业认定需要满足哪些条件？"
COND_CONTEXT = ["申请文化企业认定的企业须成立满两年，并通过原创、购买、授权、合作开发等方式取得其主要作品的著作权。"
                "认定结果由主管部门向社会公示。"]
MEANS_Q = "文化企业可以通过哪些方式取得作品的著作权？"
TAX_Q = "个人所得税综合所得的税率分几档？"
TAX_CONTEXT = ["个人所得税综合所得适用3%、10%、20%、25%、30%、35%、45%的七级超额累进税率，按年计算。"]


def _word_edges(text: str) -> set[int]:
    spans = _pos(text)
    return {s for _, _, s, _ in spans} | {e for _, _, _, e in spans}


def test_a_means_enumeration_is_not_the_conditions_a_question_asks_for():
    got = completeness(COND_Q, "企业须成立满两年，并拥有主要作品的著作权。", COND_CONTEXT)
    named = set(got.items) | set(got.missing)
    assert not named & {"原创", "购买", "授权", "合作开发"}
    assert not any(i.endswith("原创") for i in named)   # nor the broken "过原创" the first item used to be


def test_a_means_enumeration_counts_when_the_question_asks_for_the_way():
    part = completeness(MEANS_Q, "可以通过原创或者购买取得。", COND_CONTEXT)
    full = completeness(MEANS_Q, "原创、购买、授权、合作开发都可以。", COND_CONTEXT)
    assert part.items == ["原创", "购买", "授权", "合作开发"]
    assert part.score == pytest.approx(0.5) and part.missing == ["授权", "合作开发"]
    assert full.score == 1.0


def test_a_means_enumeration_naming_the_asked_kind_counts():
    question = "涉企年度报表包括哪些种类？"
    context = ["企业应当通过填报资产负债表、利润表、现金流量表等报表报送涉企年度报表信息。"]
    got = completeness(question, "需要填报资产负债表和利润表。", context)
    assert got.items[1:] == ["利润表", "现金流量表"] and got.items[0].endswith("资产负债表")
    assert got.missing == ["现金流量表"]


def test_a_true_list_after_the_verb_tongguo_is_still_read_as_items():
    question = "项目投产前需要满足哪些条件？"
    context = ["项目投产前，申请人须通过安全审核、环境评估和竣工验收。"]
    got = completeness(question, "项目投产前须通过安全审核和环境评估。", context)
    assert got.items == ["安全审核", "环境评估", "竣工验收"]
    assert got.missing == ["竣工验收"]


def test_a_tail_is_cut_only_at_a_word_of_its_own():
    question = "学历教育分为哪几类？"
    context = ["学历教育分为初等教育、中等教育和高等教育，由教育行政部门管理。"]
    got = completeness(question, "学历教育分为初等教育和中等教育。", context)
    assert got.items == ["初等教育", "中等教育", "高等教育"]   # 等 inside 高等教育 is no tail (等 as in "A、B等")
    assert got.missing == ["高等教育"]


@pytest.mark.parametrize("question, context", [
    ("企业可以通过哪些方式获得核心知识产权？", "认定企业应当通过自主研发、受让、受赠、并购等方式获得核心知识产权。"),
    ("专项附加扣除包括哪些项目？", "专项附加扣除共包括子女教育、继续教育、大病医疗、住房贷款利息和赡养老人五项。"),
    ("哪些行业可以申请缓缴？", "对餐饮业、零售业、旅游业和民航业企业，可以申请缓缴养老保险费。"),
    ("学历教育分为哪几类？", "学历教育分为初等教育、中等教育和高等教育。"),
], ids=["means-asked", "lead-in-and-count", "preposition", "deng-inside-a-word"])
def test_an_item_never_starts_or_ends_inside_a_word(question, context):
    got = completeness(question, "不知道。", [context])
    assert len(got.items) >= 2
    edges = _word_edges(context)
    for item in got.items:
        at = context.index(item)
        assert at in edges and at + len(item) in edges, item
    assert got.items[0] in ("自主研发", "子女教育", "餐饮业", "初等教育")


def test_a_partial_answer_to_a_tier_question_is_graded_from_the_first_bracket():
    low = completeness(TAX_Q, "最低一档税率是3%，第二档是10%。", TAX_CONTEXT)
    assert low.items == ["3%", "10%", "20%", "25%", "30%", "35%", "45%"]
    assert low.given == ["3%", "10%"] and low.score == pytest.approx(2 / 7, abs=1e-4)
    full = completeness(TAX_Q, "依次为3%、10%、20%、25%、30%、35%和45%。", TAX_CONTEXT)
    assert full.score == 1.0


def test_the_number_of_tiers_answers_a_question_asking_how_many():
    told = completeness(TAX_Q, "分七档，从3%到45%。", TAX_CONTEXT)
    assert told.score is None and not told.applies   # the count asked for is given: no tier is missing
    wrong = completeness(TAX_Q, "分三档：3%、10%和20%。", TAX_CONTEXT)
    assert wrong.score == pytest.approx(3 / 7, abs=1e-4) and wrong.missing == ["25%", "30%", "35%", "45%"]


def test_a_range_is_not_two_tiers():
    context = ["对小微企业报价给予6%—10%的价格扣除，用扣除后的价格参加评审。"]
    got = completeness("价格扣除比例是多少？", "6%—10%", context)
    assert got.score is None and not got.applies


def test_english_values_listed_in_one_run_are_tiers_of_one_rate():
    context = ["Income tax is charged at rates of 10%, 12% and 22%, depending on the band."]
    got = completeness("What is the income tax rate?", "The rate is 10% or 12%.", context)
    assert got.items == ["10%", "12%", "22%"] and got.missing == ["22%"]
