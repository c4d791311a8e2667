"""The one map from transport and HTTP errors (httpx, the `ollama` client) to earag.errors, with credentials redacted.

Every HTTP client of the project (the Ollama judge and embedder, the OpenAI-compatible judge, the RAG endpoint of
the answerer) turns its failures into exceptions here, so the same failure reads the same everywhere:

- `BackendTimeout`      no answer within the time budget ("… did not answer within 2 s").
- `BackendUnreachable`  no connection, or the connection died before a complete answer ("… is unreachable (…)").
                        The circuit breaker opens on these (earag.backends.llm.breaker).
- `BackendHTTPError`    the server answered with an HTTP error status; `status_code` is kept. It answered, so the
                        breaker stays closed. 5xx and 429 are worth a retry (`transient`).
- `BackendOutputError`  a 4xx that is about this request (e.g. prompt too long), or a reply we cannot use.

No message ever holds a password: every `where` and detail goes through earag.urls.redact (URLs without their
user-info, every secret a client knows replaced by `***`).
Also here: retrying a call with capped exponential backoff (`retry_call`, formerly earag.backends.retry), and
`ClientPool`, which holds every HTTP exchange to a total deadline (connect + every read), so a server that trickles
its answer a byte at a time can neither hang a call nor keep the process from exiting.
"""
from __future__ import annotations

import os
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterable
from typing import Any, Generic, TypeVar

from earag.errors import BackendOutputError, BackendTimeout, BackendUnavailable, EaragError, coded_text
from earag.messages import CodedText, Message
from earag.runtime import runtime
from earag.urls import redact

T = TypeVar("T")
C = TypeVar("C")

MAX_DELAY = 8.0  # seconds; a judge call that needs longer waits than this is better reported as down


class BackendUnreachable(BackendUnavailable):
    """No connection to the backend, or it closed the connection before a complete answer."""


class BackendHTTPError(BackendUnavailable):
    """The backend answered with an HTTP error status (kept in `status_code`, the parsed body in `body`)."""

    def __init__(self, message: str | Message, status_code: int, body: Any = None):
        super().__init__(message)
        self.status_code = status_code
        self.body = body

    @property
    def transient(self) -> bool:
        """5xx and 429: the same request may succeed later."""
        return self.status_code >= 500 or self.status_code == 429


# --- the map ----------------------------------------------------------------------------------------------------
_import_lock = threading.Lock()


def import_ollama():
    """The `ollama` package, even when $OLLAMA_HOST is malformed.

    `import ollama` builds a default client from $OLLAMA_HOST and fails with a bare ValueError on a value such as
    "http://127.0.0.1:notaport". earag always passes the host explicitly (and reports a bad one by name), so the
    package is imported with the variable set aside for that moment."""
    if "ollama" in sys.modules:
        return sys.modules["ollama"]
    with _import_lock:
        try:
            import ollama  # lazy: ollama costs 101 ms at import (measured, benchmarks/import_costs.py)
        except ValueError:
            saved = os.environ.pop("OLLAMA_HOST", None)
            try:
                import ollama  # lazy: ollama costs 101 ms at import (measured, benchmarks/import_costs.py)
            finally:
                if saved is not None:
                    os.environ["OLLAMA_HOST"] = saved
    return ollama


def _ollama_module():
    try:
        return import_ollama()
    except ImportError:  # pragma: no cover - it is in requirements.txt
        return None


def map_error(exc: BaseException, where: str, *, timeout: float | None = None,
              secrets: Iterable[str | None] = (), action: str = "answer") -> EaragError:
    """The earag error for a failure of one HTTP exchange with the backend described by `where`.

    `where` names the backend for the user ("Ollama at http://127.0.0.1:11434"); it is redacted here too. `timeout`
    is the budget the call had (shown in the timeout message), `action` the verb for it ("answer", "embed").
    HTTP error statuses of the `ollama` client arrive as `ollama.ResponseError`; for httpx responses see
    `status_error`. An exception that is already an EaragError is returned unchanged.
    """
    import httpx  # lazy: httpx costs 54 ms at import (measured, benchmarks/import_costs.py)

    if isinstance(exc, EaragError):
        return exc
    where = redact(where, secrets)
    ollama = _ollama_module()
    if ollama is not None and isinstance(exc, ollama.ResponseError):
        return status_error(exc.status_code, str(exc.error), where, secrets=secrets)
    if isinstance(exc, httpx.TimeoutException):
        if timeout is None:
            return BackendTimeout(Message("backend.timeout.no_budget", {"where": where, "action": action}))
        code = {"answer": "backend.timeout.answer", "embed": "backend.timeout.embed"}.get(action, "backend.timeout.action")
        return BackendTimeout(Message(code, {"where": where, "seconds": timeout, "action": action}))
    said = {"where": where, "detail": redact(f"{type(exc).__name__}: {exc}", secrets)}
    if isinstance(exc, (httpx.ConnectError, ConnectionError)):  # the ollama client turns ConnectError into this
        return BackendUnreachable(Message("backend.unreachable", said))
    if isinstance(exc, httpx.TransportError):
        return BackendUnreachable(Message("backend.connection_closed", said))
    if isinstance(exc, OSError):
        return BackendUnreachable(Message("backend.unreachable", said))
    return BackendOutputError(Message("backend.failed", said))


def status_error(status: int, message: str, where: str, *, secrets: Iterable[str | None] = (),
                 body: Any = None) -> BackendHTTPError | BackendOutputError:
    """The earag error for an HTTP error status: 4xx other than 401/403/404/408/429 is about the request
    (BackendOutputError, not retried); everything else is a BackendHTTPError with the status kept."""
    message = redact(str(message or "").strip(), secrets)[:300]
    where = redact(where, secrets)
    said = {"where": where, "status": status, "detail": message}
    if 400 <= status < 500 and status not in (401, 403, 404, 408, 429):
        return BackendOutputError(Message("backend.rejected", said))
    return BackendHTTPError(Message("backend.http_status_message" if message else "backend.http_status", said), status,
                            body)


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


# --- total deadlines -------------------------------------------------------------------------------------------
def sever(client: Any) -> None:
    """Close an httpx client (or an `ollama.Client`, which wraps one) and wake any thread blocked reading from it.

    Closing a socket does not wake a `recv` already waiting on it in another thread (Linux); shutting it down does.
    The sockets are found through httpx/httpcore internals, so this is best effort: the close always happens."""
    inner = getattr(client, "_client", client)  # ollama.Client keeps its httpx.Client in `_client`
    pool = getattr(getattr(inner, "_transport", None), "_pool", None)
    try:
        connections = list(getattr(pool, "connections", None) or [])
    except Exception:  # pragma: no cover - internals of another version
        connections = []
    for conn in connections:
        stream = getattr(getattr(conn, "_connection", None), "_network_stream", None)
        sock = getattr(stream, "_sock", None) or getattr(getattr(stream, "_stream", None), "_sock", None)
        if isinstance(sock, socket.socket):
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
    try:
        inner.close()
    except Exception:  # a client closed twice, or mid-request in another thread: it is being thrown away anyway
        pass


def _said(exc: BaseException) -> Message | str:
    """An exception as a message parameter: its message when it has a code, else its text."""
    message = getattr(exc, "message", None)
    return message if isinstance(message, Message) else str(exc)


class SlotTimeout(BackendTimeout):
    """No free slot under the endpoint's concurrency cap before the call's deadline. The server was never asked,
    so the circuit breaker does not count this against it."""


class InFlight:
    """A cap on requests in flight to one endpoint, shared by every caller in the process (`in_flight_for`).
    `current` and `peak` are kept for the status rows and the benchmarks."""

    def __init__(self, limit: int):
        self.limit = max(1, int(limit))
        self.current = 0
        self.peak = 0
        self._cond = threading.Condition()

    def acquire(self, timeout: float | None) -> bool:
        with self._cond:
            if not self._cond.wait_for(lambda: self.current < self.limit, timeout):
                return False
            self.current += 1
            self.peak = max(self.peak, self.current)
            return True

    def release(self) -> None:
        with self._cond:
            self.current -= 1
            self._cond.notify()


def in_flight_for(endpoint: str, limit: int | None) -> InFlight | None:
    """The process-wide cap for `endpoint` (None: no cap). A different limit for the same endpoint replaces the cap
    for callers built from then on (a changed configuration); calls under the old one finish under it."""
    if not limit:
        return None
    return runtime().update("http.in_flight", endpoint,
                            lambda cap: cap if cap is not None and cap.limit == int(limit) else InFlight(int(limit)))


def share_in_flight(endpoint: str, cap: Any) -> None:
    """Make `cap` (InFlight's limit/current/peak/acquire/release) the cap of `endpoint` for the judges built from now
    on in this process: the Ray engine's cluster-wide limit per host (earag.runs.ray_engine.ClusterInFlight)."""
    runtime().put("http.in_flight", endpoint, cap)


def ping_ollama(pool: "ClientPool", *, model: str, where: str, limit: float,
                on_timeout: Callable[[], BaseException], what: str = "model") -> dict[str, Any]:
    """An Ollama server's status for the judge and the embedder alike: reachable, version, models, model_available,
    latency_ms (the model list's round trip), error — each call held to `limit` seconds. Unreachable: only
    {"reachable": False, "error": why}."""
    import httpx  # lazy: httpx costs 54 ms at import (measured, benchmarks/import_costs.py)

    def listing(client):
        client._client.timeout = httpx.Timeout(max(0.05, limit))
        return [m.model for m in client.list().models]

    def version_of(client):
        client._client.timeout = httpx.Timeout(max(0.05, limit))
        return client._request_raw("GET", "/api/version").json().get("version")

    t0 = time.perf_counter()
    try:
        models = pool.call(listing, limit, on_timeout)
    except Exception as exc:  # any failure here means "not usable"; the message says which
        return {"reachable": False, "error": coded_text(map_error(exc, where, timeout=limit))}
    latency = time.perf_counter() - t0
    try:
        version = pool.call(version_of, limit, on_timeout)
    except Exception:
        version = None
    has_model = any(m in (model, f"{model}:latest") or m.split(":")[0] == model for m in models)
    out = {"reachable": True, "version": version, "models": models, "model_available": has_model,
           "latency_ms": round(latency * 1000, 1)}
    if not has_model:
        out["error"] = CodedText(Message("backend.model_not_pulled", {"what": what, "model": model}))
    return out


class ClientPool(Generic[C]):
    """HTTP clients lent to one call at a time, and every call held to a total deadline.

    A client's timeout bounds each wait for bytes, not the call: a server that sends one byte every 2 s keeps a
    call alive for as long as it likes. `call(fn, seconds, on_timeout)` runs `fn(client)` in a daemon thread and
    stops waiting after `seconds`: the caller gets `on_timeout()` raised, the abandoned client is severed (its
    sockets shut down, which ends the blocked read) and never lent again. Other calls have their own clients and
    are unaffected, and no thread stuck in a read keeps the process from exiting (daemon threads are not joined).

        pool = ClientPool(lambda: ollama.Client(host=host, timeout=30))
        models = pool.call(lambda c: c.list(), 5.0, lambda: BackendTimeout("… did not answer within 5 s"))
    """

    def __init__(self, make: Callable[[], C], *, keep: int = 16):
        self._make = make
        self._keep = keep
        self._idle: list[C] = []
        self._lock = threading.Lock()
        self.abandoned = 0  # calls cut off at their deadline (for tests and status)
        self.closed = False  # after close(): a client given back is closed, not kept

    def _lease(self) -> C:
        with self._lock:
            if self._idle:
                return self._idle.pop()
        return self._make()

    def give_back(self, client: C) -> None:
        with self._lock:
            if not self.closed and len(self._idle) < self._keep:
                self._idle.append(client)
                return
        sever(client)

    def call(self, fn: Callable[[C], T], seconds: float | None, on_timeout: Callable[[], BaseException], *,
             limit: InFlight | None = None) -> T:
        """`fn(client)` within `seconds` (None: the client's own timeouts only); with `limit`, first a slot under
        that cap, waited for within the same deadline (SlotTimeout when none frees in time)."""
        if limit is not None:
            t0 = time.monotonic()
            if not limit.acquire(seconds):
                raise SlotTimeout(Message("backend.no_slot", {"timeout": _said(on_timeout()), "limit": limit.limit}))
            if seconds is not None:
                seconds -= time.monotonic() - t0
        try:
            if limit is not None and seconds is not None and seconds <= 0:  # the wait used up the deadline
                raise SlotTimeout(Message("backend.slot_wait_spent", {"timeout": _said(on_timeout()), "limit": limit.limit}))
            return self._call(fn, seconds, on_timeout)
        finally:
            if limit is not None:  # an abandoned call's socket is shut down: it is no longer in flight
                limit.release()

    def _call(self, fn: Callable[[C], T], seconds: float | None, on_timeout: Callable[[], BaseException]) -> T:
        if seconds is not None and seconds <= 0:  # nothing left (e.g. spent waiting for a slot): do not start
            raise on_timeout()
        client = self._lease()
        if seconds is None:  # no deadline asked for: the client's own timeouts apply
            try:
                out = fn(client)
            except BaseException:
                self.give_back(client)
                raise
            self.give_back(client)
            return out
        box: dict[str, Any] = {}
        done = threading.Event()

        def run() -> None:
            try:
                box["value"] = fn(client)
            except BaseException as exc:  # handed to the caller below
                box["error"] = exc
            finally:
                done.set()

        threading.Thread(target=run, name="earag-http-call", daemon=True).start()
        if not done.wait(max(0.0, seconds)):
            with self._lock:
                self.abandoned += 1
            sever(client)
            raise on_timeout()
        self.give_back(client)
        if "error" in box:
            raise box.pop("error")
        return box["value"]

    def close(self) -> None:
        """Close the idle clients; a call still running closes its client when it ends (nothing is kept open)."""
        with self._lock:
            self.closed = True
            idle, self._idle = self._idle, []
        for client in idle:
            sever(client)


__all__ = ["BackendHTTPError", "BackendUnreachable", "ClientPool", "InFlight", "MAX_DELAY", "SlotTimeout",
           "backoff_delay", "import_ollama", "in_flight_for", "map_error", "retry_call", "sever", "share_in_flight",
           "status_error"]
