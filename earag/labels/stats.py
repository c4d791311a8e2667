"""Agreement statistics on plain values: Cohen's κ (plain and quadratic-weighted), Krippendorff's α (nominal and
interval), rank correlations with seeded bootstrap intervals, sentence-verdict accuracy and span overlap."""
from __future__ import annotations

import math
import warnings
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from scipy import stats

Span = tuple[int, int]


def confusion(a: Sequence[int], b: Sequence[int], k: int) -> np.ndarray:
    """k×k counts: rows the first rater's category, columns the second's (categories 0..k-1)."""
    out = np.zeros((k, k), dtype=float)
    for x, y in zip(a, b):
        out[int(x), int(y)] += 1
    return out


def cohen_kappa(a: Sequence[int], b: Sequence[int], k: int, weights: str | None = None) -> float | None:
    """Cohen's κ of two raters over categories 0..k-1; weights=None (plain) or "quadratic" ((i-j)²/(k-1)²).
    None when undefined (fewer than 2 items, or chance agreement is total)."""
    if len(a) != len(b):
        # internal: a caller's bug (the agreement code pairs the ratings)
        raise ValueError("cohen_kappa: the two raters rated different numbers of items")
    if len(a) < 2:
        return None
    observed = confusion(a, b, k) / len(a)
    expected = np.outer(observed.sum(axis=1), observed.sum(axis=0))
    i, j = np.indices((k, k))
    w = (i != j).astype(float) if weights is None else (i - j) ** 2 / (k - 1) ** 2
    if weights not in (None, "quadratic"):
        # internal: a caller's bug (the weights are chosen in code)
        raise ValueError(f"cohen_kappa: unknown weights {weights!r}")
    disagreement_expected = float((w * expected).sum())
    if disagreement_expected <= 1e-12:
        return None
    return 1.0 - float((w * observed).sum()) / disagreement_expected


def krippendorff_alpha(units: Sequence[Sequence[float | None]], metric: str = "nominal") -> float | None:
    """Krippendorff's α over units (items), each the values its raters gave (None = not rated). Only units with
    at least two values count (pairable values, n). α = 1 − D_o / D_e with
    D_o = (1/n) Σ_u 1/(m_u − 1) Σ_{i≠j in u} δ²,  D_e = 1/(n(n − 1)) Σ_{i≠j over all pairable values} δ²,
    δ² = [c ≠ k] (nominal) or (c − k)² (interval). None when undefined (no pairable unit, or no variation)."""
    if metric not in ("nominal", "interval"):
        # internal: a caller's bug (the metric is chosen in code)
        raise ValueError(f"krippendorff_alpha: unknown metric {metric!r}")

    def delta(x: np.ndarray, y: np.ndarray) -> np.ndarray:
        return (x != y).astype(float) if metric == "nominal" else (x - y) ** 2

    pairable = [np.array([v for v in unit if v is not None], dtype=float) for unit in units]
    pairable = [u for u in pairable if len(u) >= 2]
    values = np.concatenate(pairable) if pairable else np.array([])
    n = len(values)
    if n < 2:
        return None
    d_o = sum(float(delta(u[:, None], u[None, :]).sum()) / (len(u) - 1) for u in pairable) / n
    d_e = float(delta(values[:, None], values[None, :]).sum()) / (n * (n - 1))
    if d_e <= 1e-15:
        return None
    return 1.0 - d_o / d_e


def _finite(value: Any) -> float | None:
    try:
        value = float(value)
    except (TypeError, ValueError):
        return None
    return value if math.isfinite(value) else None


def spearman(x: Sequence[float], y: Sequence[float]) -> float | None:
    if len(x) < 2 or np.ptp(x) == 0 or np.ptp(y) == 0:
        return None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return _finite(stats.spearmanr(x, y).statistic)


def kendall(x: Sequence[float], y: Sequence[float]) -> float | None:
    """Kendall's τ-b (ties on either side accounted for), as scipy computes it."""
    if len(x) < 2 or np.ptp(x) == 0 or np.ptp(y) == 0:
        return None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return _finite(stats.kendalltau(x, y).statistic)


def _batched() -> dict[Callable[..., Any], Callable[[np.ndarray, np.ndarray], np.ndarray]]:
    return {spearman: _spearman_rows, kendall: _kendall_rows}


def bootstrap(x: Sequence[float], y: Sequence[float], statistic: Callable[[Any, Any], float | None],
              *, n_boot: int = 1000, seed: int = 0, level: float = 0.95) -> dict[str, Any]:
    """The statistic on (x, y) and its percentile bootstrap interval: pairs resampled with replacement n_boot
    times from a generator seeded with `seed` (the same inputs give the same interval); resamples where the
    statistic is undefined (a constant side) are left out and counted in `n_boot_used`."""
    xa, ya = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    value = statistic(xa, ya)
    out: dict[str, Any] = {"value": value, "low": None, "high": None, "n": len(xa), "n_boot_used": 0,
                           "level": level, "seed": seed}
    if value is None or len(xa) < 3 or n_boot <= 0:
        return out
    rng = np.random.default_rng(seed)
    indices = rng.integers(0, len(xa), size=(int(n_boot), len(xa)))
    batched = _BATCHED.get(statistic)
    if batched is not None and len(xa) <= _MAX_BATCH_N:
        values = np.concatenate([batched(xa[chunk], ya[chunk]) for chunk in _chunks(indices, len(xa))])
        draws = [float(v) for v in values if np.isfinite(v)]
    else:
        draws = [v for idx in indices if (v := statistic(xa[idx], ya[idx])) is not None]
    if draws:
        tail = (1.0 - level) / 2 * 100
        out["low"], out["high"] = (float(v) for v in np.percentile(draws, [tail, 100 - tail]))
        out["n_boot_used"] = len(draws)
    return out


# Resamples computed together (a B×n×n sign array for Kendall) up to this many cells at a time; beyond n = 2000
# the statistic is computed resample by resample.
_CELLS = 4_000_000
_MAX_BATCH_N = 2000


def _chunks(indices: np.ndarray, n: int) -> list[np.ndarray]:
    step = max(1, _CELLS // max(1, n * n))
    return [indices[i:i + step] for i in range(0, len(indices), step)]


def _spearman_rows(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Spearman's ρ of each row pair (Pearson on average ranks, as scipy); NaN for a constant row."""
    rx, ry = stats.rankdata(x, axis=1), stats.rankdata(y, axis=1)
    rx -= rx.mean(axis=1, keepdims=True)
    ry -= ry.mean(axis=1, keepdims=True)
    den = np.sqrt((rx * rx).sum(axis=1) * (ry * ry).sum(axis=1))
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(den > 0, (rx * ry).sum(axis=1) / den, np.nan)


def _kendall_rows(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Kendall's τ-b of each row pair: Σ sign(Δx)·sign(Δy) / √(Σ sign(Δx)² · Σ sign(Δy)²) over pairs; NaN when
    a row is constant."""
    sx = np.sign(x[:, :, None] - x[:, None, :])
    sy = np.sign(y[:, :, None] - y[:, None, :])
    den = np.sqrt((sx * sx).sum(axis=(1, 2)) * (sy * sy).sum(axis=(1, 2)))
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(den > 0, (sx * sy).sum(axis=(1, 2)) / den, np.nan)


def _overlaps(a: Span, b: Span) -> bool:
    return min(a[1], b[1]) > max(a[0], b[0])


def _chars(spans: Sequence[Span]) -> set[int]:
    return {i for a, b in spans for i in range(a, b)}


def span_agreement(items: Sequence[tuple[Sequence[Span], Sequence[Span]]]) -> dict[str, Any]:
    """Judge spans against human spans over items, each (judge spans, human spans) in answer offsets.

    A judge span is correct when it overlaps a human span (precision = correct judge spans / judge spans); a
    human span is found when a judge span overlaps it (recall = found / human spans); F1 their harmonic mean.
    IoU = Σ characters in both / Σ characters in either (summed over items). Each None when its denominator is 0.
    """
    n_pred = n_gold = hit_pred = hit_gold = inter = union = 0
    for judge, human in items:
        n_pred += len(judge)
        n_gold += len(human)
        hit_pred += sum(any(_overlaps(p, g) for g in human) for p in judge)
        hit_gold += sum(any(_overlaps(g, p) for p in judge) for g in human)
        cj, ch = _chars(judge), _chars(human)
        inter += len(cj & ch)
        union += len(cj | ch)
    precision = hit_pred / n_pred if n_pred else None
    recall = hit_gold / n_gold if n_gold else None
    f1 = None
    if precision is not None and recall is not None:
        f1 = 0.0 if precision + recall == 0 else 2 * precision * recall / (precision + recall)
    return {"items": len(items), "judge_spans": n_pred, "human_spans": n_gold, "precision": precision,
            "recall": recall, "f1": f1, "iou": inter / union if union else None}


_BATCHED = _batched()  # the rank statistics whose resamples are computed as arrays (same values as one by one)
