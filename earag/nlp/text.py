"""Text helpers for Chinese policy text: normalisation, sentence splitting, character-bigram recall, truncation.

Numbers, quantities and dates as values live in earag.nlp.facts.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_PUNCT_RE = re.compile(r"[\s《》〈〉「」『』“”‘’\"'()（）\[\]【】〔〕{}<>·・,，.。、;；:：!！?？—\-_~～/\\|]+")
_SENT_RE = re.compile(r"[^。！？!?；;\n]+[。！？!?；;]*")


@lru_cache(maxsize=65536)
def normalize(text: str) -> str:
    """NFKC (full width → half width), lower case, without spaces, punctuation and title marks."""
    text = unicodedata.normalize("NFKC", text or "").lower()
    return _PUNCT_RE.sub("", text)


def split_sentences(text: str, min_chars: int = 2) -> list[str]:
    """Split Chinese (and Western) text into sentences, keeping the end punctuation; list bullets are stripped."""
    out = []
    for piece in _SENT_RE.findall(text or ""):
        piece = re.sub(r"^\s*(?:[-*•]|\d+[.、)）]|[（(]\d+[)）])\s*", "", piece).strip()
        if len(normalize(piece)) >= min_chars:
            out.append(piece)
    return out


def bigram_recall(part: str, whole: str) -> float:
    """Share of the character bigrams of `part` that also occur in `whole` (lexical support)."""
    a, b = normalize(part), normalize(whole)
    grams = {a[i : i + 2] for i in range(len(a) - 1)} or ({a} if a else set())
    if not grams:
        return 0.0
    pool = {b[i : i + 2] for i in range(len(b) - 1)} | ({b} if len(b) < 2 else set())
    return len(grams & pool) / len(grams)


def truncate(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit]
