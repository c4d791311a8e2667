"""Seed 003 §3 with literal inputs."""
import json

import pytest

from earag.backends.graph.file import FileGraph
from earag.metrics import evaluate_metrics
from earag.metrics.retrieval import (
    ChunkUtilization,
    RetrievalLatency,
    RetrievalPrecision,
    RetrievalUtilization,
    as_list,
    chunk_source_for,
    chunk_texts_from,
)
from earag.types import EvaluationSample

ANSWER = "小型微利企业减按25%计算应纳税所得额，按20%的税率缴纳所得税。"
CHUNK = "小型微利企业减按25%计算应纳税所得额。小型微利企业按20%的税率缴纳企业所得税。个体工商户减半征收个人所得税。"


def sample(answer=ANSWER, **meta):
    return EvaluationSample("小型微利企业有什么优惠？", answer, [], None, None, meta)


def test_retrieval_precision():
    # 小型微利企业 = 小型微利企业; 企业所得税 = 企业所得税政策 (generic suffix 政策); 国家发改委 not retrieved: 2/3
    r = RetrievalPrecision().evaluate(sample(cited_entities=["小型微利企业", "企业所得税", "国家发改委"],
                                             retrieved_entities=["小型微利企业", "企业所得税政策", "财政部"]))
    assert r.score == pytest.approx(2 / 3)
    assert r.details["matched"] == {"小型微利企业": "小型微利企业", "企业所得税": "企业所得税政策"}
    assert r.details["unmatched"] == ["国家发改委"]
    assert r.details["llm_status"] == "not_needed"  # 0.667 > 0.5


def test_retrieval_precision_needs_both_lists():
    r = RetrievalPrecision().evaluate(sample(cited_entities=["小型微利企业"]))
    assert r.score is None and r.reason == "需要字段 retrieved_entities / needs retrieved_entities"


def test_retrieval_utilization_with_partial_mentions():
    # 小型微利企业 named: 1; 企业所得税: not verbatim, bigrams 企业/所得/得税 of 企业/业所/所得/得税 in the answer
    # (3/4 >= 0.5): 0.5; 财政部, 个体工商户: 0 → (1 + 0.5 + 0 + 0)/4 = 0.375
    r = RetrievalUtilization().evaluate(sample(retrieved_entities=["小型微利企业", "企业所得税", "财政部", "个体工商户"]))
    assert r.score == pytest.approx(0.375)
    assert r.details["credits"] == {"小型微利企业": 1.0, "企业所得税": 0.5, "财政部": 0.0, "个体工商户": 0.0}
    assert r.details["llm_status"] == "no_llm"  # 0.375 <= 0.5 wants the LLM; none configured


def test_retrieval_latency_is_raw_seconds_and_never_llm():
    r = RetrievalLatency(llm=object()).evaluate(sample(retrieval_latency=1.25))
    assert r.score == 1.25 and r.details["unit"] == "s" and r.details["llm_status"] == "not_needed"
    assert RetrievalLatency().evaluate(sample(retrieval_latency="0.5")).score == 0.5
    assert RetrievalLatency().evaluate(sample()).status == "unavailable"
    assert RetrievalLatency.higher_is_better is False


def test_chunk_utilization_averages_key_phrase_use_over_chunks():
    texts = {"c1": CHUNK, "c2": "住房公积金缴存比例不得低于5%。"}
    r = ChunkUtilization().evaluate(sample(cited_chunk_ids=["c1", "c2"], chunks=texts))
    chunks = r.details["chunks"]
    # c1's key phrases, most frequent first (小型微利企业 occurs twice), and the four the answer names
    assert chunks["c1"]["key_phrases"] == ["小型微利企业", "应纳税所得额", "企业所得税", "个体工商户减半征收个人所得税",
                                           "减按", "税率"]
    assert chunks["c1"]["found"] == ["小型微利企业", "应纳税所得额", "减按", "税率"]  # 4/6
    # c2 is about the housing fund: nothing of it in the answer (0)
    assert chunks["c2"]["found"] == [] and chunks["c2"]["score"] == 0.0
    # mean over chunks: (4/6 + 0)/2 = 1/3 <= 0.4, so the LLM is wanted (none configured)
    assert r.score == pytest.approx(1 / 3) and r.details["llm_status"] == "no_llm"


def test_chunk_text_from_a_source_and_missing_text():
    reader_calls = []

    def reader(ids):
        reader_calls.append(list(ids))
        return {"c1": CHUNK}

    r = ChunkUtilization(chunk_source=reader).evaluate(sample(cited_chunk_ids=["c1", "c9"], chunks={"c0": "无关"}))
    assert reader_calls == [["c1", "c9"]]
    assert r.details["chunk_text_source"] == {"c1": "chunk_source"} and r.details["chunks_without_text"] == ["c9"]
    assert r.score is not None
    # no text at all and no LLM: unavailable (the seed asks the LLM on the ids; without one there is no number)
    r = ChunkUtilization().evaluate(sample(cited_chunk_ids=["c9"]))
    assert r.score is None and r.status == "unavailable" and r.details["llm_status"] == "no_llm"
    assert "无法获取引用文本块的内容" in r.reason


def test_chunks_from_a_file_graph(tmp_path):
    path = tmp_path / "kg.json"
    path.write_text(json.dumps({"nodes": [{"name": "小型微利企业"}], "edges": [],
                                "chunks": [{"id": "k1", "text": CHUNK}]}, ensure_ascii=False), encoding="utf-8")
    graph = FileGraph(path)
    assert chunk_source_for(graph)(["k1", "zz"]) == {"k1": CHUNK}
    out = evaluate_metrics(sample(cited_chunk_ids=["k1"]), ["chunk_utilization"], graph=graph)
    assert out["chunk_utilization"].details["chunk_text_source"] == {"k1": "chunk_source"}


def test_list_and_chunk_shapes_from_csv_cells():
    assert as_list('["甲", "乙"]') == ["甲", "乙"] and as_list("甲、乙,丙") == ["甲", "乙", "丙"]
    assert chunk_texts_from('[{"id": "a", "text": "x"}, {"id": "b"}]', ["a", "b"]) == {"a": "x"}
    assert chunk_texts_from({"a": {"text": "x"}, "b": "y"}, ["b", "a"]) == {"b": "y", "a": "x"}
