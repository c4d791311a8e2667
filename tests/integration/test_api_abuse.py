"""Issue 22: the API holds under abuse, on a real uvicorn server driven with httpx (and raw sockets where a client
would misbehave). Each test reproduces one break of the issue and fails without its fix:
oversized samples refused with the limit named while a normal request beside them answers; 3,000 unknown
unauthenticated paths leave /api/system/stats the same size; malformed JSON (nesting, lone surrogates in every
string field, 1e999, NaN) is a 400; a CR/LF in a URL cannot forge a log line; Host allow-list; no cross-site form
posts without a key; a million-row xlsx and a zip bomb are refused before they are parsed; store faults are 503
naming no host; a slow header is cut; `kill -9` of `earag serve` mid-batch leaves no worker behind.
(Timings are in benchmarks/bench_abuse.py, not asserted here.)"""
from __future__ import annotations

import io
import json
import logging
import os
import signal
import socket
import threading
import time
import zipfile
from pathlib import Path

import httpx
import pytest

from earag.api import create_app
from earag.api.settings import ApiSettings
from earag.config import Settings
from earag.runs.store import open_store
from tests.support.api_server import ApiProcess, ApiServer

SAMPLE = {"question": "企业注册资本要求", "answer": "注册资本最低100万元。需要验资报告。",
          "contexts": ["根据《中华人民共和国公司法》，有限责任公司注册资本实行认缴制，一般不再规定最低注册资本。"]}
KEY = "k-abuse-22"


def offline_settings(**overrides) -> Settings:
    return Settings().with_overrides(**{"backends.cache.enabled": False, **overrides})


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    store = open_store(tmp_path_factory.mktemp("runs") / "runs.sqlite3")
    app = create_app(offline_settings(), store, api=ApiSettings(max_batch_rows=100, allowed_hosts=["api.example"]),
                     offline=True, environ={})
    with ApiServer(app) as srv:
        yield srv


@pytest.fixture(scope="module")
def client(server):
    with httpx.Client(base_url=server.url, timeout=60) as c:
        yield c


def post_batch(c: httpx.Client, deadline: float = 120.0, **kwargs) -> httpx.Response:
    """POST /api/evaluate/batch as a client honouring Retry-After would: while the server answers 503 api.busy (this
    module's server already runs its limit of batch runs, started by earlier tests), wait the seconds it names and
    post again, up to `deadline` seconds; the last response otherwise."""
    end = time.monotonic() + deadline
    while True:
        r = c.post("/api/evaluate/batch", **kwargs)
        if r.status_code != 503 or r.json().get("code") != "api.busy" or time.monotonic() > end:
            return r
        time.sleep(float(r.json().get("retry_after") or 1))


def error_of(r: httpx.Response, status: int, error: str) -> dict:
    assert r.status_code == status, r.text
    body = r.json()
    assert body["error"] == error, body
    assert "Traceback" not in r.text
    return body


# --------------------------------------------------------------------------- 1. bounded work per request

def test_a_100k_answer_is_refused_naming_the_limit_while_a_normal_request_answers(client, server):
    huge = {**SAMPLE, "answer": "华侨经济文化合作试验区税收优惠" * 6700}  # 100,500 characters, no punctuation
    results: dict[str, httpx.Response] = {}

    def post(name: str, body: dict) -> None:
        with httpx.Client(base_url=server.url, timeout=60) as c:
            results[name] = c.post("/api/evaluate", json=body)

    threads = [threading.Thread(target=post, args=("huge", huge)), threading.Thread(target=post, args=("ok", SAMPLE))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    body = error_of(results["huge"], 413, "LimitExceeded")
    assert body["field"] == "answer" and body["limit"] == 10_000
    assert body["limit_key"] == "evaluation.limits.max_answer_chars" and "100500" in body["message"]
    assert results["ok"].status_code == 200 and 0 <= results["ok"].json()["quality_score"] <= 1


@pytest.mark.parametrize("body, field, key", [
    ({**SAMPLE, "contexts": ["x"] * 201}, "contexts", "evaluation.limits.max_contexts"),
    ({**SAMPLE, "ground_truth": "税" * 10_001}, "ground_truth", "evaluation.limits.max_answer_chars"),
    ({**SAMPLE, "contexts": ["税" * 5_000] * 41}, "sample", "evaluation.limits.max_total_chars"),
    ({**SAMPLE, "answer": "税" * 5_000, "ground_truth": "税" * 5_000, "metrics": "all"}, "metrics",
     "evaluation.limits.max_work_chars"),
])
def test_context_count_and_total_characters_are_limited_too(client, body, field, key):
    out = error_of(client.post("/api/evaluate", json=body), 413, "LimitExceeded")
    assert out["field"] == field and out["limit_key"] == key


# --------------------------------------------------------------------------- 3. metrics by route template

def test_unknown_unauthenticated_paths_leave_the_stats_the_same_size(tmp_path):
    store = open_store(tmp_path / "runs.sqlite3")
    app = create_app(offline_settings(), store, api=ApiSettings(), offline=True, environ={"EARAG_API_KEY": KEY})
    auth = {"Authorization": f"Bearer {KEY}"}
    with ApiServer(app) as srv, httpx.Client(base_url=srv.url, timeout=60) as c:
        for path in ("/api/nope-0", "/api/runs/x1"):  # one of each kind first: the buckets exist before measuring
            c.get(path)
            c.get(path, headers=auth)
        c.get("/api/system/stats", headers=auth)  # (a request is counted after its answer)
        before = c.get("/api/system/stats", headers=auth).json()
        for i in range(3000):
            c.get(f"/api/unknown-{i}/{'x' * 40}")                       # 401, unknown path, no key
            if i % 10 == 0:
                c.get(f"/api/also-unknown-{i}", headers=auth)           # 404, unknown path, with the key
        after = c.get("/api/system/stats", headers=auth).json()
    assert set(after["requests"]["by_endpoint"]) == set(before["requests"]["by_endpoint"])
    assert set(after["latency"]) == set(before["latency"])
    assert after["requests"]["by_endpoint"]["(unauthorized)"] >= 3000
    assert not any("unknown" in k for k in after["requests"]["by_endpoint"])
    assert abs(len(json.dumps(after)) - len(json.dumps(before))) < 200  # digits of the counters, nothing more


def test_counters_use_route_templates(client):
    client.get("/api/runs/does-not-exist")
    stats = client.get("/api/system/stats").json()["requests"]["by_endpoint"]
    assert "/api/runs/{run_id}" in stats and not any("does-not-exist" in k for k in stats)


# --------------------------------------------------------------------------- 5. malformed input is a 400

SURROGATE = "\\ud800"


def raw(client: httpx.Client, path: str, text: str) -> httpx.Response:
    return client.post(path, content=text.encode(), headers={"content-type": "application/json"})


@pytest.mark.parametrize("path, text, field", [
    ("/api/ask", '{"question": "a%sb"}' % SURROGATE, "question"),
    ("/api/ask", '{"question": "税收", "session_id": "%s"}' % SURROGATE, "session_id"),
    ("/api/ask/evaluated", '{"question": "%s"}' % SURROGATE, "question"),
    ("/api/evaluate", '{"question": "q", "answer": "a", "metrics": ["%s"]}' % SURROGATE, "metrics[0]"),
    ("/api/evaluate", '{"question": "q", "answer": "a", "contexts": ["ok", "x%s"]}' % SURROGATE, "contexts[1]"),
    ("/api/evaluate/batch", '{"rows": [{"question": "q", "answer": "a%s"}]}' % SURROGATE, "rows[0].answer"),
    ("/api/evaluate/batch", '{"rows": [{"question": "q", "answer": "a"}], "name": "%s"}' % SURROGATE, "name"),
    ("/api/evaluate/batch", '{"rows": [{"question": "q", "answer": "a"}], "metrics": "%s"}' % SURROGATE, "metrics"),
    ("/api/graph/analyze", '{"text": "%s"}' % "\\udfff", "text"),
])
def test_a_lone_surrogate_in_any_string_field_is_a_400_naming_it(client, path, text, field):
    body = error_of(raw(client, path, text), 400, "ValidationError")
    assert body["field"] == field and "surrogate" in body["message"]


def test_a_valid_surrogate_pair_is_text(client):
    r = raw(client, "/api/evaluate", json.dumps({**SAMPLE, "answer": SAMPLE["answer"] + "😀"}))
    assert r.status_code == 200, r.text


@pytest.mark.parametrize("text", [
    '{"question": "q", "answer": "a", "contexts": %s}' % ("[" * 100_000 + "]" * 100_000),
    '{"rows": %s}' % ("[" * 5000 + "]" * 5000),
    '{"question": "q", "answer": "a", "contexts": [], "x": 1e999}',
    '{"question": "q", "answer": "a", "contexts": [], "x": NaN}',
    '{"question": "q", "answer": "a", "contexts": [], "x": -Infinity}',
])
def test_deep_nesting_and_non_finite_numbers_are_400(client, text):
    for path in ("/api/evaluate", "/api/evaluate/batch", "/api/ask"):
        body = error_of(raw(client, path, text), 400, "ValidationError")
        assert body["field"] == "body"


def test_a_control_character_in_the_path_is_refused_and_cannot_forge_a_log_line(client, caplog):
    with caplog.at_level(logging.INFO, logger="earag.api"):
        r = client.get("/api/health%0d%0a2026-01-01 INFO earag.api: request_id=forged GET /api/admin 200")
        # the access line is written by the server's thread once the response is sent: wait for this request's
        # line (an earlier test's request on the same server may be logged late, and is not the one to read)
        deadline = time.monotonic() + 10
        while not _health_lines(caplog) and time.monotonic() < deadline:
            time.sleep(0.05)
    assert r.status_code == 400 and r.json()["field"] == "path"
    lines = [rec.getMessage() for rec in caplog.records if rec.name == "earag.api"]
    assert lines and not any("\n" in line or "\r" in line for line in lines)
    assert any("\\x0d\\x0a" in line for line in _health_lines(caplog))


def _health_lines(caplog) -> list[str]:
    return [rec.getMessage() for rec in caplog.records if rec.name == "earag.api" and "/api/health" in rec.getMessage()]


# --------------------------------------------------------------------------- Host allow-list, CSRF

def test_only_allowed_host_headers_are_answered(client):
    assert client.get("/api/health", headers={"Host": "localhost:5000"}).status_code == 200
    assert client.get("/api/health", headers={"Host": "api.example"}).status_code == 200  # configured
    body = error_of(client.get("/api/health", headers={"Host": "attacker.example"}), 400, "InvalidHost")
    assert body["field"] == "Host" and "attacker" not in body["message"]
    error_of(client.post("/api/evaluate", json=SAMPLE, headers={"Host": "rebind.attacker.example:5000"}), 400,
             "InvalidHost")


def test_no_cross_site_form_posts_without_an_api_key(client, server):
    upload = {"file": ("rows.jsonl", b'{"question": "q", "answer": "a"}\n', "application/jsonl")}
    form = error_of(client.post("/api/evaluate/batch", files=upload, headers={"Origin": "http://evil.example"}),
                    403, "CrossSiteRequest")
    assert form["field"] == "Origin"
    error_of(client.post("/api/evaluate/batch", files=upload, headers={"Sec-Fetch-Site": "cross-site"}), 403,
             "CrossSiteRequest")
    for ctype in ("text/plain", "application/x-www-form-urlencoded"):
        error_of(client.post("/api/evaluate", content=json.dumps(SAMPLE).encode(), headers={"content-type": ctype}),
                 415, "UnsupportedMediaType")
    # the same upload from this server's own page, or from a non-browser client (no Origin), is taken
    own = post_batch(client, files=upload, headers={"Origin": server.url})
    assert own.status_code == 202, own.text
    assert post_batch(client, files=upload).status_code == 202


def test_with_an_api_key_a_keyed_upload_from_any_origin_is_taken(tmp_path):
    store = open_store(tmp_path / "runs.sqlite3")
    app = create_app(offline_settings(), store, api=ApiSettings(), offline=True, environ={"EARAG_API_KEY": KEY})
    upload = {"file": ("rows.jsonl", b'{"question": "q", "answer": "a"}\n', "application/jsonl")}
    with ApiServer(app) as srv, httpx.Client(base_url=srv.url, timeout=60) as c:
        assert c.post("/api/evaluate/batch", files=upload, headers={"Origin": "http://other.example"}).status_code == 401
        r = c.post("/api/evaluate/batch", files=upload, headers={"Origin": "http://other.example",
                                                                  "Authorization": f"Bearer {KEY}"})
        assert r.status_code == 202, r.text


# --------------------------------------------------------------------------- 4. uploads

def xlsx_bytes(rows: int, *, cell: str = "税收优惠") -> bytes:
    """A minimal valid .xlsx with `rows` data rows of inline strings, written as XML (seconds, not minutes)."""
    head = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats'
            '.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>question</t></is></c>'
            '<c r="B1" t="inlineStr"><is><t>answer</t></is></c></row>')
    body = (f'<row><c t="inlineStr"><is><t>{cell}？</t></is></c><c t="inlineStr"><is><t>{cell}。</t></is></c></row>'
            * rows)  # no r= attributes: optional in OOXML, and a million rows build in a second
    sheet = head + body + "</sheetData></worksheet>"
    files = {
        "[Content_Types].xml": '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/'
        'package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.'
        'relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/'
        'workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.'
        'spreadsheetml.worksheet+xml"/></Types>',
        "_rels/.rels": '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/'
        'package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/'
        '2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
        "xl/workbook.xml": '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/'
        'spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
        '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
        "xl/_rels/workbook.xml.rels": '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.'
        'openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.'
        'org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
        "xl/worksheets/sheet1.xml": sheet,
    }
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as zf:
        for name, text in files.items():
            zf.writestr(name, text)
    return buf.getvalue()


def test_a_small_xlsx_upload_still_runs(client):
    r = post_batch(client, files={"file": ("three.xlsx", xlsx_bytes(3), "application/vnd.ms-excel")})
    assert r.status_code == 202 and r.json()["total_rows"] == 3, r.text


def test_a_million_row_xlsx_is_refused_at_the_row_limit(client):
    data = xlsx_bytes(1_000_000)
    assert len(data) < 20 * 1024 * 1024  # under the upload limit: the row limit is what refuses it
    body = error_of(client.post("/api/evaluate/batch", files={"file": ("big.xlsx", data, "application/vnd.ms-excel")}),
                    400, "ValidationError")
    assert body["field"] == "rows" and body["limit"] == 100 and body["limit_key"] == "api.max_batch_rows"


def test_an_xlsx_that_unpacks_past_the_limit_is_refused_before_parsing(tmp_path):
    store = open_store(tmp_path / "runs.sqlite3")
    app = create_app(offline_settings(), store, api=ApiSettings(max_upload_unpacked_bytes=100_000), offline=True,
                     environ={})
    with ApiServer(app) as srv, httpx.Client(base_url=srv.url, timeout=60) as c:
        data = xlsx_bytes(5_000)  # ~0.5 MB of XML in a few KB
        body = error_of(c.post("/api/evaluate/batch", files={"file": ("bomb.xlsx", data, "application/x")}), 413,
                        "LimitExceeded")
        assert body["limit_key"] == "api.max_upload_unpacked_bytes" and body["limit"] == 100_000


@pytest.mark.parametrize("name, data", [
    ("big.csv", ("question,answer\n" + "税收,优惠\n" * 5_000).encode()),
    ("big.jsonl", ('{"question": "q", "answer": "a"}\n' * 5_000).encode()),
    ("big.json", json.dumps([{"question": "q", "answer": "a"}] * 5_000).encode()),
])
def test_text_uploads_stop_at_the_row_limit(client, name, data):
    body = error_of(client.post("/api/evaluate/batch", files={"file": (name, data, "text/plain")}), 400,
                    "ValidationError")
    assert body["field"] == "rows" and body["limit_key"] == "api.max_batch_rows"


# --------------------------------------------------------------------------- store faults

def test_postgres_down_is_503_naming_no_host(tmp_path, monkeypatch):
    monkeypatch.setenv("EARAG_DB_URL", "postgresql://earag:pw@127.0.0.1:1/earag")  # nothing listens on port 1
    app = create_app(offline_settings(), None, api=ApiSettings(), offline=True, environ={})
    with ApiServer(app) as srv, httpx.Client(base_url=srv.url, timeout=60) as c:
        r = c.post("/api/evaluate/batch", json={"rows": [SAMPLE]})
        body = error_of(r, 503, "RunStoreUnavailable")
        shown = json.dumps({k: v for k, v in body.items() if k != "timestamp"})  # a time may hold ":1"
        assert "127.0.0.1" not in shown and ":1" not in shown and "EARAG_DB_URL" not in shown and "pw" not in shown
        assert body["request_id"] == r.headers["x-request-id"]
        assert c.get("/api/health").status_code == 200


# --------------------------------------------------------------------------- 5. the server process

@pytest.fixture(scope="module")
def api_process(tmp_path_factory):
    """One `earag serve` process (offline, header and body timeouts 1 s) for the three tests below: the slow header is cut while
    it serves others, then the kill -9 test ends it (its own check; the teardown stops what is left)."""
    env = {"EARAG_OFFLINE": "1", "EARAG_DB_URL": str(tmp_path_factory.mktemp("serve") / "runs.sqlite3"),
           "EARAG_API_HEADER_TIMEOUT_SECONDS": "1", "EARAG_API_BODY_TIMEOUT_SECONDS": "1"}
    with ApiProcess(env=env) as proc:
        yield proc


def test_a_slow_header_is_cut_after_the_header_timeout(api_process):
    proc = api_process
    with socket.create_connection(("127.0.0.1", proc.port), timeout=15) as s:
        s.sendall(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        closed_after = None
        started = time.monotonic()
        for _ in range(40):  # one header byte every 0.25 s: a slowloris keeps the connection busy
            try:
                s.sendall(b"X")
            except OSError:
                closed_after = time.monotonic() - started
                break
            time.sleep(0.25)
            s.settimeout(0.01)
            try:
                if s.recv(1) == b"":
                    closed_after = time.monotonic() - started
                    break
            except socket.timeout:
                pass
            except OSError:
                closed_after = time.monotonic() - started
                break
        assert closed_after is not None, "a header sent byte by byte held the connection for 10 s"
    assert httpx.get(proc.url + "/api/health", timeout=10).status_code == 200  # others are served


def test_a_body_that_stops_midway_gets_408_and_the_connection_ends(api_process):
    proc = api_process
    with socket.create_connection(("127.0.0.1", proc.port), timeout=15) as s:
        s.sendall(f"POST /api/evaluate HTTP/1.1\r\nHost: 127.0.0.1:{proc.port}\r\nContent-Type: application/json\r\n"
                  "Content-Length: 100\r\n\r\n{".encode())  # 1 of the 100 bytes announced, then nothing
        answer = b""
        while chunk := s.recv(4096):  # the server answers and closes; a 15 s socket timeout fails the test
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 408"), answer[:200]
    assert json.loads(body)["error"] == "RequestTimeout"
    assert httpx.get(proc.url + "/api/health", timeout=10).status_code == 200  # others are served


def _descendants(pid: int) -> set[int]:
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text().rpartition(")")[2].split()
                parents[int(entry.name)] = int(stat[1])
            except (OSError, IndexError, ValueError):
                continue
    out, todo = set(), [pid]
    while todo:
        p = todo.pop()
        kids = {c for c, pp in parents.items() if pp == p}
        todo.extend(kids - out)
        out |= kids
    return out


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except OSError:
        return False
    return state != "Z"


def test_kill_9_of_the_server_mid_batch_leaves_no_worker_process(api_process):
    rows = [{"id": f"r{i}", "question": "企业注册资本要求", "answer": "注册资本最低100万元。" * 100,
             "contexts": ["有限责任公司注册资本实行认缴制。" * 30]} for i in range(300)]
    proc = api_process
    assert proc.proc is not None
    r = httpx.post(proc.url + "/api/evaluate/batch", json={"rows": rows}, timeout=60)
    assert r.status_code == 202, r.text
    deadline = time.monotonic() + 60
    workers: set[int] = set()
    while time.monotonic() < deadline and len(workers) < 4:  # resource tracker, fork server, 2 workers
        workers = _descendants(proc.proc.pid)
        time.sleep(0.2)
    assert workers, "the batch started no worker process"
    os.kill(proc.proc.pid, signal.SIGKILL)
    proc.proc.wait(timeout=10)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and any(_alive(p) for p in workers):
        time.sleep(0.2)
    survivors = [p for p in workers if _alive(p)]
    for p in survivors:  # leave nothing behind even when the test fails
        try:
            os.kill(p, signal.SIGKILL)
        except ProcessLookupError:
            pass
    assert not survivors, f"{len(survivors)} of {len(workers)} worker processes outlived the server"


# --------------------------------------------------------------------------- 1. client disconnects

def test_a_queued_request_whose_client_left_never_runs(tmp_path):
    # limits raised so one request can hold the only slot for seconds
    loose = offline_settings(**{"evaluation.limits.max_answer_chars": 1_000_000,
                                "evaluation.limits.max_total_chars": 10_000_000,
                                "evaluation.limits.max_work_chars": 100_000_000})
    app = create_app(loose, open_store(tmp_path / "runs.sqlite3"), api=ApiSettings(max_concurrency=1), offline=True,
                     environ={})
    long_body = {**SAMPLE, "answer": "华侨经济文化合作试验区税收优惠" * 2700}  # 40,500 characters: seconds of CPU
    with ApiServer(app) as srv, httpx.Client(base_url=srv.url, timeout=120) as c:
        holder = threading.Thread(target=lambda: httpx.post(srv.url + "/api/evaluate", json=long_body, timeout=300),
                                  daemon=True)
        holder.start()
        deadline = time.monotonic() + 60
        while c.get("/api/health").json()["running"] < 1:
            assert time.monotonic() < deadline, "the long request did not start"
            time.sleep(0.05)
        with pytest.raises(httpx.TimeoutException):  # this client gives up while its request is queued
            httpx.post(srv.url + "/api/evaluate", json=SAMPLE, timeout=1.0)
        deadline = time.monotonic() + 60
        while (gate := c.get("/api/system/stats").json()["concurrency"])["abandoned"] < 1:
            assert time.monotonic() < deadline, gate
            time.sleep(0.1)
        assert gate["queued"] == 0 and gate["completed"] == 0  # it left the queue without running
        holder.join(timeout=300)
        assert c.get("/api/system/stats").json()["concurrency"]["completed"] == 1  # only the long one ran
