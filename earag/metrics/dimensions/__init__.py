"""Seed 000's five EARAG dimensions: pure formulas, the shared per-sample pipeline, and their registry metrics."""
from earag.metrics.dimensions import metrics  # noqa: F401,E402  (registers the six `earag` metrics)
from earag.metrics.dimensions.coverage import entity_coverage, sufficiency
from earag.metrics.dimensions.faithfulness.formula import faithfulness, graded_share, supported_share
from earag.metrics.dimensions.hallucination import hallucination, risk_band
from earag.metrics.dimensions.relevancy import relevancy

__all__ = ["entity_coverage", "sufficiency", "faithfulness", "graded_share", "supported_share", "relevancy",
           "hallucination", "risk_band"]
