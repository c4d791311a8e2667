"""Chinese numerals where the contexts write digits (faithfulness/numerals.py): the answer is judged with the
contexts' own form of each value, so a faithful answer that spells its numbers in characters is supported, and a
wrong value stays wrong. Sentences written for these tests."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.faithfulness.index import _prepare
from earag.metrics.dimensions.faithfulness.judge import judge_sentences
from earag.metrics.dimensions.faithfulness.numerals import in_context_digits

LIBRARY = "市图书馆新馆于2028年3月18日起对外开放，藏书共计86万册，阅览座位1500个。"
HARBOUR = "本港今年前三季度完成集装箱吞吐量2.4亿吨，同比增长6%；新开国际航线12条。"
CLUBS = "全区登记的15家体育俱乐部中，已有11家完成年检，其余4家仍在补交材料。"


def verdicts(answer: str, context: str, question: str | None = None):
    return judge_sentences(answer, [context], question=question)[0]


@pytest.mark.parametrize("context,answer", [
    (LIBRARY, "新馆从二〇二八年三月十八日起对外开放，藏书八十六万册。"),
    (HARBOUR, "前三季度吞吐量二亿四千万吨，新开国际航线十二条。"),
    (CLUBS, "十五家俱乐部里十一家完成了年检，其余四家还在补交材料。"),
])
def test_a_value_spelled_in_characters_is_the_contexts_value(context, answer):
    v = verdicts(answer, context)
    assert min(x.score for x in v) >= 0.8
    assert not [sp for x in v for sp in x.unsupported_spans]


def test_a_wrong_value_in_characters_is_still_wrong():
    v = verdicts("新馆从二〇二八年五月十八日起对外开放。", LIBRARY)
    assert [sp.kind for sp in v[0].unsupported_spans] == ["date"]
    assert v[0].unsupported_spans[0].text == "二〇二八年五月十八日"
    assert v[0].score < 0.5


def test_only_forms_the_contexts_hold_are_rewritten_and_spans_go_back_to_the_answers_characters():
    clubs = _prepare((CLUBS,))
    assert in_context_digits("一家俱乐部退出了。", clubs.text, clubs.facts, clubs.years) is None   # no 1家 there
    rw = in_context_digits("十五家里十一家完成年检", clubs.text, clubs.facts, clubs.years)
    assert rw is not None and rw.text == "15家里11家完成年检"
    answer = "藏书八十六万册，座位一千五百个"
    library = _prepare((LIBRARY,))
    rw = in_context_digits(answer, library.text, library.facts, library.years)
    assert rw is not None and rw.text == "藏书86万册，座位1500个"
    r0 = rw.text.index("1500个")
    a0, a1 = rw.position(r0, False), rw.position(r0 + len("1500个"), True)
    assert answer[a0:a1] == "一千五百个"
    assert rw.position(rw.text.index("座位"), False) == answer.index("座位")
