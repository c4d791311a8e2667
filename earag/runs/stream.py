"""Input files read as a stream: a JSONL or CSV/TSV file is scanned once (row count, invalid rows, content hash,
human labels) and read again row by row while it is scored, so a run holds a few rows, not the dataset.

Memory then stays flat in the number of rows: a 100,000-row JSONL is ~170 MB of text, and parsed whole (text,
DataFrame, dicts, samples) it took over 1 GB. JSON arrays, Excel workbooks and files that are not UTF-8 are read
whole (`load_dataset`): a JSON array or a workbook is one document, and a legacy encoding is guessed from the whole
text. Rows, ids, errors and the content hash are the same either way (tests/unit/test_stream.py compares them).
"""
from __future__ import annotations

import codecs
import csv
import os
from array import array
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from earag.errors import InputError
from earag.messages import CodedText, Message
from earag.runs.fingerprints import RowHash
from earag.runs.inputs import DatasetRow, RowError, check_mapping, load_dataset, parse_record, unreadable_error
from earag.runs.tables import csv_rows, jsonl_records, wide_rows_warning

STREAMED_SUFFIXES = (".jsonl", ".csv", ".tsv")
# The dashboard reads an upload whole (Streamlit holds the upload in memory anyway); from this many rows on its
# batch page points to `earag evaluate`, which streams the file (~10 KB of parsed rows each: 20,000 rows ≈ 200 MB)
LARGE_UPLOAD_ROWS = 20_000
_UTF16_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)


@dataclass
class StreamedDataset:
    """A dataset file scanned but not held: what the runner needs to plan a run, and `iter_rows()` to read it."""
    path: Path
    source: str
    fmt: str                      # "json" (JSONL) or "csv"
    sep: str | None
    mapping: dict[str, str | list[str]]
    max_length: int
    row_count: int = 0
    fingerprint: str = ""
    has_human_labels: bool = False
    encoding: str = "utf-8"
    warnings: list[str] = field(default_factory=list)
    _valid: array = field(default_factory=lambda: array("q"))
    _invalid: array = field(default_factory=lambda: array("q"))
    _errors: list[RowError] = field(default_factory=list)   # the first ERRORS_KEPT, for messages
    _stamp: tuple[int, int] = (0, 0)
    all_errors: bool = False      # JSONL of which no line could be read: each row is its error, no mapping

    ERRORS_KEPT = 200

    @property
    def errors(self) -> list[RowError]:
        """The first ERRORS_KEPT row errors (all of them are recorded by the run); `invalid_count` counts all."""
        return list(self._errors)

    @property
    def invalid_count(self) -> int:
        return len(self._invalid)

    def valid_row_numbers(self) -> array:
        return self._valid

    def invalid_row_numbers(self) -> array:
        return self._invalid

    def iter_rows(self) -> Iterator[DatasetRow]:
        """Every row again, parsed as the scan parsed it. The file must not have changed since the scan: the run
        was planned (and its content hash taken) from that reading."""
        n = 0
        for n, rec in enumerate(_records(self.path, self.fmt, self.sep, self._stamp), 1):
            yield self.parse(n, rec)
        if n != self.row_count:
            raise InputError(Message("input.file_changed", {"name": self.path.name, "rows": n, "before": self.row_count}),
                             field="file")

    def parse(self, n: int, rec: dict[str, Any]) -> DatasetRow:
        if self.all_errors:
            return DatasetRow(n, f"row-{n}", None, error=unreadable_error(n, rec.get("__error__")))
        return parse_record(n, rec, self.mapping, cells_are_text=self.fmt == "csv", max_length=self.max_length)

    def summary(self) -> dict[str, Any]:
        return {"rows": self.row_count, "valid": len(self._valid), "invalid": self.invalid_count,
                "errors": [e.to_dict() for e in self._errors], "encoding": self.encoding, "source": self.source,
                "human_labels": self.has_human_labels, "warnings": list(self.warnings), "streamed": True}


def _stamp(path: Path) -> tuple[int, int]:
    st = path.stat()
    return st.st_size, st.st_mtime_ns


def _changed(path: Path) -> InputError:
    return InputError(Message("input.changed_after_read", {"name": path.name}), field="file")


def _records(path: Path, fmt: str, sep: str | None, stamp: tuple[int, int] | None = None) -> Iterator[dict[str, Any]]:
    """The raw records of the file, one at a time: JSONL objects, or CSV rows as {column: cell}; a row that cannot
    be read is {"__error__": why} (as read_table gives it). With `stamp` (size, mtime of the scan) the open file is
    checked before every record, so a file edited in place during a run stops it instead of being scored."""
    try:
        # utf-8-sig drops a BOM; newline=None (JSONL) ends lines at \n, \r\n, \r only; csv wants newline=""
        fh = path.open(encoding="utf-8-sig", errors="strict", newline=None if fmt == "json" else "")
    except FileNotFoundError:
        raise InputError(Message("input.file_gone", {"name": path.name}), field="file") from None
    with fh:
        def unchanged() -> bool:
            st = os.fstat(fh.fileno())  # ~1 µs, against milliseconds of scoring per row
            return (st.st_size, st.st_mtime_ns) == stamp

        if stamp is not None and not unchanged():
            raise _changed(path)
        if fmt == "json":
            records: Iterator[dict[str, Any]] = jsonl_records(fh)
        else:
            rows = csv_rows(fh, sep or ",", path.name)
            header = next(rows)
            records = ({"__error__": row} if isinstance(row, str) else dict(zip(header, row)) for row in rows)
        for rec in records:
            if stamp is not None and not unchanged():
                raise _changed(path)
            yield rec


def _strings(rec: Mapping[str, Any]) -> Iterator[str]:
    for value in rec.values():
        if isinstance(value, str):
            yield value
        elif isinstance(value, list):
            yield from (v for v in value if isinstance(v, str))


def _sniff_separator(path: Path) -> str:
    with path.open(encoding="utf-8-sig", errors="replace", newline="") as fh:
        head = fh.read(4096)
    try:
        return csv.Sniffer().sniff(head, delimiters=",\t;").delimiter
    except csv.Error:
        return "\t" if path.suffix.lower() == ".tsv" else ","


def _columns(path: Path, fmt: str, sep: str | None, stamp: tuple[int, int]) -> list[str]:
    """The columns as read_table's DataFrame has them: a CSV header, or every key of the JSONL objects in order of
    first appearance (a first pass: the mapping must be known before any row is parsed)."""
    if fmt == "csv":
        with path.open(encoding="utf-8-sig", errors="strict", newline="") as fh:
            header = next(csv_rows(fh, sep or ",", path.name))
            assert isinstance(header, list)  # csv_rows yields the header first, always a list
            return header
    keys: dict[str, None] = {}
    for rec in _records(path, fmt, sep, stamp):
        keys.update(dict.fromkeys(rec))
    return list(keys)


def scan_dataset(path: str | os.PathLike, mapping: Mapping[str, str | list[str]] | None = None, *,
                 max_length: int = 1000) -> StreamedDataset:
    """Scan a UTF-8 JSONL or CSV/TSV file without holding it: row count, valid and invalid row numbers, the first
    errors, human labels, the content hash. Raises UnicodeDecodeError when the file is not UTF-8 (the caller reads
    it whole, which guesses legacy encodings) and InputError for a file that cannot be used at all."""
    path = Path(path)
    fmt = "json" if path.suffix.lower() == ".jsonl" else "csv"
    sep = _sniff_separator(path) if fmt == "csv" else None
    stamp = _stamp(path)  # every pass checks the file against it: the data hashed are the data scored
    columns = _columns(path, fmt, sep, stamp)
    all_errors = fmt == "json" and columns == ["__error__"]  # no line could be read: each one says why
    mapping = {} if all_errors else check_mapping(columns, mapping)
    ds = StreamedDataset(path=path, source=str(path), fmt=fmt, sep=sep, mapping=mapping, max_length=max_length,
                         _stamp=stamp, all_errors=all_errors)
    digest, wide, damaged = RowHash(), [], 0
    for n, rec in enumerate(_records(path, fmt, sep, stamp), 1):
        if fmt == "csv" and isinstance(rec.get("__error__"), str):
            wide.append(n)
        damaged += sum(v.count("\ufffd") for v in _strings(rec))
        row = ds.parse(n, rec)
        digest.add(row)
        ds.row_count = n
        if row.error is None:
            ds._valid.append(n)
            ds.has_human_labels = ds.has_human_labels or row.human_score is not None or row.human_level is not None
        else:
            ds._invalid.append(n)
            if len(ds._errors) < ds.ERRORS_KEPT:
                ds._errors.append(row.error)
    if ds.row_count == 0:
        raise InputError(Message("input.file_empty" if not columns else "input.no_rows", {"name": path.name}),
                         field="file")
    ds.fingerprint = digest.hexdigest()
    if damaged:
        ds.warnings.append(CodedText(Message("input.replacement_chars", {"name": path.name, "count": damaged})))
    if wide:
        ds.warnings.append(wide_rows_warning(path.name, wide))
    return ds


def open_dataset(path: str | os.PathLike, mapping: Mapping[str, str | list[str]] | None = None, *,
                 max_length: int = 1000):
    """A dataset file for a batch run: streamed (StreamedDataset) when it is UTF-8 JSONL or CSV/TSV, else read whole
    (Dataset: JSON arrays, Excel, legacy encodings). Both give the runner the same rows and content hash."""
    p = Path(path)
    if not p.exists():
        raise InputError(Message("input.file_not_found", {"path": str(p)}), field="file")
    if p.is_dir():
        raise InputError(Message("input.is_folder", {"path": str(p)}), field="file")
    if p.suffix.lower() in STREAMED_SUFFIXES:
        with p.open("rb") as fh:
            head = fh.read(4096)
        # JSON saved as .csv is read as JSON by the whole-file reader (its text starts with [ or {): so here too
        json_text = p.suffix.lower() != ".jsonl" and head.lstrip(codecs.BOM_UTF8 + b" \t\r\n")[:1] in (b"[", b"{")
        if not head.startswith(_UTF16_BOMS) and head.strip() and not json_text:
            try:
                return scan_dataset(p, mapping, max_length=max_length)
            except UnicodeDecodeError:
                pass  # not UTF-8: read whole, where the encoding is guessed (and said) or refused
    return load_dataset(p, mapping=mapping, max_length=max_length)
