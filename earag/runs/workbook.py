"""Excel uploads read as a stream, with their size checked before anything is unpacked.

An .xlsx is a zip: an 870 KB workbook of 1,000,000 rows unpacks to tens of megabytes of XML, and pandas/openpyxl
parsed it whole (135 s of CPU, 1.05 GB) before the row limit was checked. Here the zip's declared sizes are
checked first (zipfile never inflates a member past its declared size), then the first sheet is read row by row
in openpyxl's read-only mode and reading stops at `max_rows` + 1 data rows.
"""
from __future__ import annotations

import datetime as _dt
import io
import re
import zipfile
from typing import Any
from xml.etree import ElementTree

from earag.errors import InputError
from earag.messages import Message

# members an .xlsx may hold besides sheets and shared strings are small (styles, themes); all count toward the cap
DEFAULT_MAX_UNPACKED = 209_715_200  # 200 MiB


class TooManyRows(InputError):
    """A dataset with more rows than a caller's limit; `limit` is that limit (the API answers 413 naming it)."""

    def __init__(self, message: str | Message, limit: int):
        super().__init__(message, field="rows")
        self.limit = limit


class TooLargeUnpacked(InputError):
    """A compressed upload (an .xlsx is a zip) that unpacks past the limit; `limit` in bytes."""

    def __init__(self, message: str | Message, limit: int):
        super().__init__(message, field="file")
        self.limit = limit


def check_zip(data: bytes, name: str, max_unpacked: int) -> None:
    """InputError unless `data` is a zip whose members' declared sizes add up to at most `max_unpacked` bytes."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as zf:
            declared = sum(info.file_size for info in zf.infolist())
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        raise InputError(Message("input.excel_unreadable", {"name": name, "detail": f"an .xlsx is a zip: {exc}"}),
                         field="file") from None
    if declared > max_unpacked:
        raise TooLargeUnpacked(Message("input.unpacked_too_large", {"name": name, "size": declared,
                                                                    "limit": max_unpacked}), max_unpacked)


_ROW_TAG = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?row[\s/>]")
_REL_NS = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id"
SCAN_CHUNK = 1 << 16


def _first_sheet(zf: zipfile.ZipFile) -> str | None:
    """The zip member of the workbook's first sheet (what openpyxl's worksheets[0] reads), from xl/workbook.xml and
    its relationships; None when they cannot be read (openpyxl then says what is wrong)."""
    try:
        book = ElementTree.fromstring(zf.read("xl/workbook.xml"))
        rels = ElementTree.fromstring(zf.read("xl/_rels/workbook.xml.rels"))
    except (KeyError, ElementTree.ParseError, zipfile.BadZipFile, OSError):
        return None
    sheet = next((e for e in book.iter() if e.tag.rpartition("}")[2] == "sheet"), None)
    rid = sheet.get(_REL_NS) if sheet is not None else None
    target = next((r.get("Target") for r in rels.iter() if r.get("Id") == rid), None)
    if not target:
        return None
    return target.lstrip("/") if target.startswith("/") else f"xl/{target}"


def count_rows_upto(data: bytes, name: str, limit: int) -> None:
    """TooManyRows as soon as the first sheet holds more than `limit` rows (header included), counted on the
    inflated XML stream a chunk at a time — never the whole sheet. openpyxl's read-only mode otherwise scans every
    row of a sheet without a <dimension> before giving the first (68 s for a million rows)."""
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        member = _first_sheet(zf)
        if member is None or member not in zf.namelist():
            return
        seen, tail = 0, b""
        with zf.open(member) as fh:
            while chunk := fh.read(SCAN_CHUNK):
                block = tail + chunk
                # a tag that ends in the tail was counted with the previous chunk
                seen += sum(1 for m in _ROW_TAG.finditer(block) if m.end() > len(tail))
                if seen > limit:
                    rows = limit - 1
                    raise TooManyRows(Message("input.too_many_rows_stopped", {"name": name, "limit": rows, "next": rows + 1}),
                                      rows)
                tail = block[-64:]


def _cell(value: Any) -> Any:
    if isinstance(value, _dt.datetime):
        return value.isoformat(sep=" ")
    return value


def read_rows(data: bytes, name: str, *, max_rows: int | None = None,
              max_unpacked: int = DEFAULT_MAX_UNPACKED) -> tuple[list[Any], list[list[Any]]]:
    """(header cells, data rows) of the workbook's first sheet; TooManyRows once a row past `max_rows` is seen
    (blank rows are skipped and not counted)."""
    check_zip(data, name, max_unpacked)
    if max_rows is not None:
        count_rows_upto(data, name, max_rows + 1)  # the header and max_rows data rows at most
    import openpyxl  # lazy: openpyxl costs 44 ms at import (measured, benchmarks/import_costs.py)

    try:
        wb = openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    except Exception as exc:  # openpyxl raises many kinds for a damaged file
        raise InputError(Message("input.excel_unreadable", {"name": name, "detail": f"{type(exc).__name__}: {exc}"}),
                         field="file") from None
    try:
        ws = wb.worksheets[0] if wb.worksheets else None
        if ws is None:
            raise InputError(Message("input.workbook_no_sheet", {"name": name}), field="file")
        header: list[Any] | None = None
        rows: list[list[Any]] = []
        for values in ws.iter_rows(values_only=True):
            if all(v is None or (isinstance(v, str) and not v.strip()) for v in values):
                continue
            if header is None:
                header = list(values)
                continue
            if max_rows is not None and len(rows) >= max_rows:
                raise TooManyRows(Message("input.too_many_rows_stopped", {"name": name, "limit": max_rows,
                                                                           "next": max_rows + 1}), max_rows)
            rows.append([_cell(v) for v in values])
    except InputError:
        raise
    except Exception as exc:
        raise InputError(Message("input.excel_unreadable", {"name": name, "detail": f"{type(exc).__name__}: {exc}"}),
                         field="file") from None
    finally:
        wb.close()
    if header is None:
        raise InputError(Message("input.no_rows", {"name": name}), field="file")
    width = len(header)
    while width and header[width - 1] is None:  # trailing empty header cells: no column
        width -= 1
    return header[:width], [(r + [None] * width)[:width] for r in rows]
