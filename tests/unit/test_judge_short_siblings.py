"""Which clause a short answer's value stands in (issue 19, a review of short answers): items cut at 、 when each
names something and ends in its value (单人60万元、夫妻双方80万元), not a list of one subject's values (一级、二级重度
残疾人); the question's keys are its bigrams without prepositions, particles and conjunctions (租金按多少缴纳 gives
租金 and 缴纳, not 金按, which no clause about 租金 holds); an English answer is found through its words only when
the sentence holds its values and the words placing them (up to 26 weeks, before)."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.answers import _clause_bounds, _holds_all, _rival_keys


def _pieces(sentence):
    return [sentence[a:b] for a, b in _clause_bounds(sentence)]


def test_items_of_two_subjects_are_two_clauses():
    assert _pieces("贷款最高额度为单人60万元、夫妻双方80万元。") == ["贷款最高额度为单人60万元", "夫妻双方80万元。"]
    assert _pieces("顺产3000元、剖宫产4500元。") == ["顺产3000元", "剖宫产4500元。"]


def test_a_list_of_one_subjects_values_stays_whole():
    assert _pieces("一级、二级重度残疾人可以申领，标准为每人每月80元。") == [
        "一级、二级重度残疾人可以申领", "标准为每人每月80元。"]
    assert _pieces("可在北京、上海办理。") == ["可在北京、上海办理。"]


def test_question_keys_leave_out_function_words():
    sentences = ["公租房租金按市场租金的60%确定，其中低保家庭按市场租金的10%缴纳。"]
    keys = _rival_keys("", "低保家庭的租金按多少缴纳？", sentences, False)
    assert "金按" not in keys and {"低保", "家庭", "租金", "缴纳"} <= set(keys)
    # a numeral stays with its noun: 二套 tells the second home from the first
    assert "二套" in _rival_keys("", "二套房首付最低多少？", ["首套房最低首付比例为20%，二套房为30%。"], False)


def test_an_english_answer_needs_its_values_and_placing_words():
    sentence = "Payments may be stopped for up to 13 weeks if you miss an appointment."
    assert _holds_all("up to 13 weeks", sentence)
    assert not _holds_all("up to 26 weeks", sentence)
    assert not _holds_all("Before the appointment", "Grants are paid after the appointment.")


def test_a_short_statement_said_word_for_word_is_judged_as_a_statement():
    from earag.metrics.dimensions.faithfulness.judge import judge_sentences
    contexts = ["今年要一心一意推进治理整顿，坚持稳中求进的工作总基调。"]
    verdicts, _ = judge_sentences("一心一意推进治理整顿", contexts, question="根据材料，下面的说法对吗？")
    # found as a "short answer" its binding to the generic question capped it at 0.9, below a reworded wrong copy
    assert verdicts[0].score >= 0.95


def test_a_short_range_is_found_only_where_a_sentence_states_both_its_ends():
    # 3月15日到4月30日 passed with 1.0 through its 3月15日 alone: 4月30日 is nowhere in the contexts
    from tests.support.judging import one_verdict

    context = "申报期为每年3月15日至3月31日。审核结果于5月10日公布。"
    question = "申报期是什么时候？"
    for right in ("3月15日至3月31日。", "三月十五日到三月三十一日。", "每年3月15号到31号。"):
        assert one_verdict(right, [context], question).score == 1.0, right
    for wrong in ("3月15日到4月30日。", "3月15日至5月10日。"):
        verdict = one_verdict(wrong, [context], question)
        assert verdict.score < 0.3 and any(sp.kind == "date" for sp in verdict.unsupported_spans), wrong


def test_a_short_value_is_not_found_inside_a_longer_number():
    # 50元 stood verbatim in 150元, $12 in $120 and £42 in £42.44: each passed with 1.0
    from tests.support.judging import one_verdict

    for context, question, right, wrong in (
            ("每辆车每次收费150元。", "每次收费多少？", "150元。", "50元。"),
            ("门票价格为120元，学生半价。", "门票多少钱？", "120元。", "20元。"),
            ("Tickets cost $120 for adults.", "How much are adult tickets?", "$120.", "$12."),
            ("The fee is £42.44 and applications take about 6 weeks.", "How much is the fee?", "£42.44.", "£42.")):
        assert one_verdict(right, [context], question).score >= 0.9, right
        verdict = one_verdict(wrong, [context], question)
        assert verdict.score <= 0.3 and not verdict.supported, wrong
