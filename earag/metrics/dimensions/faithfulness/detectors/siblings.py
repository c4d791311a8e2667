"""Parallel clauses: a context sentence that says the same kind of thing of several subjects, one clause each.

"在职职工…报销比例为70%，退休人员为80%" and "北部山区气温明显下降，南部沿海地区气温小幅回升" list one value or one
change per subject. Each clause's head — its first content word that no sibling clause of the sentence holds
(在职职工 / 退休人员, 北部 / 南部) — names its subject; the words the siblings share (报销, 气温) are the predicate
they have in common, often said once and left out of the next clause. An answer clause naming exactly one
sibling's head speaks of that sibling: its value must be the one that sibling states, not another sibling's, and its
change or scope word (上升/下降, 全部/部分) must not be the opposite of that sibling's. Dependency-light: clause
splitting and the heads are all it needs; a sentence whose clauses share their subject (区政府批准…，驳回…) names
no distinct heads for it and decides nothing.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from earag.deadline import checkpoint
from earag.messages import Message
from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.clauses import _clauses, _directions
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.lexicon import _DIR_INDEX
from earag.metrics.dimensions.faithfulness.words import _content_words, _pos
from earag.nlp.facts import Fact, counterpart, extract_facts, same_value
from earag.nlp.text import normalize
from earag.types import UnsupportedSpan

ABOUT_MIN = 2    # words only one clause holds that make the answer clause about it (and the margin over the next)
MIN_HEAD = 2     # a head of one character (区, 省) is too common to name a subject
# change, scope, consent, outcome and stance words: said of parallel subjects, the opposite is a contradiction
# (bounds such as 超过/不超过 define the groups themselves, and a levy word belongs to the tax it names)
_OPPOSED = frozenset({"change", "scope", "consent", "outcome", "stance", "balance"})
# jieba flags that end a clause's opening noun phrase (with every p*, m*, u*, c*, x*): adverbs and adjectives
# (dl, an: 西部地区 and 有所 are tagged so, and open or continue the noun phrase)
_STOP_FLAGS = frozenset({"d", "a", "ad"})
# an ordinal or grade that names a group (第二名, 首套, 一级, 二审) opens a noun phrase; it is not a value of the clause
_NUMERAL_IN = re.compile(r"[\d０-９一二三四五六七八九十百千万亿两几半零〇]")
_LABEL_RE = re.compile(r"(?:第[一二三四五六七八九十百\d]+[名位套级类档次批期号]?|首[套次批期]|[一二三四五六七八九十][级审类档等])")


# "four of the 14 courts", "9 out of 23 branches": the number after it counts the whole the part is taken from
# (a count before "of": "a deductible of $2,500" is no part of a whole)
_PARTITIVE_WHOLE = re.compile(r"\b(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
                              r"twenty|thirty|fifty|hundred|several|some|most|many|few|half|none)\s+(?:out\s+)?of\s+"
                              r"(?:the\s+|its\s+|their\s+|all\s+)?$", re.I)
# "128件中只有5件", "9处矿井里有6处": in Chinese the whole comes first, closed by 中/里/当中 before the part
_ZH_PARTITIVE_WHOLE = re.compile(r"[^\d，,；;。、]{0,8}?(?:当中|之中|中|里)")


def _zh_whole(sent: str, f: Fact, hi: int, facts: Sequence[Fact]) -> bool:
    """Whether the value `f` is the whole of a Chinese partitive: 中/里 after it and a smaller value of its kind
    later in the clause."""
    m = _ZH_PARTITIVE_WHOLE.match(sent, f.end, hi)
    return m is not None and any(g.start >= m.end() and g.end <= hi and g.family == f.family
                                 and isinstance(g.value, float) and isinstance(f.value, float) and g.value < f.value
                                 for g in facts)


@dataclass(frozen=True)
class Sibling:
    text: str
    head: str
    facts: tuple[Fact, ...]
    directions: tuple[tuple[str, str], ...]   # (family, "up" | "down") of its change, scope and consent words


@lru_cache(maxsize=4096)
def siblings(sentence: str) -> tuple[Sibling, ...]:
    """The clauses of a context sentence with their heads; empty when fewer than two clauses have one."""
    bounds = _clauses(sentence)
    parts = [sentence[a:b] for a, b in bounds]
    if len(parts) < 2:
        return ()
    norms = [normalize(p) for p in parts]
    # a heading before a colon (玉米和大豆生产者补贴：玉米…，大豆…) and a clause naming the subjects of two other
    # clauses (补贴对象为…种植玉米、大豆的…) name the subjects together: they do not take a head from the clauses
    # that part them
    prefixes = [_subject_prefix(p) for p in parts]
    firsts = [_first_word(p, prefix) for p, prefix in zip(parts, prefixes)]
    together = {k for k, (_, b) in enumerate(bounds) if sentence[b:b + 1] in ("：", ":")
                or sum(1 for j, w in enumerate(firsts) if w and j != k and w in norms[k]) >= 2}
    out = []
    for i, part in enumerate(parts):
        others = [n for k, n in enumerate(norms) if k != i and k not in together]
        prefix = prefixes[i]
        # a pronoun or time word (该市, 今年) frames the clause; it does not name whom the clause is about
        framing = {a for _, flag, a, _ in _pos(part) if flag[:1] in ("r", "t")}
        head = next((w for w, a, _ in _content_words(part) if a < prefix and a not in framing
                     and len(normalize(w)) >= MIN_HEAD and not any(normalize(w) in n for n in others)), "")
        out.append(Sibling(part, normalize(head), tuple(extract_facts(part)),
                           tuple(_DIR_INDEX[w] for _, _, w in _directions(part))))
    return tuple(out) if sum(1 for s in out if s.head) >= 2 else ()


def _first_word(clause: str, prefix: int) -> str:
    """The first content word of the clause's subject (before `prefix`, two characters or more), normalized; "" without
    one."""
    return next((normalize(w) for w, a, _ in _content_words(clause) if a < prefix and len(normalize(w)) >= MIN_HEAD), "")


def _subject_prefix(clause: str) -> int:
    """Where the clause's opening noun phrase ends (its subject): at the first preposition, adverb, particle,
    number or adjective, or the first verb after a noun (在职职工 | 在一级医院…; 北部山区气温 | 明显下降). A clause that
    opens with a value or a verb (2024年12月1日公布, 自…起施行) has no subject of its own; an opening date frames the
    clause and is skipped (2025年华东区营收… is about 华东区), and an opening ordinal or grade (第二名3000元, 首套住房…,
    一级医院…) is the subject's own label."""
    seen_noun = False
    # a date or year that opens the clause (2025年公司华北区营收…) frames it, like 今年
    lead = next((f.end for f in extract_facts(clause) if f.family == "date" and not clause[:f.start].strip()), 0)
    tokens = _pos(clause)
    for i, (word, flag, start, end) in enumerate(tokens):
        if end <= lead or (flag == "m" and not seen_noun and _LABEL_RE.fullmatch(word)):
            seen_noun = seen_noun or end > lead
            continue
        if flag == "m" and not seen_noun and len(word) >= 2 and not _NUMERAL_IN.search(word) \
                and i + 1 < len(tokens) and tokens[i + 1][1].startswith("n"):
            continue   # 多层 (of 多层住宅) is a word jieba tags a numeral: part of the subject, as 高层 of 高层住宅
        if flag in _STOP_FLAGS or flag[:1] in ("p", "m", "u", "c", "x") \
                or (flag.startswith("v") and (seen_noun or lead)):
            return start
        seen_noun = seen_noun or flag[:1] in ("n", "f", "s")
    return len(clause)


def _named(clause: str, sibs: tuple[Sibling, ...], facts: Sequence[Fact] = ()) -> Sibling | None:
    """The one sibling whose head the answer clause names (None when it names none or several). When it names
    several, the answer clause's values choose: the one named sibling stating values of their kind (units) while
    the others state none ("此次召回…车辆，其中A型车12380辆，B型车4675辆": "召回B型车12380辆" names 召回 and B型, and
    only the B型 clause counts 辆)."""
    norm = normalize(clause)
    named = [s for s in sibs if s.head and s.head in norm]
    if len(named) > 1 and facts:
        families = {f.family for f in facts if f.family not in ("date", "bare")}
        named = [s for s in named if families & {g.family for g in s.facts}]
    return named[0] if len(named) == 1 else None


_OLD_BEFORE = re.compile(r"原[^，,；;。\d]{0,8}$")
_NEW_BEFORE = re.compile(r"(?:延续|延长|延期|顺延|调整|提高|降低|上调|下调|推迟|改)[^，,；;。\d]{0,3}(?:为|到|至|成)$")


def _renewed(own: Sibling, other: Sibling, value: Fact) -> bool:
    """Whether `other` gives `value` as the new value of what `own` states as the old one (原执行期限为…至2023年12月31日,
    …将其延续执行至2027年12月31日): said of the same thing, not of another subject."""
    first = min((f.start for f in own.facts), default=-1)
    return first >= 0 and bool(_OLD_BEFORE.search(own.text[:first])) \
        and bool(_NEW_BEFORE.search(other.text[:value.start]))


def _value_spans(sent: str, lo: int, hi: int, own: Sibling, sibs: tuple[Sibling, ...], years: set[int],
                 loose: bool = False, facts: list[Fact] | None = None) -> list[UnsupportedSpan]:
    spans = []
    facts = extract_facts(sent) if facts is None else facts   # `facts`: the sentence's, extracted once
    # a clause that states the named sibling's value and, in the contexts' order, another sibling's speaks of both
    # clauses at once ("适用3%征收率的收入减按1%征收" for "…适用3%征收率的应税销售收入，减按1%征收率征收…")
    ours = [f for f in facts if lo <= f.start and f.end <= hi and any(same_value(f, g, years) for g in own.facts)]
    for f in facts:
        if not (lo <= f.start and f.end <= hi) or any(same_value(f, g, years) for g in own.facts) \
                or _PARTITIVE_WHOLE.search(sent[lo:f.start]) or _zh_whole(sent, f, hi, facts):
            continue   # the whole a part is counted out of (four of the 14 courts) is no value of the part's clause
        theirs = counterpart(f, list(own.facts))
        # stated by another sibling that has a subject of its own: the list gives this value to someone else (not
        # the new value of what the named clause gives as the old one: 原执行期限为…，…将其延续执行至2027年12月31日)
        elsewhere = any(same_value(f, g, years) and not _renewed(own, s, g)
                        for s in sibs if s is not own and s.head for g in s.facts)
        joins = any((f.start < g.start) == (sibs.index(s) < sibs.index(own)) for g in ours
                    if g is not f and g.family == f.family != "bare"
                    for s in sibs if s is not own and any(same_value(f, h, years) for h in s.facts))
        # another value of its kind in the named clause (in English, or none at all): the list gives it to another.
        # Chinese needs the rival value: without it, the policy samples' level agreement fell (κ 0.880 → 0.854)
        if elsewhere and not joins and (theirs.family == f.family if theirs is not None else loose):
            spans.append(_span(sent, f.start, f.end, f.kind,
                               Message("span.quoted_differs", {"context": own.text, "answer": sent[lo:hi]})))
    return spans


def _direction_spans(sent: str, lo: int, hi: int, own: Sibling) -> list[UnsupportedSpan]:
    spans: list[UnsupportedSpan] = []
    theirs = {w for w, _, _ in _content_words(own.text)} - {own.head}
    # a value the sibling states (支出减少了1.5% against 支出增加了1.5%) ties the answer clause to it like a shared word
    shares_value = any(same_value(f, g) for f in extract_facts(sent[lo:hi]) for g in own.facts if f.family != "date")
    if not shares_value and not any(w in theirs for w, _, _ in _content_words(sent, lo, hi)):
        return spans   # the clause says nothing else the sibling says: another predicate, not its opposite
    for s, e, word in _directions(sent[lo:hi]):
        fam, pol = _DIR_INDEX[word]
        if fam not in _OPPOSED:
            continue
        opposite = (fam, "down" if pol == "up" else "up")
        if opposite in own.directions and (fam, pol) not in own.directions:
            spans.append(_span(sent, lo + s, lo + e, "direction",
                               Message("span.quoted_differs", {"context": own.text, "answer": sent[lo:hi]})))
    return spans


def _sibling_spans(sent: str, ctx: _Contexts, taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """Values and change or scope words of an answer clause that differ from those of the parallel context clause
    whose subject it names (module docstring)."""
    spans: list[UnsupportedSpan] = []
    # each distinct context sentence once (a repeated one finds the same spans, which the overlap test drops), and
    # the answer sentence's facts once: the work grows with clauses × context sentences, not with their lengths too
    texts = list(dict.fromkeys(cs.text for cs in ctx.sentences))
    groups = [g for g in (siblings(t) for t in texts) if g]
    facts = extract_facts(sent)
    for lo, hi in _clauses(sent):
        checkpoint()   # the sample's CPU deadline, once per clause
        clause = sent[lo:hi]
        for sibs in groups:
            own = _named(clause, sibs, [f for f in facts if lo <= f.start and f.end <= hi])
            found = [] if own is None else \
                _value_spans(sent, lo, hi, own, sibs, ctx.years, facts=facts) + _direction_spans(sent, lo, hi, own)
            spans += [sp for sp in found if not any(sp.start < t.end and t.start < sp.end for t in taken + spans)]
        # clauses sharing their subject (区政府批准了甲方案，驳回了乙申请): the one whose object the answer names
        ours = frozenset(w for w, _, _ in _content_words(sent, lo, hi) if w not in _DIR_INDEX)
        for text in texts:
            own = _about(ours, text)
            if own is not None:
                found = _direction_spans(sent, lo, hi, own)
                spans += [sp for sp in found if not any(sp.start < t.end and t.start < sp.end for t in taken + spans)]
    return spans


@lru_cache(maxsize=4096)
def _clause_words(context: str) -> tuple[tuple[str, ...], tuple[frozenset[str], ...]]:
    """The clauses of a context sentence and, for each, the content words only it holds (change and consent words
    left out)."""
    parts = tuple(context[a:b] for a, b in _clauses(context))
    words = [{w for w, _, _ in _content_words(p) if w not in _DIR_INDEX} for p in parts]
    # a later clause that opens with its verb (…，驳回了乙申请) has the first clause's subject (区政府) for its own:
    # those words are said of every such clause, not only of the first
    subject = _subject_words(parts[0]) if parts else set()
    for i, p in enumerate(parts[1:], 1):
        if subject and _opens_with_verb(p):
            words[i] |= subject
    only = tuple(frozenset(ws - set().union(*(o for k, o in enumerate(words) if k != i))) for i, ws in enumerate(words))
    return parts, only


def _subject_words(clause: str) -> set[str]:
    """The content words of a clause before its first verb (its subject), none when it has no verb."""
    tags = _pos(clause)
    first = next((a for _w, f, a, _b in tags if f.startswith("v")), None)
    if first is None:
        return set()
    return {w for w, _, e in _content_words(clause) if e <= first and w not in _DIR_INDEX}


def _opens_with_verb(clause: str) -> bool:
    """Whether a clause's first word (past adverbs) is a verb: it says its subject nowhere itself."""
    for w, f, _a, _b in _pos(clause.strip()):
        if f.startswith("d") or not w.strip():
            continue
        return f.startswith("v")
    return False


def _about(ours: frozenset[str], context: str) -> Sibling | None:
    """The clause of a context sentence the answer clause (its content words `ours`, change and consent words left
    out: they are what is compared) is about, by the words only that clause holds: at least ABOUT_MIN of them, and
    ABOUT_MIN more than any other clause holds."""
    parts, only = _clause_words(context)
    if len(parts) < 2:
        return None
    own = [ours & o for o in only]
    ranked = sorted(range(len(parts)), key=lambda i: -len(own[i]))
    best, runner = len(own[ranked[0]]), len(own[ranked[1]])
    if best < ABOUT_MIN or best < runner + ABOUT_MIN:
        return None
    part = parts[ranked[0]]
    return Sibling(part, "", (), tuple(_DIR_INDEX[w] for _, _, w in _directions(part)))


# --- English: the same parallel clauses, cut at semicolons and at while/whereas/but -------------------------------
# quantifiers and words with an antonym are what the siblings compare, not whom they are about
_EN_NOT_HEADS = frozenset({"all", "some", "only", "every", "each", "most", "many", "few", "no", "none"})
# (also at "and" before a past-tense verb: "upheld A's claim and dismissed B's", one subject, two predicates)
_EN_CUT = re.compile(r";|,?\s+(?:while|whereas|but)\s+|,?\s+and\s+(?=(?:its|their|the|his|her)\s|[a-z]{3,}ed\s)")
# "and" before a subject and the verb the clause before it has ("adults pay $3.50 and children pay $1.75")
# (not a pronoun: "and it is added to …" goes on about the clause's own subject)
_EN_AND = re.compile(r",?\s+and\s+(?!(?:it|its|they|them|this|that|these|those|he|she|we|you|there|I)\b)"
                     r"(?=[A-Za-z]+\s+([a-z]+)\b)")
# a frame that opens a clause ("On the night bus, adults pay …"): said of every clause, no subject of one
_EN_FRAME = re.compile(r"^\s*(?:on|in|at|for|from|during|under|after|before|since|until|within)\b[^,;]{0,40},", re.I)


def _en_clauses(text: str) -> list[tuple[int, int]]:
    """The clauses of an English sentence (`_EN_CUT`), also cut at an "and" whose next clause has the verb of the
    clause before it (`_EN_AND`)."""
    cuts = [(m.start(), m.end()) for m in _EN_CUT.finditer(text)]
    for m in _EN_AND.finditer(text):
        before = text[max((b for _, b in cuts if b <= m.start()), default=0):m.start()]
        if not any(a <= m.start() < b for a, b in cuts) and re.search(rf"\b{re.escape(m.group(1))}\b", before):
            cuts.append((m.start(), m.end()))
    out, pos = [], 0
    for a, b in sorted(cuts):
        out.append((pos, a))
        pos = b
    out.append((pos, len(text)))
    return [(a, b) for a, b in out if text[a:b].strip()]


@lru_cache(maxsize=4096)
def en_siblings(sentence: str) -> tuple[Sibling, ...]:
    """The clauses of an English context sentence with their heads (the first content word no sibling holds)."""
    parts = [sentence[a:b] for a, b in _en_clauses(sentence)]
    if len(parts) < 2:
        return ()
    stems = [{w.stem for w in en.words(p)} for p in parts]
    out = []
    for i, part in enumerate(parts):
        others = set().union(*(s for k, s in enumerate(stems) if k != i))
        frame = _EN_FRAME.match(part)
        heads = [w for w in en.words(part) if w.content and not w.text[0].isdigit() and (not frame or w.start >= frame.end())
                 and w.stem not in others and w.stem not in _EN_NOT_HEADS and w.stem not in en._OPPOSITE_STEMS]
        # a name is the likelier subject ("the company's Leeds office" is about Leeds, not the company)
        head = next((w.stem for w in heads if w.capital), heads[0].stem if heads else "")
        out.append(Sibling(part, head, tuple(extract_facts(part)), ()))
    return tuple(out) if sum(1 for s in out if s.head) >= 2 else ()


def _english_sibling_spans(sent: str, contexts: tuple[str, ...], taken: list[UnsupportedSpan]
                           ) -> list[UnsupportedSpan]:
    """An English answer clause naming one parallel clause's head: its value, negation and antonym words are
    compared with that clause ("residents park free; visitors pay $12": "residents pay $12" is wrong)."""
    spans: list[UnsupportedSpan] = []
    texts = dict.fromkeys(s for c in contexts for s in en.english_sentences(c))   # each distinct sentence once
    groups = [g for g in (en_siblings(s) for s in texts) if g]
    facts = extract_facts(sent)
    for lo, hi in _en_clauses(sent):
        ours = {w.stem for w in en.words(sent[lo:hi])}
        for sibs in groups:
            named = [s for s in sibs if s.head and s.head in ours]
            if len(named) != 1:
                continue
            own = named[0]
            found = _value_spans(sent, lo, hi, own, sibs, set(), loose=True, facts=facts)
            for s, e, word, other in en.antonym_flips(sent[lo:hi], own.text):
                found.append(_span(sent, lo + s, lo + e, "direction",
                                   Message("span.quoted_differs", {"context": other, "answer": word})))
            spans += [sp for sp in found if not any(sp.start < t.end and t.start < sp.end for t in taken + spans)]
    return spans
