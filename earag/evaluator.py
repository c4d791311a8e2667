"""The evaluator: validates a sample, runs the EARAG dimensions and any selected registry metrics on it, and
returns the result. The metric selection is an argument of each call; the evaluator keeps no per-call state."""
from __future__ import annotations

import contextvars
import ctypes
import gc
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor, wait
from contextlib import contextmanager
from itertools import chain, islice
from typing import Any

import numpy as np

from earag.backends.factory import BackendSet, build_backends
from earag.backends.llm.usage import metering
from earag.config import Settings, load_settings
from earag.deadline import EvaluationCancelled, EvaluationTimeout, SampleCancelled, sample_budget
from earag.errors import EaragError, EvaluatorClosed, InputError, coded_fields
from earag.lifeline import exit_with
from earag.limits import LimitExceeded, SampleTimeout, check_limits, cpu_deadline, timeout_record
from earag.messages import Message
from earag.metrics.base import BaseMetric
from earag.metrics.dimensions.pipeline import DimensionPipeline
from earag.metrics.dimensions.results import ALGORITHM_VERSION, evaluation_result
from earag.metrics.llm_fallback import start_metrics
from earag.metrics.registry import build_metrics, llm_cost, resolve
from earag.runtime import runtime
from earag.tokens import TokenBudget, use_budget
from earag.types import DIMENSIONS, BatchEvaluationResult, EvaluationResult, EvaluationSample
from earag.validation import validate_sample

__all__ = ["ALGORITHM_VERSION", "Evaluator", "summarise", "validate_sample"]

MetricSelection = Sequence[str] | str | None
IN_FLIGHT = 3            # tasks handed out per worker at most: a stream of any length holds a bounded number
PROCESS_CHUNK = 4        # samples per task sent to a worker process (one round trip for several samples; with
                         # IN_FLIGHT, ~50 ms of work queued per worker, so a busy parent does not starve them)
PROCESS_MIN_BATCH = 8    # per worker: a shorter batch stays on threads (starting processes is not worth it)
Outcome = tuple[int, EvaluationResult | None, dict | None, BaseException | None]


class Evaluator:
    """EARAG-Eval over pluggable backends. Thread-safe: one instance serves a whole dashboard."""

    def __init__(self, settings: Settings | None = None, backends: BackendSet | None = None, *, offline: bool = False,
                 secrets: Any = None):
        self.settings = settings or load_settings()
        # built here and offline: nothing waits on a server, the work is CPU-bound and can go to processes
        self.offline = backends is None and offline
        # backends built here are this evaluator's to close (close()); a caller's stay open for the caller, and a
        # forked worker's copy leaves the parent's connections alone (closing a copied socket would end the parent's)
        self.owns_backends = backends is None
        self._pid = os.getpid()
        self.backends = backends or build_backends(self.settings, offline=offline, secrets=secrets)
        self.pipeline = DimensionPipeline(self.settings, self.backends)
        # how judge prompts cut their texts (a configured tokenizer file is only read when there is a judge)
        self.token_budget = (TokenBudget.from_settings(self.settings) if self.backends.llm is not None
                             else TokenBudget(max_text_length=self.settings.evaluation.performance.max_text_length))
        self._built: dict[tuple[str, ...], list[BaseMetric]] = {}
        self._lock = threading.Lock()
        self._metric_pool: ThreadPoolExecutor | None = None   # one pool for the selected metrics of every sample
        self.closed = False      # close() was called: no new work starts
        self._active = 0         # evaluate() calls and batches running now: close() releases after the last one
        self._released = False   # pools shut down and owned backends closed

    @property
    def extractor(self):
        return self.pipeline.extractor

    @classmethod
    def from_config(cls, path: str | None = None, *, offline: bool = False) -> "Evaluator":
        return cls(load_settings(path), offline=offline)

    # --- metric selection (an argument, resolved once per distinct selection) ------------------------------------
    @staticmethod
    def plan_metrics(names: MetricSelection) -> list[str]:
        """The registry metrics a selection adds to the EARAG result ("all", groups or names; the `earag` group is
        the result itself and is left out). Raises earag.errors.InputError naming the unknown metric."""
        if not names:
            return []
        return [c.name for c in resolve(names) if c.group != "earag"]

    def metrics_for(self, names: MetricSelection) -> list[BaseMetric]:
        key = tuple(self.plan_metrics(names))
        if not key:
            return []
        with self._lock:
            built = self._built.get(key)
            if built is None:
                perf = self.settings.evaluation.performance
                # the evaluator's components, not the evaluator: the EARAG metrics are the result itself here
                # (plan_metrics leaves them out), so no selected metric reads the shared work
                built = self._built[key] = build_metrics(
                    list(key), llm=self.backends.llm, graph=self.backends.graph, extractor=self.extractor,
                    max_text_length=perf.max_text_length, llm_timeout=perf.timeout_seconds)
        return built

    def llm_calls_per_sample(self, metrics: MetricSelection = None) -> int:
        """Most LLM calls per sample: the EARAG result's (1 with backends.llm.combined_call, else 2) plus those of
        the selected metrics (0 offline). A combined reply that is unusable costs two more (counted in the record)."""
        if self.backends.llm is None:
            return 0
        names = self.plan_metrics(metrics)
        return (1 if self.pipeline.combined else 2) + (llm_cost(names) if names else 0)

    def _check_open(self) -> None:
        """Raise EvaluatorClosed after close(): a closed evaluator does not start pools again (module Evaluator)."""
        if self.closed:
            raise EvaluatorClosed(Message("evaluator.closed"))

    @contextmanager
    def _in_use(self) -> Iterator[None]:
        """One piece of work (an evaluate() call, a batch): refused after close(); while it runs, close() only stops
        new work, and the last piece to end releases the pools and backends. So a dashboard page whose evaluator the
        cache lets go mid-batch (settings changed in another tab) finishes its samples instead of failing them."""
        with self._lock:
            self._check_open()
            self._active += 1
        try:
            yield
        finally:
            with self._lock:
                self._active -= 1
                last = self.closed and self._active == 0
            if last:
                self._release()

    def _metrics_pool(self) -> ThreadPoolExecutor:
        with self._lock:
            if self._released:   # under the lock: close() cannot slip in between and leave this pool running
                raise EvaluatorClosed(Message("evaluator.closed"))
            if self._metric_pool is None:
                workers = self.settings.evaluation.performance.parallel_workers
                self._metric_pool = ThreadPoolExecutor(max_workers=max(4, 2 * workers), thread_name_prefix="earag-metric")
            return self._metric_pool

    # --- one sample --------------------------------------------------------------------------------------------
    def evaluate(self, sample: EvaluationSample, metrics: MetricSelection = None) -> EvaluationResult:
        """The EARAG result of one sample (with the selected registry metrics). Raises EvaluatorClosed after close();
        a call running when close() comes finishes first."""
        with self._in_use():
            return self._evaluate(sample, metrics)

    def _evaluate(self, sample: EvaluationSample, metrics: MetricSelection) -> EvaluationResult:
        validate_sample(sample, self.settings.evaluation.performance.max_text_length)   # the one validation
        selected = self.metrics_for(metrics)
        check_limits(sample, self.settings.evaluation.limits, len(selected))  # before any work: an error, not a wait
        started = time.perf_counter()
        # every prompt built below (and in the metric jobs, which copy this context) cuts its texts by the budget
        budget = use_budget(self.token_budget)
        seconds = self.settings.evaluation.limits.sample_cpu_seconds
        jobs: dict[str, Future] = {}
        try:
            # Every thread that works for the sample checks its CPU budget (and the request's cancel scope) at
            # sentence/context granularity (earag.deadline): in-thread callers (API, dashboard) are bounded too.
            with sample_budget(seconds):
                # The metrics start first and their LLM calls run alongside the core calls, under the same
                # per-sample deadline (started after the core calls, they would run outside the budget).
                # Their calls' usage goes to this sample's meter (the metric threads run in copies of this context).
                with metering() as meter:
                    jobs = start_metrics(sample, selected, self._metrics_pool(),
                                         time.monotonic() + self.settings.evaluation.performance.timeout_seconds
                                         ) if selected else {}
                work = self.pipeline.compute(sample)   # once per sample: the dimensions read it from here
                extra = {name: job.result().to_dict() for name, job in jobs.items()}
                return self._stated(evaluation_result(work, self.settings, started=started, extra_metrics=extra,
                                                      extra_usage=meter.total), sample)
        except SampleTimeout:
            raise EvaluationTimeout(seconds) from None
        except SampleCancelled as exc:
            raise EvaluationCancelled(exc.reason) from None
        finally:
            budget.reset()
            for job in jobs.values():
                job.cancel()  # not started yet: never starts (a running one stops at its next checkpoint)

    def _stated(self, result: EvaluationResult, sample: EvaluationSample) -> EvaluationResult:
        """With a judge, the record states how its prompt texts were cut (offline nothing is sent or cut: the record
        stays as it was)."""
        if self.backends.llm is not None:
            result.budget = self.token_budget.statement(
                {"question": sample.question, "answer": sample.answer, "contexts": "\n".join(sample.contexts)})
        return result

    # --- many samples ------------------------------------------------------------------------------------------
    def iter_evaluate(
        self, samples: Iterable[EvaluationSample], *, workers: int | None = None, continue_on_error: bool = True,
        metrics: MetricSelection = None, processes: bool | None = None,
    ) -> Iterator[tuple[int, EvaluationResult | None, dict | None]]:
        """Yield (index, result, error) as samples finish, so callers can save each one at once.

        `samples` is read lazily: at most IN_FLIGHT × workers tasks (one sample each, PROCESS_CHUNK in a worker
        process) are out at a time, so a stream of any length is held a few samples at a time. An offline
        evaluator (built with offline=True: CPU-bound, no judge to wait for) scores in worker processes, one per
        core (at most parallel_workers; `workers` sets the number), each with its own jieba, lexicon and graph; a
        batch shorter than PROCESS_MIN_BATCH per worker, and every run with a judge, stays on threads (a judge is
        waited for, not computed). `processes` forces either way (None: decide). The results are the same.
        After close() it raises EvaluatorClosed when iterated (before any work); a batch running when close() comes
        goes on to its end (the pools and backends are released after it).
        """
        with self._in_use():
            yield from self._iterate(samples, workers, continue_on_error, metrics, processes)

    def _iterate(self, samples: Iterable[EvaluationSample], workers: int | None, continue_on_error: bool,
                 metrics: MetricSelection, processes: bool | None
                 ) -> Iterator[tuple[int, EvaluationResult | None, dict | None]]:
        self.metrics_for(metrics)  # an unknown metric fails here, before any work
        use_processes = self.offline if processes is None else processes
        if workers is None:   # offline: one process per core, unless the settings ask for fewer (--workers 1)
            workers = self.settings.evaluation.performance.parallel_workers
            if use_processes:
                workers = min(workers, os.cpu_count() or 1)
        workers = max(1, workers)
        numbered: Iterator[tuple[int, EvaluationSample]] = enumerate(samples)
        head: list[tuple[int, EvaluationSample]] = []
        if use_processes and processes is None:
            head = list(islice(numbered, PROCESS_MIN_BATCH * workers))
            use_processes = workers > 1 and len(head) == PROCESS_MIN_BATCH * workers
            numbered = chain(head, numbered)
        if use_processes:
            # models a worker would otherwise load itself (spaCy's English model for English samples): loaded once
            # here, shared with the forked workers
            warm = getattr(self.pipeline.extractor, "warm", None)
            if warm is not None and head:
                warm([s.answer for _, s in head])
            pool: Executor = _process_pool(self, workers)
            task, size = _evaluate_in_worker, PROCESS_CHUNK
        else:
            pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="earag-sample")
            task, size = self._outcomes, 1
        tasks = iter(lambda: list(islice(numbered, size)), [])
        pending: set[Future] = set()
        try:
            for items in tasks:  # (threads: in a copy of the caller's context, its cancel scope included)
                pending.add(pool.submit(contextvars.copy_context().run, task, items, metrics) if not use_processes
                            else pool.submit(task, items, metrics))
                while len(pending) >= IN_FLIGHT * workers:
                    done, pending = wait(pending, return_when=FIRST_COMPLETED)
                    yield from self._yield(done, continue_on_error)
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                yield from self._yield(done, continue_on_error)
        finally:
            for fut in pending:
                fut.cancel()
            # all done: wait for the workers to exit (nothing left behind); stopped early: do not wait for them
            pool.shutdown(wait=not pending, cancel_futures=True)
            if getattr(pool, "earag_froze", False):
                gc.unfreeze()  # frozen for the forked workers only: a long-lived caller collects as usual again

    def _outcomes(self, items: Sequence[tuple[int, EvaluationSample]], metrics: MetricSelection) -> list[Outcome]:
        """Each sample's result, or its error as a record (and the exception, for callers that stop on errors)."""
        out: list[Outcome] = []
        for i, sample in items:
            try:   # the batch holds the evaluator in use (iter_evaluate): its samples run even after close()
                out.append((i, self._evaluate(sample, metrics), None, None))
            except (InputError, EvaluationTimeout, EvaluationCancelled) as exc:  # a record naming why; the batch goes on
                out.append((i, None, exc.to_dict(), exc))
            except Exception as exc:  # one bad sample must not lose the others
                out.append((i, None, failure_record(exc), exc))
        return out

    @staticmethod
    def _yield(done: Iterable[Future], continue_on_error: bool) -> Iterator[tuple[int, EvaluationResult | None, dict | None]]:
        for fut in done:
            for i, result, error, exc in fut.result():
                if error is not None and not continue_on_error:
                    raise exc if exc is not None else _rebuilt(error)
                yield i, result, error

    def evaluate_batch(
        self, samples: Sequence[EvaluationSample], continue_on_error: bool = True, *, workers: int | None = None,
        on_result: Callable[[int, EvaluationResult | None, dict | None], None] | None = None,
        metrics: MetricSelection = None, processes: bool | None = None,
    ) -> BatchEvaluationResult:
        results: list[EvaluationResult | None] = [None] * len(samples)
        errors: list[dict | None] = [None] * len(samples)
        for i, res, err in self.iter_evaluate(samples, workers=workers, continue_on_error=continue_on_error,
                                              metrics=metrics, processes=processes):
            results[i], errors[i] = res, err
            if on_result:
                on_result(i, res, err)
        return summarise(results, errors)

    def close(self) -> None:
        """Stop the evaluator's thread pools and close the backends it built (the judge's and the embedder's HTTP
        clients, the Neo4j driver); backends passed in by the caller stay open, and so do the parent's in a forked
        worker's copy of the evaluator. A second call does nothing. A closed evaluator stays closed: evaluate(),
        iter_evaluate() and evaluate_batch() raise earag.errors.EvaluatorClosed (code evaluator.closed) instead of
        starting pools nobody would shut down; build a new Evaluator to score again. Work already running (an
        evaluate() call in another thread, a batch being iterated) is not cut off: it finishes, and the last of it
        releases the pools and backends; close() itself never waits."""
        with self._lock:
            if self.closed:
                return
            self.closed = True
            idle = self._active == 0
        if idle:
            self._release()

    def _release(self) -> None:
        with self._lock:
            if self._released:
                return
            self._released = True
            pool, self._metric_pool = self._metric_pool, None
        self.pipeline.close()
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
        if self.owns_backends and os.getpid() == self._pid:
            self.backends.close()

    def __enter__(self) -> "Evaluator":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# --- worker processes ------------------------------------------------------------------------------------------
WORKER = "evaluator.worker"   # the runtime's slot for the evaluator of this worker process


def _die_with_parent(parent: int) -> None:
    """A worker ends when the process that started it dies, even by SIGKILL: otherwise it would wait forever on a
    task queue whose other end its sibling workers still hold open (Linux: PR_SET_PDEATHSIG)."""
    if sys.platform != "linux":
        return
    try:
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # 1 = PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # it died before the signal was asked for
        os._exit(1)


def _start_worker(evaluator: Evaluator | None, settings: Settings | None, parent: int | None = None,
                  owner: int | None = None) -> None:
    """A forked worker keeps the parent's evaluator (jieba, lexicon and graph already loaded, shared copy-on-write);
    a spawned one builds its own, once. `owner`: the process that uses the pool, when it is not the parent (a fork
    server's worker): this worker exits when it does (earag.lifeline)."""
    if parent is not None:  # 0: the process that started this one (a fork server), whatever its pid
        _die_with_parent(parent or os.getppid())
    if owner:
        exit_with(owner)
    if evaluator is None:  # built here: its backends (a Neo4j driver, HTTP clients) are this process's to close
        evaluator = Evaluator(settings, offline=True)
        runtime().put(WORKER, "backends", evaluator.backends)
    runtime().put(WORKER, "evaluator", evaluator)


def _evaluate_in_worker(items: Sequence[tuple[int, EvaluationSample]], metrics: MetricSelection) -> list[Outcome]:
    worker: Evaluator | None = runtime().find(WORKER, "evaluator")
    assert worker is not None, "worker process not started"
    seconds = worker.settings.evaluation.limits.sample_cpu_seconds
    out: list[Outcome] = []
    for item in items:  # each sample under its own CPU deadline: one that runs over is a labelled timeout record
        outcomes: list[Outcome] | None = None
        try:
            with cpu_deadline(seconds):
                outcomes = worker._outcomes([item], metrics)
        except SampleTimeout:
            if outcomes is None:  # (the timer may fire just after the sample finished: then its result stands)
                outcomes = [(item[0], None, timeout_record(seconds), None)]
        # the error record goes back, not the exception (not every exception survives pickling with its fields)
        out.extend((i, result, error, None) for i, result, error, _exc in outcomes)
    return out


def failure_record(exc: Exception) -> dict[str, Any]:
    """The error record of a sample that failed unexpectedly: an earag error's own message nested in it (its code
    kept, so it is shown in the reader's language), any other exception's text."""
    detail: Message | str = str(exc)
    if isinstance(exc, EaragError) and exc.message is not None and str(exc.message) == detail:
        detail = exc.message
    said = Message("sample.system_error", {"kind": type(exc).__name__, "detail": detail})
    return {"error": "SystemError", "message": str(said), **coded_fields(said)}


def _rebuilt(error: dict) -> EaragError:
    """The exception a worker process reported as `error` (for callers that stop at the first error): of the kind
    it names, with its message code and parameters when the record has them (so it is shown in the reader's
    language) and its text as the worker wrote it."""
    said = Message.from_dict(error) if "code" in error else None
    what: Message | str = said if said is not None else str(error.get("message", "evaluation failed"))
    exc: EaragError
    if error.get("error") == "ValidationError" and "limit_key" in error:
        exc = LimitExceeded(what, field=error.get("field") or "", limit=error.get("limit", 0), key=error["limit_key"])
    elif error.get("error") == "ValidationError":
        exc = InputError(what, field=error.get("field"), row=error.get("row"), value=error.get("value"))
    elif error.get("error") == "Timeout" and isinstance(error.get("limit"), (int, float)):
        exc = EvaluationTimeout(error["limit"])
    else:
        exc = EaragError(what)
    if isinstance(error.get("message"), str) and str(exc) != error["message"]:
        exc.args = (error["message"], *exc.args[1:])   # the worker's text, byte for byte
    return exc


def _process_pool(evaluator: Evaluator, workers: int) -> ProcessPoolExecutor:
    """Worker processes for offline scoring. Forked (nothing to load again) when this process runs no other thread
    (a fork copies locks another thread may hold); else started from a clean server process, building their own."""
    methods = multiprocessing.get_all_start_methods()
    if sys.platform == "linux" and "fork" in methods and threading.active_count() == 1:
        # What is loaded now (modules, jieba, lexicon, graph) lives as long as the process: frozen, the collector of
        # neither side walks it, so its pages stay shared instead of being copied into every worker by a collection
        froze = gc.get_freeze_count() == 0  # (a caller that froze its heap itself keeps it frozen)
        if froze:
            gc.collect()
            gc.freeze()
        pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork"),
                                   initializer=_start_worker, initargs=(evaluator, None, os.getpid()))
        pool.earag_froze = froze  # type: ignore[attr-defined]
        return pool
    ctx = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
    return ProcessPoolExecutor(workers, mp_context=ctx, initializer=_start_worker,
                               initargs=(None, evaluator.settings, 0, os.getpid()))


def summarise(results: Sequence[EvaluationResult | None], errors: Sequence[dict | None]) -> BatchEvaluationResult:
    ok = [r for r in results if r is not None]
    means: dict[str, float] = {}
    for dim in DIMENSIONS:
        values = [s for r in ok if (s := r.dimensions[dim].score) is not None]
        if values:
            means[dim] = float(np.mean(values))
    if ok:
        means["overall"] = float(np.mean([r.overall_score for r in ok]))
    return BatchEvaluationResult(list(results), list(errors), means, len(results), sum(e is not None for e in errors))
