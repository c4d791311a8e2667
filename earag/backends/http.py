"""The one map from transport and HTTP errors (httpx, the `ollama` client) to earag.errors, with credentials redacted.

Every HTTP client of the project (the Ollama judge and embedder, the OpenAI-compatible judge, the RAG endpoint of
the answerer) turns its failures into exceptions here, so the same failure reads the same everywhere:

- `BackendTimeout`      no answer within the time budget ("… did not answer within 2 s").
- `BackendUnreachable`  no connection, or the connection died before a complete answer ("… is unreachable (…)").
                        The circuit breaker opens on these (earag.backends.llm.breaker).
- `BackendHTTPError`    the server answered with an HTTP error status; `status_code` is kept. It answered, so the
                        breaker stays closed. 5xx and 429 are worth a retry (`transient`).
- `BackendOutputError`  a 4xx that is about this request (e.g. prompt too long), or a reply we cannot use.

No message ever holds a password: URLs are shown without their user-info (`http://user:pw@host` → `http://***@host`)
and every secret a client knows (API keys) is replaced by `***`.
Also here: retrying a call with capped exponential backoff (`retry_call`, formerly earag.backends.retry).
"""
from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterable
from typing import Any, TypeVar
from urllib.parse import urlsplit, urlunsplit

from earag.errors import BackendOutputError, BackendTimeout, BackendUnavailable, EaragError

T = TypeVar("T")

MAX_DELAY = 8.0  # seconds; a judge call that needs longer waits than this is better reported as down

# scheme://user[:password]@host — the user-info part of any URL inside a text
_USERINFO_RE = re.compile(r"(?P<scheme>[A-Za-z][A-Za-z0-9+.-]*://)(?P<info>[^\s/@]+)@")


class BackendUnreachable(BackendUnavailable):
    """No connection to the backend, or it closed the connection before a complete answer."""


class BackendHTTPError(BackendUnavailable):
    """The backend answered with an HTTP error status (kept in `status_code`, the parsed body in `body`)."""

    def __init__(self, message: str, status_code: int, body: Any = None):
        super().__init__(message)
        self.status_code = status_code
        self.body = body

    @property
    def transient(self) -> bool:
        """5xx and 429: the same request may succeed later."""
        return self.status_code >= 500 or self.status_code == 429


# --- redaction --------------------------------------------------------------------------------------------------
def redact(text: str, secrets: Iterable[str | None] = ()) -> str:
    """`text` with the user-info of every URL replaced by *** and every given secret (API key …) by ***."""
    text = _USERINFO_RE.sub(lambda m: f"{m.group('scheme')}***@", str(text))
    for secret in secrets:
        if secret and len(secret) >= 3:  # a one- or two-character "secret" would shred the message
            text = text.replace(secret, "***")
    return text


def endpoint_of(url: str | None) -> str:
    """A URL as an identity and for display: no credentials, no query or fragment, no trailing slash, lower-case
    scheme and host ("HTTP://u:p@Host:11434/" → "http://host:11434"). A bare "host:port" gets http://."""
    url = (url or "").strip()
    if not url:
        return ""
    if "://" not in url:
        url = f"http://{url}"
    try:
        parts = urlsplit(url)
        host = (parts.hostname or "").lower()
        if ":" in host:  # IPv6 literal
            host = f"[{host}]"
        netloc = f"{host}:{parts.port}" if parts.port else host
    except ValueError:  # an unparseable port: keep the text, minus any user-info
        return redact(url).rstrip("/")
    return urlunsplit((parts.scheme.lower(), netloc, parts.path.rstrip("/"), "", ""))


# --- the map ----------------------------------------------------------------------------------------------------
def _ollama_module():
    try:
        import ollama
    except ImportError:  # pragma: no cover - it is in requirements.txt
        return None
    return ollama


def map_error(exc: BaseException, where: str, *, timeout: float | None = None,
              secrets: Iterable[str | None] = (), action: str = "answer") -> EaragError:
    """The earag error for a failure of one HTTP exchange with the backend described by `where`.

    `where` names the backend for the user ("Ollama at http://127.0.0.1:11434"); it is redacted here too. `timeout`
    is the budget the call had (shown in the timeout message), `action` the verb for it ("answer", "embed").
    HTTP error statuses of the `ollama` client arrive as `ollama.ResponseError`; for httpx responses see
    `status_error`. An exception that is already an EaragError is returned unchanged.
    """
    import httpx

    if isinstance(exc, EaragError):
        return exc
    where = redact(where, secrets)
    ollama = _ollama_module()
    if ollama is not None and isinstance(exc, ollama.ResponseError):
        return status_error(exc.status_code, str(exc.error), where, secrets=secrets)
    if isinstance(exc, httpx.TimeoutException):
        budget = f" within {timeout:g} s" if timeout is not None else " in time"
        return BackendTimeout(f"{where} did not {action}{budget}")
    detail = redact(f"{type(exc).__name__}: {exc}", secrets)
    if isinstance(exc, (httpx.ConnectError, ConnectionError)):  # the ollama client turns ConnectError into this
        return BackendUnreachable(f"{where} is unreachable ({detail})")
    if isinstance(exc, httpx.TransportError):
        return BackendUnreachable(f"{where} is unreachable: it closed the connection without a complete answer "
                                  f"({detail})")
    if isinstance(exc, OSError):
        return BackendUnreachable(f"{where} is unreachable ({detail})")
    return BackendOutputError(f"{where} failed unexpectedly ({detail})")


def status_error(status: int, message: str, where: str, *, secrets: Iterable[str | None] = (),
                 body: Any = None) -> BackendHTTPError | BackendOutputError:
    """The earag error for an HTTP error status: 4xx other than 401/403/404/408/429 is about the request
    (BackendOutputError, not retried); everything else is a BackendHTTPError with the status kept."""
    message = redact(str(message or "").strip(), secrets)[:300]
    where = redact(where, secrets)
    text = f"{where} answered HTTP {status}" + (f": {message}" if message else "")
    if 400 <= status < 500 and status not in (401, 403, 404, 408, 429):
        return BackendOutputError(f"{where} rejected the request (HTTP {status}): {message}")
    return BackendHTTPError(text, status, body)


# --- retrying ---------------------------------------------------------------------------------------------------
def backoff_delay(attempt: int, backoff: float, max_delay: float = MAX_DELAY) -> float:
    """Delay before retry number `attempt` (0-based): backoff·2^attempt, capped at max_delay."""
    return min(max_delay, max(0.0, backoff) * (2 ** attempt))


def retry_call(
    fn: Callable[[], T],
    retries: int,
    backoff: float,
    retry_on: tuple[type[BaseException], ...],
    *,
    retry_if: Callable[[BaseException], bool] | None = None,
    max_delay: float = MAX_DELAY,
    deadline: float | None = None,
    sleep: Callable[[float], None] = time.sleep,
) -> T:
    """Call `fn()`; on an exception of a `retry_on` type (and, if given, `retry_if(exc)` true) call it again,
    at most `retries` more times, sleeping backoff·2^k (capped at `max_delay`) before retry k.

    `deadline` is a `time.monotonic()` instant: no retry is started whose wait would end after it, so a caller
    with a time budget gets the last error instead of a late answer. The last exception propagates unchanged.
    """
    attempt = 0
    while True:
        try:
            return fn()
        except retry_on as exc:
            if attempt >= retries or (retry_if is not None and not retry_if(exc)):
                raise
            delay = backoff_delay(attempt, backoff, max_delay)
            if deadline is not None and time.monotonic() + delay >= deadline:
                raise
            attempt += 1
            if delay > 0:
                sleep(delay)


__all__ = ["BackendHTTPError", "BackendUnreachable", "MAX_DELAY", "backoff_delay", "endpoint_of", "map_error",
           "redact", "retry_call", "status_error"]
