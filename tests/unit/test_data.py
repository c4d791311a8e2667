"""The shipped sample data stays consistent: graph, lexicon, corpus, samples and their CSV copies."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_data_validation_script_passes():
    proc = subprocess.run([sys.executable, str(ROOT / "data" / "validate.py")], capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0, proc.stdout[-3000:]
    assert proc.stdout.strip().endswith("OK")
    assert "samples         : 52" in proc.stdout
