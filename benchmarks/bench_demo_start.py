"""Benchmark: the first evaluation after a fresh start, in Debian's headless chromium (issue 22, part 6).

    .venv/bin/python benchmarks/bench_demo_start.py                 # 3 fresh starts of this checkout
    .venv/bin/python benchmarks/bench_demo_start.py --runs 1 --no-warmup   # the same without the start-up warm-up

Each run starts `scripts/serve.py` (what `bash scripts/run.sh` starts) on a free port with the shipped configuration,
its Ollama pointed at a port where nothing listens (nothing running), an empty run store, no EARAG_OFFLINE; then
opens Home the moment the server answers its health check, clicks 「载入示例问答」 and 「评估」, and reports:
  ready      server process start -> /_stcore/health answers
  home       page opened -> Home's sample button drawn
  sample     click -> the evaluate page with the sample drawn
  evaluate   click -> the overall score drawn
  total      server process start -> the first result on screen
`--no-warmup` sets EARAG_NO_WARMUP=1, which scripts/serve.py reads to skip ui/warmup.py (the "before" figure).
`--server-only` measures the server's own work for the same clicks with Streamlit's AppTest in a fresh process
(no browser: on a loaded 2-core machine the browser's rendering dominates and varies by a factor of two).
"""
from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHOSEN = ("EARAG_OFFLINE", "OLLAMA_HOST", "EARAG_LLM_PROVIDER", "EARAG_LLM_MODEL", "EARAG_EMBEDDING_PROVIDER",
          "EARAG_EMBEDDING_MODEL", "EARAG_GRAPH_SOURCE", "EARAG_GRAPH_PATH", "NEO4J_URI", "EARAG_DB_URL")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _idle(page) -> None:
    page.wait_for_timeout(100)
    page.wait_for_function("() => !document.querySelector('[data-testid=\"stStatusWidget\"]')", timeout=300_000)


def one_run(warmup: bool) -> dict[str, float]:
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        config = Path(tmp) / "earag_eval.yaml"
        text = (ROOT / "config" / "earag_eval.yaml").read_text(encoding="utf-8")
        text = text.replace("host: http://localhost:11434", f"host: http://127.0.0.1:{_free_port()}")
        config.write_text(text.replace("path: data/kg/policy_kg.json",
                                       f"path: {ROOT / 'data' / 'kg' / 'policy_kg.json'}"), encoding="utf-8")
        env = {k: v for k, v in os.environ.items() if k not in CHOSEN}
        env.update(EARAG_CONFIG=str(config), EARAG_RESULTS_DIR=str(Path(tmp) / "results"),
                   EARAG_CACHE_PATH=str(Path(tmp) / "cache.sqlite"), HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1",
                   **({} if warmup else {"EARAG_NO_WARMUP": "1"}))
        port = _free_port()
        url = f"http://127.0.0.1:{port}"
        t0 = time.monotonic()
        proc = subprocess.Popen([sys.executable, "scripts/serve.py", "--server.headless", "true", "--server.port",
                                 str(port), "--browser.gatherUsageStats", "false"], cwd=ROOT, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            while True:
                try:
                    with urllib.request.urlopen(f"{url}/_stcore/health", timeout=1) as r:
                        if r.status == 200:
                            break
                except OSError:
                    time.sleep(0.1)
            out = {"ready": time.monotonic() - t0}
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path="/usr/bin/chromium",
                                            args=["--headless", "--no-sandbox", "--disable-gpu"])
                page = browser.new_page(viewport={"width": 1280, "height": 720})
                page.set_default_timeout(300_000)
                t = time.monotonic()
                page.goto(url)
                page.locator(".st-key-home_single button").wait_for()
                _idle(page)
                out["home"] = time.monotonic() - t
                t = time.monotonic()
                page.locator(".st-key-home_single button").click()
                page.locator(".st-key-eval_run button").wait_for()
                _idle(page)
                out["sample"] = time.monotonic() - t
                t = time.monotonic()
                page.locator(".st-key-eval_run button").click()
                page.get_by_test_id("stMetric").first.wait_for()
                out["evaluate"] = time.monotonic() - t
                out["total"] = time.monotonic() - t0
                browser.close()
            return out
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--no-warmup", action="store_true")
    ap.add_argument("--server-only", action="store_true", help="AppTest in a fresh process, no browser")
    args = ap.parse_args()
    measure = server_only if args.server_only else one_run
    rows = [measure(not args.no_warmup) for _ in range(args.runs)]
    print(f"{'':10}" + "".join(f"{k:>10}" for k in rows[0]))
    for i, r in enumerate(rows, 1):
        print(f"run {i:<6}" + "".join(f"{v:>9.2f}s" for v in r.values()))
    print(f"{'median':10}" + "".join(f"{statistics.median(r[k] for r in rows):>9.2f}s" for k in rows[0]))



def server_only(warmup: bool) -> dict[str, float]:
    """The server's own work for the same clicks, without a browser (Streamlit's AppTest in a fresh process, so a
    loaded machine's browser does not blur it): process start -> Home drawn -> sample -> evaluate."""
    code = f"""
import json, os, sys, time
t0 = time.monotonic()
sys.path.insert(0, {str(ROOT)!r})
if {warmup!r}:
    from ui import warmup
    warmup.start()
from streamlit.testing.v1 import AppTest
out = {{}}
at = AppTest.from_file({str(ROOT / 'app.py')!r}, default_timeout=600)
t = time.monotonic(); at.run(); out["home"] = time.monotonic() - t
t = time.monotonic(); at.button(key="home_single").click().run(); out["sample"] = time.monotonic() - t
t = time.monotonic(); at.button(key="eval_run").click().run(); out["evaluate"] = time.monotonic() - t
assert at.session_state["eval_result"]["overall_score"] is not None and not at.exception
out["total"] = time.monotonic() - t0
print(json.dumps(out))
"""
    import json

    with tempfile.TemporaryDirectory() as tmp:
        config = Path(tmp) / "earag_eval.yaml"
        text = (ROOT / "config" / "earag_eval.yaml").read_text(encoding="utf-8")
        text = text.replace("host: http://localhost:11434", f"host: http://127.0.0.1:{_free_port()}")
        config.write_text(text.replace("path: data/kg/policy_kg.json",
                                       f"path: {ROOT / 'data' / 'kg' / 'policy_kg.json'}"), encoding="utf-8")
        env = {k: v for k, v in os.environ.items() if k not in CHOSEN}
        env.update(EARAG_CONFIG=str(config), EARAG_RESULTS_DIR=str(Path(tmp) / "results"),
                   EARAG_CACHE_PATH=str(Path(tmp) / "cache.sqlite"), HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1",
                   PYTHONPATH=str(ROOT))
        proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=900)
        lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
        if proc.returncode or not lines:
            raise RuntimeError(proc.stderr[-2000:])
        return json.loads(lines[-1])


if __name__ == "__main__":
    main()
