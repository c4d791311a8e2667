"""Parallel items (detectors/items.py): a value stated by one item of a semicolon or 、 list is not another item's.
Sentences written for these tests."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.faithfulness.detectors.items import item_groups
from earag.metrics.dimensions.faithfulness.judge import judge_sentences

# a subject clause with its value in the next clause, the items set apart by semicolons
GRANT = "经审核为一级残疾的学生，每学期资助1500元；二级残疾的，每学期资助1000元；三级残疾的，每学期资助600元。"
# the head of an item governs the clauses after it until the next semicolon
FARE = "城区线路起步价2元，每增加5公里加收1元；郊区线路起步价3元，每增加10公里加收1.5元。"
# 、 items, each with its own value, after a frame the first item carries
STOCK = "本年度林场共栽植樟树苗4600株、银杏苗2300株、桂花苗1800株。"


def score(question: str, answer: str, context: str) -> float:
    verdicts, _ = judge_sentences(answer, [context], question=question)
    return min(v.score for v in verdicts)


def test_the_items_of_a_semicolon_or_enumeration_list_are_cut():
    assert [len(g) for g in item_groups(GRANT)] == [3]
    assert [text for text, _ in item_groups(STOCK)[0]] == ["本年度林场共栽植樟树苗4600株", "银杏苗2300株", "桂花苗1800株"]


@pytest.mark.parametrize("question,context,right,wrong", [
    ("二级残疾学生每学期资助多少？", GRANT, "二级残疾的学生每学期资助1000元。", "二级残疾的学生每学期资助600元。"),
    ("郊区线路每增加10公里加收多少？", FARE, "郊区线路每增加10公里加收1.5元。", "郊区线路每增加10公里加收1元。"),
    ("栽植了多少银杏苗？", STOCK, "栽植银杏苗2300株。", "栽植银杏苗4600株。"),
])
def test_a_sentence_giving_another_items_value_is_flagged(question, context, right, wrong):
    assert score(question, right, context) >= 0.9
    assert score(question, wrong, context) < 0.7


@pytest.mark.parametrize("question,context,right,wrong", [
    ("栽植了多少银杏苗？", STOCK, "2300株。", "4600株。"),
    ("三级残疾学生每学期资助多少？", GRANT, "600元。", "1500元。"),
])
def test_a_short_answer_giving_another_items_value_is_wrong(question, context, right, wrong):
    assert score(question, right, context) >= 0.9
    assert score(question, wrong, context) <= 0.5


def test_an_item_the_answer_does_not_tell_apart_decides_nothing():
    # 资助 is said by every item: the answer names none of them, the value is found where it stands
    assert score("资助标准有哪些？", "每学期资助600元。", GRANT) >= 0.9


def test_a_value_clause_naming_no_item_speaks_of_the_item_the_clause_before_it_names():
    # 起步价2元 names no item (every item has a 起步价): 郊区线路 before it does, and 2元 is the 城区 item's
    assert score("郊区线路起步价多少？", "郊区线路的话，起步价3元。", FARE) >= 0.9
    assert score("郊区线路起步价多少？", "郊区线路的话，起步价2元。", FARE) < 0.5


def test_a_value_another_passage_states_is_not_another_items():
    # the answer takes 500万元 from the first passage; the second passage's list gives it to another item, which
    # must not make it wrong (shipped sample qa-012: 10万人 of the 2021 rules beside the 2024 list)
    ctx = ["2021年规定：年营业额500万元以上的企业须按月申报纳税。",
           "新规定：年营业额1000万元以上的企业，按月申报纳税；年营业额500万元以上、不满1000万元的企业，按季申报纳税。"]
    verdicts, _ = judge_sentences("根据2021年规定，年营业额500万元以上的企业须按月申报纳税。", ctx)
    assert not any(sp.kind == "quantity" for v in verdicts for sp in v.unsupported_spans)
