"""系统设置: the configuration in effect, backend status and latency, session overrides, caches."""
import typing

import streamlit as st

from earag.urls import endpoint_of
from ui import dashboard as dash
from ui import layout, runs, state
from ui.state import tr


def options(section: str, field: str) -> list[str]:
    """The choices the configuration accepts for a backend field (kept in sync with earag.config)."""
    model = type(getattr(settings.backends, section))
    return list(typing.get_args(model.model_fields[field].annotation))


layout.page_header("settings")
settings = state.settings()
ev = state.evaluator(offline_flag=state.offline())  # the configured judge's client: its counters are shown

left, right = st.columns([1.1, 1])
with left:
    st.subheader(tr("set.overrides"))
    st.caption(tr("set.overrides_help"))
    with st.form("overrides_form", border=True):
        llm = settings.backends.llm
        providers = options("llm", "provider")
        provider = st.selectbox(tr("set.llm_provider"), providers, index=providers.index(llm.provider),
                                placeholder=tr("ui.choose"))
        model = st.text_input(tr("set.judge_model"), value=llm.model)
        c1, c2 = st.columns(2)
        # Shown without credentials; an unchanged field keeps the configured URL (user-info included).
        shown_host, shown_base = endpoint_of(llm.host), endpoint_of(getattr(llm, "base_url", ""))
        hosts = list(getattr(llm, "hosts", None) or [])  # when set, the judge uses these, not `host`
        if hosts:
            shown_host = ", ".join(endpoint_of(h) for h in hosts)
            host = c1.text_input(tr("set.llm_hosts"), value=shown_host, help=tr("set.llm_hosts_help"))
        else:
            host = c1.text_input(tr("set.llm_host"), value=shown_host)
        base_url = c2.text_input(tr("set.base_url"), value=shown_base)
        off = st.toggle(tr("set.offline"), value=state.offline(), help=tr("set.offline_help"))
        providers = options("embeddings", "provider")
        emb = st.selectbox(tr("set.embeddings"), providers, index=providers.index(settings.backends.embeddings.provider),
                           help=tr("set.embeddings_help"), placeholder=tr("ui.choose"))
        sources = options("graph", "source")
        graph = st.selectbox(tr("set.graph_source"), sources, index=sources.index(settings.backends.graph.source),
                             placeholder=tr("ui.choose"))
        if st.form_submit_button(tr("set.apply"), type="primary"):
            new = {"backends.llm.provider": provider, "backends.llm.model": model.strip(),
                   **({"backends.llm.hosts" if hosts else "backends.llm.host": host.strip()}
                      if host.strip() != shown_host else {}),
                   **({"backends.llm.base_url": base_url.strip()}
                      if hasattr(llm, "base_url") and base_url.strip() != shown_base else {}),
                   "backends.embeddings.provider": emb, "backends.graph.source": graph}
            with layout.guard(tr("err.where_config")):
                dash.build_settings({**state.overrides(), **new})  # validate before keeping
                st.session_state.overrides.update(new)
                st.session_state.offline = off
                st.rerun()
    if state.overrides() and st.button(tr("set.reset"), icon=":material/undo:"):
        st.session_state.overrides = {}
        st.session_state.offline = dash.offline_default()
        st.rerun()
    if state.overrides():
        st.caption(tr("set.active_overrides") + ", ".join(f"{k}={state.redacted(v, settings)}" for k, v in state.overrides().items()))

with right:
    st.subheader(tr("set.cache"))
    c = st.columns(3)
    with c[0]:
        layout.llm_counter(ev)
    c[1].metric(tr("set.results_files"), len(runs.run_store().list_runs(None)))
    with c[2]:
        layout.run_mode()
    b1, b2 = st.columns(2)
    if b1.button(tr("set.clear_resource"), icon=":material/delete_sweep:", width="stretch", key="set_clear_resource"):
        st.cache_resource.clear()
        st.session_state["set_message"] = tr("set.cleared_resource")
        st.rerun()  # the counters above were drawn before the clear: draw them again
    if b2.button(tr("set.clear_data"), icon=":material/delete_sweep:", width="stretch", key="set_clear_data"):
        st.cache_data.clear()
        st.session_state["set_message"] = tr("set.cleared_data")
        st.rerun()
    with layout.guard(tr("set.response_cache")):
        stats = dash.response_cache_stats(settings)
        if stats is None:
            st.caption(tr("set.response_cache_off"))
        else:
            st.caption(tr("set.response_cache_head"))
            r = st.columns(3)
            r[0].metric(tr("set.rc_entries"), stats["entries"], help=stats["path"])
            r[1].metric(tr("set.rc_size"), f"{stats['size_bytes'] / 1024:.0f} KB")
            r[2].metric(tr("set.rc_hits"), f"{stats['hits']} / {stats['misses']}", help=tr("set.rc_hits_help"))
            if st.button(tr("set.rc_clear"), icon=":material/delete_forever:", disabled=not stats["entries"],
                         key="set_rc_clear"):
                st.session_state["set_message"] = tr("set.rc_cleared_now", n=dash.clear_response_cache(settings))
                st.rerun()  # the entry count above must read 0 now
    message = st.session_state.pop("set_message", None)
    if message:
        st.success(message, icon=":material/check:")

st.subheader(tr("set.status"))
if st.button(tr("set.refresh"), icon=":material/refresh:"):
    state.backend_status_rows.clear()
with layout.guard(tr("err.where_backends")):
    layout.status_table(state.status_rows())

st.subheader(tr("set.config"))
st.caption(tr("set.config_path", path=str(dash.active_config_path()), tuned=str(dash.tuned_config_path())))
st.code(state.redacted(settings.to_yaml(), settings), language="yaml")
