"""A consequence the contexts give the opposite condition: "校验误差超出允许范围的，校验费由供水企业承担" beside
"未超出允许范围的，校验费由申请人承担", answered "没超出的话，校验费也是供水企业承担".

Policy text often states a condition and its negation with different consequences (超出 / 未超出, 符合 / 不符合,
逾期 / 未逾期). The bigram alignment then picks the context sentence with the most words in common, which is as
often the other side's (it repeats the condition's words, and the consequence's too when only the party differs). Here
an answer clause led by a condition (…的, …的话, …时, 如果…) is read against the context sentences led by the same
condition words: when the contexts state both polarities of it, a content word of the answer's consequence that
only the other polarity's consequence says — and no consequence of its own polarity — is that side's. Chinese only."""
from __future__ import annotations

import re
from collections.abc import Sequence

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.clauses import _clauses
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.lexicon import _NEG_RE
from earag.metrics.dimensions.faithfulness.words import _content_words, _found_in
from earag.types import UnsupportedSpan

_LEAD_END = re.compile(r"(?:的话|的时候|的|时)$")
_LEAD_START = re.compile(r"^(?:如果|若|要是|假如|倘若)")
_MARKERS = frozenset({"的话", "的时候", "时候", "如果", "要是", "假如", "倘若"})   # the condition's frame, not its words


def _conditioned(text: str) -> list[tuple[int, int, int, int]]:
    """(condition start, end, consequence start, end) of the sentence's clauses led by a condition; the consequence
    runs to the next condition or the end of the sentence."""
    cuts = _clauses(text)
    leads = [i for i, (lo, hi) in enumerate(cuts[:-1])
             if _LEAD_END.search(text[lo:hi]) or _LEAD_START.match(text[lo:hi])]
    out = []
    for n, i in enumerate(leads):
        last = (leads[n + 1] if n + 1 < len(leads) else len(cuts)) - 1
        if last > i:
            out.append((cuts[i][0], cuts[i][1], cuts[i + 1][0], cuts[last][1]))
    return out


def _polarity(condition: str) -> int:
    """The parity of a condition's negation words, bounds included (未超出 is the other side of 超出 here)."""
    return len(_NEG_RE.findall(condition)) % 2


def _sides(ctx: _Contexts, words: Sequence[str], polarity: int) -> tuple[list[str], list[str]]:
    """The contexts' (condition + consequence) texts whose condition holds every one of `words`: those of the
    answer's polarity and those of the opposite one."""
    same: list[str] = []
    other: list[str] = []
    for cs in ctx.sentences:
        for lo, hi, clo, chi in _conditioned(cs.text):
            lead = cs.text[lo:hi]
            if all(_found_in([w], lead) for w in words):
                (same if _polarity(lead) == polarity else other).append(cs.text[lo:chi])
    return same, other


def other_condition_spans(sentence: str, ctx: _Contexts, taken: Sequence[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """Words of an answer clause's consequence that the contexts say only under the opposite of its condition
    (module docstring)."""
    spans: list[UnsupportedSpan] = []
    for lo, hi, clo, chi in _conditioned(sentence):
        words = [w for w, _, _ in _content_words(sentence, lo, hi) if w not in _MARKERS]
        if not words:
            continue
        same, other = _sides(ctx, words, _polarity(sentence[lo:hi]))
        if not same or not other:
            continue   # the contexts do not set the two sides of this condition apart
        said = [(w, a, b) for w, a, b in _content_words(sentence, clo, chi) if w not in words]
        if not any(_found_in([w], s) for w, _, _ in said for s in same):
            continue   # the consequence speaks of something else than the contexts' consequences
        theirs_only = lambda w: not any(_found_in([w], s) for s in same) and any(_found_in([w], s) for s in other)  # noqa: E731
        for k, (w, a, b) in enumerate(said):
            if any(sp.start < b and a < sp.end for sp in [*taken, *spans]) or not theirs_only(w):
                continue
            while k + 1 < len(said) and said[k + 1][1] == b and theirs_only(said[k + 1][0]):
                k, b = k + 1, said[k + 1][2]   # the whole name (供水 + 企业)
            theirs = next(s for s in other if _found_in([w], s))
            spans.append(_span(sentence, a, b, "entity", Message("span.other_condition", {
                "word": sentence[a:b], "other": theirs, "own": same[0]})))
            break
    return spans
