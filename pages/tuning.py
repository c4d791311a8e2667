"""权重调优: re-score loaded results with new weights and thresholds, measure agreement with human labels, fit, save."""
import numpy as np
import streamlit as st

from earag.analysis.frames import records_to_frame
from earag.analysis.tuning import level_changes, level_distribution, rescore
from earag.runs.datasets import ResultStore
from earag.types import DIMENSIONS
from ui import charts, layout, runs, state
from ui import dashboard as dash
from ui.i18n import dim_label
from ui.state import tr

layout.page_header("tuning")
settings = state.settings()
lg = state.lang()

s1, s2, s3 = st.columns([2, 1.2, 1.2], vertical_alignment="bottom")
up = s1.file_uploader(tr("tune.upload"), type=["jsonl"], key="tune_upload")
if up is not None and st.session_state.get("tune_upload_id") != up.file_id:
    with layout.guard(tr("err.where_upload", name=up.name)):
        st.session_state.tune_records = dash.records_from_bytes(up.getvalue(), up.name)
        st.session_state.tune_upload_id, st.session_state.tune_source = up.file_id, up.name
        st.session_state.fit = None
if s2.button(tr("tune.use_batch"), disabled=not st.session_state.get("batch_records"), width="stretch"):
    st.session_state.tune_records = st.session_state.batch_records
    st.session_state.tune_source = st.session_state.get("batch_name", "batch")
    st.session_state.fit = None
if s3.button(tr("tune.run_sample"), icon=":material/play_arrow:", key="tune_run_sample", width="stretch"):
    with layout.guard(tr("err.where_samples")), st.spinner(tr("tune.running_sample")):
        ev = state.evaluator(offline_flag=True)
        data, name = state.sample_set_bytes()
        dataset = state.load_dataset_cached(data, name, "{}", settings.evaluation.performance.max_text_length)
        store = ResultStore(dash.results_path(dataset, name, settings.to_yaml(), True))
        dash.write_run_meta(store.path, dataset_name=name, evaluator=ev, offline=True)
        dash.run_batch(ev, dataset, store)
        st.session_state.tune_records, st.session_state.tune_source = store.records(), f"{name} (offline)"
        st.session_state.fit = None

records = st.session_state.get("tune_records") or st.session_state.get("batch_records")
if not records:
    st.info(tr("tune.empty"))
    st.stop()
df = records_to_frame(records)
df = df[df["status"] == "ok"].reset_index(drop=True)
st.caption(tr("tune.source", source=st.session_state.get("tune_source") or st.session_state.get("batch_name", ""), n=len(df)))

defaults = {**{f"w_{d}": v for d, v in settings.weights.items()}, **{f"th_{d}": v for d, v in settings.thresholds.items()}}
for k, v in defaults.items():
    st.session_state.setdefault(f"keep_{k}", float(v))


def set_sliders(values: dict) -> None:
    for k, v in values.items():
        st.session_state[f"keep_{k}"] = float(np.clip(round(v, 2), -1 if k.startswith("w_") else 0, 1))


st.subheader(tr("tune.weights"))
wcols = st.columns(len(DIMENSIONS))
weights = {d: col.slider(dim_label(d, lg), -1.0, 1.0, step=0.01, key=f"keep_w_{d}") for col, d in zip(wcols, DIMENSIONS)}
with st.expander(tr("tune.thresholds"), expanded=False):
    tcols = st.columns(len(DIMENSIONS) + 1)
    thresholds = {d: col.slider(tr("dim.overall") if d == "overall" else dim_label(d, lg), 0.0, 1.0, step=0.01,
                                key=f"keep_th_{d}") for col, d in zip(tcols, [*DIMENSIONS, "overall"])}
st.button(tr("tune.reset"), on_click=set_sliders, args=(defaults,), icon=":material/undo:")

after = rescore(df, weights, thresholds)
changes = level_changes(df, after)

warn_before, warn_after = int(df["quality_warning"].fillna(False).sum()), int(after["quality_warning"].fillna(False).sum())
m = st.columns(4)
m[0].metric(tr("tune.mean_before"), f"{df['overall_score'].mean():.3f}")
m[1].metric(tr("tune.mean_after"), f"{after['overall_score'].mean():.3f}",
            delta=runs.metric_delta(after["overall_score"].mean(), df["overall_score"].mean()))
m[2].metric(tr("tune.warnings_after"), warn_after, delta=runs.metric_delta(warn_after, warn_before, "{:+d}"), delta_color="inverse")
m[3].metric(tr("tune.changed"), len(changes))
c1, c2 = st.columns(2)
c1.plotly_chart(charts.level_distribution_figure(level_distribution(df["quality_level"]),
                                                 level_distribution(after["quality_level"]), lg), key="tune_dist")
with c2:
    st.markdown(f"**{tr('tune.changed_rows')}**")
    st.dataframe(changes, hide_index=True, width="stretch", height=290, column_config={
        "id": "ID", "question": tr("col.question"), "old_level": tr("tune.col_old_level"), "new_level": tr("tune.col_new_level"),
        "old_score": st.column_config.NumberColumn(tr("tune.col_old_score"), format="%.3f"),
        "new_score": st.column_config.NumberColumn(tr("tune.col_new_score"), format="%.3f"),
        "score_change": st.column_config.NumberColumn(tr("tune.col_change"), format="%+.3f")})

if df["human_score"].notna().any() or df["human_level"].notna().any():
    runs.render_agreement(df, after, weights, on_apply=set_sliders)
else:
    st.info(tr("tune.no_labels"))

runs.render_save_config(weights, thresholds)
