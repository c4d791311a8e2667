"""The Ollama judge through the official `ollama` client: schema-constrained JSON, validated, repaired, retried once."""
from __future__ import annotations

import json
import re
import threading
import time
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from earag.errors import BackendOutputError, BackendTimeout, BackendUnavailable

M = TypeVar("M", bound=BaseModel)
_FENCE_RE = re.compile(r"^```(?:json)?\s*|\s*```$", re.S)
_TRAILING_COMMA_RE = re.compile(r",\s*([}\]])")


def repair_json(text: str) -> Any:
    """Parse JSON the way local models break it: code fences, prose around the object, trailing commas.

    Only repairs that cannot change the meaning; a truncated object is not guessed at.
    """
    text = (text or "").strip()
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        pass
    text = _FENCE_RE.sub("", text).strip()
    start, end = text.find("{"), text.rfind("}")
    if start != -1 and end > start:
        text = text[start : end + 1]
    text = _TRAILING_COMMA_RE.sub(r"\1", text)
    return json.loads(text)


class OllamaJudge:
    """LLM protocol over Ollama's /api/chat with `format=` the schema and temperature 0."""

    def __init__(self, host: str, model: str, timeout: float = 30.0, retries: int = 0, backoff: float = 0.5):
        import ollama  # lazily: the package imports without it in environments that never use the judge

        self.host = host
        self.model = model
        self.timeout = timeout
        self.name = f"ollama:{model}"
        self._client = ollama.Client(host=host, timeout=timeout)
        self._ollama = ollama
        self._lock = threading.Lock()
        self.calls = 0          # HTTP requests made to /api/chat (retries included)
        self.failures = 0
        self.retries = retries
        self.backoff = backoff

    def _chat(self, prompt: str, schema: type[M]) -> str:
        import httpx

        from earag.backends.retry import retry_call

        def once():
            with self._lock:
                self.calls += 1
            return self._client.chat(
                model=self.model,
                messages=[{"role": "user", "content": prompt}],
                format=schema.model_json_schema(),
                options={"temperature": 0},
                stream=False,
            )

        def transient(exc: Exception) -> bool:
            # connection errors and 5xx are worth another try; 4xx and timeouts are not
            if isinstance(exc, self._ollama.ResponseError):
                return exc.status_code >= 500
            return not isinstance(exc, httpx.TimeoutException)

        try:
            response = retry_call(once, self.retries, self.backoff,
                                  (self._ollama.ResponseError, httpx.TransportError, ConnectionError),
                                  retry_if=transient)
        except self._ollama.ResponseError as exc:
            self.failures += 1
            if exc.status_code == 404:
                raise BackendUnavailable(f"Ollama has no model {self.model!r}: run `ollama pull {self.model}`") from None
            raise BackendUnavailable(f"Ollama answered HTTP {exc.status_code}: {exc.error}") from None
        except httpx.TimeoutException:
            self.failures += 1
            raise BackendTimeout(f"Ollama at {self.host} did not answer within {self.timeout:g} s") from None
        except (ConnectionError, httpx.TransportError) as exc:
            self.failures += 1
            raise BackendUnavailable(f"Ollama at {self.host} is unreachable ({type(exc).__name__}: {exc})") from None
        return response.message.content or ""

    def complete_json(self, prompt: str, schema: type[M], *, timeout: float | None = None) -> M:
        problems = []
        for _attempt in range(2):  # one retry for unusable output; connection errors are not retried here
            raw = self._chat(prompt, schema)
            try:
                return schema.model_validate(repair_json(raw))
            except (json.JSONDecodeError, ValidationError) as exc:
                problems.append(f"{type(exc).__name__}: {str(exc)[:200]}")
        raise BackendOutputError(f"{self.name} returned unusable JSON twice: {problems[-1]}")

    def ping(self) -> dict[str, Any]:
        """Reachability, version, whether the model is pulled, and the round-trip latency."""
        t0 = time.perf_counter()
        try:
            models = [m.model for m in self._client.list().models]
        except Exception as exc:  # any failure here means "not usable"; the message says which
            return {"reachable": False, "error": f"{type(exc).__name__}: {exc}"}
        latency = time.perf_counter() - t0
        try:
            version = self._client._request_raw("GET", "/api/version").json().get("version")
        except Exception:
            version = None
        has_model = any(m == self.model or m.split(":")[0] == self.model or m == f"{self.model}:latest" for m in models)
        out = {"reachable": True, "version": version, "models": models, "model_available": has_model,
               "latency_ms": round(latency * 1000, 1)}
        if not has_model:
            out["error"] = f"model {self.model!r} is not pulled: run `ollama pull {self.model}`"
        return out
