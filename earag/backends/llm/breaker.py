"""The one circuit breaker for LLM judges: a dead server costs one failure, then one probe per cool-down.

One breaker per judge identity (provider, endpoint without credentials, model), shared by everything that calls that
judge in the process — the evaluator, the seed-003 metrics, the answerer — so they all see the same state::

    breaker = breaker_for(llm)
    breaker.check()                      # raises BackendUnavailable("LLM judge skipped: …") while open
    try:
        value = llm.complete_json(...)
    except EaragError as exc:
        breaker.record_failure(exc)
        raise
    breaker.record_success()

The judges of earag.backends.llm (and `earag.backends.llm.complete` for any other LLM object) already do exactly
this around every call, so callers do not: they read the state with `breaker_for(llm).status()` /
`.is_open()` (which take no probe slot) to say why the LLM was skipped. A caller that abandons a call the judge
cannot see fail (its own time budget ran out) reports it with `record_failure(BackendTimeout(...))`.

States:
- closed     calls go through.
- open       after a connection failure (BackendUnreachable, or any BackendUnavailable that is not an HTTP error
             answer) or `TIMEOUTS_TO_OPEN` timeouts in a row. Calls are refused for `cooldown` seconds.
- half-open  the cool-down is over: exactly ONE call (the probe) is let through; the others are still refused.
             The probe's success (any answer from the server, even unusable output) closes the breaker; its failure
             opens it again for another cool-down. A probe whose caller never reports back frees its slot after
             `probe_lease` seconds.
A call that timed out waiting for a slot under `backends.llm.max_concurrency` (SlotTimeout) never reached the
server and counts for nothing. HTTP error answers (5xx, 404 …) and unusable output leave a closed breaker closed: the server is reachable and
answers quickly, so they cost nothing to repeat, and their own message is the better reason to show.
"""
from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any, NamedTuple

from earag.backends.http import BackendHTTPError, SlotTimeout
from earag.errors import BackendTimeout, BackendUnavailable, EaragError
from earag.messages import Message
from earag.runtime import runtime
from earag.urls import endpoint_of

COOLDOWN_SECONDS = 5.0    # how long an open breaker refuses calls before it lets one probe through
TIMEOUTS_TO_OPEN = 3      # consecutive timeouts that count as unreachable
PROBE_LEASE_SECONDS = 120.0  # a probe not reported within this long is considered lost


class JudgeIdentity(NamedTuple):
    """What answers a prompt: provider ("ollama", "openai" …), endpoint (URL without credentials) and model."""

    provider: str
    endpoint: str
    model: str

    def label(self) -> str:
        """e.g. "ollama:qwen2.5:7b@http://127.0.0.1:11434"."""
        return f"{self.provider}:{self.model}" + (f"@{self.endpoint}" if self.endpoint else "")


def judge_identity(llm: Any) -> JudgeIdentity | None:
    """The identity of an LLM object: its `identity` attribute (the project's judges and CachedLLM have one), else
    derived from `name` ("provider:model") and `host` / `base_url`; None when it has no endpoint (a test fake)."""
    ident = getattr(llm, "identity", None)
    if isinstance(ident, JudgeIdentity):
        return ident

    endpoint = getattr(llm, "base_url", None) or getattr(llm, "host", None)
    if not isinstance(endpoint, str) or not endpoint:
        return None
    name = str(getattr(llm, "name", "") or "")
    provider = name.split(":", 1)[0] if ":" in name else type(llm).__name__
    model = str(getattr(llm, "model", "") or (name.split(":", 1)[1] if ":" in name else name))
    return JudgeIdentity(provider, endpoint_of(endpoint), model)


class BreakerStatus(NamedTuple):
    state: str          # "closed" | "open" | "half_open"
    reason: str         # the failure that opened it ("" when closed)
    retry_in: float     # seconds until a probe may go through (0 when closed or half-open)
    failures: int       # failures recorded since the last success
    opened_at: float | None  # time.time() when it last opened


class CircuitBreaker:
    """Closed → open → half-open → closed, thread-safe. See the module docstring."""

    def __init__(self, key: Any = None, *, cooldown: float = COOLDOWN_SECONDS,
                 timeouts_to_open: int = TIMEOUTS_TO_OPEN, probe_lease: float = PROBE_LEASE_SECONDS,
                 clock: Callable[[], float] = time.monotonic):
        self.key = key
        self.cooldown = float(cooldown)
        self.timeouts_to_open = int(timeouts_to_open)
        self.probe_lease = float(probe_lease)
        self._clock = clock
        self._lock = threading.Lock()
        self._state = "closed"
        self._reason = ""
        self._reason_message: Message | None = None   # the code of the error that opened it, when it had one
        self._opened = 0.0          # clock() when it opened
        self._opened_wall: float | None = None
        self._timeouts = 0
        self._failures = 0
        self._probe_since: float | None = None  # clock() when the current probe was let through

    def __repr__(self) -> str:
        return f"CircuitBreaker({self.key!r}, state={self.state!r})"

    # --- reading --------------------------------------------------------------------------------------------
    @property
    def state(self) -> str:
        return self.status().state

    def status(self) -> BreakerStatus:
        """The state now, without taking the probe slot."""
        with self._lock:
            state, retry_in = self._state, 0.0
            if state == "open":
                left = self._opened + self.cooldown - self._clock()
                if left > 0:
                    retry_in = left
                else:
                    state = "half_open"
            return BreakerStatus(state, self._reason, retry_in, self._failures, self._opened_wall)

    def is_open(self) -> bool:
        """True while calls are refused for sure (open and still cooling down)."""
        return self.status().state == "open"

    # --- calling --------------------------------------------------------------------------------------------
    def allow(self) -> tuple[bool, str]:
        """(True, "") to go ahead — in half-open state this call is the probe; (False, why) while open."""
        refused = self._refusal()
        return refused is None, "" if refused is None else str(refused)

    def _refusal(self) -> Message | None:
        """None to go ahead (in half-open state this call is the probe), else why not, as a message."""
        with self._lock:
            now = self._clock()
            if self._state == "closed":
                return None
            reason = self._reason_message or self._reason
            if self._state == "open":
                left = self._opened + self.cooldown - now
                if left > 0:
                    return Message("breaker.open", {"seconds": left, "reason": reason})
                self._state = "half_open"
            # half-open: one probe at a time
            if self._probe_since is not None and now - self._probe_since < self.probe_lease:
                return Message("breaker.half_open", {"reason": reason})
            self._probe_since = now
            return None

    def check(self) -> None:
        """`allow()`, raising BackendUnavailable with the reason (a message code) when the call may not go ahead."""
        refused = self._refusal()
        if refused is not None:
            raise BackendUnavailable(refused)

    def record_success(self) -> None:
        """The server answered (usable or not): close."""
        with self._lock:
            self._state, self._reason, self._reason_message = "closed", "", None
            self._timeouts = self._failures = 0
            self._probe_since = None
            self._opened_wall = None

    def record_failure(self, exc: BaseException) -> None:
        """A call failed with `exc`: open on unreachable / enough timeouts / a failed probe; otherwise only count."""
        with self._lock:
            probing = self._state == "half_open"
            if isinstance(exc, SlotTimeout):  # never reached the server (our own concurrency cap): no evidence
                self._probe_since = None
                return
            self._probe_since = None
            if isinstance(exc, BackendTimeout):
                self._failures += 1
                self._timeouts += 1
                opens = probing or self._timeouts >= self.timeouts_to_open
            elif isinstance(exc, BackendHTTPError) or not isinstance(exc, BackendUnavailable):
                # the server answered: reachable. A probe that got an answer closes the breaker.
                self._timeouts = 0
                if probing:
                    self._state, self._reason, self._timeouts, self._failures = "closed", "", 0, 0
                    self._reason_message = None
                    self._opened_wall = None
                return
            else:
                self._failures += 1
                opens = True
            if opens:
                self._state = "open"
                self._reason = str(exc)
                self._reason_message = exc.message if isinstance(exc, EaragError) else None
                self._opened = self._clock()
                self._opened_wall = time.time()

    def reset(self) -> None:
        self.record_success()


# --- the shared registry: the runtime's "llm.breaker" table ------------------------------------------------------


def breaker_for(llm: Any) -> CircuitBreaker:
    """The process-wide breaker of this judge: by its identity (provider, endpoint, model) when it has an endpoint,
    else by the object itself (a fresh, unshared breaker if the object cannot be weakly referenced). A judge over
    several hosts (earag.backends.llm.hosts.HostPool) has its own `breaker`: open only while every host's is."""
    own = getattr(llm, "breaker", None)  # through CachedLLM too, which hands attributes on to the judge it wraps
    if own is not None and hasattr(own, "status") and hasattr(own, "allow") and not callable(own):
        return own
    inner = getattr(llm, "inner", None)  # CachedLLM and other wrappers: the breaker of the judge behind them
    if inner is not None and judge_identity(llm) is None:
        return breaker_for(inner)
    ident = judge_identity(llm)
    rt = runtime()
    if ident is not None:
        return rt.get("llm.breaker", ident, lambda: CircuitBreaker(ident))
    name = getattr(llm, "name", type(llm).__name__)
    try:
        return rt.per_object("llm.breaker", llm, lambda: CircuitBreaker(name))
    except TypeError:
        return CircuitBreaker(name)


def reset_breakers() -> None:
    """Close every breaker (for tests and for "retry now" in the UI)."""
    for b in runtime().values("llm.breaker"):
        b.reset()


__all__ = ["BreakerStatus", "COOLDOWN_SECONDS", "CircuitBreaker", "JudgeIdentity", "TIMEOUTS_TO_OPEN",
           "breaker_for", "judge_identity", "reset_breakers"]
