"""对比分析: two runs side by side — means with intervals, paired differences, questions better and worse."""
from pathlib import Path

import streamlit as st

from ui import dashboard as dash
from ui import layout, runs, state
from ui.state import tr

layout.page_header("compare")
LANG = state.lang()  # for the selectboxes' format_func, which may be called outside the script run

mode = st.radio(tr("cmp.source"), ["files", "upload"], horizontal=True, key="keep_cmp_mode",
                format_func=state.labeller("cmp.source."))
picked = {}
stored = (None, None)  # the stored runs (their data hash and settings), when picked from the store
if mode == "files":
    store = runs.run_store()
    past = [r for r in store.list_runs(200) if r.counts.get("scored")]
    st.caption(tr("cmp.files_in", path=store.describe(), n=len(past)))
    if len(past) < 2:
        st.info(tr("cmp.need_two"))
    else:
        by_id = {r.id: r for r in past}
        ids = list(by_id)
        a_id, b_id = runs.default_pair(past)
        # the pair survives a visit to another page (keep_ keys are restored by app.py), unless a run was deleted
        for key, default in (("keep_cmp_a", a_id), ("keep_cmp_b", b_id)):
            if st.session_state.get(key) not in by_id:
                st.session_state[key] = default
        c1, c2 = st.columns(2)
        a = c1.selectbox(tr("cmp.run_a"), ids, format_func=lambda i: runs.run_label(by_id[i], LANG), key="keep_cmp_a",
                          placeholder=tr("ui.choose"))
        b = c2.selectbox(tr("cmp.run_b"), ids, format_func=lambda i: runs.run_label(by_id[i], LANG), key="keep_cmp_b",
                          placeholder=tr("ui.choose"))
        st.caption(tr("cmp.default_same"))
        with layout.guard(tr("cmp.load")):
            picked = {"A": (a, runs.run_records(by_id[a])), "B": (b, runs.run_records(by_id[b]))}
            stored = (by_id[a], by_id[b])
        if a != b and by_id[a].dataset_fp != by_id[b].dataset_fp:
            st.warning(tr("cmp.other_dataset"))
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
        runs.render_comparison(rec_a, rec_b, *stored)
