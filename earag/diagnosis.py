"""Findings and recommendations from dimension scores and thresholds (seed 000's texts, seed 002's levels, seed 004's table)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from earag.scoring import level_info


def _below(scores: Mapping[str, float | None], thresholds: Mapping[str, float], dim: str) -> bool:
    value = scores.get(dim)
    return value is not None and value < thresholds[dim]


def dimension_findings(
    scores: Mapping[str, float | None],
    thresholds: Mapping[str, float],
    *,
    missing: Sequence[str] = (),
    context_missing: Sequence[str] = (),
    unverified: Sequence[str] = (),
    unmatched_ratio: float = 0.0,
) -> dict[str, list[str]]:
    """Seed 000's per-dimension diagnosis lists (its fixed 0.8/0.7/0.2 cut-offs come from the thresholds here)."""
    out: dict[str, list[str]] = {d: [] for d in scores}
    if _below(scores, thresholds, "entity_coverage"):
        out["entity_coverage"].append(f"实体覆盖不足，遗漏关键实体: {list(missing)}")
    if scores.get("faithfulness") is not None and unmatched_ratio > 0.2:
        out["faithfulness"].append(f"包含未验证实体: {list(unverified)}")
    if _below(scores, thresholds, "faithfulness"):
        out["faithfulness"].append("答案部分内容缺少上下文支持")
    if _below(scores, thresholds, "relevancy"):
        out["relevancy"].append("答案与问题相关性较低")
    if _below(scores, thresholds, "sufficiency"):
        out["sufficiency"].extend(["上下文覆盖不足", f"建议检索更多关于{list(context_missing)}的信息"])
    h = scores.get("hallucination")
    if h is not None and h > thresholds["hallucination"]:
        out["hallucination"].append("检测到潜在幻觉")
    if h is not None and h > 0.5:
        out["hallucination"].append("高风险，建议重新生成答案")
    return out


# Seed 004's table. Thresholds default to the EARAG ones; seed 001's context precision counts as low below 0.5.
ADVICE_THRESHOLDS = {"faithfulness": 0.7, "relevancy": 0.7, "context_supported_precision": 0.5, "sufficiency": 0.8}
ADVICE = {
    "off_topic": "答案虽然准确但跑题：优化 Prompt，让回答紧扣问题",
    "hallucination": "存在幻觉：加强上下文引用，要求答案只依据检索内容",
    "retrieval": "检索质量差：优化索引/检索，补充缺失实体的文档",
}


def _score(scores: Mapping[str, Any], name: str) -> float | None:
    """A score from a float, a metric result (`.score`) or its dict form."""
    value = scores.get(name)
    if isinstance(value, Mapping):
        value = value.get("score")
    elif value is not None and not isinstance(value, (int, float)):
        value = getattr(value, "score", None)
    return None if value is None else float(value)


def combination_advice(scores: Mapping[str, Any], thresholds: Mapping[str, float] | None = None) -> list[str]:
    """Seed 004's table over whatever was computed (EARAG dimensions and/or seed 001 metrics).

    faithfulness = `faithfulness` (EARAG), else `answer_supported_precision` (seed 001); relevancy = `relevancy`;
    context relevancy = `context_supported_precision` (seed 001) or `sufficiency`.
      high faithfulness + low relevancy → 答案虽然准确但跑题 / 优化 Prompt
      low faithfulness + high relevancy → 存在幻觉 / 加强上下文引用
      low context relevancy            → 检索质量差 / 优化索引/检索
    Each line ends with the numbers it was read from.
    """
    t = {**ADVICE_THRESHOLDS, **{k: v for k, v in (thresholds or {}).items() if k in ADVICE_THRESHOLDS}}
    faith_name = "faithfulness" if _score(scores, "faithfulness") is not None else "answer_supported_precision"
    f, r = _score(scores, faith_name), _score(scores, "relevancy")
    advice = []
    if f is not None and r is not None:
        basis = f"（{faith_name} {f:.2f}，relevancy {r:.2f}）"
        if f >= t["faithfulness"] and r < t["relevancy"]:
            advice.append(ADVICE["off_topic"] + basis)
        if f < t["faithfulness"] and r >= t["relevancy"]:
            advice.append(ADVICE["hallucination"] + basis)
    low = [(n, v) for n in ("context_supported_precision", "sufficiency")
           if (v := _score(scores, n)) is not None and v < t[n]]
    if low:
        advice.append(ADVICE["retrieval"] + "（" + "，".join(f"{n} {v:.2f}" for n, v in low) + "）")
    return advice


def overall_diagnosis(score: float, level: str, findings: Mapping[str, Sequence[str]]) -> str:
    """Seed 002's diagnosis line: '整体评分: 0.650 (一般) - 答案质量一般，需要改进 | 发现问题: ...'."""
    desc, advice = level_info(level)
    text = f"整体评分: {score:.3f} ({level}) - {desc}，{advice}"
    problems = [msg for msgs in findings.values() for msg in msgs]
    if problems:
        text += " | 发现问题: " + "; ".join(problems)
    return text


def recommendations(
    score: float, level: str, thresholds: Mapping[str, float], findings: Mapping[str, Sequence[str]],
    scores: Mapping[str, Any],
) -> list[str]:
    """Concrete advice when quality is below the overall threshold (seed 002 returns none for good answers)."""
    recs: list[str] = []
    if score < thresholds["overall"]:
        recs.append(level_info(level)[1])
        if findings.get("entity_coverage"):
            recs.append("在答案中明确回应问题中的关键政策实体")
        if findings.get("hallucination"):
            recs.append("删除或核实上下文与知识图谱都无法支持的内容")
    recs.extend(a for a in combination_advice(scores, thresholds) if a not in recs)
    return recs
