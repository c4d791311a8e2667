"""Parallel items: a Chinese context sentence that gives one value per item, the items set apart by semicolons
(轻度失能的，每月200元；中度失能的，每月400元；重度失能的，每月600元), listed with 、 inside a clause (大黄鱼苗种
1200万尾、黑鲷苗种800万尾、中国对虾苗种3亿尾), or the clauses after a colon that each state one (标准为：一类地区24.5元，二类地区
22元，三类地区20元).

An item keeps its values to itself: a value stated only by another item is that item's, and the clause cutting of
the other checks (at commas) does not see where an item ends (续重每公斤2元；特快专递…续重每500克6元) nor where a
、 item begins. The item a text speaks of is found by its **contrast words**: the character pairs only one item
holds that differ by one character from a pair only another item holds, at the same place (轻度 / 中度 / 重度,
一类 / 二类, 准快 / 特快). Those words are what the items are told apart by; the frame the first item also carries
(经评估为…的老年人, 今年增殖放流活动共放流) has no such counterpart and names no item. Dependency-light: no
tagger, only the cutting and the values."""
from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.clauses import _clauses
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.nlp.facts import Fact, counterpart, extract_facts, same_value
from earag.types import UnsupportedSpan

_CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")
# function characters: a pair holding one tells no item apart (为每 / 为轻 share 为, not a subject; 买第 / 买首
# share 买, but 第 only marks the ordinal after it)
_FUNCTION = frozenset("的为是在和与及了每按以其共等对于由并或也都均各该其之第")
MIN_ITEMS = 2
MAX_ITEMS = 40   # a longer list is read as no group: comparing its items pairwise would cost quadratic time


@lru_cache(maxsize=4096)
def item_groups(sentence: str, colon_lists: bool = False) -> tuple[tuple[tuple[str, tuple[Fact, ...]], ...], ...]:
    """The groups of parallel items of a Chinese sentence, each item with its values: the segments between its
    semicolons, the 、 items of each clause and (with `colon_lists`, for short answers) the comma-cut list after a
    colon, when every item of a group states a value."""
    groups = []
    segments = [s for s in re.split(r"[；;]", sentence) if s.strip()]
    candidates = [segments] if len(segments) >= MIN_ITEMS else []
    # a list after a colon: the clauses that each state a value (标准为：一类地区24.5元，二类地区22元，三类地区20元)
    run: list[str] | None = None
    for a, b in _clauses(sentence):
        pieces = [p for p in sentence[a:b].split("、") if p.strip()]
        if len(pieces) >= MIN_ITEMS:
            candidates.append(pieces)
        if colon_lists and run is None and sentence[max(0, a - 1):a] in ("：", ":") and extract_facts(sentence[a:b]):
            run = []
        if run is not None and extract_facts(sentence[a:b]) and (not run or sentence[a - 1:a] in "，,"):
            run.append(sentence[a:b])
        elif run is not None:
            break
    if run is not None and len(run) >= MIN_ITEMS and run != segments:
        candidates.append(run)
    for parts in candidates:
        if len(parts) > MAX_ITEMS:
            continue
        items = tuple((p, tuple(extract_facts(p))) for p in parts)
        stating = tuple(it for it in items if it[1])
        # a segment without a value (周一闭馆) closes the list; the items are those stating one
        if len(stating) >= MIN_ITEMS and (len(stating) == len(items) or (len(items) == len(segments) and
                                                                         not items[-1][1] and
                                                                         all(facts for _, facts in items[:-1]))):
            groups.append(stating)
    return tuple(groups)


def _pairs(text: str, facts: Sequence[Fact] = ()) -> set[str]:
    """The character pairs of the Chinese runs of a text, its values in digits and function characters left out (a
    value in words is often the item's label: 一类地区, 二类地区)."""
    for f in sorted((f for f in facts if re.search(r"\d", f.text)), key=lambda f: -f.start):
        text = text[:f.start] + " " + text[f.end:]
    return {run[i:i + 2] for run in _CJK_RUN.findall(text) for i in range(len(run) - 1)
            if run[i] not in _FUNCTION and run[i + 1] not in _FUNCTION}


@lru_cache(maxsize=4096)
def _contrasts(group: tuple[tuple[str, tuple[Fact, ...]], ...]) -> tuple[frozenset[str], ...]:
    """Each item's contrast words (module docstring)."""
    pairs = [_pairs(text, facts) for text, facts in group]
    only = [p - set().union(*(o for k, o in enumerate(pairs) if k != i)) for i, p in enumerate(pairs)]

    def opposed(a: str, b: str, other: str) -> bool:
        # one character differs, and the other item does not hold our pair with words put between (累计提供 against
        # 累计向境外提供 is the same verb, not a contrast; one character between, 超过 against 不超过, still is)
        return (a[0] == b[0]) != (a[1] == b[1]) and not _apart(a[0], a[1], other)

    return tuple(frozenset(a for a in mine if any(opposed(a, b, group[k][0]) for k, theirs in enumerate(only)
                                                  if k != i for b in theirs))
                 for i, mine in enumerate(only))


def _apart(first: str, last: str, text: str) -> bool:
    """Whether `first`, two to six characters of one clause, then `last` stand in the text: what
    re.search(first + "[^，,；;。]{2,6}?" + last) finds, without compiling that pattern per pair of characters."""
    at = text.find(first)
    while at >= 0:
        for gap in range(2, 7):
            between = text[at + 1 : at + 1 + gap]
            if len(between) < gap or any(ch in "，,；;。" for ch in between):
                break   # (a longer gap holds the same stop)
            if text[at + 1 + gap : at + 2 + gap] == last:
                return True
        at = text.find(first, at + 1)
    return False


def item_rival(fact: Fact, naming: str, sentences: Sequence[str], years: set[int] | None = None,
               colon_lists: bool = False) -> tuple[int, str] | None:
    """The context sentence and the item that `naming` (the answer clause, or a short answer's question) speaks of,
    when the value `fact` is stated only by other items, none of which it names, and that item states another
    value of its kind; None otherwise."""
    words, years = _pairs(naming), years or set()
    if not words:
        return None
    runs = _semicolon_runs(sentences)
    for first, sent in runs:
        if any(same_value(fact, f, years) for _, other in runs if other != sent for f in extract_facts(other)):
            continue   # another passage states the value too (qa-012: 10万人 of the 2021 rules): it may be from there
        for group in item_groups(sent, colon_lists):
            contrast = _contrasts(group)
            named = [len(words & c) for c in contrast]
            top = max(named)
            if top == 0 or named.count(top) > 1:
                continue
            k = named.index(top)
            text, own = group[k]
            if any(same_value(fact, f, years) for f in own):
                continue
            stating = [i for i, (_, facts) in enumerate(group) if any(same_value(fact, f, years) for f in facts)]
            if not stating or any(named[i] for i in stating):
                continue
            other = counterpart(fact, list(own))
            if other is not None and other.family == fact.family:
                j = next((i for i in range(first, len(sentences)) if text.strip() in sentences[i]), first)
                return j, text.strip()
    return None


def _semicolon_runs(sentences: Sequence[str]) -> list[tuple[int, str]]:
    """The sentences with those cut at a semicolon joined again (the prepared contexts end a sentence at ；): (index
    of the run's first sentence, its text)."""
    runs: list[tuple[int, str]] = []
    for j, sent in enumerate(sentences):
        if runs and runs[-1][1].rstrip().endswith(("；", ";")):
            runs[-1] = (runs[-1][0], runs[-1][1] + sent)
        else:
            runs.append((j, sent))
    return runs


def item_spans(sent: str, ctx: _Contexts, taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """Values of a Chinese answer clause that the parallel item it names does not state, another item does."""
    texts = [cs.text for cs in ctx.sentences]
    groups = [g for _, t in _semicolon_runs(texts) for g in item_groups(t)]
    if not groups:
        return []
    contrast = set().union(*(c for g in groups for c in _contrasts(g)))
    spans: list[UnsupportedSpan] = []
    facts = extract_facts(sent)
    for lo, hi in _clauses(sent):
        for f in facts:
            if not (lo <= f.start and f.end <= hi) \
                    or any(sp.start < f.end and f.start < sp.end for sp in taken + spans):
                continue
            # a clause that names no item (每户补助1万元) speaks of the one the clauses before it name
            naming = sent[lo:hi] if _pairs(sent[lo:hi]) & contrast else sent[:hi]
            hit = item_rival(f, naming, texts, ctx.years)
            if hit is not None:
                spans.append(_span(sent, f.start, f.end, f.kind,
                                   Message("span.quoted_differs", {"context": hit[1], "answer": sent[lo:hi]})))
    return spans


# a list of items said to share one value: 县道、乡道、村道每公里每年均为1万元
_ALL_SAME = re.compile(r"((?:[\u4e00-\u9fff]{1,8}、)+[\u4e00-\u9fff]{1,8})[^，,。；;、]{0,12}?(?:均|都|一律|统一)(?:为|是|按|执行)?")


def shared_value_spans(sent: str, ctx: _Contexts, taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """The value a Chinese answer says a list of items all have (县道、乡道、村道…均为1万元) where the contexts give one
    of those items another value of its kind (乡道每公里每年5000元): the items do not share it."""
    spans: list[UnsupportedSpan] = []
    for m in _ALL_SAME.finditer(sent):
        facts = [f for f in extract_facts(sent[m.end():m.end() + 12]) if f.start == 0]
        if not facts:
            continue
        value = facts[0]
        start, end = m.end(), m.end() + value.end
        if any(sp.start < end and start < sp.end for sp in [*taken, *spans]):
            continue
        items = m.group(1).split("、")
        for item in items:
            other = _item_value(item, value, ctx)
            if other is not None:
                # (the list quoted from its last item's length back: 补助标准为县道、乡道 names 县道 first)
                first = m.start(1) + max(0, len(items[0]) - max(len(i) for i in items[1:]))
                spans.append(_span(sent, start, end, value.kind, Message("span.value_differs", {
                    "context": f"{item}{other.text.strip()}", "answer": sent[first:end]})))
                break
    return spans


def _item_value(item: str, value: Fact, ctx: _Contexts) -> Fact | None:
    """The value of `value`'s kind the contexts give `item` right after naming it (within its 、 or comma segment),
    when it is not `value`; None when they give it `value` or nothing."""
    for cs in ctx.sentences:
        at = cs.text.find(item)
        while at >= 0:
            segment = re.split(r"[、，,；;。]", cs.text[at:])[0]
            theirs = [f for f in extract_facts(segment) if f.family == value.family]
            if theirs:
                return None if any(same_value(value, f, ctx.years) for f in theirs) else theirs[0]
            at = cs.text.find(item, at + 1)
    return None
