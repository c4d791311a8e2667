"""bench_zh_cost --same-as: how two records are compared (exact, field by field); no timing is measured here."""
from __future__ import annotations

from benchmarks.bench_zh_cost import _differences


def test_identical_records_have_no_difference():
    record = {"overall_score": 0.6988800000000001, "entity_analysis": {"answer_entities": ["国家税务总局", "增值税"]},
              "sentence_verdicts": [{"score": 0.9972, "unsupported_spans": []}]}
    assert _differences(record, {**record}) == []


def test_a_float_differing_in_the_last_bit_is_a_difference():
    a = {"detailed_analysis": {"relevancy": {"score": 0.7740921826116951}}}
    b = {"detailed_analysis": {"relevancy": {"score": 0.7740922438214413}}}
    assert _differences(a, b) == [".detailed_analysis.relevancy.score: '0.7740921826116951' != '0.7740922438214413'"]


def test_entities_lists_and_missing_keys_are_compared():
    a = {"entity_analysis": {"answer_entities": ["国家税务总局", "征收率"]}, "language": "zh"}
    b = {"entity_analysis": {"answer_entities": ["国家税务总局"]}}
    found = _differences(a, b)
    assert ".language: only in this tree" in found
    assert any(d.startswith(".entity_analysis.answer_entities:") for d in found)   # lists of other lengths
    c = {"entity_analysis": {"answer_entities": ["国家税务总局", "小规模纳税人"]}, "language": "zh"}
    assert _differences(a, c) == [".entity_analysis.answer_entities[1]: '征收率' != '小规模纳税人'"]
