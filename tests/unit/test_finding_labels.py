"""What a finding says is what was checked (labels): a name the knowledge graph lacks but the contexts hold is
"not in the graph", not "unverified"; a name the contexts lack is "invented" only when the graph was looked up too,
and says so when there is no graph; a name or value the contexts hold for another subject or role is a wrong
binding — in the findings, the HTML report's issue list and the dashboard's, under the same code. Every sentence
here is written for this test; the checks read codes and parameters, never parsed display text."""
from __future__ import annotations

import pytest

from earag.config import Settings
from earag.diagnosis import BOUND_ELSEWHERE, render_finding, span_issue
from earag.evaluator import Evaluator
from earag.messages import Message, render
from earag.metrics.dimensions.faithfulness.detectors.asked import SUBJECT_CODES
from earag.report import answer_html, result_issues
from earag.types import EvaluationSample
from ui.charts import answer_entity_chips
from ui.components import issue_items, sentence_table_html, sentences_html
from ui.i18n import t
from ui.records import read_result

OFFLINE = {"backends.cache.enabled": False, "backends.embeddings.provider": "char-ngram"}


@pytest.fixture(scope="module")
def with_file_graph():
    with Evaluator(Settings().with_overrides(**OFFLINE), offline=True) as ev:
        yield ev


@pytest.fixture(scope="module")
def without_graph():
    with Evaluator(Settings().with_overrides(**OFFLINE, **{"backends.graph.source": "none"}), offline=True) as ev:
        yield ev


def _found(result) -> dict:
    return {f["code"]: f["params"] for f in result.findings}


def test_a_name_the_contexts_hold_but_the_graph_lacks_is_said_to_be_missing_from_the_graph(without_graph):
    sample = EvaluationSample("哪个部门发布了通知？", "通知由青川县农业农村局发布。", ["青川县农业农村局于今年三月发布了这份通知。"],
                              graph_entities=["财政部"])
    result = without_graph.evaluate(sample)
    found = _found(result)
    assert "unverified_entities" not in found and "invented_entities" not in found
    assert found["graph_missing"]["names"] == ["青川县农业农村局"]
    assert found["graph_missing"]["graph"] == result.backends["graph"] == "sample graph_entities"   # what was checked
    zh, en = (render_finding(result.findings[[f["code"] for f in result.findings].index("graph_missing")], lang)
              for lang in ("zh", "en"))
    assert "知识图谱" in zh and "上下文中有" in zh and "未验证" not in zh
    assert "knowledge graph (sample graph_entities)" in en and "contexts name them" in en


def test_without_a_graph_a_name_the_contexts_lack_is_not_said_to_be_missing_from_a_graph(without_graph):
    sample = EvaluationSample("哪个部门发布了通知？", "通知由国家乡村振兴数据管理总署发布。", ["县里于今年三月发布了这份通知。"])
    result = without_graph.evaluate(sample)
    found = _found(result)
    assert result.backends["graph"] == "none" and not result.entity_analysis["graph_available"]
    assert found["invented_entities_no_graph"]["names"] == ["国家乡村振兴数据管理总署"]
    assert "invented_entities" not in found and "graph_missing" not in found
    shown = next(f for f in result.findings if f["code"] == "invented_entities_no_graph")
    assert "未配置知识图谱" in render_finding(shown, "zh", full=True) and "no knowledge graph" in render_finding(shown, "en")
    chips = {c["entity"]: c for c in answer_entity_chips(result.entity_analysis)}
    assert chips["国家乡村振兴数据管理总署"]["state"] == "unverified_no_graph"   # not "neither contexts nor graph"


def test_a_name_the_graph_holds_but_the_contexts_lack_is_not_said_to_be_found_nowhere(with_file_graph):
    # Brussels is in the shipped English graph; the contexts do not name it
    sample = EvaluationSample("Where is the European Algorithm Safety Bureau based?",
                              "The European Algorithm Safety Bureau is based in Brussels.",
                              ["The AI Act sets rules for providers of general-purpose AI models."])
    found = _found(with_file_graph.evaluate(sample))
    assert found["names_only_in_graph"]["names"] == ["Brussels"]
    assert "Brussels" not in found.get("invented_entities", {}).get("names", [])


def test_a_value_bound_to_another_subject_is_a_wrong_binding_and_one_the_contexts_lack_has_no_basis(without_graph):
    ctx = ["王芳在全市评比中排名第四，刘强排名第五。"]
    swapped = without_graph.evaluate(EvaluationSample("王芳排名第几？", "王芳排名第五。", ctx))
    made_up = without_graph.evaluate(EvaluationSample("王芳排名第几？", "王芳排名第九。", ctx))
    # 第五 is 刘强's rank (and 王芳, in 刘强's role, may be marked with it): both are in the contexts, wrongly bound
    assert "第五" in _found(swapped)["wrong_binding"]["texts"] and "invented_facts" not in _found(swapped)
    assert _found(made_up)["invented_facts"]["texts"] == ["第九"] and "wrong_binding" not in _found(made_up)
    assert "第五" in swapped.dimensions["hallucination"].details["bound_elsewhere"]
    assert swapped.dimensions["hallucination"].details["invented_facts"] == []
    advice = [r.message.code for r in swapped.recommendations if hasattr(r, "message")]
    assert swapped.overall_score < without_graph.settings.thresholds["overall"]
    assert "finding.advice_fix_binding" in advice   # correct the binding, not "remove what nothing supports"


def test_a_role_swapped_name_is_a_wrong_binding_in_the_findings_the_report_and_the_dashboard(without_graph):
    ctx = ["发布会上，市发展改革委主任陈明远介绍了新能源补贴方案，市财政局局长周慧敏回答了记者提问。"]
    answer = "周慧敏介绍了新能源补贴方案。"
    result = without_graph.evaluate(EvaluationSample("谁介绍了新能源补贴方案？", answer, ctx))
    record = result.to_dict()
    assert _found(result)["wrong_binding"]["texts"] == ["周慧敏"]
    report = {i["code"]: i for i in result_issues(record, answer)}
    dashboard = {i["code"]: i for lang in ("zh", "en") for i in issue_items(read_result(record), lang)}
    for issues in (report, dashboard):
        assert "wrong_binding" in issues and "invented_entities" not in issues and "other_spans" not in issues
    assert report["wrong_binding"]["params"]["names"] == ["周慧敏"] and dashboard["wrong_binding"]["sentences"] == [1]
    view = read_result(record)
    for lang in ("zh", "en"):   # the sentence support and the reasons table mark the span as bound elsewhere
        assert t("span.bound_elsewhere", lang) in sentences_html(view.sentences, lang, answer=answer)
        assert t("span.bound_elsewhere", lang) in sentence_table_html(view.sentences, lang)
        assert render(Message("report.kind.bound_elsewhere"), lang) in answer_html(answer, record, lang)   # the report


@pytest.mark.parametrize("question,ctx,answer,bound", [
    # detectors/rest.py: 遗嘱公证 is in the contexts, with a rule of its own; the answer gives it 其他公证事项's rule
    ("办遗嘱公证可以找人代办吗？", "申办委托、声明、赠与、遗嘱公证的，应当由本人亲自到公证机构办理；申办其他公证事项，可以委托他人代理。",
     "可以，遗嘱公证可委托他人代理。", "遗嘱公证"),
    # detectors/conditions.py: 一次性 is in the contexts, said of the 公办 case; the answer gives it to the 民办 case
    ("考入民办高校能领入学资助吗？", "困难家庭子女考入公办高校的，一次性发放入学资助5000元；考入民办高校的，不享受入学资助。",
     "困难家庭子女考入民办高校的，一次性发放入学资助5000元。", "一次性"),
])
def test_a_word_the_contexts_give_another_case_is_a_wrong_binding_not_an_invented_name(without_graph, question, ctx,
                                                                                        answer, bound):
    result = without_graph.evaluate(EvaluationSample(question, answer, [ctx]))
    assert _found(result)["wrong_binding"]["texts"] == [bound]
    report = {i["code"]: i for i in result_issues(result.to_dict(), answer)}
    assert "wrong_binding" in report and "invented_entities" not in report and "names_not_in_contexts" not in report


def test_the_span_classes():
    assert SUBJECT_CODES <= BOUND_ELSEWHERE   # the asked-subject check's reasons are bindings elsewhere
    assert span_issue("entity", ["span.quoted_differs"]) == "wrong_binding"
    assert span_issue("entity", ["span.rest_rule"]) == "wrong_binding"
    assert span_issue("entity", ["span.other_condition"]) == "wrong_binding"
    assert span_issue("number", ["span.quoted_differs"]) == "wrong_binding"
    assert span_issue("number", ["span.value_missing"]) == "invented_values"
    assert span_issue("entity", ["span.quoted_missing"]) == "invented_entities"
    assert span_issue("negation", ["span.quoted_differs"]) == "other_spans"   # a flipped negation is no binding


def test_every_new_finding_reads_in_both_languages_with_every_parameter():
    import re

    from earag.diagnosis import Finding

    cjk = re.compile(r"[\u4e00-\u9fff]")
    for code in ("graph_missing", "graph_missing_nowhere", "invented_entities_no_graph", "names_only_in_graph",
                 "names_not_in_contexts", "wrong_binding"):
        finding = Finding(code, "faithfulness", {"names": ["Alpha", "Beta"], "texts": ["Alpha", "Beta"],
                                                 "graph": "file:g.json"})
        for full in (False, True):
            en, zh = render_finding(finding, "en", full=full), render_finding(finding, "zh", full=full)
            assert not cjk.search(en) and "Alpha, Beta" in en, (code, en)
            assert cjk.search(zh) and "Alpha、Beta" in zh, (code, zh)
            if code in ("graph_missing", "graph_missing_nowhere", "names_only_in_graph"):
                assert "file:g.json" in en and "file:g.json" in zh   # the graph that was asked
        assert "Alpha、Beta" in render_finding(finding)   # the stored (Chinese) text of the record
