"""English parallel clauses joined by "and" (detectors/siblings.py): "adults pay $4.20 and children pay $2.10" is two
subjects' values, and a frame that opens the sentence ("On the night ferry,") is no subject of one of them.
"Children pay $4.20" passed at 0.998. Sentences written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.detectors.siblings import _en_clauses, en_siblings
from tests.support.judging import one_verdict

FERRY = "On the night ferry, adults pay $4.20 and children pay $2.10; seniors travel free."


def parts(text: str) -> list[str]:
    return [text[a:b].strip() for a, b in _en_clauses(text)]


def test_another_subjects_value_joined_by_and_is_marked():
    assert one_verdict("Children pay $2.10 on the night ferry.", [FERRY]).score > 0.9
    wrong = one_verdict("Children pay $4.20 on the night ferry.", [FERRY])
    assert [sp.text for sp in wrong.unsupported_spans] == ["$4.20"] and wrong.score < 0.5


def test_the_opening_frame_names_no_subject():
    assert [s.head for s in en_siblings(FERRY)] == ["adult", "child", "senior"]


def test_and_is_cut_only_before_a_subject_with_the_verb_of_the_clause_before():
    assert parts("Adults pay $4.20 and children pay $2.10.") == ["Adults pay $4.20", "children pay $2.10."]
    # a list of subjects, and "it" going on about the clause's own subject, are not two clauses
    assert parts("Residents and visitors pay $3 a day.") == ["Residents and visitors pay $3 a day."]
    assert parts("The fee is $15 a week and it is added to the bill.") == ["The fee is $15 a week and it is added to the bill."]
