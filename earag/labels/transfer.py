"""Labels as JSONL: one label a line ({row, annotator, time, score, level, sentences, spans, note}), imported in
one transaction (a bad line names its line and field and nothing is written) and exported with a temp file and
an atomic rename."""
from __future__ import annotations

import json
import os
from calendar import timegm
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from earag.errors import InputError
from earag.labels.store import Label, LabelStore

MAX_LINE_BYTES = 1_000_000
MAX_LINES = 1_000_000


def _time(value: Any, where: str) -> float:
    """Seconds since the epoch from an ISO time (UTC when no zone), a number, or None (0 = now at save)."""
    if value is None or value == "":
        return 0.0
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    from datetime import datetime, timezone

    try:
        parsed = datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    except ValueError:
        raise InputError(f"{where}: time {value!r} is not an ISO date-time", field="time") from None
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=timezone.utc)
    return timegm(parsed.utctimetuple()) + parsed.microsecond / 1e6


def label_from_dict(data: Any, run_id: str, where: str) -> Label:
    """A Label from one JSON object of an import; InputError naming `where` and the field otherwise."""
    if not isinstance(data, Mapping):
        raise InputError(f"{where}: a label line must be a JSON object", field="line")
    unknown = set(data) - {"run", "row", "id", "annotator", "time", "score", "level", "sentences", "spans", "note"}
    if unknown:
        raise InputError(f"{where}: unknown field(s) {sorted(unknown)}", field=sorted(unknown)[0])
    row = data.get("row")
    if not isinstance(row, int) or isinstance(row, bool):
        raise InputError(f"{where}: row must be the input row number of the run, got {row!r}", field="row")
    try:
        return Label(run_id=run_id, row=row, annotator=data.get("annotator") or "", score=data.get("score"),
                     level=data.get("level"), sentences=data.get("sentences") or {}, spans=data.get("spans"),
                     note=data.get("note") or "", created=_time(data.get("time"), where))
    except InputError as exc:
        raise InputError(f"{where}: {exc}", field=exc.field) from None


def read_labels(path: str | os.PathLike, run_id: str) -> list[tuple[Label, Any]]:
    """(label, the line's sample id or None) per non-empty line of a JSONL file."""
    p = Path(path)
    if not p.is_file():
        raise InputError(f"labels import: no such file: {p}", field="file")
    out: list[tuple[Label, Any]] = []
    with p.open("rb") as fh:
        for n, raw in enumerate(fh, 1):
            where = f"{p.name} line {n}"
            if len(raw) > MAX_LINE_BYTES:
                raise InputError(f"{where}: longer than {MAX_LINE_BYTES} bytes", field="line")
            if n > MAX_LINES:
                raise InputError(f"{p.name}: more than {MAX_LINES} lines", field="file")
            try:
                text = raw.decode("utf-8").strip()
            except UnicodeDecodeError as exc:
                raise InputError(f"{where}: not UTF-8 text ({exc.reason} at byte {exc.start})", field="line") \
                    from None
            if not text:
                continue
            try:
                data = json.loads(text)
            except ValueError as exc:
                raise InputError(f"{where}: not JSON ({exc})", field="line") from None
            out.append((label_from_dict(data, run_id, where), data.get("id")))
    return out


def import_labels(store, run_id: str, items: Iterable[tuple[Label, Any]]) -> int:
    """Check every label against the run (the row exists; a given id is that row's sample id), then save them
    all in one transaction. Returns how many were written."""
    items = list(items)
    if store.get_run(run_id) is None:
        raise InputError(f"no run {run_id!r} in {store.describe()}", field="run")
    for i, (label, sample_id) in enumerate(items, 1):
        record = store.get_record(run_id, label.row)
        if record is None:
            raise InputError(f"label {i}: run {run_id} has no row {label.row}", field="row", row=label.row)
        if sample_id is not None and str(record.get("id")) != str(sample_id):
            raise InputError(f"label {i}: row {label.row} of run {run_id} is sample {record.get('id')!r}, the "
                             f"label says {sample_id!r}", field="id", row=label.row)
        answer_length = len(str(record.get("answer") or ""))
        for span in label.spans or []:
            if span["end"] > answer_length:
                raise InputError(f"label {i}: span {span['start']}..{span['end']} of row {label.row} runs past the "
                                 f"end of its answer ({answer_length} characters)", field="spans", row=label.row)
    return LabelStore(store).save_many([label for label, _ in items])


def export_lines(store, run_id: str, *, history: bool = False) -> list[dict[str, Any]]:
    """The labels in force (or every saved row with history=True) as JSON objects, each with its sample id."""
    labels = LabelStore(store)
    rows = labels.history(run_id) if history else labels.labels(run_id)
    ids: dict[int, Any] = {}
    out = []
    for label in rows:
        if label.row not in ids:
            ids[label.row] = (store.get_record(run_id, label.row) or {}).get("id")
        line = label.to_dict()
        line["id"] = ids[label.row]
        if history:
            line["cleared"] = label.cleared
        out.append(line)
    return out


def write_jsonl(lines: Iterable[Mapping[str, Any]], path: str | os.PathLike) -> int:
    """Write lines to `path` through a temp file and an atomic rename; returns how many."""
    out = Path(path)
    if out.is_dir():
        raise InputError(f"labels export: {out} is a folder; give a file name", field="output")
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(f".{out.name}.tmp")
    n = 0
    with tmp.open("w", encoding="utf-8") as fh:
        for line in lines:
            fh.write(json.dumps(line, ensure_ascii=False) + "\n")
            n += 1
    tmp.replace(out)
    return n
