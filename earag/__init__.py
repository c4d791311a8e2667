"""EARAG-Eval: entity-aware, multi-dimensional evaluation of RAG answers for Chinese policy QA."""
from .config import Settings, load_settings
from .errors import BackendOutputError, BackendTimeout, BackendUnavailable, ConfigError, EaragError, InputError
from .evaluator import ALGORITHM_VERSION, Evaluator
from .scoring import overall_score, quality_level
from .types import DIMENSIONS, BatchEvaluationResult, DimensionResult, EvaluationResult, EvaluationSample, SentenceVerdict

__all__ = [
    "ALGORITHM_VERSION", "DIMENSIONS", "BackendOutputError", "BackendTimeout", "BackendUnavailable",
    "BatchEvaluationResult", "ConfigError", "DimensionResult", "EaragError", "EvaluationResult",
    "EvaluationSample", "Evaluator", "InputError", "SentenceVerdict", "Settings", "load_settings",
    "overall_score", "quality_level",
]
