"""`earag evaluate DATA --engine ray`: the batch runner on a Ray cluster.

The same run as earag.runs.runner.run_batch — same plan, same records, same run store — with the scoring spread
over the machines of a Ray cluster:

* Ray Data reads the input as a stream: one read task on the driver's node (where the file is) re-reads the dataset
  and hands on only the rows still to score (a resume skips the rest), a few rows per block, with back-pressure;
* `map_batches` with an actor pool: each actor builds one Evaluator (jieba, lexicon, graph, embedder) once and
  writes each record to the run store itself, upserted by (run, row) — Ray's at-least-once retries (a lost actor,
  a retried task) rewrite a row, never add one;
* the driver holds the run: it claimed it (owner host:pid), beats its heartbeat while the actors write, shows
  progress from the actors' small replies, and on Ctrl-C or a cancel stops the cluster work; the rows written so
  far stay, and `--resume` scores only the others;
* `backends.llm.max_concurrency` holds per judge host across the whole cluster: every actor takes its slots from
  one limiter actor (HostLimiter) instead of its own process-wide cap; provenance per record is unchanged;
* a run whose cluster has CPUs on more than one node refuses an SQLite store (a file on one machine).

Ray is an optional dependency (`pip install -r requirements-ray.txt`, or `earag[ray]`): this module imports it only
when a Ray run starts. Fractional CPUs throughout (actors 0.5, the read task 0.25): on a 2-core machine an actor pool
of whole CPUs leaves the read task none and the run hangs without a word.
"""
from __future__ import annotations

import asyncio
import logging
import os
import pickle
import threading
import time
import uuid
import warnings
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from earag.backends.http import share_in_flight
from earag.errors import InputError
from earag.evaluator import Evaluator
from earag.messages import Message
from earag.runs.inputs import Dataset, DatasetRow
from earag.runs.records import result_record
from earag.runs.runner import BatchProgress, _finished
from earag.runs.store import LEASE_SECONDS, RunStore, SQLiteRunStore, open_store
from earag.runs.stream import StreamedDataset
from earag.types import SampleEvaluator
from earag.urls import endpoint_of

LOCAL_ONLY_ENV = "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"  # "0": a local cluster listens on 127.0.0.1 only
INSTALL_HINT = "pip install -r requirements-ray.txt (or pip install 'earag[ray]')"
ACTOR_CPUS = 0.5       # per scoring actor: fractional, so the read task always finds a CPU (see the module doc)
READ_CPUS = 0.25       # the one read task
ROWS_PER_BLOCK = 4     # rows per block read and per actor call: a lost actor re-scores at most a few rows
BLOCK_BYTES = 1024     # Ray Data's block size: any block of a few rows is past it, so each is handed on at once
ACTORS_START_SECONDS = 600  # for the actor pool to start: past it, the run fails saying the cluster lacks room
IN_FLIGHT_PER_ACTOR = 2  # blocks queued at an actor: one scored, one waiting; the rest go to the others
HEARTBEAT_EVERY = LEASE_SECONDS / 4  # the driver's beat while the actors write (they are not the run's owner)
LEASE_GRACE = 10.0     # seconds past a call's deadline after which a host slot of a vanished caller is taken back

log = logging.getLogger(__name__)


def import_ray() -> Any:
    """The ray module, or an InputError saying how to install it."""
    try:
        # lazy: ray costs 144 ms, ray.data 462 ms at import (measured, benchmarks/import_costs.py)
        import ray
        import ray.data  # noqa: F401  (Ray Data: the streamed read and the actor pool)
    except ImportError:
        raise InputError(Message("ray.missing", {"hint": INSTALL_HINT}), field="engine") from None
    return ray


@dataclass
class RayOptions:
    """How a run uses the cluster. address None: a one-machine cluster owned by this process, bound to
    127.0.0.1; "auto" or "HOST:PORT": an existing cluster (`ray start --head` on that machine)."""
    address: str | None = None
    actors: int | None = None          # scoring actors (default: one per CPU of the cluster)
    threads: int | None = None         # samples at once per actor (default: 1 offline, else parallel_workers)
    actor_cpus: float = ACTOR_CPUS
    local_cpus: int | None = None      # CPUs of the local cluster (default: this machine's)


@dataclass
class RayRunStats:
    """What the driver saw: actors (node:pid) that returned rows, and per host the peak of the shared cap."""
    workers: dict[str, int] = field(default_factory=dict)
    host_peaks: dict[str, int] = field(default_factory=dict)
    nodes: int = 0
    startup_seconds: float = 0.0


class RayCluster:
    """Connects to (or starts) the cluster for a run; a cluster this process started is shut down on exit."""

    def __init__(self, options: RayOptions | None = None):
        self.options = options or RayOptions()
        if not self.options.address or self.options.address.startswith(("127.", "localhost")):
            # a cluster of this machine only: Ray then binds its servers to 127.0.0.1, not to every interface, and a
            # driver joins a cluster started so (read when ray is first imported: a process that imported it before
            # sets it itself, as the tests do)
            os.environ.setdefault(LOCAL_ONLY_ENV, "0")
        self.ray = import_ray()
        self.owned = False

    def __enter__(self) -> RayCluster:
        ray = self.ray
        if not ray.is_initialized():
            quiet = {"include_dashboard": False, "log_to_driver": False, "logging_level": logging.WARNING}
            if self.options.address:
                ray.init(address=self.options.address, **quiet)
            else:  # a local cluster of this process: its servers on 127.0.0.1 only
                ray.init(num_cpus=self.options.local_cpus or os.cpu_count() or 1, **quiet)
                self.owned = True
        from ray.data import DataContext  # lazy: ray.data costs 462 ms at import (measured, benchmarks/import_costs.py)

        # a run of fewer blocks than actors is not a mistake worth a warning on every small run
        warnings.filterwarnings("ignore", message="The minimum number of concurrent actors", category=UserWarning)
        ctx = DataContext.get_current()
        ctx.enable_progress_bars = False  # the driver draws its own bar
        # a few rows make a block (Ray Data would gather 128 MiB of rows before handing any on): rows flow to the
        # actors as they are read, and the driver sees each row as it is written
        ctx.target_max_block_size = BLOCK_BYTES
        # rows are handed out once every actor is up (each builds its evaluator first), and a cluster without room
        # for the pool says so after this long instead of waiting without a word
        ctx.wait_for_min_actors_s = ACTORS_START_SECONDS
        # blocks of a few rows cost nothing to move: each goes to the least busy actor, not to one on the node
        # that read it (with locality, every block of a run went to the actor next to the read task)
        ctx.execution_options.actor_locality_enabled = False
        logging.getLogger("ray.data").setLevel(logging.WARNING)
        return self

    def __exit__(self, *exc: object) -> None:
        if self.owned:
            self.ray.shutdown()

    def cpu_nodes(self) -> list[str]:
        """The live nodes that can run scoring actors (they have CPUs)."""
        return [n["NodeManagerAddress"] + ":" + n["NodeID"][:8] for n in self.ray.nodes()
                if n.get("Alive") and n.get("Resources", {}).get("CPU", 0) > 0]

    def cpus(self) -> float:
        return float(self.ray.cluster_resources().get("CPU", 0))

    def check_store(self, store: RunStore) -> None:
        """An SQLite store is a file on this machine: refused when actors may run on another node."""
        nodes = self.cpu_nodes()
        if isinstance(store, SQLiteRunStore) and len(nodes) > 1:
            raise InputError(Message("ray.sqlite_multinode", {"nodes": len(nodes), "path": str(store.path)}), field="db")


# --- the cluster-wide cap on calls per judge host --------------------------------------------------------------
class _HostLimiter:
    """Slots per judge endpoint for the whole cluster (a Ray actor, async: waiting callers do not block it).
    A slot is a lease; one whose caller vanished (its actor killed mid-call) is taken back after its deadline."""

    def __init__(self) -> None:
        self.leases: dict[str, tuple[str, float | None]] = {}  # lease -> (endpoint, expires)
        self.peaks: dict[str, int] = {}
        self._cond: asyncio.Condition | None = None

    def _in_use(self, endpoint: str) -> int:
        now = time.monotonic()
        for lease, (ep, expires) in list(self.leases.items()):
            if expires is not None and expires < now:
                del self.leases[lease]
        return sum(1 for ep, _ in self.leases.values() if ep == endpoint)

    async def acquire(self, endpoint: str, limit: int, timeout: float | None) -> str | None:
        if self._cond is None:
            self._cond = asyncio.Condition()
        deadline = None if timeout is None else time.monotonic() + timeout
        async with self._cond:
            while self._in_use(endpoint) >= limit:
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    return None
                try:  # woken by a release, or at least every second to take back expired leases
                    await asyncio.wait_for(self._cond.wait(), timeout=min(1.0, left) if left is not None else 1.0)
                except asyncio.TimeoutError:
                    pass
            lease = uuid.uuid4().hex
            self.leases[lease] = (endpoint, None if deadline is None else deadline + LEASE_GRACE)
            self.peaks[endpoint] = max(self.peaks.get(endpoint, 0), self._in_use(endpoint))
            return lease

    async def release(self, lease: str) -> None:
        if self._cond is None:
            self._cond = asyncio.Condition()
        async with self._cond:
            self.leases.pop(lease, None)
            self._cond.notify_all()

    async def stats(self) -> dict[str, int]:
        return dict(self.peaks)


class ClusterInFlight:
    """earag.backends.http.InFlight's interface over the HostLimiter actor: the cap of one endpoint in an actor
    process, shared with every other actor of the run. A slot is taken and given back in the calling thread."""

    def __init__(self, limiter: Any, endpoint: str, limit: int):
        self.limiter, self.endpoint, self.limit = limiter, endpoint, int(limit)
        self.current = 0
        self.peak = 0
        self._held = threading.local()
        self._lock = threading.Lock()

    def acquire(self, timeout: float | None) -> bool:
        import ray  # lazy: ray costs 144 ms at import (measured, benchmarks/import_costs.py)

        lease = ray.get(self.limiter.acquire.remote(self.endpoint, self.limit, timeout))
        if lease is None:
            return False
        self._held.__dict__.setdefault("leases", []).append(lease)
        with self._lock:
            self.current += 1
            self.peak = max(self.peak, self.current)
        return True

    def release(self) -> None:
        import ray  # lazy: ray costs 144 ms at import (measured, benchmarks/import_costs.py)

        lease = self._held.__dict__.setdefault("leases", []).pop()
        with self._lock:
            self.current -= 1
        ray.get(self.limiter.release.remote(lease))


def judge_endpoints(settings: Any) -> list[str]:
    """The judge endpoints a run calls (backends.llm.hosts, else the one host / base_url), as caps key them."""
    llm = settings.backends.llm
    if llm.provider == "none":
        return []
    urls = list(llm.hosts) or [llm.base_url if llm.provider == "openai" else llm.host]
    return [endpoint_of(u) for u in urls]


# --- the two stages: read (driver's node) and score (actors anywhere) ------------------------------------------
def _read_rows(_batch: Any, dataset: Dataset | StreamedDataset, todo: Sequence[int]) -> Iterator[Any]:
    """The rows of `todo` (ascending row numbers), in blocks of ROWS_PER_BLOCK: each row pickled whole, so an actor
    scores exactly what the process pool would have."""
    # lazy: pyarrow costs 16 ms at import (measured, benchmarks/import_costs.py)
    import pyarrow as pa  # type: ignore[import-untyped,unused-ignore]

    wanted = set(todo)
    last = todo[-1] if todo else 0
    rows: list[int] = []
    blobs: list[bytes] = []
    for row in dataset.iter_rows():
        if row.row in wanted:
            rows.append(row.row)
            blobs.append(pickle.dumps(row, protocol=pickle.HIGHEST_PROTOCOL))
            if len(rows) == ROWS_PER_BLOCK:
                yield pa.table({"row": pa.array(rows, pa.int64()), "payload": pa.array(blobs, pa.binary())})
                rows, blobs = [], []
        if row.row >= last:
            break  # nothing wanted beyond (a StreamedDataset checks its length only when read to the end)
    if rows:
        yield pa.table({"row": pa.array(rows, pa.int64()), "payload": pa.array(blobs, pa.binary())})


class _Scorer:
    """One actor: one Evaluator built once; scores a block and writes each record to the run store. Ray Data calls
    `__del__` when the actor exits gracefully (the pool is done or the run stopped): the evaluator is closed then (its
    pools, the backends it built) and so is the store connection; an actor that is killed or crashes leaves that to
    the end of its process."""

    def __init__(self, settings: Any, offline: bool, metrics: list[str] | None, store_url: str, run_id: str,
                 threads: int, limiter: Any = None):
        import ray  # lazy: ray costs 144 ms at import (measured, benchmarks/import_costs.py)

        if limiter is not None and not offline:
            for endpoint in judge_endpoints(settings):  # before the judges are built: they take these caps
                share_in_flight(endpoint, ClusterInFlight(limiter, endpoint, settings.backends.llm.max_concurrency))
        self.evaluator = Evaluator(settings, offline=offline)
        self.store = open_store(store_url)
        self.run_id, self.metrics, self.threads = run_id, metrics, threads
        self.worker = f"{ray.get_runtime_context().get_node_id()[:8]}:{os.getpid()}"

    def __call__(self, batch: Any) -> Any:
        # lazy: pyarrow costs 16 ms at import (measured, benchmarks/import_costs.py)
        import pyarrow as pa  # type: ignore[import-untyped,unused-ignore]

        rows: list[DatasetRow] = [pickle.loads(b) for b in batch.column("payload").to_pylist()]
        failed: list[bool] = [False] * len(rows)
        samples = [r.sample for r in rows if r.sample is not None]  # the read stage hands on valid rows only
        results = self.evaluator.iter_evaluate(samples, workers=self.threads, processes=False, metrics=self.metrics)
        for i, result, error in results:
            self.store.put_record(self.run_id, result_record(rows[i], result, error))  # upsert by (run, row)
            failed[i] = error is not None
        return pa.table({"row": pa.array([r.row for r in rows], pa.int64()),
                         "id": pa.array([r.id for r in rows], pa.string()),
                         "failed": pa.array(failed, pa.bool_()),
                         "worker": pa.array([self.worker] * len(rows), pa.string())})

    def close(self) -> None:
        """Close the actor's evaluator and its store connection (a second call does nothing)."""
        evaluator, store = getattr(self, "evaluator", None), getattr(self, "store", None)  # (a failed __init__)
        if evaluator is not None:
            evaluator.close()
        if store is not None:
            store.close()

    def __del__(self) -> None:
        self.close()


# --- the driver --------------------------------------------------------------------------------------------------
class _Heartbeat:
    """Beats the run's heartbeat from the driver (its owner) every HEARTBEAT_EVERY seconds until stopped."""

    def __init__(self, store: RunStore, run_id: str, every: float = HEARTBEAT_EVERY):
        self.store, self.run_id, self.every = store, run_id, every
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._beat, name=f"earag-heartbeat-{run_id}", daemon=True)

    def _beat(self) -> None:
        while not self._stop.wait(self.every):
            try:
                self.store.beat(self.run_id)
            except Exception:  # a store that went away: the records tell; the next beat tries again
                log.warning("run %s: heartbeat not written", self.run_id, exc_info=True)

    def __enter__(self) -> _Heartbeat:
        self.store.beat(self.run_id)
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join(timeout=5)


def _plan(dataset: Dataset | StreamedDataset, store: RunStore, run_id: str, limit: int | None,
          rescore: str | None) -> tuple[BatchProgress, list[int]]:
    """As run_batch plans: invalid rows recorded once (by the driver), the rows to score this call."""
    done = store.row_status(run_id)
    finished = _finished(done, rescore)
    invalid = dataset.invalid_row_numbers()
    unrecorded = {n for n in invalid if n not in done}
    if unrecorded:
        for row in dataset.iter_rows():
            if row.row in unrecorded:
                store.put_record(run_id, result_record(row, None, None))
    valid = dataset.valid_row_numbers()
    todo = [n for n in valid if not finished(n)]
    skipped = len(valid) - len(todo)
    todo = todo if limit is None else todo[:max(0, limit)]
    progress = BatchProgress(total=len(todo), skipped=skipped, invalid=len(invalid), rows=dataset.row_count,
                             done_before=skipped + len(invalid))
    return progress, sorted(todo)


def _pipeline(cluster: RayCluster, dataset: Dataset | StreamedDataset, todo: list[int], evaluator: SampleEvaluator,
              store: RunStore, run_id: str, metrics: list[str] | None, workers: int | None, limiter: Any) -> Any:
    """The Ray Data plan: read on the driver's node, score in an actor pool, small replies back."""
    ray = cluster.ray
    # lazy: ray.data costs 462 ms at import (measured, benchmarks/import_costs.py)
    from ray.data import ActorPoolStrategy

    opts = cluster.options
    settings = evaluator.settings
    actors = max(1, workers or opts.actors or int(cluster.cpus()) or 1)
    threads = opts.threads or (1 if evaluator.offline else settings.evaluation.performance.parallel_workers)
    here = f"node:{ray.util.get_node_ip_address()}"  # the read task runs where the file is: the driver's machine
    source = ray.data.from_items([{"part": 0}])
    rows = source.map_batches(_read_rows, batch_size=1, batch_format="pyarrow", num_cpus=READ_CPUS,
                              fn_kwargs={"dataset": dataset, "todo": todo}, resources={here: 0.001})
    # Ray Data's actor pools restart a lost actor and retry its block (max_restarts and max_task_retries -1):
    # the rows of that block are scored again and upserted, one record per row
    return rows.map_batches(
        _Scorer, batch_size=ROWS_PER_BLOCK, batch_format="pyarrow", num_cpus=opts.actor_cpus,
        compute=ActorPoolStrategy(size=actors, max_tasks_in_flight_per_actor=IN_FLIGHT_PER_ACTOR),
        fn_constructor_args=(settings, bool(evaluator.offline), metrics, store.url, run_id, max(1, threads), limiter))


def run_batch_ray(
    evaluator: SampleEvaluator,
    dataset: Dataset | StreamedDataset,
    store: RunStore,
    run_id: str,
    *,
    cluster: RayCluster,
    workers: int | None = None,
    limit: int | None = None,
    on_progress: Callable[[BatchProgress], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
    metrics: Sequence[str] | str | None = None,
    on_start: Callable[[BatchProgress], None] | None = None,
    rescore: str | None = None,
    stats: RayRunStats | None = None,
) -> BatchProgress:
    """run_batch on the cluster of `cluster` (entered): the same arguments, plan, records and progress. The
    caller claims and releases the run; this process stays its owner and beats its heartbeat throughout."""
    selected = evaluator.plan_metrics(metrics) if metrics else []
    cluster.check_store(store)
    progress, todo = _plan(dataset, store, run_id, limit, rescore)
    if on_start is not None:
        on_start(progress)
    if not todo:
        return progress
    stats = stats if stats is not None else RayRunStats()
    stats.nodes = len(cluster.cpu_nodes())
    # where the run was scored, for people reading it later (not part of its settings: a resume may go elsewhere)
    store.update_meta(run_id, engine={"name": "ray", "nodes": stats.nodes, "cpus": cluster.cpus()})
    ray = cluster.ray
    limiter = None
    if not evaluator.offline and judge_endpoints(evaluator.settings):
        limiter = ray.remote(num_cpus=0)(_HostLimiter).remote()
    started = time.perf_counter()
    with _Heartbeat(store, run_id):
        batches = _pipeline(cluster, dataset, todo, evaluator, store, run_id, selected or None, workers,
                            limiter).iter_batches(batch_size=None, batch_format="pyarrow")
        try:
            _follow(batches, progress, started, stats, on_progress, should_stop)
        finally:
            close = getattr(batches, "close", None)
            if close is not None:
                close()  # stops the streaming execution: the actors go, their rows not yet written are not
    if limiter is not None:
        stats.host_peaks = ray.get(limiter.stats.remote())
        ray.kill(limiter)
    return progress


def _follow(batches: Iterator[Any], progress: BatchProgress, started: float, stats: RayRunStats,
            on_progress: Callable[[BatchProgress], None] | None, should_stop: Callable[[], bool] | None) -> None:
    """Progress from the actors' replies, row by row; a retried block's rows (already counted) are not again."""
    seen: set[int] = set()
    for batch in batches:
        if not stats.startup_seconds:
            stats.startup_seconds = time.perf_counter() - started
        for row, sample_id, failed, worker in zip(*(batch.column(c).to_pylist()
                                                     for c in ("row", "id", "failed", "worker"))):
            stats.workers[worker] = stats.workers.get(worker, 0) + 1
            if row in seen:
                continue
            seen.add(row)
            progress.done += 1
            progress.errors += bool(failed)
            progress.elapsed = time.perf_counter() - started
            progress.last_id = sample_id
            if on_progress is not None:
                on_progress(progress)
            if should_stop is not None and should_stop():
                progress.cancelled = True
                return

