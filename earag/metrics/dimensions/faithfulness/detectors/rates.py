"""The period or unit a value is counted per (English): "£7,400 a month" where the contexts say "£7,400 a year",
"£5.71 a mile" where they say "31.4p a mile, and … up to £5.71 a day", "$7,395 per semester" where "the maximum
Pell Grant for the award year is $7,395".

The value itself is in the contexts, so the value checks pass it; what is wrong is what it is counted per. The
answer's value is read with the per-word after it (a, an, per, each, every, for the, /, or an adverb: monthly,
annually); the contexts' clauses that state the same value with at least one per-word of their own (in the clause,
cut at semicolons and commas) give the periods it is counted per. When every such clause gives periods and none is
the answer's, the answer's per-word is a `quantity` span. A clause that names no period says nothing against it.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.nlp.facts import extract_facts, same_value
from earag.types import UnsupportedSpan

_UNITS = {"day": "day", "days": "day", "daily": "day", "night": "night", "nights": "night", "week": "week",
          "weeks": "week", "weekly": "week", "fortnight": "fortnight", "fortnightly": "fortnight", "month": "month",
          "months": "month", "monthly": "month", "quarter": "quarter", "quarterly": "quarter", "year": "year",
          "years": "year", "yearly": "year", "annual": "year", "annually": "year", "annum": "year", "semester": "term",
          "semesters": "term", "term": "term", "terms": "term", "hour": "hour", "hours": "hour", "hourly": "hour",
          "mile": "mile", "miles": "mile", "kilometre": "km", "kilometer": "km", "km": "km", "person": "person",
          "people": "person", "head": "person", "household": "household", "item": "item", "visit": "visit",
          "trip": "trip", "journey": "trip", "child": "child", "session": "session", "lesson": "lesson"}
_WORDS = "|".join(sorted(_UNITS, key=len, reverse=True))
# the per-word right after an answer's value: "a month", "per semester", "each week", "for the year", "/month"
_AFTER = re.compile(rf"^\s*(?:(?:a|an|per|each|every|for\s+the|for\s+each|for\s+a|/)\s*(?:full\s+|whole\s+|calendar\s+"
                    rf"|tax\s+|award\s+|school\s+|academic\s+)?({_WORDS})\b|({_WORDS})\b)", re.I)
_ANY = re.compile(rf"\b({_WORDS})\b", re.I)
_CUT = re.compile(r"[;:]|(?<!\d),|,(?!\d)")
# (adverbs and "a/per" forms only: "within 7 days" is a deadline, not a rate, when it stands after the value)
_RATE_ONLY = frozenset({"daily", "weekly", "fortnightly", "monthly", "quarterly", "yearly", "annual", "annually",
                        "hourly"})


def _per_word(sentence: str, end: int) -> tuple[str, int, int] | None:
    """(unit, start, end) of the per-word right after a value ending at `end`."""
    m = _AFTER.match(sentence[end:end + 40])
    if m is None:
        return None
    g = 1 if m.group(1) else 2
    word = m.group(g).lower()
    if g == 2 and word not in _RATE_ONLY:
        return None
    return _UNITS[word], end + m.start(g), end + m.end(g)


def _clause(sentence: str, start: int) -> str:
    cuts = [0, *(m.end() for m in _CUT.finditer(sentence)), len(sentence)]
    a = max(c for c in cuts if c <= start)
    b = min((c for c in cuts if c > start), default=len(sentence))
    return sentence[a:b]


def context_periods(value, sentences: Sequence[str]) -> list[set[str]] | None:
    """The periods each context clause stating `value` names (None when no clause states it)."""
    out = []
    for sent in sentences:
        for f in extract_facts(sent):
            if same_value(value, f):
                out.append({_UNITS[w.lower()] for w in _ANY.findall(_clause(sent, f.start))})
    return out or None


def rate_spans(sent: str, sentences: Sequence[str], taken: Sequence[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """A `quantity` span on the per-word of each value of an English answer sentence that the contexts count per
    another period (module docstring)."""
    spans: list[UnsupportedSpan] = []
    for f in extract_facts(sent):
        per = _per_word(sent, f.end)
        if per is None or any(sp.start < per[2] and per[1] < sp.end for sp in taken):
            continue
        periods = context_periods(f, sentences)
        if not periods or not all(periods) or any(per[0] in p for p in periods):
            continue
        theirs = "/".join(sorted(set().union(*periods)))
        spans.append(_span(sent, per[1], per[2], "quantity", Message("span.other_rate", {
            "value": f.text.strip(), "answer": sent[per[1]:per[2]], "context": theirs})))
    return spans
