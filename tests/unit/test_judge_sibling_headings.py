"""Parallel clauses under a heading (detectors/siblings.py): "玉米和大豆生产者补贴：玉米每亩补贴120元，大豆每亩补贴
350元" — the heading and a clause naming both crops (补贴对象为种植玉米、大豆的…) name the subjects together, so each
parallel clause keeps its crop as its head and "大豆每亩补贴120元" (玉米's value) is marked; it passed at 1.0.
Sentences written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.detectors.siblings import siblings
from tests.support.judging import one_verdict

HEADED = "2027年油菜和小麦种植补贴：油菜每亩补贴150元，小麦每亩补贴90元，补贴对象为实际种植油菜、小麦的农户。"


def values_marked(answer: str, context: str) -> list[str]:
    return [sp.text for sp in one_verdict(answer, [context]).unsupported_spans if sp.kind in ("quantity", "number")]


def test_a_heading_and_a_clause_naming_both_leave_each_clause_its_head():
    heads = [s.head for s in siblings(HEADED)]
    assert "油菜" in heads and "小麦" in heads


def test_another_subjects_value_under_a_heading_is_marked():
    assert values_marked("小麦每亩补贴150元。", HEADED) == ["150元"]
    assert values_marked("小麦每亩补贴90元。", HEADED) == []
    assert values_marked("油菜每亩补贴150元。", HEADED) == []
