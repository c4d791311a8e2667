"""Dashboard behaviours an audit asked for: no credentials on screen, calibrated relevancy thresholds, the language
kept across Home's buttons, no stale result after a failed evaluation, captions that say what really ran."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[2]
APP = str(ROOT / "app.py")
TIMEOUT = 120


def _config(tmp: Path) -> Path:
    config = tmp / "config" / "earag_eval.yaml"
    config.parent.mkdir(exist_ok=True)
    shutil.copy(ROOT / "config" / "earag_eval.yaml", config)
    text = config.read_text(encoding="utf-8").replace("path: data/kg/policy_kg.json",
                                                       f"path: {ROOT / 'data' / 'kg' / 'policy_kg.json'}")
    config.write_text(text, encoding="utf-8")
    return config


@pytest.fixture
def offline_env(tmp_path, monkeypatch):
    monkeypatch.setenv("EARAG_OFFLINE", "1")
    monkeypatch.setenv("EARAG_RESULTS_DIR", str(tmp_path / "results"))
    monkeypatch.setenv("EARAG_CONFIG", str(_config(tmp_path)))
    monkeypatch.setenv("EARAG_CACHE_PATH", str(tmp_path / "cache.sqlite"))
    for var in ("EARAG_LLM_PROVIDER", "EARAG_EMBEDDING_PROVIDER", "EARAG_GRAPH_SOURCE", "EARAG_GRAPH_PATH",
                "OLLAMA_HOST", "NEO4J_URI"):
        monkeypatch.delenv(var, raising=False)
    return tmp_path


def _app() -> AppTest:
    at = AppTest.from_file(APP, default_timeout=TIMEOUT)
    at.run()
    return at


def _ok(at: AppTest) -> None:
    assert not at.exception, [e.value for e in at.exception]
    assert not at.error, [e.value for e in at.error]


def _all_text(at: AppTest) -> list[str]:
    """Every value a user can read on the page, sidebar included: inputs, code, markdown, captions, tables."""
    texts = [w.value for w in at.text_input] + [w.value for w in at.text_area]
    texts += [c.value for c in at.code] + [m.value for m in at.markdown] + [c.value for c in at.caption]
    texts += [str(m.value) + " " + str(m.label) for m in at.metric]
    texts += [str(d.value.to_dict()) for d in at.dataframe]
    texts += [str(s.value) + " " + " ".join(map(str, s.options)) for s in at.selectbox]
    texts += [e.value for e in at.error] + [w.value for w in at.warning] + [i.value for i in at.info]
    return [str(x) for x in texts]


# --- 1. credentials --------------------------------------------------------------------------------------

def test_settings_page_never_shows_a_password_and_keeps_the_real_host(tmp_path, monkeypatch):
    monkeypatch.setenv("EARAG_OFFLINE", "0")
    monkeypatch.setenv("EARAG_CONFIG", str(_config(tmp_path)))
    monkeypatch.setenv("EARAG_RESULTS_DIR", str(tmp_path / "results"))
    monkeypatch.setenv("EARAG_CACHE_PATH", str(tmp_path / "cache.sqlite"))
    monkeypatch.setenv("OLLAMA_HOST", "http://admin:pw@127.0.0.1:9")  # nothing listens there
    monkeypatch.setenv("NEO4J_URI", "bolt://neo:pw@127.0.0.1:9")
    at = _app()
    at.switch_page("pages/settings.py").run()
    assert not at.exception, [e.value for e in at.exception]
    texts = _all_text(at)
    assert at.code and "127.0.0.1:9" in " ".join(c.value for c in at.code)  # the YAML is there, redacted
    assert [t for t in texts if "***@127.0.0.1:9" in t]
    assert not [t for t in texts if "pw" in t], [t for t in texts if "pw" in t]
    host = next(t for t in at.text_input if t.label == "Ollama 地址")
    assert host.value == "http://127.0.0.1:9"
    # applying the form with the shown host unchanged keeps the configured host, credentials included
    next(s for s in at.selectbox if s.label == "嵌入模型提供方").set_value("char-ngram")
    at.button[[b.label for b in at.button].index("应用")].click().run()
    assert not at.exception, [e.value for e in at.exception]
    overrides = at.session_state["overrides"]
    assert overrides["backends.embeddings.provider"] == "char-ngram" and "backends.llm.host" not in overrides
    assert not [t for t in _all_text(at) if "pw" in t]
    # a host the user types is applied
    next(t for t in at.text_input if t.label == "Ollama 地址").set_value("http://127.0.0.1:10")
    at.button[[b.label for b in at.button].index("应用")].click().run()
    assert at.session_state["overrides"]["backends.llm.host"] == "http://127.0.0.1:10"
