"""Settings of the HTTP API: the `api:` block of config/earag_eval.yaml, then EARAG_* environment variables.

The API key is never part of them: it is read from EARAG_API_KEY when the app is created and kept only in memory.
"""
from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from earag.config import active_config_path
from earag.errors import ConfigError
from earag.messages import Message

ENV_API_KEY = "EARAG_API_KEY"
ENV_RAG_URL = "EARAG_RAG_URL"
# Variables that override single settings (the deployment's knobs, e.g. in a container).
_ENV_OVERRIDES = {
    "EARAG_API_MAX_CONCURRENCY": "max_concurrency",
    "EARAG_API_MAX_QUEUE": "max_queue",
    "EARAG_API_MAX_BODY_BYTES": "max_body_bytes",
    "EARAG_API_CORS_ORIGINS": "cors_origins",
    "EARAG_API_ALLOWED_HOSTS": "allowed_hosts",
    "EARAG_API_HEADER_TIMEOUT_SECONDS": "header_timeout_seconds",
    "EARAG_API_BODY_TIMEOUT_SECONDS": "body_timeout_seconds",
    ENV_RAG_URL: "rag_url",
}


class ApiSettings(BaseModel):
    """Limits and defaults of one API process (each uvicorn worker has its own pool and queue)."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    host: str = "127.0.0.1"
    port: int = Field(5000, ge=1, le=65535)
    workers: int = Field(1, ge=1, le=64)
    max_concurrency: int = Field(4, ge=1, le=256)          # evaluations (and answers) running at once
    max_queue: int = Field(32, ge=0, le=10_000)            # requests waiting for a slot; more get 503 + Retry-After
    queue_timeout_seconds: float = Field(60, gt=0, le=3600)  # a queued request waits at most this long, then 503
    retry_after_seconds: int = Field(5, ge=1, le=3600)     # the Retry-After of a 503 "busy"
    max_body_bytes: int = Field(1_048_576, ge=1024, le=1 << 31)      # JSON bodies; larger → 413
    max_upload_bytes: int = Field(20_971_520, ge=1024, le=1 << 32)   # POST /api/evaluate/batch (file or rows)
    max_batch_rows: int = Field(10_000, ge=1, le=10_000_000)
    max_running_batches: int = Field(2, ge=1, le=64)       # batch runs at once per process; more → 503
    batch_workers: int | None = Field(None, ge=1, le=64)   # samples in parallel inside a run (None: parallel_workers)
    cors_origins: list[str] = Field(default_factory=list)  # e.g. ["http://localhost:8501"]; empty: no CORS headers
    rag_url: str | None = None                             # the user's RAG endpoint (seed 002's /api/ask); None: demo
    rag_timeout_seconds: float = Field(30, gt=0, le=3600)
    corpus: str = "data/corpus/policy_corpus.jsonl"        # what the built-in demo answerer retrieves from
    # --- limits that keep the service up under abuse: hosts, upload sizes, rows (docs/security.md) ---
    allowed_hosts: list[str] = Field(default_factory=list)  # Host names besides 127.0.0.1/localhost/::1; "*": any
    max_upload_unpacked_bytes: int = Field(209_715_200, ge=1024, le=1 << 34)  # an xlsx's declared unzipped size
    timeout_keep_alive: int = Field(5, ge=1, le=600)        # s an idle keep-alive connection is held (uvicorn)
    header_timeout_seconds: float = Field(10, gt=0, le=600)  # s for the request line + headers to arrive
    body_timeout_seconds: float = Field(60, gt=0, le=3600)  # s for a request's whole body to arrive (408 after)
    limit_concurrency: int = Field(256, ge=8, le=100_000)   # open connections + tasks; more get 503 (uvicorn)
    backlog: int = Field(512, ge=16, le=65_535)             # the listen socket's queue (uvicorn)
    h11_max_incomplete_event_size: int = Field(16_384, ge=1024, le=1 << 20)  # bytes of request line + headers
    graceful_shutdown_seconds: float = Field(10, gt=0, le=600)  # on SIGTERM, requests get this long, then cut


def _env_value(key: str, raw: str) -> Any:
    if key in ("cors_origins", "allowed_hosts"):
        return [o.strip() for o in raw.split(",") if o.strip()]
    return raw


def api_settings(block: Mapping[str, Any] | None = None, environ: Mapping[str, str] | None = None) -> ApiSettings:
    """Validate an `api:` block (None: defaults), then apply the environment; a bad key raises ConfigError naming it."""
    environ = os.environ if environ is None else environ
    data = dict(block or {})
    for var, key in _ENV_OVERRIDES.items():
        value = environ.get(var)
        if value:
            data[key] = _env_value(key, value)
    try:
        return ApiSettings.model_validate(data)
    except ValidationError as err:
        first = err.errors()[0]
        key = "api." + ".".join(str(p) for p in first["loc"])
        text = Message("config.problem.unknown_key") if first["type"] == "extra_forbidden" else first["msg"]
        problem = Message("config.bad_key", {"key": key, "problem": text})
        raise ConfigError(Message("config.invalid", {"problems": [problem]}), key=key) from None


def api_block(settings: Any = None, path: str | os.PathLike | None = None,
              environ: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The raw `api:` block: from loaded Settings when they carry one, else read from the YAML file itself
    (`path`, $EARAG_CONFIG or config/earag_eval.yaml), so these settings do not depend on the evaluator's loader."""
    block = getattr(settings, "api", None) if settings is not None else None
    if isinstance(block, Mapping) and block:
        return dict(block)
    if isinstance(block, BaseModel):
        return block.model_dump()

    file = Path(path) if path else active_config_path(environ)
    if not file.is_file():
        return {}
    try:
        data = yaml.safe_load(file.read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError, UnicodeDecodeError):
        return {}  # the evaluator's loader reports a broken file; the API still starts on its defaults
    block = data.get("api") if isinstance(data, dict) else None
    if block is not None and not isinstance(block, dict):
        raise ConfigError(Message("config.invalid", {"problems": [Message("api.settings_not_mapping")]}), key="api")
    return dict(block or {})


def load_api_settings(settings: Any = None, path: str | os.PathLike | None = None,
                      environ: Mapping[str, str] | None = None) -> ApiSettings:
    return api_settings(api_block(settings, path, environ), environ)
