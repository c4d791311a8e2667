"""Seed 002's question answering: POST /api/ask (传统RAG问答), /api/ask/enhanced (GraphRAG问答, no evaluation) and
/api/ask/evaluated (带EARAG-Eval评估的问答: the answer with its evaluation)."""
from __future__ import annotations

import time
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from earag.api import models
from earag.api.gate import WorkGate
from earag.api.routes import guarded
from earag.api.routes.evaluate import evaluation_body
from earag.api.service import ApiService
from earag.messages import CodedText


def answer_body(answered, session_id: str | None, processing_time: float) -> dict[str, Any]:
    """The answer, its passages and where it came from (the answerer's note when it fell back)."""
    r = answered.result
    return {"answer": r.answer, "contexts": list(r.contexts), "sources": answered.sources,
            "question_entities": answered.question_entities, "graph_enhanced": answered.graph_enhanced,
            "session_id": session_id, "processing_time": round(processing_time, 4), "answer_source": r.source,
            "answer_note": r.note, **note_messages(r.note)}


def note_messages(note: str) -> dict[str, Any]:
    """`answer_note_messages` beside a note that kept its code, so Accept-Language: en renders it in English."""
    return {"answer_note_messages": [note.message.to_dict()]} if isinstance(note, CodedText) else {}


def build_router(service: ApiService, gate: WorkGate) -> APIRouter:
    router = APIRouter(tags=["ask"], dependencies=guarded())

    @router.post("/api/ask", response_model=models.AskResponse)
    async def ask(body: models.AskRequest, request: Request):
        """传统RAG问答: the answer and the passages it came from (no graph, no evaluation)."""
        t0 = time.perf_counter()
        answered = await gate.run(service.ask, body.question, session_id=body.session_id, use_graph=False,
                                  gone=request.is_disconnected)
        return JSONResponse(answer_body(answered, body.session_id, time.perf_counter() - t0))

    @router.post("/api/ask/enhanced", response_model=models.EnhancedAskResponse)
    async def ask_enhanced(body: models.EnhancedAskRequest, request: Request):
        """GraphRAG问答 without evaluation: graph entities and graph sources when `use_graph`."""
        t0 = time.perf_counter()
        answered = await gate.run(service.ask, body.question, session_id=body.session_id, use_graph=body.use_graph,
                                  gone=request.is_disconnected)
        out = answer_body(answered, body.session_id, time.perf_counter() - t0)
        out["confidence"] = service.retrieval_confidence(answered.result) if body.return_confidence else None
        return JSONResponse(out)

    @router.post("/api/ask/evaluated", response_model=models.EvaluatedAskResponse)
    async def ask_evaluated(body: models.EvaluatedAskRequest, request: Request):
        """带EARAG-Eval评估的问答: the answer, its evaluation (`earag_evaluation`, the object the CLI writes) and
        `quality_warning` (score below thresholds.overall)."""
        service.require_evaluator()
        t0 = time.perf_counter()

        def work():
            answered = service.ask(body.question, session_id=body.session_id, use_graph=body.use_graph)
            sample = answered.result.to_sample()
            return answered, service.evaluate(sample)

        answered, result = await gate.run(work, gone=request.is_disconnected)
        elapsed = time.perf_counter() - t0
        out = evaluation_body(result, elapsed)
        out.update(answer_body(answered, body.session_id, elapsed))
        return JSONResponse(out)

    return router
