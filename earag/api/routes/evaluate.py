"""POST /api/evaluate: the evaluation of a given answer (what a RAG service calls before showing an answer); and
the evaluation part of a response body, which POST /api/ask/evaluated shares."""
from __future__ import annotations

import time
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from earag.api import models
from earag.api.gate import WorkGate
from earag.api.routes import guarded
from earag.api.service import ApiService
from earag.enums import Risk
from earag.limits import check_limits
from earag.types import EvaluationResult, EvaluationSample
from earag.validation import validate_question


def evaluation_body(result: EvaluationResult, processing_time: float) -> dict[str, Any]:
    """Seed 002's evaluation fields, with `earag_evaluation` (the object the CLI writes, and the risk's stable id
    beside its word: `_with_risk_id`)."""
    return {"quality_score": result.overall_score, "quality_level": result.quality_level,
            "quality_level_id": result.quality_level_id, "quality_warning": result.quality_warning,
            "evaluation_diagnosis": result.diagnosis, "recommendations": list(result.recommendations),
            "earag_evaluation": _with_risk_id(result.to_dict()), "processing_time": round(processing_time, 4),
            "algorithm_version": result.algorithm_version}


def _with_risk_id(evaluation: dict[str, Any]) -> dict[str, Any]:
    """`risk_level_id` (low / medium / high, None without contexts) right after the hallucination's `risk_level`,
    whose word follows the answer's language (低/中/高, or low/medium/high for Accept-Language: en) as
    `quality_level_id` does beside `quality_level`."""
    part = (evaluation.get("detailed_analysis") or {}).get("hallucination")
    if isinstance(part, dict) and "risk_level" in part:
        risk = Risk.parse(part["risk_level"])
        shown: dict[str, Any] = {}
        for key, value in part.items():
            shown[key] = value
            if key == "risk_level":
                shown["risk_level_id"] = risk.id if risk is not None else None
        evaluation["detailed_analysis"]["hallucination"] = shown
    return evaluation


def build_router(service: ApiService, gate: WorkGate) -> APIRouter:
    # Routes return JSONResponse: the response models document the shapes in /docs, and the evaluation dicts (built
    # by EvaluationResult.to_dict) are not validated a second time on every response.
    router = APIRouter(tags=["evaluate"])

    @router.post("/api/evaluate", response_model=models.EvaluationResponse, dependencies=guarded())
    async def evaluate(body: models.EvaluateRequest, request: Request):
        """The evaluation of a given answer (what a RAG service calls before showing an answer)."""
        service.require_evaluator()
        validate_question(body.question, service.max_length)  # seed 002's exact message, before the sample's checks
        sample = EvaluationSample(question=body.question, answer=body.answer, contexts=list(body.contexts),
                                  ground_truth=body.ground_truth, graph_entities=body.graph_entities)
        check_limits(sample, service.settings.evaluation.limits,  # 413 naming the limit, before any queueing
                     len(service.require_evaluator().plan_metrics(body.metrics)))
        t0 = time.perf_counter()
        result = await gate.run(service.evaluate, sample, body.metrics, gone=request.is_disconnected)
        return JSONResponse(evaluation_body(result, time.perf_counter() - t0))

    return router
