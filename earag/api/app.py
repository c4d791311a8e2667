"""The FastAPI app of seed 002's API: `create_app`, the factory uvicorn and the tests start. It builds the service
and the concurrency gate, adds the request guard (request id, API key, body limit, log line, no traceback ever
leaves), CORS and the response language, installs the exception handlers (earag.api.handlers) and includes the
routers: earag.api.routes (system, ask, evaluate, graph, runs, estimate, labels)."""
from __future__ import annotations

import asyncio
import os
from collections.abc import Mapping

from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware
from fastapi_offline import FastAPIOffline

from earag.api.gate import WorkGate
from earag.api.guard import DOCS_STATIC, REQUEST_ID_HEADER, RequestGuard, allowed_hosts
from earag.api.handlers import install_abuse_handlers, install_error_handlers
from earag.api.language import LanguageMiddleware
from earag.api.routes import ask, estimate, evaluate, graph, labels, runs, system
from earag.api.server import SHUTDOWN_HOOK
from earag.api.service import ApiService
from earag.api.settings import ENV_API_KEY, ApiSettings

DESCRIPTION = ("Seed 002's API: evaluated question answering and EARAG-Eval evaluation as a service. "
               "Errors: 400 ValidationError (field, value), 401 without the API key (when EARAG_API_KEY is set), "
               "413 oversized body or sample (LimitExceeded, or Timeout past evaluation.limits.sample_cpu_seconds), "
               "503 evaluator/graph unavailable (available_endpoints), busy or shutting down (Retry-After), "
               "500 SystemError. Every response has an X-Request-ID header.")


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

    app = FastAPIOffline(static_url=DOCS_STATIC, title="EARAG-Eval API", version="1.0", description=DESCRIPTION,
                         lifespan=lifespan)
    app.state.service = service
    app.state.gate = gate
    app.add_middleware(RequestGuard, service=service, api_key=api_key, hosts=allowed_hosts(cfg.allowed_hosts, cfg.host),
                       origins=cfg.cors_origins)
    install_abuse_handlers(app)  # 413 over a limit, 503 store faults (naming no host), client gone
    if cfg.cors_origins:
        app.add_middleware(CORSMiddleware, allow_origins=cfg.cors_origins, allow_methods=["GET", "POST", "OPTIONS"],
                           allow_headers=["Authorization", "Content-Type", REQUEST_ID_HEADER],
                           expose_headers=[REQUEST_ID_HEADER, "Retry-After"])
    app.add_middleware(LanguageMiddleware)  # Accept-Language: en renders coded texts in English (earag.api.language)
    install_error_handlers(app)  # 400 invalid input, ApiError, 503 busy, 404/405
    for routes in (system, ask, evaluate, graph, runs, estimate):
        app.include_router(routes.build_router(service, gate))
    app.include_router(labels.build_router(service))  # /api/runs/{id}/labels, /labels/fit and /agreement
    return app
