"""Reachability and fallback status of each backend, for `python -m earag check` and the dashboard."""
from __future__ import annotations

import time
from typing import Any

from earag.backends.factory import BackendSet
from earag.config import Settings
from earag.errors import EaragError
from earag.messages import CodedText, Message
from earag.urls import endpoint_of


def backend_status(settings: Settings, backends: BackendSet) -> list[dict[str, Any]]:
    """One row per backend: what is configured, what is in use, whether it answered, and the fallback.

    The LLM row's in_use is the judge's name only when it answered its ping and its circuit breaker is not open;
    otherwise "offline", with the reason in detail. `calls` counts requests the server answered, never failures.
    """
    rows: list[dict[str, Any]] = []
    llm_cfg = settings.backends.llm
    if backends.llm is None:
        rows.append({"backend": "llm", "configured": llm_cfg.provider, "in_use": "offline",
                     "reachable": None, "fallback": True, "detail": backends.notes.get("llm", "")})
    else:
        ping = backends.llm_ping()
        state = backends.llm_state()
        usable = state["in_use"] != "offline"
        if llm_cfg.hosts:
            where = ", ".join(endpoint_of(h) for h in llm_cfg.hosts)
        else:
            where = endpoint_of(llm_cfg.base_url if llm_cfg.provider == "openai" else llm_cfg.host)
        llm = backends.llm
        hits = getattr(llm, "cache_hits", getattr(llm, "hits", None))
        hosts = _host_rows(llm, ping)
        rows.append({
            "backend": "llm", "configured": f"{llm_cfg.provider} {where} model={llm_cfg.model}",
            **({"hosts": hosts} if hosts else {}),
            "cache": {"hits": hits, "misses": getattr(llm, "misses", None)} if hits is not None else None,
            # calls: requests the server answered (never a failure); attempts and failures beside them
            "calls": getattr(llm, "calls", None), "attempts": getattr(llm, "attempts", None),
            "failures": getattr(llm, "failures", None),
            "in_use": llm.name if usable else "offline",
            "reachable": bool(ping.get("reachable")), "version": ping.get("version"),
            "latency_ms": ping.get("latency_ms"), "fallback": not usable,
            "detail": state["reason"] or ping.get("error", "") or CodedText(
                Message("llm.model_available_hosts", {"model": llm_cfg.model, "total": len(hosts),
                                                      "usable": sum(h["usable"] for h in hosts)})
                if hosts else Message("llm.model_available", {"model": llm_cfg.model})),
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


def _host_rows(llm: Any, ping: dict[str, Any]) -> list[dict[str, Any]]:
    """One entry per host of a judge over several (`backends.llm.hosts`): its ping, circuit state, requests in flight
    under its cap and answers served; [] for a judge on one host."""
    status = getattr(llm, "host_status", None)
    if status is None:
        return []
    pings = {h.get("endpoint"): h for h in ping.get("hosts") or []}
    rows = []
    for host in status():
        p = pings.get(host["endpoint"], {})
        usable = bool(p.get("reachable") and p.get("model_available", True)) and host["state"] != "open"
        detail = p.get("error") or (f"circuit {host['state']}: {host['reason']}" if host["reason"] else "")
        rows.append({**host, "usable": usable, "reachable": p.get("reachable"), "version": p.get("version"),
                     "latency_ms": p.get("latency_ms"), "detail": detail})
    return rows
