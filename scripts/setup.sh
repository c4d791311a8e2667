#!/usr/bin/env bash
# Creates .venv and installs the project's requirements (idempotent; the CPU build of torch comes from disk).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r "${1:-requirements.txt}"
