"""English sentences: words the contexts lack, and negation or antonym flips against the closest context sentence."""
from __future__ import annotations

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
    # a leading "No," answers the question, it does not negate the statement after it ("No, X is free")
    ours_neg = [n for n in en.negation_words(sent) if not (n[0] == 0 and n[2].lower() == "no"
                                                           and sent[n[1]:n[1] + 1] in (",", ";", ":", "."))]
    their_neg = en.negation_words(theirs)
    if len(ours_neg) % 2 != len(their_neg) % 2:
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
