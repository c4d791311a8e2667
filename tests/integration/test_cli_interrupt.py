"""Ctrl-C (SIGINT) during `earag evaluate` on the local process pool, the scripted Ollama judging every row: the
run lifecycle leaves the run interrupted and released with every finished row, the CLI exits 130 printing the
command that continues it, and that command finishes the run with exactly one record per input row."""
from __future__ import annotations

import json
import re
import shlex
import signal
from collections import Counter

from earag.runs.store import open_store
from tests.integration.test_kill_resume import _cli, _env, _input, _lines, _slow_route
from tests.support.ollama_stub import OllamaStub
from tests.support.runs import ctrl_c_reaches_children, wait_for_records
from tests.support.scenarios import MODEL


def test_ctrl_c_leaves_the_run_interrupted_and_the_printed_command_finishes_it(tmp_path):
    data, n_rows = _input(tmp_path, copies=4)
    db, out = tmp_path / "runs.sqlite3", tmp_path / "out.jsonl"
    store = open_store(db)
    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(lambda request: _slow_route(request, 0.15))
        env = _env(tmp_path, stub)
        with ctrl_c_reaches_children():
            proc = _cli(["evaluate", str(data), "-o", str(out), "--db", str(db), "--workers", "2"], env)
        wait_for_records(store, proc, 3, timeout=180)
        assert proc.poll() is None, proc.communicate()
        proc.send_signal(signal.SIGINT)  # Ctrl-C
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 130, err[-2000:]
        run = store.list_runs()[0]
        assert run.status == "interrupted" and run.owner is None, (run, err[-2000:])
        before = Counter(r["row"] for r in store.iter_records(run.id))
        assert 3 <= len(before) < n_rows and set(before.values()) == {1}
        printed = re.search(rf"interrupted: run {run.id} keeps every finished row; continue with `earag (.+)`", err)
        assert printed, err[-2000:]
        args = shlex.split(printed.group(1))
        assert args[-2:] == ["--resume", run.id]
        resumed = _cli(args, env)
        _, err = resumed.communicate(timeout=300)
        assert resumed.returncode == 0, err[-2000:]
    assert f"run {run.id} (resumed)" in err
    final = store.get_run(run.id)
    assert final.status == "finished" and final.counts["records"] == n_rows
    after = Counter(r["row"] for r in store.iter_records(run.id))
    assert sorted(after) == list(range(1, n_rows + 1)) and set(after.values()) == {1}
    assert [r["row"] for r in _lines(out)] == list(range(1, n_rows + 1))
    assert json.loads(out.read_text(encoding="utf-8").splitlines()[0])["earag_evaluation"]
