"""Seed 003's two-layer policy with plain callables standing in for the judge call (the real client is exercised
in tests/backends/test_metrics_llm.py)."""
import pytest

from earag.errors import BackendOutputError, BackendTimeout, BackendUnavailable
from earag.metrics import TRIGGERS, LLMScore, Trigger, two_layer
from earag.metrics.llm_fallback import judge_prompt, status_of

KEYS = {"rule_score", "llm_score", "used", "llm_status", "reason", "trigger"}


def never_called():
    raise AssertionError("the LLM must not be asked")


def judge(score, reason="理由"):
    calls = []

    def fn():
        calls.append(1)
        return LLMScore(score=score, reason=reason)

    fn.calls = calls
    return fn


def failing(exc):
    def fn():
        raise exc

    return fn


def test_high_rule_score_does_not_ask():
    score, d = two_layer(0.9, "retrieval_precision", never_called, rule_reason="规则")
    assert score == 0.9 and KEYS <= set(d)
    assert (d["used"], d["llm_status"], d["llm_score"], d["reason"]) == ("rule", "not_needed", None, "规则")


def test_low_rule_score_asks_once_and_keeps_the_higher():
    fn = judge(0.8, "语义等价")
    score, d = two_layer(0.25, "retrieval_precision", fn, rule_reason="规则")
    assert score == 0.8 and len(fn.calls) == 1
    assert (d["used"], d["llm_status"], d["rule_score"], d["llm_score"]) == ("llm", "ok", 0.25, 0.8)
    assert d["reason"] == "[LLM] 语义等价"


def test_llm_lower_than_rule_keeps_the_rule_and_reports_both():
    score, d = two_layer(0.4, "graph_coverage", judge(0.1))
    assert score == 0.4 and d["used"] == "rule" and d["llm_score"] == 0.1 and d["llm_status"] == "ok"
    assert "不高于规则评分" in d["reason"]


@pytest.mark.parametrize("exc,status", [
    (BackendUnavailable("down"), "unavailable"),
    (BackendTimeout("slow"), "timeout"),
    (BackendOutputError("garbage"), "error"),
])
def test_failed_llm_keeps_the_rule_score_and_says_why(exc, status):
    score, d = two_layer(0.3, "subgraph_quality", failing(exc), rule_reason="规则")
    assert score == 0.3 and d["used"] == "rule" and d["llm_score"] is None
    assert d["llm_status"] == status and d["llm_error"].endswith(str(exc))
    assert status_of(score, d) == "fallback"


def test_no_llm_configured():
    score, d = two_layer(0.2, "f1", None)
    assert score == 0.2 and d["llm_status"] == "no_llm" and status_of(score, d) == "ok"


def test_undefined_rule_score_asks_and_without_an_answer_stays_undefined():
    score, d = two_layer(None, "relationship_utilization", judge(0.6))
    assert score == 0.6 and d["used"] == "llm"
    score, d = two_layer(None, "relationship_utilization", failing(BackendUnavailable("x")))
    assert score is None and d["used"] == "none" and status_of(score, d) == "unavailable"


def test_latency_never_asks_even_when_undefined():
    score, d = two_layer(None, "retrieval_latency", never_called)
    assert score is None and d["llm_status"] == "not_needed"


@pytest.mark.parametrize("rule,asked", [(0.29, False), (0.3, True), (0.5, True), (0.7, True), (0.71, False), (1.0, False)])
def test_em_asks_only_in_the_middling_band(rule, asked):
    _, d = two_layer(rule, "em", judge(0.0))
    assert (d["llm_status"] == "ok") is asked


@pytest.mark.parametrize("name,rule,asked", [
    ("f1", 1.0, True), ("response_coherence", 1.0, True), ("factual_consistency", 0.99, True),
    ("answer_comprehensiveness", 1.0, True),
    ("retrieval_precision", 0.5, True), ("retrieval_precision", 0.51, False),
    ("retrieval_utilization", 0.5, True), ("retrieval_utilization", 0.6, False),
    ("chunk_utilization", 0.4, True), ("chunk_utilization", 0.41, False),
    ("graph_entity_coverage", 0.4, True), ("graph_coverage", 0.41, False), ("relationship_utilization", 0.4, True),
    ("subgraph_quality", 0.41, False), ("community_relevance", 0.4, True),
])
def test_triggers_follow_seed_003s_table(name, rule, asked):
    assert TRIGGERS[name].should_ask(rule) is asked


def test_force_asks_even_with_a_high_rule_score():
    fn = judge(0.9)
    score, d = two_layer(0.7, "subgraph_quality", fn, force=True)
    assert len(fn.calls) == 1 and score == 0.9


def test_custom_trigger_and_prompt_frame():
    assert Trigger.at_most(0.2).should_ask(0.2) and not Trigger.at_most(0.2).should_ask(0.21)
    p = judge_prompt("评估X。", ("高", "中", "低"), {"问题": "Q", "实体": ["甲", "乙"], "空": None})
    assert p.schema is LLMScore
    assert "- 0.8-1.0：高" in p.text and "【实体】\n- 甲\n- 乙" in p.text and "【空】" not in p.text
    assert LLMScore.model_json_schema()["properties"]["score"]["maximum"] == 1.0
