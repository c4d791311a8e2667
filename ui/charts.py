"""Plotly figures and HTML snippets for the dashboard: pure functions over result dicts, frames and compare results."""
from __future__ import annotations

import html
import math
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import pandas as pd
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from earag.enums import Level, ProvenanceStatus, Risk
from earag.metrics.dimensions.hallucination import risk_band
from earag.scoring import LEVEL_NAMES
from earag.types import DIMENSIONS, entity_names
from ui.backend_notice import badge_status
from ui.i18n import (
    dim_label,
    level_label,
    metric_group_label,
    metric_label,
    say,
    t,
)
from ui.records import read_result

GREEN, AMBER, RED, BLUE, GREY, VIOLET = "#16a34a", "#f59e0b", "#dc2626", "#2563eb", "#94a3b8", "#7c3aed"
# keyed by the enums (earag.enums): a StrEnum member is the stored word, so "优秀" and Level.EXCELLENT find the same
LEVEL_COLOURS: dict[str, str] = {Level.EXCELLENT: GREEN, Level.GOOD: BLUE, Level.FAIR: AMBER, Level.POOR: RED}
LEVEL_COLOURS.update({lv.id: LEVEL_COLOURS[lv] for lv in Level})   # and by id (excellent/good/fair/poor)
RISK_COLOURS: dict[str, str] = {Risk.LOW: GREEN, Risk.MEDIUM: AMBER, Risk.HIGH: RED}
STATUS_COLOURS: dict[str, str] = {ProvenanceStatus.OK: GREEN, ProvenanceStatus.FALLBACK: AMBER,
                                  ProvenanceStatus.TIMEOUT: AMBER, ProvenanceStatus.PARTIAL: AMBER,
                                  ProvenanceStatus.CACHE: BLUE, ProvenanceStatus.ERROR: RED,
                                  ProvenanceStatus.UNAVAILABLE: RED}
# Question entity: covered by the answer and the contexts / only the contexts / only the answer / neither.
CHIP_COLOURS = {"both": GREEN, "context_only": AMBER, "answer_only": VIOLET, "neither": RED}
RUN_COLOURS = (BLUE, "#ea580c")
LABEL_PALETTE = ("#2563eb", "#ea580c", "#0891b2", "#9333ea", "#65a30d", "#db2777", "#0d9488", "#a16207", "#475569",
                 "#b91c1c", "#15803d", "#c026d3")
GROUP_COLOURS = {"answer_quality": BLUE, "context_support": "#0d9488", "retrieval": "#ea580c", "graph": VIOLET,
                 "earag": "#475569", "other": GREY}
_LAYOUT = dict(margin=dict(l=30, r=30, t=50, b=30), font=dict(family="'Noto Sans CJK SC', 'PingFang SC', sans-serif"))


def esc(text: Any) -> str:
    """HTML-escape any user-provided text, quotes included (it also goes into title attributes)."""
    return html.escape("" if text is None else str(text), quote=True)


def _num(value: Any) -> float | None:
    try:
        value = float(value)
    except (TypeError, ValueError):
        return None
    return value if math.isfinite(value) else None


# --- single result ----------------------------------------------------------------------------------------

def radar_points(scores: Mapping[str, Any], lang: str = "zh") -> tuple[list[str], list[float]]:
    """Axis labels and radii: hallucination is drawn as 1 − value so that bigger is always better."""
    labels, values = [], []
    for dim in DIMENSIONS:
        raw = _num(scores.get(dim))
        if dim == "hallucination":
            shown = "—" if raw is None else f"{raw:.2f}"
            labels.append(t("chart.hallucination_inverted", lang, raw=shown))
            values.append(0.0 if raw is None else 1.0 - raw)
        else:
            labels.append(dim_label(dim, lang) + (f" ({t('chart.no_score', lang)})" if raw is None else ""))
            values.append(0.0 if raw is None else raw)
    return labels, values


def threshold_points(thresholds: Mapping[str, Any]) -> list[float]:
    """Thresholds on the radar's scale (the hallucination bound inverted like its score)."""
    out = []
    for dim in DIMENSIONS:
        value = _num(thresholds.get(dim)) or 0.0
        out.append(1.0 - value if dim == "hallucination" else value)
    return out


def radar_figure(scores: Mapping[str, Any], thresholds: Mapping[str, Any] | None = None, lang: str = "zh",
                 name: str | None = None, extra: Sequence[tuple[str, Mapping[str, Any]]] = ()) -> go.Figure:
    labels, values = radar_points(scores, lang)
    fig = go.Figure()
    fig.add_trace(go.Scatterpolar(r=values + values[:1], theta=labels + labels[:1], fill="toself",
                                  name=name or t("chart.scores", lang), line=dict(color=BLUE, width=2),
                                  fillcolor="rgba(37,99,235,0.25)",
                                  hovertemplate="%{theta}: %{r:.3f}<extra></extra>"))
    for i, (extra_name, extra_scores) in enumerate(extra):
        _, ev = radar_points(extra_scores, lang)
        fig.add_trace(go.Scatterpolar(r=ev + ev[:1], theta=labels + labels[:1], name=extra_name,
                                      line=dict(color=RUN_COLOURS[(i + 1) % 2], width=2)))
    if thresholds:
        tv = threshold_points(thresholds)
        fig.add_trace(go.Scatterpolar(r=tv + tv[:1], theta=labels + labels[:1], name=t("chart.thresholds", lang),
                                      line=dict(color=RED, dash="dash", width=1.5), mode="lines",
                                      hovertemplate="%{theta}: %{r:.2f}<extra></extra>"))
    # Radial ticks run between the first two axes (not along one, where they sat under its label), small and grey.
    fig.update_layout(polar=dict(radialaxis=dict(range=[0, 1], tickvals=[0.25, 0.5, 0.75, 1.0], angle=54, tickangle=54,
                                                 tickfont=dict(size=9, color="#64748b")),
                                 angularaxis=dict(rotation=90, direction="clockwise", tickfont=dict(size=12))),
                      legend=dict(orientation="h", y=-0.08), height=400,
                      title=dict(text=t("chart.radar_title", lang), x=0.02),
                      **{**_LAYOUT, "margin": dict(l=95, r=95, t=50, b=20)})
    return fig


def number_text(value: float, digits: int = 3) -> str:
    """`value` with `digits` decimals, one format everywhere: a value that rounds to zero reads 0.00, never -0.00."""
    text = f"{value:.{digits}f}"
    return text[1:] if text.startswith("-") and float(text) == 0 else text


def risk_gauge(value: Any, threshold: Any = None, lang: str = "zh") -> go.Figure:
    """Seed 000's hallucination bands: 低 < 0.2 green, 中 0.2–0.5 amber, 高 > 0.5 red."""
    v = _num(value)
    band = risk_band(v) if v is not None else None
    title = t("chart.risk_title", lang) + (f" · {t('risk.' + band, lang)}" if band else f" · {t('chart.no_score', lang)}")
    gauge = dict(
        axis=dict(range=[0, 1], tickvals=[0, 0.2, 0.5, 1]),
        bar=dict(color="#1f2937", thickness=0.3),
        steps=[dict(range=[0, 0.2], color="rgba(22,163,74,0.55)"),
               dict(range=[0.2, 0.5], color="rgba(245,158,11,0.6)"),
               dict(range=[0.5, 1], color="rgba(220,38,38,0.6)")],
    )
    th = _num(threshold)
    if th is not None:
        gauge["threshold"] = dict(line=dict(color=BLUE, width=3), thickness=0.85, value=th)
    fig = go.Figure(go.Indicator(mode="gauge+number", value=v if v is not None else 0.0, gauge=gauge,
                                 number=dict(valueformat=".3f", font=dict(color=RISK_COLOURS.get(band, GREY), size=40)),
                                 title=dict(text=title, font=dict(size=15))))
    fig.update_layout(height=300, **{**_LAYOUT, "margin": dict(l=30, r=30, t=70, b=10)})
    return fig


def level_badge_html(level: str | None, lang: str = "zh") -> str:
    colour = LEVEL_COLOURS.get(level or "", GREY)
    return (f'<span class="earag-badge" style="background:{colour};color:#fff;padding:4px 14px;'
            f'border-radius:14px;font-weight:600;font-size:1.05rem">{esc(level_label(level, lang))}</span>')


def question_entity_chips(ea: Mapping[str, Any]) -> list[dict[str, str]]:
    """Each question entity with where it is covered: both / context_only / answer_only / neither."""
    covered = set(ea.get("covered_entities") or [])
    in_ctx = set(ea.get("context_covered_entities") or [])
    out = []
    for ent in ea.get("question_entities") or []:
        a, c = ent in covered, ent in in_ctx
        cat = "both" if a and c else "context_only" if c else "answer_only" if a else "neither"
        out.append({"entity": ent, "category": cat, "colour": CHIP_COLOURS[cat]})
    return out


def answer_entity_chips(ea: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Each answer entity, verified when the contexts or the graph support it (not in unsupported_entities)."""
    unsupported = set(entity_names(ea.get("unsupported_entities")))
    checks = {c.get("entity"): c for c in ea.get("answer_entity_checks") or []}
    out = []
    for ent in ea.get("answer_entities") or []:
        check = checks.get(ent, {})
        verified = ent not in unsupported
        out.append({"entity": ent, "in_context": check.get("in_context"), "in_graph": check.get("in_graph"),
                    "verified": verified, "colour": GREEN if verified else RED})
    return out


def _chip(text: str, colour: str, css: str, title: str = "", note: str = "") -> str:
    extra = (f'<span style="font-size:0.72rem;color:#64748b;margin-left:6px">{esc(note)}</span>' if note else "")
    return (f'<span class="earag-chip {css}" title="{esc(title)}" style="display:inline-block;margin:3px 4px;'
            f'padding:2px 10px;border-radius:12px;border:1.5px solid {colour};color:{colour};'
            f'background:{colour}14;font-size:0.92rem">{esc(text)}{extra}</span>')


def _mark(flag: Any) -> str:
    return "✓" if flag else ("—" if flag is None else "✗")


def entity_diff_html(ea: Mapping[str, Any], lang: str = "zh") -> str:
    """Question entities as coloured chips by coverage, answer entities marked verified/unverified."""
    parts = ['<div class="earag-entity-diff" style="line-height:2">']
    parts.append(f'<div style="font-weight:600;margin-top:2px">{esc(t("ent.question_entities", lang))}</div><div>')
    chips = question_entity_chips(ea)
    for chip in chips:
        parts.append(_chip(chip["entity"], chip["colour"], f"earag-chip-{chip['category']}",
                           t(f"ent.cat.{chip['category']}", lang)))
    if not chips:
        parts.append(f'<span style="color:{GREY}">{esc(t("ent.none", lang))}</span>')
    parts.append("</div>")
    legend = " ".join(
        f'<span style="color:{CHIP_COLOURS[c]}">●</span> {esc(t("ent.cat." + c, lang))}' for c in CHIP_COLOURS)
    parts.append(f'<div style="font-size:0.8rem;color:#64748b">{legend}</div>')
    parts.append(f'<div style="font-weight:600;margin-top:8px">{esc(t("ent.answer_entities", lang))}</div><div>')
    achips = answer_entity_chips(ea)
    for chip in achips:
        state = "verified" if chip["verified"] else "unverified"
        note = f"{t('ent.ctx', lang)}{_mark(chip['in_context'])} {t('ent.graph', lang)}{_mark(chip['in_graph'])}"
        parts.append(_chip(chip["entity"], chip["colour"], f"earag-chip-{state}", t(f"ent.{state}", lang), note))
    if not achips:
        parts.append(f'<span style="color:{GREY}">{esc(t("ent.none", lang))}</span>')
    parts.append("</div>")
    parts.append(f'<div style="font-size:0.8rem;color:#64748b"><span style="color:{GREEN}">●</span> '
                 f'{esc(t("ent.verified", lang))} <span style="color:{RED}">●</span> {esc(t("ent.unverified", lang))}'
                 f' · {esc(t("ent.marks", lang))}</div></div>')
    return "".join(parts)


def context_usage_html(usage: Sequence[Mapping[str, Any]], lang: str = "zh") -> str:
    """Context sentences grouped by passage: used by the answer (green bar) or not (grey)."""
    if not usage:
        return f'<div class="earag-context" style="color:{GREY}">{esc(t("ctx.none", lang))}</div>'
    parts = ['<div class="earag-context">']
    current = None
    for u in usage:
        if u.get("doc") != current:
            if current is not None:
                parts.append("</div>")
            current = u.get("doc")
            parts.append(f'<div style="margin:6px 0 2px;font-weight:600">{esc(t("ctx.passage", lang, n=int(current or 0) + 1))}</div><div>')
        used = bool(u.get("used"))
        css = "earag-used" if used else "earag-unused"
        colour = GREEN if used else "#cbd5e1"
        text_colour = "#111827" if used else "#6b7280"
        overlap = f"{(_num(u.get('overlap')) or 0):.2f}"
        title = f"{t('ctx.used' if used else 'ctx.unused', lang)} · {t('ctx.overlap', lang, v=overlap)}"
        parts.append(f'<div class="earag-ctx {css}" title="{esc(title)}" style="border-left:4px solid {colour};'
                     f'padding:2px 8px;margin:2px 0;color:{text_colour}">{esc(u.get("sentence"))}</div>')
    parts.append("</div></div>")
    return "".join(parts)


def provenance_reason(p, lang: str = "zh") -> str:
    """Why a dimension's number came from where it did: the fallback reason, cache origin, partial judge coverage."""
    parts = [say(p.reason, lang, getattr(p, "reason_messages", None))] if p.reason else []
    if p.cache_backend or p.cached_at:
        parts.append(t("prov.cache", lang, backend=p.cache_backend or "?", at=p.cached_at or "?"))
    if p.judged is not None and p.total is not None:
        parts.append(t("prov.partial", lang, judged=p.judged, total=p.total))
    return "; ".join(parts)


def backend_rows(result: Mapping[str, Any], lang: str = "zh",
                 designed: Mapping[str, str] | None = None) -> list[dict[str, str]]:
    """Dimension → the backend that produced its number → status, with the reason (record provenance, else
    detailed_analysis of an older record). A fallback that is the designed offline default (`designed`, see
    ui.backend_notice) reads "offline default" with a short reason instead of the client's raw error."""
    detailed = result.get("detailed_analysis") or {}
    view = read_result(result)
    rows = []
    for dim in DIMENSIONS:
        p = view.provenance[dim]
        status = badge_status(dim, p.status, designed or {})
        reason = t("res.offline_reason", lang) if status == "offline" else provenance_reason(p, lang)
        graph_source = (detailed.get(dim) or {}).get("graph_source")
        if dim == "faithfulness" and graph_source:
            reason = "; ".join(x for x in (reason, f"{t('backend.graph', lang)}: {graph_source}") if x)
        if not reason and p.status not in ("ok", "cache"):  # a fallback never reads as an empty cell
            reason = t("res.reason_empty", lang)
        rows.append({t("col.dimension", lang): dim_label(dim, lang),
                     t("col.backend", lang): "" if p.backend == "?" and dim not in detailed else p.backend,
                     t("col.status", lang): t(f"status.{status}", lang), t("col.reason", lang): reason})
    return rows


# --- many results -----------------------------------------------------------------------------------------

def mean_scores(df: pd.DataFrame) -> dict[str, float | None]:
    out = {}
    for dim in DIMENSIONS:
        col = pd.to_numeric(df.get(dim), errors="coerce") if dim in df.columns else pd.Series(dtype=float)
        out[dim] = None if col.dropna().empty else float(col.mean())
    return out


def mean_radar(df: pd.DataFrame, thresholds: Mapping[str, Any] | None = None, lang: str = "zh") -> go.Figure:
    fig = radar_figure(mean_scores(df), thresholds, lang, name=t("chart.mean", lang))
    fig.update_layout(title=dict(text=t("chart.mean_radar_title", lang)))
    return fig


def score_histograms(df: pd.DataFrame, lang: str = "zh") -> go.Figure:
    metrics = ["overall_score", *DIMENSIONS]
    titles = [t("dim.overall", lang)] + [dim_label(d, lang) for d in DIMENSIONS]
    fig = make_subplots(rows=2, cols=3, subplot_titles=titles, horizontal_spacing=0.07, vertical_spacing=0.16)
    for i, col in enumerate(metrics):
        values = pd.to_numeric(df[col], errors="coerce").dropna() if col in df.columns else pd.Series(dtype=float)
        # A score of exactly 1 belongs to the top bin [0.9, 1]; left alone it opens a bin [1, 1.1) off the axis.
        values = values.clip(upper=0.99999)
        fig.add_trace(go.Histogram(x=values, xbins=dict(start=0, end=1.0001, size=0.1), name=titles[i],
                                   marker_color=RED if col == "hallucination" else BLUE, showlegend=False,
                                   hovertemplate="%{x}: %{y}<extra></extra>"), row=i // 3 + 1, col=i % 3 + 1)
    fig.update_xaxes(range=[0, 1])
    fig.update_layout(height=430, title=dict(text=t("chart.hist_title", lang), x=0.02), bargap=0.05, **_LAYOUT)
    return fig


def level_counts(levels: Sequence[Any]) -> dict[str, int]:
    series = pd.Series(list(levels), dtype=object).value_counts()
    return {name: int(series.get(name, 0)) for name in LEVEL_NAMES}


def level_bar(df: pd.DataFrame, lang: str = "zh") -> go.Figure:
    counts = level_counts(df["quality_level"].dropna() if "quality_level" in df.columns else [])
    fig = go.Figure(go.Bar(x=[level_label(k, lang) for k in counts], y=list(counts.values()), text=list(counts.values()),
                           marker_color=[LEVEL_COLOURS[k] for k in counts], textposition="outside"))
    fig.update_layout(height=330, title=dict(text=t("chart.levels_title", lang), x=0.02),
                      yaxis=dict(title=t("chart.count", lang)), **_LAYOUT)
    return fig


def correlation_heatmap(df: pd.DataFrame, lang: str = "zh") -> go.Figure:
    cols = [c for c in ("overall_score", *DIMENSIONS) if c in df.columns]
    data = df[cols].apply(pd.to_numeric, errors="coerce")
    corr = data.corr().round(2)
    names = [t("dim.overall", lang) if c == "overall_score" else dim_label(c, lang) for c in cols]
    # a constant column (e.g. every answer fully supported) has no correlation: an empty cell marked "—", never NaN
    values = corr.to_numpy()
    text = [["—" if not np.isfinite(v) else number_text(v, 2) for v in row] for row in values]
    fig = go.Figure(go.Heatmap(z=values, x=names, y=names, zmin=-1, zmax=1, colorscale="RdBu", text=text,
                               texttemplate="%{text}", hovertemplate="%{y} × %{x}: %{text}<extra></extra>",
                               hoverongaps=False))
    fig.update_layout(height=400, title=dict(text=t("chart.corr_title", lang), x=0.02), **_LAYOUT)
    return fig


def level_distribution_figure(before: Mapping[str, int], after: Mapping[str, int], lang: str = "zh") -> go.Figure:
    names = [level_label(k, lang) for k in LEVEL_NAMES]
    fig = go.Figure()
    for label, counts, colour in ((t("tune.before", lang), before, "#94a3b8"), (t("tune.after", lang), after, BLUE)):
        vals = [int(counts.get(k, 0)) for k in LEVEL_NAMES]
        fig.add_trace(go.Bar(x=names, y=vals, name=label, marker_color=colour, text=vals, textposition="outside"))
    fig.update_layout(barmode="group", height=330, title=dict(text=t("chart.level_dist_title", lang), x=0.02),
                      legend=dict(orientation="h", y=1.12, x=0.6), **_LAYOUT)
    return fig


def confusion_figure(confusion: Sequence[Sequence[int]], labels: Sequence[str], lang: str = "zh",
                     title: str | None = None) -> go.Figure:
    """Rows: human level, columns: predicted level."""
    names = [level_label(k, lang) for k in labels]
    z = np.asarray(confusion, dtype=int)
    fig = go.Figure(go.Heatmap(z=z, x=names, y=names, colorscale="Blues", text=z, texttemplate="%{text}",
                               showscale=False, hovertemplate=t("chart.confusion_hover", lang) + "<extra></extra>"))
    fig.update_layout(height=330, title=dict(text=title or t("chart.confusion_title", lang), x=0.02),
                      xaxis=dict(title=t("chart.predicted", lang), side="bottom"),
                      yaxis=dict(title=t("chart.human", lang), autorange="reversed"), **_LAYOUT)
    return fig


def _metric_name(metric: str, lang: str) -> str:
    return t("dim.overall", lang) if metric in ("overall", "overall_score") else dim_label(metric, lang)


def compare_means_figure(result, lang: str = "zh", names: tuple[str, str] = ("A", "B")) -> go.Figure:
    """Per metric, run A and run B means with their bootstrap intervals as error bars."""
    fig = go.Figure()
    metrics = list(result.metrics.values())
    x = [_metric_name(m.metric, lang) for m in metrics]
    for side, name, colour in (("a", names[0], RUN_COLOURS[0]), ("b", names[1], RUN_COLOURS[1])):
        means = [getattr(m, f"mean_{side}") for m in metrics]
        cis = [getattr(m, f"ci_{side}") for m in metrics]
        plus = [(ci[1] - mu) if ci and mu is not None else 0 for ci, mu in zip(cis, means)]
        minus = [(mu - ci[0]) if ci and mu is not None else 0 for ci, mu in zip(cis, means)]
        fig.add_trace(go.Bar(x=x, y=means, name=name, marker_color=colour,
                             error_y=dict(type="data", symmetric=False, array=plus, arrayminus=minus, thickness=1.5),
                             hovertemplate="%{x}: %{y:.3f}<extra>" + esc(name) + "</extra>"))
    pct = int(round(result.confidence * 100))
    fig.update_layout(barmode="group", height=380, yaxis=dict(range=[0, 1.05]),
                      title=dict(text=t("chart.compare_means_title", lang, pct=pct), x=0.02),
                      legend=dict(orientation="h", y=1.12, x=0.7), **_LAYOUT)
    return fig


def paired_diff_figure(result, lang: str = "zh") -> go.Figure:
    """Mean paired difference B − A per metric with its interval; green when B is better, red when worse."""
    metrics = [m for m in result.metrics.values() if m.mean_diff is not None]
    x = [_metric_name(m.metric, lang) for m in metrics]
    y = [m.mean_diff for m in metrics]
    plus = [(m.ci_diff[1] - m.mean_diff) if m.ci_diff else 0 for m in metrics]
    minus = [(m.mean_diff - m.ci_diff[0]) if m.ci_diff else 0 for m in metrics]
    colours = []
    for m in metrics:
        gain = m.mean_diff if m.higher_is_better else -m.mean_diff
        colours.append(GREEN if gain > 1e-9 else RED if gain < -1e-9 else GREY)
    fig = go.Figure(go.Scatter(x=x, y=y, mode="markers", marker=dict(size=13, color=colours),
                               error_y=dict(type="data", symmetric=False, array=plus, arrayminus=minus, thickness=2),
                               hovertemplate="%{x}: %{y:+.3f}<extra></extra>"))
    fig.add_hline(y=0, line=dict(color="#475569", dash="dot"))
    fig.update_layout(height=340, title=dict(text=t("chart.paired_title", lang), x=0.02),
                      yaxis=dict(title="B − A"), **_LAYOUT)
    return fig


def paired_scatter(changes: pd.DataFrame, lang: str = "zh") -> go.Figure:
    """Overall score of each paired question in A (x) vs B (y); points above the diagonal improved."""
    fig = go.Figure()
    if not changes.empty:
        colour = np.select([changes["diff"] > 0, changes["diff"] < 0], [GREEN, RED], GREY)  # grey: unchanged
        fig.add_trace(go.Scatter(x=changes["score_a"], y=changes["score_b"], mode="markers",
                                 marker=dict(color=colour, size=9), text=[esc(q)[:60] for q in changes["question"]],
                                 hovertemplate="%{text}<br>A %{x:.3f} → B %{y:.3f}<extra></extra>"))
    fig.add_shape(type="line", x0=0, y0=0, x1=1, y1=1, line=dict(color=GREY, dash="dot"))
    fig.update_layout(height=340, xaxis=dict(range=[0, 1], title="A"), yaxis=dict(range=[0, 1], title="B"),
                      title=dict(text=t("chart.scatter_title", lang), x=0.02), showlegend=False, **_LAYOUT)
    return fig


# --- extra metrics (earag.metrics) ----------------------------------------------------------------------------

METRIC_GROUP_ORDER: tuple[str, ...] = ("answer_quality", "context_support", "retrieval", "graph", "earag", "other")


def _metric_info() -> dict[str, dict[str, Any]]:
    from earag.metrics import (
        available_metrics,  # registry metadata only: group, unit, direction
    )

    return {m["name"]: m for m in available_metrics()}


def score_colour(score: float | None, higher_is_better: bool = True, unit: str | None = None) -> str:
    """Green ≥ 0.7, amber ≥ 0.4, red below, for 0–1 scores; grey for no score; blue for raw units (seconds)."""
    if score is None:
        return GREY
    if unit:
        return BLUE
    good = score if higher_is_better else 1.0 - score
    return GREEN if good >= 0.7 else AMBER if good >= 0.4 else RED


def format_metric_score(score: Any, unit: str | None = None) -> str:
    v = _num(score)
    if v is None:
        return "—"
    return f"{v:.3f} {unit}" if unit else f"{v:.3f}"


def needs_text(fields: Sequence[str], lang: str = "zh") -> str:
    """Required fields as text; "a|b" (either field will do) reads "a 或 b" / "a or b"."""
    sep = "、" if lang == "zh" else ", "
    return sep.join(f.replace("|", t("mpick.or", lang)) for f in fields)


def metric_entry(name: str, metric: Mapping[str, Any], lang: str = "zh",
                 info: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """One metric of a result's `metrics` block, normalised for display: score text, which layer produced it
    (rule / LLM), the LLM status, rule vs LLM score, and the reason ("unavailable: needs X" when it has no score)."""
    info = info or {}
    details = metric.get("details") or {}
    score = _num(metric.get("score"))
    status = str(metric.get("status") or details.get("status") or ("unavailable" if score is None else "ok"))
    unit = details.get("unit") or info.get("unit")
    higher = bool(info.get("higher_is_better", True))
    layer = details.get("used") or ("none" if score is None else "rule")
    llm_status = details.get("llm_status")
    reason = str(metric.get("reason") or details.get("reason") or "")
    jaccard = _num(details.get("jaccard"))
    if name == "em" and score is not None and jaccard is not None and "Jaccard" in reason and abs(score - jaccard) > 0.005:
        # the score is seed 003's mapping of the Jaccard, not the Jaccard itself: say both, so they do not clash
        reason = t("mres.em_reason", lang, jaccard=f"{jaccard:.2f}", score=f"{score:.3f}")
    else:
        # the codes describe the reason the metric wrote (details.reason when the two-layer policy set one)
        reason = say(reason, lang, details.get("reason_messages") if reason == str(details.get("reason", reason)) else None)
    needs = list(details.get("missing_fields") or [])
    if status == "unavailable" and needs:
        reason = t("mres.unavailable", lang, needs=needs_text(needs, lang))
    elif status == "unavailable":
        reason = f"{t('status.unavailable', lang)}: {reason}" if reason else t("status.unavailable", lang)
    elif status == "error":
        reason = f"{t('status.error', lang)}: {details.get('message') or reason}"
    rule, llm = _num(details.get("rule_score")), _num(details.get("llm_score"))
    return {
        "name": name, "label": metric_label(name, lang), "group": info.get("group", "other"),
        "score": score, "score_text": format_metric_score(score, unit), "unit": unit, "higher_is_better": higher,
        "colour": score_colour(score, higher, unit), "status": status, "status_text": t(f"status.{status}", lang),
        "layer": layer, "layer_text": t(f"layer.{layer}", lang) if layer in ("rule", "llm", "none") else str(layer),
        "llm_status": llm_status,
        "llm_status_text": t(f"llm_status.{llm_status}", lang) if llm_status else "",
        "rule_score": rule, "llm_score": llm,
        "rule_vs_llm": t("mres.rule_llm", lang, rule=format_metric_score(rule, unit), llm=format_metric_score(llm, unit)),
        "reason": reason, "needs": needs,
    }


def metric_groups(metrics: Mapping[str, Any] | None, lang: str = "zh") -> list[dict[str, Any]]:
    """A result's `metrics` block as groups in display order: [{group, label, entries}], empty groups left out."""
    info = _metric_info()
    by_group: dict[str, list[dict[str, Any]]] = {}
    for name, metric in (metrics or {}).items():
        if not isinstance(metric, Mapping):
            continue
        entry = metric_entry(str(name), metric, lang, info.get(name))
        group = entry["group"] if entry["group"] in METRIC_GROUP_ORDER else "other"
        by_group.setdefault(group, []).append(entry)
    return [{"group": g, "label": metric_group_label(g, lang), "entries": by_group[g]}
            for g in METRIC_GROUP_ORDER if g in by_group]


def _badge(text: str, colour: str, css: str = "") -> str:
    return (f'<span class="earag-badge {css}" style="display:inline-block;padding:0 8px;border-radius:10px;'
            f'border:1px solid {colour};color:{colour};background:{colour}14;font-size:0.78rem;'
            f'margin-right:4px">{esc(text)}</span>')


def metric_table_html(entries: Sequence[Mapping[str, Any]], lang: str = "zh") -> str:
    """One group's metrics as a table: name, score (with a bar for 0–1 scores, 'lower is better' where so),
    the layer that produced it with the LLM status and rule vs LLM score, and the reason."""
    head = "".join(f'<th style="padding:4px 8px;font-weight:600">{esc(t(k, lang))}</th>'
                   for k in ("col.metric", "col.score", "col.layer", "col.reason"))
    rows = []
    for e in entries:
        score_cell = f'<span style="font-weight:600;color:{e["colour"]}">{esc(e["score_text"])}</span>'
        if e["score"] is not None and not e["unit"]:
            pct = max(0.0, min(1.0, e["score"])) * 100
            score_cell += (f'<div style="background:#e2e8f0;border-radius:3px;height:5px;width:90px;margin-top:3px">'
                           f'<div style="background:{e["colour"]};width:{pct:.0f}%;height:5px;border-radius:3px">'
                           f'</div></div>')
        if not e["higher_is_better"]:
            score_cell += (f'<div class="earag-lower-better" style="font-size:0.75rem;color:#64748b">'
                           f'↓ {esc(t("mres.lower_better", lang))}</div>')
        layer_colour = {"llm": VIOLET, "rule": BLUE}.get(e["layer"], GREY)
        layer_cell = _badge(e["layer_text"], layer_colour, f"earag-layer-{e['layer']}")
        if e["status"] not in ("ok",):
            layer_cell += _badge(e["status_text"], STATUS_COLOURS.get(e["status"], GREY), f"earag-status-{e['status']}")
        notes = [x for x in (e["llm_status_text"], e["rule_vs_llm"] if e["score"] is not None else "") if x]
        if notes:
            layer_cell += f'<div style="font-size:0.75rem;color:#64748b;margin-top:2px">{esc(" · ".join(notes))}</div>'
        reason_colour = "#b91c1c" if e["status"] in ("unavailable", "error") else "#334155"
        rows.append(
            f'<tr class="earag-metric earag-metric-{esc(e["status"])}" data-metric="{esc(e["name"])}" '
            f'style="border-top:1px solid #e2e8f0;vertical-align:top">'
            f'<td style="padding:6px 8px"><b>{esc(e["label"])}</b>'
            f'<div style="font-size:0.72rem;color:#94a3b8;overflow-wrap:anywhere">{esc(e["name"])}</div></td>'
            f'<td style="padding:6px 8px;white-space:nowrap">{score_cell}</td>'
            f'<td style="padding:6px 8px">{layer_cell}</td>'
            f'<td style="padding:6px 8px;color:{reason_colour};font-size:0.88rem">{esc(e["reason"])}</td></tr>')
    # Fixed column widths, so the tables of the groups stacked on the page line up.
    cols = '<colgroup><col style="width:200px"><col style="width:130px"><col style="width:250px"><col></colgroup>'
    return ('<table class="earag-metrics" style="width:100%;border-collapse:collapse;font-size:0.9rem;'
            f'table-layout:fixed">{cols}<thead><tr style="text-align:left;color:#64748b">{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>')


def verdict_rows(details: Mapping[str, Any], lang: str = "zh") -> list[dict[str, Any]]:
    """Seed 001's per-sentence verdicts as table rows: #, sentence, ✓/✗, reason (and the document rank of a
    context sentence)."""
    rows = []
    for i, v in enumerate(details.get("verdicts") or [], 1):
        row = {"#": v.get("index", i), t("col.sentence", lang): v.get("sentence") or "",
               t("col.supported", lang): "✓" if v.get("supported") else "✗",
               t("col.reason", lang): say(v.get("reason") or "", lang, v.get("reason_messages"))}
        if v.get("rank") is not None:
            row[t("col.rank", lang)] = v.get("rank")
        rows.append(row)
    return rows


def verdict_table_html(details: Mapping[str, Any], lang: str = "zh") -> str:
    """The verdict rows as a wrapping table (sentences are long): supported rows green ✓, unsupported red ✗."""
    rows = verdict_rows(details, lang)
    if not rows:
        return f'<div class="earag-verdicts" style="color:{GREY}">{esc(t("sent.none", lang))}</div>'
    sent, sup, reason, rank = (t(k, lang) for k in ("col.sentence", "col.supported", "col.reason", "col.rank"))
    has_rank = any(rank in r for r in rows)
    heads = ["#", *([rank] if has_rank else []), sent, sup, reason]
    widths = ["32px", *(["48px"] if has_rank else []), "52%", "76px", ""]
    cols = "".join(f'<col style="width:{w}">' if w else "<col>" for w in widths)
    head = "".join(f'<th style="padding:4px 6px;font-weight:600">{esc(h)}</th>' for h in heads)
    body = []
    for r in rows:
        ok = r[sup] == "✓"
        colour = GREEN if ok else RED
        cells = [str(r["#"]), *([str(r.get(rank, ""))] if has_rank else []), r[sent]]
        tds = "".join(f'<td style="padding:5px 6px">{esc(c)}</td>' for c in cells)
        tds += f'<td style="padding:5px 6px;color:{colour};font-weight:700;text-align:center">{esc(r[sup])}</td>'
        tds += f'<td style="padding:5px 6px;color:#475569;font-size:0.85rem">{esc(r[reason])}</td>'
        body.append(f'<tr class="earag-verdict {"earag-supported" if ok else "earag-unsupported"}" '
                    f'style="border-top:1px solid #e2e8f0;vertical-align:top;background:{colour}0d">{tds}</tr>')
    return ('<table class="earag-verdicts" style="width:100%;border-collapse:collapse;font-size:0.88rem;'
            f'table-layout:fixed"><colgroup>{cols}</colgroup><thead><tr style="text-align:left;color:#64748b">'
            f'{head}</tr></thead><tbody>{"".join(body)}</tbody></table>')


def per_document_figure(details: Mapping[str, Any], lang: str = "zh", title: str | None = None) -> go.Figure:
    """Seed 001's per-document scores as bars in retrieval-rank order, with the pooled and the rank-weighted
    score as lines (named in the legend), so the three can be read side by side."""
    docs = sorted(details.get("per_document") or [], key=lambda d: d.get("rank") or 0)
    weights = [_num(d.get("weight")) for d in docs]
    # The rank weight goes under the document's name: on the bar it would be shrunk to fit.
    x = [f"{t('mres.doc', lang, rank=d.get('rank'))}<br>{t('mres.weight', lang, w='—' if w is None else f'{w:.2f}')}"
         for d, w in zip(docs, weights)]
    y = [_num(d.get("score")) or 0.0 for d in docs]
    fig = go.Figure(go.Bar(x=x, y=y, text=[f"{v:.2f}" for v in y], textposition="outside",
                           marker_color=[score_colour(v) for v in y], hovertemplate="%{x}: %{y:.3f}<extra></extra>",
                           showlegend=False, cliponaxis=False, textfont=dict(size=12)))
    for key, label, colour, dash in (("pooled_score", "mres.pooled", GREY, "dash"),
                                     ("rank_weighted_score", "mres.rank_weighted", BLUE, "dot")):
        v = _num(details.get(key))
        if v is None:
            continue
        fig.add_hline(y=v, line=dict(color=colour, dash=dash, width=2))
        fig.add_trace(go.Scatter(x=[None], y=[None], mode="lines", line=dict(color=colour, dash=dash, width=2),
                                 name=f"{t(label, lang)} {v:.2f}"))
    if len(docs) == 1:  # one bar alone reads as a lost point: say why the three numbers coincide
        fig.add_annotation(text=esc(t("chart.per_doc_one", lang)), xref="paper", yref="paper", x=0.5, y=1.02,
                           showarrow=False, font=dict(size=11, color="#475569"))
    fig.update_layout(height=330, yaxis=dict(range=[0, 1.2], tickvals=[0, 0.5, 1]),
                      bargap=0.35 if len(docs) > 2 else 0.7,
                      title=dict(text=title or t("mres.per_document", lang), x=0.02, font=dict(size=14)),
                      legend=dict(orientation="h", yanchor="top", y=-0.3, x=0),
                      **{**_LAYOUT, "margin": dict(l=30, r=20, t=40, b=80)})
    return fig


def metric_means_figure(means: Mapping[str, Mapping[str, Any]], lang: str = "zh") -> go.Figure:
    """Mean of each 0–1 extra metric over a result set, one colour per group (raw units such as seconds are
    left out: they do not share the axis)."""
    fig = go.Figure()
    for group in METRIC_GROUP_ORDER:
        items = [(n, m) for n, m in means.items() if (m.get("group") or "other") == group and not m.get("unit")
                 and _num(m.get("mean")) is not None]
        if not items:
            continue
        fig.add_trace(go.Bar(
            x=[metric_label(n, lang) for n, _ in items], y=[_num(m["mean"]) for _, m in items],
            name=metric_group_label(group, lang), marker_color=GROUP_COLOURS.get(group, GREY),
            text=[f"{_num(m['mean']):.2f}" for _, m in items], textposition="outside", cliponaxis=False,
            customdata=[[m.get("n", 0), m.get("unavailable", 0)] for _, m in items],
            hovertemplate="%{x}: %{y:.3f} (n=%{customdata[0]}, " + esc(t("status.unavailable", lang))
                          + " %{customdata[1]})<extra></extra>"))
    fig.update_layout(height=380, yaxis=dict(range=[0, 1.12], title=t("chart.metric_mean", lang)),
                      title=dict(text=t("chart.metric_means_title", lang), x=0.02),
                      legend=dict(orientation="h", y=1.1, x=0.45), xaxis=dict(tickangle=-30), **_LAYOUT)
    return fig


# --- knowledge graph --------------------------------------------------------------------------------------

def has_communities(nodes: Sequence[Any]) -> bool:
    return any(getattr(n, "community", None) is not None for n in nodes)


def graph_figure(nodes: Sequence[Any], edges: Sequence[Any], *, verified: Mapping[str, str] | None = None,
                 unverified: Sequence[str] = (), focus: Sequence[str] = (), lang: str = "zh",
                 seed: int = 7, colour_by: str = "label",
                 community_names: Mapping[int, str] | None = None) -> go.Figure:
    """A subgraph as a plotly network (networkx spring layout), nodes coloured by label, or by `community` when
    `colour_by="community"` (legend: id · name from `community_names`).

    `verified` maps answer entities to the graph node that confirmed them (drawn with a green ring);
    `unverified` answer entities are not in the graph and are drawn as red crosses beside it.
    """
    import networkx as nx

    g = nx.Graph()
    by_id = {n.id: n for n in nodes}
    for n in nodes:
        g.add_node(n.id)
    for e in edges:
        if e.source in by_id and e.target in by_id:
            g.add_edge(e.source, e.target, type=e.type)
    pos = nx.spring_layout(g, seed=seed, k=2.0 / math.sqrt(max(1, len(g))), iterations=150) if len(g) else {}
    fig = go.Figure()
    ex, ey, mx, my, mt = [], [], [], [], []
    for e in edges:
        if e.source in pos and e.target in pos:
            (x0, y0), (x1, y1) = pos[e.source], pos[e.target]
            ex += [x0, x1, None]
            ey += [y0, y1, None]
            mx.append((x0 + x1) / 2)
            my.append((y0 + y1) / 2)
            mt.append(esc(e.type))
    fig.add_trace(go.Scatter(x=ex, y=ey, mode="lines", line=dict(color="#cbd5e1", width=1.2), hoverinfo="skip",
                             showlegend=False))
    fig.add_trace(go.Scatter(x=mx, y=my, mode="markers", marker=dict(size=6, color="rgba(0,0,0,0)"), text=mt,
                             hovertemplate="%{text}<extra></extra>", showlegend=False))
    verified_nodes = set((verified or {}).values())
    focus_set = set(focus)
    # Names of the entities that matter are always drawn; the rest on hover, or the picture is unreadable.
    degree = dict(g.degree())
    hubs = set(sorted(degree, key=degree.get, reverse=True)[:8]) if len(g) > 25 else set(degree)
    names = community_names or {}

    def community_text(c: Any) -> str:
        if c is None:
            return t("graph.no_community", lang)
        return f"{c} · {names[c]}" if names.get(c) else t("graph.community", lang, id=c)

    by_community = colour_by == "community"

    def group_of(n: Any) -> Any:
        return n.community if by_community else (n.label or "?")

    if by_community:  # numbered communities first, nodes without one last
        keys = sorted({n.community for n in nodes}, key=lambda c: (c is None, c or 0))
    else:
        keys = sorted({n.label or "?" for n in nodes})
    for i, key in enumerate(keys):
        members = [n for n in nodes if group_of(n) == key and n.id in pos]
        if not members:
            continue
        colour = GREY if by_community and key is None else LABEL_PALETTE[i % len(LABEL_PALETTE)]
        fig.add_trace(go.Scatter(
            x=[pos[n.id][0] for n in members], y=[pos[n.id][1] for n in members], mode="markers+text",
            name=community_text(key) if by_community else key,
            text=[esc(n.name) if n.name in focus_set or n.name in verified_nodes or n.id in hubs else ""
                  for n in members],
            hovertext=[esc(n.name) for n in members], textposition="top center", textfont=dict(size=11),
            marker=dict(size=[22 if n.name in focus_set or n.name in verified_nodes else 14 for n in members],
                        color=colour,
                        line=dict(color=[GREEN if n.name in verified_nodes else "#ffffff" for n in members],
                                  width=[4 if n.name in verified_nodes else 1 for n in members])),
            customdata=[[esc(n.label or "?") + (" · " + esc(community_text(n.community)) if n.community is not None
                                                 else ""), esc((n.description or "")[:120])] for n in members],
            hovertemplate="<b>%{hovertext}</b><br>%{customdata[0]}<br>%{customdata[1]}<extra></extra>"))
    if unverified:
        xs = [pos_x for pos_x, _ in pos.values()] or [0.0]
        ys = [pos_y for _, pos_y in pos.values()] or [0.0]
        x0 = max(xs) + 0.35
        span = (max(ys) - min(ys)) or 1.0
        uy = [max(ys) - span * k / max(1, len(unverified) - 1) for k in range(len(unverified))] if len(unverified) > 1 else [sum(ys) / len(ys)]
        fig.add_trace(go.Scatter(x=[x0] * len(unverified), y=uy, mode="markers+text", name=t("graph.unverified", lang),
                                 text=[esc(u) for u in unverified], textposition="middle right",
                                 marker=dict(symbol="x", size=14, color=RED),
                                 hovertemplate="%{text}: " + esc(t("graph.not_in_graph", lang)) + "<extra></extra>"))
    if verified_nodes:
        fig.add_trace(go.Scatter(x=[None], y=[None], mode="markers", name=t("graph.verified", lang),
                                 marker=dict(size=14, color="#ffffff", line=dict(color=GREEN, width=4))))
    # Axis ranges wide enough for every drawn label: plotly sizes the axes by the markers only, so a long name at
    # the edge (an invented entity beside the graph, a hub on the rim) would be cut off. Labels are first placed
    # around their node so that no two overlap (the centre of a dense subgraph otherwise reads as one smudge).
    plain = [(x, y) for tr in fig.data if tr.x is not None for x, y in zip(tr.x, tr.y) if x is not None]
    labelled = _labelled_points(fig)
    xr, yr = label_ranges(labelled, plain)
    spread_labels(fig, xr, yr)
    xr, yr = label_ranges(_labelled_points(fig), plain)
    fig.update_layout(height=GRAPH_HEIGHT, xaxis=dict(visible=False, range=xr), yaxis=dict(visible=False, range=yr),
                      hovermode="closest", legend=dict(orientation="h", y=-0.05), plot_bgcolor="#ffffff", **_LAYOUT)
    return fig


def _labelled_points(fig: go.Figure) -> list[tuple[float, float, str, str]]:
    out = []
    for tr in fig.data:
        if not (tr.mode and "text" in tr.mode and tr.text is not None):
            continue
        positions = tr.textposition if isinstance(tr.textposition, (list, tuple)) else [tr.textposition] * len(tr.x)
        out += [(x, y, str(text), pos) for x, y, text, pos in zip(tr.x, tr.y, tr.text, positions) if x is not None]
    return out


LABEL_POSITIONS = ("top center", "bottom center", "middle right", "middle left", "top right", "top left",
                   "bottom right", "bottom left")


def _label_box(x: float, y: float, w: float, h: float, pos: str, gap: float = 9.0) -> tuple[float, float, float, float]:
    """(left, bottom, right, top) in px of a label of w × h drawn at `pos` around a marker at (x, y) px."""
    vertical, horizontal = pos.split(" ")
    if horizontal == "center":
        left = x - w / 2
    elif horizontal == "right":
        left = x + (gap if vertical == "middle" else 2)
    else:
        left = x - w - (gap if vertical == "middle" else 2)
    if vertical == "top":
        bottom = y + gap
    elif vertical == "bottom":
        bottom = y - gap - h
    else:
        bottom = y - h / 2
    return left, bottom, left + w, bottom + h


def spread_labels(fig: go.Figure, xr: Sequence[float], yr: Sequence[float], width: float = 760,
                  height: float | None = None, size: float = 11) -> int:
    """Give every drawn node label the first position around its node (LABEL_POSITIONS) where it overlaps no label
    placed before it and no other marker; bigger (focus) nodes choose first. Returns how many labels still overlap."""
    height = height or GRAPH_HEIGHT - 140
    sx = width / ((xr[1] - xr[0]) or 1.0)
    sy = height / ((yr[1] - yr[0]) or 1.0)
    items = []  # (priority, trace index, point index, x px, y px, text)
    markers = []
    for ti, tr in enumerate(fig.data):
        if tr.x is None:
            continue
        sizes = tr.marker.size if tr.marker is not None and isinstance(tr.marker.size, (list, tuple)) else None
        for pi, (x, y) in enumerate(zip(tr.x, tr.y)):
            if x is None:
                continue
            px, py = (x - xr[0]) * sx, (y - yr[0]) * sy
            markers.append((px, py, ti, pi))
            text = tr.text[pi] if tr.mode and "text" in tr.mode and tr.text is not None and pi < len(tr.text) else ""
            if text:
                items.append((-(sizes[pi] if sizes else 14), ti, pi, px, py, str(text)))
    items.sort()
    placed: list[tuple[float, float, float, float]] = []
    chosen: dict[tuple[int, int], str] = {}
    clashes = 0

    def overlaps(box, other) -> bool:
        return box[0] < other[2] and other[0] < box[2] and box[1] < other[3] and other[1] < box[3]

    for _, ti, pi, px, py, text in items:
        w, h = label_px(text, size), size * 1.3
        best, best_hits = None, None
        default = fig.data[ti].textposition if isinstance(fig.data[ti].textposition, str) else "top center"
        for pos in (default, *[p for p in LABEL_POSITIONS if p != default]):
            box = _label_box(px, py, w, h, pos)
            hits = sum(overlaps(box, other) for other in placed)
            hits += sum(1 for mx, my, mt, mp in markers if (mt, mp) != (ti, pi)
                        and overlaps(box, (mx - 5, my - 5, mx + 5, my + 5)))
            if best_hits is None or hits < best_hits:
                best, best_hits = (pos, box), hits
            if hits == 0:
                break
        chosen[(ti, pi)] = best[0]
        placed.append(best[1])
        clashes += best_hits > 0
    for ti, tr in enumerate(fig.data):
        if tr.mode and "text" in tr.mode and tr.text is not None and any(k[0] == ti for k in chosen):
            default = tr.textposition if isinstance(tr.textposition, str) else "top center"
            tr.textposition = [chosen.get((ti, pi), default) for pi in range(len(tr.x))]
    return clashes


GRAPH_HEIGHT = 620
# The narrowest plot width the graph page is read at (px): the ranges are made for it, wider plots only gain room.
GRAPH_MIN_WIDTH = 440


def label_px(text: str, size: float = 11) -> float:
    """About how wide a label is drawn (px): CJK characters a full em, others a little over half."""
    return sum(size if ord(c) >= 0x2E80 else size * 0.6 for c in text)


def label_ranges(labelled: Sequence[tuple[float, float, str, str]], points: Sequence[tuple[float, float]] = (),
                 width: float = GRAPH_MIN_WIDTH, height: float = GRAPH_HEIGHT - 140,
                 size: float = 11) -> tuple[list[float], list[float]]:
    """x and y axis ranges that hold every point and every label (x, y, text, textposition) inside a plot of
    `width` × `height` px: labels are measured in px and the ranges grown until each fits."""
    xs = [p[0] for p in points] + [p[0] for p in labelled]
    ys = [p[1] for p in points] + [p[1] for p in labelled]
    if not xs:
        return [-1.0, 1.0], [-1.0, 1.0]
    extents = []  # (x, y, left px, right px, below px, above px)
    for x, y, text, pos in labelled:
        w = min(label_px(text, size), width * 0.35) if text else 0.0  # capped: the ranges must converge
        pos = str(pos or "top center")
        if "right" in pos:
            left, right = 0.0, w + 12
        elif "left" in pos:
            left, right = w + 12, 0.0
        else:
            left = right = w / 2 + 4
        above = size * 1.4 + 12 if "top" in pos else size
        below = size * 1.4 + 12 if "bottom" in pos else size
        extents.append((x, y, left, right, below, above))
    extents += [(x, y, 12.0, 12.0, 12.0, 12.0) for x, y in zip(xs, ys)]  # a marker's own radius
    lo_x, hi_x, lo_y, hi_y = min(xs), max(xs), min(ys), max(ys)
    for _ in range(30):  # fixed point: px per data unit depends on the range being sought
        sx = (hi_x - lo_x) / width if hi_x > lo_x else 1.0 / width
        sy = (hi_y - lo_y) / height if hi_y > lo_y else 1.0 / height
        new = (min(x - left * sx for x, _, left, _, _, _ in extents), max(x + right * sx for x, _, _, right, _, _ in extents),
               min(y - below * sy for _, y, _, _, below, _ in extents), max(y + above * sy for _, y, _, _, _, above in extents))
        if all(abs(a - b) < 1e-9 for a, b in zip(new, (lo_x, hi_x, lo_y, hi_y))):
            break
        lo_x, hi_x, lo_y, hi_y = new
    return [lo_x, hi_x], [lo_y, hi_y]


def preload_figure() -> go.Figure:
    """A blank 10-pixel figure (plotly's least height): drawn, hidden, at the end of Home, it makes the browser load and compile plotly's script
    while the reader is on Home, so the first result page (radar, gauge) does not wait for it."""
    fig = go.Figure()
    fig.update_layout(height=10, margin=dict(l=0, r=0, t=0, b=0), xaxis=dict(visible=False),
                      yaxis=dict(visible=False), paper_bgcolor="rgba(0,0,0,0)", plot_bgcolor="rgba(0,0,0,0)")
    return fig


def preload_table() -> pd.DataFrame:
    """A one-cell table for the same purpose as preload_figure (the data grid's script)."""
    return pd.DataFrame({"": [""]})
