"""The scale suite's verdicts and report on literal figures (no timing is measured here), and its honest rows."""
from __future__ import annotations

import argparse
import json

import pytest

from benchmarks import bench_runs
from benchmarks import bench_scale as S


def _run(rows: int, peak: float, pss: float | None = None) -> dict:
    return {"rows": rows, "wall_s": 1.0, "ms_per_sample": 1.0, "cpu_ms_per_sample": 1.0, "cpu_s": 1.0,
            "peak_rss_mb": peak, "tree_pss_mb": peak + 5 if pss is None else pss, "store_kb_per_record": 10.0,
            "export_s": 1.0, "load_before": [1.0, 1.0, 1.0]}


def _cells(warm_200: float, cold_200: float) -> dict:
    return {"10x50": {"warm_ms": 120.0, "warm_cpu_ms": 118.0, "cold_ms": 130.0, "cold_cpu_ms": 128.0},
            "200x50": {"warm_ms": warm_200, "warm_cpu_ms": 280.0, "cold_ms": cold_200, "cold_cpu_ms": 500.0}}


def good_figures() -> dict:
    return {
        "runs": [_run(100, 300.0), _run(1000, 305.0), _run(10_000, 320.0), _run(30_000, 325.0),
                 _run(100_000, 330.0)],
        "scaling": {"cells": _cells(250.0, 290.0), "per_passage_growth": {"50": 0.12},
                    "samples_cpu_ms": 6.1, "processes": {"1": {"samples_per_s": 300.0, "cpu_ms": 2.5},
                                                         "2": {"samples_per_s": 570.0, "cpu_ms": 2.6}},
                    "speedup_2": 1.9},
        "llm": {"throughput": [{"latency_ms": 500, "hosts": 2, "cap": 4, "workers": 8, "samples": 8, "metrics": "",
                                "samples_per_s": 7.0, "calls_per_sample": 2.0, "peak_in_flight": 8,
                                "peak_per_host": [4, 4], "cap_peak": [4, 4]}],
                "deadline": [{"latency_s": 7.0, "budget_s": 5.0, "metrics": "", "sample_s": 5.0},
                             {"latency_s": 7.0, "budget_s": 5.0, "metrics": "a,b", "sample_s": 5.1}]},
        "dashboard": {"rows": 10_000, "slider_ms": 70.0, "slider_cpu_ms": 60.0, "batch_click_ms": 150.0,
                      "batch_click_cpu_ms": 120.0, "rss_per_move_mb": 0.1, "rss_start_mb": 470.0,
                      "rss_end_mb": 480.0, "rss_max_mb": 490.0, "rss_moves": 120},
    }


def verdicts(figures: dict) -> dict[str, str]:
    return {c.target: c.verdict for c in S.checks(figures)}


def test_every_target_met_on_figures_that_meet_them():
    got = S.checks(good_figures())
    assert len(got) == 14
    assert {c.verdict for c in got} == {"met"}
    table = S.summary(got)
    assert table.splitlines()[0].startswith("| target")
    assert table.splitlines()[-1] == "14 of 14 targets met"
    assert [c.measured for c in got if "400 MB" in c.target] == ["330 MB", "335 MB"]


def test_figures_over_a_target_are_not_met():
    fig = good_figures()
    fig["runs"][-1]["peak_rss_mb"] = 1104.0           # the input read whole
    fig["runs"][-1]["tree_pss_mb"] = 1300.0
    fig["scaling"]["cells"] = _cells(350.0, 605.0)     # wall over, CPU (280) under: other jobs on the cores
    fig["scaling"]["per_passage_growth"] = {"1": 0.5, "50": 1.4}
    fig["scaling"]["speedup_2"] = 1.1
    fig["scaling"]["processes"]["1"]["cpu_ms"] = 5.5
    fig["llm"]["throughput"][0]["peak_per_host"] = [5, 4]
    fig["llm"]["deadline"][1]["sample_s"] = 11.5       # metric calls after the core calls, outside the budget
    fig["dashboard"].update(slider_ms=600.0, slider_cpu_ms=500.0, rss_per_move_mb=3.35)
    got = S.checks(fig)
    by_target = {c.target: c for c in got}
    assert by_target["one sample 200 passages × 50 sentences, within a run < 300 ms"].verdict == "NOT met (CPU met)"
    assert by_target["one sample 200 passages × 50 sentences, every cache empty < 300 ms"].verdict == "NOT met"
    assert sum(c.verdict == "met" for c in got) == 1   # only the batch click is left
    flat = next(c for c in got if "largest process" in c.target and "flat in N" in c.target)
    assert flat.measured == ("300 → 305 → 320 → 325 → 1104 MB for 100 → 100,000 rows "
                             "(+240%, +11.40 KB per row from 30,000)")
    assert "1 over the cap" in next(c for c in got if "in flight" in c.target).measured


def test_sections_not_run_or_failed_are_not_measured_and_say_why():
    fig = good_figures()
    fig["runs"] = [_run(100, 300.0, pss=300.0), _run(1000, 305.0, pss=400.0)]     # --sizes 100,1000
    fig["scaling"] = {"error": "exit 1: benchmarks/bench_scaling.py has no figures() in this tree"}
    del fig["dashboard"]
    got = S.checks(fig)
    rss, pss = (c for c in got if "400 MB" in c.target)
    assert (rss.verdict, rss.measured) == ("not measured", "100,000 rows not run (at 1,000: 305 MB)")
    assert pss.measured == "100,000 rows not run (at 1,000: 400 MB)"
    flat_rss, flat_pss = (c for c in got if "flat in N" in c.target)
    # the caches are still filling below 30,000 rows: growth there is not growth in N
    assert (flat_rss.verdict, flat_pss.verdict) == ("not measured", "not measured")
    assert flat_pss.measured == ("300 → 400 MB for 100 → 1,000 rows (+33%, +113.78 KB per row from 100); "
                                 "judged from 30,000 rows on")
    scaling = [c for c in got if c.section == "scaling"]
    assert len(scaling) == 5 and all(c.verdict == "not measured" and "no figures()" in c.measured for c in scaling)
    assert [c.measured for c in got if c.section == "dashboard"] == ["not run"] * 3
    assert S.summary(got).splitlines()[-1] == "2 of 14 targets met; 12 not measured"


def test_growth_in_passages_is_computed_from_the_cells_when_not_given():
    scaling = {"cells": {"10x1": {"warm_ms": 40.0}, "200x1": {"warm_ms": 268.0},
                         "10x50": {"warm_ms": 121.0}, "200x50": {"warm_ms": 302.0}}}
    growth = S._growth(scaling)
    assert {k: round(v, 3) for k, v in growth.items()} == {"1": round(268 / 40 / 20, 3), "50": round(302 / 121 / 20, 3)}
    assert S._growth_text(growth) == "1 sent. ×0.34, 50 sent. ×0.12 of linear"
    assert S._growth({"per_passage_growth": 0.4, "cells": {}}) == {"": 0.4}
    assert S._growth({"per_passage_growth": {"1": 0.3, "10": None}}) == {"1": 0.3}


def test_options_sizes_and_sections():
    assert S._sizes("10000,100, 1_000") == (100, 1000, 10000)
    with pytest.raises(argparse.ArgumentTypeError):
        S._sizes("100,many")
    with pytest.raises(argparse.ArgumentTypeError):
        S._sections("runs,gpu")
    assert S._sections("llm,runs") == ("llm", "runs")


def test_benchmark_rows_are_distinct_per_row_and_keep_their_contexts(tmp_path):
    path = tmp_path / "in.jsonl"
    bench_runs.write_dataset(path, 60)
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert len(rows) == 60
    assert len({r["question"] for r in rows}) == len({r["answer"] for r in rows}) == len({r["id"] for r in rows}) == 60
    assert rows[52]["contexts"] == rows[0]["contexts"]           # contexts repeat as a retriever's do
    assert "编号52" in rows[52]["question"] and "第52号" in rows[52]["answer"]
    first, again = rows[0]["answer"], rows[52]["answer"]
    assert first.replace("第0号", "") == again.replace("第52号", "")   # only the row number differs
