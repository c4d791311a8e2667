"""One exception tree for everything earag raises on purpose."""
from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from earag.messages import CodedText, Message, render


class EaragError(Exception):
    """Base class: every error earag raises deliberately is one of these.

    Raised with a `Message` (a catalogue code and its parameters), `str(exc)` is the text the library has always
    written (its stored language) and `exc.message` keeps the code, so the dashboard and the API can show it in the
    reader's language (`exc.text(lang)`). Raised with a plain string, `message` is None.
    """

    def __init__(self, *args: Any) -> None:
        self.message: Message | None = args[0] if args and isinstance(args[0], Message) else None
        if self.message is not None:
            args = (str(self.message), *args[1:])
        super().__init__(*args)

    def text(self, lang: str | None = None) -> str:
        """The error in `lang` ("zh"/"en") when it carries a message code, else str(self)."""
        return render(self.message, lang) if self.message is not None else str(self)

    def coded(self) -> dict[str, Any]:
        """{"code", "params"} of the error's message (`coded_fields`); {} for an error raised with a plain string."""
        return coded_fields(self.message)

    def to_dict(self) -> dict[str, Any]:
        """The error as a record: its kind, its text as stored and its message code (rebuilt by `from_dict`)."""
        return {"error": type(self).__name__, "message": str(self), **self.coded()}


def coded_fields(message: Message | None) -> dict[str, Any]:
    """{"code", "params"} of a message, JSON-safe, for an error record, a response body or a worker's report to the
    process that started it (rebuilt with Message.from_dict); {} without a message."""
    if message is None:
        return {}
    data = message.to_dict()
    return {"code": data["code"], "params": _json_safe(data["params"])}


def _json_safe(value: Any) -> Any:
    """A message parameter as JSON holds it: a number that is not finite, or any other object, as its text (what
    the message shows of it either way)."""
    if isinstance(value, Mapping):
        return {str(k): _json_safe(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_json_safe(v) for v in value]
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if value is None or isinstance(value, (bool, int, float)):
        return value
    return str(value)


def coded_text(exc: BaseException) -> str:
    """`str(exc)` as stored, keeping the error's message code (a CodedText) when it has one, so a reader in another
    language sees it rendered (a ping's error, a backend's reason)."""
    message = getattr(exc, "message", None)
    return CodedText(message) if isinstance(message, Message) else str(exc)


class ConfigError(EaragError):
    """The configuration file or an override is invalid; the message names the key."""

    def __init__(self, message: str | Message, key: str | None = None):
        super().__init__(message)
        self.key = key


class InputError(EaragError, ValueError):
    """A sample, an uploaded file or an argument a user gave is unusable; `field` and `row` say where.

    Also a ValueError, so code that guards against bad values catches it as such."""

    def __init__(self, message: str | Message, field: str | None = None, row: int | None = None, value=None):
        super().__init__(message)
        self.field = field
        self.row = row
        self.value = value

    def to_dict(self) -> dict:
        """Seed 002's 400 error shape, with the message's `code` and `params` when it has one."""
        out: dict = {"error": "ValidationError", "message": str(self), **self.coded()}
        if self.field is not None:
            out["field"] = self.field
        if self.row is not None:
            out["row"] = self.row
        if self.value is not None:
            out["value"] = self.value
        return out


class BackendUnavailable(EaragError):
    """A backend (LLM, embeddings, graph) cannot be reached or is not installed."""


class BackendTimeout(BackendUnavailable):
    """A backend did not answer within the time budget."""


class BackendOutputError(EaragError):
    """A backend answered, but with output we cannot use (e.g. broken JSON after repair and retry)."""


class UnknownMetricError(InputError, KeyError):
    """A metric selection names a metric or group that does not exist (also a KeyError, as dict lookups are)."""

    def __init__(self, message: str | Message, value=None):
        InputError.__init__(self, message, field="metrics", value=value)

    def __str__(self) -> str:
        return self.args[0] if self.args else ""


class EvaluatorClosed(EaragError, RuntimeError):
    """An Evaluator used after close(): its pools are shut down and the backends it built are closed, so it does not
    evaluate again (reopening would start pools nobody shuts down). Build a new Evaluator instead. Also a
    RuntimeError, as using a closed file or executor is."""
