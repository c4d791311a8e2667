"""The FastAPI app of seed 002's API: routes, the request guard (request id, API key, body limit, log line, no
traceback ever leaves), and `create_app`, the factory uvicorn and the tests start."""
from __future__ import annotations

import asyncio
import contextvars
import json
import logging
import os
import time
from collections.abc import Mapping
from typing import Any

from fastapi import Depends, FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, StreamingResponse
from fastapi.security import HTTPBearer

from earag.api import models
from earag.api.errors import (
    SYSTEM_ERROR_MESSAGE,
    ApiError,
    error_response,
    from_request_validation,
    timestamp,
    validation_body,
)
from earag.api.estimate import build_router as estimate_router
from earag.api.gate import Busy, WorkGate
from earag.api.guard import BATCH_PATH, DOCS_STATIC, REQUEST_ID, REQUEST_ID_HEADER, RequestGuard, allowed_hosts
from earag.api.handlers import install_abuse_handlers, is_store_fault, read_batch_limited, store_unavailable
from earag.api.labels import build_router as labels_router
from earag.api.language import LanguageMiddleware, wanted_language
from earag.api.server import SHUTDOWN_HOOK
from earag.api.service import ApiService
from earag.api.settings import ENV_API_KEY, ApiSettings
from earag.errors import InputError
from earag.limits import check_limits
from earag.types import EvaluationSample
from earag.validation import validate_question

log = logging.getLogger("earag.api")
def _request_id(request: Request) -> str:
    return request.scope.get("state", {}).get("request_id") or REQUEST_ID.get()


def _evaluation_body(result, processing_time: float) -> dict[str, Any]:
    ev = result.to_dict()
    return {"quality_score": ev["overall_score"], "quality_level": ev["quality_level"],
            "quality_level_id": ev.get("quality_level_id"), "quality_warning": ev["quality_warning"],
            "evaluation_diagnosis": ev["diagnosis"], "recommendations": ev.get("recommendations", []),
            "earag_evaluation": ev, "processing_time": round(processing_time, 4),
            "algorithm_version": ev["algorithm_version"]}


def _answer_body(answered, session_id: str | None, processing_time: float) -> dict[str, Any]:
    r = answered.result
    return {"answer": r.answer, "contexts": list(r.contexts), "sources": answered.sources,
            "question_entities": answered.question_entities, "graph_enhanced": answered.graph_enhanced,
            "session_id": session_id, "processing_time": round(processing_time, 4), "answer_source": r.source,
            "answer_note": r.note}


def create_app(settings=None, store=None, *, api: ApiSettings | None = None, offline: bool | None = None,
               environ: Mapping[str, str] | None = None) -> FastAPI:
    """The API over the configured backends: `settings` (default: config/earag_eval.yaml + environment; a broken
    configuration leaves the answering endpoints up and the evaluator unavailable, as seed 002 does), `store`
    (default: open_store() on first batch: $EARAG_DB_URL or results/earag_runs.sqlite3), `api` (default: the
    `api:` block), `offline` (default: $EARAG_OFFLINE). EARAG_API_KEY, when set, guards every endpoint but health."""
    environ = dict(os.environ if environ is None else environ)
    service = ApiService(settings, store, api=api, offline=offline, environ=environ)
    cfg = service.api
    gate = WorkGate(cfg.max_concurrency, cfg.max_queue, cfg.queue_timeout_seconds, cfg.retry_after_seconds)
    api_key = environ.get(ENV_API_KEY) or None
    service.warm()

    async def lifespan(app: FastAPI):
        # earag serve's protocol calls the hook when the graceful shutdown begins (earag.api.server)
        yield {SHUTDOWN_HOOK: gate.server_stopping}
        # stop this process's batch runs (each keeps what it finished; the run is marked cancelled) and the pool
        await asyncio.to_thread(service.close)
        gate.close()

    from fastapi_offline import FastAPIOffline

    app = FastAPIOffline(
        static_url=DOCS_STATIC, title="EARAG-Eval API", version="1.0",
        description="Seed 002's API: evaluated question answering and EARAG-Eval evaluation as a service. "
                    "Errors: 400 ValidationError (field, value), 401 without the API key (when EARAG_API_KEY is set), "
                    "413 oversized body or sample (LimitExceeded, or Timeout past evaluation.limits.sample_cpu_seconds), "
                    "503 evaluator/graph unavailable (available_endpoints), busy or shutting down (Retry-After), "
                    "500 SystemError. Every response has an X-Request-ID header.",
        lifespan=lifespan,
    )
    app.state.service = service
    app.state.gate = gate
    app.add_middleware(RequestGuard, service=service, api_key=api_key, hosts=allowed_hosts(cfg.allowed_hosts, cfg.host),
                       origins=cfg.cors_origins)
    install_abuse_handlers(app)  # 413 over a limit, 503 store faults (naming no host), client gone
    if cfg.cors_origins:
        from fastapi.middleware.cors import CORSMiddleware

        app.add_middleware(CORSMiddleware, allow_origins=cfg.cors_origins, allow_methods=["GET", "POST", "OPTIONS"],
                           allow_headers=["Authorization", "Content-Type", REQUEST_ID_HEADER],
                           expose_headers=[REQUEST_ID_HEADER, "Retry-After"])
    app.add_middleware(LanguageMiddleware)  # Accept-Language: en renders coded texts in English (earag.api.language)

    # --- errors ----------------------------------------------------------------------------------------------
    @app.exception_handler(RequestValidationError)
    async def _invalid_request(request: Request, exc: RequestValidationError):
        return error_response(400, from_request_validation(list(exc.errors())), _request_id(request))

    @app.exception_handler(InputError)
    async def _input_error(request: Request, exc: InputError):
        if is_store_fault(exc):  # a bad EARAG_DB_URL / PostgreSQL down: 503, naming no host (the log has it)
            return store_unavailable(request, exc)
        lang = wanted_language(request.headers.get("accept-language"))
        return error_response(400, validation_body(exc, lang), _request_id(request))

    @app.exception_handler(ApiError)
    async def _api_error(request: Request, exc: ApiError):
        return error_response(exc.status, exc.body, _request_id(request), exc.headers)

    @app.exception_handler(Busy)
    async def _busy(request: Request, exc: Busy):
        return error_response(503, {"error": "ServiceBusy", "message": f"服务繁忙，请稍后重试 ({exc})",
                                    "retry_after": exc.retry_after}, _request_id(request),
                              headers={"Retry-After": str(exc.retry_after)})

    from starlette.exceptions import HTTPException as StarletteHTTPException

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException):
        names = {404: "NotFound", 405: "MethodNotAllowed"}
        return error_response(exc.status_code, {"error": names.get(exc.status_code, "HTTPError"),
                                                "message": str(exc.detail)}, _request_id(request),
                              getattr(exc, "headers", None))

    # --- routes ----------------------------------------------------------------------------------------------
    # `guarded` only documents the Bearer scheme (Swagger UI's Authorize button); RequestGuard enforces the key.
    guarded = [Depends(HTTPBearer(auto_error=False, description="EARAG_API_KEY, when the server has one"))]
    # Routes return JSONResponse: the response models document the shapes in /docs, and the evaluation dicts (built
    # by EvaluationResult.to_dict) are not validated a second time on every response.
    @app.get("/api/health", tags=["system"])
    async def health():
        """For load balancers: answers at once, whatever the evaluation pool is doing (no API key needed)."""
        return {"status": "ok" if service.evaluator is not None else "degraded",
                "evaluator": "ready" if service.evaluator is not None else "unavailable",
                "running": gate.running, "queued": gate.queued, "timestamp": timestamp()}

    @app.post("/api/ask", response_model=models.AskResponse, tags=["ask"], dependencies=guarded)
    async def ask(body: models.AskRequest, request: Request):
        """传统RAG问答: the answer and the passages it came from (no graph, no evaluation)."""
        t0 = time.perf_counter()
        answered = await gate.run(service.ask, body.question, session_id=body.session_id, use_graph=False,
                                  gone=request.is_disconnected)
        return JSONResponse(_answer_body(answered, body.session_id, time.perf_counter() - t0))

    @app.post("/api/ask/enhanced", response_model=models.EnhancedAskResponse, tags=["ask"], dependencies=guarded)
    async def ask_enhanced(body: models.EnhancedAskRequest, request: Request):
        """GraphRAG问答 without evaluation: graph entities and graph sources when `use_graph`."""
        t0 = time.perf_counter()
        answered = await gate.run(service.ask, body.question, session_id=body.session_id, use_graph=body.use_graph,
                                  gone=request.is_disconnected)
        out = _answer_body(answered, body.session_id, time.perf_counter() - t0)
        out["confidence"] = service.retrieval_confidence(answered.result) if body.return_confidence else None
        return JSONResponse(out)

    @app.post("/api/ask/evaluated", response_model=models.EvaluatedAskResponse, tags=["ask"], dependencies=guarded)
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
        out = _evaluation_body(result, elapsed)
        out.update(_answer_body(answered, body.session_id, elapsed))
        return JSONResponse(out)

    @app.post("/api/evaluate", response_model=models.EvaluationResponse, tags=["evaluate"], dependencies=guarded)
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
        return JSONResponse(_evaluation_body(result, time.perf_counter() - t0))

    @app.post("/api/graph/analyze", response_model=models.GraphAnalyzeResponse, tags=["graph"], dependencies=guarded)
    async def graph_analyze(body: models.GraphAnalyzeRequest, request: Request):
        """实体分析: the entities of the text with their types and graph entities, and the graph relations among them."""
        return JSONResponse(await gate.run(service.analyze, body.text, body.extract_entities, body.extract_relations,
                                           gone=request.is_disconnected))

    @app.get("/api/system/stats", tags=["system"], dependencies=guarded)
    async def system_stats():
        """Backends and their status (what is in use, not only configured; secrets redacted), uptime, request
        counts, latency, cache statistics, the evaluation pool."""
        return await asyncio.to_thread(service.stats, gate.stats())

    @app.post(BATCH_PATH, status_code=202, response_model=models.BatchStarted, tags=["runs"], dependencies=guarded,
              openapi_extra={"requestBody": {"content": {
                  "application/json": {"schema": models.BatchRequest.model_json_schema()},
                  "multipart/form-data": {"schema": {"type": "object", "required": ["file"], "properties": {
                      "file": {"type": "string", "format": "binary"}, "name": {"type": "string"},
                      "metrics": {"type": "string"}}}}}, "required": True}})
    async def evaluate_batch(request: Request):
        """Start a run over a dataset — JSON `{"rows": [...]}` or a CSV/JSON/JSONL/Excel file as multipart field
        `file` — in the run store; returns its id at once. Follow it with GET /api/runs/{id}."""
        name, metrics, dataset = await read_batch_limited(request, service, gate)
        run = await asyncio.to_thread(service.start_batch, dataset, name, metrics)
        return {"run_id": run.id, "status": run.status, "name": run.name, "total_rows": run.total_rows,
                "invalid_rows": len(dataset.errors), "errors": [e.to_dict() for e in dataset.errors[:50]],
                "links": {"run": f"/api/runs/{run.id}", "records": f"/api/runs/{run.id}/records"}}

    @app.get("/api/runs/{run_id}", tags=["runs"], dependencies=guarded)
    async def run_progress(run_id: str):
        """Progress (records written of total rows) and the summary computed by the store."""
        def read():
            store = service.run_store()
            info = store.get_run(run_id)
            if info is None:
                raise ApiError(404, {"error": "NotFound", "message": f"没有这个评估任务 (no run {run_id!r})",
                                     "field": "run_id", "value": run_id[:100]})
            done = info.counts.get("records", 0)
            summary = store.summary(run_id)
            return {**info.to_dict(), "progress": {"done": done, "total": info.total_rows,
                                                   "fraction": round(done / info.total_rows, 4) if info.total_rows else 1.0},
                    "summary": {k: v for k, v in summary.items() if k != "run"}}

        return await asyncio.to_thread(read)

    @app.get("/api/runs/{run_id}/records", tags=["runs"], dependencies=guarded)
    async def run_records(run_id: str):
        """The run's records (the CLI's JSONL lines) in input order, streamed as NDJSON."""
        store = service.run_store()
        if await asyncio.to_thread(store.get_run, run_id) is None:
            raise ApiError(404, {"error": "NotFound", "message": f"没有这个评估任务 (no run {run_id!r})",
                                 "field": "run_id", "value": run_id[:100]})
        return StreamingResponse(_ndjson(store, run_id), media_type="application/x-ndjson")

    app.include_router(labels_router(service))  # /api/runs/{id}/labels and /agreement (earag.api.labels)
    app.include_router(estimate_router(service, gate))  # POST /api/estimate: a run's cost before it starts
    return app


async def _ndjson(store, run_id: str):
    """The store's records as lines; the store is read in one worker thread (connections are per thread)."""
    import queue
    import threading

    lines: queue.Queue = queue.Queue(maxsize=256)
    done = object()
    stop = threading.Event()

    def produce():
        try:
            for record in store.iter_records(run_id):
                if stop.is_set():
                    return
                lines.put((json.dumps(record, ensure_ascii=False, default=str) + "\n").encode())
        except Exception as exc:  # the client has its 200 already: end the stream with an error line
            log.exception("request_id=%s streaming run %s failed", REQUEST_ID.get(), run_id)
            lines.put((json.dumps({"error": "SystemError", "message": SYSTEM_ERROR_MESSAGE,
                                   "detail": type(exc).__name__}) + "\n").encode())
        finally:
            lines.put(done)

    worker = threading.Thread(target=contextvars.copy_context().run, args=(produce,), daemon=True,
                              name=f"earag-ndjson-{run_id}")
    worker.start()
    try:
        while True:
            item = await asyncio.to_thread(lines.get)
            if item is done:
                return
            yield item
    finally:
        stop.set()
        while worker.is_alive():  # unblock a producer waiting on a full queue after the client left
            try:
                lines.get_nowait()
            except Exception:
                await asyncio.sleep(0.01)
