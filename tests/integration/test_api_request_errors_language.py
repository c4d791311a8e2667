"""The API's own request errors (wrong type, missing or empty field, malformed JSON, NaN, no rows) are message codes:
seed 002's Chinese by default, English for `Accept-Language: en`, the same fields either way, over real HTTP."""
from __future__ import annotations

import re

import httpx
import pytest

from earag.api import create_app
from earag.api.settings import ApiSettings
from earag.config import Settings
from earag.messages import in_language, render
from earag.runs.store import open_store
from tests.support.api_server import ApiServer, offline_client

SAMPLE = {"question": "小微企业的税率是多少？", "answer": "小微企业税率为20%。", "contexts": ["小微企业的税率为20%。"]}
CJK = re.compile(r"[\u3400-\u9fff]")
EN = {"Accept-Language": "en"}


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    with offline_client(tmp_path_factory.mktemp("runs"), max_batch_rows=3) as c:
        yield c


def _both(client, path: str, status: int = 400, error: str = "ValidationError", **request) -> tuple[dict, dict]:
    headers = request.pop("headers", {})
    zh = client.post(path, **request, headers=headers)
    en = client.post(path, **request, headers={**headers, **EN})
    assert zh.status_code == en.status_code == status, (zh.text, en.text)
    zh_body, en_body = zh.json(), en.json()
    assert zh_body["error"] == en_body["error"] == error
    assert set(zh_body) == set(en_body) and zh_body.get("field") == en_body.get("field")
    assert not CJK.search(en_body["message"]), en_body["message"]
    return zh_body, en_body


def test_a_wrong_type_names_the_type_in_the_readers_language(client):
    zh, en = _both(client, "/api/evaluate", json={**SAMPLE, "contexts": [1]})
    assert zh["message"] == "contexts.0 必须是文本 (a string)，收到 int (wrong type)"   # as seed 002's API wrote it
    assert en["message"] == "contexts.0 must be a string, got int"
    zh, en = _both(client, "/api/graph/analyze", json={"text": "汕头市", "extract_entities": "yes"})
    assert zh["message"] == "extract_entities 必须是布尔值 (true/false)，收到 str (wrong type)"
    assert en["message"] == "extract_entities must be true/false, got str"


def test_empty_and_malformed_bodies_answer_in_either_language(client):
    zh, en = _both(client, "/api/ask", json={})
    assert (zh["message"], en["message"]) == ("问题内容不能为空", "the question is empty")
    zh, en = _both(client, "/api/graph/analyze", json={"text": ""})
    assert (zh["message"], en["message"]) == ("文本内容不能为空", "the text is empty")
    assert zh["field"] == "text" and zh["value"] == ""
    zh, en = _both(client, "/api/ask", content=b'{"question": "x"', headers={"content-type": "application/json"})
    assert zh["message"].startswith("请求体不是有效的JSON (malformed JSON: ") and zh["field"] == "body"
    assert en["message"].startswith("malformed JSON: ")
    zh, en = _both(client, "/api/evaluate", content=b'{"question": NaN}', headers={"content-type": "application/json"})
    assert zh["message"] == "不支持 NaN (NaN and Infinity are not JSON numbers)"
    assert en["message"] == "NaN and Infinity are not JSON numbers"


def test_a_batch_without_rows_answers_in_either_language(client):
    zh, en = _both(client, "/api/evaluate/batch", json={"rows": []})
    assert (zh["message"], en["message"]) == ("rows 不能为空 (no rows)", "no rows")
    assert zh["field"] == "rows"


JSON = {"content-type": "application/json"}
EVERY_400 = [   # each way a request is refused with 400: pydantic's check, the library's, the API's, the guard's
    ("/api/evaluate", {"json": {**SAMPLE, "contexts": [1]}}, "api.wrong_type"),
    ("/api/ask", {"json": {}}, "sample.question_empty"),
    ("/api/evaluate", {"json": {**SAMPLE, "answer": "   "}}, None),
    ("/api/ask", {"content": b'{"question": "x"', "headers": JSON}, "api.malformed_json"),
    ("/api/evaluate", {"content": b'{"question": NaN}', "headers": JSON}, None),
    ("/api/evaluate/batch", {"json": {"rows": []}}, "api.no_rows"),
    ("/api/evaluate/batch", {"json": {"rows": [{"question": "q", "answer": "a"}] * 4}}, "api.too_many_rows_key"),
]


@pytest.mark.parametrize("path, request_, code", EVERY_400)
def test_every_400_body_carries_its_message_code_in_either_language(client, path, request_, code):
    zh, en = _both(client, path, **request_)
    assert isinstance(zh["code"], str) and zh["code"] == en["code"] and zh["params"] == en["params"]
    assert code is None or zh["code"] == code
    said = {"code": zh["code"], "params": zh["params"]}
    assert zh["message"] == render(said, None)      # seed 002's stored text, as before
    assert en["message"] == render(said, "en")      # a client renders the code in its own language
    assert CJK.search(render(said, "zh"))


def test_a_batch_over_the_row_limit_names_the_setting_in_either_language(client):
    zh, en = _both(client, "/api/evaluate/batch", json={"rows": [{"question": "q", "answer": "a"}] * 4})
    assert zh["message"] == "数据集行数 4 超过限制 3 (more than 3 rows) — api.max_batch_rows"   # as before
    assert en["message"] == "more than 3 rows — api.max_batch_rows"
    assert zh["field"] == "rows" and zh["limit"] == 3 and zh["limit_key"] == "api.max_batch_rows"


def test_a_sample_over_a_limit_answers_413_in_either_language(client):
    zh, en = _both(client, "/api/evaluate", 413, "LimitExceeded", json={**SAMPLE, "contexts": ["c"] * 201})
    assert zh["message"] == ("contexts 超过限制 200 passages (contexts has 201 passages, the limit is 200: "
                             "evaluation.limits.max_contexts)")
    assert en["message"] == "contexts has 201 passages, the limit is 200: evaluation.limits.max_contexts"
    assert zh["limit_key"] == en["limit_key"] == "evaluation.limits.max_contexts"


def test_refusals_before_a_route_and_a_missing_run_answer_in_either_language(client):
    zh, en = client.get("/api/runs/no-such-run"), client.get("/api/runs/no-such-run", headers=EN)
    assert zh.status_code == en.status_code == 404
    assert zh.json()["message"] == "没有这个评估任务 (no run 'no-such-run')"   # seed 002's text, as before
    assert en.json()["message"] == "no run 'no-such-run'" and en.json()["field"] == "run_id"
    big = {**SAMPLE, "contexts": ["政策" * 40_000]}
    zh, en = _both(client, "/api/evaluate", 413, "PayloadTooLarge", json=big)
    assert zh["message"] == "请求体超过限制 65536 字节 (request body larger than 65536 bytes)"
    assert en["message"] == "request body larger than 65536 bytes" and en["limit"] == 65536


def test_seed_002s_503_without_a_graph_keeps_its_chinese_and_answers_english_on_request(tmp_path):
    settings = Settings().with_overrides(**{"backends.cache.enabled": False,
                                            "backends.graph.path": str(tmp_path / "missing_kg.json")})
    app = create_app(settings, open_store(tmp_path / "runs.sqlite3"), api=ApiSettings(), offline=True, environ={})
    with ApiServer(app) as srv, httpx.Client(base_url=srv.url, timeout=60) as c:
        zh = c.post("/api/graph/analyze", json={"text": "汕头市"})
        en = c.post("/api/graph/analyze", json={"text": "汕头市"}, headers=EN)
    assert zh.status_code == en.status_code == 503
    zh_body, en_body = zh.json(), en.json()
    assert zh_body["error"] == en_body["error"] == "GraphRAG功能不可用"   # seed 002's identifier, in both
    assert zh_body["message"] == "请使用 /api/ask 接口访问传统RAG功能"
    assert en_body["message"] == "use /api/ask for plain RAG answers"
    assert "missing_kg.json" in zh_body["reason"] and "missing_kg.json" in en_body["reason"]
    assert not CJK.search(en_body["reason"]), en_body["reason"]


def test_an_answers_note_is_english_on_request(client):
    zh = client.post("/api/ask", json={"question": "创业担保贷款最高额度是多少？"})
    en = client.post("/api/ask", json={"question": "创业担保贷款最高额度是多少？"}, headers=EN)
    assert zh.status_code == en.status_code == 200
    # stored bilingually ("中文 / english"); the Chinese answer says it in Chinese only, from its code
    assert zh.json()["answer_note"] == "抽取式答案（未使用LLM），由检索到的句子组成"
    assert zh.json()["answer_note_messages"] == en.json()["answer_note_messages"]
    assert en.json()["answer_note"] == "extractive answer, no LLM: composed from the retrieved sentences"
    assert zh.json()["answer"] == en.json()["answer"]   # the answer itself is data, never translated


def test_the_retrieval_confidence_note_is_a_code(client):
    body = {"question": "创业担保贷款最高额度是多少？", "use_graph": False, "return_confidence": True}
    zh = client.post("/api/ask/enhanced", json=body).json()["confidence"]
    en = client.post("/api/ask/enhanced", json=body, headers=EN).json()["confidence"]
    assert en["note"] == "retrieval evidence only, not an evaluation of the answer: use /api/ask/evaluated"
    assert zh["note"] == "仅为检索证据，不是对答案的评估：请使用 /api/ask/evaluated"   # stored in English, said in Chinese
    assert in_language(en, "zh")["note"] == zh["note"] and zh["note_messages"] == en["note_messages"]
    assert zh["top_relevance"] == en["top_relevance"]


def test_a_body_that_is_not_utf8_is_a_coded_400_in_either_language(client):
    body = b'{"question": "\xff\xfe", "answer": "x"}'
    zh = client.post("/api/evaluate", content=body, headers={"Content-Type": "application/json"})
    en = client.post("/api/evaluate", content=body, headers={"Content-Type": "application/json", **EN})
    assert zh.status_code == en.status_code == 400
    assert zh.json()["code"] == en.json()["code"] == "api.not_utf8"
    assert zh.json()["params"] == {"offset": 14} and zh.json()["field"] == "body"
    assert CJK.search(zh.json()["message"]) and not CJK.search(en.json()["message"])
    assert "offset 14" in en.json()["message"]
