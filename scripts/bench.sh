#!/usr/bin/env bash
# Runs the benchmarks (after the same install as the dashboard) and prints their figures.
#   bash scripts/bench.sh                 every benchmark in benchmarks/, one after another, each with its own table
#   bash scripts/bench.sh scale [OPTS]    issue 11's scale suite: every scale figure in one run, each next to its
#                                         target (OPTS: --quick, --sizes 100,1000, --only runs,llm, --json PATH)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh requirements-dev.txt
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
if [ "${1:-}" = "scale" ]; then
  shift
  exec .venv/bin/python benchmarks/bench_scale.py "$@"
fi
for b in benchmarks/bench_*.py; do
  # the scale suite runs the other benchmarks' measurements again (its own command is above)
  [ "$b" = benchmarks/bench_scale.py ] && continue
  echo "== $b"
  .venv/bin/python "$b" 2>&1 | grep -v "^Loading weights"
done
