"""Who does it, in English, in the present (detectors/doers.py): the subject an answer clause gives a verb and its
object ("the county wildlife office sets the season dates") where every context clause with that verb and object
gives another subject. Both subjects, the verb and the object are in the contexts, so the answer passed with 1.0.
Sentences written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.detectors.doers import present_doer_spans
from earag.metrics.dimensions.faithfulness.index import _prepare_contexts
from tests.support.judging import one_verdict

LICENCE = ("Applications for a fishing permit are made to the district fisheries office. The regional Water "
           "Authority sets the opening dates and catch limits each spring, and wardens enforce them.")
GRANT = ("Pupils apply to the Learning Grants Agency; the school confirms attendance every week, and a payment is "
         "made only if the school confirms full attendance. The Learning Grants Agency pays the grant monthly.")


def doers(answer: str, context: str) -> list[str]:
    return [sp.text for sp in present_doer_spans(answer, _prepare_contexts((context,)), [])]


def test_a_body_said_elsewhere_given_another_bodys_verb_and_object_is_marked():
    verdict = one_verdict("The district fisheries office sets the opening dates and catch limits each spring.",
                          [LICENCE])
    assert [sp.text for sp in verdict.unsupported_spans if sp.kind == "entity"] == ["district fisheries office"]
    assert verdict.score < 0.5
    assert "regional Water Authority sets the opening dates" in verdict.unsupported_spans[0].reason
    assert doers("The regional Water Authority sets the opening dates each spring.", LICENCE) == []
    assert doers("The Learning Grants Agency confirms attendance every week.", GRANT) == ["Learning Grants Agency"]


def test_the_same_body_in_other_words_and_a_verb_of_another_object_pass():
    assert doers("Your school confirms your attendance every week.", GRANT) == []   # shares "school"
    assert doers("The school keeps a register of attendance.", GRANT) == []        # no context clause "keeps …"
    assert doers("The school pays the grant monthly.", GRANT) == ["school"]        # the Agency pays it
    assert doers("The Water Authority sets them each spring.", LICENCE) == []      # object a pronoun: not read
    clinics = "Every clinic in the district offers flu vaccinations."
    assert doers("Every clinic offers flu vaccinations.", clinics) == []           # the subject before "in the"
    two = "Anna receives $600 a month. Ben receives $800 a month."
    assert doers("Ben receives $600 a month.", two) == []   # the object a value: the value checks'


def test_a_subject_the_contexts_do_not_say_or_a_clause_without_one_decides_nothing():
    # the absent name is another check's; a relative ("which pays") gives no subject to compare with
    assert doers("The county council sets the opening dates each spring.", LICENCE) == []
    context = "Helix licensed its patent to Corvan, which pays a royalty of 5% on sales. Helix funds the research."
    assert doers("Helix pays a royalty of 5% on sales.", context) == []


def test_a_plural_noun_or_a_capitalised_object_is_no_present_verb():
    # "catch limits" is a compound, not "catch" doing "limits"; "pays Corvan" has a name for its object
    assert doers("The regional Water Authority publishes catch limits each spring.", LICENCE) == []
    yields = "Wheat yields increased by 7% this year, but barley yields declined by 3%."
    assert doers("Barley yields increased by 3%.", yields) == []   # "yields" is a noun: another check's antonym
    context = "Corvan pays Helix a royalty. Helix funds the research."
    assert doers("Helix pays Corvan a royalty.", context) == []
