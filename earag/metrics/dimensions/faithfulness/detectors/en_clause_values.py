"""English values the contexts give to another clause's event: "The first bonus comes after four years" where the
contexts say "a first bonus after 2 years, …, and a final bonus after 4 years".

The English side of detectors/clause_values.py. A value belongs to the clause it stands in. The answer's clause (cut
at commas, semicolons, colons and but / while / whereas) is compared, by its content stems (values
and the answer's hedges aside), with every context clause that states the answer's value and with every clause that
gives another value of its kind: when a clause of the second sort holds every answer word a clause stating the value
holds, and more (ABOUT of them at least), the value is another event's. (Holding more words was not enough: the
stating clause may elide the words its sentence said before it, "…from Leeds to York costs £14.20, while an anytime
return is £22.80", yet name what sets it apart, "anytime".) A context clause of ELIDED content
words or fewer ("and 4 years for the second") is read with the clause before it. A value the contexts never state is
the value check's (detectors/values.py); a bare number, a level or a prize is left alone (as in Chinese), so is a value
the question gives (the asker's), and an answer clause of fewer than two content words decides nothing. English
clauses are not cut at "and" / "or" (a trout and coarse licence), so a clause holding two values of a kind lists or
compares them: neither such an answer clause nor such a rival clause is read, and a rival is looked for only in a
passage that states the answer's value (another passage's value is the passage checks').
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from earag.messages import Message
from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.detectors.clause_values import ABOUT, _rivals
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.detectors.superseded import superseded
from earag.metrics.dimensions.faithfulness.detectors.values import JUDGED
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.nlp.facts import Fact, extract_facts, money_like, same_value
from earag.types import UnsupportedSpan

ELIDED = 1   # a clause of this many content stems or fewer says what the clause before it said
# an item of a list opens with its value ("$6,960 with two children", "and up to €1,000 for a pair"): its predicate is
# the list's, said before
_ITEM_OPENS = re.compile(r"\s*(?:(?:and|or)\s+)?(?:(?:up\s+to|at\s+most|at\s+least)\s+)?$", re.I)
# a comma between digits is part of a value (£1,000); not "and" / "or", which join two words of one clause as often
# (born or adopted, a trout and coarse licence), nor brackets (the Earned Income Tax Credit (EITC) is worth …)
_CUT = re.compile(r"[;:]|(?<!\d),|,(?!\d)|\s(?:but|while|whereas)\s", re.I)
# the answer's hedges and sources, not what its clause says
_HEDGES = frozenset(en.stem(w) for w in ("according", "documents", "document", "usually", "normally", "generally"))
_LEFT_ALONE = frozenset({"bare", "level", "prize"})


def _pieces(text: str) -> list[tuple[int, int]]:
    cuts = [(m.start(), m.end()) for m in _CUT.finditer(text)]
    starts = [0, *(b for _, b in cuts)]
    ends = [*(a for a, _ in cuts), len(text)]
    return [(a, b) for a, b in zip(starts, ends) if text[a:b].strip()]


_RATE_WORDS = frozenset({"per", "each", "every"})
RATE_WORDS = 2   # content words after per / each / every that name the rate ($1.90 per cubic metre)


def _rate_end(text: str, end: int) -> int:
    """Where the rate a value is counted by ends ("$1.90 per cubic metre for wastewater": after "metre"): words of the
    value, not of the event; `end` when none follows."""
    ws = en.words(text[end:end + 60])
    if not ws or ws[0].text.lower() not in _RATE_WORDS or text[end:end + ws[0].start].strip():
        return end
    last = ws[0].end
    for w in ws[1:1 + RATE_WORDS]:
        if not w.content:
            break
        last = w.end
    return end + last


def _stems(text: str, facts: Sequence[Fact]) -> tuple[str, ...]:
    """The content stems of a clause, its values' words aside ("four years": the value, not what the clause says),
    with the rate a value is counted by (per cubic metre)."""
    inside = [(f.start, _rate_end(text, f.end)) for f in facts]
    return tuple(dict.fromkeys(w.stem for w in en.words(text) if w.content and w.stem not in _HEDGES
                               and not w.text[0].isdigit() and not any(a <= w.start < b for a, b in inside)))


@lru_cache(maxsize=8192)
def _clauses(sentence: str) -> tuple[tuple[str, tuple[Fact, ...], tuple[str, ...]], ...]:
    """A context sentence's clauses that hold a value: (clause, its values, its content stems). An item of a list (a
    clause opening with its value after a clause with a value of its kind: "$4,213 with one child") has the stems of
    the item before it; another clause of ELIDED stems or fewer those of the clause before it."""
    out: list[tuple[str, tuple[Fact, ...], tuple[str, ...]]] = []
    before: tuple[str, ...] = ()
    for a, b in _pieces(sentence):
        clause = sentence[a:b]
        facts = tuple(extract_facts(clause))
        words = said = _stems(clause, facts)
        if facts:
            families = {f.family for f in facts}
            item = next((k for k in range(len(out) - 1, -1, -1) if families & {f.family for f in out[k][1]}), None)
            if item is not None and _ITEM_OPENS.match(clause[:facts[0].start]):
                # "$4,213 with one child" after "… is worth up to $632 …": the item says the list's predicate
                words = tuple(dict.fromkeys((*words, *out[item][2])))   # (and its item's before it: one list)
            elif len(words) <= ELIDED:
                words = tuple(dict.fromkeys((*words, *before)))
            out.append((clause, facts, words))
        before = said
    return tuple(out)


def _said(stem: str, theirs: Sequence[str]) -> bool:
    """The answer's stem in a context clause's stems, or one of them a prefix of the other, four letters at least:
    "asian" of "Asian sales" in "sales in Asia", "european" in "Europe"."""
    return stem in theirs or any(len(min(stem, t, key=len)) >= 4 and (stem.startswith(t) or t.startswith(stem))
                                 for t in theirs)


def en_clause_value_spans(sentence: str, ctx: _Contexts, taken: Sequence[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """The values of an English answer sentence that the contexts state only in clauses about something else, while
    a clause about what the answer's clause says gives another value of the kind (the module docstring)."""
    if not en.is_english(sentence):
        return []
    spans: list[UnsupportedSpan] = []
    asked = extract_facts(JUDGED.get()[1])
    clauses: list[tuple[int, str, tuple[Fact, ...], tuple[str, ...]]] = []
    old: list[tuple[int, int]] | None = None
    for a, b in _pieces(sentence):
        own = sentence[a:b]
        own_facts = extract_facts(own)
        mine = _stems(own, own_facts)
        if len(mine) < 2 or not own_facts:
            continue
        if old is None:   # (read once, for the first clause with a value: the contexts' clauses, and the old value of
            # a change said as current, which is the superseded check's)
            clauses = [(cs.doc, *c) for cs in ctx.sentences for c in _clauses(cs.text)]
            old = [(v.start, v.end) for v, _ in superseded(sentence, [cs.text for cs in ctx.sentences], JUDGED.get()[1])]
        for fact in own_facts:
            start = a + fact.start
            end = start + len(fact.text.rstrip("."))   # (not "3 February."'s full stop)
            if (fact.family in _LEFT_ALONE and not money_like(fact)) or any(same_value(fact, q, ctx.years) for q in asked) \
                    or any(sp.start < end and start < sp.end for sp in [*taken, *spans]) \
                    or any(lo < end and start < hi for lo, hi in old) \
                    or any(_rivals(fact, o) for o in own_facts if o is not fact):
                continue   # (a clause of two values of a kind compares or lists them: which is whose is not read here)
            others = [o for o in own_facts if o is not fact]
            stating: list[tuple[int, frozenset[str]]] = []
            rivals: list[tuple[int, frozenset[str], str]] = []
            for doc, clause, facts, theirs in clauses:
                if any(same_value(fact, g, ctx.years) for g in facts):
                    stating.append((doc, frozenset(w for w in mine if _said(w, theirs))))
                elif sum(1 for g in facts if _rivals(fact, g)) == 1 \
                        and not any(same_value(o, g, ctx.years) for o in others for g in facts):
                    # (a clause of several values of the kind is a list whose items are not told apart without
                    # cutting at "and")
                    rivals.append((doc, frozenset(w for w in mine if _said(w, theirs)), clause))
            # the rival, in a passage stating the value (another passage's value is the passage checks'), holds every
            # answer word a clause stating the value holds, and more (as clause_rival reads Chinese short answers):
            # "anytime" of "an anytime return is £22.80" keeps the value its own
            docs = {doc for doc, _ in stating}
            readings = [h for _, h in stating if not any(o > h for _, o in stating)]
            won = [(held, clause) for doc, held, clause in rivals
                   if doc in docs and readings and len(held) >= ABOUT * len(mine) and all(held > h for h in readings)]
            if won:
                clause = max(won, key=lambda r: len(r[0]))[1]
                spans.append(_span(sentence, start, end, fact.kind, Message(
                    "span.quoted_differs", {"context": clause.strip(), "answer": own.strip()})))
    return spans
