"""系统设置: the configuration in effect, backend status and latency, session overrides, caches."""
import typing

import pandas as pd
import streamlit as st

from ui import dashboard as dash
from pages import _ui as ui
from pages._ui import tr


def options(section: str, field: str) -> list[str]:
    """The choices the configuration accepts for a backend field (kept in sync with earag.config)."""
    model = type(getattr(settings.backends, section))
    return list(typing.get_args(model.model_fields[field].annotation))


ui.page_header("settings")
settings = ui.settings()
ev = ui.evaluator()

left, right = st.columns([1.1, 1])
with left:
    st.subheader(tr("set.overrides"))
    st.caption(tr("set.overrides_help"))
    with st.form("overrides_form", border=True):
        llm = settings.backends.llm
        providers = options("llm", "provider")
        provider = st.selectbox(tr("set.llm_provider"), providers, index=providers.index(llm.provider))
        model = st.text_input(tr("set.judge_model"), value=llm.model)
        c1, c2 = st.columns(2)
        host = c1.text_input(tr("set.llm_host"), value=llm.host)
        base_url = c2.text_input(tr("set.base_url"), value=getattr(llm, "base_url", ""))
        off = st.toggle(tr("set.offline"), value=ui.offline(), help=tr("set.offline_help"))
        providers = options("embeddings", "provider")
        emb = st.selectbox(tr("set.embeddings"), providers, index=providers.index(settings.backends.embeddings.provider),
                           help=tr("set.embeddings_help"))
        sources = options("graph", "source")
        graph = st.selectbox(tr("set.graph_source"), sources, index=sources.index(settings.backends.graph.source))
        if st.form_submit_button(tr("set.apply"), type="primary"):
            new = {"backends.llm.provider": provider, "backends.llm.model": model.strip(),
                   "backends.llm.host": host.strip(),
                   **({"backends.llm.base_url": base_url.strip()} if hasattr(llm, "base_url") else {}),
                   "backends.embeddings.provider": emb, "backends.graph.source": graph}
            with ui.guard(tr("err.where_config")):
                dash.build_settings({**ui.overrides(), **new})  # validate before keeping
                st.session_state.overrides.update(new)
                st.session_state.offline = off
                st.rerun()
    if ui.overrides() and st.button(tr("set.reset"), icon=":material/undo:"):
        st.session_state.overrides = {}
        st.session_state.offline = dash.offline_default()
        st.rerun()
    if ui.overrides():
        st.caption(tr("set.active_overrides") + ", ".join(f"{k}={v}" for k, v in ui.overrides().items()))

with right:
    st.subheader(tr("set.cache"))
    calls = dash.llm_calls(ev)
    c = st.columns(3)
    c[0].metric(tr("set.llm_calls"), "—" if calls is None else calls, help=tr("set.llm_calls_help"))
    c[1].metric(tr("set.results_files"), len(dash.list_result_files()))
    c[2].metric(tr("set.mode"), tr("set.mode_offline") if ui.offline() else tr("set.mode_online"))
    b1, b2 = st.columns(2)
    if b1.button(tr("set.clear_resource"), icon=":material/delete_sweep:", width="stretch"):
        st.cache_resource.clear()
        st.toast(tr("set.cleared"))
    if b2.button(tr("set.clear_data"), icon=":material/delete_sweep:", width="stretch"):
        st.cache_data.clear()
        st.toast(tr("set.cleared"))
    with ui.guard(tr("set.response_cache")):
        stats = dash.response_cache_stats(settings)
        if stats is None:
            st.caption(tr("set.response_cache_off"))
        else:
            r = st.columns(3)
            r[0].metric(tr("set.rc_entries"), stats["entries"], help=stats["path"])
            r[1].metric(tr("set.rc_size"), f"{stats['size_bytes'] / 1024:.0f} KB")
            r[2].metric(tr("set.rc_hits"), f"{stats['hits']} / {stats['misses']}")
            if st.button(tr("set.rc_clear"), icon=":material/delete_forever:", disabled=not stats["entries"]):
                st.toast(tr("set.rc_cleared", n=dash.clear_response_cache(settings)))

st.subheader(tr("set.status"))
if st.button(tr("set.refresh"), icon=":material/refresh:"):
    ui.backend_status_rows.clear()
with ui.guard(tr("err.where_backends")):
    rows = ui.status_rows()
    table = pd.DataFrame([{tr("col.backend"): tr("backend." + r["backend"]), tr("status.in_use"): r.get("in_use"),
                           tr("status.configured"): r.get("configured"),
                           tr("col.status"): tr("status.card_fallback") if r.get("fallback") else tr("status.card_ok"),
                           tr("status.latency"): r.get("latency_ms"), tr("status.reason"): r.get("detail")}
                          for r in rows])
    st.dataframe(table, hide_index=True, width="stretch",
                 column_config={tr("status.reason"): st.column_config.TextColumn(width="large"),
                                tr("status.latency"): st.column_config.NumberColumn(format="%.1f ms")})

st.subheader(tr("set.config"))
st.caption(tr("set.config_path", path=str(dash.active_config_path()), tuned=str(dash.tuned_config_path())))
st.code(settings.to_yaml(), language="yaml")
