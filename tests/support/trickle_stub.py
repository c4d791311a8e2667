"""A server on 127.0.0.1 that answers every HTTP request by trickling its body one byte every few seconds.

It speaks just enough HTTP for any client (the `ollama` client, httpx) to accept the status line and headers at
once, then sends a long JSON body a byte at a time, so no single read ever waits long enough for a read timeout:
only a total deadline on the call ends it. Standard library only::

    with TrickleServer(interval=2.0) as srv:
        os.environ["OLLAMA_HOST"] = srv.url
        ...
        srv.requests  # how many requests it has accepted

`stop()` closes the listening socket and every connection it is trickling to.
"""
from __future__ import annotations

import socket
import threading


class TrickleServer:
    def __init__(self, interval: float = 2.0, body_bytes: int = 10_000, *, port: int = 0):
        self.interval = float(interval)
        self.body_bytes = int(body_bytes)
        self._port = port
        self._sock: socket.socket | None = None
        self._stop = threading.Event()
        self._conns: list[socket.socket] = []
        self._lock = threading.Lock()
        self.requests = 0

    @property
    def port(self) -> int:
        assert self._sock is not None, "not started"
        return self._sock.getsockname()[1]

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> "TrickleServer":
        self._stop.clear()
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._sock.bind(("127.0.0.1", self._port))
        self._sock.listen(64)
        self._sock.settimeout(0.2)
        threading.Thread(target=self._accept, name="trickle-accept", daemon=True).start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if self._sock is not None:
            self._sock.close()
        with self._lock:
            conns, self._conns = self._conns, []
        for c in conns:
            try:
                c.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            c.close()

    def __enter__(self) -> "TrickleServer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    def _accept(self) -> None:
        while not self._stop.is_set():
            try:
                conn, _ = self._sock.accept()
            except (socket.timeout, OSError):
                continue
            with self._lock:
                self._conns.append(conn)
            threading.Thread(target=self._serve, args=(conn,), name="trickle-conn", daemon=True).start()

    def _serve(self, conn: socket.socket) -> None:
        try:
            conn.settimeout(5)
            data = b""
            while b"\r\n\r\n" not in data:  # the request head; the body (if any) is left unread
                chunk = conn.recv(65536)
                if not chunk:
                    return
                data += chunk
            with self._lock:
                self.requests += 1
            head = (f"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                    f"Content-Length: {self.body_bytes}\r\n\r\n").encode()
            conn.sendall(head)
            body = b"{" + b" " * (self.body_bytes - 1)
            for i in range(self.body_bytes):
                if self._stop.wait(self.interval if i else 0):
                    return
                conn.sendall(body[i:i + 1])
        except OSError:
            return
        finally:
            try:
                conn.close()
            except OSError:
                pass


__all__ = ["TrickleServer"]
