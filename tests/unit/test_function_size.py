"""No function in the library, the dashboard's ui/ and pages/, or app.py is longer than 100 lines (issue 18):
a longer one is split by concept. The source is read with `ast`, nothing is imported."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MAX_LINES = 100
CHECKED = ("earag", "ui", "pages", "app.py")


def _sources() -> list[Path]:
    files: list[Path] = []
    for name in CHECKED:
        path = ROOT / name
        files += [path] if path.is_file() else sorted(path.rglob("*.py"))
    return files


def long_functions(source: str, limit: int = MAX_LINES) -> list[tuple[str, int]]:
    """(name, lines) of every function or method in `source` longer than `limit` lines (decorators not counted)."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            lines = (node.end_lineno or node.lineno) - node.lineno + 1
            if lines > limit:
                out.append((node.name, lines))
    return out


def test_the_check_finds_a_long_function_nested_or_not():
    body = "\n".join(f"    x{i} = {i}" for i in range(MAX_LINES))
    source = f"def long():\n{body}\n\nclass C:\n    async def method(self):\n        pass\n"
    assert long_functions(source) == [("long", MAX_LINES + 1)]
    nested = f"def outer():\n    def inner():\n{body.replace('    ', '        ')}\n    return inner\n"
    assert sorted(long_functions(nested)) == [("inner", MAX_LINES + 1), ("outer", MAX_LINES + 3)]
    assert long_functions(f"def fits():\n{body[: body.rindex(chr(10))]}\n") == []


def test_the_checked_folders_exist():
    assert len(_sources()) > 50 and (ROOT / "app.py").is_file()


def test_no_function_is_longer_than_100_lines():
    too_long = [f"{path.relative_to(ROOT)}::{name} ({lines} lines)" for path in _sources()
                for name, lines in long_functions(path.read_text(encoding="utf-8"))]
    assert too_long == [], "split by concept: " + ", ".join(too_long)
