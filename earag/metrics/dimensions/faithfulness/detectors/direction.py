"""Direction and antonym flips (上涨 there, 下跌 here; 同意 there, 拒绝 here) against the closest context clauses."""
from __future__ import annotations

import re

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.clauses import _directions
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.lexicon import _DIR_INDEX
from earag.metrics.dimensions.faithfulness.words import _content_words
from earag.nlp.facts import extract_facts, same_value
from earag.types import UnsupportedSpan


def _flipped(word: str, ours: list[str], theirs: list[str]) -> str | None:
    """The context word `word` replaced with the opposite direction, or None.

    Counted per family, so a clause about two things (净利润下降，原材料价格上涨) is compared as a whole: the answer
    has more words of `word`'s direction than the context and fewer of the opposite one.
    """
    if word in theirs:
        return None
    fam, pol = _DIR_INDEX[word]
    count = lambda ws, p: sum(1 for w in ws if _DIR_INDEX[w] == (fam, p))  # noqa: E731
    other = "down" if pol == "up" else "up"
    if count(ours, pol) > count(theirs, pol) and count(theirs, other) > count(ours, other):
        return next(w for w in theirs if _DIR_INDEX[w] == (fam, other))
    return None


def _own_agent(word: str, theirs: list[str]) -> list[str]:
    """Another clause's directions against an obligation (须, 应当) without 可由: a permission said of the agent after
    it (该事项由区人民政府审批，具体工作可由区发展改革局承办), not of the answer clause's action. It still agrees with a
    permission the answer says."""
    return [w for w in theirs if w != "可由"] if _DIR_INDEX[word] == ("modality", "up") else theirs


# the number and the first character of its unit (100万人 of 不满100万人个人信息)
_VALUE_AFTER = re.compile(r"[^，,；;。\d]{0,3}?(\d+(?:\.\d+)?[万亿千百]?[^\d\s，,；;。、（）()])")
_VALUE_BEFORE = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?[万亿千百]?[^\d\s，,；;。、（）()])(?:（含）|\(含\))?$")


def _bounded_value(text: str, s: int, e: int) -> str | None:
    """The value a bound word bounds (不到100万人, 100万人以上, 不超过每月1500元), as written, or None."""
    before = _VALUE_BEFORE.search(text[max(0, s - 12): s])
    if before and text[s:e] in ("以上", "以下", "以内"):
        return before.group(1)
    after = _VALUE_AFTER.match(text, e)
    return after.group(1) if after else None


def _bound_stated(sentence: str, s: int, e: int, word: str, ctx: _Contexts) -> bool:
    """A bound word said of a value the contexts bound the same way elsewhere (不到100万人 here, 不满100万人 there,
    while the clause most like it says 100万人以上 of another threshold): the paraphrase of a stated bound."""
    value = _bounded_value(sentence, s, e) if _bound_polarity(word) else None
    if not value:
        return False
    for cs in ctx.sentences:
        if value not in cs.text:
            continue
        for w_s, w_e, w in _directions(cs.text):
            if _bound_polarity(w) == _bound_polarity(word) and _bounded_value(cs.text, w_s, w_e) == value:
                return True
    return False


def _bound_polarity(word: str) -> str | None:
    """"up" or "down" for a comparison word (不满 is one before a value, though listed as a stance), else None."""
    fam, pol = ("compare", "down") if word == "不满" else _DIR_INDEX[word]
    return pol if fam == "compare" else None


def _said_part(sentence: str, e: int, hi: int, sims, top: float, ctx: _Contexts) -> list:
    """When only a joined pair of context clauses is close: the single clauses, a little less close, that hold the
    first two content words after the answer's direction word (应当披露季度经营数据 against 上市公司应当…披露年度报告，
    可以自愿披露季度经营数据: the permission is said of 季度经营数据, the obligation of another report)."""
    after = [w for w, _, _ in _content_words(sentence, e, hi)][:2]
    return [ctx.clauses[k] for k in sims.at_least(top - 0.25) if after and not ctx.clauses[k].joined
            and all(w in ctx.clauses[k].norm for w in after)]


def _direction_spans(sentence: str, ctx: _Contexts, evidence: list[int], aligned) -> list[UnsupportedSpan]:
    """Direction words opposite to the context clauses most like theirs (上涨 there, 下跌 here)."""
    spans = []
    whole = [w for _, _, w in _directions(sentence)]
    for s, e, word in _directions(sentence):
        fam = _DIR_INDEX[word][0]
        if _bound_stated(sentence, s, e, word, ctx):
            continue
        groups: list[list[str]] = []
        ours = whole
        wider: list[str] = []   # the context sentences of the closest clauses, when the clause alone says nothing
        for lo, hi, sims in aligned:
            if lo <= s < hi:
                ours = [w for a, b, w in _directions(sentence) if lo <= a < hi]
                top = sims.top()
                if top >= 0.45:  # the closest clauses (several when the contexts repeat themselves)
                    near = [ctx.clauses[k] for k, x in sims.at_least(top - 0.06).items() if x >= top - 0.05]
                    close = [c for c in near if not c.joined] or _said_part(sentence, e, hi, sims, top, ctx) or near[:1]
                    groups = [c.directions for c in close if any(_DIR_INDEX[w][0] == fam for w in c.directions)]
                    wider = [w for j in dict.fromkeys(c.sentence for c in close)
                             for _, _, w in _directions(ctx.sentences[j].text)]
                    if not groups:  # the change may sit in the next clause of the same sentence
                        groups, ours = [_own_agent(word, wider)], whole
                break
        groups = [g for g in groups if any(_DIR_INDEX[w][0] == fam for w in g)]
        if not groups:  # no close clause: the best evidence sentences
            groups = [_own_agent(word, [w for j in evidence for _, _, w in _directions(ctx.sentences[j].text)])]
            ours = whole
        flips = [_flipped(word, ours, g) for g in groups if any(_DIR_INDEX[w][0] == fam for w in g)]
        # counted over the whole sentences (提高 in the next clause), unless a close clause says the answer's own
        # quantifier (只有部分A级景区… against …中有部分景区…，博物馆…全部免费: a quantifier is said of its own clause's
        # thing, and that 全部 of another)
        agreed = fam == "scope" and any(_DIR_INDEX[w] == _DIR_INDEX[word] for g in groups for w in g)
        if not (flips and all(flips)) and wider and not agreed:
            flips = [_flipped(word, whole, _own_agent(word, wider))]
        if flips and all(flips):
            spans.append(_span(sentence, s, e, "direction",
                               Message("span.quoted_differs", {"context": flips[0], "answer": word})))
    return spans + [sp for sp in _valued_changes(sentence, ctx) if not any(sp.start < o.end and o.start < sp.end
                                                                         for o in spans)]


def _valued_changes(sentence: str, ctx: _Contexts) -> list[UnsupportedSpan]:
    """A change word right before its value (比上年减少2.8%) where every change word right before that value in the
    contexts goes the other way (比上年上升2.8%): the value ties the change to what the contexts say of it, however
    closely another clause's change (结婚登记…下降6.3%) matches the answer clause's words."""
    spans = []
    facts = extract_facts(sentence)
    for s, e, word in _directions(sentence):
        fam, pol = _DIR_INDEX[word]
        value = next((f for f in facts if 0 <= f.start - e <= 1), None)   # (减少2.8%, 降了1.2%)
        if fam != "change" or value is None:
            continue
        theirs = [(w, cs.text[a:g.end]) for cs, facts in zip(ctx.sentences, ctx.sent_facts) for g in facts
                  if same_value(value, g)
                  for a, b, w in _directions(cs.text) if 0 <= g.start - b <= 1 and _DIR_INDEX[w][0] == fam]
        if theirs and all(_DIR_INDEX[w][1] != pol for w, _ in theirs):
            spans.append(_span(sentence, s, e, "direction",
                               Message("span.quoted_differs", {"context": theirs[0][1], "answer": word})))
    return spans
