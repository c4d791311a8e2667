#!/usr/bin/env bash
# Creates .venv, installs the project's requirements (the CPU build of torch comes from disk) and then earag itself
# in editable mode, which puts the `earag` command in .venv/bin. Idempotent: a second run changes nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
# pip's notes about index folders this machine's pip.conf lists but does not have are noise; errors still show
pip_install() {
  set +e
  .venv/bin/python -m pip install --quiet --disable-pip-version-check "$@" 2>&1 \
    | grep -v "is ignored: it is neither a file nor a directory"
  local status=${PIPESTATUS[0]}
  set -e
  return "$status"
}
pip_install -r "${1:-requirements.txt}"
# --no-deps: the requirements were installed just above; --no-build-isolation: build with the venv's own
# setuptools (recent enough for editable wheels) instead of fetching one into a throw-away environment every run.
pip_install "setuptools>=70.1"
pip_install --no-deps --no-build-isolation -e .
