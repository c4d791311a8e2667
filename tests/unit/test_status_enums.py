"""Statuses are enums (issue 18 item 1): a provenance / dimension status reads into earag.enums.ProvenanceStatus
and is written back as the same string; no code compares a status with a bare string literal."""
from __future__ import annotations

import ast
import json
from pathlib import Path

from earag.enums import ProvenanceStatus
from earag.metrics.llm_fallback import LLM_FAILED, status_of
from earag.types import DimensionResult, Provenance, read_provenance

ROOT = Path(__file__).resolve().parents[2]
VALUES = {s.value for s in ProvenanceStatus}

# Comparisons with a literal equal to a status value that are about something else (file, source of the compare).
ALLOWED = {
    ("earag/runs/runner.py", 'rescore not in (None, "fallback")'): "the --rescore option's value, not a status",
    ("earag/runs/runner.py", 'rescore == "fallback"'): "the --rescore option's value, not a status",
    ("earag/runs/runner.py", 'status == "ok"'): "a stored row's status in the run store (ok | error)",
    ("earag/runs/store.py", 'problems != ["ok"]'): "SQLite's PRAGMA quick_check answer",
    ("earag/analysis/tuning.py", 'df["status"] == "error"'): "an analysis frame row's status (ok | error)",
    ("ui/records.py", 'frame["status"] == "ok"'): "an analysis frame row's status (ok | error)",
    ("ui/runs.py", 'df["status"] == "ok"'): "an analysis frame row's status (ok | error)",
    ("ui/runs.py", 'df["status"] == "error"'): "an analysis frame row's status (ok | error)",
}


def _literals(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
    return []


def status_literal_compares(source: str) -> list[tuple[int, str]]:
    """(line, source) of each comparison of something with a string literal (or a tuple/list/set of them) equal
    to a ProvenanceStatus value. A literal on the left of `in` is a key test ("error" in box) and is not one."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Compare):
            continue
        operands = [node.left, *node.comparators]
        if isinstance(node.ops[0], (ast.In, ast.NotIn)) and _literals(node.left):
            operands = operands[1:]
        if any(v in VALUES for x in operands for v in _literals(x)):
            found.append((node.lineno, ast.get_source_segment(source, node) or ""))
    return found


def test_the_scanner_finds_bare_status_compares_and_not_key_tests():
    src = 'a = s == "fallback"\nb = s in ("ok", "cache")\nc = "error" in box\nd = s == ProvenanceStatus.OK\n'
    assert [line for line, _ in status_literal_compares(src)] == [1, 2]


def test_no_status_is_compared_with_a_bare_string_literal():
    offenders, used = [], set()
    for folder in ("earag", "ui", "pages"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            for line, text in status_literal_compares(path.read_text(encoding="utf-8")):
                if (rel, text) in ALLOWED:
                    used.add((rel, text))
                else:
                    offenders.append(f"{rel}:{line}: {text}")
    assert not offenders, "compare with earag.enums.ProvenanceStatus members or FAILURE_STATUSES:\n" + "\n".join(offenders)
    assert used == set(ALLOWED), f"allow-list entries no longer needed: {set(ALLOWED) - used}"


def test_provenance_and_dimension_status_read_into_the_enum_and_write_the_same_string():
    stored = {"backend": "ollama:qwen", "status": "timeout", "reason": "slow", "cache": None, "partial": None}
    p = Provenance.from_dict(stored)
    assert p.status is ProvenanceStatus.TIMEOUT
    assert json.dumps(p.to_dict(), ensure_ascii=False) == json.dumps(stored, ensure_ascii=False)
    d = DimensionResult.from_dict("relevancy", {"score": 0.5, "status": "fallback", "backend": "x", "diagnosis": []})
    assert d.status is ProvenanceStatus.FALLBACK and json.dumps(d.to_dict()["status"]) == '"fallback"'
    assert DimensionResult.from_dict("relevancy", {"score": 0.5}).status is ProvenanceStatus.OK


def test_old_records_without_provenance_read_their_status_from_the_detail_block():
    record = {"detailed_analysis": {"faithfulness": {"backend": "ollama:qwen", "status": "partial"}}}
    assert read_provenance(record, "faithfulness").status is ProvenanceStatus.PARTIAL
    assert read_provenance({}, "faithfulness").status is ProvenanceStatus.OK   # a dimension not mentioned


def test_a_status_this_version_does_not_know_is_never_read_as_ok():
    assert Provenance.from_dict({"backend": "x", "status": "exploded"}).status is ProvenanceStatus.ERROR


def test_a_failed_llm_call_makes_a_two_layer_metric_a_fallback():
    assert set(LLM_FAILED) == {ProvenanceStatus.UNAVAILABLE, ProvenanceStatus.TIMEOUT, ProvenanceStatus.ERROR}
    assert status_of(0.4, {"llm_status": "timeout"}) is ProvenanceStatus.FALLBACK
    assert status_of(0.4, {"llm_status": "no_llm"}) is ProvenanceStatus.OK
    assert status_of(None, {"llm_status": "ok"}) is ProvenanceStatus.UNAVAILABLE
