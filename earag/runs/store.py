"""The run store: every batch run and its records in a real database — SQLite (WAL) under results/ by default,
PostgreSQL given a URL — so a kill, a reload or a second run at the same time loses and mixes nothing.

A run is an id, the content hashes of its dataset and settings, what it ran on, when, and counts; its records are
keyed by (run, input row number) and each is written in its own transaction the moment it is computed. Files
(JSONL, CSV, Excel) are exports of a run, never the place results live.
"""
from __future__ import annotations

import json
import os
import secrets
import socket
import sqlite3
import threading
import time
import zlib
from collections.abc import Iterator, Mapping
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from earag.config import results_dir
from earag.enums import FAILURE_STATUSES, ProvenanceStatus
from earag.errors import EaragError, InputError
from earag.messages import Message
from earag.runs.usage import record_usage, usage_totals
from earag.runtime import runtime
from earag.types import DIMENSIONS, read_dimension, read_no_contexts
from earag.urls import redact

ENV_DB_URL = "EARAG_DB_URL"
DEFAULT_DB_NAME = "earag_runs.sqlite3"
SCHEMA_VERSION = 1
# A run whose owner has not written for this long is taken to be dead (another host, or a frozen process).
LEASE_SECONDS = 120.0
# Statuses a dimension has when its number did not come from the configured judge.
FALLBACK_STATUSES = FAILURE_STATUSES  # earag.enums: the one definition


def fell_back(dimension: str, status: str | None, no_contexts: bool = False) -> bool:
    """Did this dimension's number come from a fallback because a backend did not answer during the run — what
    `--rescore fallback` re-scores and `--max-fallback` counts? Relevancy's `fallback` is left out: it means the
    configured embedder is not installed here (auto → the offline char-ngram embedder), which holds for every
    row and is not undone by re-scoring; a relevancy `timeout` counts. Faithfulness and hallucination
    `unavailable` on a row without contexts (earag.types.read_no_contexts) are left out too: nothing was there to
    judge, whichever backend answered, and re-scoring cannot change that."""
    if dimension == "relevancy":
        return status == ProvenanceStatus.TIMEOUT
    if no_contexts and dimension in ("faithfulness", "hallucination") and status == ProvenanceStatus.UNAVAILABLE:
        return False
    return status in FALLBACK_STATUSES

_DIM_COLUMNS = ", ".join(f"d_{d} DOUBLE PRECISION" for d in DIMENSIONS)
SCHEMA = (
    "CREATE TABLE IF NOT EXISTS earag_schema (version INTEGER NOT NULL)",
    "CREATE TABLE IF NOT EXISTS earag_runs ("
    " id TEXT PRIMARY KEY, name TEXT NOT NULL, dataset_fp TEXT NOT NULL, settings_fp TEXT NOT NULL,"
    " status TEXT NOT NULL, started TEXT NOT NULL, finished TEXT, total_rows INTEGER NOT NULL,"
    " meta TEXT NOT NULL, owner TEXT, heartbeat DOUBLE PRECISION, created DOUBLE PRECISION NOT NULL, totals TEXT)",
    "CREATE TABLE IF NOT EXISTS earag_records ("
    " run_id TEXT NOT NULL REFERENCES earag_runs(id) ON DELETE CASCADE, row_no INTEGER NOT NULL,"
    " sample_id TEXT, status TEXT NOT NULL, fallback INTEGER NOT NULL, overall DOUBLE PRECISION, level TEXT,"
    f" {_DIM_COLUMNS}, backends TEXT, record TEXT NOT NULL, PRIMARY KEY (run_id, row_no))",
    "CREATE INDEX IF NOT EXISTS earag_runs_fp ON earag_runs (dataset_fp, settings_fp)",
)


class RunConflict(EaragError):
    """A run cannot go on: another process is running it, or a resume does not match what the run was made of."""


class RunStoreError(EaragError):
    """The run store cannot be opened or written (a bad path or URL, a damaged file, a database that went away).

    Every record committed before the failure is kept; the message names the store, never its password."""

    def __init__(self, message: str | Message):
        super().__init__(message)
        self.field = ENV_DB_URL


# Runs this process is running now (claimed and not released) are the runtime's "runs.active" table, so two threads
# of one process — two dashboard sessions, two API requests — cannot run the same run at once: the owner host:pid
# is the same for both.
ACTIVE_RUNS = "runs.active"


def _mark_active(run_id: str) -> None:
    """Note `run_id` as running in this process; RunConflict when it already is (one step under the runtime's lock)."""
    def mark(current: Any) -> bool:
        if current:
            raise RunConflict(Message("store.run_active", {"run": run_id}))
        return True

    runtime().update(ACTIVE_RUNS, run_id, mark)


@dataclass
class RunInfo:
    id: str
    name: str
    dataset_fp: str
    settings_fp: str
    status: str                      # running | finished | partial | cancelled | failed | interrupted
    started: str
    finished: str | None
    total_rows: int
    meta: dict[str, Any] = field(default_factory=dict)
    owner: str | None = None
    counts: dict[str, int] = field(default_factory=dict)   # records, scored, errors, fallback
    mean_overall: float | None = None
    # what actually produced the scored records' numbers: kind -> backend -> records (not what was configured)
    backends_used: dict[str, dict[str, int]] = field(default_factory=dict)
    # LLM calls and tokens the records spent (earag.runs.usage.usage_totals); {} when no record carries usage
    usage: dict[str, Any] = field(default_factory=dict)

    @property
    def complete(self) -> bool:
        """Every input row has a record (scored or an error)."""
        return self.counts.get("records", 0) >= self.total_rows

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out.pop("owner")
        return out


def default_db_url(environ: Mapping[str, str] | None = None) -> str:
    """$EARAG_DB_URL, else an SQLite file in results_dir()."""
    environ = os.environ if environ is None else environ
    return environ.get(ENV_DB_URL) or f"sqlite:///{results_dir(environ) / DEFAULT_DB_NAME}"


def describe_url(url: str) -> str:
    """The URL for people: the password (and a user's name part after ':') never shown."""
    return redact(url)


def open_store(url: str | os.PathLike | None = None) -> RunStore:
    """The run store at `url` (sqlite:///path, a plain file path, or postgresql://…); default default_db_url()."""
    url = str(url) if url is not None else default_db_url()
    try:
        scheme = urlsplit(url).scheme.lower() if "://" in url else ""
    except ValueError as exc:
        raise RunStoreError(Message("store.bad_url", {"env": ENV_DB_URL, "url": describe_url(url), "detail": str(exc)}))\
            from None
    if scheme in ("postgres", "postgresql"):
        return PostgresRunStore(url)
    if scheme and scheme != "sqlite":
        raise InputError(Message("store.unknown_scheme", {"env": ENV_DB_URL, "scheme": scheme, "url": describe_url(url)}),
                         field=ENV_DB_URL)
    path = url[len("sqlite:///"):] if url.startswith("sqlite:///") else url
    try:
        return SQLiteRunStore(Path(path))
    except EaragError:
        raise
    except (sqlite3.Error, OSError) as exc:
        raise RunStoreError(Message("store.cannot_open", {"path": str(path), "detail": str(exc)})) from None


def new_run_id() -> str:
    return f"{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(3)}"


def _is_db_error(exc: BaseException) -> bool:
    """sqlite3 or psycopg errors (and OS errors opening the file) — the store's failures, not a caller's bug."""
    if isinstance(exc, (sqlite3.Error, OSError)):
        return True
    return type(exc).__module__.split(".")[0] in ("psycopg", "psycopg_binary")


def this_owner() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def _owner_alive(owner: str | None, heartbeat: float | None, now: float) -> bool:
    """Is the process that claimed a run still running it? Same host: ask the OS; other host: its heartbeat."""
    if not owner:
        return False
    host, _, pid = owner.rpartition(":")
    if host == socket.gethostname() and pid.isdigit():
        if int(pid) == os.getpid():
            return True
        try:
            os.kill(int(pid), 0)
        except ProcessLookupError:
            return False
        except PermissionError:
            return True
        return heartbeat is None or now - heartbeat < LEASE_SECONDS * 10  # pid reuse after a long sleep
    return heartbeat is not None and now - heartbeat < LEASE_SECONDS


def _record_columns(record: Mapping[str, Any]) -> dict[str, Any]:
    """The columns the summaries aggregate over, taken from a result record."""
    ev = record.get("earag_evaluation") or None
    status = "ok" if ev else "error"  # an invalid row is an error record too (its error says ValidationError)
    cols: dict[str, Any] = {"status": status, "sample_id": None if record.get("id") is None else str(record["id"]),
                            "fallback": 0, "overall": None, "level": None, "backends": None}
    for d in DIMENSIONS:
        cols[f"d_{d}"] = None
    if ev:
        cols["overall"] = ev.get("overall_score")
        cols["level"] = ev.get("quality_level")
        scores = ev.get("dimension_scores") or {}
        for d in DIMENSIONS:
            value = scores.get(d)
            cols[f"d_{d}"] = None if value is None else float(value)
        stored = {d: read_dimension(ev, d, provenance=False) for d in DIMENSIONS}
        no_contexts = read_no_contexts(ev)
        cols["fallback"] = int(any(fell_back(d, s.status if s is not None else None, no_contexts)
                                   for d, s in stored.items()))
        cols["backends"] = json.dumps(ev.get("backends") or {}, ensure_ascii=False, sort_keys=True)
    usage = record_usage(record) or {}
    for col, key in _USAGE_COLUMNS:
        cols[col] = usage.get(key)
    return cols


# record usage (earag.runs.usage) -> earag_records columns; NULL when a record has none (older records)
_USAGE_COLUMNS = (("u_calls", "llm_calls"), ("u_prompt", "prompt_tokens"), ("u_output", "output_tokens"),
                  ("u_cached", "cached_calls"))


class RunStore:
    """One interface over SQLite and PostgreSQL. SQL is written with `?` placeholders; each backend adapts them."""

    url: str
    placeholder = "?"

    def __init__(self) -> None:
        self._local = threading.local()
        self._init_lock = threading.Lock()
        with self._tx() as cur:
            for statement in SCHEMA:
                cur.execute(statement)
            self._add_missing_columns(cur)
            self._create_triggers(cur)
            cur.execute("SELECT version FROM earag_schema")
            if cur.fetchone() is None:
                cur.execute(self._sql("INSERT INTO earag_schema (version) VALUES (?)"), (SCHEMA_VERSION,))

    # columns added after the first store was written: (table, column, type with default)
    # totals: a released run's counts, mean and backends, kept so a list of runs does not aggregate every record of
    # every run on each dashboard rerun (260 ms for one 100,000-row run); any record written clears it
    _LATER_COLUMNS = (("earag_runs", "created", "DOUBLE PRECISION NOT NULL DEFAULT 0"), ("earag_runs", "totals", "TEXT"),
                      *(("earag_records", col, "BIGINT") for col, _ in _USAGE_COLUMNS))

    def _create_triggers(self, cur) -> None:
        """Any change to a run's records clears its kept totals — in the database, so a writer that does not know
        about them (an older version of earag sharing the store, a hand-made fix) cannot leave them stale."""
        for event, ref in (("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD")):
            cur.execute(f"CREATE TRIGGER IF NOT EXISTS earag_records_{event.lower()}_totals AFTER {event} ON "
                        f"earag_records BEGIN UPDATE earag_runs SET totals = NULL WHERE id = {ref}.run_id; END")

    def _add_missing_columns(self, cur) -> None:
        """An older store gets the columns it lacks (CREATE TABLE IF NOT EXISTS leaves an existing table as it is)."""
        for table, column, kind in self._LATER_COLUMNS:
            cur.execute(f"SELECT * FROM {table} LIMIT 0")
            if column not in {d[0] for d in cur.description}:
                cur.execute(f"ALTER TABLE {table} ADD COLUMN {column} {kind}")

    # --- connection plumbing (per thread: the dashboard, the API and the runner write from several) ----------
    def _connect(self):  # pragma: no cover - abstract
        raise NotImplementedError

    def _conn(self):
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._local.conn = self._connect()
        return conn

    def _sql(self, sql: str) -> str:
        return sql if self.placeholder == "?" else sql.replace("?", self.placeholder)

    class _Tx:
        def __init__(self, store: RunStore):
            self.store = store

        def __enter__(self):
            try:
                self.conn = self.store._conn()
                self.cur = self.conn.cursor()
                self.store._begin(self.cur)
            except EaragError:
                raise
            except Exception as exc:
                self.store._drop_connection()
                raise self.store._error("store.cannot_use", exc) from None
            except BaseException:  # Ctrl-C the moment BEGIN returned (after a busy wait): no transaction stays open
                self.store._drop_connection()  # closing rolls it back; the release that follows starts afresh
                raise
            return self.cur

        def __exit__(self, exc_type, exc, tb):
            try:
                if exc_type is None:
                    self.conn.commit()
                else:
                    self.conn.rollback()
            except Exception as failed:  # the database went away mid-transaction: this write is lost, not others
                self.store._drop_connection()
                if exc_type is None or not isinstance(exc, EaragError):
                    raise self.store._error("store.lost_connection", failed) from None
            finally:
                try:
                    self.cur.close()
                except Exception:
                    pass
            if exc_type is not None and not isinstance(exc, (EaragError, KeyboardInterrupt, SystemExit,
                                                             GeneratorExit)) and _is_db_error(exc):
                self.store._drop_connection()
                raise self.store._error("store.cannot_use", exc) from None
            return False

    def _error(self, code: str, exc: BaseException) -> RunStoreError:
        detail = redact(str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__)
        return RunStoreError(Message(code, {"store": self.describe(), "detail": detail}))

    def _drop_connection(self) -> None:
        conn = getattr(self._local, "conn", None)
        self._local.conn = None
        if conn is not None:
            try:
                conn.close()
            except Exception:
                pass

    def _tx(self) -> RunStore._Tx:
        return RunStore._Tx(self)

    def _begin(self, cur) -> None:
        """Start a write transaction (SQLite: take the write lock at once, so two writers queue, never deadlock)."""

    def close(self) -> None:
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None

    def describe(self) -> str:
        return describe_url(self.url)

    # --- runs --------------------------------------------------------------------------------------------------
    def create_run(self, *, name: str, dataset_fp: str, settings_fp: str, total_rows: int,
                   meta: Mapping[str, Any] | None = None, claim: bool = True) -> RunInfo:
        """A new run, claimed by this process (its owner) unless claim=False.

        When meta names an `output` file, the check that no other live run is writing it and the insert are one
        transaction (SQLite: the write lock; PostgreSQL: an advisory lock on the output), so two runs started at
        the same moment cannot both take it: the second gets RunConflict.
        """
        run_id = new_run_id()
        now = datetime.now().isoformat(timespec="seconds")
        meta = dict(meta or {})
        output = meta.get("output")
        with self._tx() as cur:
            if output:
                self._lock_name(cur, f"output:{output}")
                cur.execute("SELECT id, started, owner, heartbeat, meta FROM earag_runs WHERE status = 'running'")
                for other_id, started, owner, heartbeat, other_meta in cur.fetchall():
                    if json.loads(other_meta or "{}").get("output") == output and _owner_alive(owner, heartbeat,
                                                                                               time.time()):
                        raise RunConflict(Message("store.output_busy", {"run": other_id, "output": str(output),
                                                                            "started": started, "owner": owner}))
            cur.execute(self._sql(
                "INSERT INTO earag_runs (id, name, dataset_fp, settings_fp, status, started, finished, total_rows, "
                "meta, owner, heartbeat, created) VALUES (?, ?, ?, ?, 'running', ?, NULL, ?, ?, ?, ?, ?)"),
                (run_id, name, dataset_fp, settings_fp, now, int(total_rows),
                 json.dumps(meta, ensure_ascii=False, default=str),
                 this_owner() if claim else None, time.time() if claim else None, time.time()))
        if claim:
            runtime().put(ACTIVE_RUNS, run_id, True)
        return self._existing_run(run_id)

    def _lock_name(self, cur, name: str) -> None:
        """Serialise transactions on `name` (SQLite's write transaction already serialises every writer)."""

    def _select_for_update(self) -> str:
        return ""

    def claim(self, run_id: str) -> RunInfo:
        """Take a run over for this process; RunConflict when another live process is running it."""
        now = time.time()
        with self._tx() as cur:
            cur.execute(self._sql("SELECT owner, heartbeat FROM earag_runs WHERE id = ?" + self._select_for_update()),
                        (run_id,))
            row = cur.fetchone()
            if row is None:
                raise InputError(Message("store.no_run_in", {"run": run_id, "store": self.describe()}), field="run")
            owner, heartbeat = row
            if owner and owner != this_owner() and _owner_alive(owner, heartbeat, now):
                raise RunConflict(Message("store.run_locked", {"run": run_id, "owner": owner,
                                                                 "ago": f"{now - (heartbeat or now):.0f}"}))
            _mark_active(run_id)
            cur.execute(self._sql("UPDATE earag_runs SET owner = ?, heartbeat = ?, status = 'running', finished = NULL "
                                  "WHERE id = ?"), (this_owner(), now, run_id))
        return self._existing_run(run_id)

    def release(self, run_id: str, status: str) -> None:
        """Give a run up as `status` (earag.runs.lifecycle.final_status decides which: finished, partial,
        cancelled, interrupted or failed)."""
        runtime().remove(ACTIVE_RUNS, run_id)
        now = datetime.now().isoformat(timespec="seconds")
        with self._tx() as cur:
            cur.execute(self._sql("UPDATE earag_runs SET status = ?, finished = ?, owner = NULL, heartbeat = NULL "
                                  "WHERE id = ? AND (owner IS NULL OR owner = ?)"),
                        (status, now, run_id, this_owner()))
            counts, mean, used, usage = self._counts(cur, [run_id]).get(run_id, (None, None, {}, {}))
            cur.execute(self._sql("UPDATE earag_runs SET totals = ? WHERE id = ?"),
                        (json.dumps({"counts": counts, "mean": mean, "used": used, "usage": usage}), run_id))

    def finish_run(self, run_id: str, status: str | None = None) -> RunInfo:
        """Release the run as finished when every input row has a record, else as `status` or cancelled."""
        info = self.get_run(run_id)
        if info is None:
            raise InputError(Message("store.no_run_in", {"run": run_id, "store": self.describe()}), field="run")
        self.release(run_id, status or ("finished" if info.complete else "cancelled"))
        return self._existing_run(run_id)

    def update_meta(self, run_id: str, **values: Any) -> None:
        with self._tx() as cur:
            cur.execute(self._sql("SELECT meta FROM earag_runs WHERE id = ?"), (run_id,))
            row = cur.fetchone()
            if row is None:
                raise InputError(Message("store.no_run", {"run": run_id}), field="run")
            meta = json.loads(row[0] or "{}")
            meta.update(values)
            cur.execute(self._sql("UPDATE earag_runs SET meta = ? WHERE id = ?"),
                        (json.dumps(meta, ensure_ascii=False, default=str), run_id))

    _RUN_COLUMNS = ("id, name, dataset_fp, settings_fp, status, started, finished, total_rows, meta, owner, heartbeat, "
                    "totals")

    def _run_info(self, row, counts: dict[str, int] | None = None, mean: float | None = None,
                  used: dict[str, dict[str, int]] | None = None, usage: dict[str, Any] | None = None) -> RunInfo:
        (rid, name, dfp, sfp, status, started, finished, total, meta, owner, heartbeat, _) = row
        if status == "running" and not _owner_alive(owner, heartbeat, time.time()):
            status = "interrupted"  # its process died: resumable
        return RunInfo(rid, name, dfp, sfp, status, started, finished, int(total), json.loads(meta or "{}"), owner,
                       counts or {"records": 0, "scored": 0, "errors": 0, "fallback": 0}, mean, used or {},
                       usage or {})

    def _totals(self, cur, rows: list) -> dict[str, tuple]:
        """(counts, mean, backends used, usage) per run row: kept at release, else aggregated now (a run being
        written, or totals kept before usage was)."""
        out, live = {}, []
        for row in rows:
            kept = json.loads(row[-1]) if row[-1] else {}
            if "usage" in kept:
                out[row[0]] = (kept["counts"], kept["mean"], kept["used"], kept["usage"])
            else:
                live.append(row[0])
        out.update(self._counts(cur, live))
        return out

    def _counts(self, cur, run_ids: list[str]) -> dict[str, tuple]:
        """Per run: (counts, mean overall, backends used, usage) — three grouped queries for any number of runs."""
        if not run_ids:
            return {}
        marks = ", ".join("?" * len(run_ids))
        cur.execute(self._sql(
            "SELECT run_id, COUNT(*), SUM(CASE WHEN status = 'ok' THEN 1 ELSE 0 END), "
            "SUM(CASE WHEN status <> 'ok' THEN 1 ELSE 0 END), SUM(fallback), AVG(overall) "
            f"FROM earag_records WHERE run_id IN ({marks}) GROUP BY run_id"), tuple(run_ids))
        out: dict[str, tuple[dict[str, int], float | None, dict[str, Any], dict[str, Any]]] = {
            r[0]: ({"records": int(r[1]), "scored": int(r[2] or 0), "errors": int(r[3] or 0),
                    "fallback": int(r[4] or 0)}, None if r[5] is None else float(r[5]), {}, {})
            for r in cur.fetchall()}
        cur.execute(self._sql(f"SELECT run_id, backends, COUNT(*) FROM earag_records WHERE run_id IN ({marks}) "
                              "AND status = 'ok' GROUP BY run_id, backends"), tuple(run_ids))
        for run_id, text, n in cur.fetchall():
            used = out[run_id][2]
            for kind, name in json.loads(text or "{}").items():
                used.setdefault(kind, {})
                used[kind][str(name)] = used[kind].get(str(name), 0) + int(n)
        sums = ", ".join(f"SUM({col}), COUNT({col})" for col, _ in _USAGE_COLUMNS)
        cur.execute(self._sql(f"SELECT run_id, {sums} FROM earag_records WHERE run_id IN ({marks}) "
                              "AND u_calls IS NOT NULL GROUP BY run_id"), tuple(run_ids))
        for r in cur.fetchall():
            agg = {key: (None if r[1 + 2 * i] is None else int(r[1 + 2 * i]), int(r[2 + 2 * i]))
                   for i, (_, key) in enumerate(_USAGE_COLUMNS)}
            out[r[0]][3].update(usage_totals(agg["llm_calls"][1], {k: v[0] for k, v in agg.items()},
                                             {k: v[1] for k, v in agg.items()}))
        return out

    def _existing_run(self, run_id: str) -> RunInfo:
        """The run just written or claimed (deleted meanwhile by another process: an InputError naming it)."""
        info = self.get_run(run_id)
        if info is None:
            raise InputError(Message("store.no_run_in", {"run": run_id, "store": self.describe()}), field="run")
        return info

    def get_run(self, run_id: str) -> RunInfo | None:
        with self._tx() as cur:
            cur.execute(self._sql(f"SELECT {self._RUN_COLUMNS} FROM earag_runs WHERE id = ?"), (run_id,))
            row = cur.fetchone()
            if row is None:
                return None
            counts = self._totals(cur, [row]).get(run_id, ())
        return self._run_info(row, *counts)

    def list_runs(self, limit: int | None = 200, *, dataset_fp: str | None = None,
                  settings_fp: str | None = None, counts: bool = True) -> list[RunInfo]:
        """Runs newest first, optionally only those of one dataset (and settings). counts=False skips the
        aggregates over their records (a lookup by metadata needs none; the list then shows zero counts)."""
        where, args = [], []
        if dataset_fp:
            where.append("dataset_fp = ?")
            args.append(dataset_fp)
        if settings_fp:
            where.append("settings_fp = ?")
            args.append(settings_fp)
        sql = f"SELECT {self._RUN_COLUMNS} FROM earag_runs"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY created DESC, id DESC"
        if limit:
            sql += f" LIMIT {int(limit)}"
        with self._tx() as cur:
            cur.execute(self._sql(sql), tuple(args))
            rows = cur.fetchall()
            per_run = self._totals(cur, rows) if counts else {}
        return [self._run_info(r, *per_run.get(r[0], ())) for r in rows]

    def delete_run(self, run_id: str) -> int:
        """Delete a run and its records; returns how many records went with it."""
        with self._tx() as cur:
            cur.execute(self._sql("SELECT COUNT(*) FROM earag_records WHERE run_id = ?"), (run_id,))
            n = int(cur.fetchone()[0])
            cur.execute(self._sql("DELETE FROM earag_records WHERE run_id = ?"), (run_id,))
            cur.execute(self._sql("DELETE FROM earag_runs WHERE id = ?"), (run_id,))
        return n

    # --- records -----------------------------------------------------------------------------------------------
    def put_record(self, run_id: str, record: Mapping[str, Any]) -> None:
        """Insert or replace the record of one input row, in its own transaction (and beat the run's heartbeat)."""
        row_no = record.get("row")
        if not isinstance(row_no, int):
            # internal: a caller's bug
            raise ValueError(f"a record needs its input row number, got {row_no!r}")
        cols = _record_columns(record)
        names = ["run_id", "row_no", *cols, "record"]
        values = (run_id, row_no, *cols.values(), json.dumps(record, ensure_ascii=False, default=str))
        updates = ", ".join(f"{n} = excluded.{n}" for n in names[2:])
        with self._tx() as cur:
            cur.execute(self._sql(f"INSERT INTO earag_records ({', '.join(names)}) VALUES "
                                  f"({', '.join('?' * len(names))}) ON CONFLICT (run_id, row_no) DO UPDATE SET "
                                  f"{updates}"), values)
            cur.execute(self._sql("UPDATE earag_runs SET heartbeat = ? WHERE id = ? AND owner = ?"),
                        (time.time(), run_id, this_owner()))  # (the kept totals are cleared by a trigger)

    def beat(self, run_id: str) -> None:
        """Move the heartbeat of a run this process owns while other processes write its records (the Ray engine's
        actors: their writes never move it, they are not the owner)."""
        with self._tx() as cur:
            cur.execute(self._sql("UPDATE earag_runs SET heartbeat = ? WHERE id = ? AND owner = ?"),
                        (time.time(), run_id, this_owner()))

    def row_status(self, run_id: str) -> dict[int, tuple[str, bool]]:
        """Per input row with a record: (status, fell back) — what a resume skips."""
        with self._tx() as cur:
            cur.execute(self._sql("SELECT row_no, status, fallback FROM earag_records WHERE run_id = ?"), (run_id,))
            return {int(r[0]): (r[1], bool(r[2])) for r in cur.fetchall()}

    def iter_records(self, run_id: str, batch: int = 500) -> Iterator[dict[str, Any]]:
        """The run's records in input-row order, read in pages so a large run is never held whole."""
        last = -1
        while True:
            with self._tx() as cur:
                cur.execute(self._sql("SELECT row_no, record FROM earag_records WHERE run_id = ? AND row_no > ? "
                                      f"ORDER BY row_no LIMIT {int(batch)}"), (run_id, last))
                rows = cur.fetchall()
            for row_no, text in rows:
                yield json.loads(text)
            if len(rows) < batch:
                return
            last = rows[-1][0]

    def records(self, run_id: str) -> list[dict[str, Any]]:
        return list(self.iter_records(run_id))

    def get_record(self, run_id: str, row: int) -> dict[str, Any] | None:
        """The record of one input row (the dashboard's drill-down reads only the one it shows); None without one."""
        with self._tx() as cur:
            cur.execute(self._sql("SELECT record FROM earag_records WHERE run_id = ? AND row_no = ?"),
                        (run_id, int(row)))
            found = cur.fetchone()
        return None if found is None else json.loads(found[0])

    def count_records(self, run_id: str) -> int:
        with self._tx() as cur:
            cur.execute(self._sql("SELECT COUNT(*) FROM earag_records WHERE run_id = ?"), (run_id,))
            return int(cur.fetchone()[0])

    def summary(self, run_id: str) -> dict[str, Any]:
        """What a run's summary shows, computed by the database: counts, per-dimension mean/min/max, levels,
        backends used — never by loading the records."""
        info = self.get_run(run_id)
        if info is None:
            raise InputError(Message("store.no_run_in", {"run": run_id, "store": self.describe()}), field="run")
        stats: dict[str, dict[str, float]] = {}
        with self._tx() as cur:
            for col, name in (("overall", "overall"), *((f"d_{d}", d) for d in DIMENSIONS)):
                cur.execute(self._sql(f"SELECT AVG({col}), MIN({col}), MAX({col}), COUNT({col}) FROM earag_records "
                                      "WHERE run_id = ? AND status = 'ok'"), (run_id,))
                mean, low, high, n = cur.fetchone()
                if n:
                    stats[name] = {"mean": float(mean), "min": float(low), "max": float(high), "n": int(n)}
            cur.execute(self._sql("SELECT level, COUNT(*) FROM earag_records WHERE run_id = ? AND status = 'ok' "
                                  "GROUP BY level"), (run_id,))
            levels = {str(level): int(n) for level, n in cur.fetchall()}
        return {"run": info.to_dict(), "counts": info.counts, "total_rows": info.total_rows,
                "complete": info.complete, "dimensions": stats, "levels": levels, "backends_used": info.backends_used,
                "usage": info.usage}


class SQLiteRunStore(RunStore):
    """The embedded default: one SQLite file in WAL mode (readers never block the writer; writers queue)."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.url = f"sqlite:///{self.path}"
        _quick_check(self.path)  # a damaged store is refused, not written into
        super().__init__()

    def _connect(self):
        conn = sqlite3.connect(self.path, timeout=30.0, isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=NORMAL")  # WAL + NORMAL: a committed record survives a process kill
        conn.execute("PRAGMA foreign_keys=ON")
        conn.execute("PRAGMA busy_timeout=30000")
        return _SQLiteConn(conn)

    def _begin(self, cur) -> None:
        cur.execute("BEGIN IMMEDIATE")


def _quick_check(path: Path) -> None:
    """RunStoreError unless an existing SQLite store passes PRAGMA quick_check (O(size): ~0.1 s per 100 MB)."""
    if not path.is_file() or path.stat().st_size == 0:
        return
    try:
        conn = sqlite3.connect(path, timeout=30.0)
        try:
            conn.execute("PRAGMA busy_timeout=30000")
            problems = [str(r[0]) for r in conn.execute("PRAGMA quick_check(5)").fetchall()]
        finally:
            conn.close()
    except sqlite3.Error as exc:
        problems = [str(exc)]
    if problems != ["ok"]:
        raise RunStoreError(Message("store.damaged", {"path": str(path), "problems": "; ".join(problems)[:300]}))


class _SQLiteConn:
    """sqlite3 in autocommit mode with explicit BEGIN/COMMIT, shaped like a DB-API connection."""

    def __init__(self, conn: sqlite3.Connection):
        self._conn = conn

    def cursor(self):
        return self._conn.cursor()

    def commit(self) -> None:
        if self._conn.in_transaction:
            self._conn.execute("COMMIT")

    def rollback(self) -> None:
        if self._conn.in_transaction:
            self._conn.execute("ROLLBACK")

    def close(self) -> None:
        self._conn.close()


class PostgresRunStore(RunStore):
    """The team store: the same tables in a PostgreSQL database (psycopg 3), given EARAG_DB_URL."""

    placeholder = "%s"

    def __init__(self, url: str):
        try:
            # lazy: psycopg costs 35 ms at import (measured, benchmarks/import_costs.py)
            import psycopg  # noqa: F401
        except ImportError:  # pragma: no cover - psycopg is in requirements.txt
            raise InputError(Message("store.psycopg_missing"), field=ENV_DB_URL) from None
        self.url = url
        super().__init__()

    def _lock_name(self, cur, name: str) -> None:
        cur.execute("SELECT pg_advisory_xact_lock(%s)", (zlib.crc32(name.encode()),))

    def _select_for_update(self) -> str:
        return " FOR UPDATE"

    def _create_triggers(self, cur) -> None:
        cur.execute("SELECT 1 FROM pg_trigger WHERE tgname = 'earag_records_totals'")
        if cur.fetchone() is not None:
            return
        self._lock_name(cur, "schema:triggers")  # two processes opening a new store at once: one creates them
        cur.execute("""CREATE OR REPLACE FUNCTION earag_clear_totals() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_OP = 'DELETE' THEN
                    UPDATE earag_runs SET totals = NULL WHERE id = OLD.run_id;
                ELSE
                    UPDATE earag_runs SET totals = NULL WHERE id = NEW.run_id;
                END IF;
                RETURN NULL;
            END $$""")
        cur.execute("CREATE OR REPLACE TRIGGER earag_records_totals AFTER INSERT OR UPDATE OR DELETE ON earag_records "
                    "FOR EACH ROW EXECUTE FUNCTION earag_clear_totals()")

    def _connect(self):
        import psycopg  # lazy: psycopg costs 35 ms at import (measured, benchmarks/import_costs.py)

        try:
            return psycopg.connect(self.url, connect_timeout=10)
        except psycopg.OperationalError as exc:
            raise InputError(Message("store.cannot_connect", {"store": self.describe(), "detail": redact(str(exc)).strip()}),
                             field=ENV_DB_URL) from None
