"""English values bound by the phrase after them: "turnout was 61% in the northern district and 47% in the southern
district", "24.3°C in the capital and 19.8°C in the mountains".

English often states the predicate once and lists value + prepositional phrase pairs; the phrase after each value
(in/for/among/at … up to the next comma, and, while or but) names whom that value belongs to, and neither clause
splitting nor a subject at the clause's head finds it. Dependency-light: when a context sentence lists two or more
values of one kind this way, an answer (or, for a bare value, its question) that names one value's phrase but gives
the value of another phrase binds it to the wrong subject.
"""
from __future__ import annotations

import re
from functools import lru_cache

from earag.messages import Message
from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.nlp.facts import Fact, extract_facts, same_value
from earag.types import UnsupportedSpan

_PHRASE = re.compile(r"\s+(?:in|for|among|at|from|on)\s+(?:the\s+)?([A-Za-z][A-Za-z'\- ]*?)"
                     r"(?=\s*(?:[,;.:!?]|$|\b(?:and|while|whereas|but|compared)\b))")


@lru_cache(maxsize=4096)
def value_phrases(sentence: str) -> tuple[tuple[Fact, frozenset[str]], ...]:
    """The values of an English sentence that a prepositional phrase follows, each with the phrase's content stems;
    empty unless two or more values of one unit family have one (a list of values by subject)."""
    out = []
    for f in extract_facts(sentence):
        if f.family == "date":
            continue
        rest = re.match(r"[^\s,;]*", sentence[f.end:])   # a unit the value leaves out (°C of 24.3°C)
        m = _PHRASE.match(sentence, f.end + (rest.end() if rest else 0))
        if m is None:
            continue
        stems = frozenset(w.stem for w in en.words(m.group(1)) if w.content)
        if stems:
            out.append((f, stems))
    families = [f.family for f, _ in out]
    return tuple(x for x in out if families.count(x[0].family) >= 2)


def bound_by_phrase(fact: Fact, words: frozenset[str], sentences: tuple[str, ...]) -> str | None:
    """The context sentence that binds `fact` to another subject than the one `words` (the answer's or question's
    content stems) name: a listed value's phrase the words do not name while they name the phrase of another value
    of the same kind. None when they name the fact's own phrase, or nothing decides."""
    for sent in sentences:
        listed = value_phrases(sent)
        own = [stems for f, stems in listed if same_value(fact, f)]
        rivals = [stems for f, stems in listed if f.family == fact.family and not same_value(fact, f)]
        if not own or not rivals:
            continue
        # the words that tell the phrases apart (northern / southern; "district" is said of both)
        shared = frozenset.intersection(*own, *rivals)
        if any((stems - shared) & words for stems in own):
            return None   # the value stands with the subject named
        if any((stems - shared) and (stems - shared) <= words for stems in rivals):
            return sent
    return None


def phrase_spans(sent: str, sentences: tuple[str, ...], taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """The values of an English answer sentence that the contexts list for another subject's phrase."""
    words = frozenset(w.stem for w in en.words(sent) if w.content)
    spans: list[UnsupportedSpan] = []
    for f in extract_facts(sent):
        if f.family == "date" or any(sp.start < f.end and f.start < sp.end for sp in taken):
            continue
        found = bound_by_phrase(f, words, sentences)
        if found is not None:
            spans.append(_span(sent, f.start, f.end, f.kind,
                               Message("span.quoted_differs", {"context": found, "answer": sent})))
    return spans
