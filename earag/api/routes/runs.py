"""Batch runs over the run store: POST /api/evaluate/batch starts one (202 with its id), GET /api/runs/{id} follows
its progress and summary, GET /api/runs/{id}/records streams its records as NDJSON. The run itself is scored in a
background thread through the run lifecycle (ApiService.start_batch, earag.runs.lifecycle)."""
from __future__ import annotations

import asyncio
import contextvars
import json
import logging
import queue
import threading

from fastapi import APIRouter, Request
from fastapi.responses import StreamingResponse

from earag.api import models
from earag.api.errors import SYSTEM_ERROR, ApiError, coded
from earag.api.gate import WorkGate
from earag.api.guard import BATCH_PATH, REQUEST_ID
from earag.api.handlers import read_batch_limited
from earag.api.routes import guarded
from earag.api.service import ApiService
from earag.messages import Message

log = logging.getLogger("earag.api")
# The request body of POST /api/evaluate/batch, documented by hand: the route reads JSON or a multipart upload itself.
BATCH_BODY = {"requestBody": {"content": {
    "application/json": {"schema": models.BatchRequest.model_json_schema()},
    "multipart/form-data": {"schema": {"type": "object", "required": ["file"], "properties": {
        "file": {"type": "string", "format": "binary"}, "name": {"type": "string"},
        "metrics": {"type": "string"}}}}}, "required": True}}


def _not_found(run_id: str) -> ApiError:
    return ApiError(404, coded("NotFound", Message("api.no_run", {"run_id": run_id}), field="run_id",
                               value=run_id[:100]))


def build_router(service: ApiService, gate: WorkGate) -> APIRouter:
    router = APIRouter(tags=["runs"], dependencies=guarded())

    @router.post(BATCH_PATH, status_code=202, response_model=models.BatchStarted, openapi_extra=BATCH_BODY)
    async def evaluate_batch(request: Request):
        """Start a run over a dataset — JSON `{"rows": [...]}` or a CSV/JSON/JSONL/Excel file as multipart field
        `file` — in the run store; returns its id at once. Follow it with GET /api/runs/{id}."""
        name, metrics, dataset = await read_batch_limited(request, service, gate)
        run = await asyncio.to_thread(service.start_batch, dataset, name, metrics)
        return {"run_id": run.id, "status": run.status, "name": run.name, "total_rows": run.total_rows,
                "invalid_rows": len(dataset.errors), "errors": [e.to_dict() for e in dataset.errors[:50]],
                "links": {"run": f"/api/runs/{run.id}", "records": f"/api/runs/{run.id}/records"}}

    @router.get("/api/runs/{run_id}")
    async def run_progress(run_id: str):
        """Progress (records written of total rows) and the summary computed by the store."""
        def read():
            store = service.run_store()
            info = store.get_run(run_id)
            if info is None:
                raise _not_found(run_id)
            done = info.counts.get("records", 0)
            summary = store.summary(run_id)
            return {**info.to_dict(), "progress": {"done": done, "total": info.total_rows,
                                                   "fraction": round(done / info.total_rows, 4) if info.total_rows else 1.0},
                    "summary": {k: v for k, v in summary.items() if k != "run"}}

        return await asyncio.to_thread(read)

    @router.get("/api/runs/{run_id}/records")
    async def run_records(run_id: str):
        """The run's records (the CLI's JSONL lines) in input order, streamed as NDJSON."""
        store = service.run_store()
        if await asyncio.to_thread(store.get_run, run_id) is None:
            raise _not_found(run_id)
        return StreamingResponse(_ndjson(store, run_id), media_type="application/x-ndjson")

    return router


async def _ndjson(store, run_id: str):
    """The store's records as lines; the store is read in one worker thread (connections are per thread)."""
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
            line = coded("SystemError", SYSTEM_ERROR, detail=type(exc).__name__)
            lines.put((json.dumps(line) + "\n").encode())
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
