"""Entity name matching: normalisation, aliases, containment and fuzzy similarity, or the seed's exact match.

Many names against many (`NameMatcher`, `NameIndex`) go through indexes of the normalised and affix-stripped forms
and rapidfuzz's batch search, never through all pairs; the answers are those of `names_match` on every pair."""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache

from rapidfuzz import fuzz, process

from earag.nlp.text import normalize

# Words that turn a topic into "the policy about the topic": 税收优惠政策 and 税收优惠 denote one entity.
GENERIC_AFFIXES = ("相关", "有关", "政策", "规定", "办法", "制度", "措施", "要求", "问题", "方面", "事项", "工作")


@lru_cache(maxsize=16384)
def _strip_affixes(name: str) -> str:
    changed = True
    while changed and len(name) > 2:
        changed = False
        for affix in GENERIC_AFFIXES:
            if name.endswith(affix) and len(name) - len(affix) >= 2:
                name, changed = name[: -len(affix)], True
            elif name.startswith(affix) and len(name) - len(affix) >= 2:
                name, changed = name[len(affix) :], True
    return name


@lru_cache(maxsize=4096)   # a name of 20 characters has 45 parts: a few MB at most
def _parts(stripped: str) -> tuple[str, ...]:
    """The pieces of a stripped name that `names_match`'s containment rule accepts inside it: substrings of at least
    two characters and at least 0.6 of its length (the name itself included), longest first."""
    n = len(stripped)
    out: dict[str, None] = {}
    for size in range(n, 1, -1):
        if size / n < 0.6:
            break
        for i in range(n - size + 1):
            out[stripped[i : i + size]] = None
    return tuple(out)


def names_match(a: str, b: str, mode: str = "fuzzy", threshold: float = 85) -> bool:
    """Whether two entity names denote the same entity (aliases are resolved by `NameIndex`, not here)."""
    if mode == "exact":
        return a == b
    na, nb = normalize(a), normalize(b)
    if not na or not nb:
        return False
    if na == nb:
        return True
    sa, sb = _strip_affixes(na), _strip_affixes(nb)
    if sa == sb:
        return True
    short, long_ = (sa, sb) if len(sa) <= len(sb) else (sb, sa)
    if len(short) >= 2 and short in long_ and len(short) / len(long_) >= 0.6:
        return True
    return fuzz.ratio(na, nb) >= threshold


def _fuzzy_hits(query: str, choices: Sequence[str | None], threshold: float) -> list[int]:
    """Indexes of the choices with fuzz.ratio(query, choice) >= threshold, found with rapidfuzz's batch search (its
    cutoff a little lower, each hit checked again with the very call `names_match` makes, so no hit differs)."""
    found = process.extract(query, choices, scorer=fuzz.ratio, score_cutoff=max(0.0, threshold - 1.0), limit=None)
    return [i for _c, _s, i in found if fuzz.ratio(query, choices[i] or "") >= threshold]  # None is never a hit


class NameMatcher:
    """`names_match` against a list of candidates that may grow, through indexes instead of all pairs.

    Normalised and affix-stripped forms are dictionary keys, the containment rule looks up the pieces of a name
    (`_parts`), and only the fuzzy remainder is searched, by rapidfuzz in one batch call. `first(name)` is exactly
    `find_match(name, candidates)`; `matches(name)` whether it is not None. Not thread-safe (build one per use).
    """

    def __init__(self, candidates: Iterable[str] = (), mode: str = "fuzzy", threshold: float = 85):
        self.mode = mode
        self.threshold = threshold
        self._names: list[str] = []
        self._norms: list[str | None] = []        # None: a name that normalises to nothing never matches
        self._by_norm: dict[str, int] = {}        # normalised (exact mode: verbatim) form -> first candidate
        self._by_stripped: dict[str, int] = {}    # affix-stripped form -> first candidate
        self._inside: dict[str, int] = {}         # piece -> first candidate whose stripped form holds it (_parts)
        for name in candidates:
            self.add(name)

    def __len__(self) -> int:
        return len(self._names)

    def add(self, name: str) -> None:
        i = len(self._names)
        self._names.append(name)
        if self.mode == "exact":
            self._by_norm.setdefault(name, i)
            self._norms.append(None)
            return
        norm = normalize(name)
        self._norms.append(norm or None)
        if not norm:
            return
        self._by_norm.setdefault(norm, i)
        stripped = _strip_affixes(norm)
        self._by_stripped.setdefault(stripped, i)
        for part in _parts(stripped):
            self._inside.setdefault(part, i)

    def _cheap(self, norm: str, stripped: str) -> list[int]:
        hits = [self._by_norm.get(norm), self._by_stripped.get(stripped), self._inside.get(stripped)]
        hits += [self._by_stripped.get(part) for part in _parts(stripped)]
        return [i for i in hits if i is not None]

    def matches(self, name: str) -> bool:
        if self.mode == "exact":
            return name in self._by_norm
        norm = normalize(name)
        if not norm:
            return False
        return bool(self._cheap(norm, _strip_affixes(norm)) or _fuzzy_hits(norm, self._norms, self.threshold))

    def first(self, name: str) -> str | None:
        if self.mode == "exact":
            i = self._by_norm.get(name)
            return None if i is None else self._names[i]
        norm = normalize(name)
        if not norm:
            return None
        hits = self._cheap(norm, _strip_affixes(norm))
        limit = min(hits) if hits else len(self._norms)   # a fuzzy hit counts only before the first cheap one
        hits += _fuzzy_hits(norm, self._norms[:limit], self.threshold)
        return self._names[min(hits)] if hits else None


class NameIndex:
    """Canonical names with their aliases; `lookup` maps any mention to a canonical name or None."""

    def __init__(self, names: Mapping[str, Iterable[str]] | Iterable[str], mode: str = "fuzzy", threshold: float = 85):
        self.mode = mode
        self.threshold = threshold
        if not isinstance(names, Mapping):
            names = {n: () for n in names}
        self._exact: dict[str, str] = {}
        for canonical, aliases in names.items():
            for form in (canonical, *aliases):
                key = form if mode == "exact" else normalize(form)
                if key:
                    self._exact.setdefault(key, canonical)
        self._keys = list(self._exact)
        self._stripped = [_strip_affixes(k) for k in self._keys]
        # Indexes for `lookup`: the first key with a stripped form, and per piece (_parts) the key with the longest
        # stripped form holding it (the first of equals), which is what a scan of every key in order would pick.
        self._first_stripped: dict[str, int] = {}
        self._longest_holder: dict[str, int] = {}
        for k, s in enumerate(self._stripped):
            self._first_stripped.setdefault(s, k)
            for part in _parts(s):
                held = self._longest_holder.get(part)
                if held is None or len(s) > len(self._stripped[held]):
                    self._longest_holder[part] = k

    def __len__(self) -> int:
        return len(set(self._exact.values()))

    def canonical_names(self) -> list[str]:
        return sorted(set(self._exact.values()))

    def lookup(self, mention: str) -> str | None:
        if self.mode == "exact":
            return self._exact.get(mention)
        key = normalize(mention)
        if not key:
            return None
        if key in self._exact:
            return self._exact[key]
        stripped = _strip_affixes(key)
        k = self._first_stripped.get(stripped)
        if k is not None:   # same stripped form
            return self._exact[self._keys[k]]
        # containment either way (len ≥ 2, ≥ 0.6 of the longer): the longest stripped key, the first of equals
        best = self._longest_holder.get(stripped)   # keys holding the mention: all longer than it
        if best is None:
            inner = [(len(p), self._first_stripped[p]) for p in _parts(stripped) if p in self._first_stripped]
            if inner:
                best = min(inner, key=lambda t: (-t[0], t[1]))[1]
        if best is not None:
            return self._exact[self._keys[best]]
        hit = process.extractOne(key, self._keys, scorer=fuzz.ratio, score_cutoff=self.threshold)
        return self._exact[hit[0]] if hit else None


def find_match(name: str, candidates: Iterable[str], mode: str = "fuzzy", threshold: float = 85) -> str | None:
    """The first candidate that denotes the same entity as `name` (many names against one list: `NameMatcher`)."""
    for cand in candidates:
        if names_match(name, cand, mode, threshold):
            return cand
    return None


_LATIN_ONLY = re.compile(r"[A-Za-z0-9][A-Za-z0-9 .,'’&/()-]*")


def _latin_mention(name: str, text: str) -> bool:
    """"EU" in "the EU's rules" but not in "European"; "AI Act" in "AI  Act" (spacing and case aside)."""
    words = re.findall(r"[a-z0-9]+", unicodedata.normalize("NFKC", name).lower())
    if not words:
        return False
    pattern = r"(?<![a-z0-9])" + r"[^a-z0-9]{0,3}".join(map(re.escape, words)) + r"(?![a-z0-9])"
    return re.search(pattern, unicodedata.normalize("NFKC", text).lower()) is not None


def mentioned_in(name: str, text: str, mode: str = "fuzzy") -> bool:
    """Whether `text` names the entity verbatim (after normalisation, with generic affixes stripped)."""
    if mode == "exact":
        return False
    n, t = normalize(name), normalize(text)
    if not n:
        return False
    if _LATIN_ONLY.fullmatch(name.strip()):   # English names and codes: whole words, not letters inside words
        return _latin_mention(name, text)
    if n in t or (len(_strip_affixes(n)) >= 2 and _strip_affixes(n) in t):
        return True
    # A long term split by the text (研发费用……加计扣除 for 研发费用加计扣除): most of its bigrams occur.
    core = _strip_affixes(n)
    if len(core) >= 6:
        grams = {core[i : i + 2] for i in range(len(core) - 1)}
        return sum(g in t for g in grams) / len(grams) >= 0.8
    return False
