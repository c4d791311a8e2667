"""A predicate the contexts say of another subject: "草畜平衡区全年禁止放牧" against "禁牧区全年禁止放牧，…；草畜平衡区
实行季节性休牧".

Policy texts list subjects side by side, each with its own rule, and the rules share words (禁牧区 and 草畜平衡区, 放牧
in both). An answer clause that opens with a noun the contexts name (its subject) and goes on with words that every
context clause holding all of them opens with another noun says the predicate of the wrong subject. Here a Chinese
answer clause of at least three content words is flagged on its subject when: the subject is a noun of two
characters or more that the contexts hold; one or more single context clauses hold every other content word of the
answer clause (at least four characters of them); none of those clauses holds the subject, nor does a clause
holding the subject say any of those words or the answer clause's values (女生宿舍为1500元 says the rest of
男生宿舍每学年住宿费1200元 of its own subject); and each says a subject
of its own before them, of the same kind (ending in the same character: 禁牧区, 草畜平衡区), that the answer clause
does not say. Measured on the dev halves: without the same-kind condition, context clauses whose subject is elided
(于2011年6月30日正式开通运营) or a frame (鼓励企业…) flagged faithful answers. The span (kind `entity`) is on the subject.
"""
from __future__ import annotations

from collections.abc import Sequence

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.clauses import _clauses
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.words import _content_words, _pos
from earag.nlp.facts import extract_facts
from earag.nlp.text import normalize
from earag.types import UnsupportedSpan

_NOUN_FLAGS = ("n", "j")   # jieba's nouns (n, nr, ns, nt, nz, …) and abbreviations
MIN_PREDICATE = 4   # characters of the predicate's words a context clause must hold


def _opening_noun(text: str, lo: int, hi: int) -> tuple[str, int, int] | None:
    """The noun phrase a clause opens with (草畜 + 平衡 + 区: nouns, adjectives and distinguishing words up to the
    first other word, ending in a noun), of two characters or more; None when the clause opens otherwise."""
    start = end = -1
    for word, flag, a, b in _pos(text):
        if a < lo or not word.strip("，,；;：:、 "):
            continue
        if a >= hi or (start < 0 and a > lo + 1):
            break
        if flag.startswith(_NOUN_FLAGS) or (start >= 0 and flag in ("a", "b", "vn")):
            start, end = (a if start < 0 else start), b
            last = flag
            continue
        break
    if start < 0 or end - start < 2 or not last.startswith(_NOUN_FLAGS):
        return None
    return text[start:end], start, end


_NOT_IN_SUBJECT = ("c", "d", "p", "r", "m", "t", "u", "x")   # conjunctions, adverbs, prepositions, pronouns, numbers


def _bare_subject(text: str) -> bool:
    """Whether words a context clause says before its predicate are a subject alone (禁牧区), not a conjunction or
    adverb with it (因此中国…), a time (于2011年6月30日正式…) or a phrase with 的."""
    return all(not flag.startswith(_NOT_IN_SUBJECT) for _, flag, _, _ in _pos(text))


def other_subject_spans(sentence: str, ctx: _Contexts, taken: Sequence[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """`entity` spans on the subjects of answer clauses whose predicate the contexts say only of other subjects
    (module docstring)."""
    spans: list[UnsupportedSpan] = []
    for lo, hi in _clauses(sentence):
        opening = _opening_noun(sentence, lo, hi)
        if opening is None:
            continue
        subject, a, b = opening
        key = normalize(subject)
        words = [w for w, x, y in _content_words(sentence, lo, hi) if x >= b]
        if len(words) < 2 or sum(len(w) for w in words) < MIN_PREDICATE or key not in ctx.norm \
                or any(sp.start < b and a < sp.end for sp in [*taken, *spans]):
            continue
        holders = [c for c in ctx.clauses if not c.joined and all(w in c.norm for w in words)]
        if not holders or any(key in c.norm for c in holders):
            continue
        # a clause of the subject's own saying a word or value of the answer's (女生宿舍为1500元: the rest elided)
        said = [*words, *(normalize(f.text) for f in extract_facts(sentence[lo:hi]))]
        if any(key in c.norm and any(w in c.norm for w in said) for c in ctx.clauses if not c.joined):
            continue
        # what each clause says before the predicate's first word: its own subject of the same kind (禁牧区 for
        # 草畜平衡区: the same last character), one the answer does not say
        rivals = [normalize(c.text[:max(0, c.text.find(words[0]))]) for c in holders]
        if all(2 <= len(r) <= 10 and r[-1] == key[-1] and r not in normalize(sentence[lo:hi]) and _bare_subject(r)
               for r in rivals):
            spans.append(_span(sentence, a, b, "entity", Message("span.quoted_differs", {
                "context": holders[0].text.strip(), "answer": sentence[lo:hi].strip()})))
    return spans
