"""The API speaks seed 002's Chinese by default and English for `Accept-Language: en`: errors and the judge's
reasons are rendered from the message catalogue (earag.messages), over real HTTP."""
from __future__ import annotations

import re

import httpx
import pytest

from earag.api import create_app
from earag.api.language import wanted_language
from earag.api.settings import ApiSettings
from earag.config import Settings
from earag.runs.store import open_store
from tests.support.api_server import ApiServer

SAMPLE = {"question": "小微企业的税率是多少？", "answer": "小微企业税率为10%。",
          "contexts": ["小微企业的税率为20%。"]}
CJK = re.compile(r"[\u3400-\u9fff]")


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    store = open_store(tmp_path_factory.mktemp("runs") / "runs.sqlite3")
    settings = Settings().with_overrides(**{"backends.cache.enabled": False})
    app = create_app(settings, store, api=ApiSettings(max_body_bytes=64 * 1024), offline=True, environ={})
    with ApiServer(app) as srv, httpx.Client(base_url=srv.url, timeout=60) as c:
        yield c


def test_an_input_error_is_chinese_by_default_and_english_on_request(client):
    body = {**SAMPLE, "answer": ""}
    zh = client.post("/api/evaluate", json=body)
    en = client.post("/api/evaluate", json=body, headers={"Accept-Language": "en-GB,en;q=0.9,zh;q=0.5"})
    assert zh.status_code == en.status_code == 400
    assert zh.json()["message"] == "答案内容不能为空 (the answer is empty)"
    assert en.json()["message"] == "the answer is empty"
    assert set(zh.json()) == set(en.json())   # seed 002's shape in both languages
    assert en.headers["content-language"] == "en" and en.json()["field"] == "answer"


def test_sentence_and_span_reasons_are_english_on_request(client):
    zh = client.post("/api/evaluate", json=SAMPLE).json()["earag_evaluation"]
    en = client.post("/api/evaluate", json=SAMPLE, headers={"Accept-Language": "en"}).json()["earag_evaluation"]
    assert zh["overall_score"] == en["overall_score"]   # the language changes words, never numbers
    zh_v, en_v = zh["sentence_verdicts"][0], en["sentence_verdicts"][0]
    assert CJK.search(zh_v["reason"]) and zh_v["reason_messages"] == en_v["reason_messages"]
    assert "the contexts say 20%, the answer says 10%" in en_v["reason"], en_v["reason"]
    assert not CJK.search(en_v["reason"])
    assert en_v["unsupported_spans"][0]["reason"] == "the contexts say 20%, the answer says 10%"



def test_seed_002_recommendations_follow_the_language_of_the_answer(client):
    zh = client.post("/api/evaluate", json=SAMPLE).json()
    en = client.post("/api/evaluate", json=SAMPLE, headers={"Accept-Language": "en"}).json()
    assert zh["recommendations"] and all(CJK.search(r) for r in zh["recommendations"])   # seed 002's Chinese
    assert zh["recommendations"] == zh["earag_evaluation"]["recommendations"]
    assert en["recommendations"] == en["earag_evaluation"]["recommendations"]
    assert len(en["recommendations"]) == len(zh["recommendations"])
    assert not any(CJK.search(r) for r in en["recommendations"]), en["recommendations"]

def test_the_preferred_language_is_read_from_accept_language():
    assert wanted_language(None) == "zh" and wanted_language("zh-CN,zh;q=0.9,en;q=0.8") == "zh"
    assert wanted_language("en-US") == "en" and wanted_language("fr, en;q=0.5") == "en"
    assert wanted_language("en;q=0.2, zh;q=0.8") == "zh" and wanted_language("de") == "zh"
