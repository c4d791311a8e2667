"""The bracket the asker's case falls in: "我交了7年失业保险，最多能领几个月？" against "满1年不满5年的，最长领取12个月；
满5年不满10年的，最长领取18个月；10年以上的，最长领取24个月".

Policy text gives a value per bracket of age, years, share or size, and the asker names their own case (92岁, 7年,
超速30%, "a 70-year-old angler"). Every bracket's value is in the contexts, so the value checks pass any of them, and
the answer's own words may even copy the wrong bracket's clause. Here the contexts' items (the semicolon segments of a
sentence, or its clauses) are read as (bracket, values): a bracket is the bounds its condition words put on a number
(满5年不满10年 → [5, 10), 90至99周岁 → [90, 99], 66 or over → [66, ∞), under 25 → (-∞, 25)). The question's number of
the bracket's kind falls in one item; a value of the answer stated only by items whose brackets exclude it — or by an
item without a bracket beside one that holds it (the general rate beside the concession) — when the item that holds
it states another value of the kind, is the wrong bracket's. Values stated anywhere else too, and answers whose own
numbers are of the bracket's kind, are left alone (undecided)."""
from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from earag.messages import Message
from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.nlp.facts import Fact, counterpart, extract_facts, fact_ranges, same_value
from earag.types import UnsupportedSpan

# (pattern before the number, pattern after it) → which bound it is and whether the number itself is inside
_ZH_LOW_BEFORE = re.compile(r"(?:年满|满|达到|不低于|不少于|超过|高于|大于|多于)$")
_ZH_HIGH_BEFORE = re.compile(r"(?:不满|未满|未达|未达到|低于|少于|不足|不到|不超过|小于|不高于)$")
_ZH_LOW_AFTER = re.compile(r"^(?:周岁|岁|年|个月|元|吨|平方米|%)?(?:及以上|以上|或以上|以后|起)")
_ZH_HIGH_AFTER = re.compile(r"^(?:周岁|岁|年|个月|元|吨|平方米|%)?(?:及以下|以下|或以下|以内|以前)")
_EN_LOW_BEFORE = re.compile(r"(?:\bover|\babove|\bmore than|\bolder than|\bat least|\bfrom)\s+$", re.I)
_EN_HIGH_BEFORE = re.compile(r"(?:\bunder|\bbelow|\bless than|\byounger than|\bfewer than|\bup to)\s+$", re.I)
_EN_LOW_AFTER = re.compile(r"^(?:[-\s]*(?:years?|year-old|tonnes?|tons?|%))?\s*(?:or over|or older|and over|or more|"
                           r"and above|or above|and older|\+)", re.I)
_EN_HIGH_AFTER = re.compile(r"^(?:[-\s]*(?:years?|year-old|tonnes?|tons?|%))?\s*(?:or under|or younger|or less|"
                            r"and under|or below)", re.I)
_EXCLUSIVE = re.compile(r"超过|高于|大于|多于|不满|未满|未达|低于|少于|不足|不到|小于|over|above|more than|older than|under"
                        r"|below|less than|younger than|fewer than", re.I)
WINDOW = 14   # characters before a number in which its condition word stands


@dataclass(frozen=True)
class Bracket:
    low: float
    high: float
    low_in: bool
    high_in: bool
    sample: Fact        # one bound, for its kind

    def holds(self, x: float) -> bool:
        return (x > self.low or (self.low_in and x == self.low)) and (x < self.high or (self.high_in and x == self.high))


def _number(f: Fact, like: Fact) -> float:
    """The number to compare `f` with `like` by: the value in one family, a bare number in `like`'s unit (8 of "6 to
    10 metres"), the number as written across other families."""
    if f.family == like.family and isinstance(f.value, (int, float)):
        return float(f.value)
    if f.family == "bare" and like.numeral and isinstance(like.value, (int, float)):
        return float(f.value) * float(like.value) / float(like.numeral)
    return float(f.numeral or 0)


def _range_bracket(a: Fact, b: Fact) -> Bracket:
    """The bracket of a range; a bare end takes the unit of the other ("6 to 10 metres", 3-5年)."""
    if a.family == "bare" and b.family != "bare":
        return Bracket(_number(a, b), float(b.value), True, True, b)
    if b.family == "bare" and a.family != "bare":
        return Bracket(float(a.value), _number(b, a), True, True, a)
    return Bracket(float(a.value), float(b.value), True, True, a)


def _kin(a: Fact, b: Fact) -> bool:
    """Whether two facts can be compared as a case and a bound: one kind, or a bare number on one side (66 of
    "aged 66 or over" for a "70-year-old")."""
    if a.family == b.family == "duration":
        return _unit(a) == _unit(b)   # 7年 and 满5年 are one kind, 18个月 another
    if a.family == b.family or {a.family, b.family} == {"age", "duration"}:
        return a.family == b.family or _unit(a if a.family == "duration" else b) == "年"
    other = b if a.family == "bare" else a if b.family == "bare" else None
    # a bare bound meets an age or a count of years (a "70-year-old"), not months or money
    return other is not None and (other.family == "age" or (other.family == "duration" and isinstance(other.value, float)
                                                            and other.value >= 365 and other.value % 365 == 0))


def _unit(f: Fact) -> str:
    """A duration's unit as written: 年 (年, 周年, year, years, 70-year), 月, 天, 周 or the text's own."""
    tail = re.sub(r"^[\d.,\s零〇一二两三四五六七八九十百千万-]+", "", f.text.strip()).lower()
    for unit, words in (("年", ("年", "year")), ("月", ("月", "month")), ("天", ("天", "日", "day")),
                        ("周", ("周", "星期", "week")), ("时", ("小时", "hour"))):
        if any(w in tail for w in words):
            return unit
    return tail


def _bound_words(text: str) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """The condition words of the text's language: (low before, high before, low after, high after) a number."""
    if en.is_english(text):
        return _EN_LOW_BEFORE, _EN_HIGH_BEFORE, _EN_LOW_AFTER, _EN_HIGH_AFTER
    return _ZH_LOW_BEFORE, _ZH_HIGH_BEFORE, _ZH_LOW_AFTER, _ZH_HIGH_AFTER


def _bounds(text: str, facts: Sequence[Fact]) -> list[tuple[Fact, str, bool]]:
    """(number, "low" | "high", inclusive) for each number of `text` a condition word bounds."""
    low_b, high_b, low_a, high_a = _bound_words(text)
    out = []
    for f in facts:
        before, after = text[max(0, f.start - WINDOW):f.start], text[f.end:f.end + 16]
        m = high_b.search(before) or low_b.search(before)   # 不满 / 不超过 end with 满 / 超过: the upper bound first
        if m is not None:
            side = "high" if high_b.search(before) else "low"
            out.append((f, side, m.group(0) == "不超过" or m.group(0) == "不高于" or not _EXCLUSIVE.search(m.group(0))))
        elif low_a.search(after):
            out.append((f, "low", True))
        elif high_a.search(after):
            out.append((f, "high", True))
    return out


@lru_cache(maxsize=8192)
def item_brackets(item: str) -> tuple[Bracket, ...]:
    """The brackets an item's condition puts on numbers: its ranges (90至99周岁) and its bound numbers (满5年不满10年:
    one bracket from both bounds of a kind)."""
    facts = extract_facts(item)
    out: list[Bracket] = [_range_bracket(a, b) for a, b in fact_ranges(item, facts)
                          if isinstance(a.value, (int, float)) and isinstance(b.value, (int, float))]
    ranged = {id(x) for a, b in fact_ranges(item, facts) for x in (a, b)}
    # one bracket per kind of number (年满60周岁、累计缴费满15年的: an age and a duration)
    sides: dict[str, dict[str, tuple[float, bool, Fact]]] = {}
    for f, side, inclusive in _bounds(item, [f for f in facts if id(f) not in ranged]):
        if isinstance(f.value, (int, float)):
            sides.setdefault(f.family, {})[side] = (float(f.value), inclusive, f)
    for found in sides.values():
        low, high = found.get("low"), found.get("high")
        sample = (low or high)[2]  # type: ignore[index]
        out.append(Bracket(low[0] if low else -math.inf, high[0] if high else math.inf,
                           low[1] if low else False, high[1] if high else False, sample))
    return tuple(out)


@lru_cache(maxsize=4096)
def _items(sentence: str) -> tuple[str, ...]:
    """A context sentence's items: its semicolon segments, or else its clauses (cut at commas; English also at
    "and" and "or"), a clause without a bracket joined to the one before it (超过50%的，处2000元罚款: the condition
    and what follows from it)."""
    if re.search(r"[；;].", sentence):
        # (a segment holding two brackets, 20户以上的…，20户以下的…, is two items)
        return tuple(item for seg in re.split(r"[；;]", sentence) if seg.strip()
                     for item in (_clause_items(seg) if len(item_brackets(seg)) > 1 else (seg,)))
    return _clause_items(sentence)


def _clause_items(sentence: str) -> tuple[str, ...]:
    """A sentence's items cut at its commas (`_items`; not the comma of a number: £1,500)."""
    cut = r"(?<!\d),|,(?!\d)|\s(?:(?:and|or)(?!\s+(?:over|older|more|above|under|less|younger|below)\b)|while|whereas|but)\s" \
        if en.is_english(sentence) else r"[，,]"
    items: list[str] = []
    for clause in (s for s in re.split(cut, sentence) if s and s.strip()):
        if items and not item_brackets(clause) and not _states_beyond_bracket(items[-1]):
            items[-1] += "，" + clause
        else:
            items.append(clause)
    return tuple(items)


def _states_beyond_bracket(item: str) -> bool:
    """Whether an item states a value besides its bracket's numbers (80周岁以上每餐补贴5元: 5元): a clause after it
    is an item of its own (低保、特困老年人每餐补贴8元), not the consequence of its condition. A condition clause
    (连续3次违规停放的) states nothing: the clause after it is what follows from it."""
    if not en.is_english(item) and item.rstrip().endswith("的"):
        return False
    bounds = {id(b.sample) for b in item_brackets(item)}
    facts = extract_facts(item)
    kinds = {f.family for f in facts if id(f) in bounds} | {b.sample.family for b in item_brackets(item)}
    return any(f.family not in kinds and f.family != "bare" for f in facts)


# a Chinese item's condition: its first clause ending in 的 (用户连续3次违规停放的，暂停其使用权限7天)
_ZH_CONDITION = re.compile(r"^[^，,。；;]{2,40}?的(?=[，,])")


def _condition_points(item: str, case: Fact) -> list[Fact]:
    """The numbers of the case's kind an item's condition names without a bound word (连续3次违规停放的: 3次, a
    point bracket): the item is said of that number only (累计违规停放10次的 leaves out a question's 3次)."""
    m = _ZH_CONDITION.match(item.strip())
    if m is None:
        return []
    facts = extract_facts(m.group(0))
    bounded = {id(f) for f, _, _ in _bounds(m.group(0), facts)}
    return [f for f in facts if id(f) not in bounded and isinstance(f.value, (int, float)) and _kin(case, f)]


def _inside(item: str, case: Fact) -> bool | None:
    """Whether the asker's case falls in the item's bracket of its kind, or is the number its condition names
    (`_condition_points`); None when the item has neither."""
    found = [b for b in item_brackets(item) if _kin(case, b.sample)]
    if not found:
        points = _condition_points(item, case)
        return any(_number(p, case) == _number(case, case) for p in points) if points else None
    return any(b.holds(_number(case, b.sample)) for b in found)


def _cases(question: str | None) -> list[Fact]:
    """The asker's own numbers (92岁, 年应纳税所得额200万元): the question's numbers, less those its own condition
    words bound (超过100万元的部分 names a bracket, not the asker's case)."""
    text = question or ""
    # (a number glued to a Latin letter is a code: 4G, 5G, 3D)
    facts = [f for f in extract_facts(text) if isinstance(f.value, (int, float))
             and not (text[f.end:f.end + 1].isascii() and text[f.end:f.end + 1].isalpha())]
    bounded = {id(f) for f, _, _ in _bounds(text, facts) if not _reached(text, f)}
    # (一年有几天年假: one unit of a rate, 一年 or 一个月, is how the question counts, not where the asker stands)
    return [f for f in facts if id(f) not in bounded and not (f.text.startswith("一") and f.numeral == 1)]


def _reached(text: str, f: Fact) -> bool:
    """Whether the question's 满 says where the asker stands (工作满12年有几天年假？), not a bracket it names (满12年的
    部分): 满 / 已满 / 年满 / 刚满 before the number and no 的 right after it."""
    return re.search(r"(?:已|年|刚|才|正好)?满$", text[max(0, f.start - 2):f.start]) is not None \
        and not re.match(r"\s*(?:以上|以下)?的", text[f.end:f.end + 4])


def bracket_spans(sentence: str, ctx: _Contexts, question: str | None,
                  taken: Sequence[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """Values of an answer sentence that the contexts give a bracket the asker's case is not in, where the bracket
    it is in gives another value of their kind (module docstring)."""
    cases = _cases(question)
    if not cases:
        return []
    spans: list[UnsupportedSpan] = []
    facts = extract_facts(sentence)
    for f in facts:
        if any(_kin(f, c) and (same_value(f, c, ctx.years) or _a_bound(f, ctx)) for c in cases) \
                or any(sp.start < f.end and f.start < sp.end for sp in [*taken, *spans]):
            continue   # the case or a bound: the answer reasons about the case itself (92岁落在90至99周岁)
        found = _wrong_bracket(f, cases, ctx)
        # an answer giving the case's value too (£23.85 rather than the full £35.80) sets the two apart itself
        if found is not None and not any(same_value(g, found[2], ctx.years) for g in facts):
            case, item, other = found
            spans.append(_span(sentence, f.start, f.end, f.kind, Message("span.bracket", {
                "case": case.text.strip(), "item": item.strip(" ；;"), "other": other.text.strip()})))
    return spans


def _same_bracket(a: Bracket, b: Bracket) -> bool:
    """Whether two brackets bound one kind of number at the same points (16周岁以上 and "aged 16 or over"; 未满16周岁
    and 16周岁以下 alike: which side the bound itself falls on is too often left loose to tell brackets apart)."""
    return _kin(a.sample, b.sample) and a.low == b.low and a.high == b.high


def _bracket_text(text: str, sample: Fact) -> str:
    """A bound with its condition words as the text says it (16周岁以上, "£50,000 or more", 未满16周岁)."""
    low_b, high_b, low_a, high_a = _bound_words(text)
    before, after = text[max(0, sample.start - WINDOW):sample.start], text[sample.end:sample.end + 16]
    lead = high_b.search(before) or low_b.search(before)
    tail = low_a.match(after) or high_a.match(after)
    return text[sample.start - (len(lead.group(0)) if lead else 0):sample.end + (len(tail.group(0)) if tail else 0)]


def _under_bracket(f: Fact, b: Bracket, ctx: _Contexts) -> tuple[bool, bool, tuple[str, Fact] | None]:
    """How the contexts' items of a kind of bracket state `f`: (an item of the very bracket `b` states it, an item
    of another bracket of the kind states it, an item of `b` stating another value of f's kind and not f)."""
    same = elsewhere = False
    other: tuple[str, Fact] | None = None
    for cs in ctx.sentences:
        for it in _items(cs.text):
            brackets = [x for x in item_brackets(it) if _kin(x.sample, b.sample)]
            if not brackets:
                continue
            states = any(same_value(f, g, ctx.years) for g in extract_facts(it))
            if any(_same_bracket(x, b) for x in brackets):
                same = same or states
                g = counterpart(f, [g for g in extract_facts(it) if not _bounds_item(g, it)])
                if other is None and g is not None and g.family == f.family and not states:
                    other = (it, g)
            elif states:
                elsewhere = True
    return same, elsewhere, other


def _own_brackets(sentence: str) -> list[Bracket]:
    """The brackets an answer sentence puts on its case, each the only number of its family in the sentence (two
    thresholds, "Plan 5 above £25,000, Plan 2 above £28,470", are two cases, not one)."""
    facts = extract_facts(sentence)
    return [b for b in item_brackets(sentence)
            if all(_bounds_item(g, sentence) for g in facts if g.family == b.sample.family)]


def within_own_bracket(sentence: str, f: Fact, ctx: _Contexts) -> bool:
    """Whether a context item of a bracket the answer sentence names itself states its value `f` ("Since your rent
    is £50,000 or more, the cap is six weeks' rent" where "… or 6 weeks' rent if it is £50,000 or more"): the value
    is bound to the answer's own case, whatever other clause shares its words."""
    return not _bounds_item(f, sentence) and any(_under_bracket(f, b, ctx)[0] for b in _own_brackets(sentence)
                                                 if f.family != b.sample.family)


def own_bracket_spans(sentence: str, ctx: _Contexts, taken: Sequence[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """Values an answer sentence states under a bracket of its own (16周岁以上的是5年; "Since your rent is £50,000 or
    more, the cap is five weeks' rent") where the contexts' item of that very bracket states another value of the
    kind and not the answer's, which only an item of another bracket of that kind states (16周岁以上的，有效期为10年;
    未满16周岁的…有效期为5年). Without a question's case: the answer names its case itself."""
    own = _own_brackets(sentence)
    if not own:
        return []
    spans: list[UnsupportedSpan] = []
    for f in extract_facts(sentence):
        if _bounds_item(f, sentence) or any(sp.start < f.end and f.start < sp.end for sp in [*taken, *spans]):
            continue   # a bound of the answer's bracket
        for b in own:
            if f.family == b.sample.family:
                continue
            same, elsewhere, other = _under_bracket(f, b, ctx)
            if other is not None and elsewhere and not same:
                spans.append(_span(sentence, f.start, f.end, f.kind, Message("span.own_bracket", {
                    "bracket": _bracket_text(sentence, b.sample), "item": other[0].strip(" ；;，,。."),
                    "other": other[1].text.strip()})))
                break
    return spans


def word_bracket_spans(sentence: str, ctx: _Contexts, question: str | None) -> list[UnsupportedSpan]:
    """A short answer that is a word, not a number (免费, 不收费, 减半), stated only by context items whose bracket
    leaves the asker's case out, where the item that holds the case states a value: the other bracket's word ("我63岁，
    门票怎么算？" answered 免费 of 65周岁及以上…免费游览 when 60周岁至64周岁…享受半价优惠). One span over the word."""
    word = re.sub(r"[。！!.，,；;\s]+$", "", sentence.strip())
    cases = _cases(question)
    if not cases or not word or extract_facts(word) or len(word) > 8 or en.is_english(word):
        return []
    for case in cases:
        stated, outside_only, holder = False, True, None
        for cs in ctx.sentences:
            for it in _items(cs.text):
                ins = _inside(it, case)
                if word in it:
                    stated = True
                    outside_only = outside_only and ins is False
                elif ins and holder is None:
                    holder = next((g for g in extract_facts(it) if not _kin(g, case)), None), it
        if stated and outside_only and holder is not None and holder[0] is not None:
            start = sentence.index(word)
            return [_span(sentence, start, start + len(word), "number", Message("span.bracket", {
                "case": case.text.strip(), "item": holder[1].strip(" ；;"), "other": holder[0].text.strip()}))]
    return []


def _bounds_item(f: Fact, item: str) -> bool:
    """Whether `f` is an end of one of the item's brackets (£1,500 of "£80 for £1,000.01 to £1,500")."""
    return any(_kin(f, b.sample) and _number(f, b.sample) in (b.low, b.high) for b in item_brackets(item))


def _a_bound(f: Fact, ctx: _Contexts) -> bool:
    """Whether `f` is a bound of a bracket the contexts give (满4个月 of 满4个月流产的): not a value of an item, which
    半个月 of 不满4个月…享受15天产假 is."""
    return any(_kin(f, b.sample) and _number(f, b.sample) in (b.low, b.high)
               for cs in ctx.sentences for it in _items(cs.text) for b in item_brackets(it))


def _wrong_bracket(f: Fact, cases: Sequence[Fact], ctx: _Contexts) -> tuple[Fact, str, Fact] | None:
    """(the case, the item holding it, the value it gives) when `f` is the value of a bracket the case is not in."""
    for case in cases:
        stating_ok, holder = False, None
        for cs in ctx.sentences:
            items = _items(cs.text)
            inside = [_inside(it, case) for it in items]
            if not any(x is not None for x in inside):
                if any(same_value(f, g, ctx.years) for g in extract_facts(cs.text)):
                    stating_ok = True   # stated where no bracket of the kind is: undecided
                continue
            for it, ins in zip(items, inside):
                facts = extract_facts(it)
                states = any(same_value(f, g, ctx.years) for g in facts)
                if ins and states:
                    stating_ok = True
                elif ins and holder is None:
                    # (a value of the case's own kind that bounds nothing is the item's value too: the fee of a
                    # claim band, "£80 for £1,000.01 to £1,500" asked for a claim of 1,200 pounds)
                    other = counterpart(f, [g for g in facts if not _kin(g, case) or not _bounds_item(g, it)])
                    if other is not None and other.family == f.family:
                        holder = (case, it, other)
                elif states and ins is None and not any(inside):
                    stating_ok = True   # an item without a bracket where none holds the case
        if holder is not None and not stating_ok:
            return holder
    return None


def bracket_item(sentence: str, ctx: _Contexts, question: str | None) -> str | None:
    """The context item whose bracket holds the asker's case and that states a value of the answer sentence (of
    another kind than the case): the answer gives the case's own value; None otherwise."""
    cases = _cases(question)
    ours = [f for f in extract_facts(sentence) if not any(_kin(f, c) for c in cases)]
    for case in cases:
        for cs in ctx.sentences:
            for it in _items(cs.text):
                if _inside(it, case) and any(same_value(f, g, ctx.years) for f in ours for g in extract_facts(it)):
                    return it
    return None


def case_outside_all(question: str | None, sentences: Sequence[str]) -> bool:
    """Whether the sentences bracket the asker's case (年满60周岁…可以领取 for 我今年58岁) and every such bracket leaves
    it out: what they say is said of other cases, so an answer denying it for the asker ("暂时还不能领取") contradicts
    nothing."""
    cases = _cases(question)
    # per item: the asker is left out by any of its brackets (年满60周岁、累计缴费满15年的 leaves out 58岁 with 16年)
    found = [[_inside(it, c) for c in cases] for s in sentences for it in _items(s)] if cases else []
    found = [f for f in found if any(x is not None for x in f)]
    return bool(found) and all(False in f for f in found)


def case_item(question: str, sentence: str) -> str | None:
    """The item of a context sentence whose bracket the asker's case is in (我们自然村只有15户 — 20户以下的自然村暂不
    纳入…), None when no item's bracket holds it."""
    cases = _cases(question)
    return next((it for it in _items(sentence) if any(_inside(it, c) for c in cases)), None) if cases else None


def case_outside(question: str, sentence: str, clause: str) -> bool:
    """Whether the context item holding `clause` (of `sentence`) has a bracket the asker's case is not in: what it
    says is said of other cases ("我交了3年，能领18个月吗？" — 满5年不满10年的，最长领取18个月), so a "no" does not clash
    with it."""
    cases = _cases(question)
    item = next((it for it in _items(sentence) if clause in it), None)
    return item is not None and any(_inside(item, c) is False for c in cases) \
        and not any(_inside(item, c) for c in cases)
