"""Kill -9 at random moments of a CLI run (the scripted Ollama judging every row) and of an export, then resume:
no row lost, none duplicated, every export whole. Two runs into one output at once: the second is refused."""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from earag.runs.store import open_store
from tests.support.ollama_stub import OllamaStub, Reply
from tests.support.scenarios import MODEL, route

ROOT = Path(__file__).resolve().parents[2]
SMALL = ROOT / "data" / "samples" / "policy_qa_small.jsonl"


def _input(tmp_path: Path, copies: int = 5) -> tuple[Path, int]:
    """The small sample set repeated (with new ids; one row duplicated on purpose) — 8 × copies + 1 rows."""
    lines = SMALL.read_text(encoding="utf-8").splitlines()
    rows = []
    for c in range(copies):
        for line in lines:
            row = json.loads(line)
            row["id"] = f"{row.get('id', 'r')}-{c}"
            rows.append(row)
    rows.append(dict(rows[0]))  # a duplicate row: it must give its own record
    path = tmp_path / "in.jsonl"
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), encoding="utf-8")
    return path, len(rows)


def _env(tmp_path: Path, stub: OllamaStub) -> dict[str, str]:
    return {**os.environ, "OLLAMA_HOST": stub.url, "EARAG_LLM_MODEL": MODEL,
            "EARAG_CACHE_ENABLED": "false", "EARAG_CACHE_PATH": str(tmp_path / "cache.sqlite")}


def _cli(args, env, **kw) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "earag", *args], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, **kw)


def _slow_route(request, seconds: float = 0.08):
    reply = route(request)
    return Reply.slow(seconds, reply) if request.get("model") else reply


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_kill_9_at_random_moments_then_resume_loses_and_duplicates_nothing(tmp_path):
    data, n_rows = _input(tmp_path)
    db = tmp_path / "runs.sqlite3"
    out = tmp_path / "out.jsonl"
    rng = random.Random(7)
    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(_slow_route)
        env = _env(tmp_path, stub)
        args = ["evaluate", str(data), "-o", str(out), "--db", str(db), "--workers", "2"]
        kills = 0
        for attempt in range(4):
            proc = _cli([*args, "--resume"] if attempt else args, env)
            time.sleep(rng.uniform(1.0, 3.5))
            if proc.poll() is None:
                proc.send_signal(signal.SIGKILL)
                kills += 1
            proc.communicate(timeout=60)
            if out.exists():  # an export is never torn: every line is a whole record
                assert all(isinstance(r, dict) for r in _lines(out))
        assert kills >= 2, "the run finished before it could be killed: make it slower"
        final = _cli([*args, "--resume"], env)
        stdout, stderr = final.communicate(timeout=300)
        assert final.returncode == 0, stderr[-2000:]
    records = _lines(out)
    assert [r["row"] for r in records] == list(range(1, n_rows + 1))  # rows in = rows out, in order
    assert all(r["earag_evaluation"] for r in records)
    store = open_store(db)
    runs = store.list_runs()
    assert len(runs) == 1 and runs[0].status == "finished" and runs[0].counts["records"] == n_rows
    # the judge answered: numbers from the scripted Ollama, not an offline fallback after a kill
    assert {r["earag_evaluation"]["backends"]["faithfulness_judge"] for r in records} == {f"ollama:{MODEL}"}

    # kill -9 during exports of the finished run: the file is the old export or the new one, whole
    before = out.read_bytes()
    for delay in (0.0, 0.3, 0.6, 0.9, 1.2):
        proc = _cli(["export", runs[0].id, "-o", str(out), "--db", str(db)], os.environ.copy())
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=60)
        assert out.read_bytes() == before
    xlsx = tmp_path / "out.xlsx"
    done = _cli(["export", runs[0].id, "-o", str(xlsx), "--db", str(db)], os.environ.copy())
    stdout, stderr = done.communicate(timeout=120)
    assert done.returncode == 0 and f"{n_rows} records written" in stdout, stderr


def test_a_second_run_into_the_same_output_is_refused_while_the_first_runs(tmp_path):
    data, n_rows = _input(tmp_path, copies=3)
    db = tmp_path / "runs.sqlite3"
    out = tmp_path / "out.jsonl"
    gate = threading.Event()  # the judge holds the first run's calls until the second run has been answered

    def held(request):
        if request.get("model"):
            gate.wait(120)
        return route(request)

    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(held)
        env = _env(tmp_path, stub)
        args = ["evaluate", str(data), "-o", str(out), "--db", str(db), "--workers", "1"]
        first = _cli(args, env)
        store = open_store(db)
        deadline = time.monotonic() + 60
        while not any(r.status == "running" for r in store.list_runs()):  # the first run has started
            assert time.monotonic() < deadline and first.poll() is None, first.communicate()[1][-2000:]
            time.sleep(0.1)
        second = _cli(args, env)
        _, err2 = second.communicate(timeout=120)
        gate.set()
        _, err1 = first.communicate(timeout=300)
    assert second.returncode == 1 and "is writing" in err2 and str(out) in err2
    assert first.returncode == 0, err1[-2000:]
    assert [r["row"] for r in _lines(out)] == list(range(1, n_rows + 1))
    assert len(open_store(db).list_runs()) == 1  # the refused run created nothing


def _children(pid: int) -> list[int]:
    out = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            out += [int(c) for c in (task / "children").read_text().split()]
        except OSError:
            pass
    return out


def _alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False


def test_worker_processes_end_when_the_cli_is_killed(tmp_path):
    """kill -9 of `earag evaluate` must not leave its offline worker processes waiting forever (holding memory)."""
    if (os.cpu_count() or 1) < 2:
        import pytest

        pytest.skip("one core: an offline run uses no worker processes")
    data, _ = _input(tmp_path, copies=60)   # 481 rows: long enough to be killed while the workers score
    env = {**os.environ, "EARAG_RESULTS_DIR": str(tmp_path / "results")}
    proc = _cli(["evaluate", str(data), "--offline", "--workers", "2"], env)
    workers: list[int] = []
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and len(workers) < 2 and proc.poll() is None:
        workers = _children(proc.pid)
        time.sleep(0.05)
    assert len(workers) >= 2, "the run finished or never started its worker processes"
    proc.kill()
    proc.wait()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and any(_alive(w) for w in workers):
        time.sleep(0.1)
    left = [w for w in workers if _alive(w)]
    for w in left:  # do not leave them behind this test either
        os.kill(w, signal.SIGKILL)
    assert not left, f"worker processes {left} outlived the killed CLI"
