"""One run lifecycle for the CLI, the HTTP API and the dashboard: claim a run, score its rows, release it with one
final status. The callers differ only in how they score (local pool or Ray, progress shown or not) and in what
they do with an error after the release; the status a run is left in is decided here, once:

========================================================  ===========  ============================================
how the batch ended                                       status       then
========================================================  ===========  ============================================
returned, every input row has a record                    finished     —
returned, rows left to score (``--limit``)                partial      ``--resume`` scores the rest
returned cancelled (Cancel/should_stop, server stopping)  cancelled    ``--resume`` scores the rest
raised KeyboardInterrupt (Ctrl-C) or SystemExit           interrupted  resumable; the exception goes on
raised one of the caller's cancel exceptions              cancelled    the dashboard's Stop (a Streamlit rerun)
raised anything else                                      failed       the error kept in the run's meta (``error``)
========================================================  ===========  ============================================

In every case the records already written stay (one per input row, each in its own transaction) and the run is
released (no owner), so a resume can claim it at once.
"""
from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from earag.enums import RunStatus
from earag.runs.inputs import Dataset
from earag.runs.runner import BatchProgress, prepare_run
from earag.runs.store import RunInfo, RunStore
from earag.runs.stream import StreamedDataset
from earag.types import SampleEvaluator

__all__ = ["ClaimedRun", "RunOutcome", "RunStatus", "claim_run", "error_record", "final_status"]

log = logging.getLogger("earag.runs")

# The longest error message kept in a failed run's meta (a traceback is the log's business, not the store's).
MAX_ERROR_CHARS = 1000
# Exceptions that stop the process, not the run: the run is interrupted, resumable as it is.
INTERRUPTING: tuple[type[BaseException], ...] = (KeyboardInterrupt, SystemExit)


def final_status(progress: BatchProgress | None, error: BaseException | None, *, complete: bool,
                 cancel_on: tuple[type[BaseException], ...] = ()) -> RunStatus:
    """The one final-status policy (see the module's table): `error` is what the batch raised (None when it
    returned `progress`), `complete` whether every input row has a record now, `cancel_on` the exceptions the
    caller means as a cancel."""
    if error is not None:
        if isinstance(error, INTERRUPTING):
            return RunStatus.INTERRUPTED
        if cancel_on and isinstance(error, cancel_on):
            return RunStatus.CANCELLED
        return RunStatus.FAILED
    if progress is not None and progress.cancelled:
        return RunStatus.CANCELLED
    return RunStatus.FINISHED if complete else RunStatus.PARTIAL


def error_record(error: BaseException) -> dict[str, Any]:
    """What a failed run keeps of its error: the exception's type and message (and the field of an input error)."""
    out: dict[str, Any] = {"type": type(error).__name__, "message": str(error)[:MAX_ERROR_CHARS]}
    if getattr(error, "field", None) is not None:
        out["field"] = error.field  # type: ignore[attr-defined]
    return out


@dataclass
class RunOutcome:
    """How a batch that returned left its run: the run as released, its final status, the batch's progress."""

    run: RunInfo
    status: RunStatus
    progress: BatchProgress


@dataclass
class ClaimedRun:
    """A run this process holds (its owner): `execute` scores it once and releases it with the final status."""

    store: RunStore
    run: RunInfo
    resumed: bool = False
    # exceptions the caller means as a cancel (the dashboard: Streamlit's Stop/rerun raised in a progress callback)
    cancel_on: tuple[type[BaseException], ...] = field(default_factory=tuple)

    @property
    def id(self) -> str:
        return self.run.id

    def execute(self, work: Callable[[], BatchProgress]) -> RunOutcome:
        """Run `work` (run_batch or run_batch_ray over this run) and release the run with final_status. An
        exception of `work` is re-raised after the release: the caller says what it means to its user."""
        try:
            progress = work()
        except BaseException as exc:
            status = final_status(None, exc, complete=False, cancel_on=self.cancel_on)
            try:
                self.release(status, exc)
            except Exception:  # the store failed too: the batch's error is the one to report
                log.exception("run %s could not be released (%s)", self.id, status.value)
            raise
        info = self.store.get_run(self.id)
        status = final_status(progress, None, complete=info is not None and info.complete)
        return RunOutcome(self.release(status), status, progress)

    def release(self, status: RunStatus, error: BaseException | None = None) -> RunInfo:
        """Give the run up as `status`; a failed run keeps `error` (an earlier failure's is cleared)."""
        if status is RunStatus.FAILED and error is not None:
            self.store.update_meta(self.id, error=error_record(error))
        elif self.run.meta.get("error"):
            self.store.update_meta(self.id, error=None)
        self.run = self.store.finish_run(self.id, status.value)
        return self.run


def claim_run(store: RunStore, dataset: Dataset | StreamedDataset, *, name: str, evaluator: SampleEvaluator, offline: bool,
              metrics: Sequence[str] | None = None, output: str | None = None, resume: bool | str = False,
              origin: str = "cli", cancel_on: tuple[type[BaseException], ...] = ()) -> ClaimedRun:
    """The run a batch goes into, claimed by this process (earag.runs.runner.prepare_run: a new run, or the one
    `resume` names, refused with RunConflict when its data or settings differ or another process holds it)."""
    run, resumed = prepare_run(store, dataset, name=name, evaluator=evaluator, offline=offline, metrics=metrics,
                               output=output, resume=resume, origin=origin)
    return ClaimedRun(store, run, resumed, cancel_on)

