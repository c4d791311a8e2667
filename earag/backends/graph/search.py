"""Looking things up in a knowledge graph (file or Neo4j) for people: entity search, canonical names, community names."""
from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from earag.nlp.text import normalize


def search_entities(graph, query: str, limit: int = 20) -> list[dict[str, Any]]:
    """Graph entities whose name or alias contains the query, then the fuzzy match, with label and description."""
    query = (query or "").strip()
    if not query or graph is None:
        return []
    needle = normalize(query)
    hits: list[str] = []
    for name, aliases in graph.entity_names().items():
        if any(needle and needle in normalize(form) for form in (name, *aliases)):
            hits.append(name)
    fuzzy = graph.find_entities([query]).get(query)
    if fuzzy and fuzzy not in hits:
        hits.insert(0, fuzzy)
    hits.sort(key=lambda n: (normalize(n) != needle, len(n)))  # exact name first, then the shortest
    out = []
    node_of = getattr(graph, "node", None)  # only the file graph has node details
    for name in hits[:limit]:
        node = node_of(name) if callable(node_of) else None
        out.append({"name": name, "label": getattr(node, "label", "") if node else "",
                    "aliases": list(getattr(node, "aliases", []) or graph.entity_names().get(name, [])),
                    "description": getattr(node, "description", "") if node else ""})
    return out


def canonical_entities(graph, names: Sequence[str]) -> dict[str, str | None]:
    """Each distinct non-empty name → the graph entity it matches (None when none); {} without a graph."""
    names = [n for n in dict.fromkeys(names) if n]
    return graph.find_entities(names) if names and graph is not None else {}


def graph_community_names(graph) -> dict[int, str]:
    """Community id → name from a graph file's top-level `communities` list ({} when the graph has none)."""
    names = getattr(graph, "community_names", None)
    if isinstance(names, dict):   # a FileGraph: its files' names, merged files included (earag.backends.graph.file)
        return dict(names)
    path = getattr(graph, "path", None)
    if path is None or Path(path).suffix.lower() != ".json":
        return {}
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError, UnicodeDecodeError):
        return {}
    communities = data.get("communities") if isinstance(data, dict) else None
    out = {}
    for c in communities or []:
        if isinstance(c, Mapping) and c.get("id") is not None:
            try:
                out[int(c["id"])] = str(c.get("name") or c.get("title") or "")
            except (TypeError, ValueError):
                continue
    return out
