#!/usr/bin/env bash
# Installs everything (with the test tools, Debian's chromium for the browser test and postgresql for the
# PostgreSQL run-store tests), checks the code (ruff, mypy) and the docs (mkdocs), and runs the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh requirements-dev.txt
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing Debian's chromium for the browser test ..."
    if ! { apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }; then
      echo "note: could not install chromium; the browser test will be skipped"
    fi
    # a CJK font only makes the screenshots readable; the tests do not need it
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-wqy-microhei >/dev/null 2>&1 || true
  else
    echo "note: /usr/bin/chromium is missing and cannot be installed here; the browser test will be skipped"
  fi
fi
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing Debian's postgresql for the PostgreSQL run-store tests ..."
    { apt-get update -qq >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null 2>&1; } \
      || echo "note: could not install postgresql; the PostgreSQL run-store tests will be skipped"
  else
    echo "note: PostgreSQL is not installed; the PostgreSQL run-store tests will be skipped"
  fi
fi
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
# The checks of the code itself, before the tests; any error fails the run (settings: pyproject.toml, mkdocs.yml).
echo "ruff: unused and undefined names (F), imports sorted (I) ..."
.venv/bin/ruff check .
echo "mypy: types of earag/ ..."
.venv/bin/mypy
echo "mkdocs: the documentation builds with every link resolved ..."
site_dir="$(mktemp -d)"
NO_MKDOCS_2_WARNING=1 .venv/bin/mkdocs build --strict --quiet --site-dir "$site_dir"
rm -rf "$site_dir"
# Two workers (pytest-xdist) use both cores: a test file runs on one worker (tests/conftest.py groups them); set
# EARAG_TEST_WORKERS=0 to run everything in this process. -rfEs: the summary names every failure, error and skip
# with its reason.
exec .venv/bin/python -m pytest -n "${EARAG_TEST_WORKERS:-2}" --dist loadgroup -rfEs "$@"
