"""The labelled judge-benchmark data (data/judge): valid offsets, enough pairs, clean splits, a deterministic build."""
from __future__ import annotations

import gzip
import importlib.util
import json
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
JUDGE = ROOT / "data" / "judge"
KINDS = ("number", "date", "quantity", "entity", "negation", "direction", "unsupported-addition")
FIELDS = ("id", "split", "question", "contexts", "faithful", "hallucinated", "kind", "spans", "paraphrase", "source")


def _text(name: str) -> str:
    data = (JUDGE / name).read_bytes()
    return (gzip.decompress(data) if name.endswith(".gz") else data).decode("utf-8")


def _rows(name: str) -> list[dict]:
    return [json.loads(line) for line in _text(name).splitlines() if line.strip()]


def _builder():
    spec = importlib.util.spec_from_file_location("judge_build_pairs", JUDGE / "build_pairs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def pairs() -> list[dict]:
    return _rows("pairs.jsonl.gz")


def test_every_pair_has_the_documented_fields(pairs):
    assert len(pairs) >= 300
    for p in pairs:
        assert all(f in p for f in FIELDS), p["id"]
        assert p["split"] in ("dev", "heldout")
        assert p["contexts"] and all(isinstance(c, str) and c for c in p["contexts"])
        assert p["faithful"] != p["hallucinated"], p["id"]
        assert p["source"] == "written" or p["source"].startswith("corpus:doc-"), p["id"]
        assert isinstance(p["paraphrase"], bool)
    assert len({p["id"] for p in pairs}) == len(pairs)


def test_span_offsets_point_into_the_hallucinated_answer(pairs):
    for p in pairs:
        assert p["spans"], p["id"]
        assert p["kind"] in KINDS and p["kind"] == p["spans"][0]["kind"], p["id"]
        for s in p["spans"]:
            assert s["kind"] in KINDS, p["id"]
            assert 0 <= s["start"] < s["end"] <= len(p["hallucinated"]), p["id"]
            assert p["hallucinated"][s["start"]:s["end"]] == s["text"], p["id"]


def test_both_splits_hold_every_kind_and_no_question_crosses_them(pairs):
    splits = Counter(p["split"] for p in pairs)
    assert splits["dev"] > splits["heldout"] > 0
    assert 0.5 <= splits["dev"] / len(pairs) <= 0.7
    for split in ("dev", "heldout"):
        pair_kinds = {p["kind"] for p in pairs if p["split"] == split}
        span_kinds = {s["kind"] for p in pairs if p["split"] == split for s in p["spans"]}
        assert pair_kinds == set(KINDS), split
        assert span_kinds == set(KINDS), split
    dev_q = {p["question"] for p in pairs if p["split"] == "dev"}
    held_q = {p["question"] for p in pairs if p["split"] == "heldout"}
    assert not dev_q & held_q
    dev_b = {p["base_id"] for p in pairs if p["split"] == "dev"}
    assert not dev_b & {p["base_id"] for p in pairs if p["split"] == "heldout"}


def test_many_faithful_answers_are_hand_paraphrased_and_many_hallucinations_are_near_copies(pairs):
    base = _rows("base_items.jsonl")
    paraphrases = {b["para"] for b in base}
    assert len(paraphrases) >= 80
    assert all(b["para"] != b["copy"] for b in base)
    used = {p["faithful"] for p in pairs if p["faithful_variant"] == "para"}
    assert len(used) >= 80
    assert sum(p["paraphrase"] for p in pairs) >= len(pairs) // 2
    # the lexical trap: faithful reworded, hallucination one edit away from the copied answer
    assert sum(1 for p in pairs if p["paraphrase"] and p["method"] == "mechanical:copy") >= 50
    # and the equal-quantity case: 3万元 in the context, 30000元 in the faithful answer
    converted = [p for p in pairs if p["faithful_variant"] == "unit-converted"]
    assert len(converted) >= 10
    assert all(p["paraphrase"] for p in converted)


def test_hand_written_hallucinations_include_invented_multi_part_agencies(pairs):
    hand = [p for p in pairs if p["method"] == "hand"]
    assert len(hand) >= 40
    texts = {s["text"] for p in pairs for s in p["spans"] if s["kind"] == "entity"}
    assert "国家税务总局华侨专项办公室" in texts
    assert any(t.startswith("国家税务总局") and t != "国家税务总局" for t in texts)


def test_vague_answers_are_labelled_apart_and_follow_the_split_of_their_base_item(pairs):
    vague = _rows("vague.jsonl")
    assert len(vague) >= 20
    split_of = {p["base_id"]: p["split"] for p in pairs}
    for v in vague:
        assert v["label"] == "vague" and v["hallucinated"] is False and v["informative"] is False
        assert v["split"] == split_of[v["base_id"]]
        assert v["answer"] and v["contexts"]


def test_rebuilding_gives_identical_bytes():
    builder = _builder()
    first = builder.build()
    second = builder.build()
    assert builder._dump(first[0]) == builder._dump(second[0])
    assert builder._gzip(builder._dump(first[0])) == builder._gzip(builder._dump(second[0]))
    assert builder._dump(first[0]) == gzip.decompress((JUDGE / "pairs.jsonl.gz").read_bytes())
    assert builder._dump(first[1]) == (JUDGE / "vague.jsonl").read_bytes()
    assert builder.main(["--check"]) == 0
