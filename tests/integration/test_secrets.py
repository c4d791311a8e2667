"""No secret leaves the server (issue 9 §5, §6): a password in OLLAMA_HOST, EARAG_LLM_BASE_URL or NEO4J_URI never
shows in records, the run store, `earag check`, backend status rows, logs or the settings YAML; the API key goes
only to the configured endpoint (or one on the operator's allow-list), never to one a dashboard session picks."""
import json
import logging
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from earag.backends.factory import build_backends
from earag.backends.llm.breaker import reset_breakers
from earag.backends.status import backend_status
from earag.config import build_settings, load_settings
from earag.errors import ConfigError
from earag.evaluator import Evaluator
from tests.support.ollama_stub import OllamaStub
from tests.support.openai_stub import OpenAIStub
from tests.support.openai_stub import Reply as OAReply
from tests.support.scenarios import MODEL, SAMPLE, route

ROOT = Path(__file__).resolve().parents[2]
SMALL = ROOT / "data" / "samples" / "policy_qa_small.jsonl"
PASSWORD = "Hunter2-s3cret"
KEY = "sk-operator-key-0123456789"


def _dead_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _cli(args, env_extra, tmp_path) -> subprocess.CompletedProcess:
    env = {**os.environ, "EARAG_RESULTS_DIR": str(tmp_path / "results"), "EARAG_CACHE_PATH": str(tmp_path / "c.sqlite"),
           "HF_HUB_OFFLINE": "1", "EARAG_EMBEDDING_PROVIDER": "char-ngram", **env_extra}
    return subprocess.run([sys.executable, "-m", "earag", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=180)


def _no_password_under(folder: Path) -> None:
    for path in folder.rglob("*"):
        if path.is_file():
            assert PASSWORD.encode() not in path.read_bytes(), path


@pytest.mark.parametrize("judge", ["answering", "dead"])
def test_a_password_in_the_urls_never_shows_in_check_records_or_the_store(tmp_path, judge):
    with OllamaStub(models=(MODEL,)) as stub:
        stub.set_router(route)
        port = stub.port if judge == "answering" else _dead_port()
        env = {"OLLAMA_HOST": f"http://admin:{PASSWORD}@127.0.0.1:{port}", "EARAG_LLM_MODEL": MODEL,
               "EARAG_GRAPH_SOURCE": "neo4j", "NEO4J_URI": f"bolt://neo4j:{PASSWORD}@127.0.0.1:{_dead_port()}"}
        check = _cli(["check"], env, tmp_path)
        out = tmp_path / "out.jsonl"
        run = _cli(["evaluate", str(SMALL), "--limit", "3", "-o", str(out)], env, tmp_path)
    assert "Traceback" not in check.stderr + run.stderr, check.stderr + run.stderr
    assert run.returncode == 0, run.stderr[-2000:]
    for text in (check.stdout, check.stderr, run.stdout, run.stderr, out.read_text(encoding="utf-8")):
        assert PASSWORD not in text
    assert "***@127.0.0.1" in check.stdout or "127.0.0.1" in check.stdout  # the endpoint is still named
    _no_password_under(tmp_path / "results")  # the run store (SQLite) and any export
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    if judge == "answering":  # the credentials did reach the server the operator configured, as basic auth
        assert records[0]["earag_evaluation"]["backends"]["faithfulness_judge"] == f"ollama:{MODEL}"


def test_status_rows_logs_and_settings_yaml_are_redacted(tmp_path, caplog, monkeypatch):
    reset_breakers()
    environ = {"OLLAMA_HOST": f"http://admin:{PASSWORD}@127.0.0.1:{_dead_port()}", "EARAG_GRAPH_SOURCE": "neo4j",
               "NEO4J_URI": f"bolt://neo4j:{PASSWORD}@127.0.0.1:{_dead_port()}",
               "EARAG_CACHE_PATH": str(tmp_path / "c.sqlite"), "EARAG_EMBEDDING_PROVIDER": "char-ngram"}
    for k, v in environ.items():
        monkeypatch.setenv(k, v)
    caplog.set_level(logging.DEBUG)
    settings = load_settings(environ=environ).with_overrides(**{"backends.llm.retries": 0})
    assert PASSWORD in settings.to_yaml()          # kept for rebuilding the same backends …
    assert PASSWORD not in settings.public_yaml()  # … never for display or download
    assert "bolt://***@127.0.0.1" in settings.public_yaml()
    ev = Evaluator(settings, build_backends(settings))
    result = ev.evaluate(SAMPLE)
    rows = backend_status(settings, ev.backends)
    ev.close()
    assert PASSWORD not in json.dumps(result.to_dict(), ensure_ascii=False, default=str)
    assert PASSWORD not in json.dumps(rows, ensure_ascii=False, default=str)
    assert PASSWORD not in caplog.text
    reset_breakers()


def test_openai_credentials_in_the_base_url_become_basic_auth_and_never_show(tmp_path, caplog):
    caplog.set_level(logging.DEBUG)  # httpx logs every request URL at INFO
    with OpenAIStub(models=(MODEL,)) as srv:
        srv.set_default(OAReply.text('{"score": 1, "reason": "ok"}'))
        url = srv.base_url.replace("http://", f"http://proxyuser:{PASSWORD}@")
        environ = {"EARAG_LLM_PROVIDER": "openai", "EARAG_LLM_BASE_URL": url, "EARAG_LLM_MODEL": MODEL,
                   "EARAG_CACHE_ENABLED": "false"}
        llm = build_backends(build_settings(environ=environ)).llm
        assert llm.ping()["reachable"]
        assert srv.requests[-1]["headers"]["authorization"].startswith("Basic ")
    assert PASSWORD not in caplog.text and PASSWORD not in repr(llm) and PASSWORD not in llm.name


# --- the key stays with the operator's endpoint -------------------------------------------------------------------
def _openai_env(tmp_path, base_url: str, **extra) -> dict:
    return {"OPENAI_API_KEY": KEY, "EARAG_LLM_PROVIDER": "openai", "EARAG_LLM_MODEL": MODEL,
            "EARAG_LLM_BASE_URL": base_url, "EARAG_CACHE_ENABLED": "false", "EARAG_EMBEDDING_PROVIDER": "char-ngram",
            **extra}


def _auth(stub) -> list[str]:
    return [r["headers"].get("authorization", "") for r in stub.requests]


def test_a_session_evaluation_against_its_own_server_never_receives_the_key(tmp_path, monkeypatch):
    reset_breakers()
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    with OpenAIStub(models=(MODEL,), api_key=KEY) as operator, OpenAIStub(models=(MODEL,)) as visitor:
        visitor.set_router(lambda req: OAReply.text('{"question_entities": [], "answer_entities": [], '
                                                    '"context_entities": []}'))
        environ = _openai_env(tmp_path, operator.base_url)
        for override in ({"backends.llm.base_url": visitor.base_url},
                         {"backends.llm.provider": "ollama", "backends.llm.host": visitor.url},
                         {"backends.llm.api_key_env": "OPENAI_API_KEY", "backends.llm.base_url": visitor.base_url}):
            settings = build_settings(override, environ=environ)
            ev = Evaluator(settings, build_backends(settings))
            ev.evaluate(SAMPLE)  # a real evaluation: the judge is asked, whatever it answers
            ev.close()
        assert visitor.requests, "the session's server was really called"
        assert all(KEY not in h for h in _auth(visitor))
        assert not operator.requests
    reset_breakers()


def test_the_allow_list_is_the_operators_alone(tmp_path, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", KEY)  # the judge reads the key from the process environment
    with OpenAIStub(models=(MODEL,), api_key=KEY) as allowed:
        environ = _openai_env(tmp_path, "http://127.0.0.1:9/v1")
        config = tmp_path / "earag.yaml"
        config.write_text(f"backends:\n  llm:\n    allowed_base_urls: ['{allowed.base_url}']\n", encoding="utf-8")
        environ["EARAG_CONFIG"] = str(config)
        # a session may move the judge to an allowed endpoint and keep the key there
        settings = build_settings({"backends.llm.base_url": allowed.base_url}, environ=environ)
        assert settings.backends.llm.api_key_env == "OPENAI_API_KEY"
        assert build_backends(settings).llm.ping()["reachable"]
        assert _auth(allowed) and all(h == f"Bearer {KEY}" for h in _auth(allowed))
        # but it can neither extend the list nor move the Neo4j URI (which would carry NEO4J_PASSWORD)
        for key, value in (("backends.llm.allowed_base_urls", ["http://evil.example/v1"]),
                           ("backends.graph.neo4j.uri", "bolt://evil.example:7687")):
            with pytest.raises(ConfigError, match="only be set in the configuration file") as info:
                build_settings({key: value}, environ=environ)
            assert info.value.key == key


def test_ollama_api_key_goes_only_to_the_configured_host(tmp_path, monkeypatch):
    """The ollama client attaches $OLLAMA_API_KEY to any host it is given; a host chosen in a session gets none."""
    reset_breakers()
    monkeypatch.setenv("OLLAMA_API_KEY", KEY)
    with OllamaStub(models=(MODEL,)) as operator, OllamaStub(models=(MODEL,)) as visitor:
        for stub in (operator, visitor):
            stub.record_headers = True
            stub.set_router(route)
        environ = {"OLLAMA_HOST": operator.url, "EARAG_LLM_MODEL": MODEL, "EARAG_CACHE_ENABLED": "false",
                   "EARAG_EMBEDDING_PROVIDER": "char-ngram"}
        build_backends(build_settings({"backends.llm.model": MODEL}, environ=environ)).llm.ping()
        session = build_settings({"backends.llm.host": visitor.url}, environ=environ)
        ev = Evaluator(session, build_backends(session))
        ev.evaluate(SAMPLE)
        ev.close()
        assert any(r["path"] == "/api/chat" for r in visitor.requests)
        assert all(KEY not in h for h in _auth(visitor))
        assert _auth(operator) and all(h == f"Bearer {KEY}" for h in _auth(operator))
    reset_breakers()


def test_a_malformed_ollama_host_is_named_by_check_and_evaluate_never_a_traceback(tmp_path):
    env = {"OLLAMA_HOST": f"http://admin:{PASSWORD}@127.0.0.1:notaport"}
    check = _cli(["check"], env, tmp_path)
    out = tmp_path / "out.jsonl"
    run = _cli(["evaluate", str(SMALL), "--limit", "2", "-o", str(out)], env, tmp_path)
    for proc in (check, run):
        assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
        text = proc.stdout + proc.stderr
        assert "OLLAMA_HOST" in text and "port 'notaport' is not a number" in text and PASSWORD not in text
    for line in out.read_text(encoding="utf-8").splitlines():  # every record says why the judge was offline
        prov = json.loads(line)["earag_evaluation"]["provenance"]["faithfulness"]
        assert prov["status"] == "fallback" and "OLLAMA_HOST" in prov["reason"] and PASSWORD not in prov["reason"]
