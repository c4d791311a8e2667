"""`earag serve`: the HTTP API under uvicorn (default 127.0.0.1:5000, seed 002's base URL)."""
from __future__ import annotations

import argparse
import logging
import logging.config
import os
import sys
from typing import Any

from earag.config import load_settings
from earag.errors import EaragError

APP_FACTORY = "earag.api:create_app"
LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def logging_config(level: str = "info") -> dict[str, Any]:
    """One format for uvicorn and earag in every worker process; the access log is earag.api's line per request
    (with its request id), so uvicorn's own is off."""
    return {"version": 1, "disable_existing_loggers": False,
            "formatters": {"plain": {"format": LOG_FORMAT}},
            "handlers": {"stderr": {"class": "logging.StreamHandler", "formatter": "plain", "stream": "ext://sys.stderr"}},
            "loggers": {"uvicorn": {"level": level.upper()}, "earag": {"level": level.upper()}},
            "root": {"handlers": ["stderr"], "level": "WARNING"}}


def add_parser(subparsers) -> Any:
    """Register `serve` on an argparse subparsers object; returns the new parser."""
    p = subparsers.add_parser("serve", help="start the HTTP API (seed 002): /api/ask/evaluated, /api/evaluate, "
                              "/api/evaluate/batch, /docs …")
    p.add_argument("--host", help="bind address (default api.host: 127.0.0.1; 0.0.0.0 exposes it to the network)")
    p.add_argument("--port", type=int, help="port (default api.port: 5000)")
    p.add_argument("--workers", type=int, help="uvicorn worker processes (default api.workers: 1); each has its own "
                   "evaluation pool of api.max_concurrency, all share the run store")
    p.add_argument("--config", help="configuration YAML (default config/earag_eval.yaml or $EARAG_CONFIG)")
    p.add_argument("--offline", action="store_true", help="no LLM judge (rule-based extraction and sentence judge)")
    p.add_argument("--log-level", default="info", choices=["critical", "error", "warning", "info", "debug"])
    p.set_defaults(func=cmd_serve)
    return p


def cmd_serve(args) -> int:
    import uvicorn  # lazy: uvicorn costs 9 ms at import (measured, benchmarks/import_costs.py)

    # lazy: earag.api.server costs 16 ms at import (measured, benchmarks/import_costs.py)
    from earag.api.server import ENV_HEADER_TIMEOUT, uvicorn_options

    # Workers are separate processes that build their app from the environment: settings travel through it.
    if args.config:
        os.environ["EARAG_CONFIG"] = os.path.abspath(args.config)
    if args.offline:
        os.environ["EARAG_OFFLINE"] = "1"
    # lazy: earag.api.settings costs 2 ms at import (measured, benchmarks/import_costs.py),
    # every `earag --help` would pay it
    from earag.api.settings import load_api_settings

    try:
        api = load_api_settings(load_settings())
    except EaragError:
        api = load_api_settings()  # a broken evaluation config: the API starts degraded and says why (seed 002)
    host = args.host or api.host
    port = args.port or api.port
    workers = args.workers or api.workers
    log_config = logging_config(args.log_level)
    logging.config.dictConfig(log_config)
    if host not in ("127.0.0.1", "localhost", "::1") and not os.environ.get("EARAG_API_KEY"):
        logging.getLogger("earag.api").warning("serving on %s without EARAG_API_KEY: anyone who can reach this port "
                                               "can use the API", host)
    if host not in ("127.0.0.1", "localhost", "::1") and not api.allowed_hosts:
        logging.getLogger("earag.api").warning("serving on %s: requests are answered only with Host 127.0.0.1, "
                                               "localhost or ::1 (add this machine's names to api.allowed_hosts / "
                                               "EARAG_API_ALLOWED_HOSTS; see docs/security.md)", host)
    print(f"EARAG-Eval API on http://{host}:{port} (docs: http://{host}:{port}/docs), {workers} worker(s)",
          file=sys.stderr, flush=True)
    os.environ[ENV_HEADER_TIMEOUT] = str(api.header_timeout_seconds)  # the workers build their protocol from it
    uvicorn.run(APP_FACTORY, factory=True, host=host, port=port, workers=workers,
                log_level=args.log_level, access_log=False, log_config=log_config, **uvicorn_options(api))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="earag", description="EARAG-Eval HTTP API")
    sub = parser.add_subparsers(dest="command")
    add_parser(sub)
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] != "serve":
        argv = ["serve", *argv]  # `python -m earag.api --port 5001` is `earag serve --port 5001`
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except EaragError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1

