"""uvicorn settings of `earag serve` that hold under abuse: a header read timeout, keep-alive and
connection limits, the h11 header size limit and a bounded graceful shutdown.

uvicorn has no timeout for a request's headers: its keep-alive timer is cancelled by any byte received, so a
client sending one header byte every few seconds ("slowloris") holds a connection — and a file descriptor — for
ever. `HeaderTimeoutH11Protocol` closes a connection whose request line and headers are not complete within
`api.header_timeout_seconds` of the connection (or of the previous response).
"""
from __future__ import annotations

import asyncio
import os
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

ENV_HEADER_TIMEOUT = "EARAG_API_HEADER_TIMEOUT_SECONDS"
DEFAULT_HEADER_TIMEOUT = 10.0
SHUTDOWN_HOOK = "earag_server_stopping"  # lifespan state: called with the graceful-shutdown seconds


def _header_timeout() -> float:
    """From the environment, which `earag serve` sets from api.header_timeout_seconds: uvicorn's worker processes
    build the protocol themselves and see only the environment."""
    try:
        value = float(os.environ.get(ENV_HEADER_TIMEOUT, DEFAULT_HEADER_TIMEOUT))
    except ValueError:
        return DEFAULT_HEADER_TIMEOUT
    return value if value > 0 else DEFAULT_HEADER_TIMEOUT


class HeaderTimeoutH11Protocol(H11Protocol):
    """uvicorn's h11 protocol, with a deadline for each request's line and headers."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.header_timeout = _header_timeout()
        self._header_timer: asyncio.TimerHandle | None = None

    def _arm_header_timer(self, seconds: float) -> None:
        self._cancel_header_timer()
        self._header_timer = self.loop.call_later(seconds, self._header_timed_out)

    def _cancel_header_timer(self) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None

    def _header_timed_out(self) -> None:
        self._header_timer = None
        if self.conn.their_state is h11.IDLE and not self.transport.is_closing():  # still no complete request
            self.transport.close()

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm_header_timer(self.header_timeout)

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.conn.their_state is not h11.IDLE:  # the request line and headers are in
            self._cancel_header_timer()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():  # the next request: idle keep-alive first, then its headers
            self._arm_header_timer(self.timeout_keep_alive + self.header_timeout)

    def shutdown(self) -> None:
        """The server's graceful shutdown begins: tell the app (its lifespan state's SHUTDOWN_HOOK), so running work
        is cancelled and answered before the bound instead of being cut off with a 500."""
        hook = self.app_state.get(SHUTDOWN_HOOK)
        if callable(hook):
            hook(self.config.timeout_graceful_shutdown)
        super().shutdown()

    def connection_lost(self, exc: Exception | None) -> None:
        self._cancel_header_timer()
        super().connection_lost(exc)


def uvicorn_options(api: Any) -> dict[str, Any]:
    """The keyword arguments for uvicorn.run / uvicorn.Config from ApiSettings."""
    return {"http": HeaderTimeoutH11Protocol, "timeout_keep_alive": api.timeout_keep_alive,
            "limit_concurrency": api.limit_concurrency, "backlog": api.backlog,
            "h11_max_incomplete_event_size": api.h11_max_incomplete_event_size,
            "timeout_graceful_shutdown": max(1, int(round(api.graceful_shutdown_seconds)))}
