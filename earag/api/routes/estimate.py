"""POST /api/estimate: what a batch run of the posted rows would cost — LLM calls, prompt and output tokens, time —
before anything is sent (earag.runs.estimate). The body is POST /api/evaluate/batch's: JSON `{"rows": [...],
"metrics": ...}` or a file as multipart field `file`; nothing is stored and no judge is called."""
from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request

from earag.api.gate import WorkGate
from earag.api.handlers import read_batch_limited
from earag.api.routes import guarded
from earag.evaluator import Evaluator
from earag.runs.estimate import estimate_run


def build_router(service: Any, gate: WorkGate) -> APIRouter:
    router = APIRouter(tags=["runs"], dependencies=guarded())

    @router.post("/api/estimate")
    async def estimate(request: Request) -> dict[str, Any]:
        """The cost of a run of these rows: calls (per sample: core + metrics), estimated prompt and output tokens
        (and how tokens were counted), time at the last run's measured latency (null without one) and at most under
        the per-sample budget; invalid rows are counted and not estimated."""
        _name, metrics, dataset = await read_batch_limited(request, service, gate)

        def work() -> dict[str, Any]:
            names = Evaluator.plan_metrics(metrics)  # an unknown metric: 400 naming it
            try:
                runs = service.run_store().list_runs(50)
            except Exception:  # an unusable store only costs the measured figures
                runs = []
            est = estimate_run([r.sample for r in dataset.valid], service.settings, metrics=names,
                               evaluator=service.evaluator, runs=runs)
            return {**est, "invalid": len(dataset.rows) - len(dataset.valid)}

        return await gate.run(work, gone=request.is_disconnected)

    return router
