"""A scripted stand-in for an OpenAI-compatible server (vLLM, llama.cpp, LM Studio, OpenAI), for driving real clients.

Standard library only: an ``http.server.ThreadingHTTPServer`` on 127.0.0.1 in a daemon thread::

    with OpenAIStub(models=("qwen2.5-7b-instruct",), api_key="sk-test") as stub:
        stub.script(Reply.json({"verdicts": []}), Reply.text("not json"), Reply.error(500, "boom"))
        judge = OpenAIJudge(stub.base_url, "qwen2.5-7b-instruct", api_key="sk-test")
        assert stub.calls()[0]["response_format"]["type"] == "json_schema"
        assert stub.requests[0]["headers"]["authorization"] == "Bearer sk-test"

Endpoints (under /v1, the prefix every OpenAI-compatible server uses)
    POST /v1/chat/completions   scripted replies (queue -> router -> default) in the real non-streaming shape
                                {id, object: "chat.completion", created, model, choices: [{index, message:
                                {role: "assistant", content}, finish_reason}], usage}.
    GET  /v1/models             {object: "list", data: [{id, object: "model", created, owned_by}]}.
    Errors use OpenAI's body {"error": {"message", "type", "param", "code"}}: unknown model -> 404
    model_not_found (queue not consumed); wrong or missing key when ``api_key`` is set -> 401 invalid_api_key;
    anything else -> 404.

Switches imitating older servers: ``reject_json_schema`` (400 on response_format json_schema) and
``reject_json_object`` (400 on json_object too). Failure injection: ``Reply.error`` (status + OpenAI error body),
``Reply.drop`` (close without answering), ``Reply.slow`` (delay, cut short by stop()/kill()), ``Reply.kill``
(the server dies while answering), ``OpenAIStub.kill()`` (later connections refused). Restartable on the same port.
"""
from __future__ import annotations

import json as _json
import socket
import threading
import time
import traceback
import uuid
from collections import deque
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler
from typing import Any, Callable, Iterable, Mapping, Optional, Union

from .http_stub import StubHTTPServer

__all__ = ["OpenAIStub", "Reply"]

CHAT_PATH = "/v1/chat/completions"
MODELS_PATH = "/v1/models"


@dataclass(frozen=True)
class Reply:
    """One scripted answer to a chat completion. Build with the factories below."""

    kind: str  # "content" | "error" | "drop" | "slow" | "kill"
    content: Optional[str] = ""
    finish_reason: str = "stop"
    status: int = 200
    message: str = ""
    type: str = ""
    code: Optional[str] = None
    seconds: float = 0.0
    inner: Optional["Reply"] = None

    @staticmethod
    def json(obj: Any, *, finish_reason: str = "stop") -> "Reply":
        """Message content is ``json.dumps(obj, ensure_ascii=False)``."""
        return Reply("content", _json.dumps(obj, ensure_ascii=False), finish_reason)

    @staticmethod
    def text(s: Optional[str], *, finish_reason: str = "stop") -> "Reply":
        """Message content verbatim (prose, fenced or truncated JSON; None for a null content)."""
        return Reply("content", s, finish_reason)

    @staticmethod
    def error(status: int, message: str, *, type: Optional[str] = None, code: Optional[str] = None) -> "Reply":
        """HTTP ``status`` with OpenAI's body {"error": {"message", "type", "param": null, "code"}}."""
        default_type = "server_error" if int(status) >= 500 else "invalid_request_error"
        return Reply("error", status=int(status), message=str(message), type=type or default_type, code=code)

    @staticmethod
    def drop() -> "Reply":
        """Read the request, then close the connection without a response."""
        return Reply("drop")

    @staticmethod
    def slow(seconds: float, inner: "ReplyLike") -> "Reply":
        """Wait ``seconds`` (stop()/kill() cut it short), then answer ``inner``."""
        return Reply("slow", seconds=float(seconds), inner=_coerce(inner))

    @staticmethod
    def kill() -> "Reply":
        """The server dies while handling this request: later calls get connection refused."""
        return Reply("kill")


ReplyLike = Union[Reply, str, Mapping[str, Any], list]


def _coerce(r: Any) -> Reply:
    """Reply as is; str -> Reply.text; dict/list -> Reply.json."""
    if isinstance(r, Reply):
        return r
    if isinstance(r, str):
        return Reply.text(r)
    if isinstance(r, (Mapping, list, tuple)):
        return Reply.json(r)
    raise TypeError(f"not a Reply: {r!r}")


def _error_body(message: str, type_: str, code: Optional[str], param: Optional[str] = None) -> dict[str, Any]:
    return {"error": {"message": message, "type": type_, "param": param, "code": code}}


_NO_REPLY = Reply.error(500, "OpenAIStub: no scripted reply left (use script(), set_router() or set_default())")
# What OpenAI said to json_schema requests for models without structured outputs; vLLM < 0.6 and older
# llama.cpp builds refuse in similar words.
JSON_SCHEMA_REJECTED = "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model."
JSON_OBJECT_REJECTED = "Invalid parameter: 'response_format' of type 'json_object' is not supported with this model."


def _tokens(text: str) -> int:
    return max(1, len(text) // 4) if text else 0


_Server = StubHTTPServer


class _Drop(Exception):
    """Abort the exchange: close the connection without (further) output."""


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "OpenAIStub"
    sys_version = ""
    server: _Server

    def log_message(self, format, *args):  # quiet
        pass

    def _send_json(self, status: int, obj: Any):
        body = _json.dumps(obj, ensure_ascii=False).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _drop(self):
        self.close_connection = True
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def do_GET(self):
        self._dispatch("GET")

    def do_POST(self):
        self._dispatch("POST")

    def _dispatch(self, method: str):
        stub = self.server.stub
        path = self.path.split("?", 1)[0].rstrip("/") or "/"
        n = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(n) if n > 0 else b""
        body: Any = None
        bad_json = None
        if raw:
            try:
                body = _json.loads(raw)
            except ValueError as e:
                bad_json = str(e)
        headers = {k.lower(): v for k, v in self.headers.items()}
        stub._record(path, method, body if bad_json is None else raw.decode("utf-8", "replace"), headers)
        try:
            if bad_json is not None:
                return self._send_json(400, _error_body(f"We could not parse the JSON body of your request. ({bad_json})",
                                                        "invalid_request_error", None))
            if not stub._authorised(headers.get("authorization", "")):
                return self._send_json(401, _error_body(
                    "Incorrect API key provided. You can find your API key in your account settings.",
                    "invalid_request_error", "invalid_api_key"))
            if (method, path) == ("GET", MODELS_PATH):
                return self._send_json(200, stub._models_body())
            if (method, path) == ("POST", CHAT_PATH):
                return stub._h_chat(self, body if isinstance(body, dict) else {})
            self._send_json(404, _error_body(f"Invalid URL ({method} {path})", "invalid_request_error", None))
        except _Drop:
            self._drop()


class OpenAIStub:
    """Scripted OpenAI-compatible server on 127.0.0.1 (see module docstring)."""

    def __init__(self, models: Iterable[str] = ("qwen2.5-7b-instruct",), *, api_key: Optional[str] = None,
                 reject_json_schema: bool = False, reject_json_object: bool = False, port: int = 0):
        self.models = [str(m) for m in models]
        self.api_key = api_key
        self.reject_json_schema = reject_json_schema
        self.reject_json_object = reject_json_object
        self._port = int(port)
        self._lock = threading.Lock()
        self._requests: list[dict[str, Any]] = []
        self._queue: deque[Reply] = deque()
        self._default: Optional[Reply] = None
        self._router: Optional[Callable[[dict], Any]] = None
        self._errors: list[str] = []
        self._server: Optional[_Server] = None
        self._thread: Optional[threading.Thread] = None

    # -- lifecycle
    @property
    def url(self) -> str:
        """``http://127.0.0.1:PORT``; valid once started (and the same after a restart)."""
        if not self._port:
            raise RuntimeError("OpenAIStub not started yet")
        return f"http://127.0.0.1:{self._port}"

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT/v1``: what a client is configured with."""
        return self.url + "/v1"

    @property
    def running(self) -> bool:
        return self._server is not None

    def start(self) -> "OpenAIStub":
        if self._server is not None:
            return self
        server = _Server(("127.0.0.1", self._port), _Handler, self)
        self._port = server.server_address[1]
        t = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True,
                             name=f"OpenAIStub:{self._port}")
        self._server, self._thread = server, t
        t.start()
        return self

    def kill(self) -> None:
        """Die abruptly: slow replies interrupted, listener closed (connection refused), open connections severed."""
        with self._lock:
            server, self._server = self._server, None
            thread, self._thread = self._thread, None
        if server is None:
            return
        server.stop_event.set()
        if thread is not None and thread is not threading.current_thread():
            server.shutdown()
        server.server_close()
        server.sever_all()
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=2)

    def stop(self) -> None:
        self.kill()

    def __enter__(self) -> "OpenAIStub":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    # -- scripting
    def script(self, *replies: ReplyLike) -> "OpenAIStub":
        """Append replies used in order by successive chat completions (str -> text, dict -> json)."""
        with self._lock:
            self._queue.extend(_coerce(r) for r in replies)
        return self

    def set_default(self, reply: Optional[ReplyLike]) -> "OpenAIStub":
        with self._lock:
            self._default = None if reply is None else _coerce(reply)
        return self

    def set_router(self, fn: Optional[Callable[[dict], Any]]) -> "OpenAIStub":
        """``fn(request_json) -> Reply | str | dict | None``, consulted when the queue is empty."""
        with self._lock:
            self._router = fn
        return self

    @property
    def pending(self) -> int:
        with self._lock:
            return len(self._queue)

    # -- inspection
    @property
    def requests(self) -> list[dict[str, Any]]:
        """Every request received, in order: {"path", "method", "json", "headers"} (header names lower-case)."""
        with self._lock:
            return [dict(r) for r in self._requests]

    def calls(self, path: str = CHAT_PATH) -> list[Any]:
        """The JSON bodies of the requests received on ``path`` (default the chat completions), in order."""
        with self._lock:
            return [r["json"] for r in self._requests if r["path"] == path]

    @property
    def errors(self) -> list[str]:
        """Tracebacks of unexpected errors inside the stub. Should stay empty."""
        with self._lock:
            return list(self._errors)

    def reset(self) -> None:
        with self._lock:
            self._requests.clear()
            self._queue.clear()
            self._default = None
            self._router = None
            self._errors.clear()

    # -- internals
    def _record(self, path: str, method: str, body: Any, headers: dict[str, str]) -> None:
        with self._lock:
            self._requests.append({"path": path, "method": method, "json": body, "headers": headers})

    def _authorised(self, authorization: str) -> bool:
        return self.api_key is None or authorization == f"Bearer {self.api_key}"

    def _models_body(self) -> dict[str, Any]:
        return {"object": "list", "data": [{"id": m, "object": "model", "created": 1_700_000_000,
                                            "owned_by": "openai-stub"} for m in self.models]}

    def _next_reply(self, body: dict) -> Reply:
        with self._lock:
            if self._queue:
                return self._queue.popleft()
            router, default = self._router, self._default
        if router is not None:
            try:
                r = router(body)
            except Exception:
                tb = traceback.format_exc()
                with self._lock:
                    self._errors.append(tb)
                return Reply.error(500, "OpenAIStub router raised: " + tb.strip().splitlines()[-1])
            if r is not None:
                return _coerce(r)
        return default if default is not None else _NO_REPLY

    def _h_chat(self, h: _Handler, body: dict) -> None:
        model = body.get("model")
        if not isinstance(model, str) or not model:
            return h._send_json(400, _error_body("you must provide a model parameter", "invalid_request_error",
                                                 None, "model"))
        if not isinstance(body.get("messages"), list) or not body["messages"]:
            return h._send_json(400, _error_body("'messages' must contain at least one message",
                                                 "invalid_request_error", None, "messages"))
        if model not in self.models:
            return h._send_json(404, _error_body(
                f"The model `{model}` does not exist or you do not have access to it.",
                "invalid_request_error", "model_not_found"))
        fmt = (body.get("response_format") or {}).get("type") if isinstance(body.get("response_format"), dict) else None
        if fmt == "json_schema" and (self.reject_json_schema or self.reject_json_object):
            return h._send_json(400, _error_body(JSON_SCHEMA_REJECTED, "invalid_request_error", None,
                                                 "response_format"))
        if fmt == "json_object" and self.reject_json_object:
            return h._send_json(400, _error_body(JSON_OBJECT_REJECTED, "invalid_request_error", None,
                                                 "response_format"))
        reply = self._next_reply(body)
        while reply.kind == "slow":
            if h.server.stop_event.wait(reply.seconds):
                raise _Drop()
            reply = reply.inner or _NO_REPLY
        if reply.kind == "drop":
            raise _Drop()
        if reply.kind == "kill":
            self.kill()
            raise _Drop()
        if reply.kind == "error":
            return h._send_json(reply.status, _error_body(reply.message, reply.type, reply.code))
        prompt = "".join(str(m.get("content") or "") for m in body["messages"] if isinstance(m, dict))
        completion = _tokens(reply.content or "")
        h._send_json(200, {
            "id": f"chatcmpl-{uuid.uuid4().hex[:24]}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": model,
            "system_fingerprint": "fp_openai_stub",
            "choices": [{"index": 0,
                         "message": {"role": "assistant", "content": reply.content, "refusal": None},
                         "logprobs": None,
                         "finish_reason": reply.finish_reason}],
            "usage": {"prompt_tokens": _tokens(prompt), "completion_tokens": completion,
                      "total_tokens": _tokens(prompt) + completion},
        })
