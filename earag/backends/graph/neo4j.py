"""A knowledge graph read from Neo4j through the official driver, behind the same GraphStore methods as FileGraph."""
from __future__ import annotations

import os
import re
import threading
import time
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from earag.backends.base import GraphEdge, GraphNode, Subgraph
from earag.backends.graph.file import _split_aliases
from earag.errors import BackendTimeout, BackendUnavailable, ConfigError, EaragError, coded_text
from earag.messages import Message
from earag.nlp.matching import NameIndex
from earag.urls import endpoint_of, redact

if TYPE_CHECKING:
    from earag.config import Settings

# Labels and property keys cannot be Cypher parameters, so they are pasted, but only after this check and inside
# backticks: letters (any script), digits and underscores, not starting with a digit. No backtick can get through.
_IDENTIFIER_RE = re.compile(r"[^\W\d]\w{0,127}")  # used with fullmatch: "$" would allow a trailing newline
CHUNK_LABELS = ("Chunk", "__Chunk__")
BOLT_SCHEMES = ("bolt", "bolt+s", "bolt+ssc", "neo4j", "neo4j+s", "neo4j+ssc")
COMMUNITY_LABEL = "__Community__"
DEFAULT_ALIAS_PROPERTY = "aliases"  # what earag.backends.graph.load writes; used when no alias property is configured
_TIMEOUT_CODES = (
    "Neo.ClientError.Transaction.TransactionTimedOut",
    "Neo.ClientError.Transaction.TransactionTimedOutClientConfiguration",
)


class Neo4jConfigMismatch(ConfigError, BackendUnavailable):
    """Neo4j answered, but the configured database, label or property is not there (catchable as either parent)."""


def quote_identifier(name: str, what: str, key: str | None = None) -> str:
    """`name` backtick-quoted after checking it is a plain identifier; ConfigError otherwise."""
    if not isinstance(name, str) or not _IDENTIFIER_RE.fullmatch(name):
        raise ConfigError(Message("neo4j.not_identifier", {"what": what, "name": name}), key=key)
    return f"`{name}`"


def _scrub(text: str, uri: str) -> str:
    """Driver messages can echo the URI as given (userinfo and all); show only the redacted form."""
    text = text.replace(uri, endpoint_of(uri))
    try:
        userinfo = urlsplit(uri).netloc.rpartition("@")[0]
    except ValueError:
        return text
    return text.replace(userinfo + "@", "") if userinfo else text


def import_neo4j():
    try:
        import neo4j  # lazy: neo4j costs 277 ms at import (measured, benchmarks/import_costs.py)
    except ImportError:  # pragma: no cover - depends on the environment
        raise BackendUnavailable(Message("neo4j.no_package")) from None
    return neo4j


def translate_error(exc: BaseException, *, uri: str, database: str, user: str | None = None,
                    action: str = "query") -> EaragError:
    """An earag error a user can act on, for an exception raised by the neo4j driver."""
    if isinstance(exc, EaragError):
        return exc
    err = _translate(exc, uri=uri, database=database, user=user, action=action)
    scrubbed = _scrub(str(err), uri)
    if scrubbed != str(err):   # a credential left in the text: show the scrubbed text only, in every language
        err.args = (scrubbed, *err.args[1:])
        err.message = None
    return err


_ACTIONS = {"query": Message("neo4j.action.query"), "load": Message("neo4j.action.load"),
            "connection": Message("neo4j.action.connection")}


def _translate(exc: BaseException, *, uri: str, database: str, user: str | None, action: str) -> EaragError:
    from neo4j import exceptions as nx  # lazy: neo4j costs 277 ms at import (measured, benchmarks/import_costs.py)

    said: dict[str, Any] = {"where": endpoint_of(uri), "database": database, "user": user,
                            "action": _ACTIONS.get(action, action), "kind": type(exc).__name__,
                            "detail": _scrub(str(exc.message) if isinstance(exc, nx.Neo4jError) else str(exc), uri)}
    if isinstance(exc, nx.AuthError):
        return BackendUnavailable(Message("neo4j.auth_user" if user else "neo4j.auth", said))
    if isinstance(exc, nx.Neo4jError):
        code = exc.code or ""
        said["code"] = code
        if code == "Neo.ClientError.Database.DatabaseNotFound":
            return Neo4jConfigMismatch(Message("neo4j.no_database", said), key="backends.graph.neo4j.database")
        if code in _TIMEOUT_CODES:
            return BackendTimeout(Message("neo4j.timeout", said))
        if code.startswith("Neo.ClientError.Security."):
            return BackendUnavailable(Message("neo4j.refused", said))
        if isinstance(exc, nx.DatabaseUnavailable):
            return BackendUnavailable(Message("neo4j.database_unavailable", said))
        return BackendUnavailable(Message("neo4j.failed_code", said))
    if isinstance(exc, (nx.ServiceUnavailable, nx.SessionExpired)):
        return BackendUnavailable(Message("neo4j.unreachable", said))
    if isinstance(exc, nx.ConfigurationError):
        return ConfigError(Message("neo4j.driver_config", said), key="backends.graph.neo4j.uri")
    if isinstance(exc, ValueError) and not isinstance(exc, (nx.DriverError, OSError)):
        # GraphDatabase.driver rejects malformed URIs with ValueError
        return ConfigError(Message("neo4j.bad_uri", said), key="backends.graph.neo4j.uri")
    return BackendUnavailable(Message("neo4j.failed", said))


def check_uri(uri: str) -> None:
    """ConfigError unless `uri` is a Bolt URI (driver 6 would take http:// for its preview HTTP API and need aiohttp)."""
    try:
        scheme = urlsplit(str(uri)).scheme.lower()
    except ValueError:
        scheme = ""
    if scheme not in BOLT_SCHEMES:
        # (the text as given, credentials redacted: "localhost:7687" is not shown as the http:// URL it is not)
        raise ConfigError(Message("neo4j.not_bolt", {"uri": redact(str(uri)), "schemes": list(BOLT_SCHEMES)}),
                          key="backends.graph.neo4j.uri")


def open_driver(uri: str, user: str, password: str, *, timeout: float, database: str):
    """A verified driver (connectivity and credentials checked), or an earag error."""
    check_uri(uri)
    neo4j = import_neo4j()
    try:
        driver = neo4j.GraphDatabase.driver(
            uri,
            auth=(user, password),
            connection_timeout=timeout,
            connection_acquisition_timeout=timeout,
            # Managed transactions retry transient failures for 30 s by default; an unreachable server should
            # be reported within the configured timeout instead.
            max_transaction_retry_time=timeout,
            telemetry_disabled=True,  # no usage reports to the server the user did not ask for
            user_agent="earag",
        )
    except Exception as exc:
        raise translate_error(exc, uri=uri, database=database, user=user, action="connection") from None
    try:
        driver.verify_connectivity()
    except Exception as exc:
        driver.close()
        raise translate_error(exc, uri=uri, database=database, user=user, action="connection") from None
    return driver


def credentials(environ: Mapping[str, str] | None = None, secrets: Mapping[str, Any] | None = None) -> tuple[str, str]:
    """(user, password) from a secrets mapping (flat NEO4J_* keys or a [neo4j] section), then the environment."""
    environ = os.environ if environ is None else environ
    secrets = secrets or {}
    section = sec if isinstance(sec := secrets.get("neo4j"), Mapping) else {}
    user = (
        secrets.get("NEO4J_USERNAME") or section.get("username") or section.get("user")
        or environ.get("NEO4J_USERNAME") or environ.get("NEO4J_USER") or "neo4j"
    )
    password = secrets.get("NEO4J_PASSWORD") or section.get("password") or environ.get("NEO4J_PASSWORD")
    if not password:
        raise ConfigError(Message("neo4j.no_password"), key="NEO4J_PASSWORD")
    return str(user), str(password)


def _community(value: Any) -> int | None:
    try:
        return int(value) if value is not None and value != "" else None
    except (TypeError, ValueError):
        return None


class Neo4jGraph:
    """GraphStore over a Neo4j database: parameterised Cypher, read routing, one driver per instance."""

    def __init__(
        self,
        uri: str,
        user: str,
        password: str,
        database: str = "neo4j",
        labels: Sequence[str] = ("__Entity__", "Entity"),
        name_property: str = "name",
        alias_properties: Sequence[str] = (),
        timeout: float = 10,
        mode: str = "fuzzy",
        threshold: float = 85,
    ):
        if isinstance(labels, str):
            labels = (labels,)
        if not labels:
            raise ConfigError(Message("neo4j.no_labels"), key="backends.graph.neo4j.labels")
        for label in labels:
            quote_identifier(label, "label", "backends.graph.neo4j.labels")
        quote_identifier(name_property, "name property", "backends.graph.neo4j.name_property")
        for prop in alias_properties:
            quote_identifier(prop, "alias property", "backends.graph.neo4j.alias_properties")
        if not database or not isinstance(database, str):
            raise ConfigError(Message("neo4j.empty_database"), key="backends.graph.neo4j.database")
        self.uri = uri
        self.user = user
        self.database = database
        self.labels = tuple(labels)
        self.name_property = name_property
        self.timeout = float(timeout)
        self.mode = mode
        self.threshold = threshold
        self.name = f"neo4j:{endpoint_of(uri)}/{database}"
        self._lock = threading.Lock()
        self._names: dict[str, list[str]] | None = None
        self._index: NameIndex | None = None
        neo4j = import_neo4j()
        self._read = neo4j.RoutingControl.READ
        self._query_cls = neo4j.Query
        self._driver = open_driver(uri, user, password, timeout=self.timeout, database=database)
        try:
            self._check_schema(tuple(alias_properties))
        except BaseException:
            self._driver.close()
            raise

    @classmethod
    def from_settings(cls, settings: "Settings", environ: Mapping[str, str] | None = None,
                      secrets: Mapping[str, Any] | None = None) -> "Neo4jGraph":
        """Built from backends.graph.neo4j and evaluation.matching; credentials from secrets or NEO4J_* variables."""
        user, password = credentials(os.environ if environ is None else environ, secrets)
        cfg = settings.backends.graph.neo4j
        matching = settings.evaluation.matching
        return cls(
            cfg.uri, user, password, database=cfg.database, labels=tuple(cfg.labels),
            name_property=cfg.name_property, alias_properties=tuple(cfg.alias_properties),
            timeout=cfg.timeout_seconds, mode=matching.mode, threshold=matching.fuzzy_threshold,
        )

    def __repr__(self) -> str:
        return f"Neo4jGraph({self.name!r}, labels={list(getattr(self, 'entity_labels', self.labels))!r})"

    def __enter__(self) -> "Neo4jGraph":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        self._driver.close()

    def ping(self) -> dict[str, Any]:
        """Reachability, server version and round-trip latency, for `earag check` and the settings page."""
        t0 = time.perf_counter()
        try:
            info = self._driver.get_server_info()
        except Exception as exc:  # any failure means "not usable now"; the message says which
            return {"reachable": False, "error": coded_text(translate_error(exc, uri=self.uri, database=self.database))}
        return {"reachable": True, "version": getattr(info, "agent", None),
                "latency_ms": round((time.perf_counter() - t0) * 1000, 1)}

    # -- plumbing

    def _run(self, op: str, cypher: str, params: Mapping[str, Any] | None = None) -> list:
        """Records of one read query; `op` is the marker the query starts with (`// earag:<op>`)."""
        query = self._query_cls(f"// earag:{op}\n{cypher}", timeout=self.timeout)
        try:
            result = self._driver.execute_query(
                query, parameters_=dict(params or {}), database_=self.database, routing_=self._read
            )
        except Exception as exc:
            raise translate_error(exc, uri=self.uri, database=self.database, user=self.user, action=op) from None
        return list(result.records)

    def _is(self, var: str, labels: Sequence[str]) -> str:
        return "(" + " OR ".join(f"{var}:{quote_identifier(l, 'label')}" for l in labels) + ")"

    def _entity(self, var: str) -> str:
        return self._is(var, self.entity_labels)

    def _check_schema(self, alias_properties: tuple[str, ...]) -> None:
        db_labels = [r["label"] for r in self._run("labels", "CALL db.labels() YIELD label RETURN label")]
        present = [l for l in self.labels if l in db_labels]
        if not present:
            existing = sorted(db_labels)[:40] or Message("neo4j.empty_hint")
            said = {"database": self.database, "uri": endpoint_of(self.uri), "labels": list(self.labels),
                    "existing": existing}
            raise Neo4jConfigMismatch(Message("neo4j.no_labelled_nodes", said), key="backends.graph.neo4j.labels")
        keys = [r["propertyKey"] for r in self._run(
            "property_keys", "CALL db.propertyKeys() YIELD propertyKey RETURN propertyKey")]
        if self.name_property not in keys:
            said = {"database": self.database, "name_property": self.name_property,
                    "keys": sorted(keys)[:60] or Message("corpus.no_keys")}
            raise Neo4jConfigMismatch(Message("neo4j.no_name_property", said), key="backends.graph.neo4j.name_property")
        if not alias_properties and DEFAULT_ALIAS_PROPERTY in keys:
            alias_properties = (DEFAULT_ALIAS_PROPERTY,)
        self.entity_labels = tuple(present)
        self.db_labels = tuple(db_labels)
        self.alias_properties = tuple(p for p in alias_properties if p in keys)
        self.missing_alias_properties = tuple(p for p in alias_properties if p not in keys)
        self.chunk_labels = tuple(l for l in CHUNK_LABELS if l in db_labels)
        self.has_communities = COMMUNITY_LABEL in db_labels
        self._keys = frozenset(keys)

    def _prop(self, var: str, key: str) -> str:
        return f"{var}.{quote_identifier(key, 'property')}"

    # -- GraphStore

    def entity_names(self) -> dict[str, list[str]]:
        """Canonical names with aliases, fetched once per instance (call refresh() after the graph changes)."""
        with self._lock:
            if self._names is None:
                name = self._prop("n", self.name_property)
                aliases = "[" + ", ".join(self._prop("n", p) for p in self.alias_properties) + "]"
                records = self._run(
                    "entity_names",
                    f"MATCH (n) WHERE {self._entity('n')} AND {name} IS NOT NULL\n"
                    f"RETURN {name} AS name, {aliases} AS aliases",
                )
                names: dict[str, list[str]] = {}
                for r in records:
                    forms = names.setdefault(str(r["name"]), [])
                    for value in r["aliases"] or ():
                        for alias in _split_aliases(value):
                            if alias not in forms and alias != r["name"]:
                                forms.append(alias)
                self._names = names
                self._index = NameIndex(names, mode=self.mode, threshold=self.threshold)
            return {k: list(v) for k, v in self._names.items()}

    @property
    def index(self) -> NameIndex:
        if self._index is None:
            self.entity_names()
        assert self._index is not None
        return self._index

    def refresh(self) -> None:
        """Forget the cached names so the next lookup reads them again."""
        with self._lock:
            self._names = None
            self._index = None

    def find_entities(self, names: Sequence[str]) -> dict[str, str | None]:
        names = list(dict.fromkeys(str(n) for n in names))
        if not names:
            return {}
        name = self._prop("n", self.name_property)
        records = self._run(
            "find_entities",
            f"MATCH (n) WHERE {self._entity('n')} AND {name} IN $names\nRETURN DISTINCT {name} AS name",
            {"names": names},
        )
        exact = {str(r["name"]) for r in records}  # in the database now, even if added after the cache was read
        index = self.index
        return {n: n if n in exact else index.lookup(n) for n in names}

    def neighbourhood(self, names: Sequence[str], depth: int = 1, limit: int = 200) -> Subgraph:
        depth, limit = max(0, int(depth)), max(1, int(limit))
        name_a, name_b, name_n = (self._prop(v, self.name_property) for v in "abn")
        seeds = list(dict.fromkeys(str(n) for n in names))[:limit]
        seen = dict.fromkeys(seeds)
        frontier = seeds
        # One query per hop keeps the depth a parameter of the loop instead of a number pasted into `*1..depth`.
        for _ in range(depth):
            if not frontier or len(seen) >= limit:
                break
            records = self._run(
                "neighbourhood_hop",
                f"MATCH (a)--(b)\nWHERE {self._entity('a')} AND {name_a} IN $frontier\n"
                f"  AND {self._entity('b')} AND NOT {name_b} IN $seen\n"
                f"RETURN DISTINCT {name_b} AS name ORDER BY name LIMIT $limit",
                {"frontier": frontier, "seen": list(seen), "limit": limit - len(seen)},
            )
            frontier = [str(r["name"]) for r in records if str(r["name"]) not in seen]
            seen.update(dict.fromkeys(frontier))
        wanted = list(seen)
        if not wanted:
            return Subgraph(nodes=[], edges=[])
        node_records = self._run(
            "neighbourhood_nodes",
            f"MATCH (n) WHERE {self._entity('n')} AND {name_n} IN $names\nRETURN n",
            {"names": wanted},
        )
        nodes: dict[str, GraphNode] = {}
        for r in node_records:
            node = r["n"]
            nodes.setdefault(node.element_id, self._graph_node(node))
        edge_records = self._run(
            "neighbourhood_edges",
            f"MATCH (a)-[r]->(b)\nWHERE {self._entity('a')} AND {name_a} IN $names\n"
            f"  AND {self._entity('b')} AND {name_b} IN $names\nRETURN r LIMIT $limit",
            {"names": wanted, "limit": limit * 10},
        )
        edges = []
        for r in edge_records:
            rel = r["r"]
            start, end = nodes.get(rel.start_node.element_id), nodes.get(rel.end_node.element_id)
            if start is None or end is None:
                continue
            props = dict(rel)
            edge_type = props.pop("type", None) if rel.type == "RELATED" else None
            edges.append(GraphEdge(source=start.id, target=end.id, type=str(edge_type or rel.type), properties=props))
        order = {n: i for i, n in enumerate(wanted)}
        ordered = sorted(nodes.values(), key=lambda n: order.get(n.name, len(order)))
        return Subgraph(nodes=ordered, edges=edges)

    def node(self, name: str) -> GraphNode | None:
        """The entity with this canonical name, as FileGraph.node gives it."""
        nodes = self.neighbourhood([name], depth=0).nodes
        return nodes[0] if nodes else None

    def _graph_node(self, node: Any) -> GraphNode:
        props = dict(node)
        name = str(props.pop(self.name_property, ""))
        aliases: list[str] = []
        for p in self.alias_properties:
            aliases += [a for a in _split_aliases(props.pop(p, None)) if a not in aliases]
        other_labels = [l for l in node.labels if l not in self.labels]
        kind = props.get("label") or props.get("type") or (sorted(other_labels)[0] if other_labels else "")
        props.pop("label", None)
        if props.get("type") == kind:
            props.pop("type")
        community = props.pop("community", None)
        if _community(community) is None and community is not None:
            props["community"] = community
        node_id = props.pop("id", None)
        return GraphNode(
            id=str(node_id if node_id is not None else node.element_id),
            name=name,
            label=str(kind),
            aliases=aliases,
            description=str(props.pop("description", "") or ""),
            community=_community(community),
            properties=props,
        )

    def stats(self) -> dict[str, Any]:
        records = self._run(
            "stats_nodes",
            f"MATCH (n) WHERE {self._entity('n')}\n"
            "RETURN coalesce(n.`label`, n.`type`, head([l IN labels(n) WHERE NOT l IN $entity_labels]), '?') AS kind,"
            " count(*) AS count",
            {"entity_labels": list(self.labels)},
        )
        kinds = {str(r["kind"]): int(r["count"]) for r in records}
        edges = self._run(
            "stats_edges",
            f"MATCH (a)-[r]->(b) WHERE {self._entity('a')} AND {self._entity('b')}\nRETURN count(r) AS count",
        )
        chunks = 0
        if self.chunk_labels:
            chunks = int(self._run(
                "stats_chunks", f"MATCH (c) WHERE {self._is('c', self.chunk_labels)}\nRETURN count(c) AS count"
            )[0]["count"])
        return {
            "nodes": sum(kinds.values()),
            "edges": int(edges[0]["count"]) if edges else 0,
            "chunks": chunks,
            "labels": kinds,
            "neo4j_labels": list(self.db_labels),
            "entity_labels": list(self.entity_labels),
            "database": self.database,
        }

    def chunk_texts(self, ids: Sequence[str]) -> dict[str, str]:
        """Text of the chunk nodes (label Chunk or __Chunk__, property text) with these ids; absent ids left out."""
        ids = list(dict.fromkeys(str(i) for i in ids))
        if not ids or not self.chunk_labels:
            return {}
        records = self._run(
            "chunk_texts",
            f"MATCH (c) WHERE {self._is('c', self.chunk_labels)} AND c.`id` IN $ids\n"
            "RETURN c.`id` AS id, c.`text` AS text",
            {"ids": ids},
        )
        return {str(r["id"]): str(r["text"]) for r in records if r["text"] is not None}

    def communities(self, names: Sequence[str]) -> dict[str, Any]:
        """Community of each named entity: its `community` property, else its lowest-level __Community__ id."""
        names = list(dict.fromkeys(str(n) for n in names))
        if not names:
            return {}
        name = self._prop("n", self.name_property)
        community = "n.`community`" if "community" in self._keys else "null"
        if self.has_communities:
            cypher = (
                f"MATCH (n) WHERE {self._entity('n')} AND {name} IN $names\n"
                "OPTIONAL MATCH (n)-[:`IN_COMMUNITY`]->(c:`__Community__`)\n"
                "WITH n, c ORDER BY coalesce(c.`level`, 0)\n"
                f"RETURN {name} AS name, {community} AS community, collect(c.`id`) AS community_ids"
            )
        else:
            cypher = (
                f"MATCH (n) WHERE {self._entity('n')} AND {name} IN $names\n"
                f"RETURN {name} AS name, {community} AS community, [] AS community_ids"
            )
        out: dict[str, Any] = dict.fromkeys(names)
        for r in self._run("communities", cypher, {"names": names}):
            value = r["community"]
            if value is None and r["community_ids"]:
                value = r["community_ids"][0]
            if value is not None and out.get(str(r["name"])) is None:
                out[str(r["name"])] = _community(value) if _community(value) is not None else value
        return out
