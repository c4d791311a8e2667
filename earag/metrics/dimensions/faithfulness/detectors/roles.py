"""Two names whose roles the answer swaps: "乙队战胜了甲队" against "甲队战胜了乙队", "B acquired A" against "A acquired B".

Both names occur in the contexts and the predicate between them too, so overlap and the absent-name check see
nothing wrong. Dependency-light: in an answer clause naming two names around a predicate, the order of the names is
their roles (who does what to whom); a context clause that holds both names in the opposite order with that same
predicate between them gives them the other roles. A passive marker (被, 由, 受, by) reverses the order itself, so
a clause holding one, on either side, decides nothing.
"""
from __future__ import annotations

import re

from earag.messages import Message
from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.clauses import _clauses
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.words import _content_words, _name_spans, _pos
from earag.nlp.text import normalize, occurrences
from earag.types import UnsupportedSpan

_PASSIVE = re.compile(r"被|由|受到|遭|\bby\b|\bwas\b|\bwere\b", re.I)


_NOUN_FLAGS = ("n", "nr", "ns", "nt", "nz", "nrt", "j")

# English voice: "X was fined" makes X the one fined, as "… fined X" and "X was fined" do in the contexts
_BE = frozenset({"is", "are", "was", "were", "be", "been", "being", "get", "gets", "got", "gotten"})
_HAVE = frozenset({"has", "have", "had"})
_ARTICLES = frozenset({"the", "a", "an"})


def _names(text: str, english: bool) -> list[tuple[int, int]]:
    """The (start, end) of the names of a text (found once per answer sentence, then picked per clause)."""
    if english:
        return list(en.name_runs(text))
    return [(a, b) for _, _, a, b in _name_spans(text)]


def _noun_runs(text: str, lo: int, hi: int) -> list[tuple[int, int]]:
    """Runs of nouns of at least two characters (星河科技, 成都队): who does what to whom when the recogniser types
    fewer than two names in the clause (company and team names it does not know)."""
    runs: list[tuple[int, int]] = []
    start = end = -1
    for _w, flag, a, b in _pos(text):
        if not (lo <= a and b <= hi):
            continue
        if flag in _NOUN_FLAGS and a == end:
            end = b
            continue
        if end - start >= 2:
            runs.append((start, end))
        start, end = (a, b) if flag in _NOUN_FLAGS else (-1, -1)
    if end - start >= 2:
        runs.append((start, end))
    return runs


def _predicate(text: str, lo: int, hi: int, english: bool) -> set[str]:
    """The content words between two names (their stems in English)."""
    if english:
        return {w.stem for w in en.words(text[lo:hi]) if w.content}
    return {w for w, _, _ in _content_words(text, lo, hi)}


def _key(name: str, english: bool) -> str:
    return name.lower() if english else normalize(name)


def _swapped_in(first: str, second: str, predicate: set[str], clause: str, english: bool) -> str | None:
    """How the context clause orders the two names: "swapped" (second … predicate … first), "same", or None."""
    hay = clause.lower() if english else normalize(clause)
    one, two = _key(first, english), _key(second, english)
    i, k = hay.find(one), hay.find(two)
    if i < 0 or k < 0 or hay.count(one) > 1 or hay.count(two) > 1:
        return None   # (a name the clause gives twice stands on both sides of the other: no order to read)
    lo, hi = (k + len(two), i) if k < i else (i + len(one), k)
    between = hay[lo:hi] if hi > lo else ""
    if _PASSIVE.search(between) or not (predicate & _predicate(between, 0, len(between), english)):
        return None
    return "swapped" if k < i else "same"


def _swap_spans(sent: str, ctx: _Contexts, taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """The first name of an answer clause whose two names the contexts give the other way round (module docstring)."""
    english = en.is_english(sent)
    spans: list[UnsupportedSpan] = []
    clauses = [cs.text[a:b] for cs in ctx.sentences for a, b in _clauses(cs.text)]
    everywhere = _names(sent, english)
    hays: list[str] = []   # each context clause as _swapped_in searches it, made once (at the first pair of names)
    for lo, hi in _clauses(sent):
        names = [(a, b) for a, b in everywhere if lo <= a and b <= hi]
        if not english and len(names) < 2:   # company and team names the recogniser does not type
            names = _noun_runs(sent, lo, hi)
        for (a1, b1), (a2, b2) in ((x, y) for i, x in enumerate(names) for y in names[i + 1:]):
            first, second = sent[a1:b1], sent[a2:b2]
            if _key(first, english) == _key(second, english) or _PASSIVE.search(sent[b1:a2]):
                continue
            predicate = _predicate(sent, b1, a2, english)
            if not predicate or any(sp.start < b1 and a1 < sp.end for sp in taken + spans):
                continue
            hays = hays or [c.lower() if english else normalize(c) for c in clauses]
            keys = (_key(first, english), _key(second, english))
            holding = [c for c, hay in zip(clauses, hays) if keys[0] in hay and keys[1] in hay]   # (others: None)
            orders = {_swapped_in(first, second, predicate, c, english) for c in holding} - {None}
            if orders == {"swapped"}:
                context = next(c for c in holding if _swapped_in(first, second, predicate, c, english))
                spans.append(_span(sent, a1, b1, "entity",
                                   Message("span.quoted_differs", {"context": context, "answer": sent[lo:hi]})))
    return spans


def _capitalised_run(ws: list, k: int, step: int) -> tuple[int, int] | None:
    """The word indexes (first, last) of the run of capitalised words from ws[k] on in direction `step` (one word
    or more: FairCall, Brightline Mobile), or None when ws[k] is not one."""
    if not (0 <= k < len(ws)) or not ws[k].capital:
        return None
    j = k
    while 0 <= j + step < len(ws) and ws[j + step].capital:
        j += step
    return (min(k, j), max(k, j))


def _clauses_with_subjects(ctx: _Contexts) -> list[str]:
    """The context clauses, and a clause that opens with its verb ("was cautioned for …" after "The trawler's
    skipper, Ian McLeod,") joined to the clause before it, which names its subject."""
    out = []
    for cs in ctx.sentences:
        parts = [cs.text[a:b] for a, b in _clauses(cs.text)]
        out += parts
        for i in range(1, len(parts)):
            ws = en.words(parts[i])
            if ws and ws[0].text.lower() in _BE | _HAVE:
                out.append(f"{parts[i - 1]} {parts[i]}")
    return out


def _named(ws: list, run: tuple[int, int] | None, sent: str, ctx: _Contexts,
           taken: list[UnsupportedSpan]) -> tuple[int, int, str] | None:
    """The answer's name at the word run (start, end, text) when it is one to check: not only stop words, named in
    the contexts, and not covered by another span; None otherwise."""
    if run is None:
        return None
    a, b = ws[run[0]].start, ws[run[1]].end
    name = sent[a:b]
    if all(w.text.lower() in en.STOPWORDS for w in ws[run[0]:run[1] + 1]) or name.lower() not in ctx.text.lower() \
            or any(sp.start < b and a < sp.end for sp in taken):
        return None
    return a, b, name


def _patients(stem: str, clause: str) -> list[str]:
    """The names a context clause makes the one the verb with this stem is done to: right after its active form
    ("fined Brightline Mobile", "fined the Brightline group" does not count: no name), or right before its passive
    one ("Brightline Mobile was fined")."""
    ws = en.words(clause)
    out = []
    for m, w in enumerate(ws):
        if w.stem != stem or not m:
            continue
        k = m - 1
        if ws[k].text.lower() in _BE:
            k -= 1
            while k >= 0 and ws[k].text.lower() in _HAVE | {"been"}:
                k -= 1
            run = _capitalised_run(ws, k, -1)
        else:
            j = m + 1
            while j < len(ws) and ws[j].text.lower() in _ARTICLES:
                j += 1
            run = _capitalised_run(ws, j, 1)
        if run is not None:
            out.append(clause[ws[run[0]].start:ws[run[1]].end])
    return out


def _patient_spans(sent: str, ctx: _Contexts, taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """The name an English answer clause makes the one a verb is done to ("FairCall was fined"), where the contexts
    do it to other names only ("The regulator fined Brightline Mobile after a complaint brought by FairCall"):
    FairCall is in the contexts, and "fined" too, so neither the absent-name check nor the swap of two names (one
    name only) sees it. A clause naming the doer (by …) is the swap check's."""
    if not en.is_english(sent):
        return []
    spans: list[UnsupportedSpan] = []
    ws = en.words(sent)
    clauses = _clauses_with_subjects(ctx)
    for k in range(1, len(ws) - 1):
        verb = ws[k + 1]
        if ws[k].text.lower() not in _BE or not verb.content or verb.capital \
                or any(w.text.lower() == "by" for w in ws[k + 2:]):
            continue
        j = k - 1
        while j >= 0 and ws[j].text.lower() in _HAVE | {"been"}:
            j -= 1
        named = _named(ws, _capitalised_run(ws, j, -1), sent, ctx, [*taken, *spans])
        if named is None:
            continue
        a, b, name = named
        found = [(c, p) for c in clauses for p in _patients(verb.stem, c)]
        if found and not any(name.lower() in p.lower() or p.lower() in name.lower() for _, p in found):
            spans.append(_span(sent, a, b, "entity",
                               Message("span.quoted_differs", {"context": found[0][0], "answer": sent})))
    return spans


_AND = frozenset({"and", "&", "or"})


def _past(word: str) -> bool:
    """Whether an English word reads as a verb's past form (presented, led): a present form after a name is as
    often a noun of a compound (Barley yields dropped)."""
    low = word.lower()
    return low.endswith("ed") or low in en._IRREGULAR


def _joined(ws: list, k: int) -> bool:
    """Whether the name opening at ws[k] is the last of several ("Ann Lee and Bob Hart"), not a clause's subject
    after "and" ("…, and Dr. Mei Lin presented")."""
    return k >= 2 and ws[k - 1].text.lower() in _AND and ws[k - 2].capital


def _agents(stem: str, clause: str) -> list[str] | None:
    """The names a context clause makes the doer of the verb with this stem: right before its active form
    ("Dr. Mei Lin presented"), or after "by" behind its passive one ("was chaired by Dr. Elena Park"). None when a
    doer is one of several (Ann and Bob founded …): the others may be the answer's."""
    ws = en.words(clause)
    out = []
    for m, w in enumerate(ws):
        if w.stem != stem or w.capital or not _past(w.text):
            continue
        if (m and ws[m - 1].text.lower() in _BE) or (m + 1 < len(ws) and ws[m + 1].text.lower() == "by"):
            j = m + 1
            if j < len(ws) and ws[j].text.lower() == "by":
                j += 1
                while j < len(ws) and ws[j].text.lower() in _ARTICLES:
                    j += 1
                run = _capitalised_run(ws, j, 1)
                if run is not None and run[1] + 1 < len(ws) and ws[run[1] + 1].text.lower() in _AND:
                    return None
            else:
                run = None
        else:
            run = _capitalised_run(ws, m - 1, -1)
            if run is not None and _joined(ws, run[0]):
                return None
        if run is not None:
            out.append(clause[ws[run[0]].start:ws[run[1]].end])
    return out


def _doer_run(ws: list, k: int) -> tuple[int, int] | None:
    """The word indexes of the name an answer clause makes the doer of the verb ws[k]: right before its active form
    ("Dr. Alan Price presented"), or after "by" behind its passive one ("It is operated by Riverside FC"); None when
    there is none or it is one of several."""
    if ws[k - 1].text.lower() in _BE | _HAVE:
        if k + 1 >= len(ws) or ws[k + 1].text.lower() != "by" or ws[k - 1].text.lower() in _HAVE:
            return None
        j = k + 2
        while j < len(ws) and ws[j].text.lower() in _ARTICLES:
            j += 1
        run = _capitalised_run(ws, j, 1)
        return None if run is None or (run[1] + 1 < len(ws) and ws[run[1] + 1].text.lower() in _AND) else run
    run = _capitalised_run(ws, k - 1, -1)
    return None if run is None or _joined(ws, run[0]) else run


def _agent_spans(sent: str, ctx: _Contexts, taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """The name an English answer clause makes the doer of a verb ("Dr. Alan Price presented the trial results"),
    where the contexts make other names its doer only ("Dr. Alan Price chaired the board, and Dr. Mei Lin presented
    the trial results"; "was chaired by Dr. Elena Park"): the mirror of `_patient_spans`."""
    if not en.is_english(sent):
        return []
    spans: list[UnsupportedSpan] = []
    ws = en.words(sent)
    clauses = _clauses_with_subjects(ctx)
    for k in range(1, len(ws)):
        verb = ws[k]
        if not verb.content or verb.capital or not _past(verb.text):
            continue
        ours = _named(ws, _doer_run(ws, k), sent, ctx, [*taken, *spans])
        if ours is None:
            continue
        a, b, name = ours
        found = [(c, _agents(verb.stem, c)) for c in clauses]
        if any(doers is None for _, doers in found):
            continue
        named = [(c, d) for c, doers in found for d in doers or ()]
        if named and not any(name.lower() in d.lower() or d.lower() in name.lower() for _, d in named):
            spans.append(_span(sent, a, b, "entity",
                               Message("span.quoted_differs", {"context": named[0][0], "answer": sent})))
    return spans


# English posts held no longer: "replacing former chief executive Tom Reed"; an answer with one of the past words
# itself may say just that ("Tom Reed was chief executive")
_FORMER_EN = frozenset({"former", "ex", "previous", "outgoing", "erstwhile"})
_PAST_EN = frozenset({"former", "formerly", "ex", "previous", "previously", "outgoing", "was", "were", "had", "until",
                      "once", "used", "retired", "left", "stepped", "replaced", "succeeded"})


def _former_post(text: str, start: int) -> list[str] | None:
    """The stems of the post a former holder's mark gives the name opening at text[start:] ("former chief
    executive Tom Reed" → [chief, executive]), or None when the words right before the name are not one."""
    before = [w for w in en.words(text[:start])][-5:]
    for i in range(len(before) - 1, -1, -1):
        if before[i].text.lower() in _FORMER_EN:
            post = before[i + 1:]
            if post and all(w.content and not w.capital for w in post):
                return [w.stem for w in post]
            return None
        if not before[i].content or before[i].capital:
            return None
    return None


def _former_spans(sent: str, ctx: _Contexts, taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """The name an English answer gives a post ("Tom Reed remains chief executive") the contexts give it only as
    its former holder ("…, replacing former chief executive Tom Reed") and give unmarked elsewhere (appointed Maria
    Lopez as chief executive): the English side of the former holder's post (detectors/subjects.py)."""
    if not en.is_english(sent) or any(w.text.lower() in _PAST_EN for w in en.words(sent)):
        return []
    spans: list[UnsupportedSpan] = []
    stems = {w.stem for w in en.words(sent) if w.content and not w.capital}
    texts = [cs.text for cs in ctx.sentences]
    for a, b in en.name_runs(sent):
        name = sent[a:b]
        if any(sp.start < b and a < sp.end for sp in taken + spans):
            continue
        posts = [_former_post(t, at) for t in texts for at in occurrences(name, t)]
        if not posts or any(p is None for p in posts):
            continue   # the name also without the former holder's mark: it may hold the post there
        for post in posts:
            if post and set(post) <= stems and _held_unmarked(post, texts):
                context = next(t for t in texts if name in t)
                spans.append(_span(sent, a, b, "entity",
                                   Message("span.quoted_differs", {"context": context, "answer": sent})))
                break
    return spans


def _held_unmarked(post: list[str], texts: list[str]) -> bool:
    """Whether a context sentence gives the post without a former holder's mark before it (as chief executive)."""
    n = len(post)
    for t in texts:
        ws = en.words(t)
        for i in range(len(ws) - n + 1):
            if [w.stem for w in ws[i:i + n]] == post and not (i and ws[i - 1].text.lower() in _FORMER_EN):
                return True
    return False
