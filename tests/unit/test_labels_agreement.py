"""The agreement figures of earag.labels against a hand computation on a small fixed example (worked in the
comments), plus the queue and the label checks."""
from __future__ import annotations

import pytest

from earag.errors import InputError
from earag.labels import stats
from earag.labels.agreement import agreement_report
from earag.labels.queue import labelling_queue
from earag.labels.store import Label

# Judge: row -> (level, overall score). Level ranks 0 = excellent … 3 = poor.
JUDGE = {1: ("excellent", 0.85), 2: ("good", 0.72), 3: ("fair", 0.62), 4: ("poor", 0.40), 5: ("poor", 0.20)}
# Annotator A: (level, score) on all five rows; B: levels on rows 1, 2, 3, 5.
A = {1: ("excellent", 0.9), 2: ("fair", 0.6), 3: ("fair", 0.7), 4: ("poor", 0.3), 5: ("good", 0.5)}
B = {1: "excellent", 2: "good", 3: "fair", 5: "poor"}


def _record(row: int, level: str, score: float, spans: list[tuple[int, int]]) -> dict:
    verdicts = [{"sentence": "甲乙丙丁戊己", "supported": 0 if spans else 1, "start": 0, "end": 6,
                 "unsupported_spans": [{"text": "", "start": a, "end": b, "kind": "number", "reason": ""}
                                       for a, b in spans]},
                {"sentence": "庚辛壬癸", "supported": 1, "start": 6, "end": 10, "unsupported_spans": []}]
    return {"row": row, "id": f"q{row}", "question": f"问题{row}",
            "earag_evaluation": {"quality_level_id": level, "overall_score": score, "sentence_verdicts": verdicts,
                                 "dimension_scores": {"faithfulness": 0.5, "hallucination": 0.5}}}


JUDGE_SPANS = {1: [(0, 4)], 2: [(10, 12)], 3: [], 4: [], 5: []}
RECORDS = {row: _record(row, lv, sc, JUDGE_SPANS[row]) for row, (lv, sc) in JUDGE.items()}


def _labels() -> list[Label]:
    out = [Label("r", row, "A", score=sc, level=lv) for row, (lv, sc) in A.items()]
    out[0].sentences = {0: "agree", 1: "disagree"}
    out[1].sentences = {0: "agree"}
    out[0].spans = [{"start": 2, "end": 6}]    # overlaps the judge's (0, 4)
    out[1].spans = []                          # the judge's (10, 12) removed
    out[2].spans = [{"start": 0, "end": 3}]    # added where the judge saw nothing
    return out + [Label("r", row, "B", level=lv) for row, lv in B.items()]


@pytest.fixture(scope="module")
def report():
    return agreement_report(RECORDS, _labels(), n_boot=400, seed=7)


def test_judge_against_annotator_a_matches_the_hand_computation(report):
    a = report["judge"]["by_annotator"]["A"]
    # judge ranks J = [0,1,2,3,3], A = [0,2,2,3,1]: equal on rows 1, 3, 4 -> accuracy 3/5
    assert a["level_accuracy"] == pytest.approx(0.6)
    # marginals A (.2,.2,.4,.2), judge (.2,.2,.2,.4): p_e = .04+.04+.08+.08 = .24; κ = (.6-.24)/(1-.24) = .36/.76
    assert a["kappa"] == pytest.approx(0.36 / 0.76)
    # quadratic weights (i-j)²/9: observed (1/9 + 4/9)/5 = 1/9; expected Σ a_i j_j w_ij = 2.44/9; κw = 1 - 1/2.44
    assert a["weighted_kappa"] == pytest.approx(1 - 1 / 2.44)
    # judge scores ranks (5,4,3,2,1), A scores .9,.6,.7,.3,.5 ranks (5,3,4,1,2): Σd² = 4, ρ = 1 - 6·4/(5·24) = 0.8
    assert a["spearman"]["value"] == pytest.approx(0.8)
    # pairs: 8 concordant, 2 discordant ((.6,.7) and (.3,.5)) -> τ = (8-2)/10
    assert a["kendall"]["value"] == pytest.approx(0.6)
    # sentence verdicts: agree, disagree, agree -> 2/3
    assert a["sentences"] == {"n": 3, "agree": 2, "accuracy": pytest.approx(2 / 3)}
    # spans: judge (0,4) overlaps A's (2,6), judge (10,12) matches nothing -> P = 1/2; A's (2,6) found, (0,3) not
    # -> R = 1/2, F1 = 1/2; characters: row 1 ∩ {2,3} of ∪ {0..5} (2/6), row 2 0/2, row 3 0/3 -> IoU = 2/11
    sp = a["spans"]
    assert (sp["precision"], sp["recall"], sp["f1"]) == (0.5, 0.5, 0.5)
    assert sp["iou"] == pytest.approx(2 / 11)
    assert sp["items"] == 3  # rows 4 and 5: spans not reviewed, left out


def test_judge_against_annotator_b_agrees_fully(report):
    b = report["judge"]["by_annotator"]["B"]
    assert (b["level_accuracy"], b["kappa"], b["weighted_kappa"]) == (1.0, 1.0, 1.0)


def test_annotators_against_each_other_match_the_hand_computation(report):
    inter = report["inter"]
    (pair,) = inter["pairs"]
    # common rows 1,2,3,5: A = [0,2,2,1], B = [0,1,2,3]; agreement 2/4
    assert (pair["a"], pair["b"], pair["n"], pair["agreement"]) == ("A", "B", 4, 0.5)
    # marginals A (.25,.25,.5,0), B (.25 each): p_e = .25; κ = (.5-.25)/.75 = 1/3
    assert pair["kappa"] == pytest.approx(1 / 3)
    # quadratic: observed (1/9 + 4/9)/4 = 5/36; expected 2/9 -> κw = 1 - (5/36)/(2/9) = 0.375
    assert pair["weighted_kappa"] == pytest.approx(0.375)
    # α over units (0,0) (2,1) (2,2) (1,3), n = 8 values. Nominal: D_o = (2+2)/8 = .5; pooled counts 0:2 1:2 2:3 3:1,
    # ordered unequal pairs 64 - 18 = 46 -> D_e = 46/56; α = 1 - .5·56/46 = 9/23
    assert inter["alpha_nominal"] == pytest.approx(9 / 23)
    # interval: D_o = (2·1 + 2·4)/8 = 1.25; Σ_{i,j}(v_i-v_j)² = 2·8·23 - 2·11² = 126 -> D_e = 126/56 = 2.25; α = 4/9
    assert inter["alpha_interval"] == pytest.approx(4 / 9)
    assert inter["n_items"] == 4


def test_disagreements_list_the_items_largest_gap_first(report):
    rows = [(d["row"], d["kinds"]) for d in report["disagreements"]]
    # row 5: judge poor(3), A good(1), B poor(3): gap 2, both kinds; row 2: judge good, A fair, B good: gap 1
    assert rows == [(5, ["judge", "annotators"]), (2, ["judge", "annotators"])]


def test_bootstrap_interval_is_seeded_and_brackets_the_value():
    x, y = [0.1, 0.4, 0.35, 0.8, 0.7, 0.9, 0.2], [0.2, 0.3, 0.5, 0.9, 0.6, 0.8, 0.1]
    first = stats.bootstrap(x, y, stats.spearman, n_boot=300, seed=3)
    again = stats.bootstrap(x, y, stats.spearman, n_boot=300, seed=3)
    other = stats.bootstrap(x, y, stats.spearman, n_boot=300, seed=4)
    assert first == again and (first["low"], first["high"]) != (other["low"], other["high"])
    assert first["low"] <= first["value"] <= first["high"] and first["n_boot_used"] > 250


def test_undefined_statistics_are_none_not_nan():
    assert stats.cohen_kappa([1], [1], 4) is None              # one item
    assert stats.cohen_kappa([2, 2, 2], [2, 2, 2], 4) is None  # chance agreement is total
    assert stats.krippendorff_alpha([[1.0], [2.0, None]]) is None  # no unit with two values
    assert stats.spearman([0.1, 0.1, 0.1], [0.2, 0.5, 0.9]) is None
    assert stats.span_agreement([]) == {"items": 0, "judge_spans": 0, "human_spans": 0, "precision": None,
                                        "recall": None, "f1": None, "iou": None}


def test_queues_order_rows():
    records = list(RECORDS.values())
    # distance to the nearest cut-off (.8/.7/.6): .85→.05, .72→.02, .62→.02, .40→.2, .20→.4
    assert labelling_queue(records, "uncertain") == [2, 3, 1, 4, 5]
    assert labelling_queue(records, "all", labelled=[1, 3], unlabelled_only=True) == [2, 4, 5]
    strat = labelling_queue(records, "stratified", seed=1)
    assert sorted(strat) == [1, 2, 3, 4, 5] and strat == labelling_queue(records, "stratified", seed=1)
    # one of each level first: excellent, fair, good, poor (sorted level ids) then the second poor
    assert {RECORDS[r]["earag_evaluation"]["quality_level_id"] for r in strat[:4]} == {"excellent", "good", "fair",
                                                                                      "poor"}
    with pytest.raises(InputError, match="unknown queue"):
        labelling_queue(records, "newest")


@pytest.mark.parametrize("kwargs, field", [
    ({"score": 1.5}, "score"), ({"level": "great"}, "level"), ({"annotator": " "}, "annotator"),
    ({"sentences": {"0": "maybe"}}, "sentences"), ({"spans": [{"start": 5, "end": 2}]}, "spans"),
])
def test_a_bad_label_names_its_field(kwargs, field):
    args = {"run_id": "r", "row": 3, "annotator": "A", **kwargs}
    with pytest.raises(InputError) as err:
        Label(**args)
    assert err.value.field == field
    assert field == "level" or "row 3" in str(err.value)


def test_the_html_report_has_the_agreement_section(report):
    from earag.labels.report import agreement_section
    from earag.report import render_run_report

    html_zh = render_run_report(list(RECORDS.values()), {"name": "t", "agreement": report})
    assert "人工标注一致性" in html_zh and "A / B" in html_zh and "<script" not in html_zh
    html_en = render_run_report(list(RECORDS.values()), {"name": "t", "agreement": report}, lang="en")
    assert "Agreement with human labels" in html_en and f"{9 / 23:.3f}" in html_en  # α nominal
    assert agreement_section({"n_labels": 0}) == ""
    assert "人工标注一致性" not in render_run_report(list(RECORDS.values()), {"name": "t"})


def test_kappa_matches_scikit_learn_on_random_ratings():
    sklearn_metrics = pytest.importorskip("sklearn.metrics")
    import numpy as np

    rng = np.random.default_rng(5)
    a, b = rng.integers(0, 4, 60), rng.integers(0, 4, 60)
    b[:30] = a[:30]  # some agreement
    assert stats.cohen_kappa(a, b, 4) == pytest.approx(sklearn_metrics.cohen_kappa_score(a, b, labels=[0, 1, 2, 3]))
    assert stats.cohen_kappa(a, b, 4, "quadratic") == pytest.approx(
        sklearn_metrics.cohen_kappa_score(a, b, labels=[0, 1, 2, 3], weights="quadratic"))


@pytest.mark.parametrize("statistic", [stats.spearman, stats.kendall])
def test_the_batched_bootstrap_gives_the_values_of_one_resample_at_a_time(statistic):
    import numpy as np

    rng = np.random.default_rng(11)
    x = rng.uniform(0, 1, 30).round(1)  # ties on both sides
    y = (x + rng.normal(0, 0.3, 30)).round(1)
    fast = stats.bootstrap(x, y, statistic, n_boot=200, seed=2)
    slow = stats.bootstrap(x, y, lambda a, b: statistic(a, b), n_boot=200, seed=2)  # not in the batched table
    assert fast["n_boot_used"] == slow["n_boot_used"]
    assert fast["low"] == pytest.approx(slow["low"]) and fast["high"] == pytest.approx(slow["high"])


def test_the_judges_queue_puts_llm_rule_disagreements_first():
    records = [dict(RECORDS[r]) for r in (1, 2, 3)]
    for rec in records:
        rec["earag_evaluation"] = dict(rec["earag_evaluation"])
    # row 1: faithfulness .5 and hallucination .5 agree (|.5 - (1 - .5)| = 0); row 2: both high -> 0.8;
    # row 3: an LLM judge merged with the rule judge, two sentences where they differ -> 2
    records[1]["earag_evaluation"]["dimension_scores"] = {"faithfulness": 0.9, "hallucination": 0.9}
    records[2]["earag_evaluation"]["detailed_analysis"] = {"faithfulness": {"llm_merge": {
        "disagreements": [{"index": 1}, {"index": 2}]}}}
    assert labelling_queue(records, "judges") == [3, 2, 1]
