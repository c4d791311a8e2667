"""Values (numbers, dates, quantities, ranges) the contexts do not state or state otherwise."""
from __future__ import annotations

import re

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.detectors.spelled import spelled_in
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.nlp.facts import (
    Fact,
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


def derived(fact: Fact, sentence: str, others: list[Fact]) -> bool:
    """Whether a value the contexts do not state is the sum or difference of two (a sum: of up to three) values of
    its unit family that the sentence or its evidence sentences state, in a sentence that says it computes one
    (一共, 合计, 相差, 降了, "in total", "down by"): 98天 and 15天 make 一共113天, £27 and £25 a fall "by £2". A wrong
    total is still no sum of them."""
    if not isinstance(fact.value, (int, float)) or not (_ZH_ARITHMETIC.search(sentence)
                                                       or _EN_ARITHMETIC.search(sentence)):
        return False
    values = list(dict.fromkeys(float(f.value) for f in others
                                if f.family == fact.family and isinstance(f.value, (int, float))))[:DERIVED_OPERANDS]
    target = float(fact.value)

    def near(x: float) -> bool:
        return abs(x - target) <= 1e-6 * max(1.0, abs(target))

    for i, a in enumerate(values):
        for j in range(i + 1, len(values)):
            b = values[j]
            if near(a + b) or near(abs(a - b)) or any(near(a + b + c) for c in values[j + 1:]):
                return True
    return False


def _fact_spans(sentence: str, ctx: _Contexts, evidence: list[int]) -> list[UnsupportedSpan]:
    spans = []
    near = [f for j in evidence for f in ctx.sent_facts[j]]
    ours = extract_facts(sentence)
    unused = [c for c in near if not any(same_value(a, c, ctx.years) for a in ours)]
    for fact in ours:
        if _stated(fact, ctx) or spelled_in(fact, ctx.text):   # spelled_in: 3 for "three", 50% for "half"
            continue
        if year_only(fact) and fact.value[0] in ctx.years:
            continue  # a bare year is compared with the years of the contexts, wherever they stand
        if derived(fact, sentence, [f for f in ours if f is not fact] + near):
            continue  # 一共113天 of 98天 and 15天; "down by £2, from £27 to £25"
        if not re.search(r"\d", fact.text) and counterpart(fact, near) is None:
            continue  # a count in words (两个, 一年) with nothing to contradict it nearby is wording, not a claim
        other = counterpart(fact, unused) or counterpart(fact, near) or counterpart(fact, ctx.facts)
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
