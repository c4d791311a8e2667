"""Where a batch run's results live: results files named by data and settings, their sidecars, the CLI's journal."""
from __future__ import annotations

import hashlib
import json
import re
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from earag.config import results_dir
from earag.runs.datasets import Dataset


def _slug(name: str) -> str:
    stem = Path(name or "dataset").stem
    slug = re.sub(r"[^\w\u4e00-\u9fff.-]+", "_", stem).strip("._") or "dataset"
    return slug[:40]


def dataset_fingerprint(dataset: Dataset) -> str:
    """A hash of the rows' keys: the same rows in the same order give the same fingerprint."""
    return hashlib.sha1("\n".join(r.key for r in dataset.rows).encode()).hexdigest()


def results_path(dataset: Dataset, name: str, settings_yaml: str, offline: bool, root: Path | None = None,
                 metrics: Sequence[str] = ()) -> Path:
    """results/<dataset-name>-<hash>.jsonl; the hash covers the rows and the settings, so a re-run with the same
    data and settings resumes the same file and a run with other settings gets its own (for the compare page).

    A metric selection is part of the hash too (rows scored without those metrics must not count as done); with no
    metrics the hash is the one files written before metrics existed have, so they still resume.
    """
    key = f"{dataset_fingerprint(dataset)}\n{settings_yaml}\n{offline}"
    if metrics:
        key += "\nmetrics:" + ",".join(sorted(metrics))
    digest = hashlib.sha1(key.encode()).hexdigest()[:10]
    return (root or results_dir()) / f"{_slug(name)}-{digest}.jsonl"


def write_run_meta(path: Path, *, dataset_name: str, evaluator: Any, offline: bool,
                   metrics: Sequence[str] | None = None) -> None:
    """A small sidecar so the compare page can say which settings produced a results file.

    `metrics` is the run's metric selection; without it, the metrics selected on the evaluator are recorded.
    """
    described = evaluator.backends.describe()
    names = list(metrics) if metrics is not None else [m.name for m in getattr(evaluator, "metrics", [])]
    meta = {"dataset": dataset_name, "offline": offline, "llm": described["llm"],
            "embeddings": described["embeddings"], "graph": described["graph"],
            "weights": evaluator.settings.weights, "metrics": names,
            "started": time.strftime("%Y-%m-%d %H:%M:%S")}
    path.with_suffix(".meta.json").write_text(json.dumps(meta, ensure_ascii=False, indent=1), encoding="utf-8")


def read_run_meta(path: Path) -> dict[str, Any]:
    """The sidecar of a results file ({} when there is none or it is unreadable)."""
    meta = path.with_suffix(".meta.json")
    try:
        return json.loads(meta.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        return {}


def list_result_files(root: Path | None = None) -> list[Path]:
    """The results files of a folder (default results_dir()), newest first."""
    root = root or results_dir()
    if not root.is_dir():
        return []
    return sorted(root.glob("*.jsonl"), key=lambda p: p.stat().st_mtime, reverse=True)


def journal_path(output: Path | None, folder: str | Path | None = None) -> Path:
    """Where the CLI appends records as they are computed, so an interrupted run keeps what it finished.

    A .jsonl output is its own journal; a CSV/Excel output gets OUTPUT.progress.jsonl beside it (removed once the
    output is written); without an output, a time-stamped file in `folder` (default results/ of the working folder).
    """
    if output is not None and output.suffix.lower() == ".jsonl":
        return output
    if output is not None:
        return output.with_name(output.name + ".progress.jsonl")
    return Path(folder or "results") / f"cli-{time.strftime('%Y%m%d-%H%M%S')}.jsonl"
