"""An answer clause gives the enumerated item it matches best, not every item sharing its generic tail
(earag/metrics/dimensions/completeness.py: _given_items)."""
from __future__ import annotations

from earag.metrics.dimensions.completeness import _given_items, completeness

CONTEXT = "对小型微利企业减半征收城市维护建设税、房产税、城镇土地使用税、印花税、耕地占用税和教育费附加。"


def test_a_clause_counts_for_its_best_item_only():
    items = ["城市维护建设税", "房产税", "城镇土地使用税", "耕地占用税"]
    # 城镇土地使用税 holds 地…用税 (3 of 5 characters of 耕地占用税, the 60 % bar), but it is its own item
    assert _given_items(items, ["城镇土地使用税"], english=False) == ["城镇土地使用税"]
    assert _given_items(items, ["耕地占用税"], english=False) == ["耕地占用税"]
    # a shortened form still counts for the item it stands for
    assert _given_items(items, ["城建税"], english=False) == []
    assert _given_items(items, ["城市建设税"], english=False) == ["城市维护建设税"]


def test_left_out_look_alike_item_is_missing():
    c = completeness("哪些税种可以减半征收？", "可减半征收城市维护建设税、房产税、城镇土地使用税、印花税和教育费附加。", [CONTEXT])
    assert c.applies and "耕地占用税" in c.missing
    assert "城镇土地使用税" in c.given
    full = completeness("哪些税种可以减半征收？",
                        "可减半征收城市维护建设税、房产税、城镇土地使用税、印花税、耕地占用税和教育费附加。", [CONTEXT])
    assert full.score == 1.0
