"""Two runs compared: paired means with their intervals, the paired differences, the per-question scatter."""
from __future__ import annotations

import numpy as np
import pandas as pd
import plotly.graph_objects as go

from ui.charts.style import (
    _LAYOUT,
    GREEN,
    GREY,
    RED,
    RUN_COLOURS,
    esc,
)
from ui.i18n import dim_label, t


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
