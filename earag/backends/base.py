"""The small protocols every backend implements; offline implementations need no base class."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar, runtime_checkable

import numpy as np
from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)


@runtime_checkable
class LLM(Protocol):
    """A judge model that answers a prompt with JSON validated against a pydantic schema.

    The project's judges (and CachedLLM) also have `complete(prompt, schema, *, timeout, prompt_version)`, which
    returns an earag.backends.llm.Completion (value plus the backend that answered, cache hit or miss, time);
    call `earag.backends.llm.complete(llm, ...)` to get one from any LLM object.
    """

    name: str  # e.g. "ollama:qwen2.5:7b", shown in the UI next to every number it produced

    def complete_json(self, prompt: str, schema: type[M], *, timeout: float | None = None) -> M: ...


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into L2-normalised row vectors."""

    name: str

    def embed(self, texts: Sequence[str]) -> np.ndarray: ...


@dataclass
class GraphNode:
    id: str
    name: str
    label: str = ""
    aliases: list[str] = field(default_factory=list)
    description: str = ""
    community: int | None = None
    properties: dict[str, Any] = field(default_factory=dict)


@dataclass
class GraphEdge:
    source: str
    target: str
    type: str = ""
    properties: dict[str, Any] = field(default_factory=dict)


@dataclass
class Subgraph:
    nodes: list[GraphNode]
    edges: list[GraphEdge]


@runtime_checkable
class GraphStore(Protocol):
    """A knowledge graph of policy entities (a file today, Neo4j behind the same methods)."""

    name: str  # e.g. "file:data/kg/policy_kg.json" or "neo4j:bolt://host:7687/neo4j"

    def entity_names(self) -> dict[str, list[str]]:
        """Every canonical entity name with its aliases."""
        ...

    def find_entities(self, names: Sequence[str]) -> dict[str, str | None]:
        """For each given name, the canonical graph entity it denotes (normalised, aliases included), or None."""
        ...

    def neighbourhood(self, names: Sequence[str], depth: int = 1, limit: int = 200) -> Subgraph:
        """The entities named (canonical names) and their neighbours up to `depth` hops, with the edges among them."""
        ...

    def stats(self) -> dict[str, Any]:
        """Size of the graph: {"nodes": int, "edges": int, ...}."""
        ...
