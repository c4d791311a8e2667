"""The five scored dimensions of seed 000 as pure functions over plain values."""
from .coverage import entity_coverage, sufficiency
from .faithfulness import faithfulness, supported_share
from .hallucination import hallucination, risk_band
from .relevancy import relevancy

__all__ = ["entity_coverage", "sufficiency", "faithfulness", "supported_share", "relevancy", "hallucination", "risk_band"]
