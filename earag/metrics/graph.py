"""Seed 003 §4, graph metrics of a GraphRAG answer: entity coverage, graph coverage, relationship utilisation,
subgraph quality, community relevance — each a documented rule score plus the two-layer LLM policy.

Inputs: the cited entities (metadata `cited_entities`, else `sample.graph_entities`); relationships (metadata
`relationships`: [{source, target, type, description?}], else the graph store's neighbourhood of the cited entities
when a `graph` option is given); entity descriptions (metadata `entity_descriptions` {name: text}, and the graph
store's nodes); communities (metadata `communities`, else the nodes' `community` property in the graph store, else
Louvain on the subgraph). "No relationship information" (no `relationships` key and no graph store) is different
from "no relationships" (an empty list): the first leaves the rule score undefined, the second scores it.
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from earag.errors import EaragError
from earag.messages import CodedText, Message
from earag.metrics.answer_quality import default_extractor, keywords
from earag.metrics.base import BaseMetric
from earag.metrics.llm_fallback import JudgeTask, llm_scorer, prompt_language, status_of, two_layer
from earag.metrics.registry import register
from earag.metrics.retrieval import as_list, as_mapping
from earag.nlp.matching import find_match, mentioned_in, names_match
from earag.nlp.text import normalize

DESCRIPTION_CREDIT = 0.7   # a question keyword found only in an entity's description, not its name
COVERAGE_WEIGHTS = {"structure": 0.3, "relevance": 0.4, "connectivity": 0.3}
RELATIONSHIP_WEIGHTS = {"quantity": 0.3, "quality": 0.3, "relevance": 0.4}
SUBGRAPH_WEIGHTS = {"density": 0.4, "connectivity": 0.6}
ENTITY_TARGET = 3          # entities for a full entity-amount score in graph_coverage's structure
TYPE_TARGET = 3            # distinct relationship types for full diversity


@dataclass
class GraphView:
    """What one sample tells about its subgraph, with where each part came from."""

    entities: list[str]
    descriptions: dict[str, str] = field(default_factory=dict)
    relationships: list[dict[str, str]] | None = None       # None: no relationship information at all
    relationship_source: str = "none"
    notes: list[str] = field(default_factory=list)

    def entity_of(self, name: str) -> str | None:
        return find_match(name, self.entities)


def _relationships(value: Any) -> list[dict[str, str]]:
    out = []
    for r in as_mapping(value) or []:
        if isinstance(r, Mapping) and r.get("source") and r.get("target"):
            out.append({"source": str(r["source"]), "target": str(r["target"]), "type": str(r.get("type") or ""),
                        "description": str(r.get("description") or "")})
    return out


def graph_view(sample, graph=None) -> GraphView:
    """Cited entities, descriptions and relationships of a sample, completed from a graph store when given."""
    meta = sample.metadata or {}
    entities = list(dict.fromkeys(as_list(meta.get("cited_entities")) or list(sample.graph_entities or [])))
    descriptions = {str(k): str(v) for k, v in (as_mapping(meta.get("entity_descriptions")) or {}).items() if v} \
        if isinstance(as_mapping(meta.get("entity_descriptions")), Mapping) else {}
    view = GraphView(entities, descriptions)
    if "relationships" in meta and meta["relationships"] is not None:
        view.relationships, view.relationship_source = _relationships(meta["relationships"]), "sample"
    if graph is None:
        return view
    try:
        canonical = {e: c for e, c in graph.find_entities(entities).items() if c}
        sub = graph.neighbourhood(list(dict.fromkeys(canonical.values())), depth=1)
    except EaragError as exc:
        view.notes.append(CodedText(Message("graph.metric_unavailable", {"detail": exc.message or str(exc)})))
        return view
    by_id = {n.id: n for n in sub.nodes}
    to_cited = {c: e for e, c in canonical.items()}
    for node in sub.nodes:
        name = to_cited.get(node.name, node.name)
        if node.description and name not in view.descriptions:
            view.descriptions[name] = node.description
    if view.relationships is None:
        rels = []
        for edge in sub.edges:
            a, b = by_id.get(edge.source), by_id.get(edge.target)
            if a is None or b is None:
                continue
            rels.append({"source": to_cited.get(a.name, a.name), "target": to_cited.get(b.name, b.name),
                         "type": edge.type, "description": str(edge.properties.get("description") or "")})
        view.relationships, view.relationship_source = rels, getattr(graph, "name", "graph")
    return view


def _format_relationships(rels: Sequence[Mapping[str, str]] | None, limit: int = 30,
                          language: str = "zh") -> list[str] | None:
    if rels is None:
        return None
    en = language == "en"
    related, colon = ("related", ": ") if en else ("相关", "：")
    out = [f"{r['source']} -[{r['type'] or related}]-> {r['target']}" + (f"{colon}{r['description']}"
                                                                        if r["description"] else "")
           for r in rels[:limit]]
    return out or (["(no relationships)"] if en else ["（无关系）"])


def _weighted(parts: Mapping[str, float | None], weights: Mapping[str, float]) -> float | None:
    """Σ w·s / Σ w over the parts that have a value (weights renormalised when a part is undefined)."""
    pairs = [(weights[k], v) for k, v in parts.items() if v is not None]
    if not pairs:
        return None
    return sum(w * v for w, v in pairs) / sum(w for w, _ in pairs)


def _keyword_found(kw: str, names: Sequence[str], text: str) -> bool:
    return any(names_match(kw, n) or mentioned_in(kw, n) for n in names) or mentioned_in(kw, text)


# --- the formulas -------------------------------------------------------------------------------------------
def entity_coverage_parts(question_keywords: Sequence[str], view: GraphView) -> dict[str, Any]:
    """graph_entity_coverage (seed 003 §4.1): how well the cited entities cover the question's keywords.

    credit(k) = 1.0 when keyword k matches a cited entity's name (names_match, or either contains the other),
                0.7 when it occurs only in a cited entity's description, else 0;
    rule = Σ credit / |keywords|; None when the question has no keyword.
    """
    credits = {}
    for kw in question_keywords:
        if any(names_match(kw, e) or mentioned_in(kw, e) or mentioned_in(e, kw) for e in view.entities):
            credits[kw] = 1.0
        elif any(mentioned_in(kw, view.descriptions.get(e, "")) for e in view.entities):
            credits[kw] = DESCRIPTION_CREDIT
        else:
            credits[kw] = 0.0
    rule = sum(credits.values()) / len(credits) if credits else None
    return {"rule": rule, "keyword_credits": credits, "missing_keywords": [k for k, c in credits.items() if c == 0]}


def _subgraph_edges(view: GraphView) -> tuple[set[frozenset[str]], set[str]]:
    """Distinct cited-entity pairs joined by a relationship, and the cited entities in any relationship."""
    pairs: set[frozenset[str]] = set()
    touched: set[str] = set()
    for r in view.relationships or []:
        a, b = view.entity_of(r["source"]), view.entity_of(r["target"])
        touched.update(x for x in (a, b) if x)
        if a and b and a != b:
            pairs.add(frozenset((a, b)))
    return pairs, touched


def subgraph_quality_parts(view: GraphView) -> dict[str, Any]:
    """subgraph_quality (seed 003 §4.4) over the cited entities E (n = |E|):

    density      = distinct pairs of cited entities joined by a relationship / (n(n−1)/2); 0 when n < 2
    connectivity = cited entities that occur in any relationship / n
    rule         = 0.4·density + 0.6·connectivity (connectivity weighs more: real subgraphs are sparse);
    None without relationship information.
    """
    n = len(view.entities)
    if view.relationships is None or n == 0:
        return {"rule": None, "density": None, "connectivity": None, "entities": n, "linked_pairs": 0}
    pairs, touched = _subgraph_edges(view)
    density = len(pairs) / (n * (n - 1) / 2) if n >= 2 else 0.0
    connectivity = len(touched) / n
    rule = SUBGRAPH_WEIGHTS["density"] * density + SUBGRAPH_WEIGHTS["connectivity"] * connectivity
    return {"rule": rule, "density": density, "connectivity": connectivity, "entities": n, "linked_pairs": len(pairs),
            "isolated_entities": [e for e in view.entities if e not in touched]}


def relationship_parts(view: GraphView) -> dict[str, Any]:
    """relationship_utilization (seed 003 §4.3) over the relationships R and the cited entities E:

    quantity  = min(1, |R| / max(1, |E| − 1))   (as many relationships as a tree joining the cited entities has)
    quality   = 0.5·(share of R with a description of 4+ characters) + 0.5·min(1, distinct types / min(|R|, 3))
    relevance = share of the distinct endpoints of R that are cited entities
    rule      = 0.3·quantity + 0.3·quality + 0.4·relevance; an empty R scores 0; None without relationship information.
    """
    rels = view.relationships
    if rels is None:
        return {"rule": None, "relationships": None}
    if not rels:
        return {"rule": 0.0, "relationships": 0, "quantity": 0.0, "quality": 0.0, "relevance": 0.0}
    n_e = len(view.entities)
    quantity = min(1.0, len(rels) / max(1, n_e - 1))
    described = sum(len(normalize(r["description"])) >= 4 for r in rels) / len(rels)
    types = {normalize(r["type"]) for r in rels if normalize(r["type"])}
    diversity = min(1.0, len(types) / min(len(rels), TYPE_TARGET))
    quality = 0.5 * described + 0.5 * diversity
    endpoints = list(dict.fromkeys(x for r in rels for x in (r["source"], r["target"])))
    cited_endpoints = [x for x in endpoints if view.entity_of(x)]
    relevance = len(cited_endpoints) / len(endpoints)
    rule = (RELATIONSHIP_WEIGHTS["quantity"] * quantity + RELATIONSHIP_WEIGHTS["quality"] * quality
            + RELATIONSHIP_WEIGHTS["relevance"] * relevance)
    return {"rule": rule, "relationships": len(rels), "quantity": quantity, "quality": quality,
            "described_share": described, "type_diversity": diversity, "relevance": relevance}


def graph_coverage_parts(question_keywords: Sequence[str], view: GraphView) -> dict[str, Any]:
    """graph_coverage (seed 003 §4.2), a weighted mean of three parts:

    structure    = mean of: min(1, |E|/3); min(1, |R|/max(1, |E|−1)) when relationships are known; the share of
                   cited entities with a description when any description is known
    relevance    = share of question keywords found in the graph data (entity names, descriptions, relationship
                   types and descriptions); undefined without keywords
    connectivity = size of the largest connected component of (E, relationships among E) / |E|; undefined without
                   relationship information
    rule         = (0.3·structure + 0.4·relevance + 0.3·connectivity) / (sum of the weights of the defined parts)
    """
    ents, rels = view.entities, view.relationships
    structure_bits = [min(1.0, len(ents) / ENTITY_TARGET)]
    if rels is not None:
        structure_bits.append(min(1.0, len(rels) / max(1, len(ents) - 1)))
    if view.descriptions:
        structure_bits.append(sum(bool(view.descriptions.get(e)) for e in ents) / len(ents))
    structure = sum(structure_bits) / len(structure_bits)
    text = "\n".join([*ents, *view.descriptions.values(),
                      *(f"{r['type']} {r['description']}" for r in rels or [])])
    names = [*ents, *(x for r in rels or [] for x in (r["source"], r["target"]))]
    found = [k for k in question_keywords if _keyword_found(k, names, text)]
    relevance = len(found) / len(question_keywords) if question_keywords else None
    connectivity = None
    if rels is not None and ents:
        # lazy: networkx costs 64 ms at import (measured, benchmarks/import_costs.py)
        import networkx as nx  # here, not at import: only the GraphRAG metrics need it (~20 MB per process)

        g = nx.Graph()
        g.add_nodes_from(ents)
        g.add_edges_from(tuple(p) for p in _subgraph_edges(view)[0])
        connectivity = max(len(c) for c in nx.connected_components(g)) / len(ents)
    parts = {"structure": structure, "relevance": relevance, "connectivity": connectivity}
    return {"rule": _weighted(parts, COVERAGE_WEIGHTS), **parts, "found_keywords": found,
            "missing_keywords": [k for k in question_keywords if k not in found]}


def communities_of(sample, view: GraphView, graph=None) -> tuple[list[dict[str, Any]] | None, str]:
    """The communities of the cited entities, each {id, title, summary, members}, and where they came from:
    metadata `communities` ([{id, title?, summary?, members}] or {id: [members]}), the graph store's `community`
    property (members: every node of that community when the store lists its nodes), or Louvain
    (networkx louvain_communities, seed 0) on the entities and relationships; None when none of these is possible."""
    raw = as_mapping((sample.metadata or {}).get("communities"))
    if raw:
        items = raw.items() if isinstance(raw, Mapping) else enumerate(raw)
        out = []
        for key, c in items:
            if isinstance(c, Mapping):
                members = as_list(c.get("members") or c.get("entities"))
                out.append({"id": str(c.get("id", key)), "title": str(c.get("title") or ""),
                            "summary": str(c.get("summary") or c.get("description") or ""), "members": members})
            else:
                out.append({"id": str(key), "title": "", "summary": "", "members": as_list(c)})
        return out, "sample"
    if graph is not None and view.entities:
        try:
            canonical = {e: c for e, c in graph.find_entities(view.entities).items() if c}
            if callable(getattr(graph, "communities", None)):
                ids = graph.communities(list(canonical.values()))
            else:
                ids = {c: getattr(graph.node(c), "community", None) for c in canonical.values()}
        except EaragError as exc:
            view.notes.append(CodedText(Message("graph.communities_unavailable", {"detail": exc.message or str(exc)})))
            ids = {}
        ids = {name: cid for name, cid in ids.items() if cid is not None}
        if ids:
            groups: dict[str, list[str]] = defaultdict(list)
            nodes = getattr(graph, "nodes", None)
            wanted = {str(c) for c in ids.values()}
            if isinstance(nodes, Mapping):
                for node in nodes.values():
                    if node.community is not None and str(node.community) in wanted:
                        groups[str(node.community)].append(node.name)
            for name, cid in ids.items():
                if name not in groups[str(cid)]:
                    groups[str(cid)].append(name)
            if isinstance(nodes, Mapping):  # the members' descriptions join the community text
                member_names = {m for ms in groups.values() for m in ms}
                for node in nodes.values():
                    if node.name in member_names and node.description:
                        view.descriptions.setdefault(node.name, node.description)
            return [{"id": cid, "title": "", "summary": "", "members": ms} for cid, ms in groups.items()], \
                getattr(graph, "name", "graph")
    if view.relationships is None:
        return None, "none"
    import networkx as nx  # lazy: networkx costs 64 ms at import (measured, benchmarks/import_costs.py)

    g = nx.Graph()
    g.add_nodes_from(view.entities)
    for r in view.relationships:
        a = view.entity_of(r["source"]) or r["source"]
        b = view.entity_of(r["target"]) or r["target"]
        if a != b:
            g.add_edge(a, b)
    if g.number_of_nodes() == 0:
        return None, "none"
    found = nx.algorithms.community.louvain_communities(g, seed=0)
    ordered = sorted((sorted(c) for c in found), key=lambda c: (-len(c), c))
    return [{"id": f"louvain-{i}", "title": "", "summary": "", "members": members}
            for i, members in enumerate(ordered)], "louvain"


def community_parts(question_keywords: Sequence[str], view: GraphView, communities: list[dict[str, Any]] | None
                    ) -> dict[str, Any]:
    """community_relevance (seed 003 §4.5): question keywords found in the cited entities' communities.

    relevant = the communities with a cited entity among their members (all given ones when none has);
    text     = their titles, summaries, member names and the members' descriptions;
    rule     = |keywords found in that text or matching a member name| / |keywords|; None without communities or
               keywords. (The seed's bonus per agent type does not apply: samples carry no agent type.)
    """
    if not communities or not question_keywords:
        return {"rule": None, "communities": communities or []}
    relevant = [c for c in communities if any(view.entity_of(m) for m in c["members"])] or communities
    per = []
    all_found: set[str] = set()
    for c in relevant:
        text = "\n".join([c["title"], c["summary"], *c["members"], *(view.descriptions.get(m, "") for m in c["members"])])
        found = [k for k in question_keywords if _keyword_found(k, c["members"], text)]
        all_found.update(found)
        per.append({**c, "matched_keywords": found})
    rule = len(all_found) / len(question_keywords)
    return {"rule": rule, "communities": per, "found_keywords": [k for k in question_keywords if k in all_found],
            "missing_keywords": [k for k in question_keywords if k not in all_found]}


# --- the metrics ---------------------------------------------------------------------------------------------
class _GraphMetric(BaseMetric):
    group = "graph"
    requires = ("cited_entities|graph_entities",)
    llm_calls_per_sample = 1
    task: str = ""
    criteria: tuple[str, str, str] = ("", "", "")
    task_en: str = ""     # the same instructions around an English answer (seed 003's frame in English)
    criteria_en: tuple[str, str, str] = ("", "", "")

    def _context(self, sample):
        view = graph_view(sample, self.options.get("graph"))
        extractor = self.options.get("extractor") or default_extractor()
        return view, keywords(sample.question, extractor)

    def _finish(self, sample, view: GraphView, kws, parts: dict[str, Any], rule_reason: Message, force: bool = False,
                extra: Callable[[str], Mapping[str, Any]] | None = None):
        rule = parts.pop("rule")

        def prompt():
            lang = prompt_language(sample)
            colon = ": " if lang == "en" else "："
            task = JudgeTask((self.task, self.criteria), (self.task_en, self.criteria_en))
            return task.prompt({
                "问题": sample.question, "问题关键词": kws or None, "引用实体": view.entities,
                "实体描述": [f"{e}{colon}{view.descriptions[e]}" for e in view.entities if view.descriptions.get(e)]
                or None, "实体关系": _format_relationships(view.relationships, language=lang),
                **(extra(lang) if extra else {}), "系统回答": sample.answer}, lang)

        score, details = two_layer(rule, self.name, llm_scorer(self.llm, prompt, self.option("llm_timeout")),
                                   rule_reason=rule_reason, force=force)
        details["backend"] = getattr(self.llm, "name", "llm") if details["used"] == "llm" else "rule"
        if view.notes:
            details["notes"] = [str(n) for n in view.notes]
            details["note_messages"] = [n.message.to_dict() for n in view.notes if isinstance(n, CodedText)]
        return self.result(score, details["reason"], question_keywords=kws, cited_entities=view.entities,
                           relationship_source=view.relationship_source, **parts, **details,
                           status=status_of(score, details))


@register
class GraphEntityCoverage(_GraphMetric):
    """Question keywords matched in the cited entities' names and descriptions (seed 003 §4.1, graph version of
    entity coverage; named so as not to clash with the EARAG dimension entity_coverage)."""

    name = "graph_entity_coverage"
    description = "图实体覆盖率：问题关键词在引用实体名称与描述中的匹配率 (question keywords in cited entities)"
    task = "评估引用的图谱实体与问题的相关程度：这些实体（名称与描述）是否覆盖了问题涉及的关键概念。"
    criteria = ("实体覆盖了问题的全部关键概念", "覆盖了部分关键概念", "实体与问题基本无关")
    task_en = ("Judge how relevant the cited graph entities are to the question: whether these entities (names and "
               "descriptions) cover the key concepts the question involves.")
    criteria_en = ("the entities cover every key concept of the question", "they cover some of the key concepts",
                   "the entities have little to do with the question")

    def evaluate(self, sample):
        view, kws = self._context(sample)
        parts = entity_coverage_parts(kws, view)
        reason = (Message("graph.keyword_rate", {"rate": parts["rule"]}) if parts["rule"] is not None
                  else Message("graph.no_keywords"))
        if parts["missing_keywords"]:
            missing = Message("graph.keywords_missing", {"names": [str(k) for k in parts["missing_keywords"]]})
            reason = Message("text.joined", {"parts": [reason, missing]})
        return self._finish(sample, view, kws, parts, reason)


@register
class GraphCoverage(_GraphMetric):
    """Structure, relevance and connectivity of the retrieved graph data, weighted (seed 003 §4.2)."""

    name = "graph_coverage"
    description = "图覆盖率：结构、相关性、连通性三项加权平均 (structure, relevance, connectivity of the graph data)"
    task = "评估检索到的图数据（实体与关系）与问题的相关程度和覆盖范围。"
    criteria = ("图数据完整覆盖问题且结构连通", "覆盖了问题的一部分或结构松散", "图数据与问题关系不大或过于零散")
    task_en = ("Judge how relevant the retrieved graph data (entities and relationships) is to the question and how "
               "much of the question it covers.")
    criteria_en = ("the graph data covers the question completely and is connected",
                   "it covers part of the question, or its structure is loose",
                   "the graph data has little to do with the question, or is too fragmented")

    def evaluate(self, sample):
        view, kws = self._context(sample)
        parts = graph_coverage_parts(kws, view)
        bits = [Message("text.named_score", {"name": k, "value": parts[k]})
                for k in ("structure", "relevance", "connectivity") if parts[k] is not None]
        return self._finish(sample, view, kws, parts, Message("graph.coverage", {"parts": bits}))


@register
class RelationshipUtilization(_GraphMetric):
    """Quantity, quality and relevance of the relationships used (seed 003 §4.3)."""

    name = "relationship_utilization"
    description = "关系利用率：关系的数量、质量（描述与类型多样性）、与引用实体的相关性加权平均 (relationship use)"
    task = "评估系统对实体间关系的利用程度：回答是否利用了与问题相关的实体关系。"
    criteria = ("充分利用了相关的实体关系", "利用了部分实体关系", "几乎没有利用实体关系")
    task_en = ("Judge how much the system uses the relationships between entities: whether the answer uses the "
               "entity relationships relevant to the question.")
    criteria_en = ("makes full use of the relevant entity relationships", "uses some of the entity relationships",
                   "hardly uses the entity relationships")

    def evaluate(self, sample):
        view, kws = self._context(sample)
        parts = relationship_parts(view)
        if parts["rule"] is None:
            reason = Message("graph.no_relationships")
        else:
            reason = Message("graph.relationships", {"count": parts["relationships"], "quantity": parts["quantity"],
                                                     "quality": parts["quality"], "relevance": parts["relevance"]})
        return self._finish(sample, view, kws, parts, reason, force=not view.relationships)


@register
class SubgraphQuality(_GraphMetric):
    """Density and connectivity of the subgraph of the cited entities (seed 003 §4.4)."""

    name = "subgraph_quality"
    description = "子图质量：图密度与连通性（参与关系的实体比例）的加权平均 (density and connectivity)"
    task = "评估检索子图的质量和信息密度：实体之间是否通过关系相互连接、结构是否紧凑。"
    criteria = ("实体之间关联紧密、结构完整", "部分实体相互关联", "实体彼此孤立，几乎没有关系")
    task_en = ("Judge the quality and information density of the retrieved subgraph: whether the entities are "
               "connected to each other by relationships and the structure is compact.")
    criteria_en = ("the entities are closely linked and the structure is complete", "some entities are linked",
                   "the entities are isolated, with almost no relationships")

    def evaluate(self, sample):
        view, kws = self._context(sample)
        parts = subgraph_quality_parts(view)
        if parts["rule"] is None:
            reason = Message("graph.no_relationships")
        else:
            reason = Message("graph.subgraph", {"entities": parts["entities"], "pairs": parts["linked_pairs"],
                                                "density": parts["density"], "connectivity": parts["connectivity"]})
        return self._finish(sample, view, kws, parts, reason, force=parts["linked_pairs"] == 0,
                            extra=lambda lang: {"子图规模": (
                                f"{parts['entities']} entities, {len(view.relationships or [])} relationships"
                                if lang == "en" else
                                f"{parts['entities']} 个实体，{len(view.relationships or [])} 条关系")})


@register
class CommunityRelevance(_GraphMetric):
    """Question keywords in the knowledge communities of the cited entities (seed 003 §4.5)."""

    name = "community_relevance"
    description = "社区相关性：问题关键词在引用实体所属社区（成员、标题、摘要）中的匹配率 (keywords in communities)"
    task = "评估回答与所引用实体所在知识社区的相关程度。"
    criteria = ("社区内容与问题高度相关", "社区与问题部分相关", "社区与问题基本无关")
    task_en = "Judge how relevant the answer is to the knowledge communities the cited entities belong to."
    criteria_en = ("the communities' content is highly relevant to the question",
                   "the communities are partly relevant to the question",
                   "the communities have little to do with the question")

    def evaluate(self, sample):
        view, kws = self._context(sample)
        communities, source = communities_of(sample, view, self.options.get("graph"))
        parts = community_parts(kws, view, communities)
        if parts["rule"] is None:
            reason = Message("graph.no_communities") if not communities else Message("graph.no_keywords")
        else:
            reason = Message("graph.communities", {"count": len(parts["communities"]), "rate": parts["rule"]})
        parts["community_source"] = source

        def summaries(lang: str) -> dict[str, Any]:
            colon, sep = (": ", ", ") if lang == "en" else ("：", "、")
            return {"社区": [f"{c['id']} {c['title']}{colon}{sep.join(c['members'][:12])}"
                           for c in (communities or [])[:8]] or None}

        return self._finish(sample, view, kws, parts, reason, extra=summaries)
