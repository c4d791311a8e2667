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
# uv installs the same packages from the same sources as pip in seconds instead of minutes (on the CI-class VM,
# requirements-dev.txt into a new .venv: 50 s against pip's 170 s; docs/development.md, "Install"). pip installs
# uv into .venv, scripts/uv_args.py hands uv pip's sources (uv reads neither pip.conf nor PIP_*), and pip does
# the whole install itself if uv cannot be had or fails. EARAG_INSTALLER=pip skips uv.
uv_install() {
  local args=() line
  while IFS= read -r line; do
    case "$line" in
      env:*) export "${line#env:}" ;;
      *) args+=("$line") ;;
    esac
  done < <(.venv/bin/python scripts/uv_args.py .venv/bin/python)
  # --compile-bytecode: as pip does; without the .pyc files every interpreter (each test's subprocess) compiles what
  # it imports again when PYTHONDONTWRITEBYTECODE is set (the suite took 14.3 minutes instead of 11.5)
  .venv/bin/uv pip install --quiet --compile-bytecode --python .venv/bin/python "${args[@]}" "$@"
}
installer=${EARAG_INSTALLER:-uv}
if [ "$installer" = uv ] && ! pip_install "uv==0.13.9"; then
  echo "note: could not install uv; installing with pip (slower)"
  installer=pip
fi
if [ "$installer" = uv ] && ! uv_install -r "${1:-requirements.txt}"; then
  echo "note: uv could not install ${1:-requirements.txt} (above); installing with pip instead"
  installer=pip
fi
if [ "$installer" = pip ]; then
  pip_install -r "${1:-requirements.txt}"
fi
# --no-deps: the requirements were installed just above; --no-build-isolation: build with the venv's own
# setuptools (recent enough for editable wheels) instead of fetching one into a throw-away environment every run.
pip_install "setuptools>=70.1"
pip_install --no-deps --no-build-isolation -e .
