"""Figures of many results (a run): score histograms, the level bar, correlations, level distributions before
and after tuning, and the confusion matrix against human levels."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import pandas as pd
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from earag.scoring import LEVEL_NAMES
from earag.types import DIMENSIONS
from ui.charts.style import (
    _LAYOUT,
    BLUE,
    LEVEL_COLOURS,
    RED,
    number_text,
)
from ui.i18n import dim_label, level_label, t


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
