"""The enums of a result and of a run: quality level, hallucination risk, provenance status, run status.

Each is a StrEnum whose value is what records and JSON have always held (seed 002's Chinese level and risk words,
the provenance status ids), so stored records stay byte for byte the same; `id` is the stable English id and
`label(lang)` the word shown, from the message catalogue (earag/messages/catalogue.py: level.*, risk.*, status.*,
run.status.*).
"""
from __future__ import annotations

from enum import StrEnum
from typing import Self

from earag.messages import Message, render


class _CatalogueWords:
    """What each enum here shows: `id` (its name in lower case), `message` (`<prefix>.<id>` in the catalogue),
    `label` in a language, `parse` of a stored value or an id, and `word` (the label of a stored value; an unknown
    one as stored)."""

    name: str
    value: str

    @staticmethod
    def _code_prefix() -> str:
        raise NotImplementedError   # internal: each enum names its catalogue prefix

    @property
    def id(self) -> str:
        return self.name.lower()

    @property
    def message(self) -> Message:
        return Message(f"{self._code_prefix()}.{self.id}")

    def label(self, lang: str = "zh") -> str:
        return render(self.message, lang)

    @classmethod
    def parse(cls, value: object) -> Self | None:
        """The member whose stored value or id is exactly `value`; None when none is."""
        text = str(value)
        return next((m for m in cls if text in (m.value, m.id)), None)  # type: ignore[attr-defined]

    @classmethod
    def word(cls, value: object, lang: str = "zh") -> str:
        """The catalogue's word for a stored value in `lang`; a value this version does not know, as stored."""
        known = cls.parse(value)
        return known.label(lang) if known is not None else str(value)


class _SeedWords(_CatalogueWords):
    """Seed 002's level and seed 000's risk words: a stored word or id is read with surrounding blanks ignored."""

    @classmethod
    def parse(cls, value: object) -> Self | None:
        return super().parse(str(value or "").strip())


class Level(_SeedWords, StrEnum):
    """Seed 002's quality levels, best first; the value is the Chinese word records hold."""

    EXCELLENT = "优秀"
    GOOD = "良好"
    FAIR = "一般"
    POOR = "较差"

    @staticmethod
    def _code_prefix() -> str:
        return "level"

    def heading(self, lang: str = "zh") -> str:
        """The word shown on its own (a badge, a chart axis, a button): the label, capitalised in English. The one
        place a capitalised level is derived (the dashboard and the HTML report use it)."""
        word = self.label(lang)
        return f"{word[:1].upper()}{word[1:]}"



class Risk(_SeedWords, StrEnum):
    """Seed 000's hallucination risk bands; the value is the Chinese word records hold."""

    LOW = "低"
    MEDIUM = "中"
    HIGH = "高"

    @staticmethod
    def _code_prefix() -> str:
        return "risk"


class ProvenanceStatus(_CatalogueWords, StrEnum):
    """How a number was produced (earag.types.Provenance.status)."""

    OK = "ok"
    CACHE = "cache"
    PARTIAL = "partial"
    FALLBACK = "fallback"
    ERROR = "error"
    TIMEOUT = "timeout"
    UNAVAILABLE = "unavailable"

    @staticmethod
    def _code_prefix() -> str:
        return "status"


# The statuses of a number the configured backend did not produce (the one definition; was written in 4 places).
FAILURE_STATUSES: tuple[ProvenanceStatus, ...] = (ProvenanceStatus.FALLBACK, ProvenanceStatus.TIMEOUT,
                                                  ProvenanceStatus.UNAVAILABLE)

class RunStatus(_CatalogueWords, StrEnum):
    """The status of a run in the run store; the value is what the store holds."""

    RUNNING = "running"
    FINISHED = "finished"
    PARTIAL = "partial"          # --limit stopped it early
    CANCELLED = "cancelled"      # a Cancel, a Stop, a stopping server
    FAILED = "failed"            # an error ended it (meta["error"] says which)
    INTERRUPTED = "interrupted"  # Ctrl-C, or its process died (the store's reading of a dead owner)

    @staticmethod
    def _code_prefix() -> str:
        return "run.status"

    @property
    def resumable(self) -> bool:
        """Rows may be left to score: `--resume` (the dashboard's Resume) continues the run."""
        return self is not RunStatus.FINISHED


__all__ = ["FAILURE_STATUSES", "Level", "ProvenanceStatus", "Risk", "RunStatus"]
