"""Seed 003's metric judges (answer quality, retrieval, graph) in the answer's language (issue 20 part 5): an
English answer gets English instructions, section titles and schema, a Chinese one the Chinese — through the real
`ollama` client against the scripted Ollama server on 127.0.0.1."""
import json
import re

import pytest

from earag.backends.embeddings.local import CharNgramEmbedder
from earag.backends.factory import BackendSet
from earag.backends.llm.ollama import OllamaJudge
from earag.config import Settings
from earag.evaluator import Evaluator
from earag.types import EvaluationSample
from tests.support.ollama_stub import OllamaStub, Reply
from tests.support.scenarios import MODEL, route

HAN = re.compile(r"[\u4e00-\u9fff]")
# metrics that ask the judge for this sample: three always, f1 always (a reference is given), retrieval precision
# and graph entity coverage because their rule scores are low (no cited entity was retrieved, nothing covered)
METRICS = ("response_coherence", "factual_consistency", "answer_comprehensiveness", "f1", "retrieval_precision",
           "graph_entity_coverage")
EN_SAMPLE = EvaluationSample(
    question="When do the AI Act's bans on prohibited practices apply?",
    answer="The AI Act's bans apply from 2 February 2025. The European AI Office enforces them.",
    contexts=["The European Union adopted the AI Act in 2024. Its bans on prohibited AI practices apply from "
              "2 February 2025."],
    ground_truth="From 2 February 2025.",
    metadata={"retrieved_entities": ["European Union"], "cited_entities": ["Ministry of Magic"]},
)
ZH_SAMPLE = EvaluationSample(
    question="小规模纳税人的增值税征收率是多少？",
    answer="小规模纳税人减按1%征收率征收增值税。",
    contexts=["对月销售额10万元以下的小规模纳税人，减按1%征收率征收增值税。"],
    ground_truth="1%",
    metadata={"retrieved_entities": ["国家税务总局"], "cited_entities": ["魔法部"]},
)


def _score_route(request):
    """The core's schemas as scenarios.route answers them; a metric's score schema gets a score and a reason."""
    props = (request.get("format") or {}).get("properties", {})
    if set(props) == {"score", "reason"}:
        return Reply.json({"score": 0.9, "reason": "A reason."})
    return route(request)


def _prompt(request) -> str:
    return "".join(m.get("content", "") for m in request.get("messages") or [])


@pytest.fixture
def stub():
    with OllamaStub(models=(MODEL,)) as s:
        s.set_router(_score_route)
        yield s


def _metric_requests(stub, sample: EvaluationSample) -> list[dict]:
    settings = Settings().with_overrides(**{
        "backends.llm.host": stub.url, "backends.llm.model": MODEL, "backends.embeddings.provider": "char-ngram",
        "evaluation.performance.timeout_seconds": 120,
    })
    ev = Evaluator(settings, BackendSet(OllamaJudge(stub.url, MODEL, timeout=120), CharNgramEmbedder(), None))
    try:
        result = ev.evaluate(sample, metrics=",".join(METRICS))
    finally:
        ev.close()
    for name in METRICS:   # every metric asked the judge and took its answer
        details = result.extra_metrics[name]["details"]
        assert details["llm_status"] == "ok" and details["llm_score"] == 0.9, (name, details)
    return [r for r in stub.calls("/api/chat")
            if set((r.get("format") or {}).get("properties", {})) == {"score", "reason"}]


def test_an_english_answer_gets_english_metric_prompts_and_schemas(stub):
    requests = _metric_requests(stub, EN_SAMPLE)
    assert len(requests) == len(METRICS)
    for request in requests:
        text = _prompt(request)
        assert not HAN.findall(text), HAN.findall(text)[:10]                          # no Chinese around it
        assert not HAN.findall(json.dumps(request["format"], ensure_ascii=False))     # nor in the schema
        assert text.startswith("You are an expert in evaluating RAG systems.")
        assert "[Question]\nWhen do the AI Act's bans" in text and "[System answer]\n" in text
    texts = [_prompt(r) for r in requests]
    assert any("[Cited entities]\n- Ministry of Magic" in t for t in texts)        # the retrieval metric's data
    assert any("[Reference answer]\nFrom 2 February 2025." in t for t in texts)


def test_a_chinese_answer_keeps_the_chinese_metric_prompts(stub):
    requests = _metric_requests(stub, ZH_SAMPLE)
    assert len(requests) == len(METRICS)
    for request in requests:
        text = _prompt(request)
        assert text.startswith("你是RAG系统评估专家。") and "【问题】" in text and "【系统" in text
        assert "一句中文" in json.dumps(request["format"], ensure_ascii=False)
