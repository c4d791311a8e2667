"""Offline sentence-support judge (seed 001 without an LLM): lexical and semantic overlap plus fact and entity checks."""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from earag.nlp.matching import mentioned_in
from earag.nlp.text import bigram_recall, fact_numbers, fact_tokens, normalize, split_sentences
from earag.types import SentenceVerdict

SUPPORT_THRESHOLD = 0.5      # combined overlap at or above which a sentence counts as supported
USED_THRESHOLD = 0.45        # a context sentence at or above this lexical recall in the answer was used by it
_NEGATION_RE = re.compile(r"不再|无需|不需|无须|取消|不得|不予|没有|并非|不是|不设|不要求|不属于|免于|不必")


@dataclass
class ContextSentence:
    doc: int          # index of the context passage (0-based)
    pos: int          # sentence position in that passage
    text: str


def context_sentences(contexts: Sequence[str]) -> list[ContextSentence]:
    return [ContextSentence(d, p, s) for d, ctx in enumerate(contexts) for p, s in enumerate(split_sentences(ctx))]


def _fact_supported(fact: str, context_facts: set[str], context_norm: str) -> bool:
    if fact in context_facts or normalize(fact) in context_norm:
        return True
    bare = fact_numbers(fact)
    return any(fact_numbers(c) == bare for c in context_facts) if bare != fact else False


def judge_sentences(
    answer: str,
    contexts: Sequence[str],
    *,
    sentence_entities: Callable[[str], list[str]] | None = None,
    embed: Callable[[Sequence[str]], np.ndarray] | None = None,
    sentences: Sequence[str] | None = None,
) -> tuple[list[SentenceVerdict], list[dict]]:
    """Verdict per answer sentence, and for every context sentence whether the answer used it.

    A sentence is supported when its best overlap with one context sentence (character-bigram recall, or the
    embedding cosine when an embedder is given) reaches SUPPORT_THRESHOLD and none of its numbers, dates,
    articles or named entities is missing from the contexts, and it does not flip a negation of its evidence.
    """
    sentences = list(sentences) if sentences is not None else split_sentences(answer)
    ctx_sents = context_sentences(contexts)
    context_text = "\n".join(contexts)
    context_norm = normalize(context_text)
    context_facts = fact_tokens(context_text)
    sem = None
    if embed is not None and sentences and ctx_sents:
        vecs = embed([*sentences, *(c.text for c in ctx_sents)])
        sem = vecs[: len(sentences)] @ vecs[len(sentences) :].T
    verdicts: list[SentenceVerdict] = []
    used_by_answer: set[int] = set()
    for i, sent in enumerate(sentences):
        best_j, best_lex, best_sem = -1, 0.0, 0.0
        for j, cs in enumerate(ctx_sents):
            lex = bigram_recall(sent, cs.text)
            s = float(sem[i, j]) if sem is not None else 0.0
            if max(lex, s) > max(best_lex, best_sem):
                best_j, best_lex, best_sem = j, lex, s
        whole_lex = bigram_recall(sent, context_text) if ctx_sents else 0.0
        score = max(best_lex, best_sem, 0.9 * whole_lex)
        missing_facts = sorted(f for f in fact_tokens(sent) if not _fact_supported(f, context_facts, context_norm))
        ents = sentence_entities(sent) if sentence_entities else []
        missing_ents = [e for e in ents if not mentioned_in(e, context_text)]
        evidence = ctx_sents[best_j] if best_j >= 0 else None
        negation_flip = False
        if evidence is not None and best_lex >= 0.3:
            negation_flip = bool(_NEGATION_RE.search(evidence.text)) != bool(_NEGATION_RE.search(sent))
        reasons = []
        if not ctx_sents:
            reasons.append("没有可用的上下文")
        if missing_facts:
            reasons.append(f"上下文中找不到这些数字/日期/条款: {'、'.join(missing_facts)}")
        if missing_ents:
            reasons.append(f"上下文中找不到这些实体: {'、'.join(missing_ents)}")
        if negation_flip:
            reasons.append("与最接近的上下文句子肯定/否定相反")
        supported = int(score >= SUPPORT_THRESHOLD and not missing_facts and not missing_ents and not negation_flip)
        if supported:
            where = f"第{evidence.doc + 1}段第{evidence.pos + 1}句" if evidence else "上下文"
            reasons.insert(0, f"与上下文{where}重合度 {score:.2f}")
            if evidence:
                used_by_answer.add(best_j)
        elif score < SUPPORT_THRESHOLD:
            reasons.append(f"与上下文的最高重合度仅 {score:.2f}（阈值 {SUPPORT_THRESHOLD}）")
        verdicts.append(SentenceVerdict(sentence=sent, supported=supported, reason="；".join(reasons),
                                        score=round(score, 4), evidence=evidence.text if evidence else None))
    usage = []
    for j, cs in enumerate(ctx_sents):
        recall = bigram_recall(cs.text, answer) if answer else 0.0
        usage.append({"doc": cs.doc, "pos": cs.pos, "sentence": cs.text, "overlap": round(recall, 4),
                      "used": bool(j in used_by_answer or recall >= USED_THRESHOLD)})
    return verdicts, usage
