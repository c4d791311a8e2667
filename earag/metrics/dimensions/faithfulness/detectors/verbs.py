"""The polarity of a clause's verb itself, where counting the clause's negations misleads.

`_negation_spans` compares the parity of all the negations of an answer clause and of the context clause most like
it. A condition the answer shortens breaks that count: against "未经检疫或者检疫不合格的，不得进口" (未, 不, 不得: odd),
"检疫不合格的种子仍然可以进口" (不: odd) has the same parity, though it permits what the contexts forbid — the answer
kept one alternative of the condition (检疫不合格) and dropped the other with its negation (未经检疫).

Here the last verb of a Chinese answer clause (two characters or more, no modal) that the contexts hold so is
compared with the context clauses that hold it and at least half of the answer clause's other content words — the
verb's own comma-clause, with the one before it when the verb's opens with its negation or modal and so has that
one for its subject ("…不合格的，不得进口"; "…被否决，但员工提出的…获得了同意" is said of another subject): whether a negation ends at most eight characters
before it, no 的 between (不得进口 against 可以进口). When every such clause says it the other way, and the condition before the verb
is not itself the other way (按期申报的可以享受 against 未按期申报的，不得享受: another group, not a contradiction —
the parity of the negations before the verb, read in the alternative of the context's condition — cut at 或/或者/、
— that the answer's words are closest to), the verb is a `negation` span.
"""
from __future__ import annotations

import re

from earag.metrics.dimensions.faithfulness.clauses import _about_material, _bounds, _negations
from earag.metrics.dimensions.faithfulness.detectors.spans import _flip, _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.lexicon import _EXEMPTIONS, _NEG_RE, _POSITIVE_MODALS
from earag.metrics.dimensions.faithfulness.words import MORPHEME_CREDIT, _content_words, _pos, _shares_morpheme
from earag.nlp.text import bigram_pool, normalize, occurrences
from earag.nlp.tokenizer import STOPWORDS
from earag.types import UnsupportedSpan

LOCAL = 8        # a negation ending this close before a verb negates it (不得进口, 不得在城区上空飞行)
HELD = 0.5       # share of the answer clause's other content words a context clause must hold to be compared
_OR_RE = re.compile(r"或者|或是|或|、")
_OPENS_PREDICATE = re.compile(r"\s*(?:按规定|依规定|依法|原则上|也|均|都|仍然|仍|一律|还)?(?:" + _NEG_RE.pattern + "|"
                              + "|".join(_POSITIVE_MODALS) + ")")
_BARRIER = re.compile(r"[的，,；;：:。]")
_NOT_VERBAL = frozenset({"不含", "不包括", "不属于", "不是", "并非", "否则"})
_NOT_ALL = re.compile(r"全部|全都|全|都|所有|均|每")
_ITEM_END = re.compile(r"[\u4e00-\u9fff]{1,3}、")   # (保健、 after 健身: the rest of a list item)
_JOINED_VERB = re.compile(r"(?:或者|或|以及)[^，,；;：:。、的]{0,2}$")   # (或为其充电: the verb joined to the one before)


def _own(text: str, pos: int, lo: int = 0) -> int | None:
    """The end of the negation of the verb at `pos`: the last one before it in text[lo:pos] at most LOCAL characters
    away with no 的 or punctuation between (不得在城区上空飞行; the 不 of 不合格的种子…进口 is the noun's) and no noun or
    adjective right after it (不合格结论被撤销: a property of the noun) — not an exemption
    (免除 is no 不), nor one that negates a noun phrase or a copula (不含告别厅租用费, 不是…)."""
    # read with what follows (不超过, 没有超出 are bounds, not negations: clauses._negations looks past the word)
    for _, e, w in reversed([n for n in _negations(text[lo:]) if n[1] <= pos - lo]):
        if w in _EXEMPTIONS or w in _NOT_VERBAL:
            continue
        if _NOT_ALL.match(text, lo + e):
            return None   # 没有全部完成: "not all", a scope the partitive checks compare (detectors/scope.py)
        if _BARRIER.search(text, lo + e, pos):
            return None
        if pos - (lo + e) > LOCAL:   # 禁止在…停放电动自行车或为其充电: 充电 is denied with the verb 或 joins it to
            return lo + e if _JOINED_VERB.search(text, lo + e, pos) else None
        tags = _pos(text)
        after = next((f for _, f, a, _ in tags if a == lo + e), "v")
        # 不合格结论被撤销: a negated property of a noun (不 + noun or adjective), not the verb's negation
        if lo + e < pos and after[:1] in ("n", "a"):
            return None
        return None if _verb_between(tags, lo + e, pos) else lo + e
    return None


def _modifies(tags, end: int) -> bool:
    """Whether the verb ending at `end` is followed by 的, past other verbs only (喜欢吃的东西, 喜欢的颜色)."""
    for word, flag, a, _ in tags:
        if a < end:
            continue
        if word == "的":
            return True
        if not flag.startswith("v"):
            return False
    return False


def _listed(text: str, start: int, end: int) -> bool:
    """Whether the verb at text[start:end] is an item of a 、 list (涉及疾病预防、治疗功能: 预防 and 治疗 name what is
    涉及, they are not the clause's predicate), or opens one (健身保健、美容: jieba tags 健身 a verb)."""
    return text[end:end + 1] == "、" or text[start - 1:start] == "、" or bool(_ITEM_END.match(text, end))


def _verb_between(tags, a: int, b: int) -> bool:
    """Whether another verb stands between a negation ending at `a` and the verb at `b` (决不让基本民生保障: the 不
    is 让's), not a modal, one inside a prepositional phrase (不得在城区上空飞行) or one coordinated with the verb."""
    gap = [t for t in tags if a <= t[2] and t[3] <= b]
    for i, (word, flag, _, _) in enumerate(gap):
        if flag.startswith("p"):
            return False
        # a verb with an object of its own (让 + 基本民生); 提前 before 支取 is the manner of the verb
        if flag.startswith("v") and word not in _POSITIVE_MODALS and i + 1 < len(gap) and gap[i + 1][1][:1] in ("n", "r"):
            return True
    return False


def _negated(text: str, pos: int, lo: int = 0) -> bool:
    return _own(text, pos, lo) is not None


# what follows a verb that, with its object, picks out a group (未完成改造的小区, 不予受理的情形)
_GROUP_AFTER = re.compile(r"[^，,。；;：:！？!?的]{0,4}的")


def _negated_group(scope: str, k: int, word: str) -> bool:
    """Whether a context verb is negated inside the phrase that picks out a group (未完成改造的小区: the negation says
    which houses, not that nothing was done): no polarity to compare an answer's stating verb with."""
    return bool(_GROUP_AFTER.match(scope, k + len(word))) and _negated(scope, k)


def _scopes(text: str, word: str) -> list[tuple[str, int]]:
    """Each occurrence of `word` in a context clause with what it is said of: its comma-clause, with the clause
    before it when it opens with its negation or modal (未经检疫或者检疫不合格的，不得进口: the clause before is its
    subject); (text, offset of the word)."""
    out: list[tuple[str, int]] = []
    if word not in text:   # most context clauses: no occurrence, no pattern to build
        return out
    for start in occurrences(word, text):
        a = max(text.rfind(p, 0, start) for p in "，,") + 1
        b = min((i for i in (text.find(p, start + len(word)) for p in "，,") if i >= 0), default=len(text))
        before = text[:max(0, a - 1)]
        if a > 0 and _OPENS_PREDICATE.match(text, a):   # no subject of its own: the clause before is its subject
            a = max(before.rfind(p) for p in "，,") + 1
        out.append((text[a:b], start - a))
    return out


def _condition_negations(text: str) -> int:
    """How many negations `text` (what comes before a verb) holds other than the verb's own."""
    own = _own(text, len(text))
    return sum(1 for _, e, _ in _negations(text) if e != own)


def _condition_part(before: str) -> str:
    """What a context verb is said under: the words before it in its clause, with the clause before only when that
    one is a condition or a subject picked by one: a 的-phrase (…检疫不合格的，不得进口; …不全的无人机，不得…) or a clause
    opening as one (凡未取得许可证，…; 如果未按期申报，…); a parallel duty before it (不得含有虚假内容，不得涉及…) is no
    condition."""
    cut = max(before.rfind(p) for p in "，,")
    if cut >= 0 and "的" not in before[:cut] and not _CONDITION_OPENS.match(before[:cut].strip()):
        return before[cut + 1:]
    return before


# a clause that opens as a condition (凡未取得许可证，… / 如果未按期申报，…)
_CONDITION_OPENS = re.compile(r"(?:.*[，,；;])?\s*(?:凡是|凡|如果|若|如|假如|一旦|倘若|对于|未经|未|非|除)")


def _condition_flipped(ours: str, theirs: str) -> bool:
    """Whether what the answer says before the verb has the other parity of negations than the context's condition
    (按期申报的 against 未按期申报的), in the context's alternative closest to the answer's words."""
    pool = bigram_pool(normalize(ours))
    part = max(_OR_RE.split(theirs), key=lambda p: len(pool & bigram_pool(normalize(p))))
    return _condition_negations(ours) % 2 != _condition_negations(part) % 2


def _topic_before(ctx: _Contexts, scope: str) -> str:
    """The 的-clause right before the context clause holding `scope` in its sentence (考入民办高校的 for 不享受入学资助),
    or ""."""
    at = next((j for j, c in enumerate(ctx.clauses) if not c.joined and scope in c.text), None)
    if at is None:
        return ""
    prev = next((j for j in range(at - 1, max(-1, at - 4), -1) if not ctx.clauses[j].joined), None)
    if prev is None or ctx.clauses[prev].sentence != ctx.clauses[at].sentence \
            or not ctx.clauses[prev].text.rstrip().endswith("的"):
        return ""
    return ctx.clauses[prev].text + "，"


def _other_topic(before: str, condition: str) -> bool:
    """Whether the answer's 的-topic right before its clause (困难家庭子女考入公办高校的，享受…) and the condition a
    context verb is said under (考入民办高校的，不享受…) each hold a word the other lacks: two groups."""
    m = re.search(r"([^，,；;。！？!?]+的)[，,]\s*$", before)
    if m is None:
        return False
    ours = {w for w, _, _ in _content_words(m.group(1)) if len(w) >= 2}
    theirs = {w for w, _, _ in _content_words(condition) if len(w) >= 2}
    return bool(ours - theirs) and bool(theirs - ours)


def _other_group(ours: frozenset, theirs: frozenset) -> bool:
    """Whether a context scope bounds a value of the answer clause the other way (20户以下的自然村 against 20户以上
    的自然村): it speaks of the other group, whatever it says of it."""
    flip = {"up": "down", "down": "up"}
    return bool({(fam, value, flip[pol]) for fam, value, pol in ours} & theirs) and not (ours & theirs)


def _held(word: str, norm: str, scope: str) -> float:
    """How far a context scope holds an answer word: 1 said as such, MORPHEME_CREDIT for a two-character word one of
    whose characters a word of the scope has (老人 ~ 老年人, 家里 ~ 家庭: the compound reworded) or a longer word two
    of whose characters stand together in the scope."""
    if word in norm:
        return 1.0
    if len(word) == 2:
        return MORPHEME_CREDIT if _shares_morpheme(word, scope) else 0.0
    # (a longer word by a pair of its characters: 老人家 ~ 老年人家庭)
    return MORPHEME_CREDIT if any(word[i:i + 2] in norm for i in range(len(word) - 1)) else 0.0


def verb_polarity_spans(sentence: str, ctx: _Contexts, aligned, taken: list[UnsupportedSpan]
                        ) -> list[UnsupportedSpan]:
    """A `negation` span on an answer verb whose polarity every context clause holding it and the clause's other
    words has the other way (module docstring)."""
    spans: list[UnsupportedSpan] = []
    for lo, hi, _sims in aligned:
        clause = sentence[lo:hi]
        if sentence[lo - 1 : lo] in ("（", "(") or _about_material(clause) \
                or any(sp.start < hi and lo < sp.end and sp.kind in ("negation", "direction") for sp in taken):
            continue
        words = [w for w, _, _ in _content_words(sentence, lo, hi)]
        if len(words) < 3:
            continue
        tags = _pos(sentence)
        # (a verb 的 follows, past other verbs only, modifies a noun: 没有所有人都喜欢吃的东西 negates no 喜欢)
        verbs = [(word, s, e) for word, flag, s, e in tags
                 if lo <= s and e <= hi and flag.startswith("v") and len(normalize(word)) >= 2
                 and not _modifies(tags, e) and not _listed(sentence, s, e)
                 and word not in STOPWORDS and word not in _POSITIVE_MODALS and not _NEG_RE.fullmatch(word)]
        for word, s, e in reversed(verbs):   # the clause's predicate: its last verb the contexts hold so
            others = [w for w in words if w != normalize(word) and len(w) >= 2]   # (里, 先: no subject words)
            bounds = _bounds(clause)
            holders = [(held, scope, k) for c in ctx.clauses if not c.aside and others and word in c.text
                       for scope, k in _scopes(c.text, word) for norm in (normalize(scope),)
                       if (held := sum(_held(w, norm, scope) for w in others) / len(others)) >= HELD
                       and not _other_group(bounds, _bounds(scope))]
            if not _GROUP_AFTER.match(sentence[:hi], e):   # (an answer verb that states, not one picking out a group)
                holders = [h for h in holders if not _negated_group(h[1], h[2], word)]
            if not holders:
                continue
            polarity = {_negated(scope, k) for _, scope, k in holders}
            ours = _negated(sentence, s, lo)
            if len(polarity) == 1 and ours not in polarity:
                _, theirs, k = max(holders, key=lambda x: x[0])
                condition = _condition_part(theirs[:k])
                if not _condition_flipped(sentence[lo:s], condition) \
                        and not _other_topic(sentence[:lo], _topic_before(ctx, theirs) + condition):
                    spans.append(_span(sentence, s, e, "negation", _flip(theirs, clause)))
            break
    return spans
