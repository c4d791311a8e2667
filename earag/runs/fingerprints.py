"""What identifies a batch run: the content hashes of its dataset and settings, and the metadata a run records
(what it was configured with and what actually ran), so a resume can only continue the same work."""
from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Mapping, Sequence
from typing import Any

from earag.runs.inputs import Dataset, DatasetRow
from earag.types import SampleEvaluator
from earag.urls import redact


def _row_payload(row: DatasetRow) -> list[Any]:
    if row.sample is None:
        return [row.row, row.id, None, row.error.to_dict() if row.error else None]
    s = row.sample
    return [row.row, row.id, s.question, s.answer, s.contexts, s.ground_truth, s.graph_entities, row.human_score,
            row.human_level]


class RowHash:
    """The content hash of parsed rows, fed one row at a time (a streamed file is hashed as it is scanned)."""

    def __init__(self) -> None:
        self._h = hashlib.sha256()

    def add(self, row: DatasetRow) -> None:
        self._h.update(json.dumps(_row_payload(row), ensure_ascii=False, default=str).encode())
        self._h.update(b"\n")

    def hexdigest(self) -> str:
        return self._h.hexdigest()[:20]


def dataset_fingerprint(dataset: Dataset | Any) -> str:
    """A content hash of the parsed rows (row numbers, ids, every field, labels): the same data — whatever its
    file name, encoding, or whether it was read whole or streamed — gives the same fingerprint; one changed cell
    gives another. A streamed dataset was hashed when it was scanned."""
    known = getattr(dataset, "fingerprint", None)
    if isinstance(known, str):
        return known
    h = RowHash()
    for row in dataset.iter_rows():
        h.add(row)
    return h.hexdigest()


NOT_IN_FINGERPRINT = ("evaluation.performance.parallel_workers", "backends.llm.max_concurrency",
                      "evaluation.performance.engine", "evaluation.performance.ray_address")  # where, not what
# Settings added after runs were stored, left out of the snapshot while they hold their default, so a run stored
# before a setting existed resumes after an upgrade (a value set on purpose is part of the fingerprint as usual)
LATER_SETTINGS = {"evaluation.performance.max_text_tokens": None, "backends.llm.tokenizer": None}


def settings_snapshot(settings: Any, offline: bool, metrics: Sequence[str] | None = ()) -> dict[str, Any]:
    """The settings that decide a run's numbers, flattened to dotted keys (no secrets: keys come from the
    environment and are never part of Settings), plus offline and the metric selection."""
    flat: dict[str, Any] = {}

    def walk(prefix: str, value: Any) -> None:
        if isinstance(value, Mapping):
            for k, v in value.items():
                walk(f"{prefix}.{k}" if prefix else str(k), v)
        else:
            flat[prefix] = value

    walk("", settings.model_dump(mode="json"))
    # how fast, not what: the worker count, the request cap and the response cache do not change any number, so
    # a resume with other values (e.g. --workers 1 after a run with 4) continues the same run
    for key in [k for k in flat if k in NOT_IN_FINGERPRINT or k.startswith(("backends.cache.", "evaluation.limits."))]:
        del flat[key]
    for key, default in LATER_SETTINGS.items():
        if key in flat and flat[key] == default:
            del flat[key]

    def public(value: Any) -> Any:  # URLs, also in lists (backends.llm.hosts): no user:password@ in the store
        if isinstance(value, list):
            return [public(x) for x in value]
        return redact(value) if isinstance(value, str) and "://" in value else value

    flat = {k: public(v) for k, v in flat.items()}
    flat["offline"] = bool(offline)
    flat["metrics"] = ",".join(sorted(metrics or ()))
    return flat


def settings_fingerprint(snapshot: Mapping[str, Any]) -> str:
    return hashlib.sha256(json.dumps(dict(snapshot), sort_keys=True, default=str).encode()).hexdigest()[:20]


def snapshot_difference(old: Mapping[str, Any], new: Mapping[str, Any], limit: int = 6) -> list[str]:
    """'key: old → new' for the settings that differ (at most `limit`, then how many more)."""
    keys = sorted(k for k in set(old) | set(new) if old.get(k) != new.get(k))
    out = [f"{k}: {old.get(k)!r} → {new.get(k)!r}" for k in keys[:limit]]
    if len(keys) > limit:
        out.append(f"… and {len(keys) - limit} more")
    return out


def run_meta(*, evaluator: SampleEvaluator, offline: bool, metrics: Sequence[str] | None, snapshot: Mapping[str, Any],
             source: str = "", output: str | None = None, origin: str = "cli") -> dict[str, Any]:
    """What a run records about itself: the backends configured and in use at the start, the weights, the metric
    selection, the settings snapshot (for a resume's comparison), where it came from and its output file."""
    described = evaluator.backends.describe()
    return {"source": source, "origin": origin, "offline": offline, "output": output,
            "llm": described["llm"], "llm_configured": described.get("llm_configured"),
            "embeddings": described["embeddings"], "graph": described["graph"],
            "weights": dict(evaluator.settings.weights), "metrics": list(metrics or ()),
            "settings": dict(snapshot), "created": time.strftime("%Y-%m-%d %H:%M:%S")}
