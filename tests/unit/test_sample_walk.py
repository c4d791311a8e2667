"""One sample's walk through Evaluator.evaluate goes down the layers: validated once, its shared work computed once,
the result assembled once, and no call goes back up to a module that imports the caller's module (a climb).

Traced with sys.setprofile on an offline evaluation (docs/development.md, "One evaluation, from input to record").
Lambdas and generator expressions handed down as callbacks run in the lower module's frame and are not counted."""
from __future__ import annotations

import ast
import sys
from collections import Counter
from pathlib import Path

import pytest

from earag import EvaluationSample, Evaluator

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "earag"


def _module(path: str) -> str | None:
    file = Path(path)
    if not file.is_relative_to(PACKAGE) or file.suffix != ".py":
        return None
    parts = list(file.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports() -> dict[str, set[str]]:
    """Each earag module -> the earag modules it imports (at module top or inside a function)."""
    graph: dict[str, set[str]] = {}
    for file in PACKAGE.rglob("*.py"):
        name = _module(str(file))
        assert name is not None
        deps: set[str] = set()
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 0 and (node.module or "").startswith("earag"):
                deps.add(str(node.module))
                deps.update(f"{node.module}.{alias.name}" for alias in node.names)
            elif isinstance(node, ast.Import):
                deps.update(alias.name for alias in node.names if alias.name.startswith("earag"))
        graph[name] = deps
    return graph


def _reach(graph: dict[str, set[str]], start: str) -> set[str]:
    seen: set[str] = set()
    todo = [start]
    while todo:
        for dep in graph.get(todo.pop(), ()):
            if dep in graph and dep not in seen:
                seen.add(dep)
                todo.append(dep)
    return seen


@pytest.fixture(scope="module")
def walk() -> list[tuple[str | None, str, str]]:
    """(caller module, callee module, function) of every call that enters another earag module."""
    evaluator = Evaluator.from_config(offline=True)
    sample = EvaluationSample(question="小微企业的税率是多少？申请需要什么材料？",
                              answer="小微企业税率为10%。由国家税务总局发布，申请需要营业执照。",
                              contexts=["小微企业的税率为20%，由税务部门负责。", "申请时需提交营业执照副本。"])
    evaluator.evaluate(sample)   # models and lexicon loaded before the traced call
    stack: list[str | None] = []
    calls: list[tuple[str | None, str, str]] = []

    def profile(frame, event, arg):
        if event == "call":
            module = _module(frame.f_code.co_filename)
            caller = next((m for m in reversed(stack) if m), None)
            stack.append(module)
            if module and module != caller:
                calls.append((caller, module, frame.f_code.co_name))
        elif event == "return" and stack:
            stack.pop()

    sys.setprofile(profile)
    try:
        evaluator.evaluate(sample)
    finally:
        sys.setprofile(None)
    return calls


def test_the_walk_validates_computes_and_assembles_once(walk):
    entered = Counter((callee, name) for _, callee, name in walk)
    assert len({callee for _, callee, _ in walk}) > 15   # the walk was traced (the judge, nlp, scoring, diagnosis …)
    assert entered[("earag.metrics.dimensions.faithfulness.judge", "judge_sentences")] == 1
    assert entered[("earag.validation", "validate_sample")] == 1
    assert entered[("earag.metrics.dimensions.pipeline", "compute")] == 1
    assert entered[("earag.metrics.dimensions.results", "evaluation_result")] == 1
    assert {caller for caller, callee, _ in walk if callee == "earag.validation"} == {"earag.evaluator"}


def test_no_call_climbs_back_up_a_layer(walk):
    graph = _imports()
    climbs = [f"{caller} -> {callee}.{name}" for caller, callee, name in walk
              if caller and not name.startswith("<") and caller in _reach(graph, callee)
              and callee not in _reach(graph, caller)]
    assert not climbs
