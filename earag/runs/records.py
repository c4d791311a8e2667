"""Result records: one per input row (what the runner writes), read back from a JSONL file or an upload, and the
counts a results summary shows."""
from __future__ import annotations

import json
import os
import tempfile
from collections import Counter
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from earag.errors import InputError
from earag.messages import Message
from earag.runs.inputs import DatasetRow
from earag.types import DIMENSIONS, read_dimension


def result_record(row: DatasetRow, result, error: dict | None) -> dict[str, Any]:
    sample = row.sample
    return {
        "id": row.id,
        "row": row.row,
        "key": row.key,
        "question": sample.question if sample else (row.shown or {}).get("question"),
        "answer": sample.answer if sample else (row.shown or {}).get("answer"),
        "contexts": sample.contexts if sample else None,
        "human_score": row.human_score,
        "human_level": row.human_level,
        "earag_evaluation": result.to_dict() if result is not None else None,
        "error": error if error is not None else (row.error.to_dict() if row.error else None),
        # what the row's LLM calls cost (earag.backends.llm.usage); None for a row not scored
        "usage": dict(result.usage) if result is not None and result.usage else None,
    }


def read_records(path: str | os.PathLike) -> list[dict[str, Any]]:
    """Result records from a JSONL file; a torn last line (a crash mid-write) is skipped, not fatal."""
    path = Path(path)
    if not path.exists():
        return []
    out = []
    with path.open(encoding="utf-8", newline=None) as fh:  # lines end at \n only: U+2028 may be in a string
        for line in fh:
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError:
                continue
    return out


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
        for dim in DIMENSIONS:
            if (stored := read_dimension(rec.get("earag_evaluation"), dim, provenance=False)) is not None:
                out[dim][stored.status] += 1
    return out
