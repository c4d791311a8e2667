"""Direction and antonym flips (上涨 there, 下跌 here; 同意 there, 拒绝 here) against the closest context clauses."""
from __future__ import annotations

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.clauses import _directions
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.lexicon import _DIR_INDEX
from earag.types import UnsupportedSpan


def _flipped(word: str, ours: list[str], theirs: list[str]) -> str | None:
    """The context word `word` replaced with the opposite direction, or None.

    Counted per family, so a clause about two things (净利润下降，原材料价格上涨) is compared as a whole: the answer
    has more words of `word`'s direction than the context and fewer of the opposite one.
    """
    if word in theirs:
        return None
    fam, pol = _DIR_INDEX[word]
    count = lambda ws, p: sum(1 for w in ws if _DIR_INDEX[w] == (fam, p))  # noqa: E731
    other = "down" if pol == "up" else "up"
    if count(ours, pol) > count(theirs, pol) and count(theirs, other) > count(ours, other):
        return next(w for w in theirs if _DIR_INDEX[w] == (fam, other))
    return None


def _own_agent(word: str, theirs: list[str]) -> list[str]:
    """Another clause's directions against an obligation (须, 应当) without 可由: a permission said of the agent after
    it (该事项由区人民政府审批，具体工作可由区发展改革局承办), not of the answer clause's action. It still agrees with a
    permission the answer says."""
    return [w for w in theirs if w != "可由"] if _DIR_INDEX[word] == ("modality", "up") else theirs


def _direction_spans(sentence: str, ctx: _Contexts, evidence: list[int], aligned) -> list[UnsupportedSpan]:
    """Direction words opposite to the context clauses most like theirs (上涨 there, 下跌 here)."""
    spans = []
    whole = [w for _, _, w in _directions(sentence)]
    for s, e, word in _directions(sentence):
        fam = _DIR_INDEX[word][0]
        groups: list[list[str]] = []
        ours = whole
        wider: list[str] = []   # the context sentences of the closest clauses, when the clause alone says nothing
        for lo, hi, sims in aligned:
            if lo <= s < hi:
                ours = [w for a, b, w in _directions(sentence) if lo <= a < hi]
                top = sims.top()
                if top >= 0.45:  # the closest clauses (several when the contexts repeat themselves)
                    near = [ctx.clauses[k] for k, x in sims.at_least(top - 0.06).items() if x >= top - 0.05]
                    close = [c for c in near if not c.joined] or near[:1]
                    groups = [c.directions for c in close if any(_DIR_INDEX[w][0] == fam for w in c.directions)]
                    wider = [w for j in dict.fromkeys(c.sentence for c in close)
                             for _, _, w in _directions(ctx.sentences[j].text)]
                    if not groups:  # the change may sit in the next clause of the same sentence
                        groups, ours = [_own_agent(word, wider)], whole
                break
        groups = [g for g in groups if any(_DIR_INDEX[w][0] == fam for w in g)]
        if not groups:  # no close clause: the best evidence sentences
            groups = [_own_agent(word, [w for j in evidence for _, _, w in _directions(ctx.sentences[j].text)])]
            ours = whole
        flips = [_flipped(word, ours, g) for g in groups if any(_DIR_INDEX[w][0] == fam for w in g)]
        if not (flips and all(flips)) and wider:  # counted over the whole sentences (提高 in the next clause)
            flips = [_flipped(word, whole, _own_agent(word, wider))]
        if flips and all(flips):
            spans.append(_span(sentence, s, e, "direction",
                               Message("span.quoted_differs", {"context": flips[0], "answer": word})))
    return spans
