"""The offline records of the golden samples are what tests/golden/records.jsonl holds (tests/support/golden.py):
a refactoring must not change a score, span, finding, reason or provenance. A change meant to change judgement
rewrites the file (`.venv/bin/python -m tests.support.golden --write`) and says why in its commit."""
from __future__ import annotations

import json
import math
import os
import subprocess
import sys

from tests.support.golden import GOLDEN, ROOT

# the file's floats are rounded to 6 decimals; the embedder's vectors move in the 7th with the batch they were
# encoded in, so a value may round the other way
TOLERANCE = 2e-6


def _first_difference(a, b, path="record"):
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            if key not in a or key not in b:
                return f"{path}.{key}: {'missing now' if key not in b else 'new'}"
            found = _first_difference(a[key], b[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            return f"{path}: {len(a)} items in the golden file, {len(b)} now"
        for i, (x, y) in enumerate(zip(a, b)):
            found = _first_difference(x, y, f"{path}[{i}]")
            if found:
                return found
        return None
    if isinstance(a, float) and isinstance(b, (int, float)) and not isinstance(b, bool):
        return None if math.isclose(a, b, rel_tol=0, abs_tol=TOLERANCE) else f"{path}: golden {a!r}, now {b!r}"
    return None if a == b else f"{path}: golden {a!r}, now {b!r}"


def test_the_offline_records_of_the_golden_samples_are_unchanged():
    golden = [json.loads(line) for line in GOLDEN.read_text(encoding="utf-8").splitlines() if line.strip()]
    # a fresh process: no cache or setting left behind by another test decides a record
    done = subprocess.run([sys.executable, "-c", "import json, sys; from tests.support.golden import records; "
                           "sys.stdout.write(json.dumps(records(), ensure_ascii=False))"],
                          cwd=ROOT, capture_output=True, text=True, timeout=600,
                          env={**os.environ, "PYTHONPATH": str(ROOT), "HF_HUB_OFFLINE": "1"})
    assert done.returncode == 0, done.stderr[-2000:]
    now = json.loads(done.stdout)
    assert [g["id"] for g in golden] == [n["id"] for n in now]
    differences = [f"{g['id']}: {d}" for g, n in zip(golden, now) if (d := _first_difference(g["record"], n["record"]))]
    assert not differences, "records changed (rewrite with `python -m tests.support.golden --write` if meant):\n" + \
        "\n".join(differences[:10])


def test_a_changed_score_is_reported_with_its_path():
    golden = {"dimensions": {"faithfulness": {"score": 0.9, "spans": [1, 2]}}}
    assert _first_difference(golden, golden) is None
    changed = {"dimensions": {"faithfulness": {"score": 0.8, "spans": [1, 2]}}}
    assert _first_difference(golden, changed) == "record.dimensions.faithfulness.score: golden 0.9, now 0.8"
    assert _first_difference(golden, {"dimensions": {"faithfulness": {"score": 0.9000005, "spans": [1, 2]}}}) is None
    assert "2 items in the golden file, 1 now" in _first_difference(golden, {"dimensions": {"faithfulness": {
        "score": 0.9, "spans": [1]}}})
