"""Each dimension's details are typed (earag.dimension_details) and a stored record reads and writes back unchanged:
the golden records, the old-format records the other tests use, and a record made now, key order included."""
from __future__ import annotations

import json
import pickle

import pytest

from earag.config import Settings
from earag.dimension_details import (
    DimensionDetails,
    FaithfulnessDetails,
    HallucinationDetails,
    RelevancyDetails,
    details_from_dict,
)
from earag.evaluator import Evaluator
from earag.types import DimensionResult, EvaluationResult, EvaluationSample, read_dimension, read_level_id
from tests.support.golden import GOLDEN

# the dimension blocks of records of earlier versions and hand-made ones, as tests elsewhere store them
OLD_DIMENSIONS = [
    ("faithfulness", {"score": 0.5, "status": "ok", "backend": "b", "diagnosis": [], "llm_score": 0.5}),
    ("faithfulness", {"score": 0.5, "backend": "offline:sentence-overlap", "status": "fallback",
                      "fallback_reason": "connection refused"}),
    ("faithfulness", {"backend": "ollama:qwen2.5:7b", "status": "ok"}),
    ("faithfulness", {"llm_merge": {"total": 2, "judged": 2, "partial": False, "filled": [], "not_sent": [],
                                    "dropped_spans": 0, "dropped": [], "disagreements": [], "ignored": []}}),
    ("faithfulness", {"backend": "ollama:qwen2.5:7b", "status": "ok", "graph_source": "file:policy_kg.json"}),
    ("relevancy", {"score": 0.3, "threshold": 0.12, "embedding_backend": "char-ngram"}),
    ("relevancy", {"score": 0.3, "backend": "char-ngram"}),
    ("relevancy", {"backend": "char-ngram", "status": "fallback", "fallback_reason": "bge-m3 not cached"}),
    ("hallucination", {"score": 0.2, "risk_level": "中", "unsupported_entities": "not a list", "mystery": 1}),
    ("entity_coverage", {"score": 1.0, "covered_entities": ["a"], "missing_entities": []}),
    ("sufficiency", {}),
    ("a_later_dimension", {"score": 0.4, "whatever": {"x": 1}}),
]


def _golden() -> list[dict]:
    return [json.loads(line)["record"] for line in GOLDEN.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_every_golden_record_reads_and_writes_back_unchanged():
    for record in _golden():
        # tests/support/golden.py strips processing_time (it changes from run to run); to_dict writes it back None
        back = EvaluationResult.from_dict(record).to_dict()
        assert back == {**record, "processing_time": None}
        for dim, block in record["detailed_analysis"].items():
            if dim != "overall":
                assert back["detailed_analysis"][dim] == block
    # results cross process pools pickled: the typed details with their key order come back the same
    result = EvaluationResult.from_dict(_golden()[0])
    assert json.dumps(pickle.loads(pickle.dumps(result)).to_dict()) == json.dumps(result.to_dict())


@pytest.mark.parametrize("dim,block", OLD_DIMENSIONS)
def test_an_old_dimension_block_reads_and_writes_back_with_its_keys_in_order(dim, block):
    result = EvaluationResult.from_dict({"detailed_analysis": {dim: block}})
    written = result.to_dict()["detailed_analysis"][dim]
    own = {k: v for k, v in written.items() if k not in ("score", "status", "backend", "diagnosis")}
    stored = {k: v for k, v in block.items() if k not in ("score", "status", "backend", "diagnosis")}
    assert list(own.items()) == list(stored.items())
    assert type(result.dimensions[dim].details) is type(details_from_dict(dim, {}))


def test_the_details_are_typed_per_dimension_with_unknown_keys_kept_aside():
    records = _golden()
    dims = EvaluationResult.from_dict(records[0]).dimensions
    faith = dims["faithfulness"].details
    assert isinstance(faith, FaithfulnessDetails)
    assert faith.judge == "offline:span-judge" and faith.total_sentences == 4 and faith.llm_score is None
    assert faith.extra == {}
    rel = dims["relevancy"].details
    assert isinstance(rel, RelevancyDetails) and rel.threshold == 0.7 and rel.scale and rel.scale["cut"] == 0.1815
    hal = details_from_dict("hallucination", {"risk_level": "中", "mystery": 1})
    assert isinstance(hal, HallucinationDetails) and hal.risk_level == "中" and hal.extra == {"mystery": 1}
    assert hal.to_dict() == {"risk_level": "中", "mystery": 1}
    assert type(details_from_dict("a_later_dimension", {"x": 1})) is DimensionDetails
    # the read-only mapping view: the keys as the record writes them
    assert hal["risk_level"] == "中" and "mystery" in hal and "assessment" not in hal and len(hal) == 2
    assert dict(hal) == hal.to_dict()


def test_details_made_now_write_their_fields_in_order_and_optional_ones_only_when_set():
    made = FaithfulnessDetails(judge_score=0.5, judge="offline:span-judge", graph_source="g")
    assert list(made.to_dict()) == ["llm_score", "judge_score", "judge", "unmatched_ratio", "graph_penalty",
                                    "graph_source", "supported_sentences", "total_sentences"]
    assert "note" in FaithfulnessDetails(note="n").to_dict()
    # a dimension made without details gets its own type, empty, as before
    empty = DimensionResult("relevancy", 0.5)
    assert isinstance(empty.details, RelevancyDetails) and empty.to_dict() == {
        "score": 0.5, "status": "ok", "backend": "", "diagnosis": []}


def test_a_record_made_now_round_trips_byte_for_byte():
    settings = Settings().with_overrides(**{"backends.llm.provider": "none",
                                            "backends.embeddings.provider": "char-ngram"})
    evaluator = Evaluator(settings)
    try:
        sample = EvaluationSample("小型微利企业所得税有哪些优惠？", "按20%的税率缴纳企业所得税。",
                                  ["对小型微利企业按20%的税率缴纳企业所得税，执行至2027年12月31日。"])
        text = json.dumps(evaluator.evaluate(sample, metrics="all").to_dict(), ensure_ascii=False)
    finally:
        evaluator.close()
    assert json.dumps(EvaluationResult.from_dict(json.loads(text)).to_dict(), ensure_ascii=False) == text


def test_one_dimension_and_the_level_read_from_a_stored_record_of_any_version():
    record = _golden()[0]
    relevancy = read_dimension(record, "relevancy")
    assert relevancy is not None and isinstance(relevancy.details, RelevancyDetails)
    assert relevancy.details.threshold == 0.7 and relevancy.provenance is not None
    assert relevancy.score == record["dimension_scores"]["relevancy"]
    assert read_dimension({"dimension_scores": {"relevancy": 0.5}}, "relevancy") is None   # no detail block
    old = read_dimension({"detailed_analysis": {"relevancy": {"backend": "char-ngram", "status": "fallback"}}},
                         "relevancy")
    assert old is not None and (old.backend, old.status, old.provenance) == ("char-ngram", "fallback", None)
    assert read_level_id(record) == "excellent"
    assert read_level_id({"quality_level": "较差"}) == "poor"                 # before level ids: from the word
    assert read_level_id({"quality_level": "?"}) == "?" and read_level_id({}) is None


def test_a_detail_block_without_its_score_reads_the_stored_dimension_score():
    r = EvaluationResult.from_dict({"dimension_scores": {"relevancy": 0.7},
                                    "detailed_analysis": {"relevancy": {"backend": "char-ngram"}}})
    assert r.dimension_scores == {"relevancy": 0.7}
    # which dimensions the record says who produced (in provenance or in its detail block)
    assert r.states_provenance("relevancy") and not r.states_provenance("faithfulness")
    assert r.provenance_of("faithfulness").backend == "?"
