"""Values (numbers, dates, quantities, ranges) the contexts do not state or state otherwise."""
from __future__ import annotations

import re
from contextvars import ContextVar
from functools import lru_cache

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.clauses import _grams
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.detectors.spelled import spelled_in
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.nlp.facts import (
    Fact,
    cn_to_number,
    counterpart,
    extract_facts,
    fact_ranges,
    families_compared,
    same_value,
    year_only,
)
from earag.types import UnsupportedSpan


def _stated(fact: Fact, ctx: _Contexts) -> bool:
    """Whether some context fact states this value (same_value reads only family, value and numeral: memoised)."""
    key = (fact.family, fact.value, fact.numeral)
    found = ctx.stated.get(key)
    if found is None:
        found = ctx.stated[key] = any(same_value(fact, c, ctx.years) for c in _comparable(fact, ctx))
    return found


def _comparable(fact: Fact, ctx: _Contexts) -> list[Fact]:
    """The context facts `same_value` can find equal to `fact`: those of the families it compares across (one per
    distinct family, value and numeral)."""
    wanted = families_compared(fact.family, ctx.families)
    if wanted is None:
        return [f for facts in ctx.families.values() for f in facts]
    return [f for family, facts in ctx.families.items() if family in wanted for f in facts]


# words that say a value is computed from others: a total, a difference, a change by an amount
_ZH_ARITHMETIC = re.compile(r"一共|合计|共计|总共|总计|累计|加起来|加上|相加|相差|差额|差价|多出|少了|多了|降了|涨了|"
                            r"下降了|上涨了|减少了|增加了|提高了|降低了|减了|增了|共[可能需要有计]")
_EN_ARITHMETIC = re.compile(r"\b(?:in total|totals?|totalling|altogether|combined|a total of|difference|(?:up|down|"
                            r"rises?|rose|falls?|fell|increase[sd]?|decrease[sd]?|drops?|dropped|cut|raised?|more|"
                            r"less|higher|lower|going up|going down|goes up|goes down) by)\b", re.I)
DERIVED_OPERANDS = 12   # (values beyond this many in the sentence and its evidence are not combined)
# the answer and the question being judged (judge.judge_sentences sets them): a sentence may compute from a value an
# earlier sentence gave ("自带帐篷每晚96元…；算下来便宜168元"); the question's values are the asker's
JUDGED: ContextVar[tuple[str, str]] = ContextVar("judged", default=("", ""))
# a word right before a value that says it is a difference (便宜168元, 每科多12元, 早3天)
_ZH_COMPARED = re.compile(r"(?<!最)(?:便宜|贵|多|少|省|节省|高|低|长|短|早|晚|快|慢)了?$")   # (not 最多, 最晚)
# a value said to be the old one ((原为60元), "previously £250"): no operand of today's computation
_OLD_BEFORE = re.compile(r"(?:原为|原来为|原来是|原标准为|原标准|此前为|以前为|过去为|原|previously|formerly|used to be)\s*$",
                         re.I)
_CUT = re.compile(r"[，；;,：:（）()、]|\s(?:and|but|while|whereas)\s")   # (items cut at 、 too)
# families whose values are not totals of a price or an amount (a rate of a rate, a date times a count)
_NOT_MULTIPLIED = frozenset({"percent", "pp", "date", "discount", "tenth", "level", "clock"})
_PER_UNIT = re.compile(r"每|/|\b(?:per|each)\b|\b(?:a|an)\s+(?:person|child|adult|ticket|day|night|week|month|year|hour|"
                       r"unit|item|subject|course|visit)\b", re.I)
MAX_COUNT = 1000   # a count of items (2科, 3 people) a value is multiplied by is at most this


def derived(fact: Fact, sentence: str, others: list[Fact], sentences: tuple[str, ...] = ()) -> bool:
    """Whether a value the contexts do not state is computed from values the answer or its evidence states:
    a sum or difference of two (a sum: of up to three) values of its unit family, in a sentence that says it computes
    one (一共, 合计, 相差, 降了, "in total", "down by"): 98天 and 15天 make 一共113天, £27 and £25 a fall "by £2"; a
    difference of two values the answer itself gives, right after a word of comparison (便宜168元, 每科多12元); or a
    product of a value and a count of its own clause (初级2科共112元 of 每科56元) or a percentage (上浮20%: 80元 to
    96元). The value multiplied and the percentage are those the clause most about the value's clause gives, in the
    contexts and in the answer (中级3科 with 中级每科68元, not 高级's 88元; 住院 with 住院报销80%, not 门诊's 50%); an old
    value ((原为60元)) is no operand. A wrong total is still no sum of them."""
    if not isinstance(fact.value, (int, float)):
        return False
    target = float(fact.value)
    answer = [f for f in extract_facts(JUDGED.get()[0]) if f.family == fact.family and isinstance(f.value, (int, float))
              and not _near(float(f.value), target)]
    if _ZH_COMPARED.search(sentence[max(0, fact.start - 4):fact.start]) and \
            _sum_of(list(dict.fromkeys(float(f.value) for f in answer)), target):
        return True
    values = list(dict.fromkeys(float(f.value) for f in [*others, *answer]
                                if f.family == fact.family and isinstance(f.value, (int, float))
                                and not _near(float(f.value), target)))[:DERIVED_OPERANDS]
    if (_ZH_ARITHMETIC.search(sentence) or _EN_ARITHMETIC.search(sentence)) and _sum_of(values, target):
        return True
    if fact.family in _NOT_MULTIPLIED:
        return False
    def bound(family: str, per_unit: bool = False) -> list[float]:   # the contexts' and the answer's, each
        return [*_bound_values(fact, sentence, sentences, family, per_unit),
                *_bound_values(fact, sentence, (JUDGED.get()[0],), family, per_unit)]

    counts = _counts(fact, sentence)   # a price per unit times a count (每科56元 × 2科)
    if counts and any(_near(a * k, target) for a in bound(fact.family, per_unit=True) for k in counts):
        return True
    # a rate the sentence itself states (上浮10%，为每晚132元) or the clause most about the value's gives
    ours = extract_facts(sentence)
    percents = [*bound("percent"), *(float(f.value) for f in ours if f.family == "percent")]
    rates = [x for p in percents if 0 < p < 100 for x in (1 + p / 100, 1 - p / 100, p / 100)]
    rates += [d / 100 for d in [*bound("discount"), *(float(f.value) for f in ours if f.family == "discount")]
              if 0 < d < 100]
    start, end = _clause_of(fact, sentence)   # (the amount the rate applies to may stand in the value's own clause)
    here = [float(f.value) for f in ours if start <= f.start < end and f.family == fact.family
            and isinstance(f.value, (int, float))]
    return bool(rates) and any(_near(a * k, target) for a in [*bound(fact.family), *here] if not _near(a, target)
                               for k in rates)


def _near(x: float, target: float) -> bool:
    return abs(x - target) <= 1e-6 * max(1.0, abs(target))


def _sum_of(values: list[float], target: float) -> bool:
    for i, a in enumerate(values):
        for j in range(i + 1, len(values)):
            b = values[j]
            if _near(a + b, target) or _near(abs(a - b), target) or any(_near(a + b + c, target)
                                                                        for c in values[j + 1:]):
                return True
    return False


def _clause_of(fact: Fact, sentence: str) -> tuple[int, int]:
    cuts = [0, *(m.end() for m in _CUT.finditer(sentence)), len(sentence) + 1]
    start = max(c for c in cuts if c <= fact.start)
    end = min(c for c in cuts if c > fact.start) - 1
    return start, max(end, fact.end)


def _counts(fact: Fact, sentence: str) -> list[float]:
    """The counts of the value's own clause it may be a multiple of (2 of 初级2科共112元)."""
    start, end = _clause_of(fact, sentence)
    return [float(f.value) for f in extract_facts(sentence[start:end])
            if (f.family == "bare" or f.family.startswith("count")) and isinstance(f.value, (int, float))
            and 1 < float(f.value) <= MAX_COUNT and f.start + start != fact.start]


def _bound_values(fact: Fact, sentence: str, texts: tuple[str, ...], family: str, per_unit: bool = False
                  ) -> list[float]:
    """The values of `family` in the clauses of `texts` (the contexts' sentences, the answer) most about the clause
    holding `fact` (most character bigrams shared, digits aside; the whole sentence when its clause has too few),
    that clause itself and old values left out; with `per_unit`, only clauses giving a price per unit (每科56元,
    "£9 each")."""
    start, end = _clause_of(fact, sentence)
    own = sentence[start:end]
    mine = _digitless_grams(own)
    if len(mine) < 2:
        mine = _digitless_grams(sentence)
    best: list[float] = []
    top = 0
    for text in texts:
        for stripped, facts, per, grams in _valued_clauses(text):
            vals = [float(value) for kind, value in facts if kind == family]
            if not vals or stripped == own.strip() or (per_unit and not per):
                continue
            got = len(mine & grams)
            if got > top:
                best, top = vals, got
            elif got == top and got > 0:
                best += vals
    return best


@lru_cache(maxsize=8192)
def _valued_clauses(text: str) -> tuple[tuple[str, tuple[tuple[str, int | float], ...], bool, frozenset[str]], ...]:
    """The clauses of a text that hold a number (old values left out), read once per distinct text for
    `_bound_values`, which every value the contexts do not state asks of every context sentence, several times:
    (clause stripped, (family, value) of its numbers, whether it gives a price per unit, its digitless bigrams)."""
    cuts = [0, *(m.end() for m in _CUT.finditer(text)), len(text) + 1]
    out = []
    for a, b in zip(cuts, cuts[1:]):
        clause = text[a:b - 1]
        facts = tuple((f.family, f.value) for f in extract_facts(clause)
                      if isinstance(f.value, (int, float)) and not _OLD_BEFORE.search(clause[:f.start]))
        if facts:
            out.append((clause.strip(), facts, bool(_PER_UNIT.search(clause)), frozenset(_digitless_grams(clause))))
    return tuple(out)


def _digitless_grams(text: str) -> set[str]:
    bare = re.sub(r"[\W\d_]", "", text)   # (digits, punctuation and spaces aside)
    return _grams(bare) if len(bare) > 1 else set()


_CN_LEAD = re.compile(r"[零〇一二两三四五六七八九十百千万亿半]+")


def _small(fact: Fact) -> bool:
    """Written one or two (一年, 两个, 半天): numbers the wording of a sentence uses as often as its claims."""
    lead = _CN_LEAD.match(fact.text)
    number = cn_to_number(lead.group(0)) if lead and lead.group(0) != "半" else 0.5 if lead else None
    return number is None or number <= 2


_TIME_SPANS = frozenset({"duration", "workday"})


def _rival(fact: Fact, facts: list[Fact]) -> Fact | None:
    """A value the contexts give that a value written in words competes with: its counterpart, or for a length
    of time from three on any other length of time (三个月内 against 10个工作日内: a period the contexts state
    otherwise; 一年 and 两天 are as often wording: 一年起码开两次)."""
    other = counterpart(fact, facts)
    if other is None and fact.family in _TIME_SPANS and not _small(fact):
        other = next((f for f in facts if f.family in _TIME_SPANS), None)
    return other


# a loose bound said of a measured value: more than (超过6%, 6%以上) or less than (不到1000元); not 至少 / 最多 / 不超过,
# which state a rule's floor or cap as its value (最多100万元 is the cap, not any amount below it)
_OVER_BEFORE = re.compile(r"(?:超过|超出|高于|多于|大于|逾)$")
_UNDER_BEFORE = re.compile(r"(?:不到|不足|低于|少于|小于)$")
_OVER_AFTER = re.compile(r"^(?:以上|多)(?!的)")
_UNDER_AFTER = re.compile(r"^以下(?!的)")
# a bounded value that is a condition: 超过500万元的企业, 满一年以上才可以, 超过60天后
_CONDITION_AFTER = re.compile(r"^(?:以上|以下)?(?:的|才|方|就|即|者|后|起|时)")
# a value the contexts give as a rule's bound or a range's end (最高100万元, 不低于5%, 5000万元至2亿元): no measure
_RULE_BEFORE = re.compile(r"(?:满|最高|最低|最多|最少|至多|至少|不超过|不高于|不低于|不少于|不多于|上限|下限|封顶|"
                          r"超过|高于|低于|不到|不足|少于|小于|多于|大于|至|到|[~～\-—－])\s*$")
_RULE_AFTER = re.compile(r"^\s*(?:以上|以下|以内|之内|及以上|及以下|（含）|\(含\)|至|到|[~～\-—－])")


def _bound_of(text: str, f: Fact) -> str | None:
    """How `text` bounds the measured value at `f` loosely: ">" (超过6%, 6%以上) or "<" (不到1000元), or None; a
    bounded value that is a condition (超过500万元的企业, 满一年以上才可以) bounds no measure."""
    before, after = text[max(0, f.start - 3):f.start], text[f.end:f.end + 3]
    if _CONDITION_AFTER.match(after) or before.endswith("满"):
        return None
    if _OVER_BEFORE.search(before) or _OVER_AFTER.match(after):
        return ">"
    if _UNDER_BEFORE.search(before) or _UNDER_AFTER.match(after):
        return "<"
    return None


def _bound_holds(fact: Fact, sentence: str, near: list[tuple[Fact, str]]) -> bool:
    """Whether the answer bounds a measured value loosely (增长超过6%) and the value the closest context sentences
    give of the kind, as a measure (增长6.5%: no bound, no range, no cap), meets the bound. A bounded value there is
    a rule's threshold or cap (年收入超过500万元的企业, 最高100万元): another value in the answer is another rule."""
    bound = _bound_of(sentence, fact) if isinstance(fact.value, (int, float)) else None
    other = counterpart(fact, [f for f, _ in near]) if bound else None
    if bound is None or other is None or other.family != fact.family or not isinstance(other.value, (int, float)):
        return False
    text = next(t for f, t in near if f is other)
    if _RULE_BEFORE.search(text[max(0, other.start - 4):other.start]) or _RULE_AFTER.match(text[other.end:]):
        return False
    a, b = float(other.value), float(fact.value)
    return a > b if bound == ">" else a < b


def _fact_spans(sentence: str, ctx: _Contexts, evidence: list[int]) -> list[UnsupportedSpan]:
    spans = []
    near = [f for j in evidence for f in ctx.sent_facts[j]]
    near_said = [(f, ctx.sentences[j].text) for j in evidence for f in ctx.sent_facts[j]]   # (for _bound_holds)
    ours = extract_facts(sentence)
    unused = [c for c in near if not any(same_value(a, c, ctx.years) for a in ours)]
    for fact in ours:
        if _stated(fact, ctx) or spelled_in(fact, ctx.text):   # spelled_in: 3 for "three", 50% for "half"
            continue
        if year_only(fact) and fact.value[0] in ctx.years:
            continue  # a bare year is compared with the years of the contexts, wherever they stand
        if derived(fact, sentence, [f for f in ours if f is not fact] + near,
                   tuple(cs.text for cs in ctx.sentences)):
            continue  # 一共113天 of 98天 and 15天; "down by £2, from £27 to £25"
        if _bound_holds(fact, sentence, near_said):
            continue  # 增长率超过6% of 增长6.5%: a bound the value the contexts give meets
        if not re.search(r"\d", fact.text) and _rival(fact, near) is None \
                and (_small(fact) or _rival(fact, ctx.facts) is None):
            continue  # a count in words (两个, 一年) with nothing to contradict it nearby is wording, not a claim;
            # three and more in words (每三个月, 最多歇五年) are a claim wherever the contexts give another of the kind
        # (the rival named in the reason: 10个工作日 of the sentence the answer follows, not 3年 of another clause)
        other = _rival(fact, unused) or _rival(fact, near) or counterpart(fact, ctx.facts)
        if other is not None and year_only(fact) and not year_only(other):
            reason = Message("span.year_differs", {"year": other.value[0], "answer": fact.display()})
        elif other is not None:
            reason = Message("span.value_differs", {"context": other.display(), "answer": fact.display()})
        else:
            reason = Message("span.value_missing", {"answer": fact.display()})
        spans.append(_span(sentence, fact.start, fact.end, fact.kind, reason))
    # a range made of two true values that the contexts never join (6%—20% from 6%—10% and 10%—20%)
    for a, b in fact_ranges(sentence, ours):
        if any(sp.start < b.end and a.start < sp.end for sp in spans):
            continue
        theirs = ctx.ranges
        if not theirs or any(same_value(a, c, ctx.years) and same_value(b, d, ctx.years) for c, d in theirs):
            continue
        for c, d in theirs:
            if same_value(a, c, ctx.years) != same_value(b, d, ctx.years):
                wrong = b if same_value(a, c, ctx.years) else a
                spans.append(_span(sentence, wrong.start, wrong.end, wrong.kind,
                                   Message("span.value_differs", {"context": f"{c.display()}—{d.display()}",
                                                                  "answer": f"{a.display()}—{b.display()}"})))
                break
    return spans
