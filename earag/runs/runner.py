"""The one batch runner (CLI `evaluate`, the dashboard's batch and tuning pages, the HTTP API): rows a run has not
scored yet are evaluated and each record goes to the run store the moment it is computed, so an interruption loses
nothing finished and memory does not grow with the dataset."""
from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import islice
from pathlib import Path
from typing import Any

from earag.errors import InputError
from earag.messages import Message
from earag.runs.exports import export_records
from earag.runs.fingerprints import (
    dataset_fingerprint,
    run_meta,
    settings_fingerprint,
    settings_snapshot,
    snapshot_difference,
)
from earag.runs.inputs import Dataset, DatasetRow
from earag.runs.records import result_record
from earag.runs.store import RunConflict, RunInfo, RunStore
from earag.runs.stream import StreamedDataset
from earag.types import SampleEvaluator

# Rows to finish before a remaining-time estimate is shown: the first ones carry the start-up (models, the first
# LLM connection) and, with parallel workers, arrive together, so an estimate from them is far off.
ETA_AFTER = 3


def eta_seconds(done: int, total: int, elapsed: float) -> float | None:
    """Remaining time at the mean pace so far; None before ETA_AFTER results (or all of them, when fewer)."""
    if done <= 0 or total <= 0 or done < min(ETA_AFTER, total):
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
    total: int              # rows to evaluate in this call (already-scored rows excluded)
    skipped: int            # valid rows the run had already scored
    invalid: int            # rows that failed validation (recorded, not evaluated)
    rows: int = 0           # input rows in the dataset (the run's denominator)
    done_before: int = 0    # rows of the dataset with a final record before this call (skipped + invalid)
    done: int = 0
    errors: int = 0         # rows whose evaluation failed (recorded with the error)
    elapsed: float = 0.0
    cancelled: bool = False
    last_id: str | None = None

    @property
    def fraction(self) -> float:
        return 1.0 if self.total == 0 else self.done / self.total

    @property
    def rows_done(self) -> int:
        """Rows of the whole dataset with a record now: what a "done N/M" caption counts (M = rows)."""
        return self.done_before + self.done

    @property
    def eta(self) -> float | None:
        return eta_seconds(self.done, self.total, self.elapsed)


def _results(evaluator: SampleEvaluator, samples: Iterable, workers: int | None, metrics: Sequence[str] | str | None):
    # no selection: call without `metrics=` so any object with iter_evaluate(samples, workers=) can be run
    if not metrics:
        return evaluator.iter_evaluate(samples, workers=workers)
    return evaluator.iter_evaluate(samples, workers=workers, metrics=metrics)


def _finished(done: Mapping[int, tuple[str, bool]], rescore: str | None) -> Callable[[int], bool]:
    """Whether an input row needs no scoring: it has a scored record; with rescore="fallback" also one that did
    not fall back or time out on any dimension (after an outage, the judge gets those rows again)."""
    if rescore not in (None, "fallback"):
        raise InputError(Message("run.rescore_unknown", {"value": rescore}), field="rescore")

    def finished(row: int) -> bool:
        status, fell_back = done.get(row, (None, False))
        return status == "ok" and not (rescore == "fallback" and fell_back)

    return finished


def run_batch(
    evaluator: SampleEvaluator,
    dataset: Dataset | StreamedDataset,
    store: RunStore,
    run_id: str,
    *,
    workers: int | None = None,
    limit: int | None = None,
    on_progress: Callable[[BatchProgress], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
    metrics: Sequence[str] | str | None = None,
    on_start: Callable[[BatchProgress], None] | None = None,
    rescore: str | None = None,
) -> BatchProgress:
    """Evaluate the rows of `dataset` that run `run_id` of `store` has not scored yet, writing each record to the
    store (its own transaction, keyed by input row number) the moment it is computed; nothing is held.

    The dataset is read row by row (a StreamedDataset re-reads its file): only the rows being scored are in memory.
    Invalid rows are recorded once (with their row number and field) and never evaluated; `limit` caps the rows
    evaluated in this call; `metrics` is the metric selection ("all", groups or names); `rescore="fallback"` also
    re-scores rows that fell back. `on_start` sees the plan before the first sample starts, `on_progress` each
    finished row; `should_stop()` returning True cancels the rest. An interruption (cancel, a Streamlit rerun
    raised inside `on_progress`, Ctrl-C, a kill, a crash) loses nothing already finished: the next call skips
    those rows. The caller claims and releases the run (RunStore.claim / finish_run).
    """
    if metrics:
        evaluator.plan_metrics(metrics)  # an unknown metric is an error before anything is written
    done = store.row_status(run_id)
    finished = _finished(done, rescore)
    invalid = dataset.invalid_row_numbers()
    unrecorded = {n for n in invalid if n not in done}
    if unrecorded:  # recorded first: a run stopped early still says which rows are unusable
        for row in dataset.iter_rows():
            if row.row in unrecorded:
                store.put_record(run_id, result_record(row, None, None))
    valid = dataset.valid_row_numbers()
    todo = sum(1 for n in valid if not finished(n))
    skipped = len(valid) - todo
    total = todo if limit is None else min(todo, limit)
    progress = BatchProgress(total=total, skipped=skipped, invalid=len(invalid), rows=dataset.row_count,
                             done_before=skipped + len(invalid))
    if on_start is not None:
        on_start(progress)
    if not total:
        return progress
    in_flight: dict[int, DatasetRow] = {}  # the rows handed to the evaluator and not back yet: all that is held
    stopped: list[InputError] = []

    def samples() -> Iterator[Any]:
        rows = (r for r in dataset.iter_rows() if r.error is None and not finished(r.row))
        try:
            for i, row in enumerate(islice(rows, total)):
                in_flight[i] = row
                yield row.sample
        except InputError as exc:  # the file changed under the run: the rows in flight still finish and are kept
            stopped.append(exc)

    started = time.perf_counter()
    results = _results(evaluator, samples(), workers, metrics)
    try:
        for i, result, error in results:
            row = in_flight.pop(i)
            if error is not None and error.get("status") == "cancelled":  # stopped midway (the server is stopping):
                progress.cancelled = True                                  # no record, the row stays to be scored
                break
            store.put_record(run_id, result_record(row, result, error))
            progress.done += 1
            progress.errors += error is not None
            progress.elapsed = time.perf_counter() - started
            progress.last_id = row.id
            if on_progress is not None:
                on_progress(progress)
            if should_stop is not None and should_stop():
                progress.cancelled = True
                break
        if stopped:
            raise stopped[0]
    finally:
        results.close()  # cancels the samples not yet started
    return progress


def prepare_run(store: RunStore, dataset: Dataset | StreamedDataset, *, name: str, evaluator: SampleEvaluator, offline: bool,
                metrics: Sequence[str] | None = None, output: str | None = None, resume: bool | str = False,
                origin: str = "cli") -> tuple[RunInfo, bool]:
    """The run a batch goes into, claimed by this process: (run, resumed).

    resume=False starts a new run — refused when another live process is writing the same `output`. resume=True
    continues the newest run of the same `output` (else of the same data and settings), resume="RUN-ID" that run;
    either is refused (RunConflict, naming what differs) unless the run was made of the same data (content hash)
    and the same settings, and when another process is still running it. With nothing to resume a new run starts.
    """
    snapshot = settings_snapshot(evaluator.settings, offline, metrics)
    dataset_fp, settings_fp = dataset_fingerprint(dataset), settings_fingerprint(snapshot)
    output = str(Path(output).resolve()) if output else None
    run = None
    if isinstance(resume, str):
        run = store.get_run(resume)
        if run is None:
            raise InputError(Message("run.resume_no_run", {"run": resume, "store": store.describe()}), field="resume")
    elif resume:
        runs = store.list_runs(limit=None, counts=False)  # matched by metadata: no aggregate over records
        run = next((r for r in runs if output and r.meta.get("output") == output), None) or next(
            (r for r in runs if r.dataset_fp == dataset_fp and r.settings_fp == settings_fp), None)
    if run is not None:
        problems = []
        if run.dataset_fp != dataset_fp:
            problems.append(Message("run.resume_data_differ", {
                "source": str(dataset.source or name), "name": run.name, "rows": run.total_rows,
                "now_rows": dataset.row_count, "hash": run.dataset_fp[:8], "now_hash": dataset_fp[:8]}))
        if run.settings_fp != settings_fp:
            diff = snapshot_difference(run.meta.get("settings") or {}, snapshot)
            problems.append(Message("run.resume_settings_differ", {"diff": "; ".join(diff)}) if diff
                            else Message("run.resume_settings_unrecorded"))
        if problems:
            raise RunConflict(Message("run.resume_conflict", {"run": run.id, "problems": problems}))
        return store.claim(run.id), True
    meta = run_meta(evaluator=evaluator, offline=offline, metrics=metrics, snapshot=snapshot,
                    source=dataset.source or name, output=output, origin=origin)
    # refused (RunConflict) when another live run is writing the same output: checked and created in one transaction
    return store.create_run(name=name, dataset_fp=dataset_fp, settings_fp=settings_fp,
                            total_rows=dataset.row_count, meta=meta), False


def export_run(store: RunStore, run_id: str, path: str | Path) -> dict[str, Any]:
    """Write a run's records to JSONL, CSV or Excel (temp file + atomic rename), in input order.

    A finished run must give exactly one record per input row: rows in = rows out is checked after writing, and a
    mismatch is an error. CSV/Excel cells are made safe (formulas escaped, characters Excel cannot hold removed)
    and `notes` says what was changed. Returns {"path", "records", "total_rows", "complete", "notes"}.
    """

    info = store.get_run(run_id)
    if info is None:
        raise InputError(Message("store.no_run_in", {"run": run_id, "store": store.describe()}), field="run")
    count = store.count_records(run_id)
    if info.status == "finished" and count != info.total_rows:
        raise RunConflict(Message("run.export_incomplete", {"run": run_id, "count": count, "rows": info.total_rows}))
    report = export_records(store.iter_records(run_id), Path(path))
    if report.rows != count:  # a record written while exporting: the file does not match the store
        raise RunConflict(Message("run.export_mismatch", {"run": run_id, "exported": report.rows, "count": count}))
    return {"path": str(report.path), "records": count, "total_rows": info.total_rows,
            "complete": count == info.total_rows, "notes": report.notes()}
