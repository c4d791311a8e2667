"""Loading and validating evaluation sets (CSV, JSON, JSONL, Excel) and writing result records."""
from __future__ import annotations

import csv
import glob
import hashlib
import io
import json
import math
import numbers
import os
import re
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from earag.errors import InputError
from earag.messages import CodedText, Message
from earag.scoring import LEVEL_NAMES
from earag.types import DIMENSIONS, EvaluationSample
from earag.validation import validate_question

if TYPE_CHECKING:
    import pandas as pd
# pandas is imported where a table is built (whole-file reading, Excel, spreadsheet exports), not with this module:
# a streamed run (earag/runs/stream.py) never needs it, and its ~90 MB (with pyarrow) would be in every worker

FIELDS = ("id", "question", "answer", "contexts", "ground_truth", "graph_entities", "human_score", "human_level")
REQUIRED = ("question", "answer")
# Column names users actually have, per field (lower-cased, Chinese included).
SYNONYMS: dict[str, tuple[str, ...]] = {
    "id": ("id", "sample_id", "qid", "编号", "序号"),
    "question": ("question", "query", "q", "user_input", "问题", "提问"),
    "answer": ("answer", "response", "output", "a", "生成答案", "答案", "回答"),
    "contexts": ("contexts", "context", "retrieved_contexts", "sources", "documents", "上下文", "检索内容"),
    "ground_truth": ("ground_truth", "reference", "expected_answer", "标准答案", "参考答案"),
    "graph_entities": ("graph_entities", "entities", "kg_entities", "图谱实体"),
    "human_score": ("human_score", "label_score", "score_human", "人工评分", "人工分数"),
    "human_level": ("human_level", "label", "human_label", "人工等级"),
}
ENCODINGS = ("utf-8-sig", "utf-16", "gb18030", "big5")  # in the order decode_text tries them
_FIELD_LIMIT = 1 << 30  # csv's default 128 KiB per cell would reject a long answer
_SEP_NAMES = {",": Message("row.separator.comma"), "\t": Message("row.separator.tab"),
              ";": Message("row.separator.semicolon")}


@dataclass
class RowError:
    row: int            # 1-based data row (the header is not counted)
    field: str | None
    message: str
    code: Message | None = None  # the message's catalogue code and parameters, when it has one

    def to_dict(self) -> dict[str, Any]:
        out = {"error": "ValidationError", "row": self.row, "field": self.field, "message": self.message}
        return {**out, **self.code.to_dict()} if self.code is not None else out


@dataclass
class DatasetRow:
    row: int
    id: str
    sample: EvaluationSample | None
    human_score: float | None = None
    human_level: str | None = None
    error: RowError | None = None
    # an invalid row's question and answer as far as they could be read, so its error record still says which
    # question it was (never used for scoring)
    shown: dict[str, str] | None = None

    @property
    def key(self) -> str:
        """Identifies the content of a row, so a re-run can skip rows already scored."""
        if self.sample is None:
            return f"{self.id}:invalid"
        payload = json.dumps([self.sample.question, self.sample.answer, self.sample.contexts,
                              self.sample.graph_entities], ensure_ascii=False)
        return f"{self.id}:{hashlib.sha1(payload.encode()).hexdigest()[:12]}"


@dataclass
class Dataset:
    rows: list[DatasetRow]
    source: str = ""
    encoding: str | None = None
    mapping: dict[str, str | list[str]] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)  # for the user: encoding guessed, rows that could not be read

    @property
    def valid(self) -> list[DatasetRow]:
        return [r for r in self.rows if r.error is None]

    # What the runner uses, shared with earag.runs.stream.StreamedDataset (a file read as a stream, rows not held)
    @property
    def row_count(self) -> int:
        return len(self.rows)

    def iter_rows(self) -> Iterator[DatasetRow]:
        return iter(self.rows)

    def valid_row_numbers(self) -> list[int]:
        return [r.row for r in self.rows if r.error is None]

    def invalid_row_numbers(self) -> list[int]:
        return [r.row for r in self.rows if r.error is not None]

    @property
    def errors(self) -> list[RowError]:
        return [r.error for r in self.rows if r.error is not None]

    @property
    def has_human_labels(self) -> bool:
        return any(r.human_score is not None or r.human_level is not None for r in self.valid)

    def summary(self) -> dict[str, Any]:
        return {"rows": len(self.rows), "valid": len(self.valid), "invalid": len(self.errors),
                "errors": [e.to_dict() for e in self.errors], "encoding": self.encoding, "source": self.source,
                "human_labels": self.has_human_labels, "warnings": list(self.warnings)}


# A guessed legacy encoding is trusted only if the text it gives looks like Chinese: Big5 bytes read as GB18030 (and
# most other legacy encodings) decode without error into rare characters, kana, box drawing and private-use code
# points. Beyond this share of unlikely characters a decoding is rejected rather than scored.
_ODD_SHARE = 0.10
_ODD_MIN = 2
_SAMPLE_CHARS = 2_000_000  # enough to judge a file; keeps a 100 MB upload from being classified char by char
_LEGACY = (("gb18030", "GB18030"), ("cp950", "Big5"))
# About 500 of the most frequent hanzi (the top of modern-Chinese frequency lists) and the traditional forms of
# those that differ; the exact set matters little, real text is about half these characters.
_TOP_HANZI = frozenset(
    "的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行"
    "学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然"
    "前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无"
    "系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组"
    "见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处世车税"
    "這個國們來時為說對發會動經過產種後學與關開當從實現體製機點還進總問題黨電裏應兩見計別組將較處統結頭資邊設質氣條線"
    "變員義業級稅")
_TOP_SHARE = 0.15
_TOP_MIN_HANZI = 30  # below this a share says nothing


def _likely_char(ch: str) -> bool:
    """Whether a non-ASCII character is plausible in Chinese policy text: frequent simplified (GB2312 level 1) or
    traditional (Big5 level 1) hanzi, CJK or general punctuation, Latin, Greek, math and full-width forms."""
    o = ord(ch)
    if 0x4E00 <= o <= 0x9FFF:  # CJK unified: frequent ones only
        try:
            b = ch.encode("gb2312")
            if 0xB0 <= b[0] <= 0xD7:
                return True
        except UnicodeEncodeError:
            pass
        try:
            b = ch.encode("cp950")
            return 0xA440 <= (b[0] << 8 | b[1]) <= 0xC67E
        except UnicodeEncodeError:
            return False
    if 0xE000 <= o <= 0xF8FF or 0xF900 <= o <= 0xFAFF or 0x3400 <= o <= 0x4DBF or o > 0xFFFF:
        return False  # private use, compatibility ideographs, rare extensions
    if 0x3040 <= o <= 0x30FF or 0x2500 <= o <= 0x259F or 0x0400 <= o <= 0x04FF or 0xAC00 <= o <= 0xD7AF:
        return False  # kana, box drawing, Cyrillic, Hangul: typical of mis-decoded bytes in a Chinese file
    if o == 0xFFFD or o < 0xA0 or 0xFF61 <= o <= 0xFF9F:
        return False  # replacement character, C1 controls, half-width katakana
    return True


def _oddities(text: str) -> tuple[int, int, str]:
    """(non-ASCII characters, unlikely ones, a few unlikely examples) over the first _SAMPLE_CHARS characters.

    Two signs of a wrong decoding: characters rare in Chinese, and — for bytes of another language that land on
    frequent hanzi, as EUC-KR Hangul does in GB18030 — hanzi text in which the most common characters are
    missing (real Chinese has about half its hanzi among _TOP_HANZI; the seeds and samples 46–61 %)."""
    counts = Counter(text[:_SAMPLE_CHARS])
    total = odd = hanzi = top = 0
    examples: list[str] = []
    for ch, n in counts.most_common():
        if ord(ch) < 128:
            continue
        total += n
        if 0x4E00 <= ord(ch) <= 0x9FFF:
            hanzi += n
            top += n if ch in _TOP_HANZI else 0
        if not _likely_char(ch):
            odd += n
            if len(examples) < 8:
                examples.append(ch)
    if hanzi >= _TOP_MIN_HANZI and top < _TOP_SHARE * hanzi and not (odd >= _ODD_MIN and odd > _ODD_SHARE * total):
        odd = max(odd, hanzi - top)  # frequent-looking but meaningless: count the hanzi outside the common set
        examples = list("".join(ch for ch, _ in counts.most_common() if 0x4E00 <= ord(ch) <= 0x9FFF)[:8])
    return total, odd, "".join(examples)


def _looks_wrong(total: int, odd: int) -> bool:
    return odd >= _ODD_MIN and odd > _ODD_SHARE * total


def decode_text(data: bytes, name: str = "upload") -> tuple[str, str, list[str]]:
    """The text of an uploaded file, its encoding and warnings for the user.

    UTF-8 (with or without BOM) and UTF-16 with a BOM are certain. Anything else is tried as GB18030, then Big5, and
    a guess is kept only when it reads as plausible Chinese; otherwise an InputError names the suspicious
    characters instead of letting mojibake be scored."""
    warnings: list[str] = []
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        utf8_error = exc
    else:
        bad = text.count("\ufffd")
        if bad:
            warnings.append(CodedText(Message("input.replacement_chars", {"name": name, "count": bad})))
        return text, "utf-8", warnings
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        try:
            return data.decode("utf-16"), "utf-16", warnings
        except UnicodeDecodeError:
            pass
    line = data[: utf8_error.start].count(b"\n") + 1
    tried = []
    for codec, label in _LEGACY:
        try:
            text = data.decode(codec)
        except UnicodeDecodeError:
            tried.append(f"{label}: not decodable")
            continue
        total, odd, examples = _oddities(text)
        if not _looks_wrong(total, odd):
            enc = "gb18030" if codec == "gb18030" else "big5"
            warnings.append(CodedText(Message("input.legacy_encoding_big5" if enc == "big5" else "input.legacy_encoding",
                                              {"name": name, "line": line, "label": label})))
            return text, enc, warnings
        tried.append(f"{label}: {odd} of {total} non-ASCII characters are unlikely, e.g. {examples!r}")
    raise InputError(Message("input.undecodable", {"name": name, "line": line, "detail": "; ".join(tried)}), field="file")


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
    import pandas as pd

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
    import pandas as pd

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
    from earag.runs.workbook import TooManyRows

    if max_rows is not None and count > max_rows:
        raise TooManyRows(f"{name}: 数据集行数超过限制 {max_rows} (more than {max_rows} rows)", max_rows)


def suggest_mapping(columns: Sequence[str]) -> dict[str, str | list[str]]:
    """Guess which column holds each field; contexts may be several columns (context_1, context_2, ...)."""
    lower = {str(c).strip().lower(): c for c in columns}
    mapping: dict[str, str | list[str]] = {}
    for fld, names in SYNONYMS.items():
        for n in names:
            if n in lower:
                mapping[fld] = lower[n]
                break
    if "contexts" not in mapping:
        multi = [c for c in columns if str(c).lower().rstrip("0123456789_ ") in ("context", "contexts", "上下文", "doc")
                 and str(c).lower() != str(c).lower().rstrip("0123456789")]
        if multi:
            mapping["contexts"] = multi
    return mapping


def _is_missing(value: Any) -> bool:
    pd = sys.modules.get("pandas")  # pd.NA exists only where pandas made the table
    return (value is None or (pd is not None and value is pd.NA) or (isinstance(value, float) and math.isnan(value))
            or (isinstance(value, str) and not value.strip()))


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


def _number_text(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _text(value: Any, fld: str, cells_are_text: bool) -> str | None:
    """A text field's value. In CSV and Excel every cell is text (an Excel number or date is its text); from JSON a
    string is taken as it is and a number as its digits, but a list, object or true/false is a ValidationError
    naming the field — never its Python repr."""
    if _is_missing(value):
        return None
    if isinstance(value, str):
        return value
    if isinstance(value, numbers.Real) and not isinstance(value, (bool, np.bool_)):
        return _number_text(value)
    if cells_are_text and not isinstance(value, (list, tuple, dict, np.ndarray)):
        return str(value)
    raise InputError(Message("input.field_not_string", {"field": fld, "type": _type_name(value)}), field=fld)


def _string_items(items: Sequence[Any], fld: str) -> list[str]:
    out = []
    for i, v in enumerate(items):
        if _is_missing(v):
            continue
        if not isinstance(v, str):
            raise InputError(Message("input.field_item_not_string", {"field": fld, "index": i, "type": _type_name(v)}),
                             field=fld)
        out.append(v)
    return out


def _as_list(value: Any, fld: str, cells_are_text: bool = True) -> list[str]:
    """A list field (contexts, graph_entities) as a list of strings.

    A JSON list must hold strings. A string is one passage (contexts) or a comma/；-separated list (graph_entities),
    unless it is a JSON list itself ("[...]"), as spreadsheets hold lists. A number or object from JSON is a
    ValidationError naming the field; in CSV and Excel a cell's value is always read as its text."""
    if _is_missing(value):
        return []
    if isinstance(value, np.ndarray):
        value = value.tolist()
    if isinstance(value, (list, tuple)):
        return _string_items(value, fld)
    if not isinstance(value, str):
        if not cells_are_text or isinstance(value, Mapping):
            raise InputError(Message("input.field_not_list", {"field": fld, "type": _type_name(value)}), field=fld)
        value = _text(value, fld, True)
    text = value.strip()
    if text.startswith("["):
        try:
            parsed = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InputError(Message("input.field_bad_json_list", {"field": fld, "detail": exc.msg}), field=fld) from None
        if not isinstance(parsed, list):
            raise InputError(Message("input.field_not_json_list", {"field": fld}), field=fld)
        return _string_items(parsed, fld)
    if fld == "graph_entities":
        return [p.strip() for p in text.replace("；", ";").replace("，", ",").replace(";", ",").split(",") if p.strip()]
    return [text]


def unreadable_row(error: Any) -> str:
    """The message of a row with an `__error__` (a CodedText keeps its code); an empty JSON object `{}` among
    unreadable lines has none."""
    if _is_missing(error):
        return CodedText(Message("row.empty_object"))
    return error if isinstance(error, CodedText) else str(error)


def unreadable_error(n: int, error: Any) -> RowError:
    """The RowError of row `n` that could not be read, with its message code when it has one."""
    text = unreadable_row(error)
    return RowError(n, None, str(text), text.message if isinstance(text, CodedText) else None)


def check_mapping(columns: Sequence[str], mapping: Mapping[str, str | list[str]] | None) -> dict[str, str | list[str]]:
    """The column mapping for a table with `columns` (guessed when not given); an InputError when a required field
    has no column or the mapping names a column the file does not have."""
    mapping = dict(mapping or suggest_mapping(list(columns)))
    missing = [f for f in REQUIRED if f not in mapping]
    if missing:
        shown = ", ".join(str(c) for c in columns if c != "__error__") or "none"
        raise InputError(Message("input.no_column", {"fields": " and ".join(missing), "columns": shown}), field=missing[0])
    absent = [str(c) for v in mapping.values() for c in (v if isinstance(v, list) else [v]) if c not in columns]
    if absent:
        raise InputError(Message("input.mapping_absent", {"columns": ", ".join(absent)}), field="mapping")
    return mapping


def parse_record(n: int, rec: Mapping[str, Any], mapping: Mapping[str, str | list[str]], *, cells_are_text: bool,
                 max_length: int = 1000) -> DatasetRow:
    """Input row `n` (1-based) as a sample, or as a DatasetRow with the error naming its field — never dropped.
    A column the record does not have reads as missing (JSONL lines need not all have every key)."""
    rid = f"row-{n}"
    if "__error__" in rec and not _is_missing(rec["__error__"]):
        return DatasetRow(n, rid, None, error=unreadable_error(n, rec["__error__"]))
    used = {c for v in mapping.values() for c in (v if isinstance(v, list) else [v])}
    try:
        def get(fld):
            col = mapping.get(fld)
            return None if col is None or isinstance(col, list) else rec.get(col)

        if "id" in mapping:
            rid = _text(get("id"), "id", cells_are_text) or rid
        question = _text(get("question"), "question", cells_are_text)
        answer = _text(get("answer"), "answer", cells_are_text)
        for fld, value in (("question", question), ("answer", answer)):
            if _is_missing(value):
                raise InputError(Message("input.field_empty", {"field": fld}), field=fld)
        question = validate_question(question, max_length, say_length=True)
        answer = (answer or "").strip()  # never empty here: a missing answer raised above
        ctx_col = mapping.get("contexts")
        if isinstance(ctx_col, list):
            contexts = [t for t in (_text(rec.get(c), "contexts", cells_are_text) for c in ctx_col) if t is not None]
        else:
            contexts = _as_list(rec.get(ctx_col), "contexts", cells_are_text) if ctx_col else []
        graph = None
        if mapping.get("graph_entities") and not _is_missing(get("graph_entities")):
            graph = _as_list(get("graph_entities"), "graph_entities", cells_are_text)
        hs = get("human_score")
        human_score = None
        if not _is_missing(hs):
            if isinstance(hs, (bool, np.bool_)):
                raise InputError(Message("input.human_score_nan", {"value": repr(hs)}), field="human_score")
            try:
                human_score = float(hs)
            except (TypeError, ValueError):
                raise InputError(Message("input.human_score_nan", {"value": repr(hs)}), field="human_score") from None
            if not 0 <= human_score <= 1:
                raise InputError(Message("input.human_score_range", {"value": human_score}), field="human_score")
        hl = _text(get("human_level"), "human_level", cells_are_text)
        human_level = None if hl is None else hl.strip()
        if human_level is not None and human_level not in LEVEL_NAMES:
            raise InputError(Message("input.human_level", {"value": repr(human_level), "allowed": str(list(LEVEL_NAMES))}),
                             field="human_level")
        gt = _text(get("ground_truth"), "ground_truth", cells_are_text)
        meta = {str(k): v for k, v in rec.items() if k not in used and k != "__error__" and not _is_missing(v)
                and isinstance(v, (str, int, float, bool, list, dict))}
        sample = EvaluationSample(question, answer, contexts, gt, graph, meta)
        return DatasetRow(n, rid, sample, human_score, human_level)
    except InputError as exc:
        shown = {f: str(rec[col])[:max_length] for f in ("question", "answer")
                 if isinstance(col := mapping.get(f), str) and isinstance(rec.get(col), str) and rec[col].strip()}
        return DatasetRow(n, rid, None, error=RowError(n, exc.field, str(exc), exc.message), shown=shown or None)


def parse_rows(df: pd.DataFrame, mapping: Mapping[str, str | list[str]] | None = None, *, max_length: int = 1000) -> list[DatasetRow]:
    """Turn table rows into samples; a bad row becomes a DatasetRow with an error, never silently dropped."""
    if len(df) and set(df.columns) <= {"__error__"}:  # no line could be read: each one says why
        return [DatasetRow(n, f"row-{n}", None, error=unreadable_error(n, err))
                for n, err in enumerate(df["__error__"], 1)]
    mapping = check_mapping(list(df.columns), mapping)
    cells_are_text = df.attrs.get("earag_format", "csv") != "json"
    # plain dicts: iterrows costs ~0.2 ms a row
    return [parse_record(n, rec, mapping, cells_are_text=cells_are_text, max_length=max_length)
            for n, rec in enumerate(df.to_dict("records"), 1)]


def load_dataset(source: str | os.PathLike | bytes, name: str | None = None,
                 mapping: Mapping[str, str | list[str]] | None = None, *, max_length: int = 1000,
                 max_rows: int | None = None, max_unpacked: int | None = None) -> Dataset:
    """Every row of a file as a DatasetRow (valid, or an error record naming its row and field); the encoding
    detected and warnings for the user (encoding guessed, rows that could not be read) are on the Dataset."""
    label = name or (str(source) if not isinstance(source, (bytes, bytearray)) else "upload")
    df, encoding = read_table(source, name, max_rows=max_rows, max_unpacked=max_unpacked)
    if df.empty:
        raise InputError(Message("input.no_rows", {"name": label}), field="file")
    mapping = dict(mapping or suggest_mapping(list(df.columns)))
    rows = parse_rows(df, mapping, max_length=max_length)
    return Dataset(rows, label, encoding, mapping, warnings=list(df.attrs.get("earag_warnings") or []))


# --- results ------------------------------------------------------------------------------------------------

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
# characters are removed (issue 22: "\x00=1+1" became a live "=1+1"), and looks past leading blanks too.
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
        out = []
        if self.removed_chars:
            out.append(f"{self.removed_chars} control character(s) removed (a spreadsheet cannot hold them; the "
                       "JSONL export keeps them)")
        if self.escaped_cells:
            out.append(f"{self.escaped_cells} cell(s) starting with = + - @ prefixed with ' so they are not run as "
                       "formulas")
        if self.truncated_cells:
            out.append(f"{self.truncated_cells} cell(s) longer than {EXCEL_CELL_LIMIT} characters cut (Excel's "
                       "limit); the JSONL export keeps them whole")
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
    import pandas as pd

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
