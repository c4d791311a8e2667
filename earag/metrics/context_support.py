"""Seed 001, context relevance in both directions: answer sentences supported by the contexts, and context sentences
reflected in the answer, each with per-sentence verdicts and the author's rank-weighted per-document score.

With an LLM each direction is one `complete_json` call with earag.metrics.prompts.support_prompt (for the reverse direction
the context sentences play the answer and the answer plays the context, exactly as the seed swaps them). Without one,
or when the call fails (status "fallback", labelled), earag.metrics.dimensions.faithfulness.judge.judge_sentences decides: its verdicts for the
first direction, its context_usage for the second. Seed 001 is LLM-first, so unlike the two-layer metrics the LLM's
verdicts replace the offline ones instead of competing for the higher score; both pooled scores are reported
(`llm_score`, `rule_score`).

Rank weighting (the author's reflection: "单独计算每个文档的准确率，然后基于顺序位置做加权平均"): every retrieved
document gets its own score, and rank_weighted_score = Σ_r w_r·s_r / Σ_r w_r over documents r = 1..n that have one,
with w_r = 1/log2(r + 1) ("dcg", default), (n − r + 1)/n ("linear") or 1 ("uniform").
  - context_supported_precision: s_r = share of document r's sentences reflected in the answer (same verdicts).
  - answer_supported_precision: s_r = share of answer sentences document r supports on its own: the offline judge
    against that document alone, and only for sentences the pooled judge also marked supported, so a document never
    "supports" a sentence the judge rejected. It rewards a top-ranked document that carries the answer.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from earag.errors import BackendOutputError, BackendUnavailable
from earag.metrics.prompts import support_prompt
from earag.metrics.dimensions.faithfulness.judge import context_sentences, judge_sentences
from earag.nlp.text import split_sentences
from earag.types import SentenceVerdict
from earag.metrics.answer_quality import default_extractor
from earag.metrics.base import BaseMetric
from earag.metrics.llm_fallback import ask, llm_status_of
from earag.metrics.registry import register

RANK_WEIGHTINGS = ("dcg", "linear", "uniform")
OFFLINE_JUDGE = "offline:sentence-overlap"


def rank_weights(n: int, kind: str = "dcg") -> list[float]:
    """Weights for ranks 1..n: dcg 1/log2(r+1), linear (n−r+1)/n, uniform 1."""
    if kind not in RANK_WEIGHTINGS:
        raise ValueError(f"rank_weighting must be one of {RANK_WEIGHTINGS}, got {kind!r}")
    if kind == "dcg":
        return [1 / math.log2(r + 1) for r in range(1, n + 1)]
    if kind == "linear":
        return [(n - r + 1) / n for r in range(1, n + 1)]
    return [1.0] * n


def rank_weighted(scores: Sequence[float | None], kind: str = "dcg") -> float | None:
    """Σ w_r·s_r / Σ w_r over the ranks with a score (weights of the full ranking); None when no rank has one."""
    weights = rank_weights(len(scores), kind)
    pairs = [(w, s) for w, s in zip(weights, scores) if s is not None]
    if not pairs:
        return None
    return sum(w * s for w, s in pairs) / sum(w for w, _ in pairs)


def llm_verdicts(value, sentences: Sequence[str], offline: Sequence[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[int]]:
    """Align the judge's verdicts with our sentence numbering; numbers it skipped are filled by the offline judge."""
    by_index = {v.index: v for v in value.verdications}
    out, filled = [], []
    for i, sentence in enumerate(sentences, 1):
        v = by_index.get(i)
        if v is None:
            off = dict(offline[i - 1])
            off["reason"] = "[离线判定] " + off["reason"]
            out.append(off)
            filled.append(i)
        else:
            out.append({"index": i, "sentence": sentence, "supported": int(v.sentence_supported_verdication),
                        "reason": v.sentence_supported_reasoning, "judge": "llm"})
    if sentences and len(filled) == len(sentences):
        raise BackendOutputError("the LLM judge returned no verdict for any sentence")
    return out, filled


def _offline_answer_verdicts(verdicts: Sequence[SentenceVerdict]) -> list[dict[str, Any]]:
    return [{"index": i, "sentence": v.sentence, "supported": int(v.supported), "reason": v.reason,
             "judge": "offline", "score": v.score, "evidence": v.evidence} for i, v in enumerate(verdicts, 1)]


def _share(flags: Sequence[int]) -> float | None:
    return sum(flags) / len(flags) if flags else None


class _SupportMetric(BaseMetric):
    group = "context_support"
    requires = ("answer", "contexts")
    llm_calls_per_sample = 1

    def _entity_fn(self) -> Callable[[str], list[str]]:
        extractor = self.options.get("extractor") or default_extractor()
        return lambda s: [e.name for e in extractor.extract(s)]

    def _weighting(self) -> str:
        kind = self.option("rank_weighting", "dcg")
        if kind not in RANK_WEIGHTINGS:
            raise ValueError(f"rank_weighting must be one of {RANK_WEIGHTINGS}, got {kind!r}")
        return kind

    def _judge(self, sentences: Sequence[str], contexts: Sequence[str], offline: list[dict[str, Any]]):
        """(verdicts, judge name, llm_status, note); one LLM call when an LLM is configured."""
        if self.llm is None:
            return offline, OFFLINE_JUDGE, "no_llm", ""
        limit = int(self.option("max_text_length", 1000))
        try:
            value = ask(self.llm, support_prompt(sentences, contexts, limit), self.option("llm_timeout"))
            verdicts, filled = llm_verdicts(value, sentences, offline)
        except BackendUnavailable as exc:
            return offline, OFFLINE_JUDGE, llm_status_of(exc), str(exc)
        except BackendOutputError as exc:
            return offline, OFFLINE_JUDGE, "error", str(exc)
        note = f"LLM未判断第 {filled} 句，已用离线判定补齐" if filled else ""
        return verdicts, getattr(self.llm, "name", "llm"), "ok", note

    def _finish(self, pooled_llm: float | None, pooled_rule: float | None, verdicts, judge: str, llm_status: str,
                note: str, per_doc: list[dict[str, Any]], kind: str, unit: str):
        score = pooled_llm if pooled_llm is not None else pooled_rule
        used = "llm" if pooled_llm is not None else "rule"
        supported = sum(v["supported"] for v in verdicts)
        reason = f"{supported}/{len(verdicts)} 个{unit}得到支持（判定：{judge}）"
        if llm_status in ("unavailable", "timeout", "error"):
            reason += f"；LLM失败（{llm_status}），使用离线判定"
        rw = rank_weighted([d["score"] for d in per_doc], kind)
        return self.result(
            score, reason,
            status="fallback" if llm_status in ("unavailable", "timeout", "error") else "ok",
            pooled_score=score, rank_weighted_score=rw, rank_weighting=kind, per_document=per_doc,
            verdicts=verdicts, supported=supported, total=len(verdicts), judge=judge, used=used,
            llm_status=llm_status, llm_score=pooled_llm, rule_score=pooled_rule,
            **({"llm_error" if llm_status != "ok" else "note": note} if note else {}),
        )


@register
class AnswerSupportedPrecision(_SupportMetric):
    """Share of the answer's sentences supported by the retrieved contexts (seed 001, 回答对于上下文的相关度)."""

    name = "answer_supported_precision"
    description = "回答句子被上下文支持的比例（逐句判定并给出理由），另附按文档排序加权的分数 (answer sentences supported by contexts)"

    def evaluate(self, sample):
        kind = self._weighting()
        sentences = split_sentences(sample.answer) or [sample.answer.strip()]
        entity_fn = self._entity_fn()
        offline_v, _ = judge_sentences(sample.answer, sample.contexts, sentences=sentences, sentence_entities=entity_fn)
        offline = _offline_answer_verdicts(offline_v)
        verdicts, judge, llm_status, note = self._judge(sentences, sample.contexts, offline)
        pooled = [v["supported"] for v in verdicts]
        per_doc = []
        weights = rank_weights(len(sample.contexts), kind)
        for rank, (doc, w) in enumerate(zip(sample.contexts, weights), 1):
            alone, _ = judge_sentences(sample.answer, [doc], sentences=sentences, sentence_entities=entity_fn)
            flags = [int(a.supported and p) for a, p in zip(alone, pooled)]
            per_doc.append({"rank": rank, "score": _share(flags), "weight": w, "supported_sentences":
                            [i for i, f in enumerate(flags, 1) if f]})
        return self._finish(_share(pooled) if judge != OFFLINE_JUDGE else None, _share([v["supported"] for v in offline]),
                            verdicts, judge, llm_status, note, per_doc, kind, "回答句子")


@register
class ContextSupportedPrecision(_SupportMetric):
    """Share of the context sentences reflected in the answer (seed 001, 上下文对于回答的相关度, the swapped call)."""

    name = "context_supported_precision"
    description = "上下文句子被回答体现的比例（反向判定），另附按文档排序加权的分数 (context sentences reflected in the answer)"

    def evaluate(self, sample):
        kind = self._weighting()
        ctx = context_sentences(sample.contexts)
        if not ctx:
            return self.unavailable("上下文中没有可判断的句子 / the contexts have no sentence")
        answer_sentences = split_sentences(sample.answer) or [sample.answer.strip()]
        _, usage = judge_sentences(sample.answer, sample.contexts, sentences=answer_sentences,
                                   sentence_entities=self._entity_fn())
        offline = [{"index": i, "sentence": u["sentence"], "supported": int(u["used"]), "judge": "offline",
                    "reason": f"与回答的字符重合度 {u['overlap']:.2f}" + ("，回答使用了该句" if u["used"] else "，回答未体现该句"),
                    "doc": u["doc"], "pos": u["pos"]}
                   for i, u in enumerate(usage, 1)]
        # The seed's reversal: context sentences are judged as the "answer", the answer is the "context".
        verdicts, judge, llm_status, note = self._judge([c.text for c in ctx], [sample.answer], offline)
        for v, c in zip(verdicts, ctx):
            v["doc"], v["pos"], v["rank"] = c.doc, c.pos, c.doc + 1  # doc/pos 0-based as in earag.metrics.dimensions.faithfulness.judge
        per_doc = []
        weights = rank_weights(len(sample.contexts), kind)
        for d, w in enumerate(weights):
            flags = [v["supported"] for v in verdicts if v["doc"] == d]
            per_doc.append({"rank": d + 1, "score": _share(flags), "weight": w,
                            "supported": sum(flags), "sentences": len(flags)})
        return self._finish(_share([v["supported"] for v in verdicts]) if judge != OFFLINE_JUDGE else None,
                            _share([v["supported"] for v in offline]), verdicts, judge, llm_status, note, per_doc,
                            kind, "上下文句子")
