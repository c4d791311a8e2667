"""What every chart shares: the colours (keyed by level, risk, status, entity coverage, metric group), the
figure layout, HTML escaping and one number format."""
from __future__ import annotations

import html
import math
from typing import Any

from earag.enums import Level, ProvenanceStatus, Risk

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


def number_text(value: float, digits: int = 3) -> str:
    """`value` with `digits` decimals, one format everywhere: a value that rounds to zero reads 0.00, never -0.00."""
    text = f"{value:.{digits}f}"
    return text[1:] if text.startswith("-") and float(text) == 0 else text
