"""The CLI as a user runs it, with OLLAMA_HOST pointing at a (scripted) Ollama: the LLM judge is used."""
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
    env = {**os.environ, **env_extra, "EARAG_CACHE_PATH": str(tmp_path / "cache.sqlite")}
    return subprocess.run([sys.executable, "-m", "earag", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=180)


def test_cli_uses_the_llm_judge_when_ollama_answers(tmp_path):
    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(route)
        env = {"OLLAMA_HOST": stub.url, "EARAG_LLM_MODEL": MODEL}
        check = _run(["check"], env, tmp_path)
        assert check.returncode == 0, check.stderr
        llm_line = next(line for line in check.stdout.splitlines() if " llm " in line)
        assert llm_line.startswith("[OK") and f"ollama:{MODEL}" in llm_line
        assert "0.12.0" in check.stdout  # the server's version
        out = tmp_path / "out.jsonl"
        run = _run(["evaluate", str(SMALL), "-o", str(out)], env, tmp_path)
        assert run.returncode == 0, run.stderr
        records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
        assert len(records) == 8
        assert all(r["earag_evaluation"]["backends"]["faithfulness_judge"] == f"ollama:{MODEL}" for r in records)
        assert "LLM calls: 8 (1.00 per sample)" in run.stderr   # one combined judge call per sample
        assert all(r["usage"]["llm_calls"] == 1 and r["usage"]["prompt_tokens"] > 0 for r in records)
        # a second run of the same dataset is answered from the response cache: zero LLM calls
        before = len(stub.calls("/api/chat"))
        again = _run(["evaluate", str(SMALL), "-o", str(tmp_path / "again.jsonl")], env, tmp_path)
        assert again.returncode == 0 and len(stub.calls("/api/chat")) == before
        assert "LLM calls: 0" in again.stderr


def test_check_reports_a_missing_model_with_the_pull_command(tmp_path):
    with OllamaStub(models=("llama3:8b",)) as stub:
        check = _run(["check"], {"OLLAMA_HOST": stub.url, "EARAG_LLM_MODEL": MODEL}, tmp_path)
        assert "FALLBACK" in check.stdout and f"ollama pull {MODEL}" in check.stdout


def test_cli_metrics_all_with_the_llm_judge(tmp_path):
    from tests.support.ollama_stub import Reply

    def router(request):
        if "score" in (request.get("format") or {}).get("properties", {}):
            return Reply.json({"score": 0.9, "reason": "LLM 评分"})
        return route(request)

    example = ROOT / "data" / "samples" / "graphrag_example.jsonl"
    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(router)
        out = tmp_path / "m.jsonl"
        run = _run(["evaluate", str(example), "-o", str(out), "--metrics", "all", "--limit", "3"],
                   {"OLLAMA_HOST": stub.url, "EARAG_LLM_MODEL": MODEL}, tmp_path)
        assert run.returncode == 0, run.stderr
        assert "LLM calls per sample" in run.stderr
        records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
        assert len(records) == 3
        for rec in records:
            metrics = rec["earag_evaluation"]["metrics"]
            assert len(metrics) == 16 and all(m["score"] is not None for m in metrics.values())
            assert metrics["f1"]["details"]["llm_status"] == "ok"  # seed 003: F1 always asks the LLM
            assert any(m["details"].get("used") == "llm" for m in metrics.values())
