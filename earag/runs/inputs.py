"""Evaluation sets in: the fields and the column names users have for them, the parsed rows (a sample, or an
error naming its row and field), column mapping, field values, and `load_dataset` (a file to a Dataset)."""
from __future__ import annotations

import hashlib
import json
import math
import numbers
import os
import sys
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from earag.errors import InputError
from earag.messages import CodedText, Message
from earag.runs.tables import _type_name, read_table
from earag.scoring import LEVEL_NAMES
from earag.types import EvaluationSample
from earag.validation import validate_question

if TYPE_CHECKING:
    import pandas as pd
# pandas is imported where a table is built (earag/runs/tables.py), not with this module: a streamed run
# (earag/runs/stream.py) never needs it, and its ~90 MB (with pyarrow) would be in every worker


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
