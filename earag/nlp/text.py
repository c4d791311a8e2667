"""Text helpers for Chinese policy text: normalisation, sentence splitting, character-bigram recall, truncation.

Numbers, quantities and dates as values live in earag.nlp.facts.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_PUNCT_RE = re.compile(r"[\s《》〈〉「」『』“”‘’\"'()（）\[\]【】〔〕{}<>·・,，.。、;；:：!！?？—\-_~～/\\|]+")
_SENT_RE = re.compile(r"[^。！？!?；;\n]+[。！？!?；;]*")
_BULLET_RE = re.compile(r"^\s*(?:[-*•]|\d+[.、)）]|[（(]\d+[)）])\s*")


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


def split_sentences(text: str, min_chars: int = 2) -> list[str]:
    """Split Chinese (and Western) text into sentences, keeping the end punctuation; list bullets are stripped."""
    out = []
    for piece in _SENT_RE.findall(text or ""):
        piece = _BULLET_RE.sub("", piece).strip()
        if len(normalize(piece)) >= min_chars:
            out.append(piece)
    return out


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
