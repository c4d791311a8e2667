"""Answer clauses aligned with the clauses of the prepared contexts: sparse similarities through the indexes."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from earag.deadline import checkpoint
from earag.metrics.dimensions.faithfulness.clauses import _bounds, _clause_grams, _clauses
from earag.metrics.dimensions.faithfulness.index import _Clause, _Contexts
from earag.metrics.dimensions.faithfulness.lexicon import _SYNONYMS
from earag.metrics.dimensions.faithfulness.words import _content_words
from earag.nlp.text import normalize


def _clause_similarity(grams: set[str], words: list[str], clause: _Clause) -> float:
    """How much of an answer clause one context clause says: bigrams, or content words (synonyms allowed)."""
    lex = len(grams & clause.grams) / len(grams) if grams else 0.0
    if len(words) < 2:
        return lex
    found = sum(1 for w in words if w in clause.norm or any(x in clause.norm for x in _SYNONYMS.get(w, ())))
    return max(lex, found / len(words))


def _clauses_saying(word: str, ctx: _Contexts) -> np.ndarray:
    """The context clauses that hold the word or one of its synonyms (what `_clause_similarity` counts as found)."""
    hits = ctx.word_hits.get(word)
    if hits is None:
        found = []
        for form in (word, *_SYNONYMS.get(word, ())):
            if len(form) <= 2:   # one character or one bigram: the table lists exactly the clauses holding it
                found.append((ctx.clause_index if len(form) == 2 else ctx.clause_chars).holders(form))
                continue
            # a clause holding a longer form holds each of its bigrams: check the clauses that hold them all
            pool = ctx.clause_index.holders(form[:2])
            for i in range(1, len(form) - 1):
                pool = np.intersect1d(pool, ctx.clause_index.holders(form[i : i + 2]), assume_unique=True)
            found.append(np.array([k for k in pool.tolist() if form in ctx.clauses[k].norm], dtype=np.int64))
        hits = ctx.word_hits[word] = found[0] if len(found) == 1 else np.unique(np.concatenate(found))
    return hits


@dataclass
class _Similarities:
    """An answer clause's similarity to the clauses of the contexts, sparse: `keys` (ascending) are the clauses
    that share a bigram or a word with it, `values` their `_clause_similarity`; every other clause scores 0."""

    keys: np.ndarray
    values: np.ndarray

    def top(self, asides: np.ndarray | None = None) -> float:
        """The highest similarity of any clause (asides, when given, count 0)."""
        values = self.values if asides is None else np.where(asides[self.keys], 0.0, self.values)
        return max(float(values.max()), 0.0) if len(values) else 0.0

    def at_least(self, floor: float, asides: np.ndarray | None = None) -> dict[int, float]:
        """{clause: similarity} of the clauses scoring `floor` or more (> 0), in clause order."""
        values = self.values if asides is None else np.where(asides[self.keys], 0.0, self.values)
        keep = values >= max(floor, np.nextafter(0.0, 1.0))
        return dict(zip(self.keys[keep].tolist(), values[keep].tolist()))


def _clause_similarities(grams: set[str], words: list[str], ctx: _Contexts) -> _Similarities:
    """`_clause_similarity` with every clause of the contexts, computed only for the clauses that share a bigram
    or a word with the answer clause (found through the indexes); every clause left out scores 0.

    The same integer counts divided the same way as `_clause_similarity`, so every value is the same float."""
    size = len(ctx.clauses)
    shared = ctx.clause_index.counts(grams)
    sims = shared / len(grams) if grams else np.zeros(size)
    some = shared > 0
    if len(words) >= 2:
        found = np.zeros(size, dtype=np.int64)
        hits = [_clauses_saying(word, ctx) for word in words]   # a repeated word counts again, as in the sum
        if any(len(h) for h in hits):
            found = np.bincount(np.concatenate(hits), minlength=size)
        sims = np.maximum(sims, found / len(words))
        some |= found > 0
    keys = np.flatnonzero(some)
    return _Similarities(keys, sims[keys])


def _aligned_clauses(sentence: str, ctx: _Contexts, groups: bool = True) -> list[tuple[int, int, _Similarities]]:
    """Each clause of the sentence (4+ characters) with its similarity to every clause of the contexts (with
    `groups`, the clauses about the other side of a bound it states left out: `_same_group`)."""
    out = []
    for lo, hi in _clauses(sentence):
        checkpoint()   # the sample's CPU deadline, once per clause: one long sentence cannot hold a worker
        norm = normalize(sentence[lo:hi])
        if len(norm) < 4 or not ctx.clauses:
            continue
        grams = _clause_grams(sentence[lo:hi])
        words = [w for w, _, _ in _content_words(sentence, lo, hi)]
        sims = _clause_similarities(grams, words, ctx)
        out.append((lo, hi, _same_group(_bounds(sentence[lo:hi]), sims, ctx) if groups else sims))
    return out


def _same_group(ours: frozenset[tuple[str, str, str]], sims: _Similarities, ctx: _Contexts) -> _Similarities:
    """Drop the context clauses about the other group of a bound the answer clause states.

    "年收入不超过500万元的企业可以享受该优惠，年收入超过500万元的企业不适用": an answer clause about 超过500万元的企业
    is compared with the second clause, never with the first, however many words it shares with it (可以享受该优惠).
    Only when some clause of the contexts bounds the value the answer's way; otherwise the bound itself is what the
    direction check compares."""
    if not ours or not len(sims.keys):
        return sims
    flip = {"up": "down", "down": "up"}
    other = {(fam, value, flip[pol]) for fam, value, pol in ours}
    clauses = [ctx.clauses[k] for k in sims.keys.tolist()]
    if not any(c.bounds & ours for c in clauses):
        return sims
    keep = np.array([not (c.bounds & other) or bool(c.bounds & ours) for c in clauses])
    return _Similarities(sims.keys[keep], sims.values[keep])
