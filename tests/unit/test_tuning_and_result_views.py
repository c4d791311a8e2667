"""Tuning and result views in the library: tunable level cut-offs, per-dimension pass/fail and flips, zero-weight reasons,
comment-keeping YAML saves, and the UI's issue links, wrapping reasons table and library-text localisation."""
from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
import yaml

from earag.analysis.tuning import dimension_pass_counts, fit_weights, rescore, threshold_flips, weights_to_yaml
from earag.config import DEFAULT_CONFIG_PATH, save_config_yaml
from earag.errors import InputError
from earag.scoring import DEFAULT_CUTOFFS, level_cutoffs, quality_level, quality_levels
from earag.types import DIMENSIONS

WEIGHTS = {"entity_coverage": 0.30, "faithfulness": 0.25, "relevancy": 0.15, "sufficiency": 0.15,
           "hallucination": -0.15}
THRESHOLDS = {"entity_coverage": 0.8, "faithfulness": 0.7, "relevancy": 0.7, "sufficiency": 0.8,
              "hallucination": 0.2, "overall": 0.7}


# --- level cut-offs -------------------------------------------------------------------------------------------

def test_default_cutoffs_are_seed_002s():
    assert DEFAULT_CUTOFFS == (0.8, 0.7, 0.6)
    assert list(quality_levels(np.array([0.8, 0.79, 0.7, 0.6, 0.59]))) == ["优秀", "良好", "良好", "一般", "较差"]


def test_moved_cutoffs_move_levels_scalar_and_vectorised_alike():
    cut = (0.9, 0.75, 0.5)
    scores = [0.95, 0.85, 0.75, 0.7, 0.5, 0.49]
    expected = ["优秀", "良好", "良好", "一般", "一般", "较差"]
    assert list(quality_levels(np.array(scores), cut)) == expected
    assert [quality_level(s, cut) for s in scores] == expected


@pytest.mark.parametrize("bad", [(0.7, 0.8, 0.6), (0.8, 0.7), (1.2, 0.7, 0.6), (0.8, 0.7, -0.1)])
def test_cutoffs_out_of_order_or_range_are_an_input_error_naming_the_field(bad):
    with pytest.raises(InputError) as err:
        level_cutoffs(bad)
    assert err.value.field == "cutoffs"


def test_rescore_with_cutoffs_changes_levels_not_scores():
    df = pd.DataFrame([dict(zip(DIMENSIONS, [1.0, 1.0, 0.6, 0.6, 0.0]))])  # overall 0.73
    default, strict = rescore(df, WEIGHTS, THRESHOLDS), rescore(df, WEIGHTS, THRESHOLDS, (0.9, 0.8, 0.7))
    assert default["overall_score"][0] == pytest.approx(strict["overall_score"][0]) == pytest.approx(0.73)
    assert default["quality_level"][0] == "良好" and strict["quality_level"][0] == "一般"


# --- pass/fail per dimension and flips ------------------------------------------------------------------------

def _df() -> pd.DataFrame:
    rows = [[0.9, 0.8, 0.75, 0.9, 0.1], [0.7, 0.6, 0.5, 0.9, 0.3], [0.85, None, 0.72, 0.5, 0.25]]
    df = pd.DataFrame([dict(zip(DIMENSIONS, r)) for r in rows])
    df["id"], df["question"] = ["a", "b", "c"], ["问一", "问二", "问三"]
    df["overall_score"] = [0.8, 0.5, 0.6]
    return df


def test_pass_counts_treat_hallucination_as_an_upper_bound_and_skip_missing_scores():
    counts = dimension_pass_counts(_df(), THRESHOLDS).set_index("dimension")
    assert counts.loc["entity_coverage", ["passed", "failed", "missing"]].tolist() == [2, 1, 0]
    assert counts.loc["faithfulness", ["passed", "failed", "missing"]].tolist() == [1, 1, 1]
    assert counts.loc["hallucination", ["passed", "failed"]].tolist() == [1, 2]  # 0.1 ≤ 0.2 passes
    assert counts.loc["overall", ["passed", "failed"]].tolist() == [1, 2]


def test_moving_a_threshold_counts_and_lists_the_samples_that_flip():
    moved = {**THRESHOLDS, "relevancy": 0.72, "hallucination": 0.25}
    counts = dimension_pass_counts(_df(), moved, THRESHOLDS).set_index("dimension")
    assert counts.loc["relevancy", ["passed_before", "passed", "to_fail", "to_pass"]].tolist() == [2, 2, 0, 0]
    assert counts.loc["hallucination", ["passed_before", "passed", "to_pass"]].tolist() == [1, 2, 1]
    flips = threshold_flips(_df(), THRESHOLDS, moved)
    assert flips[["id", "dimension", "now"]].values.tolist() == [["c", "hallucination", "pass"]]
    flips = threshold_flips(_df(), THRESHOLDS, {**THRESHOLDS, "relevancy": 0.76})
    assert sorted(flips["id"]) == ["a", "c"] and set(flips["now"]) == {"fail"}  # 0.75 and 0.72 now fall short
    assert threshold_flips(_df(), THRESHOLDS, THRESHOLDS).empty


# --- a fit that zeroes a dimension says why ---------------------------------------------------------------------

def test_a_zeroed_weight_is_reported_with_its_reason():
    rng = np.random.default_rng(1)
    n = 40
    m = rng.uniform(0, 1, size=(n, 5))
    m[:, 3] = 0.0                              # sufficiency never scored: no signal
    human = 0.5 * m[:, 0] + 0.3 * m[:, 1] + 0.2 * (1 - m[:, 2])   # relevancy moves against the human score
    fit = fit_weights(m, human, original_weights=WEIGHTS)
    zeroed = {z["dimension"]: z for z in fit.zeroed()}
    assert zeroed["relevancy"]["reason"] == "bound" and zeroed["relevancy"]["correlation"] < 0
    assert zeroed["relevancy"]["original"] == pytest.approx(0.15)
    assert zeroed["sufficiency"]["reason"] == "no_signal"
    assert "entity_coverage" not in zeroed
    assert fit.to_dict()["zeroed"]


# --- saving the tuned config keeps its comments -----------------------------------------------------------------

def test_weights_to_yaml_keeps_comments_order_and_untouched_spelling():
    base = DEFAULT_CONFIG_PATH.read_text(encoding="utf-8")
    text = weights_to_yaml({**WEIGHTS, "faithfulness": 0.4}, {**THRESHOLDS, "overall": 0.65}, base)
    changed = [(a, b) for a, b in zip(base.splitlines(), text.splitlines()) if a != b]
    assert len(base.splitlines()) == len(text.splitlines())
    # the two numbers that moved, and the comment naming the best score under the new weights (0.85 -> 1.00)
    assert len(changed) == 3, changed
    assert [b for a, b in changed if "perfect" in a] == [
        "    hallucination: -0.15   # negative: hallucination is a penalty. With these weights a perfect answer "
        "scores 1.00."]
    assert all("#" not in a or "#" in b for a, b in changed)  # inline comments survive on changed lines
    assert "entity_coverage: 0.30" in text  # an untouched number keeps its spelling
    assert text.count("#") == base.count("#")
    assert abs(len(text) - len(base)) < 20
    assert yaml.safe_load(text)["evaluation"]["weights"]["faithfulness"] == 0.4


def test_save_config_yaml_writes_atomically_and_keeps_a_backup(tmp_path):
    target = tmp_path / "earag_eval.yaml"
    base = DEFAULT_CONFIG_PATH.read_text(encoding="utf-8")
    target.write_text(base, encoding="utf-8")
    text = weights_to_yaml(WEIGHTS, {**THRESHOLDS, "overall": 0.6}, base)
    env = {"EARAG_CONFIG": str(target)}
    with pytest.raises(Exception):
        save_config_yaml(text, target, environ=env)  # the file in use needs a confirmation
    save_config_yaml(text, target, confirm_overwrite=True, environ=env)
    assert target.read_text(encoding="utf-8") == text
    assert (tmp_path / "earag_eval.yaml.bak").read_text(encoding="utf-8") == base
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


# --- UI pieces (pure functions) ---------------------------------------------------------------------------------

RESULT = {
    "overall_score": 0.3, "quality_level": "较差", "quality_warning": True,
    "dimension_scores": dict(zip(DIMENSIONS, [0.5, 0.4, 0.8, 0.9, 0.6])),
    "entity_analysis": {"unsupported_entities": ["国家中小企业税收管理局"], "missing_entities": ["研发费用"]},
    "findings": [{"code": "invented_entities", "params": {"names": ["国家中小企业税收管理局"]}}],
    "sentence_verdicts": [
        {"sentence": "小微企业税率为20%。", "supported": 1, "score": 0.95, "reason": "与上下文第1段第1句重合度 0.95",
         "reason_messages": [{"code": "judge.overlap_with", "params": {"doc": 1, "pos": 1, "overlap": 0.95}}],
         "start": 0, "end": 11, "judge": "offline", "unsupported_spans": []},
        {"sentence": "由国家中小企业税收管理局负责，税率10%。", "supported": 0, "score": 0.2, "judge": "offline",
         "reason": "上下文中找不到对应内容（重合度 0.20）", "start": 11, "end": 32,
         "reason_messages": [{"code": "span.no_match", "params": {"overlap": 0.2}}],
         "unsupported_spans": [{"text": "国家中小企业税收管理局", "start": 12, "end": 23, "kind": "entity",
                                "reason": "上下文中没有“国家中小企业税收管理局”",
                                "reason_messages": [{"code": "span.quoted_missing",
                                                     "params": {"answer": "国家中小企业税收管理局"}}]},
                               {"text": "10%", "start": 28, "end": 31, "kind": "number", "reason": "上下文为20%，答案为10%",
                                "reason_messages": [{"code": "span.value_differs",
                                                     "params": {"context": "20%", "answer": "10%"}}]}]},
    ],
}
ANSWER = "小微企业税率为20%。由国家中小企业税收管理局负责，税率10%。"


def test_issue_list_links_each_issue_to_its_sentence_or_section():
    from ui.components import issue_items, issues_html, sentences_html
    from ui.records import read_result

    view = read_result(RESULT)
    items = {i["code"]: i for i in issue_items(view, "zh")}
    assert items["invented_entities"]["sentences"] == [2]
    assert items["invented_values"]["sentences"] == [2] and "10%" in items["invented_values"]["text"]
    assert items["missing_entities"]["target"] == "entities" and not items["missing_entities"]["sentences"]
    assert items["unsupported_sentences"]["sentences"] == [2]
    html = issues_html(view, "zh", "earag-single")
    assert 'href="#earag-single-s2"' in html and 'href="#earag-single-entities"' in html
    answer = sentences_html(view.sentences, "zh", ANSWER, anchor="earag-single")
    assert 'id="earag-single-s1"' in answer and 'id="earag-single-s2"' in answer
    # without an anchor the list is plain text, as before
    assert "href" not in issues_html(view, "zh")


def test_reasons_table_wraps_and_keeps_every_column():
    from ui.components import sentence_table_html
    from ui.records import read_result

    html = sentence_table_html(read_result(RESULT).sentences, "en")
    assert "table-layout:fixed" in html and "overflow-wrap:anywhere" in html
    for header in ("Sentence", "Supported", "Support", "Reason", "Unsupported spans", "Closest evidence"):
        assert f">{header}</th>" in html
    assert "overlap 0.95 with context passage 1, sentence 1" in html  # the library's reason in English


def test_em_reason_states_the_mapping_from_jaccard_to_score():
    from ui.charts.metrics import metric_entry

    metric = {"score": 0.181, "reason": "与参考答案的分词Jaccard相似度 0.21", "details": {"jaccard": 0.2069}}
    zh, en = metric_entry("em", metric, "zh")["reason"], metric_entry("em", metric, "en")["reason"]
    assert "0.21" in zh and "0.181" in zh and "0.875" in zh
    assert "0.21" in en and "0.181" in en and "Jaccard" in en


def test_correlation_heatmap_shows_a_dash_never_nan():
    from ui.charts.aggregates import correlation_heatmap

    df = pd.DataFrame({"overall_score": [0.1, 0.5, 0.9], "entity_coverage": [1.0, 1.0, 1.0],
                       "faithfulness": [0.2, 0.4, 0.9]})
    text = [v for row in correlation_heatmap(df, "zh").data[0].text for v in row]
    assert "—" in text and not any("nan" in str(v).lower() for v in text)


def test_graph_labels_are_spread_so_close_nodes_do_not_overlap():
    import plotly.graph_objects as go

    from ui.charts.geometry import _label_box, _labelled_points, label_px, spread_labels

    names = ["小型微利企业所得税优惠", "小规模纳税人增值税减免", "税收优惠"]
    fig = go.Figure(go.Scatter(x=[0.0, 0.05, 0.1], y=[0.0, 0.02, 0.0], mode="markers+text", text=names,
                               textposition="top center", marker=dict(size=[22, 14, 14])))
    xr, yr = [-1.0, 1.0], [-1.0, 1.0]
    assert spread_labels(fig, xr, yr) == 0
    labelled = _labelled_points(fig)
    assert len({pos for *_, pos in labelled}) > 1  # they were all "top center", on top of each other
    sx, sy = 760 / 2, 480 / 2
    boxes = [_label_box((x + 1) * sx, (y + 1) * sy, label_px(t), 11 * 1.3, pos) for x, y, t, pos in labelled]
    assert not any(a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]
                   for i, a in enumerate(boxes) for b in boxes[i + 1:])
