"""Seed 001, context relevance in both directions: answer sentences supported by the contexts, and context sentences
reflected in the answer, each with per-sentence verdicts and the author's rank-weighted per-document score.

With an LLM each direction is one `complete_json` call with the faithfulness judge's prompt
(earag.metrics.dimensions.faithfulness.prompt.support_prompt; for the reverse direction the context sentences play the
answer and the answer plays the context, exactly as the seed swaps them), merged by the same function as the
faithfulness dimension (faithfulness.llm.merge_llm_verdicts: skipped sentences filled offline, spans located and
checked, disagreements with the offline judge listed under `llm_merge`). Verdicts carry `start`/`end` and
`unsupported_spans` offsets: into the answer for answer sentences, into their own passage (`contexts[doc]`) for
context sentences. Without one,
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

from earag.enums import ProvenanceStatus
from earag.errors import BackendOutputError, BackendUnavailable, InputError
from earag.messages import CodedText, Message
from earag.metrics.answer_quality import default_extractor
from earag.metrics.base import BaseMetric
from earag.metrics.dimensions.faithfulness.index import ContextSentence, context_sentences
from earag.metrics.dimensions.faithfulness.judge import JUDGE_NAME, judge_sentences
from earag.metrics.dimensions.faithfulness.llm import MergeInfo, merge_llm_verdicts
from earag.metrics.dimensions.faithfulness.prompt import support_prompt
from earag.metrics.llm_fallback import LLM_FAILED, ask_with_provenance, llm_status_of
from earag.metrics.registry import register
from earag.nlp.language import text_language
from earag.nlp.text import split_sentences
from earag.types import SentenceVerdict
from earag.validation import DEFAULT_MAX_LENGTH

RANK_WEIGHTINGS = ("dcg", "linear", "uniform")


def rank_weights(n: int, kind: str = "dcg") -> list[float]:
    """Weights for ranks 1..n: dcg 1/log2(r+1), linear (n−r+1)/n, uniform 1."""
    if kind not in RANK_WEIGHTINGS:
        raise InputError(Message("metric.rank_weighting", {"allowed": str(RANK_WEIGHTINGS), "kind": kind}),
                         field="rank_weighting")
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


def _verdict_dicts(verdicts: Sequence[SentenceVerdict]) -> list[dict[str, Any]]:
    return [{"index": i, **v.to_dict()} for i, v in enumerate(verdicts, 1)]


def _context_offsets(contexts: Sequence[str], ctx: Sequence[ContextSentence]) -> tuple[list[int], list[tuple[int, int] | None]]:
    """Where each context sentence sits in "\n".join(contexts) (the text the reverse merge locates spans in), and
    where each passage starts there."""
    bases, at = [], 0
    for passage in contexts:
        bases.append(at)
        at += len(passage) + 1
    cursors = [0] * len(contexts)
    places: list[tuple[int, int] | None] = []
    for c in ctx:
        pos = contexts[c.doc].find(c.text, cursors[c.doc])
        if pos < 0:
            places.append(None)
            continue
        cursors[c.doc] = pos + len(c.text)
        places.append((bases[c.doc] + pos, bases[c.doc] + pos + len(c.text)))
    return bases, places


def _to_passage(verdict: dict[str, Any], base: int) -> None:
    """Offsets into the joined contexts → offsets into the verdict's own passage."""
    for item in (verdict, *verdict["unsupported_spans"]):
        for key in ("start", "end"):
            if item.get(key) is not None:
                item[key] -= base


def _share(flags: Sequence[int]) -> float | None:
    return sum(flags) / len(flags) if flags else None


def _error_text(exc: BackendUnavailable | BackendOutputError) -> str:
    """An LLM failure's text as raised, a CodedText keeping its code when it was raised with one."""
    return CodedText.keep(str(exc), exc.message) if exc.message is not None else str(exc)


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
            raise InputError(Message("metric.rank_weighting", {"allowed": str(RANK_WEIGHTINGS), "kind": kind}),
                             field="rank_weighting")
        return kind

    def _judge(self, text: str, sentences: Sequence[str], contexts: Sequence[str], offline: list[SentenceVerdict],
               answer_limit: int | None = None):
        """(verdicts, judge name, llm_status, note, merge info, origin); one LLM call when an LLM is configured.

        `text` is what the judged sentences come from (span offsets point into it); the merge is
        earag.metrics.dimensions.faithfulness.llm.merge_llm_verdicts, the prompt faithfulness/prompt.py's."""
        if self.llm is None:
            return offline, JUDGE_NAME, "no_llm", "", None, {}
        limit = int(self.option("max_text_length", DEFAULT_MAX_LENGTH))
        # in the language of the judged text: English instructions around English sentences
        prompt = support_prompt(sentences, contexts, limit, answer_limit=answer_limit,
                                language=text_language(text, list(sentences)))
        try:
            done = ask_with_provenance(self.llm, prompt, self.option("llm_timeout"))
            verdicts, info = merge_llm_verdicts(done.value, text, sentences, offline, sent=prompt.sentences_sent)
        except BackendUnavailable as exc:   # the error's text, its code kept (details.llm_error_messages)
            return offline, JUDGE_NAME, llm_status_of(exc), _error_text(exc), None, {}
        except BackendOutputError as exc:
            return offline, JUDGE_NAME, ProvenanceStatus.ERROR, _error_text(exc), None, {}
        # the list as the library has always written it ("[2, 3]"), a number list in either language
        note = CodedText(Message("support.llm_skipped", {"sentences": str(info.filled)})) if info.filled else ""
        # who answered: for a cached answer the judge that answered then, and when (seed 002's records stay honest)
        origin = {"llm_backend": done.backend, "llm_cache": done.cache,
                  **({"llm_cached_at": done.cached_at} if done.cached else {}),
                  **({"llm_endpoint": done.endpoint} if done.endpoint else {})}
        return verdicts, done.backend, ProvenanceStatus.OK, note, info, origin

    def _finish(self, pooled_llm: float | None, pooled_rule: float | None, verdicts, judge: str, llm_status: str,
                note: str, per_doc: list[dict[str, Any]], kind: str, unit: str, info: MergeInfo | None = None,
                origin: dict[str, Any] | None = None):
        score = pooled_llm if pooled_llm is not None else pooled_rule
        used = "llm" if pooled_llm is not None else "rule"
        supported = sum(v["supported"] for v in verdicts)
        said = {"supported": supported, "total": len(verdicts), "judge": judge}
        coded = [Message("support.answer_sentences" if unit == "回答句子" else "support.context_sentences", said)
                 if unit in ("回答句子", "上下文句子") else Message("support.units", {**said, "unit": unit})]
        if llm_status in LLM_FAILED:
            coded.append(Message("support.llm_failed", {"status": llm_status}))
        reason = "；".join(str(m) for m in coded)   # "3/4 个回答句子得到支持（判定：…）；LLM失败（timeout），使用离线判定"
        rw = rank_weighted([d["score"] for d in per_doc], kind)
        return self.result(
            score, reason,
            status=ProvenanceStatus.FALLBACK if llm_status in LLM_FAILED else ProvenanceStatus.OK,
            pooled_score=score, rank_weighted_score=rw, rank_weighting=kind, per_document=per_doc,
            verdicts=verdicts, supported=supported, total=len(verdicts), judge=judge, used=used,
            reason_messages=[m.to_dict() for m in coded],
            llm_status=llm_status, llm_score=pooled_llm, rule_score=pooled_rule,
            **({"llm_error" if llm_status != ProvenanceStatus.OK else "note": str(note)} if note else {}),
            **({("llm_error" if llm_status != ProvenanceStatus.OK else "note") + "_messages": [note.message.to_dict()]}
               if isinstance(note, CodedText) else {}),
            **({"llm_merge": info.to_dict()} if info is not None else {}), **(origin or {}),
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
        offline, _ = judge_sentences(sample.answer, sample.contexts, sentences=sentences, sentence_entities=entity_fn)
        judged, judge, llm_status, note, info, origin = self._judge(sample.answer, sentences, sample.contexts, offline)
        verdicts = _verdict_dicts(judged)
        pooled = [v["supported"] for v in verdicts]
        per_doc = []
        weights = rank_weights(len(sample.contexts), kind)
        for rank, (doc, w) in enumerate(zip(sample.contexts, weights), 1):
            alone, _ = judge_sentences(sample.answer, [doc], sentences=sentences, sentence_entities=entity_fn)
            flags = [int(a.supported and p) for a, p in zip(alone, pooled)]
            per_doc.append({"rank": rank, "score": _share(flags), "weight": w, "supported_sentences":
                            [i for i, f in enumerate(flags, 1) if f]})
        return self._finish(_share(pooled) if judge != JUDGE_NAME else None, _share([v.supported for v in offline]),
                            verdicts, judge, llm_status, note, per_doc, kind, "回答句子", info, origin)


def _usage_reason(usage: dict[str, Any]) -> Message:
    """Why a context sentence counts as reflected in the answer (or not): its character overlap with it."""
    return Message("support.context_used" if usage["used"] else "support.context_unused",
                   {"overlap": usage["overlap"]})


@register
class ContextSupportedPrecision(_SupportMetric):
    """Share of the context sentences reflected in the answer (seed 001, 上下文对于回答的相关度, the swapped call)."""

    name = "context_supported_precision"
    description = "上下文句子被回答体现的比例（反向判定），另附按文档排序加权的分数 (context sentences reflected in the answer)"

    def evaluate(self, sample):
        kind = self._weighting()
        ctx = context_sentences(sample.contexts)
        if not ctx:
            said = Message("support.no_context_sentences")
            return self.unavailable(str(said), reason_messages=[said.to_dict()])
        answer_sentences = split_sentences(sample.answer) or [sample.answer.strip()]
        _, usage = judge_sentences(sample.answer, sample.contexts, sentences=answer_sentences,
                                   sentence_entities=self._entity_fn())
        bases, places = _context_offsets(sample.contexts, ctx)
        offline = [SentenceVerdict(sentence=c.text, supported=int(u["used"]), judge="offline",
                                   reason=str(m := _usage_reason(u)), reason_messages=[m],
                                   start=p[0] if p else None, end=p[1] if p else None)
                   for c, u, p in zip(ctx, usage, places)]
        # The seed's reversal: context sentences are judged as the "answer", the answer is the "context". Their budget
        # is the contexts' (3×max length), and offsets come back into "\n".join(contexts) ...
        limit = int(self.option("max_text_length", DEFAULT_MAX_LENGTH))
        judged, judge, llm_status, note, info, origin = self._judge(
            "\n".join(sample.contexts), [c.text for c in ctx], [sample.answer], offline, answer_limit=limit * 3)
        verdicts = _verdict_dicts(judged)
        for v, c in zip(verdicts, ctx):
            v["doc"], v["pos"], v["rank"] = c.doc, c.pos, c.doc + 1  # doc/pos 0-based as in earag.metrics.dimensions.faithfulness.judge
            _to_passage(v, bases[c.doc])  # ... and are made relative to the passage: contexts[doc][start:end]
        per_doc = []
        weights = rank_weights(len(sample.contexts), kind)
        for d, w in enumerate(weights):
            flags = [v["supported"] for v in verdicts if v["doc"] == d]
            per_doc.append({"rank": d + 1, "score": _share(flags), "weight": w,
                            "supported": sum(flags), "sentences": len(flags)})
        return self._finish(_share([v["supported"] for v in verdicts]) if judge != JUDGE_NAME else None,
                            _share([v.supported for v in offline]), verdicts, judge, llm_status, note, per_doc,
                            kind, "上下文句子", info, origin)
