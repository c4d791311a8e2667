"""Shared Streamlit helpers for the pages: language, cached evaluator, error display and the result views."""
from __future__ import annotations

import json
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pandas as pd
import streamlit as st

from ui import charts
from ui import dashboard as dash
from earag.errors import EaragError, InputError
from ui.i18n import dim_label, level_description, level_label, metric_group_label, metric_label, t, translate_findings
from earag.types import DIMENSIONS

APP_PATH = Path(__file__).resolve().parent.parent / "app.py"
PAGES = {"home": "pages/home.py", "evaluate": "pages/evaluate.py", "batch": "pages/batch.py",
         "tuning": "pages/tuning.py", "compare": "pages/compare.py", "graph": "pages/graph.py",
         "settings": "pages/settings.py"}


# --- routing ---------------------------------------------------------------------------------------------

_run = threading.local()


def mark_routed() -> None:
    """Called by app.py right before it runs the page: the page knows it got the shared sidebar and config."""
    _run.routed = True


def require_router() -> None:
    """First line of every page: make sure the page runs inside app.py (sidebar, page config, error boundary).

    With a pages/ folder next to app.py, Streamlit's first script run in a process (a deep link such as /batch)
    and every AppTest run go through its legacy folder discovery, which runs the page file directly. Then the
    legacy mode is switched off and the router is run right here, in the same script run (so a button click that
    triggered this run is not lost); the router runs this page again, and this direct run stops.
    """
    if getattr(_run, "routed", False):
        _run.routed = False
        return
    try:
        import types

        from streamlit.runtime.pages_manager import PagesManager
        from streamlit.runtime.scriptrunner import get_script_run_ctx

        ctx = get_script_run_ctx()
        if ctx is None or getattr(_run, "in_fallback", False) or not APP_PATH.exists():
            return  # e.g. `streamlit run pages/x.py`: render the page on its own
        PagesManager.uses_pages_directory = False
        code = ctx.pages_manager.get_page_script_byte_code(str(APP_PATH))
    except Exception:  # internals moved in another Streamlit version: render the page without the router
        return
    module = types.ModuleType("__main__")
    module.__dict__["__file__"] = str(APP_PATH)
    _run.in_fallback = True
    try:
        with ctx.run_with_active_hash(ctx.pages_manager.main_script_hash):
            exec(code, module.__dict__)  # noqa: S102 - app.py, the router of this very app
    finally:
        _run.in_fallback = False
    st.stop()


# --- language and state -----------------------------------------------------------------------------------

def lang() -> str:
    return st.session_state.get("lang", "zh")


def tr(key: str, /, **kwargs: Any) -> str:
    return t(key, lang(), **kwargs)


def offline() -> bool:
    return st.session_state.setdefault("offline", dash.offline_default())


def overrides() -> dict[str, Any]:
    return st.session_state.setdefault("overrides", {})


def page_header(key: str) -> None:
    require_router()
    st.title(tr(f"{key}.title"))
    st.caption(tr(f"{key}.caption"))


# --- errors -----------------------------------------------------------------------------------------------

def show_error(exc: BaseException, where: str = "") -> None:
    """What went wrong and where, never a traceback."""
    where = where or tr("err.somewhere")
    if isinstance(exc, InputError):
        loc = ", ".join(x for x in (tr("err.field", field=exc.field) if exc.field else "",
                                    tr("err.row", row=exc.row) if exc.row else "") if x)
        st.error(tr("err.input", where=where, loc=loc or "—", msg=str(exc)), icon=":material/error:")
    elif isinstance(exc, EaragError):
        st.error(tr("err.earag", where=where, kind=type(exc).__name__, msg=str(exc)), icon=":material/block:")
    else:
        st.error(tr("err.unexpected", where=where, kind=type(exc).__name__, msg=str(exc)[:300]), icon=":material/block:")


@contextmanager
def guard(where: str = ""):
    """Run a block; EaragError and unexpected errors become an st.error and the page goes on."""
    try:
        yield
    except Exception as exc:  # Streamlit's stop/rerun are BaseExceptions and pass through
        show_error(exc, where)


# --- cached resources -------------------------------------------------------------------------------------

def _close(evaluator) -> None:
    evaluator.close()


def _secrets():
    """Streamlit secrets when a secrets.toml exists (Neo4j credentials), else None."""
    try:
        return {k: st.secrets[k] for k in st.secrets}
    except Exception:  # no secrets file: credentials come from NEO4J_USERNAME / NEO4J_PASSWORD
        return None


@st.cache_resource(max_entries=4, show_spinner=False, on_release=_close)
def _evaluator(settings_yaml: str, offline_flag: bool):
    return dash.make_evaluator(settings_yaml, offline_flag, secrets=_secrets())


def settings():
    """The settings in effect (file, EARAG_* variables, session overrides); stops the page on a config error."""
    try:
        return dash.build_settings(overrides())
    except EaragError as exc:
        show_error(exc, tr("err.where_config"))
        st.stop()


def evaluator(offline_flag: bool | None = None):
    s = settings()
    flag = offline() if offline_flag is None else offline_flag
    try:
        with st.spinner(tr("spinner.backends")):
            return _evaluator(s.to_yaml(), flag)
    except EaragError as exc:
        show_error(exc, tr("err.where_backends"))
        st.stop()


@st.cache_data(ttl=30, show_spinner=False)
def backend_status_rows(settings_yaml: str, offline_flag: bool) -> list[dict[str, Any]]:
    from earag.backends.status import backend_status

    ev = _evaluator(settings_yaml, offline_flag)
    return backend_status(ev.settings, ev.backends)


def status_rows() -> list[dict[str, Any]]:
    return backend_status_rows(settings().to_yaml(), offline())


@st.cache_data(show_spinner=False, max_entries=16)
def load_dataset_cached(data: bytes, name: str, mapping_json: str, max_length: int):
    from earag.runs.datasets import load_dataset

    mapping = json.loads(mapping_json) or None
    return load_dataset(data, name, mapping, max_length=max_length)


@st.cache_data(show_spinner=False, max_entries=16)
def table_columns(data: bytes, name: str) -> list[str]:
    from earag.runs.datasets import read_table

    df, _ = read_table(data, name)
    return [str(c) for c in df.columns if c != "__error__"]


@st.cache_resource(show_spinner=False, max_entries=4)
def demo_answerer(corpus: str, llm_name: str, graph_name: str, _llm, _graph):
    from earag.answerer import DemoAnswerer

    return DemoAnswerer(corpus, graph=_graph, llm=_llm)


def sample_set_bytes(small: bool = False, path: Path | None = None) -> tuple[bytes, str]:
    path = path or (dash.SMALL_SAMPLE_SET if small else dash.SAMPLE_SET)
    if not path.exists():
        raise InputError(f"sample file not found: {path}", field="file")
    return path.read_bytes(), path.name


def sample_rows(small: bool = False, path: Path | None = None):
    """Valid rows of a shipped sample file (policy_qa.jsonl unless `small` or `path` says otherwise)."""
    data, name = sample_set_bytes(small, path)
    return load_dataset_cached(data, name, "{}", settings().evaluation.performance.max_text_length).valid


def prefill_manual(sample: dict[str, Any]) -> None:
    """Put a sample into the manual form of the single-evaluation page (before its widgets exist)."""
    st.session_state["keep_eval_mode"] = "manual"
    st.session_state["keep_in_question"] = sample.get("question", "")
    st.session_state["keep_in_answer"] = sample.get("answer", "")
    st.session_state["keep_in_entities"] = "，".join(sample.get("graph_entities") or [])
    st.session_state["ctx_current"] = list(sample.get("contexts") or [])
    st.session_state["ctx_version"] = st.session_state.get("ctx_version", 0) + 1


def prefill_first_sample() -> None:
    """Button callback: errors are kept for `flash` because a callback cannot draw where the page is."""
    try:
        prefill_manual(first_sample())
        st.session_state.pop("eval_result", None)
    except EaragError as exc:
        st.session_state["_flash"] = exc


def flash() -> None:
    exc = st.session_state.pop("_flash", None)
    if exc is not None:
        show_error(exc, tr("err.where_samples"))


def first_sample() -> dict[str, Any]:
    for small in (True, False):
        try:
            rows = sample_rows(small)
        except EaragError:
            continue
        if rows:
            s = rows[0].sample
            return {"question": s.question, "answer": s.answer, "contexts": s.contexts,
                    "graph_entities": s.graph_entities}
    raise InputError("no sample data found under data/samples/", field="file")


# --- sidebar and status cards -----------------------------------------------------------------------------

def sidebar_backends() -> None:
    st.sidebar.markdown(f"**{tr('side.backends')}**")
    try:
        with st.sidebar, st.spinner(tr("spinner.backends")):  # the first build loads jieba and the graph
            rows = status_rows()  # pinged, so a configured but unreachable judge shows as a fallback
    except Exception as exc:
        st.sidebar.error(tr("err.earag", where=tr("err.where_backends"), kind=type(exc).__name__, msg=str(exc)))
        return
    for row in rows:
        icon = ":orange[:material/warning:]" if row["fallback"] else ":green[:material/check_circle:]"
        note = tr("side.fallback") if row["fallback"] else tr("side.in_use")
        st.sidebar.markdown(f"{icon} **{tr('backend.' + row['backend'])}**: `{row['in_use']}` · {note}",
                            help=row.get("detail") or None)
    if offline():
        st.sidebar.caption(tr("side.offline_mode"))


def status_card(row: dict[str, Any]) -> None:
    with st.container(border=True):
        st.markdown(f"#### {tr('backend.' + row['backend'])}")
        if row.get("fallback"):
            st.badge(tr("status.card_fallback"), icon=":material/warning:", color="orange")
        else:
            st.badge(tr("status.card_ok"), icon=":material/check_circle:", color="green")
        st.markdown(f"{tr('status.in_use')}: `{row.get('in_use')}`")
        st.caption(f"{tr('status.configured')}: {row.get('configured')}")
        if row.get("latency_ms") is not None:
            st.caption(f"{tr('status.latency')}: {row['latency_ms']} ms")
        size = row.get("size")
        if isinstance(size, dict) and "nodes" in size:
            st.caption(tr("status.graph_size", nodes=size.get("nodes"), edges=size.get("edges")))
        if row.get("detail"):
            st.caption(f"{tr('status.reason')}: {row['detail']}")


# --- one result -------------------------------------------------------------------------------------------

def _fmt(value: Any, digits: int = 3) -> str:
    try:
        return f"{float(value):.{digits}f}"
    except (TypeError, ValueError):
        return "—"


def render_result(result: dict[str, Any], sample: dict[str, Any] | None, key: str,
                  thresholds: dict[str, float] | None = None) -> None:
    """Every view of one evaluation: scores, backends, radar, risk gauge, entity diff, sentences, diagnosis."""
    lg = lang()
    thresholds = thresholds or settings().thresholds
    detailed = result.get("detailed_analysis") or {}
    backends = result.get("backends") or {}
    scores = result.get("dimension_scores") or {}

    c1, c2, c3, c4 = st.columns([1.1, 1.3, 1, 1.6])
    c1.metric(tr("res.overall"), _fmt(result.get("overall_score")),
              help=tr("res.overall_help", backends=", ".join(f"{k}={v}" for k, v in backends.items())))
    with c2:
        st.markdown(f"<div style='font-size:0.875rem;margin-bottom:6px'>{charts.esc(tr('res.level'))}</div>"
                    + charts.level_badge_html(result.get("quality_level"), lg), unsafe_allow_html=True)
        desc = level_description(result.get("quality_level"), lg) or (detailed.get("overall") or {}).get("quality_description")
        if desc:
            st.caption(desc)
    c3.metric(tr("res.time"), f"{_fmt(result.get('processing_time'), 2)} s")
    with c4:
        if result.get("quality_warning"):
            st.warning(tr("res.warning_on"), icon=":material/warning:")
        else:
            st.success(tr("res.warning_off"), icon=":material/verified:")

    cols = st.columns(len(DIMENSIONS))
    for col, dim in zip(cols, DIMENSIONS):
        d = detailed.get(dim) or {}
        status = d.get("status", "ok")
        col.metric(dim_label(dim, lg), _fmt(scores.get(dim)),
                   help=tr("res.dim_help", backend=d.get("backend", "?"), status=tr(f"status.{status}"),
                           reason=d.get("fallback_reason", "") or "—"))
        dot = {"ok": ":green[:material/check_circle:]", "fallback": ":orange[:material/warning:]",
               "timeout": ":orange[:material/timer_off:]"}.get(status, ":red[:material/error:]")
        col.caption(f"{dot} {d.get('backend', '?')} · {tr('status.' + status)}")

    left, right = st.columns([1.2, 1])
    with left:
        st.plotly_chart(charts.radar_figure(scores, thresholds, lg), key=f"{key}_radar", width="stretch")
    with right:
        st.plotly_chart(charts.risk_gauge(scores.get("hallucination"), thresholds.get("hallucination"), lg),
                        key=f"{key}_gauge", width="stretch")
        st.caption(tr("res.gauge_caption", backend=(detailed.get("hallucination") or {}).get("backend", "?")))
    st.markdown(f"**{tr('res.backends_used')}**")
    rows = charts.backend_rows(result, lg)
    st.dataframe(pd.DataFrame(rows), hide_index=True, width="stretch",
                 column_config={tr("col.reason"): st.column_config.TextColumn(width="large"),
                                tr("col.status"): st.column_config.TextColumn(width="small")})
    ea = result.get("entity_analysis") or {}
    left, right = st.columns(2)
    with left:
        st.subheader(tr("res.entity_diff"))
        st.caption(tr("res.entity_source", source=ea.get("source") or backends.get("entities", "?"),
                      graph=backends.get("graph", "?")))
        st.html(charts.entity_diff_html(ea, lg))
    with right:
        st.subheader(tr("res.sentences"))
        st.caption(tr("res.sentences_source", judge=backends.get("faithfulness_judge", "?")))
        verdicts = result.get("sentence_verdicts") or []
        st.html(charts.sentence_highlight_html(verdicts, lg))
        with st.expander(tr("res.reasons")):
            if verdicts:
                st.dataframe(pd.DataFrame([{tr("col.sentence"): v.get("sentence"),
                                            tr("col.supported"): "✓" if v.get("supported") else "✗",
                                            tr("col.reason"): v.get("reason"),
                                            tr("col.evidence"): v.get("evidence") or ""} for v in verdicts]),
                             hide_index=True, width="stretch")
            else:
                st.caption(tr("sent.none"))
        with st.expander(tr("res.context_usage")):
            st.html(charts.context_usage_html(ea.get("context_usage") or [], lg))

    st.subheader(tr("res.diagnosis"))
    (st.warning if result.get("quality_warning") else st.info)(translate_findings(result.get("diagnosis"), lg) or "—")
    recs = [translate_findings(r, lg) for r in result.get("recommendations") or []]
    if recs:
        st.markdown("\n".join(f"- {r}" for r in recs))
    else:
        st.caption(tr("res.no_recs"))
    render_metrics(result.get("metrics"), key)
    payload = {"sample": sample, "earag_evaluation": result} if sample else result
    st.download_button(tr("res.download_json"), dash.json_bytes(payload), file_name="earag_result.json",
                       mime="application/json", key=f"{key}_dl", icon=":material/download:")


# --- extra metrics ------------------------------------------------------------------------------------------

def metric_picker(samples: list | None = None) -> list[str]:
    """The extra-metric picker: one selection in session state (`keep_metrics`, shared by the single and batch
    pages), shown with the LLM calls it costs per sample and the fields each metric needs. Returns metric names."""
    lg = lang()
    catalog = dash.metric_catalog()
    group_of = {m["name"]: m["group"] for m in catalog}
    groups = list(dict.fromkeys(group_of.values()))
    options = ["all", *groups, *group_of]
    kept = st.session_state.get("keep_metrics") or []
    if any(v not in options for v in kept):  # a name the registry no longer has
        st.session_state["keep_metrics"] = [v for v in kept if v in options]

    def label(option: str) -> str:
        if option == "all":
            return tr("mpick.all", n=len(catalog))
        if option in groups:
            return tr("mpick.group", group=metric_group_label(option, lg), n=sum(g == option for g in group_of.values()))
        return tr("mpick.item", group=metric_group_label(group_of[option], lg), label=metric_label(option, lg))

    core = evaluator().metrics_llm_cost()  # the shared evaluator computes no metrics: this is the core's cost
    plan = dash.metrics_plan(st.session_state.get("keep_metrics") or [], core, samples)
    # A key keeps the expander open while its label (selection size, cost) changes with every pick.
    with st.expander(tr("mpick.expander", n=len(plan["names"]), calls=plan["total"]), icon=":material/add_chart:",
                     key="metric_picker"):
        st.multiselect(tr("mpick.label"), options, key="keep_metrics", format_func=label,
                       placeholder=tr("mpick.placeholder"))
        detail = tr("mpick.cost_detail", core=core, metrics=plan["metrics"]) if core else tr("mpick.cost_offline")
        st.caption(f":material/bolt: **{tr('mpick.cost', n=plan['total'])}** · {detail}")
        if not plan["rows"]:
            st.caption(tr("mpick.none"))
            return []
        table = pd.DataFrame([{
            tr("col.metric"): metric_label(r["name"], lg), tr("col.group"): metric_group_label(r["group"], lg),
            tr("col.needs"): charts.needs_text(r["requires"], lg) or tr("mpick.nothing"),
            tr("col.llm_calls"): r["llm_calls"],
            **({tr("col.missing"): f"{r['missing']}/{r['samples']}"} if "missing" in r else {})} for r in plan["rows"]])
        st.dataframe(table, hide_index=True, width="stretch")
        if samples is not None:
            st.caption(tr("mpick.missing_note"))
    return plan["names"]


def evaluator_with_metrics(names: list[str]):
    """The cached evaluator with these extra metrics, as a copy: the shared instance is never changed."""
    return dash.with_metrics(evaluator(), names)


def render_metrics(metrics: dict[str, Any] | None, key: str) -> None:
    """更多指标: a result's extra metrics by group; seed 001's context-support metrics with their sentence verdicts
    and per-document rank-weighted scores."""
    lg = lang()
    groups = charts.metric_groups(metrics, lg)
    if not groups:
        return
    st.subheader(tr("mres.title"))
    st.caption(tr("mres.caption"))
    for group in groups:
        st.markdown(f"##### {tr('mres.group_head', group=group['label'], n=len(group['entries']))}")
        st.html(charts.metric_table_html(group["entries"], lg))
        for entry in group["entries"]:
            details = (metrics.get(entry["name"]) or {}).get("details") or {}
            if details.get("verdicts") or details.get("per_document"):
                _support_detail(entry, details, f"{key}_{entry['name']}")


def _support_detail(entry: dict[str, Any], details: dict[str, Any], key: str) -> None:
    lg = lang()
    with st.container(border=True):
        st.markdown(f"**{tr('mres.verdicts', label=entry['label'])}**")
        left, right = st.columns([1.7, 1])
        with left:
            st.html(charts.verdict_table_html(details, lg))
            if details.get("judge"):
                st.caption(tr("mres.judge", judge=details["judge"]))
        with right:
            m1, m2 = st.columns(2)
            m1.metric(tr("mres.pooled"), _fmt(details.get("pooled_score", entry["score"])), help=tr("mres.pooled_help"))
            m2.metric(tr("mres.rank_weighted"), _fmt(details.get("rank_weighted_score")),
                      help=tr("mres.rank_weighted_help", weighting=details.get("rank_weighting") or "—"))
            if details.get("per_document"):
                st.plotly_chart(charts.per_document_figure(details, lg), key=f"{key}_docs", width="stretch")


def community_names(graph) -> dict[int, str]:
    return _community_names(str(getattr(graph, "path", "") or ""), graph)


@st.cache_data(show_spinner=False, max_entries=4)
def _community_names(path: str, _graph) -> dict[int, str]:
    return dash.graph_community_names(_graph)


def graph_metric_cards(metrics: dict[str, Any]) -> None:
    """The graph metrics of the current result beside the subgraph: score, layer and reason on hover."""
    lg = lang()
    st.markdown(f"**{tr('graph.metrics')}**")
    for name, metric in metrics.items():
        e = charts.metric_entry(name, metric, lg)
        st.metric(e["label"], e["score_text"], help=e["reason"] or None)
        st.caption(" · ".join(x for x in (e["layer_text"], e["llm_status_text"]) if x))
    st.caption(tr("graph.metrics_note"))


# --- many results -----------------------------------------------------------------------------------------

def metric_delta(new, old, fmt: str = "{:+.3f}"):
    """A metric delta, or none when nothing moved (a green '+0.000' arrow reads like an improvement)."""
    return None if new is None or old is None or abs(new - old) < 1e-9 else fmt.format(new - old)


def render_agreement(df: pd.DataFrame, after: pd.DataFrame, weights: dict[str, float], on_apply) -> None:
    """Agreement with human labels before/after re-scoring, confusion matrices, and the weight fit."""
    from earag.analysis.frames import dimension_matrix
    from earag.analysis.tuning import agreement, fit_weights

    lg = lang()
    st.subheader(tr("tune.agreement"))
    before_a = agreement(df["overall_score"], df["quality_level"], df["human_score"], df["human_level"])
    after_a = agreement(after["overall_score"], after["quality_level"], df["human_score"], df["human_level"])
    for col, k in zip(st.columns(5), ("accuracy", "kappa", "weighted_kappa", "spearman", "kendall")):
        b, v = before_a.get(k), after_a.get(k)
        col.metric(tr(f"agr.{k}"), "—" if v is None else f"{v:.3f}", delta=metric_delta(v, b),
                   help=tr("tune.before_was", v="—" if b is None else f"{b:.3f}"))
    st.caption(tr("tune.agreement_note", n=after_a["n"], n_scored=after_a["n_scored"]))
    c1, c2 = st.columns(2)
    c1.plotly_chart(charts.confusion_figure(before_a["confusion"], before_a["labels"], lg, tr("tune.confusion_before")),
                    key="cm_before")
    c2.plotly_chart(charts.confusion_figure(after_a["confusion"], after_a["labels"], lg, tr("tune.confusion_after")),
                    key="cm_after")
    if st.button(tr("tune.fit"), icon=":material/auto_fix_high:", key="tune_fit"):
        with guard(tr("tune.fit")):
            st.session_state.fit = fit_weights(dimension_matrix(df), df["human_score"], original_weights=weights,
                                               human_levels=df["human_level"])
    fit = st.session_state.get("fit")
    if fit is None:
        return
    weights_table = fit.to_frame()
    weights_table["dimension"] = [dim_label(d, lg) for d in weights_table["dimension"]]
    num = lambda label, fmt="%.3f": st.column_config.NumberColumn(label, format=fmt)  # noqa: E731
    agreement_table = fit.agreement_frame()
    agreement_table["evaluation"] = [tr(f"fit.{e}") for e in agreement_table["evaluation"]]
    f1, f2 = st.columns([1, 1.3])
    f1.dataframe(weights_table, hide_index=True, width="stretch", column_config={
        "dimension": tr("col.dimension"), "original": num(tr("fit.original")), "fitted": num(tr("fit.fitted")),
        "change": num(tr("tune.col_change"), "%+.3f"), "fold_std": num(tr("fit.fold_std"))})
    f2.dataframe(agreement_table, hide_index=True, width="stretch", column_config={
        "evaluation": tr("fit.evaluation"), "n": "n", "accuracy": num(tr("agr.accuracy")), "kappa": num(tr("agr.kappa")),
        "weighted_kappa": num(tr("agr.weighted_kappa")), "spearman": num(tr("agr.spearman")),
        "kendall": num(tr("agr.kendall")), "mae": num("MAE")})
    st.caption(tr("tune.fit_note", n=fit.n, folds=fit.folds))
    st.button(tr("tune.apply_fit"), on_click=on_apply, args=({f"w_{d}": w for d, w in fit.weights.items()},),
              icon=":material/done_all:")


def backends_caption(records: list[dict[str, Any]]) -> str:
    used = dash.backends_used(records)
    parts = []
    for kind in ("llm", "faithfulness_judge", "embeddings", "graph"):
        if kind in used:
            parts.append(f"{tr('backend.' + kind)}: " + ", ".join(f"{name} ({n})" for name, n in used[kind].most_common()))
    status = dash.dimension_status_counts(records)
    fallbacks = {d: c.get("fallback", 0) + c.get("timeout", 0) for d, c in status.items()}
    if any(fallbacks.values()):
        parts.append(tr("batch.fallback_counts") + ", ".join(
            f"{dim_label(d, lang())} {n}" for d, n in fallbacks.items() if n))
    return " · ".join(parts)


def result_choice_label(row: pd.Series) -> str:
    q = str(row.get("question") or "")
    q = q[:40] + ("…" if len(q) > 40 else "")
    score = _fmt(row.get("overall_score"))
    return f"{row.get('id')} · {score} · {level_label(row.get('quality_level'), lang())} · {q}"


def read_upload(uploaded) -> tuple[bytes, str]:
    return uploaded.getvalue(), Path(uploaded.name).name


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


def render_metric_means(records: list[dict[str, Any]]) -> None:
    """Aggregate view of the extra metrics: means by group, and raw-unit means (latency) as numbers."""
    means = dash.metric_means(records)
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


def render_batch_results(records: list[dict[str, Any]], thresholds: dict[str, float], name: str) -> None:
    """Summary metrics, a filterable table with drill-down, aggregate charts and exports of a result set."""
    from earag.analysis.frames import filter_frame, records_to_frame

    lg = lang()
    df, metric_cols = dash.add_metric_columns(records_to_frame(records), records)
    scored = df[df["status"] == "ok"]
    st.subheader(tr("batch.results", name=name))
    m = st.columns(5)
    m[0].metric(tr("batch.n_records"), len(df))
    m[1].metric(tr("batch.n_scored"), len(scored))
    m[2].metric(tr("batch.n_errors"), int((df["status"] == "error").sum()))
    m[3].metric(tr("batch.mean_overall"), _fmt(scored["overall_score"].mean()) if len(scored) else "—")
    m[4].metric(tr("batch.n_warning"), int(scored["quality_warning"].fillna(False).sum()))
    st.caption(backends_caption(records))

    tab_table, tab_charts, tab_export = st.tabs([tr("batch.tab_table"), tr("batch.tab_charts"), tr("batch.tab_export")])
    with tab_table:
        f1, f2, f3 = st.columns([1.2, 1.6, 1.2])
        from earag.scoring import LEVEL_NAMES

        levels = f1.multiselect(tr("batch.filter_level"), list(LEVEL_NAMES), key="flt_levels",
                                format_func=lambda v: level_label(v, lg), placeholder=tr("batch.any"))
        below = f2.multiselect(tr("batch.filter_below"), [*DIMENSIONS, "overall"], key="flt_below",
                               format_func=lambda d: tr("dim.overall") if d == "overall" else dim_label(d, lg),
                               placeholder=tr("batch.any"))
        text = f3.text_input(tr("batch.filter_text"), key="flt_text")
        view = filter_frame(df, levels=levels, below=below, thresholds=thresholds, text=text)
        cols = ["id", "question", "overall_score", "quality_level", *DIMENSIONS, *metric_cols, "human_score",
                "human_level", "processing_time", "error"]
        if not df["human_score"].notna().any() and not df["human_level"].notna().any():
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
        st.caption(tr("batch.shown", n=len(view), total=len(df)))
        event = st.dataframe(view[cols], hide_index=True, column_config=config, width="stretch", height=360,
                             on_select="rerun", selection_mode="single-row", key="batch_table")
        ids = [str(i) for i in view["id"].tolist()]
        picked = list(getattr(event, "selection", {}).get("rows", []) or [])
        if picked and picked[0] < len(ids) and st.session_state.get("_drill_sel") != ids[picked[0]]:
            st.session_state["_drill_sel"] = ids[picked[0]]
            st.session_state["drill_id"] = ids[picked[0]]  # set before the selectbox below is drawn
        if ids:
            labels = {str(r["id"]): result_choice_label(r) for _, r in view.iterrows()}
            choice = st.selectbox(tr("batch.drill"), ids, key="drill_id", format_func=labels.get)
            rec = next((r for r in records if str(r.get("id")) == choice), None)
            if rec and rec.get("earag_evaluation"):
                with st.container(border=True):
                    st.markdown(f"**{tr('col.question')}**: {rec.get('question')}")
                    if rec.get("human_level") or rec.get("human_score") is not None:
                        st.caption(tr("eval.human_label", level=rec.get("human_level") or "—",
                                      score=rec.get("human_score")))
                    render_result(rec["earag_evaluation"], {k: rec.get(k) for k in ("question", "answer", "contexts")},
                                  key="drill", thresholds=thresholds)
            elif rec:
                show_error(InputError(str((rec.get("error") or {}).get("message", "")), field=(rec.get("error") or {}).get("field"),
                                      row=rec.get("row")), tr("batch.drill"))
    with tab_charts:
        if len(scored):
            c1, c2 = st.columns(2)
            c1.plotly_chart(charts.mean_radar(scored, thresholds, lg), key="agg_radar", width="stretch")
            c2.plotly_chart(charts.level_bar(scored, lg), key="agg_levels", width="stretch")
            st.plotly_chart(charts.score_histograms(scored, lg), key="agg_hist", width="stretch")
            st.plotly_chart(charts.correlation_heatmap(scored, lg), key="agg_corr", width="stretch")
            render_metric_means(records)
        else:
            st.info(tr("batch.no_scored"))
    with tab_export:
        st.caption(tr("batch.export_help"))
        stem = Path(name or "results").stem or "results"
        e1, e2, e3 = st.columns(3)
        for col, fmt, mime in ((e1, "csv", "text/csv"), (e2, "jsonl", "application/jsonl"),
                               (e3, "xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")):
            with col:  # built only when clicked: an Excel file of a large run takes a moment
                col.download_button(tr("batch.export_as", fmt=fmt.upper()), lambda f=fmt: dash.export_bytes(records, f),
                                    file_name=f"{stem}-earag.{fmt}", mime=mime, key=f"export_{fmt}",
                                    icon=":material/download:", width="stretch")
