"""The CLI's runs as a user drives them: an outage then `--resume --rescore fallback`, the `--max-fallback` gate,
a resume with other data refused, `earag runs` and `earag export`."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.support.ollama_stub import OllamaStub
from tests.support.scenarios import MODEL, route

ROOT = Path(__file__).resolve().parents[2]
SMALL = ROOT / "data" / "samples" / "policy_qa_small.jsonl"


def _run(args, env_extra, tmp_path):
    env = {**os.environ, "EARAG_CACHE_ENABLED": "false", **env_extra}
    return subprocess.run([sys.executable, "-m", "earag", *args, "--db", str(tmp_path / "runs.sqlite3")], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=240)


def _records(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_an_outage_then_rescore_fallback_gives_the_rows_to_the_judge(tmp_path):
    out = tmp_path / "out.jsonl"
    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(route)
        env = {"OLLAMA_HOST": stub.url, "EARAG_LLM_MODEL": MODEL}
        stub.kill()  # the judge is down for the first run
        first = _run(["evaluate", str(SMALL), "-o", str(out), "--max-fallback", "0.25"], env, tmp_path)
        assert first.returncode == 2, first.stderr[-2000:]  # the gate fails on fallback, not on the score
        assert "above --max-fallback 25%" in first.stderr and "--rescore fallback" in first.stderr
        assert all(r["earag_evaluation"]["backends"]["llm"] == "offline" for r in _records(out))
        stub.start()  # it came back
        again = _run(["evaluate", str(SMALL), "-o", str(out), "--resume", "--rescore", "fallback",
                      "--max-fallback", "0.25"], env, tmp_path)
        assert again.returncode == 0, again.stderr[-2000:]
    records = _records(out)
    assert [r["row"] for r in records] == list(range(1, 9))
    assert {r["earag_evaluation"]["backends"]["faithfulness_judge"] for r in records} == {f"ollama:{MODEL}"}
    assert "(resumed)" in again.stderr and " 8/8 " in again.stderr


def test_resume_with_other_data_is_refused_with_the_difference(tmp_path):
    out = tmp_path / "out.jsonl"
    env = {"EARAG_OFFLINE": "1"}
    assert _run(["evaluate", str(SMALL), "-o", str(out), "--offline"], env, tmp_path).returncode == 0
    fewer = tmp_path / "fewer.jsonl"
    fewer.write_text("\n".join(SMALL.read_text(encoding="utf-8").splitlines()[:3]), encoding="utf-8")
    refused = _run(["evaluate", str(fewer), "-o", str(out), "--offline", "--resume"], env, tmp_path)
    assert refused.returncode == 1
    assert "cannot resume run" in refused.stderr and "8 rows" in refused.stderr and "3 rows" in refused.stderr
    assert len(_records(out)) == 8  # the earlier export is untouched
    listed = _run(["runs"], env, tmp_path)
    assert listed.returncode == 0 and "rows 8/8" in listed.stdout and "finished" in listed.stdout
    run_id = listed.stdout.splitlines()[1].split()[0]
    csv = tmp_path / "again.csv"
    exported = _run(["export", run_id, "-o", str(csv)], env, tmp_path)
    assert exported.returncode == 0 and "8 records written" in exported.stdout
    assert csv.read_text(encoding="utf-8-sig").count("\n") >= 9


def test_bad_outputs_and_limits_are_refused_before_any_work(tmp_path):
    data = tmp_path / "in.jsonl"
    data.write_text(SMALL.read_text(encoding="utf-8"), encoding="utf-8")
    env = {"EARAG_OFFLINE": "1"}
    cases = [(["-o", str(data)], "is the input file"), (["-o", str(tmp_path)], "is a folder"),
             (["-o", str(tmp_path / "x.parquet")], "must end in"), (["--limit", "-1"], "--limit -1")]
    for extra, message in cases:
        proc = _run(["evaluate", str(data), "--offline", *extra], env, tmp_path)
        assert proc.returncode == 1 and message in proc.stderr, (extra, proc.stderr[-500:])
    assert data.read_text(encoding="utf-8") == SMALL.read_text(encoding="utf-8")  # the input is untouched
    assert "0 runs in" in _run(["runs"], env, tmp_path).stdout  # nothing was started


def test_a_limited_run_is_partial_and_the_printed_resume_command_finishes_it(tmp_path):
    out = tmp_path / "out.jsonl"
    env = {"EARAG_OFFLINE": "1"}
    first = _run(["evaluate", str(SMALL), "-o", str(out), "--offline", "--limit", "3", "--workers", "1"], env, tmp_path)
    assert first.returncode == 0 and "holds 3 of 8 rows" in first.stderr
    listed = _run(["runs"], env, tmp_path).stdout
    assert "partial" in listed and "rows 3/8" in listed
    again = _run(["evaluate", str(SMALL), "-o", str(out), "--offline", "--resume"], env, tmp_path)  # other --workers
    assert again.returncode == 0, again.stderr[-1000:]
    assert [r["row"] for r in _records(out)] == list(range(1, 9)) and "finished" in _run(["runs"], env, tmp_path).stdout
