"""The five scored dimensions of seed 000 as pure functions over plain values."""
from earag.metrics.dimensions.coverage import entity_coverage, sufficiency
from earag.metrics.dimensions.faithfulness.formula import faithfulness, supported_share
from earag.metrics.dimensions.hallucination import hallucination, risk_band
from earag.metrics.dimensions.relevancy import relevancy

__all__ = ["entity_coverage", "sufficiency", "faithfulness", "supported_share", "relevancy", "hallucination", "risk_band"]
