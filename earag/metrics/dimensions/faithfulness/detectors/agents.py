"""Who does it, in Chinese: the body an answer clause makes the doer of a verb after 由 (由县级残联审定) where every
context clause with that verb, said of the same topic, names another doer (县级残联审核，县级民政部门审定).

Both bodies and the verb are in the contexts, so overlap and the absent-name check see nothing wrong, and the swap
of two names (detectors/roles.py) needs both names in the answer clause. Dependency-light: the answer's doer is the
run of nouns after its 由; a context clause's doer is the run after its 由 or, without one, the nouns the clause opens
with. An answer clause without 由 is left alone (its opening nouns are too often a topic: 国际法则需要遵守). A context
clause with the verb whose doer the clause does not say (并于5个工作日内报…: the subject is in the clause before), a
passive one (被, 受, 遭) or one with a value after 由 ("from") decides nothing; neither does a verb no context clause
holds. The English side is `_agent_spans`.
"""
from __future__ import annotations

import re

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.clauses import _grams
from earag.metrics.dimensions.faithfulness.detectors.roles import _NOUN_FLAGS
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.detectors.values import JUDGED
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.words import _pos
from earag.nlp.text import normalize
from earag.types import UnsupportedSpan

_NOUNS = (*_NOUN_FLAGS, "nrfg")   # (roles.py's nouns, and jieba's flag for a foreign name)
_MODIFIERS = ("b", "vn", "l")   # 县级, 普查 (of 普查机构), 城乡建设: inside a run of nouns, not at its end
_BRACKETS = frozenset("（）()")
_VALUE = re.compile(r"[0-9０-９一二三四五六七八九十百千万]")
_TAKEN = frozenset({"至", "到", "给", "于"})
_PASSIVE = re.compile(r"被|受到|遭")
# verbs that say nothing of a role (是, 有, 为…), and 负责, said of a body that does what the contexts give it by 由
_LIGHT = frozenset({"是", "有", "为", "负责", "作为", "成为", "进行", "实行", "实施", "按照", "根据", "可以", "应当", "需要"})
# clauses cut at punctuation that ends one, not at brackets (乡镇（街道）普查机构 is one body)
_CLAUSE = re.compile(r"[^，,；;。！？!?：:]+")
SAME_BODY = 0.6   # share of the answer's doer's character bigrams a context doer holds for the same body (县民政部门)


def _clauses(text: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in _CLAUSE.finditer(text) if m.group(0).strip()]


def _tokens(text: str, lo: int, hi: int) -> list[tuple[str, str, int, int]]:
    return [t for t in _pos(text) if lo <= t[2] and t[3] <= hi]


def _noun_run(tokens: list[tuple[str, str, int, int]], k: int) -> int:
    """The index after the run of nouns opening at tokens[k], with the modifiers and brackets inside it (县级残联,
    乡镇（街道）普查机构: 县级 and 普查 are not nouns to jieba), ending in a noun."""
    j = end = k
    while j < len(tokens) and (tokens[j][1] in _NOUNS or tokens[j][1] in _MODIFIERS
                               or (tokens[j][0] in _BRACKETS and j > k)):
        j += 1
        if tokens[j - 1][1] in _NOUNS:
            end = j
    opened = sum(1 for t in tokens[k:end] if t[0] in "（(") - sum(1 for t in tokens[k:end] if t[0] in "）)")
    return end + 1 if opened > 0 and end < len(tokens) and tokens[end][0] in "）)" else end


def _verb_after(tokens: list[tuple[str, str, int, int]], k: int) -> tuple[str, int] | None:
    """The first verb from tokens[k] on, with its index (None when there is none): of two characters or more, or
    one with the preposition it takes (降至, 交给)."""
    for j in range(k, len(tokens)):
        word, flag = tokens[j][0], tokens[j][1]
        if flag not in ("v", "vn") or word in _LIGHT:
            continue
        if len(word) >= 2:
            return word, j
        if j + 1 < len(tokens) and tokens[j + 1][0] in _TAKEN and tokens[j + 1][2] == tokens[j][3]:
            return word + tokens[j + 1][0], j
    return None


def _answer_doer(sent: str, lo: int, hi: int) -> tuple[int, int, str] | None:
    """(start, end, verb) of the doer an answer clause gives its verb after 由 (由县级残联审定); None for a clause
    without one, with a value after 由 (由30个工作日压缩为20个工作日 is "from"), or a verb of a modifier (…的)."""
    tokens = _tokens(sent, lo, hi)
    if not tokens or _PASSIVE.search(sent[lo:hi]):
        return None
    by = next((k for k, t in enumerate(tokens) if t[0] == "由"), None)
    if by is None:
        return None
    end = _noun_run(tokens, by + 1)
    if end == by + 1:
        return None
    found = _verb_after(tokens, end)
    if found is None and end - 1 > by + 1 and tokens[end - 1][1] == "nz" and len(tokens[end - 1][0]) >= 2:
        end -= 1   # (由村民代表会议审批: jieba tags 审批 nz, the end of the run is the verb)
        found = tokens[end][0], end
    a, b = tokens[by + 1][2], tokens[end - 1][3]
    if found is None or b - a < 2:
        return None
    verb, j = found
    after = j + (2 if len(verb) > len(tokens[j][0]) else 1)
    if after < len(tokens) and tokens[after][0] == "的":
        return None   # (由单位缴纳的部分 names a part, it does not say who pays)
    return a, b, verb


def _context_doers(verb: str, ctx: _Contexts, topic: str) -> list[tuple[str, str]] | None:
    """(doer text, clause) of each context clause holding the verb, said of the answer clause's `topic` (the words
    before its 由: 副所长由陈晓燕担任 is no doer for 所长由…担任) when both name one; None when one of them does not
    say its doer or is passive (the answer's doer may be that clause's)."""
    out: list[tuple[str, str]] = []
    for cs in ctx.sentences:
        if verb not in cs.text:
            continue
        for lo, hi in _clauses(cs.text):
            clause = cs.text[lo:hi]
            at = clause.find(verb)
            if at < 0:
                continue
            if _PASSIVE.search(clause[:at]):
                return None
            by = clause.rfind("由", 0, at)
            if by >= 0 and _VALUE.match(clause, by + 1):
                return None   # (由30个工作日压缩为…: "from", no doer)
            if by >= 0:
                theirs = normalize(clause[:by])
                if not (theirs and topic) or theirs == topic:
                    out.append((clause[by + 1:at], clause))
                continue
            item = _listed_doer(cs.text, lo, clause, at)
            if item is not None:
                out.append((item, clause))
                continue
            tokens = _tokens(cs.text, lo, lo + at)
            if not tokens or _noun_run(tokens, 0) == 0:
                return None   # (the subject is in a clause before: 并于5个工作日内报…)
            out.append((clause[:at], clause))
    return out


def _listed_doer(text: str, lo: int, clause: str, at: int) -> str | None:
    """The doer of the verb at `at` when it is an item of a 、 list of doers and verbs (报乡镇人民政府审核、县级住房城乡
    建设部门审批: 县级住房城乡建设部门 审批), the nouns right after the 、; None otherwise."""
    cut = clause.rfind("、", 0, at)
    tokens = _tokens(text, lo + cut + 1, lo + at) if cut >= 0 else []
    return clause[cut + 1:at] if tokens and _noun_run(tokens, 0) == len(tokens) else None


# where a question's topic ends (置换补贴|归哪个部门审？): its verb or its question word
_ASKED_TOPIC = re.compile(r"([\u4e00-\u9fff]{2,12}?)(?:归|由|是|找|向|要|该|哪|谁|什么)")


def _asked_topic(question: str) -> str:
    """The topic a question opens with (置换补贴 of 置换补贴归哪个部门审？): the topic of an answer clause that opens
    with 由 (由财政部门审核), which says none of its own; "" without one."""
    m = _ASKED_TOPIC.match(question.strip())
    return normalize(m.group(1)) if m else ""


def _same_body(ours: str, theirs: str) -> bool:
    mine, other = _grams(normalize(ours)), _grams(normalize(theirs))
    return normalize(ours) in normalize(theirs) or len(mine & other) >= SAME_BODY * len(mine)


def zh_agent_spans(sent: str, ctx: _Contexts, taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """An `entity` span on the doer a Chinese answer clause gives a verb that the contexts give to other doers only,
    the doer itself named in the contexts (module docstring)."""
    spans: list[UnsupportedSpan] = []
    for lo, hi in _clauses(sent):
        found = _answer_doer(sent, lo, hi)
        if found is None:
            continue
        a, b, verb = found
        doer = sent[a:b]
        if normalize(doer) not in ctx.norm or any(sp.start < b and a < sp.end for sp in taken + spans):
            continue
        doers = _context_doers(verb, ctx, normalize(sent[lo:a - 1]) or _asked_topic(JUDGED.get()[1]))
        if not doers or any(_same_body(doer, theirs) for theirs, _ in doers):
            continue
        spans.append(_span(sent, a, b, "entity",
                           Message("span.quoted_differs", {"context": doers[0][1], "answer": sent[lo:hi]})))
    return spans
