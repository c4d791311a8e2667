"""English universals against the contexts' restriction (detectors/scope.py). Sentences written for these tests."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences
from tests.support.judging import weakest_score as score

CLINICS = ("Every clinic in the district offers flu vaccinations, but only three clinics run evening appointments; "
           "all clinics accept walk-in patients.")


def test_all_where_the_clause_about_the_same_predicate_says_only_some_is_flagged():
    assert score("All clinics run evening appointments.", CLINICS) < 0.7
    verdicts, _ = judge_sentences("All clinics run evening appointments.", [CLINICS])
    assert [sp.text for v in verdicts for sp in v.unsupported_spans] == ["All"]


def test_a_universal_the_contexts_say_too_stands():
    assert score("All clinics accept walk-in patients.", CLINICS) >= 0.9
    assert score("Every clinic offers flu vaccinations.", CLINICS) >= 0.9


def test_a_count_smaller_than_the_whole_the_sentence_opens_with_restricts():
    survey = "Of the 40 schools in the trust, 12 now run breakfast clubs; all schools offer free fruit."
    assert score("All of them run breakfast clubs.", survey) < 0.7
    assert score("All schools offer free fruit.", survey) >= 0.9
