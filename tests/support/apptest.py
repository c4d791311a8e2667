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
