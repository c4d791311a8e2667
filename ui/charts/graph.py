"""The knowledge graph drawn as a plotly network: nodes coloured by label or community, verified and
unverified answer entities marked."""
from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

import plotly.graph_objects as go

from ui.charts.geometry import GRAPH_HEIGHT, _labelled_points, label_ranges, spread_labels
from ui.charts.style import (
    _LAYOUT,
    GREEN,
    GREY,
    LABEL_PALETTE,
    RED,
    esc,
)
from ui.i18n import t


def has_communities(nodes: Sequence[Any]) -> bool:
    return any(getattr(n, "community", None) is not None for n in nodes)


def graph_figure(nodes: Sequence[Any], edges: Sequence[Any], *, verified: Mapping[str, str] | None = None,
                 unverified: Sequence[str] = (), focus: Sequence[str] = (), lang: str = "zh",
                 seed: int = 7, colour_by: str = "label",
                 community_names: Mapping[int, str] | None = None) -> go.Figure:
    """A subgraph as a plotly network (networkx spring layout), nodes coloured by label, or by `community` when
    `colour_by="community"` (legend: id · name from `community_names`).

    `verified` maps answer entities to the graph node that confirmed them (drawn with a green ring);
    `unverified` answer entities are not in the graph and are drawn as red crosses beside it.
    """
    g, pos = _spring_layout(nodes, edges, seed)
    fig = go.Figure()
    _add_edges(fig, edges, pos)
    verified_nodes = set((verified or {}).values())
    _add_nodes(fig, nodes, g, pos, verified_nodes=verified_nodes, focus_set=set(focus), lang=lang,
               by_community=colour_by == "community", names=community_names or {})
    if unverified:
        _add_unverified(fig, unverified, pos, lang)
    if verified_nodes:
        fig.add_trace(go.Scatter(x=[None], y=[None], mode="markers", name=t("graph.verified", lang),
                                 marker=dict(size=14, color="#ffffff", line=dict(color=GREEN, width=4))))
    xr, yr = _fit_labels(fig)
    fig.update_layout(height=GRAPH_HEIGHT, xaxis=dict(visible=False, range=xr), yaxis=dict(visible=False, range=yr),
                      hovermode="closest", legend=dict(orientation="h", y=-0.05), plot_bgcolor="#ffffff", **_LAYOUT)
    return fig


def _spring_layout(nodes: Sequence[Any], edges: Sequence[Any], seed: int) -> tuple[Any, dict[Any, Any]]:
    """The networkx graph of the nodes and the edges between them, and each node's position."""
    import networkx as nx  # lazy: networkx costs 84 ms at import (measured, benchmarks/import_costs.py)

    g = nx.Graph()
    by_id = {n.id: n for n in nodes}
    for n in nodes:
        g.add_node(n.id)
    for e in edges:
        if e.source in by_id and e.target in by_id:
            g.add_edge(e.source, e.target, type=e.type)
    pos = nx.spring_layout(g, seed=seed, k=2.0 / math.sqrt(max(1, len(g))), iterations=150) if len(g) else {}
    return g, pos


def _add_edges(fig: go.Figure, edges: Sequence[Any], pos: Mapping[Any, Any]) -> None:
    """The edges as lines, and an invisible marker at each edge's middle that names its type on hover."""
    ex, ey, mx, my, mt = [], [], [], [], []
    for e in edges:
        if e.source in pos and e.target in pos:
            (x0, y0), (x1, y1) = pos[e.source], pos[e.target]
            ex += [x0, x1, None]
            ey += [y0, y1, None]
            mx.append((x0 + x1) / 2)
            my.append((y0 + y1) / 2)
            mt.append(esc(e.type))
    fig.add_trace(go.Scatter(x=ex, y=ey, mode="lines", line=dict(color="#cbd5e1", width=1.2), hoverinfo="skip",
                             showlegend=False))
    fig.add_trace(go.Scatter(x=mx, y=my, mode="markers", marker=dict(size=6, color="rgba(0,0,0,0)"), text=mt,
                             hovertemplate="%{text}<extra></extra>", showlegend=False))


def _add_nodes(fig: go.Figure, nodes: Sequence[Any], g: Any, pos: Mapping[Any, Any], *, verified_nodes: set[str],
               focus_set: set[str], lang: str, by_community: bool, names: Mapping[int, str]) -> None:
    """One trace per label (or community): focus and verified nodes bigger, verified ones with a green ring."""
    # Names of the entities that matter are always drawn; the rest on hover, or the picture is unreadable.
    degree = dict(g.degree())
    hubs = set(sorted(degree, key=degree.get, reverse=True)[:8]) if len(g) > 25 else set(degree)

    def community_text(c: Any) -> str:
        if c is None:
            return t("graph.no_community", lang)
        return f"{c} · {names[c]}" if names.get(c) else t("graph.community", lang, id=c)

    def group_of(n: Any) -> Any:
        return n.community if by_community else (n.label or "?")

    if by_community:  # numbered communities first, nodes without one last
        keys = sorted({n.community for n in nodes}, key=lambda c: (c is None, c or 0))
    else:
        keys = sorted({n.label or "?" for n in nodes})
    for i, key in enumerate(keys):
        members = [n for n in nodes if group_of(n) == key and n.id in pos]
        if not members:
            continue
        colour = GREY if by_community and key is None else LABEL_PALETTE[i % len(LABEL_PALETTE)]
        fig.add_trace(go.Scatter(
            x=[pos[n.id][0] for n in members], y=[pos[n.id][1] for n in members], mode="markers+text",
            name=community_text(key) if by_community else key,
            text=[esc(n.name) if n.name in focus_set or n.name in verified_nodes or n.id in hubs else ""
                  for n in members],
            hovertext=[esc(n.name) for n in members], textposition="top center", textfont=dict(size=11),
            marker=dict(size=[22 if n.name in focus_set or n.name in verified_nodes else 14 for n in members],
                        color=colour,
                        line=dict(color=[GREEN if n.name in verified_nodes else "#ffffff" for n in members],
                                  width=[4 if n.name in verified_nodes else 1 for n in members])),
            customdata=[[esc(n.label or "?") + (" · " + esc(community_text(n.community)) if n.community is not None
                                                 else ""), esc((n.description or "")[:120])] for n in members],
            hovertemplate="<b>%{hovertext}</b><br>%{customdata[0]}<br>%{customdata[1]}<extra></extra>"))


def _add_unverified(fig: go.Figure, unverified: Sequence[str], pos: Mapping[Any, Any], lang: str) -> None:
    """Answer entities not in the graph: red crosses in a column to the right of it."""
    xs = [pos_x for pos_x, _ in pos.values()] or [0.0]
    ys = [pos_y for _, pos_y in pos.values()] or [0.0]
    x0 = max(xs) + 0.35
    span = (max(ys) - min(ys)) or 1.0
    uy = [max(ys) - span * k / max(1, len(unverified) - 1) for k in range(len(unverified))] if len(unverified) > 1 else [sum(ys) / len(ys)]
    fig.add_trace(go.Scatter(x=[x0] * len(unverified), y=uy, mode="markers+text", name=t("graph.unverified", lang),
                             text=[esc(u) for u in unverified], textposition="middle right",
                             marker=dict(symbol="x", size=14, color=RED),
                             hovertemplate="%{text}: " + esc(t("graph.not_in_graph", lang)) + "<extra></extra>"))


def _fit_labels(fig: go.Figure) -> tuple[list[float], list[float]]:
    """Axis ranges wide enough for every drawn label: plotly sizes the axes by the markers only, so a long name at
    the edge (an invented entity beside the graph, a hub on the rim) would be cut off. Labels are first placed
    around their node so that no two overlap (the centre of a dense subgraph otherwise reads as one smudge)."""
    plain = [(x, y) for tr in fig.data if tr.x is not None for x, y in zip(tr.x, tr.y) if x is not None]
    labelled = _labelled_points(fig)
    xr, yr = label_ranges(labelled, plain)
    spread_labels(fig, xr, yr)
    return label_ranges(_labelled_points(fig), plain)
