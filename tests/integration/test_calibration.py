"""Calibrated defaults on the shipped sample set, offline: the human-labelled 优秀 answers are not called off-topic,
the showcase answer is 优秀 or 良好, and thresholds follow the backend that produced the number."""
import json
from pathlib import Path

import pytest

from earag.config import load_settings
from earag.evaluator import Evaluator
from earag.types import EvaluationSample

ROOT = Path(__file__).resolve().parents[2]
ROWS = [json.loads(line) for line in (ROOT / "data/samples/policy_qa.jsonl").read_text(encoding="utf-8").splitlines()
        if line.strip()]


@pytest.fixture(scope="module")
def evaluator():
    ev = Evaluator(load_settings(environ={}), offline=True)
    yield ev
    ev.close()


def test_excellent_answers_are_not_called_off_topic(evaluator):
    excellent = [r for r in ROWS if r["human_level"] == "优秀"]
    assert len(excellent) >= 10
    for row in excellent:
        result = evaluator.evaluate(EvaluationSample.from_dict(row))
        assert not any("跑题" in rec for rec in result.recommendations), (row["id"], result.recommendations)
        assert not any(f["code"].startswith("low_relevancy") for f in result.findings), row["id"]


def test_the_showcase_answer_is_good_or_excellent_without_off_topic_advice(evaluator):
    result = evaluator.evaluate(EvaluationSample.from_dict(ROWS[0]))  # the home page's 载入示例问答
    assert result.quality_level in ("优秀", "良好")
    assert not any("跑题" in rec for rec in result.recommendations)


@pytest.fixture(scope="module")
def char_ngram():
    ev = Evaluator(load_settings(environ={"EARAG_EMBEDDING_PROVIDER": "char-ngram"}), offline=True)
    yield ev
    ev.close()


def test_the_relevancy_threshold_follows_the_embedder(evaluator, char_ngram):
    settings = load_settings(environ={})
    # the packaged default maps its cosine onto the seed's scale: the seed's 0.7, no estimate label
    rel = evaluator.evaluate(EvaluationSample.from_dict(ROWS[0])).dimensions["relevancy"]
    assert rel.backend.startswith("use-multilingual") and rel.details["threshold"] == settings.thresholds["relevancy"]
    assert "estimate" not in rel.details and rel.details["scale"]
    # the char-ngram last resort keeps its own threshold, labelled as an estimate
    rel = char_ngram.evaluate(EvaluationSample.from_dict(ROWS[0])).dimensions["relevancy"]
    assert rel.details["threshold"] == settings.relevancy_threshold(rel.backend)[0]
    assert rel.details["threshold"] != settings.thresholds["relevancy"]  # the fallback's own, not BGE-M3's 0.7
    assert "estimate" in rel.details


def _flagged(ev) -> list[str]:
    return [r["id"] for r in ROWS if r.get("category") == "off_topic"
            and any(f["code"].startswith("low_relevancy") for f in ev.evaluate(EvaluationSample.from_dict(r)).findings)]


def test_off_topic_answers_are_still_flagged(evaluator, char_ngram):
    off = [r for r in ROWS if r.get("category") == "off_topic"]
    assert len(_flagged(char_ngram)) >= len(off) - 1  # the calibrated char-ngram threshold catches them
    # the packaged default, its scale fitted on other labelled pairs (docs/judge-quality.md), catches the three
    # that share no subject with their question; the three on a neighbouring policy of the same field read as
    # related (measured: 3 of 6, none of the 14 answers labelled 优秀 is called off-topic)
    assert len(_flagged(evaluator)) >= len(off) // 2


@pytest.mark.parametrize("vague_answer", ["需要提交相关材料进行审批。", "具体要求请咨询相关部门，按规定办理。"])
def test_a_vague_answer_is_told_apart_from_an_invented_one(evaluator, vague_answer):
    ctx = ["申请高新技术企业认定，企业应向所在地省级科技主管部门提交知识产权证明、研发费用专项审计报告等材料，经专家评审后公示。"]
    question = "申请高新技术企业认定需要什么材料？"
    vague = evaluator.evaluate(EvaluationSample(question, vague_answer, ctx))
    invented = evaluator.evaluate(EvaluationSample(question, "需要向国家税务总局华侨专项办公室提交5份营业执照原件。", ctx))
    codes_vague = {f["code"] for f in vague.findings}
    codes_invented = {f["code"] for f in invented.findings}
    # a vague answer invents nothing: never a hallucination verdict; when weakly supported, it is called vague
    assert not codes_vague & {"hallucination_detected", "high_risk", "invented_entities", "invented_facts"}
    if vague.dimensions["faithfulness"].score < evaluator.settings.thresholds["faithfulness"]:
        assert "vague_answer" in codes_vague
        assert vague.dimensions["hallucination"].details["assessment"] == "vague"
        assert vague.dimensions["hallucination"].details["risk_level"] == "低"
        assert vague.dimension_scores["hallucination"] <= 0.5  # only invented content counts, not generic wording
        assert vague.entity_analysis["unsupported_entities"] == []
    assert {"invented_entities", "invented_facts"} <= codes_invented
    assert "国家税务总局华侨专项办公室" in invented.diagnosis and "5份" in invented.diagnosis
    assert invented.dimensions["hallucination"].details["assessment"] == "judged"
    assert invented.dimensions["hallucination"].details["risk_level"] == "高"
