"""The one batch runner (CLI `evaluate`, the dashboard's batch and tuning pages): rows not yet in a ResultStore are
evaluated and each record is appended the moment it is computed, so an interruption loses nothing finished."""
from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from earag.runs.datasets import Dataset, DatasetRow, ResultStore, read_records, result_record


def eta_seconds(done: int, total: int, elapsed: float) -> float | None:
    """Remaining time at the mean pace so far; None before the first result."""
    if done <= 0 or total <= 0:
        return None
    return max(0.0, elapsed / done * (total - done))


def format_duration(seconds: float | None) -> str:
    """m:ss, or h:mm:ss from an hour on; "—" for an unknown duration."""
    if seconds is None:
        return "—"
    seconds = int(round(seconds))
    if seconds >= 3600:
        return f"{seconds // 3600}:{seconds % 3600 // 60:02d}:{seconds % 60:02d}"
    return f"{seconds // 60}:{seconds % 60:02d}"


@dataclass
class BatchProgress:
    total: int              # rows to evaluate in this run (already-scored rows excluded)
    skipped: int            # rows whose key was already in the results file
    invalid: int            # rows that failed validation (recorded, not evaluated)
    done: int = 0
    errors: int = 0         # rows whose evaluation failed (recorded with the error)
    elapsed: float = 0.0
    cancelled: bool = False
    last_id: str | None = None

    @property
    def fraction(self) -> float:
        return 1.0 if self.total == 0 else self.done / self.total

    @property
    def eta(self) -> float | None:
        return eta_seconds(self.done, self.total, self.elapsed)


def _results(evaluator: Any, samples: list, workers: int | None, metrics: Sequence[str] | str | None):
    # no selection: call without `metrics=` so any object with iter_evaluate(samples, workers=) can be run
    if not metrics:
        return evaluator.iter_evaluate(samples, workers=workers)
    return evaluator.iter_evaluate(samples, workers=workers, metrics=metrics)


def run_batch(
    evaluator: Any,
    dataset: Dataset,
    store: ResultStore,
    *,
    workers: int | None = None,
    limit: int | None = None,
    on_progress: Callable[[BatchProgress], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
    metrics: Sequence[str] | str | None = None,
    on_start: Callable[[BatchProgress], None] | None = None,
) -> BatchProgress:
    """Evaluate the rows of `dataset` not yet in `store`, appending each record the moment it is computed.

    Invalid rows are recorded once (with their row number and field) and never evaluated; `limit` caps the rows
    evaluated in this run; `metrics` is the metric selection ("all", groups or names). `on_start` sees the plan
    before the first sample starts, `on_progress` each finished row; `should_stop()` returning True cancels the rest.
    An interruption (cancel, a Streamlit rerun raised inside `on_progress`, Ctrl-C, a crash) loses nothing already
    finished: the next run skips those rows by key.
    """
    if metrics:
        evaluator.plan_metrics(metrics)  # an unknown metric is an error before anything is written
    existing = {r.get("key") for r in read_records(store.path)}
    done_keys = store.done_keys()
    invalid = [r for r in dataset.rows if r.error is not None]
    for row in invalid:
        if row.key not in existing:
            store.append(result_record(row, None, None))
    todo: list[DatasetRow] = [r for r in dataset.valid if r.key not in done_keys]
    skipped = len(dataset.valid) - len(todo)
    if limit is not None:
        todo = todo[:limit]
    progress = BatchProgress(total=len(todo), skipped=skipped, invalid=len(invalid))
    if on_start is not None:
        on_start(progress)
    if not todo:
        return progress
    started = time.perf_counter()
    results = _results(evaluator, [r.sample for r in todo], workers, metrics)
    try:
        for i, result, error in results:
            store.append(result_record(todo[i], result, error))
            progress.done += 1
            progress.errors += error is not None
            progress.elapsed = time.perf_counter() - started
            progress.last_id = todo[i].id
            if on_progress is not None:
                on_progress(progress)
            if should_stop is not None and should_stop():
                progress.cancelled = True
                break
    finally:
        results.close()  # cancels the samples not yet started
    return progress
