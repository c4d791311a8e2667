"""One exception tree for everything earag raises on purpose."""
from __future__ import annotations


class EaragError(Exception):
    """Base class: every error earag raises deliberately is one of these."""


class ConfigError(EaragError):
    """The configuration file or an override is invalid; the message names the key."""

    def __init__(self, message: str, key: str | None = None):
        super().__init__(message)
        self.key = key


class InputError(EaragError):
    """A sample or an uploaded file is unusable; `field` and `row` say where."""

    def __init__(self, message: str, field: str | None = None, row: int | None = None, value=None):
        super().__init__(message)
        self.field = field
        self.row = row
        self.value = value

    def to_dict(self) -> dict:
        """Seed 002's 400 error shape."""
        out = {"error": "ValidationError", "message": str(self)}
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
