"""Values and names bound to another subject or role than the contexts bind them to (binding.py)."""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

import numpy as np

from earag.deadline import checkpoint
from earag.messages import Message
from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.alignment import _clauses_saying
from earag.metrics.dimensions.faithfulness.binding import (
    RELEVANT,
    ContextClause,
    event_bound_elsewhere,
    name_bound_elsewhere,
    value_bound_elsewhere,
)
from earag.metrics.dimensions.faithfulness.clauses import _clauses
from earag.metrics.dimensions.faithfulness.detectors.siblings import _LABEL_RE
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.detectors.values import _stated
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.lexicon import _NUMERIC_RE
from earag.metrics.dimensions.faithfulness.words import _content_words, _deputy_only, _found_in, _pos, _tokenizer
from earag.nlp.entities import name_spans
from earag.nlp.facts import (
    Fact,
    extract_facts,
)
from earag.nlp.text import normalize
from earag.types import UnsupportedSpan


# --- values and names bound to their subject (binding.py) --------------------------------------------------------
def _says(word: str, text: str) -> bool:
    return _found_in([word], text) if not en.is_english(word) else word in text.lower()


def _deputy_of(clause: str) -> Callable[[str, str], bool]:
    """Whether a context clause holds a word of the answer clause only as a deputy's post (主任 in 副主任), where the
    answer clause does not itself say the deputy's post (张伟是办公室副主任 is that post)."""
    if en.is_english(clause):
        return lambda word, text: False
    return lambda word, text: _deputy_only(word, text) and not _deputy_only(word, clause)


def _names_same(name: str, text: str) -> bool:
    n = normalize(name)
    return bool(n) and n in normalize(text)


def _anchors(sent: str, lo: int, hi: int, skip: tuple[int, int]) -> list[str]:
    """The content words of the clause sent[lo:hi] outside `skip` (the value or the name itself)."""
    if en.is_english(sent):
        return list(dict.fromkeys(w.text.lower() for w in en.words(sent[lo:hi])
                                  if w.content and not (skip[0] - lo < w.end and w.start < skip[1] - lo)
                                  and not w.text.isdigit()))
    return list(dict.fromkeys(w for w, a, b in _content_words(sent, lo, hi)
                              if not (skip[0] < b and a < skip[1]) and not _NUMERIC_RE.fullmatch(w)))


def _binding_spans(sent: str, ctx: _Contexts, taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """Values the contexts state, and names they hold, that the answer binds to another subject or role than the
    contexts do (张三排名第五 against 张三排名第四，李四排名第五)."""
    spans: list[UnsupportedSpan] = []
    facts = extract_facts(sent)
    names = name_spans(sent, _tokenizer(), _pos(sent)) if not en.is_english(sent) else []
    for lo, hi in _clauses(sent):
        checkpoint()   # the sample's CPU deadline, once per clause
        for f in facts:   # values first: a wrong value already says the clause is about another subject
            if not (lo <= f.start and f.end <= hi and _stated(f, ctx)) or _overlaps(f.start, f.end, taken + spans) \
                    or _opening_label(sent, lo, f):
                continue
            anchors = _anchors(sent, lo, hi, (f.start, f.end))
            about = _clauses_about(anchors, ctx, values=True)
            hit = value_bound_elsewhere(f, anchors, about, _says, ctx.years,
                                       [g for g in facts if g is not f and lo <= g.start and g.end <= hi],
                                       [(n, k) for n, k, a, b in names if lo <= a and b <= hi]) \
                or event_bound_elsewhere(f, anchors, about, _says, ctx.years)
            if hit is not None:
                spans.append(_span(sent, f.start, f.end, f.kind,
                                   Message("span.quoted_differs", {"context": hit[0].text, "answer": sent[lo:hi]})))
        if any(lo <= sp.start < hi for sp in spans):
            continue
        for name, kind, a, b in names:
            if not (lo <= a and b <= hi and kind == "人名") or _overlaps(a, b, taken + spans) \
                    or normalize(name) not in ctx.norm:
                continue
            anchors = _anchors(sent, lo, hi, (_title_start(sent, lo, a), b))
            found = name_bound_elsewhere(name, kind, anchors, _clauses_about(anchors, ctx), _says, _names_same,
                                         _deputy_of(sent[lo:hi]))
            if found is not None:
                spans.append(_span(sent, a, b, "entity",
                                   Message("span.quoted_differs", {"context": found[0].text, "answer": sent[lo:hi]})))
    return spans


def _opening_label(sent: str, lo: int, f: Fact) -> bool:
    """Whether the value opens its clause as a grade or ordinal naming a group, before the noun it labels (二级残疾的
    学生…, 一类地区…, 首套住房…): the clause's subject, not a value said of it (siblings._LABEL_RE)."""
    return not sent[lo:f.start].strip() and _LABEL_RE.fullmatch(f.text) is not None \
        and bool(re.match(r"[\u4e00-\u9fff]", sent[f.end:f.end + 1]))


def _title_start(sent: str, lo: int, start: int) -> int:
    """Where the title run right before a person's name begins (市财政局局长周慧敏 → 市财政局局长): nouns and
    organisation names with nothing between them and the name. They say who the person is, not what the clause says
    of them, so they are not anchors of the predicate: 市财政局局长周慧敏介绍了新能源补贴方案 is bound through
    介绍 … 新能源补贴方案, whoever's clause holds 市财政局 too."""
    begin = start
    for word, flag, s, e in reversed(_pos(sent)):
        if e > begin or s < lo:
            continue
        if e < begin or not (flag.startswith("n") or flag in ("jg", "b")):
            break
        begin = s
    return begin


def _overlaps(start: int, end: int, spans: Sequence[UnsupportedSpan]) -> bool:
    return any(sp.start < end and start < sp.end for sp in spans)


def _clauses_about(anchors: list[str], ctx: _Contexts, values: bool = False) -> list[ContextClause]:
    """The single clauses of the contexts that hold at least RELEVANT of the anchors (a clause holding fewer can
    neither govern the subject nor block a rival: binding.py), found through the clause indexes. For `values`, a
    later clause may also state the answer's value with its sentence's leading clause's words (its frame: "刘洋于2016年
    毕业，2019年进入研究院" states 2019年 of 刘洋); it is never read as governing the subject (a subjectless clause
    read as governing cost two held-out own pairs and HalluQA's hallucination order: docs/judge-quality.md)."""
    keys = [k for k in (normalize(a) for a in anchors) if k]
    if not keys or not ctx.clauses:
        return []
    held = np.zeros(len(ctx.clauses), dtype=np.int64)
    for key in keys:
        hits = _clauses_saying(key, ctx)
        if len(hits):
            held[hits] += 1
    need = max(1, RELEVANT * len(anchors))
    lead = _leads(ctx)
    framed = held + held[lead]
    out = []
    for k in np.flatnonzero(framed >= need).tolist():
        c = ctx.clauses[k]
        if c.joined:
            continue
        if held[k] >= need:
            out.append(_context_clause(c.text))
        if values and k != lead[k]:   # whether or not it has a subject, it may state the value with its frame's words
            out.append(_framed_clause(ctx.clauses[lead[k]].text, c.text, True))
    return out


def _leads(ctx: _Contexts) -> np.ndarray:
    """For each context clause, the index of its sentence's leading clause (kept with the prepared contexts' word
    memo under a key no word has)."""
    cached = ctx.word_hits.get(_LEADS_KEY)
    if cached is None:
        first: dict[int, int] = {}
        cached = np.array([first.setdefault(c.sentence, i) for i, c in enumerate(ctx.clauses)], dtype=np.int64)
        ctx.word_hits[_LEADS_KEY] = cached
    return cached


_LEADS_KEY = "\x00clause-leads"


@lru_cache(maxsize=4096)
def _framed_clause(frame: str, text: str, frame_only: bool) -> ContextClause:
    """A clause read with its frame: the frame's words count for it, its values and names stay its own ("张伟于2012年
    大学毕业，2015年加入本公司": 2015年 is the 加入's). `frame_only`: a clause with a subject of its own, which may
    only state its own value that way, never govern."""
    own = _context_clause(text)
    joiner = " " if en.is_english(text) else "，"
    return ContextClause(frame + joiner + text, own.facts, own.names, frame_only)


@lru_cache(maxsize=16384)
def _context_clause(text: str) -> ContextClause:
    """A context clause with its values and names (for the binding checks)."""
    names = name_spans(text, _tokenizer(), _pos(text)) if not en.is_english(text) else []
    return ContextClause(text, tuple(extract_facts(text)), tuple((n, t) for n, t, _, _ in names))
