"""The OpenAI-compatible judge over real HTTP against a scripted server on 127.0.0.1; the shared retry helper."""
import json
import time

import pytest
from pydantic import BaseModel

from earag.backends.base import LLM
from earag.backends.factory import BackendSet, build_embedder, build_graph
from earag.backends.http import backoff_delay, retry_call
from earag.backends.llm.openai import OpenAIJudge
from earag.config import Settings
from earag.errors import BackendOutputError, BackendTimeout, BackendUnavailable
from earag.evaluator import Evaluator
from earag.messages import render
from tests.support.openai_stub import OpenAIStub, Reply

MODEL = "qwen2.5-7b-instruct"
KEY = "sk-test-3f9a1c77e2"


class Verdict(BaseModel):
    supported: int
    reason: str


OK = {"supported": 1, "reason": "上下文支持"}


@pytest.fixture
def stub():
    with OpenAIStub(models=(MODEL,), api_key=KEY) as s:
        yield s


def judge_for(stub, **kw):
    kw.setdefault("api_key", KEY)
    kw.setdefault("timeout", 5)
    kw.setdefault("backoff", 0.01)
    return OpenAIJudge(stub.base_url, kw.pop("model", MODEL), **kw)


def test_normal_call_asks_for_the_schema_at_temperature_zero_with_the_key(stub):
    stub.script(Reply.json(OK))
    judge = judge_for(stub)
    assert isinstance(judge, LLM)
    assert judge.complete_json("判断这句话是否有依据", Verdict) == Verdict(**OK)
    assert judge.calls == judge.attempts == 1 and judge.name == f"openai:{MODEL}"
    (req,) = stub.requests
    body = req["json"]
    assert req["path"] == "/v1/chat/completions" and req["method"] == "POST"
    assert req["headers"]["authorization"] == f"Bearer {KEY}"
    assert body["model"] == MODEL and body["temperature"] == 0
    assert body["messages"] == [{"role": "user", "content": "判断这句话是否有依据"}]
    assert body["response_format"] == {"type": "json_schema", "json_schema": {
        "name": "Verdict", "schema": Verdict.model_json_schema(), "strict": False}}
    assert KEY not in judge.name and KEY not in repr(judge)
    assert stub.errors == []


def test_no_key_sends_no_authorization_header():
    with OpenAIStub(models=(MODEL,)) as s:
        s.script(Reply.json(OK))
        OpenAIJudge(s.base_url, MODEL, timeout=5).complete_json("x", Verdict)
        assert "authorization" not in s.requests[0]["headers"]


def test_server_rejecting_json_schema_falls_back_to_json_object_and_remembers(stub):
    stub.reject_json_schema = True
    stub.script(Reply.json(OK), Reply.json(OK))
    judge = judge_for(stub)
    assert judge.complete_json("问题", Verdict).supported == 1
    assert judge.response_format_mode == "json_object"
    first, second = stub.calls()
    assert first["response_format"]["type"] == "json_schema"
    assert second["response_format"] == {"type": "json_object"}
    # the server cannot see the schema any more: it goes into the prompt, which also says "JSON"
    assert json.dumps(Verdict.model_json_schema(), ensure_ascii=False) in second["messages"][0]["content"]
    assert judge.complete_json("问题二", Verdict).supported == 1
    assert [c["response_format"]["type"] for c in stub.calls()] == ["json_schema", "json_object", "json_object"]
    assert judge.attempts == 3 and judge.calls == 2  # the 400 rejection is not a call


def test_server_rejecting_both_formats_gets_plain_prompting(stub):
    stub.reject_json_object = True
    stub.script(Reply.text('好的：\n```json\n{"supported": 0, "reason": "无依据",}\n```'))
    judge = judge_for(stub)
    assert judge.complete_json("问题", Verdict) == Verdict(supported=0, reason="无依据")
    calls = stub.calls()
    assert [c.get("response_format", {}).get("type") for c in calls] == ["json_schema", "json_object", None]
    assert calls[-1]["temperature"] == 0
    assert '"supported"' in calls[-1]["messages"][0]["content"]
    assert judge.response_format_mode == "plain" and (judge.attempts, judge.calls) == (3, 1)


def test_malformed_json_is_retried_once_then_output_error(stub):
    stub.script(Reply.text('{"supported": 1, "reason": '), Reply.text('{"supported": "yes"}'))
    judge = judge_for(stub)
    with pytest.raises(BackendOutputError, match="unusable JSON twice"):
        judge.complete_json("x", Verdict)
    assert judge.attempts == judge.calls == 2 and len(stub.calls()) == 2


def test_malformed_then_good_succeeds_on_the_retry(stub):
    stub.script(Reply.text("I cannot answer in JSON"), Reply.json(OK))
    judge = judge_for(stub)
    assert judge.complete_json("x", Verdict).supported == 1
    assert judge.attempts == judge.calls == 2


def test_truncated_reply_is_reported_as_cut_off(stub):
    stub.script(*[Reply.text('{"supported": 1, "rea', finish_reason="length")] * 2)
    with pytest.raises(BackendOutputError, match="token limit"):
        judge_for(stub).complete_json("x", Verdict)


def test_5xx_twice_then_ok_succeeds_after_backoff(stub):
    stub.script(Reply.error(500, "boom"), Reply.error(503, "overloaded"), Reply.json(OK))
    judge = judge_for(stub, retries=2)
    assert judge.complete_json("x", Verdict).supported == 1
    assert judge.attempts == 3 == len(stub.calls()) and judge.calls == 1


def test_5xx_past_the_retries_is_unavailable(stub):
    stub.set_default(Reply.error(502, "bad gateway"))
    judge = judge_for(stub, retries=1)
    with pytest.raises(BackendUnavailable, match=r"HTTP 502.*after 2 attempts"):
        judge.complete_json("x", Verdict)
    assert (judge.attempts, judge.calls) == (2, 0)


def test_dropped_connection_is_retried(stub):
    stub.script(Reply.drop(), Reply.json(OK))
    judge = judge_for(stub)
    assert judge.complete_json("x", Verdict).supported == 1
    assert (judge.attempts, judge.calls) == (2, 1)


def test_400_is_not_retried(stub):
    stub.set_default(Reply.error(400, "This model's maximum context length is 8192 tokens.",
                                 code="context_length_exceeded"))
    judge = judge_for(stub, retries=3)
    with pytest.raises(BackendOutputError, match="HTTP 400.*maximum context length"):
        judge.complete_json("x", Verdict)
    assert judge.attempts == 1 == len(stub.calls()) and judge.calls == 0


def test_401_names_the_environment_variable_and_never_the_key(stub):
    wrong = "sk-wrong-0000111122"
    judge = judge_for(stub, api_key=wrong, api_key_env="EARAG_JUDGE_KEY", retries=3)
    with pytest.raises(BackendUnavailable, match="authentication failed.*set EARAG_JUDGE_KEY") as info:
        judge.complete_json("x", Verdict)
    assert wrong not in str(info.value) and (judge.attempts, judge.calls) == (1, 0)
    ping = judge.ping()
    assert ping["reachable"] and "EARAG_JUDGE_KEY" in ping["error"]
    # a code, so `earag check --lang zh` and the Chinese backend card say it in Chinese
    assert ping["error"].message.code == "openai.auth_failed"
    assert "认证失败" in render(ping["error"].message, "zh") and "EARAG_JUDGE_KEY" in render(ping["error"].message, "zh")


def test_a_server_echoing_the_key_has_it_redacted(stub):
    stub.set_default(Reply.error(500, f"upstream refused key {KEY}"))
    with pytest.raises(BackendUnavailable) as info:
        judge_for(stub, retries=0).complete_json("x", Verdict)
    assert KEY not in str(info.value) and "***" in str(info.value)


def test_unknown_model_is_unavailable_and_named(stub):
    judge = judge_for(stub, model="llama9-70b")
    with pytest.raises(BackendUnavailable, match="no model 'llama9-70b'"):
        judge.complete_json("x", Verdict)
    assert (judge.attempts, judge.calls) == (1, 0)
    ping = judge.ping()
    assert ping["reachable"] and not ping["model_available"] and "llama9-70b" in ping["error"]
    assert ping["error"].message.code == "openai.model_not_served"
    assert "没有提供模型 'llama9-70b'" in render(ping["error"].message, "zh")


def test_slow_reply_past_the_timeout_raises_timeout_without_retrying(stub):
    stub.set_default(Reply.slow(120, Reply.json(OK)))  # cut short when the stub stops
    judge = judge_for(stub, timeout=0.5, retries=2)
    t0 = time.perf_counter()
    with pytest.raises(BackendTimeout, match="within 0.5 s"):
        judge.complete_json("x", Verdict)
    assert time.perf_counter() - t0 < 60  # no hang: long before the 120 s reply, so the call gave up on its own budget
    assert (judge.attempts, judge.calls) == (1, 0)


def test_per_call_timeout_bounds_the_whole_call(stub):
    stub.set_default(Reply.slow(120, Reply.json(OK)))  # cut short when the stub stops
    judge = judge_for(stub, timeout=30)
    t0 = time.perf_counter()
    with pytest.raises(BackendTimeout, match="within 0.4 s"):
        judge.complete_json("x", Verdict, timeout=0.4)
    assert time.perf_counter() - t0 < 25  # the call's 0.4 s, not the judge's 30 s (nor the 120 s reply)


def test_killed_server_is_unavailable_after_the_retries(stub):
    url = stub.base_url
    stub.kill()
    judge = OpenAIJudge(url, MODEL, api_key=KEY, timeout=2, retries=2, backoff=0.01)
    with pytest.raises(BackendUnavailable, match="unreachable.*after 3 attempts"):
        judge.complete_json("x", Verdict)
    assert (judge.attempts, judge.calls, judge.failures) == (3, 0, 1)
    ping = judge.ping()
    assert ping["reachable"] is False and ping["error"]


def test_server_dying_mid_request_is_unavailable(stub):
    stub.script(Reply.kill())
    with pytest.raises(BackendUnavailable):
        judge_for(stub, retries=1).complete_json("x", Verdict)


def test_ping_lists_models_with_the_ollama_ping_shape(stub):
    ping = judge_for(stub).ping()
    assert ping["reachable"] and ping["model_available"] and ping["models"] == [MODEL]
    assert ping["version"] is None and ping["latency_ms"] >= 0 and "error" not in ping
    assert stub.requests[-1]["path"] == "/v1/models"


def test_evaluator_runs_on_the_openai_judge(stub):
    from tests.support.scenarios import ENTITIES, SAMPLE, VERDICTS

    def route(body):
        props = body["response_format"]["json_schema"]["schema"]["properties"]
        if "question_entities" in props and "verdications" in props:   # the one combined call
            return Reply.json({**ENTITIES, **VERDICTS})
        return Reply.json(ENTITIES if "question_entities" in props else VERDICTS)

    stub.set_router(route)
    settings = Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram",
                                            "evaluation.performance.timeout_seconds": 5})
    emb, _, _ = build_embedder(settings)
    graph, _, _ = build_graph(settings)
    judge = judge_for(stub)
    result = Evaluator(settings, BackendSet(judge, emb, graph)).evaluate(SAMPLE)
    assert result.backends["faithfulness_judge"] == f"openai:{MODEL}"
    assert result.dimensions["faithfulness"].status == "ok"
    assert [v.supported for v in result.sentence_verdicts] == [0, 0]
    assert judge.calls == judge.attempts == len(stub.calls()) == 1 == result.usage["llm_calls"]
    # the token counts the server reported in `usage` (the stub: a quarter of the characters) are the record's
    prompt = "".join(m["content"] for m in stub.calls()[0]["messages"])
    assert result.usage["prompt_tokens"] == len(prompt) // 4 and result.usage["cached_calls"] == 0
    assert isinstance(result.usage["output_tokens"], int) and result.usage["output_tokens"] > 0


# --- the retry helper shared with the Ollama judge ---------------------------------------------------------------
def test_retry_call_backs_off_exponentially_with_a_cap():
    slept, attempts = [], []

    def flaky():
        attempts.append(1)
        if len(attempts) < 5:
            raise ConnectionError("down")
        return "ok"

    assert retry_call(flaky, 4, 1.0, (ConnectionError,), max_delay=5, sleep=slept.append) == "ok"
    assert slept == [1.0, 2.0, 4.0, 5.0]
    assert backoff_delay(10, 0.5) == 8.0


def test_retry_call_gives_up_and_reraises_the_last_error():
    calls = []

    def always():
        calls.append(1)
        raise ConnectionError(f"attempt {len(calls)}")

    with pytest.raises(ConnectionError, match="attempt 3"):
        retry_call(always, 2, 0.0, (ConnectionError,), sleep=lambda s: None)
    assert len(calls) == 3


def test_retry_call_does_not_retry_other_errors_or_refused_ones():
    calls = []

    def bad():
        calls.append(1)
        raise ValueError("no")

    with pytest.raises(ValueError):
        retry_call(bad, 5, 0.0, (ConnectionError,))
    assert len(calls) == 1

    class HTTPError(Exception):
        def __init__(self, status):
            self.status = status

    def client_error():
        calls.append(1)
        raise HTTPError(404)

    with pytest.raises(HTTPError):
        retry_call(client_error, 5, 0.0, (HTTPError,), retry_if=lambda e: e.status >= 500)
    assert len(calls) == 2


def test_retry_call_stops_before_the_deadline():
    calls = []

    def down():
        calls.append(1)
        raise ConnectionError("down")

    with pytest.raises(ConnectionError):
        retry_call(down, 5, 10.0, (ConnectionError,), deadline=time.monotonic() + 1, sleep=lambda s: None)
    assert len(calls) == 1
