"""English antonym predicates (english._ANTONYMS): "require" where the contexts say "exempt from" is a flip, as
"apply"/"exempt" and "required"/"optional" are. Sentences written for these tests."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

TOLL = "Vans under 3.5 tonnes are exempt from the bridge toll. Heavier goods vehicles require a toll permit."
MUSEUM = "Children under twelve are exempt from the entry charge, while adults require a paid ticket."


def spans(answer: str, context: str) -> list[tuple[str, str]]:
    verdicts, _ = judge_sentences(answer, [context])
    return [(sp.kind, sp.text) for v in verdicts for sp in v.unsupported_spans]


def test_require_where_the_contexts_exempt_is_a_direction():
    assert ("direction", "require") in spans("Vans under 3.5 tonnes still require a toll permit.", TOLL)
    assert ("direction", "require") in spans("Children under twelve require a paid ticket for entry.", MUSEUM)


def test_require_where_the_contexts_require_is_no_span():
    assert not [s for s in spans("Heavier goods vehicles require a toll permit.", TOLL) if s[0] == "direction"]
    assert not [s for s in spans("Adults require a paid ticket.", MUSEUM) if s[0] == "direction"]
