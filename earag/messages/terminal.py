"""The command line's language: which one (`--lang`, else `EARAG_LANG`, else the locale) and a library text in it.

The rule (docs/cli.md, "Language"): `earag --lang zh|en COMMAND`; without it `EARAG_LANG` (zh…/en…); without
that the locale, as POSIX reads it (the first set of `LC_ALL`, `LC_MESSAGES`, `LANG`): `zh*` is Chinese, anything
else (`C`, `en_US.UTF-8`, `de_DE` …) English. Only texts with a catalogue code change language; data (questions,
answers, entity names, file names) is printed as it is, and files the CLI writes (records, exports) are unchanged.
"""
from __future__ import annotations

import os
import unicodedata
from collections.abc import Mapping
from typing import Any

from earag.messages import CodedText, Message, in_language, render

LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


def _language_of(value: str | None) -> str | None:
    tag = (value or "").strip().lower()
    if tag.startswith("zh"):
        return "zh"
    if tag.startswith("en"):
        return "en"
    return None


def terminal_language(environ: Mapping[str, str] | None = None) -> str:
    """"zh" or "en": EARAG_LANG when it names one of them, else the locale (zh* → zh, otherwise en)."""
    env = os.environ if environ is None else environ
    chosen = _language_of(env.get("EARAG_LANG"))
    if chosen is not None:
        return chosen
    locale = next((env[name] for name in LOCALE_VARIABLES if env.get(name)), "")
    return "zh" if _language_of(locale) == "zh" else "en"


def shown(text: Any, lang: str) -> str:
    """A text the library returned, in `lang`: rendered from its code when it carries one (a CodedText or a
    Message), else as it is (data, or a text without a code)."""
    if isinstance(text, Message):
        return render(text, lang)
    if isinstance(text, CodedText):
        return render(text.message, lang)
    return "" if text is None else str(text)


def shown_error(error: Mapping[str, Any], lang: str) -> str:
    """A record's stored error ({"message", "code", "params"}) in `lang`; an error without a code as stored."""
    message = in_language(dict(error), lang).get("message")
    return "" if message is None else str(message)



def pad(text: str, width: int, right: bool = False) -> str:
    """`text` padded to `width` columns of a terminal (a Chinese character takes two), left-aligned or `right`."""
    columns = sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)
    fill = " " * max(0, width - columns)
    return fill + text if right else text + fill
