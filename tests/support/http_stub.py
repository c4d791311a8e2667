"""The threaded HTTP server under the scripted test servers (Ollama, OpenAI-compatible): fast, killable, quiet."""
from __future__ import annotations

import socket
import socketserver
import threading
import traceback
from http.server import ThreadingHTTPServer
from typing import Any


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
