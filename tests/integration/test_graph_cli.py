"""`python -m earag graph load --neo4j` and the Neo4j graph used by the evaluator, over the real driver."""
from pathlib import Path

from earag.backends.factory import build_graph
from earag.cli import main as cli_main
from earag.config import Settings
from tests.support.bolt_server import BoltStub, GraphHandler

KG = Path(__file__).resolve().parents[2] / "data" / "kg" / "policy_kg.json"


def test_graph_load_cli_then_the_evaluator_reads_neo4j(monkeypatch, capsys):
    handler = GraphHandler()
    with BoltStub(handler) as stub:
        monkeypatch.setenv("NEO4J_URI", stub.uri)
        monkeypatch.setenv("NEO4J_USERNAME", "neo4j")
        monkeypatch.setenv("NEO4J_PASSWORD", "secret")
        assert cli_main(["graph", "load", str(KG), "--neo4j", "--label", "Entity", "--batch-size", "100"]) == 0
        out = capsys.readouterr().out
        assert "nodes=190" in out and "edges=333" in out
        writes = [q for q in stub.queries if "UNWIND" in q.query]
        assert writes and all("MERGE" in q.query for q in writes)
        assert len(handler.nodes) >= 190
        # a second load is idempotent: no new nodes
        assert cli_main(["graph", "load", str(KG), "--neo4j", "--label", "Entity"]) == 0
        assert len([n for n in handler.nodes if "Entity" in n.labels]) == 190
        settings = Settings().with_overrides(**{"backends.graph.source": "neo4j", "backends.graph.neo4j.uri": stub.uri})
        graph, note, fallback = build_graph(settings)
        assert note == "" and not fallback and graph.name.startswith("neo4j:")
        assert graph.find_entities(["国家税务总局"])["国家税务总局"] == "国家税务总局"


def test_unreachable_neo4j_falls_back_to_the_file_graph_and_says_so(monkeypatch):
    monkeypatch.setenv("NEO4J_PASSWORD", "secret")
    settings = Settings().with_overrides(**{"backends.graph.source": "neo4j",
                                            "backends.graph.neo4j.uri": "bolt://127.0.0.1:1",
                                            "backends.graph.neo4j.timeout_seconds": 1})
    graph, note, fallback = build_graph(settings)
    assert fallback and graph.name == "file:policy_kg.json + en_public_kg.json"   # both sample graphs, one graph
    assert "Neo4j unavailable" in note and "127.0.0.1:1" in note


def test_neo4j_credentials_from_streamlit_style_secrets(monkeypatch):
    monkeypatch.delenv("NEO4J_PASSWORD", raising=False)
    handler = GraphHandler(nodes=[{"id": "n1", "name": "国家税务总局", "label": "机构组织"}])
    with BoltStub(handler) as stub:
        settings = Settings().with_overrides(**{"backends.graph.source": "neo4j", "backends.graph.neo4j.uri": stub.uri})
        graph, note, fallback = build_graph(settings, secrets={"neo4j": {"username": "neo4j", "password": "secret"}})
        assert not fallback and graph.name.startswith("neo4j:") and "secret" not in graph.name
        graph, note, fallback = build_graph(settings)  # no password anywhere: labelled fallback, clear reason
        assert fallback and "NEO4J_PASSWORD" in note


def test_check_reports_neo4j_version_and_latency(monkeypatch, capsys):
    handler = GraphHandler(nodes=[{"id": "n1", "name": "国家税务总局", "label": "机构组织"}])
    with BoltStub(handler) as stub:
        monkeypatch.setenv("NEO4J_URI", stub.uri)
        monkeypatch.setenv("NEO4J_PASSWORD", "secret")
        monkeypatch.setenv("EARAG_GRAPH_SOURCE", "neo4j")
        assert cli_main(["check", "--offline"]) == 0
        out = capsys.readouterr().out
        graph_block = out[out.index(" graph "):]
        assert graph_block.startswith(" graph ") and "neo4j:" in graph_block
        assert "version: Neo4j/" in graph_block and "latency_ms:" in graph_block


def test_neo4j_dying_mid_run_falls_back_to_the_file_graph_per_sample(monkeypatch):
    from earag.backends.embeddings.local import CharNgramEmbedder
    from earag.backends.factory import BackendSet
    from earag.evaluator import Evaluator
    from earag.types import EvaluationSample

    handler = GraphHandler(nodes=[{"id": "n1", "name": "国家税务总局", "label": "机构组织"}])
    with BoltStub(handler) as stub:
        settings = Settings().with_overrides(**{"backends.graph.source": "neo4j", "backends.graph.neo4j.uri": stub.uri,
                                                "backends.graph.neo4j.timeout_seconds": 1})
        graph, _, _ = build_graph(settings, secrets={"NEO4J_PASSWORD": "secret"})
        ev = Evaluator(settings, BackendSet(None, CharNgramEmbedder(), graph))
        sample = EvaluationSample("谁负责小微企业税收优惠？", "国家税务总局和财政部负责。", ["国家税务总局负责。"])
        assert ev.evaluate(sample).backends["graph"].startswith("neo4j:")
        stub.kill()
        after = ev.evaluate(sample)
        assert after.backends["graph"].startswith("file:policy_kg.json + en_public_kg.json (fallback: neo4j:")
        checks = {c["entity"]: c["in_graph"] for c in after.entity_analysis["answer_entity_checks"]}
        assert checks.get("财政部") is True  # the file graph knows it
