"""Seed 002's HTTP API on a real uvicorn server (127.0.0.1, a free port), driven with httpx: every endpoint's
success shape, the error bodies (400/401/404/413/503/500), the API key, CORS, the dashboard's /api/ask client."""
from __future__ import annotations

import json
import sqlite3

import httpx
import pytest

from earag.answerer import RagEndpoint
from earag.api import create_app
from earag.api.settings import ApiSettings
from earag.config import Settings
from earag.evaluator import Evaluator
from earag.runs.store import open_store
from earag.types import DIMENSIONS, EvaluationResult, EvaluationSample
from tests.support.api_server import ApiServer
from tests.support.rag_stub import RagStub

SEED_QUESTION = "华侨经济文化合作试验区的税收优惠政策有哪些？"
SEED_EVAL_KEYS = {"overall_score", "quality_level", "dimension_scores", "diagnosis", "entity_analysis",
                  "detailed_analysis", "processing_time", "algorithm_version"}
LEVELS = {"优秀", "良好", "一般", "较差"}
SAMPLE = {"question": "企业注册资本要求", "answer": "注册资本最低100万元。需要验资报告。",
          "contexts": ["根据《中华人民共和国公司法》，有限责任公司注册资本实行认缴制，一般不再规定最低注册资本，也不再要求验资报告。"]}


def offline_settings(**overrides) -> Settings:
    return Settings().with_overrides(**{"backends.cache.enabled": False, **overrides})


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    store = open_store(tmp_path_factory.mktemp("runs") / "runs.sqlite3")
    app = create_app(offline_settings(), store, api=ApiSettings(max_body_bytes=64 * 1024), offline=True, environ={})
    with ApiServer(app) as srv:
        yield srv


@pytest.fixture(scope="module")
def client(server):
    with httpx.Client(base_url=server.url, timeout=60) as c:
        yield c


def assert_error(response: httpx.Response, status: int, error: str, **expected) -> dict:
    assert response.status_code == status, response.text
    body = response.json()
    assert body["error"] == error
    assert body["timestamp"].endswith("Z")
    assert body["request_id"] == response.headers["x-request-id"]
    for key, value in expected.items():
        assert body[key] == value, (key, body)
    assert "Traceback" not in response.text
    return body


# --------------------------------------------------------------------------- success shapes


def test_ask_evaluated_returns_seed_002_shape_with_the_cli_evaluation_object(client):
    r = client.post("/api/ask/evaluated", json={"question": SEED_QUESTION, "use_graph": True,
                                                "session_id": "demo_session_001"})
    assert r.status_code == 200, r.text
    assert r.headers["x-request-id"].startswith("req_")
    body = r.json()
    ev = body["earag_evaluation"]
    assert body["answer"] and body["contexts"]
    assert body["quality_score"] == ev["overall_score"]
    assert body["quality_level"] == ev["quality_level"] in LEVELS
    assert body["quality_warning"] is (body["quality_score"] < 0.7)
    assert body["evaluation_diagnosis"] == ev["diagnosis"]
    assert body["session_id"] == "demo_session_001" and body["graph_enhanced"] is True
    assert body["algorithm_version"] == ev["algorithm_version"] and body["processing_time"] > 0
    assert SEED_EVAL_KEYS <= set(ev) and set(ev["dimension_scores"]) == set(DIMENSIONS)
    assert set(ev["detailed_analysis"]["overall"]["weights_used"]) == set(DIMENSIONS)
    kinds = {s["type"] for s in body["sources"]}
    assert kinds == {"document", "graph_entity"}
    assert "华侨经济文化合作试验区" in body["question_entities"]
    # the object the CLI writes: it reads back into the library's type, and the in-process evaluator gives the same
    assert EvaluationResult.from_dict(ev).to_dict() == ev
    local = Evaluator(offline_settings(), offline=True).evaluate(EvaluationSample(
        question=SEED_QUESTION, answer=body["answer"], contexts=body["contexts"],
        graph_entities=[s["name"] for s in body["sources"] if s["type"] == "graph_entity"] or None,
        metadata={"answer_source": body["answer_source"]})).to_dict()
    assert local["dimension_scores"] == ev["dimension_scores"]
    assert local["overall_score"] == ev["overall_score"]


def test_ask_and_ask_enhanced(client):
    plain = client.post("/api/ask", json={"question": SEED_QUESTION, "session_id": "s1"})
    assert plain.status_code == 200, plain.text
    body = plain.json()
    assert body["answer"] and body["contexts"] and body["graph_enhanced"] is False
    assert body["answer_source"] == "demo:extractive" and body["session_id"] == "s1"
    assert {s["type"] for s in body["sources"]} == {"document"}
    assert all(s["snippet"] and s["relevance"] > 0 for s in body["sources"])
    enhanced = client.post("/api/ask/enhanced", json={"question": SEED_QUESTION}).json()
    graph_sources = [s for s in enhanced["sources"] if s["type"] == "graph_entity"]
    assert enhanced["graph_enhanced"] is True and graph_sources
    assert any(s["relations"] for s in graph_sources) and all(s["entity_type"] for s in graph_sources)
    assert enhanced["confidence"]["method"] == "retrieval" and enhanced["confidence"]["passages"] == len(enhanced["contexts"])
    quiet = client.post("/api/ask/enhanced", json={"question": SEED_QUESTION, "use_graph": False,
                                                   "return_confidence": False}).json()
    assert quiet["confidence"] is None and quiet["graph_enhanced"] is False


def test_evaluate_a_given_answer_with_selected_metrics(client):
    r = client.post("/api/evaluate", json={**SAMPLE, "ground_truth": "注册资本实行认缴制，不再要求验资报告。",
                                           "metrics": ["f1"]})
    assert r.status_code == 200, r.text
    body = r.json()
    ev = body["earag_evaluation"]
    assert body["quality_warning"] is True and body["quality_level"] == ev["quality_level"]
    assert ev["dimension_scores"]["faithfulness"] < 0.5  # both sentences contradict the context
    assert "f1" in ev["metrics"]
    assert ev["backends"]["llm"] == "offline"  # what actually produced the numbers
    direct = Evaluator(offline_settings(), offline=True).evaluate(EvaluationSample(**SAMPLE)).to_dict()
    assert direct["dimension_scores"] == ev["dimension_scores"]


def test_graph_analyze_returns_typed_entities_and_the_relations_among_them(client):
    text = "汕头华侨经济文化合作试验区位于汕头市，享受税收优惠政策"
    body = client.post("/api/graph/analyze", json={"text": text, "extract_entities": True,
                                                   "extract_relations": True}).json()
    names = {e["name"]: e for e in body["entities"]}
    assert names["汕头市"]["type"] == "地理位置" and names["汕头市"]["graph_entity"] == "汕头市"
    assert {"source": "汕头华侨经济文化合作试验区", "target": "汕头市", "type": "位于"} in body["relations"]
    graph_names = {e["graph_entity"] for e in body["entities"]}
    assert all(r["source"] in graph_names and r["target"] in graph_names for r in body["relations"])
    assert body["graph"].startswith("file:") and body["extractor"]
    only = client.post("/api/graph/analyze", json={"text": text, "extract_relations": False}).json()
    assert only["relations"] is None and only["entities"]


def test_system_stats_and_health(client):
    client.post("/api/evaluate", json=SAMPLE)
    stats = client.get("/api/system/stats").json()
    rows = {row["backend"]: row for row in stats["backends"]}
    assert rows["llm"]["in_use"] == "offline" and rows["graph"]["in_use"].startswith("file:")
    assert stats["uptime_seconds"] >= 0 and stats["algorithm_version"]
    assert stats["requests"]["by_endpoint"]["/api/evaluate"] >= 1
    assert stats["latency"]["/api/evaluate"]["mean_ms"] > 0
    assert stats["concurrency"]["max_concurrency"] == 4 and stats["evaluations"]["total"] >= 1
    assert stats["loaded"]["nlp.tokenizer"] >= 1  # the runtime's snapshot: the evaluation loaded jieba
    health = client.get("/api/health")
    assert health.status_code == 200 and health.json()["status"] == "ok"
    assert client.get("/docs").status_code == 200
    assert "/api/ask/evaluated" in client.get("/openapi.json").json()["paths"]


def test_the_dashboards_rag_endpoint_client_gets_an_answer_from_this_api(server):
    """pages/evaluate.py's "RAG endpoint URL" source is earag.answerer.RagEndpoint: pointed at this API it works."""
    for path in ("/api/ask", "/api/ask/enhanced", "/api/ask/evaluated"):
        answered = RagEndpoint(server.url + path, timeout=30).ask(SEED_QUESTION)
        assert answered.answer and answered.contexts, path
        assert answered.source == f"endpoint:{server.url}{path}"
        assert answered.to_sample().contexts == answered.raw["contexts"]
    graph = RagEndpoint(server.url + "/api/ask/enhanced", timeout=30).ask(SEED_QUESTION)
    assert graph.entities  # the graph sources become the sample's graph entities


# --------------------------------------------------------------------------- error bodies


def test_400_validation_errors_have_seed_002_shape(client):
    empty = assert_error(client.post("/api/ask/evaluated", json={"question": ""}), 400, "ValidationError",
                         message="问题内容不能为空", field="question", value="")
    assert set(empty) == {"error", "message", "code", "params", "field", "value", "timestamp", "request_id"}
    assert (empty["code"], empty["params"]) == ("sample.question_empty", {})   # the message's code beside its text
    assert_error(client.post("/api/ask", json={"question": "   "}), 400, "ValidationError", message="问题内容不能为空")
    assert_error(client.post("/api/ask", json={}), 400, "ValidationError", message="问题内容不能为空", field="question")
    assert_error(client.post("/api/ask/evaluated", json={"question": "问" * 1001}), 400, "ValidationError",
                 message="问题长度超过限制，请限制在1000字符内", field="question")
    assert_error(client.post("/api/evaluate", json={**SAMPLE, "question": "问" * 1001}), 400, "ValidationError",
                 message="问题长度超过限制，请限制在1000字符内", field="question")
    assert client.post("/api/ask", json={"question": "问" * 1000}).status_code == 200  # the limit itself is fine
    wrong = assert_error(client.post("/api/evaluate", json={**SAMPLE, "contexts": [1]}), 400, "ValidationError",
                         field="contexts.0")
    assert "int" in wrong["message"]
    assert_error(client.post("/api/ask/enhanced", json={"question": 123}), 400, "ValidationError",
                 field="question", value=123)
    assert_error(client.post("/api/evaluate", json={**SAMPLE, "answer": " "}), 400, "ValidationError", field="answer")
    bad = client.post("/api/ask", content=b'{"question": "x"', headers={"content-type": "application/json"})
    assert "JSON" in assert_error(bad, 400, "ValidationError", field="body")["message"]
    assert_error(client.post("/api/ask", json=["question"]), 400, "ValidationError", field="body")
    assert_error(client.post("/api/ask", content=b'{"question": "x"}'), 400, "ValidationError", field="body")
    assert_error(client.post("/api/evaluate", json={**SAMPLE, "metrics": ["nope"]}), 400, "ValidationError",
                 field="metrics")
    assert_error(client.post("/api/graph/analyze", json={"text": ""}), 400, "ValidationError", field="text")
    for flag in ("yes", 1, "false"):  # a switch is true or false, never read from another type
        assert_error(client.post("/api/graph/analyze", json={"text": "汕头市", "extract_entities": flag}), 400,
                     "ValidationError", field="extract_entities")
    assert_error(client.post("/api/ask/enhanced", json={"question": "汕头市有哪些政策？", "use_graph": "no"}), 400,
                 "ValidationError", field="use_graph")
    surrogate = b'{"question": "q\\ud800", "answer": "a", "contexts": []}'  # valid JSON no encoding can hold
    assert_error(client.post("/api/evaluate", content=surrogate, headers={"content-type": "application/json"}), 400,
                 "ValidationError", field="question")


def test_413_for_bodies_over_the_configured_limit(client):
    big = {**SAMPLE, "contexts": ["政策" * 40_000]}  # ~240 KB of JSON > 64 KiB
    body = assert_error(client.post("/api/evaluate", json=big), 413, "PayloadTooLarge", limit=64 * 1024)
    assert "65536" in body["message"]

    def chunks():  # no Content-Length: the limit holds while the body streams in
        yield b'{"question": "q", "answer": "'
        for _ in range(100):
            yield b"x" * 1024
        yield b'"}'

    assert_error(client.post("/api/evaluate", content=chunks(), headers={"content-type": "application/json"}),
                 413, "PayloadTooLarge")
    assert client.post("/api/evaluate", json=SAMPLE).status_code == 200  # the server goes on serving


def test_404_and_request_ids(client):
    assert_error(client.get("/api/nothing-here"), 404, "NotFound")
    assert_error(client.get("/api/runs/no-such-run"), 404, "NotFound", field="run_id")
    mine = client.get("/api/health", headers={"X-Request-ID": "lb-trace-42"})
    assert mine.headers["x-request-id"] == "lb-trace-42"
    hostile = client.get("/api/health", headers={"X-Request-ID": "a b\tc<script>"})
    assert hostile.headers["x-request-id"].startswith("req_")


def test_503_when_the_graph_cannot_serve(tmp_path):
    settings = offline_settings(**{"backends.graph.path": str(tmp_path / "missing_kg.json")})
    with ApiServer(create_app(settings, api=ApiSettings(), offline=True, environ={})) as srv, \
            httpx.Client(base_url=srv.url, timeout=60) as c:
        body = assert_error(c.post("/api/graph/analyze", json={"text": "汕头市"}), 503, "GraphRAG功能不可用",
                            message="请使用 /api/ask 接口访问传统RAG功能", available_endpoints=["/api/ask"])
        assert "missing_kg.json" in body["reason"]
        assert_error(c.post("/api/ask/evaluated", json={"question": SEED_QUESTION}), 503, "GraphRAG功能不可用")
        assert c.post("/api/ask", json={"question": SEED_QUESTION}).status_code == 200
        no_graph = c.post("/api/ask/evaluated", json={"question": SEED_QUESTION, "use_graph": False})
        assert no_graph.status_code == 200 and no_graph.json()["earag_evaluation"]["backends"]["graph"] == "none"


def test_503_when_the_evaluator_cannot_start(tmp_path):
    bad = tmp_path / "broken.yaml"
    bad.write_text("evaluation:\n  weights:\n    entity_coverage: 7\n", encoding="utf-8")
    app = create_app(api=ApiSettings(), offline=True, environ={"EARAG_CONFIG": str(bad)})
    with ApiServer(app) as srv, httpx.Client(base_url=srv.url, timeout=60) as c:
        for path, body in (("/api/evaluate", SAMPLE), ("/api/ask/evaluated", {"question": SEED_QUESTION})):
            err = assert_error(c.post(path, json=body), 503, "EARAG-Eval评估器不可用",
                               message="请使用 /api/ask/enhanced 接口访问增强问答功能",
                               available_endpoints=["/api/ask", "/api/ask/enhanced"])
            assert "entity_coverage" in err["reason"]
        assert c.post("/api/ask/enhanced", json={"question": SEED_QUESTION, "use_graph": False}).status_code == 200
        health = c.get("/api/health").json()
        assert health["status"] == "degraded" and health["evaluator"] == "unavailable"


def test_a_store_fault_is_503_without_a_traceback_or_a_location(tmp_path):
    # issue 22: a store fault was a 500 (or, PostgreSQL down, a 400 naming the host): now 503 naming nothing
    db = tmp_path / "runs.sqlite3"
    store = open_store(db)
    run = store.create_run(name="x", dataset_fp="d", settings_fp="s", total_rows=1)
    with ApiServer(create_app(offline_settings(), store, api=ApiSettings(), offline=True, environ={})) as srv, \
            httpx.Client(base_url=srv.url, timeout=60) as c:
        assert c.get(f"/api/runs/{run.id}").status_code == 200
        with sqlite3.connect(db) as other:  # someone breaks the database under the running server
            other.execute("DROP TABLE earag_records")
        r = c.get(f"/api/runs/{run.id}")
        assert r.status_code == 503 and r.headers["retry-after"]
        assert r.json()["error"] == "RunStoreUnavailable" and r.json()["request_id"] == r.headers["x-request-id"]
        assert "Traceback" not in r.text and "sqlite" not in r.text.lower() and str(tmp_path) not in r.text
        assert c.get("/api/health").status_code == 200


# --------------------------------------------------------------------------- API key, CORS


def test_api_key_guards_everything_but_health(tmp_path):
    api = ApiSettings(cors_origins=["http://localhost:8501"])
    app = create_app(offline_settings(), open_store(tmp_path / "r.sqlite3"), api=api, offline=True,
                     environ={"EARAG_API_KEY": "k-7f3a9c"})
    with ApiServer(app) as srv, httpx.Client(base_url=srv.url, timeout=60) as c:
        assert c.get("/api/health").status_code == 200
        missing = assert_error(c.post("/api/evaluate", json=SAMPLE), 401, "Unauthorized")
        assert c.post("/api/evaluate", json=SAMPLE).headers["www-authenticate"] == "Bearer"
        assert "k-7f3a9c" not in json.dumps(missing)
        for header in ("Bearer wrong", "Bearer k-7f3a9", "Basic k-7f3a9c", "k-7f3a9c"):
            assert_error(c.post("/api/evaluate", json=SAMPLE, headers={"Authorization": header}), 401, "Unauthorized")
        for path in ("/api/system/stats", "/api/runs/x"):
            assert c.get(path).status_code == 401
        ok = c.post("/api/evaluate", json=SAMPLE, headers={"Authorization": "Bearer k-7f3a9c"})
        assert ok.status_code == 200 and "k-7f3a9c" not in ok.text
        answered = RagEndpoint(srv.url + "/api/ask", headers={"Authorization": "Bearer k-7f3a9c"}).ask(SEED_QUESTION)
        assert answered.answer
        assert c.get("/docs").status_code == 200  # the API description holds no data
        pre = c.options("/api/evaluate", headers={"Origin": "http://localhost:8501",
                                                  "Access-Control-Request-Method": "POST",
                                                  "Access-Control-Request-Headers": "authorization,content-type"})
        assert pre.status_code == 200 and pre.headers["access-control-allow-origin"] == "http://localhost:8501"
        other = c.options("/api/evaluate", headers={"Origin": "http://evil.example",
                                                    "Access-Control-Request-Method": "POST"})
        assert "access-control-allow-origin" not in other.headers


def test_stats_never_show_credentials(tmp_path):
    settings = Settings().with_overrides(**{"backends.llm.host": "http://earag:pa55word@127.0.0.1:9",
                                            "backends.cache.enabled": False})
    with ApiServer(create_app(settings, api=ApiSettings(), offline=False, environ={})) as srv:
        text = httpx.get(srv.url + "/api/system/stats", timeout=60).text
        stats = json.loads(text)
        llm = next(r for r in stats["backends"] if r["backend"] == "llm")
        assert llm["in_use"] == "offline" and llm["fallback"] is True  # configured but unreachable: says so
        assert "pa55word" not in text


# --------------------------------------------------------------------------- the user's RAG endpoint


def test_ask_evaluated_uses_the_users_rag_endpoint_when_configured():
    with RagStub() as rag:
        rag.respond(json={"answer": "注册资本最低100万元。", "contexts": SAMPLE["contexts"],
                          "entities": ["注册资本"]})
        app = create_app(offline_settings(), api=ApiSettings(), offline=True,
                         environ={"EARAG_RAG_URL": rag.url + "/api/ask"})
        with ApiServer(app) as srv, httpx.Client(base_url=srv.url, timeout=60) as c:
            body = c.post("/api/ask/evaluated", json={"question": "企业注册资本要求", "session_id": "s-9"}).json()
            assert body["answer"] == "注册资本最低100万元。" and body["contexts"] == SAMPLE["contexts"]
            assert body["answer_source"] == f"endpoint:{rag.url}/api/ask"
            assert body["earag_evaluation"]["dimension_scores"]["faithfulness"] < 0.5
            assert rag.requests[-1]["json"] == {"question": "企业注册资本要求", "use_graph": True, "session_id": "s-9"}
            rag.respond(status=500, text="upstream exploded")
            down = assert_error(c.post("/api/ask", json={"question": "企业注册资本要求"}), 503, "RAG问答服务不可用")
            assert "/api/evaluate" in down["available_endpoints"]


def test_the_question_limit_is_the_configured_one():
    settings = offline_settings(**{"evaluation.performance.max_text_length": 50})
    with ApiServer(create_app(settings, api=ApiSettings(), offline=True, environ={})) as srv, \
            httpx.Client(base_url=srv.url, timeout=60) as c:
        for path, body in (("/api/ask", {}), ("/api/ask/evaluated", {}), ("/api/evaluate", SAMPLE)):
            assert_error(c.post(path, json={**body, "question": "问" * 51}), 400, "ValidationError",
                         message="问题长度超过限制，请限制在50字符内", field="question")
        assert c.post("/api/evaluate", json={**SAMPLE, "question": "问" * 50}).status_code == 200


def test_api_settings_come_from_the_api_block_then_the_environment(tmp_path):
    from earag.api.settings import load_api_settings
    from earag.errors import ConfigError

    cfg = tmp_path / "c.yaml"
    cfg.write_text("api:\n  max_concurrency: 3\n  cors_origins: [http://a]\n", encoding="utf-8")
    api = load_api_settings(environ={"EARAG_CONFIG": str(cfg), "EARAG_API_MAX_QUEUE": "7",
                                     "EARAG_API_CORS_ORIGINS": "http://b, http://c"})
    assert (api.max_concurrency, api.max_queue, api.cors_origins, api.host) == (3, 7, ["http://b", "http://c"],
                                                                                "127.0.0.1")
    cfg.write_text("api:\n  max_concurency: 3\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="api.max_concurency: unknown key"):
        load_api_settings(environ={"EARAG_CONFIG": str(cfg)})
    with pytest.raises(ConfigError, match="api.max_concurrency"):
        load_api_settings(environ={"EARAG_CONFIG": str(cfg.with_name("none.yaml")), "EARAG_API_MAX_CONCURRENCY": "0"})


def test_the_interactive_docs_need_no_internet(client):
    import re

    for page in ("/docs", "/redoc"):
        html = client.get(page).text
        assert not re.search(r"https?://(?!127\.0\.0\.1|localhost)", html), page  # every asset from this server
        for asset in re.findall(r'(?:src|href)="(/static-offline-docs/[^"]+)"', html) + \
                re.findall(r"url: '(/static-offline-docs/[^']+)'", html):
            assert client.get(asset).status_code == 200, asset
