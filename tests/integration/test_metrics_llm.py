"""The metrics' LLM paths through the real `ollama` client (OllamaJudge) against the scripted Ollama server."""
import re
import time

import pytest

from earag.backends.embeddings.local import CharNgramEmbedder
from earag.backends.factory import BackendSet
from earag.backends.llm.ollama import OllamaJudge
from earag.config import Settings
from earag.evaluator import Evaluator
from earag.metrics import LLMScore, evaluate_metrics, llm_cost
from earag.metrics.answer_quality import F1Score
from earag.metrics.context_support import AnswerSupportedPrecision, ContextSupportedPrecision
from earag.metrics.retrieval import ChunkUtilization, RetrievalPrecision
from earag.types import EvaluationSample
from tests.support.ollama_stub import OllamaStub, Reply
from tests.support.scenarios import combined_router

MODEL = "qwen2.5:7b"
LOW = EvaluationSample("小型微利企业有什么优惠？", "小型微利企业按20%的税率缴纳企业所得税。", [], None, None,
                       {"retrieved_entities": ["小型微利企业", "企业所得税"], "cited_entities": ["国家发改委", "商务部"]})
HIGH = EvaluationSample(LOW.question, LOW.answer, [], None, None,
                        {"retrieved_entities": ["小型微利企业", "企业所得税"], "cited_entities": ["小型微利企业"]})


@pytest.fixture
def stub():
    with OllamaStub(models=(MODEL,)) as s:
        yield s


def judge(stub, timeout=5.0):
    return OllamaJudge(stub.url, MODEL, timeout=timeout)


def prompt_of(body):
    return body["messages"][0]["content"]


def test_rule_score_above_the_trigger_makes_no_call(stub):
    stub.set_default(Reply.json({"score": 0.1, "reason": "不应被调用"}))
    llm = judge(stub)
    r = RetrievalPrecision(llm=llm).evaluate(HIGH)  # 1/1 cited entity retrieved: 1.0 > 0.5
    assert r.score == 1.0 and r.details["llm_status"] == "not_needed"
    assert stub.calls("/api/chat") == [] and llm.calls == 0


def test_low_rule_score_asks_once_and_keeps_the_higher_llm_score(stub):
    stub.set_default(Reply.json({"score": 0.8, "reason": "引用实体与检索实体语义一致"}))
    llm = judge(stub)
    r = RetrievalPrecision(llm=llm).evaluate(LOW)  # 0/2 cited entities retrieved: 0.0 <= 0.5
    chats = stub.calls("/api/chat")
    assert len(chats) == 1 == llm.calls
    assert chats[0]["format"] == LLMScore.model_json_schema() and chats[0]["options"]["temperature"] == 0
    assert "国家发改委" in prompt_of(chats[0]) and "【检索实体】" in prompt_of(chats[0])
    assert r.score == 0.8 and r.status == "ok"
    d = r.details
    assert (d["rule_score"], d["llm_score"], d["used"], d["llm_status"]) == (0.0, 0.8, "llm", "ok")
    assert d["backend"] == f"ollama:{MODEL}" and r.reason == "[LLM] 引用实体与检索实体语义一致"


def test_llm_score_below_the_rule_keeps_the_rule(stub):
    stub.set_default(Reply.json({"score": 0.1, "reason": "差异较大"}))
    s = EvaluationSample("q", "小微企业免征增值税", [], "小微企业减半征收增值税")
    r = F1Score(llm=judge(stub)).evaluate(s)  # f1 always asks; rule 2/3
    assert len(stub.calls("/api/chat")) == 1
    assert r.score == pytest.approx(2 / 3)
    assert (r.details["used"], r.details["llm_score"], r.details["llm_status"]) == ("rule", 0.1, "ok")


def test_llm_down_keeps_the_rule_score_labelled_and_trips_the_breaker(stub):
    url = stub.url
    stub.kill()
    llm = OllamaJudge(url, MODEL, timeout=5)
    r = RetrievalPrecision(llm=llm).evaluate(LOW)
    assert r.score == 0.0 and r.status == "fallback"
    assert (r.details["used"], r.details["llm_status"], r.details["llm_score"]) == ("rule", "unavailable", None)
    assert "unreachable" in r.details["llm_error"] and "LLM不可用" in r.reason
    # the next metric does not knock on a dead server again
    r2 = F1Score(llm=llm).evaluate(EvaluationSample("q", "小微企业免征增值税", [], "小微企业减半征收增值税"))
    assert llm.attempts == 1 and llm.calls == 0  # one request sent, none answered (calls counts answers only)
    assert r2.details["llm_status"] == "unavailable" and "skipped" in r2.details["llm_error"]
    assert r2.score == pytest.approx(2 / 3)


@pytest.mark.parametrize("reply", [Reply.text("好的，我给这个回答打八分。"), Reply.json({"score": 8, "reason": "满分10分"})],
                         ids=["prose", "out-of-range"])
def test_garbage_reply_keeps_the_rule_score_labelled(stub, reply):
    stub.set_default(reply)
    r = RetrievalPrecision(llm=judge(stub)).evaluate(LOW)
    assert len(stub.calls("/api/chat")) == 2  # the judge's one retry, then it gives up
    assert r.score == 0.0 and r.status == "fallback"
    assert (r.details["used"], r.details["llm_status"]) == ("rule", "error")
    assert "unusable JSON" in r.details["llm_error"]


def test_slow_llm_times_out_and_keeps_the_rule(stub):
    stub.set_default(Reply.slow(120, Reply.json({"score": 0.9, "reason": "x"})))  # cut short when the stub stops
    t0 = time.perf_counter()
    r = RetrievalPrecision(llm=judge(stub, timeout=0.5)).evaluate(LOW)
    assert time.perf_counter() - t0 < 60  # no hang: long before the 120 s reply, so the call gave up on its own budget
    assert r.score == 0.0 and r.details["llm_status"] == "timeout" and r.status == "fallback"


def test_chunk_utilization_without_text_asks_on_the_ids(stub):
    stub.set_default(Reply.json({"score": 0.6, "reason": "回答利用了部分文本块"}))
    s = EvaluationSample("q", LOW.answer, [], None, None, {"cited_chunk_ids": ["chunk-7", "chunk-9"]})
    r = ChunkUtilization(llm=judge(stub)).evaluate(s)
    chats = stub.calls("/api/chat")
    assert len(chats) == 1 and "chunk-7" in prompt_of(chats[0]) and "请依据文本块ID" in prompt_of(chats[0])
    assert r.score == 0.6 and r.details["rule_score"] is None and r.details["used"] == "llm"


# --- seed 001 with the judge ------------------------------------------------------------------------------------
CONTEXT = ["对小型微利企业年应纳税所得额不超过100万元的部分，减按25%计入应纳税所得额，按20%的税率缴纳企业所得税。",
           "本公告执行期限为2023年1月1日至2024年12月31日。"]
SUPPORT = EvaluationSample("小型微利企业有什么优惠？",
                           "小型微利企业年应纳税所得额不超过100万元的部分，减按25%计入应纳税所得额。北京冬奥会很精彩。", CONTEXT)


def section(prompt, name):
    return re.search(rf"\[{name}-开始\]\n(.*?)\n\[{name}-结束\]", prompt, re.S).group(1)


def support_router(request):
    """Verdict 1 for the first numbered sentence, 0 for the rest, as a schema-constrained model would answer."""
    numbered = re.findall(r"^(\d+)\. (.*)$", section(prompt_of(request), "回答"), re.M)
    return Reply.json({"verdications": [
        {"index": int(i), "sentence": text, "sentence_supported_reasoning": f"LLM理由{i}",
         "sentence_supported_verdication": 1 if i == "1" else 0} for i, text in numbered]})


def test_context_support_makes_one_call_per_direction_with_the_seeds_swap(stub):
    stub.set_router(support_router)
    llm = judge(stub)
    out = evaluate_metrics(SUPPORT, ["answer_supported_precision", "context_supported_precision"], llm=llm)
    chats = stub.calls("/api/chat")
    assert len(chats) == 2 == llm_cost(["answer_supported_precision", "context_supported_precision"])
    forward = next(c for c in chats if "北京冬奥会" in section(prompt_of(c), "回答"))
    reverse = next(c for c in chats if c is not forward)
    assert CONTEXT[0] in section(prompt_of(forward), "上下文")
    # reversed: the context sentences are judged as the "answer", the answer is the "context"
    assert section(prompt_of(reverse), "上下文") == SUPPORT.answer
    assert "1. " + CONTEXT[0] in section(prompt_of(reverse), "回答")
    a, c = out["answer_supported_precision"], out["context_supported_precision"]
    assert a.score == 0.5 and c.score == 0.5
    assert a.details["judge"] == f"ollama:{MODEL}" and a.details["used"] == "llm" and a.details["llm_status"] == "ok"
    assert [v["reason"] for v in a.details["verdicts"]] == ["LLM理由1", "LLM理由2"]
    assert a.details["rule_score"] == 0.5 and a.details["llm_score"] == 0.5  # offline judge reported alongside
    assert [(v["doc"], v["supported"]) for v in c.details["verdicts"]] == [(0, 1), (1, 0)]


def test_context_support_fills_skipped_sentences_and_falls_back_when_down(stub):
    stub.set_default(Reply.json({"verdications": [{"index": 2, "sentence": "北京冬奥会很精彩。",
                                                   "sentence_supported_reasoning": "无关", "sentence_supported_verdication": 0}]}))
    r = AnswerSupportedPrecision(llm=judge(stub)).evaluate(SUPPORT)
    assert r.details["verdicts"][0]["reason"].startswith("[离线判定]") and r.details["verdicts"][0]["supported"] == 1
    assert "已用离线判定补齐" in r.details["note"]
    url = stub.url
    stub.kill()
    r = ContextSupportedPrecision(llm=OllamaJudge(url, MODEL, timeout=5)).evaluate(SUPPORT)
    assert r.status == "fallback" and r.details["llm_status"] == "unavailable"
    assert r.details["judge"] == "offline:span-judge" and r.score == 0.5


# --- the EARAG adapters and a mixed selection ---------------------------------------------------------------------
ENTITIES = {"question_entities": [{"name": "小型微利企业", "type": "政策名称"}],
            "answer_entities": [{"name": "小型微利企业", "type": "政策名称"}],
            "context_entities": [{"name": "小型微利企业", "type": "政策名称"}]}


@combined_router
def earag_router(request):
    props = (request.get("format") or {}).get("properties", {})
    if "question_entities" in props:
        return Reply.json(ENTITIES)
    if "verdications" in props:
        return support_router(request)
    return Reply.json({"score": 0.9, "reason": "相关"})


def test_earag_adapters_share_one_evaluation_of_one_call(stub):
    stub.set_router(earag_router)
    settings = Settings().with_overrides(**{"backends.llm.host": stub.url, "backends.llm.model": MODEL,
                                            "backends.embeddings.provider": "char-ngram"})
    ev = Evaluator(settings, BackendSet(judge(stub), CharNgramEmbedder(), None))
    try:
        names = ["earag_overall", "faithfulness", "relevancy", "hallucination"]
        out = evaluate_metrics(SUPPORT, names, evaluator=ev)
        assert len(stub.calls("/api/chat")) == 1 == llm_cost(names)   # the one combined judge call
        assert out["faithfulness"].details["judge"] == f"ollama:{MODEL}"
        assert out["earag_overall"].details["backends"]["entities"] == f"ollama:{MODEL}"
    finally:
        ev.close()


def test_a_mixed_selection_stays_within_its_llm_cost(stub):
    stub.set_router(earag_router)
    names = ["em", "f1", "retrieval_precision", "retrieval_latency", "graph_coverage", "response_coherence"]
    s = EvaluationSample("小微企业如何申请创业担保贷款？", "创业担保贷款。", [], "个人创业担保贷款最高30万元", None,
                         {**LOW.metadata, "retrieval_latency": 0.4})
    out = evaluate_metrics(s, names, llm=judge(stub))
    assert len(stub.calls("/api/chat")) <= llm_cost(names) == 5
    assert out["retrieval_latency"].score == 0.4 and out["retrieval_latency"].details["llm_status"] == "not_needed"
    assert out["f1"].details["llm_status"] == "ok" and out["f1"].score == 0.9
    assert stub.errors == []
