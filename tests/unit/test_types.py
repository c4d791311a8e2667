"""Results are typed end to end: `EvaluationResult.from_dict(r.to_dict()) == r`, and records keep seed 002's shape."""
import json

import pytest

from earag.config import Settings
from earag.evaluator import Evaluator
from earag.types import (
    EvaluationResult,
    EvaluationSample,
    SampleEvaluator,
    SentenceVerdict,
    UnsupportedSpan,
    read_no_contexts,
)

SAMPLE = EvaluationSample(
    "小型微利企业所得税有哪些优惠？",
    "对小型微利企业减按25%计算应纳税所得额，按20%的税率缴纳企业所得税。国家税务总局华侨专项办公室负责审批。",
    ["对小型微利企业减按25%计算应纳税所得额，按20%的税率缴纳企业所得税，执行至2027年12月31日。"],
)


@pytest.fixture(scope="module")
def evaluator():
    settings = Settings().with_overrides(**{"backends.llm.provider": "none", "backends.embeddings.provider": "char-ngram"})
    ev = Evaluator(settings)
    yield ev
    ev.close()


@pytest.mark.parametrize("metrics", [None, "all"])
def test_a_result_round_trips_through_its_json(evaluator, metrics):
    result = evaluator.evaluate(SAMPLE, metrics=metrics)
    data = json.loads(json.dumps(result.to_dict(), ensure_ascii=False))
    back = EvaluationResult.from_dict(data)
    assert back == result
    assert back.to_dict() == result.to_dict()
    assert (metrics is None) == (not back.extra_metrics)


def test_the_evaluator_is_what_a_run_needs(evaluator):
    # the runner, the run lifecycle and the Ray engine take a SampleEvaluator (mypy checks the calls in earag/)
    assert isinstance(evaluator, SampleEvaluator)
    assert evaluator.plan_metrics("f1") == ["f1"] and evaluator.offline is False
    index, result, error = next(evaluator.iter_evaluate([SAMPLE], workers=1))
    assert (index, error) == (0, None) and isinstance(result, EvaluationResult)
    assert not isinstance(object(), SampleEvaluator)   # an object without them is not one


def test_seed_002_keys_and_the_new_ones(evaluator):
    d = evaluator.evaluate(SAMPLE).to_dict()
    for key in ("overall_score", "quality_level", "quality_warning", "dimension_scores", "diagnosis",
                "recommendations", "entity_analysis", "detailed_analysis", "processing_time", "algorithm_version"):
        assert key in d
    assert d["quality_level"] in ("优秀", "良好", "一般", "较差")
    assert d["quality_level_id"] in ("excellent", "good", "fair", "poor")
    assert set(d["provenance"]) == {"entity_coverage", "faithfulness", "relevancy", "sufficiency", "hallucination"}
    assert all(isinstance(f["code"], str) and "params" in f for f in d["findings"])
    assert "[" not in d["diagnosis"] and "'" not in d["diagnosis"]  # names 、-joined, never Python list syntax


def test_old_records_without_provenance_still_read():
    old = {"overall_score": 0.5, "quality_level": "较差", "quality_warning": True, "dimension_scores": {},
           "diagnosis": "x", "recommendations": [], "entity_analysis": {}, "processing_time": 0.1,
           "algorithm_version": "EARAG-Eval-1.0", "backends": {"llm": "offline"},
           "detailed_analysis": {"faithfulness": {"score": 0.5, "status": "ok", "backend": "b", "diagnosis": [],
                                                  "llm_score": 0.5},
                                 "overall": {"quality_description": "d", "weights_used": {"faithfulness": 0.25}}},
           "sentence_verdicts": [{"sentence": "s", "supported": 1, "reason": "r", "score": 0.8, "evidence": None}]}
    r = EvaluationResult.from_dict(old)
    assert r.dimensions["faithfulness"].details == {"llm_score": 0.5} and r.dimensions["faithfulness"].provenance is None
    assert r.sentence_verdicts[0] == SentenceVerdict("s", 1, "r", 0.8, None)
    assert r.quality_level_id == "poor"


def test_span_and_verdict_round_trip():
    v = SentenceVerdict("地震5.8级。", 0, "数字不符", 0.2, "地震8.5级。", 0, 7,
                        [UnsupportedSpan("5.8级", 2, 6, "number", "上下文为8.5级")], "offline")
    assert SentenceVerdict.from_dict(json.loads(json.dumps(v.to_dict()))) == v


def test_no_contexts_is_read_from_the_code_and_from_the_note_of_old_records():
    assert read_no_contexts({"findings": [{"code": "no_contexts", "dimension": "faithfulness", "params": {}}]})
    # a record written before finding codes: only its note says so; the versioned reader maps it
    assert read_no_contexts({"notes": ["未提供上下文"]})
    assert not read_no_contexts({"findings": [{"code": "vague_answer"}], "notes": ["其他说明"]})
    assert not read_no_contexts({})


# --- the one versioned reader: each older shape the dashboard shows, read by EvaluationResult.from_dict ----------

def test_old_record_provenance_comes_from_its_detailed_analysis():
    old = {"overall_score": 0.5, "quality_level": "一般",
           "detailed_analysis": {"faithfulness": {"score": 0.5, "backend": "offline:sentence-overlap",
                                                  "status": "fallback", "fallback_reason": "connection refused"}}}
    r = EvaluationResult.from_dict(old)
    assert r.provenance == {}      # nothing invented for to_dict
    p = r.provenance_of("faithfulness")
    assert (p.backend, p.status, p.reason) == ("offline:sentence-overlap", "fallback", "connection refused")
    assert (r.provenance_of("relevancy").backend, r.provenance_of("relevancy").status) == ("?", "ok")
    # a newer record whose provenance left a field empty: filled from the dimension's own keys
    newer = {**old, "provenance": {"faithfulness": {"backend": "", "status": "", "reason": "",
                                                    "partial": {"judged": "3", "total": 5}}}}
    p = EvaluationResult.from_dict(newer).provenance_of("faithfulness")
    assert (p.backend, p.status, p.reason, p.judged, p.total) == (
        "offline:sentence-overlap", "fallback", "connection refused", 3, 5)


def test_old_record_llm_backend_counts_only_when_a_dimension_used_it():
    claimed = {"backends": {"llm": "ollama:qwen2.5:7b", "embeddings": "char-ngram"},
               "detailed_analysis": {"faithfulness": {"backend": "offline:sentence-overlap", "status": "fallback"}}}
    used = {"backends": {"llm": "ollama:qwen2.5:7b"},
            "detailed_analysis": {"faithfulness": {"backend": "ollama:qwen2.5:7b", "status": "ok"}}}
    assert EvaluationResult.from_dict(claimed).actual_backends == {"llm": "offline", "embeddings": "char-ngram"}
    assert EvaluationResult.from_dict(claimed).backends["llm"] == "ollama:qwen2.5:7b"   # stored as it was
    assert EvaluationResult.from_dict(used).actual_backends["llm"] == "ollama:qwen2.5:7b"
    # a new record (it has provenance) says what ran in `backends` itself
    assert EvaluationResult.from_dict({**claimed, "provenance": {}}).actual_backends["llm"] == "ollama:qwen2.5:7b"


def test_old_record_level_by_its_chinese_word_and_without_finding_codes():
    r = EvaluationResult.from_dict({"overall_score": 0.8, "quality_level": "良好", "diagnosis": "旧诊断"})
    assert r.quality_level_id == "good" and not r.coded and r.findings == []
    assert EvaluationResult.from_dict({"overall_score": 0.8, "quality_level": "良好", "findings": []}).coded


def test_partial_record_reads_with_no_overall_and_its_stored_scores():
    r = EvaluationResult.from_dict({"dimension_scores": {"relevancy": 0.7}, "notes": ["n"]})
    assert r.overall_score is None and r.quality_level == "" and r.processing_time is None
    assert r.dimension_scores == {"relevancy": 0.7} and r.notes == ["n"]


def test_malformed_verdicts_and_spans_without_offsets_are_dropped():
    r = EvaluationResult.from_dict({"overall_score": 0.5, "quality_level": "一般", "findings": ["x", {"code": "c"}],
                                    "sentence_verdicts": ["not a verdict", {"sentence": "s", "supported": None,
                                        "unsupported_spans": [{"text": "t", "kind": "number"},
                                                              {"text": "u", "start": 2, "end": 2, "kind": "date"},
                                                              {"text": "v", "start": 0, "end": 1, "kind": "date"}]}]})
    assert [v.sentence for v in r.sentence_verdicts] == ["s"] and r.sentence_verdicts[0].supported == 0
    assert [s.text for s in r.sentence_verdicts[0].unsupported_spans] == ["v"]
    assert r.findings == [{"code": "c"}]
