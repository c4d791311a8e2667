"""The radar of the five dimensions: one result's scores, or the means of a run, against the thresholds."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pandas as pd
import plotly.graph_objects as go

from earag.types import DIMENSIONS
from ui.charts.style import (
    _LAYOUT,
    BLUE,
    RED,
    RUN_COLOURS,
    _num,
)
from ui.i18n import dim_label, t


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
