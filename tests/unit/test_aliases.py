"""Names across Chinese and English (the shipped alias table, earag/resources/aliases_zh_en.tsv): entity coverage,
unsupported spans and the graph match 欧盟 with European Union / EU in both directions, and one embedded graph
holds the Chinese and the English sample graphs."""
import json
from pathlib import Path

import pytest

from earag.backends.graph.file import FileGraph
from earag.backends.graph.search import graph_community_names
from earag.config import Settings
from earag.errors import InputError
from earag.evaluator import Evaluator
from earag.metrics.registry import evaluate_metrics
from earag.nlp.aliases import DEFAULT_ALIASES, default_aliases, read_aliases
from earag.nlp.entities import analyse_entities
from earag.types import EvaluationSample

ROOT = Path(__file__).resolve().parents[2]


# --- the table ----------------------------------------------------------------------------------------------------

def test_every_row_names_an_entity_in_both_directions_and_states_its_source():
    table = default_aliases()
    assert len(table) >= 40 and all(row.source and row.type for row in table.rows)
    assert set(table.equivalents("欧盟")) >= {"European Union", "EU"}
    assert "欧盟" in table.equivalents("EU") and "欧盟" in table.equivalents("the European Union")
    assert table.same("GDPR", "《通用数据保护条例》") and table.same("AI Act", "人工智能法")
    assert table.same("WTO", "世界贸易组织") and table.same("U.S.", "美国")
    assert not table.same("欧盟", "欧盟委员会") and table.equivalents("国家知识产权局") == ()


def test_acronyms_are_found_in_capitals_and_chinese_names_not_inside_longer_ones():
    table = default_aliases()
    assert table.mentioned("世界卫生组织", "The WHO published the guidance.") == "WHO"
    assert table.mentioned("世界卫生组织", "Officials who work here decide.") is None   # "who" is no WHO
    assert table.mentioned("European Union", "欧盟委员会发布了指南。") is None           # the Commission, not the Union
    assert table.mentioned("European Union", "欧盟委员会代表欧盟发布了指南。") == "欧盟"
    assert table.mentioned("EU", "The EU's rules apply.") is None                      # the same language: no alias
    assert table.resolved("根据GDPR", "《通用数据保护条例》规定") == "根据 "


def test_a_bad_alias_file_names_the_line(tmp_path):
    path = tmp_path / "aliases.tsv"
    path.write_text("zh\ten\ttype\tsource\n欧盟\tEuropean Union\t机构组织\n", encoding="utf-8")
    with pytest.raises(InputError, match="line 2: expected 4 tab-separated columns") as err:
        read_aliases(path)
    assert err.value.row == 2
    path.write_text("欧盟\tEuropean Union\t机构组织\t \n", encoding="utf-8")
    with pytest.raises(InputError, match="line 1: the source column is empty"):
        read_aliases(path)
    assert len(read_aliases(DEFAULT_ALIASES)) == len(default_aliases())


# --- entity coverage and sufficiency ----------------------------------------------------------------------------

def test_coverage_matches_names_across_languages_both_ways():
    # a Chinese question about 欧盟 answered with "European Union"; contexts in Chinese
    zh_q = analyse_entities(["欧盟", "人工智能法"], ["European Union", "AI Act"], ["欧盟", "人工智能法"],
                            answer="European Union的AI Act于2024年8月1日生效。",
                            contexts=["欧盟《人工智能法》于2024年8月1日生效。"], graph_lookup=None)
    assert zh_q.covered_entities == ["欧盟", "人工智能法"] and zh_q.unsupported_entities == []
    # the reverse: the question says EU / GDPR, the answer and the contexts say 欧盟 / 《通用数据保护条例》
    en_q = analyse_entities(["EU", "GDPR"], ["欧盟", "通用数据保护条例"], ["通用数据保护条例"],
                            answer="欧盟《通用数据保护条例》要求充分性认定。",
                            contexts=["《通用数据保护条例》规定，向第三国传输个人数据需要充分性认定。"], graph_lookup=None)
    assert en_q.covered_entities == ["EU", "GDPR"] and en_q.context_covered == ["GDPR"]
    assert en_q.context_missing == ["EU"]   # the contexts never name the EU itself
    # the seed's exact mode compares sets, no table
    exact = analyse_entities(["欧盟"], ["European Union"], [], answer="European Union", contexts=["欧盟"],
                             graph_lookup=None, mode="exact")
    assert exact.missing_entities == ["欧盟"]


# --- through the evaluator --------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def evaluator():
    settings = Settings().with_overrides(**{"backends.llm.provider": "none",
                                            "backends.embeddings.provider": "char-ngram"})
    ev = Evaluator(settings, offline=True)
    yield ev
    ev.close()


ZH_CONTEXT = ["欧盟《人工智能法》于2024年8月1日生效，禁止性规定自2025年2月2日起适用。",
              "企业需通过ISO/IEC 27001信息安全管理体系认证，由OpenAI负责审核。"]


def _spans(result: dict) -> list[tuple[str, str]]:
    return [(sp["text"], sp["kind"]) for v in result["sentence_verdicts"] for sp in v["unsupported_spans"]]


def test_a_chinese_answer_with_english_names_keeps_and_checks_them(evaluator):
    result = evaluator.evaluate(EvaluationSample(
        "欧盟的人工智能法何时生效？",
        "European Union的AI Act于2024年8月1日生效。企业需通过ISO/IEC 27001认证，并由OpenAI和European Algorithm "
        "Safety Bureau审核。", ZH_CONTEXT)).to_dict()
    ea = result["entity_analysis"]
    assert result["language"] == "zh" and result["sentence_languages"] == ["zh", "zh"]
    assert {"European Union", "AI Act", "ISO/IEC 27001", "OpenAI",
            "European Algorithm Safety Bureau"} <= set(ea["answer_entities"])
    assert {"欧盟", "人工智能法"} <= set(ea["covered_entities"])
    assert ea["unsupported_entities"] == ["European Algorithm Safety Bureau"]
    # the names the contexts give in Chinese are supported; the invented bureau is a span with its reason
    assert _spans(result) == [("European Algorithm Safety Bureau", "entity")]
    reason = result["sentence_verdicts"][1]["unsupported_spans"][0]["reason"]
    assert "European Algorithm Safety Bureau" in reason
    # one graph, both languages: 欧盟 / European Union is a node of the English sample graph
    checks = {c["entity"]: c for c in ea["answer_entity_checks"]}
    assert checks["European Union"]["graph_entity"] == "European Union"
    assert checks["AI Act"]["in_graph"] is True


def test_a_chinese_answer_against_english_contexts_that_name_the_eu(evaluator):
    result = evaluator.evaluate(EvaluationSample(
        "What does the EU's GDPR require?", "欧盟要求遵守GDPR。",
        ["The European Union (EU) enforces the General Data Protection Regulation (GDPR)."])).to_dict()
    ea = result["entity_analysis"]
    assert "欧盟" in ea["answer_entities"] and "欧盟" not in ea["unsupported_entities"]
    assert ea["missing_entities"] == []
    assert not [s for s in _spans(result) if s[1] == "entity"]


# --- one graph, both languages ------------------------------------------------------------------------------------

def test_the_embedded_graph_holds_both_sample_graphs_by_default(tmp_path):
    cfg = Settings().backends.graph
    graph = FileGraph.from_settings(cfg)
    zh = json.loads((ROOT / "data" / "kg" / "policy_kg.json").read_text(encoding="utf-8"))
    en = json.loads((ROOT / "data" / "kg" / "en_public_kg.json").read_text(encoding="utf-8"))
    assert graph.name == "file:policy_kg.json + en_public_kg.json"
    assert graph.stats()["nodes"] == len(zh["nodes"]) + len(en["nodes"])   # both number from n1: no collision
    assert len(graph.edges) == len(zh["edges"]) + len(en["edges"])
    found = graph.find_entities(["国家税务总局", "European Commission", "欧盟", "《通用数据保护条例》"])
    assert found == {"国家税务总局": "国家税务总局", "European Commission": "European Commission",
                     "欧盟": "European Union", "《通用数据保护条例》": "General Data Protection Regulation"}
    zh_communities = {n.community for n in graph.nodes.values() if not n.id.startswith("en_public_kg:")}
    en_communities = {n.community for n in graph.nodes.values() if n.id.startswith("en_public_kg:")}
    assert zh_communities.isdisjoint(en_communities)
    names = graph_community_names(graph)   # what the graph page shows: each file's names, at the merged ids
    assert {names[c] for c in en_communities} == {c["name"] for c in en["communities"]}
    assert {names[c] for c in zh_communities} == {c["name"] for c in zh["communities"]}
    # a graph of your own comes alone; a list says exactly which files join it
    own = tmp_path / "own.json"
    own.write_text(json.dumps({"nodes": [{"id": "n1", "name": "示例机构"}]}, ensure_ascii=False), encoding="utf-8")
    assert FileGraph.from_settings(cfg.model_copy(update={"path": str(own)})).name == "file:own.json"
    assert FileGraph.from_settings(cfg.model_copy(update={"extra_paths": []})).name == "file:policy_kg.json"


def test_an_english_sample_gets_graph_metrics_from_the_embedded_graph(evaluator):
    row = json.loads((ROOT / "data" / "samples" / "policy_qa_en.jsonl").read_text(encoding="utf-8").splitlines()[0])
    sample = EvaluationSample(row["question"], row["answer"], row["contexts"], graph_entities=row["graph_entities"])
    graph = evaluator.backends.graph
    assert graph is not None and graph.name == "file:policy_kg.json + en_public_kg.json"
    results = evaluate_metrics(sample, ["relationship_utilization", "community_relevance"], evaluator=evaluator,
                               graph=graph)
    for name, res in results.items():
        assert res.score is not None and res.details["status"] == "ok", (name, res.details)
        assert res.details["relationship_source"] == graph.name   # the relationships came from the embedded graph
    assert results["community_relevance"].details["community_source"] == graph.name
    assert evaluator.evaluate(sample).to_dict()["backends"]["graph"].endswith(graph.name)
