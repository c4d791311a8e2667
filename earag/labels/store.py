"""Labels in the run store (SQLite or PostgreSQL): one append-only table keyed by run, input row and annotator,
with the time of each save. A relabel or an undo appends a row, so the history is kept; the latest row per
(run, row, annotator) is the label in force. Every save is one transaction."""
from __future__ import annotations

import json
import math
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from earag.errors import InputError
from earag.messages import Message
from earag.runs.store import PostgresRunStore, RunStore
from earag.types import LEVEL_IDS

LEVELS: tuple[str, ...] = ("excellent", "good", "fair", "poor")  # best first, as earag.scoring.LEVEL_NAMES
VERDICTS: tuple[str, ...] = ("agree", "disagree")
MAX_ANNOTATOR = 64
MAX_NOTE = 4000
MAX_SPANS = 200

_COLUMNS = "run_id, row_no, annotator, created, score, level, sentences, spans, note, cleared"
_TABLE_BODY = ("run_id TEXT NOT NULL REFERENCES earag_runs(id) ON DELETE CASCADE, row_no INTEGER NOT NULL, "
               "annotator TEXT NOT NULL, created DOUBLE PRECISION NOT NULL, score DOUBLE PRECISION, level TEXT, "
               "sentences TEXT, spans TEXT, note TEXT, cleared INTEGER NOT NULL DEFAULT 0")
_LATEST = ("SELECT l.seq, l.run_id, l.row_no, l.annotator, l.created, l.score, l.level, l.sentences, l.spans, "
           "l.note, l.cleared FROM earag_labels l WHERE l.seq = (SELECT MAX(m.seq) FROM earag_labels m WHERE "
           "m.run_id = l.run_id AND m.row_no = l.row_no AND m.annotator = l.annotator)")


def level_id(value: Any) -> str | None:
    """'good' from 'good' or '良好' (None for None/''); InputError for anything else."""
    if value is None or value == "":
        return None
    text = str(value).strip()
    text = LEVEL_IDS.get(text, text).lower()
    if text not in LEVELS:
        raise InputError(Message("label.bad_level", {"value": repr(value), "levels": str(list(LEVELS)),
                                                     "words": str(list(LEVEL_IDS))}), field="level")
    return text


@dataclass
class Label:
    """One annotator's label of one answer. `sentences` maps a 0-based sentence index of the judge's verdicts to
    agree/disagree; `spans` is the annotator's set of unsupported spans in answer character offsets
    ({start, end, kind, note}) — None means the spans were not reviewed (they do not count in span agreement)."""

    run_id: str
    row: int
    annotator: str
    score: float | None = None
    level: str | None = None
    sentences: dict[int, str] = field(default_factory=dict)
    spans: list[dict[str, Any]] | None = None
    note: str = ""
    created: float = 0.0
    seq: int | None = None
    cleared: bool = False

    def __post_init__(self) -> None:
        self.validate()

    def validate(self) -> None:
        if not isinstance(self.row, int) or isinstance(self.row, bool) or self.row < 0:
            raise InputError(Message("label.bad_row", {"row": repr(self.row)}), field="row")
        name = str(self.annotator or "").strip()
        if not name or len(name) > MAX_ANNOTATOR:
            raise InputError(Message("label.bad_annotator", {"row": self.row, "max": MAX_ANNOTATOR}),
                             field="annotator", row=self.row)
        self.annotator = name
        if self.score is not None:
            if isinstance(self.score, bool) or not isinstance(self.score, (int, float)) or \
                    not math.isfinite(self.score) or not 0.0 <= float(self.score) <= 1.0:
                raise InputError(Message("label.bad_score", {"row": self.row, "score": repr(self.score)}),
                                 field="score", row=self.row)
            self.score = float(self.score)
        self.level = level_id(self.level)
        self.sentences = _sentences(self.sentences, self.row)
        self.spans = None if self.spans is None else _spans(self.spans, self.row)
        self.note = str(self.note or "")
        if len(self.note) > MAX_NOTE:
            raise InputError(Message("label.note_too_long", {"row": self.row, "max": MAX_NOTE}), field="note",
                             row=self.row)

    @property
    def empty(self) -> bool:
        return self.score is None and self.level is None and not self.sentences and self.spans is None \
            and not self.note

    def content(self) -> dict[str, Any]:
        """What the annotator said (no run, row, time): what a relabel compares and an undo restores."""
        return {"score": self.score, "level": self.level, "sentences": dict(self.sentences),
                "spans": None if self.spans is None else [dict(s) for s in self.spans], "note": self.note}

    def to_dict(self) -> dict[str, Any]:
        """The JSONL line of an export (sentences keyed by index as text: JSON object keys are strings)."""
        return {"run": self.run_id, "row": self.row, "annotator": self.annotator,
                "time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(self.created)) if self.created else None,
                "score": self.score, "level": self.level,
                "sentences": {str(k): v for k, v in sorted(self.sentences.items())},
                "spans": self.spans, "note": self.note}


def _sentences(value: Any, row: int) -> dict[int, str]:
    if not value:
        return {}
    items: Iterable[tuple[Any, Any]]
    if isinstance(value, Mapping):
        items = value.items()
    elif isinstance(value, Sequence) and not isinstance(value, str):
        items = ((v.get("index"), v.get("verdict")) if isinstance(v, Mapping) else (None, None) for v in value)
    else:
        raise InputError(Message("label.sentences_not_object", {"row": row}), field="sentences")
    out: dict[int, str] = {}
    for key, verdict in items:
        try:
            index = int(key)
        except (TypeError, ValueError):
            raise InputError(Message("label.sentence_index", {"row": row, "key": repr(key)}), field="sentences")\
                from None
        if index < 0 or verdict not in VERDICTS:
            raise InputError(Message("label.sentence_verdict", {"row": row, "key": repr(key), "verdicts": str(list(VERDICTS)),
                                                                "verdict": repr(verdict)}), field="sentences")
        out[index] = str(verdict)
    return out


def _spans(value: Any, row: int) -> list[dict[str, Any]]:
    if not isinstance(value, Sequence) or isinstance(value, str):
        raise InputError(Message("label.spans_not_list", {"row": row}), field="spans")
    if len(value) > MAX_SPANS:
        raise InputError(Message("label.too_many_spans", {"row": row, "max": MAX_SPANS}), field="spans")
    out = []
    for i, span in enumerate(value):
        if not isinstance(span, Mapping):
            raise InputError(Message("label.span_not_object", {"row": row, "index": i}), field="spans")
        start, end = span.get("start"), span.get("end")
        if not (isinstance(start, int) and isinstance(end, int)) or isinstance(start, bool) or \
                isinstance(end, bool) or not 0 <= start < end:
            raise InputError(Message("label.span_offsets", {"row": row, "index": i, "start": repr(start), "end": repr(end)}),
                             field="spans")
        out.append({"start": start, "end": end, "kind": str(span.get("kind") or "unsupported-addition")[:40],
                    "note": str(span.get("note") or "")[:MAX_NOTE]})
    return sorted(out, key=lambda s: (s["start"], s["end"]))


class LabelStore:
    """The labels of the runs in one run store (shares its connections and transactions)."""

    def __init__(self, store: RunStore):
        self.store = store
        if not getattr(store, "_earag_labels_ready", False):
            self._create_schema()
            store._earag_labels_ready = True  # type: ignore[attr-defined]

    @property
    def _pg(self) -> bool:
        return isinstance(self.store, PostgresRunStore)

    def _create_schema(self) -> None:
        with self.store._tx() as cur:
            if self._pg:
                self.store._lock_name(cur, "schema:labels")
                cur.execute(f"CREATE TABLE IF NOT EXISTS earag_labels (seq BIGSERIAL PRIMARY KEY, {_TABLE_BODY})")
            else:
                cur.execute("CREATE TABLE IF NOT EXISTS earag_labels (seq INTEGER PRIMARY KEY AUTOINCREMENT, "
                            f"{_TABLE_BODY})")
            cur.execute("CREATE INDEX IF NOT EXISTS earag_labels_key ON earag_labels "
                        "(run_id, row_no, annotator, seq)")
            if self._pg:
                cur.execute(f"CREATE OR REPLACE VIEW earag_labels_latest AS {_LATEST}")
            else:
                cur.execute(f"CREATE VIEW IF NOT EXISTS earag_labels_latest AS {_LATEST}")

    def _check_run(self, cur, run_id: str) -> None:
        cur.execute(self.store._sql("SELECT 1 FROM earag_runs WHERE id = ?"), (run_id,))
        if cur.fetchone() is None:
            raise InputError(Message("store.no_run_in", {"run": run_id, "store": self.store.describe()}), field="run")

    def _insert(self, cur, label: Label, now: float, cleared: bool = False) -> None:
        values = (label.run_id, label.row, label.annotator, now, label.score, label.level,
                  json.dumps({str(k): v for k, v in label.sentences.items()}),
                  None if label.spans is None else json.dumps(label.spans, ensure_ascii=False), label.note,
                  int(cleared))
        cur.execute(self.store._sql(f"INSERT INTO earag_labels ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                    values)

    def save(self, label: Label) -> Label:
        """Append the label (one transaction) and return it as stored; the same content as the latest is not
        written again (a rerun of the page does not grow the history)."""
        label.validate()
        with self.store._tx() as cur:
            self._check_run(cur, label.run_id)
            latest = self._latest(cur, label.run_id, label.row, label.annotator)
            if latest is not None and not latest.cleared and latest.content() == label.content():
                return latest
            self._insert(cur, label, time.time())
        return self.latest(label.run_id, label.row, label.annotator) or label

    def save_many(self, labels: Sequence[Label]) -> int:
        """Append many labels in ONE transaction (an import: all or nothing); returns how many were written."""
        for label in labels:
            label.validate()
        now = time.time()
        with self.store._tx() as cur:
            for run_id in sorted({lb.run_id for lb in labels}):
                self._check_run(cur, run_id)
            for label in labels:
                self._insert(cur, label, label.created or now)
        return len(labels)

    def undo(self, run_id: str, row: int, annotator: str) -> Label | None:
        """Go back to the label before the latest one: appended as a new row (history kept); with none before it,
        a cleared row (unlabelled again). Returns the label now in force (None: unlabelled)."""
        with self.store._tx() as cur:
            cur.execute(self.store._sql(f"SELECT seq, {_COLUMNS} FROM earag_labels WHERE run_id = ? AND row_no = ? "
                                        "AND annotator = ? ORDER BY seq DESC LIMIT 2"), (run_id, int(row), annotator))
            rows = [self._row(r) for r in cur.fetchall()]
            if not rows or rows[0].cleared:
                return None
            now = time.time()
            if len(rows) == 2 and not rows[1].cleared:
                self._insert(cur, rows[1], now)
            else:
                self._insert(cur, Label(run_id, int(row), annotator), now, cleared=True)
        return self.latest(run_id, row, annotator)

    @staticmethod
    def _row(r: Sequence[Any]) -> Label:
        seq, run_id, row_no, annotator, created, score, level, sentences, spans, note, cleared = r
        return Label(run_id=run_id, row=int(row_no), annotator=annotator, created=float(created),
                     score=None if score is None else float(score), level=level,
                     sentences=json.loads(sentences or "{}"), spans=None if spans is None else json.loads(spans),
                     note=note or "", seq=int(seq), cleared=bool(cleared))

    def _latest(self, cur, run_id: str, row: int, annotator: str) -> Label | None:
        cur.execute(self.store._sql(f"SELECT seq, {_COLUMNS} FROM earag_labels WHERE run_id = ? AND row_no = ? AND "
                                    "annotator = ? ORDER BY seq DESC LIMIT 1"), (run_id, int(row), annotator))
        found = cur.fetchone()
        return None if found is None else self._row(found)

    def latest(self, run_id: str, row: int, annotator: str) -> Label | None:
        """The label in force of one answer by one annotator (None: never labelled or undone to nothing)."""
        with self.store._tx() as cur:
            found = self._latest(cur, run_id, row, annotator)
        return None if found is None or found.cleared else found

    def labels(self, run_id: str, annotator: str | None = None) -> list[Label]:
        """The labels in force of a run (latest per row and annotator), by row then annotator."""
        sql = "SELECT * FROM earag_labels_latest WHERE run_id = ? AND cleared = 0"
        args: tuple[Any, ...] = (run_id,)
        if annotator is not None:
            sql += " AND annotator = ?"
            args += (annotator,)
        with self.store._tx() as cur:
            cur.execute(self.store._sql(sql + " ORDER BY row_no, annotator"), args)
            return [self._row(r) for r in cur.fetchall()]

    def history(self, run_id: str, row: int | None = None) -> list[Label]:
        """Every saved row (relabels, undos) of a run, oldest first."""
        sql = f"SELECT seq, {_COLUMNS} FROM earag_labels WHERE run_id = ?"
        args: tuple[Any, ...] = (run_id,)
        if row is not None:
            sql, args = sql + " AND row_no = ?", (run_id, int(row))
        with self.store._tx() as cur:
            cur.execute(self.store._sql(sql + " ORDER BY seq"), args)
            return [self._row(r) for r in cur.fetchall()]

    def counts(self) -> dict[str, int]:
        """Run id -> labels in force, for every run with labels (one grouped query: a run picker's captions)."""
        with self.store._tx() as cur:
            cur.execute("SELECT run_id, COUNT(*) FROM earag_labels_latest WHERE cleared = 0 GROUP BY run_id")
            return {str(r[0]): int(r[1]) for r in cur.fetchall()}

    def annotators(self, run_id: str) -> dict[str, int]:
        """Annotator -> answers labelled (labels in force)."""
        out: dict[str, int] = {}
        for label in self.labels(run_id):
            out[label.annotator] = out.get(label.annotator, 0) + 1
        return out
