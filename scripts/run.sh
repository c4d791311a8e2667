#!/usr/bin/env bash
# Installs everything and starts the dashboard on http://localhost:8501 (extra arguments go to streamlit,
# e.g. --server.port 8600). Headless so Streamlit never stops to ask for an e-mail address on a first run.
# It listens on 127.0.0.1 only: pass --server.address ADDRESS to listen elsewhere (docs/backends.md, "Exposing the dashboard safely").
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh requirements.txt
echo "EARAG Studio: open http://localhost:8501 (or the port you passed) in your browser"
# No file watcher: it is for editing the app's code, costs a thread walking the tree, and floods the log with
# "Inotify queue overflowed" when many files change (results, caches, test runs). Restart to pick up code changes.
exec .venv/bin/python scripts/serve.py --server.headless true --server.fileWatcherType none "$@"
