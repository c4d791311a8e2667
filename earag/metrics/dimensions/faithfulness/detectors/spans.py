"""Span and reason constructors shared by the checks."""
from __future__ import annotations

from earag.messages import Message
from earag.types import UnsupportedSpan


def _span(sentence: str, start: int, end: int, kind: str, reason: Message) -> UnsupportedSpan:
    return UnsupportedSpan(sentence[start:end], start, end, kind, str(reason), [reason])


def _flip(theirs: str, sent: str) -> Message:
    """An English sentence whose negation differs from the context sentence's."""
    return Message("span.negation", {"detail": Message("span.quoted_differs", {"context": theirs, "answer": sent})})
