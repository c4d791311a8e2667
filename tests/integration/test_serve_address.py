"""scripts/serve.py (what scripts/run.sh starts) listens on 127.0.0.1 only, whatever STREAMLIT_SERVER_ADDRESS or a
config.toml says, unless --server.address is given on the command line — then exactly that address is used.
Checked on the real server's listening socket (/proc/net/tcp), not on the command it builds."""
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.apptest import stop_process, wait_for_streamlit

ROOT = Path(__file__).resolve().parents[2]
START = 90  # seconds a streamlit server may take to come up on a slow machine


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _listening(port: int) -> set[str]:
    """The IPv4/IPv6 addresses with a socket listening on `port` (Linux /proc/net/tcp*)."""
    found = set()
    for name, width in (("tcp", 8), ("tcp6", 32)):
        path = Path("/proc/net") / name
        if not path.exists():
            continue
        for line in path.read_text().splitlines()[1:]:
            fields = line.split()
            local, state = fields[1], fields[3]
            addr_hex, port_hex = local.split(":")
            if state != "0A" or int(port_hex, 16) != port:  # 0A = LISTEN
                continue
            raw = bytes.fromhex(addr_hex)
            if width == 8:
                found.add(socket.inet_ntop(socket.AF_INET, raw[::-1]))
            else:  # four little-endian 32-bit words
                words = b"".join(raw[i:i + 4][::-1] for i in range(0, 16, 4))
                found.add(socket.inet_ntop(socket.AF_INET6, words))
    return found


def _serve(port: int, *extra: str, host: str = "127.0.0.1") -> set[str]:
    env = {**os.environ, "EARAG_OFFLINE": "1", "STREAMLIT_SERVER_ADDRESS": "0.0.0.0"}  # must not win
    cmd = [sys.executable, "scripts/serve.py", "--server.headless", "true", "--server.port", str(port),
           "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none", *extra]
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        wait_for_streamlit(proc, f"http://{host}:{port}", START)
        return _listening(port)
    finally:
        stop_process(proc)


@pytest.mark.skipif(not Path("/proc/net/tcp").exists(), reason="needs Linux /proc/net/tcp")
def test_serve_binds_loopback_by_default_and_the_command_line_wins():
    port = _free_port()
    assert _serve(port) == {"127.0.0.1"}
    # another address on the command line is used as given (127.0.0.2: loopback too, so nothing is exposed)
    port = _free_port()
    assert _serve(port, "--server.address", "127.0.0.2", host="127.0.0.2") == {"127.0.0.2"}


def test_the_address_flag_is_added_only_when_the_user_gave_none():
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import serve
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    assert serve.streamlit_argv(["--server.port", "1"])[-2:] == ["--server.address", "127.0.0.1"]
    assert serve.streamlit_argv(["--server.address=0.0.0.0"]).count("--server.address") == 0
    assert serve.streamlit_argv(["--server.address", "::"])[-1] == "::"
