"""Compare two evaluation runs: means with bootstrap intervals and paired per-question differences."""
from __future__ import annotations

import math
import warnings
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np
import pandas as pd
from scipy import stats

from earag.analysis.frames import UPPER_BOUND_DIMENSIONS
from earag.errors import InputError
from earag.messages import Message
from earag.runs.fingerprints import snapshot_difference
from earag.runs.records import backends_used
from earag.types import DIMENSIONS

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


def _bootstrap_means(matrix: np.ndarray, n_boot: int, seed: int | np.random.SeedSequence) -> np.ndarray:
    """(n_boot, k) means of the columns over resampled rows; NaN cells are skipped within each resample.

    One resample of the rows serves every column, so a run's six metrics cost one draw instead of six.
    """
    n, k = matrix.shape
    if n == 0:
        return np.full((n_boot, k), np.nan)
    valid = np.isfinite(matrix)
    filled = np.where(valid, matrix, 0.0)
    weights_valid = valid.astype(float)
    rng = np.random.default_rng(seed)
    means = np.empty((n_boot, k))
    step = max(1, _BOOT_CHUNK_CELLS // n)
    for start in range(0, n_boot, step):
        size = min(step, n_boot - start)
        idx = rng.integers(0, n, size=(size, n))
        # how often each row was drawn in each replicate: a (size, n) count matrix
        counts = np.bincount((idx + (np.arange(size) * n)[:, None]).ravel(), minlength=size * n)
        counts = counts.reshape(size, n).astype(float)
        with np.errstate(invalid="ignore", divide="ignore"):
            means[start:start + size] = (counts @ filled) / (counts @ weights_valid)
    return means


def _percentile_ci(boot_means: np.ndarray, n_valid: int, confidence: float) -> tuple[float, float] | None:
    if n_valid < 2:
        return None
    finite = boot_means[np.isfinite(boot_means)]  # a replicate that drew only missing cells has no mean
    if finite.size == 0:
        return None
    alpha = 1.0 - confidence
    low, high = np.quantile(finite, [alpha / 2, 1 - alpha / 2])
    return float(low), float(high)


def _check_confidence(confidence: float) -> None:
    if not 0 < confidence < 1:
        raise InputError(Message("compare.confidence_range"), field="confidence")


def bootstrap_mean_ci(
    values: np.ndarray, *, confidence: float = 0.95, n_boot: int = 2000, seed: int = 0
) -> tuple[float, float] | None:
    """Percentile bootstrap interval of the mean of the finite values; None for fewer than 2. Same seed, same CI."""
    _check_confidence(confidence)
    values = np.asarray(values, dtype=float)
    values = values[np.isfinite(values)]
    if len(values) < 2:
        return None
    return _percentile_ci(_bootstrap_means(values[:, None], n_boot, seed)[:, 0], len(values), confidence)


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
    """Run A vs run B; `better`/`worse` list overall-score changes, largest first; `same` the paired questions
    whose overall score did not change (within SAME_TOLERANCE)."""

    key: str
    confidence: float
    n_a: int
    n_b: int
    n_matched: int
    metrics: dict[str, MetricComparison]
    better: list[dict[str, Any]] = field(default_factory=list)
    worse: list[dict[str, Any]] = field(default_factory=list)
    same: list[dict[str, Any]] = field(default_factory=list)
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
        """The `better`, `worse` or `same` list as a frame."""
        items = {"better": self.better, "worse": self.worse, "same": self.same}[which]
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
            raise InputError(Message("compare.no_key", {"key": repr(key)}), field="key")
    return key


def _keyed(df: pd.DataFrame, key: str) -> pd.DataFrame:
    """Frame with a join key; a repeated key is paired by occurrence (first with first, second with second)."""
    out = df.reset_index(drop=True).copy()
    out["_key"] = out[key].astype(object)
    out["_occurrence"] = out.groupby("_key", sort=False).cumcount()
    return out


def _metric_matrix(df: pd.DataFrame, suffix: str = "") -> np.ndarray:
    """(n, len(METRICS)) floats, NaN for a missing score or a missing column."""
    cols = [f"{_column(m)}{suffix}" for m in METRICS]
    return df.reindex(columns=cols).to_numpy(dtype=float, na_value=np.nan)


def _wilcoxon_p(diff: np.ndarray) -> float | None:
    nonzero = np.abs(diff) > SAME_TOLERANCE
    if len(diff) < 2 or not nonzero.any():
        return None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # small samples: scipy warns about the normal approximation
        try:
            # float noise below the tolerance counts as a tie at zero, which the test drops
            return _none_if_nan(stats.wilcoxon(np.where(nonzero, diff, 0.0)).pvalue)
        except ValueError:
            return None


def _metric(
    j: int, va: np.ndarray, vb: np.ndarray, diff: np.ndarray, boots: tuple[np.ndarray, np.ndarray, np.ndarray],
    confidence: float,
) -> MetricComparison:
    metric = METRICS[j]
    higher_is_better = metric not in UPPER_BOUND_DIMENSIONS
    va, vb, diff = va[np.isfinite(va)], vb[np.isfinite(vb)], diff[np.isfinite(diff)]
    gain = diff if higher_is_better else -diff
    return MetricComparison(
        metric=metric,
        n_a=len(va), mean_a=float(va.mean()) if len(va) else None,
        ci_a=_percentile_ci(boots[0][:, j], len(va), confidence),
        n_b=len(vb), mean_b=float(vb.mean()) if len(vb) else None,
        ci_b=_percentile_ci(boots[1][:, j], len(vb), confidence),
        n_paired=len(diff), mean_diff=float(diff.mean()) if len(diff) else None,
        ci_diff=_percentile_ci(boots[2][:, j], len(diff), confidence),
        p_value=_wilcoxon_p(diff),
        better=int((gain > SAME_TOLERANCE).sum()),
        worse=int((gain < -SAME_TOLERANCE).sum()),
        same=int((np.abs(diff) <= SAME_TOLERANCE).sum()),
        higher_is_better=higher_is_better,
    )


def _change_list(paired: pd.DataFrame, sign: int) -> list[dict[str, Any]]:
    """Paired rows whose overall score moved in direction `sign` (0: did not move), largest change first."""
    score_a = paired["overall_score_a"].to_numpy(dtype=float, na_value=np.nan)
    score_b = paired["overall_score_b"].to_numpy(dtype=float, na_value=np.nan)
    diff = score_b - score_a
    moved = (sign * diff > SAME_TOLERANCE) if sign else (np.abs(diff) <= SAME_TOLERANCE)
    rows = np.flatnonzero(np.isfinite(diff) & moved)
    rows = rows[np.argsort(-np.abs(diff[rows]), kind="stable")]

    def _texts(name: str) -> np.ndarray:
        col = paired[name].astype(object)
        return col.where(col.notna(), None).to_numpy()[rows]

    question = np.where(pd.isna(_texts("question_a")), _texts("question_b"), _texts("question_a"))
    return [
        {"key": k, "question": q, "score_a": float(a), "score_b": float(b), "diff": float(d), "level_a": la,
         "level_b": lb}
        for k, q, a, b, d, la, lb in zip(
            paired["_key"].to_numpy()[rows], question, score_a[rows], score_b[rows], diff[rows],
            _texts("quality_level_a"), _texts("quality_level_b"),
        )
    ]


def _side(df: pd.DataFrame, key: str, suffix: str) -> pd.DataFrame:
    """Join columns of one run, every value column suffixed so both sides always have the same names."""
    keyed = _keyed(df, key)
    wanted = ("question", "quality_level", *(_column(m) for m in METRICS))
    part = keyed.reindex(columns=["_key", "_occurrence", *wanted])
    if key == "question":
        part["question"] = keyed["_key"]
    return part.rename(columns={c: f"{c}{suffix}" for c in wanted})


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
    `question` when some id is missing; rows present in one run only are listed as unmatched. Bootstrap
    replicates resample questions (rows of the join), one draw shared by both runs and every metric (a paired
    bootstrap: see _paired_boots), seeded by `seed`.
    """
    _check_confidence(confidence)
    key_used = _join_key(df_a, df_b, key)
    merged = _side(df_a, key_used, "_a").merge(
        _side(df_b, key_used, "_b"), on=["_key", "_occurrence"], how="outer", indicator=True
    )
    paired = merged[merged["_merge"] == "both"].reset_index(drop=True)
    unmatched_a = merged.loc[merged["_merge"] == "left_only", "_key"].tolist()
    unmatched_b = merged.loc[merged["_merge"] == "right_only", "_key"].tolist()

    mat_a, mat_b = _metric_matrix(df_a), _metric_matrix(df_b)
    mat_diff = _metric_matrix(paired, "_b") - _metric_matrix(paired, "_a")  # NaN unless both runs scored it
    boots = _paired_boots(merged, n_boot, seed)
    metrics = {
        m: _metric(j, mat_a[:, j], mat_b[:, j], mat_diff[:, j], boots, confidence) for j, m in enumerate(METRICS)
    }
    return CompareResult(
        key=key_used,
        confidence=confidence,
        n_a=len(df_a),
        n_b=len(df_b),
        n_matched=len(paired),
        metrics=metrics,
        better=_change_list(paired, +1),
        worse=_change_list(paired, -1),
        same=_change_list(paired, 0),
        unmatched_a=unmatched_a,
        unmatched_b=unmatched_b,
    )


def _paired_boots(merged: pd.DataFrame, n_boot: int, seed: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Bootstrap means of A, B and B − A from ONE draw of the questions (a paired bootstrap): every replicate
    resamples the rows of the outer join, and each side averages the rows it scored. Two identical columns thus
    get identical intervals, and the interval of the difference comes from the same resamples as the two means."""
    a, b = _metric_matrix(merged, "_a"), _metric_matrix(merged, "_b")
    k = a.shape[1]
    joint = _bootstrap_means(np.hstack([a, b, b - a]), n_boot, np.random.SeedSequence([seed]))
    return joint[:, :k], joint[:, k:2 * k], joint[:, 2 * k:]


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


# --- what differs between two runs -------------------------------------------------------------------------------

@dataclass
class RunDifference:
    """One thing that differs between runs A and B: `kind` is "data", "settings" or "backends"; `detail` a short
    language-neutral text (configuration keys, backend names, hashes and counts)."""

    kind: str
    detail: str


def run_profile(records: Sequence[Mapping[str, Any]], run: Any = None) -> dict[str, Any]:
    """What decides a run's numbers, for run_differences: its data (content hash, rows, question ids), its
    settings snapshot (stored runs) and the backends that actually produced its records."""
    ids = [str(r.get("id") if r.get("id") is not None else (r.get("input") or {}).get("id")) for r in records]
    return {"dataset_fp": getattr(run, "dataset_fp", None), "rows": getattr(run, "total_rows", None) or len(records),
            "ids": frozenset(i for i in ids if i != "None"),
            "settings": dict((getattr(run, "meta", None) or {}).get("settings") or {}),
            "backends": {k: sorted(c) for k, c in backends_used(records).items()}}


def run_differences(a: Mapping[str, Any], b: Mapping[str, Any], limit: int = 6) -> list[RunDifference]:
    """What differs between two runs (profiles from run_profile): data, settings and backends; [] when nothing
    recorded differs. Settings are compared only when both runs recorded them (uploads do not)."""
    out: list[RunDifference] = []
    if a.get("dataset_fp") and b.get("dataset_fp") and a["dataset_fp"] != b["dataset_fp"]:
        out.append(RunDifference("data", f"{a['dataset_fp'][:8]} ≠ {b['dataset_fp'][:8]}, {a['rows']} / {b['rows']}"))
    elif not (a.get("dataset_fp") and b.get("dataset_fp")) and a.get("ids") != b.get("ids"):
        only_a, only_b = len(a["ids"] - b["ids"]), len(b["ids"] - a["ids"])
        out.append(RunDifference("data", f"ids A−B {only_a}, B−A {only_b}"))
    if a.get("settings") and b.get("settings"):
        out += [RunDifference("settings", d) for d in snapshot_difference(a["settings"], b["settings"], limit)]
    kinds = sorted(set(a.get("backends") or {}) | set(b.get("backends") or {}))
    for kind in kinds:
        used_a, used_b = (a.get("backends") or {}).get(kind, []), (b.get("backends") or {}).get(kind, [])
        if used_a != used_b:
            out.append(RunDifference("backends", f"{kind}: {', '.join(used_a) or '—'} → {', '.join(used_b) or '—'}"))
    return out
