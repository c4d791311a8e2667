"""Neo4jGraph and the graph loader through the real neo4j driver, against a scripted Bolt server on 127.0.0.1."""
from __future__ import annotations

import json
import math
import time

import neo4j
import pytest

from earag.backends.base import GraphStore
from earag.backends.graph.load import load_graph_into_neo4j
from earag.backends.graph.neo4j import Neo4jConfigMismatch, Neo4jGraph, credentials
from earag.config import Settings
from earag.errors import BackendUnavailable, ConfigError
from tests.support.bolt_server import BoltFailure, BoltStub, GraphHandler, free_port

pytestmark = pytest.mark.timeout(20)

HOSTILE = "O'Brien `tick` 基金\") MATCH (x) DETACH DELETE x //"
NODES = [
    {"id": "n1", "name": "增值税", "label": "税种", "aliases": ["VAT", "增值税制度"], "community": 1},
    {"id": "n2", "name": "小规模纳税人", "label": "主体", "aliases": ["小规模企业"], "community": 1},
    {"id": "n3", "name": "增值税减免政策", "label": "政策", "aliases": [], "description": "减按1%征收", "community": 1},
    {"id": "n4", "name": "国家税务总局", "label": "机构", "aliases": "税务总局|总局", "community": 2},
    {"id": "n5", "name": HOSTILE, "label": "机构", "aliases": [], "community": 2},
    {"id": "n6", "name": "高新技术企业认定管理办法", "label": "政策", "aliases": [], "community": 3},
]
EDGES = [
    {"source": "n3", "target": "n2", "type": "适用于", "chunk_ids": ["c1"]},
    {"source": "n3", "target": "n1", "type": "涉及", "chunk_ids": ["c1"]},
    {"source": "n4", "target": "n3", "type": "发布", "chunk_ids": ["c2"]},
    {"source": "n5", "target": "n2", "type": "资助", "chunk_ids": []},
]
CHUNKS = [
    {"id": "c1", "doc_id": "d1", "text": "小规模纳税人适用3%征收率的应税销售收入，减按1%征收率征收增值税。"},
    {"id": "c2", "doc_id": "d2", "text": "国家税务总局发布增值税减免政策的公告。"},
]


def graph_handler(**kw) -> GraphHandler:
    return GraphHandler(NODES, EDGES, CHUNKS, **kw)


@pytest.fixture
def stub():
    with BoltStub(graph_handler()) as s:
        yield s


@pytest.fixture
def graph(stub):
    g = Neo4jGraph(stub.uri, "neo4j", "secret", timeout=5)
    yield g
    g.close()


def marked(stub, op):
    return stub.queries_marked(op)


# --------------------------------------------------------------------------- connecting


def test_connects_checks_schema_and_names_itself_without_credentials(stub, graph):
    assert isinstance(graph, GraphStore)
    assert graph.name == f"neo4j:bolt://127.0.0.1:{stub.port}/neo4j"
    assert "secret" not in graph.name and "secret" not in repr(graph)
    assert not hasattr(graph, "password")
    # HELLO then LOGON (Bolt 5.1+ carries credentials in LOGON), checked once by verify_connectivity.
    assert stub.message_names()[:2] == ["HELLO", "LOGON"]
    assert stub.auth_attempts[0] == ("basic", "neo4j", True)
    assert stub.hellos[0]["user_agent"] == "earag"
    # The stub advertises telemetry.enabled; earag disables driver telemetry, so none is sent.
    assert "TELEMETRY" not in stub.message_names() and stub.telemetry_calls == []
    # Schema check: only the configured labels that exist are used from then on.
    assert [q.query.splitlines()[0] for q in stub.queries] == ["// earag:labels", "// earag:property_keys"]
    assert graph.entity_labels == ("Entity",)
    assert graph.alias_properties == ("aliases",)  # nothing configured: the loader's `aliases` is used
    assert graph.chunk_labels == ("Chunk",)


def test_reads_go_through_managed_read_transactions_with_a_timeout(stub, graph):
    graph.find_entities(["增值税"])
    graph.stats()
    assert stub.queries
    for q in stub.queries:
        assert (q.db, q.mode, q.in_transaction) == ("neo4j", "r", True)
        assert q.tx_timeout == 5000
    assert "BEGIN" in stub.message_names() and "COMMIT" in stub.message_names()


# --------------------------------------------------------------------------- reading


def test_find_entities_exact_alias_normalised_and_fuzzy(stub, graph):
    mentions = ["增值税", "VAT", "ＶＡＴ", "税务总局", "小规模企业", "增值税减免", "高新技术企业认定管里办法", "不存在的东西"]
    found = graph.find_entities(mentions)
    assert found == {
        "增值税": "增值税",
        "VAT": "增值税",
        "ＶＡＴ": "增值税",  # full width, normalised
        "税务总局": "国家税务总局",  # alias stored as "a|b" string
        "小规模企业": "小规模纳税人",  # alias stored as a list
        "增值税减免": "增值税减免政策",  # generic affix stripped
        "高新技术企业认定管里办法": "高新技术企业认定管理办法",  # typo, fuzzy
        "不存在的东西": None,
    }
    [check] = marked(stub, "find_entities")
    assert check.params == {"names": mentions}
    assert "$names" in check.query


def test_entity_names_are_fetched_once_and_cached(stub, graph):
    names = graph.entity_names()
    assert names["国家税务总局"] == ["税务总局", "总局"]
    assert names["增值税"] == ["VAT", "增值税制度"]
    assert set(names) == {n["name"] for n in NODES}
    graph.find_entities(["VAT"])
    graph.find_entities(["小规模企业"])
    graph.entity_names()
    assert len(marked(stub, "entity_names")) == 1
    assert len(marked(stub, "find_entities")) == 2  # the exact check runs every time
    graph.refresh()
    graph.entity_names()
    assert len(marked(stub, "entity_names")) == 2


def test_exact_check_sees_entities_added_after_the_cache(stub, graph):
    graph.entity_names()
    handler = stub.handler
    handler.add_node(["Entity"], {"id": "n9", "name": "研发费用加计扣除"})
    assert graph.find_entities(["研发费用加计扣除"]) == {"研发费用加计扣除": "研发费用加计扣除"}


def test_hostile_names_travel_only_as_parameters(stub, graph):
    assert graph.find_entities([HOSTILE]) == {HOSTILE: HOSTILE}
    sub = graph.neighbourhood([HOSTILE], depth=1)
    assert {n.name for n in sub.nodes} == {HOSTILE, "小规模纳税人"}
    assert graph.communities([HOSTILE]) == {HOSTILE: 2}
    assert graph.chunk_texts([HOSTILE, "c2"]) == {"c2": CHUNKS[1]["text"]}
    assert len(stub.queries) > 5
    for q in stub.queries:
        assert "O'Brien" not in q.query and "tick" not in q.query and "DETACH" not in q.query
        assert "'" not in q.query and '"' not in q.query  # no string literal is ever built
    sent = json.dumps([q.params for q in stub.queries], ensure_ascii=False)
    assert json.dumps(HOSTILE, ensure_ascii=False)[1:-1] in sent


def test_neighbourhood_depth_one(stub, graph):
    sub = graph.neighbourhood(["增值税减免政策"], depth=1)
    assert [n.name for n in sub.nodes][0] == "增值税减免政策"
    assert {n.name for n in sub.nodes} == {"增值税减免政策", "小规模纳税人", "增值税", "国家税务总局"}
    by_id = {n.id: n for n in sub.nodes}
    policy = by_id["n3"]
    assert (policy.label, policy.description, policy.community) == ("政策", "减按1%征收", 1)
    assert by_id["n4"].aliases == ["税务总局", "总局"]
    edges = {(e.source, e.target, e.type) for e in sub.edges}
    assert edges == {("n3", "n2", "适用于"), ("n3", "n1", "涉及"), ("n4", "n3", "发布")}
    assert all(e.properties.get("chunk_ids") for e in sub.edges)
    [hop] = marked(stub, "neighbourhood_hop")
    assert hop.params == {"frontier": ["增值税减免政策"], "seen": ["增值税减免政策"], "limit": 199}


def test_neighbourhood_depth_two_limit_and_unknown_names(stub, graph):
    sub = graph.neighbourhood(["增值税减免政策"], depth=2)
    assert {n.id for n in sub.nodes} == {"n1", "n2", "n3", "n4", "n5"}
    assert ("n5", "n2", "资助") in {(e.source, e.target, e.type) for e in sub.edges}
    assert len(marked(stub, "neighbourhood_hop")) == 2

    small = graph.neighbourhood(["增值税减免政策"], depth=2, limit=2)
    assert len(small.nodes) == 2 and small.nodes[0].name == "增值税减免政策"
    assert all({e.source, e.target} <= {n.id for n in small.nodes} for e in small.edges)

    only = graph.neighbourhood(["增值税减免政策"], depth=0)
    assert [n.id for n in only.nodes] == ["n3"] and only.edges == []
    assert graph.node("增值税").aliases == ["VAT", "增值税制度"] and graph.node("VAT") is None

    assert graph.neighbourhood(["不存在"], depth=1).nodes == []


def test_stats_chunks_and_communities(stub, graph):
    assert graph.stats() == {
        "nodes": 6,
        "edges": 4,
        "chunks": 2,
        "labels": {"税种": 1, "主体": 1, "政策": 2, "机构": 2},
        "neo4j_labels": ["Entity", "Chunk"],
        "entity_labels": ["Entity"],
        "database": "neo4j",
    }
    [q] = marked(stub, "stats_nodes")
    assert q.params == {"entity_labels": ["__Entity__", "Entity"]}
    assert graph.chunk_texts(["c1", "missing"]) == {"c1": CHUNKS[0]["text"]}
    assert marked(stub, "chunk_texts")[0].params == {"ids": ["c1", "missing"]}
    assert graph.communities(["增值税", "国家税务总局", "不存在"]) == {"增值税": 1, "国家税务总局": 2, "不存在": None}


def test_graphrag_style_graph_with_community_nodes_and_other_properties():
    nodes = [
        {"id": "a", "title": "碳达峰", "labels": ["__Entity__", "Concept"]},
        {"id": "b", "title": "碳中和", "labels": ["__Entity__", "Concept"], "alt": ["净零排放"]},
    ]
    handler = GraphHandler(
        nodes, [{"source": "a", "target": "b", "rel_type": "RELATES_TO", "weight": 0.5}],
        entity_labels=("__Entity__",), name_property="title", alias_properties=("alt",),
        communities={"碳达峰": [{"id": "0-3", "level": 0}, {"id": "1-1", "level": 1}]},
    )
    with BoltStub(handler) as stub:
        with Neo4jGraph(stub.uri, "neo4j", "secret", name_property="title", alias_properties=("alt", "nope")) as g:
            assert g.entity_labels == ("__Entity__",)
            assert g.alias_properties == ("alt",) and g.missing_alias_properties == ("nope",)
            assert g.find_entities(["净零排放"]) == {"净零排放": "碳中和"}
            assert g.communities(["碳达峰", "碳中和"]) == {"碳达峰": "0-3", "碳中和": None}
            assert "IN_COMMUNITY" in marked(stub, "communities")[0].query
            sub = g.neighbourhood(["碳达峰"])
            assert [(e.source, e.target, e.type, e.properties) for e in sub.edges] == [("a", "b", "RELATES_TO", {"weight": 0.5})]
            assert {n.label for n in sub.nodes} == {"Concept"}
            assert g.chunk_texts(["c1"]) == {} and not marked(stub, "chunk_texts")  # no chunk label: no query
            assert g.stats()["chunks"] == 0


# --------------------------------------------------------------------------- failures


def test_unreachable_server_is_reported_with_the_uri():
    uri = f"bolt://127.0.0.1:{free_port()}"
    t0 = time.monotonic()
    with pytest.raises(BackendUnavailable, match="unreachable") as err:
        Neo4jGraph(uri, "neo4j", "secret", timeout=2)
    assert uri in str(err.value) and "NEO4J_URI" in str(err.value)
    assert isinstance(err.value.__context__, neo4j.exceptions.ServiceUnavailable)
    assert time.monotonic() - t0 < 20  # the configured timeout, not the driver's 30 s default retry time


def test_wrong_password_says_authentication_failed(stub):
    with pytest.raises(BackendUnavailable, match="authentication failed for user 'neo4j'") as err:
        Neo4jGraph(stub.uri, "neo4j", "not-the-password", timeout=2)
    assert "not-the-password" not in str(err.value)
    assert isinstance(err.value.__context__, neo4j.exceptions.AuthError)
    assert stub.auth_attempts == [("basic", "neo4j", False)]
    assert stub.queries == []


def test_missing_database_is_named(stub):
    with pytest.raises(Neo4jConfigMismatch, match="no database 'policies'") as err:
        Neo4jGraph(stub.uri, "neo4j", "secret", database="policies", timeout=2)
    assert isinstance(err.value, ConfigError) and isinstance(err.value, BackendUnavailable)
    assert err.value.key == "backends.graph.neo4j.database"
    assert type(err.value.__context__) is neo4j.exceptions.ClientError
    assert err.value.__context__.code == "Neo.ClientError.Database.DatabaseNotFound"


def test_absent_label_lists_the_labels_that_exist(stub):
    with pytest.raises(Neo4jConfigMismatch) as err:
        Neo4jGraph(stub.uri, "neo4j", "secret", labels=("Person", "__Entity__"), timeout=2)
    msg = str(err.value)
    assert "Person or __Entity__" in msg and "Labels present: Chunk, Entity" in msg
    assert err.value.key == "backends.graph.neo4j.labels"


def test_empty_database_says_so():
    with BoltStub(GraphHandler()) as stub:
        with pytest.raises(Neo4jConfigMismatch, match="the database is empty; load a graph with `python -m earag.backends.graph.load"):
            Neo4jGraph(stub.uri, "neo4j", "secret", timeout=2)


def test_absent_name_property_lists_property_keys(stub):
    with pytest.raises(Neo4jConfigMismatch) as err:
        Neo4jGraph(stub.uri, "neo4j", "secret", name_property="title", timeout=2)
    msg = str(err.value)
    assert "no property 'title'" in msg
    assert "Property keys present: " in msg and "aliases" in msg and "name" in msg and "text" in msg
    assert err.value.key == "backends.graph.neo4j.name_property"


@pytest.mark.parametrize(
    "kwargs",
    [
        {"labels": ("Entity`) MATCH (x) DETACH DELETE x //",)},
        {"name_property": "name` = 1 OR true //"},
        {"alias_properties": ("a b",)},
        {"labels": ("Entity\n",)},
        {"name_property": "1name"},
        {"labels": ()},
    ],
)
def test_identifiers_are_validated_before_connecting(stub, kwargs):
    with pytest.raises(ConfigError):
        Neo4jGraph(stub.uri, "neo4j", "secret", **kwargs)
    assert stub.messages == []


def test_server_dying_mid_session_is_reported_quickly(stub):
    g = Neo4jGraph(stub.uri, "neo4j", "secret", timeout=1)
    try:
        stub.kill()
        t0 = time.monotonic()
        with pytest.raises(BackendUnavailable, match="unreachable"):
            g.stats()
        assert time.monotonic() - t0 < 20  # the configured timeout, not the driver's 30 s default retry time
    finally:
        g.close()


def test_hung_server_times_out():
    with BoltStub(graph_handler(), silent=True) as stub:
        t0 = time.monotonic()
        with pytest.raises(BackendUnavailable, match="unreachable"):
            Neo4jGraph(stub.uri, "neo4j", "secret", timeout=1)
        assert time.monotonic() - t0 < 20  # the configured timeout, not the driver's 30 s connection default


def test_query_failure_is_translated(stub, graph):
    def broken(query, params, db):
        raise BoltFailure("Neo.ClientError.Statement.SyntaxError", "Invalid input 'X'")

    stub.handler = broken
    with pytest.raises(BackendUnavailable, match=r"Neo4j stats_nodes .* failed: Neo.ClientError.Statement.SyntaxError"):
        graph.stats()


@pytest.mark.parametrize("uri, shown", [("http://127.0.0.1:7474", "http://127.0.0.1:7474"),
                                         ("localhost:7687", "localhost:7687"), ("bolt+x://h:1", "bolt+x://h:1"),
                                         ("http://neo4j:hunter2@h:7474/", "http://***@h:7474/")])
def test_non_bolt_uris_are_refused(uri, shown):
    with pytest.raises(ConfigError, match="must use a Bolt scheme") as err:
        Neo4jGraph(uri, "neo4j", "secret", timeout=1)
    assert err.value.key == "backends.graph.neo4j.uri"
    assert f"{shown!r}" in str(err.value) and "hunter2" not in str(err.value)   # as given, credentials redacted


def test_neo4j_routing_scheme_works_through_route(stub):
    with Neo4jGraph(stub.routing_uri, "neo4j", "secret", timeout=2) as g:
        assert g.name == f"neo4j:neo4j://127.0.0.1:{stub.port}/neo4j"
        assert g.find_entities(["VAT"]) == {"VAT": "增值税"}
    assert "ROUTE" in stub.message_names()
    assert all(q.mode == "r" for q in stub.queries)


# --------------------------------------------------------------------------- settings and credentials


def test_from_settings_reads_credentials_from_env_or_secrets(stub):
    settings = Settings().with_overrides(**{
        "backends.graph.neo4j.uri": stub.uri, "backends.graph.neo4j.labels": ["Entity"],
        "evaluation.matching.mode": "exact",
    })
    with Neo4jGraph.from_settings(settings, environ={"NEO4J_USERNAME": "neo4j", "NEO4J_PASSWORD": "secret"}) as g:
        assert g.name == f"neo4j:{stub.uri}/neo4j"
        assert g.find_entities(["VAT", "增值税减免"]) == {"VAT": "增值税", "增值税减免": None}  # exact mode
    assert "secret" not in settings.to_yaml()
    with Neo4jGraph.from_settings(settings, environ={"NEO4J_PASSWORD": "wrong"},
                                  secrets={"neo4j": {"username": "neo4j", "password": "secret"}}) as g:
        assert g.entity_labels == ("Entity",)
    assert credentials({}, {"NEO4J_USERNAME": "u", "NEO4J_PASSWORD": "p"}) == ("u", "p")
    with pytest.raises(ConfigError, match="NEO4J_PASSWORD"):
        Neo4jGraph.from_settings(settings, environ={})


def test_factory_builds_the_neo4j_graph_and_falls_back_with_the_reason(stub, monkeypatch, tmp_path):
    from earag.backends.factory import build_graph
    from earag.backends.graph.file import FileGraph

    settings = Settings().with_overrides(**{
        "backends.graph.source": "neo4j", "backends.graph.neo4j.uri": stub.uri,
        "backends.graph.path": str(write_graph(tmp_path)),
    })
    monkeypatch.setenv("NEO4J_USERNAME", "neo4j")
    monkeypatch.setenv("NEO4J_PASSWORD", "secret")
    graph, note, fell_back = build_graph(settings)
    try:
        assert isinstance(graph, Neo4jGraph) and (note, fell_back) == ("", False)
        assert graph.find_entities(["VAT"]) == {"VAT": "增值税"}
    finally:
        graph.close()
    monkeypatch.setenv("NEO4J_PASSWORD", "wrong")
    graph, note, fell_back = build_graph(settings)
    assert isinstance(graph, FileGraph) and fell_back
    assert "authentication failed" in note and "wrong" not in note


def test_uri_with_userinfo_is_refused_without_echoing_the_password(stub):
    uri = f"bolt://someone:hunter2@127.0.0.1:{stub.port}"
    # The driver refuses userinfo in bolt:// URIs with ConfigurationError, quoting the URI verbatim.
    with pytest.raises(ConfigError, match="userinfo is not supported") as err:
        Neo4jGraph(uri, "neo4j", "secret", timeout=2)
    assert "hunter2" not in str(err.value) and "someone" not in str(err.value)
    assert err.value.key == "backends.graph.neo4j.uri"
    assert stub.messages == []


# --------------------------------------------------------------------------- loading


def write_graph(tmp_path, nodes=NODES, edges=EDGES, chunks=CHUNKS):
    path = tmp_path / "policy_kg.json"
    path.write_text(json.dumps({"name": "测试图谱", "nodes": nodes, "edges": edges, "chunks": chunks},
                               ensure_ascii=False), encoding="utf-8")
    return path


def test_loader_sends_unwind_merge_batches_and_is_idempotent(tmp_path):
    path = write_graph(tmp_path)
    handler = GraphHandler()
    with BoltStub(handler) as stub:
        counts = load_graph_into_neo4j(path, stub.uri, "neo4j", "secret", batch_size=4)
        assert counts == {"nodes": 6, "edges": 4, "edges_skipped": 0, "chunks": 2, "batches": 2 + 1 + 1,
                          "constraints": 2, "database": "neo4j", "graph": "测试图谱"}
        node_batches = marked(stub, "load_nodes")
        assert [len(q.params["rows"]) for q in node_batches] == [4, 2]
        for q in stub.queries:
            assert q.mode == "w" and q.db == "neo4j" and q.in_transaction
        for op in ("load_nodes", "load_edges", "load_chunks"):
            for q in marked(stub, op):
                assert q.query.count("UNWIND $rows AS row") == 1 and "MERGE" in q.query and "CREATE (" not in q.query
        assert all("IF NOT EXISTS" in q.query for q in marked(stub, "load_constraint"))
        row = node_batches[0].params["rows"][0]
        assert row == {"id": "n1", "name": "增值税", "label": "税种", "aliases": ["VAT", "增值税制度"],
                       "description": None, "community": 1}
        assert "n.`type` = row.label" in node_batches[0].query
        edge = marked(stub, "load_edges")[0]
        assert "[r:`RELATED` {`type`: row.type}]" in edge.query
        assert edge.params["rows"][0] == {"source": "n3", "target": "n2", "type": "适用于", "props": {"chunk_ids": ["c1"]}}
        # Nothing from the data is pasted into Cypher.
        for q in stub.queries:
            assert "增值税" not in q.query and "O'Brien" not in q.query
        first = [(q.query, q.params) for q in stub.queries]
        sizes = (len(handler.nodes), len(handler.rels))

        stub.queries.clear()
        assert load_graph_into_neo4j(path, stub.uri, "neo4j", "secret", batch_size=4) == counts
        assert [(q.query, q.params) for q in stub.queries] == first
        assert (len(handler.nodes), len(handler.rels)) == sizes == (8, 4)

        # What was loaded reads back through Neo4jGraph.
        with Neo4jGraph(stub.uri, "neo4j", "secret") as g:
            assert g.find_entities(["税务总局", "VAT"]) == {"税务总局": "国家税务总局", "VAT": "增值税"}
            sub = g.neighbourhood(["国家税务总局"])
            assert {(e.source, e.target, e.type) for e in sub.edges} == {("n4", "n3", "发布")}
            assert {n.id: n.label for n in sub.nodes} == {"n4": "机构", "n3": "政策"}
            assert sub.nodes[0].properties == {}
            assert g.chunk_texts(["c2"]) == {"c2": CHUNKS[1]["text"]}
            assert g.stats()["nodes"] == 6


def test_loader_batches_small_and_skips_dangling_edges(tmp_path):
    edges = EDGES + [{"source": "n1", "target": "ghost", "type": "涉及"}]
    path = write_graph(tmp_path, edges=edges)
    with BoltStub(GraphHandler()) as stub:
        counts = load_graph_into_neo4j(path, stub.uri, "neo4j", "secret", batch_size=2, label="Policy")
        assert counts["edges"] == 4 and counts["edges_skipped"] == 1
        assert [len(q.params["rows"]) for q in marked(stub, "load_nodes")] == [2, 2, 2]
        assert [len(q.params["rows"]) for q in marked(stub, "load_edges")] == [2, 2, 1]
        assert [len(q.params["rows"]) for q in marked(stub, "load_chunks")] == [2]
        assert counts["batches"] == 3 + 3 + 1 == math.ceil(6 / 2) + math.ceil(5 / 2) + 1
        assert all("MERGE (n:`Policy` {`id`: row.id})" in q.query for q in marked(stub, "load_nodes"))


def test_loader_ignores_constraint_failures_on_old_servers(tmp_path):
    handler = GraphHandler()

    def old_server(query, params, db):
        if "earag:load_constraint" in query:
            raise BoltFailure("Neo.ClientError.Statement.SyntaxError", "Invalid input 'IF'")
        return handler(query, params, db)

    with BoltStub(old_server) as stub:
        counts = load_graph_into_neo4j(write_graph(tmp_path), stub.uri, "neo4j", "secret")
    assert counts["constraints"] == 0 and counts["nodes"] == 6 and counts["batches"] == 3


def test_loader_errors_are_translated(tmp_path):
    path = write_graph(tmp_path)
    with BoltStub(GraphHandler()) as stub:
        with pytest.raises(BackendUnavailable, match="authentication failed"):
            load_graph_into_neo4j(path, stub.uri, "neo4j", "wrong")
        with pytest.raises(Neo4jConfigMismatch, match="no database 'kg'"):
            load_graph_into_neo4j(path, stub.uri, "neo4j", "secret", database="kg")
        with pytest.raises(ConfigError):
            load_graph_into_neo4j(path, stub.uri, "neo4j", "secret", label="Bad Label")
        with pytest.raises(ConfigError):
            load_graph_into_neo4j(path, stub.uri, "neo4j", "secret", batch_size=0)


def test_loader_command_line(tmp_path, monkeypatch, capsys):
    from earag.backends.graph.load import main

    path = write_graph(tmp_path)
    with BoltStub(GraphHandler()) as stub:
        monkeypatch.setenv("NEO4J_USERNAME", "neo4j")
        monkeypatch.setenv("NEO4J_PASSWORD", "secret")
        assert main([str(path), "--uri", stub.uri, "--batch-size", "3"]) == 0
        out = json.loads(capsys.readouterr().out)
        assert (out["nodes"], out["edges"], out["chunks"], out["batches"]) == (6, 4, 2, 2 + 2 + 1)
        monkeypatch.delenv("NEO4J_PASSWORD")
        assert main([str(path), "--uri", stub.uri]) == 1
        assert "NEO4J_PASSWORD" in capsys.readouterr().err


# --------------------------------------------------------------------------- the stub itself


@pytest.mark.parametrize("version,manifest", [((5, 8), True), ((5, 4), False), ((5, 0), True)])
def test_stub_negotiates_versions_and_streams_graph_values(version, manifest):
    handler = graph_handler()

    def rows(query, params, db):
        if query == "RETURN nodes":
            return ["n", "r"], [[r.start, r] for r in handler.rels] * 3
        raise BoltFailure("Neo.ClientError.Statement.SyntaxError", "?")

    with BoltStub(rows, version=version, manifest=manifest) as stub:
        with neo4j.GraphDatabase.driver(stub.uri, auth=("neo4j", "secret")) as driver:
            records, _, keys = driver.execute_query("RETURN nodes", database_="neo4j")
            with driver.session(database="neo4j", fetch_size=5) as session:
                streamed = list(session.run("RETURN nodes", {"x": [1, 2.5, None, True, "字", {"k": b"\x00"}]}))
        assert keys == ["n", "r"] and len(records) == len(streamed) == 12
        node, rel = records[0]["n"], records[0]["r"]
        assert node["name"] == "增值税减免政策" and node.element_id == "4:stub:2"
        assert rel.type == "RELATED" and rel["type"] == "适用于" and rel.end_node.element_id == "4:stub:1"
        assert stub.queries[-1].params == {"x": [1, 2.5, None, True, "字", {"k": b"\x00"}]}
        assert stub.queries[-1].in_transaction is False
        assert stub.message_names().count("PULL") == 1 + 3  # 12 rows in batches of 5
        # telemetry left on in the driver: sent from Bolt 5.4 on when the server hints it
        assert bool(stub.telemetry_calls) == (version >= (5, 4))
        assert stub.errors == []
