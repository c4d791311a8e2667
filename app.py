"""EARAG Studio: the Streamlit dashboard over earag (router, shared sidebar, page error boundary)."""
from pathlib import Path

import streamlit as st

from earag.evaluator import ALGORITHM_VERSION
from ui import layout, state
from ui.i18n import LANGUAGES

# A local icon file: an emoji or :material: icon would make the browser fetch the favicon from the internet.
st.set_page_config(layout="wide", page_title="EARAG Studio",
                   page_icon=str(Path(__file__).resolve().parent / "static" / "favicon.png"))

# Widget state of a page is dropped when the user leaves it; re-assigning keeps the form inputs across pages.
for _key in [k for k in st.session_state if str(k).startswith("keep_")]:
    st.session_state[_key] = st.session_state[_key]

# The language lives in a plain session key: a page switch (st.switch_page) may drop the radio's widget state.
st.session_state["lang"] = state.lang()
with st.sidebar:
    st.radio("语言 / Language", list(LANGUAGES), format_func=LANGUAGES.get, key="lang", horizontal=True,
             on_change=state.keep_lang)

layout.chrome_texts(state.lang())  # Streamlit's own uploader texts in the UI language
page = layout.navigation()

layout.mark_routed()
try:
    page.run()
except Exception as exc:  # the page's own guards missed it: a short message, the app stays usable
    layout.show_error(exc, page.title)
finally:  # (also after a page's st.stop())
    # After the page, so a first visit draws the page (Home's sample buttons) before the backend status, which
    # waits for the evaluators the start-up warm-up is still building (ui/warmup.py). No page writes to the
    # sidebar, so its order is the same as before.
    with st.sidebar:
        st.divider()
        layout.sidebar_backends()
        st.caption(f"EARAG Studio · {ALGORITHM_VERSION}")
