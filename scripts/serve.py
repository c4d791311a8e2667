"""Starts the dashboard: `streamlit run app.py` with st.navigation's routing in force from the first session.

app.py routes with st.navigation over the files in pages/. Streamlit decides per process, when its first session
starts, whether a pages/ folder beside the main script is a legacy multipage folder; that first session then
mixes both modes (sidebar widgets reset on every click). Deciding it here, before the server starts, avoids that.
"""
import sys

from streamlit.runtime.pages_manager import PagesManager
from streamlit.web import cli

PagesManager.uses_pages_directory = False

if __name__ == "__main__":
    sys.argv = ["streamlit", "run", "app.py", *sys.argv[1:]]
    sys.exit(cli.main())
