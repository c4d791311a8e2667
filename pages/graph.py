"""知识图谱: which graph is in use, entity search, and the subgraph around a sample's or a result's entities."""
import pandas as pd
import streamlit as st

from ui import charts, components, layout, state
from ui import dashboard as dash
from ui.i18n import say
from ui.state import tr

layout.page_header("graph")
ev = state.evaluator()
lg = state.lang()
graph = ev.backends.graph
if graph is None:
    st.warning(tr("graph.none", reason=say(ev.backends.notes.get("graph", ""), lg)))
    st.stop()

with layout.guard(tr("graph.where")):
    stats = graph.stats()
    st.markdown(f"{tr('graph.source')}: `{graph.name}`" + (f" · {getattr(graph, 'title', '')}" if getattr(graph, "title", "") else ""))
    m = st.columns(4)
    m[0].metric(tr("graph.nodes"), stats.get("nodes", "—"))
    m[1].metric(tr("graph.edges"), stats.get("edges", "—"))
    m[2].metric(tr("graph.chunks"), stats.get("chunks", "—"))
    m[3].metric(tr("graph.n_labels"), len(stats.get("labels") or {}))
    if ev.backends.fallback.get("graph"):
        st.warning(tr("graph.fallback", reason=say(ev.backends.notes.get("graph", ""), lg)))
    if stats.get("labels"):
        st.caption(tr("graph.labels") + " · ".join(f"{k} {v}" for k, v in stats["labels"].items()))

st.subheader(tr("graph.search"))
query = st.text_input(tr("graph.search_box"), key="keep_graph_query", placeholder="小微企业 / 研发费用")
hits = []
if query:
    with layout.guard(tr("graph.search")):
        hits = dash.search_entities(graph, query)
        if hits:
            st.dataframe(pd.DataFrame([{**h, "aliases": "、".join(h["aliases"])} for h in hits]), hide_index=True,
                         width="stretch", column_config={
                             "name": tr("col.name"), "label": tr("col.label"), "aliases": tr("col.aliases"),
                             "description": st.column_config.TextColumn(tr("col.description"), width="large")})
        else:
            st.caption(tr("graph.no_hits"))

st.subheader(tr("graph.subgraph"))
result = st.session_state.get("eval_result")
options = ["result", "sample", "search"] if result else ["sample", "search"]
seed_from = st.radio(tr("graph.seed_from"), options, horizontal=True, key="graph_seed",
                     format_func=state.labeller("graph.seed."))
marks = dash.result_graph_marks(result if seed_from == "result" else None)
names: list[str] = []
with layout.guard(tr("graph.subgraph")):
    if seed_from == "result":
        names = [*marks["question"], *marks["verified"].values(), *marks["verified"]]
        st.caption(tr("graph.result_q", q=(st.session_state.get("eval_sample") or {}).get("question", "")))
    elif seed_from == "sample":
        rows = {r.id: r for r in state.sample_rows()}
        pick = st.selectbox(tr("eval.pick"), list(rows), key="graph_pick",
                            format_func=lambda i: f"{i} · {rows[i].sample.question}", placeholder=tr("ui.choose"))
        s = rows[pick].sample
        names = list(s.graph_entities or []) + [e.name for e in ev.extractor.extract(s.question + "\n" + s.answer)]
    else:
        names = [h["name"] for h in hits[:5]]
    depth = st.slider(tr("graph.depth"), 1, 3, 1, key="graph_depth")
    canon = [c for c in dash.canonical_entities(graph, names).values() if c]
    focus = list(dict.fromkeys(canon))
    if not focus:
        st.info(tr("graph.no_focus"))
    else:
        sub = graph.neighbourhood(focus, depth=depth, limit=80)
        st.caption(tr("graph.sub_size", nodes=len(sub.nodes), edges=len(sub.edges), focus="、".join(focus)))
        colour_by = "label"
        if charts.has_communities(sub.nodes):
            colour_by = st.radio(tr("graph.colour_by"), ["community", "label"], horizontal=True, key="keep_graph_colour",
                                 format_func=state.labeller("graph.colour."))
        fig = charts.graph_figure(sub.nodes, sub.edges, verified=marks["verified"], unverified=marks["unverified"],
                                  focus=focus, lang=lg, colour_by=colour_by,
                                  community_names=state.community_names(graph) if colour_by == "community" else None)
        graph_metrics = dash.result_graph_metrics(result) if seed_from == "result" else {}
        left, right = st.columns([3, 1]) if graph_metrics else (st.container(), None)
        left.plotly_chart(fig, key="graph_fig", width="stretch")
        if right is not None:
            with right:
                components.graph_metric_cards(graph_metrics)
        if seed_from == "result":
            st.caption(tr("graph.marks_note"))
