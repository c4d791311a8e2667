"""The contexts prepared once per sample (`_prepare`, cached by characters): sentences, clauses, facts, value
ranges, and tables of which sentence and clause holds which bigram or character."""
from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

import numpy as np

from earag.metrics.dimensions.faithfulness.clauses import _bounds, _clauses, _directions, _grams, _polar_negations
from earag.metrics.dimensions.faithfulness.lexicon import _PLACE_SUFFIX_RE
from earag.nlp.facts import (
    Fact,
    context_years,
    extract_facts,
    fact_ranges,
)
from earag.nlp.text import normalize, split_sentences


@dataclass
class ContextSentence:
    doc: int          # index of the context passage (0-based)
    pos: int          # sentence position in that passage
    text: str


def context_sentences(contexts: Sequence[str]) -> list[ContextSentence]:
    return [ContextSentence(d, p, s) for d, ctx in enumerate(contexts) for p, s in enumerate(split_sentences(ctx))]


@dataclass
class _Clause:
    text: str
    norm: str
    sentence: int = 0            # index of its context sentence
    joined: bool = False         # two neighbouring clauses read as one
    aside: bool = False          # in brackets: （不含水资源税） qualifies a list, it does not state a polarity

    # computed for the few clauses an answer clause is compared with, not for every clause of the contexts
    @cached_property
    def grams(self) -> set[str]:
        return _grams(self.norm)

    @cached_property
    def negations(self) -> list[tuple[int, int, str]]:
        return _polar_negations(self.text)

    @cached_property
    def bounds(self) -> frozenset[tuple[str, str, str]]:
        return _bounds(self.text)

    @cached_property
    def directions(self) -> list[str]:
        return [w for _, _, w in _directions(self.text)]


_SEPARATOR = 10   # "\n": never inside a normalised text


def _code(key: str) -> int:
    """A bigram (or one character) as an integer; characters are below 2**21."""
    return (ord(key[0]) << 21) | ord(key[1]) if len(key) == 2 else ord(key)


@dataclass
class _Table:
    """Which texts hold which bigrams (width 2) or characters (width 1), for lookups without a pass over all texts:
    each distinct (text, key) once, keys as integer codes in ascending order; `sizes` counts each text's keys."""

    codes: np.ndarray
    owners: np.ndarray
    sizes: np.ndarray
    width: int

    @classmethod
    def of(cls, norms: Sequence[str], width: int = 2) -> "_Table":
        joined = "\n".join(norms)
        chars = np.frombuffer(joined.encode("utf-32-le"), dtype=np.uint32).astype(np.int64)
        owner = np.repeat(np.arange(len(norms), dtype=np.int64), [len(n) + 1 for n in norms])[: len(chars)]
        if width == 2:
            codes = (chars[:-1] << 21) | chars[1:]
            keep = (chars[:-1] != _SEPARATOR) & (chars[1:] != _SEPARATOR)
            owner = owner[:-1]
        else:
            codes, keep = chars, chars != _SEPARATOR
        owner, codes = owner[keep], codes[keep]
        if len(norms) < 1 << 21:   # (key, text) packed in one integer: one sort orders by key, then text
            pairs = np.sort((codes << 21) | owner)
            pairs = pairs[np.concatenate(([True], pairs[1:] != pairs[:-1]))] if len(pairs) else pairs
            codes, owner = pairs >> 21, pairs & ((1 << 21) - 1)
        else:
            order = np.lexsort((owner, codes))
            codes, owner = codes[order], owner[order]
            keep = np.concatenate(([True], (codes[1:] != codes[:-1]) | (owner[1:] != owner[:-1])))[: len(codes)]
            codes, owner = codes[keep], owner[keep]
        return cls(codes, owner, np.bincount(owner, minlength=len(norms)), width)

    def holders(self, key: str) -> np.ndarray:
        """The texts that hold `key`, ascending."""
        if len(key) != self.width:
            return _NONE
        code = _code(key)
        lo, hi = np.searchsorted(self.codes, [code, code + 1])
        return self.owners[lo:hi]

    def counts(self, keys: Iterable[str]) -> np.ndarray:
        """For every text, how many of `keys` (distinct) it holds."""
        size = len(self.sizes)
        keys = [k for k in keys if len(k) == self.width]
        if not keys:
            return np.zeros(size, dtype=np.int64)
        if len(keys) < 256:   # a sentence's bigrams: numpy's per-call cost would exceed the work
            # (the codes of _code, computed inline: a sentence's judgement asks this some 30 times)
            few = sorted({(ord(k[0]) << 21) | ord(k[1]) for k in keys} if self.width == 2 else {ord(k) for k in keys})
            starts = np.searchsorted(self.codes, few, side="left").tolist()
            ends = np.searchsorted(self.codes, few, side="right").tolist()
            hits = [self.owners[a:b] for a, b in zip(starts, ends) if b > a]
            return np.bincount(np.concatenate(hits), minlength=size) if hits else np.zeros(size, dtype=np.int64)
        # a whole answer's bigrams: their codes as _code computes them, all at once
        chars = np.frombuffer("".join(keys).encode("utf-32-le"), dtype=np.uint32).astype(np.int64)
        codes = np.unique((chars[0::2] << 21) | chars[1::2] if self.width == 2 else chars)
        lo = np.searchsorted(self.codes, codes, side="left")
        hi = np.searchsorted(self.codes, codes, side="right")
        lengths = hi - lo
        total = int(lengths.sum())
        if not total:
            return np.zeros(size, dtype=np.int64)
        # every position lo[i] .. hi[i] - 1, concatenated: the owners of each key's entries
        starts = np.repeat(lo - np.concatenate(([0], np.cumsum(lengths)[:-1])), lengths)
        return np.bincount(self.owners[starts + np.arange(total)], minlength=size)


_NONE = np.zeros(0, dtype=np.int64)


@dataclass
class _Contexts:
    """The contexts prepared once (and cached): text, bigrams, sentences, clauses, facts."""

    text: str
    norm: str
    sentences: list[ContextSentence]
    sent_norms: list[str]
    facts: list[Fact]
    sent_facts: list[list[Fact]]
    years: set[int] = field(default_factory=set)
    clauses: list[_Clause] = field(default_factory=list)
    grams: set[str] = field(default_factory=set)
    bare_places: str = ""        # the normalised contexts without 省/市/县, for 广东汕头 against 广东省汕头市
    # Inverted indexes, so an answer sentence meets only the context sentences and clauses it shares something with
    # (the rest score 0 by construction): bigram -> sentences, bigram -> clauses, character -> clauses. The memos
    # below fill as sentences are judged; threads sharing the contexts write the same values.
    sent_index: _Table = field(default_factory=lambda: _Table.of(()))     # always given by the constructor
    clause_index: _Table = field(default_factory=lambda: _Table.of(()))
    clause_chars: _Table = field(default_factory=lambda: _Table.of((), width=1))
    ranges: list[tuple[Fact, Fact]] = field(default_factory=list)   # the value ranges the contexts state
    word_hits: dict[str, np.ndarray] = field(default_factory=dict)   # memo of _clauses_saying
    asides: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=bool))   # per clause: in brackets
    stated: dict[tuple, bool] = field(default_factory=dict)   # memo of _stated
    families: dict[str, list[Fact]] = field(default_factory=dict)   # distinct facts by unit family (for _comparable)
    # the sentences cut at a semicolon joined again, each with its values (detectors/clause_values.py), once
    full_sentences: list[tuple[str, tuple[Fact, ...]]] = field(default_factory=list)


@lru_cache(maxsize=4096)
def _passage_sentences(passage: str) -> tuple[str, ...]:
    return tuple(split_sentences(passage))


@lru_cache(maxsize=16384)
def _sentence_parts(sentence: str) -> tuple[str, tuple[Fact, ...], tuple[tuple[Fact, Fact], ...], tuple[tuple, ...]]:
    """What the contexts need of one of their sentences, kept per distinct sentence (passages of one corpus share
    sentences, within a sample and across a run): its normalised text, facts, value ranges and clauses."""
    facts = tuple(extract_facts(sentence))
    parts = _clauses(sentence)
    # single clauses, and two neighbours joined: an answer clause may say in one what the context says in two
    pairs = [(a[0], b[1]) for a, b in zip(parts, parts[1:])]
    clauses = []
    for k, (lo, hi) in enumerate(parts + pairs):
        clause = sentence[lo:hi]
        norm = normalize(clause)
        if len(norm) >= 2:
            clauses.append((clause, norm, k >= len(parts), sentence[lo - 1 : lo] in ("（", "(")))
    return normalize(sentence), facts, tuple(fact_ranges(sentence, facts)), tuple(clauses)


PREPARED_CHARS = 64_000   # context characters kept prepared (100–170 bytes each with their memos: ~10 MB)


class _PreparedCache:
    """The last prepared contexts, bounded by their characters rather than their number: a dataset that asks many
    questions of the same short passages keeps them all (and the word memos they carry), a run of 200-passage
    samples keeps the few being scored."""

    def __init__(self, budget: int):
        self.budget = budget
        self._items: OrderedDict[tuple[str, ...], tuple[_Contexts, int]] = OrderedDict()
        self._chars = 0
        self._lock = threading.Lock()

    def __call__(self, contexts: tuple[str, ...]) -> _Contexts:
        with self._lock:
            hit = self._items.get(contexts)
            if hit is not None:
                self._items.move_to_end(contexts)
                return hit[0]
        ctx = _prepare_contexts(contexts)
        size = sum(map(len, contexts)) + len(contexts)
        with self._lock:
            if contexts not in self._items:
                self._items[contexts] = (ctx, size)
                self._chars += size
                while self._chars > self.budget and len(self._items) > 1:
                    self._chars -= self._items.popitem(last=False)[1][1]
        return ctx

    def cache_clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._chars = 0

    def __len__(self) -> int:
        return len(self._items)


def _prepare_contexts(contexts: tuple[str, ...]) -> _Contexts:
    """The contexts prepared once (cached by `_prepare`: the evaluator and the metrics judge one sample's contexts
    repeatedly, and datasets ask several questions of the same passages)."""
    sents = [ContextSentence(d, p, s) for d, ctx in enumerate(contexts) for p, s in enumerate(_passage_sentences(ctx))]
    text = "\n".join(contexts)
    prepared = [_sentence_parts(cs.text) for cs in sents]
    norms = [p[0] for p in prepared]
    sent_facts = [list(p[1]) for p in prepared]
    facts = [f for fs in sent_facts for f in fs]
    clauses = [_Clause(clause, norm, j, joined, aside)
               for j, p in enumerate(prepared) for clause, norm, joined, aside in p[3]]
    ranges = [r for p in prepared for r in p[2]]
    families: dict[str, list[Fact]] = {}
    distinct: set[tuple] = set()   # same_value reads only family, value and numeral: one fact of each is enough
    for f in facts:
        if (f.family, f.value, f.numeral) not in distinct:
            distinct.add((f.family, f.value, f.numeral))
            families.setdefault(f.family, []).append(f)
    clause_norms = [c.norm for c in clauses]
    return _Contexts(text, normalize(text), sents, norms, facts, sent_facts,
                     context_years(facts), clauses, _grams(normalize(text)), _PLACE_SUFFIX_RE.sub("", normalize(text)),
                     _Table.of(norms), _Table.of(clause_norms), _Table.of(clause_norms, width=1), ranges, {},
                     np.array([c.aside for c in clauses], dtype=bool), {}, families)


_prepare = _PreparedCache(PREPARED_CHARS)
