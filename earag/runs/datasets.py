"""Loading and validating evaluation sets (CSV, JSON, JSONL, Excel) and writing result records."""
from __future__ import annotations

import csv
import hashlib
import io
import tempfile
import json
import math
import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from earag.errors import InputError
from earag.scoring import LEVEL_NAMES
from earag.types import EvaluationSample
from earag.validation import validate_question

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
ENCODINGS = ("utf-8-sig", "gb18030", "utf-16")


@dataclass
class RowError:
    row: int            # 1-based data row (the header is not counted)
    field: str | None
    message: str

    def to_dict(self) -> dict[str, Any]:
        return {"error": "ValidationError", "row": self.row, "field": self.field, "message": self.message}


@dataclass
class DatasetRow:
    row: int
    id: str
    sample: EvaluationSample | None
    human_score: float | None = None
    human_level: str | None = None
    error: RowError | None = None

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

    @property
    def valid(self) -> list[DatasetRow]:
        return [r for r in self.rows if r.error is None]

    @property
    def errors(self) -> list[RowError]:
        return [r.error for r in self.rows if r.error is not None]

    @property
    def has_human_labels(self) -> bool:
        return any(r.human_score is not None or r.human_level is not None for r in self.valid)

    def summary(self) -> dict[str, Any]:
        return {"rows": len(self.rows), "valid": len(self.valid), "invalid": len(self.errors),
                "errors": [e.to_dict() for e in self.errors], "encoding": self.encoding, "source": self.source,
                "human_labels": self.has_human_labels}


def _decode(data: bytes, name: str) -> tuple[str, str]:
    for enc in ENCODINGS:
        try:
            text = data.decode(enc)
        except UnicodeDecodeError:
            continue
        if enc == "utf-16" and not data[:2] in (b"\xff\xfe", b"\xfe\xff"):
            continue
        return text, ("utf-8" if enc == "utf-8-sig" else enc)
    raise InputError(f"{name}: cannot decode the file as UTF-8, GB18030 or UTF-16; save it as UTF-8", field="file")


def read_table(source: str | os.PathLike | bytes, name: str | None = None) -> tuple[pd.DataFrame, str | None]:
    """A DataFrame of strings/values from CSV, TSV, JSON, JSONL or Excel, and the text encoding detected."""
    if isinstance(source, (bytes, bytearray)):
        data, name = bytes(source), name or "upload"
    else:
        path = Path(source)
        if not path.exists():
            raise InputError(f"file not found: {path}", field="file")
        data, name = path.read_bytes(), name or path.name
    ext = Path(name).suffix.lower()
    if not data.strip():
        raise InputError(f"{name}: the file is empty", field="file")
    if ext in (".xlsx", ".xlsm", ".xls"):
        try:
            return pd.read_excel(io.BytesIO(data), dtype=object), None
        except Exception as exc:
            raise InputError(f"{name}: not a readable Excel workbook ({type(exc).__name__}: {exc})", field="file") from None
    text, encoding = _decode(data, name)
    if ext == ".jsonl" or (ext not in (".json", ".csv", ".tsv") and text.lstrip().startswith("{") and "\n{" in text):
        records = []
        for lineno, line in enumerate(text.splitlines(), 1):
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as exc:
                obj = {"__error__": f"line {lineno} is not valid JSON: {exc.msg} (column {exc.colno})"}
            if not isinstance(obj, dict):
                obj = {"__error__": f"line {lineno} is not a JSON object"}
            records.append(obj)
        return pd.DataFrame.from_records(records), encoding
    if ext == ".json" or text.lstrip()[:1] in ("[", "{"):
        try:
            obj = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InputError(f"{name}: invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}", field="file") from None
        if isinstance(obj, dict):
            obj = next((v for k, v in obj.items() if k in ("samples", "data", "records", "items") and isinstance(v, list)), None)
        if not isinstance(obj, list) or not all(isinstance(o, dict) for o in obj):
            raise InputError(f"{name}: JSON must be a list of objects (or {{\"samples\": [...]}})", field="file")
        return pd.DataFrame.from_records(obj), encoding
    try:
        dialect = csv.Sniffer().sniff(text[:4096], delimiters=",\t;")
        sep = dialect.delimiter
    except csv.Error:
        sep = "\t" if ext == ".tsv" else ","
    try:
        return pd.read_csv(io.StringIO(text), sep=sep, dtype=str, keep_default_na=False), encoding
    except (pd.errors.ParserError, ValueError) as exc:
        raise InputError(f"{name}: malformed CSV: {exc}", field="file") from None


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
    return value is None or (isinstance(value, float) and math.isnan(value)) or (isinstance(value, str) and not value.strip())


def _as_list(value: Any, fld: str) -> list[str]:
    if _is_missing(value):
        return []
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value if not _is_missing(v)]
    if hasattr(value, "tolist"):
        return _as_list(value.tolist(), fld)
    text = str(value).strip()
    if text.startswith("["):
        try:
            parsed = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ValueError(f"{fld} looks like a JSON list but is not valid JSON ({exc.msg})") from None
        if not isinstance(parsed, list):
            raise ValueError(f"{fld} must be a JSON list")
        return [str(v) for v in parsed if not _is_missing(v)]
    if fld == "graph_entities":
        return [p.strip() for p in text.replace("；", ";").replace("，", ",").replace(";", ",").split(",") if p.strip()]
    return [text]


def parse_rows(df: pd.DataFrame, mapping: Mapping[str, str | list[str]] | None = None, *, max_length: int = 1000) -> list[DatasetRow]:
    """Turn table rows into samples; a bad row becomes a DatasetRow with an error, never silently dropped."""
    if len(df) and set(df.columns) <= {"__error__"}:  # no line could be read: each one says why
        return [DatasetRow(n, f"row-{n}", None, error=RowError(n, None, str(err)))
                for n, err in enumerate(df["__error__"], 1)]
    mapping = dict(mapping or suggest_mapping(list(df.columns)))
    missing = [f for f in REQUIRED if f not in mapping]
    if missing:
        columns = ", ".join(str(c) for c in df.columns if c != "__error__") or "none"
        raise InputError(f"no column for {' and '.join(missing)}; the columns are: {columns} — rename them, or map "
                         "them on the dashboard's batch page", field=missing[0])
    rows: list[DatasetRow] = []
    for n, (_, rec) in enumerate(df.iterrows(), 1):
        rid = str(rec[mapping["id"]]) if "id" in mapping and not _is_missing(rec[mapping["id"]]) else f"row-{n}"
        if "__error__" in rec and not _is_missing(rec["__error__"]):
            rows.append(DatasetRow(n, rid, None, error=RowError(n, None, str(rec["__error__"]))))
            continue
        try:
            def get(fld):
                col = mapping.get(fld)
                return None if col is None or isinstance(col, list) else rec[col]

            question, answer = get("question"), get("answer")
            for fld, value in (("question", question), ("answer", answer)):
                if _is_missing(value):
                    raise InputError(f"{fld} is empty", field=fld)
            question = validate_question(str(question), max_length, say_length=True)
            answer = str(answer).strip()
            ctx_col = mapping.get("contexts")
            if isinstance(ctx_col, list):
                contexts = [str(rec[c]) for c in ctx_col if not _is_missing(rec[c])]
            else:
                try:
                    contexts = _as_list(rec[ctx_col], "contexts") if ctx_col else []
                except ValueError as exc:
                    raise InputError(str(exc), field="contexts") from None
            graph = None
            if mapping.get("graph_entities") and not _is_missing(get("graph_entities")):
                try:
                    graph = _as_list(get("graph_entities"), "graph_entities")
                except ValueError as exc:
                    raise InputError(str(exc), field="graph_entities") from None
            hs = get("human_score")
            human_score = None
            if not _is_missing(hs):
                try:
                    human_score = float(hs)
                except (TypeError, ValueError):
                    raise InputError(f"human_score {hs!r} is not a number", field="human_score") from None
                if not 0 <= human_score <= 1:
                    raise InputError(f"human_score {human_score} is outside 0–1", field="human_score")
            hl = get("human_level")
            human_level = None if _is_missing(hl) else str(hl).strip()
            if human_level is not None and human_level not in LEVEL_NAMES:
                raise InputError(f"human_level {human_level!r} is not one of {list(LEVEL_NAMES)}", field="human_level")
            gt = get("ground_truth")
            used = {c for v in mapping.values() for c in (v if isinstance(v, list) else [v])}
            meta = {str(k): v for k, v in rec.items() if k not in used and k != "__error__" and not _is_missing(v)
                    and isinstance(v, (str, int, float, bool, list, dict))}
            sample = EvaluationSample(question, answer, contexts, None if _is_missing(gt) else str(gt), graph, meta)
            rows.append(DatasetRow(n, rid, sample, human_score, human_level))
        except InputError as exc:
            rows.append(DatasetRow(n, rid, None, error=RowError(n, exc.field, str(exc))))
    return rows


def load_dataset(source: str | os.PathLike | bytes, name: str | None = None,
                 mapping: Mapping[str, str | list[str]] | None = None, *, max_length: int = 1000) -> Dataset:
    df, encoding = read_table(source, name)
    if df.empty:
        raise InputError(f"{name or source}: no rows", field="file")
    mapping = dict(mapping or suggest_mapping(list(df.columns)))
    label = name or (str(source) if not isinstance(source, (bytes, bytearray)) else "upload")
    return Dataset(parse_rows(df, mapping, max_length=max_length), label, encoding, mapping)


# --- results ------------------------------------------------------------------------------------------------

def result_record(row: DatasetRow, result, error: dict | None) -> dict[str, Any]:
    sample = row.sample
    return {
        "id": row.id,
        "row": row.row,
        "key": row.key,
        "question": sample.question if sample else None,
        "answer": sample.answer if sample else None,
        "contexts": sample.contexts if sample else None,
        "human_score": row.human_score,
        "human_level": row.human_level,
        "earag_evaluation": result.to_dict() if result is not None else None,
        "error": error if error is not None else (row.error.to_dict() if row.error else None),
    }


def read_records(path: str | os.PathLike) -> list[dict[str, Any]]:
    """Result records from a JSONL file; a torn last line (a crash mid-write) is skipped, not fatal."""
    path = Path(path)
    if not path.exists():
        return []
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            out.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    return out


class ResultStore:
    """Appends each result to a JSONL file the moment it is computed, so nothing computed is ever lost."""

    def __init__(self, path: str | os.PathLike):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)

    def done_keys(self) -> set[str]:
        return {r["key"] for r in read_records(self.path) if r.get("key") and r.get("earag_evaluation")}

    def append(self, record: Mapping[str, Any]) -> None:
        line = json.dumps(record, ensure_ascii=False, default=str)
        with self.path.open("a", encoding="utf-8") as fh:
            fh.write(line + "\n")
            fh.flush()

    def records(self) -> list[dict[str, Any]]:
        """Latest record per row key (a re-run's success replaces an earlier error)."""
        latest: dict[str, dict] = {}
        for rec in read_records(self.path):
            key = rec.get("key") or f"{rec.get('id')}:{rec.get('row')}"
            if key in latest and latest[key].get("earag_evaluation") and not rec.get("earag_evaluation"):
                continue
            latest[key] = rec
        return sorted(latest.values(), key=lambda r: (r.get("row") or 0))


def flatten_record(rec: Mapping[str, Any]) -> dict[str, Any]:
    ev = rec.get("earag_evaluation") or {}
    flat = {k: rec.get(k) for k in ("id", "row", "question", "answer", "human_score", "human_level")}
    flat["overall_score"] = ev.get("overall_score")
    flat["quality_level"] = ev.get("quality_level")
    flat["quality_warning"] = ev.get("quality_warning")
    for dim, value in (ev.get("dimension_scores") or {}).items():
        flat[dim] = value
    ea = ev.get("entity_analysis") or {}
    flat["missing_entities"] = "、".join(ea.get("missing_entities") or [])
    flat["unsupported_entities"] = "、".join(ea.get("unsupported_entities") or [])
    flat["diagnosis"] = ev.get("diagnosis")
    flat["backends"] = json.dumps(ev.get("backends"), ensure_ascii=False) if ev else None
    err = rec.get("error")
    flat["error"] = err.get("message") if isinstance(err, dict) else err
    return flat


def write_records(records: Iterable[Mapping[str, Any]], path: str | os.PathLike) -> Path:
    """JSONL, CSV or Excel by extension, written to a temporary file beside the target and renamed over it, so a
    kill at any moment leaves either the old file or the new one whole — never an empty or half-written one."""
    path = Path(path)
    records = list(records)
    path.parent.mkdir(parents=True, exist_ok=True)
    ext = path.suffix.lower()
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=f".tmp{ext}", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        if ext in (".csv", ".xlsx"):
            os.close(fd)
            df = pd.DataFrame([flatten_record(r) for r in records])
            if ext == ".csv":
                df.to_csv(tmp, index=False, encoding="utf-8-sig")
            else:
                df.to_excel(tmp, index=False)
        else:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                for rec in records:
                    fh.write(json.dumps(rec, ensure_ascii=False, default=str) + "\n")
                fh.flush()
                os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return path
