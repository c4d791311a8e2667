"""The issue lists (the HTML report's result_issues, the dashboard's issue_items) call a name invented only where
the findings do (review3): a name the contexts lack that the knowledge graph holds (names_only_in_graph), or that
was not looked up in it, is listed as a name the contexts do not hold, in both languages."""
from __future__ import annotations

import pytest

from earag.evaluator import Evaluator
from earag.report import issue_text, result_issues
from earag.types import EvaluationSample

QUESTION = "高新技术企业的税率是多少？"
# 国家税务总局 is in the shipped policy graph; 深圳市前海创新认定中心 is in neither the contexts nor the graph
ANSWER = "高新技术企业税率为15%，由国家税务总局和深圳市前海创新认定中心认定。"
CONTEXTS = ["高新技术企业减按15%的税率征收企业所得税。"]


@pytest.fixture(scope="module")
def record() -> dict:
    with Evaluator(offline=True) as ev:
        return ev.evaluate(EvaluationSample(question=QUESTION, answer=ANSWER, contexts=CONTEXTS)).to_dict()


def test_the_findings_tell_the_two_apart(record):
    found = {f["code"]: f["params"]["names"] for f in record["findings"] if "names" in (f.get("params") or {})}
    assert "国家税务总局" in found["names_only_in_graph"]
    assert "国家税务总局" not in found.get("invented_entities", [])


def test_the_report_issue_list_does_not_call_a_name_the_graph_holds_invented(record):
    issues = {i["code"]: i for i in result_issues(record, ANSWER)}
    assert "国家税务总局" not in issues.get("invented_entities", {"params": {"names": []}})["params"]["names"]
    outside = issues["names_not_in_contexts"]
    assert outside["params"]["names"] == ["国家税务总局"] and outside["sentences"] == [1]
    assert "国家税务总局" in issue_text(outside, "zh") and "不算编造" in issue_text(outside, "zh")
    assert "not called invented" in issue_text(outside, "en")


def test_the_dashboard_issue_list_does_too(record):
    from ui.components import issue_items
    from ui.records import read_result

    for lang, said in (("zh", "不算编造"), ("en", "not called invented")):
        items = {i["code"]: i for i in issue_items(read_result(record), lang)}
        assert "国家税务总局" not in items.get("invented_entities", {"text": ""})["text"]
        assert "国家税务总局" in items["names_not_in_contexts"]["text"] and said in items["names_not_in_contexts"]["text"]
