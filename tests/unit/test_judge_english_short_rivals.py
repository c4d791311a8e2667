"""English short value answers that give the value another piece of the contexts states (answers.py:
`distinct_rival`, `singled_out`): the question's distinctive words (those said of one value and not of the other)
tell which value it asks about, across sentences too; a multi-hop answer's bridge sentence stays undecided.
Sentences written for these tests."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.answers import distinct_rival, singled_out
from earag.metrics.dimensions.faithfulness.judge import judge_sentences

LEAVE = ("Your standard parental leave is 14 weeks long: it starts on the day the child is born, covers the first "
         "check-ups, and ends 14 weeks later. If the child arrives early and stays in hospital for more than a week, "
         "you have an extended parental leave of 20 weeks, which begins when the child comes home, whichever is "
         "later. Leave must be booked through the staff portal.")
GYM = ("Joining the gym as a new member costs $30 per person, or $25 if you are a student. A locker for the season "
       "costs $6. A premium towel service at the front desk costs $9 a month.")
BOAT = "A harbour mooring permit costs €300 for 6 months or €520 for 12 months; a day pass costs €15."
CLUB = ("The Riverside Tennis Club charges a joining fee from £40 to £60 per adult for 2025, and family members "
        "can join for up to £120.")
BRIDGE = ("Greyholm Lighthouse is a 38-metre tower standing near Port Alden and the Selwick Cliffs. "
          "The Selwick Cliffs are a steep, 120-metre chalk wall along the northern coast.")
THRESHOLDS = ("On Scheme A you pay 8% of your income over £20,000 a year (£1,667 a month); "
              "on Scheme B, 8% over £26,500 a year. Interest is added monthly.")


def score(question: str, answer: str, context: str) -> float:
    verdicts, _ = judge_sentences(answer, [context], question=question)
    return min(v.score for v in verdicts)


def test_a_value_of_another_named_period_in_another_sentence_is_wrong():
    q = "How long is the extended parental leave if my child stays in hospital?"
    assert score(q, "20 weeks.", LEAVE) >= 0.9
    assert score(q, "14 weeks.", LEAVE) <= 0.5


def test_a_value_of_another_sentence_that_names_the_asked_item_is_wrong():
    q = "How much does the premium towel service cost?"
    assert score(q, "$9 a month.", GYM) >= 0.9
    assert score("How much does a locker cost?", "$6.", GYM) >= 0.9
    assert score(q, "$30.", GYM) <= 0.5
    assert distinct_rival("$30", q, [s.strip() + "." for s in GYM.rstrip(".").split(". ")]) is not None


def test_a_post_modifier_tells_two_values_of_one_clause_apart():
    q = "How much is a 12-month harbour mooring permit?"
    assert score(q, "€520.", BOAT) >= 0.9
    assert score(q, "€300.", BOAT) <= 0.5


def test_the_opening_frames_every_clause_of_its_sentence():
    q = "What is the most family members pay to join the Riverside Tennis Club?"
    assert score(q, "£120.", CLUB) >= 0.9
    assert score(q, "£60.", CLUB) <= 0.5


def test_a_value_the_question_singles_out_is_no_other_subjects():
    q = "What's the Scheme B income threshold?"
    assert singled_out("£26,500 a year", q, [THRESHOLDS])
    assert not singled_out("£20,000 a year", q, [THRESHOLDS])
    assert score(q, "£26,500 a year.", THRESHOLDS) >= 0.9
    assert score(q, "£20,000 a year.", THRESHOLDS) <= 0.5


def test_a_multi_hop_bridge_sentence_is_no_rival():
    # the answer's sentence is about the Selwick Cliffs, which the other sentence names: a bridge, not a rival
    q = "Greyholm Lighthouse stands near cliffs of what height?"
    assert score(q, "120-metre.", BRIDGE) >= 0.9
    sentences = [s.strip() + "." for s in BRIDGE.rstrip(".").split(". ")]
    assert distinct_rival("120-metre", q, sentences) is None


def test_a_piece_that_says_nothing_of_the_question_leaves_it_undecided():
    context = "Ada Brenn (1931 - 2008) was a chemist. She won the Harlow Medal for work on polymer dyes in 1974."
    assert distinct_rival("1931", "When was the chemist who won the Harlow Medal born?", [context]) is None


def test_a_range_whose_end_the_contexts_give_another_month_is_not_found_through_its_start():
    # "15" of "15 to 21 November 2025" stood in "15 to 21 September 2025": the short answer passed with 1.0
    context = ("The qualifying week is 15 to 21 September 2025. Most payments are made automatically in November or "
               "December.")
    question = "When's the qualifying week for the winter heating payment?"
    assert score(question, "15 to 21 September 2025.", context) == 1.0
    assert score(question, "15 to 21 November 2025.", context) <= 0.3
