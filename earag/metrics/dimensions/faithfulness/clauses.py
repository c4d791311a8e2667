"""A sentence cut into clauses, and the negation and direction words found in a text (what the prepared contexts
and the checks compare)."""
from __future__ import annotations

import re
from functools import lru_cache

from earag.metrics.dimensions.faithfulness.lexicon import (
    _ABSENCE_RE,
    _AMOUNT_CHANGE_RE,
    _BOUND_NEGATIONS,
    _BOUND_WORDS,
    _BOUNDED,
    _CLAUSE_RE,
    _COMPARATIVE_RE,
    _DIR_INDEX,
    _DIR_RE,
    _DIRECTIONS,
    _EXCEEDING,
    _EXEMPTIONS,
    _MODAL_NEGATIONS,
    _NEG_RE,
    _NOT_NEGATION_AFTER_BU,
    _NOT_NEGATION_AFTER_WEI,
    _NOT_ONLY,
    _REST_RE,
    _WITHIN_RE,
)
from earag.nlp.facts import extract_facts
from earag.nlp.text import normalize

# a negation right before a comparative or a "within" word: the negation check compares those (没有比去年低, 不符合)
_NEGATED_BEFORE = re.compile(r"(?:不|未|没有|没|并非|不是)$")


def _grams(norm: str) -> set[str]:
    return {norm[i : i + 2] for i in range(len(norm) - 1)} or ({norm} if norm else set())


_NOT_NECESSARILY = re.compile(r"一定(?:要|需要|需|须|得)")


def _negations(text: str) -> list[tuple[int, int, str]]:
    out = []
    for m in _NEG_RE.finditer(text):
        word, end = m.group(0), m.end()
        if word == "不" and text.startswith(_NOT_NEGATION_AFTER_BU, end) and not _NOT_NECESSARILY.match(text, end):
            continue   # (不一定要本人到场 is 无须本人到场: a negated obligation, not an uncertainty)
        if word == "未" and text.startswith(_NOT_NEGATION_AFTER_WEI, end):
            continue
        if word == "不" and text[m.start() - 1:m.start()] == "差":
            continue   # 差不多六个星期: about, not a negation
        if word in _BOUND_NEGATIONS and text.startswith(_EXCEEDING, end):
            continue  # 没有超出标准: a bound (the direction words 没有超出 / 超出 compare it), not a negation
        if word in _MODAL_NEGATIONS and text.startswith(_BOUNDED, end):
            continue  # 不得超过3年, 不得少于20日: a bound as well (最多3年, 至少20日), compared as a direction word
        if text.startswith(_NOT_ONLY, end) and word not in _EXEMPTIONS:
            continue  # 不能只备案: "not only", the statement stands
        out.append((m.start(), end, word))
    return out


# what joins a denied predicate to one denied right before it (不能停车也不能充电, 不得转让或者不得出租)
_ALSO_NOT = re.compile(r"[^，,；;：:。！!？?]*(?:也|又|亦|也都|或者|或)$")


def _polar_negations(text: str) -> list[tuple[int, int, str]]:
    """The negations of `text` that count for its polarity: `_negations` less one that denies a predicate joined to
    one denied before it with no clause break between (不能停车也不能充电 denies once, as 禁止停放或为其充电 does)."""
    out: list[tuple[int, int, str]] = []
    for n in _negations(text):
        if out and n[2] not in _EXEMPTIONS and out[-1][2] not in _EXEMPTIONS \
                and _ALSO_NOT.fullmatch(text, out[-1][1], n[0]):
            continue
        out.append(n)
    return out


def _about_material(clause: str) -> bool:
    """Whether the clause speaks about the material itself (资料中没有…的规定, 根据资料): not a claim about the world."""
    return _ABSENCE_RE.search(clause) is not None


def _clauses(text: str) -> list[tuple[int, int]]:
    """(start, end) of the clauses of a sentence, without surrounding spaces."""
    return list(_cached_clauses(text))


@lru_cache(maxsize=16384)   # every check splits the same answer sentence, and some the same context sentences
def _cached_clauses(text: str) -> tuple[tuple[int, int], ...]:
    out = []
    for m in _CLAUSE_RE.finditer(text):
        clause = m.group(0)
        lead = len(clause) - len(clause.lstrip())
        s, e = m.start() + lead, m.start() + len(clause.rstrip())
        if e > s:
            out.append((s, e))
    return tuple(out)


def _clause_grams(clause: str) -> set[str]:
    """The bigrams an answer clause is aligned by, without its own negations (没有目标 is about 目标明确): polarity
    is what the checks then compare."""
    bare = normalize("".join(clause[a:b] for a, b in _gaps(clause, _negations(clause))))
    return _grams(bare) if len(bare) >= 2 else _grams(normalize(clause))


def _gaps(text: str, cuts: list[tuple[int, int, str]]) -> list[tuple[int, int]]:
    """The stretches of `text` between the cuts."""
    out, pos = [], 0
    for a, b, _ in cuts:
        out.append((pos, a))
        pos = b
    out.append((pos, len(text)))
    return out


# a number and its unit or measured noun right before a bound word (10万元以下, 1万吨标准煤以上, 60周岁及以上)
_AFTER_NUMBER = re.compile(r"(?:\d|[\d.]+%|[零一二两三四五六七八九十百千万亿]+[个名人户家项次年月日天岁周吨元])"
                           r"[^\d，,；;。！？!?、\s]{0,5}$")


_NEEDY_GROUP = re.compile(r"群众|家庭|人员|职工|学生|户|企业|群体|人群|老人|老年人|儿童|残疾人|对象|地区|县")


def _directions(text: str) -> list[tuple[int, int, str]]:
    """(start, end, word) of the direction words of a text (raise, lower, exempt, …), in order."""
    return list(_cached_directions(text))


@lru_cache(maxsize=16384)   # answer sentences, their clauses and context sentences, asked by several checks
def _cached_directions(text: str) -> tuple[tuple[int, int, str], ...]:
    out = []
    for m in _DIR_RE.finditer(text):
        if m.group(0) in _BOUND_WORDS and not _AFTER_NUMBER.search(text[max(0, m.start() - 8): m.start()]):
            continue   # only a bound after a number and its unit (1万吨标准煤以上), not 以上政策
        if text.startswith(("率", "额"), m.end()) and m.group(0) in _DIRECTIONS["levy"][0]:
            continue  # 征收率 is a rate, 收取额 an amount: nouns, not the levy
        if _DIR_INDEX[m.group(0)][0] == "operation" \
                and text.startswith(("时间", "时段", "日期", "者", "商", "方"), m.end()):
            continue  # 开放时间 names the hours, 运营者 who runs a thing: nouns, not whether it is open or runs
        if re.search(r"(?:不|未|没有|并非|无需|不再|不是)$", text[max(0, m.start() - 2) : m.start()]) \
                and not m.group(0).startswith("不"):
            continue  # 不免征, 未降低, 不是必须: the negation check compares these, a negated direction is no direction
        if _DIR_INDEX[m.group(0)] == ("modality", "down") and text[max(0, m.start() - 1): m.start()] == "才":
            continue  # 满一年以上才可以申请: the condition 须满一年 says, no permission against it
        if m.group(0) == "困难" and _NEEDY_GROUP.match(text, m.end()):
            continue  # 困难群众, 困难家庭: a group the policy names, not a hardship said of something
        if _DIR_INDEX[m.group(0)] == ("scope", "up") and _REST_RE.search(text[max(0, m.start() - 8) : m.start()]):
            continue  # 其余均为三级文物: all of the rest, a part of the whole (detectors/scope.py)
        out.append((m.start(), m.end(), m.group(0)))
    for m in _AMOUNT_CHANGE_RE.finditer(text):  # 能少200块: less by an amount (not inside 至少, 多于)
        if not any(s <= m.start(1) < e for s, e, _ in out):
            out.append((m.start(1), m.end(1), m.group(1)))
    for m in _COMPARATIVE_RE.finditer(text):  # 比去年同期低了: the comparative is the change (not inside 降低, 低于)
        if not any(s <= m.start(1) < e for s, e, _ in out) \
                and not _NEGATED_BEFORE.search(text[max(0, m.start(1) - 2): m.start(1)]):
            out.append((m.start(1), m.end(1), m.group(1)))
    for m in _WITHIN_RE.finditer(text):  # 符合国家标准: within the standard (不符合 is the negation check's)
        if not _NEGATED_BEFORE.search(text[max(0, m.start() - 2): m.start()]):
            out.append((m.start(), m.end(), m.group(1)))
    return tuple(sorted(out))


def _bounds(text: str) -> frozenset[tuple[str, str, str]]:
    """The values a text bounds with a comparison word next to them: (unit family, value, "up" | "down").

    年收入超过500万元的企业 → (money, 5000000.0, up); 月销售额10万元以下 → (money, 100000.0, down). Two clauses that bound
    the same value in opposite directions speak of two groups (不超过500万元的企业 and 超过500万元的企业), not of one."""
    compare = [(s, e, w) for s, e, w in _directions(text) if _DIR_INDEX[w][0] == "compare"]
    if not compare:
        return frozenset()
    out = set()
    for f in extract_facts(text):
        for s, e, w in compare:
            if 0 <= f.start - e <= 1 or 0 <= s - f.end <= 1:
                out.add((f.family, repr(f.value), _DIR_INDEX[w][1]))
    return frozenset(out)
