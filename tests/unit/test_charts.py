"""Chart and HTML builders of the dashboard, on literal result dicts; plus the i18n tables and dashboard helpers."""
from __future__ import annotations

from pathlib import Path

import plotly.graph_objects as go
import pytest

from earag.analysis.compare import compare_runs
from earag.analysis.frames import records_to_frame
from earag.backends.base import GraphEdge, GraphNode
from earag.runs.inputs import load_dataset
from earag.runs.store import open_store
from earag.types import DIMENSIONS
from ui import charts
from ui import dashboard as dash
from ui.components import sentences_html
from ui.i18n import EN, ZH, t

SCORES = {"entity_coverage": 0.9, "faithfulness": 0.8, "relevancy": 0.7, "sufficiency": 0.6, "hallucination": 0.35}
THRESHOLDS = {"entity_coverage": 0.8, "faithfulness": 0.7, "relevancy": 0.7, "sufficiency": 0.8,
              "hallucination": 0.2, "overall": 0.7}
EA = {
    "question_entities": ["华侨经济文化合作试验区", "税收优惠政策", "企业所得税", "投资审批"],
    "answer_entities": ["华侨经济文化合作试验区", "企业所得税", "财政部", "<script>alert(1)</script>"],
    "covered_entities": ["华侨经济文化合作试验区", "企业所得税"],
    "missing_entities": ["税收优惠政策", "投资审批"],
    "context_covered_entities": ["华侨经济文化合作试验区", "税收优惠政策"],
    "context_missing_entities": ["企业所得税", "投资审批"],
    "answer_entity_checks": [
        {"entity": "华侨经济文化合作试验区", "in_context": True, "in_graph": True},
        {"entity": "企业所得税", "in_context": False, "in_graph": True},
        {"entity": "财政部", "in_context": False, "in_graph": False},
        {"entity": "<script>alert(1)</script>", "in_context": False, "in_graph": False},
    ],
    "unsupported_entities": ["财政部", "<script>alert(1)</script>"],
}


def test_radar_inverts_hallucination_and_labels_raw_value():
    labels, values = charts.radar_points(SCORES, "zh")
    assert values[DIMENSIONS.index("hallucination")] == pytest.approx(0.65)
    assert values[:4] == [0.9, 0.8, 0.7, 0.6]
    assert labels[DIMENSIONS.index("hallucination")] == "幻觉率（反向）<br>原值 0.35"
    assert charts.radar_points(SCORES, "en")[0][4] == "Hallucination<br>(inverted)<br>raw 0.35"


def test_radar_figure_has_scores_and_inverted_thresholds_as_closed_polygons():
    fig = charts.radar_figure(SCORES, THRESHOLDS, "zh")
    scores, thresholds = fig.data
    assert isinstance(scores, go.Scatterpolar)
    assert list(scores.r) == pytest.approx([0.9, 0.8, 0.7, 0.6, 0.65, 0.9])
    assert list(thresholds.r) == pytest.approx([0.8, 0.7, 0.7, 0.8, 0.8, 0.8])
    assert thresholds.name == "阈值"


def test_radar_missing_score_is_drawn_at_zero_and_labelled():
    labels, values = charts.radar_points({**SCORES, "relevancy": None, "hallucination": None}, "zh")
    assert values[2] == 0.0 and "无得分" in labels[2]
    assert values[4] == 0.0 and labels[4] == "幻觉率（反向）<br>原值 —"


@pytest.mark.parametrize("value, band, colour", [(0.1, "低", charts.GREEN), (0.35, "中", charts.AMBER),
                                                 (0.8, "高", charts.RED)])
def test_risk_gauge_uses_seed_bands(value, band, colour):
    fig = charts.risk_gauge(value, 0.2, "zh")
    ind = fig.data[0]
    assert ind.value == value
    assert [tuple(s.range) for s in ind.gauge.steps] == [(0, 0.2), (0.2, 0.5), (0.5, 1)]
    assert ind.gauge.threshold.value == 0.2
    assert band in ind.title.text
    assert ind.number.font.color == colour


def test_question_entity_chips_by_coverage():
    chips = {c["entity"]: (c["category"], c["colour"]) for c in charts.question_entity_chips(EA)}
    assert chips == {
        "华侨经济文化合作试验区": ("both", charts.GREEN),
        "税收优惠政策": ("context_only", charts.AMBER),
        "企业所得税": ("answer_only", charts.VIOLET),
        "投资审批": ("neither", charts.RED),
    }


def test_answer_entities_verified_against_contexts_and_graph():
    chips = {c["entity"]: c for c in charts.answer_entity_chips(EA)}
    assert chips["华侨经济文化合作试验区"]["verified"] and chips["企业所得税"]["verified"]
    assert not chips["财政部"]["verified"] and chips["财政部"]["colour"] == charts.RED


def test_entity_diff_html_escapes_user_text():
    html = charts.entity_diff_html(EA, "zh")
    assert "<script>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert 'class="earag-chip earag-chip-neither"' in html
    assert html.count("earag-chip-unverified") == 2 and html.count("earag-chip-verified") == 2


def test_sentence_highlight_marks_and_escapes():
    verdicts = [
        {"sentence": "小型微利企业减按25%计算应纳税所得额。", "supported": 1, "reason": "与上下文第1段第1句重合度 0.92"},
        {"sentence": 'A <b>bold</b> "claim" & more.', "supported": 0, "reason": 'no "evidence" <here>'},
    ]
    html = sentences_html(verdicts, "zh")
    assert '<span class="earag-sent earag-supported" title="有支持: 与上下文第1段第1句重合度 0.92"' in html
    assert "A &lt;b&gt;bold&lt;/b&gt; &quot;claim&quot; &amp; more." in html
    assert 'class="earag-sent earag-unsupported" title="缺少支持: no &quot;evidence&quot; &lt;here&gt;"' in html
    assert "<b>" not in html


def test_context_usage_groups_passages_and_marks_use():
    usage = [{"doc": 0, "pos": 0, "sentence": "第一段<句>", "overlap": 0.8, "used": True},
             {"doc": 1, "pos": 0, "sentence": "第二段", "overlap": 0.1, "used": False}]
    html = charts.context_usage_html(usage, "zh")
    assert "第 1 段" in html and "第 2 段" in html
    assert "earag-used" in html and "earag-unused" in html and "第一段&lt;句&gt;" in html


def test_level_badge_colour_and_escape():
    assert charts.GREEN in charts.level_badge_html("优秀")
    assert ">Poor<" in charts.level_badge_html("较差", "en")  # English level names carry no Chinese


def test_backend_rows_name_backend_status_and_reason():
    result = {"detailed_analysis": {
        "relevancy": {"backend": "char-ngram", "status": "fallback", "fallback_reason": "bge-m3 not cached"},
        "faithfulness": {"backend": "ollama:qwen2.5:7b", "status": "ok", "graph_source": "file:policy_kg.json"},
    }}
    rows = {r["维度"]: r for r in charts.backend_rows(result, "zh")}
    assert rows["答案相关性"] == {"维度": "答案相关性", "后端": "char-ngram", "状态": "回退", "原因": "bge-m3 not cached"}
    assert rows["事实忠实度"]["原因"] == "知识图谱: file:policy_kg.json"


def _records(shift: float = 0.0) -> list[dict]:
    out = []
    for i in range(6):
        s = {d: min(1.0, 0.5 + 0.08 * i + shift) for d in DIMENSIONS}
        s["hallucination"] = max(0.0, 0.4 - 0.05 * i - shift)
        overall = 0.3 + 0.1 * i + shift
        out.append({"id": f"q{i}", "row": i + 1, "question": f"问题{i}", "answer": "答", "human_score": 0.4 + 0.1 * i,
                    "human_level": None, "error": None,
                    "earag_evaluation": {"overall_score": overall, "quality_level": "优秀" if overall >= 0.8 else "较差",
                                         "quality_warning": overall < 0.7, "dimension_scores": s}})
    return out


def test_aggregate_figures_from_a_frame():
    df = records_to_frame(_records())
    radar = charts.mean_radar(df, THRESHOLDS, "zh")
    assert radar.data[0].r[0] == pytest.approx(df["entity_coverage"].mean())
    hist = charts.score_histograms(df, "zh")
    assert len(hist.data) == 6 and len(hist.data[0].x) == 6
    bar = charts.level_bar(df, "zh")
    assert list(bar.data[0].y) == [1, 0, 0, 5]
    heat = charts.correlation_heatmap(df, "zh")
    assert len(heat.data[0].z) == 6 and heat.data[0].z[0][0] == 1.0


def test_confusion_and_level_distribution_figures():
    fig = charts.confusion_figure([[1, 0, 0, 0], [0, 2, 0, 0], [0, 0, 0, 1], [0, 0, 0, 3]], ["优秀", "良好", "一般", "较差"])
    assert fig.data[0].z[3][3] == 3
    dist = charts.level_distribution_figure({"优秀": 1, "较差": 3}, {"优秀": 2, "较差": 2}, "zh")
    assert list(dist.data[0].y) == [1, 0, 0, 3] and list(dist.data[1].y) == [2, 0, 0, 2]


def test_compare_figures_have_error_bars():
    result = compare_runs(records_to_frame(_records()), records_to_frame(_records(0.05)), n_boot=200)
    means = charts.compare_means_figure(result, "zh")
    assert len(means.data) == 2 and means.data[0].error_y.array is not None
    diff = charts.paired_diff_figure(result, "zh")
    assert diff.data[0].y[0] == pytest.approx(0.05)
    assert diff.data[0].marker.color[0] == charts.GREEN


def test_graph_figure_marks_verified_and_unverified():
    nodes = [GraphNode("n1", "企业所得税", "政策名称", description="税种"), GraphNode("n2", "财政部", "机构组织"),
             GraphNode("n3", "小型微利企业", "")]
    edges = [GraphEdge("n1", "n2", "主管"), GraphEdge("n1", "n3", "适用")]
    fig = charts.graph_figure(nodes, edges, verified={"企业所得税": "企业所得税"}, unverified=["虚构委员会"],
                              focus=["企业所得税"])
    by_name = {tr.name: tr for tr in fig.data if tr.name}
    assert "政策名称" in by_name and "机构组织" in by_name
    assert by_name["政策名称"].marker.line.color[0] == charts.GREEN
    unverified = by_name["答案实体·图谱中未找到"]
    assert list(unverified.text) == ["虚构委员会"] and unverified.marker.color == charts.RED


def test_i18n_tables_have_the_same_keys_and_fields():
    assert set(ZH) == set(EN)
    import string

    for key in ZH:
        zh_fields = {f for _, f, _, _ in string.Formatter().parse(ZH[key]) if f}
        en_fields = {f for _, f, _, _ in string.Formatter().parse(EN[key]) if f}
        assert zh_fields == en_fields, key
    assert t("dim.relevancy", "en") == "Relevancy" and t("no.such.key", "en") == "no.such.key"
    assert t("batch.shown", "zh", n=3, total=5).startswith("显示 3 / 5")


def test_eta_and_duration():
    assert dash.eta_seconds(0, 10, 5.0) is None
    assert dash.eta_seconds(5, 10, 10.0) == pytest.approx(10.0)
    assert dash.format_duration(65) == "1:05" and dash.format_duration(None) == "—"
    assert dash.format_duration(3725) == "1:02:05"


def test_sample_from_inputs_splits_entities_and_drops_blank_contexts():
    s = dash.sample_from_inputs(" 问 ", "答", ["上下文一", "", None, "  ", "nan"], "企业所得税，财政部, 税务总局")
    assert s == {"question": "问", "answer": "答", "contexts": ["上下文一"],
                 "graph_entities": ["企业所得税", "财政部", "税务总局"]}
    assert dash.sample_from_inputs("q", "a", [], " ")["graph_entities"] is None


class _FakeEvaluator:
    """Stands in for the Evaluator in run_batch: yields results as iter_evaluate does, counting calls."""

    def __init__(self):
        self.evaluated = []

    def iter_evaluate(self, samples, workers=None):
        from earag.types import DimensionResult, EvaluationResult

        for i, s in enumerate(samples):
            self.evaluated.append(s.question)
            dims = {d: DimensionResult(d, 0.5) for d in DIMENSIONS}
            yield i, EvaluationResult(0.5, "较差", "", True, dims, "", [], {}, {}, 0.0, {}, "test"), None


def test_run_batch_appends_and_resumes(tmp_path: Path):
    data = "\n".join(f'{{"id": "q{i}", "question": "问题{i}", "answer": "答案{i}"}}' for i in range(5))
    data += '\n{"id": "bad", "question": "", "answer": "x"}'
    dataset = load_dataset(data.encode(), "set.jsonl")
    store = open_store(tmp_path / "runs.sqlite3")
    run_id = store.create_run(name="set.jsonl", dataset_fp="d", settings_fp="s", total_rows=6).id
    ev = _FakeEvaluator()
    seen = []
    p = dash.run_batch(ev, dataset, store, run_id, on_progress=lambda pr: seen.append(pr.done),
                       should_stop=lambda: len(seen) >= 2)
    assert p.cancelled and p.done == 2 and p.invalid == 1 and seen == [1, 2]
    p2 = dash.run_batch(ev, dataset, store, run_id)
    assert p2.skipped == 2 and p2.done == 3 and not p2.cancelled
    assert len(ev.evaluated) == 5  # nothing evaluated twice
    recs = store.records(run_id)
    assert len(recs) == 6 and sum(r["earag_evaluation"] is None for r in recs) == 1
    assert dash.run_batch(ev, dataset, store, run_id).total == 0


def test_save_config_yaml_refuses_silent_overwrite(tmp_path: Path):
    from earag.errors import ConfigError

    active = tmp_path / "earag_eval.yaml"
    active.write_text("evaluation: {}\n", encoding="utf-8")
    env = {"EARAG_CONFIG": str(active)}
    assert dash.tuned_config_path(env) == tmp_path / "earag_eval.tuned.yaml"
    text = "evaluation:\n  weights:\n    relevancy: 0.2\n"
    with pytest.raises(ConfigError):
        dash.save_config_yaml(text, active, environ=env)
    assert active.read_text(encoding="utf-8") == "evaluation: {}\n"
    dash.save_config_yaml(text, active, confirm_overwrite=True, environ=env)
    assert active.read_text(encoding="utf-8") == text
    assert (tmp_path / "earag_eval.yaml.bak").read_text(encoding="utf-8") == "evaluation: {}\n"
    with pytest.raises(ConfigError):
        dash.save_config_yaml("evaluation:\n  weights:\n    nonsense: 1\n", tmp_path / "x.yaml", environ=env)


def test_records_from_bytes_and_export(tmp_path: Path):
    import json

    data = "\n".join(json.dumps(r, ensure_ascii=False) for r in _records()).encode()
    recs = dash.records_from_bytes(data)
    assert len(recs) == 6
    assert dash.export_bytes(recs, "csv").decode("utf-8-sig").splitlines()[0].startswith("id,row,question")
    assert dash.export_bytes(recs, "xlsx")[:2] == b"PK"
    assert len(dash.export_bytes(recs, "jsonl").splitlines()) == 6
    from earag.errors import InputError

    with pytest.raises(InputError):
        dash.records_from_bytes(b'{"question": "q"}\n')


def test_result_graph_marks():
    marks = dash.result_graph_marks({"entity_analysis": {
        "question_entities": ["A"],
        "answer_entity_checks": [{"entity": "x", "in_graph": True, "graph_entity": "X"},
                                 {"entity": "y", "in_graph": False}, {"entity": "z", "in_graph": None}]}})
    assert marks == {"verified": {"x": "X"}, "unverified": ["y"], "question": ["A"]}


# --- extra metrics (earag.metrics) in the dashboard ------------------------------------------------------------

METRICS = {
    "f1": {"score": 0.8972, "metric_name": "f1", "status": "ok",
           "reason": "共有词 48 个：精确率 0.83，召回率 0.98，F1 0.90；未配置LLM，使用规则评分",
           "details": {"rule_score": 0.8972, "llm_score": None, "used": "rule", "llm_status": "no_llm"}},
    "response_coherence": {"score": 0.9, "metric_name": "response_coherence", "status": "ok", "reason": "[LLM] 结构清晰",
                           "details": {"rule_score": 0.6, "llm_score": 0.9, "used": "llm", "llm_status": "ok"}},
    "answer_supported_precision": {
        "score": 0.5, "metric_name": "answer_supported_precision", "status": "fallback",
        "reason": "1/2 个回答句子得到支持 <b>",
        "details": {"status": "fallback", "pooled_score": 0.5, "rank_weighted_score": 0.41, "rank_weighting": "dcg",
                    "rule_score": 0.5, "llm_score": None, "used": "rule", "llm_status": "timeout",
                    "judge": "offline:sentence-overlap",
                    "per_document": [{"rank": 2, "score": 0.0, "weight": 0.63}, {"rank": 1, "score": 0.5, "weight": 1.0}],
                    "verdicts": [{"index": 1, "sentence": "减按25%计算。", "supported": 1, "reason": "重合度 0.84"},
                                 {"index": 2, "sentence": "执行至2030年。", "supported": 0, "reason": "上下文没有"}]}},
    "context_supported_precision": {
        "score": 1.0, "metric_name": "context_supported_precision", "status": "ok", "reason": "1/1",
        "details": {"verdicts": [{"index": 1, "sentence": "第一段。", "supported": 1, "reason": "用到", "rank": 1}],
                    "per_document": [{"rank": 1, "score": 1.0, "weight": 1.0}], "pooled_score": 1.0,
                    "rank_weighted_score": 1.0, "rule_score": 1.0, "llm_score": None, "used": "rule",
                    "llm_status": "no_llm"}},
    "retrieval_precision": {"score": None, "metric_name": "retrieval_precision", "status": "unavailable",
                            "reason": "需要字段 retrieved_entities、cited_entities / needs retrieved_entities, cited_entities",
                            "details": {"status": "unavailable", "missing_fields": ["retrieved_entities", "cited_entities"]}},
    "retrieval_latency": {"score": 0.82, "metric_name": "retrieval_latency", "status": "ok", "reason": "检索耗时 0.820 秒",
                          "details": {"rule_score": 0.82, "llm_score": None, "used": "rule", "llm_status": "not_needed",
                                      "unit": "s"}},
    "graph_coverage": {"score": 0.3, "metric_name": "graph_coverage", "status": "unavailable", "reason": "x",
                       "details": {"status": "unavailable", "missing_fields": ["cited_entities|graph_entities"]}},
    "subgraph_quality": {"score": 0.8, "metric_name": "subgraph_quality", "status": "ok", "reason": "密度 0.50",
                         "details": {"rule_score": 0.8, "llm_score": None, "used": "rule", "llm_status": "not_needed"}},
}


def test_metric_groups_in_display_order_with_layer_and_llm_status():
    groups = charts.metric_groups(METRICS, "zh")
    assert [g["group"] for g in groups] == ["answer_quality", "context_support", "retrieval", "graph"]
    assert [g["label"] for g in groups] == ["答案质量", "上下文支持", "检索", "图谱"]
    entries = {e["name"]: e for g in groups for e in g["entries"]}
    f1 = entries["f1"]
    assert (f1["label"], f1["score_text"], f1["layer_text"], f1["llm_status_text"]) == ("F1 分数", "0.897", "规则", "未配置 LLM")
    assert f1["colour"] == charts.GREEN and f1["rule_vs_llm"] == "规则 0.897 · LLM —"
    coherent = entries["response_coherence"]
    assert coherent["layer"] == "llm" and coherent["layer_text"] == "LLM" and coherent["rule_vs_llm"] == "规则 0.600 · LLM 0.900"
    assert entries["answer_supported_precision"]["status_text"] == "回退"
    assert entries["answer_supported_precision"]["llm_status_text"] == "LLM 超时"


def test_latency_is_seconds_and_lower_is_better():
    e = charts.metric_entry("retrieval_latency", METRICS["retrieval_latency"], "zh",
                            {"group": "retrieval", "unit": "s", "higher_is_better": False})
    assert e["score_text"] == "0.820 s" and e["unit"] == "s" and not e["higher_is_better"] and e["colour"] == charts.BLUE
    html = charts.metric_table_html([e], "zh")
    assert "0.820 s" in html and "越低越好" in html and "earag-lower-better" in html
    assert "lower is better" in charts.metric_table_html([charts.metric_entry(
        "retrieval_latency", METRICS["retrieval_latency"], "en", {"unit": "s", "higher_is_better": False})], "en")


def test_unavailable_metric_says_which_fields_it_needs():
    groups = {g["group"]: g for g in charts.metric_groups(METRICS, "zh")}
    entries = {e["name"]: e for g in groups.values() for e in g["entries"]}
    rp = entries["retrieval_precision"]
    assert rp["score_text"] == "—" and rp["colour"] == charts.GREY
    assert rp["reason"] == "不可用：需要 retrieved_entities、cited_entities"
    # a score on an unavailable metric is not invented, and "a|b" reads as either field
    assert entries["graph_coverage"]["reason"] == "不可用：需要 cited_entities 或 graph_entities"
    en = charts.metric_entry("graph_coverage", METRICS["graph_coverage"], "en")
    assert en["reason"] == "unavailable: needs cited_entities or graph_entities"
    html = charts.metric_table_html(groups["retrieval"]["entries"], "zh")
    assert 'class="earag-metric earag-metric-unavailable" data-metric="retrieval_precision"' in html
    assert "earag-status-unavailable" in html


def test_metric_table_escapes_reasons():
    e = charts.metric_entry("answer_supported_precision", METRICS["answer_supported_precision"], "zh")
    html = charts.metric_table_html([e], "zh")
    assert "得到支持 <b>" not in html and "得到支持 &lt;b&gt;" in html
    assert "回答句子支持率" in html and "earag-layer-rule" in html and "LLM 超时" in html


def test_verdict_rows_mark_support_and_context_rank():
    rows = charts.verdict_rows(METRICS["answer_supported_precision"]["details"], "zh")
    assert [(r["#"], r["支持"], r["原因"]) for r in rows] == [(1, "✓", "重合度 0.84"), (2, "✗", "上下文没有")]
    assert "排名" not in rows[0]
    ctx = charts.verdict_rows(METRICS["context_supported_precision"]["details"], "en")
    assert ctx == [{"#": 1, "Sentence": "第一段。", "Supported": "✓", "Reason": "用到", "Rank": 1}]
    assert charts.verdict_rows({}, "zh") == []


def test_per_document_figure_in_rank_order_with_pooled_and_weighted_lines():
    fig = charts.per_document_figure(METRICS["answer_supported_precision"]["details"], "zh")
    bar = fig.data[0]
    assert list(bar.x) == ["文档 1<br>权重 1.00", "文档 2<br>权重 0.63"] and list(bar.y) == [0.5, 0.0]
    assert list(bar.text) == ["0.50", "0.00"]
    lines = sorted(shape.y0 for shape in fig.layout.shapes)
    assert lines == pytest.approx([0.41, 0.5])
    assert [tr.name for tr in fig.data[1:]] == ["合并得分 0.50", "排名加权得分 0.41"]


def test_verdict_table_wraps_marks_and_escapes():
    details = {"verdicts": [{"index": 1, "sentence": "减按<25%>计算。", "supported": 1, "reason": "重合度 0.84"},
                            {"index": 2, "sentence": "执行至2030年。", "supported": 0, "reason": "上下文没有 & 无"}]}
    html = charts.verdict_table_html(details, "zh")
    assert html.count("earag-verdict earag-supported") == 1 and html.count("earag-verdict earag-unsupported") == 1
    assert "减按&lt;25%&gt;计算。" in html and "上下文没有 &amp; 无" in html and "<th" in html and "排名" not in html
    ctx = charts.verdict_table_html(METRICS["context_supported_precision"]["details"], "en")
    assert "Rank" in ctx and "✓" in ctx
    assert "earag-verdicts" in charts.verdict_table_html({}, "zh") and "没有可判定的句子" in charts.verdict_table_html({}, "zh")


def test_metric_means_figure_by_group_leaves_seconds_out():
    means = {"f1": {"mean": 0.8, "n": 3, "unavailable": 0, "group": "answer_quality", "unit": None},
             "em": {"mean": 0.6, "n": 3, "unavailable": 0, "group": "answer_quality", "unit": None},
             "retrieval_latency": {"mean": 0.9, "n": 3, "unavailable": 0, "group": "retrieval", "unit": "s"},
             "retrieval_precision": {"mean": None, "n": 0, "unavailable": 3, "group": "retrieval", "unit": None},
             "graph_coverage": {"mean": 0.7, "n": 2, "unavailable": 1, "group": "graph", "unit": None}}
    fig = charts.metric_means_figure(means, "zh")
    assert [tr.name for tr in fig.data] == ["答案质量", "图谱"]
    assert list(fig.data[0].x) == ["F1 分数", "精确匹配 EM"] and list(fig.data[0].y) == [0.8, 0.6]
    assert fig.data[1].marker.color == charts.GROUP_COLOURS["graph"]


def test_graph_figure_colours_by_community_with_names():
    nodes = [GraphNode("n1", "企业所得税", "政策名称", community=0), GraphNode("n2", "增值税", "政策名称", community=1),
             GraphNode("n3", "财政部", "机构组织")]
    edges = [GraphEdge("n1", "n2", "相关"), GraphEdge("n1", "n3", "主管")]
    assert charts.has_communities(nodes) and not charts.has_communities(nodes[2:])
    fig = charts.graph_figure(nodes, edges, colour_by="community", community_names={0: "企业所得税与小微企业税费"})
    names = [tr.name for tr in fig.data if tr.name]
    assert names == ["0 · 企业所得税与小微企业税费", "社区 1", "无社区"]
    by_name = {tr.name: tr for tr in fig.data if tr.name}
    assert by_name["无社区"].marker.color == charts.GREY
    assert by_name["社区 1"].customdata[0][0] == "政策名称 · 社区 1"
    by_label = [tr.name for tr in charts.graph_figure(nodes, edges).data if tr.name]
    assert by_label == ["政策名称", "机构组织"]


def test_metrics_plan_costs_core_two_plus_metrics_and_zero_offline():
    from earag.metrics import llm_cost
    from earag.types import EvaluationSample

    names = dash.resolve_metric_selection(["all"])
    assert names and "earag_overall" not in names and "faithfulness" not in names
    plan = dash.metrics_plan(["all"], core_calls=2)
    assert plan["core"] == 2 and plan["total"] == 2 + llm_cost(names) and plan["names"] == names
    offline = dash.metrics_plan(["all"], core_calls=0)
    assert offline["total"] == 0 and all(r["llm_calls"] == 0 for r in offline["rows"])
    assert dash.metrics_plan([], core_calls=2)["total"] == 2
    sample = EvaluationSample("问", "答", ["上下文"], metadata={"retrieval_latency": 0.5})
    rows = {r["name"]: r for r in dash.metrics_plan(["retrieval"], 2, [sample, sample])["rows"]}
    assert list(rows) == ["retrieval_precision", "retrieval_utilization", "retrieval_latency", "chunk_utilization"]
    assert rows["retrieval_latency"]["missing"] == 0 and rows["retrieval_precision"]["missing"] == 2
    assert rows["retrieval_latency"]["unit"] == "s" and rows["retrieval_latency"]["requires"] == ["retrieval_latency"]
    with pytest.raises(KeyError):
        dash.resolve_metric_selection(["no_such_metric"])


def test_metric_selection_is_an_argument_and_the_plan_matches_the_run():
    from earag.types import EvaluationSample

    ev = dash.make_evaluator(dash.build_settings(environ={}).to_yaml(), True)
    names = ["f1", "retrieval_latency"]
    sample = EvaluationSample("小微企业所得税优惠有哪些？", "减按25%计入应纳税所得额。", ["小型微利企业减按25%计入应纳税所得额。"],
                              ground_truth="减按25%计入应纳税所得额。", metadata={"retrieval_latency": 0.5})
    try:
        assert [m.name for m in ev.metrics_for(names)] == names
        assert set(ev.evaluate(sample, metrics=names).to_dict()["metrics"]) == set(names)
        # the selection belonged to that call only: the shared evaluator computes no metric afterwards
        assert not ev.evaluate(sample).to_dict().get("metrics")
        # the plan shown before a run is what the evaluator of the run says (offline: 0)
        assert dash.metrics_plan(names, ev.llm_calls_per_sample())["total"] == ev.llm_calls_per_sample(names) == 0
    finally:
        ev.close()


def test_llm_cost_before_a_run_matches_the_evaluator_with_an_llm():
    from dataclasses import replace

    from earag.evaluator import Evaluator

    class NeverCalled:  # the cost is read before any evaluation: no method is needed
        name = "stub"

    base = dash.make_evaluator(dash.build_settings(environ={}).to_yaml(), True)
    ev = Evaluator(base.settings, replace(base.backends, llm=NeverCalled()))
    try:
        core = ev.llm_calls_per_sample()
        assert core == 1   # the one combined judge call (backends.llm.combined_call, default true)
        for selection in (["all"], ["graph"], ["f1", "retrieval_latency"], []):
            names = dash.resolve_metric_selection(selection)
            assert dash.metrics_plan(selection, core)["total"] == ev.llm_calls_per_sample(names)
    finally:
        ev.close()
        base.close()


def _metric_records() -> list[dict]:
    recs = _records()[:3]
    recs[0]["earag_evaluation"]["metrics"] = {"f1": METRICS["f1"], "retrieval_latency": METRICS["retrieval_latency"]}
    recs[1]["earag_evaluation"]["metrics"] = {"f1": {"score": 0.5}, "retrieval_precision": METRICS["retrieval_precision"],
                                              "faithfulness": {"score": 0.1}}
    return recs


def test_add_metric_columns_from_records():
    recs = _metric_records()
    df, added = dash.add_metric_columns(records_to_frame(recs), recs)
    assert added == ["f1", "retrieval_precision", "retrieval_latency"]  # registry order; faithfulness is a dimension
    assert df["f1"].tolist()[:2] == pytest.approx([0.8972, 0.5]) and df["f1"].isna().tolist() == [False, False, True]
    assert df["retrieval_precision"].isna().all() and df["retrieval_latency"].iloc[0] == pytest.approx(0.82)
    assert df["faithfulness"].tolist() == records_to_frame(recs)["faithfulness"].tolist()
    with pytest.raises(ValueError):
        dash.add_metric_columns(records_to_frame(recs), recs[:2])


def test_metric_means_leave_unavailable_out():
    means = dash.metric_means(_metric_records())
    assert means["f1"]["mean"] == pytest.approx((0.8972 + 0.5) / 2) and means["f1"]["n"] == 2
    assert means["retrieval_precision"] == {"mean": None, "n": 0, "unavailable": 1, "group": "retrieval", "unit": None,
                                            "higher_is_better": True}
    assert means["retrieval_latency"]["unit"] == "s" and means["retrieval_latency"]["higher_is_better"] is False


def test_result_graph_metrics_and_community_names(tmp_path: Path):
    result = {"metrics": {"subgraph_quality": METRICS["subgraph_quality"], "f1": METRICS["f1"],
                          "graph_coverage": METRICS["graph_coverage"]}}
    assert list(dash.result_graph_metrics(result)) == ["graph_coverage", "subgraph_quality"]
    assert dash.result_graph_metrics(None) == {} and dash.result_graph_metrics({"metrics": {"f1": {}}}) == {}
    path = tmp_path / "kg.json"
    path.write_text('{"communities": [{"id": 0, "name": "税费"}, {"id": "x"}], "nodes": []}', encoding="utf-8")

    class G:
        pass

    g = G()
    g.path = path
    assert dash.graph_community_names(g) == {0: "税费"}
    assert dash.graph_community_names(object()) == {}


def _label_box_px(fig, trace, i, width=charts.GRAPH_MIN_WIDTH):
    """The x pixel extent of label i of `trace` on a plot `width` px wide with the figure's x range."""
    lo, hi = fig.layout.xaxis.range
    x = trace.x[i]
    px = (x - lo) / (hi - lo) * width
    w = charts.label_px(trace.text[i])
    pos = trace.textposition
    return (px, px + 12 + w) if "right" in pos else (px - w / 2, px + w / 2)


def test_graph_figure_keeps_a_long_invented_name_inside_the_plot():
    nodes = [GraphNode("n1", "企业所得税", "政策名称"), GraphNode("n2", "财政部", "机构组织"),
             GraphNode("n3", "小型微利企业", "")]
    edges = [GraphEdge("n1", "n2", "主管"), GraphEdge("n1", "n3", "适用")]
    fig = charts.graph_figure(nodes, edges, unverified=["国家税务总局华侨专项办公室"], focus=["企业所得税"])
    lo, hi = fig.layout.xaxis.range
    invented = next(tr for tr in fig.data if tr.name == "答案实体·图谱中未找到")
    left, right = _label_box_px(fig, invented, 0)
    assert 0 <= left and right <= charts.GRAPH_MIN_WIDTH + 1e-3  # all 13 characters fit, not "国家税务"
    for tr in fig.data:
        if tr.mode == "markers+text" and tr.name != invented.name:
            for i, text in enumerate(tr.text):
                if text:
                    a, b = _label_box_px(fig, tr, i)
                    assert -1e-3 <= a and b <= charts.GRAPH_MIN_WIDTH + 1e-3, text
    ylo, yhi = fig.layout.yaxis.range
    assert all(ylo < y < yhi for tr in fig.data if tr.y is not None for y in tr.y if y is not None)


def test_label_ranges_grow_only_as_much_as_the_labels_need():
    xr, yr = charts.label_ranges([(0.0, 0.0, "", "top center"), (1.0, 1.0, "", "top center")])
    assert xr[0] < 0 and xr[1] > 1 and xr[1] - xr[0] < 1.2  # markers only: a small margin
    wide, _ = charts.label_ranges([(0.0, 0.0, "", "top center"), (1.0, 0.0, "很长很长很长很长的名称", "middle right")])
    assert wide[1] > xr[1] + 0.2
    assert charts.label_ranges([]) == ([-1.0, 1.0], [-1.0, 1.0])
    assert charts.label_px("财政部") == 33 and charts.label_px("ab") < 15


def test_the_paired_scatter_draws_unchanged_questions_in_grey():
    import pandas as pd

    from ui import charts

    frame = pd.DataFrame({"question": ["a", "b", "c"], "score_a": [0.5, 0.5, 0.5], "score_b": [0.7, 0.3, 0.5],
                          "diff": [0.2, -0.2, 0.0]})
    colours = list(charts.paired_scatter(frame).data[0].marker.color)
    assert colours == [charts.GREEN, charts.RED, charts.GREY]


def test_risk_gauge_names_the_band_in_english_from_its_id():
    assert charts.risk_gauge(0.8, 0.2, "en").data[0].title.text.endswith(" · high")
    assert charts.risk_gauge(0.1, 0.2, "en").data[0].title.text.endswith(" · low")
