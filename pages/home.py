"""Home: what EARAG Studio does, the state of each backend, and one-click sample data."""
import streamlit as st

from ui import layout, state
from ui.charts.preload import preload_figure, preload_table
from ui.state import tr

layout.page_header("home")
st.markdown(tr("home.intro"))

st.subheader(tr("home.try"))
st.caption(tr("home.sample_lang"))
c1, c2 = st.columns(2)
with c1, st.container(border=True):
    st.markdown(f"**{tr('home.single_title')}**")
    st.caption(tr("home.single_desc"))
    if st.button(tr("home.load_single"), type="primary", icon=":material/play_arrow:", key="home_single"):
        with layout.guard(tr("err.where_samples")):
            state.prefill_manual(state.first_sample(state.language_sample_set()))
            st.session_state.pop("eval_result", None)
            st.switch_page(layout.PAGES["evaluate"])
with c2, st.container(border=True):
    st.markdown(f"**{tr('home.set_title')}**")
    st.caption(tr("home.set_desc"))
    if st.button(tr("home.load_set"), icon=":material/table_view:", key="home_set"):
        with layout.guard(tr("err.where_samples")):
            data, name = state.sample_set_bytes(path=state.language_sample_set())
            st.session_state["batch_input"] = {"data": data, "name": name}
            st.switch_page(layout.PAGES["batch"])

# below the sample buttons, so they are in view at 1280x720; the offline default is said here once, in words
st.subheader(tr("home.status"))
with layout.guard(tr("err.where_backends")):
    rows = state.status_rows()
    notice = state.offline_notice()
    if notice:
        st.info(notice, icon=":material/cloud_off:")
    designed = state.designed_offline()
    for col, row in zip(st.columns(len(rows)), rows):
        with col:
            layout.status_card(row, designed)
    st.caption(tr("home.status_note"))

st.subheader(tr("home.pages"))
for key in ("evaluate", "batch", "tuning", "compare", "graph", "settings"):
    st.page_link(layout.PAGES[key], label=f"**{tr(f'nav.{key}')}** — {tr(f'{key}.caption')}")

# Home's last, invisible elements: the browser loads and compiles the chart and table scripts while the reader is
# on Home, so the first result page does not wait for them (a zero-height container; nothing is shown)
st.html("<style>.st-key-home_preload{position:absolute !important;left:-10000px !important;width:400px !important;"
        "height:60px !important;overflow:hidden !important;opacity:0 !important;pointer-events:none}</style>")
with st.container(key="home_preload"):
    st.plotly_chart(preload_figure(), key="home_plotly_preload", config={"staticPlot": True, "displayModeBar": False})
    st.dataframe(preload_table(), hide_index=True, height=40)
