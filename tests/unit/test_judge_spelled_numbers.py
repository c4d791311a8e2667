"""A bare number in digits where the English contexts spell it out (3 for "three", 50% for "half") is the same value,
not a number missing from the contexts (detectors/spelled.py; issue 19, paraphrases). Every sentence here is
written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

CTX = ["Of the twelve applicants interviewed, only four were offered a place, and they pay half the usual fee."]


def _values(answer: str) -> list[str]:
    verdicts, _ = judge_sentences(answer, CTX)
    return [sp.text for v in verdicts for sp in v.unsupported_spans if sp.kind in ("number", "quantity")]


def test_digits_for_a_spelled_out_number_are_no_value_span():
    assert _values("Only 4 of the 12 applicants interviewed were offered a place.") == []
    assert _values("Those offered a place pay 50% of the usual fee.") == []


def test_digits_for_another_number_still_are():
    assert _values("Only 5 of the 12 applicants interviewed were offered a place.") == ["5"]
    assert _values("Those offered a place pay 30% of the usual fee.") == ["30%"]
