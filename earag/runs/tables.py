"""A dataset file (CSV/TSV, JSON, JSONL, Excel) read into a table of cells, a row that cannot be read kept as a row
that says why; the row limit checked while reading."""
from __future__ import annotations

import csv
import io
import json
import numbers
import os
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from itertools import islice
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from earag.errors import InputError
from earag.messages import CodedText, Message
from earag.runs.decoding import decode_text

if TYPE_CHECKING:
    import pandas as pd
# pandas is imported where a table is built (whole-file reading, Excel), not with this module: a streamed run
# (earag/runs/stream.py) never needs it, and its ~90 MB (with pyarrow) would be in every worker


_FIELD_LIMIT = 1 << 30  # csv's default 128 KiB per cell would reject a long answer
_SEP_NAMES = {",": Message("row.separator.comma"), "\t": Message("row.separator.tab"),
              ";": Message("row.separator.semicolon")}


def _header_names(header: Sequence[str]) -> list[str]:
    """Column names as pandas would give them: blanks become "Unnamed: i", repeats "name.1", "name.2"."""
    seen: dict[str, int] = {}
    out = []
    for i, raw in enumerate(header):
        name = raw.strip() if raw.strip() else f"Unnamed: {i}"
        if name == "__error__":  # the readers' own key for an unreadable row: a user's column must not be taken for it
            name = "__error__ (column)"
        if name in seen:
            seen[name] += 1
            name = f"{name}.{seen[name]}"
        seen.setdefault(name, 0)
        out.append(name)
    return out


def csv_rows(lines: Iterable[str], sep: str, name: str) -> Iterator[list[str] | str]:
    """The header (first yield, names as pandas gives them), then each data row of a delimited text: a list of
    cells, or — for a row with more fields than the header — a message naming its row and line, instead of failing
    the file. Short rows are padded, as spreadsheets drop trailing empty cells; blank lines are skipped. Reads
    `lines` (a text file opened with newline="", or a StringIO) as it goes: nothing is held."""
    if csv.field_size_limit() < _FIELD_LIMIT:
        csv.field_size_limit(_FIELD_LIMIT)  # a long answer in one cell is data, not a malformed file
    reader = csv.reader(lines, delimiter=sep)
    header: list[str] | None = None
    n = 0
    try:
        for fields in reader:
            if not fields or (len(fields) == 1 and not fields[0].strip()):
                continue  # blank line
            if header is None:
                header = _header_names(fields)
                yield header
                continue
            n += 1
            extra = fields[len(header):]
            if extra and any(f.strip() for f in extra):
                yield CodedText(Message("row.too_many_fields", {"row": n, "line": reader.line_num, "fields": len(fields),
                                                                "header": len(header),
                                                                "sep": _SEP_NAMES.get(sep, repr(sep))}))
                continue
            yield fields[: len(header)] + [""] * (len(header) - len(fields))
    except csv.Error as exc:
        raise InputError(Message("input.csv_malformed", {"name": name, "line": reader.line_num, "detail": str(exc)}),
                         field="file") from None
    if header is None:
        raise InputError(Message("input.csv_empty", {"name": name}), field="file")


def wide_rows_warning(name: str, bad_rows: Sequence[int]) -> str:
    shown = ", ".join(map(str, bad_rows[:10])) + (" …" if len(bad_rows) > 10 else "")
    return CodedText(Message("input.wide_rows", {"name": name, "count": len(bad_rows), "rows": shown}))


def _read_csv(text: str, sep: str, name: str, max_rows: int | None = None) -> tuple[pd.DataFrame, list[str]]:
    """Rows of a delimited text file as a DataFrame of strings; a row that cannot be read has an `__error__`.
    Reading stops at the first row past `max_rows` (TooManyRows)."""
    limit = None if max_rows is None else max_rows + 2  # the header, and one row past the limit
    rows = islice(csv_rows(io.StringIO(text, newline=""), sep, name), limit)
    header = next(rows)
    columns: dict[str, list] = {c: [] for c in header}
    errors: list[str | None] = []
    for row in rows:
        bad = isinstance(row, str)
        for i, c in enumerate(header):
            columns[c].append(None if bad else row[i])
        errors.append(row if isinstance(row, str) else None)
    _check_rows(len(errors), max_rows, name)
    bad_rows = [n for n, e in enumerate(errors, 1) if e]
    if bad_rows:
        columns["__error__"] = errors
    import pandas as pd  # lazy: pandas costs 128 ms at import (measured, benchmarks/import_costs.py)

    df = pd.DataFrame(columns, dtype=object)
    return df, [wide_rows_warning(name, bad_rows)] if bad_rows else []


_SURROGATE = re.compile(r"[\ud800-\udfff]")


def _lone_surrogate(obj: Any) -> str | None:
    """The field of a parsed JSON object holding a lone surrogate escape ("\\ud800"), which no text encoding
    can hold; None when there is none."""
    for key, value in obj.items():
        values = value if isinstance(value, list) else [value]
        if any(isinstance(v, str) and _SURROGATE.search(v) for v in [key, *values]):
            return str(key)
    return None


def _surrogate_error(kind: str, n: int, field: str) -> dict[str, str]:
    """The error row of a row ("row") or JSONL line ("line") holding a lone surrogate escape."""
    code = "row.surrogate_line" if kind == "line" else "row.surrogate_row"
    return {"__error__": CodedText(Message(code, {"n": n, "field": field}))}


def _json_records(items: list, name: str) -> tuple[list[dict], list[str]]:
    """Each object of a JSON list; anything else in it becomes an error row naming its position."""
    records, bad = [], []
    for i, obj in enumerate(items):
        if isinstance(obj, dict) and (field := _lone_surrogate(obj)):
            records.append(_surrogate_error("row", i + 1, field))
        elif isinstance(obj, dict):
            records.append(obj)
        else:
            bad.append(i + 1)
            records.append({"__error__": CodedText(Message("row.json_item_not_object",
                                                           {"row": i + 1, "index": i, "type": _type_name(obj)}))})
    warnings: list[str] = []
    if bad:
        shown = ", ".join(map(str, bad[:10])) + (" …" if len(bad) > 10 else "")
        warnings.append(CodedText(Message("input.json_items_not_objects", {"name": name, "count": len(bad),
                                                                          "rows": shown})))
    return records, warnings


def jsonl_records(lines: Iterable[str]) -> Iterator[dict[str, Any]]:
    """Each non-blank line of a JSONL text as an object; a line that is not a JSON object (or holds a lone
    surrogate escape) is an object with an `__error__` naming its line. Lines end at \\n, \\r\\n or \\r only — not
    at U+2028 and the other separators str.splitlines() knows, which JSON strings may hold."""
    for lineno, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            obj = {"__error__": CodedText(Message("row.json_invalid", {"line": lineno, "detail": exc.msg,
                                                                       "column": exc.colno}))}
        if not isinstance(obj, dict):
            obj = {"__error__": CodedText(Message("row.json_not_object", {"line": lineno, "type": _type_name(obj)}))}
        elif field := _lone_surrogate(obj):
            obj = _surrogate_error("line", lineno, field)
        yield obj


def _frame(df: pd.DataFrame, fmt: str, warnings: list[str]) -> pd.DataFrame:
    # parse_rows needs to know whether cells are text (CSV, Excel) or JSON values, and the user the warnings
    df.attrs["earag_format"] = fmt
    df.attrs["earag_warnings"] = list(warnings)
    return df


def read_table(source: str | os.PathLike | bytes, name: str | None = None, *, max_rows: int | None = None,
               max_unpacked: int | None = None) -> tuple[pd.DataFrame, str | None]:
    """A DataFrame of strings/values from CSV, TSV, JSON, JSONL or Excel, and the text encoding detected.

    A row that cannot be read (a CSV row with extra fields, a JSONL line that is not JSON, a JSON list item that is
    not an object) is a row with an `__error__` column saying why; the file's format ("csv", "json", "excel") and
    warnings for the user are in `df.attrs["earag_format"]` and `df.attrs["earag_warnings"]`.

    `max_rows`: reading stops at the first row past it with TooManyRows (an upload of a million rows costs
    max_rows + 1 rows, not a million); `max_unpacked`: the most an .xlsx may unpack to (its zip's declared sizes
    are checked before anything is parsed)."""
    import pandas as pd  # lazy: pandas costs 128 ms at import (measured, benchmarks/import_costs.py)

    # lazy: earag.runs.workbook costs 2 ms at import (measured, benchmarks/import_costs.py),
    # with xml.etree: every `earag --help` would pay it
    from earag.runs import workbook

    if isinstance(source, (bytes, bytearray)):
        data, name = bytes(source), name or "upload"
    else:
        path = Path(source)
        if not path.exists():
            raise InputError(Message("input.file_not_found", {"path": str(path)}), field="file")
        if path.is_dir():
            raise InputError(Message("input.is_folder", {"path": str(path)}), field="file")
        data, name = path.read_bytes(), name or path.name
    ext = Path(name).suffix.lower()
    if not data.strip():
        raise InputError(Message("input.file_empty", {"name": name}), field="file")
    if ext in (".xlsx", ".xlsm"):  # a zip: declared sizes checked, then read row by row up to max_rows + 1
        header, cells = workbook.read_rows(data, name, max_rows=max_rows,
                                           max_unpacked=max_unpacked or workbook.DEFAULT_MAX_UNPACKED)
        columns = _header_names(["" if h is None else str(h) for h in header])
        return _frame(pd.DataFrame(cells, columns=columns, dtype=object), "excel", []), None
    if ext == ".xls":
        try:
            return _frame(pd.read_excel(io.BytesIO(data), dtype=object), "excel", []), None
        except Exception as exc:
            raise InputError(Message("input.excel_unreadable", {"name": name, "detail": f"{type(exc).__name__}: {exc}"}),
                             field="file") from None
    text, encoding, warnings = decode_text(data, name)
    if ext == ".jsonl" or (ext not in (".json", ".csv", ".tsv") and text.lstrip().startswith("{") and "\n{" in text):
        records = list(islice(jsonl_records(io.StringIO(text, newline=None)), _cap(max_rows)))
        _check_rows(len(records), max_rows, name)
        return _frame(pd.DataFrame(records, dtype=object), "json", warnings), encoding
    if ext == ".json" or text.lstrip()[:1] in ("[", "{"):
        try:
            obj = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InputError(Message("input.json_invalid", {"name": name, "line": exc.lineno, "column": exc.colno,
                                                          "detail": exc.msg}), field="file") from None
        if isinstance(obj, dict):
            obj = next((v for k, v in obj.items() if k in ("samples", "data", "records", "items") and isinstance(v, list)), None)
        if not isinstance(obj, list):
            raise InputError(Message("input.json_not_list", {"name": name}), field="file")
        _check_rows(len(obj), max_rows, name)
        records, more = _json_records(obj, name)
        return _frame(pd.DataFrame(records, dtype=object), "json", warnings + more), encoding
    try:
        dialect = csv.Sniffer().sniff(text[:4096], delimiters=",\t;")
        sep = dialect.delimiter
    except csv.Error:
        sep = "\t" if ext == ".tsv" else ","
    df, more = _read_csv(text, sep, name, max_rows)
    return _frame(df, "csv", warnings + more), encoding


def _cap(max_rows: int | None) -> int | None:
    return None if max_rows is None else max_rows + 1


def _check_rows(count: int, max_rows: int | None, name: str) -> None:
    # lazy: earag.runs.workbook costs 2 ms at import (measured, benchmarks/import_costs.py),
    # with xml.etree: every `earag --help` would pay it
    from earag.runs.workbook import TooManyRows

    if max_rows is not None and count > max_rows:
        raise TooManyRows(Message("input.too_many_rows", {"name": name, "limit": max_rows}), max_rows)


def _type_name(value: Any) -> str:
    """How a JSON value is called in a message: "a list", "a number", "an object", ..."""
    if value is None:
        return "null"
    if isinstance(value, (bool, np.bool_)):
        return "true/false"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, numbers.Real):
        return "a number"
    if isinstance(value, Mapping):
        return "an object"
    if isinstance(value, (list, tuple, np.ndarray)):
        return "a list"
    return f"a {type(value).__name__}"
