"""One exception tree for everything earag raises on purpose."""
from __future__ import annotations

from typing import Any

from earag.messages import Message, render


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
        """Seed 002's 400 error shape."""
        out: dict = {"error": "ValidationError", "message": str(self)}
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
