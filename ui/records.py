"""Typed reading of result records for the dashboard: each record read once into small views, old records included.

Records of every version are read by earag.types (EvaluationResult.from_dict, read_provenance,
read_actual_backends): records written before provenance, graded span verdicts and finding codes existed are
mapped there, once; this module only shapes what the pages show.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from earag.analysis.frames import COLUMNS, FrameBuilder
from earag.diagnosis import Finding
from earag.messages import CodedText, Message
from earag.report import entity_view
from earag.runs.plan import add_metric_columns, metric_means
from earag.thresholds import record_relevancy_threshold, record_threshold_language, relevancy_threshold_for
from earag.types import (
    DIMENSIONS,
    LEVEL_IDS,
    EvaluationResult,
    Provenance,
    entity_names,
    read_actual_backends,
    read_dimension,
    read_provenance,
    read_reason_messages,
    read_states_provenance,
)
from earag.types import UnsupportedSpan as Span

LEVEL_ZH: dict[str, str] = {v: k for k, v in LEVEL_IDS.items()}


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
    messages: tuple[Message, ...] = ()   # the reason's catalogue codes (records since messages became codes)


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
    coded: bool = True                     # written with finding codes (False: a record of an earlier version)
    no_contexts: bool = False              # no or links-only contexts: nothing judged (earag.types.read_no_contexts)

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
        return [s for s in self.sentences if not s.supported and s.judge != "none"]


def _field(obj: Any, name: str, default: Any = None) -> Any:
    """A field of a library object or a key of its dict form."""
    if isinstance(obj, Mapping):
        return obj.get(name, default)
    return getattr(obj, name, default)


def _span(data: Any) -> Span | None:
    start, end = _int(_field(data, "start")), _int(_field(data, "end"))
    if start is None or end is None or end <= start:
        return None
    return Span(str(_field(data, "text") or ""), start, end, str(_field(data, "kind") or "unsupported-addition"),
                str(_field(data, "reason") or ""), read_reason_messages(data))


def read_sentence(data: Any) -> Sentence:
    """A sentence verdict (earag.types.SentenceVerdict or its dict) as a Sentence; spans without offsets dropped."""
    spans = tuple(s for s in (_span(x) for x in _field(data, "unsupported_spans") or []) if s)
    return Sentence(text=str(_field(data, "sentence") or ""), supported=bool(_field(data, "supported")),
                    score=_float(_field(data, "score")), reason=str(_field(data, "reason") or ""),
                    evidence=str(_field(data, "evidence") or ""), start=_int(_field(data, "start")),
                    end=_int(_field(data, "end")), judge=str(_field(data, "judge") or ""), spans=spans,
                    messages=tuple(read_reason_messages(data)))


def coded_detail(result: Mapping[str, Any] | None, dim: str, *path: str) -> tuple[str, list[Any]]:
    """A text in a dimension's details (`path` into them: ("completeness", "reason"), ("estimate",)) and its codes
    beside it (`reason_messages` for a reason, else `<key>_messages`); ("", []) when the record has no such text,
    no codes when it predates them (then the text is shown as stored)."""
    found = read_dimension(result, dim, provenance=False)
    parent: Any = found.details if found is not None else {}
    for key in path[:-1]:
        parent = parent.get(key) if isinstance(parent, Mapping) else None
    if not isinstance(parent, Mapping) or not path or not isinstance(parent.get(path[-1]), str):
        return "", []
    coded = parent.get(f"{path[-1]}_messages")
    return parent[path[-1]], list(coded) if isinstance(coded, list) else []


def _provenance(dim: str, result: Mapping[str, Any]) -> Provenance:
    """Who produced the dimension's number (earag.types.read_provenance: old records' keys mapped there)."""
    return read_provenance(result, dim)


def actual_backends(result: Mapping[str, Any]) -> dict[str, str]:
    """What actually produced the numbers (earag.types.read_actual_backends: old records' `backends.llm` was the
    configured judge; it is mapped there)."""
    return read_actual_backends(result)


def read_result(result: Mapping[str, Any]) -> ResultView:
    """A ResultView of one evaluation dict of any version, read through earag.types.EvaluationResult.from_dict
    (the one versioned reader: old and partial records are mapped there)."""
    typed = EvaluationResult.from_dict(result)
    configured = typed.backends_configured
    return ResultView(
        overall=_float(typed.overall_score), level=level_id(typed.quality_level_id), warning=typed.quality_warning,
        scores={d: _float(typed.dimension_scores.get(d)) for d in DIMENSIONS},
        diagnosis=str(typed.diagnosis or ""),
        recommendations=[r if isinstance(r, CodedText) else str(r) for r in typed.recommendations],
        findings=[Finding(str(f.get("code")), f.get("dimension"), dict(f.get("params") or {}))
                  for f in typed.findings if f.get("code")],
        sentences=[read_sentence(v) for v in typed.sentence_verdicts],
        provenance={d: typed.provenance_of(d) for d in DIMENSIONS},
        backends=typed.actual_backends,
        backends_configured={k: str(v) for k, v in configured.items()} if configured else None,
        entity_analysis=entity_view(result) if result.get("entity_analysis") else dict(typed.entity_analysis),
        notes=list(typed.notes),
        processing_time=_float(typed.processing_time), metrics=dict(typed.extra_metrics),
        quality_description=typed.quality_description or None, coded=typed.coded, no_contexts=typed.no_contexts,
    )


def relevancy_threshold(result: Mapping[str, Any] | None, settings: Any = None,
                        default: float | None = None) -> float | None:
    """The relevancy threshold of the backend that produced this record's relevancy number: the record's own
    (detailed_analysis.relevancy.threshold, in new records), else the calibrated one of its embedder
    (Settings.relevancy_threshold), else `default` (thresholds["relevancy"]). The single source is
    earag.thresholds (the HTML report reads it too)."""
    return record_relevancy_threshold(result, settings, default)


def thresholds_for(result: Mapping[str, Any] | None, thresholds: Mapping[str, float], settings: Any = None) -> dict:
    """`thresholds` with relevancy replaced by the record's calibrated threshold (see relevancy_threshold)."""
    out = dict(thresholds)
    rel = relevancy_threshold(result, settings, out.get("relevancy"))
    if rel is not None:
        out["relevancy"] = rel
    return out


def row_relevancy_thresholds(records: Iterable[Mapping[str, Any]], settings: Any = None,
                             default: float | None = None) -> list[float | None]:
    """Per record (in order), the relevancy threshold its number is to be compared with."""
    return [relevancy_threshold(r.get("earag_evaluation") if isinstance(r.get("earag_evaluation"), Mapping) else None,
                                settings, default) for r in records]


def evaluations(records: Iterable[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The evaluation dicts of the scored records of a run."""
    return [r["earag_evaluation"] for r in records if isinstance(r.get("earag_evaluation"), Mapping)]


def _count_backends(result: Mapping[str, Any], out: dict[str, Counter]) -> None:
    for kind, name in actual_backends(result).items():
        out.setdefault(kind, Counter())[name] += 1


def _count_statuses(result: Mapping[str, Any], out: dict[str, Counter]) -> None:
    for dim in DIMENSIONS:
        if read_states_provenance(result, dim):
            out[dim][_provenance(dim, result).status] += 1


def backends_ran(records: Iterable[Mapping[str, Any]]) -> dict[str, Counter]:
    """Per backend kind, how many results each backend actually produced (not the configured one)."""
    out: dict[str, Counter] = {}
    for result in evaluations(records):
        _count_backends(result, out)
    return out


def status_counts(records: Iterable[Mapping[str, Any]]) -> dict[str, Counter]:
    """Per dimension, how many results were ok / fallback / timeout / partial / cache / unavailable."""
    out: dict[str, Counter] = {d: Counter() for d in DIMENSIONS}
    for result in evaluations(records):
        _count_statuses(result, out)
    return out


# --- a run as one compact table -----------------------------------------------------------------------------

@dataclass(frozen=True)
class RunTable:
    """A result set as the batch and tuning pages read it, built in one pass over its records and kept instead of
    them: per record the scores, levels, ids, question/answer text, human labels, extra-metric scores and what its
    relevancy number is compared with; per run the backend and status counts and the metric means. Read-only:
    one table is shared by every session that shows the run."""

    frame: pd.DataFrame                    # earag.analysis.frames.COLUMNS + metric columns (row order = input order)
    metric_cols: tuple[str, ...]
    relevancy_own: np.ndarray              # per row: the record's own relevancy threshold, NaN when it has none
    relevancy_embedder: tuple[str | None, ...]   # per row: the embedder that produced its relevancy number
    backends: dict[str, Counter]           # backends_ran
    statuses: dict[str, Counter]           # status_counts
    metric_means: dict[str, dict[str, Any]]
    scored: pd.DataFrame                   # the status-ok rows, COLUMNS only, index 0..n-1 (the tuning page's frame)
    memo: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)  # values derived once
    relevancy_language: tuple[str, ...] = ()   # per row: the language its relevancy threshold follows (earag.thresholds)
    errors: tuple[Any, ...] = ()           # per row: the record's error dict (its message code beside the text), or None

    def relevancy_thresholds(self, settings: Any = None, default: float | None = None) -> np.ndarray:
        """Per row, the relevancy threshold its number is to be compared with (as row_relevancy_thresholds):
        its own, else its embedder's calibrated one, else `default` (NaN for none)."""
        out = self.relevancy_own.copy()
        missing = np.isnan(out)
        if missing.any():
            fill = np.nan if default is None else float(default)
            by_embedder: dict[tuple[str | None, str], float] = {}
            for i in np.flatnonzero(missing):
                key = (self.relevancy_embedder[i], self.relevancy_language[i] if self.relevancy_language else "zh")
                if key not in by_embedder:
                    by_embedder[key] = float(relevancy_threshold_for(settings, str(key[0]), key[1])[0]) \
                        if settings is not None and key[0] else fill
                out[i] = by_embedder[key]
        return out


def _slim_metrics(record: Mapping[str, Any]) -> dict[str, Any] | None:
    """The record reduced to its metric scores (what add_metric_columns and metric_means read), None without any."""
    metrics = (record.get("earag_evaluation") or {}).get("metrics") if isinstance(record, Mapping) else None
    if not metrics:
        return None
    return {"earag_evaluation": {"metrics": {
        name: {"score": value.get("score")} if isinstance(value, Mapping) else value
        for name, value in metrics.items()}}}


def run_table(records: Iterable[Mapping[str, Any]]) -> RunTable:
    """A RunTable from records read one at a time (a generator over the run store keeps memory flat)."""
    builder = FrameBuilder()
    own: list[float] = []
    embedders: list[str | None] = []
    languages: list[str] = []
    errors: list[Any] = []
    slim: list[dict[str, Any]] = []
    any_metrics = False
    backends: dict[str, Counter] = {}
    statuses: dict[str, Counter] = {d: Counter() for d in DIMENSIONS}
    for record in records:
        builder.add(record)
        result = record.get("earag_evaluation")
        result = result if isinstance(result, Mapping) else None
        relevancy = read_dimension(result, "relevancy", provenance=False)
        detail = relevancy.details if relevancy is not None else {}
        threshold = _float(detail.get("threshold"))
        own.append(np.nan if threshold is None else threshold)
        embedder = (detail.get("embedding_backend") or (relevancy.backend if relevancy is not None else None)) \
            or ((result or {}).get("backends") or {}).get("embeddings")
        embedders.append(str(embedder) if embedder else None)
        languages.append(record_threshold_language(result))
        errors.append(record.get("error") if isinstance(record.get("error"), Mapping) else None)
        metrics = _slim_metrics(record)
        any_metrics = any_metrics or metrics is not None
        slim.append(metrics or {})
        if result is not None:
            _count_backends(result, backends)
            _count_statuses(result, statuses)
    frame = builder.frame()
    cols: list[str] = []
    means: dict[str, dict[str, Any]] = {}
    if any_metrics:
        frame, cols = add_metric_columns(frame, slim)
        means = metric_means(slim)
    scored = frame.loc[frame["status"] == "ok", list(COLUMNS)].reset_index(drop=True)
    return RunTable(frame, tuple(cols), np.array(own, dtype=float), tuple(embedders), backends, statuses, means,
                    scored, relevancy_language=tuple(languages), errors=tuple(errors))


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
