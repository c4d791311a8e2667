"""What the lazy imports save: the import time of each module imported inside a function, and the start-up of the CLI.

Run: .venv/bin/python benchmarks/import_costs.py [--repeats 5]
Every import inside a function in earag/, ui/, pages/ and app.py must carry a `lazy:` comment naming why it is not at the
module top: a measured cost (this script's figure) or an import cycle. For each lazily imported module this prints the
milliseconds its import adds in a fresh process that has already imported the module that holds the lazy import (so
only what the lazy import would add at start-up is counted), the median of --repeats fresh processes; then the
wall-clock start-up (median) of `python -m earag --help`, `import earag` and `import earag.api`.
"""
from __future__ import annotations

import argparse
import ast
import resource
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ("earag", "ui", "pages", "app.py")


@dataclass(frozen=True)
class FunctionImport:
    path: str  # relative to the project root
    line: int
    module: str  # the module the statement imports (absolute, dotted)
    comment: str  # the `lazy:` comment on the line or the line above ("" when there is none)


def _module_of(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _absolute(node: ast.ImportFrom, path: Path) -> str:
    if not node.level:
        return node.module or ""
    package = _module_of(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    base = package[: len(package) - node.level + 1]
    return ".".join(base + ([node.module] if node.module else []))


def _is_module(root: Path, dotted: str) -> bool:
    """Whether a first-party dotted name is a module or package of the project (not a name inside one)."""
    path = root.joinpath(*dotted.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def _lazy_comment(lines: list[str], line: int) -> str:
    """The `lazy:` comment on the import's line, or the comment (of one or more lines) above it or above the run of
    imports it belongs to."""
    above = line - 1
    while above > 0 and lines[above - 1].lstrip().startswith(("import ", "from ")) and "# lazy:" not in lines[above - 1]:
        above -= 1
    while above > 1 and lines[above - 1].lstrip().startswith("#") and "# lazy:" not in lines[above - 1] \
            and lines[above - 2].lstrip().startswith("#"):
        above -= 1  # a comment of several lines: its first line
    for text in (lines[line - 1], lines[above - 1] if above > 0 else ""):
        if "# lazy:" in text:
            return text[text.index("# lazy:") + 7:].strip()
    return ""


def function_imports(root: Path = ROOT) -> list[FunctionImport]:
    """Every import statement inside a function (at any depth) in earag/, ui/, pages/ and app.py."""
    files: list[Path] = []
    for name in SOURCES:
        top = root / name
        files += [top] if top.is_file() else sorted(top.rglob("*.py"))
    found: list[FunctionImport] = []
    for path in files:
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()

        def walk(node: ast.AST, in_function: bool, path: Path = path, lines: list[str] = lines) -> None:
            for child in ast.iter_child_nodes(node):
                if in_function and isinstance(child, (ast.Import, ast.ImportFrom)):
                    if isinstance(child, ast.Import):
                        modules = [a.name for a in child.names]
                    else:  # `from package import module` names the module
                        base = _absolute(child, path)
                        modules = [f"{base}.{a.name}" if _is_module(root, f"{base}.{a.name}") else base
                                   for a in child.names]
                    for module in dict.fromkeys(modules):
                        found.append(FunctionImport(str(path.relative_to(root)), child.lineno, module,
                                                    _lazy_comment(lines, child.lineno)))
                walk(child, in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)))

        walk(ast.parse(source, str(path)), False)
    return found


def _fresh(code: str) -> float:
    """Runs `code` in a fresh interpreter at the project root; returns what it prints (a float)."""
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    return float(out.stdout.strip().splitlines()[-1])


def added_ms(importer: str, module: str, repeats: int) -> float:
    """Median milliseconds `import module` adds after `import importer`, in fresh processes."""
    code = (f"import importlib, time\nimportlib.import_module({importer!r})\nt = time.perf_counter()\n"
            f"importlib.import_module({module!r})\nprint((time.perf_counter() - t) * 1000)")
    return statistics.median(_fresh(code) for _ in range(repeats))


def startup_ms(argv: list[str], repeats: int) -> tuple[float, float]:
    """Median wall-clock and CPU (user + system) milliseconds of `python argv…` in fresh processes."""
    walls, cpus = [], []
    for _ in range(repeats):
        before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
        subprocess.run([sys.executable, *argv], cwd=ROOT, capture_output=True, check=True)
        walls.append((time.perf_counter() - start) * 1000)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append((after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) * 1000)
    return statistics.median(walls), statistics.median(cpus)


def _reason(comment: str) -> str:
    return comment.split()[0] if comment.startswith(("cycle", "guarded")) else \
        "optional" if " is optional" in comment else "cost"


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    pairs = sorted({(_module_of(ROOT / f.path), f.module, _reason(f.comment)) for f in function_imports()})
    print(f"{len(function_imports())} imports inside functions; {len(pairs)} distinct (importer, module) pairs")
    print(f"{'lazy module':<34} {'imported from':<38} {'reason':<8} {'ms added':>9}")
    for importer, module, reason in pairs:
        cost = "-"
        if reason in ("cost", "optional"):
            try:
                cost = f"{added_ms(importer, module, args.repeats):.1f}"
            except subprocess.CalledProcessError:
                cost = "n/a"  # not installed here (an optional package)
        print(f"{module:<34} {importer:<38} {reason:<8} {cost:>9}")
    print()
    print(f"{'start-up, median of ' + str(args.repeats) + ' fresh processes':<44} {'wall ms':>8} {'CPU ms':>8}")
    for label, argv in (("python -m earag --help", ["-m", "earag", "--help"]),
                        ("python -c 'import earag'", ["-c", "import earag"]),
                        ("python -c 'import earag.api'", ["-c", "import earag.api"])):
        wall, cpu = startup_ms(argv, args.repeats)
        print(f"{label:<44} {wall:8.0f} {cpu:8.0f}")


if __name__ == "__main__":
    main()
