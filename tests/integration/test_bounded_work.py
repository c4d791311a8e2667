"""Issue 22, outside the HTTP API: the same per-sample limits for CLI and library rows (an error record naming the
limit, the other rows scored), a CPU deadline per sample in worker processes (a labelled timeout, the batch goes
on), `-o` checked before any work, and a damaged SQLite store refused with a clear message."""
from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from earag.config import Settings
from earag.evaluator import Evaluator
from earag.limits import LimitExceeded, Limits, check_limits
from earag.runs.store import RunStoreError, open_store
from earag.types import EvaluationSample

ROOT = Path(__file__).resolve().parents[2]
SMALL = ROOT / "data" / "samples" / "policy_qa_small.jsonl"
OK = EvaluationSample("企业注册资本要求", "注册资本最低100万元。", ["有限责任公司注册资本实行认缴制。"])
ENTITIES = "中华人民共和国公司法国家税务总局广东省深圳市前海"


def settings(**overrides) -> Settings:
    return Settings().with_overrides(**{"backends.cache.enabled": False, **overrides})


def test_limits_name_the_field_the_limit_and_its_key():
    limits = Limits(max_answer_chars=100, max_contexts=2, max_total_chars=1000, max_work_chars=1000)
    check_limits(OK, limits)
    cases = [(EvaluationSample("q", "a" * 101, []), "answer", "max_answer_chars"),
             (EvaluationSample("q", "a", [], ground_truth="g" * 101), "ground_truth", "max_answer_chars"),
             (EvaluationSample("q", "a" * 100, [], ground_truth="g" * 100), "metrics", "max_work_chars"),
             (EvaluationSample("q", "a", ["c"] * 3), "contexts", "max_contexts"),
             (EvaluationSample("q", "a", ["c" * 600, "c" * 600]), "sample", "max_total_chars")]
    for sample, field, key in cases:
        with pytest.raises(LimitExceeded) as exc:
            check_limits(sample, limits, metrics=9)
        assert exc.value.field == field and exc.value.key == f"evaluation.limits.{key}"
        assert exc.value.to_dict()["limit_key"] == exc.value.key and key in str(exc.value)


def test_a_row_over_a_limit_is_an_error_record_and_the_others_are_scored():
    ev = Evaluator(settings(**{"evaluation.limits.max_answer_chars": 500}), offline=True)
    try:
        big = EvaluationSample("税收优惠政策", "税" * 501, ["试验区税收"])
        batch = ev.evaluate_batch([OK, big, OK], processes=False, workers=1)
    finally:
        ev.close()
    assert batch.results[0] is not None and batch.results[2] is not None and batch.results[1] is None
    error = batch.errors[1]
    assert error["field"] == "answer" and error["limit_key"] == "evaluation.limits.max_answer_chars"


def test_a_sample_over_its_cpu_deadline_is_a_labelled_timeout_and_the_batch_goes_on():
    # 0.1 CPU seconds: the 9,900-character entity answer takes about a second, the ordinary rows milliseconds
    ev = Evaluator(settings(**{"evaluation.limits.sample_cpu_seconds": 0.1}), offline=True)
    slow = EvaluationSample("税收优惠政策", ENTITIES * (9_900 // len(ENTITIES)), ["试验区税收"])
    samples = [OK] * 9 + [slow] + [OK] * 6
    # the models load before the workers fork, outside the 0.1 s deadline (they are shared by the process): the
    # deadline measures a sample, not a start-up (run alone, the first evaluation loads them)
    with Evaluator(offline=True) as warm:
        warm.evaluate(OK)
    try:
        ev.evaluate(OK)
        batch = ev.evaluate_batch(samples, processes=True, workers=2)
    finally:
        ev.close()
    assert batch.errors[9] is not None and batch.errors[9]["error"] == "Timeout"
    assert batch.errors[9]["status"] == "timeout"
    assert batch.errors[9]["limit_key"] == "evaluation.limits.sample_cpu_seconds"
    assert all(batch.results[i] is not None for i in range(len(samples)) if i != 9)


def test_the_cli_writes_an_error_record_for_a_row_over_a_limit(tmp_path):
    data = tmp_path / "rows.jsonl"
    rows = [{"id": "ok", "question": "企业注册资本要求", "answer": "注册资本最低100万元。"},
            {"id": "big", "question": "税收优惠政策", "answer": "税" * 10_001},
            {"id": "ok2", "question": "退休以后可以提取住房公积金吗？", "answer": "可以提取。"}]
    data.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    out = tmp_path / "out.jsonl"
    env = {**os.environ, "EARAG_CACHE_ENABLED": "false", "EARAG_OFFLINE": "1"}
    done = subprocess.run([sys.executable, "-m", "earag", "evaluate", str(data), "-o", str(out), "--db",
                           str(tmp_path / "runs.sqlite3")], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=240)
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    records = {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    assert records["ok"]["earag_evaluation"] and records["ok2"]["earag_evaluation"]
    assert records["big"]["earag_evaluation"] is None
    assert "evaluation.limits.max_answer_chars" in json.dumps(records["big"]["error"], ensure_ascii=False)


def test_a_read_only_output_is_refused_before_any_work(tmp_path):
    # /sys cannot be written, even by root (a read-only mount behaves the same)
    env = {**os.environ, "EARAG_CACHE_ENABLED": "false", "EARAG_OFFLINE": "1"}
    db = tmp_path / "runs.sqlite3"
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "earag", "evaluate", str(SMALL), "-o", "/sys/earag-out.jsonl",
                           "--db", str(db)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=240)
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert "cannot write in /sys" in done.stderr, done.stderr[-1000:]
    assert not db.exists() or open_store(db).list_runs() == []  # no row was scored
    assert time.monotonic() - started < 120  # (a hang guard, not a speed claim)


def _damage(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    data = bytearray(path.read_bytes())
    data[2 * 4096: 2 * 4096 + 64] = b"\xff" * 64  # the header of page 3
    path.write_bytes(bytes(data))


def test_a_damaged_sqlite_store_is_refused_with_a_clear_message(tmp_path):
    db = tmp_path / "runs.sqlite3"
    store = open_store(db)
    run = store.create_run(name="x", dataset_fp="d", settings_fp="s", total_rows=300)
    for i in range(300):
        store.put_record(run.id, {"row": i + 1, "id": f"r{i}", "earag_evaluation": None, "error": {"message": "x" * 200}})
    store._drop_connection()
    _damage(db)
    with pytest.raises(RunStoreError) as exc:
        open_store(db)
    assert "damaged" in str(exc.value) and "quick_check" in str(exc.value) and str(db) in str(exc.value)
    # and the CLI says so instead of taking a new run into it
    env = {**os.environ, "EARAG_CACHE_ENABLED": "false", "EARAG_OFFLINE": "1"}
    done = subprocess.run([sys.executable, "-m", "earag", "evaluate", str(SMALL), "--db", str(db)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=240)
    assert done.returncode != 0 and "damaged" in done.stderr and "Traceback" not in done.stderr


def test_with_extra_metrics_the_products_that_drive_their_cost_are_limited():
    limits = Limits(max_answer_context_product=1_000, max_answer_truth_product=1_000)
    wide = EvaluationSample("q", "a" * 600, ["c", "d"])
    check_limits(wide, limits, metrics=0)  # no extra metric: the EARAG result alone is cheap in contexts
    with pytest.raises(LimitExceeded) as exc:
        check_limits(wide, limits, metrics=1)
    assert exc.value.key == "evaluation.limits.max_answer_context_product" and "600 characters × 2" in str(exc.value)
    square = EvaluationSample("q", "a" * 40, [], ground_truth="g" * 40)
    check_limits(square, limits, metrics=0)
    with pytest.raises(LimitExceeded) as exc:
        check_limits(square, limits, metrics=2)
    assert exc.value.key == "evaluation.limits.max_answer_truth_product"
