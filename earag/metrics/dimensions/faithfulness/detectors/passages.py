"""Passages about different subjects: retrieved contexts often hold the same rule for several cities, years or
groups, or an older version of it ("杭州市…5个工作日内完成转移" next to "宁波市…10个工作日内完成转移"). A value the answer
gives for 杭州 that only the 宁波 passage states is found in the contexts, but it is 宁波's.

The question and the answer's clause name what they are about; their **frame** in a passage is the words of theirs
the passage holds (杭州市, 公积金, 转移, a year such as 2024). A value of the answer that only some passages state is
another subject's when another passage frames the question strictly better than every passage stating it — it holds
all of the words they hold of the question and clause, and more (杭州市) — and gives a value of the same kind in a
sentence that says about as much of the answer's clause. An answer clause that names the other subject itself
("宁波是10个工作日") frames that passage as well as the other and is left alone. Dependency-light: passages, words
and values only; both languages.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from earag.messages import Message
from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.words import _all_content_words, _occurs, _pos
from earag.nlp.facts import Fact, extract_facts, same_unit_family, same_value
from earag.nlp.text import bigram_pool, normalize
from earag.types import UnsupportedSpan

SAYS = 0.3          # the rival sentence says at least this share of the answer clause's words ...
AS_MUCH = 0.6       # ... and at least this share of what the sentence stating the answer's value says of it
_ZH_CUT = re.compile(r"[，,；;。！？!?：:]")
_EN_CUT = re.compile(r"[;:]|(?<!\d),|,(?!\d)")


def _without_values(text: str, facts: Sequence[Fact]) -> str:
    for f in sorted(facts, key=lambda f: -f.start):
        text = text[:f.start] + " " + text[f.end:]
    return text


def _keys(text: str, english: bool) -> set[str]:
    """The words a text names its subject with: content words of two characters or more (English content stems),
    and the years of its dates (2024年, "in 2025")."""
    facts = extract_facts(text)
    years = {str(f.value[0]) for f in facts if f.family == "date" and isinstance(f.value, tuple) and f.value[0]}
    rest = _without_values(text, facts)
    if english:
        return {w.stem for w in en.words(rest) if w.content and not w.text[0].isdigit()} | years
    return {w for w, _, _ in _all_content_words(rest) if len(w) >= 2} | years


def _form(text: str, english: bool) -> set[str]:
    """What a sentence says beside its values: content stems, or Chinese character bigrams."""
    rest = _without_values(text, extract_facts(text))
    if english:
        return {w.stem for w in en.words(rest) if w.content}
    return {g for g in bigram_pool(rest) if len(g) == 2}


class _Passages:
    """The contexts' sentences grouped by passage, with what each passage holds."""

    def __init__(self, sentences: Sequence[str], docs: Sequence[int], english: bool):
        self.sentences, self.docs, self.english = list(sentences), list(docs), english
        self.ids = sorted(set(self.docs))
        self.facts = [extract_facts(s) for s in self.sentences]
        texts = {d: " ".join(s for s, k in zip(self.sentences, self.docs) if k == d) for d in self.ids}
        if english:
            self.pool = {d: {w.stem for w in en.words(t)} | set(re.findall(r"\d{4}", t)) for d, t in texts.items()}
        self.norm = {d: normalize(t) for d, t in texts.items()}

    def holds(self, key: str, d: int) -> bool:
        return key in self.pool[d] if self.english else _occurs(key, self.norm[d])

    def frame(self, keys: set[str], d: int) -> frozenset[str]:
        return frozenset(k for k in keys if self.holds(k, d))


@lru_cache(maxsize=64)
def _passages_of(sentences: tuple[str, ...], docs: tuple[int, ...], english: bool) -> _Passages:
    """The passages of one sample's contexts, read once for all its answer sentences."""
    return _Passages(sentences, docs, english)


def other_passage(ours: Fact, clause: str, question: str, passages: _Passages) -> tuple[int, str] | None:
    """(the rival sentence's index, the words that frame its passage better) when the value `ours` of the answer's
    `clause` is stated only by passages another passage frames better (module docstring); None otherwise."""
    if len(passages.ids) < 2:
        return None
    stating = [j for j, facts in enumerate(passages.facts) if any(same_value(ours, f) for f in facts)]
    holding = {passages.docs[j] for j in stating}
    if not holding or len(holding) == len(passages.ids):
        return None
    english = passages.english
    asked = _keys(question, english)
    keys = asked | _keys(clause, english)
    frames = {d: passages.frame(keys, d) for d in passages.ids}
    form = _form(clause, english)
    if not form:
        return None
    said = max(len(form & _form(passages.sentences[j], english)) for j in stating) / len(form)
    theirs = set().union(*(frames[h] for h in holding))
    # (a name of the question's first, then its other words: Leeds before "decide" and "complete")
    names = {w.stem for w in en.words(question) if w.start and w.text[:1].isupper()} if english else set()
    text = question + " " + clause
    # the passages framing the question better than every stating one by a subject word: per passage, the form of
    # those words (a sentence is read with its passage's subject: "基础包…120元" says 宁波 when its passage's first
    # sentence names 宁波) and the word shown
    better: dict[int, tuple[set[str], str]] = {}
    for d in passages.ids:
        if d in holding or not all(frames[h] < frames[d] for h in holding):
            continue
        subjects = _subjects(frames[d] - theirs, text, english, passages.norm[d])
        if subjects:
            shown = max(subjects, key=lambda k: (k in names, k in asked, len(k), k))
            better[d] = (_named(frames[d] - theirs, english), _shown(shown, text, english))
    best: tuple[float, int, str] | None = None
    for j, sent in enumerate(passages.sentences):
        if passages.docs[j] not in better:
            continue
        if not any(same_unit_family(ours, f) and not same_value(ours, f) for f in passages.facts[j]):
            continue
        named, shown = better[passages.docs[j]]
        share = len(form & (_form(sent, english) | named)) / len(form)
        if share >= max(SAYS, AS_MUCH * said) and (best is None or share > best[0]):
            best = (share, j, shown)
    return None if best is None else (best[1], best[2])


def _named(keys: frozenset[str], english: bool) -> set[str]:
    """The form of a passage's subject words (`_form`'s units: English stems, Chinese character bigrams)."""
    if english:
        return set(keys)
    return {g for k in keys for g in bigram_pool(normalize(k)) if len(g) == 2}


_TAILS = "[省市县区镇乡村局厅部委院校]"   # a place's or a body's last character
_PLACE_TAIL = re.compile(_TAILS + "$")


def _subjects(extra: frozenset[str], text: str, english: bool, passage: str = "") -> set[str]:
    """The words among those that frame a passage better that name a subject — a year, a name (English: capitalised
    past a sentence's start; Chinese: a place, person or body by its tag, by its 市/县/局… ending, or written with
    that ending in the `passage`: 合肥, which jieba tags a common noun, as the passage's 合肥市) — rather than a verb
    or a common noun two passages word differently ("take" against "claim"); empty when none does."""
    years = {k for k in extra if k.isdigit()}
    if english:
        return years | {w.stem for w in en.words(text) if w.stem in extra and w.start and w.text[:1].isupper()}
    tags = {norm: flag for word, flag, _a, _b in _pos(text) if (norm := normalize(word))}
    return years | {k for k in extra if tags.get(k, "")[:2] in ("ns", "nr", "nt", "nz") or _PLACE_TAIL.search(k)
                    or re.search(re.escape(k) + _TAILS, passage)}


def _shown(key: str, text: str, english: bool) -> str:
    """A key as the text writes it (an English stem as its word)."""
    if english:
        return next((w.text for w in en.words(text) if w.stem == key), key)
    return key


def _clause_of(sentence: str, start: int, end: int, english: bool) -> str:
    cut = _EN_CUT if english else _ZH_CUT
    cuts = [0, *(m.end() for m in cut.finditer(sentence)), len(sentence) + 1]
    for a, b in zip(cuts, cuts[1:]):
        if a <= start < b:
            return sentence[a:max(b - 1, end)]
    return sentence


def passage_rival(part: str, question: str, sentences: Sequence[str], docs: Sequence[int]
                  ) -> tuple[int, str, str] | None:
    """For a short answer: (the rival sentence's index, its text, the words that frame its passage better) when the
    answer's value is another passage's subject's (`other_passage`); None otherwise."""
    if not question or len(set(docs)) < 2 or len(docs) != len(sentences):
        return None
    english = en.is_english(question)
    passages = _passages_of(tuple(sentences), tuple(docs), english)
    for f in extract_facts(part):
        found = other_passage(f, question + " " + part, question, passages)   # (a bare value says what it asks)
        if found is not None:
            return found[0], sentences[found[0]], found[1]
    return None


def other_passage_spans(sent: str, ctx: _Contexts, question: str | None,
                        taken: Sequence[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """A `number`/`date` span on each value of an answer sentence that only a passage about another subject states
    (module docstring)."""
    if not question or len({cs.doc for cs in ctx.sentences}) < 2:
        return []
    facts = [f for f in extract_facts(sent) if not any(sp.start < f.end and f.start < sp.end for sp in taken)]
    if not facts:
        return []
    english = en.is_english(sent)
    passages = _passages_of(tuple(cs.text for cs in ctx.sentences), tuple(cs.doc for cs in ctx.sentences), english)
    spans: list[UnsupportedSpan] = []
    for f in facts:
        found = other_passage(f, _clause_of(sent, f.start, f.end, english), question, passages)
        if found is None:
            continue
        j, subject = found
        theirs = passages.sentences[j]
        spans.append(_span(sent, f.start, f.end, "date" if f.family == "date" else "number",
                           Message("span.other_passage", {"answer": f.text.strip(), "subject": subject,
                                                          "context": theirs})))
    return spans
