"""Hallucination, seed 000 dimension 5: min(1, (1 − faithfulness) + 0.5 · unmatched_ratio)."""
from __future__ import annotations

from earag.enums import Risk

ENTITY_WEIGHT = 0.5


def hallucination(faithfulness_score: float, unmatched_ratio: float) -> float:
    return min(1.0, (1.0 - faithfulness_score) + ENTITY_WEIGHT * unmatched_ratio)


def risk_band(value: float) -> Risk:
    """Seed 000's bands: 低 up to 0.2, 中 up to 0.5, 高 above (earag.enums.Risk: its value is the word records hold)."""
    if value > 0.5:
        return Risk.HIGH
    if value > 0.2:
        return Risk.MEDIUM
    return Risk.LOW
