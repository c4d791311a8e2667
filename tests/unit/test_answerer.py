"""Ask mode: corpus loading, hybrid retrieval, the demo answerer (extractive and through the real ollama client
against OllamaStub) and RagEndpoint against a real HTTP server on 127.0.0.1."""
import json
import time

import pytest

from earag.answerer import (
    EXTRACTIVE_NOTE,
    AnswerText,
    AskResult,
    Corpus,
    DemoAnswerer,
    EndpointHTTPError,
    RagEndpoint,
    Retriever,
    parse_rag_response,
)
from earag.backends.graph.file import FileGraph
from earag.backends.llm.ollama import OllamaJudge
from earag.errors import BackendOutputError, BackendTimeout, BackendUnavailable, ConfigError, InputError
from earag.nlp.text import normalize, split_sentences
from earag.types import EvaluationSample
from tests.support.ollama_stub import OllamaStub, Reply
from tests.support.rag_stub import RagStub, free_port

MODEL = "qwen2.5:7b"
TALENT = "".join(f"第{i}类人才在本市工作满{i}年的，可以申请人才公寓并享受每月{i * 500}元的租房补贴。" for i in range(1, 11))
DOCS = [
    {"id": "tax-hq", "title": "华侨经济文化合作试验区税收优惠政策", "source": "试验区管委会",
     "text": "华侨经济文化合作试验区内符合条件的高新技术企业，减按15%的税率征收企业所得税。"
             "试验区对新引进的华侨投资企业给予三年房产税减免。企业享受上述优惠应当向主管税务机关备案。"},
    {"id": "capital", "title": "公司注册资本登记管理规定", "source": "市场监督管理总局",
     "text": "有限责任公司注册资本实行认缴登记制。一般不再规定公司最低注册资本。公司登记时无需提交验资报告。"
             "股东应当按期足额缴纳公司章程中规定的各自所认缴的出资额。"},
    {"id": "loan", "title": "创业担保贷款实施办法", "source": "人力资源和社会保障局",
     "text": "个人创业担保贷款最高额度为30万元。小微企业创业担保贷款最高额度为300万元。"
             "创业担保贷款期限最长不超过3年。财政部门按规定给予贴息。"},
    {"id": "fund", "title": "住房公积金提取管理办法", "source": "住房公积金管理中心",
     "text": "职工购买自住住房的，可以提取住房公积金。职工离休、退休的，可以提取住房公积金账户内的存储余额。"
             "申请提取时应当提交身份证明和相关材料。"},
    {"id": "talent", "title": "人才安居办法", "source": "人才工作领导小组", "text": TALENT},
]
CORPUS_SENTENCES = {normalize(s) for d in DOCS for s in split_sentences(d["text"])}


def write_corpus(path, docs=DOCS):
    path.write_text("\n".join(json.dumps(d, ensure_ascii=False) for d in docs) + "\n", encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    return Corpus.load(write_corpus(tmp_path_factory.mktemp("corpus") / "policy_corpus.jsonl"))


@pytest.fixture(scope="module")
def demo(corpus):
    return DemoAnswerer(corpus)


@pytest.fixture
def ollama():
    with OllamaStub(models=(MODEL,)) as stub:
        yield stub


@pytest.fixture
def rag():
    with RagStub() as stub:
        yield stub


def assert_only_corpus_sentences(answer):
    sentences = split_sentences(answer)
    assert 2 <= len(sentences) <= 4, answer
    for s in sentences:
        assert normalize(s) in CORPUS_SENTENCES, s
    assert len({normalize(s) for s in sentences}) == len(sentences)  # no sentence twice


# --------------------------------------------------------------------------- corpus


def test_corpus_chunks_are_short_and_cut_at_sentence_ends(corpus):
    talent = [c for c in corpus.chunks if c.doc_id == "talent"]
    assert len(TALENT) > 300 and len(talent) >= 2
    assert all(len(c.text) <= 300 and c.text.endswith("。") for c in talent)
    assert "".join(c.text for c in talent) == TALENT            # nothing lost or reordered
    assert [c.index for c in talent] == list(range(len(talent)))
    assert sum(c.doc_id == "tax-hq" for c in corpus.chunks) == 1
    assert len(corpus) == len(corpus.chunks)


def test_corpus_rejects_bad_lines_naming_the_line(tmp_path):
    path = tmp_path / "c.jsonl"
    path.write_text(json.dumps(DOCS[0], ensure_ascii=False) + "\n\n{not json}\n", encoding="utf-8")
    with pytest.raises(InputError, match=r"c\.jsonl line 3 is not valid JSON") as err:
        Corpus.load(path)
    assert err.value.row == 3

    path.write_text(json.dumps({"id": "x", "title": "t", "body": "正文"}, ensure_ascii=False) + "\n", encoding="utf-8")
    with pytest.raises(InputError, match=r'line 1 has no "text".*keys present: id, title, body'):
        Corpus.load(path)

    path.write_text("\n".join(json.dumps(d, ensure_ascii=False) for d in (DOCS[0], DOCS[1], DOCS[0])), encoding="utf-8")
    with pytest.raises(InputError, match=r'line 3 repeats id "tax-hq" \(first used on line 1\)'):
        Corpus.load(path)

    path.write_text('["a list"]\n', encoding="utf-8")
    with pytest.raises(InputError, match="line 1 must be a JSON object"):
        Corpus.load(path)

    with pytest.raises(InputError, match="corpus file not found"):
        Corpus.load(tmp_path / "missing.jsonl")


# --------------------------------------------------------------------------- retrieval


@pytest.mark.parametrize("query, doc_id", [
    ("华侨经济文化合作试验区的企业所得税税率是多少？", "tax-hq"),
    ("注册公司还需要验资报告吗？", "capital"),
    ("创业担保贷款最高额度是多少？", "loan"),
    ("退休以后可以提取住房公积金吗？", "fund"),
    ("人才公寓租房补贴", "talent"),
])
def test_retrieval_ranks_the_right_passage_first(demo, query, doc_id):
    hits = demo.retriever.search(query, k=3)
    assert hits[0][0].doc_id == doc_id
    assert [s for _, s in hits] == sorted((s for _, s in hits), reverse=True)
    assert 1 <= len(hits) <= 3


def test_retrieval_returns_up_to_k_passages_with_some_evidence(demo):
    hits = demo.retriever.search("企业可以享受哪些税收优惠和贷款贴息？", k=3)
    assert len(hits) == 3 and {c.doc_id for c, _ in hits} >= {"tax-hq", "loan"}
    assert len(demo.retriever.search("企业可以享受哪些税收优惠和贷款贴息？", k=1)) == 1
    # the loan passage shares nothing with a housing-fund question: it is not padded in to reach k
    assert "loan" not in {c.doc_id for c, _ in demo.retriever.search("退休以后可以提取住房公积金吗？", k=5)}


def test_bm25_scores_only_passages_with_the_term(corpus):
    retriever = Retriever(corpus.chunks)
    scores = retriever.bm25("验资报告")
    hit = [c.doc_id for c, s in zip(corpus.chunks, scores) if s > 0]
    assert hit == ["capital"]
    assert retriever.bm25("的 吗 是").max() == 0.0            # stopwords only: no lexical evidence
    assert retriever.search("zzqxj", k=3) == []                 # nothing shared at all: no hits


# --------------------------------------------------------------------------- demo answerer


def test_extractive_answer_uses_only_corpus_sentences_and_labels_itself(demo):
    result = demo.ask("  创业担保贷款最高额度是多少？ ")
    assert result.question == "创业担保贷款最高额度是多少？"
    assert result.source == "demo:extractive"
    assert result.note == EXTRACTIVE_NOTE and "抽取式" in result.note and "extractive" in result.note
    assert_only_corpus_sentences(result.answer)
    assert "30万元" in result.answer and "300万元" in result.answer
    assert result.contexts == [r["text"] for r in result.retrieved] and 1 <= len(result.contexts) <= 3
    assert result.retrieved[0]["doc_id"] == "loan" and result.retrieved[0]["title"] == "创业担保贷款实施办法"
    assert result.entities is None and result.elapsed > 0
    sample = result.to_sample()
    assert isinstance(sample, EvaluationSample)
    assert (sample.question, sample.answer, sample.contexts) == (result.question, result.answer, result.contexts)
    assert sample.graph_entities is None and sample.metadata["answer_source"] == "demo:extractive"


def test_extractive_answer_keeps_reading_order(demo):
    answer = demo.ask("职工退休或者购买自住住房可以提取住房公积金吗？").answer
    assert_only_corpus_sentences(answer)
    first, second = "职工购买自住住房的，可以提取住房公积金。", "职工离休、退休的，可以提取住房公积金账户内的存储余额。"
    assert first in answer and second in answer and answer.index(first) < answer.index(second)


def test_llm_answer_through_the_real_ollama_client(corpus, ollama):
    ollama.set_router(lambda body: Reply.json({"answer": "个人创业担保贷款最高30万元，小微企业最高300万元。"}))
    demo = DemoAnswerer(corpus, llm=OllamaJudge(ollama.url, MODEL, timeout=5))
    result = demo.ask("创业担保贷款最高额度是多少？")
    assert result.answer == "个人创业担保贷款最高30万元，小微企业最高300万元。"
    assert result.source == f"demo:ollama:{MODEL}" and result.note == ""
    chats = ollama.calls("/api/chat")
    assert len(chats) == 1
    prompt = chats[0]["messages"][0]["content"]
    assert "只根据下面编号的检索段落" in prompt and "创业担保贷款最高额度是多少？" in prompt
    for i, text in enumerate(result.contexts, start=1):
        assert text in prompt and f"[{i}]" in prompt
    assert chats[0]["format"] == AnswerText.model_json_schema()
    assert chats[0]["options"]["temperature"] == 0
    assert result.to_sample().answer == result.answer


def test_a_cached_llm_answer_says_so_with_its_original_time(corpus, ollama, tmp_path):
    from earag.backends.cache import CachedLLM, ResponseCache
    from earag.backends.llm.breaker import breaker_for

    ollama.set_router(lambda body: Reply.json({"answer": "个人创业担保贷款最高30万元。"}))
    path = tmp_path / "c.sqlite"
    fresh = DemoAnswerer(corpus, llm=CachedLLM(OllamaJudge(ollama.url, MODEL, timeout=5), ResponseCache(path)))
    assert fresh.ask("创业担保贷款最高额度是多少？").note == ""
    url = ollama.url
    ollama.kill()
    llm = CachedLLM(OllamaJudge(url, MODEL, timeout=2), ResponseCache(path))
    try:
        again = DemoAnswerer(corpus, llm=llm).ask("创业担保贷款最高额度是多少？")
    finally:
        breaker_for(llm).reset()
    assert again.answer == "个人创业担保贷款最高30万元。" and again.source == f"demo:ollama:{MODEL}"
    assert "cached answer" in again.note and f"ollama:{MODEL}" in again.note and "Z" in again.note


def test_llm_http_error_falls_back_to_extractive(corpus, ollama):
    ollama.set_router(lambda body: Reply.error(500, "CUDA out of memory"))
    result = DemoAnswerer(corpus, llm=OllamaJudge(ollama.url, MODEL, timeout=5)).ask("注册公司还需要验资报告吗？")
    assert result.source == "demo:extractive"
    assert "500" in result.note and "CUDA out of memory" in result.note and "extractive" in result.note
    assert f"ollama:{MODEL}" in result.note
    assert_only_corpus_sentences(result.answer)
    assert "公司登记时无需提交验资报告。" in result.answer
    assert len(ollama.calls("/api/chat")) == 1


@pytest.mark.parametrize("how", ["killed before the call", "dies while answering"])
def test_llm_server_gone_falls_back_to_extractive(corpus, ollama, how):
    judge = OllamaJudge(ollama.url, MODEL, timeout=5)
    if how == "killed before the call":
        ollama.kill()
    else:
        ollama.script(Reply.kill())
    result = DemoAnswerer(corpus, llm=judge).ask("退休以后可以提取住房公积金吗？")
    assert result.source == "demo:extractive"
    assert "unreachable" in result.note and ollama.url in result.note and "extractive" in result.note
    assert_only_corpus_sentences(result.answer)
    assert not ollama.running


def test_no_matching_passage_skips_the_llm(corpus, ollama):
    ollama.set_router(lambda body: Reply.json({"answer": "不该被调用"}))
    result = DemoAnswerer(corpus, llm=OllamaJudge(ollama.url, MODEL, timeout=5)).ask("今天天气怎么样")
    assert result.contexts == [] and result.retrieved == []
    assert result.answer == "语料中没有检索到与该问题相关的内容。"
    assert "no passage in the corpus matched" in result.note
    assert ollama.calls("/api/chat") == []


def test_llm_slower_than_the_budget_falls_back(corpus, ollama):
    ollama.set_router(lambda body: Reply.slow(120, Reply.json({"answer": "太迟了"})))  # cut short when the stub stops
    demo = DemoAnswerer(corpus, llm=OllamaJudge(ollama.url, MODEL, timeout=30), timeout=0.5)
    t0 = time.perf_counter()
    result = demo.ask("创业担保贷款最高额度是多少？")
    assert time.perf_counter() - t0 < 25  # no hang: the answerer's 0.5 s, not the judge's 30 s nor the 120 s reply
    assert result.source == "demo:extractive" and "did not answer within 0.5 s" in result.note
    assert "太迟了" not in result.answer


def test_entities_come_from_the_graph(corpus, tmp_path):
    kg = tmp_path / "kg.json"
    kg.write_text(json.dumps({"nodes": [
        {"id": "n1", "name": "华侨经济文化合作试验区", "label": "地理位置", "aliases": ["侨试区"]},
        {"id": "n2", "name": "企业所得税", "label": "政策名称"},
        {"id": "n3", "name": "住房公积金", "label": "政策名称"},
        {"id": "n4", "name": "房产税", "label": "政策名称"},
    ], "edges": [{"source": "n1", "target": "n2", "type": "享受"}]}, ensure_ascii=False), encoding="utf-8")
    demo = DemoAnswerer(corpus, graph=FileGraph(kg), top_k=1)
    result = demo.ask("侨试区的企业所得税税率是多少？")
    assert result.retrieved[0]["doc_id"] == "tax-hq"
    assert set(result.entities) == {"华侨经济文化合作试验区", "企业所得税", "房产税"}  # 房产税: in the passage
    assert "住房公积金" not in result.entities
    assert result.to_sample().graph_entities == result.entities


@pytest.mark.parametrize("question, message", [
    ("", "问题内容不能为空"),
    ("   \n", "问题内容不能为空"),
    (None, "问题内容不能为空"),
    ("税" * 1001, "问题长度超过限制，请限制在1000字符内"),
])
def test_questions_are_validated_like_seed_002(demo, rag, question, message):
    for answerer in (demo, RagEndpoint(rag.url + "/api/ask")):
        with pytest.raises(InputError) as err:
            answerer.ask(question)
        assert str(err.value) == message and err.value.field == "question"
        assert err.value.to_dict()["error"] == "ValidationError"
    assert rag.requests == []                                   # rejected before any HTTP call
    assert demo.ask("税" * 1000).question == "税" * 1000       # the limit itself is allowed


# --------------------------------------------------------------------------- RAG endpoint


def test_endpoint_with_a_context_list(rag):
    rag.respond(json={"answer": "减按15%的税率征收企业所得税。", "context": ["段落一", "段落二"],
                      "entities": ["华侨经济文化合作试验区", "企业所得税"]})
    endpoint = RagEndpoint(rag.url + "/api/ask", timeout=5, extra={"session_id": "s1", "use_graph": True},
                           headers={"X-Api-Key": "k"})
    result = endpoint.ask("试验区企业所得税税率？")
    assert isinstance(result, AskResult)
    assert result.answer == "减按15%的税率征收企业所得税。"
    assert result.contexts == ["段落一", "段落二"]
    assert result.entities == ["华侨经济文化合作试验区", "企业所得税"]
    assert result.source == f"endpoint:{rag.url}/api/ask" and result.note == ""
    assert result.raw["answer"] == result.answer
    request = rag.requests[0]
    assert request["path"] == "/api/ask"
    assert request["json"] == {"question": "试验区企业所得税税率？", "session_id": "s1", "use_graph": True}
    assert request["headers"]["X-Api-Key"] == "k"
    assert result.to_sample().graph_entities == ["华侨经济文化合作试验区", "企业所得税"]


def test_endpoint_with_a_context_string_and_a_custom_question_field(rag):
    rag.respond(json={"answer": "可以提取。", "context": "职工离休、退休的，可以提取住房公积金。", "question_entities": ["住房公积金"]})
    result = RagEndpoint(rag.url + "/ask", question_field="query").ask("退休能取公积金吗")
    assert result.contexts == ["职工离休、退休的，可以提取住房公积金。"]
    assert result.entities == ["住房公积金"]
    assert rag.requests[0]["json"] == {"query": "退休能取公积金吗"}


SEED_002_REPLY = """{
    "answer": "华侨经济文化合作试验区在税收方面提供以下优惠政策：企业所得税优惠。",
    "quality_score": 0.85,
    "sources": [
        {"type": "document", "title": "华侨经济文化合作试验区税收政策文件", "relevance": 0.92,
         "snippet": "企业所得税方面，符合条件的企业可享受15%的优惠税率..."},
        {"type": "graph_entity", "name": "华侨经济文化合作试验区", "type": "POLICY_ZONE",
         "relations": ["享受税收优惠", "促进华侨投资"]}
    ],
    "processing_time": 2.34,
    "question_entities": ["华侨经济文化合作试验区", "税收优惠政策"]
}"""


def test_endpoint_with_seed_002_sources(rag):
    rag.respond(text=SEED_002_REPLY, content_type="application/json")  # the seed's text, duplicate "type" and all
    result = RagEndpoint(rag.url + "/api/ask").ask("华侨经济文化合作试验区的税收优惠政策有哪些？")
    assert result.contexts == ["企业所得税方面，符合条件的企业可享受15%的优惠税率..."]
    assert result.entities == ["华侨经济文化合作试验区", "税收优惠政策"]
    assert result.retrieved == [{"doc_id": "1", "title": "华侨经济文化合作试验区税收政策文件", "score": 0.92,
                                 "text": "企业所得税方面，符合条件的企业可享受15%的优惠税率..."}]


def test_parse_takes_graph_entity_sources_as_entities_and_reports_missing_contexts():
    answer, contexts, entities, _ = parse_rag_response({"answer": "答", "sources": [
        {"type": "graph_entity", "name": "企业所得税"}, {"type": "web", "snippet": "片段"}, {"type": "web", "url": "u"}]})
    assert (answer, contexts, entities) == ("答", ["片段"], ["企业所得税"])
    assert parse_rag_response({"answer": "答"})[1:3] == ([], None)


def test_endpoint_without_contexts_says_so(rag):
    rag.respond(json={"answer": "答案"})
    result = RagEndpoint(rag.url).ask("问题")
    assert result.contexts == [] and result.entities is None
    assert "no contexts" in result.note


@pytest.mark.parametrize("status, body, expected", [
    (400, {"error": "ValidationError", "message": "问题长度超过限制，请限制在1000字符内", "field": "question"},
     ["HTTP 400", "ValidationError", "问题长度超过限制", "field=question"]),
    (503, {"error": "GraphRAG功能不可用", "message": "请使用 /api/ask 接口访问传统RAG功能", "available_endpoints": ["/api/ask"]},
     ["HTTP 503", "GraphRAG功能不可用", "请使用 /api/ask 接口访问传统RAG功能"]),
    (500, {"error": "SystemError", "message": "EARAG-Eval评估失败"}, ["HTTP 500", "SystemError", "EARAG-Eval评估失败"]),
])
def test_endpoint_http_errors_carry_the_servers_error_body(rag, status, body, expected):
    rag.respond(status=status, json=body)
    url = rag.url + "/api/ask/evaluated"
    with pytest.raises(BackendUnavailable) as err:
        RagEndpoint(url).ask("问题")
    assert isinstance(err.value, EndpointHTTPError) and not isinstance(err.value, BackendTimeout)
    assert err.value.status_code == status and err.value.body == body
    for part in (url, *expected):
        assert part in str(err.value)


def test_endpoint_non_json_body(rag):
    rag.respond(text="<html><body>Welcome to nginx</body></html>", content_type="text/html")
    with pytest.raises(BackendOutputError, match=r"did not return JSON \(HTTP 200, text/html\).*Welcome to nginx"):
        RagEndpoint(rag.url).ask("问题")
    rag.respond(status=502, text="Bad Gateway")
    with pytest.raises(EndpointHTTPError, match="HTTP 502: Bad Gateway"):
        RagEndpoint(rag.url).ask("问题")


def test_endpoint_json_without_answer_names_the_keys(rag):
    rag.respond(json={"response": "答案", "docs": []})
    with pytest.raises(BackendOutputError, match=r'without an "answer" key; keys present: response, docs'):
        RagEndpoint(rag.url).ask("问题")
    rag.respond(json=[{"answer": "x"}])
    with pytest.raises(BackendOutputError, match="returned a JSON list"):
        RagEndpoint(rag.url).ask("问题")


def test_endpoint_slower_than_the_timeout(rag):
    rag.respond(json={"answer": "迟到"}, delay=120)  # cut short when the stub stops
    t0 = time.perf_counter()
    with pytest.raises(BackendTimeout, match=r"did not answer within 0\.3 s"):
        RagEndpoint(rag.url, timeout=0.3).ask("问题")
    assert time.perf_counter() - t0 < 60  # no hang: long before the 120 s reply, so the call gave up on its own timeout


def test_endpoint_connection_refused():
    url = f"http://127.0.0.1:{free_port()}/api/ask"
    with pytest.raises(BackendUnavailable, match="unreachable") as err:
        RagEndpoint(url, timeout=2).ask("问题")
    assert url in str(err.value) and not isinstance(err.value, BackendTimeout)


def test_endpoint_url_must_be_http():
    with pytest.raises(ConfigError, match="must start with http"):
        RagEndpoint("localhost:5000/api/ask")
