"""The wrong end of a range: "缴存比例最低12%" where the contexts give 缴存比例为5%至12%.

A range the contexts state (5%至12%, 3-5年, 1,000–2,000 yuan) has a low end and a high end. An answer that says a
value is the minimum (最低, 至少, 不低于, "at least", "minimum") and gives the range's high end, or the maximum
(最高, 最多, 不超过, "at most", "up to") and gives its low end, states the wrong bound: the value is in the contexts,
so the value checks pass it. The side is read from the words just before the value in its clause, or, for a short
answer that names no side, from its question ("缴存比例最低是多少？" answered "12%"). Left alone: a value the contexts
also state outside any range (it may be bound there), and values no side word governs."""
from __future__ import annotations

import re
from collections.abc import Sequence

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.nlp.facts import Fact, extract_facts, fact_ranges, same_value
from earag.types import UnsupportedSpan

# (of a period: its first day is its low end, its last day, the deadline, its high end: 最晚哪天 of 1月1日至6月30日)
_LOW = re.compile(r"最低|最少|至少|不低于|不少于|下限|起码|最小|最短|起步|最早|\b(?:minimum|min|at least|lowest|no less than|"
                  r"smallest|shortest|earliest)\b", re.I)
_HIGH = re.compile(r"最高|最多|至多|不超过|不高于|上限|最大|最长|封顶|最晚|最迟|截止|\b(?:maximum|max|at most|highest|up to|"
                   r"no more than|largest|longest|latest|deadline)\b", re.I)
_SIDE_ZH, _SIDE_EN = {"low": "下限", "high": "上限"}, {"low": "minimum", "high": "maximum"}
BEFORE = 10   # characters before a value in which a side word governs it (缴存比例最低为12%)
_CUT = re.compile(r"[，,；;。！？!?：:]")


def side_of(text: str) -> str | None:
    """"low" or "high": the side a text's words name (the last one when both occur); None for neither."""
    lows, highs = [m.start() for m in _LOW.finditer(text)], [m.start() for m in _HIGH.finditer(text)]
    if not lows and not highs:
        return None
    return "low" if max(lows, default=-1) > max(highs, default=-1) else "high"


def _governing_side(sentence: str, fact: Fact) -> str | None:
    """The side named just before `fact` in its clause."""
    before = sentence[max(0, fact.start - BEFORE):fact.start]
    cut = max((m.end() for m in _CUT.finditer(before)), default=0)
    return side_of(before[cut:])


def wrong_end(fact: Fact, side: str, ctx: _Contexts) -> tuple[Fact, Fact] | None:
    """The context range whose other end `fact` is, for a value said to be the `side` end; None when some range
    has it at that end, or the contexts state it outside any range."""
    ends = [(c, d) for c, d in ctx.ranges if same_value(fact, c, ctx.years) or same_value(fact, d, ctx.years)]
    if not ends:
        return None
    in_range = sum(1 for c, d in ends for x in (c, d) if same_value(fact, x, ctx.years))
    stated = sum(1 for f in ctx.facts if same_value(fact, f, ctx.years))
    if stated > in_range:
        return None   # stated on its own somewhere too: it may be the bound there (最低首付款比例为30%)
    at_side = [(c, d) for c, d in ends if same_value(fact, c if side == "low" else d, ctx.years)]
    return None if at_side else ends[0]


def range_end_spans(sentence: str, ctx: _Contexts, taken: Sequence[UnsupportedSpan],
                    asked_side: str | None = None) -> list[UnsupportedSpan]:
    """Values of an answer sentence that are the other end of a context range than the side their words (or, with
    `asked_side`, the question's) name."""
    if not ctx.ranges:
        return []
    facts = extract_facts(sentence)
    in_ranges = {id(x) for pair in fact_ranges(sentence, facts) for x in pair}
    spans: list[UnsupportedSpan] = []
    for f in facts:
        if id(f) in in_ranges or any(sp.start < f.end and f.start < sp.end for sp in taken):
            continue
        side = _governing_side(sentence, f) or asked_side
        if side is None:
            continue
        found = wrong_end(f, side, ctx)
        if found is not None:
            c, d = found
            spans.append(_span(sentence, f.start, f.end, f.kind, Message("span.range_end", {
                "answer": f.display(), "range": f"{c.display()}—{d.display()}", "side_zh": _SIDE_ZH[side],
                "side_en": _SIDE_EN[side]})))
    return spans
