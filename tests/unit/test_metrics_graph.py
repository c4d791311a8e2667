"""Seed 003 §4 with literal inputs, from the sample's metadata and from a file graph store."""
import json

import pytest

from earag.backends.graph.file import FileGraph
from earag.metrics import evaluate_metrics
from earag.types import EvaluationSample

QUESTION = "小微企业如何申请创业担保贷款？"          # keywords: 小微企业, 创业担保贷款
ANSWER = "小微企业可向经办银行申请创业担保贷款，中央财政给予贴息。"
RELS = [
    {"source": "创业担保贷款", "target": "小微企业", "type": "适用对象", "description": "小微企业最高可申请300万元"},
    {"source": "中央财政", "target": "创业担保贷款", "type": "贴息", "description": ""},
    {"source": "创业担保贷款", "target": "经办银行", "type": "发放", "description": "由经办银行发放"},
]
CITED = ["创业担保贷款", "小微企业", "人力资源社会保障部", "中央财政"]


def sample(graph_entities=None, **meta):
    return EvaluationSample(QUESTION, ANSWER, [], None, graph_entities, meta)


def full(**extra):
    meta = {"cited_entities": CITED, "relationships": RELS,
            "entity_descriptions": {"人力资源社会保障部": "负责就业创业政策的国务院组成部门"}}
    return sample(**{**meta, **extra})


def test_graph_entity_coverage_names_and_descriptions():
    out = evaluate_metrics(full(), ["graph_entity_coverage"])["graph_entity_coverage"]
    assert out.details["question_keywords"] == ["小微企业", "创业担保贷款"]
    assert out.score == 1.0  # both keywords are cited entity names
    # only 创业担保贷款 cited; 小微企业 appears in its description: (1 + 0.7)/2 = 0.85
    s = sample(cited_entities=["创业担保贷款"], entity_descriptions={"创业担保贷款": "支持个人和小微企业创业就业的贴息贷款"})
    out = evaluate_metrics(s, ["graph_entity_coverage"])["graph_entity_coverage"]
    assert out.details["keyword_credits"] == {"小微企业": 0.7, "创业担保贷款": 1.0}
    assert out.score == pytest.approx(0.85)


def test_subgraph_quality():
    r = evaluate_metrics(full(), ["subgraph_quality"])["subgraph_quality"]
    # n = 4 cited entities, 6 possible pairs; pairs joined: {创业担保贷款, 小微企业}, {中央财政, 创业担保贷款}
    # (经办银行 is not cited): density 2/6; in a relationship: 3 of 4 → connectivity 0.75
    # 0.4·(1/3) + 0.6·0.75 = 0.5833
    assert r.details["density"] == pytest.approx(1 / 3) and r.details["connectivity"] == 0.75
    assert r.details["isolated_entities"] == ["人力资源社会保障部"]
    assert r.score == pytest.approx(0.4 / 3 + 0.45)


def test_relationship_utilization():
    r = evaluate_metrics(full(), ["relationship_utilization"])["relationship_utilization"]
    d = r.details
    # quantity: min(1, 3/(4−1)) = 1; quality: 0.5·(2 of 3 described) + 0.5·min(1, 3 types/3) = 0.8333;
    # relevance: endpoints 创业担保贷款, 小微企业, 中央财政, 经办银行 → 3 cited of 4 = 0.75
    # 0.3·1 + 0.3·0.8333 + 0.4·0.75 = 0.85
    assert (d["quantity"], d["type_diversity"], d["relevance"]) == (1.0, 1.0, 0.75)
    assert d["quality"] == pytest.approx(5 / 6)
    assert r.score == pytest.approx(0.85)


def test_graph_coverage():
    r = evaluate_metrics(full(), ["graph_coverage"])["graph_coverage"]
    d = r.details
    # structure: mean(min(1, 4/3) = 1, min(1, 3/3) = 1, 1 of 4 described = 0.25) = 0.75
    # relevance: both keywords in the graph data = 1; connectivity: components {创业担保贷款, 小微企业, 中央财政},
    # {人力资源社会保障部} → 3/4; (0.3·0.75 + 0.4·1 + 0.3·0.75)/1 = 0.85
    assert (d["structure"], d["relevance"], d["connectivity"]) == (0.75, 1.0, 0.75)
    assert r.score == pytest.approx(0.85)


def test_community_relevance_from_the_sample():
    communities = [{"id": "c1", "title": "创业就业扶持", "summary": "创业担保贷款与贴息", "members": ["创业担保贷款", "中央财政"]},
                   {"id": "c2", "title": "住房保障", "summary": "住房公积金", "members": ["住房公积金"]}]
    r = evaluate_metrics(full(communities=communities), ["community_relevance"])["community_relevance"]
    # c1 holds cited entities, c2 none; in c1: 创业担保贷款 yes, 小微企业 no → 1/2
    assert r.details["community_source"] == "sample"
    assert [c["id"] for c in r.details["communities"]] == ["c1"]
    assert r.score == 0.5
    # the {id: [members]} shape works too
    r = evaluate_metrics(full(communities={"x": ["小微企业", "创业担保贷款"]}), ["community_relevance"])["community_relevance"]
    assert r.score == 1.0


def test_community_relevance_falls_back_to_louvain():
    r = evaluate_metrics(full(), ["community_relevance"])["community_relevance"]
    assert r.details["community_source"] == "louvain"
    members = sorted(m for c in r.details["communities"] for m in c["members"])
    # a partition of the cited entities and the relationship endpoints
    assert members == sorted([*CITED, "经办银行"])
    assert r.score == 1.0  # both keywords are members of the community of 创业担保贷款


def test_no_relationship_information_is_unknown_but_an_empty_list_scores():
    unknown = sample(cited_entities=CITED)
    out = evaluate_metrics(unknown, ["relationship_utilization", "subgraph_quality", "community_relevance"])
    for name, r in out.items():
        assert r.score is None and r.status == "unavailable", name
        assert (r.details["used"], r.details["llm_status"]) == ("none", "no_llm")
    empty = sample(cited_entities=CITED, relationships=[])
    out = evaluate_metrics(empty, ["relationship_utilization", "subgraph_quality"])
    assert out["relationship_utilization"].score == 0.0 and out["subgraph_quality"].score == 0.0


def test_graph_entities_stand_in_for_cited_entities():
    r = evaluate_metrics(sample(graph_entities=["小微企业", "创业担保贷款"]), ["graph_entity_coverage"])
    assert r["graph_entity_coverage"].score == 1.0
    r = evaluate_metrics(sample(), ["graph_coverage"])["graph_coverage"]
    assert r.score is None
    assert r.reason == "需要字段 cited_entities 或 graph_entities / needs cited_entities or graph_entities"


@pytest.fixture
def kg(tmp_path):
    path = tmp_path / "kg.json"
    path.write_text(json.dumps({
        "nodes": [
            {"id": "n1", "name": "创业担保贷款", "description": "以政府性融资担保支持小微企业创业的贴息贷款", "community": 1},
            {"id": "n2", "name": "小微企业", "community": 1},
            {"id": "n3", "name": "中央财政", "community": 2},
            {"id": "n4", "name": "经办银行", "community": 1},
            {"id": "n5", "name": "住房公积金", "community": 3},
        ],
        "edges": [
            {"source": "n1", "target": "n2", "type": "适用对象", "description": "小微企业最高可申请300万元"},
            {"source": "n3", "target": "n1", "type": "贴息"},
            {"source": "n1", "target": "n4", "type": "发放", "description": "由经办银行发放"},
        ],
    }, ensure_ascii=False), encoding="utf-8")
    return FileGraph(path)


def test_graph_store_supplies_relationships_descriptions_and_communities(kg):
    s = sample(cited_entities=["创业担保贷款", "中央财政"])
    out = evaluate_metrics(s, "graph", graph=kg)
    ru = out["relationship_utilization"].details
    assert ru["relationship_source"] == "file:kg.json" and ru["relationships"] == 3
    # quantity min(1, 3/1) = 1; quality 0.5·2/3 + 0.5·1; relevance: 2 cited of 4 endpoints
    # 0.3 + 0.3·(5/6) + 0.4·0.5 = 0.75
    assert out["relationship_utilization"].score == pytest.approx(0.75)
    # the description from the graph gives 小微企业 0.7: (0.7 + 1)/2
    assert out["graph_entity_coverage"].score == pytest.approx(0.85)
    cr = out["community_relevance"].details
    assert cr["community_source"] == "file:kg.json"
    assert {c["id"]: sorted(c["members"]) for c in cr["communities"]} == {
        "1": sorted(["创业担保贷款", "小微企业", "经办银行"]), "2": ["中央财政"]}
    assert out["community_relevance"].score == 1.0
