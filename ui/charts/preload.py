"""Blank figure and table drawn hidden on Home, so the browser loads the chart and grid scripts early."""
from __future__ import annotations

import pandas as pd
import plotly.graph_objects as go


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
