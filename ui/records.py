"""Typed reading of result records for the dashboard: each record read once into small views, old records included.

Records written before provenance, graded span verdicts and finding codes existed lack `provenance`,
`backends_configured`, `findings`, `quality_level_id` and `unsupported_spans`; the readers here fall back to the
old keys (detailed_analysis[dim].backend/status/fallback_reason, Chinese quality_level) so every page shows both.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from earag.types import DIMENSIONS

LEVEL_IDS: dict[str, str] = {"优秀": "excellent", "良好": "good", "一般": "fair", "较差": "poor"}
LEVEL_ZH: dict[str, str] = {v: k for k, v in LEVEL_IDS.items()}
# Statuses that mean the number did not come from the configured backend.
NOT_CONFIGURED = ("fallback", "timeout", "unavailable")


def level_id(value: Any) -> str | None:
    """excellent/good/fair/poor from an id or seed 002's Chinese level word; None when unknown."""
    if value is None:
        return None
    text = str(value)
    return text if text in LEVEL_ZH else LEVEL_IDS.get(text)


def _float(value: Any) -> float | None:
    try:
        return None if value is None else float(value)
    except (TypeError, ValueError):
        return None


def _int(value: Any) -> int | None:
    try:
        return None if value is None else int(value)
    except (TypeError, ValueError):
        return None


def entity_names(items: Iterable[Any] | None) -> list[str]:
    """Names from a list of names or of entity dicts ({name|entity|text: ...})."""
    out = []
    for item in items or []:
        if isinstance(item, Mapping):
            item = item.get("name") or item.get("entity") or item.get("text")
        if item:
            out.append(str(item))
    return out


@dataclass(frozen=True)
class Span:
    """An unsupported piece of the answer: answer[start:end] == text."""

    text: str
    start: int
    end: int
    kind: str
    reason: str = ""


@dataclass(frozen=True)
class Sentence:
    text: str
    supported: bool
    score: float | None = None
    reason: str = ""
    evidence: str = ""
    start: int | None = None
    end: int | None = None
    judge: str = ""
    spans: tuple[Span, ...] = ()


@dataclass(frozen=True)
class Provenance:
    """Where one dimension's number came from: backend, status and why; cache origin; partial judge coverage."""

    dimension: str
    backend: str = "?"
    status: str = "ok"
    reason: str = ""
    cache_backend: str | None = None
    cached_at: str | None = None
    judged: int | None = None
    total: int | None = None


@dataclass(frozen=True)
class Finding:
    code: str
    dimension: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ResultView:
    """One evaluation (record["earag_evaluation"]) as the pages read it."""

    overall: float | None
    level: str | None                      # id: excellent/good/fair/poor
    warning: bool
    scores: dict[str, float | None]
    diagnosis: str
    recommendations: list[str]
    findings: list[Finding]
    sentences: list[Sentence]
    provenance: dict[str, Provenance]
    backends: dict[str, str]              # what actually produced the numbers
    backends_configured: dict[str, str] | None
    entity_analysis: dict[str, Any]
    notes: list[str]
    processing_time: float | None
    metrics: dict[str, Any]
    quality_description: str | None
    raw: Mapping[str, Any]

    @property
    def invented_entities(self) -> list[str]:
        return entity_names(self.entity_analysis.get("unsupported_entities"))

    @property
    def missing_entities(self) -> list[str]:
        return entity_names(self.entity_analysis.get("missing_entities"))

    @property
    def spans(self) -> list[Span]:
        return [s for sent in self.sentences for s in sent.spans]

    @property
    def unsupported_sentences(self) -> list[Sentence]:
        return [s for s in self.sentences if not s.supported]

    @property
    def no_contexts(self) -> bool:
        return any(f.code == "no_contexts" for f in self.findings) or any("未提供上下文" in n for n in self.notes)


def _span(data: Mapping[str, Any]) -> Span | None:
    start, end = _int(data.get("start")), _int(data.get("end"))
    if start is None or end is None or end <= start:
        return None
    return Span(str(data.get("text") or ""), start, end, str(data.get("kind") or "unsupported-addition"),
                str(data.get("reason") or ""))


def read_sentence(data: Mapping[str, Any]) -> Sentence:
    spans = tuple(s for s in (_span(x) for x in data.get("unsupported_spans") or [] if isinstance(x, Mapping)) if s)
    return Sentence(text=str(data.get("sentence") or ""), supported=bool(data.get("supported")),
                    score=_float(data.get("score")), reason=str(data.get("reason") or ""),
                    evidence=str(data.get("evidence") or ""), start=_int(data.get("start")),
                    end=_int(data.get("end")), judge=str(data.get("judge") or ""), spans=spans)


def _provenance(dim: str, result: Mapping[str, Any]) -> Provenance:
    detail = (result.get("detailed_analysis") or {}).get(dim) or {}
    p = (result.get("provenance") or {}).get(dim)
    if not isinstance(p, Mapping):  # an old record: detailed_analysis carries backend, status and the reason
        return Provenance(dim, str(detail.get("backend") or "?"), str(detail.get("status") or "ok"),
                          str(detail.get("fallback_reason") or ""))
    cache = p.get("cache") if isinstance(p.get("cache"), Mapping) else {}
    partial = p.get("partial") if isinstance(p.get("partial"), Mapping) else {}
    return Provenance(dim, str(p.get("backend") or detail.get("backend") or "?"),
                      str(p.get("status") or detail.get("status") or "ok"),
                      str(p.get("reason") or detail.get("fallback_reason") or ""),
                      cache_backend=cache.get("backend"), cached_at=cache.get("cached_at"),
                      judged=_int(partial.get("judged")), total=_int(partial.get("total")))


def actual_backends(result: Mapping[str, Any]) -> dict[str, str]:
    """What actually produced the numbers. New records say so in `backends`; in old ones `backends.llm` was the
    configured judge even when it never answered, so it counts only when a dimension names it as its backend."""
    backends = {k: str(v) for k, v in (result.get("backends") or {}).items()}
    if "provenance" in result or "backends_configured" in result or "llm" not in backends:
        return backends
    llm = backends["llm"]
    detailed = result.get("detailed_analysis") or {}
    answered = any(llm in str((detailed.get(d) or {}).get("backend") or "")
                   and (detailed.get(d) or {}).get("status", "ok") not in NOT_CONFIGURED for d in DIMENSIONS)
    if llm != "offline" and not answered:
        backends["llm"] = "offline"
    return backends


def read_result(result: Mapping[str, Any]) -> ResultView:
    """A ResultView of one evaluation dict (seed 002's shape, with or without this release's additions)."""
    overall = (result.get("detailed_analysis") or {}).get("overall") or {}
    findings = [Finding(str(f.get("code")), f.get("dimension"), dict(f.get("params") or {}))
                for f in result.get("findings") or [] if isinstance(f, Mapping) and f.get("code")]
    configured = result.get("backends_configured")
    return ResultView(
        overall=_float(result.get("overall_score")),
        level=level_id(result.get("quality_level_id")) or level_id(result.get("quality_level")),
        warning=bool(result.get("quality_warning")),
        scores={d: _float((result.get("dimension_scores") or {}).get(d)) for d in DIMENSIONS},
        diagnosis=str(result.get("diagnosis") or ""),
        recommendations=[str(r) for r in result.get("recommendations") or []],
        findings=findings,
        sentences=[read_sentence(v) for v in result.get("sentence_verdicts") or [] if isinstance(v, Mapping)],
        provenance={d: _provenance(d, result) for d in DIMENSIONS},
        backends=actual_backends(result),
        backends_configured={k: str(v) for k, v in configured.items()} if isinstance(configured, Mapping) else None,
        entity_analysis=dict(result.get("entity_analysis") or {}),
        notes=[str(n) for n in result.get("notes") or []],
        processing_time=_float(result.get("processing_time")),
        metrics=dict(result.get("metrics") or {}),
        quality_description=overall.get("quality_description"),
        raw=result,
    )


def evaluations(records: Iterable[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The evaluation dicts of the scored records of a run."""
    return [r["earag_evaluation"] for r in records if isinstance(r.get("earag_evaluation"), Mapping)]


def backends_ran(records: Iterable[Mapping[str, Any]]) -> dict[str, Counter]:
    """Per backend kind, how many results each backend actually produced (not the configured one)."""
    out: dict[str, Counter] = {}
    for result in evaluations(records):
        for kind, name in actual_backends(result).items():
            out.setdefault(kind, Counter())[name] += 1
    return out


def status_counts(records: Iterable[Mapping[str, Any]]) -> dict[str, Counter]:
    """Per dimension, how many results were ok / fallback / timeout / partial / cache / unavailable."""
    out: dict[str, Counter] = {d: Counter() for d in DIMENSIONS}
    for result in evaluations(records):
        for dim in DIMENSIONS:
            if dim in (result.get("provenance") or {}) or dim in (result.get("detailed_analysis") or {}):
                out[dim][_provenance(dim, result).status] += 1
    return out


def sentence_offsets(answer: str, sentences: Sequence[Sentence]) -> list[tuple[int, int] | None]:
    """Where each sentence sits in the answer: its own offsets when they check out, else the next verbatim match."""
    out: list[tuple[int, int] | None] = []
    cursor = 0
    for s in sentences:
        if s.start is not None and s.end is not None and answer[s.start:s.end] == s.text:
            out.append((s.start, s.end))
            cursor = s.end
            continue
        i = answer.find(s.text, cursor) if s.text else -1
        if i < 0 and s.text:
            i = answer.find(s.text)
        if i < 0:
            out.append(None)
        else:
            out.append((i, i + len(s.text)))
            cursor = i + len(s.text)
    return out
