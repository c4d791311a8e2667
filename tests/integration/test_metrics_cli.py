"""`evaluate --metrics all`: every metric of seeds 000, 001, 003 and 004 for every row, offline and with an LLM."""
import json
from pathlib import Path

from earag.backends.factory import BackendSet, build_embedder, build_graph
from earag.backends.llm.ollama import OllamaJudge
from earag.cli import main as cli_main
from earag.config import Settings
from earag.evaluator import Evaluator
from earag.metrics.registry import metric_names
from earag.runs.inputs import load_dataset
from tests.support.ollama_stub import OllamaStub, Reply
from tests.support.scenarios import route

EXAMPLE = Path(__file__).resolve().parents[2] / "data" / "samples" / "graphrag_example.jsonl"
EXTRA = [n for n in metric_names() if n not in metric_names("earag")]


def test_cli_metrics_all_offline_gives_every_metric_for_every_row(tmp_path, capsys):
    out = tmp_path / "out.jsonl"
    assert cli_main(["evaluate", str(EXAMPLE), "-o", str(out), "--offline", "--metrics", "all"]) == 0
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(records) == 10
    for rec in records:
        ev = rec["earag_evaluation"]
        assert set(ev["dimension_scores"]) >= {"entity_coverage", "faithfulness", "relevancy", "sufficiency", "hallucination"}
        assert set(ev["metrics"]) == set(EXTRA)
        for name, m in ev["metrics"].items():
            assert m["score"] is not None, (rec["id"], name, m["reason"])
            assert m["details"]["used"] == "rule" or name == "retrieval_latency" or m["details"].get("llm_status")
    assert "graph_entity_coverage" in capsys.readouterr().out


def test_unknown_metric_name_is_a_clear_error(tmp_path, capsys):
    assert cli_main(["evaluate", str(EXAMPLE), "--offline", "--metrics", "bleu"]) == 1
    assert "bleu" in capsys.readouterr().err


def test_metrics_with_the_llm_judge_record_rule_llm_and_choice():
    def router(request):
        props = (request.get("format") or {}).get("properties", {})
        if "score" in props:
            return Reply.json({"score": 0.95, "reason": "LLM: 覆盖充分"})
        return route(request)

    samples = [r.sample for r in load_dataset(EXAMPLE).valid][:3]
    with OllamaStub(models=("qwen2.5:7b",)) as stub:
        stub.set_router(router)
        settings = Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram"})
        emb, _, _ = build_embedder(settings)
        graph, _, _ = build_graph(settings)
        ev = Evaluator(settings, BackendSet(OllamaJudge(stub.url, "qwen2.5:7b", timeout=5), emb, graph))
        cost = ev.llm_calls_per_sample("all")
        assert cost == 1 + 16 - 1  # one combined core call; retrieval_latency never asks
        batch = ev.evaluate_batch(samples, workers=1, metrics="all")
        for res in batch.results:
            assert set(res.extra_metrics) == set(EXTRA)
            f1 = res.extra_metrics["f1"]["details"]
            assert f1["llm_status"] == "ok" and f1["llm_score"] == 0.95  # seed 003: F1 always asks the LLM
            assert res.extra_metrics["f1"]["score"] == max(f1["rule_score"], 0.95)
            assert res.extra_metrics["retrieval_latency"]["details"]["llm_status"] in ("not_needed", "no_llm")
        calls = len(stub.calls("/api/chat"))
        assert 3 * 1 < calls <= 3 * cost
        # every chat call is in some record's usage: the core's and the extra metrics' alike
        assert sum(res.usage["llm_calls"] for res in batch.results) == calls
