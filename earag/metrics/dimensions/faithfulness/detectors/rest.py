"""The rule of "the rest" said of an item the contexts name with a rule of its own: "遗嘱公证可委托他人代理" against
"申办委托、声明、赠与、遗嘱公证的，应当由本人亲自办理；申办其他公证事项，可以委托他人代理".

Policy texts give named items a rule and everything else another one with 其他 / 其余 / 其它 + the category
(其他公证事项, 其余企业, 其他人员). An answer that gives a named item the rest's rule takes it from a clause that
excludes that item. Here a Chinese answer clause is flagged when it shares at least REST_GRAMS character bigrams
with the rest's rule (what follows the category in its segment, up to ；or 。) and names an item of the category
(two Chinese characters before the category's first or last two: 遗嘱 + 公证, 疾人 + 家庭) that the contexts name
outside that segment and the segment itself never names. The span (kind `entity`) is on the item.
"""
from __future__ import annotations

import re

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.clauses import _grams
from earag.metrics.dimensions.faithfulness.detectors.scope import _ZH_CUT, _clauses
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.words import _pos
from earag.types import UnsupportedSpan

# 其他 + the category (2–6 characters) up to a mark, a 的, a list comma or the rule's first word
_REST = re.compile(r"(?:其他|其余|其它)([\u4e00-\u9fff]{2,6}?)(?=[，,的、：:]|可|应|须|不|均|一律|按|由|实行|适用|$)")
_SEGMENT = re.compile(r"[^；;。！!？?]+")
_CHINESE = re.compile(r"[\u4e00-\u9fff]{2}")
_NO_MODIFIER = re.compile(r"[其的和与及或等各该本此每、]")
REST_GRAMS = 3   # character bigrams of the rest's rule the answer clause must share


def rest_rule_spans(sentence: str, ctx: _Contexts, taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """An `entity` span on each named item a Chinese answer clause gives the rule the contexts give "the rest" of
    its category (see the module's docstring)."""
    if not any(w in ctx.text for w in ("其他", "其余", "其它")):
        return []
    spans: list[UnsupportedSpan] = []
    for cs in ctx.sentences:
        for seg in _SEGMENT.finditer(cs.text):
            for m in _REST.finditer(seg.group(0)):
                spans += _items_given_the_rest(sentence, ctx, seg.group(0), m, [*taken, *spans])
    return spans


def _items_given_the_rest(sentence: str, ctx: _Contexts, segment: str, rest: re.Match,
                          taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    category = rest.group(1)
    rule, elsewhere = _grams(segment[rest.end():]), ctx.text.replace(segment, "")
    out: list[UnsupportedSpan] = []
    for lo, hi in _clauses(sentence, _ZH_CUT):
        if len(rule & _grams(sentence[lo:hi])) < REST_GRAMS:
            continue
        # the category's head: its first two characters (公证 of 公证事项) or its last two (家庭 of 申请家庭)
        for k in dict.fromkeys(sentence.find(h, lo + 2, hi) for h in (category[:2], category[-2:])):
            item = sentence[k - 2:k + 2] if k >= 0 else ""
            if not item or not _CHINESE.fullmatch(item[:2]) or _NO_MODIFIER.search(item[:2]) or item in segment \
                    or item not in elsewhere or any(sp.start < k + 2 and k - 2 < sp.end for sp in [*taken, *out]):
                continue
            a = _name_start(sentence, lo, k - 2, k + 2, elsewhere)
            out.append(_span(sentence, a, k + 2, "entity", Message("span.rest_rule", {
                "item": sentence[a:k + 2], "rest": segment[rest.start():rest.end()]})))
            break
    return out


def _name_start(sentence: str, lo: int, a: int, b: int, elsewhere: str) -> int:
    """Where the item sentence[a:b] starts as the contexts name it: grown back over whole words that are no verbs
    while the contexts hold the longer name (重度残疾人家庭, not 疾人家庭; 遗嘱公证, not 办遗嘱公证)."""
    for word, flag, s, e in reversed(_pos(sentence)):
        if e <= lo or s >= b:
            continue
        if s < a <= e:   # the word ending at (or running across) the start
            if flag.startswith("v") or _NO_MODIFIER.search(word) or sentence[s:b] not in elsewhere or b - s > 10:
                break
            a = s
    return a
