"""English sentences, judged word by word: character bigrams say nothing about English (every bigram of "Rudyard
Kipling" occurs in any long English passage), words do.

`english_support(sentence, ctx_words)` is the share of the sentence's content words (lower case, lightly stemmed,
stopwords left out) found in the contexts, weighted like the Chinese content-word recall; the words not found are
returned with their offsets so the judge can name them as unsupported spans. `english_polarity_spans` compares
negation (not, no, never, n't), modality (may/must/cannot) and antonym predicates (increase/decrease, approve/reject,
same/different ...) with the context sentence most like the answer sentence.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from earag.nlp.function_words import ENGLISH_FUNCTION_WORDS
from earag.nlp.language import detect_language

_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'’\-]*[A-Za-z]|[A-Za-z]|\d+(?:[.,]\d+)*")
_LATIN_RE = re.compile(r"[A-Za-z]")

STOPWORDS = frozenset("""
a an the and or but if of in on at to for from by with as is are was were be been being am do does did done has have
had having it its it's this that these those there here which who whom whose what when where why how than then so such
into onto about between during through up down out off also too very just either each
any other another own i me my we our you your he him his she her they them their one ones s
can could would should will shall may might must not no never nor yes well while because although though until unless
upon within without via per based known called named including include includes included many much several various
""".split()) | ENGLISH_FUNCTION_WORDS | frozenset(   # under, after, before …: never an unsupported word on their own
    # a pronoun with its verb contracted (he's, they've, you'd, that's, let's) carries no content either
    f"{p}'{v}" for p in "i you he she it we they that there here what who where let".split()
    for v in ("s", "re", "ve", "d", "ll", "m"))
_NEGATIONS = frozenset({"not", "no", "never", "none", "nobody", "nothing", "neither", "nor", "without", "cannot",
                        "isn't", "aren't", "wasn't", "weren't", "doesn't", "don't", "didn't", "hasn't", "haven't",
                        "hadn't", "won't", "wouldn't", "can't", "couldn't", "shouldn't", "mustn't", "n't"})
# Antonym predicates: the answer saying one where the context says the other is a flip, not a paraphrase.
_ANTONYMS = (
    ("increase", "decrease"), ("increase", "reduce"), ("rise", "fall"), ("rise", "decline"), ("raise", "lower"),
    ("grow", "shrink"), ("gain", "loss"), ("approve", "reject"), ("accept", "reject"), ("allow", "forbid"),
    ("allow", "prohibit"), ("permit", "prohibit"), ("agree", "refuse"), ("agree", "disagree"), ("support", "oppose"),
    ("win", "lose"), ("won", "lost"), ("same", "different"), ("before", "after"), ("first", "last"),
    ("earlier", "later"), ("older", "younger"), ("more", "fewer"), ("more", "less"), ("higher", "lower"),
    ("larger", "smaller"), ("public", "private"), ("open", "close"), ("start", "end"), ("begin", "end"),
    ("success", "failure"), ("succeed", "fail"), ("include", "exclude"), ("male", "female"), ("alive", "dead"),
    ("true", "false"), ("north", "south"), ("east", "west"), ("all", "some"), ("always", "sometimes"),
    ("must", "may"), ("required", "optional"), ("mandatory", "voluntary"), ("apply", "exempt"), ("require", "exempt"),
    ("uphold", "dismiss"), ("uphold", "overturn"), ("grant", "refuse"), ("grant", "deny"), ("accept", "decline"),
    ("approve", "refuse"), ("approve", "deny"), ("above", "below"), ("waive", "charge"),
)
# Change verbs by direction: any verb that goes up opposes any that goes down (increased/declined, rose/dropped),
# and two of one direction say the same change in other words (declined/dropped: not a word the contexts lack)
_CHANGE_UP = ("increase", "rise", "grow", "raise", "climb", "surge", "jump", "soar")
_CHANGE_DOWN = ("decrease", "reduce", "fall", "decline", "shrink", "drop", "slump", "dip", "plunge", "sink", "cut")
_OPPOSITE: dict[str, set[str]] = {}
for _a, _b in _ANTONYMS + tuple((u, d) for u in _CHANGE_UP for d in _CHANGE_DOWN):
    _OPPOSITE.setdefault(_a, set()).add(_b)
    _OPPOSITE.setdefault(_b, set()).add(_a)
_IRREGULAR = {"upheld": "uphold", "won": "win", "lost": "lose", "began": "begin", "begun": "begin", "grew": "grow", "rose": "rise",
              "fell": "fall", "sank": "sink", "sunk": "sink", "soared": "soar", "born": "bear", "men": "man", "women": "woman", "children": "child", "was": "be",
              "were": "be", "countries": "country", "cities": "city", "companies": "company",
              # the -es plural of a three-letter word ending in vowel and s (cases is case, buses is bus)
              "buses": "bus", "gases": "gas"}


def _opposite_stems() -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for word, others in _OPPOSITE.items():
        out.setdefault(stem(word), set()).update(stem(o) for o in others)
    return out


def is_english(text: str) -> bool:
    """Whether a sentence is written in English: the language the record gives it (earag.nlp.language), so the judge
    reads each sentence of a mixed answer in the language the record and the UI show; a Chinese sentence naming
    "European Data Protection Board" or "ISO/IEC 27001" stays Chinese."""
    return len(_LATIN_RE.findall(text or "")) >= 2 and detect_language(text) == "en"


# an -es plural or verb ending after these is the ending itself (taxes, churches, wishes, processes, buzzes); after
# anything else, and after a single s or z behind a vowel (cases, rises, sizes), the word's own e and an s
_SIBILANT_END = re.compile(r"(?:[xs]s|x|ch|sh|zz|[^aeiou][sz])$")


_VOWELS = "aeiou"


def _short_e_stem(w: str) -> str | None:
    """The stem of an -ed or -ing form of a short word that ends in its own e (rated, noted, used, hoping), which
    the base form keeps whole (stem keeps the e of a word of four letters or fewer: rate, note, use): the part before
    the ending with its e back when it is consonant-vowel-consonant (rat → rate, not the rat; not → note, not the
    negation) or vowel-consonant (us → use); a final w, x or y takes no e (taxed, towed, played), and a doubled
    consonant (hopped, planned) marks a word without one. None for any other word."""
    for suffix in ("ing", "ed"):
        if not w.endswith(suffix):
            continue
        r = w[: -len(suffix)]
        cvc = len(r) == 3 and r[0] not in _VOWELS and r[1] in _VOWELS and r[2] not in _VOWELS + "wxy"
        vc = len(r) == 2 and r[0] in _VOWELS and r[1] not in _VOWELS + "wxy"
        return r + "e" if cvc or vc else None
    return None


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light, rule-based stem: lower case, no possessive, plural or common verb endings (formed → form)."""
    w = word.lower().replace("’", "'")
    if w.endswith("'s"):
        w = w[:-2]
    w = w.strip("'-")
    if w in _IRREGULAR:
        return _IRREGULAR[w]
    short = _short_e_stem(w)
    if short is not None:
        return short
    for suffix, repl in (("ies", "y"), ("ied", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", ""), ("ly", "")):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3 and not w.endswith("ss"):
            if suffix == "es" and not _SIBILANT_END.search(w[:-2]):
                w = w[:-1]   # rates, notes, cases, sizes, heroes: the plural of rate, note, case …, not rat, not, cas
                if len(w) > 4 and w.endswith("e"):
                    w = w[:-1]
                break
            w = w[: -len(suffix)] + repl
            break
    else:
        if len(w) > 4 and w.endswith("e"):   # approve / approved / approves → approv
            w = w[:-1]
    if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "aeiouls":
        w = w[:-1]   # planned → plann → plan
    return w


_OPPOSITE_STEMS = _opposite_stems()
_CHANGE_STEMS = (frozenset(stem(w) for w in _CHANGE_UP), frozenset(stem(w) for w in _CHANGE_DOWN))


@dataclass(frozen=True)
class Word:
    text: str
    start: int
    end: int
    stem: str
    content: bool
    capital: bool


def words(text: str) -> list[Word]:
    """The words of a text with offsets, stems and whether they carry content (memoised per distinct text)."""
    return list(_words(text or ""))


@lru_cache(maxsize=16384)
def _words(text: str) -> tuple[Word, ...]:
    out = []
    for m in _WORD_RE.finditer(text or ""):
        w = m.group(0)
        low = w.lower().replace("’", "'")
        out.append(Word(w, m.start(), m.end(), stem(w), low not in STOPWORDS and low not in _NEGATIONS,
                        w[0].isupper()))
    return tuple(out)


@lru_cache(maxsize=256)
def context_words(contexts: tuple[str, ...]) -> frozenset[str]:
    """Every word stem (and lower-case form) of the contexts."""
    out: set[str] = set()
    for c in contexts:
        for w in words(c):
            out.add(w.stem)
            out.add(w.text.lower())
    return frozenset(out)


def _found(w: Word, pool: frozenset[str]) -> bool:
    if w.stem in pool or w.text.lower() in pool:
        return True
    same_change = next((group for group in _CHANGE_STEMS if w.stem in group), None)
    if same_change is not None and same_change & pool:   # dropped where the contexts say declined
        return True
    if "-" in w.text:   # "live-action": every part must be there
        parts = [stem(p) for p in w.text.split("-") if p]
        return bool(parts) and all(p in pool for p in parts)
    return False


def english_support(sentence: str, pool: frozenset[str]) -> tuple[float | None, list[Word]]:
    """Share of the sentence's content words found in the contexts (a word of 4+ letters weighs more than a short
    one) and the words not found; None when the sentence has no content word."""
    content = [w for w in words(sentence) if w.content]
    if not content:
        return None, []
    weight = lambda w: min(len(w.text), 6) + (2 if w.capital else 0)  # noqa: E731  names weigh more
    total = sum(weight(w) for w in content)
    missing = [w for w in content if not _found(w, pool)]
    return 1 - sum(weight(w) for w in missing) / total, missing


def missing_runs(sentence: str, missing: Sequence[Word]) -> list[tuple[int, int]]:
    """Neighbouring unsupported words joined into runs ("Rudyard Kipling" is one span, not two)."""
    runs: list[list[int]] = []
    for w in missing:
        if runs and re.fullmatch(r"[\s\-,]*", sentence[runs[-1][1] : w.start]):
            runs[-1][1] = w.end
        else:
            runs.append([w.start, w.end])
    return [(a, b) for a, b in runs]


def negated(text: str) -> bool:
    low = text.lower().replace("’", "'")
    return any(w in _NEGATIONS for w in re.findall(r"[a-z']+", low)) or "n't" in low


def negation_words(text: str) -> list[tuple[int, int, str]]:
    out = []
    for m in re.finditer(r"[A-Za-z'’]+", text):
        low = m.group(0).lower().replace("’", "'")
        if low in _NEGATIONS or low.endswith("n't"):
            out.append((m.start(), m.end(), m.group(0)))
    return out


# negations that deny nothing of the sentence's statement: a bound ("no later than 15 days", "not more than £50"),
# a time from which it holds ("aren't eligible until they have received…" = eligible after), one inside a relative
# clause of its subject ("Taxpayers who cannot file on time can request…") and one inside a condition ("If you
# cannot wait, you can ask for an advance")
_BOUND_AFTER = re.compile(r"\s+(later|earlier|more|less|fewer|sooner|greater|longer|higher|lower)\s+than\b", re.I)
_RELATIVE_BEFORE = re.compile(r"\b(?:who|that|which|whose)\s+(?:\w+\s+)?$", re.I)
_UNTIL_AFTER = re.compile(r"^[^,;.]*?\buntil\b", re.I)
_ANY_CONDITION = r"\b(?:if|unless|when|whenever|whether|once|as long as|provided)\b"
_CONDITION_BEFORE = re.compile(_ANY_CONDITION + r"[^,;.]*$", re.I)


# "not exceeding $2 million", "not to exceed 50", "not over 65": a bound, like "no more than"
_EXCEED_AFTER = re.compile(r"\s+(?:to\s+)?(exceed|over|above)", re.I)
# a levy denied ("don't pay the fee", "is not charged") is what an exemption says ("exempt from the fee")
_LEVY_AFTER = re.compile(r"\s+(?:\w+\s+)?(?:to\s+)?(?:pay|paid|charged?|owe|billed|subject\s+to)\b", re.I)
_EXEMPT = re.compile(r"\b(?:exempt|exempted|waived|free of charge|fee-free|no charge)\b", re.I)


# negation words inside an idiom that denies nothing ("notify them without undue delay", "not only A but also B")
_IDIOM = re.compile(r"(?:without\s+(?:(?:undue|unreasonable|unnecessary|further|any)\s+)?delay|not\s+only|no\s+doubt"
                    r"|no\s+matter)\b", re.I)


def special_negation(text: str, start: int, end: int) -> str | None:
    """What the negation at [start, end) of `text` belongs to, when it denies nothing of the statement: a regex
    the other side must hold for the two to be compared ("later than", "not exceeding", "until", a relative
    pronoun, the conditional word); None for a plain negation."""
    if _IDIOM.match(text, start):   # "without undue delay", "not only": an idiom, not a denial of the statement
        return _IDIOM.pattern
    bound = _BOUND_AFTER.match(text, end)
    if bound:
        return rf"\b{bound.group(1)}\s+than\b"
    exceed = _EXCEED_AFTER.match(text, end)
    if exceed:
        return rf"\b(?:not|no|never)\s+(?:to\s+)?{exceed.group(1)}"
    if _RELATIVE_BEFORE.search(text[max(0, start - 30):start]):
        return r"\b(?:who|that|which|whose)\b"
    if _UNTIL_AFTER.match(text[end:]):
        return r"\buntil\b"
    return _ANY_CONDITION if _CONDITION_BEFORE.search(text[max(0, start - 80):start]) else None


def polar_negations(text: str, other: str | None = None) -> list[tuple[int, int, str]]:
    """The negations of a sentence that negate its statement: `negation_words` without those `special_negation`
    sets apart — unless the `other` sentence it is compared with says the same frame (a bound, "until", a relative
    clause, the same condition), where the two frames are compared as they stand ("who have not paid" against "who
    have paid")."""
    out: list[tuple[int, int, str]] = []
    for s, e, word in negation_words(text):
        if other is not None and _LEVY_AFTER.match(text, e) and _EXEMPT.search(other):
            continue   # "don't pay the fee" where the other side says "exempt from the fee": the same exemption
        if out and _AND_NOT.match(text, out[-1][1], s):
            continue   # "is not taxable income and does not need to be reported": one denial of two predicates
        frame = special_negation(text, s, e)
        if frame is None or (other is not None and re.search(frame, other, re.I)):
            out.append((s, e, word))
    return out


# a denied predicate joined to one denied before it ("is not taxable income and does not need to be reported",
# "cannot park or cannot load"), with no clause break between
_AND_NOT = re.compile(r"[^;:.!?]*?\b(?:and|or|nor|so|therefore)\s+(?:\w+\s+){0,2}$", re.I)


_NO_BEFORE = re.compile(r"\b(?:no|not)\s+$", re.I)


def antonym_flips(sentence: str, evidence: str) -> list[tuple[int, int, str, str]]:
    """Words of the sentence whose opposite the evidence says while not saying them: (start, end, word, theirs)."""
    theirs: dict[str, str] = {}
    for w in words(evidence):
        no = _NO_BEFORE.search(evidence, 0, w.start)
        if no and _BOUND_AFTER.match(evidence, w.start - 1):
            for o in _OPPOSITE_STEMS.get(w.stem, ()):   # "no more than 40" says "40 or fewer", "at most 40"
                theirs.setdefault(o, evidence[no.start():w.end])
        theirs.setdefault(w.stem, w.text)
    out = []
    ours = {w.stem for w in words(sentence)}
    for w in words(sentence):
        if w.stem not in _OPPOSITE_STEMS or w.stem in theirs or any(w.stem in g and g & theirs.keys()
                                                                    for g in _CHANGE_STEMS):
            continue   # said there, or said in other words (dropped where the evidence says declined)
        # a contrast the sentence draws itself ("X are exempt …, while Y require …"): the evidence's word is the
        # sentence's own other half, not a flip (change verbs excepted: "A rose but B fell" may swap them)
        other = next((theirs[o] for o in _OPPOSITE_STEMS[w.stem] if o in theirs
                      and not (o in ours and not any(o in g for g in _CHANGE_STEMS))), None)
        if other is not None:
            out.append((w.start, w.end, w.text, other))
    return out


def best_sentence(sentence: str, candidates: Sequence[str]) -> int | None:
    """Index of the candidate sharing most content words with the sentence (None: none shares any)."""
    ours = {w.stem for w in words(sentence) if w.content}
    best, best_n = None, 0
    for i, c in enumerate(candidates):
        n = len(ours & {w.stem for w in words(c) if w.content})
        if n > best_n:
            best, best_n = i, n
    return best


_EN_SPLIT_RE = re.compile(r"(?<=[a-z0-9\"'”)\]][.!?])\s*(?=[\"“A-Z])")


@lru_cache(maxsize=1024)
def english_sentences(text: str) -> tuple[str, ...]:
    """English sentences of a passage, also where the source lost the space after the full stop ("in 2003.Suede")."""
    return tuple(s.strip() for s in _EN_SPLIT_RE.split(text or "") if s.strip())


_CONNECTORS = frozenset({"of", "the", "and", "&", "de", "von", "van", "la", "le", "du", "del", "da", "di"})


def name_runs(text: str) -> list[tuple[int, int]]:
    """Multi-word names: runs of capitalised words (with of/the/and/& inside: "College of William & Mary"), not
    counting a capitalised sentence opener such as "The"."""
    tokens = list(re.finditer(r"[A-Za-z][\w'’\-]*|&", text or ""))
    runs: list[tuple[int, int]] = []
    current: list[re.Match] = []

    def close() -> None:
        while current and current[-1].group(0).lower() in _CONNECTORS:
            current.pop()
        if len([t for t in current if t.group(0)[0].isupper()]) >= 2:
            runs.append((current[0].start(), current[-1].end()))
        current.clear()

    for k, t in enumerate(tokens):
        word = t.group(0)
        gap = text[tokens[k - 1].end() : t.start()] if k else ""
        if current and not re.fullmatch(r"[ \t]+", gap):
            close()
        if word[0].isupper() and not (not current and word.lower() in STOPWORDS):
            current.append(t)
        elif current and word.lower() in _CONNECTORS:
            current.append(t)
        else:
            close()
    close()
    return runs

