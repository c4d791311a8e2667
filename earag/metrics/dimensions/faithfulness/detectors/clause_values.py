"""Chinese values the contexts give to another clause's event: "主观题考试安排在9月30日" where the contexts say
"主观题考试于10月19日举行" and 9月30日 only in "考生须在9月30日前确认报考主观题并缴费".

A value belongs to the clause it stands in. The answer's clause is compared, by its content words (values aside),
with every context clause that states the answer's value and with every clause that gives another value of its kind:
when a clause of the second sort is more about the answer's clause (`_wins`), the value is another event's. A value the contexts never state is left to the value
check (detectors/values.py); a clause with fewer than two content words decides nothing.
"""
from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.detectors.values import JUDGED, _small
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.words import _all_content_words, _pos
from earag.nlp.facts import Fact, extract_facts, money_like, same_kind, same_value
from earag.types import UnsupportedSpan

ABOUT = 0.5    # the share of the answer clause's words a rival holding more of them than any stating clause has
ELIDED = 3     # a context clause with this many content words or fewer says what the value clause before it said
_CUT = re.compile(r"[，；;,：:。！？!?（）()]")
# a quantifier over the whole a value counts
_WHOLE = re.compile(r"都|全部|均|所有|全都")
# words of an answer's hedge or source, not of what its clause says
_HEDGES = frozenset({"一般", "情况", "通常", "原则", "正常", "根据", "资料", "规定", "按照"})
# the rate a value is counted by (每月, 每人, 每个, 每年): a word of the value, not of the event it belongs to
_PER = re.compile(r"每[\u4e00-\u9fff]{1,2}")
# families whose values name a thing rather than say something of an event (a level, a grade)
_LEFT_ALONE = frozenset({"bare", "level", "prize"})


@lru_cache(maxsize=8192)
def _clauses(sentence: str) -> tuple[tuple[str, tuple[Fact, ...], tuple[str, ...]], ...]:
    """A context sentence's clauses that hold a value: (clause, its values, its content words, values aside). A
    clause is read with the one before it when that one ends in 的 (中度失能的，每月400元), it has fewer than two
    content words of its own or it opens with a comparison (…1.1万对，比上年上升2.8%), and with the one after it
    when it ends in a time limit the next clause says the purpose of (…领取营业执照后30日内，到主管税务机关办理税务登记);
    the clauses after a heading (生育医疗费用实行定额支付：顺产3000元，剖宫产4500元) or
    after the sentence's first clause (新版医保目录于…公布，…起正式执行: its subject) have that clause's words too,
    a clause of few words (ELIDED) those of the clause before it with a value of its kind (在职职工最高支付限额为3000元，
    退休人员为4000元), and a clause after a condition without a value (未形成无形资产的，…，再按…100%…) its words;
    a clause naming a whole (420辆公交车中，已有260辆完成替换) has the words of the clauses counting its parts."""
    cuts = [0, *(m.end() for m in _CUT.finditer(sentence)), len(sentence) + 1]
    pieces = [sentence[a:b - 1] for a, b in zip(cuts, cuts[1:])]
    colon = next((i for i, (a, b) in enumerate(zip(cuts, cuts[1:])) if sentence[b - 1:b] in ("：", ":")), None)
    topic = 0 if colon is None else colon
    heading = _words(_without_values(pieces[topic], extract_facts(pieces[topic])))
    out: list[tuple[str, tuple[Fact, ...], tuple[str, ...]]] = []
    own: list[tuple[str, ...]] = []   # each value clause's own words (an item takes those of the item before, once)
    condition: tuple[str, ...] = ()   # the words of a condition without a value (未形成无形资产的，…，再按…100%…)
    for i, clause in enumerate(pieces):
        facts = tuple(extract_facts(clause))
        if not facts:
            condition = _words(clause) if clause.endswith("的") else condition
            continue
        if i + 1 < len(pieces) and (clause.endswith("的") or _limit_for(clause, pieces[i + 1])):
            limit = _limit_for(clause, pieces[i + 1])
            clause = clause + "，" + pieces[i + 1]   # a condition or a time limit read with what follows from it
            if limit and _BRING.match(pieces[i + 1]) and i + 2 < len(pieces) and _limit_for(pieces[i], pieces[i + 2]):
                clause = clause + "，" + pieces[i + 2]   # (…30日内，持身份证明…，到车管所申请转移登记: what it is for)
        elif i > 0 and i - 1 != colon and (pieces[i - 1].endswith("的") or _COMPARED.match(clause)
                                            or len(_words(_without_values(clause, facts), rates=True)) < 2
                                            or (pieces[i - 1].startswith("对") and _group(pieces[i - 1]))):
            clause = pieces[i - 1] + "，" + clause   # (对收入来源不固定的家庭，每半年核查一次: the topic it speaks of)
        facts = tuple(extract_facts(clause))
        words = _words(_without_values(clause, facts))
        families = {f.family for f in facts}
        item = next((k for k in range(len(out) - 1, -1, -1) if families & {f.family for f in out[k][1]}), None)
        own.append(words)
        if len(words) <= ELIDED and item is not None:   # 退休人员为4000元 after 在职职工最高支付限额为3000元
            words = tuple(dict.fromkeys((*words, *own[item])))   # (the predicate the item before of its kind said)
        if i > topic:
            words = tuple(dict.fromkeys((*words, *heading)))
        words = tuple(dict.fromkeys((*words, *condition)))
        condition = condition if families <= {"date"} else ()   # (自2023年1月1日起 dates what follows, keeps it)
        if clause.endswith(("中", "里")):   # the whole the later clauses count parts of (420辆公交车中，已有260辆…)
            words = tuple(dict.fromkeys((*words, *(w for p in pieces[i + 1:] for w in _words(p)))))
        out.append((clause, facts, words))
    return tuple(out)


def _words(text: str, rates: bool = False) -> tuple[str, ...]:
    """Content words of two characters or more (至, 自, 年: too light to say what a clause is about), hedges and rates
    aside (一般情况下是7个工作日内签发 is about 签发; 每个人每月最多分到1500元 is not about 每个婴幼儿每月1000元). With
    `rates`, the rates count: for whether a clause has words enough of its own to be read alone (已绝育犬只每只每年100元)."""
    return tuple(dict.fromkeys(w for w, _, _ in _all_content_words(text)
                               if len(w) >= 2 and w not in _HEDGES and (rates or not _PER.fullmatch(w))))


# a change against an earlier time, said of the clause before (办理离婚登记1.1万对，比上年上升2.8%)
_COMPARED = re.compile(r"\s*(?:比|较|同比|环比)")
# a clause ending in a time limit (…之日起30日内，向…提出申请): its predicate is the next clause's
_TIME_LIMIT = re.compile(r"\d[\d.]*\s*(?:个)?(?:日|天|个月|月|年|周|小时|个工作日|工作日)(?:以内|之内|内|以前|之前|前)$")


# a clause naming the event a period counts from (外国员工入境以后，单位要在十五天以内…)
_SINCE = re.compile(r"(?:以后|之后|后|起)$")


def _limit_for(clause: str, after: str) -> bool:
    """Whether `clause` ends in a time limit and `after`, giving no date or period of its own, says what it is for."""
    return bool(_TIME_LIMIT.search(clause)) and not any(f.family in ("duration", "date") for f in extract_facts(after))


def limit_then_purpose(text: str) -> bool:
    """Whether two joined clauses are a time limit and what it is for (…之日起30日内，向…提出申请)."""
    parts = re.split(r"[，,]", text, maxsplit=1)
    return len(parts) == 2 and _limit_for(*parts)


# what a time limit's clause may name before its purpose: what to bring (…30日内，持身份证明…，到车管所申请…)
_BRING = re.compile(r"\s*(?:持|凭|携带|带上|带着)")
# a clause that goes on about the subject of the one before (…新能源营运货车，还能另外拿…的补贴): no subject of its own
_CONTINUES = re.compile(r"\s*(?:还|也|再|就|才|另外|并且|并|而且|同时|则|都)")


def _group(text: str) -> bool:
    """Whether a clause only names a group it describes (收入来源不固定、家庭成员有劳动能力的家庭): a 的-phrase ending in a
    noun, without a value; the clause after it says what holds for that group."""
    tokens = [t for t in _pos(text) if t[0].strip()]
    return "的" in text and bool(tokens) and tokens[-1][1].startswith(("n", "vn")) and not extract_facts(text)


def _wording(fact: Fact) -> bool:
    """One written in words (一年加起来 for 每年, 一回): wording as often as a claim (两个月内 is a claim)."""
    return fact.text.startswith("一") and _small(fact)


def _clause_of(sentence: str, fact: Fact) -> str:
    """The answer's clause holding the value, read with the one before it as the contexts' are (`_clauses`)."""
    cuts = [0, *(m.end() for m in _CUT.finditer(sentence)), len(sentence) + 1]
    start = max(c for c in cuts if c <= fact.start)
    end = min(c for c in cuts if c > fact.start) - 1
    clause = sentence[start:max(end, fact.end)]
    if end < len(sentence):   # (…15天内，可以向上一级法院上诉: what the limit is for)
        after = sentence[end + 1:min(c for c in cuts if c > end + 1) - 1]
        if after and _limit_for(clause, after):
            clause = clause + "，" + after
    if start > 0:
        before = sentence[max(c for c in cuts if c < start):start - 1]
        if before.endswith("的") or _SINCE.search(before) or len(_words(_without_values(clause, extract_facts(clause)))) < 2 \
                or _CONTINUES.match(clause) or _group(before):
            return before + "，" + clause   # (…有劳动能力的低保家庭，每年核查一次: the clause speaks of that topic)
    return clause


def _without_values(text: str, facts: Sequence[Fact]) -> str:
    """The text less its values; a label (第三名, 第二档, 一级) is a word of what the clause is about and stays."""
    out = text
    for f in sorted((f for f in facts if not f.text.startswith("第") and (f.family not in _LEFT_ALONE or money_like(f))),
                    key=lambda f: -f.start):
        out = out[:f.start] + " " + out[f.end:]
    return out


def _found(word: str, clause: str) -> bool:
    """The word is in the clause, and not as the other side of it (住宅 in 非住宅); a two-character word also as the
    abbreviation of two words the clause gives with one or two characters between its characters (重评 for 重新评估,
    复审 for 复核审查: Chinese shortens a compound to the first character of each part)."""
    at = clause.find(word)
    while at >= 0:
        if at == 0 or clause[at - 1] not in "非不无未":
            return True
        at = clause.find(word, at + 1)
    if len(word) == 2 and all("\u4e00" <= ch <= "\u9fff" for ch in word):
        return any(at == 0 or clause[at - 1] not in "非不无未" for at in _abbreviated(word[0], word[1], clause))
    return False


def _abbreviated(first: str, last: str, clause: str) -> Iterator[int]:
    """Where `first`, one or two Chinese characters, then `last` stand in the clause: the starts of the matches of
    re.finditer(first + "[\u4e00-\u9fff]{1,2}" + last) (greedy, not overlapping), without compiling that pattern per
    word (the character class costs about a millisecond to compile, and the re module keeps only 512 patterns)."""
    at = clause.find(first)
    while at >= 0:
        end = -1
        if "\u4e00" <= clause[at + 1 : at + 2] <= "\u9fff":
            if "\u4e00" <= clause[at + 2 : at + 3] <= "\u9fff" and clause[at + 3 : at + 4] == last:
                end = at + 4
            elif clause[at + 2 : at + 3] == last:
                end = at + 3
        if end < 0:
            at = clause.find(first, at + 1)
        else:
            yield at
            at = clause.find(first, end)


def _match(mine: Sequence[str], clause: str, theirs: Sequence[str]) -> tuple[float, float]:
    """(recall of the answer clause's words in the context clause, Dice of the two word sets: on a tie of recall,
    the closer clause is the one `max` keeps)."""
    if not mine or not theirs:
        return 0.0, 0.0
    shared = sum(1 for w in mine if w in theirs or _found(w, clause))
    return shared / len(mine), 2 * shared / (len(mine) + len(theirs))


def _wins(rival: tuple[float, float], stating: tuple[float, float]) -> bool:
    """The rival clause holds more of the answer clause's words (ABOUT of them at least) than any clause stating the
    value. (As many with a closer match was tried: it took the value of a list's shorter item for another's.)"""
    return rival[0] > stating[0] and rival[0] >= ABOUT


_OR = re.compile(r"或者|或是|或")


def alternatives(fact: Fact, rival: Fact, ctx: _Contexts) -> bool:
    """Whether a context sentence offers the two values as alternatives of one role (在7月份…（按季预缴）或6月份（按月
    预缴）…时): the value is the other branch's, not another subject's."""
    for k, facts in enumerate(ctx.sent_facts):
        text = ctx.sentences[k].text
        for a in (f for f in facts if same_value(fact, f, ctx.years)):
            for b in (g for g in facts if same_value(rival, g, ctx.years)):
                lo, hi = (a.end, b.start) if a.start < b.start else (b.end, a.start)
                if 0 <= hi - lo <= 20 and _OR.search(text, lo, hi) and not re.search(r"[，,；;。]", text[lo:hi]):
                    return True
    return False


def _full_sentences(ctx: _Contexts) -> list[tuple[str, tuple[Fact, ...]]]:
    """The contexts' sentences with those cut at a semicolon joined again (an item after ； says what the items before
    it said: 每月发放护理补贴200元；中度失能的，每月400元), each with its values; once per prepared contexts."""
    if not ctx.full_sentences and ctx.sentences:
        texts: list[str] = []
        for cs in ctx.sentences:
            if texts and texts[-1].endswith(("；", ";")) and cs.pos > 0:
                texts[-1] += cs.text
            else:
                texts.append(cs.text)
        ctx.full_sentences = [(t, tuple(extract_facts(t))) for t in texts]
    return ctx.full_sentences


def _rivals(fact: Fact, other: Fact) -> bool:
    """Whether a context value is one the answer's value could be put for: of its kind, or a length of time in
    working days for one in days (10个工作日内离境 where the contexts say 90日内离境 and 10个工作日 of 退付)."""
    return same_kind(fact, other) or {fact.family, other.family} == {"workday", "duration"}


def clause_value_spans(sentence: str, ctx: _Contexts, taken: Sequence[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """The values of a Chinese answer sentence that the contexts state only in clauses about something else, while
    a clause about what the answer's clause says gives another value of the kind (the module docstring). A value
    the question gives is the asker's (我有两套房), not the answer's claim."""
    spans = []
    sentences = _full_sentences(ctx)
    asked = extract_facts(JUDGED.get()[1])   # the asker's (also when the question is judged as a yes/no's statement)
    by_family: dict[tuple[str, bool], list[str]] = {}
    for fact in extract_facts(sentence):
        kind = (fact.family, money_like(fact))
        if (fact.family in _LEFT_ALONE and not kind[1]) or any(sp.start < fact.end and fact.start < sp.end for sp in taken) \
                or any(same_value(fact, q, ctx.years) for q in asked) or _wording(fact):
            continue
        # only the sentences holding a value of the kind
        near = by_family.get(kind)
        if near is None:
            near = by_family[kind] = [text for text, facts in sentences if any(_rivals(fact, g) for g in facts)]
        if not any(same_value(fact, g, ctx.years) for _, facts in sentences for g in facts):
            continue   # a value the contexts never state: the value check's (detectors/values.py)
        own = _clause_of(sentence, fact)
        if _WHOLE.search(own):
            continue   # 85份申报材料都进入了答辩环节: the count of a whole said of all of it (detectors/scope.py)
        own_facts = extract_facts(own)
        if any(o.family == fact.family and not same_value(o, fact, ctx.years) and alternatives(fact, o, ctx)
               for o in own_facts):
            continue   # 7月份（或按月预缴的6月份）: the contexts' other branch of the clause's own value (在7月份…或6月份…)
        mine = _words(_without_values(own, own_facts))
        if len(mine) < 2:
            continue
        stating, rival, rival_clause = (0.0, 0.0), (0.0, 0.0), ""
        # the answer clause's other values that a clause stating its value gives too (第一审 in every clause of a
        # list of appeal deadlines) tell no clause from another
        common = [o for o in own_facts if o is not fact and any(
            same_value(fact, g, ctx.years) and any(same_value(o, h, ctx.years) for h in facts)
            for text in near for _, facts, _ in _clauses(text) for g in facts)]
        for text in near:
            for clause, facts, theirs in _clauses(text):
                same = any(same_value(fact, g, ctx.years) for g in facts)
                if not same and not any(_rivals(fact, g) for g in facts):
                    continue
                if not same and any(same_value(o, g, ctx.years) for o in own_facts if o not in common for g in facts):
                    continue   # the clause of another value the answer's clause gives (20批次里有2批次…)
                got = _match(mine, clause, theirs)
                if same:
                    stating = max(stating, got)
                elif got > rival:
                    rival, rival_clause = got, clause
        if rival_clause and _wins(rival, stating):
            spans.append(_span(sentence, fact.start, fact.end, fact.kind,
                               Message("span.quoted_differs", {"context": rival_clause, "answer": own.strip()})))
    return spans
