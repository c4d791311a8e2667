"""A knowledge graph read from a JSON or CSV file of nodes and edges (the embedded default)."""
from __future__ import annotations

import csv
import json
from collections import defaultdict, deque
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from earag.backends.base import GraphEdge, GraphNode, Subgraph
from earag.errors import InputError
from earag.messages import Message
from earag.nlp.aliases import default_aliases
from earag.nlp.matching import NameIndex


def _split_aliases(value: Any) -> list[str]:
    if not value:
        return []
    if isinstance(value, list):
        return [str(v) for v in value if v]
    return [a.strip() for a in str(value).replace("｜", "|").split("|") if a.strip()]


def _read_csv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


def read_graph_file(path: str | Path) -> tuple[list[GraphNode], list[GraphEdge], list[dict], str]:
    """Nodes, edges, chunks and a display name from policy_kg.json, a nodes.csv (edges.csv beside it) or a folder."""
    path = Path(path)
    if path.is_dir():
        path = path / "nodes.csv" if (path / "nodes.csv").exists() else next(path.glob("*.json"), path / "nodes.csv")
    if not path.exists():
        raise InputError(Message("graph_file.not_found", {"path": str(path)}), field="graph.path")
    chunks: list[dict] = []
    name = path.stem
    if path.suffix.lower() == ".json":
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise InputError(Message("graph_file.bad_json", {"path": str(path), "detail": str(exc)}),
                             field="graph.path") from None
        raw_nodes, raw_edges = data.get("nodes", []), data.get("edges", data.get("relationships", []))
        chunks = list(data.get("chunks", []))
        name = data.get("name", name)
    elif path.suffix.lower() == ".csv":
        raw_nodes = _read_csv(path)
        edges_path = path.with_name(path.name.replace("nodes", "edges"))
        raw_edges = _read_csv(edges_path) if edges_path.exists() and edges_path != path else []
    else:
        raise InputError(Message("graph_file.bad_suffix", {"name": path.name}), field="graph.path")
    nodes = []
    for i, raw in enumerate(raw_nodes):
        if not raw.get("name"):
            raise InputError(Message("graph_file.node_no_name", {"n": i + 1, "name": path.name}), field="name", row=i + 1)
        community = raw.get("community")
        nodes.append(
            GraphNode(
                id=str(raw.get("id") or raw["name"]),
                name=str(raw["name"]),
                label=str(raw.get("label") or ""),
                aliases=_split_aliases(raw.get("aliases")),
                description=str(raw.get("description") or ""),
                community=int(community) if community not in (None, "") else None,
            )
        )
    edges = [
        GraphEdge(source=str(e["source"]), target=str(e["target"]), type=str(e.get("type") or ""),
                  properties={k: v for k, v in e.items() if k not in ("source", "target", "type")})
        for e in raw_edges
        if e.get("source") and e.get("target")
    ]
    return nodes, edges, chunks, name


def _community_names(path: Path, offset: int = 0) -> dict[int, str]:
    """Community id (+ offset) → name from a JSON graph file's top-level `communities` list ({} without one)."""
    if path.suffix.lower() != ".json":
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError, UnicodeDecodeError):
        return {}
    out: dict[int, str] = {}
    for c in (data.get("communities") if isinstance(data, dict) else None) or []:
        try:
            out[int(c["id"]) + offset] = str(c.get("name") or c.get("title") or "")
        except (TypeError, ValueError, KeyError, AttributeError):
            continue
    return out


def _merge_graph(nodes: list[GraphNode], edges: list[GraphEdge], chunks: list[dict], path: Path) -> int:
    """Add the graph of another file: its ids prefixed with the file's stem (en_public_kg:n1), its communities after
    the ones already there, so two files that both number from n1 and 0 stay apart. Returns that offset."""
    more_nodes, more_edges, more_chunks, _ = read_graph_file(path)
    prefix = f"{path.stem}:"
    offset = 1 + max((n.community for n in nodes if n.community is not None), default=-1)
    for n in more_nodes:
        nodes.append(GraphNode(id=prefix + n.id, name=n.name, label=n.label, aliases=list(n.aliases),
                               description=n.description,
                               community=None if n.community is None else n.community + offset,
                               properties=dict(n.properties)))
    edges += [GraphEdge(source=prefix + e.source, target=prefix + e.target, type=e.type, properties=e.properties)
              for e in more_edges]
    chunks += [{**c, "id": f"{prefix}{c.get('id')}"} for c in more_chunks]
    return offset


class FileGraph:
    """GraphStore over an in-memory copy of a graph file, and of the files merged beside it (`extra`).

    Names resolve through the nodes' aliases and the shipped Chinese-English alias table (earag.nlp.aliases), so
    欧盟 finds the node European Union."""

    def __init__(self, path: str | Path, mode: str = "fuzzy", threshold: float = 85,
                 extra: Sequence[str | Path] = ()):
        self.path = Path(path)
        nodes, edges, chunks, title = read_graph_file(self.path)
        self.extra_paths = [Path(p) for p in extra]
        self.community_names = _community_names(self.path)   # id → name, the merged files' after an offset
        for more in self.extra_paths:
            self.community_names.update(_community_names(more, _merge_graph(nodes, edges, chunks, more)))
        self.title = title
        self.name = " + ".join([f"file:{self.path.name}", *(p.name for p in self.extra_paths)])
        self.mode = mode
        self.nodes = {n.id: n for n in nodes}
        self.edges = edges
        self.chunks = {str(c.get("id")): c for c in chunks}
        self._by_name = {n.name: n for n in nodes}
        self._adj: dict[str, list[GraphEdge]] = defaultdict(list)
        for e in edges:
            self._adj[e.source].append(e)
            self._adj[e.target].append(e)
        self.index = NameIndex(self.entity_names(), mode=mode, threshold=threshold)

    @classmethod
    def from_settings(cls, cfg: Any, mode: str = "fuzzy", threshold: float = 85) -> FileGraph:
        """The file graph of `backends.graph` (GraphSettings): `path` and the files merged beside it."""
        return cls(cfg.resolved_path(), mode, threshold, extra=cfg.resolved_extra_paths())

    def entity_names(self) -> dict[str, list[str]]:
        """Each node's name with its aliases, and in fuzzy mode their other-language names from the alias table."""
        table = default_aliases() if self.mode != "exact" else None
        out: dict[str, list[str]] = {}
        for n in self.nodes.values():
            names = list(n.aliases)
            if table is not None:
                names += [a for x in (n.name, *n.aliases) for a in table.equivalents(x) if a not in names]
            out[n.name] = names
        return out

    def find_entities(self, names: Sequence[str]) -> dict[str, str | None]:
        return {name: self.index.lookup(name) for name in names}

    def node(self, name: str) -> GraphNode | None:
        return self._by_name.get(name)

    def neighbourhood(self, names: Sequence[str], depth: int = 1, limit: int = 200) -> Subgraph:
        start = [self._by_name[n].id for n in names if n in self._by_name]
        seen = dict.fromkeys(start)
        queue = deque((s, 0) for s in start)
        while queue and len(seen) < limit:
            current, d = queue.popleft()
            if d >= depth:
                continue
            for e in self._adj.get(current, ()):
                other = e.target if e.source == current else e.source
                if other not in seen and other in self.nodes:
                    seen[other] = None
                    queue.append((other, d + 1))
                    if len(seen) >= limit:
                        break
        ids = set(seen)
        return Subgraph(
            nodes=[self.nodes[i] for i in seen],
            edges=[e for e in self.edges if e.source in ids and e.target in ids],
        )

    def stats(self) -> dict[str, Any]:
        labels: dict[str, int] = defaultdict(int)
        for n in self.nodes.values():
            labels[n.label or "?"] += 1
        return {"nodes": len(self.nodes), "edges": len(self.edges), "chunks": len(self.chunks), "labels": dict(labels)}
