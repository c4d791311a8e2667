"""Benchmark: re-scoring 10,000 result rows after a weight change, vectorised vs a per-row loop."""
from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable

# run as `python benchmarks/bench_rescore.py` from anywhere: import earag from this checkout, not site-packages
import numpy as np

from earag.analysis.compare import compare_runs
from earag.analysis.frames import dimension_matrix, records_to_frame
from earag.analysis.tuning import agreement, level_changes, rescore
from earag.scoring import overall_score, quality_level
from earag.types import DIMENSIONS

N_ROWS = 10_000
REPEATS = 20
SEED_WEIGHTS = {"entity_coverage": 0.30, "faithfulness": 0.25, "relevancy": 0.15, "sufficiency": 0.15,
                "hallucination": -0.15}
NEW_WEIGHTS = {"entity_coverage": 0.35, "faithfulness": 0.30, "relevancy": 0.10, "sufficiency": 0.15,
               "hallucination": -0.25}
THRESHOLDS = {"entity_coverage": 0.8, "faithfulness": 0.7, "relevancy": 0.7, "sufficiency": 0.8,
              "hallucination": 0.2, "overall": 0.7}


def synthetic_records(n: int, seed: int = 0) -> list[dict]:
    """Result records shaped like the CLI's JSONL: 5% unavailable dimensions, 1% errors, 30% human-labelled."""
    rng = np.random.default_rng(seed)
    m = rng.beta(5, 2, size=(n, 5))
    m[:, 4] = rng.beta(1, 6, size=n)  # hallucination is usually low
    m[rng.uniform(size=m.shape) < 0.05] = np.nan
    records = []
    for i in range(n):
        if rng.uniform() < 0.01:
            records.append({"id": f"qa-{i:05d}", "row": i + 1, "question": f"问题{i}", "answer": "",
                            "human_score": None, "human_level": None, "earag_evaluation": None,
                            "error": {"error": "ValidationError", "message": "answer is empty", "field": "answer"}})
            continue
        scores = {d: None if np.isnan(v) else float(v) for d, v in zip(DIMENSIONS, m[i])}
        total = overall_score(scores, SEED_WEIGHTS)
        human = float(np.clip(total + rng.normal(0.05, 0.08), 0, 1)) if rng.uniform() < 0.3 else None
        records.append({
            "id": f"qa-{i:05d}", "row": i + 1, "question": f"问题{i}", "answer": f"答案{i}",
            "human_score": human, "human_level": None,
            "earag_evaluation": {"overall_score": total, "quality_level": quality_level(total),
                                 "quality_warning": total < THRESHOLDS["overall"], "dimension_scores": scores,
                                 "processing_time": 0.05, "backends": {"llm": "offline"}},
            "error": None,
        })
    return records


def median_ms(fn: Callable[[], object], repeats: int = REPEATS) -> float:
    fn()  # warm-up: first call pays for imports and caches
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    records = synthetic_records(N_ROWS)
    start = time.perf_counter()
    df = records_to_frame(records)
    load_ms = (time.perf_counter() - start) * 1000

    def vectorised_rescore():
        return rescore(df, NEW_WEIGHTS, THRESHOLDS)

    def pipeline():
        after = rescore(df, NEW_WEIGHTS, THRESHOLDS)
        changes = level_changes(df, after)
        agr = agreement(after["overall_score"], after["quality_level"], df["human_score"], df["human_level"])
        return after, changes, agr

    # the naive baseline gets its inputs pre-extracted, so it times only the scoring itself
    matrix = dimension_matrix(df)
    rows = [{d: (None if np.isnan(v) else float(v)) for d, v in zip(DIMENSIONS, r)} for r in matrix]

    def naive_loop():
        out = []
        for scores in rows:
            s = overall_score(scores, NEW_WEIGHTS)
            out.append((s, quality_level(s), s < THRESHOLDS["overall"]))
        return out

    rescore_ms = median_ms(vectorised_rescore)
    pipeline_ms = median_ms(pipeline)
    naive_ms = median_ms(naive_loop)
    after, changes, agr = pipeline()

    print(f"rows: {N_ROWS:,}   repeats: {REPEATS} (median, time.perf_counter)   python {sys.version.split()[0]}")
    print(f"records_to_frame (once):                 {load_ms:8.1f} ms")
    print(f"rescore only:                            {rescore_ms:8.3f} ms   {rescore_ms * 1000 / N_ROWS:6.3f} µs/row")
    print(f"rescore + level_changes + agreement:     {pipeline_ms:8.3f} ms   "
          f"{pipeline_ms * 1000 / N_ROWS:6.3f} µs/row")
    print(f"naive per-row loop over scoring.py:      {naive_ms:8.3f} ms   {naive_ms * 1000 / N_ROWS:6.3f} µs/row")
    print(f"speed-up of rescore vs the naive loop:   {naive_ms / rescore_ms:8.1f}x  (same work: score, level, warning)")
    print(f"level changes after the weight change: {len(changes):,}; "
          f"agreement on {agr['n']:,} labelled rows: accuracy {agr['accuracy']:.3f}, "
          f"weighted kappa {agr['weighted_kappa']:.3f}, spearman {agr['spearman']:.3f}")
    other = records_to_frame(synthetic_records(N_ROWS, seed=1))
    compare_ms = median_ms(lambda: compare_runs(df, other, n_boot=2000), repeats=3)
    print(f"compare_runs, 10,000 vs 10,000 rows, 2,000 bootstrap replicates (median of 3): {compare_ms:.0f} ms")
    # sanity check, so a fast but wrong rescore cannot pass unnoticed
    naive = np.array([s for s, _, _ in naive_loop()])
    ok = df["status"].to_numpy() == "ok"
    assert np.allclose(after["overall_score"].to_numpy()[ok], naive[ok], atol=1e-12, rtol=0)


if __name__ == "__main__":
    main()
