"""Plotly figures and HTML snippets for the dashboard: pure functions over result dicts, frames and compare results,
one module per kind of chart. The names are re-exported here, so `from ui import charts; charts.radar_figure(...)`
keeps working."""
from __future__ import annotations

from ui.charts.aggregates import (
    confusion_figure,
    correlation_heatmap,
    level_bar,
    level_counts,
    level_distribution_figure,
    score_histograms,
)
from ui.charts.compare import compare_means_figure, paired_diff_figure, paired_scatter
from ui.charts.entities import answer_entity_chips, context_usage_html, entity_diff_html, question_entity_chips
from ui.charts.gauge import level_badge_html, risk_gauge
from ui.charts.geometry import GRAPH_HEIGHT, GRAPH_MIN_WIDTH, LABEL_POSITIONS, label_px, label_ranges, spread_labels
from ui.charts.graph import graph_figure, has_communities
from ui.charts.metrics import (
    METRIC_GROUP_ORDER,
    format_metric_score,
    metric_entry,
    metric_groups,
    metric_means_figure,
    metric_table_html,
    needs_text,
    score_colour,
)
from ui.charts.preload import preload_figure, preload_table
from ui.charts.provenance import backend_rows, provenance_reason
from ui.charts.radar import mean_radar, mean_scores, radar_figure, radar_points, threshold_points
from ui.charts.style import (
    AMBER,
    BLUE,
    CHIP_COLOURS,
    GREEN,
    GREY,
    GROUP_COLOURS,
    LABEL_PALETTE,
    LEVEL_COLOURS,
    RED,
    RISK_COLOURS,
    RUN_COLOURS,
    STATUS_COLOURS,
    VIOLET,
    esc,
    number_text,
)
from ui.charts.verdicts import per_document_figure, verdict_rows, verdict_table_html

__all__ = [
    "AMBER", "BLUE", "CHIP_COLOURS", "GREEN", "GREY", "GROUP_COLOURS", "LABEL_PALETTE", "LEVEL_COLOURS", "RED",
    "RISK_COLOURS", "RUN_COLOURS", "STATUS_COLOURS", "VIOLET", "esc", "number_text", "mean_radar", "mean_scores",
    "radar_figure", "radar_points", "threshold_points", "level_badge_html", "risk_gauge", "answer_entity_chips",
    "context_usage_html", "entity_diff_html", "question_entity_chips", "backend_rows", "provenance_reason",
    "confusion_figure", "correlation_heatmap", "level_bar", "level_counts", "level_distribution_figure",
    "score_histograms", "compare_means_figure", "paired_diff_figure", "paired_scatter", "METRIC_GROUP_ORDER",
    "format_metric_score", "metric_entry", "metric_groups", "metric_means_figure", "metric_table_html",
    "needs_text", "score_colour", "per_document_figure", "verdict_rows", "verdict_table_html", "graph_figure",
    "has_communities", "GRAPH_HEIGHT", "GRAPH_MIN_WIDTH", "LABEL_POSITIONS", "label_px", "label_ranges",
    "spread_labels", "preload_figure", "preload_table"
]
