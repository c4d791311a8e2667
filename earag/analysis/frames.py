"""Result records (one JSONL line per sample) as a pandas frame, with threshold flags and the dashboard's filters."""
from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import numpy as np
import pandas as pd

from earag.errors import InputError
from earag.messages import CodedText, Message
from earag.types import DIMENSIONS

# Text columns stay `object` so a missing value is None, not the NaN pandas' str dtype would put there.
TEXT_COLUMNS: tuple[str, ...] = ("id", "question", "answer", "human_level", "quality_level", "error", "status")
COLUMNS: tuple[str, ...] = (
    "id", "row", "question", "answer", "human_score", "human_level",
    "overall_score", "quality_level", "quality_warning",
    *DIMENSIONS,
    "processing_time", "error", "status",
)
# Hallucination is the one dimension where a high score is bad.
UPPER_BOUND_DIMENSIONS: frozenset[str] = frozenset({"hallucination"})


def _float(value: Any) -> float:
    """A number, or NaN for None / non-numeric / a score dict without a score."""
    if isinstance(value, Mapping):  # tolerate the detailed {"score": ...} shape
        value = value.get("score")
    if value is None or isinstance(value, bool):
        return math.nan
    try:
        return float(value)
    except (TypeError, ValueError):
        return math.nan


def _text(value: Any) -> str | None:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return None
    return str(value)


def _error_message(error: Any) -> str | None:
    if error is None or error == {}:
        return None
    if isinstance(error, Mapping):
        message = error.get("message") or error.get("error")
        return str(message) if message else str(dict(error))
    return str(error)


def _record_row(record: Mapping[str, Any]) -> dict[str, Any]:
    evaluation = record.get("earag_evaluation") or {}
    scores = evaluation.get("dimension_scores") or {}
    error = _error_message(record.get("error"))
    if error is None and not evaluation:
        # No evaluation and no error would otherwise look like a valid row with every score missing.
        error = CodedText(Message("record.no_evaluation"))
    warning = evaluation.get("quality_warning")
    row = record.get("row")
    return {
        "id": _text(record.get("id")),
        "row": None if row is None else int(row),
        "question": _text(record.get("question")),
        "answer": _text(record.get("answer")),
        "human_score": _float(record.get("human_score")),
        "human_level": _text(record.get("human_level")),
        "overall_score": _float(evaluation.get("overall_score")),
        "quality_level": _text(evaluation.get("quality_level")),
        "quality_warning": None if warning is None else bool(warning),
        **{dim: _float(scores.get(dim)) for dim in DIMENSIONS},
        "processing_time": _float(evaluation.get("processing_time")),
        "error": error,
        "status": "error" if error is not None else "ok",
    }


class FrameBuilder:
    """records_to_frame one record at a time: a run read from the store in pages becomes its frame without its
    records ever being held together (the frame keeps a few numbers and texts per row, not the record)."""

    def __init__(self) -> None:
        self._columns: dict[str, list[Any]] = {col: [] for col in COLUMNS}

    def add(self, record: Mapping[str, Any]) -> None:
        row = _record_row(record)
        for col, values in self._columns.items():
            values.append(row[col])

    def __len__(self) -> int:
        return len(self._columns["id"])

    def frame(self) -> pd.DataFrame:
        data: dict[str, Any] = {}
        for col, values in self._columns.items():
            if col in TEXT_COLUMNS:
                data[col] = pd.Series(values, dtype=object)
            elif col == "row":
                data[col] = pd.array(values, dtype="Int64")
            elif col == "quality_warning":
                data[col] = pd.array(values, dtype="boolean")
            else:
                data[col] = np.array(values, dtype=float)
        return pd.DataFrame(data, columns=list(COLUMNS))


def records_to_frame(records: Iterable[Mapping[str, Any]]) -> pd.DataFrame:
    """One row per result record, columns `COLUMNS`; missing numbers are NaN, missing text is None."""
    builder = FrameBuilder()
    for record in records:
        builder.add(record)
    return builder.frame()


def dimension_matrix(df: pd.DataFrame) -> np.ndarray:
    """The (n, 5) float matrix of dimension scores in DIMENSIONS order; an absent column is all NaN."""
    # reindex rather than fail: a missing dimension means "no score", which scoring already treats as 0
    return df.reindex(columns=list(DIMENSIONS)).to_numpy(dtype=float, na_value=np.nan)


def below_threshold(df: pd.DataFrame, thresholds: Mapping[str, float]) -> pd.DataFrame:
    """Boolean flags per dimension (and `overall` when both the column and threshold exist).

    Hallucination is flagged when ABOVE its threshold, every other score when BELOW. A missing score is
    never flagged (it is unavailable, not bad), nor is a dimension without a threshold.
    """
    flags: dict[str, np.ndarray] = {}
    matrix = dimension_matrix(df)
    for j, dim in enumerate(DIMENSIONS):
        limit = thresholds.get(dim)
        col = matrix[:, j]
        if limit is None:
            flags[dim] = np.zeros(len(df), dtype=bool)
        elif dim in UPPER_BOUND_DIMENSIONS:
            flags[dim] = col > float(limit)  # NaN compares False
        else:
            flags[dim] = col < float(limit)
    if "overall" in thresholds and "overall_score" in df.columns:
        overall = df["overall_score"].to_numpy(dtype=float, na_value=np.nan)
        flags["overall"] = overall < float(thresholds["overall"])
    return pd.DataFrame(flags, index=df.index)


def filter_frame(
    df: pd.DataFrame,
    levels: Sequence[str] | None = None,
    below: Sequence[str] | None = None,
    thresholds: Mapping[str, float] | None = None,
    text: str | None = None,
) -> pd.DataFrame:
    """Rows matching every given filter, original index kept.

    levels: quality levels to keep; below: keep rows flagged by `below_threshold` on ANY of these dimensions
    (may include "overall"); text: case-insensitive substring of id, question or answer.
    None or empty means "no filter", as an empty multiselect does in the dashboard.
    """
    mask = np.ones(len(df), dtype=bool)
    if levels:
        mask &= df["quality_level"].isin(list(levels)).to_numpy()
    if below:
        if thresholds is None:
            raise InputError(Message("frames.below_needs_thresholds"), field="thresholds")
        flags = below_threshold(df, thresholds)
        unknown = [d for d in below if d not in flags.columns]
        if unknown:
            raise InputError(Message("frames.unknown_flag", {"unknown": str(unknown), "known": str(list(flags.columns))}),
                             field="thresholds")
        mask &= flags[list(below)].any(axis=1).to_numpy()
    if text:
        needle = text.strip().lower()
        hit = np.zeros(len(df), dtype=bool)
        for col in ("id", "question", "answer"):
            if col in df.columns:
                values = df[col].astype(object).where(df[col].notna(), "")
                hit |= values.map(lambda v: needle in str(v).lower()).to_numpy(dtype=bool)
        mask &= hit
    return df[mask]
