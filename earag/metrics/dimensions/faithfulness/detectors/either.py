"""The option an answer picks from a "A还是B" question of direction: "新书的借期是变长还是变短了？" answered "变长了" where
the contexts say 新书借期由30天缩短至14天.

Both options are the question's own words, so overlap cannot tell them apart, and the answer's "变长了" is too short
for the clause checks to align with anything. Here the two options name opposite directions (变长 / 变短, 涨 / 降,
升 / 降, 增加 / 减少); the context clause most about the question's subject (its content words other than the options',
at least half of them) states a direction of a change; the answer naming the option of the other direction gets a span
on it. Chinese only; an answer naming both options, or neither, is left alone."""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.answers import _coverage
from earag.metrics.dimensions.faithfulness.clauses import _clauses, _directions
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.lexicon import _DIR_INDEX
from earag.types import UnsupportedSpan

_EITHER = re.compile(r"(?:是)?(?P<a>[^，,。？?是]{1,8}?)(?:了)?还是(?P<b>[^，,。？?]{1,8}?)(?:了|呢|的)?[？?]?\s*$")
# a length or amount said with 变 (变长, 变多): the direction of the change the contexts say with 延长 or 增加
_BECOME = {"变长": "up", "变短": "down", "变多": "up", "变少": "down", "变高": "up", "变低": "down", "变大": "up",
           "变小": "down", "涨": "up", "降": "down", "升": "up", "多了": "up", "少了": "down"}
# the families a change's direction is said in (not compare, scope or modality: 高于 is a bound, not a change)
_CHANGE = frozenset({"change", "time", "balance", "levy"})
ABOUT = 0.5


def _polarity(text: str) -> str | None:
    """The direction an option or a clause names: a change word of the lexicon or a 变-word; None for none or both."""
    found = {_DIR_INDEX[w][1] for _, _, w in _directions(text) if _DIR_INDEX[w][0] in _CHANGE}
    found |= {pol for w, pol in _BECOME.items() if w in text}
    return found.pop() if len(found) == 1 else None


def either_spans(sentence: str, question: str | None, context_sentences: Sequence[str],
                 content_words: Callable[[str], list[str]], taken: Sequence[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """A span on the option of a direction question the answer sentence picks, when the context clause about the
    question's subject states the other direction (module docstring)."""
    question = question or ""
    m = _EITHER.search(question)
    if m is None:
        return []
    a, b = m.group("a").strip(), m.group("b").strip()
    pa, pb = _polarity(a), _polarity(b)
    if pa is None or pb is None or pa == pb:
        return []
    picked = [(opt, pol) for opt, pol in ((a, pa), (b, pb)) if opt in sentence]
    if len(picked) != 1 or any(sp.start < sentence.find(picked[0][0]) + len(picked[0][0])
                               and sentence.find(picked[0][0]) < sp.end for sp in taken):
        return []
    option, pol = picked[0]
    subject = [w for w in content_words(question[:m.start()] + question[m.end():]) if w not in a and w not in b]
    if not subject:
        subject = [w for w in content_words(question[:m.start("a")]) if w not in a and w not in b]
    if not subject:
        return []
    best, share = "", 0.0
    for text in context_sentences:
        for s, e in _clauses(text):
            clause = text[s:e]
            got = _coverage(subject, clause, False)
            if got > share and _polarity(clause) is not None:
                best, share = clause, got
    if share < ABOUT or _polarity(best) == pol:
        return []
    start = sentence.find(option)
    return [_span(sentence, start, start + len(option), "direction",
                  Message("span.either", {"context": best, "answer": option}))]
