"""Seed 002's HTTP API over the evaluator, the answerer and the run store: `create_app()`, served by `earag serve`."""
from __future__ import annotations

__all__ = ["create_app"]


def create_app(*args, **kwargs):
    """See earag.api.app.create_app (imported lazily: `import earag.api` does not pull in FastAPI)."""
    # lazy: earag.api.app costs 546 ms at import (measured, benchmarks/import_costs.py)
    from earag.api.app import create_app as _create_app

    return _create_app(*args, **kwargs)
