"""The request guard: a pure ASGI middleware around the whole app (host, key, origin and size checks).

Per request, in this order: a request id; the Host allow-list (DNS rebinding); the API key; no cross-site "simple"
POSTs when no key is set (CSRF); the body read at most up to the limit (413 while it streams); a JSON body checked
for what the parser would choke on later (nesting depth, lone surrogates, NaN/Infinity/1e999) → 400 naming the
field; then the app. Counters go by route template (unknown paths in one bucket, 401s without their path) and the
log line escapes control characters, so a CR/LF in a URL cannot forge a line.
"""
from __future__ import annotations

import asyncio
import contextvars
import hmac
import json
import logging
import math
import re
import secrets
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import Any

from starlette.datastructures import MutableHeaders

from earag.api.errors import SYSTEM_ERROR, coded, error_response
from earag.api.language import wanted_language
from earag.errors import coded_fields
from earag.messages import Message

log = logging.getLogger("earag.api")
REQUEST_ID: contextvars.ContextVar[str] = contextvars.ContextVar("earag_request_id", default="-")
REQUEST_ID_HEADER = "X-Request-ID"
# Reachable without the API key: the load balancer's probe, and the static API description (no data in it).
OPEN_PATHS = frozenset({"/api/health", "/docs", "/docs/oauth2-redirect", "/redoc", "/openapi.json"})
# Swagger UI and ReDoc's scripts and styles, served from the fastapi-offline package: /docs works with no internet
DOCS_STATIC = "/static-offline-docs"
BATCH_PATH = "/api/evaluate/batch"
LOCAL_HOSTS = ("127.0.0.1", "localhost", "::1")
# Counter bucket for every request that reached no route: the counters stay bounded whatever paths clients send
# (one counter per unknown path would let random paths grow /api/system/stats without limit)
UNMATCHED = "(unmatched)"
UNAUTHORIZED = "(unauthorized)"
REFUSED = "(refused)"
MAX_JSON_DEPTH = 64
# Content types a browser form can send cross-site without a CORS preflight (with text/plain it can send JSON)
_FORM_TYPES = ("application/x-www-form-urlencoded", "text/plain")
_CLIENT_ID = re.compile(r"^[A-Za-z0-9._:-]{1,64}$")
_UNPRINTABLE = re.compile(r"[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
_SURROGATE = re.compile(r"[\ud800-\udfff]")

Responder = Callable[..., Awaitable[None]]


def log_safe(text: str, limit: int = 300) -> str:
    """Text for a log line: control characters (CR, LF, ESC ...) and lone surrogates as \\xNN escapes, cut."""
    out = _UNPRINTABLE.sub(lambda m: f"\\x{ord(m.group()):02x}" if ord(m.group()) < 0x100
                           else f"\\u{ord(m.group()):04x}", text)
    return out if len(out) <= limit else out[:limit] + "…"


def host_name(value: str) -> str:
    """The name in a Host header without its port: 'localhost:5000' → 'localhost', '[::1]:5000' → '::1'."""
    value = value.strip().lower()
    if value.startswith("["):
        return value[1:].partition("]")[0]
    return value.rpartition(":")[0] if value.count(":") == 1 else value


def allowed_hosts(configured: Iterable[str], bind_host: str) -> frozenset[str] | None:
    """The Host names this server answers to: the loopback names, the bind address (unless a wildcard) and the
    configured ones (api.allowed_hosts / EARAG_API_ALLOWED_HOSTS); None when "*" is configured (any host)."""
    names = {h.strip().lower() for h in configured if h.strip()}
    if "*" in names:
        return None
    names.update(LOCAL_HOSTS)
    if bind_host not in ("0.0.0.0", "::", ""):
        names.add(host_name(bind_host) if bind_host.startswith("[") else bind_host.lower())
    return frozenset(names)


class MalformedJson(Exception):
    """A JSON body the parser would fail on later; `message` its code (the 400's message in either language)."""

    def __init__(self, message: Message, field: str):
        super().__init__(str(message))
        self.message = message
        self.field = field


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise MalformedJson(Message("api.number_out_of_range", {"text": text[:40]}), "")
    return value


def _no_constant(name: str) -> float:
    raise MalformedJson(Message("api.not_a_number", {"name": name}), "")


def _depth_ok(body: bytes, limit: int) -> bool:
    """Is the bracket nesting of a JSON text at most `limit`? (strings skipped; before parsing, so a 100,000-deep
    body costs a scan, not a RecursionError)"""
    depth, in_string, escaped = 0, False, False
    for byte in body:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # backslash
                escaped = True
            elif byte == 0x22:
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):
            depth += 1
            if depth > limit:
                return False
        elif byte in (0x5D, 0x7D):
            depth -= 1
    return True


def _surrogate_field(value: Any) -> str | None:
    """The path of the first string (or key) holding a lone surrogate, e.g. 'rows[3].question'; None if none."""
    stack: list[tuple[str, Any]] = [("", value)]
    while stack:
        path, item = stack.pop()
        if isinstance(item, str):
            if _SURROGATE.search(item):
                return path or "body"
        elif isinstance(item, dict):
            for key, child in item.items():
                where = f"{path}.{key}" if path else str(key)
                if _SURROGATE.search(key):
                    return path or "body"
                stack.append((where, child))
        elif isinstance(item, list):
            stack.extend((f"{path}[{i}]", child) for i, child in enumerate(item))
    return None


def check_json_body(body: bytes) -> MalformedJson | None:
    """What in a JSON body would make a 500 later: nesting deeper than MAX_JSON_DEPTH, NaN/Infinity/1e999, a lone
    surrogate escape (\\ud800) in any string, bytes that are not UTF-8. Syntax errors are left to the app (its 400
    says where)."""
    if not body.strip():
        return None
    if not _depth_ok(body, MAX_JSON_DEPTH):
        return MalformedJson(Message("api.too_deep", {"depth": MAX_JSON_DEPTH}), "body")
    try:
        value = json.loads(body, parse_float=_finite, parse_constant=_no_constant)
    except MalformedJson as exc:
        return MalformedJson(exc.message, "body")
    except UnicodeDecodeError as exc:   # the app's own answer would be an uncoded "error parsing the body"
        return MalformedJson(Message("api.not_utf8", {"offset": exc.start}), "body")
    except (ValueError, RecursionError):
        return None  # malformed JSON or not UTF-8: the app's own 400
    field = _surrogate_field(value)
    if field is not None:
        return MalformedJson(Message("sample.surrogate", {"field": field}), field)
    return None


def endpoint_of(scope: Mapping[str, Any], status: int) -> str:
    """The counter bucket of a finished request: its route template (/api/runs/{run_id}); unknown paths in one
    bucket, refused ones (401 and the guard's other refusals) without their path."""
    if status == 401:
        return UNAUTHORIZED
    route = scope.get("route")
    path = getattr(route, "path", None)
    if isinstance(path, str) and path:
        return path
    return REFUSED if scope.get("state", {}).get("refused") else UNMATCHED


class RequestGuard:
    """Pure ASGI middleware around the whole app.

    Gives every request an id (a sane incoming X-Request-ID is kept), sends it back as a header and writes it in
    the one log line per request; checks the Host, the API key and cross-site form posts; refuses bodies over the
    limit (413) before the app reads them and malformed JSON the parser would fail on (400); turns any exception
    that escapes the app into seed 002's 500 body, logging the traceback with the id.
    """

    def __init__(self, app, service, api_key: str | None, hosts: frozenset[str] | None = None,
                 origins: Iterable[str] = ()):
        self.app = app
        self.service = service
        self.api_key = api_key.encode() if api_key else None
        self.hosts = hosts
        self.origins = frozenset(o.rstrip("/").lower() for o in origins)

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
        incoming = headers.get("x-request-id", "")
        rid = incoming if _CLIENT_ID.match(incoming) else f"req_{secrets.token_hex(6)}"
        token = REQUEST_ID.set(rid)
        state = scope.setdefault("state", {})
        state["request_id"] = rid
        path, method = scope.get("path", ""), scope.get("method", "")
        started = time.perf_counter()
        sent = {"status": 0}

        async def send_with_id(message):
            if message["type"] == "http.response.start":
                sent["status"] = message["status"]
                MutableHeaders(scope=message)[REQUEST_ID_HEADER] = rid
            await send(message)

        try:
            refusal = self._refuse(path, method, headers, rid)
            if refusal is None:
                receive, refusal = await self._buffer_body(path, headers, receive, rid)
            if refusal is not None:
                state["refused"] = True
                await refusal(scope, receive, send_with_id)
            else:
                await self.app(scope, receive, send_with_id)
        except Exception:
            log.exception("request_id=%s %s %s failed", rid, log_safe(method, 20), log_safe(path))
            if not sent["status"]:
                await error_response(500, coded("SystemError", SYSTEM_ERROR), rid)(
                    scope, receive, send_with_id)
        finally:
            seconds = time.perf_counter() - started
            status = sent["status"] or 500
            self.service.count(endpoint_of(scope, status), status, seconds)
            log.info("request_id=%s %s %s %d %.1fms", rid, log_safe(method, 20), log_safe(path), status,
                     seconds * 1000)
            REQUEST_ID.reset(token)

    # --- refusals before the body is read ------------------------------------------------------------------------
    def _refuse(self, path: str, method: str, headers: Mapping[str, str], rid: str):
        return (self._refuse_host(headers, rid) or self._refuse_path(path, rid)
                or self._refuse_key(path, method, headers, rid) or self._refuse_cross_site(method, headers, rid))

    def _refuse_host(self, headers: Mapping[str, str], rid: str):
        host = headers.get("host")
        if self.hosts is None or host is None or host_name(host) in self.hosts:
            return None
        return error_response(400, coded("InvalidHost", Message("api.bad_host"), field="Host"), rid)

    @staticmethod
    def _refuse_path(path: str, rid: str):
        if not _UNPRINTABLE.search(path):
            return None
        return error_response(400, coded("ValidationError", Message("api.bad_path"), field="path"), rid)

    def _refuse_key(self, path: str, method: str, headers: Mapping[str, str], rid: str):
        if self.api_key is None or path in OPEN_PATHS or path.startswith(DOCS_STATIC + "/") or method == "OPTIONS":
            return None
        auth = headers.get("authorization", "")
        scheme, _, given = auth.partition(" ")
        if scheme.lower() == "bearer" and hmac.compare_digest(given.strip().encode(), self.api_key):
            return None
        said = Message("api.no_key") if not auth else Message("api.wrong_key")
        return error_response(401, coded("Unauthorized", said), rid,
                              headers={"WWW-Authenticate": "Bearer"})

    def _refuse_cross_site(self, method: str, headers: Mapping[str, str], rid: str):
        """Without an API key a browser on any site could post a form here (CSRF): form and text bodies are
        refused outright (no endpoint takes them), a multipart upload only when it comes from a foreign origin."""
        if self.api_key is not None or method != "POST":
            return None
        ctype = headers.get("content-type", "").split(";")[0].strip().lower()
        if ctype in _FORM_TYPES:
            return error_response(415, coded("UnsupportedMediaType", Message("api.form_refused", {"ctype": ctype}),
                                             field="Content-Type"), rid)
        if ctype == "multipart/form-data" and not self._same_site(headers):
            return error_response(403, coded("CrossSiteRequest", Message("api.cross_site"), field="Origin"), rid)
        return None

    def _same_site(self, headers: Mapping[str, str]) -> bool:
        if headers.get("sec-fetch-site", "") == "cross-site":
            return False
        origin = headers.get("origin")
        if origin is None:
            return True  # not a browser (curl, httpx, the dashboard's client): browsers send Origin on every POST
        origin = origin.rstrip("/").lower()
        if origin in self.origins:
            return True
        name = host_name(origin.partition("://")[2]) if "://" in origin else ""
        return bool(name) and name == host_name(headers.get("host", ""))

    # --- the body ------------------------------------------------------------------------------------------------
    async def _buffer_body(self, path: str, headers: Mapping[str, str], receive, rid: str):
        """(a receive replaying the whole body, None) or (receive, a 413/400 response) — the body is read at most
        up to the limit, so an oversized upload costs no more memory than the limit."""
        api = self.service.api
        limit = api.max_upload_bytes if path == BATCH_PATH else api.max_body_bytes
        too_large = error_response(413, coded("PayloadTooLarge", Message("api.body_too_large", {"limit": limit}),
                                              limit=limit), rid)
        declared = headers.get("content-length")
        if declared and declared.isdigit() and int(declared) > limit:
            return receive, too_large
        chunks, size, more = [], 0, True
        message: dict[str, Any] = {"type": "http.request", "body": b"", "more_body": False}
        # a client that stops sending mid-body must not hold its connection for ever (the header deadline of
        # earag.api.server ends once the headers are in)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + api.body_timeout_seconds
        while more:
            try:
                message = await asyncio.wait_for(receive(), timeout=max(0.0, deadline - loop.time()))
            except asyncio.TimeoutError:
                late = Message("api.body_timeout", {"seconds": api.body_timeout_seconds})
                return receive, error_response(408, coded("RequestTimeout", late), rid, headers={"Connection": "close"})
            if message["type"] != "http.request":
                break  # a disconnect: hand it on as is
            body = message.get("body", b"")
            size += len(body)
            if size > limit:
                return receive, too_large
            chunks.append(body)
            more = message.get("more_body", False)
        data: bytes = b"".join(chunks)
        whole = {"type": "http.request", "body": data, "more_body": False}
        if "json" in headers.get("content-type", "").lower():
            # a large body is checked off the event loop (health and stats keep answering meanwhile)
            bad = check_json_body(data) if len(data) < 262_144 else await asyncio.to_thread(check_json_body, data)
            if bad is not None:
                said = bad.message.text("en") if wanted_language(headers.get("accept-language")) == "en" else str(bad)
                return receive, error_response(400, {"error": "ValidationError", "message": said, **coded_fields(bad.message),
                                                     "field": bad.field}, rid)
        replayed = False

        async def replay():
            nonlocal replayed
            if not replayed:
                replayed = True
                return whole if message["type"] == "http.request" else message
            return await receive()

        return replay, None
