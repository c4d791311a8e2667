"""Typed details of each dimension in a record (`detailed_analysis[dim]` beside score, status, backend, diagnosis).

One frozen dataclass per dimension names the keys the evaluator writes, with their types. `from_dict` reads any
stored shape (older records lack keys, hand-made ones carry others): a key it does not know is kept in `extra`,
the order of the keys in `keys_order`, so `to_dict` writes a record read back exactly as it was stored. Values are
kept as stored (no coercion): a record of an earlier version round-trips unchanged. A details object is also a
read-only mapping of its `to_dict()` (`details["threshold"]`), for code that reads a record's keys by name.
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

_D = TypeVar("_D", bound="DimensionDetails")
_OWN = ("extra", "keys_order", "OPTIONAL")


@dataclass(frozen=True, eq=False)
class DimensionDetails(Mapping[str, Any]):
    """The details of a dimension this version has no type for: every key in `extra`.

    Subclasses declare their keys as fields. A field in `OPTIONAL` is written only when it is not None (the
    evaluator writes those keys only when they apply); the others always. A details object read by `from_dict`
    writes exactly the keys it read, in their order."""

    extra: dict[str, Any] = field(default_factory=dict)
    keys_order: tuple[str, ...] | None = field(default=None, repr=False)   # None: made now, not read
    OPTIONAL: ClassVar[frozenset[str]] = frozenset()

    @classmethod
    def _known(cls) -> list[str]:
        # the class's own annotations are its keys (read for every record: cheaper than dataclasses.fields)
        return [k for k in cls.__annotations__ if k not in _OWN] if cls is not DimensionDetails else []

    @classmethod
    def from_dict(cls: type[_D], data: Mapping[str, Any]) -> _D:
        known = set(cls._known())
        values = {k: v for k, v in data.items() if k in known}
        return cls(**values, extra={k: v for k, v in data.items() if k not in known}, keys_order=tuple(data))

    def _written(self) -> list[str]:
        """The keys `to_dict` writes: those read, in their order; else each field that applies, then `extra`."""
        if self.keys_order is not None:
            return [k for k in self.keys_order if k in self.extra or k in self._known()]
        return [*(k for k in self._known() if k not in self.OPTIONAL or getattr(self, k) is not None), *self.extra]

    def to_dict(self) -> dict[str, Any]:
        known = set(self._known())
        return {k: getattr(self, k) if k in known else self.extra[k] for k in self._written()}

    # the read-only mapping view: the keys as the record writes them
    def __getitem__(self, key: str) -> Any:
        return self.to_dict()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._written())

    def __len__(self) -> int:
        return len(self._written())


@dataclass(frozen=True, eq=False)
class EntityCoverageDetails(DimensionDetails):
    """Which question entities the answer covers and misses; how covered ones were reached (`covered_through_*`)."""

    covered_entities: list[str] = field(default_factory=list)
    missing_entities: list[str] = field(default_factory=list)
    question_entity_share: float | None = None
    completeness: dict[str, Any] = field(default_factory=dict)   # earag.metrics.dimensions.coverage.Completeness
    covered_through_short_answer_context: list[str] | None = None
    covered_through_question_frame: list[str] | None = None
    covered_through_graph_name: list[str] | None = None
    covered_through_qualifier_of_covered: list[str] | None = None
    fallback_reason: str | None = None     # the entity backend failed: why (the offline extractor stood in)
    OPTIONAL: ClassVar[frozenset[str]] = frozenset({
        "covered_through_short_answer_context", "covered_through_question_frame", "covered_through_graph_name",
        "covered_through_qualifier_of_covered", "fallback_reason"})


@dataclass(frozen=True, eq=False)
class FaithfulnessDetails(DimensionDetails):
    """The judge's score and who judged, the graph penalty, the sentence counts, and an LLM judge's merge."""

    llm_score: float | None = None         # seed 000's llm_score: the judge score when an LLM judged, else None
    judge_score: float | None = None
    judge: str = ""
    unmatched_ratio: float | None = None
    graph_penalty: float | None = None
    graph_source: str = ""
    graph_unrelated: bool | None = None    # the graph knows none of the sample's entities (only written when so)
    supported_sentences: int | None = None
    total_sentences: int | None = None
    note: str | None = None                # the judge's note (sentences filled by the offline judge)
    llm_merge: dict[str, Any] | None = None    # an LLM judge's reply merged with the offline verdicts (MergeInfo)
    judge_call: dict[str, Any] | None = None   # the path of the judge call and its LLM calls
    fallback_reason: str | None = None
    OPTIONAL: ClassVar[frozenset[str]] = frozenset({"graph_unrelated", "note", "llm_merge", "judge_call",
                                                    "fallback_reason"})


@dataclass(frozen=True, eq=False)
class RelevancyDetails(DimensionDetails):
    """The embedder, the threshold used and how the cosine was mapped onto the seed's scale."""

    embedding_backend: str = ""
    threshold: float | None = None
    cosine: float | None = None
    language: str | None = None
    blend: dict[str, float] | None = None          # shares of the model's and the char-ngram cosine
    scale: dict[str, Any] | None = None            # the calibrated mapping that produced the score
    short_answer_support: list[str] | None = None
    support_cosine: float | None = None
    question_frame: dict[str, Any] | None = None
    estimate: str | None = None                    # a fallback embedder's estimate, its own threshold
    fallback_reason: str | None = None
    OPTIONAL: ClassVar[frozenset[str]] = frozenset({"cosine", "language", "blend", "scale", "short_answer_support",
                                                    "support_cosine", "question_frame", "estimate",
                                                    "fallback_reason"})


@dataclass(frozen=True, eq=False)
class SufficiencyDetails(DimensionDetails):
    """The question entities the contexts cover and miss."""

    context_covered_entities: list[str] = field(default_factory=list)
    context_missing_entities: list[str] = field(default_factory=list)
    fallback_reason: str | None = None
    OPTIONAL: ClassVar[frozenset[str]] = frozenset({"fallback_reason"})


@dataclass(frozen=True, eq=False)
class HallucinationDetails(DimensionDetails):
    """The risk band and what the answer invented or left unsupported."""

    risk_level: str | None = None      # earag.enums.Risk value (低/中/高); None without contexts
    assessment: str = ""               # judged | vague | no_contexts ("" in older records)
    unmatched_ratio: float | None = None
    unsupported_entities: list[str] = field(default_factory=list)
    unsupported_sentences: list[str] = field(default_factory=list)
    invented_facts: list[Any] = field(default_factory=list)
    # names and values the contexts hold, bound there to another subject or role (earag.diagnosis.span_issue)
    bound_elsewhere: list[Any] = field(default_factory=list)


DETAILS_TYPES: dict[str, type[DimensionDetails]] = {
    "entity_coverage": EntityCoverageDetails, "faithfulness": FaithfulnessDetails, "relevancy": RelevancyDetails,
    "sufficiency": SufficiencyDetails, "hallucination": HallucinationDetails,
}


def details_from_dict(dimension: str, data: Mapping[str, Any]) -> DimensionDetails:
    """The typed details of `dimension` from a stored record's keys (an unknown dimension: all in `extra`)."""
    return DETAILS_TYPES.get(dimension, DimensionDetails).from_dict(data)
