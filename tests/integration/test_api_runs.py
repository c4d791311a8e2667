"""Batch runs through the API on a real server: JSON rows or an uploaded file become a run in the run store (the
one batch runner), followed to completion with GET /api/runs/{id}, its records streamed as NDJSON; and the
`python -m earag.api` command line (what `earag serve` runs) with its request-id log line."""
from __future__ import annotations

import json
import time
from pathlib import Path

import httpx
import pytest

from earag.api import create_app
from earag.api.settings import ApiSettings
from earag.config import Settings
from earag.runs.inputs import load_dataset
from earag.runs.store import open_store
from tests.support.api_server import ApiProcess, ApiServer

ROOT = Path(__file__).resolve().parents[2]
SMALL = ROOT / "data" / "samples" / "policy_qa_small.jsonl"
ROWS = [
    {"id": "r1", "question": "企业注册资本要求", "answer": "注册资本最低100万元。",
     "contexts": ["有限责任公司注册资本实行认缴制，一般不再规定最低注册资本。"]},
    {"id": "r2", "question": "", "answer": "没有问题的答案"},  # invalid: recorded with its field, not evaluated
    {"id": "r3", "question": "退休以后可以提取住房公积金吗？", "answer": "职工退休的，可以提取住房公积金账户余额。",
     "contexts": ["职工有下列情形之一的，可以提取职工住房公积金账户内的存储余额：离休、退休的。"]},
]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    store = open_store(tmp_path_factory.mktemp("runs") / "runs.sqlite3")
    settings = Settings().with_overrides(**{"backends.cache.enabled": False})
    with ApiServer(create_app(settings, store, api=ApiSettings(max_batch_rows=100), offline=True, environ={})) as srv:
        yield srv


def wait_finished(client: httpx.Client, run_id: str) -> dict:
    deadline = time.monotonic() + 120  # "no hang", not a speed assertion
    while time.monotonic() < deadline:
        info = client.get(f"/api/runs/{run_id}").json()
        if info["status"] != "running":
            return info
        time.sleep(0.05)
    raise AssertionError(f"run {run_id} still running: {info}")


def ndjson(client: httpx.Client, run_id: str) -> list[dict]:
    with client.stream("GET", f"/api/runs/{run_id}/records") as r:
        assert r.status_code == 200
        assert r.headers["content-type"].startswith("application/x-ndjson")
        return [json.loads(line) for line in r.iter_lines() if line.strip()]


def test_json_rows_run_to_completion_with_ndjson_records(server):
    with httpx.Client(base_url=server.url, timeout=60) as c:
        r = c.post("/api/evaluate/batch", json={"rows": ROWS, "name": "three rows"})
        assert r.status_code == 202, r.text
        started = r.json()
        assert started["status"] == "running" and started["total_rows"] == 3 and started["invalid_rows"] == 1
        assert started["errors"][0]["row"] == 2 and started["errors"][0]["field"] == "question"
        assert started["links"]["records"] == f"/api/runs/{started['run_id']}/records"
        info = wait_finished(c, started["run_id"])
        assert info["status"] == "finished" and info["name"] == "three rows"
        assert info["progress"] == {"done": 3, "total": 3, "fraction": 1.0}
        assert info["counts"]["scored"] == 2 and info["counts"]["errors"] == 1
        assert info["meta"]["origin"] == "api" and info["meta"]["offline"] is True
        summary = info["summary"]
        assert summary["complete"] is True and summary["dimensions"]["overall"]["n"] == 2
        records = ndjson(c, started["run_id"])
        assert [rec["row"] for rec in records] == [1, 2, 3] and [rec["id"] for rec in records] == ["r1", "r2", "r3"]
        assert records[1]["earag_evaluation"] is None and records[1]["error"]["field"] == "question"
        for rec in (records[0], records[2]):
            assert rec["error"] is None and rec["earag_evaluation"]["quality_level"] in ("优秀", "良好", "一般", "较差")
        assert abs(summary["dimensions"]["overall"]["mean"] - sum(
            rec["earag_evaluation"]["overall_score"] for rec in (records[0], records[2])) / 2) < 1e-9


def test_uploaded_file_runs_into_the_store(server):
    with httpx.Client(base_url=server.url, timeout=60) as c:
        r = c.post("/api/evaluate/batch", files={"file": (SMALL.name, SMALL.read_bytes(), "application/jsonl")},
                   data={"name": "small upload", "metrics": "f1"})
        assert r.status_code == 202, r.text
        run_id = r.json()["run_id"]
        info = wait_finished(c, run_id)
        rows = len(load_dataset(SMALL).rows)
        assert info["status"] == "finished" and info["total_rows"] == rows and info["progress"]["done"] == rows
        assert info["meta"]["metrics"] == ["f1"]
        records = ndjson(c, run_id)
        assert len(records) == rows and [rec["row"] for rec in records] == list(range(1, rows + 1))
        assert all("f1" in (rec["earag_evaluation"] or {}).get("metrics", {}) for rec in records
                   if rec["earag_evaluation"])


def test_bad_batches_are_400_with_the_field(server):
    with httpx.Client(base_url=server.url, timeout=60) as c:
        for body, field in (({"rows": []}, "rows"), ({"rows": ROWS, "metrics": ["nope"]}, "metrics"),
                            ({"rows": "x"}, "rows"), ({"rows": [{"answer": "a"}]}, "question")):
            r = c.post("/api/evaluate/batch", json=body)
            assert r.status_code == 400, (body, r.text)
            assert r.json()["error"] == "ValidationError" and r.json()["field"] == field, r.text
        assert c.post("/api/evaluate/batch", files={"other": ("x.csv", b"a,b\n1,2\n")}).json()["field"] == "file"
        assert c.post("/api/evaluate/batch", files={"file": ("x.json", b"{broken")}).json()["field"] == "file"
        too_many = c.post("/api/evaluate/batch", json={"rows": ROWS[:1] * 101})
        assert too_many.status_code == 400 and too_many.json()["field"] == "rows"
        assert c.post("/api/evaluate/batch", content=b"question,answer", headers={"content-type": "text/csv"}
                      ).json()["field"] == "body"


def test_command_line_serves_and_logs_the_request_id(tmp_path):
    env = {"EARAG_OFFLINE": "1", "EARAG_DB_URL": f"sqlite:///{tmp_path / 'runs.sqlite3'}", "EARAG_API_KEY": ""}
    with ApiProcess(env=env) as proc:
        r = httpx.post(proc.url + "/api/ask/evaluated", json={"question": "华侨经济文化合作试验区的税收优惠政策有哪些？",
                                                             "use_graph": True, "session_id": "demo_session_001"},
                       timeout=60)
        assert r.status_code == 200 and r.json()["quality_level"]
        started = httpx.post(proc.url + "/api/evaluate/batch", json={"rows": ROWS}, timeout=60).json()
        with httpx.Client(base_url=proc.url, timeout=60) as c:
            assert wait_finished(c, started["run_id"])["status"] == "finished"
        rid = r.headers["x-request-id"]
        deadline = time.monotonic() + 10
        while rid not in proc.log() and time.monotonic() < deadline:
            time.sleep(0.05)
        line = next(line for line in proc.log().splitlines() if rid in line)
        assert "POST /api/ask/evaluated 200" in line
    # the run is in the store the server was given, for any other process (CLI, dashboard, another worker)
    assert open_store(tmp_path / "runs.sqlite3").get_run(started["run_id"]).status == "finished"


def test_serve_parser_for_the_earag_command():
    import argparse

    from earag.api.cli import add_parser, cmd_serve

    parser = argparse.ArgumentParser(prog="earag")
    add_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["serve", "--host", "0.0.0.0", "--port", "5001", "--workers", "2", "--offline"])
    assert (args.host, args.port, args.workers, args.offline, args.func) == ("0.0.0.0", 5001, 2, True, cmd_serve)
    defaults = parser.parse_args(["serve"])
    assert (defaults.host, defaults.port, defaults.workers) == (None, None, None)  # then api.host/port/workers
