"""EARAG Studio: the Streamlit dashboard over earag (router, shared sidebar, page error boundary)."""
import streamlit as st

from ui.i18n import LANGUAGES
from pages import _ui as ui
from pages._ui import tr

st.set_page_config(layout="wide", page_title="EARAG Studio", page_icon=":material/fact_check:")

# Widget state of a page is dropped when the user leaves it; re-assigning keeps the form inputs across pages.
for _key in [k for k in st.session_state if str(k).startswith("keep_")]:
    st.session_state[_key] = st.session_state[_key]

with st.sidebar:
    st.radio("语言 / Language", list(LANGUAGES), format_func=LANGUAGES.get, key="lang", horizontal=True)

_ICONS = {"home": ":material/home:", "evaluate": ":material/fact_check:", "batch": ":material/table_view:",
          "tuning": ":material/tune:", "compare": ":material/compare_arrows:", "graph": ":material/hub:",
          "settings": ":material/settings:"}
pages = [st.Page(path, title=tr(f"nav.{key}"), icon=_ICONS[key], url_path=key, default=key == "home")
         for key, path in ui.PAGES.items()]
page = st.navigation(pages)

with st.sidebar:
    st.divider()
    ui.sidebar_backends()
    st.caption("EARAG Studio · EARAG-Eval-1.0")

ui.mark_routed()
try:
    page.run()
except Exception as exc:  # the page's own guards missed it: a short message, the app stays usable
    ui.show_error(exc, page.title)
