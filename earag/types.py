"""Plain data types shared by the evaluator, the CLI and the dashboard (seed 004)."""
from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from earag.dimension_details import DimensionDetails, details_from_dict
from earag.enums import FAILURE_STATUSES, Level, ProvenanceStatus
from earag.messages import CodedText, Message

if TYPE_CHECKING:   # annotations only: the runner imports this module without the backends or the settings models
    from earag.backends.factory import BackendSet
    from earag.config import Settings

DIMENSIONS: tuple[str, ...] = ("entity_coverage", "faithfulness", "relevancy", "sufficiency", "hallucination")
# Ids of seed 002's quality levels for code and UI catalogs (earag.enums.Level); the JSON output keeps the Chinese names.
LEVEL_IDS: dict[str, str] = {lv.value: lv.id for lv in Level}


def read_status(value: Any, default: ProvenanceStatus = ProvenanceStatus.OK) -> ProvenanceStatus:
    """The versioned reader of a stored status string (earag.enums.ProvenanceStatus): empty reads as `default`; a
    status this version does not know reads as ERROR (never as ok: a number of unknown origin is not vouched for)."""
    if value is None or value == "":
        return default
    return ProvenanceStatus.parse(value) or ProvenanceStatus.ERROR


def entity_names(items: Any) -> list[str]:
    """Names from a result's entity list: names, or entity dicts ({name|entity|text: ...}), in order."""
    out = []
    for item in items or []:
        if isinstance(item, Mapping):
            item = item.get("name") or item.get("entity") or item.get("text")
        if item:
            out.append(str(item))
    return out


def _listed(value: Any, default: Any) -> Any:
    if value is None:
        return default
    return list(value) if isinstance(value, (list, tuple)) else value


@dataclass
class EvaluationSample:
    """One question/answer pair with what the RAG system retrieved."""

    question: str
    answer: str
    contexts: list[str] = field(default_factory=list)
    ground_truth: str | None = None
    graph_entities: list[str] | None = None
    metadata: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "EvaluationSample":
        known = {"question", "answer", "contexts", "ground_truth", "graph_entities", "metadata"}
        meta = dict(data.get("metadata") or {})
        meta.update({k: v for k, v in data.items() if k not in known})
        return cls(
            question=data.get("question", ""),
            answer=data.get("answer", ""),
            # lists are copied; anything else is kept as given, so validate_sample names the field instead of a
            # string being split into characters or a number raising TypeError here
            contexts=_listed(data.get("contexts"), default=[]),
            ground_truth=data.get("ground_truth"),
            graph_entities=_listed(data.get("graph_entities"), default=None),
            metadata=meta,
        )


SPAN_KINDS: tuple[str, ...] = ("number", "date", "quantity", "entity", "negation", "direction", "unsupported-addition")


def _with_messages(out: dict[str, Any], messages: list[Message]) -> dict[str, Any]:
    """A record dict with its reason's codes beside the text (`reason_messages`), only when there are any: records
    of an offline judge without codes (an LLM's own words) keep their earlier shape."""
    out.pop("reason_messages", None)
    if messages:
        out["reason_messages"] = [m.to_dict() for m in messages]
    return out


def _read_messages(data: Any) -> list[Message]:
    """The reason's messages of a verdict or span (object or stored dict); none when the record has none (an
    earlier version) or one is unknown to this catalogue: then its text is shown as stored."""
    raw = data.get("reason_messages") if isinstance(data, Mapping) else getattr(data, "reason_messages", None)
    found = [m if isinstance(m, Message) else Message.from_dict(m) if isinstance(m, Mapping) else None
             for m in raw or []]
    return [] if any(m is None for m in found) else [m for m in found if m is not None]


read_reason_messages = _read_messages

# The no-contexts state is data: the finding code "no_contexts" (earag.diagnosis), which links-only contexts also
# give (earag.nlp.links). Records written before finding codes carried it only as this note text (the reason
# earag.metrics.dimensions.faithfulness.judge.NO_CONTEXT_REASON wrote then); only this reader looks at the text.
_OLD_NO_CONTEXTS_NOTE = "未提供上下文"


def read_no_contexts(data: Any) -> bool:
    """The versioned reader of a record's no-contexts state (no or links-only contexts: nothing was judged), from
    an EvaluationResult or its dict: the finding code "no_contexts"; in a record without it, the note of earlier
    versions."""
    findings = data.get("findings") if isinstance(data, Mapping) else getattr(data, "findings", None)
    if any(isinstance(f, Mapping) and f.get("code") == "no_contexts" for f in findings or []):
        return True
    notes = data.get("notes") if isinstance(data, Mapping) else getattr(data, "notes", None)
    return any(_OLD_NO_CONTEXTS_NOTE in str(n) for n in notes or [])


def coded_list_messages(key: str, texts: Sequence[Any]) -> dict[str, Any]:
    """{key: [message dicts]} for a list of texts that all kept their codes (CodedText), else {}: a record keeps
    the texts as before and gains their codes beside them."""
    if texts and all(isinstance(t, CodedText) for t in texts):
        return {key: [t.message.to_dict() for t in texts]}
    return {}


def read_coded_list(texts: Any, messages: Any) -> list[str]:
    """The versioned reader of a stored list of texts with codes beside it (`recommendation_messages`): each text a
    CodedText when the record has a known code for every one, else the texts as stored (an earlier record)."""
    out = [str(t) for t in texts or []]
    found = [Message.from_dict(m) if isinstance(m, Mapping) else None for m in messages or []]
    if out and len(found) == len(out) and all(m is not None for m in found):
        return [CodedText.keep(t, m) for t, m in zip(out, found) if m is not None]
    return out


@dataclass
class UnsupportedSpan:
    """A piece of the answer the contexts do not support: `answer[start:end] == text` (offsets into the answer).

    `reason` is the stored text (Chinese for the offline judge); `reason_messages` its catalogue codes, from
    which the UI renders it in the reader's language (earag.messages)."""

    text: str
    start: int
    end: int
    kind: str            # one of SPAN_KINDS
    reason: str = ""
    reason_messages: list[Message] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return _with_messages({"text": self.text, "start": self.start, "end": self.end, "kind": self.kind,
                               "reason": self.reason}, self.reason_messages)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "UnsupportedSpan":
        return cls(text=str(data["text"]), start=int(data["start"]), end=int(data["end"]), kind=str(data["kind"]),
                   reason=str(data.get("reason") or ""), reason_messages=_read_messages(data))


@dataclass
class SentenceVerdict:
    """Whether one sentence is supported by the other side (seed 001's schema), graded, with the spans at fault.

    `supported` is seed 001's 0/1 verdict; `score` the graded support in [0, 1]; `start`/`end` locate the sentence
    in the answer (None when it was not found verbatim); `judge` says who decided ("offline", "llm", "llm+offline").
    """

    sentence: str
    supported: int
    reason: str = ""
    score: float | None = None
    evidence: str | None = None
    start: int | None = None
    end: int | None = None
    unsupported_spans: list[UnsupportedSpan] = field(default_factory=list)
    judge: str = "offline"
    reason_messages: list[Message] = field(default_factory=list)   # the codes of `reason`, "；"-joined in it

    def to_dict(self) -> dict[str, Any]:
        out = {f.name: getattr(self, f.name) for f in fields(self)}
        out["unsupported_spans"] = [s.to_dict() for s in self.unsupported_spans]
        return _with_messages(out, self.reason_messages)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "SentenceVerdict":
        return cls(sentence=str(data.get("sentence") or ""), supported=int(data.get("supported") or 0),
                   reason=str(data.get("reason") or ""), score=data.get("score"), evidence=data.get("evidence"),
                   start=data.get("start"), end=data.get("end"),
                   unsupported_spans=[UnsupportedSpan.from_dict(s) for s in data.get("unsupported_spans") or []
                                      if _has_offsets(s)],
                   judge=str(data.get("judge") or "offline"), reason_messages=_read_messages(data))


@dataclass
class Provenance:
    """Who produced a number and how: the backend that actually answered, not the configured one.

    status: ok (the backend answered now), cache (a stored answer of `cache_backend` from `cached_at`),
    partial (the judge answered `judged` of `total` sentences, the offline judge the rest), fallback (the
    configured backend failed or is unreachable: `reason`), timeout (it exceeded the time budget), unavailable.
    """

    backend: str
    status: ProvenanceStatus = ProvenanceStatus.OK
    reason: str = ""
    cache_backend: str | None = None
    cached_at: str | None = None
    judged: int | None = None
    total: int | None = None
    endpoint: str | None = None  # the server that answered (no credentials): which of backends.llm.hosts
    reason_messages: list[Message] = field(default_factory=list)   # the codes of `reason` (earag.messages)

    def to_dict(self) -> dict[str, Any]:
        out = {"backend": self.backend, "status": self.status, "reason": self.reason,
               "cache": {"backend": self.cache_backend, "cached_at": self.cached_at} if self.cache_backend else None,
               "partial": {"judged": self.judged, "total": self.total} if self.judged is not None else None}
        if self.endpoint:  # only when a server answered now: offline and older records keep their shape
            out["endpoint"] = self.endpoint
        return _with_messages(out, self.reason_messages)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Provenance":
        cache, partial = data.get("cache") or {}, data.get("partial") or {}
        return cls(backend=str(data.get("backend", "")), status=read_status(data.get("status")),
                   reason=str(data.get("reason") or ""), cache_backend=cache.get("backend"),
                   cached_at=cache.get("cached_at"), judged=partial.get("judged"), total=partial.get("total"),
                   endpoint=data.get("endpoint"), reason_messages=_read_messages(data))


_DIMENSION_KEYS = ("score", "status", "backend", "diagnosis")


def _has_offsets(span: Any) -> bool:
    """A stored span that can be placed: int start < end (earlier or hand-made records may lack them: dropped)."""
    return isinstance(span, Mapping) and isinstance(span.get("start"), int) and isinstance(span.get("end"), int) \
        and span["end"] > span["start"] and not isinstance(span["start"], bool)


def _int_or_none(value: Any) -> int | None:
    try:
        return None if value is None else int(value)
    except (TypeError, ValueError):
        return None


def read_provenance(data: Mapping[str, Any], dim: str) -> Provenance:
    """The versioned reader of one dimension's provenance in a stored record. Records written before provenance
    existed carry it in detailed_analysis[dim] (backend, status, fallback_reason); in newer ones an empty field
    of `provenance[dim]` is filled from there too. A dimension the record does not mention reads ("?", "ok")."""
    detail = (data.get("detailed_analysis") or {}).get(dim) or {}
    p = (data.get("provenance") or {}).get(dim)
    if not isinstance(p, Mapping):
        return Provenance(str(detail.get("backend") or "?"), read_status(detail.get("status")),
                          str(detail.get("fallback_reason") or ""))
    typed = Provenance.from_dict(dict(p))
    return Provenance(typed.backend or str(detail.get("backend") or "?"),
                      read_status(p.get("status") or detail.get("status")),
                      typed.reason or str(detail.get("fallback_reason") or ""), typed.cache_backend, typed.cached_at,
                      _int_or_none(typed.judged), _int_or_none(typed.total), reason_messages=typed.reason_messages)


def read_states_provenance(data: Mapping[str, Any], dim: str) -> bool:
    """Whether a stored record says who produced the dimension: in `provenance` or in its detailed_analysis."""
    return isinstance((data.get("provenance") or {}).get(dim), Mapping) \
        or isinstance((data.get("detailed_analysis") or {}).get(dim), Mapping)


def read_dimension(data: Mapping[str, Any] | None, dim: str, *, provenance: bool = True) -> DimensionResult | None:
    """One dimension of a stored record (an evaluation dict) without reading the rest of it: its detail block with
    typed details (earag.dimension_details), its provenance when the record has one and `provenance` is True (a
    reader of every record that needs only the status, backend or details leaves it unread: None); None when the
    record has no detail block for `dim` (a partial record, or a dimension of another version)."""
    block = ((data or {}).get("detailed_analysis") or {}).get(dim)
    if not isinstance(block, Mapping):
        return None
    p = ((data or {}).get("provenance") or {}).get(dim) if provenance else None
    return DimensionResult.from_dict(dim, dict(block), dict(p) if isinstance(p, Mapping) else None)


def read_level_id(data: Mapping[str, Any] | None) -> str | None:
    """The level id (earag.enums.Level) of a stored record: its quality_level_id; in a record written before level
    ids, the id of its Chinese level word (an unknown word as stored); None without a level."""
    level = (data or {}).get("quality_level_id") or (data or {}).get("quality_level")
    return LEVEL_IDS.get(str(level), str(level)) if level else None



def read_actual_backends(data: Mapping[str, Any]) -> dict[str, str]:
    """The versioned reader of what actually produced a stored record's numbers. New records (with `provenance`
    or `backends_configured`) say so in `backends`; in older ones `backends.llm` was the configured judge even
    when it never answered, so it counts only when a dimension names it as its backend (else "offline")."""
    backends = {k: str(v) for k, v in (data.get("backends") or {}).items()}
    if "provenance" in data or "backends_configured" in data or "llm" not in backends:
        return backends
    llm = backends["llm"]
    detailed = data.get("detailed_analysis") or {}
    answered = any(llm in str((detailed.get(d) or {}).get("backend") or "")
                   and (detailed.get(d) or {}).get("status", "ok") not in FAILURE_STATUSES for d in DIMENSIONS)
    if llm != "offline" and not answered:
        backends["llm"] = "offline"
    return backends


@dataclass
class DimensionResult:
    """Score of one dimension with how it was obtained; `details` typed per dimension (earag.dimension_details)."""

    name: str
    score: float | None
    status: ProvenanceStatus = ProvenanceStatus.OK
    diagnosis: list[str] = field(default_factory=list)
    details: DimensionDetails = field(default_factory=DimensionDetails)
    backend: str = ""
    provenance: Provenance | None = None

    def __post_init__(self) -> None:
        if type(self.details) is DimensionDetails:   # not given: the dimension's own type, empty
            self.details = details_from_dict(self.name, self.details)

    def to_dict(self) -> dict[str, Any]:
        return {
            "score": self.score,
            "status": self.status,
            "backend": self.backend,
            "diagnosis": list(self.diagnosis),
            **self.details.to_dict(),
        }

    @classmethod
    def from_dict(cls, name: str, data: dict[str, Any], provenance: dict[str, Any] | None = None) -> "DimensionResult":
        return cls(name=name, score=data.get("score"), status=read_status(data.get("status")),
                   diagnosis=list(data.get("diagnosis") or []), backend=str(data.get("backend") or ""),
                   details=details_from_dict(name, {k: v for k, v in data.items() if k not in _DIMENSION_KEYS}),
                   provenance=Provenance.from_dict(provenance) if provenance else None)


@dataclass
class EvaluationResult:
    """The evaluation of one sample; `to_dict` gives seed 002's `earag_evaluation` shape, `from_dict` reads it back."""

    overall_score: float | None          # None only in a partial stored record (from_dict)
    quality_level: str
    quality_description: str
    quality_warning: bool
    dimensions: dict[str, DimensionResult]
    diagnosis: str
    recommendations: list[str]
    entity_analysis: dict[str, Any]
    weights_used: dict[str, float]
    processing_time: float | None        # None in a stored record without it (from_dict)
    backends: dict[str, str]
    algorithm_version: str
    sentence_verdicts: list[SentenceVerdict] = field(default_factory=list)
    extra_metrics: dict[str, Any] = field(default_factory=dict)
    backends_configured: dict[str, str] = field(default_factory=dict)
    findings: list[dict[str, Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    # with an LLM judge: how its prompt texts were cut (earag.tokens.TokenBudget.statement); {} offline
    budget: dict[str, Any] = field(default_factory=dict)
    language: str = ""                      # the answer's language: zh | en | mixed ("" unknown: older records)
    sentence_languages: list[str] = field(default_factory=list)   # per sentence_verdicts entry
    profile: str = "seed"   # the scoring profile (weights and level cut-offs) that made the overall score
    # What the sample's LLM calls cost, core and extra metrics (earag.backends.llm.usage): {"llm_calls",
    # "prompt_tokens", "output_tokens", "cached_calls"}; tokens None when unknown. Empty: an older record.
    usage: dict[str, Any] = field(default_factory=dict)
    # What from_dict read of a stored record's version (not written back by to_dict, not compared): whether it was
    # written with finding codes, each dimension's provenance and the backends that actually ran, old shapes mapped
    # (read_provenance, read_actual_backends). None on a result made now: its own fields say it.
    coded: bool = field(default=True, compare=False, repr=False)
    stored_provenance: dict[str, Provenance] | None = field(default=None, compare=False, repr=False)
    stored_backends: dict[str, str] | None = field(default=None, compare=False, repr=False)

    @property
    def dimension_scores(self) -> dict[str, float | None]:
        return {k: d.score for k, d in self.dimensions.items()}

    @property
    def no_contexts(self) -> bool:
        """No (or links-only) contexts: nothing was judged for faithfulness and hallucination (read_no_contexts)."""
        return read_no_contexts(self)

    @property
    def quality_level_id(self) -> str:
        return LEVEL_IDS.get(self.quality_level, self.quality_level)

    @property
    def provenance(self) -> dict[str, Provenance]:
        return {k: d.provenance for k, d in self.dimensions.items() if d.provenance is not None}

    def provenance_of(self, dim: str) -> Provenance:
        """Who produced the dimension's number, for a record of any version (read_provenance)."""
        if self.stored_provenance is not None and dim in self.stored_provenance:
            return self.stored_provenance[dim]
        p = self.provenance.get(dim)
        return p if p is not None else read_provenance({}, dim)

    def states_provenance(self, dim: str) -> bool:
        """Whether the record says who produced the dimension (a stored record: in its provenance or detailed
        analysis; a result made now: its provenance); else provenance_of reads ("?", "ok")."""
        if self.stored_provenance is not None:
            return dim in self.stored_provenance
        return dim in self.provenance

    @property
    def actual_backends(self) -> dict[str, str]:
        """What actually produced the numbers, for a record of any version (read_actual_backends)."""
        return dict(self.stored_backends) if self.stored_backends is not None else dict(self.backends)

    def to_dict(self) -> dict[str, Any]:
        detailed = {k: d.to_dict() for k, d in self.dimensions.items()}
        detailed["overall"] = {
            "score": self.overall_score,
            "quality_level": self.quality_level,
            "quality_description": self.quality_description,
            "diagnosis": self.diagnosis,
            "recommendations": list(self.recommendations),
            "weights_used": dict(self.weights_used),
            "profile": self.profile,
        }
        out = {
            "overall_score": self.overall_score,
            "quality_level": self.quality_level,
            "quality_level_id": self.quality_level_id,
            "quality_warning": self.quality_warning,
            "dimension_scores": self.dimension_scores,
            "diagnosis": self.diagnosis,
            "recommendations": list(self.recommendations),
            **coded_list_messages("recommendation_messages", self.recommendations),
            "findings": [dict(f) for f in self.findings],
            "notes": list(self.notes),
            **coded_list_messages("note_messages", self.notes),
            "entity_analysis": self.entity_analysis,
            "detailed_analysis": detailed,
            "sentence_verdicts": [v.to_dict() for v in self.sentence_verdicts],
            "processing_time": self.processing_time,
            "algorithm_version": self.algorithm_version,
            "scoring_profile": self.profile,
            "backends": dict(self.backends),
            "backends_configured": dict(self.backends_configured),
            "provenance": {k: p.to_dict() for k, p in self.provenance.items()},
        }
        if self.budget:
            out["budget"] = dict(self.budget)
        if self.language:
            out["language"] = self.language
            out["sentence_languages"] = list(self.sentence_languages)
        if self.extra_metrics:
            out["metrics"] = self.extra_metrics
        if self.usage:
            out["usage"] = dict(self.usage)
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "EvaluationResult":
        """The inverse of `to_dict`, and the one versioned reader of stored records: records written before
        provenance existed read with empty `provenance` (their `provenance_of` and `actual_backends` mapped from
        the old keys), before finding codes with `coded` False, before levels had ids by their Chinese level
        word (`quality_level_id`), a partial record (one being written) with None overall score and "" level."""
        detailed = dict(data.get("detailed_analysis") or {})
        overall = detailed.pop("overall", {}) or {}
        prov = data.get("provenance") or {}
        dims = {k: DimensionResult.from_dict(k, v, prov.get(k)) for k, v in detailed.items()}
        for k, score in (data.get("dimension_scores") or {}).items():   # a record without its detailed_analysis
            if k not in dims:
                dims[k] = DimensionResult(k, score)
            elif "score" not in detailed[k]:   # a detail block without its score: dimension_scores says it
                dims[k].score = score
        return cls(
            overall_score=data.get("overall_score"), quality_level=str(data.get("quality_level") or ""),
            quality_description=overall.get("quality_description", ""),
            quality_warning=bool(data.get("quality_warning")), dimensions=dims,
            diagnosis=data.get("diagnosis", ""),
            recommendations=read_coded_list(data.get("recommendations"), data.get("recommendation_messages")),
            entity_analysis=dict(data.get("entity_analysis") or {}),
            weights_used=dict(overall.get("weights_used") or {}),
            processing_time=data.get("processing_time"), backends=dict(data.get("backends") or {}),
            algorithm_version=data.get("algorithm_version", ""),
            sentence_verdicts=[SentenceVerdict.from_dict(v) for v in data.get("sentence_verdicts") or []
                               if isinstance(v, Mapping)],
            extra_metrics=dict(data.get("metrics") or {}),
            backends_configured=dict(data.get("backends_configured") or {}),
            findings=[dict(f) for f in data.get("findings") or [] if isinstance(f, Mapping)],
            notes=read_coded_list(data.get("notes"), data.get("note_messages")),
            budget=dict(data.get("budget") or {}),
            language=str(data.get("language") or ""),
            sentence_languages=[str(x) for x in data.get("sentence_languages") or []],
            profile=str(data.get("scoring_profile") or overall.get("profile") or "seed"),
            usage=dict(data.get("usage") or {}),
            coded="findings" in data,
            stored_provenance={d: read_provenance(data, d) for d in DIMENSIONS if read_states_provenance(data, d)},
            stored_backends=read_actual_backends(data),
        )


@dataclass
class BatchEvaluationResult:
    """Results of a batch, in input order, with per-dimension means over the samples that succeeded."""

    results: list[EvaluationResult | None]
    errors: list[dict[str, Any] | None]
    mean_scores: dict[str, float]
    sample_count: int
    error_count: int

    @property
    def mean_score(self) -> float | None:
        return self.mean_scores.get("overall")


@runtime_checkable
class SampleEvaluator(Protocol):
    """What a run needs of an evaluator (earag.runs.runner, earag.runs.lifecycle, earag.runs.ray_engine,
    earag.runs.fingerprints.run_meta): earag.evaluator.Evaluator is one (tests/unit/test_dimension_details.py)."""

    @property
    def settings(self) -> Settings: ...

    @property
    def offline(self) -> bool: ...          # built offline here: the Ray engine builds its actors' evaluators so

    @property
    def backends(self) -> BackendSet: ...   # what a run records about itself (BackendSet.describe)

    def plan_metrics(self, names: Sequence[str] | str | None) -> list[str]:
        """The registry metrics a selection adds; raises earag.errors.InputError naming an unknown one."""
        ...

    def iter_evaluate(
        self, samples: Iterable[EvaluationSample], *, workers: int | None = None, continue_on_error: bool = True,
        metrics: Sequence[str] | str | None = None, processes: bool | None = None,
    ) -> Iterator[tuple[int, EvaluationResult | None, dict | None]]:
        """(index, result, error) as samples finish."""
        ...
