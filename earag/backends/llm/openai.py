"""A judge on any OpenAI-compatible server (vLLM, llama.cpp, LM Studio, OpenAI) over /chat/completions, via httpx.

Structured output is asked for with `response_format` json_schema; servers that reject it are remembered and
asked with json_object, then with the schema in the prompt. The reply is repaired, validated, retried once.
"""
from __future__ import annotations

import json
import logging
import os
import re
import threading
import time
from typing import Any, TypeVar

from pydantic import BaseModel

from earag.backends.http import (
    BackendHTTPError,
    BackendUnreachable,
    ClientPool,
    in_flight_for,
    map_error,
    retry_call,
    status_error,
)
from earag.backends.llm import JudgeCalls
from earag.backends.llm.breaker import JudgeIdentity
from earag.errors import BackendTimeout, BackendUnavailable, coded_text
from earag.messages import CodedText, Message
from earag.urls import check_url, endpoint_of, redact, split_userinfo, url_setting

log = logging.getLogger(__name__)
M = TypeVar("M", bound=BaseModel)

MODES = ("json_schema", "json_object", "plain")
# How servers that lack structured output word their 400/422 (vLLM, llama.cpp, LM Studio, older OpenAI proxies).
_FORMAT_REJECTED_RE = re.compile(
    r"response_format|json_schema|json_object|structured|unsupported|not supported|guided", re.I)
_SCHEMA_NAME_RE = re.compile(r"[^A-Za-z0-9_-]")


def _transient(exc: BaseException) -> bool:
    """A connection error or an HTTP 5xx: worth another try after a pause."""
    return isinstance(exc, BackendUnreachable) or (isinstance(exc, BackendHTTPError) and exc.status_code >= 500)


class _FormatRejected(Exception):
    """The server refused the response_format we sent (HTTP 400/422 saying so)."""


def _error_message(response: Any) -> str:
    """The human part of an error body: OpenAI {"error": {"message"}}, vLLM {"message"}, FastAPI {"detail"}."""
    try:
        body = response.json()
    except ValueError:
        return (response.text or "").strip()[:300]
    if isinstance(body, dict):
        err = body.get("error", body)
        if isinstance(err, dict):
            msg = err.get("message") or err.get("detail") or err.get("error")
            if msg:
                return str(msg)[:300]
        elif isinstance(err, str):
            return err[:300]
        if body.get("detail"):
            return str(body["detail"])[:300]
    return json.dumps(body, ensure_ascii=False)[:300]


def _content_text(content: Any) -> str:
    """Message content as text; some servers send a list of content parts."""
    if content is None:
        return ""
    if isinstance(content, list):
        return "".join(str(p.get("text", "")) if isinstance(p, dict) else str(p) for p in content)
    return str(content)


def _count(value: Any) -> int | None:
    """A token count from a server's `usage`: a non-negative integer, else unknown (None)."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


class OpenAIJudge(JudgeCalls):
    """LLM protocol over POST {base_url}/chat/completions with temperature 0 and a JSON response format.

    Counters as OllamaJudge: `attempts` requests sent (retries and format fallbacks included), `calls` those
    answered with a 2xx reply, `failures` judge calls that ended in an error, `skipped` refused by the breaker.
    """

    def __init__(self, base_url: str, model: str, api_key: str | None = None, timeout: float = 30.0,
                 retries: int = 2, backoff: float = 0.5, *, api_key_env: str = "OPENAI_API_KEY",
                 max_concurrency: int | None = None):
        # lazy: httpx costs 39 ms at import (measured, benchmarks/import_costs.py)
        import httpx  # lazily, like every backend SDK (httpx comes with the ollama client)

        # user:password@ in the URL becomes basic auth (when no API key is given): never part of a URL httpx logs
        base_url, user, password = split_userinfo(base_url.strip())
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.timeout = float(timeout)
        self.retries = int(retries)
        self.backoff = float(backoff)
        self.api_key_env = api_key_env  # only to say which variable to set; the key itself is never shown
        self.name = f"openai:{model}"
        self.endpoint = endpoint_of(self.base_url)  # for messages and identity: never the credentials
        self.identity = JudgeIdentity("openai", self.endpoint, model)
        self.in_flight = in_flight_for(self.endpoint, max_concurrency)  # one cap per endpoint, process-wide
        self._httpx = httpx
        self._secret = api_key or None
        self._secrets = tuple(x for x in (api_key, password) if x)
        check_url(self.base_url, url_setting("EARAG_LLM_BASE_URL", "backends.llm.base_url"),
                  key="backends.llm.base_url")
        headers = {"Accept": "application/json"}
        if api_key:
            headers["Authorization"] = f"Bearer {api_key}"
        # One client per call in flight, so a call cut off at its total deadline is severed without touching others.
        auth = httpx.BasicAuth(user, password or "") if user and not api_key else None
        self._pool = ClientPool(lambda: httpx.Client(timeout=self.timeout, headers=headers, auth=auth))
        self._lock = threading.Lock()
        self._mode = 0           # index into MODES; only moves forward, once per rejection
        self.attempts = 0
        self.calls = 0
        self.failures = 0
        self.skipped = 0

    @classmethod
    def from_settings(cls, llm, timeout: float | None = None, environ: dict[str, str] | None = None) -> "OpenAIJudge":
        """From LLMSettings: the key is read from the environment variable named by `api_key_env`."""
        env = os.environ if environ is None else environ
        key = env.get(llm.api_key_env) if llm.api_key_env else None  # "" = no key (see config.build_settings)
        return cls(llm.base_url, llm.model, api_key=key or None,
                   timeout=llm.timeout_seconds if timeout is None else timeout,
                   retries=llm.retries, backoff=llm.backoff_seconds, api_key_env=llm.api_key_env,
                   max_concurrency=llm.max_concurrency)

    def __repr__(self) -> str:
        return f"OpenAIJudge({self.endpoint!r}, {self.model!r}, mode={self.response_format_mode!r})"

    @property
    def response_format_mode(self) -> str:
        """"json_schema", "json_object" or "plain": what this server has been found to accept."""
        return MODES[self._mode]

    def close(self) -> None:
        self._pool.close()

    def _timed_out(self, budget: float) -> BackendTimeout:
        return BackendTimeout(Message("backend.timeout.answer", {"where": f"the OpenAI-compatible server at {self.endpoint}",
                                                                 "seconds": budget}))

    # --- one HTTP exchange ------------------------------------------------------------------------------------
    def _redact(self, text: str) -> str:
        return redact(text, self._secrets)

    def _body(self, prompt: str, schema: type[BaseModel], mode: str) -> dict[str, Any]:
        schema_json = schema.model_json_schema()
        if mode != "json_schema":  # the server cannot see the schema: put it in the prompt (json_object wants "JSON" there too)
            prompt = (f"{prompt}\n\nAnswer with one JSON object only, no other text, matching this JSON schema:\n"
                      f"{json.dumps(schema_json, ensure_ascii=False)}")
        body: dict[str, Any] = {"model": self.model, "messages": [{"role": "user", "content": prompt}],
                                "temperature": 0, "stream": False}
        if mode == "json_schema":
            name = _SCHEMA_NAME_RE.sub("_", schema.__name__)[:64] or "output"
            body["response_format"] = {"type": "json_schema",
                                       "json_schema": {"name": name, "schema": schema_json, "strict": False}}
        elif mode == "json_object":
            body["response_format"] = {"type": "json_object"}
        return body

    def _post(self, body: dict[str, Any], mode: str, timeout: float, budget: float | None = None) -> dict[str, Any]:
        where = f"the OpenAI-compatible server at {self.endpoint}"
        secrets = self._secrets
        with self._lock:
            self.attempts += 1
        try:
            # connect + every read within `timeout`: a server trickling its answer is cut off at the deadline
            response = self._pool.call(
                lambda c: c.post(f"{self.base_url}/chat/completions", json=body, timeout=timeout), timeout,
                lambda: self._timed_out(budget or timeout), limit=self.in_flight)
        except Exception as exc:  # every transport failure, mapped once
            raise map_error(exc, where, timeout=budget or timeout, secrets=secrets) from None
        status = response.status_code
        if status >= 400:
            msg = self._redact(_error_message(response))
            if status in (401, 403):
                hint = (Message("openai.hint_env", {"env": self.api_key_env}) if self.api_key_env
                        else Message("openai.hint_session"))
                code = "openai.auth_failed" if self._secret else "openai.auth_failed_no_key"
                raise BackendHTTPError(Message(code, {"where": where, "status": status, "hint": hint}), status)
            if status == 404:
                raise BackendHTTPError(Message("backend.no_model_http", {"where": where, "model": self.model, "detail": msg}),
                                       404)
            if status in (400, 422) and mode != "plain" and _FORMAT_REJECTED_RE.search(msg):
                raise _FormatRejected(msg)
            if status == 429:
                raise BackendHTTPError(Message("backend.rate_limited", {"where": where, "detail": msg}), 429)
            # Other 4xx are about this request (e.g. too long a prompt), not the server: no retry, no breaker.
            raise status_error(status, msg, where, secrets=secrets)
        try:
            data = response.json()
            message = data["choices"][0]["message"]
        except (ValueError, KeyError, IndexError, TypeError):
            said = {"where": where, "reply": self._redact(response.text[:200])}
            raise BackendUnavailable(Message("openai.not_openai", said)) from None
        with self._lock:
            self.calls += 1
        usage = data.get("usage") if isinstance(data.get("usage"), dict) else {}
        return {"content": _content_text(message.get("content")), "refusal": message.get("refusal"),
                "finish_reason": data["choices"][0].get("finish_reason"),
                "prompt_tokens": _count(usage.get("prompt_tokens")),
                "output_tokens": _count(usage.get("completion_tokens"))}

    def _chat(self, prompt: str, schema: type[BaseModel], deadline: float | None,
              budget: float | None = None) -> dict[str, Any]:
        """One answer from the server: retried on transient errors, and re-asked in a simpler format if refused."""
        while True:
            mode_index = self._mode
            mode = MODES[mode_index]
            body = self._body(prompt, schema, mode)
            attempts = 0

            def once() -> dict[str, Any]:
                nonlocal attempts
                attempts += 1
                left = self.timeout if deadline is None else deadline - time.monotonic()
                if left <= 0:
                    raise BackendTimeout(Message("backend.no_time_left_budget", {"where": self.name, "seconds": self.timeout}))
                return self._post(body, mode, min(self.timeout, left), budget)

            try:
                return retry_call(once, self.retries, self.backoff, (BackendUnavailable,), retry_if=_transient,
                                  deadline=deadline)
            except BackendUnavailable as exc:
                if attempts > 1 and _transient(exc):
                    exc.args = (f"{exc} (after {attempts} attempts)",)
                raise
            except _FormatRejected as exc:
                with self._lock:
                    if self._mode == mode_index:  # another thread may have moved on already
                        self._mode = mode_index + 1
                log.info("%s rejected response_format %s (%s); using %s from now on",
                         self.endpoint, mode, exc, MODES[self._mode])

    def _reply_text(self, reply: dict[str, Any]) -> str:
        return reply["content"]

    def _reply_usage(self, reply: dict[str, Any]) -> tuple[int | None, int | None]:
        return reply.get("prompt_tokens"), reply.get("output_tokens")

    def _unusable(self, reply: dict[str, Any], problem: str) -> str:
        if reply["refusal"]:
            return f"refusal: {str(reply['refusal'])[:200]}"
        if reply["finish_reason"] == "length":
            return f"cut off at the token limit ({problem})"
        return problem

    def ping(self) -> dict[str, Any]:
        """Reachability, the served models, whether ours is one, and the round-trip latency (version: unknown)."""
        httpx = self._httpx
        out: dict[str, Any] = {"reachable": False, "version": None, "models": [], "model_available": False,
                               "latency_ms": None}
        t0 = time.perf_counter()
        limit = min(self.timeout, 10.0)
        try:
            response = self._pool.call(lambda c: c.get(f"{self.base_url}/models", timeout=limit), limit,
                                       lambda: self._timed_out(limit))
        except (httpx.TimeoutException, httpx.TransportError, BackendTimeout) as exc:
            out["error"] = coded_text(map_error(exc, f"the OpenAI-compatible server at {self.endpoint}",
                                         timeout=min(self.timeout, 10.0), secrets=self._secrets))
            return out
        out["latency_ms"] = round((time.perf_counter() - t0) * 1000, 1)
        # each reason a code (a Chinese `earag check` or backend card says it in Chinese), stored in English
        if response.status_code in (401, 403):
            out["reachable"] = True
            out["error"] = CodedText(Message("openai.auth_failed", {
                "where": "GET /models", "status": response.status_code,
                "hint": Message("openai.hint_env", {"env": self.api_key_env})}))
            return out
        if response.status_code >= 400:
            out["error"] = CodedText(Message("openai.ping_http", {
                "status": response.status_code, "detail": self._redact(_error_message(response))}))
            return out
        try:
            models = [str(m["id"]) for m in response.json().get("data", [])]
        except (ValueError, KeyError, TypeError, AttributeError):
            out["error"] = CodedText(Message("openai.not_openai", {"where": "GET /models",
                                                                   "reply": response.text[:200]}))
            return out
        out.update(reachable=True, models=models, model_available=self.model in models)
        if not out["model_available"]:
            served: str | Message = ", ".join(models[:10]) or Message("openai.none_served")
            out["error"] = CodedText(Message("openai.model_not_served", {"model": self.model, "endpoint": self.endpoint,
                                                                         "served": served}))
        return out
