"""English event dates (detectors/event_dates.py): a date written after its verb is that verb's, so a date the
contexts give only to another verb, while they date the answer's verb otherwise, is flagged (issue 19, event
dates). Every sentence here is written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.detectors.event_dates import english_event_date_spans
from earag.metrics.dimensions.faithfulness.judge import judge_sentences

BRIDGE = "The bridge was designed in 1998, opened to traffic on 3 May 2004, and closed for repairs on 12 June 2019."


def _one(answer: str, contexts: list[str]):
    verdicts, _ = judge_sentences(answer, contexts)
    assert len(verdicts) == 1
    return verdicts[0]


def test_the_date_of_another_event_is_flagged():
    v = _one("The bridge opened to traffic on 12 June 2019.", [BRIDGE])
    assert not v.supported
    assert [(sp.text, sp.kind) for sp in v.unsupported_spans] == [("12 June 2019", "date")]


def test_each_event_keeps_its_own_date():
    assert _one("The bridge closed for repairs on 12 June 2019.", [BRIDGE]).supported
    assert _one("It opened on 3 May 2004.", [BRIDGE]).supported


def test_a_verb_the_contexts_never_date_decides_nothing():
    assert english_event_date_spans("The bridge was painted in 1998.", [BRIDGE], {1998, 2004, 2019}, []) == []
