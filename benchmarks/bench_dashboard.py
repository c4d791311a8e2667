"""Benchmark: dashboard rerun cost with 10,000 results — batch page first load and clicks, tuning slider moves,
server memory across slider moves — measured with Streamlit's AppTest (the app runs in this process, so the time
of `at.run()` is the server's time for one rerun and this process's RSS is the server's memory).

    .venv/bin/python benchmarks/bench_dashboard.py                      # this checkout
    .venv/bin/python benchmarks/bench_dashboard.py --compare /tmp/dash_head   # side by side with another checkout
                                                                        # (git worktree add /tmp/dash_head HEAD)

The 10,000-row run is made quickly and honestly: the shipped sample set (data/samples/policy_qa.jsonl) is
evaluated offline once, then its records are replicated with new input-row numbers and ids (`<id>-<copy>`) into a
fresh run of a temporary run store through RunStore.put_record — every record is a real evaluation, repeated.
Each checkout is measured in its own process (its own `earag` and `ui` imported, its own .streamlit/config.toml).
Memory: the process's RSS after each of 120 slider moves (each to a new position); "growth per move" is the
least-squares slope over moves 30–120 (the allocator makes single readings wander by several MB).
`figures(rows)` returns every figure (measured in a fresh process) for benchmarks/bench_scale.py.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
N_ROWS = 10_000
CLICKS = 7          # timed batch-page clicks (median)
SLIDES = 11         # timed slider moves (median)
RSS_SLIDES = 120    # slider moves over which the server's memory is followed
RSS_SETTLE = 30     # the first moves (allocator warm-up) are left out of the growth per move
TARGETS = {"batch_click_ms": 300.0, "slider_ms": 100.0}
RSS_PER_MOVE_MB = 0.5  # "memory flat across slider moves": the RSS trend per move at most this


def growth_per_move(rss: list[float]) -> float:
    """Least-squares slope of RSS over consecutive moves (MB per move): the allocator makes RSS wander by some MB
    from one move to the next, so the difference of two readings says little; the trend over many moves does."""
    n = len(rss)
    mean_x, mean_y = (n - 1) / 2, sum(rss) / n
    var = sum((x - mean_x) ** 2 for x in range(n))
    return sum((x - mean_x) * (y - mean_y) for x, y in enumerate(rss)) / var if var else 0.0


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _env(root: Path, tmp: Path) -> None:
    """The offline environment the app tests use: results, cache and a configuration copy under `tmp`."""
    config = tmp / "config" / "earag_eval.yaml"
    config.parent.mkdir(parents=True, exist_ok=True)
    text = (root / "config" / "earag_eval.yaml").read_text(encoding="utf-8")
    config.write_text(text.replace("path: data/kg/policy_kg.json", f"path: {root / 'data' / 'kg' / 'policy_kg.json'}"),
                      encoding="utf-8")
    os.environ.update({"EARAG_OFFLINE": "1", "EARAG_RESULTS_DIR": str(tmp / "results"), "EARAG_CONFIG": str(config),
                       "EARAG_CACHE_PATH": str(tmp / "cache.sqlite"), "HF_HUB_OFFLINE": "1",
                       "TRANSFORMERS_OFFLINE": "1"})
    for var in ("EARAG_DB_URL", "EARAG_LLM_PROVIDER", "EARAG_EMBEDDING_PROVIDER", "EARAG_GRAPH_SOURCE",
                "EARAG_GRAPH_PATH", "OLLAMA_HOST", "NEO4J_URI"):
        os.environ.pop(var, None)


def make_run(tmp: Path, n: int) -> tuple[str, float]:
    """A finished n-row run in the store under tmp/results: the sample set evaluated offline once, its records
    replicated with new row numbers and ids. Returns (run id, seconds)."""
    from earag.runs.inputs import load_dataset
    from earag.runs.runner import prepare_run, run_batch
    from earag.runs.store import DEFAULT_DB_NAME, open_store
    from ui import dashboard as dash

    start = time.perf_counter()
    dataset = load_dataset(dash.SAMPLE_SET)
    ev = dash.make_evaluator(dash.build_settings().to_yaml(), True)
    scratch = open_store(tmp / "scratch.sqlite3")
    base, _ = prepare_run(scratch, dataset, name="policy_qa.jsonl", evaluator=ev, offline=True, origin="dashboard")
    run_batch(ev, dataset, scratch, base.id)
    base = scratch.finish_run(base.id)
    records = scratch.records(base.id)
    ev.close()
    store = open_store(tmp / "results" / DEFAULT_DB_NAME)
    run = store.create_run(name=f"policy_qa.jsonl ×{n}", dataset_fp=base.dataset_fp + "-x",
                           settings_fp=base.settings_fp, total_rows=n, meta=base.meta)
    for i in range(n):
        rec = dict(records[i % len(records)])
        rec["row"], rec["id"] = i + 1, f"{rec.get('id')}-{i // len(records)}"
        store.put_record(run.id, rec)
    store.finish_run(run.id)
    store.close()
    scratch.close()
    return run.id, time.perf_counter() - start


CPU: dict[str, list[float]] = {}


def timed(fn, what: str = "") -> float:
    """Wall-clock ms of fn(); its process CPU ms is kept under `what` (robust to other work on the machine)."""
    start, cpu = time.perf_counter(), time.process_time()
    fn()
    CPU.setdefault(what, []).append((time.process_time() - cpu) * 1000)
    return (time.perf_counter() - start) * 1000


def _check(at, where: str) -> None:
    if at.exception:
        raise SystemExit(f"{where}: {[e.value for e in at.exception]}")


def measure(root: Path, n: int) -> dict:
    """Every figure for the checkout at `root` (this process imports its earag and ui)."""
    os.chdir(root)  # Streamlit reads ./.streamlit/config.toml
    sys.path.insert(0, str(root))
    tmp = Path(tempfile.mkdtemp(prefix="bench_dash_"))
    try:
        _env(root, tmp)
        run_id, build_s = make_run(tmp, n)
        from streamlit.runtime.scriptrunner.script_cache import ScriptCache
        from streamlit.testing.v1 import AppTest, app_test, local_script_runner

        # AppTest compiles the scripts again on every run; a server compiles them once (its ScriptCache lives as
        # long as it does) — shared here, so the figures are the server's, not the harness's
        shared = ScriptCache()
        app_test.ScriptCache = local_script_runner.ScriptCache = lambda: shared
        out: dict = {"root": str(root), "rows": n, "build_run_s": build_s}
        at = AppTest.from_file(str(root / "app.py"), default_timeout=900)
        at.run()
        _check(at, "home")
        out["batch_first_load_ms"] = timed(lambda: at.switch_page("pages/batch.py").run())
        _check(at, "batch page")
        table = next((d.value for d in at.dataframe if "overall_score" in d.value.columns), None)
        out["batch_table_rows"] = None if table is None else len(table)
        out["batch_open_run"] = at.selectbox(key="batch_open_run").value
        clicks = []
        for value in ((["较差"], ["一般"], [], ["良好", "较差"], []) * 2)[:CLICKS]:
            clicks.append(timed(lambda: at.multiselect(key="flt_levels").set_value(value).run(), "batch_click"))
            _check(at, "batch filter")
        out["batch_click_ms"] = statistics.median(clicks)
        out["batch_clicks_ms"] = clicks
        # the drill-down's values are input rows; it shows another row the filtered table holds (one with a label)
        drill = at.selectbox(key="drill_row")
        other = next(v for v in range(1, n + 1) if v != drill.value and drill.format_func(v) is not None)
        out["drill_ms"] = timed(lambda: at.selectbox(key="drill_row").set_value(other).run())
        _check(at, "drill-down")
        at.switch_page("pages/tuning.py").run()
        use = next(b for b in at.button if b.label in ("使用批量评估结果", "Use batch results"))
        out["tune_use_batch_ms"] = timed(lambda: use.click().run())
        _check(at, "tuning page")
        caption = next((c.value for c in at.caption if "结果来源" in c.value), "")
        out["tune_caption"] = caption
        values = [0.40, 0.35, 0.45, 0.30, 0.50, 0.25, 0.55, 0.20, 0.60, 0.15]
        moves = [round(0.1 + 0.007 * i, 3) for i in range(RSS_SLIDES)]  # every move a new position
        slides = []
        for i in range(SLIDES):
            slides.append(timed(lambda: at.slider(key="keep_w_entity_coverage").set_value(values[i % 10]).run(),
                                "slider"))
            _check(at, "slider")
        out["slider_ms"] = statistics.median(slides)
        out["sliders_ms"] = slides
        rss = [rss_mb()]
        for i in range(RSS_SLIDES):
            at.slider(key="keep_w_faithfulness").set_value(moves[i]).run()
            rss.append(rss_mb())
        out["rss_start_mb"], out["rss_end_mb"], out["rss_max_mb"] = rss[0], rss[-1], max(rss)
        out["rss_moves"] = RSS_SLIDES
        out["batch_click_cpu_ms"] = statistics.median(CPU["batch_click"])
        out["slider_cpu_ms"] = statistics.median(CPU["slider"])
        out["rss_mid_mb"] = rss[len(rss) // 2]
        out["rss_per_move_mb"] = growth_per_move(rss[RSS_SETTLE:])
        return out
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def run_child(root: Path, n: int) -> dict:
    """measure() in a fresh process (each checkout imports its own code)."""
    proc = subprocess.run([sys.executable, __file__, "--child", str(root), "--rows", str(n)], capture_output=True,
                          text=True, cwd=root)
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    if proc.returncode or not lines:
        raise SystemExit(f"benchmark of {root} failed:\n{proc.stdout[-2000:]}\n{proc.stderr[-4000:]}")
    return json.loads(lines[-1])


def figures(rows: int = N_ROWS, root: Path = HERE) -> dict:
    """Every figure of measure() for the checkout at `root`, measured in a fresh process."""
    return run_child(root, rows)


ROWS = (("build_run_s", "make the {rows}-row run (s)", "{:.1f}"),
        ("batch_first_load_ms", "batch page, first load with the run open (ms)", "{:.0f}"),
        ("batch_click_ms", "batch page, filter click (median ms)", "{:.0f}"),
        ("batch_click_cpu_ms", "  the same, CPU time of the server process (ms)", "{:.0f}"),
        ("drill_ms", "batch page, drill-down to another row (ms)", "{:.0f}"),
        ("tune_use_batch_ms", "tuning, 'use batch results' click (ms)", "{:.0f}"),
        ("slider_ms", "tuning, slider move (median ms)", "{:.0f}"),
        ("slider_cpu_ms", "  the same, CPU time of the server process (ms)", "{:.0f}"),
        ("rss_start_mb", f"server RSS before {RSS_SLIDES} slider moves (MB)", "{:.0f}"),
        ("rss_mid_mb", f"server RSS after {RSS_SLIDES // 2} slider moves (MB)", "{:.0f}"),
        ("rss_end_mb", f"server RSS after {RSS_SLIDES} slider moves (MB)", "{:.0f}"),
        ("rss_per_move_mb", f"RSS growth per move, least squares over moves {RSS_SETTLE}–{RSS_SLIDES} (MB)",
         "{:+.2f}"))


def report(results: list[dict]) -> None:
    n = results[0]["rows"]
    names = [Path(r["root"]).name or r["root"] for r in results]
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"dashboard rerun cost with {n:,} results (AppTest, server time per rerun; {os.cpu_count()} cores, "
          f"load average {load} — other work on the machine inflates every figure)")
    head = f"{'':60}" + "".join(f"{name[:16]:>18}" for name in names)
    if len(results) == 2:
        head += f"{'ratio old/new':>16}"
    print(head)
    for key, label, fmt in ROWS:
        cells = [fmt.format(r[key]) if r.get(key) is not None else "—" for r in results]
        line = f"{label.format(rows=n):60}" + "".join(f"{c:>18}" for c in cells)
        if len(results) == 2 and key.endswith("_ms") and results[0].get(key):
            line += f"{results[1][key] / results[0][key]:>15.1f}×"
        print(line)
    for r, name in zip(results, names):
        ok = {k: r[k] < v for k, v in TARGETS.items()}
        print(f"{name}: table rows {r['batch_table_rows']}, {r['tune_caption']}; targets "
              + ", ".join(f"{k} < {v:.0f} ms: {'met' if ok[k] else 'NOT met'}" for k, v in TARGETS.items())
              + f", memory trend ≤ {RSS_PER_MOVE_MB} MB per move: "
              + ("met" if r["rss_per_move_mb"] <= RSS_PER_MOVE_MB else "NOT met"))
        print(f"  clicks {[round(x) for x in r['batch_clicks_ms']]} ms, slider moves "
              f"{[round(x) for x in r['sliders_ms']]} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=N_ROWS)
    parser.add_argument("--compare", type=Path, help="another checkout to measure side by side (e.g. the old code)")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(measure(args.child.resolve(), args.rows)))
        return
    results = [run_child(HERE, args.rows)]
    if args.compare:
        results.append(run_child(args.compare.resolve(), args.rows))
    report(results)


if __name__ == "__main__":
    main()
