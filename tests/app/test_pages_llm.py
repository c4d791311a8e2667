"""The dashboard with a configured LLM judge (a scripted Ollama server): no code change, only configuration."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from tests.support.scenarios import MODEL, route
from tests.support.ollama_stub import OllamaStub

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def llm_env(tmp_path, monkeypatch):
    config = tmp_path / "earag_eval.yaml"
    shutil.copy(ROOT / "config" / "earag_eval.yaml", config)
    text = config.read_text(encoding="utf-8").replace("path: data/kg/policy_kg.json",
                                                       f"path: {ROOT / 'data' / 'kg' / 'policy_kg.json'}")
    config.write_text(text, encoding="utf-8")
    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(route)
        monkeypatch.delenv("EARAG_OFFLINE", raising=False)
        monkeypatch.setenv("EARAG_CONFIG", str(config))
        monkeypatch.setenv("OLLAMA_HOST", stub.url)
        monkeypatch.setenv("EARAG_LLM_MODEL", MODEL)
        monkeypatch.setenv("EARAG_RESULTS_DIR", str(tmp_path / "results"))
        monkeypatch.setenv("EARAG_CACHE_PATH", str(tmp_path / "cache.sqlite"))
        yield stub


def test_evaluation_uses_the_configured_judge_and_says_so(llm_env):
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
    at.run()
    assert not at.exception
    sidebar = " ".join(m.value for m in at.sidebar.markdown)
    assert f"ollama:{MODEL}" in sidebar
    at.button(key="home_single").click().run()
    at.button(key="eval_run").click().run()
    assert not at.exception, [e.value for e in at.exception]
    assert len(llm_env.calls("/api/chat")) == 2  # one entity call, one sentence-judge call
    shown = " ".join([m.value for m in at.markdown] + [c.value for c in at.caption]
                     + [str(t.value) for t in at.dataframe] + [str(t.value) for t in at.table])
    assert f"ollama:{MODEL}" in shown


def test_sidebar_says_fallback_when_the_configured_judge_is_unreachable(tmp_path, monkeypatch):
    config = tmp_path / "earag_eval.yaml"
    shutil.copy(ROOT / "config" / "earag_eval.yaml", config)
    monkeypatch.delenv("EARAG_OFFLINE", raising=False)
    monkeypatch.setenv("EARAG_CONFIG", str(config))
    monkeypatch.setenv("EARAG_GRAPH_PATH", str(ROOT / "data" / "kg" / "policy_kg.json"))
    monkeypatch.setenv("OLLAMA_HOST", "http://127.0.0.1:9")  # nothing listens there
    monkeypatch.setenv("EARAG_RESULTS_DIR", str(tmp_path / "results"))
    monkeypatch.setenv("EARAG_CACHE_PATH", str(tmp_path / "cache.sqlite"))
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
    at.run()
    assert not at.exception
    llm_line = next(m.value for m in at.sidebar.markdown if "LLM" in m.value)
    assert "`offline`" in llm_line and "回退" in llm_line and "ollama:" not in llm_line
