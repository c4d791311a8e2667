"""GET /api/health (for load balancers, no API key) and GET /api/system/stats (what is in use, counters)."""
from __future__ import annotations

import asyncio

from fastapi import APIRouter

from earag.api.errors import timestamp
from earag.api.gate import WorkGate
from earag.api.routes import guarded
from earag.api.service import ApiService


def build_router(service: ApiService, gate: WorkGate) -> APIRouter:
    router = APIRouter(tags=["system"])

    @router.get("/api/health")
    async def health():
        """For load balancers: answers at once, whatever the evaluation pool is doing (no API key needed)."""
        return {"status": "ok" if service.evaluator is not None else "degraded",
                "evaluator": "ready" if service.evaluator is not None else "unavailable",
                "running": gate.running, "queued": gate.queued, "timestamp": timestamp()}

    @router.get("/api/system/stats", dependencies=guarded())
    async def system_stats():
        """Backends and their status (what is in use, not only configured; secrets redacted), uptime, request
        counts, latency, cache statistics, the evaluation pool."""
        return await asyncio.to_thread(service.stats, gate.stats())

    return router
