"""Server addresses: a malformed one is named (variable and key) and the judge falls back offline with that reason;
credentials in any URL are redacted, whatever characters the password holds (earag.urls)."""
import json

import pytest

from earag.backends.factory import build_backends
from earag.config import load_settings
from earag.urls import redact, split_userinfo, url_problem


@pytest.mark.parametrize("url, problem", [
    ("http://127.0.0.1:notaport", "port 'notaport' is not a number"),
    ("http://admin:pw@127.0.0.1:x/", "port 'x' is not a number"),
    ("http://127.0.0.1:99999", "port 99999 is out of range"),
    ("ftp://host", "scheme 'ftp' is not one of http, https"),
    ("http://", "it names no host"),
    ("", "it is empty"),
    ("http://[::1", "Invalid IPv6 URL"),
])
def test_a_malformed_address_says_what_is_wrong(url, problem):
    assert url_problem(url) == problem


@pytest.mark.parametrize("url", ["http://127.0.0.1:11434", "localhost:11434", "https://u:p@h/v1", "http://[::1]:8"])
def test_good_addresses_pass(url):
    assert url_problem(url) is None


@pytest.mark.parametrize("text, shown", [
    ("http://admin:pw@host:1/x", "http://***@host:1/x"),
    ("bolt://neo4j:p@ss@host:7687", "bolt://***@host:7687"),          # an unescaped @ in the password
    ("see https://u:p%40w@h/v1 (ConnectError)", "see https://***@h/v1 (ConnectError)"),
    ('{"a": "http://u:pw@h:1", "b": "x@y"}', '{"a": "http://***@h:1", "b": "x@y"}'),  # stops at the quote
    ("http://host/path?mail=a@b", "http://host/path?mail=a@b"),        # no user-info: unchanged
])
def test_redact_removes_the_user_info_whole(text, shown):
    assert redact(text) == shown


def test_split_userinfo_decodes_and_strips():
    assert split_userinfo("https://u%40x:p%3Aw@h:1/v1") == ("https://h:1/v1", "u@x", "p:w")
    assert split_userinfo("http://h:1") == ("http://h:1", None, None)


@pytest.mark.parametrize("environ, variable", [
    ({"OLLAMA_HOST": "http://admin:Hunter2@127.0.0.1:notaport"}, "OLLAMA_HOST"),
    ({"EARAG_LLM_PROVIDER": "openai", "EARAG_LLM_BASE_URL": "http://u:Hunter2@127.0.0.1:bad/v1"},
     "EARAG_LLM_BASE_URL"),
])
def test_a_malformed_judge_address_falls_back_offline_naming_the_variable(environ, variable, monkeypatch):
    for k, v in environ.items():
        monkeypatch.setenv(k, v)
    settings = load_settings(environ={**environ, "EARAG_EMBEDDING_PROVIDER": "char-ngram"})
    backends = build_backends(settings)
    assert backends.llm is None and backends.fallback["llm"] is True
    note = backends.notes["llm"]
    assert variable in note and "is not a valid URL" in note and "Hunter2" not in note
    described = backends.describe(ping=False)
    assert described["llm"] == "offline" and described["fallback"]["llm"] is True
    assert "Hunter2" not in json.dumps(described)


def test_passwords_holding_a_slash_or_in_the_query_are_redacted():
    for url in ("http://admin:s3cret/pw@127.0.0.1:18431", "bolt://neo4j:s3cret/x@127.0.0.1:7687",
                "postgresql://u@127.0.0.1:1/db?password=s3cret", "http://h/x?a=1&api_key=s3cret#f"):
        assert "s3cret" not in redact(url), url
    assert "s3cret" not in (url_problem("http://admin:s3cret/pw@127.0.0.1:18431") or "")
    assert redact("http://host/path?e=a@b.com") == "http://host/path?e=a@b.com"  # no user-info: left alone
