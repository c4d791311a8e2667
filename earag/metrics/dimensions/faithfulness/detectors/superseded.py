"""Superseded values: a value the contexts say was changed to another one.

Policy texts state changes far more often than plain values: "失业保险金标准由每月2000元调整为每月2241元", "会议原定于
3月5日召开，现推迟至3月12日召开", "the annual fee was raised from $40 to $55", "originally scheduled for 5 March,
postponed to 12 March". Both values stand in the contexts, so a check that looks a value up anywhere passes the old
one, and a check that binds a value to the nearest clause saying the same words (会议…召开) takes the old one for the
rival of the new. Here a change is read in one context sentence: an old value opened by a marker (由/从/原定/原来,
from/originally/previously) and a new one after a change verb with its preposition (调整为, 推迟至, 提高到, raised …
to, postponed to), both of one kind. Then:

- an answer that states the old value as the value — not marked as the old one (原定/此前/由/from/originally…), not
  next to the new value, and not to a question asking for the old one — contradicts the contexts (`superseded`);
- the new value is what the contexts now say: a clause holding the old one is no rival to it (`is_new_value`).

Dependency-light, like the other checks: the values, a marker before the old one and a change verb between the two.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from earag.messages import Message
from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.nlp.facts import _MONTHS as MONTHS
from earag.nlp.facts import english_facts, extract_facts, same_value
from earag.types import UnsupportedSpan

_MONTH = r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"
# (month names capitalised: "aged 16 may apply" is the verb)
_EN_DATE = re.compile(rf"\b(?:(\d{{1,2}})(?:st|nd|rd|th)?\s+({_MONTH})|({_MONTH})\s+(\d{{1,2}})(?:st|nd|rd|th)?)\b")
_CLOCK = re.compile(r"(?<![\d.])([01]?\d|2[0-3])[:：]([0-5]\d)(?![\d])")

# Chinese: the old value's marker (at most a few characters before it: 由每月2000元, 原定于3月5日) and the change
# between the two values, a verb with its 为/到/至 right before the new one
_ZH_PLANNED = re.compile(r"(?:原定|原计划|原来|原先|原为|originally|initially|previously|formerly)[^，。；;！？\d]{0,4}$|"
                         r"(?:originally|initially|previously)\b(?:\s+\w+){0,3}\s*$", re.I)
_ZH_MARKERS = "由|从|原定|原计划|原来|原先|原为|原"      # before the old value of a change
_ZH_OLD = re.compile(rf"(?:{_ZH_MARKERS})[^，。；;！？\d]{{0,4}}$")
_ZH_CHANGE = re.compile(r"(?:调整|提高|降低|上调|下调|提升|增加|减少|下降|上升|延长|缩短|放宽|收紧|改|变更|扩大|压缩|"
                        r"推迟|提前|延期|延误|晚点|顺延|推后|改期|增|减|降|升|涨|上浮|下浮)[^，。；;！？\d]{0,2}?(?:为|到|至|成)"
                        r"[^，。；;！？\d]{0,4}$")
_EN_OLD = re.compile(r"\b(?:from|originally|previously|initially|formerly)\b(?:\s+\w+){0,3}\s*$", re.I)
_EN_CHANGE = re.compile(r"\b(?:raised|increased|cut|reduced|lowered|changed|moved|extended|shortened|rose|fell|"
                        r"dropped|climbed|postponed|brought forward|rescheduled|pushed back|put back|delayed|adjusted|"
                        r"revised|updated|amended|set|went up|went down)\b.*\b(?:to|until)\s+(?:\w+\s+)?$", re.I)
_EN_TO_FROM = re.compile(r"\s*(?:[a-z]+\s+)?from\s+(?:the\s+)?(?:\w+\s+)?", re.I)   # "20 mph from 30 mph"
_EN_VERB_TO = re.compile(r"\b(?:raised|increased|cut|reduced|lowered|changed|moved|extended|shortened|rose|fell|"
                         r"dropped|climbed|postponed|rescheduled|delayed|adjusted|revised|brought forward|pushed back)"
                         r"\s+to\s+(?:\w+\s+)?$", re.I)
_EN_UP_FROM = re.compile(r"\s*,?\s*(?:up|down)\s+from\s+(?:the\s+)?(?:\w+\s+)?", re.I)   # "£118.75, up from £116.75"
_EN_FROM_TO = re.compile(r"^\s*(?:[a-z]+\s+)?(?:a\s+\w+\s+)?(?:to|until)\s+$", re.I)   # "from $40 to $55": the verb stands before
# an answer that marks the value as the old one, or a question that asks for it
_ZH_OLD_MARK = re.compile(rf"(?:{_ZH_MARKERS}|此前|之前|以前|过去|曾|调整前|变更前|改前)[^，。；;！？\d]{{0,4}}$")
_ZH_ASKS_OLD = re.compile(r"原定|原计划|原来|原先|调整前|变更前|以前|之前|此前|过去|原[来本]?[的是]")
_EN_OLD_MARK = re.compile(r"\b(?:from|originally|previously|initially|formerly|used\s+to|old|earlier|before)\b"
                          r"(?:\s+\w+){0,6}\s*$", re.I)
_EN_ASKS_OLD = re.compile(r"\b(?:originally|original|previous(?:ly)?|initially|initial|formerly|former|old|"
                          r"before)\b", re.I)
_WINDOW = 24    # characters between the two values of one change, at most (twice as many in English)


@dataclass(frozen=True)
class Value:
    """A value in a text: a fact (earag.nlp.facts), a clock time or an English day and month."""

    text: str
    start: int
    end: int
    kind: str           # span kind: number | quantity | date
    key: object         # what compares two values of this kind: a Fact, ("clock", h, m) or ("day", month, day)


@dataclass(frozen=True)
class Change:
    old: Value
    new: Value
    sentence: str


def _values(text: str) -> list[Value]:
    """The values of a text, in order, with clock times (14:05) and English dates (12 March) read whole."""
    english = en.is_english(text)
    out: list[Value] = []
    taken: list[tuple[int, int]] = []
    for m in _CLOCK.finditer(text):
        out.append(Value(m.group(0), m.start(), m.end(), "date", ("clock", int(m.group(1)), int(m.group(2)))))
        taken.append(m.span())
    if english:
        for m in _EN_DATE.finditer(text):
            month = (m.group(2) or m.group(3)).lower()
            day = int(m.group(1) or m.group(4))
            out.append(Value(m.group(0), m.start(), m.end(), "date", ("day", MONTHS[month], day)))
            taken.append(m.span())
    for f in (english_facts(text) if english else extract_facts(text)):
        if not any(a < f.end and f.start < b for a, b in taken):
            out.append(Value(f.text, f.start, f.end, f.kind, f))
    return sorted(out, key=lambda v: v.start)


def _year_only(v: Value) -> bool:
    return not isinstance(v.key, tuple) and v.key.family == "date" and v.key.value[1] is None   # type: ignore[attr-defined]


def _same(a: Value, b: Value) -> bool:
    if isinstance(a.key, tuple) or isinstance(b.key, tuple):
        return a.key == b.key
    return same_value(a.key, b.key)   # type: ignore[arg-type]


def _kind(v: Value) -> str:
    if isinstance(v.key, tuple):
        return str(v.key[0])
    return v.key.family   # type: ignore[attr-defined]


@lru_cache(maxsize=4096)
def changes_in(sentence: str) -> tuple[Change, ...]:
    """The changes a context sentence states: (old value, new value) pairs of one kind, the old one opened by a
    marker, a change verb with its preposition right before the new one, at most _WINDOW characters apart and not
    across a semicolon or a sentence end."""
    english = en.is_english(sentence)
    if not (re.search(r"from|originally|previously|initially|formerly", sentence, re.I) if english
            else re.search(r"由|从|原", sentence)):
        return ()
    vals = _values(sentence)
    out: list[Change] = []
    for i, old in enumerate(vals):
        if _year_only(old):
            continue   # a year anchors a series (由2025年的12万人增至2026年的15万人): each value is its year's, none
            # superseded (and the marker 由 stands before the year, not before 12万人, so the numbers make no change)
        before = sentence[max(0, old.start - (40 if english else 24)):old.start]
        if not (_EN_OLD if english else _ZH_OLD).search(before):
            continue
        for new in vals[i + 1:]:
            between = sentence[old.end:new.start]
            if len(between) > (2 * _WINDOW if english else _WINDOW) or re.search(r"[；;。！？]", between):
                break
            if _kind(new) != _kind(old) or _same(new, old):
                continue
            if isinstance(old.key, tuple) and old.key[0] == "clock" and not _ZH_PLANNED.search(before):
                break   # 从9:00延长至21:00 is a range of hours; a time is superseded only where it was planned (原定)
            if english:   # the verb right before "from", in the same clause ("was cut from"; not "moved …, runs from")
                verb_before = re.search(r"\b(?:raised|increased|cut|reduced|lowered|changed|moved|extended|shortened|"
                                        r"rose|fell|dropped|climbed|adjusted|revised|went up|went down)"
                                        r"(?:\s+[^\s,;]+){0,4}\s+from\s+(?:\S+\s+)?$",
                                        sentence[max(0, old.start - 40):old.start], re.I)
                ok = bool(_EN_CHANGE.search(between)) or (bool(verb_before) and bool(_EN_FROM_TO.search(between)))
            else:
                ok = bool(_ZH_CHANGE.search(between))
            if ok:
                out.append(Change(old, new, sentence))
            break   # the old value's change names the next value of its kind, or none
    if english:   # the new value first: "raised to $55 from $40", "moved to 17 June from 3 June", "is £118.75, up
        # from £116.75" (up / down from needs no verb: it says the change itself)
        for i, new in enumerate(vals):
            if _year_only(new):
                continue
            was = next((v for v in vals[i + 1:] if _kind(v) == _kind(new)), None)
            if was is None or _same(was, new):
                continue
            between = sentence[new.end:was.start]
            if (_EN_VERB_TO.search(sentence[max(0, new.start - 40):new.start]) and _EN_TO_FROM.fullmatch(between)) \
                    or _EN_UP_FROM.fullmatch(between):
                out.append(Change(was, new, sentence))
    return tuple(out)


def _marked_old(text: str, v: Value, english: bool) -> bool:
    before = text[max(0, v.start - (40 if english else 16)):v.start]
    return bool((_EN_OLD_MARK if english else _ZH_OLD_MARK).search(before))


def asks_old(question: str | None) -> bool:
    """Whether the question asks for the value before the change (原定几点, what was the original fee)."""
    if not question:
        return False
    return bool((_EN_ASKS_OLD if en.is_english(question) else _ZH_ASKS_OLD).search(question))


def superseded(text: str, sentences: Sequence[str], question: str | None = None
               ) -> list[tuple[Value, Change]]:
    """The values `text` states as current that a context sentence says were changed: (the value, the change),
    unless the text marks the value as the old one, also states the new one, or the question asks for the old."""
    if asks_old(question):
        return []
    changes = [c for s in sentences for c in changes_in(s)]
    if not changes:
        return []
    english = en.is_english(text)
    ours = _values(text)
    out = []
    for v in ours:
        for c in changes:
            if _same(v, c.old) and not any(_same(w, c.new) for w in ours) and not _marked_old(text, v, english) \
                    and not any(_same(v, d.new) for d in changes) and not _stated_unchanged(v, sentences):
                out.append((v, c))
                break
    return out


def _stated_unchanged(v: Value, sentences: Sequence[str]) -> bool:
    """Whether a context sentence states the value outside the old slot of its changes ("本市职工最低工资标准为每月
    2000元" beside "…由每月2000元调整为每月2241元"; "另加发300元" in the sentence of 由300元提高到500元): it may be
    that value the answer gives."""
    for s in sentences:
        olds = {(c.old.start, c.old.end) for c in changes_in(s)}
        if any(_same(v, w) and (w.start, w.end) not in olds for w in _values(s)):
            return True
    return False


def is_new_value(text: str, sentence: str) -> bool:
    """Whether `text` (a short answer) states the new value of a change in the context `sentence`."""
    ours = _values(text)
    return any(_same(v, c.new) for c in changes_in(sentence) for v in ours)


def superseded_spans(sentence: str, context_sentences: Sequence[str], question: str | None = None
                     ) -> list[UnsupportedSpan]:
    """A span on each value of an answer sentence that the contexts say was changed (see `superseded`)."""
    return [_span(sentence, v.start, v.end, v.kind, superseded_reason(v.text, c)) for v, c in
            superseded(sentence, context_sentences, question)]


def superseded_reason(answer: str, change: Change) -> Message:
    return Message("span.superseded", {"answer": answer.strip(), "old": change.old.text.strip(),
                                       "new": change.new.text.strip()})


def rival_of_new(span: UnsupportedSpan, context_sentences: Sequence[str]) -> bool:
    """Whether a value span (another clause's value, a value that differs) only says that the contexts held the old
    value of a change whose new value the span is: the contexts state the new one, so it is no error."""
    if span.kind not in ("number", "quantity", "date"):
        return False
    ours = _values(span.text)
    if not ours:
        return False
    detail = _values(" ".join(str(p) for m in span.reason_messages for p in m.params.values()))
    for s in context_sentences:
        for c in changes_in(s):
            if any(_same(v, c.new) for v in ours) and any(_same(d, c.old) for d in detail):
                return True
    return False
