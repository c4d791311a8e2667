"""English values the contexts give to another clause's event (detectors/en_clause_values.py): "The first payment
comes after five years" where the contexts say "a first payment after 2 years, …, and a final payment after 5 years".
The value is in the contexts, so the value check passed it with 0.93. Sentences written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.detectors.en_clause_values import en_clause_value_spans
from earag.metrics.dimensions.faithfulness.detectors.values import JUDGED
from earag.metrics.dimensions.faithfulness.index import _prepare_contexts
from tests.support.judging import one_verdict

SAVER = ("The Starter Saver account lasts 5 years from the day you open it. The state pays a bonus in two parts: a "
         "first payment after 2 years, based on your highest balance, and a final payment after 5 years, based on "
         "what you saved since.")
FERRY = "Tickets go on sale on 3 February. The company will launch its island ferry route on 14 May."
CREDIT = ("For 2024 the Family Work Credit (FWC) is worth up to $632 with no children, $4,213 with one child and "
          "$6,960 with two children.")


def spans(answer: str, contexts: list[str]) -> list[str]:
    return [sp.text for sp in en_clause_value_spans(answer, _prepare_contexts(tuple(contexts)), [])]


def test_a_value_of_another_clauses_event_is_marked():
    verdict = one_verdict("The first payment comes after five years.", [SAVER])
    assert [sp.text for sp in verdict.unsupported_spans if sp.kind == "quantity"] == ["five years"]
    assert verdict.score < 0.5 and "a first payment after 2 years" in verdict.unsupported_spans[-1].reason
    assert spans("The first payment comes after two years.", [SAVER]) == []
    assert spans("The island ferry route starts on 3 February.", [FERRY]) == ["3 February"]
    assert spans("The island ferry route starts on 14 May.", [FERRY]) == []


def test_an_item_of_a_list_says_the_lists_predicate():
    # "$6,960 with two children" opens with its value: it is worth up to …, like the first item (brackets do not cut
    # "the Family Work Credit (FWC) is worth")
    alone = "The Family Work Credit tops out at $632 for workers without children."
    assert spans("With two children the work credit tops out at $6,960.", [CREDIT + " " + alone]) == []


def test_two_values_of_a_kind_in_one_clause_and_another_passage_decide_nothing():
    # which value is whose is not read in "£23.85 instead of £35.80"; another year's passage is the passage checks'
    rates = "The employer pays 12% of wages. For workers above 55 the rates are 15.5% from the employer and 17% from you."
    assert spans("So you pay 17% and your employer pays 15.5%.", [rates]) == []
    older = "For 2023 the Family Work Credit was worth up to $3,995 with one child."
    assert spans("The Family Work Credit is worth up to $4,213 with one child.",
                 ["In 2024 a family with one child gets a work credit of $4,213.", older]) == []


def test_a_value_the_question_gives_or_a_bare_number_is_left_alone():
    token = JUDGED.set(("", "Why does the ferry route start on 3 February?"))
    try:   # the asker's premise, not the answer's claim
        assert spans("The island ferry route starts on 3 February.", [FERRY]) == []
    finally:
        JUDGED.reset(token)
    assert spans("You can take the money out at 50.", ["You pay in until you turn 50. You can take money out from 60."]) == []


def test_a_stating_clause_that_elides_its_sentences_words_keeps_the_value_its_own():
    # the clause stating the value leaves out what its sentence said before it (Hull, Leeds, last year) yet names
    # what sets it apart (anytime; Asia for "Asian"): the rival holding more words is not a clause about the answer
    fares = "An adult off-peak ticket from Hull to Leeds costs £9.40, while an anytime ticket is £15.10."
    assert spans("An anytime ticket between Hull and Leeds is £15.10.", [fares]) == []
    exports = "Exports to Canada grew by 5% last year, while exports to Japan fell by 2%."
    assert spans("Japanese exports dropped 2% last year.", [exports]) == []
