#!/usr/bin/env bash
# Installs everything and starts the dashboard on http://localhost:8501 (extra arguments go to streamlit).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh requirements.txt
exec .venv/bin/python -m streamlit run app.py "$@"
