"""A consequence the contexts give the opposite condition: "校验误差超出允许范围的，校验费由供水企业承担" beside
"未超出允许范围的，校验费由申请人承担", answered "没超出的话，校验费也是供水企业承担".

Policy text often states a condition and its negation with different consequences (超出 / 未超出, 符合 / 不符合,
逾期 / 未逾期). The bigram alignment then picks the context sentence with the most words in common, which is as
often the other side's (it repeats the condition's words, and the consequence's too when only the party differs). Here
an answer clause led by a condition (…的, …的话, …时, 如果…) is read against the context sentences led by the same
condition words: when the contexts state both polarities of it, a content word of the answer's consequence that
only the other polarity's consequence says — and no consequence of its own polarity — is that side's. Chinese only.

Cases listed side by side in one sentence (…考入公办高校的，…；考入民办高校的，…) are read the same way
(`sibling_condition_spans`): the answer's case is the one holding the last word of its condition that tells the
cases apart, and a word of its consequence that only a sibling case's consequence says is that sibling's."""
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


def sibling_condition_spans(sentence: str, ctx: _Contexts, taken: Sequence[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """Words of an answer clause's consequence that the contexts say only under a sibling case of its condition:
    a context sentence that lists cases side by side (困难家庭子女考入公办高校的，一次性发放入学资助5000元；考入民办高校的，
    不享受入学资助) gives each its own consequence, and the answer's case is the one holding the last word of its
    condition that tells the cases apart (民办). A word of the answer's consequence that its own case's consequence
    lacks and a sibling's says (一次性 of 考入民办高校的，一次性发放入学资助5000元) is that sibling's."""
    spans: list[UnsupportedSpan] = []
    listed: list[list[tuple[str, str]]] | None = None   # each context sentence's cases, read once per call
    for lo, hi, clo, chi in _conditioned(sentence):
        words = [w for w, _, _ in _content_words(sentence, lo, hi) if w not in _MARKERS]
        said = [(w, a, b) for w, a, b in _content_words(sentence, clo, chi) if w not in words and len(w) >= 2]
        if len(words) < 2 or not said:
            continue
        if listed is None:
            listed = [[(text[a:b], text[c:d]) for a, b, c, d in _conditioned(text)] for text in _full_sentences(ctx)]
        for cases in listed:
            telling = [w for w in words if 0 < sum(_found_in([w], lead) for lead, _ in cases) < len(cases)]
            own = [case for case in cases if telling and _found_in([telling[-1]], case[0])]
            if len(cases) < 2 or len(own) != 1:
                continue
            mine, others = own[0][1], [then for lead, then in cases if (lead, then) != own[0]]
            ours = sentence[clo:chi]
            # (the answer's consequence is about its case's, or says two words only siblings say: not a 是…的 remark)
            if not any(_found_in([w], mine) for w, _, _ in said) \
                    and sum(any(_found_in([w], then) for then in others) for w, _, _ in said) < 2:
                break
            for w, a, b in said:
                # a word its own case says the other way (不予罚款 there, 处…罚款 here) is no longer its own
                flipped = _found_in([w], mine) and _denied(mine, w) != _denied(ours, w)
                if any(sp.start < b and a < sp.end for sp in [*taken, *spans]) or _found_in([w], sentence[lo:hi]) \
                        or (_found_in([w], mine) and not flipped):
                    continue
                theirs = [f"{lead}，{then}" for lead, then in cases if (lead, then) != own[0] and _found_in([w], then)
                          and (not flipped or _denied(then, w) == _denied(ours, w))]
                if theirs:
                    spans.append(_span(sentence, a, b, "entity", Message("span.other_condition", {
                        "word": sentence[a:b], "other": theirs[0], "own": "，".join(own[0])})))
                    break
            break
    return spans


_DENIED_BEFORE = re.compile(r"(?:不予|不再|不得|不|未|无需|无|免予|免于|免|没有|没)$")


def _denied(text: str, word: str) -> bool:
    """Whether `text` says `word` right after a denial (不予罚款)."""
    at = text.find(word)
    return at >= 0 and bool(_DENIED_BEFORE.search(text[max(0, at - 3):at]))


def _full_sentences(ctx: _Contexts) -> list[str]:
    """The contexts' sentences to their full stops: the pieces a ； ends joined to the next of the same passage (a
    list of cases is one sentence cut at ；)."""
    out: list[str] = []
    doc = -1
    for cs in ctx.sentences:
        if out and cs.doc == doc and out[-1].rstrip().endswith(("；", ";")):
            out[-1] += cs.text
        else:
            out.append(cs.text)
        doc = cs.doc
    return out
