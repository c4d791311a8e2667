"""EARAG-Eval: entity-aware, multi-dimensional evaluation of RAG answers for Chinese policy QA."""
from earag.config import Settings, load_settings
from earag.errors import BackendOutputError, BackendTimeout, BackendUnavailable, ConfigError, EaragError, InputError
from earag.evaluator import ALGORITHM_VERSION, Evaluator
from earag.scoring import overall_score, quality_level
from earag.types import (
    DIMENSIONS,
    BatchEvaluationResult,
    DimensionResult,
    EvaluationResult,
    EvaluationSample,
    Provenance,
    SentenceVerdict,
    UnsupportedSpan,
)

__all__ = [
    "ALGORITHM_VERSION", "DIMENSIONS", "BackendOutputError", "BackendTimeout", "BackendUnavailable",
    "BatchEvaluationResult", "ConfigError", "DimensionResult", "EaragError", "EvaluationResult",
    "EvaluationSample", "Evaluator", "InputError", "Provenance", "SentenceVerdict", "Settings", "UnsupportedSpan",
    "load_settings", "overall_score", "quality_level",
]
