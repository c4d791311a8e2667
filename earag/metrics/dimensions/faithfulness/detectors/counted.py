"""English counts bound by the noun they count: "holds 410,000 books and 26,000 DVDs, and has 140 public
computers" — 140 counts computers, so "140 DVDs" gives the DVDs another thing's count while the contexts count the
DVDs otherwise (26,000).

An English count's unit is the noun after it (a Chinese one has its measure word: 台, 个, facts.py). Dependency-
light: the head of a count is the last word of the run of words right after the number (up to NOUN_WORDS, stopping
at punctuation and function words), compared by stem. An answer's count is marked only when every context count of
that value counts something else and some context count of the answer's noun has another value.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from earag.messages import Message
from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.nlp.facts import Fact, extract_facts, same_value
from earag.types import UnsupportedSpan

NOUN_WORDS = 3
_RUN = re.compile(r"(?:\s+[A-Za-z][A-Za-z'\-]*){1,%d}" % NOUN_WORDS)
_STOP = frozenset({"and", "or", "but", "of", "in", "on", "at", "for", "from", "to", "with", "by", "per", "a", "an",
                   "the", "is", "are", "was", "were", "each", "who", "which", "that", "than", "more", "less", "over",
                   "under", "about", "around", "while", "whereas", "have", "has", "had", "also", "now", "then",
                   "this", "these", "those", "their", "its", "his", "her", "our", "your", "be", "been"})


def _counted(sentence: str, f: Fact) -> str | None:
    """The stem of the noun a bare count counts (140 public computers → computer), or None."""
    if f.family != "bare":
        return None
    m = _RUN.match(sentence, f.end)
    if m is None:
        return None
    words = []
    for w in m.group(0).split():
        if w.lower() in _STOP:
            break
        words.append(w)
    if not words:
        return None
    found = en.words(words[-1])
    return found[-1].stem if found else None


@lru_cache(maxsize=4096)
def counts(sentence: str) -> tuple[tuple[Fact, str], ...]:
    """The bare counts of an English sentence with the stem of the noun each counts."""
    out = []
    for f in extract_facts(sentence):
        noun = _counted(sentence, f)
        if noun:
            out.append((f, noun))
    return tuple(out)


def counted_spans(sent: str, sentences: Sequence[str], taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """Counts of an English answer sentence that the contexts give to another noun, counting its noun otherwise."""
    ours = counts(sent)
    if not ours:
        return []
    theirs = [(f, noun, s) for s in sentences for f, noun in counts(s)]
    spans: list[UnsupportedSpan] = []
    for f, noun in ours:
        if any(sp.start < f.end and f.start < sp.end for sp in taken + spans):
            continue
        same = [(g, n) for g, n, _ in theirs if same_value(f, g)]
        rival = next(((g, s) for g, n, s in theirs if n == noun and not same_value(f, g)), None)
        if not same or rival is None or any(n == noun for _, n in same):
            continue
        spans.append(_span(sent, f.start, f.end, f.kind,
                           Message("span.quoted_differs", {"context": rival[1], "answer": sent})))
    return spans
