"""Mechanisms added after the dev half of the fourth probe set (issue 19, data/judge/probes4.jsonl.gz): a short
value whose own clause says nothing of the question while a sibling clause names the asked subject, question keys
matched whatever their case, a colon inside a time, English units glued to their number, an English value said with
words its sentence holds elsewhere, a later clause opening with its verb read with the first clause's subject, an
opening yes against the contexts' no, a "respectively" (分别) list read in order, and a short name of another kind
than the asked one (哪家医院 answered with a 中心); in English, "and" before a past-tense verb as a clause cut
and verdict antonyms (upheld/dismissed).
Every sentence here is written for this test; none comes from any probe file."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.answers import _clause_bounds, bound_to_rival, is_short
from tests.support.judging import one_verdict as _one


# --- a value whose own clause holds none of the question, a sibling naming the asked subject -------------------------
def test_a_value_whose_clause_says_nothing_of_the_question_is_bound_to_the_sibling_naming_the_subject():
    ctx = ["公共自行车押金标准：成人200元，学生100元。"]
    question = "学生押金是多少？"
    found = bound_to_rival("200元", question, ctx)
    assert found is not None and "学生" in found[1]
    assert bound_to_rival("100元", question, ctx) is None
    right = _one("100元。", ctx, question)
    wrong = _one("200元。", ctx, question)
    assert right.score > wrong.score


def test_question_keys_match_the_contexts_whatever_their_case():
    ctx = ["截至年底，全省充电桩总数达8.6万个，其中V2G充电桩达1200个。"]
    question = "V2G充电桩有多少个？"
    assert bound_to_rival("8.6万个", question, ctx) is not None
    assert bound_to_rival("1200个", question, ctx) is None
    assert _one("1200个", ctx, question).score > _one("8.6万个", ctx, question).score


# --- a colon between digits is part of a time, not a clause break ---------------------------------------------------
def test_a_colon_inside_a_time_does_not_cut_a_clause():
    sentence = "展馆9:30开门，17:00停止入场：闭馆后不再接待。"
    clauses = [sentence[a:b] for a, b in _clause_bounds(sentence)]
    assert clauses == ["展馆9:30开门", "17:00停止入场", "闭馆后不再接待。"]


# --- English units glued to their number are part of the value --------------------------------------------------------
def test_an_english_value_with_its_units_is_a_short_answer():
    assert is_short("45p per kWh.") and is_short("8kg per box")
    assert not is_short("Parcels weigh about 8kg in total.")
    ctx = ["Standard parcels cost 45p per kg and express ones 90p per kg."]
    question = "What is the express rate?"
    assert _one("90p per kg.", ctx, question).score > _one("45p per kg.", ctx, question).score


# --- an English value said with words its sentence holds elsewhere ----------------------------------------------------
def test_an_english_value_with_words_said_elsewhere_is_placed_at_the_value():
    ctx = ["The small locker rents for $45 a week and the large locker for $70."]
    question = "What is the weekly rent for the small locker?"
    assert bound_to_rival("$70 a week", question, ctx) is not None
    assert bound_to_rival("$45 a week", question, ctx) is None


# --- clauses sharing their subject: a later clause opening with its verb has the first clause's subject -------------
def test_a_consent_word_is_compared_with_the_clause_whose_object_the_answer_names():
    ctx = ["县文旅局同意了东湖景区的门票调价申请，拒绝了西山景区的同类请求。"]
    wrong = _one("县文旅局同意了西山景区的同类请求。", ctx)
    right = _one("县文旅局拒绝了西山景区的同类请求。", ctx)
    assert any(sp.kind == "direction" and sp.text == "同意" for sp in wrong.unsupported_spans)
    assert not [sp for sp in right.unsupported_spans if sp.kind == "direction"]
    assert right.score > wrong.score


# --- an answer opening with "yes" where the contexts' clause about the question says no ----------------------------
def test_an_opening_yes_against_a_clause_denying_the_need_is_a_negation():
    ctx = ["本市户籍老人办理乘车卡须提供身份证；外地户籍老人办理乘车卡无需提供居住证。"]
    question = "外地户籍老人办理乘车卡要交居住证吗？"
    wrong = _one("要，外地户籍老人办理乘车卡须提供居住证。", ctx, question)
    right = _one("不用，外地户籍老人办理乘车卡无需提供居住证。", ctx, question)
    assert ("negation", "要") in [(sp.kind, sp.text) for sp in wrong.unsupported_spans]
    assert not [sp for sp in right.unsupported_spans if sp.kind == "negation"]
    assert right.score > wrong.score


def test_an_opening_yes_to_a_universal_question_against_a_restricting_sentence_is_a_negation():
    ctx = ["本市购置的40辆新能源公交车中，仅15辆已投入运营，其余25辆下月上路。"]
    question = "本市新能源公交车都已投入运营吗？"
    wrong = _one("是的，本市购置的40辆新能源公交车已投入运营。", ctx, question)
    assert any(sp.kind == "negation" and sp.text == "是的" for sp in wrong.unsupported_spans)
    # an opening that is no yes/no word is not read as one
    plain = _one("根据资料，本市购置的40辆新能源公交车中仅15辆已投入运营。", ctx, question)
    assert not [sp for sp in plain.unsupported_spans if sp.kind == "negation"]


# --- a "respectively" list pairs its items and values in order -------------------------------------------------------
def test_a_respectively_list_binds_each_value_to_the_item_in_its_place():
    ctx = ["今年共发放创业担保贷款3200笔、助学贷款5100笔，逾期率分别为1.4%和0.6%。"]
    question = "助学贷款的逾期率是多少？"
    found = bound_to_rival("1.4%", question, ctx)
    assert found is not None and "助学贷款" in found[1]
    assert bound_to_rival("0.6%", question, ctx) is None
    assert _one("0.6%", ctx, question).score > _one("1.4%", ctx, question).score
    # a question naming no one item decides nothing
    assert bound_to_rival("1.4%", "贷款逾期率是多少？", ctx) is None


def test_a_respectively_list_reads_its_items_from_the_clause_listing_them():
    # the items are the grades listed with 、, not the clauses between them and 分别; the words every item shares
    # (…证书的) name no item
    ctx = ["职工自2026年起取得初级（五级）、中级（四级）、高级（三级）职业技能等级证书的，可以申请培训补贴，"
           "标准分别为每人800元、1200元、1800元。"]
    question = "拿到高级工证书，培训补贴有多少？"
    found = bound_to_rival("1200元", question, ctx)
    assert found is not None and "高级" in found[1]
    assert bound_to_rival("1800元", question, ctx) is None
    assert _one("1800元。", ctx, question).score > _one("1200元。", ctx, question).score


# --- a short name of another kind than the one the question asks for ------------------------------------------------
def test_a_short_name_of_another_kind_than_the_asked_one_is_bound_elsewhere():
    ctx = ["事故发生后，县急救中心将伤员送往仁济医院救治。"]
    question = "哪家医院收治了伤员？"
    found = bound_to_rival("县急救中心", question, ctx)
    assert found is not None and found[1].endswith("医院")
    assert bound_to_rival("仁济医院", question, ctx) is None
    assert _one("仁济医院。", ctx, question).score > _one("县急救中心。", ctx, question).score
    # a question that asks for no kind decides nothing by kind
    assert bound_to_rival("县急救中心", "伤员由谁送走？", ctx) is None


def test_a_bureau_is_a_department():
    # 哪个部门 / 哪家单位 ask for any body: a 局 answers them, a 部门 named in a sibling clause is no rival by kind
    ctx = ["新建住宅的竣工备案由住建部门会同消防部门办理，物业用房的移交由区房管局审核。"]
    question = "物业用房的移交由哪个部门审核？"
    assert bound_to_rival("区房管局", question, ctx) is None
    assert _one("区房管局。", ctx, question).score >= 0.9
    assert bound_to_rival("区房管局", "物业用房的移交由哪家单位审核？", ["物业用房的移交由区房管局审核，另报街道单位备案。"]) is None


# --- English: one subject, two predicates joined by "and"; uphold/dismiss are opposites -----------------------------
def test_an_english_verdict_word_is_compared_with_the_clause_whose_object_the_answer_names():
    ctx = ["The planning board upheld Harwick's appeal against the permit and dismissed the appeal lodged by Orla Farms."]
    wrong = _one("The planning board upheld the appeal lodged by Orla Farms.", ctx)
    right = _one("The planning board dismissed the appeal lodged by Orla Farms.", ctx)
    assert any(sp.text == "upheld" for sp in wrong.unsupported_spans)
    assert not right.unsupported_spans
    assert right.score > wrong.score


def test_a_condition_ending_in_de_names_whose_value_the_next_clause_gives():
    """…称号的，奖励3万元，…称号的，奖励1万元: each condition clause (…的, no value) belongs to the clause after it."""
    ctx = ["经认定，获得“省级技能大师”称号的，一次性奖励3万元，获得“市级技能大师”称号的，一次性奖励1万元。"]
    ask = "省级技能大师奖励多少钱？"
    assert bound_to_rival("1万元。", ask, ctx) is not None
    assert bound_to_rival("3万元。", ask, ctx) is None
    assert _one("1万元。", ctx, ask).score <= 0.5 < _one("3万元。", ctx, ask).score
