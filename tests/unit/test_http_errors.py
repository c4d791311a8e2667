"""The one HTTP-error map: httpx and `ollama` failures become earag errors, and no message shows a credential."""
import httpx
import ollama
import pytest

from earag.backends.http import BackendHTTPError, BackendUnreachable, map_error, status_error
from earag.errors import BackendOutputError, BackendTimeout
from earag.urls import endpoint_of, redact


def test_redact_hides_user_info_and_secrets():
    text = "GET http://admin:hunter2@10.0.0.5:11434/api failed; key sk-abc123 refused; https://tok@host/x"
    out = redact(text, ["sk-abc123", None, ""])
    assert "hunter2" not in out and "admin" not in out and "sk-abc123" not in out and "tok@" not in out
    assert "http://***@10.0.0.5:11434/api" in out and "https://***@host/x" in out


@pytest.mark.parametrize("url, expected", [
    ("http://user:pw@Host.Example:11434/", "http://host.example:11434"),
    ("127.0.0.1:11434", "http://127.0.0.1:11434"),
    ("https://api.example.com/v1/?key=secret#x", "https://api.example.com/v1"),
    ("", ""),
])
def test_endpoint_of_is_an_identity_without_credentials(url, expected):
    assert endpoint_of(url) == expected


def test_transport_errors_map_to_timeout_and_unreachable():
    where = "Ollama at http://u:pw@h:1"
    t = map_error(httpx.ReadTimeout("timed out"), where, timeout=2.5)
    assert isinstance(t, BackendTimeout) and str(t) == "Ollama at http://***@h:1 did not answer within 2.5 s"
    c = map_error(ConnectionError("Failed to connect to Ollama"), where)
    assert isinstance(c, BackendUnreachable) and "is unreachable" in str(c) and "pw" not in str(c)
    d = map_error(httpx.RemoteProtocolError("Server disconnected"), where)
    assert isinstance(d, BackendUnreachable) and "closed the connection" in str(d)
    e = map_error(httpx.ConnectError("refused http://u:pw@h:1"), where)
    assert isinstance(e, BackendUnreachable) and "pw" not in str(e)


def test_ollama_response_errors_keep_the_status():
    err = map_error(ollama.ResponseError("CUDA out of memory", 500), "Ollama at http://h:1")
    assert isinstance(err, BackendHTTPError) and err.status_code == 500 and err.transient
    assert str(err) == "Ollama at http://h:1 answered HTTP 500: CUDA out of memory"
    nf = map_error(ollama.ResponseError('model "x" not found', 404), "Ollama")
    assert isinstance(nf, BackendHTTPError) and nf.status_code == 404 and not nf.transient


def test_request_errors_are_output_errors_and_echoed_keys_are_redacted():
    bad = status_error(400, "context length exceeded for key sk-zzz999", "server", secrets=["sk-zzz999"])
    assert isinstance(bad, BackendOutputError) and "sk-zzz999" not in str(bad) and "***" in str(bad)
    assert status_error(429, "slow down", "server").transient
    assert not isinstance(status_error(401, "no", "server"), BackendOutputError)
