"""Entity name matching: normalisation, aliases, containment and fuzzy similarity, or the seed's exact match."""
from __future__ import annotations

from collections.abc import Iterable, Mapping

from rapidfuzz import fuzz, process

from earag.nlp.text import normalize

# Words that turn a topic into "the policy about the topic": 税收优惠政策 and 税收优惠 denote one entity.
GENERIC_AFFIXES = ("相关", "有关", "政策", "规定", "办法", "制度", "措施", "要求", "问题", "方面", "事项", "工作")


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
        best, best_len = None, 0
        for k, s in zip(self._keys, self._stripped):
            if s == stripped:
                return self._exact[k]
            short, long_ = (stripped, s) if len(stripped) <= len(s) else (s, stripped)
            if len(short) >= 2 and short in long_ and len(short) / len(long_) >= 0.6 and len(s) > best_len:
                best, best_len = self._exact[k], len(s)
        if best is not None:
            return best
        hit = process.extractOne(key, self._keys, scorer=fuzz.ratio, score_cutoff=self.threshold)
        return self._exact[hit[0]] if hit else None


def find_match(name: str, candidates: Iterable[str], mode: str = "fuzzy", threshold: float = 85) -> str | None:
    """The first candidate that denotes the same entity as `name`."""
    for cand in candidates:
        if names_match(name, cand, mode, threshold):
            return cand
    return None


def mentioned_in(name: str, text: str, mode: str = "fuzzy") -> bool:
    """Whether `text` names the entity verbatim (after normalisation, with generic affixes stripped)."""
    if mode == "exact":
        return False
    n, t = normalize(name), normalize(text)
    if not n:
        return False
    if n in t or (len(_strip_affixes(n)) >= 2 and _strip_affixes(n) in t):
        return True
    # A long term split by the text (研发费用……加计扣除 for 研发费用加计扣除): most of its bigrams occur.
    core = _strip_affixes(n)
    if len(core) >= 6:
        grams = {core[i : i + 2] for i in range(len(core) - 1)}
        return sum(g in t for g in grams) / len(grams) >= 0.8
    return False
