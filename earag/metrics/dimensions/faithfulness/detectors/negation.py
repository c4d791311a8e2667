"""Polarity flips: clauses whose negation differs from the context clause most like them, and the negated verb
of a short clause."""
from __future__ import annotations

import re

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.clauses import _about_material, _negations, _polar_negations
from earag.metrics.dimensions.faithfulness.detectors.spans import _flip, _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.lexicon import (
    _EXEMPTIONS,
    _GRANTS_POLICY,
    _LEVY_WORDS,
    _NEG_RE,
    _NUMERIC_RE,
    _POSITIVE_MODALS,
)
from earag.metrics.dimensions.faithfulness.words import _content_words, _found_in, _pos, bare_topic
from earag.nlp.text import normalize
from earag.nlp.tokenizer import STOPWORDS
from earag.types import UnsupportedSpan


def _anchor_span(text: str, end: int, verb: bool = False) -> tuple[int, int] | None:
    """(start, end) of the word a negation ending at `end` negates: with `verb`, the first verb within 6 characters
    (不得主动放弃 → 放弃); else (or without one) the first content word within 4 (不再要求提交 → 要求, 不免征 → 免征)."""
    for word, flag, s, e in (_pos(text) if verb else ()):
        if s < end or (_NEG_RE.fullmatch(word) and word not in _EXEMPTIONS):
            continue
        if not normalize(word) or s - end > 6:
            break
        if flag.startswith("v") and len(word) >= 2 and word not in STOPWORDS:
            return s, e
    for word, _flag, s, e in _pos(text):
        if s < end:
            continue
        if _NEG_RE.fullmatch(word) and word not in _EXEMPTIONS:
            continue
        norm = normalize(word)
        if not norm:
            return None  # punctuation: the negation stands alone
        if s - end > 4:
            return None
        if norm in STOPWORDS or len(norm) < 2 or _NUMERIC_RE.fullmatch(norm):
            continue
        return s, e
    return None


def _anchor(text: str, end: int) -> str | None:
    """The content word a negation ending at `end` negates (不再要求提交 → 要求)."""
    span = _anchor_span(text, end)
    return text[span[0] : span[1]] if span else None


def _predicate(text: str, end: int, hi: int | None = None, window: int = 8) -> list[str]:
    """The content words a negation ending at `end` can be about: those starting within `window` characters after it,
    up to the end of the clause (不得主动放弃 → 主动, 放弃; 未发生重大安全 → 发生, 重大, 安全)."""
    hi = len(text) if hi is None else hi
    out = []
    for word, _flag, s, e in _pos(text):
        if s < end or e > hi:
            continue
        norm = normalize(word)
        if not norm or s - end > window:
            break
        if norm in STOPWORDS or _NUMERIC_RE.fullmatch(norm) or (_NEG_RE.fullmatch(norm) and norm not in _EXEMPTIONS):
            continue
        out.append(norm)
    return out


_JOINED_PREDICATE = re.compile(r"并且|并|同时|而且")


def _coordinated(text: str, end: int) -> int | None:
    """Where a predicate joined to the one negated at `end` begins (不予受理并书面告知: at 并), None without one."""
    m = _JOINED_PREDICATE.search(text, end)
    return m.start() if m else None


def _levies(text: str) -> bool:
    return any(word in _LEVY_WORDS for word, _, _, _ in _pos(text))


def _context_quote(text: str, k: int, anchor: str) -> str:
    """The context's own words at `k` for a reason: the anchor with the modal right before it (需要重点)."""
    modal = next((p for p in _POSITIVE_MODALS if text[max(0, k - 3) : k].endswith(p)), "")
    return text[k - len(modal) : k + len(anchor)]


# (有 of 只有, 仅有, 所有, 没有 … is part of another word, not a positive modal: "只有装了电表的用户才执行" restricts)
_HAS_WORD = "只仅没所还具拥享含占"
_RESTRICTORS = ("只有", "仅有", "只", "仅", "仅限", "限于")
_MODAL_RE = re.compile("|".join(sorted((re.escape(p) if p != "有" else f"(?<![{_HAS_WORD}])有"
                                        for p in _POSITIVE_MODALS), key=len, reverse=True)))


# what affirms a predicate in the last resort (no word of the context to pin the flip on): the positive modals, and
# 会 / 能 / 予以 as words of their own (还是会给办出口退税 against 不予办理出口退税; not the 能 of 智能 or 会 of 社会)
_AFFIRMING_WORDS = frozenset({"会", "能", "能够", "予以", "给予"})


def _affirming(clause: str, theirs: str = "") -> tuple[int, int] | None:
    """(start, end) of the positive modal of `clause`, or of a word of `_AFFIRMING_WORDS` when the context clause
    `theirs` negates its predicate, not a 的-phrase (对于未预留份额…的项目 names a group: 会预留 affirms nothing
    against it); None without."""
    m = _MODAL_RE.search(clause)
    if m is not None:
        return m.start(), m.end()
    if all("的" in theirs[e:] for _, e, _ in _negations(theirs)):
        return None
    # (能 cut together with a one-character verb: 也能付, 能领 — the 能 affirms)
    return next(((s, e) if w in _AFFIRMING_WORDS else (s, s + 1) for w, f, s, e in _pos(clause)
                 if w in _AFFIRMING_WORDS or (len(w) == 2 and w[0] == "能" and f.startswith("v"))), None)


def _negated_before(text: str, pos: int, lo: int = 0) -> bool:
    """Whether a negation ends at most 4 characters before `pos` (and after `lo`)."""
    return any(pos - (lo + e) <= 4 for _, e, _ in _negations(text[lo:pos]))


_MAY = re.compile(r"可以|也可|可由|可自行|可选择")
_MUST = re.compile(r"必须|须|应当|应该|需要|要求|务必")
_ABOVE = ("超过", "超出", "高于", "多于")   # (not lexicon._EXCEEDING: that one lists the bound words 超标)
_AT_MOST = re.compile(r"最多|最高|最长|至多|上限|以内|以下|为限")


def _same_choice_or_bound(clause: str, ours: list[tuple[int, int, str]], theirs: str, their_count: int) -> bool:
    """Whether the answer clause's one extra negation says what the context clause says another way: 不一定要去网点
    against 可以在网点办理，也可以… (a choice the contexts leave open, no denial), or 不得超过30年 against 最长为30年
    (the same bound; the direction check compares bounds)."""
    if len(ours) != their_count + 1:
        return False
    if any(clause.startswith("一定", e) for _, e, w in ours if w == "不") and _MAY.search(theirs) \
            and not _MUST.search(theirs):
        return True
    return any(clause.startswith(_ABOVE, e) for _, e, _ in ours) and bool(_AT_MOST.search(theirs))


def _bound_both_ways(clause: str, ours: list[tuple[int, int, str]], theirs: str,
                     their_negations: list[tuple[int, int, str]]) -> bool:
    """The context's one extra negation is a bound the answer says with an upper-limit word (不得超过3年 there,
    最多3年 here): the direction check compares bounds."""
    return len(their_negations) == len(ours) + 1 and any(theirs.startswith(_ABOVE, e) for _, e, _ in their_negations) \
        and bool(_AT_MOST.search(clause))


_ATTRIBUTIVE_DE = re.compile(r"[^，,。；;：:！!？?（(、]{0,14}?的(?=[\u4e00-\u9fff]|$)")
_ATTRIBUTIVE_NEGATIONS = frozenset({"未", "没有", "没", "不", "未能"})   # (不得, 不再, 禁止 … are the predicate's)
_PREDICATE_MODAL = re.compile(r"可以|(?<!许)可|应当|应|须|需|必须|不得|不能|能够|能|不会|会|将|要")


# the rest of a group named before (持有许可证的渔船可以…，其他渔船不得…): what the negated group is said of
_OTHERS = re.compile(r"[，,；;](?:对)?(?:其余|其他|其它|剩余|剩下|余下)")


def _main_negations(text: str, negations: list[tuple[int, int, str]], other: str, after: str = "") -> int:
    """How many of `negations` speak of the clause's predicate, not inside a 的-phrase that describes a noun:
    未在单位参保的灵活就业人员可以参保 and 没有自有住房而发生的租金支出可以扣除 say 可以 of their subject (the 未, 没有
    pick the subject out: a plain 未/没有/不 with a modal after its 的-phrase). Still counted: a modal negation (不得,
    不再, 禁止), a modal before the 的 (不得享受的), no modal after it (不组织任何形式的考试), and a negation whose
    word the `other` clause states plainly (不需要重点扶持的企业 against 需要重点扶持的企业: the group is flipped) unless
    a clause of it after that word speaks of the rest (持有许可证的渔船可以…，其他渔船不得…: 没有许可证的 names the rest).
    `after`: the rest of the sentence, where the modal of a clause that is only the 的-phrase stands."""
    count = 0
    for s, e, word in negations:
        m = _ATTRIBUTIVE_DE.match(text, e) if not _PREDICATE_MODAL.search(text, 0, s) and s <= negations[0][0] \
            else None   # (a 的-phrase after the predicate's modal or negation is its object's: 不得以不合理的条件)
        anchor = _anchor(text, e)
        # the anchor as a word of the other clause (结婚 is no word of 结婚证)
        k = next((a for w, _f, a, _b in _pos(other) if w == anchor), -1) if anchor else -1
        if m is None or word not in _ATTRIBUTIVE_NEGATIONS or _PREDICATE_MODAL.search(m.group(0)[:-1]) \
                or not _PREDICATE_MODAL.search(text + after, m.end()) \
                or (k >= 0 and not _negated_before(other, k) and not _OTHERS.search(other, k)):
            count += 1
    return count


def _picked(clause: str, ours: list[tuple[int, int, str]], theirs, after: str) -> list[tuple[int, int, str]] | None:
    """The answer clause's negations of its predicate when its polarity only looks like the context clause's because
    a negation of its own picks out its subject (没有专项捕捞许可证的渔船可以出海捕捞 against 其余渔船不得出海捕捞: 可以
    against 不得), every negation of the context clause speaking of its predicate; None otherwise. Only the answer's
    side: a context's denied subject (未满16周岁的用户不得…) states a condition the answer may leave unsaid."""
    if not ours or not theirs.negations or any(_ATTRIBUTIVE_DE.match(theirs.text, e) for _, e, _ in theirs.negations) \
            or _main_negations(theirs.text, theirs.negations, clause) != len(theirs.negations):
        return None   # (未形成无形资产计入当期损益的: a condition, whose predicate the next clause says)
    # (其余 said as 没有许可证的 against 持有许可证的: the group is the other one, which is the point here)
    kept = [n for n in ours if _main_negations(clause, [n], "", after)]
    return kept if len(kept) != len(ours) and len(kept) % 2 != len(theirs.negations) % 2 else None


def _said_otherwise(clause: str, ours, theirs: str, their_negations, after: str) -> bool:
    """Whether the answer clause says the context clause's polarity another way (`_same_choice_or_bound`), or the
    polarities differ only by a negation that picks out the subject (未参保的人员, `_main_negations`)."""
    return _same_choice_or_bound(clause, ours, theirs, len(their_negations)) \
        or _bound_both_ways(clause, ours, theirs, their_negations) \
        or _main_negations(clause, ours, theirs, after) % 2 == _main_negations(theirs, their_negations, clause) % 2


_PRIVATIVES = {"不是": ("非",), "并非": ("非",), "不属于": ("非",), "不在": ("非",),
               **{w: ("取消", "取消了", "废除", "废止", "解除", "免除") for w in ("没有", "不再", "没", "无")}}


def _non_word(clause: str, negation: tuple[int, int, str], theirs: str) -> bool:
    """A 不是 / 并非 / 不在 before a word the context sentence says with 非 (不是独生子女 for 非独生子女, 不是住宅 for 非住宅), or
    a 没有 / 不再 before what it says was lifted (没有落户限制 for 取消落户限制): the same negated thing, not a negation
    the answer added."""
    s, e, word = negation
    word = "不在" if word == "不" and clause.startswith("在", e) else word   # (责任不在本人 for 非本人责任)
    anchor = _anchor(clause, e) if word in _PRIVATIVES else None
    return bool(anchor) and any(f"{p}{anchor}" in theirs for p in _PRIVATIVES[word])


def _exemption_said(clause: str, negation: tuple[int, int, str], contexts: str) -> bool:
    """A levy the answer denies (不用缴纳增值税, 不交个人所得税) that the contexts exempt in so many words (免征增值税):
    the exemption said plainly, not a negation against the clause that levies it at a reduced rate."""
    s, e, word = negation
    words = _predicate(clause, e, window=4)[:2] if word not in _EXEMPTIONS else []
    if words and f"免{words[0]}" in contexts:
        return True   # 不交 for 免交, 不收 for 免收: the exemption of the very verb
    if len(words) < 2 or words[0] not in _LEVY_WORDS and words[0] not in ("交", "缴付"):
        return False
    return any(f"{x}{words[1]}" in contexts for x in _EXEMPTIONS)


# a clause that only frames the next one (保教费以外, 工作日之内, 申请期间): it has no predicate of its own
_FRAME_END = re.compile(r"(?:以外|之外|以内|之内|期间|的时候|以后|之后|以前|之前)$")
_CLAUSE_AFTER = re.compile(r"[，,；;：:]?[^，,；;。！？!?]*")


def _clause_after(sentence: str, end: int) -> str:
    """The clause of `sentence` after the one ending at `end`."""
    m = _CLAUSE_AFTER.match(sentence, end)
    return m.group(0) if m else ""


def _exemption_only(clause: str, ours, theirs: str, their_negations) -> bool:
    """Whether only an exemption differs and the other side does not state the levy (a flip needs 照常征收 for 免征)."""
    plain_ours = [n for n in ours if n[2] not in _EXEMPTIONS]
    plain_theirs = [n for n in their_negations if n[2] not in _EXEMPTIONS]
    if len(plain_ours) % 2 != len(plain_theirs) % 2:
        return False
    exempt_ours = len(ours) - len(plain_ours) > len(their_negations) - len(plain_theirs)
    return not _levies(theirs if exempt_ours else clause)


def _denials(clause: str, ours: list[tuple[int, int, str]], sentence: str, contexts: str) -> list[tuple[int, int, str]]:
    """The answer clause's negations less those saying a negated word of the context `sentence` (`_non_word`) or an
    exemption of the `contexts` (`_exemption_said`) another way."""
    return [n for n in ours if not _non_word(clause, n, sentence) and not _exemption_said(clause, n, contexts)]


_EXCLUDES = frozenset({"不包括", "不包含", "不含"})
_LISTED = re.compile(r"[\u4e00-\u9fff]{1,8}(?:[、和及与][\u4e00-\u9fff]{1,8})+")


def _closed_list(sentence: str, clause: str, negation: tuple[int, int, str], ctx: _Contexts) -> bool:
    """A 不包括 / 不含 after a list the answer gives (共济范围是配偶、父母和子女，不包括兄弟姐妹) where a context clause gives
    that list without the excluded item: the list is closed, the exclusion is what it says (another passage's list
    that has the item is about another group)."""
    s, e, word = negation
    if word not in _EXCLUDES:   # (most negations: no list to read)
        return False
    excluded = normalize(clause[e:])[:4]
    lists = _LISTED.findall(sentence.replace(clause, "，"))
    if len(excluded) < 2 or not lists:
        return False
    items = [normalize(w) for w in re.split(r"[、和及与]", lists[-1])]
    items = [items[0][-2:], *items[1:]]   # (the first item without the words before it: 范围是配偶 → 配偶)
    return any(all(w and w in c.norm for w in items) and excluded not in c.norm for c in ctx.clauses)


TOPIC_MATCH = 0.6   # how closely the answer's previous clause must say a context clause to take it as its topic
HEAD_MATCH = 0.45   # … or a topic clause holding its last telling word (`_named_topics`: 选择土葬的 for 困难群众…选择土葬的)


def _topic_predicate(ctx: _Contexts, sentence: str, previous, lo: int, clause: str) -> int | None:
    """The context clause right after the one the answer's previous clause says (its topic, 委托境外个人进行的研发活动),
    when that clause shares a content word with the answer clause (不得加计扣除 for 费用不能加计扣除): the predicate the
    contexts give the topic the answer named, which the answer clause is to be compared with however closely another
    clause (可以按规定…加计扣除, said of another topic) matches its words. None otherwise."""
    if previous is None or previous[1] + 1 < lo:
        return None
    p_lo, p_hi, prev_sims = previous
    before = sentence[p_lo:p_hi]
    if before.startswith(("（", "(")):
        return None
    top = prev_sims.top(ctx.asides)
    named = _named_topics(ctx, prev_sims, before)
    if top < TOPIC_MATCH and not named:
        return None
    if (_COORDINATED.match(clause) and not clause.startswith("也")) or not bare_topic(before, noun=False):
        return None   # 或者…: a clause of its own, not the predicate of the one before (…的，也享受: its predicate)
    words = [w for w, _, _ in _content_words(clause) if len(w) >= 2]
    for k in named or prev_sims.at_least(top, ctx.asides):
        here = ctx.clauses[k]
        if here.joined or ctx.asides[k] or not bare_topic(here.text):
            continue
        after = next((j for j in range(k + 1, min(len(ctx.clauses), k + 4))
                      if not ctx.clauses[j].joined and ctx.clauses[j].sentence == here.sentence), None)
        if after is not None and not ctx.asides[after] and any(w in ctx.clauses[after].norm for w in words):
            return after
    return None


def _named_topics(ctx: _Contexts, sims, before: str) -> list[int]:
    """The context topic clauses (…的) close to the answer's topic clause `before` that hold the last of its words
    telling those topics apart: 困难群众去世后选择土葬的 names 选择土葬的, not 困难群众去世后遗体火化的 (土葬 is the last
    word only one of them holds); [] when no word tells them apart."""
    topics = [k for k in sims.at_least(HEAD_MATCH, ctx.asides) if not ctx.clauses[k].joined
              and ctx.clauses[k].text.rstrip().endswith("的")]
    words = [w for w, _, _ in _content_words(before) if len(w) >= 2]
    telling = [w for w in words if 0 < sum(w in ctx.clauses[k].norm for k in topics) < len(topics)]
    return [k for k in topics if telling[-1] in ctx.clauses[k].norm] if telling else []


# a permission under a condition (要等验收合格了才能恢复生产): the other side of the context's denial until then
# (期间不得组织生产，验收合格后方可恢复), not a flip of it
_ONLY_THEN = re.compile(r"才(?:能|可以|可|会|允许|准)|方(?:可|能)")
_COORDINATED = re.compile(r"^\s*(?:或者|或是|或|以及|和|及|并且|并|但是|但|而且|而|同时|另外|此外|也)")


def _no_other_subject(theirs, clause: str) -> bool:
    """Whether the words a context clause says before its negation are all the answer clause's: none (不再需要提交
    户口簿), or the same subject; 纯电动小客车不受限行 says its predicate of another subject than 插电式混合动力小客车."""
    before = theirs.text[:theirs.negations[0][0]] if theirs.negations else theirs.text
    return all(w in clause for w, _, _ in _content_words(before))


def _said_alike_nearby(ctx: _Contexts, sims, best: int, ours: list[tuple[int, int, str]], negated: list[str],
                       wide: tuple[dict[int, float], str] | None = None) -> bool:
    """Whether the contexts say what the answer clause says (the parity of its negations `ours`) in a clause about as close as
    the best one: an equally close single clause, or the best clause read with the predicate after it when it is
    only its topic (综合保税区内的网购保税进口商品，不得在区内线下自提). `wide`: ({clause: similarity} of the clauses
    a little less close, the answer clause): a clause among them with the same parity that holds every word the
    answer's negation is about but the first (不再要求提交户口簿 for 不再需要提交户口簿, when the closest clause is the
    topic 办理结婚登记 with another predicate)."""
    theirs, parity = ctx.clauses[best], len(ours) % 2
    if any(len(ctx.clauses[k].negations) % 2 == parity and sims[k] >= sims[best] - 0.05
           and not ctx.clauses[k].joined and (not negated or _found_in(negated, ctx.clauses[k].text)) for k in sims):
        return True
    predicate = _predicate(wide[1], ours[0][1]) if wide is not None and ours else []
    if wide is not None and len(predicate) >= 3 and any(
            len(ctx.clauses[k].negations) % 2 == parity and not ctx.clauses[k].joined
            and all(w in ctx.clauses[k].norm for w in predicate[1:]) and _no_other_subject(ctx.clauses[k], wide[1])
            for k in wide[0]):
        return True
    return not theirs.negations and any(
        ctx.clauses[k].joined and ctx.clauses[k].text.startswith(theirs.text + "，")
        and len(ctx.clauses[k].negations) % 2 == parity and sims[k] >= sims[best] - 0.1 for k in sims)


def _negation_spans(sentence: str, ctx: _Contexts, aligned) -> list[UnsupportedSpan]:
    """Clauses whose polarity differs from the context clause most like them (不再要求 there, 要求 here).

    Polarity is the parity of the negations (不达标的年度不得享受 has two, 不达标的年度可以享受 one); the span is the
    negation the answer added, or the word that lost the context's negation (the positive modal before it if any).
    """
    spans: list[UnsupportedSpan] = []
    for i, (lo, hi, sims) in enumerate(aligned):
        clause = sentence[lo:hi]
        if sentence[lo - 1 : lo] in ("（", "(") or _about_material(clause):
            continue  # an aside （不算敏感个人信息） qualifies, 资料中没有…的具体规定 says what the material lacks
        ours = _polar_negations(clause)
        top = sims.top(ctx.asides)   # an aside counts 0
        if top < 0.5:
            continue  # no context clause is close enough to compare polarity with
        wide = sims.at_least(top - 0.2, ctx.asides)   # (a clause saying the negated predicate: `_said_alike_nearby`)
        # every clause the tests below can pick (≥ top − 0.1, with a margin against rounding), asides at 0
        sims = sims.at_least(top - 0.11, ctx.asides)
        # what the answer negates (不免征增值税 → 免征): a context clause that lacks it is not about the same thing
        negated = _predicate(clause, ours[0][1])[:1] if ours else []
        close = [k for k in sims if sims[k] >= top - 0.05]
        close = [k for k in close if _found_in(negated, ctx.clauses[k].text)] or close
        # the shortest of the closest clauses: a joined pair says more than the answer's clause may mean
        best = min(close, key=lambda k: len(ctx.clauses[k].norm))
        # the predicate the contexts give the topic the answer's previous clause named (委托境外个人进行的研发活动，不得…)
        follow = _topic_predicate(ctx, sentence, aligned[i - 1] if i else None, lo, clause)
        best = best if follow is None else follow
        theirs = ctx.clauses[best]
        ours = [n for n in _denials(clause, ours, ctx.sentences[theirs.sentence].text, ctx.text)
                if not _closed_list(sentence, clause, n, ctx)]
        if not ours and _FRAME_END.search(clause) \
                and len(_polar_negations(_clause_after(sentence, hi))) % 2 == len(theirs.negations) % 2:
            continue  # 保教费以外，幼儿园不许…: a frame, whose polarity the predicate after it says (as the context's)
        if len(ours) % 2 == len(theirs.negations) % 2 and (kept := _picked(clause, ours, theirs, sentence[hi:])) is None:
            continue
        ours = ours if len(ours) % 2 != len(theirs.negations) % 2 else kept or []
        if follow is None and (sims[best] < 0.5 or _said_alike_nearby(ctx, sims, best, ours, negated, (wide, clause))):
            continue
        if _said_otherwise(clause, ours, theirs.text, theirs.negations, sentence[hi:]) \
                or _exemption_only(clause, ours, theirs.text, theirs.negations):
            continue
        loc = None
        for s0, e0, word in ours:  # a negation of ours on a word the context states plainly
            span = _anchor_span(sentence, lo + e0, verb=True)
            anchor = sentence[span[0] : span[1]] if span else None
            k = theirs.text.find(anchor) if anchor else -1
            if span and anchor and k >= 0 and not _negated_before(theirs.text, k):
                if word in _EXEMPTIONS and not _levies(theirs.text):
                    continue  # 免征增值税 against a clause that names 增值税 without levying it
                said = sentence[lo + s0 : span[1]]
                gap = sentence[lo + e0 : span[0]]   # 不需要重点扶持: quote 需要重点扶持 when the context has 重点 too
                if gap and theirs.text[:k].endswith(gap):
                    quote = _context_quote(theirs.text, k - len(gap), gap + anchor)
                else:
                    quote = _context_quote(theirs.text, k, anchor)
                loc = (lo + s0, lo + e0, Message("span.quoted_differs", {"context": quote, "answer": said}))
                break
        if loc is None:
            for s0, e0, word in theirs.negations:  # a negated word of theirs the answer states plainly
                anchor = _anchor(theirs.text, e0)
                k = sentence.find(anchor, lo, hi) if anchor else -1
                if not anchor or k < 0 or _negated_before(sentence, k, lo):
                    continue
                a0, a1 = k, k + len(anchor)
                modal = next((p for p in _POSITIVE_MODALS if sentence[max(lo, k - 3) : k].endswith(p)
                              and not (p == "有" and sentence[max(lo, k - 2):k - 1] in _HAS_WORD)), None)
                if modal:
                    a0, a1 = k - len(modal), k
                else:  # the words the answer put where the context's negation was (照常征收 for 免征)
                    before = [t for t in _pos(sentence) if lo <= t[2] and t[3] <= k][-2:]
                    if any(t[0] in _RESTRICTORS for t in before) and any(r in theirs.text for r in _RESTRICTORS):
                        continue   # 只有安装了…才 against 仅适用于已安装…，未安装的…: the same restriction, said from its side
                    while before and (before[0][0] in theirs.text or not normalize(before[0][0])):
                        before.pop(0)
                    if before and all(t[0] not in theirs.text and normalize(t[0]) for t in before):
                        a0, a1 = before[0][2], before[-1][3]
                loc = (a0, a1, Message("span.quoted_differs", {"context": f"{word}{anchor}",
                                                               "answer": sentence[a0:k + len(anchor)]}))
                break
        if loc is None:
            # no word to pin the flip on: the clauses must at least speak of the same predicate
            if len(ours) > len(theirs.negations):
                s0, e0, word = ours[0]
                if not _found_in(_predicate(clause, e0), theirs.text):
                    continue
                loc = (lo + s0, lo + e0, Message("span.quoted_differs", {"context": theirs.text, "answer": clause}))
            else:
                m = _affirming(clause, theirs.text) if not _ONLY_THEN.search(clause) else None
                # the context denies the same predicate (not one 并 joins to it: `_coordinated`), or the policy as a
                # whole to the same group (超过3000元的家庭不适用: whatever the answer says they may do, they may not)
                if m is None or not any(_found_in(_predicate(theirs.text, e0, _coordinated(theirs.text, e0)), clause)
                                        or bool(set(_predicate(theirs.text, e0)[:1]) & _GRANTS_POLICY)
                                        for _, e0, _ in theirs.negations):
                    continue
                loc = (lo + m[0], lo + m[1],
                       Message("span.quoted_differs", {"context": theirs.text, "answer": clause}))
        a0, a1, flip = loc
        if not any(sp.start < a1 and a0 < sp.end for sp in spans):
            spans.append(_span(sentence, a0, a1, "negation", Message("span.negation", {"detail": flip})))
    return spans


def _predicate_flips(sentence: str, ctx: _Contexts, aligned, taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """Negation flips of a short clause's verb that the bigram alignment of `_negation_spans` cannot see: a clause
    of at most three content words shares too few bigrams with any context clause ("我联系了" against "没有成功，我也
    没有联系"). Its verb is compared with the context clauses that hold that verb and every other content word of the
    clause: negated there and stated here (or the reverse), with no such clause of the contexts agreeing, is a
    `negation` span on the verb."""
    spans: list[UnsupportedSpan] = []
    for i, (lo, hi, sims) in enumerate(aligned):
        if sims.top(ctx.asides) >= 0.5 or sentence[lo - 1 : lo] in ("（", "("):
            continue  # close enough for _negation_spans, or an aside
        clause = sentence[lo:hi]
        words = _content_words(sentence, lo, hi)
        if not words or len(words) > 3 or _about_material(clause):
            continue
        if i and _topic_predicate(ctx, sentence, aligned[i - 1], lo, clause) is not None:
            continue  # the predicate the contexts give the topic named before (_negation_spans compared it)
        # the predicate: a verb, or the clause's last content word when jieba reads it as a noun (联系了)
        verbs = {(s0, e0) for w, f, s0, e0 in _pos(sentence) if f.startswith("v") and lo <= s0 and e0 <= hi}
        verbs.add(words[-1][1:])
        for word, s0, e0 in words:
            if (s0, e0) not in verbs or any(sp.start < e0 and s0 < sp.end for sp in taken + spans):
                continue
            ours = _negated_before(sentence, s0, lo)
            others = [w for w, a, _ in words if a != s0]
            holders = [c for c in ctx.clauses if not c.aside and word in c.norm and all(w in c.norm for w in others)]
            polarity = {_negated_before(c.text, c.text.find(sentence[s0:e0])) for c in holders
                        if c.text.find(sentence[s0:e0]) >= 0}
            if len(polarity) != 1 or ours in polarity or (len(word) < 2 and not ours and not holders):
                continue
            theirs = next(c for c in holders if c.text.find(sentence[s0:e0]) >= 0)
            said = sentence[lo:hi].strip("，,。；;！!？? ")
            spans.append(_span(sentence, s0, e0, "negation", _flip(theirs.text, said)))
            break
    return spans


_NOT_PRIVATIVE = frozenset({"除非", "并非", "莫非", "无非", "是非", "绝非", "若非", "岂非"})   # (因非 is 因 + 非)


def privative_flips(sentence: str, ctx: _Contexts, aligned, taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """A word the context clause most like an answer clause says with 非 (受到非本人主要责任的交通事故伤害) that the
    answer clause states plainly (主要责任在您本人): the privative is no negation word, so the parity count of
    `_negation_spans` sees no flip. Only a 非 standing as a word of its own or glued to a preposition (因非; not 非法,
    非营利, 除非), before a content word of two characters or more that the contexts never say without it, in a clause
    the answer's is close to (≥ 0.5); the answer's word with a negation before it (不在您本人) or its own 非 says the
    same, and an answer clause that is a condition (纳税人为独生子女的，…) names the other group."""
    spans: list[UnsupportedSpan] = []
    for lo, hi, sims in aligned:
        top = sims.top(ctx.asides)
        if top < 0.5 or sentence[lo - 1 : lo] in ("（", "(") or sentence[lo:hi].rstrip().endswith("的"):
            continue   # (纳税人为独生子女的，…: a condition naming the other group, no flip of 非独生子女)
        best = next(k for k in sims.at_least(top, ctx.asides))
        theirs = ctx.clauses[best].text
        if "非" not in theirs:   # (most clauses: nothing to read)
            continue
        tags = _pos(theirs)
        for (word, _f, _s, _e), (after, _g, _a, _b) in zip(tags, tags[1:]):
            if not word.endswith("非") or word in _NOT_PRIVATIVE or len(after) < 2 or after in STOPWORDS or not normalize(after) \
                    or ctx.text.count(after) != ctx.text.count(f"非{after}"):
                continue   # (营运 of 营运载客汽车 beside 非营运…: the contexts say the word plainly too)
            k = sentence.find(after, lo, hi)
            if k < 0 or sentence[k - 1 : k] == "非" or _negated_before(sentence, k, lo) \
                    or any(sp.start < k + len(after) and k < sp.end for sp in taken + spans):
                continue
            spans.append(_span(sentence, k, k + len(after), "negation",
                               _flip(f"非{after}", sentence[lo:hi].strip("，,。；;！!？? "))))
            break
    return spans
