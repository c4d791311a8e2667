"""A term made only of generic words (法律规定, 税收规定) names no policy: it is no entity, so a question asking
"哪些法律规定" does not demand that the answer repeat the word (earag/nlp/entities.py: all_generic, _concept)."""
from __future__ import annotations

from earag.nlp.entities import OfflineExtractor, all_generic


def test_all_generic_splits_into_generic_words_only():
    assert all_generic("法律规定") and all_generic("税收规定") and all_generic("管理办法")
    assert not all_generic("高新技术企业认定管理办法")
    assert not all_generic("赡养老人专项附加扣除")
    assert not all_generic("增值税")


def test_generic_policy_words_are_not_entities_but_named_policies_are():
    ex = OfflineExtractor(graph_names={})
    names = [e.name for e in ex.extract("华侨在境内投资适用哪些法律规定？")]
    assert "法律规定" not in names and "华侨" in names
    assert [e.name for e in ex.extract("企业适用哪些税收规定？")] == []
    names = [e.name for e in ex.extract("高新技术企业认定管理办法规定了哪些条件？")]
    assert "高新技术企业认定管理办法" in names


def test_a_titled_or_listed_generic_name_is_kept():
    ex = OfflineExtractor(graph_names={"法律规定": "政策名称"})   # the graph lists it: a name here
    assert "法律规定" in [e.name for e in ex.extract("华侨在境内投资适用哪些法律规定？")]
    ex = OfflineExtractor(graph_names={})
    assert "税收规定" in [e.name for e in ex.extract("根据《税收规定》办理。")]
