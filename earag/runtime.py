"""The process's shared state in one object: loaded models, caches, per-endpoint caps, breakers, running runs.

Before, each module kept its own registry behind its own lock (jieba tokenizers, token counters, the offline
extractor, LAC and spaCy, the USE embedder, response caches, in-flight caps, circuit breakers, the runs this process
is running, the worker process's evaluator). They now live in tables of one `Runtime`, named by *kind*
(``"nlp.tokenizer"``, ``"llm.breaker"``, …); the modules keep their public functions (`tokenizer_for`,
`breaker_for`, `in_flight_for`, …) and look the objects up in `runtime()`.

One lock discipline:
- `Runtime._lock` guards the tables and is held only for a dict operation (never while loading or calling out);
- a value that is slow to build (jieba's dictionary, a model) is built under a lock of its own per (kind, key)
  (`building`), so two threads asking at once build it once and a third asking for something else does not wait;
- `update` and `per_object` run their function under `_lock`: it must be cheap and must not call the runtime.

`runtime()` is the process's default instance, made on first use. A process forked from this one gets a fresh
instance (new locks, no breakers, caps, caches or runs of its parent) that keeps only the loaded models of the kinds
in `KEPT_ACROSS_FORK` (read-only after loading: the point of forking the evaluator's workers is that jieba and the
lexicon are not loaded again). Ray actors and spawned or forkserver workers start a new interpreter: theirs is new.

`clear()` closes what the runtime owns and empties it (the next use builds again); `close()` does the same at exit.
`snapshot()` says what is loaded, for the backend status and for tests. Tests reset with ``runtime().clear()`` or
run against their own instance with ``with use_runtime(Runtime()):``.
"""
from __future__ import annotations

import contextlib
import os
import threading
import weakref
from collections.abc import Callable, Hashable, Iterator
from typing import Any, TypeVar

T = TypeVar("T")

# kinds whose values a forked child keeps: models loaded once, read-only afterwards (each guards its own state)
KEPT_ACROSS_FORK = frozenset({"nlp.tokenizer", "nlp.lexicon_tokenizer", "nlp.ner", "tokens.counter",
                              "metrics.extractor", "embed.use"})


class Runtime:
    """Tables of shared objects by kind and key, one registry lock, one build lock per slot being built."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._tables: dict[str, dict[Hashable, Any]] = {}
        self._weak: dict[str, weakref.WeakKeyDictionary[Any, Any]] = {}
        self._building: dict[tuple[str, Hashable], threading.Lock] = {}
        self.pid = os.getpid()
        self.closed = False

    def __repr__(self) -> str:
        return f"Runtime(pid={self.pid}, {self.snapshot()})"

    # --- lookups ----------------------------------------------------------------------------------------------
    def find(self, kind: str, key: Hashable, default: Any = None) -> Any:
        """The value stored under (kind, key), else `default`."""
        with self._lock:
            return self._tables.get(kind, {}).get(key, default)

    def put(self, kind: str, key: Hashable, value: Any) -> None:
        with self._lock:
            self._tables.setdefault(kind, {})[key] = value

    def remove(self, kind: str, key: Hashable) -> Any:
        """Take (kind, key) out and return it (None when absent); the caller closes it if it should be."""
        with self._lock:
            return self._tables.get(kind, {}).pop(key, None)

    def values(self, kind: str) -> list[Any]:
        """The values of one kind (a copy: safe to iterate while other threads add)."""
        with self._lock:
            return [*self._tables.get(kind, {}).values(), *self._weak.get(kind, {}).values()]

    def update(self, kind: str, key: Hashable, fn: Callable[[Any], T]) -> T:
        """Store `fn(current or None)` under (kind, key) and return it, as one step (`fn` runs under the lock)."""
        with self._lock:
            table = self._tables.setdefault(kind, {})
            value = table[key] = fn(table.get(key))
            return value

    @contextlib.contextmanager
    def building(self, kind: str, key: Hashable) -> Iterator[None]:
        """Held while one thread builds (kind, key): the others asking for the same slot wait, then find it."""
        with self._lock:
            once = self._building.setdefault((kind, key), threading.Lock())
        try:
            with once:
                yield
        finally:  # done: those still waiting hold `once` and find the value; nothing is kept per key built
            with self._lock:
                if self._building.get((kind, key)) is once:
                    del self._building[(kind, key)]

    def get(self, kind: str, key: Hashable, build: Callable[[], T], *, limit: int | None = None,
            pinned: Hashable = None) -> T:
        """The value under (kind, key), built by `build()` the first time (once, even when threads race; an
        exception stores nothing). `limit`: keep at most that many of this kind, the least recently used go first
        (never the `pinned` key)."""
        found = self._touch(kind, key, limit, pinned)
        if found is not _MISSING:
            return found
        with self.building(kind, key):
            found = self._touch(kind, key, limit, pinned)
            if found is not _MISSING:
                return found
            value = build()
            with self._lock:
                table = self._tables.setdefault(kind, {})
                table[key] = value
                while limit is not None and len(table) > limit:
                    del table[next(k for k in table if k != pinned)]
            return value

    def _touch(self, kind: str, key: Hashable, limit: int | None, pinned: Hashable) -> Any:
        with self._lock:
            table = self._tables.get(kind)
            if table is None:
                return _MISSING
            value = table.get(key, _MISSING)
            if value is not _MISSING and limit is not None and key != pinned:  # most recently used last
                del table[key]
                table[key] = value
            return value

    def per_object(self, kind: str, obj: Any, build: Callable[[], T]) -> T:
        """The value kept for `obj` while it lives (weakly keyed); TypeError when `obj` cannot be weakly referenced.
        `build` runs under the registry lock: a cheap constructor only."""
        with self._lock:
            table = self._weak.setdefault(kind, weakref.WeakKeyDictionary())
            value = table.get(obj)
            if value is None:
                value = table[obj] = build()
            return value

    # --- life cycle -------------------------------------------------------------------------------------------
    def snapshot(self) -> dict[str, int]:
        """How many objects of each kind are loaded (kinds with none left out)."""
        with self._lock:
            counts = {kind: len(table) for kind, table in self._tables.items() if table}
            for kind, weak in self._weak.items():
                if len(weak):
                    counts[kind] = counts.get(kind, 0) + len(weak)
        return dict(sorted(counts.items()))

    def describe(self) -> dict[str, list[str]]:
        """What is loaded, by kind: each object's repr (for the backend status and logs; no secrets are kept)."""
        with self._lock:
            kinds = {kind: list(table.values()) for kind, table in self._tables.items() if table}
            for kind, weak in self._weak.items():
                kinds.setdefault(kind, []).extend(weak.values())
        return {kind: [_label(v) for v in values] for kind, values in sorted(kinds.items()) if values}

    def clear(self) -> list[BaseException]:
        """Close everything owned (objects with a `close()`) and forget everything: the next use builds again.
        Returns the errors of closes that failed (each is tried)."""
        with self._lock:
            owned = [v for table in self._tables.values() for v in table.values()]
            owned += [v for weak in self._weak.values() for v in weak.values()]
            self._tables, self._weak = {}, {}
        errors: list[BaseException] = []
        for value in owned:
            close = getattr(value, "close", None)
            if callable(close):
                try:
                    close()
                except Exception as exc:  # noqa: BLE001 - one failing close must not keep the others open
                    errors.append(exc)
        return errors

    def close(self) -> list[BaseException]:
        """`clear()`, and this instance is done: `runtime()` makes a new default after it."""
        self.closed = True
        return self.clear()

    def forked(self) -> Runtime:
        """The instance of a child forked from this process: fresh locks, only the KEPT_ACROSS_FORK kinds."""
        child = Runtime()
        child._tables = {kind: dict(table) for kind, table in self._tables.items() if kind in KEPT_ACROSS_FORK}
        return child


_MISSING: Any = object()


def _label(value: Any) -> str:
    name = getattr(value, "name", None)
    return name if isinstance(name, str) and name else type(value).__name__


# The default instance of this process, and the lock that swaps it: the one module-level lock of earag's shared
# state (tests/unit/test_runtime.py checks that no other module keeps a registry of its own).
_default: Runtime | None = None
_default_lock = threading.Lock()


def runtime() -> Runtime:
    """The process's Runtime (made on first use; a new one after `close()`; a forked child's is made at the fork)."""
    global _default
    rt = _default
    if rt is not None and not rt.closed:
        return rt
    with _default_lock:
        if _default is None or _default.closed:
            _default = Runtime()
        return _default


@contextlib.contextmanager
def use_runtime(rt: Runtime) -> Iterator[Runtime]:
    """Make `rt` the process's runtime inside the block (tests: a fresh instance, nothing shared with others)."""
    global _default
    with _default_lock:
        before, _default = _default, rt
    try:
        yield rt
    finally:
        with _default_lock:
            _default = before


def _after_fork_in_child() -> None:
    global _default, _default_lock
    _default_lock = threading.Lock()   # a thread of the parent may have held it at the fork
    if _default is not None:
        _default = _default.forked()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork_in_child)

__all__ = ["KEPT_ACROSS_FORK", "Runtime", "runtime", "use_runtime"]
