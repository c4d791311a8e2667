"""The settings page with secrets in the environment and a malformed OLLAMA_HOST: it renders without a traceback,
says why the judge is offline (naming the variable), and never shows a password or key (issue 9 §6, §8)."""
from __future__ import annotations

import socket

from tests.support.apptest import copy_config, every_proto, run_app

PASSWORD = "Hunter2-s3cret"
NEO4J_PASSWORD = "neo-Pa55word"
KEY = "sk-operator-key-0123456789"


def _dead_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_settings_page_with_a_malformed_host_and_secrets_everywhere(tmp_path, monkeypatch):
    monkeypatch.setenv("EARAG_OFFLINE", "0")
    monkeypatch.setenv("EARAG_CONFIG", str(copy_config(tmp_path)))
    monkeypatch.setenv("EARAG_RESULTS_DIR", str(tmp_path / "results"))
    monkeypatch.setenv("EARAG_CACHE_PATH", str(tmp_path / "cache.sqlite"))
    monkeypatch.setenv("EARAG_EMBEDDING_PROVIDER", "char-ngram")
    monkeypatch.setenv("OLLAMA_HOST", f"http://admin:{PASSWORD}@127.0.0.1:notaport")
    monkeypatch.setenv("EARAG_GRAPH_SOURCE", "neo4j")
    monkeypatch.setenv("NEO4J_URI", f"bolt://neo4j:{PASSWORD}@127.0.0.1:{_dead_port()}")
    monkeypatch.setenv("NEO4J_PASSWORD", NEO4J_PASSWORD)
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    at = run_app(120)
    at.switch_page("pages/settings.py").run()
    assert not at.exception, [e.value for e in at.exception]
    protos = every_proto(at._tree)
    page = "\n".join(protos)
    for secret in (PASSWORD, NEO4J_PASSWORD, KEY):
        assert secret not in page
    # the judge is offline, and the page says why, naming the variable
    assert "OLLAMA_HOST（配置项 backends.llm.host）" in page and "notaport" in page   # in Chinese, the whole note
    assert "不是有效的 URL" in page and "不是数字" in page and "is not a valid URL" not in page
    assert "bolt://***@127.0.0.1" in page  # the settings YAML is shown, redacted


def test_with_several_judge_hosts_the_page_edits_the_host_list_that_is_used(tmp_path, monkeypatch):
    monkeypatch.setenv("EARAG_OFFLINE", "1")
    monkeypatch.setenv("EARAG_CONFIG", str(copy_config(tmp_path)))
    monkeypatch.setenv("EARAG_RESULTS_DIR", str(tmp_path / "results"))
    monkeypatch.setenv("EARAG_EMBEDDING_PROVIDER", "char-ngram")
    monkeypatch.setenv("EARAG_LLM_HOSTS", f"http://admin:{PASSWORD}@127.0.0.1:{_dead_port()},127.0.0.1:11435")
    at = run_app(120)
    at.switch_page("pages/settings.py").run()
    assert not at.exception, [e.value for e in at.exception]
    labels = [t.label for t in at.text_input]
    assert "Ollama 地址" not in labels  # a single host field would change nothing: the list is used
    field = next(t for t in at.text_input if t.label.startswith("Ollama 地址（多个"))
    assert "127.0.0.1:11435" in field.value and PASSWORD not in field.value
    field.set_value("http://127.0.0.1:11436, http://127.0.0.1:11437")
    at.button[[b.label for b in at.button].index("应用")].click().run()
    assert not at.exception, [e.value for e in at.exception]
    assert at.session_state["overrides"]["backends.llm.hosts"] == "http://127.0.0.1:11436, http://127.0.0.1:11437"
    assert PASSWORD not in "\n".join(every_proto(at._tree))
