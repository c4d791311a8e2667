"""One result's headline: the hallucination risk gauge and the quality-level badge."""
from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from earag.metrics.dimensions.hallucination import risk_band
from ui.charts.style import (
    _LAYOUT,
    BLUE,
    GREY,
    LEVEL_COLOURS,
    RISK_COLOURS,
    _num,
    esc,
)
from ui.i18n import level_label, t


def risk_gauge(value: Any, threshold: Any = None, lang: str = "zh") -> go.Figure:
    """Seed 000's hallucination bands: 低 < 0.2 green, 中 0.2–0.5 amber, 高 > 0.5 red."""
    v = _num(value)
    band = risk_band(v) if v is not None else None
    title = t("chart.risk_title", lang) + (f" · {band.label(lang)}" if band else f" · {t('chart.no_score', lang)}")
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
