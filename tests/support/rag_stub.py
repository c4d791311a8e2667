"""A scripted RAG service on 127.0.0.1 (standard library only) for driving `RagEndpoint` over real HTTP.

    with RagStub() as rag:
        rag.respond(json={"answer": "...", "context": ["..."]})
        RagEndpoint(rag.url + "/api/ask").ask("问题")
        assert rag.requests[-1]["json"]["question"] == "问题"

Every POST (any path) gets the current reply: a status, a JSON or text body, optionally after a delay
(cut short by stop(), so a test that times out does not keep the server busy).
"""
from __future__ import annotations

import json as _json
import socket
import socketserver
import threading
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

__all__ = ["RagStub", "free_port"]


@dataclass(frozen=True)
class _Reply:
    status: int = 200
    body: bytes = b""
    content_type: str = "application/json; charset=utf-8"
    delay: float = 0.0


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, addr, handler, stub: "RagStub"):
        self.stub = stub
        super().__init__(addr, handler)

    def server_bind(self):  # skip HTTPServer's getfqdn() (a DNS lookup)
        socketserver.TCPServer.server_bind(self)
        self.server_name, self.server_port = self.server_address[:2]


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Server

    def log_message(self, format, *args):  # quiet
        pass

    def do_POST(self):
        stub = self.server.stub
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        try:
            body = _json.loads(raw) if raw else None
        except ValueError:
            body = raw.decode("utf-8", "replace")
        with stub._lock:
            stub._requests.append({"path": self.path, "json": body, "headers": dict(self.headers)})
            reply = stub._reply
        if reply.delay and stub._stopped.wait(reply.delay):
            self.close_connection = True
            return
        try:
            self.send_response(reply.status)
            self.send_header("Content-Type", reply.content_type)
            self.send_header("Content-Length", str(len(reply.body)))
            self.end_headers()
            self.wfile.write(reply.body)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (its timeout): expected in tests


class RagStub:
    """Scripted RAG endpoint; see the module docstring."""

    def __init__(self):
        self._lock = threading.Lock()
        self._requests: list[dict[str, Any]] = []
        self._reply = _Reply(500, b'{"error": "RagStub: no reply set"}')
        self._stopped = threading.Event()
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        assert self._server is not None, "RagStub not started"
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    @property
    def requests(self) -> list[dict[str, Any]]:
        with self._lock:
            return list(self._requests)

    def respond(self, status: int = 200, json: Any = None, text: str | None = None,
                content_type: str | None = None, delay: float = 0.0) -> "RagStub":
        """Reply to every following POST with `json` (serialised) or `text`, after `delay` seconds."""
        if text is not None:
            body, ctype = text.encode("utf-8"), content_type or "text/plain; charset=utf-8"
        else:
            body, ctype = _json.dumps(json, ensure_ascii=False).encode("utf-8"), content_type or "application/json"
        with self._lock:
            self._reply = _Reply(status, body, ctype, delay)
        return self

    def start(self) -> "RagStub":
        self._stopped.clear()
        self._server = _Server(("127.0.0.1", 0), _Handler, self)
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.02},
                                        daemon=True, name="RagStub")
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is None:
            return
        self._stopped.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=2)
        self._server = None

    def __enter__(self) -> "RagStub":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


def free_port() -> int:
    """A port on 127.0.0.1 that nothing listens on (bound, then released)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]
