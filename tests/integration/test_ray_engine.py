"""`--engine ray` (issue 23) on a one-machine Ray cluster this module owns (ray.init / ray.shutdown, its servers on
127.0.0.1; never `ray stop`, which would end every Ray process of the machine): the same records as the process
pool, one record per row when an actor is killed mid-run, Ctrl-C then --resume scoring only the missing rows, and
the judge-host cap held across actors (a scripted Ollama server counts the requests it answers at once)."""
from __future__ import annotations

import os

os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")  # read when ray is imported: bind to 127.0.0.1

import copy  # noqa: E402
import json  # noqa: E402
import re  # noqa: E402
import signal  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import httpx  # noqa: E402
import pytest  # noqa: E402
import ray  # noqa: E402

from earag.api import create_app  # noqa: E402
from earag.api.settings import ApiSettings  # noqa: E402
from earag.backends.llm.breaker import reset_breakers  # noqa: E402
from earag.config import load_settings  # noqa: E402
from earag.evaluator import Evaluator  # noqa: E402
from earag.runs.ray_engine import RayCluster, RayOptions, RayRunStats, run_batch_ray  # noqa: E402
from earag.runs.runner import prepare_run, run_batch  # noqa: E402
from earag.runs.store import open_store  # noqa: E402
from earag.runs.stream import open_dataset  # noqa: E402
from earag.urls import endpoint_of  # noqa: E402
from tests.integration.test_api_runs import ROWS, ndjson, wait_finished  # noqa: E402
from tests.support.api_server import ApiServer  # noqa: E402
from tests.support.ollama_stub import OllamaStub  # noqa: E402
from tests.support.runs import ctrl_c_reaches_children, wait_for_records  # noqa: E402
from tests.support.scenarios import MODEL, route  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
POLICY = ROOT / "data" / "samples" / "policy_qa.jsonl"
OFFLINE_ENV = {"EARAG_CACHE_ENABLED": "false", "EARAG_EMBEDDING_PROVIDER": "char-ngram"}


@pytest.fixture(scope="module")
def cluster():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        with RayCluster(RayOptions()) as c:  # joins the module's cluster: not its owner, does not shut it down
            yield c
    finally:
        ray.shutdown()


def write_input(path: Path, copies: int = 1, invalid: bool = True) -> Path:
    """policy_qa.jsonl (52 rows) `copies` times with new ids, and one row without an answer (invalid)."""
    rows = []
    for c in range(copies):
        for line in POLICY.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            row["id"] = f"{row['id']}-{c}"
            rows.append(row)
    if invalid:
        rows.insert(3, {"id": "bad", "question": "没有答案的问题？"})
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    return path


def offline_settings():
    return load_settings(environ=OFFLINE_ENV)


def same_fields(record: dict) -> dict:
    """A record without its wall-clock time (the only field two runs of the same row may differ in)."""
    def strip(value):
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items() if k != "processing_time"}
        if isinstance(value, list):
            return [strip(v) for v in value]
        return value
    return strip(record)


def one_run(store, path: Path, settings, *, offline: bool = True):
    dataset = open_dataset(path)
    evaluator = Evaluator(settings, offline=offline)
    run, _ = prepare_run(store, dataset, name=path.name, evaluator=evaluator, offline=offline)
    return dataset, evaluator, run


_POOL_RECORDS: dict[tuple[bytes, str], list[dict]] = {}


def pool_records(data: Path, settings) -> list[dict]:
    """The records of the process pool (two worker processes) for `data`, scored once per test process: this module
    and test_ray_nodes (the same xdist group, so the same process) compare their Ray runs with the same reference."""
    key = (data.read_bytes(), json.dumps(settings.model_dump(mode="json"), sort_keys=True))
    if key not in _POOL_RECORDS:
        with tempfile.TemporaryDirectory(prefix="earag-pool-") as tmp:
            pool_store = open_store(Path(tmp) / "pool.sqlite3")
            try:
                dataset, evaluator, pool_run = one_run(pool_store, data, settings)
                run_batch(evaluator, dataset, pool_store, pool_run.id, workers=2)  # offline: two worker processes
                assert pool_store.finish_run(pool_run.id).status == "finished"
                _POOL_RECORDS[key] = pool_store.records(pool_run.id)
            finally:
                pool_store.close()
    return copy.deepcopy(_POOL_RECORDS[key])


def test_the_same_records_as_the_process_pool(cluster, tmp_path):
    data = write_input(tmp_path / "in.jsonl")
    settings = offline_settings()
    theirs = pool_records(data, settings)  # 53 rows

    store = open_store(tmp_path / "ray.sqlite3")
    dataset, evaluator, run = one_run(store, data, settings)
    stats = RayRunStats()
    progress = run_batch_ray(evaluator, dataset, store, run.id, cluster=cluster, stats=stats)
    info = store.finish_run(run.id)
    assert info.status == "finished" and progress.done == 52 and progress.invalid == 1
    assert store.count_records(run.id) == 53 == info.total_rows
    ours = store.records(run.id)
    assert [r["row"] for r in ours] == list(range(1, 54))
    assert [same_fields(r) for r in ours] == [same_fields(r) for r in theirs]  # scores, spans, provenance
    assert ours[3]["error"]["field"] == "answer" and ours[3]["earag_evaluation"] is None
    # every scored row came from an actor of the pool (which of the two takes how many is Ray's scheduling: on a
    # quiet machine one actor may take them all)
    assert 1 <= len(stats.workers) <= 2 and sum(stats.workers.values()) == 52, stats.workers
    # the driver owns the run and beat its heartbeat; the actors' writes did not take it over
    assert info.owner is None and store.get_run(run.id).status == "finished"


def test_an_actor_killed_mid_run_still_gives_one_record_per_row(cluster, tmp_path):
    data = write_input(tmp_path / "in.jsonl", invalid=False)
    store = open_store(tmp_path / "runs.sqlite3")
    dataset, evaluator, run = one_run(store, data, offline_settings())
    stats = RayRunStats()
    killed: list[int] = []

    def kill_one(progress):
        if not killed and progress.done >= 2:  # an actor that has scored rows: SIGKILL its process
            pid = int(next(iter(stats.workers)).rsplit(":", 1)[1])
            os.kill(pid, signal.SIGKILL)
            killed.append(pid)

    progress = run_batch_ray(evaluator, dataset, store, run.id, cluster=cluster, stats=stats, on_progress=kill_one)
    info = store.finish_run(run.id)
    assert killed, "no actor was killed"
    assert progress.done == 52 and info.status == "finished"
    records = store.records(run.id)
    assert [r["row"] for r in records] == list(range(1, 53))  # one per row: none lost, none twice
    assert all(r["earag_evaluation"] is not None for r in records)
    # the rows after the kill were scored by a restarted actor or the other one
    assert any(int(w.rsplit(":", 1)[1]) != killed[0] for w in stats.workers), stats.workers


class Counting:
    """A router that holds each judge request and records how many were being answered at once."""

    def __init__(self, hold: float = 0.15):
        self.hold, self.now, self.peak, self.total = hold, 0, 0, 0
        self._lock = threading.Lock()

    def __call__(self, request):
        with self._lock:
            self.now += 1
            self.total += 1
            self.peak = max(self.peak, self.now)
        try:
            time.sleep(self.hold)
            return route(request)
        finally:
            with self._lock:
                self.now -= 1


def test_the_judge_host_cap_holds_across_actors(cluster, tmp_path):
    reset_breakers()
    counter = Counting()
    rows = [json.loads(line) for line in POLICY.read_text(encoding="utf-8").splitlines()[:8]]
    data = tmp_path / "in.jsonl"
    data.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), encoding="utf-8")
    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(counter)
        settings = load_settings(environ={**OFFLINE_ENV, "OLLAMA_HOST": stub.url, "EARAG_LLM_MODEL": MODEL})\
            .with_overrides(**{"backends.llm.max_concurrency": 1, "evaluation.performance.parallel_workers": 2,
                               "evaluation.performance.timeout_seconds": 60, "backends.llm.timeout_seconds": 60})
        store = open_store(tmp_path / "runs.sqlite3")
        dataset, evaluator, run = one_run(store, data, settings, offline=False)
        stats = RayRunStats()
        # 2 actors × 2 samples at once could put 4 requests in flight (one combined judge call each); one cap for
        # the cluster
        progress = run_batch_ray(evaluator, dataset, store, run.id, cluster=cluster, stats=stats)
        store.finish_run(run.id)
    reset_breakers()
    assert progress.done == 8 and len(stats.workers) == 2, stats.workers
    assert counter.total >= 8
    assert counter.peak == 1, counter.peak
    assert stats.host_peaks == {endpoint_of(stub.url): 1}
    for record in store.records(run.id):  # waiting for a slot is not a failure: the judge scored every row
        ev = record["earag_evaluation"]
        assert ev["backends"]["llm"] == f"ollama:{MODEL}"
        assert ev["provenance"]["faithfulness"]["status"] == "ok"


def _records_by_row(store, run_id: str) -> dict[int, str]:
    return {r["row"]: json.dumps(r, ensure_ascii=False, sort_keys=True) for r in store.records(run_id)}


def _settled(store, run_id: str, limit: float = 60.0) -> dict[int, str]:
    """The run's records once no more arrive (the actors of a stopped driver end shortly after it)."""
    before, deadline = _records_by_row(store, run_id), time.monotonic() + limit
    while time.monotonic() < deadline:
        time.sleep(2.0)
        now = _records_by_row(store, run_id)
        if now == before:
            return now
        before = now
    return before


def test_ctrl_c_then_resume_scores_only_the_missing_rows(cluster, tmp_path):
    data = write_input(tmp_path / "in.jsonl", invalid=False)  # 52 rows
    db = tmp_path / "runs.sqlite3"
    env = {**os.environ, **OFFLINE_ENV, "PYTHONPATH": str(ROOT)}
    args = [sys.executable, "-m", "earag", "evaluate", str(data), "--offline", "--engine", "ray", "--ray-address",
            ray.get_runtime_context().gcs_address, "--db", f"sqlite:///{db}", "-o", str(tmp_path / "out.jsonl")]
    with ctrl_c_reaches_children():
        cli = subprocess.Popen(args, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    store = open_store(db)
    wait_for_records(store, cli, 3, timeout=240, poll=0.2)
    assert cli.poll() is None, cli.communicate()
    cli.send_signal(signal.SIGINT)  # Ctrl-C
    _, err = cli.communicate(timeout=120)
    assert cli.returncode == 130, err
    run_id = store.list_runs()[0].id
    assert f"--resume {run_id}" in err
    before = _settled(store, run_id)
    assert 3 <= len(before) < 52, len(before)
    assert store.get_run(run_id).status == "interrupted"  # Ctrl-C: the run lifecycle leaves it resumable
    assert store.get_run(run_id).meta["engine"]["name"] == "ray"

    resumed = subprocess.run([*args, "--resume"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=280)
    assert resumed.returncode == 0, resumed.stderr
    assert f"run {run_id} (resumed)" in resumed.stderr
    planned = re.search(r"(\d+)/(\d+)", resumed.stderr.split("engine: ray", 1)[1])
    assert planned and int(planned.group(2)) == 52 - len(before)  # only the missing rows were handed out
    after = _records_by_row(store, run_id)
    assert sorted(after) == list(range(1, 53))
    assert {row: after[row] for row in before} == before  # the rows scored before the Ctrl-C were not scored again
    out = [json.loads(line) for line in (tmp_path / "out.jsonl").read_text(encoding="utf-8").splitlines()]
    assert [r["row"] for r in out] == list(range(1, 53))


def test_the_batch_api_runs_on_ray_when_configured(cluster, tmp_path):
    """evaluation.performance.engine: ray — POST /api/evaluate/batch scores on the cluster, the same run as ever."""
    settings = offline_settings().with_overrides(**{"evaluation.performance.engine": "ray"})
    store = open_store(tmp_path / "runs.sqlite3")
    app = create_app(settings, store, api=ApiSettings(max_batch_rows=100), offline=True, environ={})
    with ApiServer(app) as server, httpx.Client(base_url=server.url, timeout=60) as client:
        started = client.post("/api/evaluate/batch", json={"rows": ROWS, "name": "on ray"})
        assert started.status_code == 202, started.text
        run_id = started.json()["run_id"]
        info = wait_finished(client, run_id)
        records = ndjson(client, run_id)
    assert info["status"] == "finished" and info["progress"]["done"] == 3
    assert info["meta"]["engine"] == {"name": "ray", "nodes": 1, "cpus": 2.0}
    assert [r["row"] for r in records] == [1, 2, 3] and records[1]["error"]["field"] == "question"
    assert records[0]["earag_evaluation"]["backends"]["llm"] == "offline"


def test_the_driver_beats_the_heartbeat_of_the_run_it_owns(tmp_path):
    """Records written by the actors never move the heartbeat (they are not the owner): the driver's beat does."""
    import sqlite3

    from earag.runs.ray_engine import _Heartbeat

    store = open_store(tmp_path / "runs.sqlite3")
    run = store.create_run(name="x", dataset_fp="d", settings_fp="s", total_rows=1)

    def heartbeat() -> float:
        with sqlite3.connect(tmp_path / "runs.sqlite3") as db:
            return db.execute("SELECT heartbeat FROM earag_runs WHERE id = ?", (run.id,)).fetchone()[0]

    with sqlite3.connect(tmp_path / "runs.sqlite3") as db:
        db.execute("UPDATE earag_runs SET heartbeat = 1.0 WHERE id = ?", (run.id,))
    with _Heartbeat(store, run.id, every=0.05):
        first = heartbeat()
        assert first > 1.0  # beaten at the start
        deadline = time.monotonic() + 30
        while heartbeat() == first and time.monotonic() < deadline:
            time.sleep(0.05)
        assert heartbeat() > first  # and again while the run goes on
    store.finish_run(run.id)


def test_an_actor_s_scorer_closes_its_evaluator_when_ray_lets_it_go(cluster, tmp_path):
    """Ray Data deletes an actor's UDF when the actor exits gracefully (its `__del__`): the scorer's evaluator is
    closed then, and a closed evaluator refuses further work instead of reopening pools. Built here on the driver
    (a real local cluster gives it its node id), as an actor builds it."""
    import gc

    from earag.errors import EvaluatorClosed
    from earag.runs.ray_engine import _read_rows, _Scorer

    data = write_input(tmp_path / "in.jsonl", invalid=False)
    store = open_store(tmp_path / "ray.sqlite3")
    dataset, evaluator, run = one_run(store, data, offline_settings())
    scorer = _Scorer(evaluator.settings, True, None, store.url, run.id, 1)
    block = next(iter(_read_rows(None, dataset, [1, 2])))
    assert scorer(block).column("failed").to_pylist() == [False, False]
    assert store.count_records(run.id) == 2
    scored_with = scorer.evaluator
    del scorer
    gc.collect()
    assert scored_with.closed
    with pytest.raises(EvaluatorClosed):
        scored_with.evaluate(dataset_row_sample(dataset))
    store.close()


def dataset_row_sample(dataset):
    return next(r.sample for r in dataset.iter_rows() if r.sample is not None)
