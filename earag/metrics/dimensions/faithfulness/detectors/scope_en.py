"""English universals against a restriction: "all of them are indoor courts" where the contexts' clause about indoor
courts says "only four are indoor courts", "all departments had completed the training" where it says "only some
of the departments had completed" it.

The answer clause's universal (all, every, each) is compared with the context clause that says most of the rest
of the answer clause (its content stems, the quantifiers left out): when that clause restricts (only, just, some,
few, not all) and says no universal itself, the universal is the opposite of what the contexts say. Another
context clause saying as much of the answer clause with a universal of its own decides nothing. Dependency-light:
clause cutting at commas, semicolons and but/while/whereas, and stems.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from earag.messages import Message
from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.types import UnsupportedSpan

MIN_SHARED = 2          # content stems the context clause must share with the answer clause ...
MIN_SHARE = 0.5         # ... and at least this share of them
_CUT = re.compile(r"[,;:]|\s(?:but|while|whereas|although|though)\s", re.I)
_UNIVERSAL = re.compile(r"\b(?:all|every|each|everyone|everything)\b(?!\s+but\b)", re.I)
_RESTRICT = re.compile(r"\b(?:only|just|some|few|not\s+all|not\s+every|a\s+minority)\b", re.I)
_WHOLE = re.compile(r"of\s+(?:the\s+)?[^,;]*?\b(\d[\d,]*)\b", re.I)   # "Of the county's 23 branch libraries"
_COUNT = re.compile(r"(\d[\d,]*)\b")                                  # "9 now offer Sunday opening"
_QUANTIFIERS = frozenset({"all", "every", "each", "everyone", "everything", "only", "just", "some", "few", "one",
                          "also", "both", "them"})


def _parts(text: str) -> list[tuple[int, int]]:
    out, pos = [], 0
    for m in _CUT.finditer(text):
        out.append((pos, m.start()))
        pos = m.end()
    out.append((pos, len(text)))
    return [(a, b) for a, b in out if text[a:b].strip()]


def _stems(text: str) -> frozenset[str]:
    return frozenset(w.stem for w in en.words(text) if w.content and not w.text[0].isdigit()
                     and w.text.lower() not in _QUANTIFIERS and w.stem not in _QUANTIFIERS)


@lru_cache(maxsize=4096)
def _clauses(sentence: str) -> tuple[tuple[str, frozenset[str], bool], ...]:
    """The clauses of a context sentence with their stems and whether each restricts: a restricting word, or a
    count smaller than the whole the sentence opens with ("Of the county's 23 branch libraries, 9 now offer …")."""
    parts = [sentence[a:b].strip() for a, b in _parts(sentence)]
    whole = _WHOLE.match(parts[0]) if parts else None
    total = float(whole.group(1).replace(",", "")) if whole else None
    out = []
    for i, text in enumerate(parts):
        count = _COUNT.match(text)
        smaller = total is not None and i > 0 and count is not None \
            and float(count.group(1).replace(",", "")) < total
        out.append((text, _stems(text), bool(_RESTRICT.search(text)) or smaller))
    return tuple(out)


def scope_spans(sent: str, sentences: Sequence[str], taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """Universals of an English answer sentence that the context clause about the same predicate restricts."""
    if not _UNIVERSAL.search(sent):
        return []
    theirs = [c for s in dict.fromkeys(sentences) for c in _clauses(s)]
    spans: list[UnsupportedSpan] = []
    for lo, hi in _parts(sent):
        clause = sent[lo:hi]
        m = _UNIVERSAL.search(clause)
        ours = _stems(clause)
        if m is None or len(ours) < MIN_SHARED:
            continue
        start, end = lo + m.start(), lo + m.end()
        if any(sp.start < end and start < sp.end for sp in taken + spans):
            continue
        scored = [(len(ours & stems), text, restricts) for text, stems, restricts in theirs]
        best = max((n for n, _, _ in scored), default=0)
        if best < max(MIN_SHARED, MIN_SHARE * len(ours)):
            continue
        top = [(text, restricts) for n, text, restricts in scored if n == best]
        if any(_UNIVERSAL.search(t) or not restricts for t, restricts in top):
            continue
        spans.append(_span(sent, start, end, "direction",
                           Message("span.quoted_differs", {"context": top[0][0], "answer": clause.strip()})))
    return spans
