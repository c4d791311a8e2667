"""The Ollama judge through the official `ollama` client: schema-constrained JSON, validated, repaired, retried once."""
from __future__ import annotations

import threading
import time
from typing import Any, TypeVar

from pydantic import BaseModel

from earag.backends.http import (
    BackendHTTPError,
    BackendUnreachable,
    ClientPool,
    import_ollama,
    in_flight_for,
    map_error,
    ping_ollama,
    retry_call,
)
from earag.backends.llm import JudgeCalls
from earag.backends.llm.breaker import JudgeIdentity
from earag.errors import BackendTimeout, BackendUnavailable, ConfigError
from earag.messages import Message
from earag.urls import bad_url, check_url, endpoint_of, redact, split_userinfo, url_setting

M = TypeVar("M", bound=BaseModel)


def ollama_client(host: str, timeout: float, *, send_api_key: bool = True):
    """An `ollama.Client` for `host`; a malformed host ("http://127.0.0.1:notaport") is a ConfigError naming the
    setting instead of the client's bare ValueError. Without `send_api_key`, no $OLLAMA_API_KEY is attached."""
    import httpx  # lazy: httpx costs 50 ms at import (measured, benchmarks/import_costs.py)

    ollama = import_ollama()

    name = url_setting("OLLAMA_HOST", "backends.llm.host")
    check_url(host, name, key="backends.llm.host")
    bare, user, password = split_userinfo(host if "://" in host else f"http://{host}")
    # user:password@ in the host (Ollama behind an authenticating proxy) becomes basic auth: the ollama client
    # would drop it silently, and a URL with credentials must never reach a log line.
    auth = {"auth": httpx.BasicAuth(user, password or "")} if user else {}
    try:
        client = ollama.Client(host=bare if user else host, timeout=timeout, **auth)
    except ValueError as exc:  # anything the check above let through
        raise ConfigError(bad_url(name, host, Message("url.unreadable", {"detail": redact(str(exc))})),
                          key="backends.llm.host") from None
    if not send_api_key:
        client._client.headers.pop("authorization", None)
    return client


class OllamaJudge(JudgeCalls):
    """LLM protocol over Ollama's /api/chat with `format=` the schema and temperature 0.

    Counters (read by the settings page and the run summary): `attempts` HTTP requests sent to /api/chat (retries
    included), `calls` those the server answered with a reply (what "LLM 调用次数" shows; never a failure),
    `failures` judge calls that ended in an error, `skipped` judge calls refused by the open circuit breaker.
    """

    def __init__(self, host: str, model: str, timeout: float = 30.0, retries: int = 0, backoff: float = 0.5, *,
                 send_api_key: bool = True, max_concurrency: int | None = None):
        # lazily: the package imports without it in environments that never use the judge
        ollama = import_ollama()

        self.host = host
        self.model = model
        self.timeout = float(timeout)
        self.name = f"ollama:{model}"
        self._ollama = ollama
        # The ollama client sends $OLLAMA_API_KEY to whatever host it is given; a host chosen in a dashboard
        # session (send_api_key=False, see config.build_settings) must not receive it.
        self._send_api_key = send_api_key
        first = ollama_client(host, self.timeout, send_api_key=send_api_key)  # raises ConfigError on a bad URL
        self.endpoint = endpoint_of(str(first._client.base_url)) or endpoint_of(host)
        # One client per call in flight, so a call cut off at its deadline is severed without touching the others.
        self._pool = ClientPool(lambda: ollama_client(self.host, self.timeout, send_api_key=self._send_api_key))
        self._pool.give_back(first)  # the first client serves the first call
        self.identity = JudgeIdentity("ollama", self.endpoint, model)
        self.in_flight = in_flight_for(self.endpoint, max_concurrency)  # one cap per endpoint, process-wide
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

    def close(self) -> None:
        self._pool.close()

    def _timed_out(self, budget: float) -> BackendTimeout:
        return BackendTimeout(Message("backend.timeout.answer", {"where": self._where, "seconds": budget}))

    def _ollama_timeout(self, seconds: float):
        import httpx  # lazy: httpx costs 50 ms at import (measured, benchmarks/import_costs.py)

        return httpx.Timeout(max(0.05, seconds))

    def _chat(self, prompt: str, schema: type[M], deadline: float | None, budget: float) -> dict[str, Any]:
        def once():
            left = self.timeout if deadline is None else deadline - time.monotonic()
            if left <= 0:
                raise BackendTimeout(Message("backend.no_time_left", {"where": self._where}))
            left = min(left, self.timeout)
            self._count("attempts")

            def exchange(client):
                client._client.timeout = self._ollama_timeout(left)  # the client is ours alone for this call
                return client.chat(
                    model=self.model,
                    messages=[{"role": "user", "content": prompt}],
                    format=schema.model_json_schema(),
                    options={"temperature": 0},
                    stream=False,
                )

            try:
                # connect + every read within `left`: a server trickling its answer is cut off at the deadline
                response = self._pool.call(exchange, left, lambda: self._timed_out(budget), limit=self.in_flight)
            except Exception as exc:  # every failure of the exchange, mapped once
                raise map_error(exc, self._where, timeout=budget) from None
            self._count("calls")
            return response

        def transient(exc: BaseException) -> bool:
            # unreachable and 5xx are worth another try; 4xx and timeouts are not

            if isinstance(exc, BackendHTTPError):
                return exc.transient
            return isinstance(exc, BackendUnreachable)

        try:
            response = retry_call(once, self.retries, self.backoff, (BackendUnavailable,), retry_if=transient,
                                  deadline=deadline)
        except BackendUnavailable as exc:
            status = getattr(exc, "status_code", None)
            if status == 404:
                detail = exc.message if exc.message is not None else str(exc)
                raise type(exc)(Message("ollama.no_model", {"model": self.model, "detail": detail}), 404) from None
            raise
        # the token counts Ollama reports with the final message (None when a server leaves them out)
        return {"content": response.message.content or "",
                "prompt_tokens": getattr(response, "prompt_eval_count", None),
                "output_tokens": getattr(response, "eval_count", None)}

    def _reply_text(self, reply: dict[str, Any]) -> str:
        return reply["content"]

    def _reply_usage(self, reply: dict[str, Any]) -> tuple[int | None, int | None]:
        return reply["prompt_tokens"], reply["output_tokens"]

    def ping(self) -> dict[str, Any]:
        """Reachability, version, whether the model is pulled, and the round-trip latency (at most 5 s)."""
        limit = min(self.timeout, 5.0)
        return ping_ollama(self._pool, model=self.model, where=self._where, limit=limit,
                           on_timeout=lambda: self._timed_out(limit))
