"""Plain data types shared by the evaluator, the CLI and the dashboard (seed 004)."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Literal

DIMENSIONS: tuple[str, ...] = ("entity_coverage", "faithfulness", "relevancy", "sufficiency", "hallucination")
Status = Literal["ok", "fallback", "error", "timeout", "unavailable"]


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
            contexts=list(data.get("contexts") or []),
            ground_truth=data.get("ground_truth"),
            graph_entities=None if data.get("graph_entities") is None else list(data["graph_entities"]),
            metadata=meta,
        )


@dataclass
class SentenceVerdict:
    """Whether one sentence is supported by the other side (seed 001's schema)."""

    sentence: str
    supported: int
    reason: str = ""
    score: float | None = None
    evidence: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class DimensionResult:
    """Score of one dimension with how it was obtained."""

    name: str
    score: float | None
    status: Status = "ok"
    diagnosis: list[str] = field(default_factory=list)
    details: dict[str, Any] = field(default_factory=dict)
    backend: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "score": self.score,
            "status": self.status,
            "backend": self.backend,
            "diagnosis": list(self.diagnosis),
            **self.details,
        }


@dataclass
class EvaluationResult:
    """The evaluation of one sample; `to_dict` gives seed 002's `earag_evaluation` shape."""

    overall_score: float
    quality_level: str
    quality_description: str
    quality_warning: bool
    dimensions: dict[str, DimensionResult]
    diagnosis: str
    recommendations: list[str]
    entity_analysis: dict[str, Any]
    weights_used: dict[str, float]
    processing_time: float
    backends: dict[str, str]
    algorithm_version: str
    sentence_verdicts: list[SentenceVerdict] = field(default_factory=list)
    extra_metrics: dict[str, Any] = field(default_factory=dict)

    @property
    def dimension_scores(self) -> dict[str, float | None]:
        return {k: d.score for k, d in self.dimensions.items()}

    def to_dict(self) -> dict[str, Any]:
        detailed = {k: d.to_dict() for k, d in self.dimensions.items()}
        detailed["overall"] = {
            "score": self.overall_score,
            "quality_level": self.quality_level,
            "quality_description": self.quality_description,
            "diagnosis": self.diagnosis,
            "recommendations": list(self.recommendations),
            "weights_used": dict(self.weights_used),
        }
        out = {
            "overall_score": self.overall_score,
            "quality_level": self.quality_level,
            "quality_warning": self.quality_warning,
            "dimension_scores": self.dimension_scores,
            "diagnosis": self.diagnosis,
            "recommendations": list(self.recommendations),
            "entity_analysis": self.entity_analysis,
            "detailed_analysis": detailed,
            "sentence_verdicts": [v.to_dict() for v in self.sentence_verdicts],
            "processing_time": self.processing_time,
            "algorithm_version": self.algorithm_version,
            "backends": dict(self.backends),
        }
        if self.extra_metrics:
            out["metrics"] = self.extra_metrics
        return out


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
