"""What the scripted test servers (Ollama, OpenAI-compatible) share.

`StubHTTPServer`, the threaded HTTP server under them (fast, killable, quiet); `StubHandler`, their request
plumbing; `ScriptedServer`, their lifecycle (start/kill/stop, context manager, restart on the same port),
scripting (queue -> router -> default) and inspection (requests, calls, errors); and `Drop`, `coerce_reply`.
"""
from __future__ import annotations

import json as _json
import socket
import socketserver
import threading
import traceback
from collections import deque
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Mapping, Optional, TypeVar


class StubHTTPServer(ThreadingHTTPServer):
    """Records its connections so `sever_all` can cut them (a server dying mid-request), no DNS, no Nagle.

    `stub` is the owning scripted server; unexpected handler errors are appended to `stub._errors`.
    """

    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 128

    def __init__(self, addr, handler, stub: Any):
        self.stub = stub
        self.stop_event = threading.Event()
        self.conns: set[socket.socket] = set()
        self.conns_lock = threading.Lock()
        super().__init__(addr, handler)

    def server_bind(self):  # skip HTTPServer's getfqdn() (a DNS lookup)
        socketserver.TCPServer.server_bind(self)
        self.server_name, self.server_port = self.server_address[:2]

    def get_request(self):
        conn, addr = super().get_request()
        try:  # no Nagle: otherwise every response waits ~40 ms for the client's delayed ACK
            conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        except OSError:
            pass
        with self.conns_lock:
            self.conns.add(conn)
        return conn, addr

    def shutdown_request(self, request):
        with self.conns_lock:
            self.conns.discard(request)
        super().shutdown_request(request)

    def sever_all(self):
        with self.conns_lock:
            conns = list(self.conns)
        for c in conns:
            try:
                c.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def handle_error(self, request, client_address):
        exc = traceback.format_exc()
        if self.stop_event.is_set() or any(
            n in exc for n in ("BrokenPipeError", "ConnectionResetError", "ConnectionAbortedError", "Bad file descriptor")
        ):
            return  # the client went away (timeout) or we were stopped: expected in tests
        self.stub._errors.append(exc)
        super().handle_error(request, client_address)


# --------------------------------------------------------------------------- scripting shared by the stubs


class Drop(Exception):
    """Abort the exchange: close the connection without (further) output."""


R = TypeVar("R", bound="ScriptedReply")


class ScriptedReply:
    """Base of a stub's frozen-dataclass Reply (first field ``kind``; fields ``seconds`` and ``inner`` too):
    the failure-injection factories, which `ScriptedServer._take_reply` carries out. The content and error
    factories (``text``, ``json``, ``error``) are the stub's own."""

    @classmethod
    def drop(cls: type[R]) -> R:
        """Read the request, then close the connection without sending anything (no response)."""
        return cls("drop")

    @classmethod
    def slow(cls: type[R], seconds: float, inner: Any) -> R:
        """Wait ``seconds`` (in the handler thread only; stop()/kill() cut it short) and then answer ``inner``
        (a Reply, or str -> text, dict/list -> json)."""
        return cls("slow", seconds=float(seconds), inner=coerce_reply(cls, inner))

    @classmethod
    def kill(cls: type[R]) -> R:
        """The server dies while handling this request: listener closed, every open connection severed.

        The caller sees a connection closed without a response; later calls get connection refused.
        """
        return cls("kill")


def coerce_reply(reply_type: type, r: Any) -> Any:
    """``r`` as is if a ``reply_type``; str -> ``reply_type.text``; dict/list -> ``reply_type.json``."""
    if isinstance(r, reply_type):
        return r
    if isinstance(r, str):
        return reply_type.text(r)
    if isinstance(r, (Mapping, list, tuple)):
        return reply_type.json(r)
    raise TypeError(f"not a Reply: {r!r}")


class StubHandler(BaseHTTPRequestHandler):
    """Request plumbing of a scripted server: read and parse the JSON body, record the request on the stub,
    then `_route` it; `Drop` raised while routing closes the connection without (further) output.

    Subclasses set `server_version` and implement `_route`; they add `do_<VERB>` methods beyond GET/POST.
    """

    protocol_version = "HTTP/1.1"
    sys_version = ""
    json_content_type = "application/json"
    body_methods: Optional[tuple[str, ...]] = None  # methods whose body is read; None: every method
    server: StubHTTPServer

    def log_message(self, format, *args):  # quiet
        pass

    def _send(self, status: int, body: bytes, ctype: str):
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _send_json(self, status: int, obj: Any):
        self._send(status, _json.dumps(obj, ensure_ascii=False).encode("utf-8"), self.json_content_type)

    def _drop(self):
        self.close_connection = True
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def _read_body(self) -> bytes:
        n = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(n) if n > 0 else b""

    def _record_extra(self) -> dict[str, Any]:
        """Fields recorded with each request besides "path", "method" and "json"."""
        return {}

    def do_GET(self):
        self._dispatch("GET")

    def do_POST(self):
        self._dispatch("POST")

    def _dispatch(self, method: str):
        stub = self.server.stub
        path = self.path.split("?", 1)[0].rstrip("/") or "/"
        raw = self._read_body() if self.body_methods is None or method in self.body_methods else b""
        body: Any = None
        bad_json = None
        if raw:
            try:
                body = _json.loads(raw)
            except ValueError as e:
                bad_json = str(e)
        stub._record(path, method, body if bad_json is None else raw.decode("utf-8", "replace"), **self._record_extra())
        try:
            self._route(stub, method, path, body, bad_json)
        except Drop:
            self._drop()

    def _route(self, stub: Any, method: str, path: str, body: Any, bad_json: Optional[str]) -> None:
        """Answer the request; ``bad_json`` is the parse error when the body was not JSON (``body`` is None then)."""
        raise NotImplementedError


S = TypeVar("S", bound="ScriptedServer")


class ScriptedServer:
    """Lifecycle, scripting and inspection of a scripted test server on 127.0.0.1.

    A subclass names its handler (a `StubHandler`) and its Reply type (a `ScriptedReply` dataclass, which adds
    the ``text``, ``json`` and ``error(status, message)`` factories)::

        class OllamaStub(ScriptedServer, handler=_Handler, reply=Reply): ...

    Replies come from the queue (`script`), then the router (`set_router`), then the default (`set_default`),
    then a built-in 500; `_take_reply` also plays the failure kinds "slow", "drop" and "kill".
    """

    _handler_class: type[StubHandler]
    _reply_type: type
    _no_reply: Any
    _label: str

    def __init_subclass__(cls, *, handler: Optional[type[StubHandler]] = None, reply: Optional[type] = None, **kw):
        super().__init_subclass__(**kw)
        if handler is not None:
            cls._handler_class = handler
        if reply is not None:
            cls._label = cls.__name__
            cls._reply_type = reply
            cls._no_reply = reply.error(
                500, f"{cls.__name__}: no scripted reply left (use script(), set_router() or set_default())")

    def __init__(self, *, port: int = 0):
        self._port = int(port)
        self._lock = threading.Lock()
        self._requests: list[dict[str, Any]] = []
        self._queue: deque[Any] = deque()
        self._default: Any = None
        self._router: Optional[Callable[[dict], Any]] = None
        self._errors: list[str] = []
        self._server: Optional[StubHTTPServer] = None
        self._thread: Optional[threading.Thread] = None

    # -- lifecycle
    @property
    def url(self) -> str:
        """``http://127.0.0.1:PORT``; valid once started (and still the same after a restart)."""
        if not self._port:
            raise RuntimeError(f"{self._label} not started yet")
        return f"http://127.0.0.1:{self._port}"

    @property
    def running(self) -> bool:
        return self._server is not None

    def start(self: S) -> S:
        """Bind (port 0 -> OS-chosen; after stop()/kill() the same port again) and serve in a daemon thread."""
        if self._server is not None:
            return self
        server = StubHTTPServer(("127.0.0.1", self._port), self._handler_class, self)
        self._port = server.server_address[1]
        t = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True,
                             name=f"{self._label}:{self._port}")
        self._server, self._thread = server, t
        t.start()
        return self

    def kill(self) -> None:
        """Die abruptly: interrupt slow replies, close the listener (later connects are refused) and
        sever every open connection (in-flight requests end without a response). Idempotent."""
        with self._lock:
            server, self._server = self._server, None
            thread, self._thread = self._thread, None
        if server is None:
            return
        server.stop_event.set()
        if thread is not None and thread is not threading.current_thread():
            server.shutdown()  # returns within poll_interval
        server.server_close()  # listener closed: connection refused from here on
        server.sever_all()
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=2)

    def stop(self) -> None:
        """Shut down (same effect as kill(); never hangs: handler threads are daemons). Idempotent."""
        self.kill()

    def __enter__(self: S) -> S:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    # -- scripting
    def script(self: S, *replies: Any) -> S:
        """Append replies, used in order by successive scripted requests (str -> text, dict -> json)."""
        with self._lock:
            self._queue.extend(self._coerce(r) for r in replies)
        return self

    def set_default(self: S, reply: Any) -> S:
        """Reply used when the queue is empty and the router (if any) returned None. None -> built-in 500."""
        with self._lock:
            self._default = None if reply is None else self._coerce(reply)
        return self

    def set_router(self: S, fn: Optional[Callable[[dict], Any]]) -> S:
        """``fn(request_json) -> Reply | str | dict | None``, consulted when the queue is empty.

        ``request_json`` is the body the client sent. Returning None falls through to the default.
        An exception in ``fn`` becomes a 500 reply and is kept in ``errors``.
        """
        with self._lock:
            self._router = fn
        return self

    @property
    def pending(self) -> int:
        """Scripted replies not yet used."""
        with self._lock:
            return len(self._queue)

    # -- inspection
    @property
    def requests(self) -> list[dict[str, Any]]:
        """Snapshot of every request received, in arrival order: {"path", "method", "json"} (json None without
        a body; the raw text when it was not JSON), plus what the stub's handler records besides."""
        with self._lock:
            return [dict(r) for r in self._requests]

    def calls(self, path: str) -> list[Any]:
        """The JSON bodies of the requests received on ``path``, in order."""
        with self._lock:
            return [r["json"] for r in self._requests if r["path"] == path]

    @property
    def errors(self) -> list[str]:
        """Tracebacks of unexpected errors inside the stub (router exceptions included). Should stay empty."""
        with self._lock:
            return list(self._errors)

    def reset(self) -> None:
        """Forget requests, queue, default, router and errors."""
        with self._lock:
            self._requests.clear()
            self._queue.clear()
            self._default = None
            self._router = None
            self._errors.clear()

    # -- internals
    def _coerce(self, r: Any) -> Any:
        return coerce_reply(self._reply_type, r)

    def _record(self, path: str, method: str, body: Any, **extra: Any) -> None:
        with self._lock:
            self._requests.append({"path": path, "method": method, "json": body, **extra})

    def _next_reply(self, body: dict) -> Any:
        """queue -> router -> default -> built-in 500."""
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
                return self._reply_type.error(500, f"{self._label} router raised: " + tb.strip().splitlines()[-1])
            if r is not None:
                return self._coerce(r)
        return default if default is not None else self._no_reply

    def _take_reply(self, h: StubHandler, body: dict) -> Any:
        """The next reply, with "slow" waited out, and "drop" and "kill" carried out (`Drop` raised).

        What comes back is a reply to send: any kind but "slow", "drop" and "kill".
        """
        reply = self._next_reply(body)
        while reply.kind == "slow":
            if h.server.stop_event.wait(reply.seconds):
                raise Drop()  # stopped while sleeping: the server is gone
            reply = reply.inner or self._no_reply
        if reply.kind == "drop":
            raise Drop()
        if reply.kind == "kill":
            self.kill()
            raise Drop()
        return reply
