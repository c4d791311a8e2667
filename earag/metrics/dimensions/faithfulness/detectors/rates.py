"""The period or unit a value is counted per (English): "£7,400 a month" where the contexts say "£7,400 a year",
"£5.71 a mile" where they say "31.4p a mile, and … up to £5.71 a day", "$7,395 per semester" where "the maximum
Pell Grant for the award year is $7,395".

The value itself is in the contexts, so the value checks pass it; what is wrong is what it is counted per. The
answer's value is read with the per-word after it (a, an, per, each, every, for the, /, or an adverb: monthly,
annually); the contexts' clauses that state the same value with at least one per-word of their own (in the clause,
cut at semicolons and commas) give the periods it is counted per. When every such clause gives periods and none is
the answer's, the answer's per-word is a `quantity` span. A clause that names no period says nothing against it.

Chinese says the period before the value, in the value's clause (每人每月发放200元, 按月发放, 200元/月): the periods of
the answer clause holding a value are compared, by dimension — time (日, 周, 月, 季度, 年, 学期) and head (人, 户, 次, 亩)
— with those of the context clauses stating the same value; every such clause naming a period of that dimension and
none the answer's makes the answer's period word a `quantity` span (每人每年200元 where the contexts say 每人每月200元).
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
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


def _clause(sentence: str, start: int, cut: re.Pattern[str]) -> tuple[int, int]:
    """(start, end) of the clause of `sentence` holding position `start`, cut after each of `cut`'s matches."""
    cuts = [0, *(m.end() for m in cut.finditer(sentence)), len(sentence)]
    return max(c for c in cuts if c <= start), min((c for c in cuts if c > start), default=len(sentence))


def context_periods(value, sentences: Sequence[str]) -> list[set[str]] | None:
    """The periods each context clause stating `value` names (None when no clause states it)."""
    out = []
    for sent in sentences:
        for f in extract_facts(sent):
            if same_value(value, f):
                out.append({_UNITS[w.lower()] for w in _ANY.findall(sent[slice(*_clause(sent, f.start, _CUT))])})
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


_ZH_UNITS = {"日": ("time", "day"), "天": ("time", "day"), "周": ("time", "week"), "星期": ("time", "week"),
             "礼拜": ("time", "week"), "月": ("time", "month"), "个月": ("time", "month"), "季度": ("time", "quarter"),
             "季": ("time", "quarter"), "年": ("time", "year"), "年度": ("time", "year"), "学期": ("time", "term"),
             "小时": ("time", "hour"), "人": ("head", "person"), "户": ("head", "household"), "家": ("head", "household"),
             "次": ("head", "time"), "亩": ("head", "mu")}
_ZH_PER = re.compile(r"(?:每个?|按|/)(人次|个月|季度|年度|学期|小时|星期|礼拜|[日天周月季年人户家次亩])")
_ZH_ONCE = re.compile(r"一次性")
_ZH_CUT = re.compile(r"[，,；;。！？!?：:]")
_NOT_PER = frozenset({"date", "age", "level", "bare", "time"})
_ZH_WORD = {"day": "日", "week": "周", "month": "月", "quarter": "季度", "year": "年", "term": "学期", "hour": "小时",
            "person": "人", "household": "户", "time": "次", "mu": "亩", "once": "一次性"}


def _zh_periods(clause: str) -> list[tuple[str, str, int, int]]:
    """(dimension, period, start, end) of the period words of a Chinese clause (the word after 每/按//; 人次 is per
    person and per time at once; 一次性 is once, a period of time: 一次性补贴500元 is not 每月500元)."""
    out = [(*_ZH_UNITS[w], m.start(1), m.end(1)) for m in _ZH_PER.finditer(clause)
           for w in (("人", "次") if m.group(1) == "人次" else (m.group(1),))]
    return out + [("time", "once", m.start(), m.end()) for m in _ZH_ONCE.finditer(clause)]


def zh_rate_spans(sent: str, ctx: _Contexts, taken: Sequence[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """A `quantity` span on the period word of a Chinese answer clause whose value the contexts give per another
    period of the same dimension (module docstring)."""
    spans: list[UnsupportedSpan] = []
    for f in extract_facts(sent):
        if f.family in _NOT_PER or f.family.startswith("ordinal"):
            continue   # (an age, a date or a grade is a condition or a name, not an amount counted per a period)
        a, b = _clause(sent, f.start, _ZH_CUT)
        ours = [(dim, per, a + s, a + e) for dim, per, s, e in _zh_periods(sent[a:b])]
        if not ours or any(sp.start < ours[-1][3] and ours[0][2] < sp.end for sp in taken):
            continue
        stated = [{(dim, per) for dim, per, _s, _e in _zh_periods(cs.text[slice(*_clause(cs.text, g.start, _ZH_CUT))])}
                  for cs, facts in zip(ctx.sentences, ctx.sent_facts) for g in facts if same_value(f, g)]
        if not stated:
            continue
        for dim, per, s, e in ours:
            theirs = [{p for d, p in st if d == dim} for st in stated]
            if all(theirs) and not any(per in t for t in theirs) \
                    and not any(sp.start < e and s < sp.end for sp in [*taken, *spans]):
                spans.append(_span(sent, s, e, "quantity", Message("span.other_rate", {
                    "value": f.text.strip(), "answer": sent[s:e],
                    "context": "/".join(sorted({_ZH_WORD[p] for t in theirs for p in t}))})))
    return spans

