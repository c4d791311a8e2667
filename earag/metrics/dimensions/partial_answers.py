"""What a one-value, yes/no or two-part question asks for beyond a single value: tiers, conditions, asked parts, slot.

Completeness (completeness.py) judges list questions. Three other ways an answer covers less than the question
asks and the contexts give, each graded as a share (never a cliff):

1. **Tiers.** "住房租金扣除标准是多少？" asks one value, but the context sentence most about the question binds it to
   conditions in parallel clauses: 每月1500元 / 每月1100元 / 每月800元 by city size. Values with the same unit after
   the same words (the same predicate: "标准为每月", "of up to") are tiers of one answer. An answer that gives a value
   of that unit is judged by the share of the tiers it gives; an answer giving no such value (a bare "no", a name,
   a vague sentence) is not (faithfulness and relevancy judge it). One value in the contexts is no tier: a correct
   bare "1%" is complete.
2. **Conditions of a yes/no answer.** "小型微利企业能否享受…？" answered "能，…可以享受。" while the contexts attach
   年应纳税所得额不超过300万元: the conditions (values after 不超过/超过/不低于/以上/以下 …, "over", "at least" …) of
   the sentences most about the question count as asked for. Only for a statement: a bare 是/否/yes/no stays the
   question's own statement (question_frame).
3. **Asked parts.** "扣除标准是多少，从何时开始执行？" asks a number and a date: each part whose kind can be checked
   (number, date) is given when the answer holds a value of that kind; other parts count as given.
4. **The asked slot.** "向哪个部门申报？" answered "向有关部门申报": the organisations the sentences about the
   question name are asked for; a generic 有关部门 / "the relevant authority" names none of them.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.answers import is_short, yes_no
from earag.metrics.dimensions.question_frame import asked_kind
from earag.nlp.text import bigram_pool, normalize, recall_in

# a value and the words before it: digits with a unit (元, 万元, %, 个月 …; English: %, percent, $ …)
_ZH_VALUE = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)(%|万元|亿元|元|个月|年|天|人|倍|个工作日|万人|平方米|公里|小时)")
_EN_VALUE = re.compile(r"([$€£¥]?)(\d[\d,]*(?:\.\d+)?)\s?(%|percent\b|per cent\b|million\b|billion\b|thousand\b"
                       r"|years?\b|months?\b|days?\b|hours?\b|yuan\b|dollars\b|euros\b)?", re.I)
_ZH_DATE = re.compile(r"\d{4}年(?:\d{1,2}月(?:\d{1,2}日)?)?|\d{1,2}月\d{1,2}日")
_EN_DATE = re.compile(r"\b(?:1[5-9]|20)\d\d\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d", re.I)
PREFIX_ZH = 4      # characters before a value that name its predicate ("标准为每月")
PREFIX_EN = 2      # words before a value
ZH_CLAUSE = 12     # characters before a sentence's first value that stand for its clause (punctuation normalised away)
# what stands between two values of one enumeration (not 至/到/"to": a range's ends are no tiers of one answer)
_ZH_LISTED = re.compile(r"\s*(?:和|及|与|或|以及)\s*")
# 、 between two values, kept as 和 through normalize (which drops 、 as it drops the dash of a range 6%—10%)
_ZH_LISTED_MARK = re.compile(r"(?<=[%元月年天人倍时里米])\s*、\s*(?=\d)")
_EN_LISTED = re.compile(r"\s*(?:,|,?\s*and|,?\s*or)\s*", re.I)
_ZH_CONDITION = re.compile(r"(?:不超过|超过|不低于|低于|不少于|少于|不高于|高于|达到|满|至少|未满)\s*$|^(?:以上|以下|以内)")
_EN_CONDITION = re.compile(r"\b(?:over|more than|less than|at least|up to|exceeding|not exceeding|above|below|under"
                           r"|no more than|fewer than|at most|minimum of|maximum of)\s*$", re.I)
EN_REACH = 3          # words before an English condition that may name what it bounds
CONDITION_SHARE = 0.6   # a yes/no question's conditions come from sentences holding this share of its content
_ZH_PART_SPLIT = re.compile(r"[，,；;？?]|以及|并且|同时")
# in English only "… and when/what …" joins two asked parts: ", who wrote," after a name is a relative clause
_EN_PART_SPLIT = re.compile(r",?\s+and\s+(?=(?:what|when|how|who|which|where)\b)|\?\s+(?=[A-Z])", re.I)
_ZH_QWORD = re.compile(r"多少|几|何时|什么时候|哪一?年|哪一?天|哪|谁|什么|是否|能否|如何|怎样|吗")
_EN_QWORD = re.compile(r"^\s*(?:what|when|how|who|which|where|whom|in what|on what|is|are|was|were|do|does|did)\b", re.I)
_CHECKED_KINDS = ("number", "date")


@dataclass
class PartialCheck:
    """The things a one-value, yes/no or two-part question asks for, and which of them the answer gives."""

    mechanism: str                       # tiers | conditions | parts
    items: list[str] = field(default_factory=list)
    given: list[str] = field(default_factory=list)

    @property
    def missing(self) -> list[str]:
        return [i for i in self.items if i not in self.given]

    @property
    def score(self) -> float:
        return round(len(self.given) / len(self.items), 4) if self.items else 1.0


def _values(text: str, english: bool, at: bool = False) -> list:
    """(value as written, unit, words before it[, offset]) for each value of the text (dates left out). A value
    that follows another in an enumeration (3%、10%、20%; "3%, 10% and 20%") has the words before the first one:
    the run shares one predicate, and its own neighbour ("3%、") is no predicate."""
    out: list = []
    last: tuple[int, str, str] | None = None   # the previous value's end, unit and words before it
    if english:
        for m in _EN_VALUE.finditer(text):
            unit = (m.group(1) + (m.group(3) or "")).lower()
            if not unit:   # "20 hectares": the content word after a number is its unit
                after = en.words(text[m.end():m.end() + 20])
                unit = after[0].text.lower() if after and after[0].content and after[0].text.isalpha() else ""
            if not unit or _EN_DATE.match(text, m.start()) and not m.group(3):
                continue   # a bare number or a year is no amount
            words = " ".join([w.text.lower() for w in en.words(text[:m.start()])][-PREFIX_EN:])
            if last and last[1] == unit and _EN_LISTED.fullmatch(text[last[0]:m.start()]):
                words = last[2]
            last = (m.end(), unit, words)
            out.append((m.group(0).strip(), unit, words, *((m.start(),) if at else ())))
        return out
    dates = [d.span() for d in _ZH_DATE.finditer(text)]
    for m in _ZH_VALUE.finditer(text):
        if any(a <= m.start() < b for a, b in dates):
            continue
        before = re.sub(r"[\d.]", "", text[max(0, m.start() - PREFIX_ZH):m.start()])
        if last and last[1] == m.group(2) and _ZH_LISTED.fullmatch(text[last[0]:m.start()]):
            before = last[2]
        last = (m.end(), m.group(2), before)
        out.append((m.group(0), m.group(2), before, *((m.start(),) if at else ())))
    return out


def full_sentences(texts: Sequence[str]) -> list[str]:
    """Sentences ending at 。！？ (or ". " in English), not at ；: the clauses of a tier stay together."""
    return [s.strip() for t in texts for s in re.split(r"(?<=[。！？!?])|(?<=\.)\s+(?=[A-Z])|\n", t) if s.strip()]


def has_values(sentence: str, english: bool) -> bool:
    return bool(_values(sentence if english else normalize(sentence), english))


def _holds(text: str, value: str, english: bool) -> bool:
    """Whether the text gives the value (thousands separators and spaces before a unit ignored)."""
    def plain(t: str) -> str:
        t = re.sub(r"(?<=\d),(?=\d{3})", "", t.lower() if english else normalize(t))
        return re.sub(r"(?<=\d)\s+(?=\D)", "", t)
    key = plain(value)
    return bool(re.search(r"(?<![\d.])" + re.escape(key) + (r"(?!\d)" if key[-1:].isdigit() else ""), plain(text)))


def _condition(text: str, at: int, english: bool) -> str:
    """The words a value is bound to: its own clause up to the value and the clause before it."""
    clauses = re.split(r"[,;:]" if english else r"[，,；;：:]", text[:at])
    return " ".join(clauses[-2:]).lower()


def _zh_condition(text: str, at: int) -> str:
    """The words a value at `at` of normalised Chinese text is bound to (its punctuation gone): from the end of the
    value before it, or of the run of values it is listed in (3%和10%和20%: the run's first value's words)."""
    before = [m for m in _ZH_VALUE.finditer(text, 0, at) if m.end() <= at]
    start, first = None, at
    for m, nxt in zip(before, [*(b.start() for b in before[1:]), at]):
        if _ZH_LISTED.fullmatch(text[m.end():nxt]):
            first = min(first, m.start())
        else:
            start, first = m.end(), at
    # the sentence's first value: its clause, about ZH_CLAUSE characters (the sentence's head, 纳税人…住房租金支出，
    # is every tier's, not the first one's)
    return text[start if start is not None else max(0, first - ZH_CLAUSE):first]


def _picked_by_question(question: str, text: str, values: list[tuple[str, int]], english: bool) -> list[str]:
    """The values whose condition names a question term the other conditions do not: 20% for 小型微利企业 and 15%
    for 高新技术企业 to a question about 高新技术企业 are not tiers of one answer (the question picks one)."""
    q = question.lower() if english else normalize(question)
    size = 2 if english else 3
    def grams(t: str) -> set[str]:
        units = [w.stem for w in en.words(t) if w.content] if english else list(t)
        return {" ".join(units[i:i + size]) for i in range(len(units) - size + 1)}
    wanted = grams(q)
    named = [grams(_condition(text, at, english) if english else _zh_condition(text, at)) & wanted for _, at in values]
    shared = set.intersection(*named) if named else set()
    hits = [len(n - shared) for n in named]
    if not any(hits):
        return [v for v, _ in values]
    return [v for (v, _), h in zip(values, hits) if h == max(hits)]


def tiers(question: str, answer: str, about: Sequence[str], english: bool) -> PartialCheck | None:
    """Values of one unit after the same words in the sentences about the question (two at least), when the answer
    gives a value of that unit (see the module docstring)."""
    answer_units = {u for _, u, _ in _values(answer, english)}
    for sentence in about:
        text = sentence if english else normalize(_ZH_LISTED_MARK.sub("和", sentence))
        groups: dict[tuple[str, str], list[tuple[str, int]]] = {}
        for value, unit, before, at in _values(text, english, True):
            if before.strip():
                groups.setdefault((unit, before), []).append((value, at))
        for (unit, _), found in groups.items():
            values = list(dict.fromkeys(_picked_by_question(question, text, found, english)))
            if len(values) >= 2 and unit in answer_units:
                if not english and _tier_count(question, answer) == len(values):
                    return None   # 分几档？ "分七档": the number asked for is given, the tiers are not asked
                return PartialCheck("tiers", values, [v for v in values if _holds(answer, v, english)])
    return None


_ZH_COUNT_ASKED = re.compile(r"几(档|级|类|种|项|个档次)")
_ZH_DIGITS = {c: i for i, c in enumerate("零一二三四五六七八九")} | {"两": 2}


def _tier_count(question: str, answer: str) -> int | None:
    """The number of tiers an answer states when the question asks how many (税率分几档？ "分七档"): the number
    before the question's own measure word; None when the question asks no count or the answer states none."""
    asked = _ZH_COUNT_ASKED.search(question)
    if not asked:
        return None
    said = re.search(r"(\d+|[零一二两三四五六七八九十]{1,3})" + re.escape(asked.group(1)), answer)
    if not said:
        return None
    word = said.group(1)
    if word.isdigit():
        return int(word)
    tens, _, ones = word.partition("十")
    if "十" not in word:
        return _ZH_DIGITS.get(word) if len(word) == 1 else None
    return (_ZH_DIGITS.get(tens, 1) if tens else 1) * 10 + (_ZH_DIGITS.get(ones, 0) if ones else 0)


def _question_share(question: str, sentence: str, english: bool) -> float:
    """The share of the question's content (word stems; Chinese: character bigrams) the sentence holds."""
    if english:
        want = {w.stem for w in en.words(question) if w.content}
        return len(want & {w.stem for w in en.words(sentence) if w.content}) / len(want) if want else 0.0
    grams = bigram_pool(re.sub(r"能否|是否|可否|可以|能不能|吗|呢", " ", question))
    return recall_in({g for g in grams if len(g) == 2 and g.strip()}, bigram_pool(sentence))


def _bounds_asked(question: str, text: str, at: int) -> bool:
    """English: whether the condition bounds a common noun or verb of the question within EN_REACH words before
    it ("Farmers with at least 20 hectares" to "Can farmers apply …?"), not a neighbouring fact ("Scorsese's career
    spans over 50 years" to "Are … both directors?")."""
    asked = {w.stem for w in en.words(question) if w.content and not w.capital}
    before = en.words(re.sub(_EN_CONDITION, "", text[:at]))[-EN_REACH:]
    return any(w.stem in asked for w in before)


def _sets_condition(question: str, clause: str, english: bool) -> bool:
    """Whether the question itself names what the condition bounds (主营业务收入占比不达标 to 主营业务收入占…60%以上)."""
    if english:
        return False
    q = normalize(question)
    c = normalize(clause)
    return any(c[i:i + 4] in q for i in range(len(c) - 3))


def conditions(question: str, answer: str, about: Sequence[str], english: bool) -> PartialCheck | None:
    """The condition values the sentence stating a yes/no question attaches (values after 不超过, "at least" …), for
    an answer that is a statement, not a bare yes/no. The sentence must hold CONDITION_SHARE of the question's
    content (it states what is asked, not a neighbouring fact), and a condition the question names is not asked."""
    if asked_kind(question) != "yesno" or yes_no(answer, question) is not None or is_short(answer):
        return None
    pattern = _EN_CONDITION if english else _ZH_CONDITION
    found: list[str] = []
    for sentence in about:
        if _question_share(question, sentence, english) < CONDITION_SHARE:
            continue
        text = sentence if english else normalize(sentence)
        for value, _, _, at in _values(text, english, True):
            bound = pattern.search(text[max(0, at - 12):at]) or (not english and pattern.search(text[at + len(value):]))
            if english and not _bounds_asked(question, text, at):
                continue
            if bound and not _sets_condition(question, _condition(text, at, english), english):
                found.append(value)
    found = [v for v in dict.fromkeys(found) if not _holds(question, v, english)]
    if not found:
        return None
    return PartialCheck("conditions", found, [v for v in found if _holds(answer, v, english)])


def _gives_kind(answer: str, kind: str, english: bool) -> bool:
    if kind == "date":   # "1957" to an English question is a year whatever language the bare answer reads as
        return bool(_EN_DATE.search(answer) or _ZH_DATE.search(answer))
    return bool(_values(answer, english)) or bool(re.search(r"\d", (_EN_DATE if english else _ZH_DATE).sub("", answer)))


def asked_parts(question: str) -> list[tuple[str, str]]:
    """The parts of a question that asks two things or more ((part, kind)), each with its own question word;
    an empty list for a question asking one thing."""
    english = en.is_english(question)
    pieces = (_EN_PART_SPLIT if english else _ZH_PART_SPLIT).split(question.strip().rstrip("？?"))
    parts = [(p.strip(), asked_kind(p.strip() + "?")) for p in pieces
             if p.strip() and (_EN_QWORD if english else _ZH_QWORD).search(p)]
    return parts if len(parts) >= 2 else []


def parts(question: str, answer: str, english: bool) -> PartialCheck | None:
    """The parts of a question that asks two things or more, when one of them asks a number or a date; a part of
    those kinds is given when the answer holds a value of its kind."""
    asked = asked_parts(question)
    if not any(k in _CHECKED_KINDS for _, k in asked):
        return None
    # a part of another kind (a name, a reason) cannot be checked here: it counts as given
    english = en.is_english(question)
    return PartialCheck("parts", [p for p, _ in asked],
                        [p for p, k in asked if k not in _CHECKED_KINDS or _gives_kind(answer, k, english)])


# 4. The asked slot (module docstring)
_ZH_SLOT = re.compile(r"哪个(?:部门|机构|单位|机关)|哪一?级(?:部门|机关)?|哪家(?:机构|单位)|由谁|谁(?:负责|认定|审批|受理)")
_EN_SLOT = re.compile(r"\b(?:which|what)\s+(?:government\s+)?(?:agency|department|ministry|authority|body|office"
                      r"|bureau|regulator)\b", re.I)
_ZH_ORG = re.compile(r"[\u4e00-\u9fff]{2,12}?(?:部门|管理局|委员会|办公室|局|厅|署|部(?![分位件长]))")
_ZH_ORG_CUT = re.compile(r"通过|向|由|经|报|到|所在地|或|、|的|，|,|；|。")
_EN_ORG = re.compile(r"\b(?:[A-Z][a-z]+\s+){0,4}(?:Department|Agency|Ministry|Authority|Office|Bureau|Commission"
                     r"|Council|Committee|Administration)(?:\s+of(?:\s+[A-Z][a-z]+)+)?")
_GENERIC_ORG = re.compile(r"^(?:有关|相关|主管|各级|其他|职能|行政|政府)")


def _org_names(sentence: str, english: bool) -> list[str]:
    if english:
        return [m.group(0) for m in _EN_ORG.finditer(sentence)]
    names = []
    for piece in _ZH_ORG_CUT.split(sentence):
        found = _ZH_ORG.match(piece)
        if found and not _GENERIC_ORG.match(found.group(0)):
            names.append(found.group(0))
    return names


def has_names(sentence: str, english: bool) -> bool:
    return bool(_org_names(sentence, english))


def asks_slot(question: str, english: bool) -> bool:
    return bool((_EN_SLOT if english else _ZH_SLOT).search(question))


def slot(question: str, answer: str, about: Sequence[str], english: bool) -> PartialCheck | None:
    """A question asking which department, agency or level: the organisations the sentences about it name; an
    answer naming none of them ("有关部门", "the relevant authority") gives none of what was asked."""
    if not (_EN_SLOT if english else _ZH_SLOT).search(question):
        return None
    names = list(dict.fromkeys(n for s in about for n in _org_names(s, english) if n.lower() not in question.lower()))
    if not names:
        return None
    text = answer.lower() if english else normalize(answer)
    given = [n for n in names if n.lower() in text or (not english and _overlap(normalize(n), text) >= SLOT_MATCH)]
    return PartialCheck("slot", names, given)


SLOT_MATCH = 0.6   # share of a name's characters an answer must hold, in order (网信部门 gives 国家网信部门)


def _overlap(name: str, text: str) -> float:
    """Longest common substring of the name and the text, as a share of the name."""
    best = 0
    for i in range(len(name)):
        for j in range(i + best + 1, len(name) + 1):
            if name[i:j] in text:
                best = j - i
            else:
                break
    return best / len(name) if name else 0.0
