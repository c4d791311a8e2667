"""Question entities an answer covers without repeating their full name: a qualifier of a covered entity, and a
shorter name the knowledge graph resolves to the entity (earag/metrics/dimensions/coverage.py)."""
from __future__ import annotations

from earag.metrics.dimensions.coverage import implied_by_graph_name, implied_by_head


def test_qualifier_right_before_a_covered_entity():
    q = "企业所得税研发费用加计扣除的比例是多少？"
    assert implied_by_head(q, ["企业所得税", "研发费用加计扣除"], ["研发费用加计扣除"]) == ["企业所得税"]
    q = "北京市的积分落户政策有哪些条件？"
    assert implied_by_head(q, ["北京市", "积分落户政策"], ["积分落户政策"]) == ["北京市"]


def test_qualifier_is_not_implied_when_apart_or_when_the_head_is_missing():
    q = "企业所得税和研发费用加计扣除分别怎么申报？"   # two things asked about, not one qualified by the other
    assert implied_by_head(q, ["企业所得税", "研发费用加计扣除"], ["研发费用加计扣除"]) == []
    q = "企业所得税研发费用加计扣除的比例是多少？"
    assert implied_by_head(q, ["企业所得税", "研发费用加计扣除"], []) == []
    # the head itself is never implied by its qualifier
    assert implied_by_head(q, ["企业所得税", "研发费用加计扣除"], ["企业所得税"]) == []


def test_graph_name_covers_only_when_it_is_part_of_the_question_entity():
    checks = [{"entity": "住房租金", "graph_entity": "住房租金专项附加扣除"},
              {"entity": "国务院", "graph_entity": "国务院"}]
    assert implied_by_graph_name(["住房租金专项附加扣除"], [], checks) == ["住房租金专项附加扣除"]
    # the graph resolving a name to the entity is not enough when it is not a shorter name of it
    checks = [{"entity": "租房补贴", "graph_entity": "住房租金专项附加扣除"}]
    assert implied_by_graph_name(["住房租金专项附加扣除"], [], checks) == []
    # no graph answer, no coverage
    checks = [{"entity": "住房租金", "graph_entity": None}]
    assert implied_by_graph_name(["住房租金专项附加扣除"], [], checks) == []
