"""Shared pieces of the dashboard tests: a configuration copy that tests may write beside, and running the app."""
from __future__ import annotations

import shutil
from pathlib import Path

from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[2]
APP = str(ROOT / "app.py")


def copy_config(tmp: Path) -> Path:
    """config/earag_eval.yaml copied into `tmp`/config with the graph path made absolute (tuning writes beside it)."""
    config = tmp / "config" / "earag_eval.yaml"
    config.parent.mkdir(exist_ok=True)
    shutil.copy(ROOT / "config" / "earag_eval.yaml", config)
    text = config.read_text(encoding="utf-8").replace("path: data/kg/policy_kg.json",
                                                       f"path: {ROOT / 'data' / 'kg' / 'policy_kg.json'}")
    config.write_text(text, encoding="utf-8")
    return config


def run_app(timeout: float = 60) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=timeout)
    at.run()
    return at


def assert_ok(at: AppTest) -> None:
    """No exception and no error element on the page."""
    assert not at.exception, [e.value for e in at.exception]
    assert not at.error, [e.value for e in at.error]


def store_runs(dataset, name: str, settings_list, results_dir: Path) -> list[str]:
    """One offline batch run per settings into the run store of results_dir, as the batch page makes them (for
    Compare); returns the run ids, oldest first."""
    from earag.runs.lifecycle import claim_run
    from earag.runs.runner import run_batch
    from earag.runs.store import DEFAULT_DB_NAME, open_store
    from ui import dashboard as dash

    store = open_store(results_dir / DEFAULT_DB_NAME)
    ids = []
    for settings in settings_list:
        ev = dash.make_evaluator(settings.to_yaml(), True)
        claimed = claim_run(store, dataset, name=name, evaluator=ev, offline=True, origin="dashboard")
        ids.append(claimed.execute(lambda: run_batch(ev, dataset, store, claimed.id)).run.id)
        ev.close()
    store.close()
    return ids


def unreachable_judge_env(tmp_path: Path, monkeypatch) -> None:
    """The shipped configuration with Ollama configured but nothing listening, results and cache under tmp_path."""
    config = tmp_path / "earag_eval.yaml"
    shutil.copy(ROOT / "config" / "earag_eval.yaml", config)
    monkeypatch.delenv("EARAG_OFFLINE", raising=False)
    monkeypatch.setenv("EARAG_CONFIG", str(config))
    monkeypatch.setenv("EARAG_GRAPH_PATH", str(ROOT / "data" / "kg" / "policy_kg.json"))
    monkeypatch.setenv("OLLAMA_HOST", "http://127.0.0.1:9")  # nothing listens there
    monkeypatch.setenv("EARAG_RESULTS_DIR", str(tmp_path / "results"))
    monkeypatch.setenv("EARAG_CACHE_PATH", str(tmp_path / "cache.sqlite"))


def offline_app_env(tmp_path: Path, monkeypatch) -> Path:
    """The dashboard offline, with its results (run store), configuration copy and cache under tmp_path and no
    backend chosen by the environment."""
    monkeypatch.setenv("EARAG_OFFLINE", "1")
    monkeypatch.setenv("EARAG_RESULTS_DIR", str(tmp_path / "results"))
    monkeypatch.setenv("EARAG_CONFIG", str(copy_config(tmp_path)))
    monkeypatch.setenv("EARAG_CACHE_PATH", str(tmp_path / "cache.sqlite"))
    for var in ("EARAG_DB_URL", "EARAG_LLM_PROVIDER", "EARAG_EMBEDDING_PROVIDER", "EARAG_GRAPH_SOURCE",
                "EARAG_GRAPH_PATH", "OLLAMA_HOST", "NEO4J_URI"):
        monkeypatch.delenv(var, raising=False)
    return tmp_path


def every_proto(node) -> list[str]:
    """Every element of a rendered page as its protobuf text: values, labels, help tooltips, code, table data."""
    out = []
    for child in getattr(node, "children", {}).values():
        out += every_proto(child)
    proto = getattr(node, "proto", None)
    if proto is not None:
        out.append(str(proto))
    return out


def wait_for_streamlit(proc, url: str, timeout: float) -> None:
    """Until `url`/_stcore/health answers 200; pytest.fail with the server's output when it exits or times out."""
    import time
    import urllib.request

    import pytest

    deadline = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            out = proc.stdout.read().decode(errors="replace") if proc.poll() is not None else ""
            pytest.fail(f"streamlit did not start at {url}: {out[-2000:]}")
        time.sleep(0.3)


def stop_process(proc) -> None:
    """Terminate a server process started by a test; kill it when it does not exit within 10 s."""
    import subprocess

    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
