"""What a period or step is counted from, and which side of an event it falls on (Chinese): "失业保险金自办理失业登记
之日起计算" answered "从解除劳动关系那天开始算" (another event of the same passage as the start), and "应当在召回后将…
报告" answered "召回开始前…报告" (before where the contexts say after).

- **Start events.** An answer clause that counts from an event (从/自 … 之日起 / 那天 / 当天 / 起) is read against the
  context sentences that count from one and say most of the rest of the clause; when none of their start events
  shares a word with the answer's, and the contexts name the answer's event elsewhere, the answer counts from
  another event. A reworded start (收到判决书 for 判决书送达) shares its noun and passes.
- **Before and after.** An event word followed by 前 / 之前 / 以前 in the answer where every mention of that event in
  the contexts is followed by 后 / 之后 / 以后 (or the reverse) is the other side of it."""
from __future__ import annotations

import re
from collections.abc import Sequence

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.words import _all_content_words, _found_in, _pos
from earag.types import UnsupportedSpan

# 从办完失业登记那天, 自办理失业登记之日起, 自收到通知起
_START = re.compile(r"(?:从|自)([^，,；;。从自]{2,16}?)(?:之日起|之日|那天起|那天|当天起|当天|当日起|当日|起)")
_BEFORE = frozenset({"前", "之前", "以前", "之日前"})
_AFTER = frozenset({"后", "之后", "以后", "之日后", "之日起", "起", "以来"})   # (期满之日起6个月内: after it)
_STEPS = frozenset({"开始", "完成", "结束", "届满", "完毕"})   # 召回开始前, 召回完成后: the event's own phase


def _words(text: str) -> list[str]:
    return [w for w, _, _ in _all_content_words(text)]


def _start_spans(sentence: str, ctx: _Contexts, taken: Sequence[UnsupportedSpan]) -> list[UnsupportedSpan]:
    spans: list[UnsupportedSpan] = []
    for m in _START.finditer(sentence):
        event, (a, b) = m.group(1), m.span(1)
        ours = _words(event)
        if not ours or any(sp.start < b and a < sp.end for sp in taken):
            continue
        rest = [w for w in _words(sentence[:m.start()] + sentence[m.end():]) if len(w) >= 2]
        counted = [(sum(_found_in([w], cs.text) for w in rest), [x.group(1) for x in _START.finditer(cs.text)])
                   for cs in ctx.sentences]
        counted = [(n, starts) for n, starts in counted if starts and n]
        if not counted:
            continue
        top = max(n for n, _ in counted)
        theirs = [s for n, starts in counted if n == top for s in starts]
        if top * 2 < len(rest) or any(_found_in(ours, s) or _found_in(_words(s), event) for s in theirs):
            continue
        if all(_found_in([w], ctx.text) for w in ours):   # another event the contexts name
            spans.append(_span(sentence, a, b, "date", Message("span.other_start", {
                "answer": event, "context": theirs[0]})))
    return spans


def _sides(tokens: Sequence[tuple[str, str, int, int]]) -> list[tuple[str, str, int, int]]:
    """(event word, side, side start, side end) of each 前/后 word after an event word (a phase word between)."""
    out = []
    for i, (word, _flag, s, e) in enumerate(tokens):
        side = "before" if word in _BEFORE else "after" if word in _AFTER else None
        k = i - 1
        if k >= 0 and tokens[k][0] in _STEPS:
            k -= 1
        if side is None or k < 0 or tokens[k][3] != (tokens[k + 1][2] if k + 1 < i else s):
            continue
        event = tokens[k][0]
        if len(event) >= 2 and re.fullmatch(r"[\u4e00-\u9fff]+", event):
            out.append((event, side, s, e))
    return out


def _order_spans(sentence: str, ctx: _Contexts, taken: Sequence[UnsupportedSpan]) -> list[UnsupportedSpan]:
    ours = _sides(_pos(sentence))
    if not ours:
        return []   # (the contexts' sides are read only for an answer that places something before or after)
    said: dict[str, set[str]] = {}
    for cs in ctx.sentences:
        for event, side, _, _ in _sides(_pos(cs.text)):
            said.setdefault(event, set()).add(side)
    spans: list[UnsupportedSpan] = []
    for event, side, s, e in ours:
        theirs = said.get(event, set())
        if theirs and side not in theirs and not any(sp.start < e and s < sp.end for sp in [*taken, *spans]):
            spans.append(_span(sentence, s, e, "direction", Message("span.other_side", {
                "event": event, "answer": sentence[s:e], "context": "后" if side == "before" else "前",
                "side_en": "after" if side == "before" else "before"})))
    return spans


def anchor_spans(sentence: str, ctx: _Contexts, taken: Sequence[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """Start events and sides of events the answer sentence gives otherwise than the contexts (module docstring)."""
    spans = _start_spans(sentence, ctx, taken)
    return spans + _order_spans(sentence, ctx, [*taken, *spans])
