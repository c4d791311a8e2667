"""批量评估: upload or load a data set, map its columns, run it into a results file, explore and export the results."""
import json

import pandas as pd
import streamlit as st

from earag.runs.datasets import FIELDS, REQUIRED, ResultStore, suggest_mapping
from ui import components, layout, runs, state
from ui import dashboard as dash
from ui.state import tr

layout.page_header("batch")
state.evaluator()  # stops the page with a message when the backends cannot be built
settings = state.settings()

c1, c2, c3 = st.columns([3, 1, 1], vertical_alignment="bottom")
uploaded = c1.file_uploader(tr("batch.upload"), type=["csv", "tsv", "json", "jsonl", "xlsx", "xls"], key="batch_upload")
for col, key, label, path, icon in (
        (c2, "batch_load_sample", "batch.load_sample", dash.SAMPLE_SET, ":material/dataset:"),
        (c3, "batch_load_graphrag", "batch.load_graphrag", dash.GRAPHRAG_SAMPLE_SET, ":material/hub:")):
    if col.button(tr(label), icon=icon, key=key, width="stretch"):
        with layout.guard(tr("err.where_samples")):
            data, name = state.sample_set_bytes(path=path)
            st.session_state.batch_input = {"data": data, "name": name}
if uploaded is not None and st.session_state.get("batch_upload_id") != uploaded.file_id:
    st.session_state.batch_upload_id = uploaded.file_id
    data, name = state.read_upload(uploaded)
    st.session_state.batch_input = {"data": data, "name": name}

inp = st.session_state.get("batch_input")
store = None
if inp:
    with layout.guard(tr("err.where_dataset", name=inp["name"])):
        columns = state.table_columns(inp["data"], inp["name"])
        guess = suggest_mapping(columns)
        with st.expander(tr("batch.mapping"), expanded=any(f not in guess for f in REQUIRED)):
            st.caption(tr("batch.mapping_help"))
            mapping = {}
            for col, field in zip(st.columns(4) * 2, FIELDS):
                default = guess.get(field)
                options = ["—", *columns] + ([default] if isinstance(default, list) else [])
                pick = col.selectbox(field + (" *" if field in REQUIRED else ""), options, key=f"map_{inp['name']}_{field}",
                                     index=options.index(default) if default in options else 0,
                                     format_func=lambda o: " + ".join(o) if isinstance(o, list) else o)
                if pick != "—":
                    mapping[field] = pick
        dataset = state.load_dataset_cached(inp["data"], inp["name"], json.dumps(mapping, ensure_ascii=False),
                                         settings.evaluation.performance.max_text_length)
        summary = dataset.summary()
        st.caption(tr("batch.file_caption", name=inp["name"], encoding=summary["encoding"] or "Excel"))
        m = st.columns(4)
        m[0].metric(tr("batch.rows"), summary["rows"])
        m[1].metric(tr("batch.valid"), summary["valid"])
        m[2].metric(tr("batch.invalid"), summary["invalid"])
        m[3].metric(tr("batch.labels"), tr("yes") if summary["human_labels"] else tr("no"))
        if summary["errors"]:
            st.warning(tr("batch.bad_rows", n=summary["invalid"]))
            st.dataframe(pd.DataFrame(summary["errors"]).reindex(columns=["row", "field", "message"]), hide_index=True)
        metric_names = components.metric_picker([r.sample for r in dataset.valid])
        store = ResultStore(dash.results_path(dataset, inp["name"], settings.to_yaml(), state.offline(),
                                              metrics=metric_names))
        keys = {r.key for r in dataset.valid}
        done = len(store.done_keys() & keys)
        store_caption = st.empty()  # rewritten when a run finishes, so it never lags the progress bar
        store_caption.caption(tr("batch.store", path=str(store.path), done=done, total=summary["valid"]))

        b1, b2, b3 = st.columns([1, 1, 2])
        run = b1.button(tr("batch.run") if done == 0 else tr("batch.resume"), type="primary",
                        icon=":material/play_arrow:", key="batch_run", disabled=done >= summary["valid"])
        if b3.button(tr("batch.restart"), icon=":material/restart_alt:", key="batch_restart",
                     help=tr("batch.restart_help")) and store.path.exists():
            store.path.unlink()
            store.path.with_suffix(".meta.json").unlink(missing_ok=True)
            st.rerun()
        if st.session_state.get("batch_running") and not run:  # the last run was cancelled or cut off
            st.warning(tr("batch.interrupted", done=done, total=summary["valid"]))
        st.session_state.batch_running = False
        if run:
            runs.run_batch_controls(state.evaluator(), dataset, store, inp["name"], metric_names, b2.empty())
            store_caption.caption(tr("batch.store", path=str(store.path), done=len(store.done_keys() & keys),
                                     total=summary["valid"]))

if inp:  # only this data set's results, never those of the file loaded before it
    records = store.records() if store is not None and store.path.exists() else None
    if records:
        st.session_state.batch_records, st.session_state.batch_name = records, inp["name"]
else:
    records = st.session_state.get("batch_records")
if records:
    st.divider()
    runs.render_batch_results(records, settings.thresholds, st.session_state.get("batch_name", ""))
elif not inp:
    st.info(tr("batch.empty"))
