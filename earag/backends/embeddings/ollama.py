"""Embeddings from an Ollama server (bge-m3 by default) through the official `ollama` client's /api/embed."""
from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

import httpx
import numpy as np

from earag.backends.http import ClientPool, map_error, ping_ollama
from earag.backends.llm.ollama import ollama_client
from earag.errors import BackendOutputError, BackendTimeout, BackendUnavailable
from earag.messages import Message
from earag.urls import endpoint_of

# Hugging Face names used by the sentence-transformers setting, and the Ollama library's names for the same models.
_OLLAMA_NAMES = {
    "baai/bge-m3": "bge-m3",
    "nomic-ai/nomic-embed-text-v1.5": "nomic-embed-text",
    "sentence-transformers/all-minilm-l6-v2": "all-minilm",
    "mixedbread-ai/mxbai-embed-large-v1": "mxbai-embed-large",
}


def ollama_model_name(model: str) -> str:
    """The Ollama name for a model given by its Hugging Face name ("BAAI/bge-m3" -> "bge-m3"); others unchanged."""
    return _OLLAMA_NAMES.get(model.strip().lower(), model.strip())


def _normalise_rows(m: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    return m / np.where(norms == 0, 1.0, norms)


class OllamaEmbedder:
    """Embedder protocol over Ollama: float32, L2-normalised rows, sent in batches of `batch_size` texts."""

    def __init__(self, host: str, model: str = "bge-m3", timeout: float = 30.0, batch_size: int = 64, *,
                 send_api_key: bool = True):
        self.host = host
        self.model = model
        self.timeout = timeout
        self.batch_size = max(1, int(batch_size))
        self.name = f"ollama-embed:{model}"
        client = ollama_client(host, timeout, send_api_key=send_api_key)
        self.endpoint = endpoint_of(str(client._client.base_url)) or endpoint_of(host)  # no credentials
        # One client per call in flight: a call cut off at its total deadline is severed alone (see ClientPool).
        self._pool = ClientPool(lambda: ollama_client(host, timeout, send_api_key=send_api_key))
        self._pool.give_back(client)  # the first client serves the first call
        self._where = f"Ollama at {self.endpoint}"
        self._lock = threading.Lock()
        self.dim: int | None = None  # known after the first answer
        self.attempts = 0            # HTTP requests sent to /api/embed
        self.calls = 0               # of those, answered with vectors

    def __repr__(self) -> str:
        return f"OllamaEmbedder({self.endpoint!r}, {self.model!r})"

    def close(self) -> None:
        self._pool.close()

    def _timed_out(self, budget: float) -> BackendTimeout:
        return BackendTimeout(Message("backend.timeout.embed", {"where": self._where, "seconds": budget}))

    def _embed_call(self, texts: list[str]):
        def call(client):
            client._client.timeout = httpx.Timeout(float(self.timeout))  # the client is ours alone for this call
            return client.embed(model=self.model, input=texts)

        return call

    def _embed_batch(self, texts: list[str]) -> list[Sequence[float]]:
        with self._lock:
            self.attempts += 1
        try:
            response = self._pool.call(self._embed_call(texts), self.timeout, lambda: self._timed_out(self.timeout))
        except Exception as exc:  # every failure of the exchange, mapped once
            err = map_error(exc, self._where, timeout=self.timeout, action="embed")
            if getattr(err, "status_code", None) == 404:
                raise BackendUnavailable(Message("backend.ollama_no_model", {"model": self.model})) from None
            raise err from None
        vectors = list(response.embeddings or [])
        if len(vectors) != len(texts):
            raise BackendOutputError(Message("embed.vector_count", {"name": self.name, "vectors": len(vectors),
                                                                    "texts": len(texts)}))
        with self._lock:
            self.calls += 1
        return vectors

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        texts = [str(t) for t in texts]
        if not texts:
            return np.zeros((0, self.dim or 0), dtype=np.float32)
        rows: list[Sequence[float]] = []
        for i in range(0, len(texts), self.batch_size):
            rows.extend(self._embed_batch(texts[i : i + self.batch_size]))
        try:
            out = np.asarray(rows, dtype=np.float32)
        except ValueError:
            raise BackendOutputError(Message("embed.vector_lengths", {"name": self.name})) from None
        if out.ndim != 2 or out.shape[1] == 0:
            raise BackendOutputError(Message("embed.no_vectors", {"name": self.name, "shape": str(out.shape)}))
        self.dim = out.shape[1]
        return _normalise_rows(out).astype(np.float32, copy=False)

    def ping(self) -> dict[str, Any]:
        """Same shape as OllamaJudge.ping: reachable, version, models, model_available, latency_ms, error."""
        limit = min(float(self.timeout), 5.0)
        out = ping_ollama(self._pool, model=self.model, where=self._where, limit=limit,
                          on_timeout=lambda: self._timed_out(limit), what="embedding model")
        if not out["reachable"]:
            out = {"reachable": False, "version": None, "models": [], "model_available": False, "latency_ms": None,
                   "error": out["error"]}
        return out
