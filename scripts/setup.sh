#!/usr/bin/env bash
# Creates .venv and installs the project's requirements (idempotent; the CPU build of torch comes from disk).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
# pip's notes about index folders this machine's pip.conf lists but does not have are noise; errors still show
set +e
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r "${1:-requirements.txt}" 2>&1 \
  | grep -v "is ignored: it is neither a file nor a directory"
status=${PIPESTATUS[0]}
set -e
exit "$status"
