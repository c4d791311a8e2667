"""What the API answers under abuse, kept out of the route module: 413 for a sample or an upload over
a limit (naming the limit and its config key), 503 for a run store fault (naming no host: the detail goes to the
log), nothing for a client that left; and the batch upload read inside the concurrency gate, row-capped. Also the app's
own exception handlers (install_error_handlers: 400, ApiError, 503 busy, 404/405)."""
from __future__ import annotations

import json
import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException

from earag.api import models
from earag.api.errors import ApiError, coded, error_response, from_request_validation, invalid, validation_body
from earag.api.gate import Busy, ClientGone, WorkGate
from earag.api.guard import REQUEST_ID
from earag.api.language import wanted_language
from earag.deadline import EvaluationCancelled, EvaluationTimeout
from earag.errors import EaragError, InputError, coded_fields
from earag.limits import LimitExceeded
from earag.messages import Message
from earag.runs.inputs import load_dataset
from earag.runs.store import ENV_DB_URL, RunStoreError
from earag.runs.workbook import TooLargeUnpacked, TooManyRows

log = logging.getLogger("earag.api")
STORE_UNAVAILABLE = coded("RunStoreUnavailable", Message("api.store_unavailable"),
                          available_endpoints=["/api/ask", "/api/ask/enhanced", "/api/evaluate", "/api/graph/analyze"])
CLIENT_CLOSED = 499  # nginx's "client closed request": nobody reads it, the log and the counters do


def _request_id(request: Request) -> str | None:
    return request.scope.get("state", {}).get("request_id")


def said(request: Request, exc: EaragError) -> str:
    """An error's text in the request's language: English for Accept-Language: en when it has a code, else as
    stored (seed 002's Chinese)."""
    return exc.text("en") if wanted_language(request.headers.get("accept-language")) == "en" else str(exc)


def store_unavailable(request: Request, exc: Exception) -> Any:
    log.error("request_id=%s run store fault: %s", _request_id(request), exc)
    return error_response(503, dict(STORE_UNAVAILABLE), _request_id(request), headers={"Retry-After": "30"})


def install_abuse_handlers(app: FastAPI) -> None:
    """Exception handlers for limits, store faults and clients that left (registered after the app's own: the more
    specific classes win)."""

    @app.exception_handler(LimitExceeded)
    async def _over_limit(request: Request, exc: LimitExceeded):
        return error_response(413, {"error": "LimitExceeded", "message": said(request, exc), **exc.coded(),
                                    "field": exc.field, "limit": exc.limit, "limit_key": exc.key}, _request_id(request))

    @app.exception_handler(TooManyRows)
    async def _too_many_rows(request: Request, exc: TooManyRows):
        # 400 ValidationError with field "rows" (what clients check), plus the limit and its config key
        keyed = EaragError(Message("api.too_many_rows_key", {"said": exc.message or str(exc), "key": "api.max_batch_rows"}))
        return error_response(400, {"error": "ValidationError", "message": said(request, keyed), **keyed.coded(),
                                    "field": "rows", "limit": exc.limit, "limit_key": "api.max_batch_rows"},
                              _request_id(request))

    @app.exception_handler(TooLargeUnpacked)
    async def _too_large_unpacked(request: Request, exc: TooLargeUnpacked):
        return error_response(413, {"error": "LimitExceeded", "message": said(request, exc), **exc.coded(), "field": "file",
                                    "limit": exc.limit, "limit_key": "api.max_upload_unpacked_bytes"},
                              _request_id(request))

    @app.exception_handler(RunStoreError)
    async def _store_fault(request: Request, exc: RunStoreError):
        return store_unavailable(request, exc)

    @app.exception_handler(EvaluationTimeout)
    async def _timed_out(request: Request, exc: EvaluationTimeout):
        # like a size limit (413): the sample is more work than the server does for one request
        return error_response(413, {**exc.to_dict(), "field": "sample"}, _request_id(request))

    @app.exception_handler(EvaluationCancelled)
    async def _cancelled(request: Request, exc: EvaluationCancelled):
        # the client is still there only when the server stopped the work (shutting down): try again later
        return error_response(503, exc.to_dict(), _request_id(request), headers={"Retry-After": "5"})

    @app.exception_handler(ClientGone)
    async def _client_gone(request: Request, exc: ClientGone):
        log.info("request_id=%s %s", _request_id(request), exc)
        return error_response(CLIENT_CLOSED, {"error": "ClientClosedRequest", "message": str(exc)},
                              _request_id(request))


def is_store_fault(exc: InputError) -> bool:
    """An InputError about the store's URL (a bad EARAG_DB_URL) is the server's fault, not the request's."""
    return exc.field == ENV_DB_URL


async def read_batch_limited(request: Request, service: Any, gate: WorkGate):
    """(name, metrics, Dataset) from a JSON body or a multipart upload; 400 naming the field otherwise. The file is
    parsed inside the gate (a slot of api.max_concurrency, like any heavy work), reading stops at
    api.max_batch_rows + 1 rows, and an .xlsx is refused from its zip's declared sizes before it is unpacked."""
    ctype = request.headers.get("content-type", "")
    api = service.api
    if ctype.startswith("multipart/form-data"):
        form = await request.form(max_part_size=api.max_upload_bytes)
        upload = form.get("file")
        if upload is None or isinstance(upload, str):
            raise invalid(Message("api.no_upload"), "file")
        data = await upload.read()
        name = str(form.get("name") or upload.filename or "upload")
        raw_metrics = form.get("metrics") or None
        metrics = [m.strip() for m in str(raw_metrics).split(",") if m.strip()] if raw_metrics else None
        filename = upload.filename or "upload.jsonl"
    elif "json" in ctype:
        name, metrics, data = _json_rows(await request.body(), api.max_batch_rows)
        filename = "rows.json"
    else:
        raise invalid(Message("api.body_kind"), "body")
    max_length = service.max_length

    def load():
        return load_dataset(data, filename, max_length=max_length, max_rows=api.max_batch_rows,
                            max_unpacked=api.max_upload_unpacked_bytes)

    return name, metrics, await gate.run(load, gone=request.is_disconnected)


def _json_rows(body: bytes, max_rows: int) -> tuple[str, Any, bytes]:
    try:
        raw = json.loads(body)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise invalid(Message("api.malformed_json", {"detail": str(exc)}), "body") from None
    if isinstance(raw, list):
        raw = {"rows": raw}
    try:
        parsed = models.BatchRequest.model_validate(raw)
    except Exception as exc:
        errors = exc.errors() if hasattr(exc, "errors") else []
        raise RequestValidationError(errors) from None  # the app's handler answers it in the request's language
    if not parsed.rows:
        raise invalid(Message("api.no_rows"), "rows")
    if len(parsed.rows) > max_rows:
        raise TooManyRows(Message("api.too_many_rows", {"rows": len(parsed.rows), "limit": max_rows}), max_rows)
    return parsed.name or "api-rows", parsed.metrics, json.dumps(parsed.rows, ensure_ascii=False).encode()


def _request_id_or_context(request: Request) -> str:
    return request.scope.get("state", {}).get("request_id") or REQUEST_ID.get()


def install_error_handlers(app: FastAPI) -> None:
    """The app's own exception handlers: 400 for an invalid request or input (503 for a store fault), an ApiError's
    status and body, 503 busy with Retry-After, 404/405 in the API's error shape."""

    @app.exception_handler(RequestValidationError)
    async def _invalid_request(request: Request, exc: RequestValidationError):
        lang = wanted_language(request.headers.get("accept-language"))
        return error_response(400, from_request_validation(list(exc.errors()), lang), _request_id_or_context(request))

    @app.exception_handler(InputError)
    async def _input_error(request: Request, exc: InputError):
        if is_store_fault(exc):  # a bad EARAG_DB_URL / PostgreSQL down: 503, naming no host (the log has it)
            return store_unavailable(request, exc)
        lang = wanted_language(request.headers.get("accept-language"))
        return error_response(400, validation_body(exc, lang), _request_id_or_context(request))

    @app.exception_handler(ApiError)
    async def _api_error(request: Request, exc: ApiError):
        return error_response(exc.status, exc.body, _request_id_or_context(request), exc.headers)

    @app.exception_handler(Busy)
    async def _busy(request: Request, exc: Busy):
        said = Message("api.busy", {"detail": exc.message if exc.message is not None else str(exc)})
        lang = wanted_language(request.headers.get("accept-language"))
        message = said.text("en") if lang == "en" else str(said)
        return error_response(503, {"error": "ServiceBusy", "message": message, **coded_fields(said),
                                    "retry_after": exc.retry_after}, _request_id_or_context(request),
                              headers={"Retry-After": str(exc.retry_after)})

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException):
        names = {404: "NotFound", 405: "MethodNotAllowed"}
        return error_response(exc.status_code, {"error": names.get(exc.status_code, "HTTPError"),
                                                "message": str(exc.detail)}, _request_id_or_context(request),
                              getattr(exc, "headers", None))
