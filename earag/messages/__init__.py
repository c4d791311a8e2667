"""Messages as codes: every text the library shows people is a `Message(code, params)` rendered from one catalogue.

The catalogue (`earag/messages/catalogue.py`) holds, per code, the Chinese and the English template and the
language the library has always stored it in (`stored`): records, `str(exception)` and the API's default answers
keep that text, byte for byte, and gain the code and its parameters beside it; the dashboard, the report and the
API (`Accept-Language: en`) render the code in the reader's language. See docs/development.md, "Messages".
"""
from __future__ import annotations

import string
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from earag.messages.catalogue import CATALOGUE, LANGS, Entry

__all__ = ["CATALOGUE", "LANGS", "CodedText", "Entry", "Message", "in_language", "join", "number", "render", "render_any",
           "stored_text"]


@dataclass(frozen=True)
class Message:
    """One message: a catalogue code with its parameters (JSON values, or nested messages as params)."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.code not in CATALOGUE:
            # internal: a code missing from the catalogue is a bug (the catalogue test checks codes)
            raise KeyError(f"message code {self.code!r} is not in earag/messages/catalogue.py")

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "params": {k: _plain(v) for k, v in self.params.items()}}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Message | None":
        """The message of a stored {code, params}; None when the code is unknown (a newer or older catalogue)."""
        code = data.get("code")
        if not isinstance(code, str) or code not in CATALOGUE:
            return None
        return cls(code, dict(data.get("params") or {}))

    def text(self, lang: str | None = None) -> str:
        """The text in `lang` ("zh"/"en"); None: the language the library stores it in."""
        return render(self, lang)

    def __str__(self) -> str:
        return render(self, None)


class CodedText(str):
    """A library text that keeps its message: equal to the stored text (so code that handles notes as strings is
    unchanged), with the code in `.message` for a reader in another language."""

    message: Message

    def __new__(cls, message: Message) -> "CodedText":
        text = super().__new__(cls, str(message))
        text.message = message
        return text

    @classmethod
    def keep(cls, stored: str, message: Message) -> "CodedText":
        """A stored text read back with its message: equal to `stored` as written (not re-rendered), so a record
        read and written again keeps its bytes even if a template changed since."""
        text = str.__new__(cls, stored)
        text.message = message
        return text


def _plain(value: Any) -> Any:
    if isinstance(value, Message):
        return value.to_dict()
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def number(value: Any, spec: str = "") -> str:
    """The one number formatter of every message: `spec` as in format() ('.2f', 'g'); a float without one is
    shown as str() does; anything that is not a number is shown as it is."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return format(value, spec) if spec else str(value)
    if spec:
        return format(value, spec)
    return str(value)


_SEPARATOR = {"zh": "、", "en": ", "}
_JOINER = {"zh": "；", "en": "; "}
_COMMA = {"zh": "，", "en": ", "}
_OR = {"zh": " 或 ", "en": " or "}
# a list field with one of these specs ({parts:comma}) is joined so, whatever its items are
_LIST_SPECS = {"comma": _COMMA, "names": _SEPARATOR, "or": _OR, "concat": {"zh": "", "en": ""},
               "and": {"zh": "；并且", "en": " and "}, "plus": {"zh": "+", "en": "+"}}


class _Formatter(string.Formatter):
    """str.format with numbers through `number`, lists joined the language's way and nested messages rendered."""

    def __init__(self, lang: str, nested: str | None = ""):
        super().__init__()
        self.lang = lang
        self.nested = lang if nested == "" else nested   # None: nested messages in their own stored language

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, Message):
            return render(value, self.nested)
        if isinstance(value, Mapping) and "code" in value:
            nested = Message.from_dict(value)
            return render(nested, self.nested) if nested is not None else str(value)
        if isinstance(value, (list, tuple)) and format_spec in _LIST_SPECS:  # {parts:comma}: joined with ，/", "
            return _LIST_SPECS[format_spec][self.lang].join(self.format_field(v, "") for v in value)
        if isinstance(value, (list, tuple)):  # names 、-joined; messages as the library joins reasons (；)
            reasons = any(isinstance(v, Message) or isinstance(v, Mapping) and "code" in v for v in value)
            joiner = (_JOINER if reasons else _SEPARATOR)[self.lang]
            return joiner.join(self.format_field(v, format_spec) for v in value)
        return number(value, format_spec)


def stored_text(message: Message) -> str:
    """The text the library has always written for this message (records, str(exception), the API default)."""
    return render(message, None)


def render(message: Message | Mapping[str, Any], lang: str | None = "zh") -> str:
    """`message` in `lang` ("zh" or "en"; None or another value: its stored language)."""
    if not isinstance(message, Message):
        found = Message.from_dict(message)
        if found is None:
            return str(message.get("code", ""))
        message = found
    entry = CATALOGUE[message.code]
    if lang in LANGS:
        return _Formatter(lang).vformat(entry.template(lang), (), dict(message.params))
    if entry.stored == "legacy":
        return _Formatter("zh", None).vformat(entry.legacy, (), dict(message.params))
    if entry.stored in ("pair", "slash"):
        zh = _Formatter("zh").vformat(entry.zh, (), dict(message.params))
        en = _Formatter("en").vformat(entry.en, (), dict(message.params))
        return f"{zh} ({en})" if entry.stored == "pair" else f"{zh} / {en}"
    # the stored text: a nested message (a backend error inside a Chinese reason) keeps its own stored language
    return _Formatter(entry.stored, None).vformat(entry.template(entry.stored), (), dict(message.params))


def join(messages: Iterable[Message | Mapping[str, Any]], lang: str | None = "zh",
         keep: Iterable[str] = ()) -> str:
    """Several messages as one line: "；"-joined in Chinese (as the library stores them), "; " in English. A
    message whose catalogue `stored` form is in `keep` (e.g. "pair": seed 002's bilingual words) is shown in that
    stored form."""
    joiner = _JOINER.get(lang or "zh", "；")
    kept = frozenset(keep)

    def shown(m: Message | Mapping[str, Any]) -> str:
        code = m.code if isinstance(m, Message) else m.get("code")
        entry = CATALOGUE.get(code) if isinstance(code, str) else None
        return render(m, None if entry is not None and entry.stored in kept else lang)

    return joiner.join(shown(m) for m in messages)


def render_any(text: Any, messages: Sequence[Mapping[str, Any]] | Mapping[str, Any] | None,
               lang: str | None = "zh", keep: Iterable[str] = ()) -> str:
    """A stored text shown in `lang`: rendered from its message(s) when the record has them and all are known,
    else the stored text as it is (a record of an earlier version). `keep`: as in `join`."""
    if isinstance(messages, Mapping):
        messages = [messages]
    if messages:
        found = [Message.from_dict(m) if not isinstance(m, Message) else m for m in messages]
        if all(m is not None for m in found):
            return join([m for m in found if m is not None], lang, keep)
    return "" if text is None else str(text)


def in_language(data: Any, lang: str, keep: Iterable[str] = ()) -> Any:
    """A JSON value (a record, a response body) with every coded text rendered in `lang`: a `reason` beside its
    `reason_messages` (a metric result's: in its `details`, when they hold no reason of their own),
    `recommendations` beside `recommendation_messages`, `notes` beside `note_messages`, any other text beside
    `<key>_messages`, an error's `message` beside its `code`/`params`. Texts without codes stay as they are; a
    message stored in one of the `keep` forms (catalogue `stored`: "pair", "slash", "legacy") keeps that form.
    Returns a new value; `data` is not changed."""
    keep = tuple(keep)
    if isinstance(data, list):
        return [in_language(v, lang, keep) for v in data]
    if not isinstance(data, Mapping):
        return data
    out = {k: in_language(v, lang, keep) for k, v in data.items()}
    coded = data.get("reason_messages")
    details = data.get("details")
    if coded is None and isinstance(details, Mapping) and data.get("reason") == details.get("reason", data.get("reason")):
        coded = details.get("reason_messages")
    if isinstance(coded, list) and coded and isinstance(data.get("reason"), str):
        out["reason"] = render_any(data["reason"], coded, lang, keep)
    for key, text in data.items():   # any other text with `<key>_messages` beside it (an ask answer's answer_note)
        coded = data.get(f"{key}_messages")
        if key != "reason" and isinstance(text, str) and isinstance(coded, list) and coded:
            out[key] = render_any(text, coded, lang, keep)
    for key in ("recommendations", "notes"):   # a list of texts with `<singular>_messages` beside it
        texts, coded = data.get(key), data.get(key.removesuffix("s") + "_messages")
        if isinstance(texts, list) and isinstance(coded, list) and len(texts) == len(coded) and texts:
            out[key] = [render_any(t, c, lang, keep) for t, c in zip(texts, coded)]
    code = data.get("code")
    if isinstance(code, str) and code in CATALOGUE and isinstance(data.get("message"), str):
        out["message"] = render_any(data["message"], {"code": code, "params": data.get("params") or {}}, lang, keep)
    return out
