"""A near-copy of a context sentence with one piece substituted (上下文“…同意…”, 答案“…拒绝…”; 向统筹地区社会保险
行政部门提出 there, 向设区的市级劳动能力鉴定委员会提出 here).

A hallucination that copies a context sentence and changes one word keeps almost all of its bigrams, so overlap calls
it supported, and the word checks only know the pairs in their tables. Here the answer sentence is aligned with the
context sentences it shares most bigrams with (difflib, on normalised text): when most of the sentence is matched in
order, each stretch the alignment replaces — short on both sides, with content characters — whose answer side occurs
nowhere in that context sentence and is no accepted rewording (lexicon._SYNONYMS, a content word the sentence holds)
is a span. Inserted and deleted stretches are left alone: a faithful answer drops words (应当 → 应, 本市 →) and adds
them (可以, 均).
"""
from __future__ import annotations

import re
from collections import Counter
from difflib import SequenceMatcher
from functools import lru_cache

import numpy as np

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.clauses import _about_material, _grams
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.lexicon import _CLAUSE_RE, _DIR_INDEX, _DIR_RE, _NEG_RE, _SYNONYMS
from earag.metrics.dimensions.faithfulness.words import _all_content_words, _name_spans, _pos
from earag.nlp.facts import extract_facts, same_value
from earag.types import UnsupportedSpan

MIN_COPIED = 0.75      # share of the sentence's characters (without its clauses about the material) matched in order
MIN_COVERED = 0.3      # share of the context sentence those matched characters cover
MAX_PIECE = 14         # longest substituted stretch, either side, in characters (a swapped agency's name)
MAX_LENGTH_GAP = 3     # the two sides differ by at most this many characters (撤销了 for 维持, 不能 for 按规定可以)
CANDIDATES = 3         # context sentences aligned: those sharing most bigrams with the sentence
# characters that carry no content on their own: a stretch made only of them is wording, not a substitution
# (with the demonstratives and their measure words: 该项 for 本条…, 此类 for 这种)
_FUNCTION = frozenset("的了在是和与及或也就而并等之其这那该此本着过把被对向从于以为由将所地得个项条款类种")
# rewordings the policy synonyms (lexicon._SYNONYMS) do not hold, read here only: buying, saying, paying, receiving
_REWORDINGS = tuple(frozenset(g.split()) for g in ("收购 买下 购买 买入 并购", "说 讲 称 认为 表示 指出 有言",
                                                    "发放 支付 发给 拨付 核发 发",
                                                    "享受 领 领取 能领 可领 可以领 领到"))
# plain negations said another way (未 for 没有, 无法 for 不): the same polarity, so no substitution
_PLAIN_NEGATION = re.compile(r"未|没有|没|不|无法|不能|无|并未|尚未|未能")
# an exemption (免征, 免收, 免于缴纳) and a levy denied (不收, 不用交, 无需缴纳): one meaning in two wordings
_EXEMPT = re.compile(r"免(?:征|收|缴|交|费|于|予|税)")
_DENIED_LEVY = re.compile(r"(?:不用|不必|无需|无须|不需要|不需|不再|不|没有|没|未)(?:再)?(?:征收|收取|缴纳|交纳|征|收|缴|交|付)")
# a prohibition in its common wordings (不得再次, 不能再, 不准): the same modality, so no substitution
_PROHIBITION = re.compile(r"不(?:能|得|可|准|许|应)(?:再次|再)?")
_NUMERAL_RE = re.compile(r"[\d０-９零〇一二三四五六七八九十百千万亿两几半.%％]")


def substitution_spans(sentence: str, ctx: _Contexts, taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """Spans on the pieces of `sentence` that replace a piece of the context sentence it nearly copies; none on a
    piece another check's span already covers."""
    chars = [(i, ch) for i, ch in enumerate(sentence) if _kept(ch)]
    material = [(m.start(), m.end()) for m in _CLAUSE_RE.finditer(sentence) if _about_material(m.group(0))]
    chars = [(i, ch) for i, ch in chars if not any(a <= i < b for a, b in material)]
    if len(chars) < 6 or not ctx.sentences:
        return []
    norm = "".join(ch for _, ch in chars)
    shared = ctx.sent_index.counts(_grams(norm))
    hit = np.flatnonzero(shared)
    spans: list[UnsupportedSpan] = []
    for j in hit[np.argsort(-shared[hit], kind="stable")[:CANDIDATES]].tolist():
        text = ctx.sentences[j].text
        at, theirs = _kept_chars(text)
        if _DIGITS.search(norm):   # a copy but for a value (the value checks see the value said elsewhere)
            spans += [sp for sp in _swapped_values(sentence, chars, norm, text, at, theirs, ctx.text)
                      if not any(x.start < sp.end and sp.start < x.end for x in [*taken, *spans])]
        for a0, a1, b0, b1 in _replaced(norm, theirs):
            start, end = chars[a0][0], chars[a1 - 1][0] + 1
            if any(sp.start < end and start < sp.end for sp in [*taken, *spans]) or _flipped_near(sentence, start, taken):
                continue
            ours, other = norm[a0:a1], theirs[b0:b1]
            if _PROHIBITION.fullmatch(norm[max(0, a0 - 1):a1]) and _PROHIBITION.fullmatch(theirs[max(0, b0 - 1):b1]):
                continue   # 不能再 for 不得再次: one prohibition in two wordings
            if not _substituted(ours, other, theirs, sentence[start:end]) or _whole_clause(sentence, start, end):
                continue
            if _classes(sentence, start, end) == {"t"}:
                continue   # 明天 for 闭馆维修: a time word the contexts lack is detectors/when.py's
            if not (_NEG_RE.search(ours) or _NEG_RE.search(other) or _senses(other)) and not (
                    _classes(sentence, start, end) & _classes(text, at[b0], at[b1 - 1] + 1)):
                # 价值 for 买了, 知道 for 原来: another part of speech, a sentence rebuilt around it (a negation or
                # a direction word of the contexts, 不得 or 仅, may give way to any word)
                continue
            if any(s < end and start < e for _, _, s, e in _name_spans(sentence)):
                continue   # a piece of a name (国家互联网信息办公室 for 国家网信部门): the name checks know aliases
            kind = "negation" if _NEG_RE.search(sentence[start:end]) or _NEG_RE.search(other) else "direction"
            reason = Message("span.substituted", {"context": other, "answer": sentence[start:end]})
            spans.append(_span(sentence, start, end, kind, reason))
        if spans:
            break
    return spans


_DIGITS = re.compile(r"\d+")


def _swapped_values(sentence: str, chars: list[tuple[int, str]], norm: str, text: str, at: tuple[int, ...],
                    theirs: str, contexts: str) -> list[UnsupportedSpan]:
    """`date` / `number` spans on the values of an answer sentence that copies a stretch of the context sentence
    word for word but for its digits (11月1日8:00至11月10日24:00 copied from …至11月7日24:00…, the context's clauses
    before or after it left out), where a value differs from the one in the same place there and the whole sentence
    (to its full stops) says it nowhere: a value the contexts give another sentence, or none."""
    masked, their_masked = _DIGITS.sub("#", norm), _DIGITS.sub("#", theirs)
    p = their_masked.find(masked)
    if len(masked) < 8 or p < 0 or their_masked.find(masked, p + 1) >= 0:
        return []
    # the copy is whole clauses of the context sentence (not 超过100万元的部分 inside 不超过100万元的部分, not 累计献全血
    # 20次以上 cut before 的，可获铜奖): it starts and ends where the sentence's text does or punctuation stands
    first = at[_kept_index(their_masked, theirs, p)]
    last = at[_kept_index(their_masked, theirs, p + len(masked) - 1, end=True)]
    if (first > 0 and text[first - 1].isalnum()) or (last + 1 < len(text) and text[last + 1].isalnum()):
        return []
    ours_runs = list(_DIGITS.finditer(norm))
    their_runs = list(_DIGITS.finditer(theirs))[their_masked[:p].count("#"):][:len(ours_runs)]
    out: list[UnsupportedSpan] = []
    facts, their_facts = extract_facts(sentence), extract_facts(text)
    # the whole sentence up to its full stops (a list cut at ；: 满5年不满10年的，最长领取18个月 repeats no head words)
    k = contexts.find(text)
    lo = max(contexts.rfind(stop, 0, k) for stop in "。！？!?\n") + 1 if k >= 0 else 0
    hi = min((x for x in (contexts.find(stop, k) for stop in "。！？!?\n") if x >= 0), default=len(contexts)) \
        if k >= 0 else 0
    said = extract_facts(contexts[lo:hi]) if k >= 0 else their_facts
    for a, b in zip(ours_runs, their_runs):
        if a.group(0) == b.group(0):
            continue
        s0, c0 = chars[a.start()][0], at[b.start()]
        ours = next((f for f in facts if f.start <= s0 < f.end), None)
        other = next((f for f in their_facts if f.start <= c0 < f.end), None)
        if ours is None or other is None or ours.family != other.family or same_value(ours, other) \
                or any(sp.start == ours.start for sp in out) or any(same_value(ours, f) for f in said):
            continue   # (a value of the same sentence: another item of a list whose head words the copy matched)
        out.append(_span(sentence, ours.start, ours.end, "date" if ours.family == "date" else "number",
                         Message("span.quoted_differs", {"context": text[other.start:other.end],
                                                         "answer": sentence[ours.start:ours.end]})))
    return out


def _kept_index(masked: str, kept: str, k: int, end: bool = False) -> int:
    """The index in `kept` of the masked text's `k`-th character (a "#" stands for a run of digits: its first digit,
    or with `end` its last)."""
    pos = 0
    for i, ch in enumerate(masked):
        if ch == "#":
            run = _DIGITS.match(kept, pos)
            size = run.end() - run.start() if run else 1
            if i == k:
                return pos + (size - 1 if end else 0)
            pos += size
        else:
            if i == k:
                return pos
            pos += 1
    return len(kept) - 1


def _flipped_near(sentence: str, start: int, taken: list[UnsupportedSpan]) -> bool:
    """Whether another check already found a negation or direction flip in the piece's clause (仍然可以 where the
    verb check marks 飞行): the same change, said once."""
    for m in _CLAUSE_RE.finditer(sentence):
        if m.start() <= start < m.end():
            return any(sp.kind in ("negation", "direction") and m.start() <= sp.start < m.end() for sp in taken)
    return False


def _whole_clause(sentence: str, start: int, end: int) -> bool:
    """Whether the piece is a clause of its own (不用，… where the contexts open with 失业人员…): an answer's own
    opening or closing words, not a word changed inside a copy."""
    return (start == 0 or not _kept(sentence[start - 1])) and (end == len(sentence) or not _kept(sentence[end]))


@lru_cache(maxsize=4096)
def _kept_chars(text: str) -> tuple[tuple[int, ...], str]:
    """A context sentence's letters and digits with their offsets, once per distinct sentence (the same candidates
    meet every answer sentence asked of the contexts)."""
    at = tuple(i for i, ch in enumerate(text) if _kept(ch))
    return at, "".join(text[i] for i in at)


def _kept(ch: str) -> bool:
    return ch.isalnum()


def _replaced(ours: str, theirs: str) -> list[tuple[int, int, int, int]]:
    """The replaced stretches (answer start, end, context start, end) when `ours` nearly copies `theirs`; adjacent
    changes with one matched character between them are one stretch (设区的市级… against 统筹地区社会…)."""
    # no alignment matches more characters than the two texts share (each as often as both hold it): most candidates
    # fall short of the copy's shares on that count alone, before the costlier alignment
    common = sum((Counter(ours) & Counter(theirs)).values())
    if common < MIN_COPIED * len(ours) or common < MIN_COVERED * len(theirs):
        return []
    sm = SequenceMatcher(None, ours, theirs, autojunk=False)
    matched = sum(b.size for b in sm.get_matching_blocks())
    if matched < MIN_COPIED * len(ours) or matched < MIN_COVERED * len(theirs):
        return []
    groups: list[list[int]] = []
    kinds: list[set[str]] = []
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal":
            if i2 - i1 > 1 or not groups:
                groups.append([])
                kinds.append(set())
            continue
        if groups and groups[-1]:
            groups[-1][1], groups[-1][3] = i2, j2
        else:
            if not groups:
                groups.append([])
                kinds.append(set())
            groups[-1][:] = [i1, i2, j1, j2]
        kinds[-1].add(tag)
    # a negation added or dropped elsewhere (未按规定办理 against 按规定办理了) changes whom the clause is about: no copy
    others = [(g, k) for g, k in zip(groups, kinds) if g and "replace" not in k]
    if any(_NEG_RE.search(ours[g[0]:g[1]]) or _NEG_RE.search(theirs[g[2]:g[3]]) for g, _ in others):
        return []
    out = [(g[0], g[1], g[2], g[3]) for g, k in zip(groups, kinds) if g and "replace" in k and g[1] > g[0]]
    if len([g for g, k in zip(groups, kinds) if g and "replace" in k]) != 1:
        return []
    # one piece changed: a sentence with several replaced stretches is reworded, not copied
    return out if len(out) == 1 else []


def _substituted(ours: str, other: str, theirs: str, raw: str) -> bool:
    """Whether the answer's piece says something else than the context's: both short, with content characters, not
    numbers (the value checks compare those), the answer's piece nowhere in the context sentence and no rewording."""
    if len(ours) < 2:   # 配 for 设, 打 for 享受: one character is too often a reworded morpheme
        return False
    if len(ours) > MAX_PIECE or not other or len(other) > MAX_PIECE or abs(len(ours) - len(other)) > MAX_LENGTH_GAP:
        return False
    if re.search(r"[^\w]", raw):   # across punctuation: clauses recut, not a word changed
        return False
    if _NUMERAL_RE.search(ours) or _NUMERAL_RE.search(other) or not _content(ours) or not _content(other):
        return False
    if ours in theirs or other in ours:
        return False
    if _PLAIN_NEGATION.fullmatch(ours) and _PLAIN_NEGATION.fullmatch(other):
        return False   # 没有按规定提出 for 未按规定提出, 无法享受 for 不享受 (a review, 2026-11-27)
    if (_EXEMPT.match(other) and _DENIED_LEVY.match(ours)) or (_EXEMPT.match(ours) and _DENIED_LEVY.match(other)):
        return False   # 不收 for 免征, 不用交 for 免缴: a levy denied is the exemption said another way
    if any(s in theirs for s in _SYNONYMS.get(ours, ())):
        return False
    if bool(_NEG_RE.search(ours)) == bool(_NEG_RE.search(other)) and any(
            w in ours and any(s in other for s in syn) for w, syn in _SYNONYMS.items()):
        return False   # 要先 for 应当, 则多了 for 比上年增加: a word of the piece and its synonym (same polarity)
    if any(any(w in ours for w in g) and any(w in other for w in g) for g in _REWORDINGS):
        return False
    if _senses(ours) & _senses(other):
        return False   # 全部都 for 均已: direction words of one family and sense on both sides
    words = [w for w, _, _ in _all_content_words(raw)]
    # every content word of the piece found in the context sentence, or a synonym of it: the words moved, not changed
    return not words or not all(w in theirs or any(s in theirs for s in _SYNONYMS.get(w, ())) for w in words)


_NOUNS = frozenset("nrstjl")   # jieba's nouns, names, places, times, abbreviations and idioms read as one class
_NO_CLASS = frozenset("uxwpcy")  # particles, punctuation, prepositions, conjunctions, modal particles


def _classes(text: str, start: int, end: int) -> set[str]:
    """The parts of speech (jieba's first letter; nouns as one class, a verbal noun as both) of the words of
    text[start:end]."""
    out: set[str] = set()
    for _w, flag, s, e in _pos(text):
        if s < end and start < e and flag:
            c = "n" if flag[0] in _NOUNS else flag[0]
            if c not in _NO_CLASS:
                out |= {"n", "v"} if flag == "vn" else {c}
    return out


def _senses(piece: str) -> set[tuple[str, str]]:
    return {_DIR_INDEX[m.group(0)] for m in _DIR_RE.finditer(piece)}


def _content(piece: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" and ch not in _FUNCTION for ch in piece)
