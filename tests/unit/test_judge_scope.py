"""Scope (detectors/scope.py and the negation check): "all" said of what the contexts restrict is a contradiction;
"only N of the M" and "not all" said where they restrict are not. Sentences written for these tests."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

COURSE = "Of the 30 applicants interviewed, only five were offered a place on the course."
POOLS = "All 12 pools at the leisure centre are heated, but only two are open at weekends."
CLINICS = "Of the district's 40 clinics, 11 now open on Saturdays; every clinic offers free flu jabs."
INSPECTORS = "The agency hired 20 staff last year, but only three inspectors were trained in food hygiene."
LIBRARIES = "全区所有社区均已设立图书室，但仅有部分图书室提供夜间开放服务。"
WATER = "阶梯水价仅适用于已安装独立水表的居民家庭，未安装的家庭仍执行原水价。"


def verdict(answer: str, context: str, question: str | None = None):
    verdicts, _ = judge_sentences(answer, [context], question=question)
    return verdicts[0]


def kinds(answer: str, context: str) -> list[tuple[str, str]]:
    return [(sp.text, sp.kind) for sp in verdict(answer, context).unsupported_spans]


@pytest.mark.parametrize("context,wrong,right", [
    (COURSE, "All 30 applicants were offered a place on the course.",
     "Only five of the 30 applicants were offered a place on the course."),
    (POOLS, "All of the pools are open at weekends.", "All 12 pools are heated."),
    (CLINICS, "Every clinic now opens on Saturdays.", "Every clinic offers free flu jabs."),
])
def test_all_of_what_the_contexts_restrict_is_a_direction_span(context, wrong, right):
    assert any(kind == "direction" and text.lower() in ("all", "every") for text, kind in kinds(wrong, context))
    assert not any(kind in ("direction", "number", "negation") for _, kind in kinds(right, context))
    assert verdict(right, context).score > verdict(wrong, context).score + 0.3


def test_the_whole_of_a_partitive_and_a_spelled_number_are_not_wrong_values():
    # "30" is the size of the set, "five"/"three" are written out in the contexts
    assert not kinds("Five of the 30 applicants were offered a place on the course.", COURSE)
    assert not any(kind == "number" for _, kind in kinds("Only 3 inspectors were trained in food hygiene.", INSPECTORS))


def test_not_all_where_the_contexts_restrict_is_no_negation():
    v = verdict("不是所有图书室都夜间开放，只有一部分图书室提供夜间开放服务。", LIBRARIES)
    assert not any(sp.kind == "negation" for sp in v.unsupported_spans)
    assert v.supported


def test_only_restates_the_restriction_it_is_no_negation():
    # 只有 restricts like the contexts' 仅; before, its 有 was read as a positive modal against 未安装
    for answer in ("只有装了独立水表的居民家庭才执行，没装的仍按原水价。", "不是，只有安装了独立水表的居民家庭才执行阶梯水价。"):
        v = verdict(answer, WATER)
        assert not any(sp.kind == "negation" for sp in v.unsupported_spans), answer
        assert v.supported


def test_all_of_a_count_the_answer_gives_restricts_itself():
    # "All 9 of those libraries" is the count the contexts give, not a universal (review of 2026-11-27)
    ctx = "Of the county's 23 branch libraries, 9 now offer Sunday opening."
    assert not any(kind == "direction" for _, kind in kinds("All 9 of those libraries offer Sunday opening.", ctx))


# written for these tests: 名, 位 and 人 count the same persons; a clause's "only part" against another thing's 全部
VOTES = "出席会议的60名委员中，41人投了赞成票，12人反对，7人弃权。"
PARKS = "国庆期间，全市公园中有部分公园延长开放时间，植物园、动物园全部免费开放。"


def test_all_of_a_whole_counted_with_another_measure_word_of_persons_is_a_direction_span():
    wrong = kinds("出席会议的60名委员全部投了赞成票。", VOTES)
    assert ("全部", "direction") in wrong
    assert not any(kind == "direction" for _, kind in kinds("60名委员中有41人投了赞成票。", VOTES))


def test_only_part_where_a_close_clause_says_part_is_no_flip_of_anothers_all():
    right = verdict("只有部分公园延长开放时间。", PARKS)
    assert not any(sp.kind == "direction" for sp in right.unsupported_spans) and right.supported
    assert ("全部", "direction") in kinds("全市公园全部延长开放时间。", PARKS)


LIBRARY = "每位读者每次最多可借阅图书10册，借期30天，可续借一次。电子阅览室向持证读者免费开放，使用时长不限。"


@pytest.mark.parametrize("answer,word", [("图书续借不限次数。", "不限次数"), ("读者每次借阅图书不受限制。", "不受限制")])
def test_no_limit_on_what_the_contexts_limit_is_a_direction_span(answer, word):
    assert (word, "direction") in kinds(answer, LIBRARY)


@pytest.mark.parametrize("answer", ["电子阅览室使用时长不限。", "图书可以续借一次。", "每次最多借10册，可以续借一次。"])
def test_no_limit_the_contexts_say_or_a_limit_kept_is_no_span(answer):
    assert not any(kind == "direction" for _, kind in kinds(answer, LIBRARY)), answer
