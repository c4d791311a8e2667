"""The cost of a run before it starts (issue 24 part 3/4): the estimate sends nothing and is within 10 % of the chat
calls a run of the sample set then makes against a scripted Ollama server (the real `ollama` client, 127.0.0.1)."""
from pathlib import Path

from earag.backends.factory import BackendSet, build_embedder
from earag.backends.llm.ollama import OllamaJudge
from earag.cli import main
from earag.config import Settings
from earag.evaluator import Evaluator
from earag.runs.estimate import estimate_run
from earag.runs.inputs import load_dataset
from earag.runs.runner import prepare_run, run_batch
from earag.runs.store import open_store
from earag.types import EvaluationResult
from tests.support.ollama_stub import OllamaStub
from tests.support.scenarios import MODEL, route

ROOT = Path(__file__).resolve().parents[2]
SMALL = ROOT / "data" / "samples" / "policy_qa_small.jsonl"


def _evaluator(url: str) -> Evaluator:
    settings = Settings().with_overrides(**{
        "backends.llm.host": url, "backends.llm.model": MODEL, "evaluation.performance.timeout_seconds": 20,
        "backends.embeddings.provider": "char-ngram"})
    emb, _, _ = build_embedder(settings)
    return Evaluator(settings, BackendSet(OllamaJudge(url, MODEL, timeout=20), emb, None))


def test_the_estimate_is_within_ten_percent_of_the_calls_the_run_makes(tmp_path):
    dataset = load_dataset(SMALL)
    samples = [row.sample for row in dataset.valid]
    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(route)
        ev = _evaluator(stub.url)
        try:
            est = estimate_run(samples, ev.settings, evaluator=ev)
            assert est["calls"] == len(samples) * ev.llm_calls_per_sample() > 0
            assert stub.calls("/api/chat") == []                      # the estimate sent nothing
            # from the settings alone (the CLI: no backend built) the same count as the evaluator's own
            assert estimate_run(samples, ev.settings)["calls"] == est["calls"]
            assert est["prompt_tokens"] > 0 and est["output_tokens"] > 0
            store = open_store(f"sqlite:///{tmp_path / 'runs.sqlite3'}")
            run, _ = prepare_run(store, dataset, name=SMALL.name, evaluator=ev, offline=False)
            run_batch(ev, dataset, store, run.id)
            done = store.finish_run(run.id)
        finally:
            ev.close()
        made = len(stub.calls("/api/chat"))
    assert made == ev.backends.llm.calls and abs(est["calls"] - made) <= 0.10 * made
    records = store.records(run.id)
    assert all(r["earag_evaluation"]["backends"]["faithfulness_judge"] == f"ollama:{MODEL}" for r in records)
    # every record states how its prompt texts were cut
    assert {r["earag_evaluation"]["budget"]["unit"] for r in records} == {"tokens"}
    ev = records[0]["earag_evaluation"]
    assert EvaluationResult.from_dict(ev).to_dict()["budget"] == ev["budget"]
    if done.usage:  # records carrying `usage` (the one-call branch): the run's recorded calls agree too
        assert abs(est["calls"] - done.usage["llm_calls"]) <= 0.10 * done.usage["llm_calls"]
    store.close()


def test_the_cli_prints_n_calls_and_sends_nothing(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("EARAG_RESULTS_DIR", str(tmp_path))   # no default store here: nothing measured, none made
    assert main(["estimate", str(SMALL), "--latency", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"estimate for {SMALL}: 8 valid rows"
    calls = 8 * (1 if getattr(Settings().backends.llm, "combined_call", False) else 2)
    assert out[1].startswith(f"{calls} calls (") and "nothing has been sent" in out[1]
    assert out[2].startswith("tokens (estimated, estimate:cjk-1.24c/t,other-4.86c/t): ")
    assert out[3].startswith("time: ~") and "2 s per call" in out[3]
    assert not list(tmp_path.iterdir())                        # no store created by an estimate
    assert main(["estimate", str(SMALL), "--offline"]) == 0
    assert capsys.readouterr().out.splitlines()[1].startswith("0 calls (")
    assert main(["estimate", str(SMALL), "--metrics", "nonsense"]) == 1
    assert "nonsense" in capsys.readouterr().err
