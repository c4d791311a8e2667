"""Server addresses: a malformed one is named (variable and key) and the judge falls back offline with that reason;
credentials in any URL are redacted, whatever characters the password holds (earag.urls)."""
import json
import re

import pytest

from earag.backends.factory import build_backends
from earag.config import load_settings
from earag.errors import ConfigError
from earag.messages import CodedText
from earag.messages.terminal import shown
from earag.urls import check_url, redact, split_userinfo, url_problem, url_setting
from tests.support.bolt_server import free_port

ACRONYMS = {"LLM", "URL", "IPv6"}   # the words a Chinese text uses as they are


def english_words(text: str, *data: str) -> list[str]:
    """The Latin words of `text` once the data it names (quoted values, URLs, setting names) is taken out."""
    text = re.sub(r"'[^']*'|[a-z]+://[^\s'，。：）]*", " ", text)
    for item in sorted(data, key=len, reverse=True):
        text = text.replace(item, " ")
    return [w for w in re.findall(r"[A-Za-z][A-Za-z0-9-]+", text) if w not in ACRONYMS]


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
    assert url_problem(url) == problem   # the text as always written, and its code for another language
    said = url_problem(url).message
    assert said.code.startswith("url.") and said.text("en") == problem
    assert english_words(said.text("zh"), "http", "https") == [], said.text("zh")


@pytest.mark.parametrize("environ, url", [({}, "http://admin:pw@127.0.0.1:notaport"),
                                          ({"OLLAMA_HOST": "x"}, "http://127.0.0.1:99999"), ({}, "ftp://host")])
def test_a_bad_url_error_reads_wholly_in_chinese(environ, url, monkeypatch):
    for k, v in environ.items():
        monkeypatch.setenv(k, v)
    with pytest.raises(ConfigError) as err:
        check_url(url, url_setting("OLLAMA_HOST", "backends.llm.host"), key="backends.llm.host")
    assert err.value.message is not None and err.value.message.code == "backend.bad_url"
    zh, en = err.value.text("zh"), err.value.text("en")
    assert en == str(err.value) and "is not a valid URL" in en and "pw" not in en + zh
    assert english_words(zh, "OLLAMA_HOST", "backends.llm.host", "http", "https") == [], zh
    assert ("配置项" in zh) == bool(environ)   # the variable named with its key when it is set


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
    zh = note.message.text("zh")   # the fallback note a Chinese page shows: no English but the data it names
    assert variable in zh and "Hunter2" not in zh
    assert english_words(zh, variable, "backends.llm.host", "backends.llm.base_url") == [], zh
    described = backends.describe(ping=False)
    assert described["llm"] == "offline" and described["fallback"]["llm"] is True
    assert "Hunter2" not in json.dumps(described)


def test_passwords_holding_a_slash_or_in_the_query_are_redacted():
    for url in ("http://admin:s3cret/pw@127.0.0.1:18431", "bolt://neo4j:s3cret/x@127.0.0.1:7687",
                "postgresql://u@127.0.0.1:1/db?password=s3cret", "http://h/x?a=1&api_key=s3cret#f"):
        assert "s3cret" not in redact(url), url
    assert "s3cret" not in (url_problem("http://admin:s3cret/pw@127.0.0.1:18431") or "")
    assert redact("http://host/path?e=a@b.com") == "http://host/path?e=a@b.com"  # no user-info: left alone


def test_an_unreachable_judge_s_ping_keeps_its_code_so_check_reads_in_chinese():
    """A judge configured at an address nothing listens on: the ping's error (what `earag check`, the dashboard's
    backend card and /api/system/stats show) keeps its message code, so it renders in the reader's language."""
    port = free_port()   # nothing listens there: the ping is refused
    environ = {"OLLAMA_HOST": f"http://127.0.0.1:{port}", "EARAG_EMBEDDING_PROVIDER": "char-ngram"}
    backends = build_backends(load_settings(environ=environ))
    try:
        assert backends.llm is not None
        error = backends.llm_ping()["error"]
        reason = backends.llm_state()["reason"]
        assert isinstance(error, CodedText) and error.message.code == "backend.unreachable"
        assert str(error) == error.message.text(None)          # the stored English text is unchanged
        assert reason == error and f"127.0.0.1:{port}" in shown(reason, "zh") and "无法连接" in shown(reason, "zh")
        assert "unreachable" in shown(reason, "en")
    finally:
        backends.close()
