"""The one response cache layer: a persistent SQLite store and the LLM / Embedder wrappers that read through it.

A re-run of the same samples with the same judge, prompt and schema costs no model calls. Only validated
answers are stored; errors never are. A broken cache file degrades to "no cache", never to a failed evaluation.

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

from earag.errors import BackendUnavailable

if TYPE_CHECKING:
    from earag.backends.llm import Completion

log = logging.getLogger(__name__)
M = TypeVar("M", bound=BaseModel)

KEY_VERSION = 2  # bump when the key's ingredients change, so old entries are simply never found
_CHUNK = 500     # keys per SELECT ... IN (...), well under SQLite's variable limit


def cache_key(backend: str, model: str, prompt: str, schema_json: Any, *, endpoint: str = "",
              prompt_version: str = "") -> str:
    """sha256 of a canonical JSON of everything that determines the answer (a JSON string schema is parsed first).

    `backend` is the provider ("ollama", "openai", or a name for other judges), `endpoint` the server's URL without
    credentials (earag.backends.http.endpoint_of).
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
                             "key TEXT PRIMARY KEY, value TEXT NOT NULL, created REAL NOT NULL, backend TEXT)")
                columns = {row[1] for row in conn.execute("PRAGMA table_info(responses)")}
                if "backend" not in columns:  # a file written before rows knew their backend
                    conn.execute("ALTER TABLE responses ADD COLUMN backend TEXT")
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
        from earag.backends.llm.breaker import judge_identity

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
        from earag.backends.llm import Completion, complete

        t0 = time.perf_counter()
        key = self.key(prompt, schema, prompt_version)
        try:
            entry = self.cache.get_entry(key)
        except BackendUnavailable as exc:
            log.warning("%s; answering without the cache", exc)
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
                                  cache="hit")
        with self._lock:
            self.misses += 1
        done = complete(self.inner, prompt, schema, timeout=timeout, prompt_version=prompt_version)  # errors propagate, never stored
        try:
            self.cache.put(key, done.value.model_dump_json(), backend=done.backend)
        except BackendUnavailable as exc:
            log.warning("%s; answer not cached", exc)
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
                self.cache.put_many((k, self._encode(vectors[k]), self.inner.name) for k in missing)
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
            self.cache.put_many((self.key(t), self._encode(v), self.inner.name) for t, v in zip(texts, out))
        except BackendUnavailable as exc:
            log.warning("%s; vectors not cached", exc)
        return out

    def ping(self) -> dict[str, Any]:
        ping = getattr(self.inner, "ping", None)
        return ping() if ping is not None else {"reachable": True}
