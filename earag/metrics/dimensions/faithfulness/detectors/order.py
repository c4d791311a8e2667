"""Steps in the other order: "先申请失业金，再到街道…做失业登记" where the contexts say "先到…办理失业登记，再…申领
失业保险金".

A Chinese answer sentence that orders two steps with 先…再 (然后, 之后再) is compared with each context sentence that
orders two steps so. Each answer step is matched with the context steps by the words only one of the context steps
holds (their shared words, 失业登记 in both, tell nothing): when the answer's second step is the context's first, or
its first step the context's second, and neither of its steps matches its own place better, the order is swapped —
a `direction` span on the answer's first step. Both orders found nowhere, or steps matching no context step, decide
nothing.
"""
from __future__ import annotations

import re

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.lexicon import _SYNONYMS
from earag.metrics.dimensions.faithfulness.words import _all_content_words
from earag.types import UnsupportedSpan

_STEPS = re.compile(r"先(?P<a>[^。；;！？!?]{2,60}?)[，,]?\s*(?:然后再|然后|之后再|以后再|再)(?P<b>[^。；;！？!?]{2,})")


def _words(text: str) -> set[str]:
    return {w for w, _, _ in _all_content_words(text) if len(w) >= 2}


def _hits(step: str, only: set[str]) -> int:
    """How many words of an answer step one context step holds and the other does not (also in part: 失业金 of
    失业保险金 no, 登记 of 失业登记 yes; or as a policy synonym: 申请 for 申领)."""
    return sum(1 for w in _words(step)
               if any(w in o or o in w or o in _SYNONYMS.get(w, ()) for o in only))


def order_spans(sentence: str, ctx: _Contexts, taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """A `direction` span on the first of two steps a Chinese answer sentence orders the other way round from a
    context sentence (module docstring)."""
    ours = _STEPS.search(sentence)
    if ours is None or any(sp.start < ours.end() and ours.start() < sp.end for sp in taken):
        return []
    for cs in ctx.sentences:
        theirs = _STEPS.search(cs.text)
        if theirs is None:
            continue
        first, second = _words(theirs["a"]), _words(theirs["b"])
        only_first, only_second = first - second, second - first
        a_first, a_second = _hits(ours["a"], only_first), _hits(ours["a"], only_second)
        b_first, b_second = _hits(ours["b"], only_first), _hits(ours["b"], only_second)
        if (b_first > b_second or a_second > a_first) and a_first <= a_second and b_second <= b_first:
            return [_span(sentence, ours.start("a"), ours.end("a"), "direction",
                          Message("span.quoted_differs", {"context": theirs.group(0), "answer": ours.group(0)}))]
    return []
