"""Within a period against after it: "5年之后不能再提取" against "5年内不得提取", "住满三个月以后才退租" against
"取得不动产权证后3个月内退租".

Deadlines and bans in policy texts run for a period (30日内, 5年内, 3个月以内); an answer that moves the same period's
value to after it (30日后, 5年之后) says the opposite about when. Here each Chinese answer value of time (a duration,
working days or hours) followed by 内 / 之内 / 以内 or by 后 / 之后 / 以后 is looked up in the contexts: when every
context sentence stating the same value puts it on the other side, the value and its side word are a `direction`
span. Only clauses of one polarity are compared: "5年之后都不能提取" against "5年内不得提取" is flagged, "12个月后就
不能申请了" against "12个月内申请" is the "within" said another way.
"""
from __future__ import annotations

import re

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.clauses import _clauses, _polar_negations
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.nlp.facts import extract_facts, same_value
from earag.types import UnsupportedSpan

_SIDE = re.compile(r"\s*(之内|以内|内|之后|以后|后)(?![来面方续期果])")
_TIME_FAMILIES = frozenset({"duration", "workday", "hours"})


def _side(text: str, end: int) -> tuple[str, int] | None:
    """("within" | "after", end of the side word) for the side word right after a value ending at `end`."""
    m = _SIDE.match(text, end)
    if m is None:
        return None
    return ("within" if m.group(1).endswith("内") else "after"), m.end()


def _parity(text: str, at: int) -> int:
    """The parity of the negations of the clause of `text` holding offset `at` (不得 once: 1)."""
    return next((len(_polar_negations(text[a:b])) % 2 for a, b in _clauses(text) if a <= at < b), 0)


def window_spans(sentence: str, ctx: _Contexts, taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """A `direction` span on each value of time the answer puts after a period the contexts run within, or the
    other way round (see the module's docstring)."""
    spans: list[UnsupportedSpan] = []
    facts = [f for f in extract_facts(sentence) if f.family in _TIME_FAMILIES]
    for f in facts:
        ours = _side(sentence, f.end)
        if ours is None or any(sp.start < ours[1] and f.start < sp.end for sp in [*taken, *spans]):
            continue
        parity = _parity(sentence, f.start)
        theirs = [(cs.text, g, _side(cs.text, g.end)) for cs, gs in zip(ctx.sentences, ctx.sent_facts) for g in gs
                  if g.family in _TIME_FAMILIES and same_value(f, g, ctx.years) and _parity(cs.text, g.start) == parity]
        sides = {s[0] if s else None for _, _, s in theirs}
        if len(sides) != 1 or None in sides or ours[0] in sides:
            continue
        text, g, side = theirs[0]
        end = side[1] if side else g.end
        spans.append(_span(sentence, f.start, ours[1], "direction", Message(
            "span.quoted_differs", {"context": text[g.start:end], "answer": sentence[f.start:ours[1]]})))
    return spans
