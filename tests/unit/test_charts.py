"""Chart and HTML builders of the dashboard, on literal result dicts; plus the i18n tables and dashboard helpers."""
from __future__ import annotations

from pathlib import Path

import plotly.graph_objects as go
import pytest

from earag import charts
from earag import dashboard as dash
from earag.backends.base import GraphEdge, GraphNode
from earag.compare import compare_runs
from earag.datasets import ResultStore, load_dataset
from earag.frames import records_to_frame
from earag.i18n import EN, ZH, t
from earag.types import DIMENSIONS

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
    assert labels[DIMENSIONS.index("hallucination")] == "幻觉率(反向) raw=0.35"
    assert charts.radar_points(SCORES, "en")[0][4] == "Hallucination (inverted) raw=0.35"


def test_radar_figure_has_scores_and_inverted_thresholds_as_closed_polygons():
    fig = charts.radar_figure(SCORES, THRESHOLDS, "zh")
    scores, thresholds = fig.data
    assert isinstance(scores, go.Scatterpolar)
    assert list(scores.r) == pytest.approx([0.9, 0.8, 0.7, 0.6, 0.65, 0.9])
    assert list(thresholds.r) == pytest.approx([0.8, 0.7, 0.7, 0.8, 0.8, 0.8])
    assert thresholds.name == "阈值"


def test_radar_missing_score_is_drawn_at_zero_and_labelled():
    labels, values = charts.radar_points({**SCORES, "relevancy": None, "hallucination": None}, "zh")
    assert values[2] == 0.0 and "n/a" in labels[2]
    assert values[4] == 0.0 and labels[4] == "幻觉率(反向) raw=n/a"


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
    html = charts.sentence_highlight_html(verdicts, "zh")
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
    assert "Poor (较差)" in charts.level_badge_html("较差", "en")


def test_backend_rows_name_backend_status_and_reason():
    result = {"detailed_analysis": {
        "relevancy": {"backend": "char-ngram", "status": "fallback", "fallback_reason": "bge-m3 not cached"},
        "faithfulness": {"backend": "ollama:qwen2.5:7b", "status": "ok", "graph_source": "file:policy_kg.json"},
    }}
    rows = {r["维度"]: r for r in charts.backend_rows(result, "zh")}
    assert rows["答案相关性"] == {"维度": "答案相关性", "后端": "char-ngram", "状态": "回退", "原因": "bge-m3 not cached"}
    assert rows["事实忠实度"]["原因"] == "graph: file:policy_kg.json"


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
    store = ResultStore(tmp_path / "r.jsonl")
    ev = _FakeEvaluator()
    seen = []
    p = dash.run_batch(ev, dataset, store, on_progress=lambda pr: seen.append(pr.done), should_stop=lambda: len(seen) >= 2)
    assert p.cancelled and p.done == 2 and p.invalid == 1 and seen == [1, 2]
    p2 = dash.run_batch(ev, dataset, store)
    assert p2.skipped == 2 and p2.done == 3 and not p2.cancelled
    assert len(ev.evaluated) == 5  # nothing evaluated twice
    recs = store.records()
    assert len(recs) == 6 and sum(r["earag_evaluation"] is None for r in recs) == 1
    assert dash.run_batch(ev, dataset, store).total == 0


def test_results_path_depends_on_rows_and_settings(tmp_path: Path):
    a = load_dataset(b'{"question": "q", "answer": "a"}\n', "My Set (v2).jsonl")
    p1 = dash.results_path(a, "My Set (v2).jsonl", "x: 1", False, tmp_path)
    assert p1.parent == tmp_path and p1.name.startswith("My_Set_v2-") and p1.suffix == ".jsonl"
    assert p1 == dash.results_path(a, "My Set (v2).jsonl", "x: 1", False, tmp_path)
    assert p1 != dash.results_path(a, "My Set (v2).jsonl", "x: 2", False, tmp_path)
    assert p1 != dash.results_path(a, "My Set (v2).jsonl", "x: 1", True, tmp_path)


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
