"""Request and response bodies of the HTTP API (seed 002's shapes), as pydantic models for validation and /docs.

`EaragEvaluation` is `earag.types.EvaluationResult.to_dict()` — the object the CLI writes as `earag_evaluation` —
described field by field; keys the library adds later pass through (extra="allow").
"""
from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, Strict

QUESTION_DOC = "用户问题，长度限制1-1000字符 (the configured limit: evaluation.performance.max_text_length)"
EXAMPLE_QUESTION = "华侨经济文化合作试验区的税收优惠政策有哪些？"


# A switch is true or false: "yes", "0" or 1 is a 400 naming the field, not silently read as true/false (lax mode)
Switch = Annotated[bool, Strict()]


class _Request(BaseModel):
    # Seed 002's clients send extra keys (use_graph to /api/ask, return_confidence ...): ignored, not rejected.
    model_config = ConfigDict(extra="ignore")


class AskRequest(_Request):
    """POST /api/ask: plain RAG."""

    question: str = Field(description=QUESTION_DOC, examples=[EXAMPLE_QUESTION])
    session_id: str | None = Field(None, description="会话ID, echoed back (the API keeps no conversation state)")


class EnhancedAskRequest(AskRequest):
    """POST /api/ask/enhanced: RAG with graph entities, no evaluation."""

    use_graph: Switch = Field(True, description="是否使用GraphRAG增强模式 (graph entities and graph sources)")
    return_confidence: Switch = Field(True, description="return the retrieval evidence (not an evaluation)")


class EvaluatedAskRequest(AskRequest):
    """POST /api/ask/evaluated: the answer and its EARAG-Eval evaluation."""

    use_graph: Switch = Field(True, description="是否使用GraphRAG增强模式")


class GraphAnalyzeRequest(_Request):
    text: str = Field(description="text to analyse", examples=["华侨经济文化合作试验区享受税收优惠政策"])
    extract_entities: Switch = True
    extract_relations: Switch = True


class EvaluateRequest(_Request):
    """POST /api/evaluate: one answer a RAG system gave, with what it retrieved."""

    question: str = Field(description=QUESTION_DOC, examples=[EXAMPLE_QUESTION])
    answer: str = Field(description="the answer to score", examples=["试验区内符合条件的企业减按15%的税率征收企业所得税。"])
    contexts: list[str] = Field(default_factory=list, description="retrieved passages, in rank order")
    ground_truth: str | None = None
    graph_entities: list[str] | None = Field(None, description="entities the RAG system took from its graph")
    metrics: list[str] | str | None = Field(None, description="extra metrics: 'all', groups or names (`earag metrics`)")


class BatchRequest(_Request):
    """POST /api/evaluate/batch as JSON (a file goes as multipart/form-data field `file`)."""

    rows: list[dict[str, Any]] = Field(description="dataset rows: question, answer, contexts, id, ground_truth ...")
    name: str | None = Field(None, description="a name for the run")
    metrics: list[str] | str | None = None


# --------------------------------------------------------------------------- responses


class EaragEvaluation(BaseModel):
    """EvaluationResult.to_dict(): seed 002's `earag_evaluation` with provenance and findings."""

    model_config = ConfigDict(extra="allow")

    overall_score: float
    quality_level: str = Field(description="优秀 / 良好 / 一般 / 较差 (excellent / good / fair / poor for "
                                           "Accept-Language: en)")
    quality_level_id: str | None = Field(None, description="excellent / good / fair / poor, in either language")
    quality_warning: bool
    dimension_scores: dict[str, float | None]
    diagnosis: str
    recommendations: list[str] = Field(default_factory=list)
    findings: list[dict[str, Any]] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    entity_analysis: dict[str, Any] = Field(default_factory=dict)
    detailed_analysis: dict[str, Any] = Field(default_factory=dict)
    sentence_verdicts: list[dict[str, Any]] = Field(default_factory=list)
    processing_time: float
    algorithm_version: str
    backends: dict[str, str] = Field(default_factory=dict, description="what actually produced the numbers")
    backends_configured: dict[str, str] = Field(default_factory=dict)
    provenance: dict[str, Any] = Field(default_factory=dict)
    language: str | None = Field(None, description="the answer's language: zh / en / mixed")
    sentence_languages: list[str] = Field(default_factory=list, description="zh / en per answer sentence")


class EvaluationResponse(BaseModel):
    model_config = ConfigDict(extra="allow")

    quality_score: float = Field(description="EARAG-Eval整体质量评分 (0-1)")
    quality_level: str
    quality_level_id: str | None = None
    quality_warning: bool = Field(description="评分低于 thresholds.overall (0.7) 时为 true")
    evaluation_diagnosis: str
    recommendations: list[str] = Field(default_factory=list)
    earag_evaluation: EaragEvaluation
    processing_time: float = Field(description="seconds for the whole request's work")
    algorithm_version: str


SOURCES_DOC = ("documents {type: document, title, relevance, snippet, doc_id} and graph entities {type: graph_entity, "
               "name, entity_type, relations}; seed 002 writes the entity type under a second `type` key, which JSON "
               "cannot hold twice, hence `entity_type`")


class AskResponse(BaseModel):
    model_config = ConfigDict(extra="allow")

    answer: str
    contexts: list[str] = Field(description="the retrieved passages the answer was written from")
    sources: list[dict[str, Any]] = Field(description=SOURCES_DOC)
    question_entities: list[str] = Field(default_factory=list)
    graph_enhanced: bool
    session_id: str | None = None
    processing_time: float
    answer_source: str = Field(description="demo:extractive, demo:ollama:<model> or endpoint:<url> (redacted)")
    answer_note: str = ""


class EnhancedAskResponse(AskResponse):
    confidence: dict[str, Any] | None = Field(None, description="retrieval evidence (method: retrieval), not an "
                                              "evaluation; use /api/ask/evaluated for that")


class EvaluatedAskResponse(EvaluationResponse):
    answer: str
    contexts: list[str]
    sources: list[dict[str, Any]] = Field(description=SOURCES_DOC)
    question_entities: list[str] = Field(default_factory=list)
    graph_enhanced: bool
    session_id: str | None = None
    answer_source: str
    answer_note: str = ""


class Entity(BaseModel):
    name: str
    type: str = Field(description="政策名称 / 机构组织 / 地理位置 / 法律条款 / 行业领域 (or the graph's label)")
    graph_entity: str | None = Field(None, description="the canonical graph entity it denotes, if any")
    graph_label: str | None = None


class Relation(BaseModel):
    source: str
    target: str
    type: str


class GraphAnalyzeResponse(BaseModel):
    entities: list[Entity] | None
    relations: list[Relation] | None
    extractor: str
    graph: str
    processing_time: float


class BatchStarted(BaseModel):
    run_id: str
    status: str
    name: str
    total_rows: int
    invalid_rows: int
    errors: list[dict[str, Any]] = Field(default_factory=list, description="the invalid rows (row, field, message)")
    links: dict[str, str]
