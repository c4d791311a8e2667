"""Language of a text and of each of its sentences, offline: Chinese (zh), English (en) or their mix.

Usage::

    from earag.nlp.language import detect_language, sentence_languages, text_language

    detect_language("企业所得税税率为25%。")                  # "zh"
    detect_language("The AI Act applies from 2 August 2026.")  # "en"
    text_language("欧盟的AI Act已生效。The rules apply in 2026.", sentences)  # "mixed"

How it decides (no model, no network): it counts the Han characters and the letters of Latin words in a text.
Names and codes inside a Chinese sentence (GDPR, ISO/IEC 27001, OpenAI, AI Act) do not make it English: a sentence
is Chinese when Han characters are at least a quarter of its letters (Han + Latin) or when its Latin words are
only names and codes (capitalised words, at most one lower-case word besides "of", "and", "for" …), English when it
has Latin words and fewer Han characters than that, and "" (undetermined) when it has neither (numbers, punctuation). A text
is "mixed" when its sentences are of both languages, else the language of its sentences.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from earag.nlp.text import split_sentences

LANGUAGES = ("zh", "en", "mixed")

_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_LATIN_WORD = re.compile(r"[A-Za-z\u00c0-\u024f]+(?:['’-][A-Za-z]+)*")
# Han characters carry a word each (roughly two characters a word); Latin words are counted by their letters. A
# Chinese sentence with a long English name (ISO/IEC 27001 信息安全管理体系) stays Chinese.
_HAN_SHARE = 0.25


def detect_language(text: str) -> str:
    """"zh", "en" or "" (no letters at all) for one sentence or a short text."""
    han = len(_HAN.findall(text or ""))
    latin = sum(len(w) for w in _LATIN_WORD.findall(text or ""))
    if not han and not latin:
        return ""
    if han and han / (han + latin) >= _HAN_SHARE:
        return "zh"
    if han and latin < 12:   # a few Latin letters (a code, one name) never outweigh Chinese characters
        return "zh"
    if han and _names_only(text):   # 企业需通过ISO/IEC 27001认证，并由OpenAI和European Data Protection Board审核
        return "zh"
    return "en"


# Small words inside English names ("Department for Work and Pensions", "Ursula von der Leyen")
_NAME_WORDS = frozenset({"of", "and", "for", "the", "on", "in", "de", "von", "der", "van", "du", "la", "le", "da"})


def _names_only(text: str) -> bool:
    """Whether the Latin words of a text with Han characters are names and codes only: at most one lower-case word
    that is not a small word of a name. An English sentence has its verbs and function words in Latin letters."""
    plain = [w for w in _LATIN_WORD.findall(text) if w[0].islower() and w.lower() not in _NAME_WORDS]
    return len(plain) <= 1


def sentence_languages(sentences: Sequence[str]) -> list[str]:
    """The language of each sentence; an undetermined one ("3.5%") takes its neighbour's (previous, else next)."""
    found = [detect_language(s) for s in sentences]
    out: list[str] = []
    for k, lang in enumerate(found):
        if not lang:
            lang = out[-1] if out else next((x for x in found[k + 1 :] if x), "")
        out.append(lang)
    return out


def text_language(text: str, sentences: Sequence[str] | None = None) -> str:
    """"zh", "en", "mixed" (sentences of both languages) or "" (no letters) for a whole answer."""
    if sentences is None:
        sentences = split_sentences(text) or [text]
    langs = {x for x in sentence_languages(sentences) if x}
    if len(langs) > 1:
        return "mixed"
    return next(iter(langs), detect_language(text))


def has_han(text: str) -> bool:
    return bool(_HAN.search(text or ""))


__all__ = ["LANGUAGES", "detect_language", "has_han", "sentence_languages", "text_language"]
