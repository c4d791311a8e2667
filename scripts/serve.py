"""Starts the dashboard: `streamlit run app.py`, on 127.0.0.1 unless the command line names another address, with
st.navigation's routing in force from the first session.

Address: Streamlit binds every interface by default, and a STREAMLIT_SERVER_ADDRESS variable or a config.toml
elsewhere could do the same. This script passes --server.address 127.0.0.1 itself (command-line flags win over
both) unless the user passed --server.address, which is then used as given: exposing the dashboard is a choice
made on the command line, never a default (see docs/backends.md, "Exposing the dashboard safely").

Routing: app.py routes with st.navigation over the files in pages/. Streamlit decides per process, when its first
session starts, whether a pages/ folder beside the main script is a legacy multipage folder; that first session
then mixes both modes (sidebar widgets reset on every click). Deciding it here, before the server starts, avoids that.
"""
import os
import sys
from pathlib import Path

from streamlit.runtime.pages_manager import PagesManager
from streamlit.web import cli

PagesManager.uses_pages_directory = False
ROOT = Path(__file__).resolve().parent.parent
LOCAL_ONLY = "127.0.0.1"


def streamlit_argv(args: list[str]) -> list[str]:
    """The streamlit command line for `args` (extra flags from the user): --server.address 127.0.0.1 is added
    unless the user gave --server.address (as "--server.address X" or "--server.address=X")."""
    given = any(a == "--server.address" or a.startswith("--server.address=") for a in args)
    return ["streamlit", "run", str(ROOT / "app.py"), *args, *([] if given else ["--server.address", LOCAL_ONLY])]


if __name__ == "__main__":
    sys.argv = streamlit_argv(sys.argv[1:])
    # load jieba, the graph and the clients while the server starts: the first evaluation then takes no 20 s
    # (EARAG_NO_WARMUP=1 skips it: benchmarks/bench_demo_start.py measures both)
    if not os.environ.get("EARAG_NO_WARMUP"):
        sys.path.insert(0, str(ROOT))
        from ui import warmup

        warmup.start()
    sys.exit(cli.main())
