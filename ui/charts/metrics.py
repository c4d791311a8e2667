"""The extra metrics of a result (earag.metrics) for display: entries and groups, their HTML table, and the
means of a run by group."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import plotly.graph_objects as go

from earag.enums import ProvenanceStatus
from earag.metrics import available_metrics
from ui.charts.style import (
    _LAYOUT,
    AMBER,
    BLUE,
    GREEN,
    GREY,
    GROUP_COLOURS,
    RED,
    STATUS_COLOURS,
    VIOLET,
    _num,
    esc,
)
from ui.i18n import metric_group_label, metric_label, say, status_label, t

METRIC_GROUP_ORDER: tuple[str, ...] = ("answer_quality", "context_support", "retrieval", "graph", "earag", "other")


def _metric_info() -> dict[str, dict[str, Any]]:
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
    status = str(metric.get("status") or details.get("status")
                 or (ProvenanceStatus.UNAVAILABLE if score is None else ProvenanceStatus.OK))
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
    if status == ProvenanceStatus.UNAVAILABLE and needs:
        reason = t("mres.unavailable", lang, needs=needs_text(needs, lang))
    elif status == ProvenanceStatus.UNAVAILABLE:
        unavailable = ProvenanceStatus.UNAVAILABLE.label(lang)
        reason = f"{unavailable}: {reason}" if reason else unavailable
    elif status == ProvenanceStatus.ERROR:
        reason = f"{ProvenanceStatus.ERROR.label(lang)}: {details.get('message') or reason}"
    rule, llm = _num(details.get("rule_score")), _num(details.get("llm_score"))
    # when seed 003's policy asks the LLM (stored in its words; its codes in trigger_messages)
    trigger = say(details.get("trigger"), lang, details.get("trigger_messages")) if details.get("trigger") else ""
    return {
        "name": name, "label": metric_label(name, lang), "group": info.get("group", "other"),
        "score": score, "score_text": format_metric_score(score, unit), "unit": unit, "higher_is_better": higher,
        "colour": score_colour(score, higher, unit), "status": status, "status_text": status_label(status, lang),
        "layer": layer, "layer_text": t(f"layer.{layer}", lang) if layer in ("rule", "llm", "none") else str(layer),
        "llm_status": llm_status,
        "llm_status_text": t(f"llm_status.{llm_status}", lang) if llm_status else "",
        "rule_score": rule, "llm_score": llm,
        "rule_vs_llm": t("mres.rule_llm", lang, rule=format_metric_score(rule, unit), llm=format_metric_score(llm, unit)),
        "reason": reason, "needs": needs, "trigger": trigger,
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
        trigger = f' title="{esc(t("mres.trigger", lang, trigger=e["trigger"]))}"' if e.get("trigger") else ""
        if e["status"] != ProvenanceStatus.OK:
            layer_cell += _badge(e["status_text"], STATUS_COLOURS.get(e["status"], GREY), f"earag-status-{e['status']}")
        notes = [x for x in (e["llm_status_text"], e["rule_vs_llm"] if e["score"] is not None else "") if x]
        if notes:
            layer_cell += f'<div style="font-size:0.75rem;color:#64748b;margin-top:2px">{esc(" · ".join(notes))}</div>'
        reason_colour = "#b91c1c" if e["status"] in (ProvenanceStatus.UNAVAILABLE, ProvenanceStatus.ERROR) else "#334155"
        rows.append(
            f'<tr class="earag-metric earag-metric-{esc(e["status"])}" data-metric="{esc(e["name"])}" '
            f'style="border-top:1px solid #e2e8f0;vertical-align:top">'
            f'<td style="padding:6px 8px"><b>{esc(e["label"])}</b>'
            f'<div style="font-size:0.72rem;color:#94a3b8;overflow-wrap:anywhere">{esc(e["name"])}</div></td>'
            f'<td style="padding:6px 8px;white-space:nowrap">{score_cell}</td>'
            f'<td style="padding:6px 8px"{trigger}>{layer_cell}</td>'
            f'<td style="padding:6px 8px;color:{reason_colour};font-size:0.88rem">{esc(e["reason"])}</td></tr>')
    # Fixed column widths, so the tables of the groups stacked on the page line up.
    cols = '<colgroup><col style="width:200px"><col style="width:130px"><col style="width:250px"><col></colgroup>'
    return ('<table class="earag-metrics" style="width:100%;border-collapse:collapse;font-size:0.9rem;'
            f'table-layout:fixed">{cols}<thead><tr style="text-align:left;color:#64748b">{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>')


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
            hovertemplate="%{x}: %{y:.3f} (n=%{customdata[0]}, " + esc(ProvenanceStatus.UNAVAILABLE.label(lang))
                          + " %{customdata[1]})<extra></extra>"))
    fig.update_layout(height=380, yaxis=dict(range=[0, 1.12], title=t("chart.metric_mean", lang)),
                      title=dict(text=t("chart.metric_means_title", lang), x=0.02),
                      legend=dict(orientation="h", y=1.1, x=0.45), xaxis=dict(tickangle=-30), **_LAYOUT)
    return fig
