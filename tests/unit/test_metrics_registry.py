"""The registry: names, groups, LLM cost, concurrent evaluation, seed 004's advice table, the GraphRAG sample file."""
import json
import re
from pathlib import Path

import pytest

from earag.metrics import (
    GROUPS,
    REGISTRY,
    BaseMetric,
    MetricResult,
    available_metrics,
    combination_advice,
    evaluate_metrics,
    evaluate_metrics_batch,
    llm_cost,
    metric_names,
    register,
    resolve,
)
from earag.runs.inputs import load_dataset
from earag.types import EvaluationSample

ROOT = Path(__file__).resolve().parents[2]
SAMPLE_FILE = ROOT / "data" / "samples" / "graphrag_example.jsonl"
EXPECTED = {
    "answer_quality": ["em", "f1", "response_coherence", "factual_consistency", "answer_comprehensiveness"],
    "context_support": ["answer_supported_precision", "context_supported_precision"],
    "retrieval": ["retrieval_precision", "retrieval_utilization", "retrieval_latency", "chunk_utilization"],
    "graph": ["graph_entity_coverage", "graph_coverage", "relationship_utilization", "subgraph_quality",
              "community_relevance"],
    "earag": ["earag_overall", "entity_coverage", "faithfulness", "relevancy", "sufficiency", "hallucination"],
}
EARAG = set(EXPECTED["earag"])


def test_every_seed_metric_is_registered_in_its_group():
    for group, names in EXPECTED.items():
        assert metric_names(group) == names
    listed = available_metrics()
    assert [m["name"] for m in listed] == [n for g in GROUPS for n in EXPECTED[g]]
    for m in listed:
        assert set(m) >= {"name", "group", "requires", "llm_calls_per_sample", "description"}
        assert m["description"]
    latency = next(m for m in listed if m["name"] == "retrieval_latency")
    assert (latency["unit"], latency["higher_is_better"], latency["llm_calls_per_sample"]) == ("s", False, 0)


def test_resolve_names_groups_all_and_commas():
    assert resolve(["f1", "em", "f1"]) == [REGISTRY["f1"], REGISTRY["em"]]
    assert resolve("f1, retrieval_latency") == [REGISTRY["f1"], REGISTRY["retrieval_latency"]]
    assert [c.name for c in resolve(["retrieval"])] == EXPECTED["retrieval"]
    assert len(resolve("all")) == sum(len(v) for v in EXPECTED.values())


def test_unknown_name_lists_the_valid_ones():
    with pytest.raises(KeyError) as info:
        resolve(["f1", "bleu", "rouge"])
    msg = str(info.value)
    assert "bleu, rouge" in msg
    for name in ("f1", "graph_coverage", "earag_overall", "retrieval_latency"):
        assert name in msg
    assert "all" in msg


def test_llm_cost_counts_calls_per_sample_and_the_shared_evaluation_once():
    assert llm_cost(["retrieval_latency"]) == 0
    assert llm_cost(["f1", "em", "retrieval_latency"]) == 2                     # 1 + 1 + 0
    assert llm_cost(["answer_supported_precision", "context_supported_precision"]) == 2  # one call per direction
    assert llm_cost(["earag_overall", "faithfulness", "relevancy"]) == 1          # one shared, combined call
    assert llm_cost(["earag", "f1"]) == 2
    # all: 5 answer + 2 context + 3 retrieval (latency 0) + 5 graph + 1 combined call for the EARAG evaluation
    assert llm_cost("all") == 5 + 2 + 3 + 5 + 1


def test_register_rejects_bad_classes():
    class NoGroup(BaseMetric):
        name = "no_group_test"

        def evaluate(self, sample):
            return self.result(1.0)

    with pytest.raises(ValueError, match="group"):
        register(NoGroup)
    with pytest.raises(TypeError):
        register(dict)

    class Clash(NoGroup):
        name = "f1"
        group = "answer_quality"

    with pytest.raises(ValueError, match="taken"):
        register(Clash)
    assert "no_group_test" not in REGISTRY


def test_a_new_metric_is_one_registered_class():
    @register
    class AnswerLength(BaseMetric):
        """Characters in the answer, scaled to 100."""

        name = "answer_length_test"
        group = "answer_quality"

        def evaluate(self, sample):
            return self.result(min(1.0, len(sample.answer) / 100))

    try:
        out = evaluate_metrics({"question": "q", "answer": "x" * 50}, ["answer_length_test", "retrieval_latency"])
        assert out["answer_length_test"].score == 0.5
        assert out["retrieval_latency"].score is None  # no latency in the sample: unavailable, not 0
        assert out["retrieval_latency"].reason == "需要字段 retrieval_latency / needs retrieval_latency"
    finally:
        REGISTRY.pop("answer_length_test")


def test_evaluate_metrics_isolates_a_failing_metric():
    sample = EvaluationSample("q", "a", [], None, None, {"retrieval_latency": "fast"})
    out = evaluate_metrics(sample, ["retrieval_latency", "response_coherence"])
    assert out["retrieval_latency"].status == "error"
    assert out["retrieval_latency"].details["error"] == "InputError"
    assert out["response_coherence"].status == "ok"


def test_batch_per_metric_counts_errors():
    good = EvaluationSample("q", "a", [], None, None, {"retrieval_latency": 0.5})
    bad = EvaluationSample("q", "a", [], None, None, {"retrieval_latency": -1})
    out = evaluate_metrics_batch([good, bad, good], ["retrieval_latency"])
    batch = out["retrieval_latency"]
    assert batch.error_count == 1 and batch.errors[1]["field"] == "retrieval_latency"
    assert batch.mean_score == 0.5  # seconds: the mean of the two good samples


@pytest.mark.parametrize("scores,expected", [
    ({"faithfulness": 0.9, "relevancy": 0.4}, ["答案虽然准确但跑题"]),
    ({"faithfulness": 0.5, "relevancy": 0.9}, ["存在幻觉"]),
    ({"answer_supported_precision": 0.4, "relevancy": 0.8}, ["存在幻觉"]),   # seed 001's measure stands in
    ({"context_supported_precision": 0.3}, ["检索质量差"]),
    ({"sufficiency": 0.5, "faithfulness": 0.9, "relevancy": 0.9}, ["检索质量差"]),
    ({"faithfulness": 0.9, "relevancy": 0.9, "context_supported_precision": 0.6, "sufficiency": 0.9}, []),
    ({"relevancy": 0.2}, []),  # one side of a combination is not enough
])
def test_combination_advice_is_seed_004s_table(scores, expected):
    advice = combination_advice(scores)
    assert [a.split("：")[0] for a in advice] == expected


def test_combination_advice_reads_metric_results_and_names_its_numbers():
    advice = combination_advice({"faithfulness": MetricResult(0.92, "faithfulness"), "relevancy": {"score": 0.41}})
    assert advice == ["答案虽然准确但跑题：优化 Prompt，让回答紧扣问题（faithfulness 0.92，relevancy 0.41）"]


# --- the GraphRAG sample file ---------------------------------------------------------------------------------
def test_sample_file_loads_with_every_metric_field_in_metadata():
    ds = load_dataset(SAMPLE_FILE)
    assert len(ds.rows) == 10 and not ds.errors and ds.has_human_labels
    for row in ds.rows:
        s = row.sample
        assert s.ground_truth and s.contexts and s.graph_entities
        assert {"retrieved_entities", "cited_entities", "cited_chunk_ids", "chunks", "relationships",
                "retrieval_latency", "entity_descriptions"} <= set(s.metadata)
        assert isinstance(s.metadata["retrieval_latency"], float)
        assert set(s.metadata["cited_chunk_ids"]) <= set(s.metadata["chunks"])
        assert all({"source", "target", "type", "description"} <= set(r) for r in s.metadata["relationships"])
    with_communities = [r.id for r in ds.rows if "communities" in r.sample.metadata]
    assert 0 < len(with_communities) < 10  # optional: the others exercise the Louvain fallback


def test_every_offline_metric_scores_every_sample_row():
    ds = load_dataset(SAMPLE_FILE)
    names = [n for n in metric_names() if n not in EARAG]
    for row in ds.rows:
        out = evaluate_metrics(row.sample, names)
        bad = {k: (v.status, v.reason) for k, v in out.items() if v.score is None or v.status != "ok"}
        assert not bad, (row.id, bad)
        assert out["retrieval_latency"].score == row.sample.metadata["retrieval_latency"]


def test_sample_readme_documents_every_field():
    readme = (ROOT / "data" / "samples" / "README_graphrag.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"^\|\s*`([a-z_]+)`", readme, re.M))
    keys = set()
    for line in SAMPLE_FILE.read_text(encoding="utf-8").splitlines():
        keys |= set(json.loads(line))
    assert keys <= documented, keys - documented
