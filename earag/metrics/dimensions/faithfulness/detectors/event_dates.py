"""English event dates: a date the contexts give to another verb ("published on 22 September 2022, and granted on
5 June 2024" answered "granted on 22 September 2022").

A date written after its verb ("granted on …", "close in April", "takes place in April") is that verb's: the
nearest content word before it, with only function words between. When the answer's verb has another date in the
contexts and the answer's date is there only after other verbs, the date belongs to another event. A verb the
contexts never date, or a date they also give the answer's verb, decides nothing.
"""
from __future__ import annotations

from collections.abc import Sequence

from earag.messages import Message
from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.nlp.facts import Fact, extract_facts, same_value
from earag.types import UnsupportedSpan

_GAP = 3   # function words allowed between a verb and its date ("close on the", "granted in early")


def _dated(text: str) -> list[tuple[str, int, Fact]]:
    """(verb stem, verb start, date) for each date of `text` right after a content word of its clause."""
    ws = en.words(text)
    out = []
    for f in extract_facts(text):
        if f.family != "date":
            continue
        before = [w for w in ws if w.end <= f.start]
        gap = 0
        for w in reversed(before):
            if any(ch in text[w.end : f.start] for ch in ",;:()"):
                break   # another clause
            if w.content and not w.text[0].isdigit():
                out.append((w.stem, w.start, f))
                break
            gap += 1
            if gap > _GAP:
                break
    return out


def english_event_date_spans(sentence: str, context_sentences: Sequence[str], years: set[int],
                             taken: Sequence[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """The answer's dates the contexts give only to other verbs while they date the answer's verb otherwise."""
    ours = _dated(sentence)
    if not ours:
        return []
    theirs = [(stem, cs[start : f.end], f) for cs in context_sentences for stem, start, f in _dated(cs)]
    spans = []
    for stem, _start, fact in ours:
        if any(sp.start < fact.end and fact.start < sp.end for sp in taken):
            continue
        stating = [s for s, _, f in theirs if same_value(fact, f, years)]
        rivals = [(phrase, f) for s, phrase, f in theirs if s == stem and not same_value(fact, f, years)]
        if not stating or stem in stating or not rivals:
            continue
        spans.append(_span(sentence, fact.start, fact.end, fact.kind,
                           Message("span.quoted_differs", {"context": rivals[0][0], "answer": fact.text})))
    return spans
