"""Scope: "all" said of what the contexts restrict ("only three of the 14 bids were scored on price"), and "not all"
said where they do.

Chinese universal words against a restricting clause (均 against 仅/部分) are the direction check's `scope` family
(lexicon.py). English has no such family, and a restriction there is often a partitive rather than a word: "Of the
county's 23 branch libraries, 9 now offer Sunday opening". Here an English answer clause with a universal word (all,
every, each) is compared with the context clause that says most of what the answer clause says of it (its content
stems other than quantifiers and numbers): when that clause restricts (only, just, some, a few, "N of the M", or the
sentence opens with "Of the M …," and the clause with a number) and no equally close clause says "all", the
universal word is a `direction` span. A decoy — "all branches provide free Wi-Fi" beside the restricted "open on
Sundays" — says another thing of them and is not the closest clause.

A Chinese partitive restricts the same way: "停产整顿的9处矿井中，已有6处通过复产验收" counts a part (6处) of a whole
(9处) stated before it in the sentence with the same measure word. An answer clause with a universal word (全部, 均,
都, 所有 …) whose predicate — its content words after that word — a context clause holds with such a part count
says "all" of what the contexts count a part of: a `direction` span on the universal word, unless a context clause
holding the predicate says "all" itself, or the answer counts a part itself ("6处全部通过"). A universal word after
其余/其他/剩余 ("其余均为三级文物") is said of the rest of a whole, not of the whole.

And in Chinese, an answer that says "not all" (不是所有, 并非全部, 不都, 没有全部) where a context clause close to it
restricts (仅有部分…, 其中980人已完成) says what the contexts say: the negation check's span on it (the contexts say
所有 elsewhere) is dropped.

And "all" of what the contexts hold for a part only (`restricted_spans`): a Chinese universal adverb (都, 均, 全都,
一律) whose predicate a context clause restricts to one item (仅中国移动开通了…) or which the contexts' sentence grants
one case and denies another (第二次乘车享受1元优惠；第三次及以后…不再享受), the answer naming nothing that tells the
cases apart: a `direction` span on the adverb.

And "always": a Chinese answer that says a case holds at all times (一直, 始终, 总是, 从来, 永远, 向来, 一贯, 历来)
where no context sentence says any such word states more than the contexts, which say it of one case or occasion
(女儿一直都很有耐心 of one evening): a `direction` span on the word (`chinese_always_spans`). Not 一直到 ("until"),
not a word the question uses. Measured on the dev halves (docs/judge-quality.md): a few pairs, none worse.

And "no limit" (不限次数, 不受限制) said of an act a context clause limits (改签只能办理一次, 可续借一次):
a `direction` span on the words (`unlimited_spans`).
"""
from __future__ import annotations

import math
import re
from collections.abc import Iterator, Sequence

from earag.messages import Message
from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.lexicon import _REST_RE
from earag.metrics.dimensions.faithfulness.words import _content_words
from earag.nlp.text import bigram_pool, normalize
from earag.types import UnsupportedSpan

_NUM_WORD = r"(?:\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)"
_EN_ALL = re.compile(r"\b(?:all|every|each)\b", re.I)
_EN_NOT_BEFORE = re.compile(r"\b(?:not|nor)\s+$", re.I)
_EN_RESTRICT = re.compile(rf"\b(?:only|just|some|a\s+few|few|not\s+all|not\s+every|a\s+minority|a\s+handful|"
                          rf"{_NUM_WORD}\s+(?:of|out\s+of)\s+(?:the\s+|its\s+|their\s+|[a-z]+'s\s+)?{_NUM_WORD})\b",
                          re.I)
# (bounded: a long sentence without a comma opening with "Of" costs linear time)
_EN_PARTITIVE = re.compile(rf"^\s*(?:of|out\s+of)\s+(?:the\s+|its\s+|their\s+|[a-z]+'s\s+)?[^,]{{0,60}}?{_NUM_WORD}\b"
                           rf"[^,]{{0,60}},", re.I)
_EN_COUNTED_AFTER = re.compile(rf"\s+{_NUM_WORD}\s+(?:of|out\s+of)\b", re.I)   # "All 9 of those": a count itself
_EN_LEADS_NUMBER = re.compile(rf"^\s*(?:only\s+|just\s+)?{_NUM_WORD}\b", re.I)
_EN_CUT = re.compile(r"[,;:]|\s(?:but|while|whereas)\s", re.I)
_QUANTIFIERS = frozenset({"all", "every", "each", "only", "just", "some", "few", "both", "none", "also", "them",
                          "they", "those", "these"})
CLOSE = 0.6     # share of the answer clause's stems a context clause must hold to be compared with it

# 没有全部完成 / 未能全部 deny the universal as 不是所有 does (没有 before 都 or 所有 is not said: 没都 is rare)
_ZH_NOT_ALL = re.compile(r"(?:不是|并非|并不|不)(?:所有|全部|都|均|每个|每一|全)|(?:没有|没|未能|未)(?:全部|全都|全)")
_ZH_RESTRICT = re.compile(r"仅|只有|只|部分|少数|个别|其中|有的|有些")
_ZH_ALL = re.compile(r"全部|全都|所有|均|都|一律|全体|全数")
_ZH_NOT_BEFORE = re.compile(r"(?:不是|并非|并不|不|没有|没|未能|未)$")
_ZH_CUT = re.compile(r"[，,；;。：:！？!?\n]")
# a count: digits and a measure word (9处, 128件, 12000个); dates, times, ages and grades are no counts
_ZH_COUNT = re.compile(r"(?<![\d.])(\d+(?:,\d{3})*(?:\.\d+)?)([万亿]?)([\u4e00-\u9fff])")
_NOT_COUNTERS = frozenset("年月日号时分秒点周天岁级倍度届期第")
_SAME_COUNTER = {"名": "人", "位": "人"}   # 45名代表中，38人…: one count of persons


def _clauses(sentence: str, cut: re.Pattern[str] = _EN_CUT) -> list[tuple[int, int]]:
    """(start, end) of the non-blank pieces of `sentence` between `cut`'s matches."""
    out, pos = [], 0
    for m in cut.finditer(sentence):
        out.append((pos, m.start()))
        pos = m.end()
    out.append((pos, len(sentence)))
    return [(a, b) for a, b in out if sentence[a:b].strip()]


def _stems(text: str) -> set[str]:
    return {w.stem for w in en.words(text) if w.content and w.stem.lower() not in _QUANTIFIERS
            and not w.text[0].isdigit()}


def _restricts(sentence: str, a: int, b: int) -> re.Match | None:
    clause = sentence[a:b]
    m = _EN_RESTRICT.search(clause)
    if m:
        return m
    if a > 0 and _EN_PARTITIVE.match(sentence) and _EN_LEADS_NUMBER.match(clause):
        return _EN_LEADS_NUMBER.match(clause)
    return None


def english_scope_spans(sentence: str, context_sentences: Sequence[str],
                        taken: Sequence[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """A `direction` span on each universal word of an English answer sentence whose closest context clause
    restricts what the answer clause says (see the module's docstring)."""
    spans: list[UnsupportedSpan] = []
    if not _EN_ALL.search(sentence):
        return spans
    for m in _EN_ALL.finditer(sentence):
        if _EN_NOT_BEFORE.search(sentence[max(0, m.start() - 6):m.start()]) \
                or _EN_COUNTED_AFTER.match(sentence, m.end()) \
                or any(sp.start < m.end() and m.start() < sp.end for sp in [*taken, *spans]
                       if sp.kind != "unsupported-addition"):
            continue
        a, b = next((a, b) for a, b in _clauses(sentence) if a <= m.start() < b + 1)
        if _EN_RESTRICT.search(sentence[a:b]):
            continue   # "only some of all the …": the answer restricts itself
        ours = _stems(sentence[a:b])
        if len(ours) < 2:
            continue
        scored = []
        for cs in context_sentences:
            for ca, cb in _clauses(cs):
                held = len(ours & _stems(cs[ca:cb])) / len(ours)
                scored.append((held, cs, ca, cb))
        top = max((x[0] for x in scored), default=0.0)
        if top < CLOSE:   # what the answer clause says may span a context sentence's clauses: its parts up to ";"
            scored = []
            for cs in context_sentences:
                pos = 0
                for part in re.split(r"(;)", cs):
                    if part != ";":
                        scored.append((len(ours & _stems(part)) / len(ours), cs, pos, pos + len(part)))
                    pos += len(part)
            top = max((x[0] for x in scored), default=0.0)
            if top < CLOSE:
                continue
        best = [x for x in scored if x[0] >= top - 1e-9]
        if any(_EN_ALL.search(cs[ca:cb]) and not _restricts(cs, ca, cb) for _, cs, ca, cb in best):
            continue   # a clause as close says "all"
        found = next((r for _, cs, ca, cb in best if (r := _restricts(cs, ca, cb)) is not None), None)
        if found is None:
            continue
        spans.append(_span(sentence, m.start(), m.end(), "direction",
                           Message("span.quoted_differs", {"context": found.group(0).strip(), "answer": m.group(0)})))
    return spans


def not_all_agrees(span: UnsupportedSpan, sentence: str, context_sentences: Sequence[str],
                   question: str | None = None) -> bool:
    """Whether a Chinese `negation` span is the 不 of a "not all" (不是所有, 并非全部) that a context clause close to
    the answer's restricts as well (仅有部分食堂…): what the contexts say, not its negation. A short answer
    (还没有全部通上) is about its question's subject; a restricting clause is read with the clause before it when
    that one names the group without asserting "all" of it (城郊结合部的老旧小区中，仅有部分完成了…), and must be
    closer to the answer and its question than every clause that says "all" (城区新建小区已全部接入…)."""
    if span.kind != "negation":
        return False
    m = next((m for m in _ZH_NOT_ALL.finditer(sentence) if m.start() <= span.start < m.end()), None)
    if m is None:
        return False
    ours = bigram_pool(normalize(sentence)) | (bigram_pool(normalize(question)) if question else set())
    restricts, says_all = 0, 0
    for cs in context_sentences:
        parts = re.split(r"[，；,;]", cs)
        for i, part in enumerate(parts):
            if _says_all(part):
                says_all = max(says_all, len(ours & bigram_pool(normalize(part))))
            if not _ZH_RESTRICT.search(part):
                continue
            said = part if i == 0 or _ZH_ALL.search(parts[i - 1]) else parts[i - 1] + part
            restricts = max(restricts, len(ours & bigram_pool(normalize(said))))
    # (a clause saying "all" closer to the answer and its question than any restriction: the "not all" denies it)
    return restricts >= 3 and restricts > says_all



def _zh_counts(text: str, lo: int = 0, hi: int | None = None) -> list[tuple[float, str, int]]:
    """(value, measure word, start) of the counts in text[lo:hi]."""
    hi = len(text) if hi is None else hi
    out = []
    for m in _ZH_COUNT.finditer(text, lo, hi):
        if m.group(3) in _NOT_COUNTERS:
            continue
        value = float(m.group(1).replace(",", "")) * {"": 1, "万": 1e4, "亿": 1e8}[m.group(2)]
        out.append((value, _SAME_COUNTER.get(m.group(3), m.group(3)), m.start()))
    return out


def _says_all(part: str) -> bool:
    return any(not _ZH_NOT_BEFORE.search(part[max(0, m.start() - 2):m.start()])
               and not _REST_RE.search(part[:m.start()]) for m in _ZH_ALL.finditer(part))


def _universals(sentence: str, pattern: re.Pattern[str], taken: Sequence[UnsupportedSpan],
                spans: list[UnsupportedSpan]) -> Iterator[tuple[re.Match[str], int, int]]:
    """(match, clause start, clause end) of each universal word `pattern` finds in `sentence` that is not negated,
    not inside a span already found (`taken`, and `spans` as the caller adds to it), not said of the rest (其余均)
    and not inside a "not all" (不是所有小区都已完成: the 都 agrees with it and says no universal)."""
    cuts = _clauses(sentence, _ZH_CUT)
    for m in pattern.finditer(sentence):
        if _ZH_NOT_BEFORE.search(sentence[max(0, m.start() - 2):m.start()]) \
                or any(sp.start < m.end() and m.start() < sp.end for sp in [*taken, *spans]
                       if sp.kind != "unsupported-addition"):
            continue
        lo, hi = next(((a, b) for a, b in cuts if a <= m.start() < b), (0, len(sentence)))
        if _REST_RE.search(sentence[lo:m.start()]) or _ZH_NOT_ALL.search(sentence, lo, m.start()):
            continue
        yield m, lo, hi


def chinese_scope_spans(sentence: str, context_sentences: Sequence[str], taken: Sequence[UnsupportedSpan],
                        question: str | None = None, contexts: Sequence[str] = ()) -> list[UnsupportedSpan]:
    """`direction` spans of a Chinese answer sentence: "all" of what the contexts count a part of
    (`_partitive_spans`), "all" of what they hold for a part only (`restricted_spans`, on the contexts' sentences
    cut at full stops only: a case and the case denied are often two halves of one sentence cut at ；), then "always"
    of what they say of one case (`chinese_always_spans`)."""
    spans = _partitive_spans(sentence, context_sentences, taken)
    spans += restricted_spans(sentence, contexts or context_sentences, [*taken, *spans])
    spans += unlimited_spans(sentence, context_sentences, [*taken, *spans])
    return spans + chinese_always_spans(sentence, context_sentences, question, [*taken, *spans])


# "no limit" said of an act (改签不限次数, 可以随时退) and a limit a context clause sets on it (改签只能办理一次)
_ZH_UNLIMITED = re.compile(r"不限(?:次数|制)?|不受(?:次数)?限制|没有(?:次数)?限制|无(?:次数)?限制|无限次|任意次|次数不限")
_ZH_LIMITED = re.compile(r"只能|只可|仅能|仅可|仅限|最多|至多|不得超过|不超过|限(?:办理|申请|使用|享受)?[一二两三四五\d]+次"
                         r"|[一二两三四五\d]+次为限|(?:可|能)[^，,；;。]{0,6}?[一两二三\d]次")


def unlimited_spans(sentence: str, context_sentences: Sequence[str],
                    taken: Sequence[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """A `direction` span on "no limit" (不限次数, 不受限制) said of an act a context clause limits (改签只能办理一次):
    a context sentence holds the words the answer's clause says the act with, and a clause of it one of those words
    with a limit (只能, 最多, 限…次, 可续借一次) and no "no limit" itself; the answer's clause sets no limit either."""
    spans: list[UnsupportedSpan] = []
    cuts = _clauses(sentence, _ZH_CUT)
    for m in _ZH_UNLIMITED.finditer(sentence):
        lo, hi = next(((a, b) for a, b in cuts if a <= m.start() < b), (0, len(sentence)))
        if any(sp.start < m.end() and m.start() < sp.end for sp in [*taken, *spans]) \
                or _ZH_LIMITED.search(sentence, lo, hi):
            continue
        keys = [w for w, a, b in _content_words(sentence, lo, hi) if not (a < m.end() and m.start() < b)
                and w not in ("次数", "限制")]
        if not keys or sum(len(w) for w in keys) < 2:
            continue
        # a sentence holding the words, and a clause of it holding one of them with a limit (…，可续借一次)
        found = next((piece for cs in context_sentences if all(w in normalize(cs) for w in keys)
                      for a, b in _clauses(cs, _ZH_CUT) if any(w in normalize(piece := cs[a:b]) for w in keys)
                      and _ZH_LIMITED.search(piece) and not _ZH_UNLIMITED.search(piece)), None)
        if found is not None:
            spans.append(_span(sentence, m.start(), m.end(), "direction",
                               Message("span.quoted_differs", {"context": found.strip(), "answer": m.group(0)})))
    return spans


def _partitive_spans(sentence: str, context_sentences: Sequence[str],
                     taken: Sequence[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """A `direction` span on each universal word of a Chinese answer sentence whose predicate a context clause
    holds with a count that is a part of a whole its sentence states before it (see the module's docstring)."""
    spans: list[UnsupportedSpan] = []
    if not _ZH_ALL.search(sentence):
        return spans
    # every context clause once: (sentence, start, end, normalised text)
    pieces = [(cs, a, b, normalize(cs[a:b])) for cs in context_sentences for a, b in _clauses(cs, _ZH_CUT)]
    for m, lo, hi in _universals(sentence, _ZH_ALL, taken, spans):
        predicate = [w for w, _, _ in _content_words(sentence, m.end(), hi)]
        if not predicate:
            continue
        ours = _zh_counts(sentence, lo, hi)
        found = None
        agrees = False
        for cs, a, b, part in pieces:
            if not all(w in part for w in predicate):
                continue
            part_of_whole = False
            for value, unit, _ in _zh_counts(cs, a, b):
                wholes = [v for v, u, k in _zh_counts(cs, 0, a) if u == unit and v > value]
                # the answer counting the part itself ("6处全部通过") says "all" of that part
                if wholes and not any(u == unit and v not in wholes for v, u, _ in ours):
                    found, part_of_whole = found or cs[a:b].strip(), True
            # (a clause counting a part says its "all" of something else: 其中298家已为全部在岗职工办理)
            agrees = agrees or (not part_of_whole and _says_all(cs[a:b]))
        if found is not None and not agrees:
            spans.append(_span(sentence, m.start(), m.end(), "direction",
                               Message("span.quoted_differs", {"context": found, "answer": m.group(0)})))
    return spans


# a restriction right before what a context clause says (仅中国移动开通了…, 只有冰箱…要求交售): the item between it and the
# predicate is the only one the predicate holds for
_ZH_ONLY = re.compile(r"仅限|仅有|仅|只有|只|唯一")
# a denial right before a word of the predicate in another clause (第三次及以后乘车不再享受换乘优惠, 未取得证书的，不予补贴)
_ZH_DENIED = re.compile(r"(?:不予|不再|不能|不得|不可|不|未|无|没有)$")
_ZH_PARTS = re.compile(r"[，,；;]")
# the universal adverbs, before the predicate they quantify (所有, 全部, 全体 are determiners as often: 所有投资者)
_ZH_ALL_ADVERB = re.compile(r"全都|都|均|一律")
_ZH_FULL_STOP = re.compile(r"(?<=[。！？!?\n])")
_UNIVERSAL_CLOSE = 0.6   # share of the answer's predicate words a context clause must hold to be compared with it


def restricted_spans(sentence: str, context_sentences: Sequence[str],
                     taken: Sequence[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """A `direction` span on each universal adverb of a Chinese answer clause (都, 均, 全都, 一律) whose predicate —
    its content words after that word — the contexts hold only for a part:

    - a context clause holding the predicate restricts it to one item (线上渠道仅中国移动开通了携号转网预约服务 against
      线上渠道三家企业都已开通…), the answer clause not naming that item nor restricting itself;
    - or the contexts' sentence holds it for one case and denies it for another (第二次乘车享受1元优惠；…第三次及以后乘车
      不再享受换乘优惠 against 每次换乘乘车均享受1元优惠), the answer clause naming no word that tells the first case
      from the second.

    Not when a context clause holding the predicate as closely says "all" itself without restricting it, nor for a
    universal word that is negated (不是都), said of the rest (其余均) or inside a "not all"."""
    spans: list[UnsupportedSpan] = []
    if not _ZH_ALL_ADVERB.search(sentence):
        return spans
    # the contexts cut at full stops only, once the answer has a universal adverb
    context_sentences = [t for cs in context_sentences for t in _ZH_FULL_STOP.split(cs) if t.strip()]
    for m, lo, hi in _universals(sentence, _ZH_ALL_ADVERB, taken, spans):
        if _ZH_RESTRICT.search(sentence, lo, hi):
            continue   # 只有中学类别都考: the answer restricts itself
        predicate = list(dict.fromkeys(w for w, _, _ in _content_words(sentence, m.end(), hi)))
        if not predicate or re.search(r"[不未没无非]", sentence[m.end():sentence.find(predicate[0], m.end())]):
            continue   # 都不享受: what the answer denies of all is the negation check's
        subject = _case_words(sentence, lo, m.start())
        found = _restricting_clause(predicate, subject, context_sentences)
        if found is not None:
            spans.append(_span(sentence, m.start(), m.end(), "direction",
                               Message("span.quoted_differs", {"context": found, "answer": m.group(0)})))
    return spans


def _restricting_clause(predicate: list[str], subject: set[str], context_sentences: Sequence[str]) -> str | None:
    """The context clause that holds `predicate` only for a part (see `restricted_spans`), or None."""
    need = max(1, math.ceil(_UNIVERSAL_CLOSE * len(predicate) - 1e-9))
    found = None
    for cs in context_sentences:
        parts = _clauses(cs, _ZH_PARTS)
        for i, (a, b) in enumerate(parts):
            part = cs[a:b]
            held = [w for w in predicate if w in part]
            if len(held) < need:
                continue
            first = min(part.find(w) for w in held)
            before = part[max(0, first - 2):first]
            if _ZH_NOT_BEFORE.search(before) or _ZH_DENIED.search(before):
                continue   # the clause denies the predicate: another check's business
            if _says_all(part) and not _ZH_ONLY.search(part):
                return None   # a clause as close says "all" of it
            only = next((o for o in _ZH_ONLY.finditer(part, 0, first)), None)
            if only is not None:
                item = {w for w, _, _ in _content_words(part, only.end(), first)}
                if item and not (item & subject):
                    found = found or part.strip()
                continue
            case = _case_words(part, 0, first)
            if i > 0 and cs[parts[i - 1][0]:parts[i - 1][1]].rstrip().endswith("的"):
                case |= _case_words(cs, *parts[i - 1])
            for j, (c, d) in enumerate(parts):
                at = _denied_at(cs[c:d], held) if j != i and not cs[c:d].rstrip("。！？!? ").endswith("的") else None
                if at is None:
                    continue
                other_case = _case_words(cs, c, c + at)
                if j > 0 and cs[parts[j - 1][0]:parts[j - 1][1]].rstrip().endswith("的"):
                    other_case |= _case_words(cs, *parts[j - 1])
                said = {w for k, (e, f) in enumerate(parts) if k not in (i, j) for w, _, _ in _content_words(cs, e, f)}
                tells = case - other_case
                if tells and not (tells & subject) and not ((other_case - case - said) & subject):
                    lead = cs[parts[j - 1][0]:parts[j - 1][1]] if j > 0 and cs[parts[j - 1][0]:parts[j - 1][1]] \
                        .rstrip().endswith("的") else ""
                    found = found or (f"{lead.strip()}，" if lead.strip() else "") + cs[c:d].strip().rstrip("。！？!?")
    return found


def _case_words(text: str, lo: int, hi: int) -> set[str]:
    """The content words of the case text[lo:hi] names, a denied one marked (未取得 → "不取得", 不合格 → "不合格"), so
    two cases told apart by a denial alone (考试合格的 / 考试不合格的) differ in a word."""
    return {("不" + w if _ZH_DENIED.search(text[max(lo, a - 2):a]) else w) for w, a, _ in _content_words(text, lo, hi)}


def _denied_at(clause: str, words: Sequence[str]) -> int | None:
    """Where the first of `words` that `clause` says with a denial right before it starts, or None."""
    found = [k for w in words if (k := clause.find(w)) >= 0 and _ZH_DENIED.search(clause[max(0, k - 2):k])]
    return min(found) if found else None


# "always" and "ever" in Chinese: said of a state or habit over time (妈妈身体一直很好, 房价一直很稳定, 从来不吃饭).
# Not 一直 before an end (一直执行到2027年底, 一直办到下午三点: "until"), not 一贯制 (九年一贯制学校: a school type).
_ZH_ALWAYS = re.compile(r"一直以来|一直(?![^，,。；;：:！!？?]{0,8}?(?:到|至))|始终|总是|从来|永远|向来|一贯(?!制)|历来")
# what in the contexts says "always" as well (一如既往, 长期, 多年来, 持续)
_ZH_ALWAYS_SAID = re.compile(_ZH_ALWAYS.pattern + r"|一如既往|长期|多年来|持续|经常|往往")


def chinese_always_spans(sentence: str, context_sentences: Sequence[str], question: str | None,
                         taken: Sequence[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """A `direction` span on an "always"/"ever" word of a Chinese answer sentence (一直, 始终, 总是, 从来, 永远, …)
    when no context sentence says any such word: the contexts state a case or an occasion and the answer makes it
    hold at all times (女儿一直都很有耐心 of one evening, 王琦瑶从来不吃饭 of one meal). Left alone: "until" (一直到),
    a word the question itself uses (the asker's framing), and words another check already marks."""
    if not _ZH_ALWAYS.search(sentence) or any(_ZH_ALWAYS_SAID.search(cs) for cs in context_sentences) \
            or (question and _ZH_ALWAYS.search(question)):
        return []
    spans: list[UnsupportedSpan] = []
    for m in _ZH_ALWAYS.finditer(sentence):
        if any(sp.start < m.end() and m.start() < sp.end for sp in [*taken, *spans]
               if sp.kind != "unsupported-addition"):
            continue
        spans.append(_span(sentence, m.start(), m.end(), "direction",
                           Message("span.always_unsaid", {"answer": m.group(0)})))
    return spans
