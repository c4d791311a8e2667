"""The one response cache layer: a persistent SQLite store and the LLM / Embedder wrappers that read through it.

A re-run of the same samples with the same judge, prompt and schema costs no model calls. Only validated
answers are stored; errors never are. A broken cache file degrades to "no cache", never to a failed evaluation:
a corrupt or truncated file is moved aside (`<name>.corrupt-<time>`) with one warning and the cache starts empty;
any other failure (no permission, disk full) is warned about once per message, not once per call.

The key of an LLM answer is sha256 over provider, endpoint (URL without credentials), model, prompt version, prompt
and the schema's JSON schema: the same prompt asked of another server, port or model is another entry, so a run
against a dead port is never answered from another server's answers. Embedding keys hold provider name, endpoint,
model and the text.

Each row keeps the backend that produced it and the time it was written. A hit is served even when the judge is
down now (it needs no server and it is the same judge, endpoint and model that answered before), but never as a
fresh answer: `CachedLLM.complete` returns it with cached=True, cache="hit", the original backend and the ISO time of
the original answer (earag.backends.llm.Completion), and that is what records and the UI show.
"""
from __future__ import annotations

import base64
import hashlib
import json
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import numpy as np
from pydantic import BaseModel, ValidationError

from earag.backends.llm import Completion, complete
from earag.backends.llm.breaker import judge_identity
from earag.errors import BackendUnavailable
from earag.messages import Message

if TYPE_CHECKING:
    from earag.backends.llm import Completion

log = logging.getLogger(__name__)
M = TypeVar("M", bound=BaseModel)

KEY_VERSION = 2  # bump when the key's ingredients change, so old entries are simply never found
_CHUNK = 500     # keys per SELECT ... IN (...), well under SQLite's variable limit
_CORRUPT_CODES = {11, 26}  # SQLITE_CORRUPT ("database disk image is malformed"), SQLITE_NOTADB ("not a database")


def is_corrupt(exc: BaseException) -> bool:
    """Whether an sqlite3 error means the file itself is damaged (truncated, overwritten), as opposed to busy,
    read-only or out of space — only a damaged file is moved aside."""
    if not isinstance(exc, sqlite3.DatabaseError):
        return False
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None and (code & 0xFF) in _CORRUPT_CODES:
        return True
    text = str(exc).lower()
    return "malformed" in text or "not a database" in text


def cache_key(backend: str, model: str, prompt: str, schema_json: Any, *, endpoint: str = "",
              prompt_version: str = "") -> str:
    """sha256 of a canonical JSON of everything that determines the answer (a JSON string schema is parsed first).

    `backend` is the provider ("ollama", "openai", or a name for other judges), `endpoint` the server's URL without
    credentials (earag.urls.endpoint_of).
    """
    if isinstance(schema_json, (str, bytes)):
        try:
            schema_json = json.loads(schema_json)
        except ValueError:
            pass
    canonical = json.dumps({"v": KEY_VERSION, "backend": backend, "endpoint": endpoint, "model": model,
                            "prompt_version": prompt_version, "prompt": prompt, "schema": schema_json},
                           sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def iso_time(epoch: float | None) -> str | None:
    """A time.time() value as ISO 8601 UTC with seconds ("2026-11-22T16:44:04Z")."""
    if epoch is None:
        return None
    return datetime.fromtimestamp(epoch, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


@dataclass(frozen=True)
class CacheEntry:
    value: str              # the stored JSON text
    backend: str | None     # who produced it, e.g. "ollama:qwen2.5:7b" (None for rows of older versions)
    created: float          # time.time() when it was stored = when the backend answered


class ResponseCache:
    """Key → JSON text in one SQLite file (WAL), created with its folder on first write; thread-safe."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self._lock = threading.RLock()
        self._conn: sqlite3.Connection | None = None
        self._inode: int | None = None  # of the file this connection opened, so only that file is moved aside
        self._warned: set[str] = set()
        self.moved_aside: list[Path] = []  # corrupt files moved aside by this process
        self.hits = 0
        self.misses = 0

    def __repr__(self) -> str:
        return f"ResponseCache({str(self.path)!r})"

    def warn_once(self, message: str) -> None:
        """Log a warning the first time this message comes up in this process (a broken cache must not print a
        warning for every one of 10,000 calls)."""
        with self._lock:
            if message in self._warned:
                return
            self._warned.add(message)
        log.warning("%s", message)

    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # One connection shared under self._lock; autocommit, so every put is durable at once.
        conn = sqlite3.connect(str(self.path), timeout=10, check_same_thread=False, isolation_level=None)
        try:
            conn.execute("PRAGMA journal_mode=WAL")   # readers in other processes are not blocked by a writer
            conn.execute("PRAGMA synchronous=NORMAL")
            conn.execute("CREATE TABLE IF NOT EXISTS responses ("
                         "key TEXT PRIMARY KEY, value TEXT NOT NULL, created REAL NOT NULL, backend TEXT)")
            columns = {row[1] for row in conn.execute("PRAGMA table_info(responses)")}
            if "backend" not in columns:  # a file written before rows knew their backend
                conn.execute("ALTER TABLE responses ADD COLUMN backend TEXT")
            self._inode = self.path.stat().st_ino
        except BaseException:
            conn.close()
            raise
        return conn

    def _move_aside(self, exc: BaseException) -> None:
        """Close the damaged file and rename it (with its -wal/-shm) to `<name>.corrupt-<time>`; one warning."""
        if self._conn is not None:
            try:
                self._conn.close()
            except sqlite3.Error:
                pass
            self._conn = None
        try:
            inode = self.path.stat().st_ino
        except FileNotFoundError:
            inode = None
        # Another process may already have moved it aside and started a fresh file: that one is not ours to move.
        if inode is not None and (self._inode is None or inode == self._inode):
            stamp = time.strftime("%Y%m%dT%H%M%S")
            target = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
            n = 1
            while target.exists():
                n += 1
                target = self.path.with_name(f"{self.path.name}.corrupt-{stamp}-{n}")
            os.replace(self.path, target)
            for suffix in ("-wal", "-shm"):
                side = Path(f"{self.path}{suffix}")
                if side.exists():
                    os.replace(side, Path(f"{target}{suffix}"))
            self.moved_aside.append(target)
            self.warn_once(f"response cache {self.path} is damaged ({exc}): moved aside to {target.name}; "
                           "starting with an empty cache")
        self._inode = None

    def _connection(self, create: bool = True) -> sqlite3.Connection | None:
        if self._conn is None:
            if not create and not self.path.exists():
                return None  # stats()/clear() on a cache never written: do not create the file
            try:
                try:
                    conn = self._open()
                except sqlite3.Error as exc:
                    if not is_corrupt(exc):
                        raise
                    self._move_aside(exc)
                    conn = self._open()
            except (sqlite3.Error, OSError) as exc:
                raise BackendUnavailable(Message("cache.cannot_open", {"path": str(self.path), "detail": str(exc)})) from None
            self._conn = conn
        return self._conn

    def _run(self, fn, create: bool = True):
        """fn(connection) under the lock; a file found damaged mid-use is moved aside and fn runs once more on a
        fresh, empty file; any other sqlite error is BackendUnavailable."""
        with self._lock:
            try:
                conn = self._connection(create)
                return fn(conn) if conn is not None else None
            except sqlite3.Error as exc:
                if not is_corrupt(exc):
                    raise BackendUnavailable(Message("cache.failed", {"path": str(self.path), "detail": str(exc)})) from None
                damaged = exc
            try:
                self._move_aside(damaged)
                return fn(self._connection(True))
            except (sqlite3.Error, OSError) as exc:
                raise BackendUnavailable(Message("cache.failed", {"path": str(self.path), "detail": str(exc)})) from None

    def get(self, key: str) -> str | None:
        entry = self.get_entry(key)
        return None if entry is None else entry.value

    def get_entry(self, key: str) -> CacheEntry | None:
        """The stored value with its backend and time, or None (one hit or miss counted)."""
        row = self._run(lambda c: c.execute(
            "SELECT value, backend, created FROM responses WHERE key = ?", (key,)).fetchone())
        with self._lock:
            if row is None:
                self.misses += 1
                return None
            self.hits += 1
            return CacheEntry(row[0], row[1], row[2])

    def get_many(self, keys: Iterable[str]) -> dict[str, str]:
        """The stored values of those keys that are present (one hit or miss counted per distinct key)."""
        keys = list(dict.fromkeys(keys))
        found: dict[str, str] = {}

        def select(c: sqlite3.Connection) -> None:
            for i in range(0, len(keys), _CHUNK):
                chunk = keys[i : i + _CHUNK]
                marks = ",".join("?" * len(chunk))
                found.update(c.execute(f"SELECT key, value FROM responses WHERE key IN ({marks})", chunk).fetchall())

        if keys:
            self._run(select)
        with self._lock:
            self.hits += len(found)
            self.misses += len(keys) - len(found)
        return found

    def put(self, key: str, value_json: str, backend: str | None = None) -> None:
        self.put_many([(key, value_json, backend)])

    def put_many(self, items: Iterable[tuple[str, str] | tuple[str, str, str | None]]) -> None:
        """Store (key, value) or (key, value, backend) rows, stamped with the time now."""
        now = time.time()
        rows = [(item[0], item[1], now, item[2] if len(item) > 2 else None) for item in items]
        if rows:
            self._run(lambda c: c.executemany(
                "INSERT OR REPLACE INTO responses (key, value, created, backend) VALUES (?, ?, ?, ?)", rows))

    def __len__(self) -> int:
        return self._run(lambda c: c.execute("SELECT COUNT(*) FROM responses").fetchone()[0], create=False) or 0

    def stats(self) -> dict[str, Any]:
        """Hits and misses of this process, entries and bytes on disk (WAL included), and the file."""
        entries = len(self)
        size = sum(p.stat().st_size for p in (self.path, Path(f"{self.path}-wal")) if p.exists())
        with self._lock:
            return {"hits": self.hits, "misses": self.misses, "entries": entries, "size_bytes": size,
                    "path": str(self.path)}

    def clear(self) -> int:
        """Remove every entry and give the space back; returns how many were removed (see `clear_report`)."""
        return self.clear_report()["removed"]

    def clear_report(self) -> dict[str, Any]:
        """Empty the cache, a damaged file included (it is moved aside, then deleted with every earlier
        `.corrupt-*` copy beside it): {"removed": entries, "deleted_files": names of damaged copies, "path"}."""
        def wipe(c: sqlite3.Connection) -> int:
            removed = c.execute("DELETE FROM responses").rowcount
            try:
                c.execute("VACUUM")
                c.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            except sqlite3.OperationalError:  # another process is reading: the entries are gone, space comes later
                pass
            return removed

        with self._lock:
            removed = self._run(wipe, create=False) or 0
            deleted = []
            for copy in sorted(self.path.parent.glob(f"{self.path.name}.corrupt-*")) if self.path.parent.exists() else []:
                try:
                    copy.unlink()
                except OSError as exc:
                    raise BackendUnavailable(Message("cache.cannot_delete", {"path": str(copy), "detail": str(exc)})) from None
                if not copy.name.endswith(("-wal", "-shm")):
                    deleted.append(copy.name)
        return {"removed": removed, "deleted_files": deleted, "path": str(self.path)}

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None


class CachedLLM:
    """LLM protocol through a ResponseCache: a hit returns the stored, re-validated answer without calling `inner`.

    Counters: `hits` / `cache_hits` and `misses` of this wrapper; `calls`, `attempts`, `failures`, `skipped` are
    the wrapped judge's (a hit is never a call).
    """

    def __init__(self, inner, cache: ResponseCache):
        self.inner = inner
        self.cache = cache
        self.name = inner.name
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def __repr__(self) -> str:
        return f"CachedLLM({self.inner!r}, {self.cache!r})"

    def __getattr__(self, attr: str):  # model, host, timeout, identity, failures ... of the wrapped judge
        if attr == "inner" or attr.startswith("__"):  # not yet set (copy, pickle): no recursion
            raise AttributeError(attr)
        return getattr(self.inner, attr)

    @property
    def calls(self) -> int:
        return getattr(self.inner, "calls", 0)

    @property
    def cache_hits(self) -> int:
        return self.hits

    def key(self, prompt: str, schema: type[BaseModel], prompt_version: str = "") -> str:
        ident = judge_identity(self.inner)
        if ident is not None:
            provider, endpoint, model = ident
        else:  # an LLM object without an endpoint (a test double): its name and model
            provider, endpoint, model = self.inner.name, "", str(getattr(self.inner, "model", ""))
        return cache_key(provider, model, prompt, schema.model_json_schema(), endpoint=endpoint,
                         prompt_version=prompt_version)

    def complete(self, prompt: str, schema: type[M], *, timeout: float | None = None,
                 prompt_version: str = "") -> "Completion[M]":
        """A cache hit labelled with the original backend and time, or the wrapped judge's answer (then stored)."""
        t0 = time.perf_counter()
        key = self.key(prompt, schema, prompt_version)
        try:
            entry = self.cache.get_entry(key)
        except BackendUnavailable as exc:
            self.cache.warn_once(f"{exc}; answering without the cache")
            entry = None
        if entry is not None:
            try:
                value = schema.model_validate(json.loads(entry.value))
            except (ValueError, ValidationError):  # written by an older schema version: ask again
                value = None
            if value is not None:
                with self._lock:
                    self.hits += 1
                return Completion(value, entry.backend or self.inner.name, cached=True,
                                  cached_at=iso_time(entry.created), latency_ms=(time.perf_counter() - t0) * 1000,
                                  cache="hit", calls=0)
        with self._lock:
            self.misses += 1
        done = complete(self.inner, prompt, schema, timeout=timeout, prompt_version=prompt_version)  # errors propagate, never stored
        try:
            self.cache.put(key, done.value.model_dump_json(), backend=done.backend)
        except BackendUnavailable as exc:
            self.cache.warn_once(f"{exc}; answer not cached")
        return replace(done, cache="miss", latency_ms=(time.perf_counter() - t0) * 1000)

    def complete_json(self, prompt: str, schema: type[M], *, timeout: float | None = None) -> M:
        return self.complete(prompt, schema, timeout=timeout).value

    def ping(self) -> dict[str, Any]:
        ping = getattr(self.inner, "ping", None)
        return ping() if ping is not None else {"reachable": True}


class CachedEmbedder:
    """Embedder protocol through a ResponseCache: per-text float32 vectors; only unseen texts reach `inner`,
    in one batch, and rows come back in the order asked."""

    def __init__(self, inner, cache: ResponseCache):
        self.inner = inner
        self.cache = cache
        self.name = inner.name
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0
        self.sent = 0  # texts passed to the inner embedder

    def __repr__(self) -> str:
        return f"CachedEmbedder({self.inner!r}, {self.cache!r})"

    def __getattr__(self, attr: str):
        if attr == "inner" or attr.startswith("__"):  # not yet set (copy, pickle): no recursion
            raise AttributeError(attr)
        return getattr(self.inner, attr)

    def key(self, text: str) -> str:
        return cache_key(f"embed:{self.inner.name}", str(getattr(self.inner, "model", "")), text, None,
                         endpoint=str(getattr(self.inner, "endpoint", "") or ""))

    @staticmethod
    def _encode(vec: np.ndarray) -> str:
        return base64.b64encode(np.ascontiguousarray(vec, dtype="<f4").tobytes()).decode("ascii")

    @staticmethod
    def _decode(value: str) -> np.ndarray | None:
        try:
            return np.frombuffer(base64.b64decode(value, validate=True), dtype="<f4").astype(np.float32)
        except (ValueError, TypeError):
            return None

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        texts = list(texts)
        if not texts:
            return np.asarray(self.inner.embed(texts), dtype=np.float32)
        keys = [self.key(t) for t in texts]
        try:
            stored = self.cache.get_many(keys)
        except BackendUnavailable as exc:
            self.cache.warn_once(f"{exc}; embedding without the cache")
            stored = {}
        vectors: dict[str, np.ndarray] = {}
        for k, v in stored.items():
            vec = self._decode(v)
            if vec is not None and vec.size:
                vectors[k] = vec
        missing: dict[str, str] = {}  # key -> text, unique, in first-seen order
        for k, t in zip(keys, texts):
            if k not in vectors and k not in missing:
                missing[k] = t
        if missing:
            fresh = np.asarray(self.inner.embed(list(missing.values())), dtype=np.float32)
            dims = {vec.shape[0] for vec in vectors.values()}
            if dims and dims != {fresh.shape[1]}:  # the model behind the name changed: trust only fresh vectors
                return self._refresh(texts)
            vectors.update(zip(missing, fresh))
            try:
                self.cache.put_many((k, self._encode(vectors[k]), self.inner.name) for k in missing)
            except BackendUnavailable as exc:
                self.cache.warn_once(f"{exc}; vectors not cached")
        with self._lock:
            self.sent += len(missing)
            self.misses += len(missing)
            self.hits += len(texts) - len(missing)
        if len({vec.shape[0] for vec in vectors.values()}) > 1:
            return self._refresh(texts)
        return np.stack([vectors[k] for k in keys]).astype(np.float32, copy=False)

    def _refresh(self, texts: list[str]) -> np.ndarray:
        out = np.asarray(self.inner.embed(texts), dtype=np.float32)
        with self._lock:
            self.sent += len(texts)
        try:
            self.cache.put_many((self.key(t), self._encode(v), self.inner.name) for t, v in zip(texts, out))
        except BackendUnavailable as exc:
            self.cache.warn_once(f"{exc}; vectors not cached")
        return out

    def ping(self) -> dict[str, Any]:
        ping = getattr(self.inner, "ping", None)
        return ping() if ping is not None else {"reachable": True}
