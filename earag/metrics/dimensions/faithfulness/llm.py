"""Merging the LLM judge's sentence verdicts (faithfulness/prompt.py's schema) with the offline judge's: a pure function.

`merge_llm_verdicts(reply, answer, sentences, offline)` returns one earag.types.SentenceVerdict per sentence and a
MergeInfo saying what the merge had to do, so the caller can label the dimension honestly:
  - alignment by the judge's `index` (1-based, the prompt's numbering), checked against the sentence the judge
    echoed: a verdict whose echoed sentence is not ours (`echoes`) is ignored ("sentence_mismatch") and the
    sentence is filled offline, so a verdict about one sentence never lands on another. A sentence the judge skipped (or that did not
    fit the prompt's answer budget, `sent=`) gets the offline verdict, reason prefixed "[离线判定] ", judge="offline",
    and its number goes to MergeInfo.filled (then MergeInfo.partial is True). A judge that answered no sentence at all
    is an unusable reply: BackendOutputError.
  - spans: every LLM span is located in the answer. Its text must occur verbatim inside its own sentence (surrounding
    whitespace is trimmed, nothing else is repaired); offsets are into the whole answer, so
    `answer[span.start:span.end] == span.text`. The sentence is placed by the offline verdict's start/end when they
    match, else by searching the answer left to right. A span that is not in its sentence, is empty, or whose kind is
    not in earag.types.SPAN_KINDS is dropped and counted (MergeInfo.dropped_spans, details in MergeInfo.dropped).
  - graded score: the LLM's score when it gave one in [0, 1]; else 1.0 / 0.0 from its verdict (a score outside
    [0, 1] is ignored and listed in MergeInfo.ignored).
  - disagreement: the 0/1 verdicts differ, or |LLM score − offline score| ≥ DISAGREEMENT_GAP (offline score: its
    graded score, else its verdict). Flagged in MergeInfo.disagreements; the LLM's verdict, score and reason stand.
  - offline spans on an LLM verdict: only when the LLM judged the sentence unsupported but gave no usable span, and
    the offline judge located some; they are attached (reason prefixed "[离线判定] ") and the verdict's judge becomes
    "llm+offline" so the mix is visible. An LLM "supported" verdict never carries offline spans: that would contradict
    its own verdict (the conflict is in MergeInfo.disagreements instead).
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from pydantic import ValidationError

from earag.errors import BackendOutputError
from earag.messages import CodedText, Message
from earag.metrics.dimensions.faithfulness.prompt import SentenceSupportVerdicts
from earag.nlp.text import normalize
from earag.types import SPAN_KINDS, SentenceVerdict, UnsupportedSpan

DISAGREEMENT_GAP = 0.5
OFFLINE_PREFIX = "[离线判定] "


@dataclass
class MergeInfo:
    """What merging the judge's reply took. Sentence numbers are 1-based, as in the prompt."""

    total: int = 0                                                # sentences to judge
    filled: list[int] = field(default_factory=list)               # no LLM verdict: the offline verdict stands in
    not_sent: list[int] = field(default_factory=list)             # part of `filled`: past the prompt's answer budget
    dropped_spans: int = 0                                        # LLM spans dropped (len(dropped))
    dropped: list[dict[str, Any]] = field(default_factory=list)   # {index, text, kind, why}
    disagreements: list[dict[str, Any]] = field(default_factory=list)  # {index, llm: {supported, score}, offline: {...}}
    ignored: list[dict[str, Any]] = field(default_factory=list)   # reply parts not used: {index, why[, score]}

    @property
    def partial(self) -> bool:
        """The judge answered only some sentences."""
        return bool(self.filled)

    @property
    def judged(self) -> int:
        """Sentences with an LLM verdict."""
        return self.total - len(self.filled)

    def to_dict(self) -> dict[str, Any]:
        return {"total": self.total, "judged": self.judged, "partial": self.partial, "filled": list(self.filled),
                "not_sent": list(self.not_sent), "dropped_spans": self.dropped_spans, "dropped": list(self.dropped),
                "disagreements": list(self.disagreements), "ignored": list(self.ignored)}

    def note(self) -> str:
        """One line for the record (stored in English, its codes in `.message`), "" when the merge was clean."""
        parts = []
        if self.filled:
            parts.append(Message("merge.filled", {"sentences": list(self.filled), "judged": self.judged,
                                                  "total": self.total}))
        if self.not_sent:
            parts.append(Message("merge.not_sent", {"sentences": list(self.not_sent)}))
        if self.dropped_spans:
            parts.append(Message("merge.dropped_spans", {"count": self.dropped_spans}))
        if self.disagreements:
            parts.append(Message("merge.disagrees", {"sentences": [d["index"] for d in self.disagreements]}))
        return CodedText(Message("text.joined_en", {"parts": parts})) if parts else ""


def _validated(reply: Any) -> SentenceSupportVerdicts:
    if isinstance(reply, SentenceSupportVerdicts):
        return reply
    try:
        return SentenceSupportVerdicts.model_validate(reply)
    except ValidationError as exc:
        raise BackendOutputError(Message("judge.schema_mismatch", {"detail": str(exc.errors()[:3])})) from None


def locate_sentences(answer: str, sentences: Sequence[str],
                     offline: Sequence[SentenceVerdict] | None = None) -> list[tuple[int, int] | None]:
    """(start, end) of every sentence in the answer, None where it is not there verbatim. The offline verdict's
    offsets are used when they point at the sentence; otherwise the answer is searched left to right."""
    out: list[tuple[int, int] | None] = []
    cursor = 0
    for i, sentence in enumerate(sentences):
        off = offline[i] if offline is not None and i < len(offline) else None
        where: tuple[int, int] | None = None
        if off is not None and off.start is not None and off.end is not None and answer[off.start:off.end] == sentence:
            where = (off.start, off.end)
        elif sentence:
            pos = answer.find(sentence, cursor)
            if pos < 0:
                pos = answer.find(sentence)
            if pos >= 0:
                where = (pos, pos + len(sentence))
        if where is not None:
            cursor = where[1]
        out.append(where)
    return out


def _offline_score(v: SentenceVerdict) -> float:
    return float(v.score) if v.score is not None else float(bool(v.supported))


def _valid_offline_spans(answer: str, v: SentenceVerdict) -> list[UnsupportedSpan]:
    return [replace(s, reason=OFFLINE_PREFIX + s.reason if s.reason else OFFLINE_PREFIX.strip(),
                    reason_messages=_offline_messages(s.reason_messages))
            for s in v.unsupported_spans if s.text and answer[s.start:s.end] == s.text]


def _offline_messages(messages: list[Message]) -> list[Message]:
    """The codes of a reason marked as the offline judge's (OFFLINE_PREFIX); none when the reason had none."""
    return [Message("judge.offline", {"detail": list(messages)})] if messages else []


def _spans(item, index: int, sentence: str, where: tuple[int, int] | None, answer: str,
           info: MergeInfo) -> list[UnsupportedSpan]:
    spans: list[UnsupportedSpan] = []
    taken: set[tuple[int, int]] = set()

    def drop(text: str, kind: str, why: str) -> None:
        info.dropped.append({"index": index, "text": text, "kind": kind, "why": why})

    for raw in item.unsupported_spans:
        text, kind = raw.text.strip(), raw.kind.strip().lower()
        if not text:
            drop(raw.text, raw.kind, "empty")
            continue
        if kind not in SPAN_KINDS:
            drop(raw.text, raw.kind, "unknown_kind")
            continue
        if text not in sentence:
            drop(raw.text, raw.kind, "not_in_sentence")
            continue
        lo, hi = where if where is not None else (0, len(answer))
        pos = answer.find(text, lo, hi)
        while pos >= 0 and (pos, pos + len(text)) in taken:   # the same text named twice: its next occurrence
            pos = answer.find(text, pos + 1, hi)
        if pos < 0:
            drop(raw.text, raw.kind, "not_in_sentence" if where is not None else "not_in_answer")
            continue
        taken.add((pos, pos + len(text)))
        spans.append(UnsupportedSpan(text=text, start=pos, end=pos + len(text), kind=kind, reason=raw.reason.strip()))
    return sorted(spans, key=lambda s: (s.start, s.end))


def _bigrams(text: str) -> set[str]:
    s = normalize(text)
    return {s[i:i + 2] for i in range(len(s) - 1)} or ({s} if s else set())


def echoes(echoed: str | None, sentence: str, min_overlap: float = 0.5) -> bool:
    """Whether the sentence the judge echoed is ours (an empty echo is given the benefit of the doubt): most of
    the character bigrams of the shorter one occur in the other (models trim punctuation, fix spacing)."""
    if not echoed or not echoed.strip():
        return True
    a, b = _bigrams(echoed), _bigrams(sentence)
    if not a or not b:
        return True
    return len(a & b) / min(len(a), len(b)) >= min_overlap


def merge_llm_verdicts(reply: Any, answer: str, sentences: Sequence[str], offline: Sequence[SentenceVerdict], *,
                       sent: int | None = None) -> tuple[list[SentenceVerdict], MergeInfo]:
    """The judge's verdicts aligned with our sentences and checked against the answer (see the module docstring).

    reply: a SentenceSupportVerdicts, or its dict (validated here; a mismatch is a BackendOutputError).
    answer: the text the sentences come from (span and sentence offsets point into it).
    sentences: the sentences numbered 1..n in the prompt; offline: the offline judge's verdict for each of them.
    sent: how many sentences the prompt carried (SupportPrompt.sentences_sent); the rest are filled offline and
    listed in MergeInfo.not_sent. Default: all.
    """
    if len(offline) != len(sentences):
        # internal: an impossible state (one offline verdict per sentence)
        raise ValueError(f"{len(offline)} offline verdicts for {len(sentences)} sentences")
    value = _validated(reply)
    n = len(sentences)
    sent = n if sent is None else max(0, min(sent, n))
    info = MergeInfo(total=n)
    by_index: dict[int, Any] = {}
    item: Any
    for item in value.verdications:
        if item.index > n:
            info.ignored.append({"index": item.index, "why": "out_of_range"})
        elif item.index > sent:
            info.ignored.append({"index": item.index, "why": "not_sent"})
        elif item.index in by_index:
            info.ignored.append({"index": item.index, "why": "duplicate"})
        elif item.index >= 1 and not echoes(item.sentence, sentences[item.index - 1]):
            # the verdict is about another sentence than the one with this number: never apply it to ours
            info.ignored.append({"index": item.index, "why": "sentence_mismatch"})
        else:
            by_index[item.index] = item
    places = locate_sentences(answer, sentences, offline)
    out: list[SentenceVerdict] = []
    for i, (sentence, off, where) in enumerate(zip(sentences, offline, places), 1):
        start, end = where if where is not None else (off.start, off.end)
        item = by_index.get(i)
        if item is None:
            info.filled.append(i)
            if i > sent:
                info.not_sent.append(i)
            out.append(replace(off, sentence=sentence, reason=OFFLINE_PREFIX + off.reason, start=start, end=end,
                               judge="offline", unsupported_spans=list(off.unsupported_spans),
                               reason_messages=_offline_messages(off.reason_messages)))
            continue
        supported = int(item.sentence_supported_verdication)
        score = item.score
        if score is not None and (not math.isfinite(score) or not 0.0 <= score <= 1.0):
            info.ignored.append({"index": i, "why": "bad_score", "score": score})
            score = None
        score = float(score) if score is not None else float(supported)
        spans = _spans(item, i, sentence, where, answer, info)
        judge = "llm"
        if not spans and not supported:
            borrowed = _valid_offline_spans(answer, off)
            if borrowed:
                spans, judge = borrowed, "llm+offline"
        off_score = _offline_score(off)
        if supported != int(bool(off.supported)) or abs(score - off_score) >= DISAGREEMENT_GAP:
            info.disagreements.append({"index": i, "llm": {"supported": supported, "score": score},
                                       "offline": {"supported": int(bool(off.supported)), "score": off_score}})
        out.append(SentenceVerdict(sentence=sentence, supported=supported, reason=item.sentence_supported_reasoning,
                                   score=score, evidence=None, start=start, end=end, unsupported_spans=spans,
                                   judge=judge))
    info.dropped_spans = len(info.dropped)
    if n and not by_index:
        raise BackendOutputError(Message("judge.no_verdict"))
    return out, info
