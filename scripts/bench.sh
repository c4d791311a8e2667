#!/usr/bin/env bash
# Runs every benchmark in benchmarks/ (after the same install as the dashboard) and prints their figures.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh requirements-dev.txt
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
for b in benchmarks/bench_*.py; do
  echo "== $b"
  .venv/bin/python "$b" 2>&1 | grep -v "^Loading weights"
done
