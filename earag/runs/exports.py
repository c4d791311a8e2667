"""Result records in and out of bytes (uploads, downloads) and the counts a results summary shows."""
from __future__ import annotations

import tempfile
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from earag.errors import InputError
from earag.messages import Message
from earag.runs.datasets import read_records, write_records
from earag.types import DIMENSIONS

EXPORT_FORMATS = ("csv", "jsonl", "xlsx")


def latest_records(records: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """One record per input row (the last one; a success is never replaced by a later error), in row order —
    for JSONL files written by older versions, which appended a re-run's records."""
    latest: dict[Any, dict] = {}
    for rec in records:
        key = rec.get("row") if isinstance(rec.get("row"), int) else rec.get("key") or rec.get("id")
        if key in latest and latest[key].get("earag_evaluation") and not rec.get("earag_evaluation"):
            continue
        latest[key] = dict(rec)
    return sorted(latest.values(), key=lambda r: (r["row"] if isinstance(r.get("row"), int) else 0))


def records_from_bytes(data: bytes, name: str = "upload.jsonl") -> list[dict[str, Any]]:
    """Result records from an uploaded JSONL (one per input row; a torn last line is skipped)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "records.jsonl"
        path.write_bytes(data)
        records = latest_records(read_records(path))
    if not records:
        raise InputError(Message("input.no_result_records", {"name": name}), field="file")
    if not any(r.get("earag_evaluation") for r in records):
        raise InputError(Message("input.not_results_file", {"name": name}), field="file")
    return records


def export_bytes(records: Sequence[Mapping[str, Any]], fmt: str) -> bytes:
    """Records as CSV, JSONL or Excel bytes for a download button."""
    if fmt not in EXPORT_FORMATS:
        raise ValueError(f"unknown export format {fmt!r}")  # a caller's bug: the formats are offered, not typed
    with tempfile.TemporaryDirectory() as tmp:
        path = write_records(records, Path(tmp) / f"results.{fmt}")
        return path.read_bytes()


def backends_used(records: Iterable[Mapping[str, Any]]) -> dict[str, Counter]:
    """Per backend kind (llm, entities, faithfulness_judge, embeddings, graph), how many results used what."""
    out: dict[str, Counter] = {}
    for rec in records:
        for kind, name in ((rec.get("earag_evaluation") or {}).get("backends") or {}).items():
            out.setdefault(kind, Counter())[str(name)] += 1
    return out


def dimension_status_counts(records: Iterable[Mapping[str, Any]]) -> dict[str, Counter]:
    """Per dimension, how many results were ok / fallback / timeout."""
    out: dict[str, Counter] = {d: Counter() for d in DIMENSIONS}
    for rec in records:
        detailed = (rec.get("earag_evaluation") or {}).get("detailed_analysis") or {}
        for dim in DIMENSIONS:
            if dim in detailed:
                out[dim][detailed[dim].get("status", "ok")] += 1
    return out
