"""A short answer read in its question's frame (relevancy + entity coverage), and the calibrated profile's
faithfulness gate: a bare correct value or name scores at least as high overall as a wrong full sentence, in
both languages and both profiles (issue 19)."""
from __future__ import annotations

import numpy as np
import pytest

from earag.analysis.profile_fit import fit_profile
from earag.config import Settings
from earag.evaluator import Evaluator
from earag.metrics.dimensions.coverage import implied_by_frame
from earag.metrics.dimensions.question_frame import asked_kind, frame_fit
from earag.profiles import load_profile_file
from earag.scoring import gated_matrix, overall_score, overall_scores
from earag.types import DIMENSIONS, EvaluationSample

ZH_Q = "小规模纳税人的增值税征收率是多少？"
ZH_CONTEXT = ["对月销售额10万元以下的小规模纳税人，减按1%征收率征收增值税。申报截止日期为3月31日。"]
EN_Q = "Where is the head office of Bharat Petroleum?"
EN_CONTEXT = ["Bharat Petroleum Corporation Limited is an Indian state-owned oil and gas company. "
              "It has its head office in Delhi and refineries in Mumbai and Kochi."]


@pytest.mark.parametrize("question, kind", [
    (ZH_Q, "number"), ("申报截止日期是哪天？", "date"), ("企业是否可以享受该政策？", "yesno"),
    ("该政策由谁负责解释？", "person"), ("总部设在哪里？", "place"), ("该政策的名称是什么？", "any"),
    (EN_Q, "place"), ("How many students were enrolled in 2016?", "number"), ("When was the club founded?", "date"),
    ("Who played Touchstone in the 2006 film?", "person"), ("Are Daboecia and Gomphocarpus both plants?", "yesno"),
    ("Is Delhi or Mumbai the capital?", "any"), ("Which genre was Kanoldt known for?", "any"),
    ("华侨投资审批流程是什么？", "explain"), ("如何申请留抵退税？", "explain"), ("How do I apply for the refund?", "explain"),
    ("How many staff does it have?", "number"),
    # a statement with a question mark asks yes or no; with a question word or a choice it does not
    ("Morning glory and Sorbus are both a genus of plants?", "yesno"),
    ("Indiana Central Canal and North Shore Channel, are related to water?", "yesno"),
    ("Kentucky is located in a region of america which constitutes as what?", "any"),
    ("The club plays in Leeds or in York?", "any"),
])
def test_what_a_question_asks_for(question, kind):
    assert asked_kind(question) == kind


@pytest.mark.parametrize("question, answer, fits", [
    (ZH_Q, "1%", True), (ZH_Q, "7%", True), (ZH_Q, "北京", False), (ZH_Q, "是", False),
    ("申报截止日期是哪天？", "3月31日", True), ("申报截止日期是哪天？", "税务局", False),
    ("企业是否可以享受该政策？", "可以", True), (EN_Q, "Delhi", True), (EN_Q, "yes", False), (EN_Q, "1968", False),
    ("How many students were enrolled in 2016?", "31,250", True),
    ("When was the flight attacked?", "Christmas Day, December 25, 2009", True),
    ("Did Lucas and Allen work in the same country?", "yes", True),
    # a bare "no" is a short answer although it is a negation word
    ("Are Cyathea and Carpobrotus similar plants?", "no", True), ("Are Cyathea and Carpobrotus similar plants?", "No.", True),
    ("Morning glory and Sorbus are both a genus of plants?", "yes", True), (EN_Q, "no", False),
    ("华侨投资审批流程是什么？", "需要提交相关材料进行审批", False),   # a vague statement does not explain a process
])
def test_a_short_answer_fits_its_question_when_it_gives_the_asked_kind(question, answer, fits):
    found = frame_fit(question, answer)
    assert found is not None and found.fits is fits


def test_a_statement_is_not_read_in_the_question_frame():
    assert frame_fit(EN_Q, "The head office of Bharat Petroleum is in Mumbai.") is None
    assert frame_fit(ZH_Q, "小规模纳税人的增值税征收率是3%，由税务机关征收。") is None
    assert frame_fit("", "Delhi") is None


def test_frame_coverage_covers_the_question_entities_only_when_the_answer_fits():
    q_ents = ["小规模纳税人", "增值税"]
    assert implied_by_frame(q_ents, ["增值税"], {"fits": True}) == ["小规模纳税人"]
    assert implied_by_frame(q_ents, [], {"fits": False}) == []
    assert implied_by_frame(q_ents, [], None) == []


@pytest.fixture(scope="module")
def evaluators():
    """Offline evaluators for both profiles (char-ngram relevancy: cheap, no model to load)."""
    made = {p: Evaluator(Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram",
                                                      "evaluation.profile": p}), offline=True)
            for p in ("seed", "calibrated")}
    yield made
    for ev in made.values():
        ev.close()


@pytest.mark.parametrize("profile", ["seed", "calibrated"])
@pytest.mark.parametrize("question, contexts, brief, wrong_sentence", [
    (EN_Q, EN_CONTEXT, "Delhi", "The head office of Bharat Petroleum is in Mumbai."),
    (ZH_Q, ZH_CONTEXT, "1%", "小规模纳税人的增值税征收率是3%。"),
])
def test_a_bare_correct_answer_scores_at_least_as_high_as_a_wrong_full_sentence(
        evaluators, profile, question, contexts, brief, wrong_sentence):
    ev = evaluators[profile]
    short = ev.evaluate(EvaluationSample(question, brief, contexts))
    wrong = ev.evaluate(EvaluationSample(question, wrong_sentence, contexts))
    assert short.profile == profile == wrong.profile
    assert short.overall_score >= wrong.overall_score
    # the brief answer is not punished for its brevity: it covers the question and is relevant to it
    assert short.dimension_scores["entity_coverage"] == pytest.approx(wrong.dimension_scores["entity_coverage"])
    assert short.dimensions["relevancy"].details["question_frame"]["fits"] is True
    assert short.dimension_scores["faithfulness"] > wrong.dimension_scores["faithfulness"]


def test_a_wrong_bare_value_gets_the_frame_but_not_faithfulness(evaluators):
    ev = evaluators["calibrated"]
    right = ev.evaluate(EvaluationSample(ZH_Q, "1%", ZH_CONTEXT))
    wrong = ev.evaluate(EvaluationSample(ZH_Q, "7%", ZH_CONTEXT))
    assert wrong.dimension_scores["entity_coverage"] == 1.0           # it answers the question asked ...
    assert wrong.dimensions["entity_coverage"].details["covered_through_question_frame"]
    assert wrong.dimension_scores["faithfulness"] < 0.5               # ... with a value the contexts do not give
    assert right.overall_score > wrong.overall_score


def test_the_gate_scales_what_an_answer_is_about_by_its_support():
    w = {"entity_coverage": 0.3, "faithfulness": 0.4, "relevancy": 0.2, "sufficiency": 0.1, "hallucination": -0.1}
    about = {"entity_coverage": 1.0, "relevancy": 1.0, "sufficiency": 1.0}
    unsupported = {**about, "faithfulness": 0.0, "hallucination": 1.0}
    # coverage and relevancy lift an unsupported answer under the plain sum, not under the gate
    assert overall_score(unsupported, w) == pytest.approx(0.5)
    assert overall_score(unsupported, w, "faithfulness") == 0.0
    half = {**about, "faithfulness": 0.5, "hallucination": 0.5}
    assert overall_score(half, w, "faithfulness") == pytest.approx(0.4 * 0.5 - 0.1 * 0.5 + 0.5 * 0.6)
    # no contexts, no faithfulness score: the gate is open
    no_ctx = {**about, "faithfulness": None, "hallucination": None}
    assert overall_score(no_ctx, w, "faithfulness") == overall_score(no_ctx, w) == pytest.approx(0.6)
    with pytest.raises(ValueError):
        overall_score(half, w, "relevancy")
    # the vectorised form agrees with the scalar one
    rows = [[s.get(d) if s.get(d) is not None else np.nan for d in DIMENSIONS] for s in (unsupported, half, no_ctx)]
    np.testing.assert_allclose(overall_scores(np.array(rows), w, "faithfulness"),
                               [overall_score(s, w, "faithfulness") for s in (unsupported, half, no_ctx)])


def test_the_shipped_calibrated_profile_is_gated_and_keeps_unsupported_answers_below_supported_ones():
    p = load_profile_file("calibrated")
    assert p.gate == "faithfulness_first" and p.fit.get("gate") == "faithfulness_first"
    # an answer that repeats the question (coverage, relevancy 1) but that the judge finds unsupported stays
    # below a supported bare answer whose relevancy is low; a bare answer covers the question through its frame
    # (coverage 1, test_a_bare_correct_answer_scores_at_least_as_high_as_a_wrong_full_sentence), so that is the
    # case to hold, not coverage 0, which no bare answer that fits its question gets since the frame landed
    unsupported = {"entity_coverage": 1.0, "faithfulness": 0.2, "relevancy": 1.0, "sufficiency": 1.0,
                   "hallucination": 0.8}
    supported = {"entity_coverage": 1.0, "faithfulness": 0.9, "relevancy": 0.3, "sufficiency": 1.0,
                 "hallucination": 0.1}
    assert overall_score(supported, p.weights, p.gate) > overall_score(unsupported, p.weights, p.gate)
    # a supported answer that names few of the question's entities: the gate is what holds it (without it the
    # unsupported answer, full marks on coverage, relevancy and sufficiency, would come first)
    terse = {**supported, "entity_coverage": 0.3}
    assert overall_score(terse, p.weights, p.gate) > overall_score(unsupported, p.weights, p.gate)
    assert overall_score(unsupported, p.weights) > overall_score(terse, p.weights)


def test_the_gated_fit_is_reproducible_and_fits_the_gated_formula():
    rng = np.random.default_rng(5)
    x = rng.uniform(0, 1, size=(30, len(DIMENSIONS)))
    x[:, 4] = 1 - x[:, 1]
    y = np.clip(x[:, 1] * (0.3 + 0.5 * x[:, 0]) + rng.normal(0, 0.02, 30), 0, 1)
    levels = ["优秀" if v >= 0.6 else "良好" if v >= 0.4 else "一般" if v >= 0.2 else "较差" for v in y]
    xf = x[:10].copy()
    xh = xf.copy()
    xh[:, 1] *= 0.3
    a = fit_profile(x, y, levels, xf, xh, seed=1, gate="faithfulness")
    b = fit_profile(x, y, levels, xf, xh, seed=1, gate="faithfulness")
    plain = fit_profile(x, y, levels, xf, xh, seed=1)
    assert a.to_dict() == b.to_dict() and a.to_dict() != plain.to_dict()
    # the gated fit's in-sample predictions are the gated overall scores of its weights
    pred = overall_scores(x, a.weights, "faithfulness")
    np.testing.assert_allclose(pred, np.clip(gated_matrix(x, "faithfulness") @ [a.weights[d] for d in DIMENSIONS],
                                             0, 1))
    assert a.train["spearman"] > plain.train["spearman"] - 1e-9


def test_a_bare_no_to_a_yes_no_question_is_read_in_its_frame(evaluators):
    """"no" is a negation word, but as the whole answer to "Are A and B …?" it states the question's negation: it
    is relevant to it and covers its entities (whether it is true is the judge's business)."""
    question = "Are Cyathea and Carpobrotus similar plants?"
    contexts = ["Cyathea is a genus of tree ferns. Carpobrotus is a genus of ground-creeping plants with succulent "
                "leaves."]
    ev = evaluators["calibrated"]
    bare = ev.evaluate(EvaluationSample(question, "no", contexts))
    frame = bare.dimensions["relevancy"].details["question_frame"]
    assert frame["fits"] is True and frame["asked"] == "yesno"
    off_topic = ev.evaluate(EvaluationSample(question, "The museum opens at nine.", contexts))
    assert bare.dimension_scores["relevancy"] > off_topic.dimension_scores["relevancy"]
    assert bare.dimension_scores["entity_coverage"] == 1.0
