"""Imports sit at the module top; an import inside a function says why it is lazy (a measured cost or a cycle)."""
import json
import subprocess
import sys
from pathlib import Path

from benchmarks.import_costs import function_imports

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("torch", "sentence_transformers", "ray", "neo4j", "streamlit", "plotly", "ui", "pandas", "fastapi",
         "uvicorn", "psycopg", "networkx")


def test_every_import_inside_a_function_says_why_it_is_lazy():
    found = function_imports(ROOT)
    assert found, "the walk finds the lazy imports (ray, torch, … are imported inside functions)"
    bare = [f"{f.path}:{f.line} {f.module}" for f in found if not f.comment]
    assert bare == [], "an import inside a function needs `# lazy: <module> costs N ms …` or `# lazy: cycle a -> b`"


def test_a_lazy_comment_names_a_measured_cost_or_a_reason():
    for f in function_imports(ROOT):
        named = f.comment.startswith(("cycle ", "guarded")) or f.module.split(".")[0] in f.comment
        assert named, f"{f.path}:{f.line} {f.comment}"
        if "costs" in f.comment:
            assert " ms at import (measured, benchmarks/import_costs.py)" in f.comment, f"{f.path}:{f.line}"


def test_the_walk_sees_an_import_in_a_function_without_a_comment(tmp_path):
    (tmp_path / "earag").mkdir()
    (tmp_path / "earag" / "m.py").write_text(
        "import os\n\n\ndef f():\n    import json\n    # lazy: cycle earag.m -> earag.n\n    from earag import n\n"
        "    import ray  # lazy: ray costs 300 ms at import (measured, benchmarks/import_costs.py)\n")
    found = {f.module: f.comment for f in function_imports(tmp_path)}
    assert found == {"json": "", "earag": "cycle earag.m -> earag.n",
                     "ray": "ray costs 300 ms at import (measured, benchmarks/import_costs.py)"}


def test_import_earag_loads_none_of_the_heavy_packages():
    code = "import json, sys\nimport earag\nprint(json.dumps(sorted({m.split('.')[0] for m in sys.modules})))"
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    loaded = set(json.loads(proc.stdout.splitlines()[-1]))
    assert "earag" in loaded
    assert loaded.isdisjoint(HEAVY), sorted(loaded & set(HEAVY))
