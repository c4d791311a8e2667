"""Labels as JSONL: one label a line ({row, annotator, time, score, level, sentences, spans, note}), imported in
one transaction (a bad line names its line and field and nothing is written) and exported with a temp file and
an atomic rename."""
from __future__ import annotations

import json
import os
from calendar import timegm
from collections.abc import Iterable, Mapping
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from earag.errors import InputError
from earag.labels.store import Label, LabelStore
from earag.messages import Message

MAX_LINE_BYTES = 1_000_000
MAX_LINES = 1_000_000


def _time(value: Any, where: str | Message) -> float:
    """Seconds since the epoch from an ISO time (UTC when no zone), a number, or None (0 = now at save)."""
    if value is None or value == "":
        return 0.0
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)

    try:
        parsed = datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    except ValueError:
        raise InputError(Message("labels.bad_time", {"where": where, "value": repr(value)}), field="time") from None
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=timezone.utc)
    return timegm(parsed.utctimetuple()) + parsed.microsecond / 1e6


def label_from_dict(data: Any, run_id: str, where: str | Message) -> Label:
    """A Label from one JSON object of an import; InputError naming `where` and the field otherwise."""
    if not isinstance(data, Mapping):
        raise InputError(Message("labels.not_object", {"where": where}), field="line")
    unknown = set(data) - {"run", "row", "id", "annotator", "time", "score", "level", "sentences", "spans", "note"}
    if unknown:
        raise InputError(Message("labels.unknown_fields", {"where": where, "fields": str(sorted(unknown))}),
                         field=sorted(unknown)[0])
    row = data.get("row")
    if not isinstance(row, int) or isinstance(row, bool):
        raise InputError(Message("labels.bad_row", {"where": where, "row": repr(row)}), field="row")
    try:
        return Label(run_id=run_id, row=row, annotator=data.get("annotator") or "", score=data.get("score"),
                     level=data.get("level"), sentences=data.get("sentences") or {}, spans=data.get("spans"),
                     note=data.get("note") or "", created=_time(data.get("time"), where))
    except InputError as exc:
        raise InputError(Message("labels.invalid", {"where": where, "detail": exc.message or str(exc)}),
                         field=exc.field) from None


def read_labels(path: str | os.PathLike, run_id: str) -> list[tuple[Label, Any]]:
    """(label, the line's sample id or None) per non-empty line of a JSONL file."""
    p = Path(path)
    if not p.is_file():
        raise InputError(Message("labels.no_file", {"path": str(p)}), field="file")
    out: list[tuple[Label, Any]] = []
    with p.open("rb") as fh:
        for n, raw in enumerate(fh, 1):
            where = Message("labels.where_line", {"name": p.name, "line": n})
            if len(raw) > MAX_LINE_BYTES:
                raise InputError(Message("labels.line_too_long", {"where": where, "max": MAX_LINE_BYTES}), field="line")
            if n > MAX_LINES:
                raise InputError(Message("labels.too_many_lines", {"name": p.name, "max": MAX_LINES}), field="file")
            try:
                text = raw.decode("utf-8").strip()
            except UnicodeDecodeError as exc:
                raise InputError(Message("labels.not_utf8", {"where": where, "reason": exc.reason, "byte": exc.start}),
                                 field="line") from None
            if not text:
                continue
            try:
                data = json.loads(text)
            except ValueError as exc:
                raise InputError(Message("labels.not_json", {"where": where, "detail": str(exc)}), field="line") from None
            out.append((label_from_dict(data, run_id, where), data.get("id")))
    return out


def import_labels(store, run_id: str, items: Iterable[tuple[Label, Any]]) -> int:
    """Check every label against the run (the row exists; a given id is that row's sample id), then save them
    all in one transaction. Returns how many were written."""
    items = list(items)
    if store.get_run(run_id) is None:
        raise InputError(Message("store.no_run_in", {"run": run_id, "store": store.describe()}), field="run")
    for i, (label, sample_id) in enumerate(items, 1):
        record = store.get_record(run_id, label.row)
        if record is None:
            raise InputError(Message("labels.no_row", {"index": i, "run": run_id, "row": label.row}), field="row",
                             row=label.row)
        if sample_id is not None and str(record.get("id")) != str(sample_id):
            raise InputError(Message("labels.id_mismatch", {"index": i, "row": label.row, "run": run_id,
                                                             "sample": repr(record.get("id")), "given": repr(sample_id)}),
                             field="id", row=label.row)
        answer_length = len(str(record.get("answer") or ""))
        for span in label.spans or []:
            if span["end"] > answer_length:
                raise InputError(Message("labels.span_past_end", {"index": i, "start": span["start"], "end": span["end"],
                                                                     "row": label.row, "length": answer_length}),
                                 field="spans", row=label.row)
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
        raise InputError(Message("labels.export_folder", {"path": str(out)}), field="output")
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(f".{out.name}.tmp")
    n = 0
    with tmp.open("w", encoding="utf-8") as fh:
        for line in lines:
            fh.write(json.dumps(line, ensure_ascii=False) + "\n")
            n += 1
    tmp.replace(out)
    return n
