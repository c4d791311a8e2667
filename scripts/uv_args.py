"""Prints, one per line, the `uv pip install` options that give uv the package sources pip has on this machine.

uv reads neither pip's configuration files nor its PIP_* variables, so `scripts/setup.sh` asks pip for its
settings (`pip config list`: the global, user and site files and the environment) and passes the ones that decide
where packages come from: the index, the extra indexes, the find-links folders, the constraints and the timeout.
A later source wins over an earlier one as it does for pip (a file's `global` section, then its `install` section,
then the environment). pip merges every index and picks the best version among them; `--index-strategy
unsafe-best-match` asks uv to do the same, so both install the same versions (on the CI-class VM, 2026-11-29: the
same 138 packages, torch's CPU build from the machine's wheel folder included).

Two settings are not options but uv's environment: pip's certificate file (uv reads `SSL_CERT_FILE`) and its
timeout (`UV_HTTP_TIMEOUT`); they come last, as `env:NAME=VALUE` lines, and setup.sh exports them.
"""
from __future__ import annotations

import ast
import shlex
import subprocess
import sys

# pip's setting -> uv's option; each value may hold several entries separated by white space
OPTIONS = {"index-url": "--index-url", "extra-index-url": "--extra-index-url", "find-links": "--find-links",
           "constraint": "--constraint"}
SECTION_ORDER = {"global": 0, "install": 1, ":env:": 2}


def pip_settings(python: str) -> dict[str, str]:
    """pip's own view of its settings, later sources overriding earlier ones."""
    out = subprocess.run([python, "-m", "pip", "config", "list"], capture_output=True, text=True, check=False).stdout
    found: list[tuple[int, str, str]] = []
    for line in out.splitlines():
        key, sep, value = line.partition("=")
        section, _, name = key.rpartition(".")
        if not sep or section not in SECTION_ORDER:
            continue
        found.append((SECTION_ORDER[section], name, _unquoted(value)))
    return {name: value for _, name, value in sorted(found, key=lambda item: item[0])}


def _unquoted(value: str) -> str:
    """pip prints each value as a Python literal ('/opt/wheels'; a value written over several lines of pip.conf as
    '\\n/a\\n/b'): its text, with the line breaks as white space between entries."""
    try:
        text = ast.literal_eval(value.strip())
    except (ValueError, SyntaxError):
        text = value.strip().strip("'\"")
    return str(text).replace("\n", " ")


def uv_options(settings: dict[str, str]) -> list[str]:
    options = ["--index-strategy", "unsafe-best-match"]
    for name, flag in OPTIONS.items():
        for entry in shlex.split(settings.get(name, "")):
            options += [flag, entry]
    return options


def main() -> None:
    settings = pip_settings(sys.argv[1] if len(sys.argv) > 1 else sys.executable)
    print("\n".join(uv_options(settings)))
    for name, variable in (("cert", "SSL_CERT_FILE"), ("default-timeout", "UV_HTTP_TIMEOUT"),
                           ("timeout", "UV_HTTP_TIMEOUT")):
        if settings.get(name):
            print(f"env:{variable}={settings[name]}")


if __name__ == "__main__":
    main()
