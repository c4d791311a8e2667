"""A list of places a question asks for (试点在哪些城市开展？) counts its places, not the words around the list
(completeness.py _place_edges, review3): the first item was 试点在北京市 and the last 广州市开展, so an answer naming
all three cities was scored 1/3 with 试点在北京市 and 广州市开展 called missing."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.completeness import completeness

PILOT = ["试点在北京市、上海市、广州市开展。"]


def test_an_answer_naming_every_place_asked_for_is_complete():
    got = completeness("试点在哪些城市开展？", "北京市、上海市和广州市。", PILOT)
    assert got.items == ["北京市", "上海市", "广州市"]
    assert got.missing == [] and got.score == 1.0


def test_a_place_left_out_is_named_as_missing():
    got = completeness("试点在哪些城市开展？", "北京市和上海市。", PILOT)
    assert got.missing == ["广州市"] and got.score == pytest.approx(2 / 3, abs=1e-3)


def test_places_not_asked_for_still_name_another_case():
    """The levels rule stands: a question that does not ask where does not take a list of places as its items."""
    got = completeness("华侨投资可以享受哪些优惠？", "减免企业所得税。",
                       ["香港特别行政区、澳门特别行政区投资者在内地投资的，按有关规定执行。"])
    assert "香港特别行政区" not in got.items
