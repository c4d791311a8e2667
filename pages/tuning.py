"""权重调优: re-score loaded results with new weights and thresholds, measure agreement with human labels, fit, save."""
import numpy as np
import streamlit as st

from earag.analysis.tuning import (
    agreement,
    dimension_pass_counts,
    level_changes,
    level_distribution,
    rescore,
    threshold_flips,
)
from earag.errors import EaragError
from earag.scoring import DEFAULT_CUTOFFS, level_cutoffs
from earag.types import DIMENSIONS
from ui import dashboard as dash
from ui import labelling, layout, runs, state
from ui.i18n import dim_label, level_label
from ui.state import tr

layout.page_header("tuning")
settings = state.settings()
lg = state.lang()
CUT_LEVELS = ("excellent", "good", "fair")  # lower bounds of 优秀/良好/一般; 较差 is everything below

s1, s2, s3 = st.columns([2, 1.2, 1.2], vertical_alignment="bottom")
up = s1.file_uploader(tr("tune.upload"), type=["jsonl"], key="tune_upload")
if up is not None and st.session_state.get("tune_upload_id") != up.file_id:
    with layout.guard(tr("err.where_upload", name=up.name)):
        runs.use_tuning_upload(dash.records_from_bytes(up.getvalue(), up.name), up.name)
        st.session_state.tune_upload_id = up.file_id
if s2.button(tr("tune.use_batch"), disabled=not st.session_state.get("batch_shown_run"), width="stretch",
             key="tune_use_batch"):
    runs.use_tuning_run(st.session_state.batch_shown_run)
if s3.button(tr("tune.run_sample"), icon=":material/play_arrow:", key="tune_run_sample", width="stretch"):
    with layout.guard(tr("err.where_samples")), st.spinner(tr("tune.running_sample")):
        ev = state.evaluator(offline_flag=True)
        data, name = state.sample_set_bytes()
        dataset = state.load_dataset_cached(data, name, "{}", settings.evaluation.performance.max_text_length)
        run = runs.run_offline_sample(ev, dataset, name)
        runs.use_tuning_run(runs.run_key(run), f"{name} (offline)")

runs.render_tuning_run_picker()
labelling.render_label_fit(settings.weights)  # fit on a run's stored labels (the 标注 page), no file needed

table, source = runs.tuning_table()
if table is None:
    st.info(tr("tune.empty"))
    st.stop()
df = table.scored  # the scored rows of the cached table: shared, read-only (every step below makes new frames)
st.caption(tr("tune.source", source=source, n=len(df)))

# relevancy: the threshold of the embedder that produced these rows (the one the result page and report use)
configured = runs.run_thresholds(table, settings.thresholds)
defaults = {**{f"w_{d}": v for d, v in settings.weights.items()}, **{f"th_{d}": v for d, v in configured.items()},
            **{f"cut_{lv}": v for lv, v in zip(CUT_LEVELS, DEFAULT_CUTOFFS)}}
for k, v in defaults.items():
    st.session_state.setdefault(f"keep_{k}", float(v))
if st.session_state.get("tune_rel_default") != defaults["th_relevancy"]:  # another run, another embedder's scale
    st.session_state["keep_th_relevancy"] = float(defaults["th_relevancy"])
    st.session_state["tune_rel_default"] = defaults["th_relevancy"]


def set_sliders(values: dict) -> None:
    for k, v in values.items():
        st.session_state[f"keep_{k}"] = float(np.clip(round(v, 2), -1 if k.startswith("w_") else 0, 1))
    st.session_state.pop("tune_fit_note", None)


st.subheader(tr("tune.weights"))
wcols = st.columns(len(DIMENSIONS))
weights = {d: col.slider(dim_label(d, lg), -1.0, 1.0, step=0.01, key=f"keep_w_{d}") for col, d in zip(wcols, DIMENSIONS)}
st.markdown(f"**{tr('tune.thresholds')}**")
tcols = st.columns(len(DIMENSIONS) + 1)
thresholds = {d: col.slider(tr("dim.overall") if d == "overall" else dim_label(d, lg), 0.0, 1.0, step=0.01,
                            key=f"keep_th_{d}") for col, d in zip(tcols, [*DIMENSIONS, "overall"])}
st.markdown(f"**{tr('tune.cutoffs')}**")
ccols = st.columns([1, 1, 1, 3])
cut = [col.slider(tr(f"tune.cut_{lv}"), 0.0, 1.0, step=0.01, key=f"keep_cut_{lv}") for col, lv in zip(ccols, CUT_LEVELS)]
cutoffs = DEFAULT_CUTOFFS
try:
    level_cutoffs(cut)
    cutoffs = tuple(cut)
except EaragError:
    ccols[3].warning(tr("tune.cutoffs_order"), icon=":material/swap_vert:")
if tuple(cut) != tuple(DEFAULT_CUTOFFS):
    ccols[3].caption(tr("tune.cutoffs_note"))
st.button(tr("tune.reset"), on_click=set_sliders, args=(defaults,), icon=":material/undo:")

after = rescore(df, weights, thresholds, cutoffs)
changes = level_changes(df, after)
for column in ("old_level", "new_level"):  # the reader's language (the frame holds seed 002's level words)
    changes[column] = changes[column].map({v: level_label(v, lg) for v in set(changes[column]) if v}).fillna("—")

# Per dimension: how many pass and fail now, and which samples flip against the configured thresholds.
configured = {d: float(v) for d, v in configured.items()}
counts = dimension_pass_counts(df.assign(overall_score=after["overall_score"]), thresholds, configured)
flips = threshold_flips(df.assign(overall_score=after["overall_score"]), configured, thresholds)
with st.container(border=True):
    st.markdown(f"**{tr('tune.pass_fail')}**")
    pcols = st.columns(len(counts))
    for col, row in zip(pcols, counts.itertuples()):
        label = tr("dim.overall") if row.dimension == "overall" else dim_label(row.dimension, lg)
        moved = row.to_fail + row.to_pass
        col.metric(label, tr("tune.pass_of", passed=row.passed, n=row.passed + row.failed),
                   delta=tr("tune.flip_delta", to_pass=row.to_pass, to_fail=row.to_fail) if moved else None,
                   delta_color="off", help=tr("tune.pass_help", threshold=f"{row.threshold:.2f}",
                                              before=f"{row.before_threshold:.2f}", failed=row.failed,
                                              missing=row.missing))
    if flips.empty:
        st.caption(tr("tune.no_flips"))
    else:
        shown = flips.assign(dimension=[tr("dim.overall") if d == "overall" else dim_label(d, lg) for d in flips["dimension"]],
                             now=[tr(f"tune.now_{v}") for v in flips["now"]])
        with st.expander(tr("tune.flips", n=flips["id"].nunique(), k=len(flips)), expanded=len(flips) <= 8):
            st.dataframe(shown, hide_index=True, width="stretch", column_config={
                "id": "ID", "question": st.column_config.TextColumn(tr("col.question"), width="large"),
                "dimension": tr("col.dimension"), "score": st.column_config.NumberColumn(tr("col.score"), format="%.3f"),
                "before_threshold": st.column_config.NumberColumn(tr("tune.col_config_threshold"), format="%.2f"),
                "after_threshold": st.column_config.NumberColumn(tr("tune.col_new_threshold"), format="%.2f"),
                "now": tr("tune.col_now")})

warn_before, warn_after = int(df["quality_warning"].fillna(False).sum()), int(after["quality_warning"].fillna(False).sum())
m = st.columns(4)
m[0].metric(tr("tune.mean_before"), f"{df['overall_score'].mean():.3f}")
m[1].metric(tr("tune.mean_after"), f"{after['overall_score'].mean():.3f}",
            delta=runs.metric_delta(after["overall_score"].mean(), df["overall_score"].mean()))
m[2].metric(tr("tune.warnings_after"), warn_after, delta=runs.metric_delta(warn_after, warn_before, "{:+d}"), delta_color="inverse")
m[3].metric(tr("tune.changed"), len(changes))
c1, c2 = st.columns(2)
before_levels = runs.table_memo(table, "levels", lambda: level_distribution(df["quality_level"]))
c1.plotly_chart(runs.level_distribution_figure(before_levels, level_distribution(after["quality_level"]), lg),
                key="tune_dist")
with c2:
    st.markdown(f"**{tr('tune.changed_rows')}**")
    # levels before scores: in half the page width the first columns are the ones always in view
    st.dataframe(changes, hide_index=True, width="stretch", height=290,
                 column_order=["id", "old_level", "new_level", "question", "old_score", "new_score", "score_change"],
                 column_config={
        "id": "ID", "question": st.column_config.TextColumn(tr("col.question"), width="medium"), "old_level": tr("tune.col_old_level"), "new_level": tr("tune.col_new_level"),
        "old_score": st.column_config.NumberColumn(tr("tune.col_old_score"), format="%.3f"),
        "new_score": st.column_config.NumberColumn(tr("tune.col_new_score"), format="%.3f"),
        "score_change": st.column_config.NumberColumn(tr("tune.col_change"), format="%+.3f")})

if df["human_score"].notna().any() or df["human_level"].notna().any():
    before = runs.table_memo(table, "agreement", lambda: agreement(df["overall_score"], df["quality_level"],
                                                                   df["human_score"], df["human_level"]))
    runs.render_agreement(df, after, weights, on_apply=set_sliders, before=before)
else:
    st.info(tr("tune.no_labels"))

saved = dict(thresholds)
if abs(configured["relevancy"] - float(settings.thresholds["relevancy"])) > 1e-9:
    # the rows' relevancy is on a calibrated embedder's scale: its threshold is not thresholds.relevancy (BGE-M3)
    saved.pop("relevancy")
    st.caption(tr("tune.rel_calibrated", threshold=f"{configured['relevancy']:.2f}"))
runs.render_save_config(weights, saved)
