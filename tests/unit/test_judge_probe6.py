"""The sixth probe set (issue 19, data/judge/probes6.jsonl.gz): written blind, so these tests check the file only —
it loads, matches its builder, every span sits in its hallucinated answer, and every class is in both halves. No
test here runs the judge on the pairs."""
from __future__ import annotations

import gzip
import hashlib
import json
import subprocess
import sys
from pathlib import Path

from earag.analysis.meta_eval import load_pairs

ROOT = Path(__file__).resolve().parents[2]
PROBES6 = ROOT / "data" / "judge" / "probes6.jsonl.gz"
BUILDER = ROOT / "data" / "judge" / "build_probes6.py"
CLASSES = {"binding", "role", "event-date", "negation", "modality", "quantifier", "antonym", "short-zh", "short-en",
           "paraphrase"}


def _rows() -> list[dict]:
    return [json.loads(line) for line in gzip.decompress(PROBES6.read_bytes()).decode("utf-8").splitlines()]


def test_probes6_loads_with_every_class_in_both_halves():
    pairs = load_pairs(PROBES6)
    assert len(pairs) >= 90
    assert {p["kind"] for p in pairs} == CLASSES
    splits = [p["split"] for p in pairs]
    assert set(splits) == {"dev", "test"} and 0.4 <= splits.count("dev") / len(pairs) <= 0.6
    for kind in CLASSES:
        assert {p["split"] for p in pairs if p["kind"] == kind} == {"dev", "test"}, kind
        assert 8 <= sum(1 for p in pairs if p["kind"] == kind) <= 12, kind
    english = sum(1 for p in pairs if p["question"].isascii())
    assert 0.25 <= english / len(pairs) <= 0.4


def test_every_span_is_its_one_place_in_the_hallucinated_answer():
    rows = _rows()
    assert len({r["id"] for r in rows}) == len(rows)
    for row in rows:
        assert row["id"].startswith("p6-") and row["source"] == "probe6" and row["method"] == "hand"
        assert row["faithful"] != row["hallucinated"], row["id"]
        (span,) = row["spans"]
        assert span["text"] and row["hallucinated"][span["start"]:span["end"]] == span["text"], row["id"]
        assert row["hallucinated"].count(span["text"]) == 1, row["id"]


def test_the_split_is_the_salted_hash_order_within_each_class():
    rows = _rows()
    for kind in CLASSES:
        ids = sorted((r["id"] for r in rows if r["kind"] == kind),
                     key=lambda i: hashlib.sha256(f"probe6:{i}".encode()).hexdigest())
        want = {i: ("dev", "test")[n % 2] for n, i in enumerate(ids)}
        assert {r["id"]: r["split"] for r in rows if r["kind"] == kind} == want, kind


def test_probes6_matches_its_builder():
    check = subprocess.run([sys.executable, str(BUILDER), "--check"])
    assert check.returncode == 0


def test_the_builder_refuses_a_span_missing_from_or_repeated_in_its_answer(monkeypatch):
    monkeypatch.syspath_prepend(str(BUILDER.parent))
    import build_probes6

    good = build_probes6.PROBES[0]
    for span in ("不在答案里", "补偿"):   # absent; "补偿" occurs twice in …按货币方式补偿。补偿标准为每平方米3100元。
        bad = (*good[:6], span, *good[7:])
        monkeypatch.setattr(build_probes6, "PROBES", [bad])
        try:
            build_probes6.build()
        except ValueError:
            continue
        raise AssertionError(f"span {span!r} accepted")
