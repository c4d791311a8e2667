"""Who does it, in English, in the present: the subject an answer clause gives a verb and its object ("the county
wildlife office sets the season dates") where every context clause with that verb and object gives another subject
("The state Department of Natural Resources sets the season dates and bag limits each year"), the answer's subject
being said elsewhere in the contexts ("Applications … are made to the county wildlife office").

Both subjects, the verb and its object are in the contexts, so overlap and the absent-name check see nothing wrong;
`roles._agent_spans` reads past forms after a capitalised name only ("Dr. Mei Lin presented"), since a present form
after a name is as often a noun of a compound. Here the verb must be a present form (…s) followed by its object (not
a past form: in "Barley yields increased" the …s word is a noun), and a context clause must hold the same form with
the same object word within its next three content words: that pair makes the word a verb. The subject is the run of
words right before the verb, back to a determiner or the clause's start (content words, and "of" / "and" / "or"
inside). Two subjects are the same when the answer's shares a content word with the context clause before its verb
("your school or college" and "the college"; "clinic" and "Every clinic in the district"); a
context clause with the pair whose subject is a pronoun, a relative ("which") or missing decides nothing. The span
(kind `entity`) is on the answer's subject. Measured on the dev halves: 2 pairs better, none worse, no faithful
answer lowered (1,046 HaluEval pairs included).
"""
from __future__ import annotations

from earag.messages import Message
from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.clauses import _clauses
from earag.metrics.dimensions.faithfulness.detectors.roles import _past
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.types import UnsupportedSpan

_DETERMINERS = frozenset({"the", "a", "an", "your", "its", "their", "his", "her", "our", "my", "this", "that", "these",
                          "those", "each", "every", "any", "some", "no"})
_INSIDE = frozenset({"of", "and", "or", "&"})
_NOT_A_VERB_END = ("ss", "us", "is", "ous", "'s", "’s")
OBJECT_REACH = 3   # content words after a context verb that may hold the answer's object ("confirms full attendance")


def _subject(ws: list, k: int) -> tuple[int, int] | None:
    """The word indexes (first, last) of the subject right before ws[k]: the run of content words (and of / and /
    or inside it) back to a determiner or the clause's start; None when the word before is no content word."""
    if k == 0 or not ws[k - 1].content:
        return None
    j = k - 1
    while j - 1 >= 0 and (ws[j - 1].content or (ws[j - 1].text.lower() in _INSIDE and j - 2 >= 0
                                                 and ws[j - 2].content)):
        j -= 1
    return (j, k - 1)


def _present(w) -> bool:
    low = w.text.lower()
    return (w.content and not w.capital and len(low) > 3 and low.endswith("s")
            and not low.endswith(_NOT_A_VERB_END))


def _object(ws: list, k: int) -> str | None:
    """The stem of the verb ws[k]'s object: the next word, or the one after a determiner; None when it is no
    lowercase content word (a value is the value checks'), or a past form (in "Barley yields increased" the …s word
    is a noun)."""
    j = k + 1
    if j < len(ws) and ws[j].text.lower() in _DETERMINERS:
        j += 1
    if j >= len(ws) or not ws[j].content or not ws[j].text.isalpha() or ws[j].capital \
            or (j == k + 1 and _past(ws[j].text)):
        return None
    return ws[j].stem


def _stems(ws: list, run: tuple[int, int]) -> set[str]:
    return {w.stem for w in ws[run[0]:run[1] + 1] if w.content}


def _their_subjects(verb: str, obj: str, ctx: _Contexts) -> list[tuple[set[str], str]] | None:
    """(content stems of the subject, clause) of each context clause with the verb form and, within its next
    OBJECT_REACH content words, the object; None when one of them says no subject of its own (it, which, none)."""
    out: list[tuple[set[str], str]] = []
    for cs in ctx.sentences:
        if verb not in cs.text.lower():
            continue
        for lo, hi in _clauses(cs.text):
            clause = cs.text[lo:hi]
            ws = en.words(clause)
            for m, w in enumerate(ws):
                if w.text.lower() != verb:
                    continue
                if obj not in [x.stem for x in ws[m + 1:] if x.content][:OBJECT_REACH]:
                    continue
                if _subject(ws, m) is None:
                    return None
                # every content word before the verb: "Every clinic in the district offers" is said of clinics
                out.append(({x.stem for x in ws[:m] if x.content}, clause))
    return out


def present_doer_spans(sent: str, ctx: _Contexts, taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """An `entity` span on the subject an English answer clause gives a present verb and its object that the contexts
    give to other subjects only, the subject itself said in the contexts (module docstring)."""
    if not en.is_english(sent):
        return []
    spans: list[UnsupportedSpan] = []
    low_ctx = ""   # (the contexts lower-cased, once, when a clause has a verb to read)
    for lo, hi in _clauses(sent):
        ws = en.words(sent[lo:hi])
        for k, w in enumerate(ws):
            if not _present(w):
                continue
            obj, run = _object(ws, k), _subject(ws, k)
            if obj is None or run is None:
                continue
            a, b = lo + ws[run[0]].start, lo + ws[run[1]].end
            low_ctx = low_ctx or ctx.text.lower()
            if sent[a:b].lower() not in low_ctx or any(sp.start < b and a < sp.end for sp in taken + spans):
                continue
            theirs = _their_subjects(w.text.lower(), obj, ctx)
            if not theirs or any(_stems(ws, run) & stems for stems, _ in theirs):
                continue
            spans.append(_span(sent, a, b, "entity",
                               Message("span.quoted_differs", {"context": theirs[0][1], "answer": sent[lo:hi]})))
            break
    return spans
