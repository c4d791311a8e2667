"""Warm the dashboard at server start, so the first evaluation after start does not pay for loading.

A cold process spends ~10-20 s on a 2-core machine before it can score anything: jieba's dictionary and POS tables,
the ollama/httpx imports, the knowledge graph, the first status ping. `start()` (called by scripts/serve.py before
the server runs) builds, on one background thread, the evaluators the first session will ask for (the configured
one for the status ping and the offline one) and scores one shipped sample with each. `take()` hands such an
evaluator to the dashboard's st.cache_resource on its first call (waiting for it when it is still being built, so
the work is never done twice on a busy machine); anything not taken is closed when earag's runtime is cleared.
No Streamlit here: the thread runs outside any session.
"""
from __future__ import annotations

import json
import logging
import threading
from typing import Any

from earag.backends.status import backend_status
from earag.config import (
    PROJECT_ROOT,
    build_settings,
    offline_default,
    settings_from_yaml,
)
from earag.evaluator import Evaluator
from earag.runtime import runtime
from earag.types import EvaluationSample

LOG = logging.getLogger("earag.dashboard.warmup")
WAIT_SECONDS = 120.0  # a session waits at most this long for the warm-up before building its own



class Warmup:
    """The warm-up of one process, kept in earag's runtime ("ui.warmup"): evaluators being built and built ones not
    yet taken. Clearing the runtime closes those not taken (their HTTP clients) and forgets the warm-up."""

    name = "dashboard warm-up"

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.ready: dict[tuple[str, bool], Any] = {}
        self.pending: dict[tuple[str, bool], threading.Event] = {}
        self.thread: threading.Thread | None = None

    def close(self) -> None:
        with self.lock:
            left, self.ready = list(self.ready.values()), {}
        for ev in left:  # nobody took it: its backends were built for it alone
            ev.close()
            ev.backends.close()


def _state() -> Warmup:
    return runtime().get("ui.warmup", "dashboard", Warmup)


SAMPLES = (PROJECT_ROOT / "data" / "samples" / "policy_qa_small.jsonl", PROJECT_ROOT / "data" / "samples" / "policy_qa.jsonl")


def _first_sample() -> dict[str, Any] | None:
    for path in SAMPLES:
        try:
            with path.open(encoding="utf-8") as fh:
                line = fh.readline()
            return json.loads(line) if line.strip() else None
        except (OSError, ValueError):
            continue
    return None


def _build(key: tuple[str, bool], sample: dict[str, Any] | None, ping: bool) -> None:
    state = _state()
    try:
        ev = Evaluator(settings_from_yaml(key[0]), offline=key[1])
        if ping:
            backend_status(ev.settings, ev.backends)
        if sample is not None and key[1]:  # only the offline path scores: an unreachable judge would retry
            ev.evaluate(EvaluationSample.from_dict(sample))
        with state.lock:
            state.ready[key] = ev
    except Exception as exc:  # a warm-up that fails costs nothing: the session builds its own and shows the error
        LOG.info("dashboard warm-up skipped for offline=%s: %s", key[1], exc)
    finally:
        with state.lock:
            event = state.pending.pop(key, None)
        if event is not None:
            event.set()


def keys(environ: dict[str, str] | None = None) -> list[tuple[str, bool]]:
    """What the first session asks for: (the settings YAML, offline) for the configured backends and offline."""
    text = build_settings({}, environ).to_yaml()
    return [(text, offline_default(environ)), (text, True)]


def start(environ: dict[str, str] | None = None) -> threading.Thread | None:
    """Start the warm-up thread once per process (a second call returns the running one)."""
    state = _state()
    with state.lock:
        if state.thread is not None:
            return state.thread
        try:
            wanted = list(dict.fromkeys(keys(environ)))
        except Exception as exc:  # a bad configuration: the dashboard names it on its first page
            LOG.info("dashboard warm-up skipped: %s", exc)
            return None
        for key in wanted:
            state.pending[key] = threading.Event()
        sample = _first_sample()

        def run() -> None:
            for key in wanted:
                _build(key, sample, ping=not key[1])

        state.thread = threading.Thread(target=run, name="earag-warmup", daemon=True)
        state.thread.start()
        return state.thread


def take(settings_yaml: str, offline: bool, secrets: Any = None) -> Any:
    """The warmed evaluator for these settings (once), or None: none was started for them, it failed, or the
    session carries secrets (credentials the warm-up did not have)."""
    if secrets:
        return None
    key = (settings_yaml, offline)
    state = _state()
    with state.lock:
        event = state.pending.get(key)
    if event is not None:
        event.wait(WAIT_SECONDS)
    with state.lock:
        return state.ready.pop(key, None)
