"""Entity coverage (|Q∩A|/|Q|) and context sufficiency (|Q∩C|/|Q|), seed 000 dimensions 1 and 4."""
from __future__ import annotations

from collections.abc import Sequence


def _share(question_entities: Sequence[str], covered: Sequence[str]) -> float:
    if not question_entities:
        return 1.0  # the seed: nothing asked about, nothing missed
    return len(set(covered) & set(question_entities)) / len(set(question_entities))


def entity_coverage(question_entities: Sequence[str], covered: Sequence[str]) -> float:
    """Share of question entities the answer covers (`covered` ⊆ question entities, decided by the matcher)."""
    return _share(question_entities, covered)


def sufficiency(question_entities: Sequence[str], context_covered: Sequence[str]) -> float:
    """Share of question entities the retrieved contexts cover."""
    return _share(question_entities, context_covered)
