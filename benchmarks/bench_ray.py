"""`earag evaluate --engine ray` against the process pool (issue 23): rows per second and start-up overhead, on one
machine and on two simulated nodes.

Run: .venv/bin/python benchmarks/bench_ray.py [N] [--json]      (default N: 200 rows)

Every case is the CLI as a user starts it, offline, on the same N distinct rows (bench_runs.distinct_row), into a
fresh run store, in its own process:
- pool:        `earag evaluate DATA --offline --workers 2` (two worker processes), SQLite store;
- ray 1 node:  `--engine ray --workers 2`: the CLI starts a one-machine Ray cluster of its own (2 CPUs), SQLite;
- ray 2 nodes: `--engine ray --workers 2 --ray-address ADDR` on a ray.cluster_utils.Cluster of two simulated
  nodes (1 CPU each, started by this benchmark, not timed), PostgreSQL store (SQLite is refused across nodes);
  the pool on the same PostgreSQL store is measured too, as its control.
Printed per case: whether its records equal the pool's (scores, spans, provenance; all but the wall-clock time),
wall time; start-up = launch until the first record is in the store (imports, cluster start,
actors building their evaluators); rows/s after start-up = (N - 1) / (wall - start-up); rows/s overall = N / wall.
Both "nodes" are processes of this one machine: the two-node figures show Ray's overhead, not a speed-up.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.bench_runs import write_dataset  # noqa: E402
from earag.runs.store import open_store  # noqa: E402

LOCAL_ONLY = {"RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER": "0"}  # every Ray server of the benchmark on 127.0.0.1


def measure(name: str, data: Path, db: str, extra: list[str], n: int) -> dict:
    """One CLI run: wall time and the time to its first record (the store polled every 0.1 s)."""
    env = {**os.environ, **LOCAL_ONLY, "PYTHONPATH": str(ROOT), "EARAG_CACHE_ENABLED": "false",
           "EARAG_EMBEDDING_PROVIDER": "char-ngram", "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"}
    args = [sys.executable, "-m", "earag", "evaluate", str(data), "--offline", "--workers", "2", "--db", db, *extra]
    started = time.perf_counter()
    cli = subprocess.Popen(args, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    first = None
    store = None
    while cli.poll() is None:
        time.sleep(0.1)
        if first is None:
            try:
                store = store or open_store(db)
                runs = store.list_runs(limit=1, counts=False)
                if runs and store.count_records(runs[0].id):
                    first = time.perf_counter() - started
            except Exception:  # the store is being created by the CLI
                pass
    wall = time.perf_counter() - started
    err = cli.stderr.read() if cli.stderr else ""
    if cli.returncode != 0:
        raise SystemExit(f"{name} failed ({cli.returncode}):\n{err[-2000:]}")
    store = store or open_store(db)
    run = store.list_runs(limit=1)[0]
    assert run.counts["records"] == n, (name, run.counts)
    first = first if first is not None else wall
    return {"case": name, "rows": n, "wall_s": round(wall, 2), "startup_s": round(first, 2),
            "rows_per_s_after_startup": round((n - 1) / max(1e-9, wall - first), 2),
            "rows_per_s": round(n / wall, 2), "records": scores(store, run.id)}


def scores(store, run_id: str) -> list:
    """The run's records without their wall-clock time: what must be the same whichever engine scored them."""
    def strip(value):
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items() if k != "processing_time"}
        if isinstance(value, list):
            return [strip(v) for v in value]
        return value
    return [strip(r) for r in store.iter_records(run_id)]


def same_as_pool(results: list[dict]) -> None:
    """Each case's records next to the first case's (the process pool): the same scores, spans and provenance."""
    reference = results[0]["records"]
    for r in results:
        r["same_records_as_pool"] = r.pop("records") == reference


def two_nodes(data: Path, n: int, tmp: Path) -> list[dict]:
    os.environ.update(LOCAL_ONLY)
    import ray
    from ray.cluster_utils import Cluster

    from tests.support.postgres import PostgresServer, pg_bindir

    if pg_bindir() is None:
        print("note: PostgreSQL is not installed; the two-node case (which needs it) is left out", file=sys.stderr)
        return []
    pg = PostgresServer().start()
    cluster = Cluster(initialize_head=True, head_node_args={"num_cpus": 1, "include_dashboard": False})
    try:
        cluster.add_node(num_cpus=1)
        cluster.wait_for_nodes()
        out = [measure("pool, PostgreSQL", data, pg.create_database("pool"), [], n)]
        out.append(measure("ray 2 nodes, PostgreSQL", data, pg.create_database("ray2"),
                           ["--engine", "ray", "--ray-address", cluster.address], n))
        return out
    finally:
        ray.shutdown()
        cluster.shutdown()
        pg.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rows", nargs="?", type=int, default=200)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--no-nodes", action="store_true", help="leave out the two-node case")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="earag-bench-ray-") as tmp_name:
        tmp = Path(tmp_name)
        data = tmp / "in.jsonl"
        write_dataset(data, args.rows)
        results = [measure("pool, SQLite", data, f"sqlite:///{tmp / 'pool.sqlite3'}", [], args.rows),
                   measure("ray 1 node, SQLite", data, f"sqlite:///{tmp / 'ray.sqlite3'}", ["--engine", "ray"],
                           args.rows)]
        if not args.no_nodes:
            results += two_nodes(data, args.rows, tmp)
    same_as_pool(results)
    if args.json:
        print(json.dumps(results, indent=2))
        return
    print(f"{'case':<26}{'rows':>6}{'wall s':>9}{'start-up s':>12}{'rows/s after':>14}{'rows/s':>9}  same records")
    for r in results:
        print(f"{r['case']:<26}{r['rows']:>6}{r['wall_s']:>9.2f}{r['startup_s']:>12.2f}"
              f"{r['rows_per_s_after_startup']:>14.2f}{r['rows_per_s']:>9.2f}  "
              f"{'yes' if r['same_records_as_pool'] else 'NO'}")


if __name__ == "__main__":
    main()
