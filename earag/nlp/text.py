"""Text helpers for Chinese policy text: normalisation, sentence splitting, character-bigram recall, truncation.

Numbers, quantities and dates as values live in earag.nlp.facts.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_PUNCT_RE = re.compile(r"[\s《》〈〉「」『』“”‘’\"'()（）\[\]【】〔〕{}<>·・,，.。、;；:：!！?？—\-_~～/\\|]+")
_SENT_RE = re.compile(r"[^。！？!?；;\n]+[。！？!?；;]*(?:(?<=[。！？!?；;])[”’」』）)\"']+)?")
_BULLET_RE = re.compile(r"^\s*(?:[-*•]|\d+(?:\.(?!\d)|[、)）])|[（(]\d+[)）])\s*")


def normalize(text: str) -> str:
    """NFKC (full width → half width), lower case, without spaces, punctuation and title marks."""
    if text and len(text) > _SHORT:  # a whole answer or all of a sample's contexts: only the last few are kept
        return _normalize_long(text)
    return _normalize_short(text)


_SHORT = 512   # names, sentences, clauses and passages: 32,768 of them memoised (a few MB); longer texts: 16


def _normalize(text: str) -> str:
    text = unicodedata.normalize("NFKC", text or "").lower()
    return _PUNCT_RE.sub("", text)


_normalize_short = lru_cache(maxsize=32768)(_normalize)
_normalize_long = lru_cache(maxsize=16)(_normalize)


def occurrences(word: str, text: str) -> list[int]:
    """Where `word` starts in `text`, left to right and not overlapping: the starts of
    re.finditer(re.escape(word), text), without a pattern compiled per word (the re module keeps 512 patterns, and
    names, verbs and values are many more: each miss costs a compile)."""
    if not word:
        return list(range(len(text) + 1))
    out = []
    at = text.find(word)
    while at >= 0:
        out.append(at)
        at = text.find(word, at + len(word))
    return out


def split_sentences(text: str, min_chars: int = 2) -> list[str]:
    """Split Chinese (and Western) text into sentences, keeping the end punctuation; list bullets are stripped.

    Chinese ends a sentence at 。！？； and a line break; English also at a full stop followed by a space and a
    capital, a digit or an opening quote (not after abbreviations such as "U.S.", "e.g.", "Dr." or an initial,
    never inside a decimal "3.5"); a closing quote or bracket after the end mark stays with its sentence."""
    out = []
    for piece in _SENT_RE.findall(text or ""):
        for part in _english_parts(piece):
            part = _BULLET_RE.sub("", part).strip()
            if len(normalize(part)) >= min_chars:
                out.append(part)
    return out


# A full stop (or ?/!) that may end an English sentence: after a letter, digit, quote or bracket, followed by space
# and what starts a sentence. ?/! are already ends for _SENT_RE; here only their closing quotes are kept with them.
_EN_END = re.compile(r"(?<=[A-Za-z0-9)\]\"'’”%])([.?!])([\"'’”)\]]*)(\s+)(?=[\"'“‘(\[]?[A-Z0-9])")
_ABBREVIATIONS = frozenset("""
mr mrs ms dr prof sr jr st ch fig figs vol vols ed eds rev gen gov sen rep
e.g i.e vs cf al approx dept est inc ltd co corp plc jan feb mar apr jun jul aug sep sept oct nov dec
u.s u.k u.n e.u a.m p.m op ibid
""".split())
_NUMBERED = frozenset({"no", "nos", "art", "arts", "sec", "secs", "para", "paras", "p", "pp", "reg"})  # "No. 5"


def _english_parts(piece: str) -> list[str]:
    """One _SENT_RE piece split further at English full stops; a piece without one comes back whole."""
    if ". " not in piece and ".\n" not in piece and not re.search(r"[.?!][\"'’”)\]]+\s", piece):
        return [piece]
    parts: list[str] = []
    start = 0
    for m in _EN_END.finditer(piece):
        if m.group(1) == "." and _is_abbreviation(piece[start : m.start(1)], piece[m.end(3) :]):
            continue
        parts.append(piece[start : m.end(2)])
        start = m.end(3)
    parts.append(piece[start:])
    return [p for p in parts if p.strip()]


def _is_abbreviation(before: str, after: str) -> bool:
    """Whether the word right before a full stop is an abbreviation ("U.S", "e.g", "Dr", "No" before a number) or
    an initial ("J. Smith")."""
    word = re.split(r"[\s(\[\"“‘]", before)[-1].lower()
    if word in _NUMBERED:
        return after[:1].isdigit()
    return (word in _ABBREVIATIONS or (len(word) == 1 and word.isalpha())
            or bool(re.fullmatch(r"(?:[a-z]\.)+[a-z]", word)))


def bigram_recall(part: str, whole: str) -> float:
    """Share of the character bigrams of `part` that also occur in `whole` (lexical support)."""
    a = normalize(part)
    return recall_in({a[i : i + 2] for i in range(len(a) - 1)} or ({a} if a else set()), bigram_pool(whole))


def bigram_pool(whole: str) -> set[str]:
    """The bigrams `bigram_recall` looks up in `whole`: computed once when many parts are checked against one text."""
    b = normalize(whole)
    return {b[i : i + 2] for i in range(len(b) - 1)} | ({b} if len(b) < 2 else set())


def recall_in(grams: set[str], pool: set[str]) -> float:
    """Share of `grams` found in `pool` (0 for no grams)."""
    return len(grams & pool) / len(grams) if grams else 0.0


def truncate(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit]
