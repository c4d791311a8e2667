"""Load a knowledge-graph file (policy_kg.json or nodes.csv/edges.csv) into Neo4j, idempotently, in UNWIND batches."""
from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from earag.backends.graph.file import read_graph_file
from earag.backends.graph.neo4j import credentials, import_neo4j, open_driver, quote_identifier, translate_error
from earag.errors import ConfigError, EaragError
from earag.messages import Message

CHUNK_LABEL = "Chunk"
# Schema statements an old server may not understand (CREATE CONSTRAINT ... IF NOT EXISTS is Neo4j 4.4+).
_IGNORABLE_CONSTRAINT_PREFIXES = ("Neo.ClientError.Statement.", "Neo.ClientError.Schema.", "Neo.DatabaseError.")


def _property_value(value: Any) -> Any:
    """A value Neo4j can store as a property: primitives and lists of one primitive type; anything else as JSON."""
    if value is None or isinstance(value, (str, bool, int, float)):
        return value
    if isinstance(value, (list, tuple)) and all(isinstance(v, (str, bool, int, float)) for v in value):
        kinds = {type(v) for v in value}
        if len(kinds) <= 1:
            return list(value)
        return [str(v) for v in value]
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def _batches(rows: list[dict], size: int):
    for start in range(0, len(rows), size):
        yield rows[start : start + size]


def load_graph_into_neo4j(
    graph_path: str | os.PathLike,
    uri: str,
    user: str,
    password: str,
    database: str = "neo4j",
    label: str = "Entity",
    batch_size: int = 500,
    *,
    timeout: float = 60,
) -> dict[str, Any]:
    """Write the file's nodes, edges and chunks with MERGE (running it twice changes nothing); returns counts."""
    if int(batch_size) < 1:
        raise ConfigError(Message("graph_file.bad_batch_size", {"value": batch_size}), key="batch_size")
    batch_size = int(batch_size)
    node_label = quote_identifier(label, "label", "label")
    nodes, edges, chunks, title = read_graph_file(Path(graph_path))
    neo4j = import_neo4j()
    write = neo4j.RoutingControl.WRITE

    node_rows = [
        {"id": n.id, "name": n.name, "label": n.label or None, "aliases": list(n.aliases),
         "description": n.description or None, "community": n.community}
        for n in nodes
    ]
    edge_rows = [
        {"source": e.source, "target": e.target, "type": e.type,
         "props": {k: _property_value(v) for k, v in e.properties.items() if v is not None}}
        for e in edges
    ]
    chunk_rows = [
        {"id": str(c["id"]), "text": str(c.get("text") or ""),
         "doc_id": None if c.get("doc_id") is None else str(c["doc_id"])}
        for c in chunks if c.get("id") is not None
    ]

    driver = open_driver(uri, user, password, timeout=timeout, database=database)

    def run(op: str, cypher: str, params: dict | None = None) -> list:
        query = neo4j.Query(f"// earag:{op}\n{cypher}", timeout=timeout)
        result = driver.execute_query(query, parameters_=params or {}, database_=database, routing_=write)
        return list(result.records)

    counts: dict[str, Any] = {"nodes": 0, "edges": 0, "edges_skipped": 0, "chunks": 0, "batches": 0,
                              "constraints": 0, "database": database, "graph": title}
    try:
        for what, lbl in (("entity", node_label), ("chunk", f"`{CHUNK_LABEL}`")):
            name = quote_identifier(f"earag_{label if what == 'entity' else CHUNK_LABEL}_id", "constraint name")
            try:
                run("load_constraint", f"CREATE CONSTRAINT {name} IF NOT EXISTS FOR (n:{lbl}) REQUIRE n.`id` IS UNIQUE")
                counts["constraints"] += 1
            except neo4j.exceptions.Neo4jError as exc:
                if not (exc.code or "").startswith(_IGNORABLE_CONSTRAINT_PREFIXES):
                    raise
        node_cypher = (
            f"UNWIND $rows AS row\nMERGE (n:{node_label} {{`id`: row.id}})\n"
            "SET n.`name` = row.name, n.`label` = row.label, n.`type` = row.label, n.`aliases` = row.aliases,\n"
            "    n.`description` = row.description, n.`community` = row.community\n"
            "RETURN count(n) AS count"
        )
        for batch in _batches(node_rows, batch_size):
            counts["nodes"] += int(run("load_nodes", node_cypher, {"rows": batch})[0]["count"])
            counts["batches"] += 1
        # Relationship types cannot be parameters: one type, RELATED, with the file's type as a property.
        edge_cypher = (
            f"UNWIND $rows AS row\nMATCH (a:{node_label} {{`id`: row.source}})\n"
            f"MATCH (b:{node_label} {{`id`: row.target}})\n"
            "MERGE (a)-[r:`RELATED` {`type`: row.type}]->(b)\nSET r += row.props\n"
            "RETURN count(r) AS count"
        )
        for batch in _batches(edge_rows, batch_size):
            written = int(run("load_edges", edge_cypher, {"rows": batch})[0]["count"])
            counts["edges"] += written
            counts["edges_skipped"] += len(batch) - written
            counts["batches"] += 1
        chunk_cypher = (
            f"UNWIND $rows AS row\nMERGE (c:`{CHUNK_LABEL}` {{`id`: row.id}})\n"
            "SET c.`text` = row.text, c.`doc_id` = row.doc_id\nRETURN count(c) AS count"
        )
        for batch in _batches(chunk_rows, batch_size):
            counts["chunks"] += int(run("load_chunks", chunk_cypher, {"rows": batch})[0]["count"])
            counts["batches"] += 1
    except EaragError:
        raise
    except Exception as exc:
        raise translate_error(exc, uri=uri, database=database, user=user, action="load") from None
    finally:
        driver.close()
    return counts


def main(argv: Sequence[str] | None = None) -> int:
    """`python -m earag.backends.graph.load data/kg/policy_kg.json`: credentials from NEO4J_USERNAME / NEO4J_PASSWORD."""
    parser = argparse.ArgumentParser(prog="python -m earag.backends.graph.load", description=__doc__)
    parser.add_argument("graph_path")
    parser.add_argument("--uri", default=os.environ.get("NEO4J_URI", "bolt://localhost:7687"))
    parser.add_argument("--database", default=os.environ.get("NEO4J_DATABASE", "neo4j"))
    parser.add_argument("--label", default="Entity")
    parser.add_argument("--batch-size", type=int, default=500)
    args = parser.parse_args(argv)
    try:
        user, password = credentials(os.environ)
        counts = load_graph_into_neo4j(args.graph_path, args.uri, user, password, database=args.database,
                                       label=args.label, batch_size=args.batch_size)
    except EaragError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(json.dumps(counts, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
