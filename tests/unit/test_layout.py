"""The shape of the code: the library never pulls in the UI, and every earag module imports on its own (no cycles)."""
from __future__ import annotations

import ast
import re
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "earag"
UI_IMPORT = re.compile(r"^\s*(?:import|from)\s+(streamlit|plotly|ui|pages)\b", re.MULTILINE)
# The bottom layer: modules that every other earag module may import, and that import only each other.
BOTTOM_LAYER = {"earag.urls", "earag.errors", "earag.messages", "earag.messages.catalogue"}


def _modules() -> list[str]:
    """Every module of the earag package, from the files (walking with pkgutil would import the packages first)."""
    names = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__main__":
            continue  # running it is the CLI, covered by the CLI tests
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def _python(code: str, timeout: float = 240) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout)


def test_an_offline_evaluation_loads_no_ui_library():
    proc = _python("""
        import sys
        from earag import Evaluator, EvaluationSample, Settings
        ev = Evaluator(Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram"}), offline=True)
        result = ev.evaluate(EvaluationSample("小微企业所得税优惠有哪些？", "减按25%计入应纳税所得额。",
                                              ["小型微利企业减按25%计入应纳税所得额。"]))
        ev.close()
        assert 0 <= result.overall_score <= 1
        loaded = sorted(m for m in sys.modules if m.split(".")[0] in ("streamlit", "plotly", "ui", "pages"))
        print("LOADED", loaded)
    """)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "LOADED []" in proc.stdout


def _earag_imports(module: str) -> set[str]:
    """The earag modules that `module`'s source imports, anywhere in the file (inside functions too)."""
    path = ROOT / Path(*module.split("."))
    path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    known, found = set(_modules()), set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        else:
            continue
        found |= {n for n in names if n in known}
    return found


def test_the_url_helpers_sit_on_the_bottom_layer():
    """earag.urls (redaction, endpoint identity, URL checks) imports no earag module above it, not even by way of
    the errors or the message catalogue, so config, backends, runs and the UI can all use it."""
    reached, todo = set(), ["earag.urls"]
    while todo:
        module = todo.pop()
        if module not in reached:
            reached.add(module)
            todo.extend(_earag_imports(module) - {"earag"})
    assert reached <= BOTTOM_LAYER, sorted(reached - BOTTOM_LAYER)
    assert "earag.urls" in _earag_imports("earag.config") and "earag.urls" in _earag_imports("earag.backends.http")


def test_no_earag_module_imports_the_ui():
    offenders = [f"{p.relative_to(ROOT)}: {m.group(0).strip()}" for p in PACKAGE.rglob("*.py")
                 for m in UI_IMPORT.finditer(p.read_text(encoding="utf-8"))]
    assert offenders == []


def test_every_earag_module_imports_on_its_own():
    """A cycle that only bites in one import order shows up when each module is the first earag module imported.

    Each module is imported in a child forked from one interpreter that holds no earag module: the parent first
    imports every earag module once (so every third-party and standard library they use is loaded, once), then drops
    every `earag*` entry from sys.modules. Each child thus starts from the same earag-free state as a fresh
    interpreter and runs only earag's own code, so the check takes seconds, not a minute of interpreter start-ups.
    A module that its package's own import loads gets no child: importing it first is importing its package first.
    """
    modules = _modules()
    assert "earag.runs.runner" in modules and "earag.cli" in modules
    proc = _python(f"""
        import importlib, json, os, shutil, sys, tempfile, traceback
        modules = {modules!r}

        def import_all_then_forget():
            for name in modules:  # a module failing here fails again in its child below
                try:
                    importlib.import_module(name)
                except BaseException:
                    pass
            for key in [m for m in sys.modules if m == "earag" or m.startswith("earag.")]:
                del sys.modules[key]

        import_all_then_forget()  # loads, once, every library the children share
        # Second pass with bytecode written to a scratch prefix (even under PYTHONDONTWRITEBYTECODE), so that no
        # child compiles earag's sources again; the third-party libraries are all loaded by then.
        cache = tempfile.mkdtemp(prefix="earag_layout_")
        sys.pycache_prefix, sys.dont_write_bytecode = cache, False
        import_all_then_forget()
        assert not any(m == "earag" or m.startswith("earag.") for m in sys.modules)
        # Importing earag.p.q first runs exactly the imports of importing its package earag.p first, then earag.p.q's
        # own, which is nothing when earag.p's import loaded earag.p.q already: such a module needs no child of its
        # own. So packages go first (by depth), and each child reports which earag modules its import loaded.
        loaded_by, failed, forked = {{}}, [], 0
        for depth in sorted({{n.count(".") for n in modules}}):
            pending = []
            for name in (n for n in modules if n.count(".") == depth):
                package = loaded_by.get(name.rpartition(".")[0], ())
                if name in package:
                    loaded_by[name] = package  # (and so for the modules below it)
                else:
                    pending.append(name)
            running = {{}}
            while pending or running:
                while pending and len(running) < max(2, os.cpu_count() or 1):
                    name = pending.pop(0)
                    read_end, write_end = os.pipe()
                    pid = os.fork()
                    if pid == 0:
                        os.close(read_end)
                        try:
                            importlib.import_module(name)
                        except BaseException:
                            traceback.print_exc()
                            os._exit(1)
                        with os.fdopen(write_end, "w") as out:
                            out.write(json.dumps([m for m in sys.modules if m == "earag" or m.startswith("earag.")]))
                        os._exit(0)
                    os.close(write_end)
                    running[pid], forked = (name, os.fdopen(read_end)), forked + 1
                pid, status = os.wait()
                name, report = running.pop(pid)
                with report:
                    loaded = report.read()
                if status != 0:
                    failed.append(name)
                else:
                    loaded_by[name] = set(json.loads(loaded))
        print("FORKED", forked, "OF", len(modules))
        shutil.rmtree(cache, ignore_errors=True)
        print("FAILED", sorted(failed))
    """)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "FAILED []" in proc.stdout, proc.stderr[-5000:]


def test_the_lexicon_is_package_data():
    from importlib import resources

    from earag.nlp.entities import DEFAULT_LEXICON

    lexicon = resources.files("earag.resources").joinpath("policy_terms.txt")
    assert lexicon.is_file() and Path(str(lexicon)) == DEFAULT_LEXICON
    assert len(lexicon.read_text(encoding="utf-8").splitlines()) > 250
