"""Builds the backends named in the settings, falling back to the embedded defaults with a reason for each."""
from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass, field
from typing import Any

from earag.backends.base import LLM, Embedder, GraphStore
from earag.backends.embeddings.local import CharNgramEmbedder, SentenceTransformerEmbedder, minilm_embedder
from earag.backends.embeddings.packaged import E5Embedder, UseEmbedder
from earag.backends.graph.file import FileGraph
from earag.backends.graph.neo4j import Neo4jGraph
from earag.backends.llm.breaker import breaker_for
from earag.backends.llm.hosts import HostPool
from earag.backends.llm.ollama import OllamaJudge
from earag.config import NO_KEY, Settings
from earag.errors import BackendUnavailable, ConfigError, EaragError, coded_text
from earag.messages import CodedText, Message
from earag.runtime import runtime

log = logging.getLogger(__name__)
# Measured on data/samples/policy_qa.jsonl by benchmarks/bench_embeddings.py: see the README.
OFFLINE_EMBEDDER = "char-ngram"
# The designed offline default when BGE-M3 is absent: a multilingual model shipped in a wheel, chosen on labelled
# on-topic/off-topic pairs (benchmarks/bench_relevancy_embedders.py, docs/judge-quality.md). Not a fallback.
PACKAGED_EMBEDDER = "use-multilingual"


LLM_UNUSABLE = "LLM judge offline: "  # the note of a judge that is configured but cannot be built (bad URL)
PING_TTL_SECONDS = 10.0  # how long one reachability check of the judge stands for describe() / backend_status()


@dataclass
class BackendSet:
    llm: LLM | None
    embedder: Embedder
    graph: GraphStore | None
    notes: dict[str, str] = field(default_factory=dict)   # why a fallback is in use, per backend
    fallback: dict[str, bool] = field(default_factory=dict)
    _ping: tuple[float, dict[str, Any]] | None = field(default=None, repr=False, compare=False)

    def close(self) -> None:
        """Close the judge's, the embedder's and the graph's clients (HTTP pools, the Neo4j driver); the shared
        response cache stays open (the runtime owns it). Each is tried (one failing close does not keep the others
        open); closing twice is harmless."""
        for backend in (self.llm, self.embedder, self.graph):
            close = getattr(backend, "close", None)  # through CachedLLM/CachedEmbedder to the backend they wrap
            if callable(close):
                try:
                    close()
                except Exception:  # noqa: BLE001 - logged; the other backends are still closed
                    log.warning("closing the %s backend failed", getattr(backend, "name", type(backend).__name__),
                                exc_info=True)

    def llm_ping(self, max_age: float = PING_TTL_SECONDS) -> dict[str, Any]:
        """The judge's ping() (reachable, model_available, error …), reused for `max_age` seconds; {} without one."""
        if self.llm is None:
            return {}
        now = time.monotonic()
        if self._ping is None or now - self._ping[0] > max_age:
            ping = getattr(self.llm, "ping", None)
            try:
                result = ping() if ping is not None else {"reachable": True}
            except EaragError as exc:  # the error keeps its code: check, the dashboard and the API render it
                result = {"reachable": False, "error": coded_text(exc)}
            self._ping = (now, result)
        return self._ping[1]

    def llm_state(self, ping: bool = True) -> dict[str, Any]:
        """What is configured and what is in use for the LLM judge, and why they differ.

        {"configured": "ollama:qwen2.5:7b" | "offline", "in_use": name | "offline", "reason": str}. A configured
        judge is "offline" in use when it failed its ping (unreachable, model not pulled) or its circuit breaker is
        open; `ping=False` skips the network check and judges by the breaker alone.
        """
        if self.llm is None:
            return {"configured": "offline", "in_use": "offline", "reason": self.notes.get("llm", "")}

        state = breaker_for(self.llm).status()
        if state.state == "open":
            return {"configured": self.llm.name, "in_use": "offline",
                    "reason": CodedText(Message("breaker.open_after", {"reason": state.reason}))}
        if ping:
            result = self.llm_ping()
            if not (result.get("reachable") and result.get("model_available", True)):
                error = result.get("error")
                why = error if isinstance(error, CodedText) else str(error) if error else CodedText(
                    Message("llm.no_ping_answer"))
                return {"configured": self.llm.name, "in_use": "offline", "reason": why}
        return {"configured": self.llm.name, "in_use": self.llm.name, "reason": ""}

    def describe(self, ping: bool = True) -> dict[str, Any]:
        """Backends in use (the LLM as "offline" when configured but unreachable) and configured, with reasons."""
        llm = self.llm_state(ping)
        notes = dict(self.notes)
        if llm["reason"] and llm["in_use"] == "offline":
            notes.setdefault("llm", llm["reason"])
        return {
            "llm": llm["in_use"],
            "llm_configured": llm["configured"],
            "embeddings": self.embedder.name,
            "graph": self.graph.name if self.graph else "none",
            "notes": notes,
            "fallback": {**self.fallback, "llm": bool(self.fallback.get("llm")) or (
                llm["in_use"] == "offline" and llm["configured"] != "offline")},
        }


def response_cache(settings: Settings):
    """One ResponseCache per file and process (the runtime's "backends.response_cache"), shared by the judge and the
    embedder; closing the runtime closes its connection."""
    # lazy: earag.backends.cache costs 17 ms at import (measured, benchmarks/import_costs.py)
    from earag.backends.cache import ResponseCache

    path = settings.backends.cache.resolved_path()
    return runtime().get("backends.response_cache", path, lambda: ResponseCache(path))


def build_llm(settings: Settings, offline: bool = False) -> tuple[LLM | None, str]:
    cfg = settings.backends.llm
    if offline or cfg.provider == "none":
        return None, CodedText(Message("judge.disabled_offline"))
    timeout = min(cfg.timeout_seconds, settings.evaluation.performance.timeout_seconds + 1)
    try:
        if len(cfg.hosts) > 1:
            llm = build_host_pool(settings, timeout)
        elif cfg.provider == "openai":
            # lazy: earag.backends.llm.openai costs 18 ms at import (measured, benchmarks/import_costs.py)
            from earag.backends.llm.openai import OpenAIJudge

            llm = OpenAIJudge.from_settings(cfg.model_copy(update={"base_url": cfg.hosts[0]}) if cfg.hosts else cfg,
                                            timeout=timeout)
        else:
            llm = OllamaJudge(cfg.hosts[0] if cfg.hosts else cfg.host, cfg.model, timeout=timeout, retries=cfg.retries,
                              backoff=cfg.backoff_seconds, send_api_key=cfg.api_key_env != NO_KEY,
                              max_concurrency=cfg.max_concurrency)
    except ConfigError as exc:  # a malformed URL (e.g. OLLAMA_HOST=http://127.0.0.1:notaport): judge offline, say why
        log.info("LLM judge offline: %s", exc)
        return None, CodedText(Message("judge.unusable", {"detail": exc.message or str(exc)}))
    if settings.backends.cache.enabled:
        # lazy: earag.backends.cache costs 17 ms at import (measured, benchmarks/import_costs.py)
        from earag.backends.cache import CachedLLM

        llm = CachedLLM(llm, response_cache(settings))
    return llm, ""


def build_host_pool(settings: Settings, timeout: float):
    """One judge over every server of `backends.llm.hosts` (earag.backends.llm.hosts.HostPool). The host judges do
    not retry on their own: a failed call goes to the next host, and the pool repeats a round `retries` times."""
    cfg = settings.backends.llm
    judges: list[Any]
    if cfg.provider == "openai":
        # lazy: earag.backends.llm.openai costs 18 ms at import (measured, benchmarks/import_costs.py)
        from earag.backends.llm.openai import OpenAIJudge

        key = os.environ.get(cfg.api_key_env) if cfg.api_key_env else None
        judges = [OpenAIJudge(url, cfg.model, api_key=key or None, timeout=timeout, retries=0,
                              backoff=cfg.backoff_seconds, api_key_env=cfg.api_key_env,
                              max_concurrency=cfg.max_concurrency) for url in cfg.hosts]
    else:
        judges = [OllamaJudge(url, cfg.model, timeout=timeout, retries=0, backoff=cfg.backoff_seconds,
                              send_api_key=cfg.api_key_env != NO_KEY, max_concurrency=cfg.max_concurrency)
                  for url in cfg.hosts]
    return HostPool(judges, retries=cfg.retries, backoff=cfg.backoff_seconds)


def build_offline_embedder(kind: str = OFFLINE_EMBEDDER) -> Embedder:
    if kind == "minilm":
        return minilm_embedder()
    if kind in ("use-multilingual", "e5-small"):
        return UseEmbedder() if kind == "use-multilingual" else E5Embedder()
    return CharNgramEmbedder()


def _detail(cause: Any) -> Message | str:
    """A cause as a message parameter: its code when it has one (an earag error, a coded note), else its text."""
    if isinstance(cause, CodedText):
        return cause.message
    if isinstance(cause, EaragError) and cause.message is not None:
        return cause.message
    return str(cause)


def _offline_note(detail: Any, embedder: str = OFFLINE_EMBEDDER) -> CodedText:
    """"<why>; using the offline <embedder> embedder", as a coded note."""
    return CodedText(Message("embed.offline_fallback", {"detail": detail, "embedder": embedder}))


def build_packaged_default(note_if_missing: Message) -> tuple[Embedder, str, bool]:
    """The packaged multilingual embedder (not a fallback: the designed default without BGE-M3), or char-ngram with
    the reason when its package is missing."""
    try:
        return build_offline_embedder(PACKAGED_EMBEDDER), "", False
    except BackendUnavailable as exc:
        return CharNgramEmbedder(), _offline_note([note_if_missing, _detail(exc)]), True


def build_embedder(settings: Settings) -> tuple[Embedder, str, bool]:
    cfg = settings.backends.embeddings
    if cfg.provider == "char-ngram":
        return CharNgramEmbedder(), "", False
    if cfg.provider == "minilm":
        return minilm_embedder(), "", False
    if cfg.provider in ("use-multilingual", "e5-small"):
        try:
            return build_offline_embedder(cfg.provider), "", False
        except BackendUnavailable as exc:
            return CharNgramEmbedder(), _offline_note(_detail(exc)), True
    if cfg.provider == "ollama":
        # lazy: earag.backends.embeddings.ollama costs 54 ms at import (measured, benchmarks/import_costs.py)
        from earag.backends.embeddings.ollama import OllamaEmbedder, ollama_model_name

        try:
            emb = OllamaEmbedder(settings.backends.llm.host, ollama_model_name(cfg.model),
                                 timeout=settings.backends.llm.timeout_seconds,
                                 send_api_key=settings.backends.llm.api_key_env != NO_KEY)
        except ConfigError as exc:
            return build_offline_embedder(), _offline_note(_detail(exc)), True
        ping = emb.ping()
        if not (ping.get("reachable") and ping.get("model_available")):
            return build_offline_embedder(), _offline_note(_detail(ping.get("error"))), True
        if settings.backends.cache.enabled:
            # lazy: earag.backends.cache costs 17 ms at import (measured, benchmarks/import_costs.py)
            from earag.backends.cache import CachedEmbedder

            return CachedEmbedder(emb, response_cache(settings)), "", False
        return emb, "", False
    try:
        local = SentenceTransformerEmbedder(cfg.model)
        if settings.backends.cache.enabled:
            # lazy: earag.backends.cache costs 17 ms at import (measured, benchmarks/import_costs.py)
            from earag.backends.cache import CachedEmbedder

            return CachedEmbedder(local, response_cache(settings)), "", False
        return local, "", False
    except BackendUnavailable as exc:
        if cfg.provider == "sentence-transformers":
            note = Message("embed.instead", {"detail": _detail(exc), "embedder": OFFLINE_EMBEDDER})
        else:  # auto: without BGE-M3 the packaged multilingual model is the designed default
            return build_packaged_default(Message("embed.not_local", {"model": cfg.model}))
        try:
            return build_offline_embedder(), CodedText(note), True
        except BackendUnavailable as exc2:
            return CharNgramEmbedder(), CodedText(Message("embed.char_ngram_last",
                                                          {"note": note, "detail": _detail(exc2)})), True


def build_graph(settings: Settings, secrets: Any = None) -> tuple[GraphStore | None, str, bool]:
    cfg = settings.backends.graph
    matching = settings.evaluation.matching
    if cfg.source == "none":
        return None, CodedText(Message("graph.none")), False
    if cfg.source == "neo4j":
        try:
            return Neo4jGraph.from_settings(settings, secrets=secrets), "", False
        except (ImportError, EaragError) as exc:
            said = {"detail": exc.message or str(exc) if isinstance(exc, EaragError) else str(exc), "path": cfg.path}
            try:
                return (FileGraph.from_settings(cfg, matching.mode, matching.fuzzy_threshold),
                        CodedText(Message("graph.neo4j_fallback", said)), True)
            except EaragError as exc2:
                failed = Message("graph.neo4j_fallback_failed", {**said, "error": exc2.message or str(exc2)})
                return None, CodedText(failed), True
    try:
        return FileGraph.from_settings(cfg, matching.mode, matching.fuzzy_threshold), "", False
    except EaragError as exc:
        return None, CodedText(Message("graph.unavailable", {"detail": exc.message or str(exc)})), True


def build_backends(settings: Settings, offline: bool = False, secrets: Any = None) -> BackendSet:
    """`secrets` (e.g. Streamlit's st.secrets) may hold NEO4J_USERNAME / NEO4J_PASSWORD or a [neo4j] section."""
    llm, llm_note = build_llm(settings, offline)
    embedder, emb_note, emb_fb = build_embedder(settings)
    graph, graph_note, graph_fb = build_graph(settings, secrets)
    notes = {k: v for k, v in (("llm", llm_note), ("embeddings", emb_note), ("graph", graph_note)) if v}
    llm_fb = llm is None and llm_note.startswith(LLM_UNUSABLE)  # configured, not switched off: a fallback
    return BackendSet(llm, embedder, graph, notes, {"llm": llm_fb, "embeddings": emb_fb, "graph": graph_fb})
