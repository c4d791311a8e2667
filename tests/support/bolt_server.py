"""A scripted Bolt server on 127.0.0.1 for driving the real ``neo4j`` driver in tests (standard library only).

Speaks enough of Bolt 5 (checked against neo4j-python-driver 6.4 ``_sync/io/_bolt/``) for the official driver's
``verify_connectivity``, ``execute_query`` (managed transactions), sessions and auto-commit queries::

    def handler(query, params, db):
        if "earag:stats" in query:
            return ["count"], [[3]]
        raise BoltFailure("Neo.ClientError.Statement.SyntaxError", "no idea")

    with BoltStub(handler, user="neo4j", password="secret") as stub:
        driver = neo4j.GraphDatabase.driver(stub.uri, auth=("neo4j", "secret"))
        ...
        assert stub.queries[0].params == {...}

Handshake
    Magic 0x6060B017, then four 4-byte proposals. The 6.x driver proposes the manifest negotiation
    ``00 00 01 FF`` first, then ``00 08 08 05`` (5.8 down to 5.0), ``00 02 04 04`` (4.4..4.2) and 3.0.
    With ``manifest=True`` (default) the stub answers ``00 00 01 FF``, one offering (the configured
    ``version``), capabilities 0, and reads the client's chosen version and capabilities back;
    otherwise it answers a plain 4-byte version from the client's ranges.
Messages
    HELLO (auth inline for Bolt 5.0), LOGON, LOGOFF, RUN, PULL (with ``n`` batching and ``has_more``),
    DISCARD, BEGIN, COMMIT, ROLLBACK, RESET, GOODBYE, ROUTE (a routing table naming this stub for
    ``neo4j://`` URIs) and TELEMETRY (SUCCESS; the hint ``telemetry.enabled`` is advertised when
    ``telemetry=True``). After a FAILURE every message except RESET/GOODBYE is IGNORED, as on a server.
Values
    PackStream v1: null, bool, int (tiny/8/16/32/64), float, string, bytes, list, map and structures.
    Rows may hold :class:`Node` (0x4E) and :class:`Relationship` (0x52), packed with element ids on Bolt 5.
    Unknown structures in parameters decode as :class:`Structure`.
Failures
    Wrong credentials -> FAILURE ``Neo.ClientError.Security.Unauthorized`` and the connection is closed;
    a database not in ``databases`` -> FAILURE ``Neo.ClientError.Database.DatabaseNotFound``; a handler
    raising :class:`BoltFailure` -> FAILURE with that code. ``silent=True`` accepts connections and never
    answers (a hung server). ``stop()`` closes everything politely, ``kill()`` resets every socket.

Every RUN is recorded as a :class:`Received` (query, params, db, mode, ...) in ``stub.queries``; every
message as ``(connection_no, name, fields)`` in ``stub.messages``.

:class:`GraphHandler` is a tiny in-memory graph database answering the queries earag's Neo4j backend and
loader send (dispatching on the ``// earag:<op>`` marker each of those queries starts with).
"""
from __future__ import annotations

import itertools
import re
import select
import socket
import struct
import threading
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping, Sequence

__all__ = [
    "BoltFailure",
    "BoltStub",
    "GraphHandler",
    "Node",
    "Received",
    "Relationship",
    "Structure",
    "free_port",
]

MAGIC = b"\x60\x60\xb0\x17"

# Message signatures.
HELLO, GOODBYE, RESET, RUN, BEGIN, COMMIT, ROLLBACK = 0x01, 0x02, 0x0F, 0x10, 0x11, 0x12, 0x13
DISCARD, PULL, TELEMETRY, ROUTE, LOGON, LOGOFF = 0x2F, 0x3F, 0x54, 0x66, 0x6A, 0x6B
SUCCESS, RECORD, IGNORED, FAILURE = 0x70, 0x71, 0x7E, 0x7F
_NAMES = {
    HELLO: "HELLO", GOODBYE: "GOODBYE", RESET: "RESET", RUN: "RUN", BEGIN: "BEGIN", COMMIT: "COMMIT",
    ROLLBACK: "ROLLBACK", DISCARD: "DISCARD", PULL: "PULL", TELEMETRY: "TELEMETRY", ROUTE: "ROUTE",
    LOGON: "LOGON", LOGOFF: "LOGOFF",
}


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on (bound once, then released)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# --------------------------------------------------------------------------- values


@dataclass
class Structure:
    tag: int
    fields: list


@dataclass
class Node:
    id: int
    labels: list[str]
    properties: dict[str, Any]
    element_id: str | None = None

    def __post_init__(self):
        if self.element_id is None:
            self.element_id = f"4:stub:{self.id}"


@dataclass
class Relationship:
    id: int
    start: Node
    end: Node
    type: str
    properties: dict[str, Any]
    element_id: str | None = None

    def __post_init__(self):
        if self.element_id is None:
            self.element_id = f"5:stub:{self.id}"


class BoltFailure(Exception):
    """Raise from a handler to answer RUN with FAILURE ``code`` (a Neo4j status code)."""

    def __init__(self, code: str, message: str, gql_status: str = "50N42", description: str | None = None):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.gql_status = gql_status
        self.description = description or f"error: general processing exception - {message}"

    def metadata(self) -> dict[str, Any]:
        # Bolt < 5.7 reads "code"; 5.7+ reads the GQL fields and "neo4j_code". Sending both suits either.
        return {
            "code": self.code,
            "neo4j_code": self.code,
            "message": self.message,
            "gql_status": self.gql_status,
            "description": self.description,
            "diagnostic_record": {"OPERATION": "", "OPERATION_CODE": "0", "CURRENT_SCHEMA": "/"},
        }


@dataclass
class Received:
    """One RUN as the server saw it."""

    query: str
    params: dict[str, Any]
    db: str
    mode: str  # "r" or "w"
    in_transaction: bool
    tx_timeout: int | None = None
    bookmarks: list[str] = field(default_factory=list)
    connection: int = 0


class _PackError(Exception):
    pass


def pack(value: Any, version: tuple[int, int] = (5, 0)) -> bytes:
    out = bytearray()
    _pack(value, out, version)
    return bytes(out)


def _pack_size(out: bytearray, size: int, tiny: int, m8: int | None, m16: int, m32: int) -> None:
    if size < 0x10:
        out.append(tiny | size)
    elif m8 is not None and size < 0x100:
        out += bytes((m8, size))
    elif size < 0x10000:
        out.append(m16)
        out += struct.pack(">H", size)
    else:
        out.append(m32)
        out += struct.pack(">I", size)


def _pack(value: Any, out: bytearray, version: tuple[int, int]) -> None:
    if value is None:
        out.append(0xC0)
    elif value is True:
        out.append(0xC3)
    elif value is False:
        out.append(0xC2)
    elif isinstance(value, int):
        if -0x10 <= value < 0x80:
            out += struct.pack(">b", value)
        elif -0x80 <= value < 0x80:
            out += b"\xc8" + struct.pack(">b", value)
        elif -0x8000 <= value < 0x8000:
            out += b"\xc9" + struct.pack(">h", value)
        elif -0x80000000 <= value < 0x80000000:
            out += b"\xca" + struct.pack(">i", value)
        else:
            out += b"\xcb" + struct.pack(">q", value)
    elif isinstance(value, float):
        out += b"\xc1" + struct.pack(">d", value)
    elif isinstance(value, str):
        data = value.encode("utf-8")
        _pack_size(out, len(data), 0x80, 0xD0, 0xD1, 0xD2)
        out += data
    elif isinstance(value, (bytes, bytearray)):
        n = len(value)
        if n < 0x100:
            out += bytes((0xCC, n))
        elif n < 0x10000:
            out += b"\xcd" + struct.pack(">H", n)
        else:
            out += b"\xce" + struct.pack(">I", n)
        out += value
    elif isinstance(value, Node):
        fields = [value.id, list(value.labels), dict(value.properties)]
        if version >= (5, 0):
            fields.append(value.element_id)
        _pack(Structure(0x4E, fields), out, version)
    elif isinstance(value, Relationship):
        fields = [value.id, value.start.id, value.end.id, value.type, dict(value.properties)]
        if version >= (5, 0):
            fields += [value.element_id, value.start.element_id, value.end.element_id]
        _pack(Structure(0x52, fields), out, version)
    elif isinstance(value, Structure):
        out.append(0xB0 | len(value.fields))
        out.append(value.tag)
        for f in value.fields:
            _pack(f, out, version)
    elif isinstance(value, Mapping):
        _pack_size(out, len(value), 0xA0, 0xD8, 0xD9, 0xDA)
        for k, v in value.items():
            _pack(str(k), out, version)
            _pack(v, out, version)
    elif isinstance(value, (list, tuple, set, frozenset)):
        _pack_size(out, len(value), 0x90, 0xD4, 0xD5, 0xD6)
        for v in value:
            _pack(v, out, version)
    else:
        raise _PackError(f"cannot pack {type(value).__name__}")


class _Unpacker:
    def __init__(self, data: bytes):
        self.data = data
        self.pos = 0

    def _take(self, n: int) -> bytes:
        if self.pos + n > len(self.data):
            raise _PackError("truncated PackStream value")
        chunk = self.data[self.pos : self.pos + n]
        self.pos += n
        return chunk

    def _u(self, fmt: str, n: int):
        return struct.unpack(fmt, self._take(n))[0]

    def value(self) -> Any:
        m = self._take(1)[0]
        if m < 0x80:
            return m
        if m >= 0xF0:
            return m - 0x100
        hi = m & 0xF0
        if hi == 0x80:
            return self._take(m & 0x0F).decode("utf-8")
        if hi == 0x90:
            return [self.value() for _ in range(m & 0x0F)]
        if hi == 0xA0:
            return self._map(m & 0x0F)
        if hi == 0xB0:
            return self.structure(m & 0x0F)
        simple = {
            0xC0: lambda: None, 0xC2: lambda: False, 0xC3: lambda: True,
            0xC1: lambda: self._u(">d", 8), 0xC8: lambda: self._u(">b", 1), 0xC9: lambda: self._u(">h", 2),
            0xCA: lambda: self._u(">i", 4), 0xCB: lambda: self._u(">q", 8),
            0xCC: lambda: bytes(self._take(self._u(">B", 1))), 0xCD: lambda: bytes(self._take(self._u(">H", 2))),
            0xCE: lambda: bytes(self._take(self._u(">I", 4))),
            0xD0: lambda: self._take(self._u(">B", 1)).decode("utf-8"),
            0xD1: lambda: self._take(self._u(">H", 2)).decode("utf-8"),
            0xD2: lambda: self._take(self._u(">I", 4)).decode("utf-8"),
            0xD4: lambda: [self.value() for _ in range(self._u(">B", 1))],
            0xD5: lambda: [self.value() for _ in range(self._u(">H", 2))],
            0xD6: lambda: [self.value() for _ in range(self._u(">I", 4))],
            0xD8: lambda: self._map(self._u(">B", 1)),
            0xD9: lambda: self._map(self._u(">H", 2)),
            0xDA: lambda: self._map(self._u(">I", 4)),
        }
        if m in simple:
            return simple[m]()
        raise _PackError(f"unknown PackStream marker 0x{m:02X}")

    def _map(self, n: int) -> dict:
        out = {}
        for _ in range(n):
            k = self.value()
            out[k] = self.value()
        return out

    def structure(self, size: int) -> Structure:
        tag = self._take(1)[0]
        return Structure(tag, [self.value() for _ in range(size)])

    def message(self) -> Structure:
        m = self._take(1)[0]
        if m & 0xF0 != 0xB0:
            raise _PackError(f"message is not a structure (marker 0x{m:02X})")
        return self.structure(m & 0x0F)


def unpack(data: bytes) -> Any:
    return _Unpacker(data).value()


# --------------------------------------------------------------------------- server


class _Closed(Exception):
    pass


class _Connection:
    def __init__(self, stub: "BoltStub", sock: socket.socket, number: int):
        self.stub = stub
        self.sock = sock
        self.number = number
        self.version: tuple[int, int] = (0, 0)
        self.state = "CONNECTED"
        self.failed = False
        self.authenticated = False
        self.tx: dict[str, Any] | None = None
        self.results: dict[int, dict[str, Any]] = {}
        self.last_qid = -1
        self.qids = itertools.count()

    # -- raw I/O
    def _recv(self, n: int) -> bytes:
        buf = bytearray()
        while len(buf) < n:
            try:
                chunk = self.sock.recv(n - len(buf))
            except OSError:
                raise _Closed() from None
            if not chunk:
                raise _Closed()
            buf += chunk
        return bytes(buf)

    def _send(self, data: bytes) -> None:
        try:
            self.sock.sendall(data)
        except OSError:
            raise _Closed() from None

    def _read_message(self) -> Structure:
        data = bytearray()
        while True:
            (size,) = struct.unpack(">H", self._recv(2))
            if size == 0:
                if data:
                    return _Unpacker(bytes(data)).message()
                continue  # NOOP keep-alive chunk
            data += self._recv(size)

    def _write(self, tag: int, *fields: Any) -> None:
        body = pack(Structure(tag, list(fields)), self.version)
        out = bytearray()
        for i in range(0, len(body), 0xFFFF):
            piece = body[i : i + 0xFFFF]
            out += struct.pack(">H", len(piece)) + piece
        out += b"\x00\x00"
        self._send(bytes(out))

    def success(self, meta: Mapping[str, Any] | None = None) -> None:
        self._write(SUCCESS, dict(meta or {}))

    def failure(self, err: BoltFailure) -> None:
        self.failed = True
        self._write(FAILURE, err.metadata())

    # -- handshake
    def handshake(self) -> bool:
        if self._recv(4) != MAGIC:
            return False
        proposals = [self._recv(4) for _ in range(4)]
        major, minor = self.stub.version
        if self.stub.manifest and any(p[3] == 0xFF and p[2] == 0x01 for p in proposals):
            # Manifest v1: list our offerings, the client answers with its choice and capabilities.
            self._send(b"\x00\x00\x01\xff" + bytes((1,)) + bytes((0, 0, minor, major)) + b"\x00")
            chosen = self._recv(4)
            self._read_varint()
            self.version = (chosen[3], chosen[2])
            return self.version == (major, minor)
        for p in proposals:
            if p[3] == 0xFF:
                continue
            p_major, p_minor, p_range = p[3], p[2], p[1]
            if p_major == major and p_minor - p_range <= minor <= p_minor:
                self.version = (major, minor)
                self._send(bytes((0, 0, minor, major)))
                return True
        self._send(b"\x00\x00\x00\x00")
        return False

    def _read_varint(self) -> int:
        shift = value = 0
        while True:
            b = self._recv(1)[0]
            value |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                return value

    # -- main loop
    def serve(self) -> None:
        try:
            if self.stub.silent:
                while self._recv(1):
                    pass
            if not self.handshake():
                return
            while True:
                msg = self._read_message()
                name = _NAMES.get(msg.tag, f"0x{msg.tag:02X}")
                self.stub._log_message(self.number, name, msg.fields)
                if not self.dispatch(msg.tag, msg.fields):
                    return
        except _Closed:
            return
        except Exception as exc:  # a stub bug: remember it so the test can show it
            self.stub.errors.append(exc)
        finally:
            self.stub._forget(self)
            try:
                self.sock.close()
            except OSError:
                pass

    def dispatch(self, tag: int, fields: list) -> bool:
        if tag == GOODBYE:
            return False
        if tag == RESET:
            self.failed = False
            self.tx = None
            self.results.clear()
            self.state = "READY" if self.authenticated else self.state
            self.success()
            return True
        if self.failed:
            self._write(IGNORED)
            return True
        if tag == HELLO:
            extra = fields[0] if fields else {}
            self.stub.hellos.append(extra)
            meta: dict[str, Any] = {"server": self.stub.agent, "connection_id": f"bolt-{self.number}"}
            hints: dict[str, Any] = {}
            if self.stub.telemetry:
                hints["telemetry.enabled"] = True
            if hints:
                meta["hints"] = hints
            if self.version < (5, 1):  # credentials travel in HELLO
                if not self._check_auth(extra):
                    return False
            self.success(meta)
            self.state = "AUTHENTICATION" if self.version >= (5, 1) else "READY"
            return True
        if tag == LOGON:
            if not self._check_auth(fields[0] if fields else {}):
                return False
            self.success()
            self.state = "READY"
            return True
        if tag == LOGOFF:
            self.authenticated = False
            self.state = "AUTHENTICATION"
            self.success()
            return True
        if not self.authenticated:
            self.failure(BoltFailure("Neo.ClientError.Request.Invalid", "not authenticated"))
            return True
        if tag == TELEMETRY:
            self.stub.telemetry_calls.append(fields[0] if fields else None)
            self.success()
            return True
        if tag == ROUTE:
            return self._route(fields)
        if tag == BEGIN:
            return self._begin(fields[0] if fields else {})
        if tag == RUN:
            return self._run(*fields)
        if tag in (PULL, DISCARD):
            return self._pull(fields[0] if fields else {}, discard=tag == DISCARD)
        if tag == COMMIT:
            if self.tx is None:
                self.failure(BoltFailure("Neo.ClientError.Request.Invalid", "COMMIT outside a transaction"))
                return True
            self.tx = None
            self.results.clear()
            self.success({"bookmark": self.stub._bookmark()})
            return True
        if tag == ROLLBACK:
            self.tx = None
            self.results.clear()
            self.success()
            return True
        self.failure(BoltFailure("Neo.ClientError.Request.Invalid", f"message 0x{tag:02X} not supported by the stub"))
        return True

    def _check_auth(self, auth: Mapping[str, Any]) -> bool:
        ok = (
            auth.get("scheme") == "basic"
            and auth.get("principal") == self.stub.user
            and auth.get("credentials") == self.stub.password
        )
        self.stub.auth_attempts.append((auth.get("scheme"), auth.get("principal"), ok))
        if ok:
            self.authenticated = True
            return True
        self.failure(BoltFailure(
            "Neo.ClientError.Security.Unauthorized",
            "The client is unauthorized due to authentication failure.",
            gql_status="42NFF",
        ))
        return False  # a real server closes the connection after failed authentication

    def _database(self, name: str | None) -> str | None:
        db = name or self.stub.databases[0]
        if db not in self.stub.databases:
            self.failure(BoltFailure(
                "Neo.ClientError.Database.DatabaseNotFound",
                f"Graph not found: {db}",
                gql_status="22NA0",
            ))
            return None
        return db

    def _route(self, fields: list) -> bool:
        db_context = fields[2] if len(fields) > 2 and isinstance(fields[2], dict) else {}
        db = self._database(db_context.get("db"))
        if db is None:
            return True
        addr = f"127.0.0.1:{self.stub.port}"
        self.success({"rt": {
            "ttl": 300, "db": db,
            "servers": [{"addresses": [addr], "role": r} for r in ("ROUTE", "READ", "WRITE")],
        }})
        return True

    def _begin(self, extra: Mapping[str, Any]) -> bool:
        db = self._database(extra.get("db"))
        if db is None:
            return True
        self.tx = {
            "db": db, "mode": extra.get("mode", "w"), "tx_timeout": extra.get("tx_timeout"),
            "bookmarks": list(extra.get("bookmarks") or []),
        }
        self.success()
        return True

    def _run(self, query: str, params: dict | None = None, extra: dict | None = None) -> bool:
        params, extra = params or {}, extra or {}
        if self.tx is not None:
            db, mode, timeout, bookmarks = self.tx["db"], self.tx["mode"], self.tx["tx_timeout"], self.tx["bookmarks"]
        else:
            db = self._database(extra.get("db"))
            if db is None:
                return True
            mode, timeout, bookmarks = extra.get("mode", "w"), extra.get("tx_timeout"), list(extra.get("bookmarks") or [])
        self.stub.queries.append(Received(query, params, db, mode, self.tx is not None, timeout, bookmarks, self.number))
        try:
            keys, rows = self.stub.handler(query, params, db)
        except BoltFailure as err:
            self.failure(err)
            return True
        except Exception as exc:  # the handler's own bug: say so to the client and keep it for the test
            self.stub.errors.append(exc)
            self.failure(BoltFailure("Neo.DatabaseError.General.UnknownError", f"handler raised {exc!r}"))
            return True
        keys = list(keys)
        rows = [[row.get(k) for k in keys] if isinstance(row, Mapping) else list(row) for row in rows]
        qid = next(self.qids)
        self.results[qid] = {"rows": deque(rows), "db": db, "mode": mode, "autocommit": self.tx is None}
        self.last_qid = qid
        meta: dict[str, Any] = {"fields": keys, "t_first": 0}
        if self.tx is not None:
            meta["qid"] = qid
        self.success(meta)
        return True

    def _pull(self, extra: Mapping[str, Any], discard: bool) -> bool:
        qid = extra.get("qid", -1)
        qid = self.last_qid if qid == -1 else qid
        result = self.results.get(qid)
        if result is None:
            self.failure(BoltFailure("Neo.ClientError.Request.Invalid", "no open result to PULL from"))
            return True
        n = extra.get("n", -1)
        rows = result["rows"]
        take = len(rows) if n is None or n < 0 else min(n, len(rows))
        for _ in range(take):
            row = rows.popleft()
            if not discard:
                self._write(RECORD, row)
        if rows and not discard:
            self.success({"has_more": True})
            return True
        del self.results[qid]
        meta: dict[str, Any] = {"type": result["mode"], "t_last": 0, "db": result["db"]}
        if result["autocommit"]:
            meta["bookmark"] = self.stub._bookmark()
        self.success(meta)
        return True


class BoltStub:
    """A Bolt server on 127.0.0.1 whose answers come from ``handler(query, params, db) -> (keys, rows)``."""

    def __init__(
        self,
        handler: Callable[[str, dict, str], tuple[Sequence[str], Iterable[Sequence[Any] | Mapping[str, Any]]]],
        user: str = "neo4j",
        password: str = "secret",
        databases: Sequence[str] = ("neo4j",),
        *,
        version: tuple[int, int] = (5, 8),
        manifest: bool = True,
        telemetry: bool = True,
        silent: bool = False,
        agent: str = "Neo4j/5.26.0",
        port: int = 0,
    ):
        self.handler = handler
        self.user = user
        self.password = password
        self.databases = tuple(databases)
        self.version = tuple(version)
        self.manifest = manifest
        self.telemetry = telemetry
        self.silent = silent
        self.agent = agent
        self._port = port
        self.queries: list[Received] = []
        self.messages: list[tuple[int, str, list]] = []
        self.hellos: list[dict] = []
        self.auth_attempts: list[tuple[Any, Any, bool]] = []
        self.telemetry_calls: list[Any] = []
        self.errors: list[BaseException] = []
        self._lock = threading.Lock()
        self._conns: set[_Connection] = set()
        self._threads: list[threading.Thread] = []
        self._listener: socket.socket | None = None
        self._stopping = threading.Event()
        self._numbers = itertools.count(1)
        self._bookmarks = itertools.count(1)

    # -- lifecycle
    @property
    def port(self) -> int:
        return self._port

    @property
    def uri(self) -> str:
        return f"bolt://127.0.0.1:{self._port}"

    @property
    def routing_uri(self) -> str:
        return f"neo4j://127.0.0.1:{self._port}"

    def start(self) -> "BoltStub":
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self._port))
        listener.listen(64)
        self._port = listener.getsockname()[1]
        self._listener = listener
        self._stopping.clear()
        t = threading.Thread(target=self._accept_loop, name=f"bolt-stub-{self._port}", daemon=True)
        t.start()
        self._threads.append(t)
        return self

    def __enter__(self) -> "BoltStub":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    def _accept_loop(self) -> None:
        listener = self._listener
        while not self._stopping.is_set():
            try:
                ready, _, _ = select.select([listener], [], [], 0.05)
            except (OSError, ValueError):
                return
            if not ready:
                continue
            try:
                sock, _ = listener.accept()
            except OSError:
                return
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            conn = _Connection(self, sock, next(self._numbers))
            with self._lock:
                self._conns.add(conn)
            t = threading.Thread(target=conn.serve, name=f"bolt-stub-conn-{conn.number}", daemon=True)
            t.start()
            self._threads.append(t)

    def _forget(self, conn: _Connection) -> None:
        with self._lock:
            self._conns.discard(conn)

    def _close_listener(self) -> None:
        self._stopping.set()
        if self._listener is not None:
            try:
                self._listener.close()
            except OSError:
                pass
            self._listener = None

    def stop(self) -> None:
        """Stop listening and close every connection (FIN); threads are joined."""
        self._close_listener()
        with self._lock:
            conns = list(self._conns)
        for c in conns:
            try:
                c.sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        self._join()

    def kill(self) -> None:
        """Die abruptly: stop listening and reset (RST) every open connection."""
        self._close_listener()
        with self._lock:
            conns = list(self._conns)
        for c in conns:
            try:
                c.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                c.sock.shutdown(socket.SHUT_RD)  # wakes the thread blocked in recv without sending FIN
                c.sock.close()  # with linger 0: RST
            except OSError:
                pass
        self._join()

    def _join(self) -> None:
        for t in self._threads:
            if t is not threading.current_thread():
                t.join(timeout=2)
        self._threads = [t for t in self._threads if t.is_alive()]

    # -- helpers for tests
    def _log_message(self, number: int, name: str, fields: list) -> None:
        self.messages.append((number, name, fields))

    def _bookmark(self) -> str:
        return f"FB:stub:{next(self._bookmarks)}"

    def message_names(self) -> list[str]:
        return [name for _, name, _ in self.messages]

    def queries_marked(self, marker: str) -> list[Received]:
        """RUNs whose text contains ``// earag:<marker>`` (exact marker, not a prefix)."""
        pattern = re.compile(rf"//\s*earag:{re.escape(marker)}\b")
        return [q for q in self.queries if pattern.search(q.query)]


# --------------------------------------------------------------------------- in-memory graph


_MARKER_RE = re.compile(r"//\s*earag:(\w+)")
_LABEL_RE = re.compile(r"\w:`((?:[^`]|``)+)`")


class GraphHandler:
    """An in-memory graph answering earag's marked queries (``// earag:<op>``), for :class:`BoltStub`.

    Nodes are given file-style (``id, name, label, aliases, description, community`` and any other
    properties) and stored with the Neo4j labels ``entity_labels`` (or the node's own ``labels`` list);
    edges (``source, target, type``) become ``RELATED`` relationships with a ``type`` property; chunks
    (``id, doc_id, text``) become ``Chunk`` nodes. Label filters are read from the backtick-quoted labels
    in the query text; property names from ``name_property`` / ``alias_properties``. The loader's
    ``load_*`` queries write into the same store (MERGE semantics), so a graph loaded through the real
    driver can be read back through it.
    """

    def __init__(
        self,
        nodes: Iterable[Mapping[str, Any]] = (),
        edges: Iterable[Mapping[str, Any]] = (),
        chunks: Iterable[Mapping[str, Any]] = (),
        *,
        entity_labels: Sequence[str] = ("Entity",),
        name_property: str = "name",
        alias_properties: Sequence[str] = ("aliases",),
        communities: Mapping[str, Sequence[Mapping[str, Any]]] | None = None,
    ):
        self.name_property = name_property
        self.alias_properties = tuple(alias_properties)
        self.nodes: list[Node] = []
        self.rels: list[Relationship] = []
        self._ids = itertools.count()
        self._lock = threading.Lock()
        self.constraints: list[str] = []
        for raw in nodes:
            raw = dict(raw)
            labels = list(raw.pop("labels", None) or entity_labels)
            self.add_node(labels, raw)
        by_id = {n.properties.get("id"): n for n in self.nodes}
        for e in edges:
            e = dict(e)
            a, b = by_id[e.pop("source")], by_id[e.pop("target")]
            rel_type = e.pop("rel_type", "RELATED")
            self.add_relationship(a, b, rel_type, e)
        for c in chunks:
            self.add_node(["Chunk"], dict(c))
        # name -> [{"id": ..., "level": ...}]: IN_COMMUNITY relationships to __Community__ nodes
        for name, comms in (communities or {}).items():
            node = next(n for n in self.nodes if n.properties.get(name_property) == name)
            for comm in comms:
                target = next(
                    (n for n in self.nodes if "__Community__" in n.labels and n.properties.get("id") == comm["id"]), None
                ) or self.add_node(["__Community__"], dict(comm))
                self.add_relationship(node, target, "IN_COMMUNITY", {})

    def add_node(self, labels: list[str], props: dict[str, Any]) -> Node:
        node = Node(next(self._ids), labels, {k: v for k, v in props.items() if v is not None})
        self.nodes.append(node)
        return node

    def add_relationship(self, a: Node, b: Node, rel_type: str, props: dict[str, Any]) -> Relationship:
        rel = Relationship(next(self._ids), a, b, rel_type, {k: v for k, v in props.items() if v is not None})
        self.rels.append(rel)
        return rel

    # -- helpers
    def _labelled(self, labels: set[str]) -> list[Node]:
        return [n for n in self.nodes if labels & set(n.labels)]

    def _name(self, n: Node) -> Any:
        return n.properties.get(self.name_property)

    def _query_labels(self, query: str) -> set[str]:
        return {m.replace("``", "`") for m in _LABEL_RE.findall(query)} - {"__Community__"}

    def _entities(self, query: str) -> list[Node]:
        return self._labelled(self._query_labels(query) - {"Chunk", "__Chunk__"})

    def entity(self, name: str) -> Node | None:
        return next((n for n in self.nodes if self._name(n) == name), None)

    # -- dispatch
    def __call__(self, query: str, params: dict, db: str):
        m = _MARKER_RE.search(query)
        if not m:
            raise BoltFailure("Neo.ClientError.Statement.SyntaxError", "the stub only understands earag's marked queries")
        op = getattr(self, f"q_{m.group(1)}", None)
        if op is None:
            raise BoltFailure("Neo.ClientError.Statement.SyntaxError", f"unknown earag query {m.group(1)!r}")
        with self._lock:
            return op(query, params)

    def q_labels(self, query, params):
        seen = dict.fromkeys(l for n in self.nodes for l in n.labels)
        return ["label"], [[l] for l in seen]

    def q_property_keys(self, query, params):
        keys = dict.fromkeys(k for item in (*self.nodes, *self.rels) for k in item.properties)
        return ["propertyKey"], [[k] for k in keys]

    def q_entity_names(self, query, params):
        rows = []
        for n in self._entities(query):
            if self._name(n) is None:
                continue
            aliases = [n.properties.get(p) for p in self.alias_properties if f"`{p}`" in query]
            rows.append([self._name(n), aliases])
        return ["name", "aliases"], rows

    def q_find_entities(self, query, params):
        wanted = set(params["names"])
        names = dict.fromkeys(self._name(n) for n in self._entities(query) if self._name(n) in wanted)
        return ["name"], [[name] for name in names]

    def q_neighbourhood_hop(self, query, params):
        entities = {id(n) for n in self._entities(query)}
        frontier, seen = set(params["frontier"]), set(params["seen"])
        found = set()
        for r in self.rels:
            for a, b in ((r.start, r.end), (r.end, r.start)):
                if id(a) in entities and id(b) in entities and self._name(a) in frontier and self._name(b) not in seen:
                    found.add(self._name(b))
        return ["name"], [[name] for name in sorted(found)[: params["limit"]]]

    def q_neighbourhood_nodes(self, query, params):
        wanted = set(params["names"])
        return ["n"], [[n] for n in self._entities(query) if self._name(n) in wanted]

    def q_neighbourhood_edges(self, query, params):
        entities = {id(n) for n in self._entities(query)}
        wanted = set(params["names"])
        rows = [
            [r] for r in self.rels
            if id(r.start) in entities and id(r.end) in entities
            and self._name(r.start) in wanted and self._name(r.end) in wanted
        ]
        return ["r"], rows[: params["limit"]]

    def q_stats_nodes(self, query, params):
        counts: dict[str, int] = {}
        for n in self._entities(query):
            other = [l for l in n.labels if l not in params["entity_labels"]]
            kind = n.properties.get("label") or n.properties.get("type") or (other[0] if other else "?")
            counts[kind] = counts.get(kind, 0) + 1
        return ["kind", "count"], [[k, v] for k, v in counts.items()]

    def q_stats_edges(self, query, params):
        entities = {id(n) for n in self._entities(query)}
        return ["count"], [[sum(1 for r in self.rels if id(r.start) in entities and id(r.end) in entities)]]

    def q_stats_chunks(self, query, params):
        return ["count"], [[len(self._labelled(self._query_labels(query)))]]

    def q_chunk_texts(self, query, params):
        wanted = set(params["ids"])
        rows = [
            [c.properties.get("id"), c.properties.get("text")]
            for c in self._labelled(self._query_labels(query)) if c.properties.get("id") in wanted
        ]
        return ["id", "text"], rows

    def q_communities(self, query, params):
        wanted = set(params["names"])
        rows = []
        for n in self._entities(query):
            if self._name(n) not in wanted:
                continue
            comms = []
            if "IN_COMMUNITY" in query:
                comms = sorted(
                    (r.end for r in self.rels if r.start is n and r.type == "IN_COMMUNITY"),
                    key=lambda c: c.properties.get("level", 0),
                )
            rows.append([self._name(n), n.properties.get("community"), [c.properties.get("id") for c in comms]])
        return ["name", "community", "community_ids"], rows

    # -- the loader's writes
    def q_load_constraint(self, query, params):
        self.constraints.append(query)
        return [], []

    def q_load_nodes(self, query, params):
        labels = sorted(self._query_labels(query))
        by_id = {n.properties.get("id"): n for n in self._labelled(set(labels))}
        for row in params["rows"]:
            node = by_id.get(row["id"]) or self.add_node(labels, {"id": row["id"]})
            by_id[row["id"]] = node
            for key in ("name", "label", "type", "aliases", "description", "community"):
                if row.get(key) is None:
                    node.properties.pop(key, None)
                else:
                    node.properties[key] = row[key]
        return ["count"], [[len(params["rows"])]]

    def q_load_edges(self, query, params):
        labels = self._query_labels(query)
        by_id = {n.properties.get("id"): n for n in self._labelled(labels)}
        matched = 0
        for row in params["rows"]:
            a, b = by_id.get(row["source"]), by_id.get(row["target"])
            if a is None or b is None:
                continue
            matched += 1
            rel = next(
                (r for r in self.rels if r.start is a and r.end is b and r.type == "RELATED"
                 and r.properties.get("type") == row["type"]),
                None,
            ) or self.add_relationship(a, b, "RELATED", {"type": row["type"]})
            rel.properties.update(row.get("props") or {})
        return ["count"], [[matched]]

    def q_load_chunks(self, query, params):
        by_id = {n.properties.get("id"): n for n in self._labelled({"Chunk"})}
        for row in params["rows"]:
            node = by_id.get(row["id"]) or self.add_node(["Chunk"], {"id": row["id"]})
            by_id[row["id"]] = node
            node.properties.update({"text": row.get("text"), "doc_id": row.get("doc_id")})
        return ["count"], [[len(params["rows"])]]
