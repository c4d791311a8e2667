"""The request guard's pure helpers (issue 22): log lines cannot be forged, Host names are compared without their
port, JSON bodies are checked for what would make a 500 later, and counters go by route template."""
from __future__ import annotations

from types import SimpleNamespace

from earag.api.guard import (
    MAX_JSON_DEPTH,
    UNAUTHORIZED,
    UNMATCHED,
    allowed_hosts,
    check_json_body,
    endpoint_of,
    host_name,
    log_safe,
)


def test_log_safe_escapes_control_characters_and_surrogates():
    assert log_safe("/api/x\r\nINFO forged") == "/api/x\\x0d\\x0aINFO forged"
    assert log_safe("/a\x1b[31m\ud800") == "/a\\x1b[31m\\ud800"
    assert log_safe("/政策") == "/政策" and log_safe("x" * 500).endswith("…")


def test_host_names_without_ports_and_the_allow_list():
    assert host_name("LOCALHOST:5000") == "localhost" and host_name("[::1]:5000") == "::1"
    assert host_name("127.0.0.1") == "127.0.0.1" and host_name("::1") == "::1"
    hosts = allowed_hosts(["api.example"], "127.0.0.1")
    assert hosts is not None and {"localhost", "127.0.0.1", "::1", "api.example"} <= hosts
    assert "0.0.0.0" not in (allowed_hosts([], "0.0.0.0") or set())
    assert allowed_hosts(["*"], "127.0.0.1") is None


def test_json_bodies_that_would_fail_later_are_named():
    assert check_json_body(b'{"question": "q", "answer": "\\ud83d\\ude00"}') is None   # a pair is text
    assert check_json_body(b"{broken") is None                                          # the app's own 400
    deep = check_json_body(b"[" * (MAX_JSON_DEPTH + 1) + b"]" * (MAX_JSON_DEPTH + 1))
    assert deep is not None and deep.field == "body"
    assert check_json_body(b'["[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["]') is None
    for text in (b'{"x": NaN}', b'{"x": 1e999}', b'{"x": -Infinity}'):
        bad = check_json_body(text)
        assert bad is not None and bad.field == "body"
    bad = check_json_body(b'{"rows": [{"question": "q"}, {"answer": "a\\udc00"}]}')
    assert bad is not None and bad.field == "rows[1].answer" and "surrogate" in str(bad)


def test_counters_use_the_route_template_and_fixed_buckets():
    route = SimpleNamespace(path="/api/runs/{run_id}")
    assert endpoint_of({"route": route}, 200) == "/api/runs/{run_id}"
    assert endpoint_of({"route": route}, 401) == UNAUTHORIZED
    assert endpoint_of({}, 404) == UNMATCHED and endpoint_of({"state": {"refused": True}}, 413) == "(refused)"
