"""Reachability and fallback status of each backend, for `python -m earag check` and the dashboard."""
from __future__ import annotations

import time
from typing import Any

from earag.backends.factory import BackendSet
from earag.config import Settings
from earag.errors import EaragError


def backend_status(settings: Settings, backends: BackendSet) -> list[dict[str, Any]]:
    """One row per backend: what is configured, what is in use, whether it answered, and the fallback."""
    rows = []
    llm_cfg = settings.backends.llm
    if backends.llm is None:
        rows.append({"backend": "llm", "configured": llm_cfg.provider, "in_use": "offline",
                     "reachable": None, "fallback": True, "detail": backends.notes.get("llm", "")})
    else:
        ping = backends.llm.ping() if hasattr(backends.llm, "ping") else {"reachable": True}
        usable = bool(ping.get("reachable") and ping.get("model_available", True))
        where = llm_cfg.base_url if llm_cfg.provider == "openai" else llm_cfg.host
        cache = {"hits": getattr(backends.llm, "hits", None), "misses": getattr(backends.llm, "misses", None)}
        rows.append({
            "backend": "llm", "configured": f"{llm_cfg.provider} {where} model={llm_cfg.model}",
            "cache": cache if cache["hits"] is not None else None, "calls": getattr(backends.llm, "calls", None),
            "in_use": backends.llm.name if usable else "offline",
            "reachable": bool(ping.get("reachable")), "version": ping.get("version"),
            "latency_ms": ping.get("latency_ms"), "fallback": not usable,
            "detail": ping.get("error", "") or (f"model {llm_cfg.model} available" if usable else ""),
        })
    emb_cfg = settings.backends.embeddings
    t0 = time.perf_counter()
    try:
        backends.embedder.embed(["连通性检查"])
        reachable, error = True, ""
    except EaragError as exc:
        reachable, error = False, str(exc)
    rows.append({"backend": "embeddings", "configured": f"{emb_cfg.provider} {emb_cfg.model}",
                 "in_use": backends.embedder.name, "reachable": reachable, "error": error or None,
                 "latency_ms": round((time.perf_counter() - t0) * 1000, 1),
                 "fallback": bool(backends.fallback.get("embeddings")), "detail": backends.notes.get("embeddings", "")})
    g_cfg = settings.backends.graph
    graph = backends.graph
    ping = graph.ping() if graph is not None and hasattr(graph, "ping") else {}
    rows.append({"version": ping.get("version"), "latency_ms": ping.get("latency_ms"),"backend": "graph", "configured": g_cfg.source if g_cfg.source != "file" else f"file {g_cfg.path}",
                 "in_use": graph.name if graph else "none (no graph penalty)",
                 "reachable": graph is not None and ping.get("reachable", True),
                 "size": graph.stats() if graph else None,
                 "fallback": bool(backends.fallback.get("graph")) or graph is None and g_cfg.source != "none",
                 "detail": backends.notes.get("graph", "")})
    return rows
