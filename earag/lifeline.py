"""Worker processes that die with the process that uses them, however it dies.

A forked worker asks the kernel for a signal when its parent dies (PR_SET_PDEATHSIG, earag.evaluator). A worker
started by multiprocessing's fork server is the fork server's child, not the server's: after `kill -9` of
`earag serve` the fork server waits for its clients to close their end of its "alive" pipe — and every worker
holds a copy of that end — while the workers wait for the fork server to die: both lived on (~390 MB, 9+ min).
Here a worker watches the process that asked for it (a pidfd on Linux, else a poll) and exits when it is gone;
the fork server then sees its pipe close and exits too.
"""
from __future__ import annotations

import os
import select
import threading
import time

POLL_SECONDS = 1.0


def _start_time(pid: int) -> str | None:
    """The process's start time in clock ticks (/proc/PID/stat field 22): tells a reused pid from the original."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as fh:
            fields = fh.read().rpartition(")")[2].split()
        return fields[19] if fields[0] != "Z" else None  # a zombie has exited
    except (OSError, IndexError):
        return None


def _alive(pid: int, started: str | None) -> bool:
    if started is not None:
        return _start_time(pid) == started
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _watch_pidfd(fd: int) -> None:
    select.select([fd], [], [])  # readable once the process has exited (a zombie counts)
    os._exit(1)


def _watch_poll(pid: int, started: str | None) -> None:
    while _alive(pid, started):
        time.sleep(POLL_SECONDS)
    os._exit(1)


def exit_with(pid: int) -> None:
    """End this process (os._exit, no cleanup: the work is abandoned with its owner) when process `pid` ends."""
    if pid <= 0 or pid == os.getpid():
        return
    started = _start_time(pid)
    pidfd_open = getattr(os, "pidfd_open", None)
    if pidfd_open is not None:
        try:
            fd = pidfd_open(pid)
        except OSError:
            fd = -1
        if fd >= 0:
            if started is None and not os.path.exists(f"/proc/{pid}"):
                os._exit(1)
            threading.Thread(target=_watch_pidfd, args=(fd,), name="earag-lifeline", daemon=True).start()
            return
    if not _alive(pid, started):
        os._exit(1)
    threading.Thread(target=_watch_poll, args=(pid, started), name="earag-lifeline", daemon=True).start()
