"""The labels API: a run's labels (read, add in one transaction, undo), the fit on them and its agreement report,
under /api/runs/{run_id}/labels, /api/runs/{run_id}/labels/fit and /api/runs/{run_id}/agreement. The store is used
from worker threads."""
from __future__ import annotations

import asyncio
import json
from typing import Any

from fastapi import APIRouter, Query, Request

from earag.api.errors import ApiError, coded, invalid
from earag.api.routes import guarded
from earag.labels.agreement import run_agreement
from earag.labels.fit import REPEATS, fit_run
from earag.labels.store import LabelStore
from earag.labels.transfer import export_lines, import_labels, label_from_dict
from earag.messages import Message

MAX_LABELS_PER_REQUEST = 10_000
MAX_BOOT = 10_000
MAX_FOLDS = 20
MAX_REPEATS = 20


def _not_found(run_id: str) -> ApiError:
    return ApiError(404, coded("NotFound", Message("api.no_run", {"run_id": run_id}), field="run_id",
                               value=run_id[:100]))


def build_router(service) -> APIRouter:
    """The routes over `service.run_store()` (the app's ApiService)."""
    router = APIRouter(tags=["labels"], dependencies=guarded())

    def _run(run_id: str):
        store = service.run_store()
        if store.get_run(run_id) is None:
            raise _not_found(run_id)
        return store

    @router.get("/api/runs/{run_id}/labels")
    async def get_labels(run_id: str, history: bool = False):
        """The labels in force (latest per row and annotator), or every save with history=true."""
        def read():
            return {"run_id": run_id, "labels": export_lines(_run(run_id), run_id, history=history)}

        return await asyncio.to_thread(read)

    @router.post("/api/runs/{run_id}/labels")
    async def add_labels(run_id: str, request: Request):
        """One label object, or a list of them ({row, annotator, score?, level?, sentences?, spans?, note?}):
        all checked against the run, then saved in one transaction (all or nothing)."""
        try:
            body: Any = json.loads(await request.body() or b"null")
        except ValueError as exc:
            raise invalid(Message("api.labels_not_json", {"detail": str(exc)}), "body") from None
        items = body if isinstance(body, list) else [body]
        if not items or len(items) > MAX_LABELS_PER_REQUEST:
            raise invalid(Message("api.labels_count", {"max": MAX_LABELS_PER_REQUEST}), "body", len(items))

        def save():
            store = _run(run_id)
            parsed = [(label_from_dict(x, run_id, f"label {i}"), x.get("id") if isinstance(x, dict) else None)
                      for i, x in enumerate(items, 1)]
            return {"run_id": run_id, "saved": import_labels(store, run_id, parsed)}

        return await asyncio.to_thread(save)

    @router.post("/api/runs/{run_id}/labels/undo")
    async def undo_label(run_id: str, row: int = Query(..., ge=0), annotator: str = Query(..., min_length=1,
                                                                                              max_length=64)):
        """Go back to an annotator's previous label of one row (appended: the history is kept)."""
        def undo():
            now = LabelStore(_run(run_id)).undo(run_id, row, annotator)
            return {"run_id": run_id, "row": row, "annotator": annotator,
                    "label": None if now is None else now.to_dict()}

        return await asyncio.to_thread(undo)

    @router.get("/api/runs/{run_id}/labels/fit")
    async def fit(run_id: str, annotator: str | None = Query(None, min_length=1, max_length=64),
                  folds: int = Query(5, ge=2, le=MAX_FOLDS), seed: int = Query(0, ge=0),
                  repeats: int = Query(REPEATS, ge=1, le=MAX_REPEATS)):
        """Weights and level cut-offs fitted on the run's labels (as `earag labels fit --json`): profile_fit's
        nested CV, λ and κ chosen, and the cross-validated figures next to the seed profile and bigram overlap."""
        def compute():
            result = fit_run(_run(run_id), run_id, dict(service.settings.weights), annotator=annotator,
                             folds=folds, seed=seed, repeats=repeats)
            return {"run_id": run_id, **result.to_dict()}

        return await asyncio.to_thread(compute)

    @router.get("/api/runs/{run_id}/agreement")
    async def agreement(run_id: str, boot: int = Query(1000, ge=0, le=MAX_BOOT), seed: int = Query(0, ge=0)):
        """The judge against the human labels and the annotators against each other (as `earag agreement`)."""
        def compute():
            return run_agreement(_run(run_id), run_id, n_boot=boot, seed=seed)

        return await asyncio.to_thread(compute)

    return router

