"""The whole a part is counted out of ("three of the 12 wards") is no value of the part's clause
(detectors/siblings.py). Sentences written for these tests."""
from __future__ import annotations

from tests.support.judging import weakest_score as score

WARDS = "All 12 wards at the hospital were repainted last year, but only three are isolation wards."


def test_the_whole_of_a_partitive_is_not_the_parts_value():
    assert score("Three of the 12 wards are isolation wards.", WARDS) >= 0.9
    assert score("Three out of 12 wards are isolation wards.", WARDS) >= 0.9
