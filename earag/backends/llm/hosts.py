"""One judge over several servers of the same model (`backends.llm.hosts`): least in flight first, each host with
its own circuit breaker and concurrency cap, a dead host taken out and probed back in.

    pool = HostPool([OllamaJudge(url, model, retries=0, max_concurrency=4) for url in hosts], retries=2)
    done = pool.complete(prompt, Schema, timeout=5)   # done.endpoint: the host that answered

Each call goes to the host with the fewest calls of this pool in flight (ties in turn), skipping hosts whose breaker
is open. A host that fails the call — unreachable, timed out, an HTTP error, refused by its breaker — hands it to the
next host within the same deadline; unusable output or a request the server rejects (BackendOutputError) is not
retried elsewhere: another server of the same model would not answer it better. When every host failed with
something transient (unreachable, 5xx), the round is repeated after a backoff, `retries` times at most, deadline
permitting. The host judges themselves do not retry (retries=0), so a dead host costs one refused connection.

Breakers: one per host, the process-wide breaker of that endpoint (earag.backends.llm.breaker): the first refused
connection opens it, so the host is skipped; after the cool-down one call probes it and, answered, it is back in.
The pool's own `breaker` (what `breaker_for(pool)` returns) only reads them: open while every host's is open.

Caps: `backends.llm.max_concurrency` is per host (earag.backends.http.in_flight_for keys it by endpoint), so two
hosts take twice the requests in flight of one.

Provenance: `backend` is the judge's name ("ollama:qwen2.5:7b"), as with one host; `endpoint` names the host that
answered. The identity (hence the response-cache key) holds the sorted set of hosts, never the one that answered:
the same prompt is one cache entry whichever host served it.
"""
from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from pydantic import BaseModel

from earag.backends.http import BackendHTTPError, BackendUnreachable, backoff_delay
from earag.backends.llm import Completion
from earag.backends.llm.breaker import BreakerStatus, JudgeIdentity, breaker_for
from earag.errors import BackendOutputError, BackendTimeout, BackendUnavailable
from earag.messages import Message

M = TypeVar("M", bound=BaseModel)


def _transient(exc: BaseException) -> bool:
    """Worth another round after a pause: no connection, or a 5xx / 429 answer."""
    if isinstance(exc, BackendHTTPError):
        return exc.transient
    return isinstance(exc, BackendUnreachable)


class PoolBreaker:
    """The state of a HostPool as one breaker: closed while any host's breaker is closed, half-open while none is
    closed but one may be probed, open (retry_in = the soonest probe) while all are open. It only reads the hosts'
    breakers; calls are admitted and recorded by each host's own breaker."""

    def __init__(self, pool: "HostPool"):
        self._pool = pool
        self.key = pool.identity

    def __repr__(self) -> str:
        return f"PoolBreaker({len(self._pool.judges)} hosts, state={self.state!r})"

    @property
    def state(self) -> str:
        return self.status().state

    def status(self) -> BreakerStatus:
        return self._status()[0]

    def _status(self) -> tuple[BreakerStatus, Message | None]:
        """The pool's state and, when no host is closed, why (a message: every host's reason)."""
        states = [(j.endpoint, breaker_for(j).status()) for j in self._pool.judges]
        failures = sum(s.failures for _, s in states)
        if any(s.state == "closed" for _, s in states):
            return BreakerStatus("closed", "", 0.0, failures, None), None
        reasons = "; ".join(f"{ep}: {s.reason}" for ep, s in states if s.reason)
        down = Message("llm.hosts_down", {"hosts": len(states), "reasons": reasons})
        if any(s.state == "half_open" for _, s in states):
            return BreakerStatus("half_open", str(down), 0.0, failures, None), down
        opened = [s.opened_at for _, s in states if s.opened_at is not None]
        return BreakerStatus("open", str(down), min(s.retry_in for _, s in states), failures,
                             max(opened) if opened else None), down

    def is_open(self) -> bool:
        return self.status().state == "open"

    def _refusal(self) -> Message | None:
        """Why no call can go to any host now (a message), or None (takes no probe slot: each host's breaker does)."""
        status, down = self._status()
        if status.state == "open":
            return Message("breaker.open", {"seconds": status.retry_in, "reason": down})
        return None

    def allow(self) -> tuple[bool, str]:
        """Whether a call could go to some host now, and why not."""
        refused = self._refusal()
        return refused is None, "" if refused is None else str(refused)

    def check(self) -> None:
        refused = self._refusal()
        if refused is not None:
            raise BackendUnavailable(refused)

    def record_success(self) -> None:
        """Nothing to do: each host's breaker has recorded its own calls."""

    def record_failure(self, exc: BaseException) -> None:
        """Nothing to do: each host's breaker has recorded its own calls (the pool cannot tell which host a caller
        that gave up on a call means)."""

    def reset(self) -> None:
        for judge in self._pool.judges:
            breaker_for(judge).reset()


class HostPool:
    """The LLM protocol (`complete`, `complete_json`, `ping`, `close`) over judges of one provider and model on
    several hosts. See the module docstring. Thread-safe."""

    def __init__(self, judges: Sequence[Any], *, retries: int = 0, backoff: float = 0.5):
        if not judges:
            raise ValueError("HostPool needs at least one judge")  # internal: the factory never builds an empty pool
        self.judges = list(judges)
        first = self.judges[0]
        self.model = first.model
        self.name = first.name                       # "ollama:qwen2.5:7b": what records and comparisons key on
        self.timeout = max(float(j.timeout) for j in self.judges)
        self.retries = int(retries)
        self.backoff = float(backoff)
        self.endpoints = [j.endpoint for j in self.judges]
        provider = first.identity.provider
        # the set of hosts, not the one that answers: the cache key must not depend on which host served a prompt
        self.identity = JudgeIdentity(provider, ",".join(sorted(set(self.endpoints))), self.model)
        self.endpoint = self.identity.endpoint
        self.breaker = PoolBreaker(self)
        self._lock = threading.Lock()
        self._busy = [0] * len(self.judges)          # calls of this pool in flight per host (waiting for a slot too)
        self._served = [0] * len(self.judges)        # answers per host
        self._turn = 0                               # where ties start, so an idle pool still takes hosts in turn

    def __repr__(self) -> str:
        return f"HostPool({self.endpoints!r}, {self.model!r})"

    # --- counters: the sum over the hosts, as one judge's --------------------------------------------------------
    def _sum(self, attr: str) -> int:
        return sum(int(getattr(j, attr, 0) or 0) for j in self.judges)

    @property
    def calls(self) -> int:
        return self._sum("calls")

    @property
    def attempts(self) -> int:
        return self._sum("attempts")

    @property
    def failures(self) -> int:
        return self._sum("failures")

    @property
    def skipped(self) -> int:
        return self._sum("skipped")

    # --- routing ----------------------------------------------------------------------------------------------
    def _pick(self, tried: set[int]) -> int | None:
        """The host for the next attempt: not tried yet in this round, breaker not open, fewest in flight."""
        with self._lock:
            n = len(self.judges)
            start = self._turn
            best = None
            for k in range(n):
                i = (start + k) % n
                if i in tried or breaker_for(self.judges[i]).is_open():
                    continue
                if best is None or self._busy[i] < self._busy[best]:
                    best = i
            if best is not None:
                self._busy[best] += 1
                self._turn = (best + 1) % n
            return best

    def complete(self, prompt: str, schema: type[M], *, timeout: float | None = None,
                 prompt_version: str = "") -> Completion[M]:
        """One judgement from the least busy live host; the next host on its failure, all within `timeout`."""
        budget = self.timeout if timeout is None else min(self.timeout, timeout)
        deadline = time.monotonic() + budget
        last: BaseException | None = None
        problems: list[str] = []
        for round_no in range(self.retries + 1):
            tried: set[int] = set()
            transient = False
            while time.monotonic() < deadline:
                i = self._pick(tried)
                if i is None:
                    break
                tried.add(i)
                judge = self.judges[i]
                try:
                    done = judge.complete(prompt, schema, timeout=deadline - time.monotonic(),
                                          prompt_version=prompt_version)
                except BackendOutputError:
                    raise  # the request or the model's output: another host of the same model would not do better
                except BackendUnavailable as exc:  # this host failed (or was skipped): the next one
                    last = exc
                    problems.append(f"{judge.endpoint}: {exc}")
                    transient = transient or _transient(exc)
                    continue
                finally:
                    with self._lock:
                        self._busy[i] -= 1
                with self._lock:
                    self._served[i] += 1
                return done
            if not transient or round_no == self.retries:
                break

            delay = backoff_delay(round_no, self.backoff)
            if time.monotonic() + delay >= deadline:
                break
            time.sleep(delay)
        if last is None:
            if time.monotonic() >= deadline:
                raise BackendTimeout(Message("llm.hosts_timeout", {"name": self.name, "hosts": len(self.judges), "seconds": budget}))
            # no host was even tried: every breaker is open
            raise BackendUnavailable(self.breaker._refusal() or Message("llm.all_hosts_down", {"hosts": len(self.judges)}))

        asked = {p.split(": ", 1)[0] for p in problems}
        problems += [f"{j.endpoint}: circuit open" for j in self.judges if j.endpoint not in asked]
        if len(problems) > 1 and not isinstance(last, BackendHTTPError):  # say what every host did, not the last
            raise type(last)(f"every host failed: {'; '.join(problems)}"[:1500]) from None
        raise last

    def complete_json(self, prompt: str, schema: type[M], *, timeout: float | None = None) -> M:
        return self.complete(prompt, schema, timeout=timeout).value

    # --- status -------------------------------------------------------------------------------------------------
    def ping(self) -> dict[str, Any]:
        """Every host's ping at once; reachable when one is, the model available when one has it. `hosts` lists
        each host's answer with its `endpoint`."""
        with ThreadPoolExecutor(max_workers=len(self.judges), thread_name_prefix="earag-ping") as pool:
            pings = list(pool.map(lambda j: j.ping(), self.judges))
        hosts = [{"endpoint": j.endpoint, **p} for j, p in zip(self.judges, pings)]
        usable = [h for h in hosts if h.get("reachable") and h.get("model_available", True)]
        latencies = [h["latency_ms"] for h in usable if h.get("latency_ms") is not None]
        out: dict[str, Any] = {
            "reachable": any(h.get("reachable") for h in hosts), "model_available": bool(usable),
            "version": next((h.get("version") for h in usable if h.get("version")), None),
            "models": sorted({m for h in hosts for m in h.get("models") or []}),
            "latency_ms": min(latencies) if latencies else None, "hosts": hosts,
        }
        if not usable:
            out["error"] = "no host can answer: " + "; ".join(
                f"{h['endpoint']}: {h.get('error') or 'not usable'}" for h in hosts)
        return out

    def host_status(self) -> list[dict[str, Any]]:
        """Per host: endpoint, breaker state (and why), requests in flight under its cap, answers served."""
        rows = []
        with self._lock:
            busy, served = list(self._busy), list(self._served)
        for i, judge in enumerate(self.judges):
            state = breaker_for(judge).status()
            cap = getattr(judge, "in_flight", None)
            rows.append({"endpoint": judge.endpoint, "state": state.state, "reason": state.reason,
                         "retry_in": round(state.retry_in, 1), "busy": busy[i], "served": served[i],
                         "in_flight": cap.current if cap is not None else None,
                         "peak_in_flight": cap.peak if cap is not None else None,
                         "max_concurrency": cap.limit if cap is not None else None,
                         "calls": getattr(judge, "calls", None), "failures": getattr(judge, "failures", None)})
        return rows

    def close(self) -> None:
        for judge in self.judges:
            judge.close()


__all__ = ["HostPool", "PoolBreaker"]
