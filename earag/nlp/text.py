"""Text helpers for Chinese policy text: normalisation, sentence splitting, fact tokens, character n-grams."""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_PUNCT_RE = re.compile(r"[\s《》〈〉「」『』“”‘’\"'()（）\[\]【】〔〕{}<>·・,，.。、;；:：!！?？—\-_~～/\\|]+")
_SENT_END = "。！？!?；;\n"
_SENT_RE = re.compile(r"[^。！？!?；;\n]+[。！？!?；;]*")
# Numbers with their units, percentages, dates, article numbers and document numbers: the "facts" an answer can invent.
_FACT_RE = re.compile(
    r"(?:\d{4}年(?:\d{1,2}月)?(?:\d{1,2}日)?"
    r"|〔\d{4}〕\d+号|\[\d{4}\]\d+号|第[一二三四五六七八九十百零〇\d]+条"
    r"|\d+(?:\.\d+)?\s*(?:%|％|万元|亿元|元|万|亿|年|个月|月|日|天|倍|人|户|项|家|次|小时|平方米|公里)"
    r"|百分之[一二三四五六七八九十百零\d.]+"
    r"|\d+(?:\.\d+)?)"
)
_CN_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


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


def _cn_to_int(text: str) -> int | None:
    if text.isdigit():
        return int(text)
    total, section, unit_seen = 0, 0, False
    units = {"十": 10, "百": 100, "千": 1000}
    num = 0
    for ch in text:
        if ch in _CN_DIGITS:
            num = _CN_DIGITS[ch]
        elif ch in units:
            section += (num or 1) * units[ch]
            num, unit_seen = 0, True
        else:
            return None
    total = section + num
    return total if (unit_seen or total or text in ("零", "〇")) else None


def fact_tokens(text: str) -> set[str]:
    """Normalised numbers, amounts, percentages, dates, articles and document numbers mentioned in a text."""
    facts = set()
    for match in _FACT_RE.findall(unicodedata.normalize("NFKC", text or "")):
        token = match.replace(" ", "").replace("％", "%")
        art = re.fullmatch(r"第(.+)条", token)
        if art:
            n = _cn_to_int(art.group(1))
            token = f"第{n}条" if n is not None else token
        elif token.startswith("百分之"):
            n = _cn_to_int(token[3:]) if not re.search(r"[\d.]", token[3:]) else token[3:]
            token = f"{n}%"
        facts.add(token)
    return facts


def fact_numbers(token: str) -> str:
    """The bare number of a fact token (so 100万元 and 100万 compare on 100万)."""
    m = re.match(r"[\d.]+(?:万|亿)?", token)
    return m.group(0) if m else token


def char_ngrams(text: str, n_values: tuple[int, ...] = (1, 2, 3)) -> list[str]:
    norm = normalize(text)
    grams = []
    for n in n_values:
        grams.extend(norm[i : i + n] for i in range(max(0, len(norm) - n + 1)))
    return grams


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
