"""The API's routes, one APIRouter module per concept, each built over the app's ApiService (and WorkGate):
system (health, stats), ask (the three question-answering routes), evaluate (one answer), graph (entity
analysis), runs (batch runs: start, progress, records), estimate (a run's cost before it starts), labels (a run's
human labels and agreement). earag.api.app wires them."""
from __future__ import annotations

from typing import Any

from fastapi import Depends
from fastapi.security import HTTPBearer


def guarded() -> list[Any]:
    """A route's dependencies when it needs the API key: this only documents the Bearer scheme (Swagger UI's
    Authorize button); earag.api.guard.RequestGuard enforces the key."""
    return [Depends(HTTPBearer(auto_error=False, description="EARAG_API_KEY, when the server has one"))]
