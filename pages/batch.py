"""批量评估: upload or load a data set, map its columns, run it into the run store, reopen past runs, explore and
export the results."""
import json
import shlex

import pandas as pd
import streamlit as st

from earag.runs.inputs import FIELDS, REQUIRED, suggest_mapping
from earag.runs.stream import LARGE_UPLOAD_ROWS
from ui import components, layout, runs, state
from ui import dashboard as dash
from ui.i18n import say
from ui.state import tr

layout.page_header("batch")
state.evaluator()  # stops the page with a message when the backends cannot be built
settings = state.settings()
LANG = state.lang()  # for the run picker's format_func, which may be called outside the script run

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
                pick = col.selectbox(tr(f"field.{field}") + (" *" if field in REQUIRED else ""), options, key=f"map_{inp['name']}_{field}",
                                     index=options.index(default) if default in options else 0,
                                     format_func=lambda o: " + ".join(o) if isinstance(o, list) else o,
                                     placeholder=tr("ui.choose"))
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
        for warning in summary.get("warnings") or ():  # an encoding guessed, rows that could not be read …
            st.warning(say(warning, LANG), icon=":material/warning:")
        if summary["errors"]:
            st.warning(tr("batch.bad_rows", n=summary["invalid"]))
            bad = pd.DataFrame(summary["errors"]).reindex(columns=["row", "field", "message"])
            bad["message"] = [say(e.get("message"), LANG, e) for e in summary["errors"]]
            bad["field"] = bad["field"].fillna("")
            st.dataframe(bad, hide_index=True,
                         width="stretch", column_config={"row": tr("runs.col.row"), "field": tr("runs.col.field"),
                                                         "message": st.column_config.TextColumn(tr("runs.col.message"),
                                                                                                width="large")})
        if summary["rows"] > LARGE_UPLOAD_ROWS:
            st.info(tr("batch.large_set", n=summary["rows"], cmd=f"earag evaluate {shlex.quote(inp['name'])} -o results.jsonl"),
                    icon=":material/terminal:")
        if "contexts" not in mapping:
            st.warning(tr("batch.no_contexts"), icon=":material/warning:")
        metric_names = components.metric_picker([r.sample for r in dataset.valid])
        store = runs.run_store()
        snapshot = dash.settings_snapshot(settings, state.offline(), metric_names)
        same = store.list_runs(1, dataset_fp=dash.dataset_fingerprint(dataset),
                               settings_fp=dash.settings_fingerprint(snapshot))
        run = same[0] if same else None
        done = run.counts["records"] - run.counts["errors"] if run else 0
        earlier = store.list_runs(1, dataset_fp=dash.dataset_fingerprint(dataset), counts=False)
        if run is None and metric_names and earlier:
            st.info(tr("batch.metrics_changed", n=summary["valid"], calls=state.evaluator().llm_calls_per_sample(metric_names)))
        store_caption = st.empty()  # rewritten when a run finishes, so it never lags the progress bar
        store_caption.caption(tr("batch.store", run=run.id, db=store.describe(), done=run.counts["records"],
                                 total=summary["rows"]) if run else tr("batch.store_new", db=store.describe()))

        runs.render_estimate(state.evaluator(), dataset, metric_names, store)  # the cost, before anything is sent
        b1, b2, b3 = st.columns([1, 1, 2])
        go = b1.button(tr("batch.run") if done == 0 else tr("batch.resume"), type="primary",
                       icon=":material/play_arrow:", key="batch_run", disabled=done >= summary["valid"])
        if run is not None and not go:
            runs.render_delete_run(store, run, b3)
        if deleted := st.session_state.pop("_batch_deleted", None):
            st.success(tr("batch.deleted", run=deleted[0], n=deleted[1]))
        if st.session_state.get("batch_running") and not go:  # the last run was cancelled or cut off
            st.warning(tr("batch.interrupted", done=run.counts["records"] if run else 0, total=summary["rows"]))
        st.session_state.batch_running = False
        if go:
            run = runs.run_batch_controls(state.evaluator(), dataset, inp["name"], metric_names, b2.empty(),
                                          resume=run.id if run else None)
            store_caption.caption(tr("batch.store", run=run.id, db=store.describe(), done=run.counts["records"],
                                     total=summary["rows"]))
        runs.associate_run(inp["name"], run)

st.divider()
current = runs.render_past_runs(has_input=bool(inp), lg=LANG)
if current is not None and current.counts.get("records"):
    # the run, never its records: the tuning page reads it by id
    st.session_state.batch_shown_run = runs.run_key(current)
    runs.render_batch_results(current, settings.thresholds)
elif not inp:
    st.info(tr("batch.empty"))
