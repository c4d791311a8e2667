"""The Ollama judge through the official `ollama` client: schema-constrained JSON, validated, repaired, retried once."""
from __future__ import annotations

import math
import threading
import time
from typing import Any, TypeVar

from pydantic import BaseModel

from earag.backends.llm import JudgeCalls
from earag.errors import BackendTimeout, BackendUnavailable

M = TypeVar("M", bound=BaseModel)


class OllamaJudge(JudgeCalls):
    """LLM protocol over Ollama's /api/chat with `format=` the schema and temperature 0.

    Counters (read by the settings page and the run summary): `attempts` HTTP requests sent to /api/chat (retries
    included), `calls` those the server answered with a reply (what "LLM 调用次数" shows; never a failure),
    `failures` judge calls that ended in an error, `skipped` judge calls refused by the open circuit breaker.
    """

    def __init__(self, host: str, model: str, timeout: float = 30.0, retries: int = 0, backoff: float = 0.5):
        import ollama  # lazily: the package imports without it in environments that never use the judge

        from earag.backends.http import endpoint_of
        from earag.backends.llm.breaker import JudgeIdentity

        self.host = host
        self.model = model
        self.timeout = float(timeout)
        self.name = f"ollama:{model}"
        self._ollama = ollama
        self._clients: dict[float, Any] = {}  # one client per timeout: the ollama client takes no per-call timeout
        self._clients_lock = threading.Lock()
        self._client = ollama.Client(host=host, timeout=self.timeout)
        self.endpoint = endpoint_of(str(self._client._client.base_url)) or endpoint_of(host)
        self.identity = JudgeIdentity("ollama", self.endpoint, model)
        self._where = f"Ollama at {self.endpoint}"
        self._lock = threading.Lock()
        self.attempts = 0
        self.calls = 0
        self.failures = 0
        self.skipped = 0
        self.retries = retries
        self.backoff = backoff

    def __repr__(self) -> str:
        return f"OllamaJudge({self.endpoint!r}, {self.model!r})"

    def _client_for(self, timeout: float):
        # Budgets are rounded up to a quarter second so a few clients serve every caller; an evicted client is
        # not closed here (another thread may be using it), the garbage collector closes it.
        key = math.ceil(max(0.05, timeout) * 4) / 4
        with self._clients_lock:
            client = self._clients.get(key)
            if client is None:
                if len(self._clients) >= 16:
                    self._clients.pop(next(iter(self._clients)))
                client = self._clients[key] = self._ollama.Client(host=self.host, timeout=key)
            return client

    def _chat(self, prompt: str, schema: type[M], deadline: float | None, budget: float) -> str:
        from earag.backends.http import map_error, retry_call

        def once():
            left = self.timeout if deadline is None else deadline - time.monotonic()
            if left <= 0:
                raise BackendTimeout(f"{self._where} had no time left in the call's budget")
            client = self._client if left >= self.timeout else self._client_for(left)
            self._count("attempts")
            try:
                response = client.chat(
                    model=self.model,
                    messages=[{"role": "user", "content": prompt}],
                    format=schema.model_json_schema(),
                    options={"temperature": 0},
                    stream=False,
                )
            except Exception as exc:  # every failure of the exchange, mapped once
                raise map_error(exc, self._where, timeout=budget) from None
            self._count("calls")
            return response

        def transient(exc: BaseException) -> bool:
            # unreachable and 5xx are worth another try; 4xx and timeouts are not
            from earag.backends.http import BackendHTTPError, BackendUnreachable

            if isinstance(exc, BackendHTTPError):
                return exc.transient
            return isinstance(exc, BackendUnreachable)

        try:
            response = retry_call(once, self.retries, self.backoff, (BackendUnavailable,), retry_if=transient,
                                  deadline=deadline)
        except BackendUnavailable as exc:
            status = getattr(exc, "status_code", None)
            if status == 404:
                raise type(exc)(f"Ollama has no model {self.model!r}: run `ollama pull {self.model}` ({exc})",
                                404) from None
            raise
        return response.message.content or ""

    def ping(self) -> dict[str, Any]:
        """Reachability, version, whether the model is pulled, and the round-trip latency (at most 5 s)."""
        client = self._client if self.timeout <= 5.0 else self._client_for(5.0)
        t0 = time.perf_counter()
        try:
            models = [m.model for m in client.list().models]
        except Exception as exc:  # any failure here means "not usable"; the message says which
            from earag.backends.http import map_error

            return {"reachable": False, "error": str(map_error(exc, self._where, timeout=min(self.timeout, 5.0)))}
        latency = time.perf_counter() - t0
        try:
            version = client._request_raw("GET", "/api/version").json().get("version")
        except Exception:
            version = None
        has_model = any(m == self.model or m.split(":")[0] == self.model or m == f"{self.model}:latest" for m in models)
        out = {"reachable": True, "version": version, "models": models, "model_available": has_model,
               "latency_ms": round(latency * 1000, 1)}
        if not has_model:
            out["error"] = f"model {self.model!r} is not pulled: run `ollama pull {self.model}`"
        return out
