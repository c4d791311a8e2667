"""POST /api/graph/analyze: the entities of a text with their types and graph entities, and the graph relations
among them (seed 002's 实体分析)."""
from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from earag.api import models
from earag.api.gate import WorkGate
from earag.api.routes import guarded
from earag.api.service import ApiService


def build_router(service: ApiService, gate: WorkGate) -> APIRouter:
    router = APIRouter(tags=["graph"])

    @router.post("/api/graph/analyze", response_model=models.GraphAnalyzeResponse, dependencies=guarded())
    async def graph_analyze(body: models.GraphAnalyzeRequest, request: Request):
        """实体分析: the entities of the text with their types and graph entities, and the graph relations among them."""
        return JSONResponse(await gate.run(service.analyze, body.text, body.extract_entities, body.extract_relations,
                                           gone=request.is_disconnected))

    return router
