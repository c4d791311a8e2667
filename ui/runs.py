"""Views of many results: what a run actually ran on, batch table and charts, run controls, agreement, comparison.

Also the tuned-config save panel of the tuning page and the export buttons of the batch page.
"""
from __future__ import annotations

import gc
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import streamlit as st
from streamlit.runtime.scriptrunner import RerunException, StopException

from earag.analysis.compare import compare_runs, run_differences, run_profile
from earag.analysis.frames import below_threshold, dimension_matrix, filter_frame, records_to_frame
from earag.analysis.tuning import agreement, weights_to_yaml
from earag.enums import FAILURE_STATUSES, ProvenanceStatus
from earag.errors import InputError
from earag.labels.fit import fit_scored_rows
from earag.messages import Message
from earag.report import report_filename
from earag.runs.estimate import estimate_run
from earag.runs.lifecycle import claim_run
from earag.runs.store import default_db_url, open_store
from earag.runs.usage import NONE_SHOWN, record_usage, sum_usage, usage_columns
from earag.scoring import LEVEL_NAMES
from earag.types import DIMENSIONS
from ui import charts
from ui import dashboard as dash
from ui.components import backend_text, fmt, render_result, run_report_bytes
from ui.i18n import dim_label, level_label, metric_label, run_status_label, say, t
from ui.layout import guard, md_text, show_error_record
from ui.records import RunTable, backends_ran, run_table, status_counts
from ui.state import lang, offline, settings, tr

CAPTION_KINDS = ("llm", "faithfulness_judge", "embeddings", "graph")
# What a Stop or Cancel click raises inside a running batch (Streamlit stops or reruns the script): a cancel.
STOPS: tuple[type[BaseException], ...] = (RerunException, StopException)


def backends_text(records: Sequence[Mapping[str, Any]], lang: str = "zh", kinds: Sequence[str] = CAPTION_KINDS,
                  statuses: bool = True) -> str:
    """'LLM 评审: 离线 (52) · …' — counted from what each record says actually produced it, never the configured
    backend; then how many numbers came from a fallback, a partial judge or the cache."""
    return counts_text(backends_ran(records), status_counts(records) if statuses else {}, lang, kinds)


def counts_text(ran: Mapping[str, Any], status: Mapping[str, Any], lang: str = "zh",
                kinds: Sequence[str] = CAPTION_KINDS) -> str:
    """backends_text from counts already made (a RunTable's backends and statuses)."""
    parts = [f"{t('backend.' + kind, lang)}: " + ", ".join(f"{backend_text(name, lang)} ({n})"
                                                          for name, n in ran[kind].most_common())
             for kind in kinds if kind in ran]
    for key, kept in (("batch.fallback_counts", FAILURE_STATUSES),
                      ("batch.partial_counts", (ProvenanceStatus.PARTIAL,)),
                      ("batch.cache_counts", (ProvenanceStatus.CACHE,))):
        counts = {d: sum(c.get(s, 0) for s in kept) for d, c in status.items()}
        if any(counts.values()):
            parts.append(t(key, lang) + ", ".join(f"{dim_label(d, lang)} {n}" for d, n in counts.items() if n))
    return " · ".join(parts)


# --- the run store ------------------------------------------------------------------------------------------

@st.cache_resource(show_spinner=False)
def _store(url: str):
    return open_store(url)


def run_store():
    """The run store of this deployment ($EARAG_DB_URL, else results/earag_runs.sqlite3), one per server."""
    return _store(default_db_url())


@st.cache_data(show_spinner=False, max_entries=8)
def _run_records(url: str, run_id: str, n_records: int, status: str) -> list[dict[str, Any]]:
    return _store(url).records(run_id)


def run_records(run) -> list[dict[str, Any]]:
    """A run's records, read once per (run, record count, status) — not on every rerun. For Compare; the batch and
    tuning pages read the compact run_table instead."""
    return _run_records(run_store().url, run.id, run.counts.get("records", 0), run.status)


def run_key(run) -> dict[str, Any]:
    """What the session keeps of a run it shows: the id and what makes its table current — never its records."""
    return {"id": run.id, "records": int(run.counts.get("records", 0)), "status": run.status, "name": run.name}


# A resource, not data: st.cache_data would copy (unpickle) the table on every rerun; this one is shared, read-only.
@st.cache_resource(show_spinner=False, max_entries=4)
def _run_table(url: str, run_id: str, n_records: int, status: str) -> RunTable:
    table = run_table(_store(url).iter_records(run_id))
    settle_heap()
    return table


def cached_run_table(key: Mapping[str, Any]) -> RunTable:
    """A run's RunTable, built once per (run id, record count, status) from the store's records read in pages."""
    return _run_table(run_store().url, key["id"], key["records"], key["status"])


def run_label(run, lg: str | None = None) -> str:
    """A run for a picker: data set, start time, status, rows scored, mean, and the judge/embedder it used."""
    lg = lg or lang()
    mean = "—" if run.mean_overall is None else f"{run.mean_overall:.3f}"
    text = t("runs.label", lg, name=run.name, started=run.started.replace("T", " "),
             status=run_status_label(run.status, lg), scored=run.counts.get("scored", 0), rows=run.total_rows,
             mean=mean)
    used = run_backends_text(run, lg)
    return f"{text} · {used}" if used else text


def run_backends_text(run, lg: str, kinds: Sequence[str] = ("llm", "embeddings")) -> str:
    """'LLM 评审: 离线 (52) · 嵌入模型: …' from what produced the run's scored records (never the configured)."""
    return " · ".join(f"{t('backend.' + kind, lg)}: " + ", ".join(
        f"{backend_text(name, lg)} ({n})" for name, n in sorted(run.backends_used[kind].items(), key=lambda x: -x[1]))
        for kind in kinds if run.backends_used.get(kind))


def usage_text(usage: Mapping[str, Any] | None, lg: str) -> str:
    """What a run's judge cost, in `lg`: calls (per sample), prompt + output tokens, cache hits; "—" when its records
    did not record it."""
    if not usage or not usage.get("records"):
        return NONE_SHOWN
    def n(value: int | None) -> str:
        return NONE_SHOWN if value is None else f"{value:,}"

    per = usage.get("calls_per_sample")
    return t("usage.line", lg, calls=n(usage.get("llm_calls")), per=NONE_SHOWN if per is None else f"{per:.2f}",
             prompt=n(usage.get("prompt_tokens")), output=n(usage.get("output_tokens")),
             cached=n(usage.get("cached_calls")))


ESTIMATE_ROWS = 2000   # the batch page counts the tokens of this many rows and scales up (a rerun stays quick)


def render_estimate(evaluator: Any, dataset: Any, metric_names: Sequence[str], store: Any) -> None:
    """The cost of the run before its button (earag.runs.estimate): calls, tokens, time; nothing is sent."""
    valid = dataset.valid
    est = estimate_run([r.sample for r in valid[:ESTIMATE_ROWS]], evaluator.settings, metrics=list(metric_names),
                       evaluator=evaluator, runs=store.list_runs(50), total_samples=len(valid))
    if not est["calls"]:
        st.caption(tr("batch.estimate_none"))
        return
    text = tr("batch.estimate", calls=f"{est['calls']:,}", per=est["calls_per_sample"]["total"],
              prompt=f"{est['prompt_tokens']:,}", output=f"{est['output_tokens']:,}", method=est["token_method"])
    if est["seconds"] is not None:
        text += tr("batch.estimate_time", time=dash.format_duration(est["seconds"]),
                   source=tr("batch.estimate_time_measured", latency=est["latency"]))
    text += tr("batch.estimate_max", time=dash.format_duration(est["seconds_max"]))
    st.caption(text)


def runs_frame(runs: Sequence[Any], lg: str) -> pd.DataFrame:
    """The past-runs table: one row per run, newest first."""
    return pd.DataFrame([{
        "started": r.started.replace("T", " "), "name": r.name, "status": run_status_label(r.status, lg),
        "rows": f"{r.counts.get('records', 0)}/{r.total_rows}", "scored": r.counts.get("scored", 0),
        "errors": r.counts.get("errors", 0), "fallback": r.counts.get("fallback", 0), "mean": r.mean_overall,
        "llm": run_backends_text(r, lg, ("llm",)).partition(": ")[2] or "—",
        "embeddings": run_backends_text(r, lg, ("embeddings",)).partition(": ")[2] or "—",
        **usage_columns(r.usage), "id": r.id} for r in runs],
        columns=["started", "name", "status", "rows", "scored", "errors", "fallback", "mean", "llm", "embeddings",
                 "calls", "tokens", "id"])


def render_runs_table(runs: Sequence[Any]) -> None:
    lg = lang()
    config = {c: tr(f"runs.col.{c}") for c in ("started", "name", "status", "rows", "scored", "errors", "fallback",
                                                "llm", "embeddings", "id")}
    # what the judge cost: calls · per sample, prompt + output tokens; — for runs that did not record it
    config["calls"] = st.column_config.TextColumn(tr("runs.col.calls"), help=tr("runs.col.calls_help"))
    config["tokens"] = st.column_config.TextColumn(tr("runs.col.tokens"), help=tr("runs.col.tokens_help"))
    config["mean"] = st.column_config.NumberColumn(tr("runs.col.mean"), format="%.3f")
    config["name"] = st.column_config.TextColumn(tr("runs.col.name"), width="medium")
    st.dataframe(runs_frame(runs, lg), hide_index=True, width="stretch", column_config=config,
                 height=min(38 + 35 * len(runs), 260))


def metric_delta(new, old, fmt_: str = "{:+.3f}"):
    """A metric delta, or none when nothing moved (a green '+0.000' arrow reads like an improvement)."""
    return None if new is None or old is None or abs(new - old) < 1e-9 else fmt_.format(new - old)


def result_choice_label(row: pd.Series) -> str:
    q = str(row.get("question") or "")
    q = q[:40] + ("…" if len(q) > 40 else "")
    return f"{row.get('id')} · {fmt(row.get('overall_score'))} · {level_label(row.get('quality_level'), lang())} · {q}"


def metric_column_config(names: list[str]) -> dict[str, Any]:
    """Result-table columns of extra metrics: their label, seconds for latency (lower is better), else 0–1."""
    lg = lang()
    info = {m["name"]: m for m in dash.metric_catalog()}
    config = {}
    for name in names:
        m = info.get(name, {})
        if m.get("unit"):
            lower = not m.get("higher_is_better", True)
            config[name] = st.column_config.NumberColumn(metric_label(name, lg), format=f"%.2f {m['unit']}",
                                                         help=tr("mres.lower_better") if lower else None)
        else:
            config[name] = st.column_config.NumberColumn(metric_label(name, lg), format="%.3f")
    return config


def render_metric_means(means: Mapping[str, Mapping[str, Any]]) -> None:
    """Aggregate view of the extra metrics (dash.metric_means of a run): means by group, and raw-unit means
    (latency) as numbers."""
    if not means:
        return
    lg = lang()
    st.plotly_chart(charts.metric_means_figure(means, lg), key="agg_metric_means", width="stretch")
    raw = {n: m for n, m in means.items() if m.get("unit") and m.get("mean") is not None}
    for col, (name, m) in zip(st.columns(max(1, len(raw))), raw.items()):
        col.metric(f"{metric_label(name, lg)} · {tr('chart.metric_mean')}",
                   charts.format_metric_score(m["mean"], m["unit"]),
                   help=tr("mres.lower_better") if not m.get("higher_is_better", True) else None)
    st.caption(tr("mres.means_note"))


def run_batch_controls(run_ev, dataset, name: str, metrics: list[str], cancel_slot, resume: str | None):
    """Run (or resume) a data set into the run store with a progress bar; a Cancel click reruns the page, which
    stops the loop, and every finished row is already in the store. Returns the run."""
    store = run_store()
    cancel_slot.button(tr("batch.cancel"), icon=":material/stop:", key="batch_cancel")
    bar = st.progress(0.0, text=tr("batch.starting"))
    claimed = claim_run(store, dataset, name=name, evaluator=run_ev, offline=offline(), metrics=metrics,
                        resume=resume or False, origin="dashboard", cancel_on=STOPS)
    st.session_state.batch_running = claimed.id

    def show(p) -> None:
        bar.progress(p.rows_done / max(1, p.rows), text=tr(
            "batch.progress", rows_done=p.rows_done, rows=p.rows, done=p.done, total=p.total, errors=p.errors,
            elapsed=dash.format_duration(p.elapsed), eta=dash.format_duration(p.eta)))

    # the lifecycle releases the run: a Stop (a rerun raised in `show`) cancels it, keeping every finished row
    outcome = claimed.execute(lambda: dash.run_batch(run_ev, dataset, store, claimed.id, on_progress=show,
                                                     on_start=show, metrics=metrics))
    run, progress = outcome.run, outcome.progress
    st.session_state.batch_running = False
    cancel_slot.empty()
    bar.progress(1.0, text=tr("batch.finished", done=progress.done, skipped=progress.skipped, invalid=progress.invalid,
                              errors=progress.errors, elapsed=dash.format_duration(progress.elapsed),
                              rows_done=progress.rows_done, rows=progress.rows))
    return run


def below_mask(df: pd.DataFrame, below: Sequence[str], thresholds: Mapping[str, float],
               relevancy: Sequence[float | None] | None = None) -> pd.Series:
    """Rows below threshold on ANY of `below` (hallucination: above). Relevancy is compared row by row with
    `relevancy` (each record's calibrated threshold, in df's row order) when given."""
    flags = below_threshold(df, thresholds)
    if relevancy is not None and "relevancy" in df.columns:
        limits = pd.Series([float("nan") if v is None else float(v) for v in relevancy], index=df.index)
        flags["relevancy"] = (df["relevancy"].astype(float) < limits).fillna(False)  # NaN: not flagged
    unknown = [d for d in below if d not in flags.columns]
    if unknown:
        raise InputError(Message("ui.threshold_flag_unknown", {"unknown": str(unknown), "known": str(list(flags.columns))}),
                         field="thresholds")
    return flags[list(below)].any(axis=1) if below else pd.Series(True, index=df.index)


def run_thresholds(table: RunTable, thresholds: Mapping[str, float]) -> dict[str, float]:
    """Thresholds for a run's aggregate charts: relevancy is the records' calibrated one (the most common, when
    rows came from different embedders)."""
    out = dict(thresholds)
    rel = table.relevancy_thresholds(settings(), thresholds.get("relevancy"))
    rel = rel[~np.isnan(rel)]
    if len(rel):
        values, counts = np.unique(rel, return_counts=True)
        out["relevancy"] = float(values[np.argmax(counts)])
    return out


def render_batch_results(run, thresholds: dict[str, float]) -> None:
    """Summary metrics, a filterable table with drill-down, aggregate charts and exports of a run in the store.

    Everything but the drill-down reads the run's cached RunTable; the drill-down reads its one record from the
    store; the exports and the report read the store when their button is clicked."""
    key = run_key(run)
    table = cached_run_table(key)
    df, metric_cols = table.frame, list(table.metric_cols)
    ok = (df["status"] == "ok").to_numpy()
    n_scored = int(ok.sum())
    st.subheader(tr("batch.results", name=md_text(run.name)))  # a name is data, not Markdown
    st.caption(f"{tr('runs.col.id')}: {run.id} · {tr('runs.col.status')}: {run_status_label(run.status, lang())} · "
               f"{tr('runs.col.started')}: {run.started.replace('T', ' ')}")
    m = st.columns(5)
    m[0].metric(tr("batch.n_records"), len(df))
    m[1].metric(tr("batch.n_scored"), n_scored)
    m[2].metric(tr("batch.n_errors"), int((df["status"] == "error").sum()))
    m[3].metric(tr("batch.mean_overall"), fmt(table.scored["overall_score"].mean()) if n_scored else "—")
    m[4].metric(tr("batch.n_warning"), int(table.scored["quality_warning"].fillna(False).sum()))
    st.caption(counts_text(table.backends, table.statuses, lang()))
    tab_table, tab_charts, tab_export = st.tabs([tr("batch.tab_table"), tr("batch.tab_charts"), tr("batch.tab_export")])
    with tab_table:
        _result_table(table, metric_cols, thresholds, run.id)
    with tab_charts:
        _aggregate_charts(key, table, run_thresholds(table, thresholds))
    with tab_export:
        st.caption(tr("batch.export_help"))
        stem = (Path(run.name or "results").stem or "results") + f"-{run.id}"
        store = run_store()
        for col, fmt_, mime in zip(st.columns(3), ("csv", "jsonl", "xlsx"), (
                "text/csv", "application/jsonl", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")):
            with col:  # built only when clicked, streamed from the store: an Excel file of a large run takes a moment
                col.download_button(tr("batch.export_as", fmt=fmt_.upper()),
                                    lambda f=fmt_: dash.export_bytes(store.iter_records(run.id), f),
                                    file_name=f"{stem}-earag.{fmt_}", mime=mime, key=f"export_{fmt_}",
                                    icon=":material/download:", width="stretch", on_click="ignore")
        meta = {"name": run.name, "run_id": run.id, **{k: run.meta.get(k) for k in ("offline", "metrics", "weights")
                                                      if k in run.meta}}
        _report_button(store, run.id, meta, key="batch_report")


def _report_button(store, run_id: str, meta: Mapping[str, Any], key: str) -> None:
    """components.report_download_button for a run in the store: the HTML is rendered only when clicked."""
    lg = lang()
    meta = dict(meta)
    s = settings()
    meta.setdefault("weights", dict(s.weights))
    meta.setdefault("thresholds", dict(s.thresholds))
    name = str(meta.get("name") or meta.get("run_id") or "earag_run")
    st.download_button(tr("res.download_run_report"), lambda: run_report_bytes(store.iter_records(run_id), meta, lg),
                       file_name=report_filename(name, "report"), mime="text/html", key=key, on_click="ignore",
                       icon=":material/summarize:", help=tr("res.download_report_help"))


def choice_labels(view: pd.DataFrame, lg: str) -> list[str]:
    """result_choice_label of every row of `view`, column-wise (iterrows over 10,000 rows costs a rerun ~0.3 s)."""
    out = []
    for ident, score, level, question in zip(view["id"].tolist(), view["overall_score"].tolist(),
                                             view["quality_level"].tolist(), view["question"].tolist()):
        q = str(question or "")
        q = q[:40] + ("…" if len(q) > 40 else "")
        out.append(f"{ident} · {fmt(score)} · {level_label(level, lg)} · {q}")
    return out


def _result_table(table: RunTable, metric_cols: list[str], thresholds: dict[str, float], run_id: str) -> None:
    lg = lang()
    df = table.frame
    f1, f2, f3 = st.columns([1.2, 1.6, 1.2])
    levels = f1.multiselect(tr("batch.filter_level"), list(LEVEL_NAMES), key="flt_levels",
                            format_func=lambda v: level_label(v, lg), placeholder=tr("batch.any"))
    below = f2.multiselect(tr("batch.filter_below"), [*DIMENSIONS, "overall"], key="flt_below",
                           format_func=lambda d: t("dim.overall", lg) if d == "overall" else dim_label(d, lg),
                           placeholder=tr("batch.any"))
    text = f3.text_input(tr("batch.filter_text"), key="flt_text")
    if below:  # relevancy is compared with each record's own calibrated threshold, not the seed's one
        rel = table.relevancy_thresholds(settings(), thresholds.get("relevancy"))
        df = df[below_mask(df, below, thresholds, rel.tolist()).to_numpy()]
    view = filter_frame(df, levels=levels, text=text) if levels or text else df
    cols = ["id", "question", "overall_score", "quality_level", *DIMENSIONS, *metric_cols, "human_score",
            "human_level", "processing_time", "error"]
    if not table.frame["human_score"].notna().any() and not table.frame["human_level"].notna().any():
        cols = [c for c in cols if not c.startswith("human_")]
    config = {c: st.column_config.NumberColumn(dim_label(c, lg), format="%.3f") for c in DIMENSIONS}
    config.update(metric_column_config(metric_cols))
    config.update({
        "id": st.column_config.TextColumn("ID", width="small"),
        "question": st.column_config.TextColumn(tr("col.question"), width="large"),
        "overall_score": st.column_config.ProgressColumn(tr("dim.overall"), min_value=0, max_value=1, format="%.3f"),
        "quality_level": st.column_config.TextColumn(tr("res.level")),
        "human_score": st.column_config.NumberColumn(tr("col.human_score"), format="%.2f"),
        "human_level": st.column_config.TextColumn(tr("col.human_level")),
        "processing_time": st.column_config.NumberColumn(tr("col.time"), format="%.2f s"),
        "error": st.column_config.TextColumn(tr("col.error")),
    })
    st.caption(tr("batch.shown", n=len(view), total=len(table.frame)))
    shown = view[cols].copy()
    # levels in the reader's language (the records keep seed 002's words); an error row's scores are empty cells
    for col in ("quality_level", "human_level"):
        if col in shown.columns:
            shown[col] = [None if v is None or v != v else level_label(v, lg) for v in shown[col].tolist()]
    for col in ("overall_score", *DIMENSIONS, *metric_cols, "human_score", "processing_time"):
        if col in shown.columns:
            shown[col] = pd.to_numeric(shown[col], errors="coerce")
    if "error" in shown.columns:
        coded = [table.errors[i] if i < len(table.errors) else None for i in shown.index]   # frame rows keep their index
        shown["error"] = [None if v is None or v != v else say(v, lg, c) for v, c in zip(shown["error"].tolist(), coded)]
    event = st.dataframe(shown, hide_index=True, column_config=config, width="stretch", height=360,
                         on_select="rerun", selection_mode="single-row", key="batch_table")
    # the drill-down is keyed by input row: ids may repeat (duplicate rows are separate records)
    rows = [int(r) for r in view["row"].tolist()]
    picked = list(getattr(event, "selection", {}).get("rows", []) or [])
    if picked and picked[0] < len(rows) and st.session_state.get("_drill_sel") != rows[picked[0]]:
        st.session_state["_drill_sel"] = rows[picked[0]]
        st.session_state["drill_row"] = rows[picked[0]]  # set before the selectbox below is drawn
    if not rows:
        return
    if st.session_state.get("drill_row") not in rows:
        st.session_state.pop("drill_row", None)
    labels = dict(zip(rows, choice_labels(view, lg)))
    row = st.selectbox(tr("batch.drill"), rows, key="drill_row", format_func=labels.get, placeholder=tr("ui.choose"))
    rec = run_store().get_record(run_id, int(row)) if row is not None else None
    if rec and rec.get("earag_evaluation"):
        with st.container(border=True):
            st.markdown(f"**{tr('col.question')}**: {rec.get('question')}")
            if rec.get("human_level") or rec.get("human_score") is not None:
                st.caption(tr("eval.human_label", level=rec.get("human_level") or "—", score=rec.get("human_score")))
            render_result(rec["earag_evaluation"], {k: rec.get(k) for k in ("question", "answer", "contexts")},
                          key="drill", thresholds=thresholds)  # render_result puts in the record's relevancy threshold
    elif rec:
        show_error_record(rec.get("error"), tr("batch.drill"), rec.get("row"))


def _aggregate_charts(key: Mapping[str, Any], table: RunTable, thresholds: dict[str, float]) -> None:
    lg = lang()
    scored = table.scored
    if not len(scored):
        st.info(tr("batch.no_scored"))
        return
    radar, levels, hist, corr = _chart_specs(run_store().url, key["id"], key["records"], key["status"], lg,
                                             tuple(sorted(thresholds.items())), _table=table)
    c1, c2 = st.columns(2)
    c1.plotly_chart(radar, key="agg_radar", width="stretch")
    c2.plotly_chart(levels, key="agg_levels", width="stretch")
    st.plotly_chart(hist, key="agg_hist", width="stretch")
    st.plotly_chart(corr, key="agg_corr", width="stretch")
    render_metric_means(table.metric_means)


@st.cache_resource(show_spinner=False, max_entries=8)
def _chart_specs(url: str, run_id: str, n_records: int, status: str, lg: str, thresholds: tuple, _table: RunTable):
    """The four aggregate figures of a run, drawn once per (run, language, thresholds): a histogram of 10,000 rows
    takes longer to build than the rest of the page."""
    scored = _table.scored
    return (charts.mean_radar(scored, dict(thresholds), lg), charts.level_bar(scored, lg),
            charts.score_histograms(scored, lg), charts.correlation_heatmap(scored, lg))


# --- tuning -------------------------------------------------------------------------------------------------

def render_agreement(df: pd.DataFrame, after: pd.DataFrame, weights: dict[str, float], on_apply,
                     before: Mapping[str, Any] | None = None) -> None:
    """Agreement with human labels before/after re-scoring, confusion matrices, and the weight fit. `before` is
    the agreement of df as scored (given when already known: it does not change while the sliders move)."""
    lg = lang()
    st.subheader(tr("tune.agreement"))
    before_a = before if before is not None else agreement(df["overall_score"], df["quality_level"],
                                                           df["human_score"], df["human_level"])
    after_a = agreement(after["overall_score"], after["quality_level"], df["human_score"], df["human_level"])
    for col, k in zip(st.columns(5), ("accuracy", "kappa", "weighted_kappa", "spearman", "kendall")):
        b, v = before_a.get(k), after_a.get(k)
        col.metric(tr(f"agr.{k}"), "—" if v is None else f"{v:.3f}", delta=metric_delta(v, b),
                   help=tr("tune.before_was", v="—" if b is None else f"{b:.3f}"))
    st.caption(tr("tune.agreement_note", n=after_a["n"], n_scored=after_a["n_scored"]))
    c1, c2 = st.columns(2)
    c1.plotly_chart(_confusion_figure(before_a["confusion"], before_a["labels"], lg, tr("tune.confusion_before")),
                    key="cm_before")
    c2.plotly_chart(_confusion_figure(after_a["confusion"], after_a["labels"], lg, tr("tune.confusion_after")),
                    key="cm_after")
    if st.button(tr("tune.fit"), icon=":material/auto_fix_high:", key="tune_fit"):
        with guard(tr("tune.fit")):
            # the one procedure of every fit to labels (profile_fit's nested CV, shrunk toward the seed's weights)
            st.session_state.fit = fit_scored_rows(dimension_matrix(df), df["human_score"].tolist(),
                                                   df["human_level"].tolist(), weights).weights
    fit = st.session_state.get("fit")
    if fit is None:
        return
    # compared with the sliders as they are now: after 「应用拟合的权重」 the change column reads 0 everywhere
    weights_table = fit.to_frame()
    weights_table["original"] = [float(weights.get(d, 0.0)) for d in weights_table["dimension"]]
    weights_table["change"] = weights_table["fitted"] - weights_table["original"]
    applied = bool((weights_table["change"].abs() < 0.005).all())
    weights_table["dimension"] = [dim_label(d, lg) for d in weights_table["dimension"]]
    num = lambda label, fmt_="%.3f": st.column_config.NumberColumn(label, format=fmt_)  # noqa: E731
    agreement_table = fit.agreement_frame()
    agreement_table["evaluation"] = [tr(f"fit.{e}") for e in agreement_table["evaluation"]]
    f1, f2 = st.container(), st.container()  # one above the other: side by side, eight columns are cut at 1280 px
    f1.dataframe(weights_table, hide_index=True, width="stretch", column_config={
        "dimension": tr("col.dimension"), "original": num(tr("fit.current_sliders")), "fitted": num(tr("fit.fitted")),
        "change": num(tr("fit.change_needed"), "%+.3f"), "fold_std": num(tr("fit.fold_std"))})
    f2.dataframe(agreement_table, hide_index=True, width="stretch", column_config={
        "evaluation": tr("fit.evaluation"), "n": "n", "accuracy": num(tr("agr.accuracy")), "kappa": num(tr("agr.kappa")),
        "weighted_kappa": num(tr("agr.weighted_kappa")), "spearman": num(tr("agr.spearman")),
        "kendall": num(tr("agr.kendall")), "mae": num("MAE")})
    st.caption(tr("tune.fit_note", n=fit.n, folds=fit.folds))
    for z in fit.zeroed():
        corr = "—" if z["correlation"] is None else f"{z['correlation']:+.2f}"
        st.warning(tr(f"tune.zeroed.{z['reason']}", dim=dim_label(z["dimension"], lg), corr=corr,
                      was="—" if z["original"] is None else f"{z['original']:+.2f}"), icon=":material/block:")
    if applied:
        st.success(tr("tune.fit_applied"), icon=":material/done_all:")
    else:
        st.button(tr("tune.apply_fit"), on_click=on_apply, args=({f"w_{d}": w for d, w in fit.weights.items()},),
                  icon=":material/done_all:", key="tune_apply_fit")


def level_distribution_figure(before: Mapping[str, int], after: Mapping[str, int], lg: str):
    """charts.level_distribution_figure, drawn once per pair of counts (most slider steps move no level)."""
    return _level_distribution_cached(tuple(before.items()), tuple(after.items()), lg)


@st.cache_resource(show_spinner=False, max_entries=16)
def _level_distribution_cached(before: tuple, after: tuple, lg: str):
    return charts.level_distribution_figure(dict(before), dict(after), lg)


def table_memo(table: RunTable, name: str, make):
    """A value derived from a cached table once (e.g. the agreement before re-scoring), kept with the table."""
    if name not in table.memo:
        table.memo[name] = make()
    return table.memo[name]


def settle_heap() -> None:
    """After loading a large table: collect once, then freeze what is alive, so the collector never walks the
    loaded modules and tables again (a full collection of them costs ~0.1 s on 2 cores) while each rerun's
    garbage is still collected — memory stays flat across reruns without a full collection after each one."""
    gc.collect()
    gc.freeze()


def _confusion_figure(confusion, labels, lg: str, title: str):
    """charts.confusion_figure, drawn once per matrix: the 'before' one never changes while sliders move."""
    matrix = tuple(tuple(int(v) for v in row) for row in confusion)
    return _confusion_figure_cached(matrix, tuple(str(x) for x in labels), lg, title)


@st.cache_resource(show_spinner=False, max_entries=16)
def _confusion_figure_cached(matrix: tuple, labels: tuple, lg: str, title: str):
    return charts.confusion_figure([list(r) for r in matrix], list(labels), lg, title)


def render_save_config(weights: dict[str, float], thresholds: dict[str, float]) -> None:
    """Download the tuned YAML, write it beside the configuration, or overwrite the configuration after a check."""
    st.subheader(tr("tune.save"))
    with guard(tr("tune.save")):
        base = dash.active_config_path()
        base_text = base.read_text(encoding="utf-8") if base.exists() else None
        weights, thresholds = dict(weights), dict(thresholds)

        # made only when used (a click, the open preview): the round-trip edit costs ~30 ms, a third of a slider move
        def text() -> str:
            return weights_to_yaml(weights, thresholds, base_text)

        v1, v2 = st.columns(2)
        v1.download_button(tr("tune.download"), lambda: text().encode("utf-8"), file_name="earag_eval.tuned.yaml",
                           icon=":material/download:", width="stretch")
        if v2.button(tr("tune.write_tuned", path=dash.tuned_config_path().name), key="tune_write", width="stretch",
                     icon=":material/save:"):
            st.success(tr("tune.written", path=str(dash.save_config_yaml(text(), dash.tuned_config_path()))))
        o1, o2 = st.columns([2, 1], vertical_alignment="center")
        confirm = o1.checkbox(tr("tune.confirm_overwrite", path=base.name), key="tune_confirm")
        if o2.button(tr("tune.overwrite", path=base.name), disabled=not confirm, key="tune_overwrite", width="stretch",
                     icon=":material/warning:"):
            st.success(tr("tune.written", path=str(dash.save_config_yaml(text(), base, confirm_overwrite=True))))
            st.cache_resource.clear()
        preview = st.expander(tr("tune.yaml_preview"), key="tune_yaml_preview", on_change="rerun")
        if preview.open:
            preview.code(text(), language="yaml")


# --- comparing two runs -------------------------------------------------------------------------------------

def p_text(p: Any) -> str:
    """A p-value as '0.0123' (3 significant digits), or '—' when there is none (too few pairs, all equal)."""
    try:
        value = float(p)
    except (TypeError, ValueError):
        return "—"
    return "—" if value != value else f"{value:.3g}"


def summary_text(result, metric: str = "overall", lang: str = "zh") -> str:
    """One line on a compared metric in the reader's language: B−A with its interval and Wilcoxon p, and how
    many questions got better, worse or stayed the same."""
    m = result.metrics[metric]
    name = t("dim.overall", lang) if metric == "overall" else dim_label(metric, lang)
    if m.mean_diff is None:
        return t("cmp.summary_none", lang, metric=name)
    ci = "" if m.ci_diff is None else t("cmp.summary_ci", lang, pct=int(round(result.confidence * 100)),
                                        low=f"{m.ci_diff[0]:+.3f}", high=f"{m.ci_diff[1]:+.3f}")
    p = t("cmp.summary_p", lang, p=p_text(m.p_value))
    return t("cmp.summary", lang, metric=name, diff=f"{m.mean_diff:+.3f}", ci=ci, p=p, better=m.better,
             worse=m.worse, same=m.same)


def differences_text(differences: Sequence[Any], lg: str) -> str:
    """One line: what differs between the two runs (data, settings, backends), or that nothing recorded does."""
    if not differences:
        return t("cmp.differs_none", lg)
    sep = "；" if lg == "zh" else "; "
    return t("cmp.differs", lg, what=sep.join(f"{t('cmp.diff.' + d.kind, lg)} {d.detail}" for d in differences))


def render_comparison(rec_a: list[dict[str, Any]], rec_b: list[dict[str, Any]], run_a: Any = None,
                      run_b: Any = None) -> None:
    """Two runs side by side: paired means, what differs between them, what each actually ran on, charts, the
    table and the changed questions (`run_a`/`run_b`: the stored runs, for their data hash and settings)."""
    lg = lang()
    df_a, df_b = records_to_frame(rec_a), records_to_frame(rec_b)
    result = compare_runs(df_a, df_b)
    overall = result.metrics["overall"]
    m = st.columns(5)
    m[0].metric(tr("cmp.matched"), result.n_matched, help=tr("cmp.key", key=result.key))
    m[1].metric(tr("cmp.mean_a"), "—" if overall.mean_a is None else f"{overall.mean_a:.3f}")
    m[2].metric(tr("cmp.mean_b"), "—" if overall.mean_b is None else f"{overall.mean_b:.3f}",
                delta=None if overall.mean_diff is None else f"{overall.mean_diff:+.3f}")
    m[3].metric(tr("cmp.better"), overall.better)
    m[4].metric(tr("cmp.worse"), overall.worse)
    st.caption(summary_text(result, "overall", lg))
    st.markdown(differences_text(run_differences(run_profile(rec_a, run_a), run_profile(rec_b, run_b)), lg))
    st.caption(tr("cmp.backends", a=backends_text(rec_a, lg), b=backends_text(rec_b, lg)))
    st.caption(tr("cmp.usage", a=usage_text(sum_usage(map(record_usage, rec_a)), lg),
                  b=usage_text(sum_usage(map(record_usage, rec_b)), lg)))
    c1, c2 = st.columns(2)
    c1.plotly_chart(charts.compare_means_figure(result, lg, ("A", "B")), key="cmp_means")
    c2.plotly_chart(charts.paired_diff_figure(result, lg), key="cmp_diff")
    table = result.to_frame().reset_index()
    table["metric"] = [tr("dim.overall") if m == "overall" else dim_label(m, lg) for m in table["metric"]]
    table["p_value"] = [p_text(p) for p in table["p_value"]]  # text: a missing p reads "—", not "None"
    num = lambda label, fmt="%.3f": st.column_config.NumberColumn(label, format=fmt)  # noqa: E731
    st.dataframe(table, hide_index=True, width="stretch", column_order=[
        "metric", "mean_a", "ci_a_low", "ci_a_high", "mean_b", "ci_b_low", "ci_b_high", "mean_diff", "ci_diff_low",
        "ci_diff_high", "p_value", "better", "worse", "same"], column_config={
        "metric": tr("col.dimension"), "mean_a": num("A"), "ci_a_low": num("A CI−"), "ci_a_high": num("A CI+"),
        "mean_b": num("B"), "ci_b_low": num("B CI−"), "ci_b_high": num("B CI+"), "mean_diff": num("B − A", "%+.3f"),
        "ci_diff_low": num("Δ CI−", "%+.3f"), "ci_diff_high": num("Δ CI+", "%+.3f"),
        "p_value": st.column_config.TextColumn("Wilcoxon p"), "better": tr("cmp.better"), "worse": tr("cmp.worse"),
        "same": tr("cmp.same_n")})
    better, worse = result.changes_frame("better"), result.changes_frame("worse")
    frames = [f for f in (better, worse, result.changes_frame("same")) if not f.empty]
    paired = pd.concat(frames) if frames else better
    st.plotly_chart(charts.paired_scatter(paired, lg), key="cmp_scatter")
    changes_config = {"key": "ID", "question": tr("col.question"), "score_a": num("A"), "score_b": num("B"),
                      "diff": num("B − A", "%+.3f"), "level_a": tr("cmp.level_a"), "level_b": tr("cmp.level_b")}
    c1, c2 = st.columns(2)
    c1.markdown(f"**{tr('cmp.better_list', n=len(better))}**")
    c1.dataframe(better, hide_index=True, width="stretch", column_config=changes_config)
    c2.markdown(f"**{tr('cmp.worse_list', n=len(worse))}**")
    c2.dataframe(worse, hide_index=True, width="stretch", column_config=changes_config)
    if result.n_unmatched_a or result.n_unmatched_b:
        st.caption(tr("cmp.unmatched", a=result.n_unmatched_a, b=result.n_unmatched_b))


def default_pair(runs_: Sequence[Any]) -> tuple[str, str]:
    """(A, B) for Compare: the two newest runs of the same data set (A the older), else the two newest runs."""
    newest_first = list(runs_)
    for run in newest_first:
        same = [r for r in newest_first if r.dataset_fp == run.dataset_fp]
        if len(same) >= 2:
            return same[1].id, same[0].id
    return newest_first[1].id, newest_first[0].id


def use_tuning_run(key: Mapping[str, Any], source: str | None = None) -> None:
    """The tuning page re-scores this run (by id: its table is the cached one the batch page shows)."""
    st.session_state.tune_run, st.session_state.tune_source = dict(key), source or key.get("name") or key["id"]
    st.session_state.pop("tune_table", None)
    st.session_state.fit = None


def use_tuning_upload(records: Sequence[Mapping[str, Any]], name: str) -> None:
    """The tuning page re-scores an uploaded results file: its compact table is kept, the records are not."""
    st.session_state.tune_table, st.session_state.tune_source = run_table(records), name
    settle_heap()
    st.session_state.pop("tune_run", None)
    st.session_state.fit = None


def tuning_table() -> tuple[RunTable | None, str]:
    """What the tuning page re-scores and its name: an upload, a chosen run, else the run the batch page shows."""
    if st.session_state.get("tune_table") is not None:
        return st.session_state.tune_table, st.session_state.get("tune_source") or ""
    key = st.session_state.get("tune_run") or st.session_state.get("batch_shown_run")
    if not key:
        return None, ""
    table = cached_run_table(key)
    if not len(table.frame):  # the run was deleted since
        return None, ""
    return table, (st.session_state.get("tune_source") if st.session_state.get("tune_run") else None) or key["name"]


def run_offline_sample(evaluator, dataset, name: str):
    """The tuning page's "run the sample set offline": the same run store and runner as the batch page (a
    finished run of the same data and settings is reused as it is)."""
    store = run_store()
    claimed = claim_run(store, dataset, name=name, evaluator=evaluator, offline=True, resume=True, origin="dashboard",
                        cancel_on=STOPS)
    return claimed.execute(lambda: dash.run_batch(evaluator, dataset, store, claimed.id)).run


def render_delete_run(store, run, slot) -> None:
    """Delete a run only after a box naming it and its record count is ticked; the page then says what went."""
    with slot.popover(tr("batch.restart"), icon=":material/delete:", help=tr("batch.restart_help")):
        n = run.counts["records"]
        if st.checkbox(tr("batch.restart_confirm", run=run.id, n=n), key="batch_restart_confirm"):
            if st.button(tr("batch.restart"), type="primary", key="batch_restart"):
                deleted = store.delete_run(run.id)
                st.session_state["_batch_deleted"] = (run.id, deleted)
                st.session_state.pop("batch_run_id", None)
                st.session_state.pop("batch_shown_run", None)
                st.rerun()


def associate_run(input_name: str, run) -> None:
    """The loaded data set's run (under the current settings) is the one the past-runs picker shows — until the
    user picks another; a new data set starts afresh."""
    if st.session_state.get("_batch_input_name") != input_name:
        st.session_state["_batch_input_name"], st.session_state["_batch_user_pick"] = input_name, False
    if run is None:
        st.session_state["_batch_assoc"] = None
    elif st.session_state.get("_batch_assoc") != run.id:
        st.session_state["_batch_assoc"] = run.id
        st.session_state["batch_open_run"] = run.id
        st.session_state["_batch_user_pick"] = False


def render_past_runs(has_input: bool, lg: str):
    """历史运行: every run in the store and a picker; returns the run whose results to show (None: none). With a
    data set loaded only its own run, or one the user picked, is shown — never the file loaded before it."""
    store = run_store()
    past = store.list_runs(200)
    current = None
    with st.expander(tr("runs.title"), expanded=not has_input):
        if not past:
            st.caption(tr("runs.none"))
            return None
        st.caption(tr("runs.caption", db=store.describe(), n=len(past)))
        render_runs_table(past)
        by_id = {r.id: r for r in past}
        if st.session_state.get("batch_open_run") not in by_id:
            st.session_state.pop("batch_open_run", None)
        pick = st.selectbox(tr("runs.open"), list(by_id), format_func=lambda i: run_label(by_id[i], lg),
                            key="batch_open_run", on_change=lambda: st.session_state.update(_batch_user_pick=True),
                            placeholder=tr("ui.choose"))
        if not has_input or st.session_state.get("_batch_assoc") == pick or st.session_state.get("_batch_user_pick"):
            current = by_id[pick]
    return current


def render_tuning_run_picker() -> None:
    """权重调优's run picker: every stored run with scored rows, newest first, so a fresh session can re-score a
    run it did not start (the batch page's current run stays the default when nothing is picked)."""
    past = [r for r in run_store().list_runs(200) if r.counts.get("scored", 0)]
    if not past:
        return
    by_id = {r.id: r for r in past}
    current = (st.session_state.get("tune_run") or st.session_state.get("batch_shown_run") or {}).get("id")
    if st.session_state.get("tune_pick") not in by_id:  # a deleted run, or nothing picked yet: show the current one
        st.session_state["tune_pick"] = current if current in by_id else None
    lg = lang()

    def picked() -> None:
        run = by_id.get(st.session_state.get("tune_pick"))
        if run is not None:
            use_tuning_run(run_key(run), run.name)

    st.selectbox(tr("tune.pick_run"), list(by_id), key="tune_pick", format_func=lambda i: run_label(by_id[i], lg),
                 index=None, placeholder=tr("tune.pick_placeholder", n=len(past)), on_change=picked)
