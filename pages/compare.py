"""对比分析: two result sets side by side — means with intervals, paired differences, questions better and worse."""
from pathlib import Path

import streamlit as st

from ui import dashboard as dash
from ui import layout, runs, state
from ui.state import tr

layout.page_header("compare")


def records_of(path: Path) -> list:
    return state.file_records(str(path), path.stat().st_mtime)


LANG = state.lang()  # for the selectboxes' format_func, which may be called outside the script run


def label(path: Path) -> str:
    try:
        return runs.run_label(path, records_of(path), LANG)
    except Exception:  # an unreadable file is still listed by name; loading it shows the error
        return runs.run_label(path, None, LANG)


files = dash.list_result_files()
mode = st.radio(tr("cmp.source"), ["files", "upload"], horizontal=True, key="keep_cmp_mode",
                format_func=state.labeller("cmp.source."))
picked = {}
if mode == "files":
    st.caption(tr("cmp.files_in", path=str(dash.results_dir()), n=len(files)))
    if len(files) < 2:
        st.info(tr("cmp.need_two"))
    else:
        c1, c2 = st.columns(2)
        a = c1.selectbox(tr("cmp.run_a"), files, index=1, format_func=label, key="cmp_a")
        b = c2.selectbox(tr("cmp.run_b"), files, index=0, format_func=label, key="cmp_b")
        with layout.guard(tr("cmp.load")):
            picked = {"A": (a.stem, records_of(a)), "B": (b.stem, records_of(b))}
else:
    c1, c2 = st.columns(2)
    for col, side in ((c1, "A"), (c2, "B")):
        up = col.file_uploader(tr(f"cmp.run_{side.lower()}"), type=["jsonl"], key=f"cmp_up_{side}")
        if up is not None:
            with layout.guard(tr("err.where_upload", name=up.name)):
                picked[side] = (Path(up.name).stem, dash.records_from_bytes(up.getvalue(), up.name))

if len(picked) == 2:
    (name_a, rec_a), (name_b, rec_b) = picked["A"], picked["B"]
    if mode == "files" and name_a == name_b:
        st.warning(tr("cmp.same"))
    with layout.guard(tr("cmp.compare")):
        runs.render_comparison(rec_a, rec_b)
