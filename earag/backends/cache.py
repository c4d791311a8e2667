"""A persistent response cache (SQLite) and the LLM / Embedder wrappers that read through it.

A re-run of the same samples with the same judge, prompt and schema costs no model calls. Only validated
answers are stored; errors never are. A broken cache file degrades to "no cache", never to a failed evaluation.
"""
from __future__ import annotations

import base64
import hashlib
import json
import logging
import sqlite3
import threading
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, TypeVar

import numpy as np
from pydantic import BaseModel, ValidationError

from earag.errors import BackendUnavailable

log = logging.getLogger(__name__)
M = TypeVar("M", bound=BaseModel)

KEY_VERSION = 1  # bump when the key's ingredients change, so old entries are simply never found
_CHUNK = 500     # keys per SELECT ... IN (...), well under SQLite's variable limit


def cache_key(backend: str, model: str, prompt: str, schema_json: Any) -> str:
    """sha256 of a canonical JSON of everything that determines the answer (a JSON string schema is parsed first)."""
    if isinstance(schema_json, (str, bytes)):
        try:
            schema_json = json.loads(schema_json)
        except ValueError:
            pass
    canonical = json.dumps({"v": KEY_VERSION, "backend": backend, "model": model, "prompt": prompt,
                            "schema": schema_json}, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


class ResponseCache:
    """Key → JSON text in one SQLite file (WAL), created with its folder on first write; thread-safe."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self._lock = threading.RLock()
        self._conn: sqlite3.Connection | None = None
        self.hits = 0
        self.misses = 0

    def __repr__(self) -> str:
        return f"ResponseCache({str(self.path)!r})"

    def _connection(self, create: bool = True) -> sqlite3.Connection | None:
        if self._conn is None:
            if not create and not self.path.exists():
                return None  # stats()/clear() on a cache never written: do not create the file
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                # One connection shared under self._lock; autocommit, so every put is durable at once.
                conn = sqlite3.connect(str(self.path), timeout=10, check_same_thread=False, isolation_level=None)
                conn.execute("PRAGMA journal_mode=WAL")   # readers in other processes are not blocked by a writer
                conn.execute("PRAGMA synchronous=NORMAL")
                conn.execute("CREATE TABLE IF NOT EXISTS responses ("
                             "key TEXT PRIMARY KEY, value TEXT NOT NULL, created REAL NOT NULL)")
            except (sqlite3.Error, OSError) as exc:
                raise BackendUnavailable(f"response cache {self.path} cannot be opened: {exc}") from None
            self._conn = conn
        return self._conn

    def _run(self, fn, create: bool = True):
        with self._lock:
            try:
                conn = self._connection(create)
                return fn(conn) if conn is not None else None
            except sqlite3.Error as exc:
                raise BackendUnavailable(f"response cache {self.path}: {exc}") from None

    def get(self, key: str) -> str | None:
        row = self._run(lambda c: c.execute("SELECT value FROM responses WHERE key = ?", (key,)).fetchone())
        with self._lock:
            if row is None:
                self.misses += 1
                return None
            self.hits += 1
            return row[0]

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

    def put(self, key: str, value_json: str) -> None:
        self.put_many([(key, value_json)])

    def put_many(self, items: Iterable[tuple[str, str]]) -> None:
        now = time.time()
        rows = [(k, v, now) for k, v in items]
        if rows:
            self._run(lambda c: c.executemany(
                "INSERT OR REPLACE INTO responses (key, value, created) VALUES (?, ?, ?)", rows))

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
        """Remove every entry and give the space back; returns how many were removed."""
        def wipe(c: sqlite3.Connection) -> int:
            removed = c.execute("DELETE FROM responses").rowcount
            c.execute("VACUUM")
            c.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            return removed

        return self._run(wipe, create=False) or 0

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None


class CachedLLM:
    """LLM protocol through a ResponseCache: a hit returns the stored, re-validated answer without calling `inner`."""

    def __init__(self, inner, cache: ResponseCache):
        self.inner = inner
        self.cache = cache
        self.name = inner.name
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def __repr__(self) -> str:
        return f"CachedLLM({self.inner!r}, {self.cache!r})"

    def __getattr__(self, attr: str):  # model, host, timeout, failures ... of the wrapped judge
        if attr == "inner" or attr.startswith("__"):  # not yet set (copy, pickle): no recursion
            raise AttributeError(attr)
        return getattr(self.inner, attr)

    @property
    def calls(self) -> int:
        return getattr(self.inner, "calls", 0)

    def key(self, prompt: str, schema: type[BaseModel]) -> str:
        return cache_key(self.inner.name, getattr(self.inner, "model", ""), prompt, schema.model_json_schema())

    def complete_json(self, prompt: str, schema: type[M], *, timeout: float | None = None) -> M:
        key = self.key(prompt, schema)
        try:
            cached = self.cache.get(key)
        except BackendUnavailable as exc:
            log.warning("%s; answering without the cache", exc)
            cached = None
        if cached is not None:
            try:
                value = schema.model_validate(json.loads(cached))
            except (ValueError, ValidationError):  # written by an older schema version: ask again
                value = None
            if value is not None:
                with self._lock:
                    self.hits += 1
                return value
        with self._lock:
            self.misses += 1
        value = self.inner.complete_json(prompt, schema, timeout=timeout)  # errors propagate and are not stored
        try:
            self.cache.put(key, value.model_dump_json())
        except BackendUnavailable as exc:
            log.warning("%s; answer not cached", exc)
        return value

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
        return cache_key(f"embed:{self.inner.name}", getattr(self.inner, "model", ""), text, None)

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
            log.warning("%s; embedding without the cache", exc)
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
                self.cache.put_many((k, self._encode(vectors[k])) for k in missing)
            except BackendUnavailable as exc:
                log.warning("%s; vectors not cached", exc)
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
            self.cache.put_many((self.key(t), self._encode(v)) for t, v in zip(texts, out))
        except BackendUnavailable as exc:
            log.warning("%s; vectors not cached", exc)
        return out

    def ping(self) -> dict[str, Any]:
        ping = getattr(self.inner, "ping", None)
        return ping() if ping is not None else {"reachable": True}
