"""Names of one entity across Chinese and English: 欧盟 = European Union = EU, 《通用数据保护条例》 = GDPR.

Usage::

    from earag.nlp.aliases import default_aliases

    table = default_aliases()
    table.equivalents("EU")                           # ("欧盟", "欧洲联盟", "European Union")
    table.same("AI Act", "《人工智能法》")              # True
    table.mentioned("European Union", "欧盟委员会发布了…")   # "欧盟" (the form the text uses), or None

The table ships as data (earag/resources/aliases_zh_en.tsv, one entity a row, with the source of its names); a row
can be added without touching code. Names are compared after `normalize` (width, case, spaces, punctuation and 《》
aside), so "U.S." is "US" and "AI  Act" is "AI Act". In a text, an English name is found as whole words, and an
acronym (EU, UN, WHO) only in capitals, so "who" and "un" in running text are not the WHO and the UN. Matching
across languages is fuzzy-mode matching: the seed's exact mode never uses this table.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path

from earag.errors import InputError
from earag.messages import Message
from earag.nlp.language import has_han
from earag.nlp.matching import mentioned_in
from earag.nlp.text import normalize

DEFAULT_ALIASES = Path(str(resources.files("earag.resources").joinpath("aliases_zh_en.tsv")))
_ACRONYM = re.compile(r"[A-Z][A-Z0-9&]{1,7}")
_HEADER = ("zh", "en", "type", "source")


@dataclass(frozen=True)
class AliasRow:
    """One entity: its names in both languages, its type (the project's 机构组织 / 法律条款 / 地理位置 …) and where
    the names come from."""

    names: tuple[str, ...]
    type: str
    source: str


def _key(name: str) -> str:
    """The form names are compared in: normalised, without a leading English article or Chinese title marks."""
    text = re.sub(r"^\s*the\s+", "", unicodedata.normalize("NFKC", name or ""), flags=re.IGNORECASE)
    return normalize(text)


def _in_text(name: str, text: str) -> bool:
    """Whether `text` names `name`: an acronym in capitals as a whole token, any other name as `mentioned_in` does
    (English names as whole words, Chinese names as a substring)."""
    bare = name.replace(".", "")
    if _ACRONYM.fullmatch(bare):
        letters = r"\.?".join(map(re.escape, bare))
        return re.search(rf"(?<![A-Za-z0-9]){letters}\.?(?![A-Za-z0-9])", unicodedata.normalize("NFKC", text)) \
            is not None
    return mentioned_in(name, text)


def _cut(name: str, text: str) -> str:
    """`text` with the occurrences of `name` (as `_in_text` finds them) replaced by a space."""
    if has_han(name):
        return text.replace(name, " ")
    words = re.findall(r"[A-Za-z0-9]+", unicodedata.normalize("NFKC", name))
    pattern = r"(?<![A-Za-z0-9])" + r"[^A-Za-z0-9]{0,3}".join(map(re.escape, words)) + r"\.?(?![A-Za-z0-9])"
    flags = 0 if _ACRONYM.fullmatch(name.replace(".", "")) else re.IGNORECASE
    return re.sub(pattern, " ", unicodedata.normalize("NFKC", text), flags=flags)


class AliasTable:
    """Lookup of the other names of an entity; read-only once built (bar a memo), so one instance serves every
    thread."""

    def __init__(self, rows: Iterable[AliasRow]):
        self.rows: tuple[AliasRow, ...] = tuple(rows)
        self._groups: dict[str, list[int]] = {}
        self._held: dict[str, tuple[str, ...]] = {}   # memo of _holders
        # every name, longest first, with the lower-case first word a span must hold for the name to be in it
        self._by_length = tuple((n, n.split()[0].lower()) for n in sorted(
            {n for row in self.rows for n in row.names}, key=len, reverse=True))
        for i, row in enumerate(self.rows):
            for name in row.names:
                key = _key(name)
                if key and i not in self._groups.setdefault(key, []):
                    self._groups[key].append(i)

    def __len__(self) -> int:
        return len(self.rows)

    def equivalents(self, name: str) -> tuple[str, ...]:
        """The entity's other names, in both languages ((): not in the table)."""
        key = _key(name)
        out: dict[str, None] = {}
        for i in self._groups.get(key, ()):
            out.update((n, None) for n in self.rows[i].names if _key(n) != key)
        return tuple(out)

    def same(self, a: str, b: str) -> bool:
        """Whether the table says two names denote one entity (a name is the same as itself)."""
        ka, kb = _key(a), _key(b)
        return bool(ka) and (ka == kb or bool(set(self._groups.get(ka, ())) & set(self._groups.get(kb, ()))))

    def mentioned(self, name: str, text: str) -> str | None:
        """The other name of the entity that `text` uses (the first in the table's order), or None."""
        if not text:
            return None
        return next((alias for alias in self.equivalents(name) if _in_text(alias, self._masked(alias, text))), None)

    def _masked(self, alias: str, text: str) -> str:
        """`text` without the longer names of other entities that hold `alias` (欧盟委员会 is not 欧盟)."""
        for longer in self._holders(alias):
            text = text.replace(longer, " ")
        return text

    def _holders(self, alias: str) -> tuple[str, ...]:
        held = self._held.get(alias)
        if held is None:
            mine = set(self._groups.get(_key(alias), ()))
            found = {n for i, row in enumerate(self.rows) if i not in mine for n in row.names
                     if alias in n and len(n) > len(alias)}
            held = self._held[alias] = tuple(sorted(found, key=len, reverse=True))   # a dict write: thread-safe
        return held

    def resolved(self, span: str, text: str) -> str:
        """`span` without the names of the table whose other-language name `text` uses ("根据GDPR" against contexts
        that say 《通用数据保护条例》 leaves "根据"): what of the span is left to support."""
        out = span
        for name, first in self._by_length:
            if first not in out.lower():   # cheap: most names share nothing with the span
                continue
            if _in_text(name, out) and self.mentioned(name, text) is not None:
                out = _cut(name, out)
        return out

    def mentioned_any(self, name: str, texts: Sequence[str]) -> str | None:
        return next((found for t in texts if (found := self.mentioned(name, t)) is not None), None)


def read_aliases(path: str | Path) -> AliasTable:
    """The table in a TSV file (columns zh, en, type, source; "|" between names; # comments). InputError names the
    file, line and column of a bad row."""
    p = Path(path)
    try:
        lines = p.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(Message("aliases.unreadable", {"path": str(p), "detail": str(exc)}), field="aliases") from None
    rows: list[AliasRow] = []
    for n, line in enumerate(lines, 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        cells = line.split("\t")
        if tuple(c.strip() for c in cells) == _HEADER:
            continue
        if len(cells) != len(_HEADER):
            raise InputError(Message("aliases.columns", {"name": p.name, "line": n, "expected": len(_HEADER),
                                                         "header": ", ".join(_HEADER), "got": len(cells)}),
                             field="aliases", row=n)
        zh, en = ([x.strip() for x in c.split("|") if x.strip()] for c in cells[:2])
        if not zh and not en or len(zh) + len(en) < 2:
            raise InputError(Message("aliases.two_names", {"name": p.name, "line": n}), field="aliases", row=n)
        if not cells[3].strip():
            raise InputError(Message("aliases.no_source", {"name": p.name, "line": n}), field="source", row=n)
        rows.append(AliasRow(tuple(zh + en), cells[2].strip(), cells[3].strip()))
    return AliasTable(rows)


@lru_cache(maxsize=4)
def load_aliases(path: str = str(DEFAULT_ALIASES)) -> AliasTable:
    return read_aliases(path)


def default_aliases() -> AliasTable:
    """The shipped table (read once per process)."""
    return load_aliases(str(DEFAULT_ALIASES))


__all__ = ["DEFAULT_ALIASES", "AliasRow", "AliasTable", "default_aliases", "load_aliases", "read_aliases"]
