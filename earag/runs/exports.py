"""Result records out: JSONL, CSV and Excel exports written atomically, spreadsheet cells made safe (control
characters, formulas, Excel's cell limit), and the bytes of an export for a download button."""
from __future__ import annotations

import csv
import glob
import json
import numbers
import os
import re
import tempfile
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from earag.messages import CodedText, Message
from earag.types import DIMENSIONS

if TYPE_CHECKING:
    import pandas as pd
# pandas is imported where a spreadsheet is built (Excel exports), not with this module: JSONL and CSV exports
# are streamed and never need it, and its ~90 MB (with pyarrow) would be in every worker


# The columns of a CSV export, in this order (Excel: the same, as they first appear).
FLAT_COLUMNS: tuple[str, ...] = ("id", "row", "question", "answer", "human_score", "human_level", "overall_score",
                                 "quality_level", "quality_warning", *DIMENSIONS, "missing_entities",
                                 "unsupported_entities", "diagnosis", "backends", "error")


def flatten_record(rec: Mapping[str, Any]) -> dict[str, Any]:
    """One spreadsheet row per record: identity, scores per dimension, entities, diagnosis, backends and error.
    Values are as recorded; `write_records` makes them safe for a spreadsheet (see `spreadsheet_cell`)."""
    ev = rec.get("earag_evaluation") or {}
    flat = {k: rec.get(k) for k in ("id", "row", "question", "answer", "human_score", "human_level")}
    flat["overall_score"] = ev.get("overall_score")
    flat["quality_level"] = ev.get("quality_level")
    flat["quality_warning"] = ev.get("quality_warning")
    for dim, value in (ev.get("dimension_scores") or {}).items():
        flat[dim] = value
    ea = ev.get("entity_analysis") or {}
    flat["missing_entities"] = "、".join(map(str, ea.get("missing_entities") or []))
    flat["unsupported_entities"] = "、".join(map(str, ea.get("unsupported_entities") or []))
    flat["diagnosis"] = ev.get("diagnosis")
    flat["backends"] = json.dumps(ev.get("backends"), ensure_ascii=False) if ev else None
    err = rec.get("error")
    flat["error"] = err.get("message") if isinstance(err, dict) else err
    return flat


# --- safe exports ----------------------------------------------------------------------------------------------

# Control characters an .xlsx cell cannot hold (openpyxl's ILLEGAL_CHARACTERS_RE: C0 controls except tab, LF, CR);
# removed from CSV too, so both spreadsheet formats hold the same cells. JSONL keeps the raw text.
_ILLEGAL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")  # + what XML cannot hold
# A cell starting with one of these is run as a formula by Excel / LibreOffice (OWASP "CSV injection"): = + - @,
# | (DDE), and tab or CR, which Excel strips before looking again. The check runs on the cell AFTER the control
# characters are removed (else "\x00=1+1" would become a live "=1+1"), and looks past leading blanks too.
_FORMULA_START = ("=", "+", "-", "@", "|", "\t", "\r")
_LEADING_BLANKS = " \t\r\n"
_PLAIN_NUMBER = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?")  # "-0.5" is a number, not a formula
EXCEL_CELL_LIMIT = 32_767  # characters per cell; Excel "repairs" (drops) longer cells when it opens the file
TRUNCATED_MARK = "…[truncated]"


@dataclass
class ExportReport:
    """What writing an export changed to make it safe: characters removed, cells escaped or cut, rows written."""
    path: Path
    rows: int = 0
    removed_chars: int = 0     # control characters taken out (Excel cannot hold them)
    escaped_cells: int = 0     # cells that would have been formulas, prefixed with '
    truncated_cells: int = 0   # .xlsx cells cut to Excel's 32,767 characters

    def notes(self) -> list[str]:
        """One line per change, for the CLI and the dashboard (empty when nothing was changed)."""
        out: list[str] = []
        if self.removed_chars:
            out.append(CodedText(Message("export.removed_chars", {"count": self.removed_chars})))
        if self.escaped_cells:
            out.append(CodedText(Message("export.escaped_cells", {"count": self.escaped_cells})))
        if self.truncated_cells:
            out.append(CodedText(Message("export.truncated_cells", {"count": self.truncated_cells,
                                                                     "limit": EXCEL_CELL_LIMIT})))
        return out


def spreadsheet_cell(value: Any, report: ExportReport | None = None, *, limit: int | None = None) -> Any:
    """A value made safe for a CSV or Excel cell: numbers, booleans and blanks stay as they are; lists and objects
    become JSON text; control characters are removed; text that a spreadsheet would run as a formula gets a
    leading '; with `limit`, text is cut to that many characters. Changes are counted in `report`."""
    if value is None or isinstance(value, (bool, np.bool_)):
        return value
    if isinstance(value, numbers.Real):
        return value
    if isinstance(value, (list, tuple, dict)):
        value = json.dumps(value, ensure_ascii=False, default=str)
    elif not isinstance(value, str):
        value = str(value)
    cleaned, removed = _ILLEGAL.subn("", value)  # first: what is left is what the spreadsheet reads
    if ((cleaned.startswith(_FORMULA_START) or cleaned.lstrip(_LEADING_BLANKS).startswith(_FORMULA_START))
            and not _PLAIN_NUMBER.fullmatch(cleaned.strip())):
        cleaned = "'" + cleaned
        if report is not None:
            report.escaped_cells += 1
    if limit is not None and len(cleaned) > limit:
        cleaned = cleaned[: limit - len(TRUNCATED_MARK)] + TRUNCATED_MARK
        if report is not None:
            report.truncated_cells += 1
    if report is not None:
        report.removed_chars += removed
    return cleaned


def spreadsheet_frame(records: Iterable[Mapping[str, Any]], report: ExportReport | None = None, *,
                      limit: int | None = None) -> pd.DataFrame:
    """The flattened records as a DataFrame whose every cell (and column name) is spreadsheet-safe."""
    rows = [{spreadsheet_cell(k, report, limit=limit): spreadsheet_cell(v, report, limit=limit)
             for k, v in flatten_record(r).items()} for r in records]
    import pandas as pd  # lazy: pandas costs 153 ms at import (measured, benchmarks/import_costs.py)

    return pd.DataFrame(rows)


# A temporary export file older than this was left by a killed export (a live one is renamed within seconds).
STALE_TEMP_SECONDS = 3600


def _remove_stale_temp_files(path: Path, ext: str) -> None:
    now = time.time()
    for old in path.parent.glob(f".{glob.escape(path.name)}.*.tmp{ext}"):
        try:
            if now - old.stat().st_mtime > STALE_TEMP_SECONDS:
                old.unlink()
        except OSError:
            pass


def _file_mode(path: Path) -> int:
    """The mode the export gets: the replaced file's, else 0666 less the process umask (as open() would)."""
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        pass
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("Umask:"):
                return 0o666 & ~int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    return 0o644


def export_records(records: Iterable[Mapping[str, Any]], path: str | os.PathLike) -> ExportReport:
    """JSONL, CSV or Excel by extension, written to a temporary file beside the target and renamed over it, so a
    kill at any moment leaves either the old file or the new one whole — never an empty or half-written one.

    CSV and Excel cells are made safe (`spreadsheet_cell`); JSONL keeps every record's raw text. The report says
    what was changed, for the caller to tell the user."""
    path = Path(path)
    report = ExportReport(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    ext = path.suffix.lower()
    _remove_stale_temp_files(path, ext)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=f".tmp{ext}", dir=path.parent)
    tmp = Path(tmp_name)
    os.chmod(tmp, _file_mode(path))  # mkstemp makes it 0600; an export is an ordinary file
    try:
        if ext == ".xlsx":  # openpyxl needs the whole sheet: the flattened rows (not the records) are held
            os.close(fd)
            records = list(records)
            report.rows = len(records)
            spreadsheet_frame(records, report, limit=EXCEL_CELL_LIMIT).to_excel(tmp, index=False)
            with tmp.open("rb") as fh:
                os.fsync(fh.fileno())
        elif ext == ".csv":  # streamed row by row, so a run of any size is never held
            # CRLF (RFC 4180): the csv writer then also quotes a cell holding a bare CR, which "\n" would not
            with os.fdopen(fd, "w", encoding="utf-8-sig", newline="") as fh:
                writer = csv.writer(fh, lineterminator="\r\n")
                writer.writerow(FLAT_COLUMNS)
                for rec in records:
                    flat = flatten_record(rec)
                    writer.writerow(["" if (v := spreadsheet_cell(flat.get(c), report)) is None else v
                                     for c in FLAT_COLUMNS])
                    report.rows += 1
                fh.flush()
                os.fsync(fh.fileno())
        else:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                for rec in records:
                    fh.write(json.dumps(rec, ensure_ascii=False, default=str) + "\n")
                    report.rows += 1
                fh.flush()
                os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return report


def write_records(records: Iterable[Mapping[str, Any]], path: str | os.PathLike) -> Path:
    """`export_records` for callers that only need the path (what was made safe is in `export_records`' report)."""
    return export_records(records, path).path


EXPORT_FORMATS = ("csv", "jsonl", "xlsx")


def export_bytes(records: Sequence[Mapping[str, Any]], fmt: str) -> bytes:
    """Records as CSV, JSONL or Excel bytes for a download button."""
    if fmt not in EXPORT_FORMATS:
        # internal: a caller's bug: the formats are offered, not typed
        raise ValueError(f"unknown export format {fmt!r}")
    with tempfile.TemporaryDirectory() as tmp:
        path = write_records(records, Path(tmp) / f"results.{fmt}")
        return path.read_bytes()
