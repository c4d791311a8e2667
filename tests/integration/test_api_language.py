"""The API speaks seed 002's Chinese by default and English for `Accept-Language: en`: errors and the judge's
reasons are rendered from the message catalogue (earag.messages), over real HTTP."""
from __future__ import annotations

import re

import httpx
import pytest

from earag.api.app import create_app
from earag.api.language import body_in_english, wanted_language
from earag.config import Settings
from earag.runs.store import open_store
from tests.support.api_server import ApiServer, offline_client

SAMPLE = {"question": "小微企业的税率是多少？", "answer": "小微企业税率为10%。",
          "contexts": ["小微企业的税率为20%。"]}
CJK = re.compile(r"[\u3400-\u9fff]")


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    with offline_client(tmp_path_factory.mktemp("runs")) as c:
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

def _texts(value, path=""):
    """(path, text) of every string in a JSON value, dict keys included."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield f"{path}.{key}#key", key
            yield from _texts(item, f"{path}.{key}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _texts(item, f"{path}[{i}]")
    elif isinstance(value, str):
        yield path, value


def _chinese_beyond_data(body, data):
    """The texts of `body` with Chinese in them once the data (strings of the request, entity names the answer
    was read for) is taken out."""
    out = []
    for path, text in _texts(body):
        rest = text
        for piece in sorted(data, key=len, reverse=True):
            rest = rest.replace(piece, "")
        if CJK.search(rest):
            out.append((path, text))
    return out


def _entity_names(evaluation):
    ea = evaluation["entity_analysis"]
    names = {n for key, v in ea.items() if key.endswith("entities") and isinstance(v, list) for n in v}
    names |= {c[k] for c in ea.get("answer_entity_checks", []) for k in ("entity", "graph_entity") if c.get(k)}
    return {str(n) for n in names}


NO_CONTEXTS = {**SAMPLE, "contexts": []}


@pytest.mark.parametrize("sample", [SAMPLE, NO_CONTEXTS], ids=["contradicted", "no-contexts"])
def test_an_english_evaluation_has_no_chinese_but_the_request_s_data(client, sample):
    en = client.post("/api/evaluate", json=sample, headers={"Accept-Language": "en"}).json()
    ev = en["earag_evaluation"]
    data = {sample["question"], sample["answer"], *sample["contexts"], *_entity_names(ev),
            *ev["detailed_analysis"]["hallucination"]["unsupported_sentences"],
            *(v["evidence"] for v in ev["sentence_verdicts"] if v.get("evidence"))}
    assert _chinese_beyond_data(en, data) == []
    assert en["quality_level"] == ev["quality_level"] == "poor" == en["quality_level_id"]
    assert en["evaluation_diagnosis"] == ev["diagnosis"] == ev["detailed_analysis"]["overall"]["diagnosis"]
    assert en["evaluation_diagnosis"].startswith(f"Overall score: {ev['overall_score']:.3f} (poor) - poor, not recommended")
    assert ev["detailed_analysis"]["overall"]["quality_description"] == "poor, not recommended"
    assert ev["detailed_analysis"]["overall"]["recommendations"] == en["recommendations"]


def test_the_diagnosis_lines_and_risk_say_in_english_what_the_chinese_says(client):
    zh = client.post("/api/evaluate", json=SAMPLE).json()["earag_evaluation"]
    en = client.post("/api/evaluate", json=SAMPLE, headers={"Accept-Language": "en"}).json()["earag_evaluation"]
    assert zh["findings"] == en["findings"] and zh["overall_score"] == en["overall_score"]
    zh_h, en_h = zh["detailed_analysis"]["hallucination"], en["detailed_analysis"]["hallucination"]
    assert (zh_h["risk_level"], zh_h["risk_level_id"]) == ("高", "high")   # the stable id in both languages
    assert (en_h["risk_level"], en_h["risk_level_id"]) == ("high", "high")
    assert zh_h["diagnosis"] == ["检测到潜在幻觉", "高风险，建议重新生成答案"]
    assert en_h["diagnosis"] == ["potential hallucination detected", "high risk: regenerate the answer"]
    faith = en["detailed_analysis"]["faithfulness"]["diagnosis"]
    assert faith == ["the answer states things the contexts do not support: 10%",
                     "parts of the answer are not supported by the contexts"]
    assert en["diagnosis"].endswith("| issues: " + "; ".join([*faith, *en_h["diagnosis"]]))
    assert zh["quality_level"] == "较差" and zh["detailed_analysis"]["overall"]["quality_description"] == "答案质量差，不建议使用"


def test_a_chinese_request_keeps_seed_002_s_words(client):
    plain = client.post("/api/evaluate", json=SAMPLE)
    zh = client.post("/api/evaluate", json=SAMPLE, headers={"Accept-Language": "zh-CN"}).json()
    body = plain.json()
    assert "content-language" not in plain.headers
    assert body["quality_level"] == zh["quality_level"] == "较差" and body["quality_level_id"] == "poor"
    assert body["evaluation_diagnosis"] == zh["evaluation_diagnosis"] == body["earag_evaluation"]["diagnosis"]
    assert body["evaluation_diagnosis"].startswith("整体评分: 0.529 (较差) - 答案质量差，不建议使用，建议重新生成 | 发现问题: ")
    assert body["recommendations"] == zh["recommendations"]


def test_entity_types_are_english_on_request_and_names_stay_as_data(client):
    text = {"text": "小微企业的增值税"}
    zh = client.post("/api/graph/analyze", json=text).json()["entities"]
    en = client.post("/api/graph/analyze", json=text, headers={"Accept-Language": "en"}).json()["entities"]
    assert [e["name"] for e in zh] == [e["name"] for e in en] and zh
    assert {e["type"] for e in zh} <= {"政策名称", "机构组织", "地理位置", "法律条款", "行业领域"}
    assert {e["type"] for e in en} <= {"policy", "organization", "place", "law", "sector"}
    assert not any(CJK.search(str(e.get("graph_label") or "")) for e in en)


def test_a_record_whose_codes_do_not_account_for_its_texts_keeps_them(client):
    zh = client.post("/api/evaluate", json=SAMPLE).json()
    older = {**zh["earag_evaluation"], "findings": [{"code": "a_code_of_a_newer_version", "params": {}}]}
    en = body_in_english({**zh, "earag_evaluation": older})["earag_evaluation"]
    assert en["diagnosis"] == older["diagnosis"] and CJK.search(en["diagnosis"])   # as stored, never guessed
    assert en["detailed_analysis"]["hallucination"]["diagnosis"] == ["检测到潜在幻觉", "高风险，建议重新生成答案"]
    assert en["quality_level"] == "poor" and en["detailed_analysis"]["hallucination"]["risk_level"] == "high"


def test_the_preferred_language_is_read_from_accept_language():
    assert wanted_language(None) == "zh" and wanted_language("zh-CN,zh;q=0.9,en;q=0.8") == "zh"
    assert wanted_language("en-US") == "en" and wanted_language("fr, en;q=0.5") == "en"
    assert wanted_language("en;q=0.2, zh;q=0.8") == "zh" and wanted_language("de") == "zh"


def test_details_texts_of_dimensions_and_metrics_are_english_on_request(client):
    body = {**SAMPLE, "ground_truth": "小微企业的税率为20%。", "metrics": ["em"]}
    zh = client.post("/api/evaluate", json=body).json()["earag_evaluation"]
    en = client.post("/api/evaluate", json=body, headers={"Accept-Language": "en"}).json()["earag_evaluation"]
    zh_em, en_em = zh["metrics"]["em"]["details"], en["metrics"]["em"]["details"]
    assert zh_em["trigger"] == "不完全匹配且内容相似度一般: 0.3 <= rule <= 0.7"   # stored as seed 003 words it
    assert en_em["trigger"] == "not an exact match and a middling similarity: 0.3 <= rule <= 0.7"
    assert CJK.search(zh_em["rule_reason"]) and not CJK.search(en_em["rule_reason"]), en_em["rule_reason"]
    zh_c = zh["detailed_analysis"]["entity_coverage"]["completeness"]
    en_c = en["detailed_analysis"]["entity_coverage"]["completeness"]
    assert zh_c["reason_messages"] == en_c["reason_messages"] and not CJK.search(en_c["reason"])


# --- one language per answer: the texts stored in English are said in Chinese in a default answer ------------------
ENGLISH_SENTENCE = re.compile(r"[A-Za-z]{3,} [a-z]{3,}")
NAMES = {"code", "backend", "backends", "embedding_backend", "graph_source", "model", "embedder", "configured",
         "in_use"}  # ids, codes and the names of backends and models


def _english_sentences(value, key=""):
    """(key, text) of each text value holding an English phrase, ids, codes and backend/model names left out."""
    if isinstance(value, dict):
        return [hit for k, v in value.items() if k not in NAMES and not k.endswith("_id")
                for hit in _english_sentences(v, k)]
    if isinstance(value, list):
        return [hit for v in value for hit in _english_sentences(v, key)]
    return [(key, value)] if isinstance(value, str) and ENGLISH_SENTENCE.search(value) else []


WITH_METRICS = {**SAMPLE, "ground_truth": "小微企业的税率为20%。", "metrics": ["all"]}


@pytest.mark.parametrize("sample", [SAMPLE, NO_CONTEXTS, WITH_METRICS], ids=["contradicted", "no-contexts", "metrics"])
def test_a_default_answer_has_no_english_sentence(client, sample):
    body = client.post("/api/evaluate", json=sample).json()
    assert body["earag_evaluation"]["overall_score"] is not None
    assert _english_sentences(body) == []


def test_english_stored_reasons_are_said_in_chinese_from_their_codes(client):
    zh = client.post("/api/evaluate", json=SAMPLE).json()["earag_evaluation"]["detailed_analysis"]
    en = client.post("/api/evaluate", json=SAMPLE, headers={"Accept-Language": "en"}).json()["earag_evaluation"][
        "detailed_analysis"]
    zh_c, en_c = zh["entity_coverage"]["completeness"], en["entity_coverage"]["completeness"]
    assert zh_c["reason_messages"] == en_c["reason_messages"] == [{"code": "completeness.one_thing", "params": {}}]
    assert (zh_c["reason"], en_c["reason"]) == ("问题只问一件事", "the question asks for one thing")
    zh_f, en_f = zh["relevancy"]["question_frame"], en["relevancy"]["question_frame"]
    assert zh_f["reason_messages"] == en_f["reason_messages"] and zh_f["asked"] == en_f["asked"] == "number"
    assert (zh_f["reason"], en_f["reason"]) == ("所问类型（数值）的简短回答", "short answer of the asked kind (number)")


def test_selected_metrics_reasons_are_one_language_but_errors_keep_seed_002_s_words(client):
    zh = client.post("/api/evaluate", json=WITH_METRICS).json()["earag_evaluation"]["metrics"]
    en = client.post("/api/evaluate", json=WITH_METRICS, headers={"Accept-Language": "en"}).json()[
        "earag_evaluation"]["metrics"]
    # stored "需要字段 X / needs X" and "… (no LLM configured: rule score kept)": each language says its half
    assert zh["retrieval_latency"]["reason"] == "需要字段 retrieval_latency"
    assert en["retrieval_latency"]["reason"] == "needs retrieval_latency"
    assert zh["em"]["reason"].endswith("；未配置LLM，使用规则评分") and en["em"]["reason"].endswith("; no LLM configured: rule score kept")
    assert zh["em"]["score"] == en["em"]["score"]
    error = client.post("/api/evaluate", json={**SAMPLE, "answer": ""}).json()
    assert error["message"] == "答案内容不能为空 (the answer is empty)"   # an error's message: as seed 002 words it


def test_the_backend_details_of_the_stats_are_in_the_answer_s_language(client):
    zh = client.get("/api/system/stats").json()["backends"]
    en = client.get("/api/system/stats", headers={"Accept-Language": "en"}).json()["backends"]
    zh_llm, en_llm = zh[0], en[0]
    assert zh_llm["backend"] == en_llm["backend"] == "llm"
    assert zh_llm["detail_messages"] == en_llm["detail_messages"] == [{"code": "judge.disabled_offline", "params": {}}]
    assert zh_llm["detail"].startswith("LLM 评审已停用（离线模式）") and en_llm["detail"].startswith("LLM judge disabled")
    assert _english_sentences(zh) == []


def test_the_relevancy_estimate_note_follows_the_answer_s_language(tmp_path):
    store = open_store(tmp_path / "runs.sqlite3")
    settings = Settings().with_overrides(**{"backends.cache.enabled": False, "backends.embeddings.provider": "char-ngram"})
    app = create_app(settings, store, offline=True, environ={})
    with ApiServer(app) as server, httpx.Client(base_url=server.url, timeout=60) as http:
        zh = http.post("/api/evaluate", json=SAMPLE).json()
        en = http.post("/api/evaluate", json=SAMPLE, headers={"Accept-Language": "en"}).json()
    zh_r, en_r = zh["earag_evaluation"]["detailed_analysis"]["relevancy"], en["earag_evaluation"]["detailed_analysis"]["relevancy"]
    assert zh_r["estimate_messages"] == en_r["estimate_messages"] == [
        {"code": "relevancy.estimate", "params": {"backend": "char-ngram"}}]
    assert zh_r["estimate"] == "回退嵌入的估计值（char-ngram）；阈值按其校准"
    assert en_r["estimate"] == "fallback estimate (char-ngram); threshold calibrated for it"
    assert _english_sentences(zh) == []


def _quoted(value, keys=("aspects", "addressed_aspects", "sentence", "evidence", "unsupported_sentences")):
    """The texts an answer quotes from the request: under `keys`, anywhere in `value`."""
    if isinstance(value, dict):
        return {t for k, v in value.items() for t in (_texts_of(v) if k in keys else _quoted(v, keys))}
    if isinstance(value, list):
        return {t for v in value for t in _quoted(v, keys)}
    return set()


def _texts_of(value):
    return {value} if isinstance(value, str) else {t for v in value for t in _texts_of(v)} if isinstance(value, list) else set()


def test_an_english_answer_with_every_metric_has_no_chinese_but_quoted_data(client):
    en = client.post("/api/evaluate", json=WITH_METRICS, headers={"Accept-Language": "en"}).json()
    ev = en["earag_evaluation"]
    data = {WITH_METRICS["question"], WITH_METRICS["answer"], WITH_METRICS["ground_truth"], *WITH_METRICS["contexts"],
            *_entity_names(ev), *_quoted(ev)}
    assert _chinese_beyond_data(en, data) == []
    assert ev["metrics"]["retrieval_latency"]["reason"] == "needs retrieval_latency"
