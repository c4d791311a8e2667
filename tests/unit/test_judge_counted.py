"""English counts bound by the noun they count (detectors/counted.py). Sentences written for these tests."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.detectors.counted import counts
from earag.metrics.dimensions.faithfulness.judge import judge_sentences

FLEET = "The depot runs 85 electric buses and 40 diesel coaches, and employs 310 drivers."


def score(answer: str, context: str, question: str | None = None) -> float:
    verdicts, _ = judge_sentences(answer, [context], question=question)
    return min(v.score for v in verdicts)


def test_a_count_is_read_with_the_noun_it_counts():
    stem = {w: en.words(w)[0].stem for w in ("buses", "coaches", "drivers")}
    assert [(f.text, noun) for f, noun in counts(FLEET)] == [("85", stem["buses"]), ("40", stem["coaches"]),
                                                             ("310", stem["drivers"])]


def test_another_nouns_count_is_flagged_where_the_contexts_count_the_noun_otherwise():
    assert score("The depot runs 85 electric buses.", FLEET) >= 0.9
    assert score("The depot runs 310 electric buses.", FLEET) < 0.5
    assert score("It employs 310 drivers.", FLEET) >= 0.9
    assert score("It employs 40 drivers.", FLEET) < 0.5
