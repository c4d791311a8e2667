"""EARAG Studio: the Streamlit dashboard over earag (router, shared sidebar, page error boundary)."""
import streamlit as st

from ui import layout
from ui.i18n import LANGUAGES

st.set_page_config(layout="wide", page_title="EARAG Studio", page_icon=":material/fact_check:")

# Widget state of a page is dropped when the user leaves it; re-assigning keeps the form inputs across pages.
for _key in [k for k in st.session_state if str(k).startswith("keep_")]:
    st.session_state[_key] = st.session_state[_key]

with st.sidebar:
    st.radio("语言 / Language", list(LANGUAGES), format_func=LANGUAGES.get, key="lang", horizontal=True)

page = layout.navigation()

with st.sidebar:
    st.divider()
    layout.sidebar_backends()
    st.caption("EARAG Studio · EARAG-Eval-1.0")

layout.mark_routed()
try:
    page.run()
except Exception as exc:  # the page's own guards missed it: a short message, the app stays usable
    layout.show_error(exc, page.title)
