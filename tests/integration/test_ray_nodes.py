"""`--engine ray` over two simulated nodes (ray.cluster_utils.Cluster on 127.0.0.1, owned by this module): an SQLite
run store is refused with a clear message (actors on another node could not write it), a PostgreSQL store takes
the records of actors on both nodes — the same records as the process pool, one per row (issue 23)."""
from __future__ import annotations

import os

os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")  # read when ray is imported: bind to 127.0.0.1

import pytest  # noqa: E402
import ray  # noqa: E402
from ray.cluster_utils import Cluster  # noqa: E402

from earag.errors import InputError  # noqa: E402
from earag.runs.ray_engine import RayCluster, RayOptions, RayRunStats, run_batch_ray  # noqa: E402
from earag.runs.store import open_store  # noqa: E402
from tests.integration.test_ray_engine import (  # noqa: E402
    offline_settings,
    one_run,
    pool_records,
    same_fields,
    write_input,
)
from tests.support.postgres import PostgresServer, pg_bindir  # noqa: E402

# one CPU per node, actors of 0.6 CPU: one actor and the read task (0.25) fit a node, a second actor does not, so
# the pool of two has one actor on each node
ACTOR_CPUS = 0.6


@pytest.fixture(scope="module")
def postgres():
    if pg_bindir() is None:
        pytest.skip("PostgreSQL binaries not installed (scripts/test.sh installs them)")
    server = PostgresServer().start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def nodes():
    cluster = Cluster(initialize_head=True, head_node_args={"num_cpus": 1, "include_dashboard": False})
    cluster.add_node(num_cpus=1)
    cluster.wait_for_nodes()
    ray.init(address=cluster.address, log_to_driver=False)
    try:
        with RayCluster(RayOptions(address=cluster.address, actor_cpus=ACTOR_CPUS)) as c:
            yield c
    finally:
        ray.shutdown()
        cluster.shutdown()


def test_sqlite_is_refused_across_nodes(nodes, tmp_path):
    data = write_input(tmp_path / "in.jsonl", invalid=False)
    store = open_store(tmp_path / "runs.sqlite3")
    dataset, evaluator, run = one_run(store, data, offline_settings())
    assert len(nodes.cpu_nodes()) == 2
    with pytest.raises(InputError, match="2 nodes with CPUs.*SQLite run store.*PostgreSQL") as refused:
        run_batch_ray(evaluator, dataset, store, run.id, cluster=nodes)
    assert refused.value.field == "db"
    assert store.count_records(run.id) == 0  # refused before anything was written


def test_postgresql_takes_the_records_of_actors_on_both_nodes(nodes, postgres, tmp_path):
    data = write_input(tmp_path / "in.jsonl")
    settings = offline_settings()
    theirs = pool_records(data, settings)  # the process pool's records, scored once for both Ray modules

    store = open_store(postgres.create_database(f"ray{os.getpid()}"))
    dataset, evaluator, run = one_run(store, data, settings)
    stats = RayRunStats()
    progress = run_batch_ray(evaluator, dataset, store, run.id, cluster=nodes, stats=stats)
    info = store.finish_run(run.id)
    assert progress.done == 52 and info.status == "finished" and store.count_records(run.id) == 53
    # the cluster has two nodes; which actors take the rows is Ray's scheduling (on a quiet machine the first
    # actor may take them all), so every scored row must come from the pool's actors, on one node or both
    assert stats.nodes == 2 and sum(stats.workers.values()) == 52, stats
    ours = store.records(run.id)
    assert [same_fields(r) for r in ours] == [same_fields(r) for r in theirs]
