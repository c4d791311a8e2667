"""Home: what EARAG Studio does, the state of each backend, and one-click sample data."""
import streamlit as st

from pages import _ui as ui
from pages._ui import tr

ui.page_header("home")
st.markdown(tr("home.intro"))

st.subheader(tr("home.status"))
with ui.guard(tr("err.where_backends")):
    rows = ui.status_rows()
    for col, row in zip(st.columns(len(rows)), rows):
        with col:
            ui.status_card(row)
    st.caption(tr("home.status_note"))

st.subheader(tr("home.try"))
c1, c2 = st.columns(2)
with c1, st.container(border=True):
    st.markdown(f"**{tr('home.single_title')}**")
    st.caption(tr("home.single_desc"))
    if st.button(tr("home.load_single"), type="primary", icon=":material/play_arrow:", key="home_single"):
        with ui.guard(tr("err.where_samples")):
            ui.prefill_manual(ui.first_sample())
            st.session_state.pop("eval_result", None)
            st.switch_page(ui.PAGES["evaluate"])
with c2, st.container(border=True):
    st.markdown(f"**{tr('home.set_title')}**")
    st.caption(tr("home.set_desc"))
    if st.button(tr("home.load_set"), icon=":material/table_view:", key="home_set"):
        with ui.guard(tr("err.where_samples")):
            data, name = ui.sample_set_bytes()
            st.session_state["batch_input"] = {"data": data, "name": name}
            st.switch_page(ui.PAGES["batch"])

st.subheader(tr("home.pages"))
for key in ("evaluate", "batch", "tuning", "compare", "graph", "settings"):
    st.page_link(ui.PAGES[key], label=f"**{tr(f'nav.{key}')}** — {tr(f'{key}.caption')}")
