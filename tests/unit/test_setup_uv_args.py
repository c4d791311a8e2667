"""scripts/uv_args.py: uv gets the package sources pip has (uv reads neither pip.conf nor PIP_*), with pip's precedence.

Drives the real pip (`pip config list`) with a configuration file and variables of the test's own; no install.
"""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _uv_args(tmp_path, conf: str, **variables: str) -> list[str]:
    config = tmp_path / "pip.conf"
    config.write_text(conf, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
    env.update(PIP_CONFIG_FILE=str(config), **variables)
    proc = subprocess.run([sys.executable, str(ROOT / "scripts" / "uv_args.py"), sys.executable], env=env,
                          capture_output=True, text=True, timeout=120, check=True)
    return proc.stdout.splitlines()


def _pairs(lines: list[str], flag: str) -> list[str]:
    return [lines[i + 1] for i, line in enumerate(lines[:-1]) if line == flag]


def test_each_source_reaches_uv_and_the_install_section_and_the_environment_win(tmp_path):
    lines = _uv_args(tmp_path, "[global]\nfind-links = /wheels/a /wheels/b\nindex-url = file:///mirror/simple\n"
                               "extra-index-url = file:///x/simple file:///y/simple\n[install]\nfind-links = /wheels/c\n",
                     PIP_CONSTRAINT="/caps/constraints.txt", PIP_CERT="/certs/ca.pem", PIP_DEFAULT_TIMEOUT="99")
    assert lines[:2] == ["--index-strategy", "unsafe-best-match"]  # pip's "best version over all indexes"
    assert _pairs(lines, "--find-links") == ["/wheels/c"]  # [install] over [global], as pip reads it
    assert _pairs(lines, "--index-url") == ["file:///mirror/simple"]
    assert _pairs(lines, "--extra-index-url") == ["file:///x/simple", "file:///y/simple"]  # each entry its own flag
    assert _pairs(lines, "--constraint") == ["/caps/constraints.txt"]  # the variable over any file's constraint
    assert "env:SSL_CERT_FILE=/certs/ca.pem" in lines and "env:UV_HTTP_TIMEOUT=99" in lines


def test_a_find_links_variable_overrides_the_files(tmp_path):
    lines = _uv_args(tmp_path, "[global]\nfind-links = /wheels/a\n", PIP_FIND_LINKS="/wheels/env")
    assert _pairs(lines, "--find-links") == ["/wheels/env"]


def test_a_value_written_over_several_lines_gives_one_entry_per_line(tmp_path):
    lines = _uv_args(tmp_path, "[global]\nfind-links =\n    /wheels/a\n    /wheels/b\n")
    assert _pairs(lines, "--find-links") == ["/wheels/a", "/wheels/b"]
