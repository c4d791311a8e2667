"""A graph that knows nothing of the sample's subject takes nothing off faithfulness (issue 20, HaluEval): seed
000's unmatched-ratio penalty counts answer entities the graph lacks, and a policy graph lacks every place of an
answer on football, so the penalty fell on a bare right answer ("Gelsenkirchen, North Rhine-Westphalia") and not on
a wrong sentence that named no place."""
from __future__ import annotations

import pytest

from earag.config import Settings
from earag.evaluator import Evaluator
from earag.nlp.entities import analyse_entities, graph_unrelated
from earag.types import EvaluationSample

TYPES = {"Gelsenkirchen": "地理位置", "Ministry of Sport": "机构组织"}


def test_a_graph_that_knows_none_of_the_question_and_answer_entities_is_unrelated():
    lookup = {"Michael Langer": None, "Gelsenkirchen": None, "Ministry of Sport": None}
    ea = analyse_entities(["Michael Langer"], ["Gelsenkirchen", "Ministry of Sport"], ["Gelsenkirchen"],
                          answer="Gelsenkirchen, Ministry of Sport", contexts=["The club is from Gelsenkirchen."],
                          graph_lookup=lookup, answer_entity_types=TYPES)
    assert ea.graph_unrelated and ea.unmatched_ratio == 0.0 and ea.unverified_entities == []
    # the contexts still check every name: the one they lack is unsupported
    assert ea.unsupported_entities == ["Ministry of Sport"]
    assert ea.to_dict()["graph_unrelated"] is True


def test_a_graph_that_knows_one_of_them_checks_as_before():
    lookup = {"Michael Langer": "Michael Langer", "Gelsenkirchen": None}
    ea = analyse_entities(["Michael Langer"], ["Gelsenkirchen"], [], answer="Gelsenkirchen", contexts=["x"],
                          graph_lookup=lookup, answer_entity_types=TYPES)
    assert not ea.graph_unrelated and ea.unverified_entities == ["Gelsenkirchen"] and ea.unmatched_ratio == 1.0


@pytest.mark.parametrize("q, a, lookup, sample_graph, mode", [
    ([], ["Gelsenkirchen"], {"Gelsenkirchen": None}, None, "fuzzy"),                 # no question entity: no evidence
    (["Langer"], ["Gelsenkirchen"], {"Gelsenkirchen": None}, None, "fuzzy"),          # question entity not looked up
    (["Langer"], ["Gelsenkirchen"], {"Langer": None, "Gelsenkirchen": None}, ["X"], "fuzzy"),  # the sample's own graph
    (["Langer"], ["Gelsenkirchen"], {"Langer": None, "Gelsenkirchen": None}, None, "exact"),   # the seed's exact mode
    (["Langer"], ["Gelsenkirchen"], None, None, "fuzzy"),                             # no graph at all
])
def test_the_seed_check_stays_where_the_graph_was_not_asked_or_is_the_samples_own(q, a, lookup, sample_graph, mode):
    assert graph_unrelated(q, a, lookup, sample_graph, mode) is False


@pytest.fixture(scope="module")
def evaluator():
    ev = Evaluator(Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram"}), offline=True)
    yield ev
    ev.close()


def test_a_bare_right_answer_on_a_subject_the_graph_does_not_hold_loses_nothing_to_it(evaluator):
    question = "Where is the football club that Michael Langer plays for originally from?"
    contexts = ["Michael Langer is an Austrian footballer who plays for FC Schalke 04. FC Schalke 04 is a German "
                "football club originally from Gelsenkirchen, North Rhine-Westphalia."]
    result = evaluator.evaluate(EvaluationSample(question, "Gelsenkirchen, North Rhine-Westphalia", contexts))
    details = result.dimensions["faithfulness"].details
    assert details["graph_unrelated"] is True and details["graph_penalty"] == 0.0
    assert result.dimension_scores["faithfulness"] == pytest.approx(details["judge_score"])


def test_an_answer_on_a_subject_the_graph_holds_is_still_checked_against_it(evaluator):
    question = "Who enforces the GDPR in the EU?"
    contexts = ["The GDPR is enforced by national data protection authorities in each EU member state."]
    answer = "The European Algorithm Safety Bureau enforces the GDPR."
    details = evaluator.evaluate(EvaluationSample(question, answer, contexts)).dimensions["faithfulness"].details
    assert "graph_unrelated" not in details and details["unmatched_ratio"] > 0 and details["graph_penalty"] > 0
