"""Clauses with no counterpart in the contexts (unsupported additions)."""
from __future__ import annotations

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.lexicon import _CLAUSE_RE
from earag.metrics.dimensions.faithfulness.words import _content_recall, _recall
from earag.nlp.text import normalize
from earag.types import UnsupportedSpan

ADDITION_THRESHOLD = 0.45    # a clause whose support is below this has no counterpart in the contexts


def _addition_spans(sentence: str, ctx: _Contexts, ctx_grams: set[str], taken: list[UnsupportedSpan]
                    ) -> list[UnsupportedSpan]:
    spans = []
    for m in _CLAUSE_RE.finditer(sentence):
        clause = m.group(0)
        lead = len(clause) - len(clause.lstrip())
        s, e = m.start() + lead, m.start() + len(clause.rstrip())
        norm = normalize(sentence[s:e])
        if len(norm) < 4:
            continue
        lex = _recall(norm, ctx_grams)
        words = _content_recall(sentence, ctx, ctx_grams, s, e)
        support = max(lex, words if words is not None else lex)
        if support >= ADDITION_THRESHOLD:
            continue
        covered = sum(min(e, sp.end) - max(s, sp.start) for sp in taken if sp.start < e and sp.end > s)
        if covered >= 0.5 * (e - s):
            continue  # the clause is already explained by the fact or name it invents
        spans.append(_span(sentence, s, e, "unsupported-addition", Message("span.no_match", {"overlap": support})))
    return spans
