"""Seed 003 §3, retrieval: precision of the cited entities, utilisation of the retrieved ones, latency, chunk use.

Inputs come from `sample.metadata` (top-level columns of a dataset end up there): `retrieved_entities` (list),
`cited_entities` (list), `retrieval_latency` (seconds), `cited_chunk_ids` (list) and `chunks` (a dict id → text, or a
list of {id, text}). Chunk text missing from the sample is read from the `chunk_source` option (a callable
ids → {id: text}) or from the `graph` option (FileGraph.chunks, Neo4jGraph.chunk_texts).
"""
from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from earag.errors import EaragError, InputError
from earag.messages import Message
from earag.metrics.answer_quality import default_extractor, key_phrases
from earag.metrics.base import BaseMetric
from earag.metrics.llm_fallback import TRIGGERS, JudgeTask, llm_scorer, prompt_language, status_of, two_layer
from earag.metrics.registry import register
from earag.nlp.matching import find_match, mentioned_in
from earag.nlp.text import bigram_recall, truncate

PARTIAL_MENTION = 0.5     # credit of an entity half of whose character bigrams occur in the answer
CHUNK_KEY_PHRASES = 8     # key phrases per chunk (top-k by frequency)

# Seed 003's judge instructions per metric, in Chinese and in English (the English around an English answer).
_PRECISION_TASK = JudgeTask(
    ("评估引用实体与检索实体的匹配程度：系统回答引用的实体是否确实来自检索结果（允许别名、简称）。",
     ("引用实体基本都来自检索结果", "部分引用实体能在检索结果中找到", "引用实体大多不在检索结果中")),
    ("Judge how well the cited entities match the retrieved entities: whether the entities the system answer cites "
     "really come from the retrieval results (aliases and abbreviations allowed).",
     ("almost every cited entity comes from the retrieval results",
      "some cited entities can be found in the retrieval results",
      "most cited entities are not in the retrieval results")))
_UTILIZATION_TASK = JudgeTask(
    ("评估系统回答对检索到的实体的利用是否充分：与问题相关的检索实体是否在回答中得到使用。",
     ("相关的检索实体都被充分利用", "利用了一部分检索实体", "几乎没有利用检索到的实体")),
    ("Judge whether the system answer makes full use of the retrieved entities: whether the retrieved entities "
     "relevant to the question are used in the answer.",
     ("every relevant retrieved entity is fully used", "some retrieved entities are used",
      "the retrieved entities are hardly used")))
_CHUNK_CRITERIA = (("回答充分利用了文本块中的关键信息", "回答利用了部分文本块内容", "回答几乎没有利用文本块内容"),
                   ("the answer makes full use of the chunks' key information", "the answer uses part of the chunks' "
                    "content", "the answer hardly uses the chunks' content"))
_CHUNK_TASK = JudgeTask(
    ("评估系统回答对所引用文本块内容的利用程度：回答是否基于这些文本块的内容。", _CHUNK_CRITERIA[0]),
    ("Judge how much the system answer uses the content of the chunks it cites: whether the answer is based on "
     "their content.", _CHUNK_CRITERIA[1]))
_CHUNK_IDS_TASK = JudgeTask(
    ("评估系统回答对所引用文本块内容的利用程度：回答是否基于这些文本块的内容。"
     "无法获取文本块内容，请依据文本块ID、问题和回答作出判断。", _CHUNK_CRITERIA[0]),
    ("Judge how much the system answer uses the content of the chunks it cites: whether the answer is based on "
     "their content. The chunks' text could not be obtained: judge from the chunk IDs, the question and the "
     "answer.", _CHUNK_CRITERIA[1]))


def as_list(value: Any) -> list[str]:
    """A list of names from a list, a JSON list in a string (CSV cells) or a comma/、-separated string."""
    if value is None:
        return []
    if isinstance(value, str):
        text = value.strip()
        if text.startswith("["):
            try:
                value = json.loads(text)
            except json.JSONDecodeError:
                value = text.strip("[]").split(",")
        else:
            value = text.replace("、", ",").replace("，", ",").replace(";", ",").split(",")
    if hasattr(value, "tolist"):
        value = value.tolist()
    return [str(v).strip() for v in value if v is not None and str(v).strip()]


def as_mapping(value: Any) -> Any:
    """JSON objects/lists stored as text (CSV cells) decoded; anything else unchanged."""
    if isinstance(value, str) and value.strip()[:1] in ("{", "["):
        try:
            return json.loads(value)
        except json.JSONDecodeError:
            return value
    return value


def precision_parts(cited: Sequence[str], retrieved: Sequence[str]) -> dict[str, Any]:
    """rule = |cited entities matching a retrieved one (earag.nlp.matching.names_match)| / |cited| (seed 003 §3.1)."""
    matched = {c: find_match(c, retrieved) for c in cited}
    hits = [c for c, m in matched.items() if m is not None]
    return {"rule": len(hits) / len(cited) if cited else None, "matched": {c: m for c, m in matched.items() if m},
            "unmatched": [c for c in cited if matched[c] is None]}


def utilization_parts(retrieved: Sequence[str], answer: str) -> dict[str, Any]:
    """Credit per retrieved entity, averaged (seed 003 §3.2, with partial matches):

    1.0 when the answer names it (normalised, generic affixes such as 政策/相关 stripped: earag.nlp.matching.mentioned_in),
    0.5 when at least half of its character bigrams occur in the answer (partial mention), else 0.
    """
    credits = {}
    for ent in retrieved:
        if mentioned_in(ent, answer):
            credits[ent] = 1.0
        elif bigram_recall(ent, answer) >= 0.5:
            credits[ent] = PARTIAL_MENTION
        else:
            credits[ent] = 0.0
    return {"rule": sum(credits.values()) / len(credits) if credits else None, "credits": credits,
            "used_entities": [e for e, c in credits.items() if c == 1.0],
            "partial_entities": [e for e, c in credits.items() if 0 < c < 1],
            "unused_entities": [e for e, c in credits.items() if c == 0]}


def chunk_texts_from(value: Any, ids: Sequence[str]) -> dict[str, str]:
    """Texts of `ids` from a sample's `chunks`: {id: text} or {id: {text}} or [{id, text}]."""
    value = as_mapping(value)
    table: dict[str, str] = {}
    if isinstance(value, Mapping):
        for k, v in value.items():
            text = v.get("text") or v.get("content") if isinstance(v, Mapping) else v
            if text:
                table[str(k)] = str(text)
    elif isinstance(value, (list, tuple)):
        for item in value:
            if isinstance(item, Mapping) and item.get("id") is not None and (item.get("text") or item.get("content")):
                table[str(item["id"])] = str(item.get("text") or item.get("content"))
    return {i: table[i] for i in ids if i in table}


def chunk_source_for(graph) -> Callable[[Sequence[str]], dict[str, str]] | None:
    """A chunk reader from a graph store: Neo4jGraph.chunk_texts, or FileGraph.chunks ({id: {"text": ...}})."""
    if graph is None:
        return None
    if callable(getattr(graph, "chunk_texts", None)):
        return graph.chunk_texts
    chunks = getattr(graph, "chunks", None)
    if isinstance(chunks, Mapping):
        return lambda ids: chunk_texts_from(chunks, [str(i) for i in ids])
    return None


def chunk_parts(texts: Mapping[str, str], answer: str, k: int = CHUNK_KEY_PHRASES, extractor=None) -> dict[str, Any]:
    """rule = mean over chunks of |key phrases found in the answer| / |key phrases| (seed 003 §3.4).

    Key phrases: the chunk's policy entities and jieba nouns, top-k by frequency (answer_quality.key_phrases);
    found = named in the answer (earag.nlp.matching.mentioned_in). A chunk without any key phrase is left out.
    """
    per_chunk: dict[str, dict[str, Any]] = {}
    for cid, text in texts.items():
        phrases = key_phrases(text, k, extractor)
        found = [p for p in phrases if mentioned_in(p, answer)]
        per_chunk[cid] = {"score": len(found) / len(phrases) if phrases else None, "key_phrases": phrases,
                          "found": found}
    scores = [c["score"] for c in per_chunk.values() if c["score"] is not None]
    return {"rule": sum(scores) / len(scores) if scores else None, "chunks": per_chunk}


class _RetrievalMetric(BaseMetric):
    group = "retrieval"
    llm_calls_per_sample = 1

    def _finish(self, rule, rule_reason: Message, prompt, parts: dict[str, Any], force: bool = False):
        score, details = two_layer(rule, self.name, llm_scorer(self.llm, prompt, self.option("llm_timeout")),
                                   rule_reason=rule_reason, force=force)
        details["backend"] = getattr(self.llm, "name", "llm") if details["used"] == "llm" else "rule"
        return self.result(score, details["reason"], **parts, **details, status=status_of(score, details))


@register
class RetrievalPrecision(_RetrievalMetric):
    """Share of the cited entities that are among the retrieved entities (seed 003 §3.1)."""

    name = "retrieval_precision"
    requires = ("retrieved_entities", "cited_entities")
    description = "检索精确率：引用实体中能在检索实体里找到的比例 (cited entities found among the retrieved ones)"

    def evaluate(self, sample):
        cited = as_list(sample.metadata.get("cited_entities"))
        retrieved = as_list(sample.metadata.get("retrieved_entities"))
        parts = precision_parts(cited, retrieved)
        rule = parts.pop("rule")
        reason = Message("retrieval.precision", {"matched": len(parts["matched"]), "cited": len(cited)})
        if parts["unmatched"]:
            unmatched = Message("retrieval.unmatched", {"names": [str(n) for n in parts["unmatched"]]})
            reason = Message("text.joined", {"parts": [reason, unmatched]})
        prompt = lambda: _PRECISION_TASK.prompt(  # noqa: E731
            {"问题": sample.question, "检索实体": retrieved, "引用实体": cited, "系统回答": sample.answer},
            prompt_language(sample))
        return self._finish(rule, reason, prompt, parts)


@register
class RetrievalUtilization(_RetrievalMetric):
    """Share of the retrieved entities the answer actually uses, with partial credit (seed 003 §3.2)."""

    name = "retrieval_utilization"
    requires = ("retrieved_entities",)
    description = "检索利用率：检索到的实体在回答中被使用的比例（部分匹配计0.5） (retrieved entities used in the answer)"

    def evaluate(self, sample):
        retrieved = as_list(sample.metadata.get("retrieved_entities"))
        parts = utilization_parts(retrieved, sample.answer)
        rule = parts.pop("rule")
        reason = Message("retrieval.utilization", {"used": len(parts["used_entities"]),
                                                   "partial": len(parts["partial_entities"]), "total": len(retrieved)})
        prompt = lambda: _UTILIZATION_TASK.prompt(  # noqa: E731
            {"问题": sample.question, "检索实体": retrieved,
             "引用实体": as_list(sample.metadata.get("cited_entities")) or None, "系统回答": sample.answer},
            prompt_language(sample))
        return self._finish(rule, reason, prompt, parts)


@register
class RetrievalLatency(BaseMetric):
    """Retrieval time in seconds, reported raw (seed 003 §3.3); lower is better, never judged by an LLM."""

    name = "retrieval_latency"
    group = "retrieval"
    requires = ("retrieval_latency",)
    unit = "s"
    higher_is_better = False
    description = "检索延迟：从提问到获得回答的时间（秒，原始值，不使用LLM） (seconds, raw)"

    def evaluate(self, sample):
        raw = sample.metadata.get("retrieval_latency")
        try:
            seconds = float(raw)
        except (TypeError, ValueError):
            raise InputError(Message("retrieval.latency_not_number", {"value": raw}),
                             field="retrieval_latency", value=raw) from None
        if not math.isfinite(seconds) or seconds < 0:
            raise InputError(Message("retrieval.latency_negative", {"value": raw}), field="retrieval_latency", value=raw)
        said = Message("retrieval.latency", {"seconds": seconds})
        return self.result(seconds, str(said), rule_score=seconds, llm_score=None, used="rule",
                           llm_status="not_needed", trigger=TRIGGERS["retrieval_latency"].describe(), backend="rule",
                           reason_messages=[said.to_dict()], **TRIGGERS["retrieval_latency"].describe_messages())


@register
class ChunkUtilization(_RetrievalMetric):
    """How much of the cited chunks' key phrases the answer uses, averaged over chunks (seed 003 §3.4)."""

    name = "chunk_utilization"
    requires = ("cited_chunk_ids",)
    description = "文本块利用率：引用文本块的关键短语在回答中出现的比例，取各块平均；取不到文本时由LLM依据ID评估 (chunk key phrases used)"

    def _texts(self, sample, ids: list[str]) -> tuple[dict[str, str], dict[str, str], Message | None]:
        texts = chunk_texts_from(sample.metadata.get("chunks"), ids)
        source = {i: "sample" for i in texts}
        note: Message | None = None
        reader = self.options.get("chunk_source") or chunk_source_for(self.options.get("graph"))
        missing = [i for i in ids if i not in texts]
        if missing and reader is not None:
            try:
                got = {str(k): str(v) for k, v in (reader(missing) or {}).items() if v}
            except EaragError as exc:
                got = {}
                note = Message("retrieval.chunk_source_unavailable", {"detail": exc.message or str(exc)})
            for i in missing:
                if i in got:
                    texts[i], source[i] = got[i], "chunk_source"
        return {i: texts[i] for i in ids if i in texts}, source, note

    def evaluate(self, sample):
        ids = as_list(sample.metadata.get("cited_chunk_ids"))
        texts, source, note = self._texts(sample, ids)
        k = int(self.option("key_phrases", CHUNK_KEY_PHRASES))
        parts = chunk_parts(texts, sample.answer, k, self.options.get("extractor") or default_extractor())
        rule = parts.pop("rule")
        parts.update(chunk_ids=ids, chunk_text_source=source, chunks_without_text=[i for i in ids if i not in texts])
        if texts:
            reason = Message("retrieval.chunk_usage", {"chunks": len(texts), "rate": rule}) if rule is not None \
                else Message("retrieval.chunk_no_phrases")
        else:
            reason = Message("retrieval.chunk_no_text")
        if note is not None:
            reason = Message("text.joined", {"parts": [reason, note]})

        def prompt():
            samples = [f"[{cid}] {truncate(t, 300)}" for cid, t in list(texts.items())[:5]]
            return (_CHUNK_TASK if texts else _CHUNK_IDS_TASK).prompt(
                {"问题": sample.question, "引用文本块ID": ids, "文本块内容样例": samples or None, "系统回答": sample.answer},
                prompt_language(sample))

        return self._finish(rule, reason, prompt, parts, force=not texts)


__all__ = [
    "ChunkUtilization", "RetrievalLatency", "RetrievalPrecision", "RetrievalUtilization", "as_list", "chunk_parts",
    "chunk_source_for", "chunk_texts_from", "precision_parts", "utilization_parts",
]
