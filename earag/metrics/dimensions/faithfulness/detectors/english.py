"""English sentences: words the contexts lack, and negation or antonym flips against the closest context sentence."""
from __future__ import annotations

import re
from functools import lru_cache

from earag.messages import Message
from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.detectors.spans import _flip, _span
from earag.nlp.facts import (
    extract_facts,
)
from earag.types import UnsupportedSpan


@lru_cache(maxsize=256)
def _english_pool(contexts: tuple[str, ...]) -> frozenset[str]:
    """The word stems of the contexts, with the parts of hyphenated words (post-rock → post, rock)."""
    pool = set(en.context_words(contexts))
    pool |= {en.stem(p) for w in list(pool) if "-" in w for p in w.split("-") if p}
    return frozenset(pool)


@lru_cache(maxsize=256)
def _english_context_sentences(contexts: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(s for c in contexts for s in en.english_sentences(c))


_EN_CLAUSE_CUT = re.compile(r"[,;:]|\s(?:but|while|whereas|although|though)\s", re.I)


def _clause_bounds(text: str) -> list[tuple[int, int]]:
    out, pos = [], 0
    for m in _EN_CLAUSE_CUT.finditer(text):
        out.append((pos, m.start()))
        pos = m.end()
    out.append((pos, len(text)))
    return [(a, b) for a, b in out if text[a:b].strip()]


def _clauses_agree(sent: str, ours_neg: list, theirs: str, their_neg: list) -> bool:
    """Whether each clause of the answer sentence says a clause of the context sentence with its polarity, where the
    two sentences' counts of negation words differ: the answer clause holds at least half of its content stems in a
    context clause of its own polarity, and none of the stems that only a clause of the other polarity holds ("only
    season tickets are refunded in full" against "Season tickets are refunded in full, but day tickets are not
    refunded"; "day tickets are refunded" holds "day", which only the negated clause has: a flip). False when some
    clause fails or none is decided."""
    theirs_cl = _clause_bounds(theirs)
    if len(theirs_cl) < 2:
        return False
    stems = [{w.stem for w in en.words(theirs[a:b]) if w.content} for a, b in theirs_cl]
    parity = [sum(1 for n in their_neg if a <= n[0] < b) % 2 for a, b in theirs_cl]
    own = [st - set().union(*(o for i, o in enumerate(stems) if i != k)) for k, st in enumerate(stems)]
    decided = False
    for a, b in _clause_bounds(sent):
        ours = {w.stem for w in en.words(sent[a:b]) if w.content}
        if len(ours) < 2:
            continue
        mine = sum(1 for n in ours_neg if a <= n[0] < b) % 2
        same = [k for k in range(len(theirs_cl)) if parity[k] == mine and len(ours & stems[k]) >= 0.5 * len(ours)]
        if not same or any(parity[k] != mine and ours & own[k] for k in range(len(theirs_cl))):
            return False
        decided = True
    return decided


def _english_spans(sent: str, contexts: tuple[str, ...], missing: list, support: float,
                   taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """Unsupported words of an English sentence (a name the contexts lack is an entity span, other words an
    addition), and negation or antonym flips against the context sentence most like it."""
    spans: list[UnsupportedSpan] = []
    values = extract_facts(sent)   # words of a value (ten percent) are the fact check's, compared as values
    missing = [w for w in missing if not any(f.start <= w.start and w.end <= f.end for f in values)]
    for s, e in en.missing_runs(sent, missing):
        if any(sp.start < e and s < sp.end for sp in taken):
            continue
        capital = sent[s].isupper() and s > 0
        if capital:
            spans.append(_span(sent, s, e, "entity", Message("span.quoted_missing", {"answer": sent[s:e]})))
        else:
            spans.append(_span(sent, s, e, "unsupported-addition", Message("span.no_match", {"overlap": support})))
    candidates = _english_context_sentences(contexts)
    j = en.best_sentence(sent, candidates)
    if j is None:
        return spans
    theirs = candidates[j]
    ours_words = {w.stem for w in en.words(sent) if w.content}
    if len(ours_words) < 2 or len(ours_words & {w.stem for w in en.words(theirs) if w.content}) < 0.5 * len(ours_words):
        return spans   # no context sentence close enough to compare polarity with
    # a leading "No," (or "No —") answers the question, it does not negate the statement after it ("No, X is free")
    ours_neg = [n for n in en.polar_negations(sent, theirs) if not (n[0] == 0 and n[2].lower() == "no"
                                                           and sent[n[1]:n[1] + 2].strip()[:1] in (",", ";", ":", ".",
                                                                                                 "—", "–", "-"))]
    their_neg = en.polar_negations(theirs, sent)
    if len(ours_neg) % 2 != len(their_neg) % 2 and not _clauses_agree(sent, ours_neg, theirs, their_neg):
        if ours_neg:
            s, e, word = ours_neg[0]
            spans.append(_span(sent, s, e, "negation", _flip(theirs, sent)))
        else:
            spans.append(_span(sent, 0, len(sent.rstrip(".!? ")), "negation", _flip(theirs, sent)))
    for s, e, word, other in en.antonym_flips(sent, theirs):
        # the flip explains the word better than "not in the contexts"
        spans = [sp for sp in spans if not (sp.kind == "unsupported-addition" and sp.start < e and s < sp.end)]
        if not any(sp.start < e and s < sp.end for sp in spans):
            spans.append(_span(sent, s, e, "direction", Message("span.quoted_differs", {"context": other, "answer": word})))
    return spans
