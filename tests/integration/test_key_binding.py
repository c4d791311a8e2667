"""The server's API key goes only to the endpoint the operator configured: a dashboard session that points the
judge at another URL gets no key (issue 9 §5), through the real OpenAI-compatible client and a scripted server."""
from earag.backends.factory import build_backends
from earag.config import build_settings
from tests.support.openai_stub import OpenAIStub
from tests.support.openai_stub import Reply as OAReply
from tests.support.scenarios import MODEL

SECRET = "sk-operator-secret"


def _auth_headers(stub) -> list[str]:
    return [r["headers"].get("authorization", "") for r in stub.requests]


def test_a_session_override_of_the_base_url_never_carries_the_key(tmp_path, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)  # the server's key, read by the judge from the environment
    with OpenAIStub(models=(MODEL,)) as visitor:  # a server of the visitor's, accepting anything
        visitor.set_default(OAReply.text('{"score": 1, "reason": "x"}'))
        environ = {"OPENAI_API_KEY": SECRET, "EARAG_LLM_PROVIDER": "openai", "EARAG_LLM_MODEL": MODEL,
                   "EARAG_CACHE_PATH": str(tmp_path / "c.sqlite")}
        settings = build_settings({"backends.llm.base_url": visitor.base_url}, environ=environ)
        assert settings.backends.llm.api_key_env == ""
        llm = build_backends(settings).llm
        llm.ping()
        assert visitor.requests and all(SECRET not in h for h in _auth_headers(visitor))
        # naming another variable (e.g. a password) as the key is an override too: no key at all
        other = build_settings({"backends.llm.api_key_env": "NEO4J_PASSWORD"},
                               environ={**environ, "NEO4J_PASSWORD": "pw", "EARAG_LLM_BASE_URL": visitor.base_url})
        assert other.backends.llm.api_key_env == ""


def test_the_configured_endpoint_gets_the_key(tmp_path, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    with OpenAIStub(models=(MODEL,), api_key=SECRET) as operator:
        environ = {"OPENAI_API_KEY": SECRET, "EARAG_LLM_PROVIDER": "openai", "EARAG_LLM_MODEL": MODEL,
                   "EARAG_LLM_BASE_URL": operator.base_url, "EARAG_CACHE_PATH": str(tmp_path / "c.sqlite")}
        settings = build_settings({"backends.llm.model": MODEL}, environ=environ)  # an override that keeps the URL
        assert settings.backends.llm.api_key_env == "OPENAI_API_KEY"
        llm = build_backends(settings).llm
        assert llm.ping()["reachable"]
        assert _auth_headers(operator) and all(h == f"Bearer {SECRET}" for h in _auth_headers(operator))
