"""Compare two evaluation runs: means with bootstrap intervals and paired per-question differences."""
from __future__ import annotations

import math
import warnings
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np
import pandas as pd
from scipy import stats

from .frames import UPPER_BOUND_DIMENSIONS
from .types import DIMENSIONS

METRICS: tuple[str, ...] = ("overall", *DIMENSIONS)
# Scores come from JSON with a few decimals; anything smaller than this is the same score.
SAME_TOLERANCE = 1e-9
# Bootstrap replicates are drawn in chunks so 10,000 rows × 2,000 replicates never sit in memory at once.
_BOOT_CHUNK_CELLS = 2_000_000


def _column(metric: str) -> str:
    return "overall_score" if metric == "overall" else metric


def _none_if_nan(value: float | None) -> float | None:
    if value is None:
        return None
    value = float(value)
    return value if math.isfinite(value) else None


def bootstrap_mean_ci(
    values: np.ndarray, *, confidence: float = 0.95, n_boot: int = 2000, seed: int = 0
) -> tuple[float, float] | None:
    """Percentile bootstrap interval of the mean; None for fewer than 2 values. Same seed, same interval."""
    values = np.asarray(values, dtype=float)
    n = len(values)
    if n < 2:
        return None
    if not 0 < confidence < 1:
        raise ValueError("confidence must be between 0 and 1")
    rng = np.random.default_rng(seed)
    means = np.empty(n_boot)
    step = max(1, _BOOT_CHUNK_CELLS // n)
    for start in range(0, n_boot, step):
        size = min(step, n_boot - start)
        means[start:start + size] = values[rng.integers(0, n, size=(size, n))].mean(axis=1)
    alpha = 1.0 - confidence
    low, high = np.quantile(means, [alpha / 2, 1 - alpha / 2])
    return float(low), float(high)


@dataclass
class MetricComparison:
    """One metric (overall or a dimension) across runs A and B; differences are B − A."""

    metric: str
    n_a: int
    mean_a: float | None
    ci_a: tuple[float, float] | None
    n_b: int
    mean_b: float | None
    ci_b: tuple[float, float] | None
    n_paired: int
    mean_diff: float | None
    ci_diff: tuple[float, float] | None
    p_value: float | None
    better: int
    worse: int
    same: int
    higher_is_better: bool = True


@dataclass
class CompareResult:
    """Run A vs run B; `better`/`worse` list overall-score changes, largest first."""

    key: str
    confidence: float
    n_a: int
    n_b: int
    n_matched: int
    metrics: dict[str, MetricComparison]
    better: list[dict[str, Any]] = field(default_factory=list)
    worse: list[dict[str, Any]] = field(default_factory=list)
    unmatched_a: list[Any] = field(default_factory=list)
    unmatched_b: list[Any] = field(default_factory=list)

    @property
    def n_unmatched_a(self) -> int:
        return len(self.unmatched_a)

    @property
    def n_unmatched_b(self) -> int:
        return len(self.unmatched_b)

    def to_frame(self) -> pd.DataFrame:
        """One row per metric, intervals split into low/high columns (NaN where undefined)."""
        rows = []
        for m in self.metrics.values():
            row = asdict(m)
            for name in ("ci_a", "ci_b", "ci_diff"):
                ci = row.pop(name)
                row[f"{name}_low"], row[f"{name}_high"] = (np.nan, np.nan) if ci is None else ci
            rows.append(row)
        return pd.DataFrame(rows).set_index("metric")

    def changes_frame(self, which: str = "better") -> pd.DataFrame:
        """The `better` or `worse` list as a frame."""
        items = {"better": self.better, "worse": self.worse}[which]
        return pd.DataFrame(items, columns=["key", "question", "score_a", "score_b", "diff", "level_a", "level_b"])

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["n_unmatched_a"], out["n_unmatched_b"] = self.n_unmatched_a, self.n_unmatched_b
        return out


def _join_key(df_a: pd.DataFrame, df_b: pd.DataFrame, key: str) -> str:
    """`key` when both runs have it on every row, else `question` (ids are optional in uploads)."""
    for df in (df_a, df_b):
        if key not in df.columns or df[key].isna().any():
            if key != "question" and "question" in df_a.columns and "question" in df_b.columns:
                return "question"
            raise ValueError(f"compare_runs: neither {key!r} nor 'question' identifies every row of both runs")
    return key


def _keyed(df: pd.DataFrame, key: str) -> pd.DataFrame:
    """Frame with a join key; a repeated key is paired by occurrence (first with first, second with second)."""
    out = df.reset_index(drop=True).copy()
    out["_key"] = out[key].astype(object)
    out["_occurrence"] = out.groupby("_key", sort=False).cumcount()
    return out


def _metric(
    metric: str, a: pd.DataFrame, b: pd.DataFrame, paired: pd.DataFrame, confidence: float, n_boot: int, seed: int
) -> MetricComparison:
    col = _column(metric)
    higher_is_better = metric not in UPPER_BOUND_DIMENSIONS

    def _values(df: pd.DataFrame, name: str) -> np.ndarray:
        if name not in df.columns:
            return np.empty(0)
        v = df[name].to_numpy(dtype=float, na_value=np.nan)
        return v[np.isfinite(v)]

    va, vb = _values(a, col), _values(b, col)
    if f"{col}_a" in paired.columns:
        pa = paired[f"{col}_a"].to_numpy(dtype=float, na_value=np.nan)
        pb = paired[f"{col}_b"].to_numpy(dtype=float, na_value=np.nan)
        ok = np.isfinite(pa) & np.isfinite(pb)
        diff = pb[ok] - pa[ok]
    else:
        diff = np.empty(0)
    gain = diff if higher_is_better else -diff
    p_value = None
    nonzero = np.abs(diff) > SAME_TOLERANCE
    if len(diff) >= 2 and nonzero.any():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                p_value = _none_if_nan(stats.wilcoxon(np.where(nonzero, diff, 0.0)).pvalue)
            except ValueError:
                p_value = None
    return MetricComparison(
        metric=metric,
        n_a=len(va), mean_a=float(va.mean()) if len(va) else None,
        ci_a=bootstrap_mean_ci(va, confidence=confidence, n_boot=n_boot, seed=seed),
        n_b=len(vb), mean_b=float(vb.mean()) if len(vb) else None,
        ci_b=bootstrap_mean_ci(vb, confidence=confidence, n_boot=n_boot, seed=seed),
        n_paired=len(diff), mean_diff=float(diff.mean()) if len(diff) else None,
        ci_diff=bootstrap_mean_ci(diff, confidence=confidence, n_boot=n_boot, seed=seed),
        p_value=p_value,
        better=int((gain > SAME_TOLERANCE).sum()),
        worse=int((gain < -SAME_TOLERANCE).sum()),
        same=int((np.abs(diff) <= SAME_TOLERANCE).sum()),
        higher_is_better=higher_is_better,
    )


def _change_list(paired: pd.DataFrame, sign: int) -> list[dict[str, Any]]:
    if "overall_score_a" not in paired.columns:
        return []
    diff = paired["overall_score_b"].to_numpy(dtype=float) - paired["overall_score_a"].to_numpy(dtype=float)
    mask = np.isfinite(diff) & (sign * diff > SAME_TOLERANCE)
    chosen = paired[mask].assign(_diff=diff[mask])
    chosen = chosen.iloc[np.argsort(-np.abs(chosen["_diff"].to_numpy()), kind="stable")]

    def _get(row: pd.Series, name: str) -> Any:
        value = row.get(name)
        return None if value is None or (isinstance(value, float) and math.isnan(value)) else value

    return [
        {
            "key": row["_key"],
            "question": _get(row, "question_a") if "question_a" in row else _get(row, "question"),
            "score_a": float(row["overall_score_a"]),
            "score_b": float(row["overall_score_b"]),
            "diff": float(row["_diff"]),
            "level_a": _get(row, "quality_level_a"),
            "level_b": _get(row, "quality_level_b"),
        }
        for _, row in chosen.iterrows()
    ]


def compare_runs(
    df_a: pd.DataFrame,
    df_b: pd.DataFrame,
    *,
    key: str = "id",
    confidence: float = 0.95,
    n_boot: int = 2000,
    seed: int = 0,
) -> CompareResult:
    """Compare run B against run A (frames from `records_to_frame`).

    Per metric: each run's mean with a percentile-bootstrap interval, the paired mean difference B − A with its
    interval and a Wilcoxon signed-rank p-value (None when n < 2 or every difference is 0), and counts of
    questions better / worse / same (for hallucination lower is better). Rows are paired on `key`, or on
    `question` when some id is missing; rows present in one run only are listed as unmatched.
    """
    key_used = _join_key(df_a, df_b, key)
    a, b = _keyed(df_a, key_used), _keyed(df_b, key_used)
    wanted = [c for c in ("question", "quality_level", "overall_score", *DIMENSIONS) if c != key_used]
    cols_a = ["_key", "_occurrence", *(c for c in wanted if c in a.columns)]
    cols_b = ["_key", "_occurrence", *(c for c in wanted if c in b.columns)]
    merged = a[cols_a].merge(b[cols_b], on=["_key", "_occurrence"], how="outer", suffixes=("_a", "_b"),
                             indicator=True)
    paired = merged[merged["_merge"] == "both"].reset_index(drop=True)
    if key_used == "question":
        paired["question_a"] = paired["_key"]
    unmatched_a = merged.loc[merged["_merge"] == "left_only", "_key"].tolist()
    unmatched_b = merged.loc[merged["_merge"] == "right_only", "_key"].tolist()

    metrics = {m: _metric(m, a, b, paired, confidence, n_boot, seed) for m in METRICS}
    return CompareResult(
        key=key_used,
        confidence=confidence,
        n_a=len(df_a),
        n_b=len(df_b),
        n_matched=len(paired),
        metrics=metrics,
        better=_change_list(paired, +1),
        worse=_change_list(paired, -1),
        unmatched_a=unmatched_a,
        unmatched_b=unmatched_b,
    )


def summary_lines(result: CompareResult, metrics: Sequence[str] = ("overall",)) -> list[str]:
    """Short human-readable lines, e.g. for a CLI or a dashboard caption."""
    lines = []
    pct = int(round(result.confidence * 100))
    for name in metrics:
        m = result.metrics[name]
        if m.mean_diff is None:
            lines.append(f"{name}: no paired rows")
            continue
        ci = "" if m.ci_diff is None else f" ({pct}% CI {m.ci_diff[0]:+.3f} … {m.ci_diff[1]:+.3f})"
        p = "" if m.p_value is None else f", Wilcoxon p={m.p_value:.3g}"
        lines.append(f"{name}: B−A {m.mean_diff:+.3f}{ci}{p}; better {m.better}, worse {m.worse}, same {m.same}")
    return lines
