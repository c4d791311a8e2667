"""A short answer read in its question's frame: "Delhi" to "Where is the head office of X?" states "the head office
of X is in Delhi"; "1%" to "小规模纳税人的增值税征收率是多少？" states "小规模纳税人的增值税征收率是1%".

Seed 000 measures relevancy as cosine(question, answer) and entity coverage as |Q∩A|/|Q| on the answer's own text.
A bare value or name has almost no text of its own, so both punish the commonest answer a RAG system gives for
being brief, while a long wrong sentence that repeats the question's words gets full marks. Read with its question,
a short answer that gives the *kind* of thing the question asks for (a number to 多少 / how many, a date to 何时 /
when, a yes/no to 是否 / "Is …?", a name to 谁 / who / where) makes a statement about exactly the question's
subject: it is as relevant as that statement and covers the question's entities. Whether the value is *true* is
not relevancy's or coverage's business: the faithfulness judge checks it, and the overall score gates on it
(earag.profiles, docs/scores.md).

`frame_fit(question, answer)` says whether the answer is short and of the asked kind; `frame_statement` is the
unit (question + answer) that relevancy embeds in its place. An answer of the wrong kind ("北京" to 多少, "yes" to
"Who …?") is scored as it is.

An answer that opens by rejecting its question's premise ("没有所有南方人都喜欢吃的东西" to "所有的南方人都喜欢吃什么？",
"每个人对最好的导演都有不同的看法" to "公认的最好的导演是谁？", "我是一个人工智能，没有家乡" to "你的家乡在哪里？",
"no one knows") answers the question just as much: it says of the question's subject that there is no such value.
It names none of the question's entities by design, so it is read in the question's frame too (`rejects_premise`):
it covers the question's entities and is as relevant as question + answer. Whether the rejection is *right* is
the faithfulness judge's business, as for a short answer.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from earag.messages import Message
from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.answers import EN_SELF_AI, ZH_SELF_AI, abstains, is_short, yes_no

# What a question asks for, by its question words (checked in this order: the first that matches decides).
_ZH_KINDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    # a process, reason, list, condition or comparison asks for an explanation: no bare value answers it
    ("explain", re.compile(r"流程|程序|步骤|手续|怎么|怎样|如何|为什么|为何|哪些|什么条件|什么要求|哪些条件|要求是什么"
                           r"|条件是什么|区别|有何|影响|作用|意义|原因|内容是什么|规定了什么|主要包括")),
    ("yesno", re.compile(r"是否|能否|可否|是不是|有没有|能不能|可不可以|会不会|需不需要|要不要|吗[？?\s]*$")),
    ("date", re.compile(r"何时|什么时候|哪一?年|哪一?天|哪一?月|几月|几号|日期|截止|期限是")),
    ("number", re.compile(r"多少|几[个项次岁年天倍成种家名位条]|多久|多长|多大|多高|比例|比率|税率|征收率|费率|利率|百分之")),
    ("person", re.compile(r"谁|哪位|哪个人")),
    ("place", re.compile(r"哪里|哪儿|在哪|何地|何处|哪个(?:省|市|县|区|国家|地区|城市)")),
)
_EN_AUX = frozenset("is are was were do does did can could has have had will would should shall may might".split())
_EN_KINDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("explain", re.compile(r"^\s*(?:how|why)\b(?!\s+(?:many|much|long|old|far|tall|high|big|large)\b)|\b(?:explain|describe"
                           r"|what are the (?:steps|conditions|requirements|differences))\b", re.I)),
    ("date", re.compile(r"^\s*(?:when|in what year|what year|which year|on what date|what date)\b", re.I)),
    ("number", re.compile(r"\bhow (?:many|much|long|old|far|tall|high|big|large)\b|\bwhat (?:percentage|percent|number"
                          r"|amount|rate)\b", re.I)),
    ("person", re.compile(r"^\s*(?:who|whom|whose)\b", re.I)),
    ("place", re.compile(r"^\s*where\b", re.I)),
)
_EN_WH = re.compile(r"\b(?:what|which|who|whom|whose|when|where|why|how)\b", re.I)
_MONTHS = re.compile(r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:century|decade|christmas)\b",
                     re.I)
_NUMBER_WORDS = re.compile(r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty"
                           r"|fifty|hundred|thousand|million|billion|dozen|half)\b", re.I)
_ZH_NUMERAL = re.compile(r"[0-9０-９零〇一二两三四五六七八九十百千万亿半]")
_NUMERIC = re.compile(r"[$€£¥]?\d[\d.,，:：/\-–]{0,18}\s?[%％]?")   # "31,250", "1,000", "$3.5", "12:30"
_ZH_DATE = re.compile(r"[0-9０-９零〇一二三四五六七八九十]+\s*[年月日号]|[上中下]旬|季度|年底|年初|月底|月初")


# An answer's opening sentence that says the asked value varies from case to case or that the one asked does not
# hold it (beside answers.abstains' refusals and denials of existence): 有不同的看法, 因人而异, 不固定, 我是人工智能.
_ZH_REJECTS = re.compile(r"(?:有|持)(?:各种|各自)?不同的?(?:看法|观点|答案|选择|理解|感受|标准)|各不相同|不尽相同|(?:并)?不固定(?!资产)"
                         r"|没有(?:公认|统一|固定|唯一)的?|(?:没有|并非|不是)所有|没有哪(?:一|个|位|种|家)|可能(?:来自|是|有)不同的?"
                         rf"|{ZH_SELF_AI}")   # the one asked is an AI (answers.ZH_SELF_AI)
# (vary/differ: "it varies", "differs from person to person" — not a comparison, "the rule differs from last year's")
_EN_REJECTS = re.compile(r"\b(?:varies|vary)\b|\bdiffers? (?:from (?:person|one|case|place|country|region|state) to|by|"
                         r"between|across|among|depending)\b|\bdifferent (?:people|opinions|views)\b|\bthere is no (?:single|one|"
                         rf"agreed|official)\b|{EN_SELF_AI}", re.I)
_FIRST_SENTENCE = re.compile(r"[^。！？!?\n]+(?:[。！？!?]|$)|[^.\n]+(?:\.(?=\s|$)|$)")


@dataclass(frozen=True)
class FrameFit:
    """Whether a short answer gives what its question asks for, and which kind that is."""

    fits: bool
    asked: str        # yesno | date | number | person | place | any
    reason: str
    message: Message | None = field(default=None, compare=False, repr=False)   # the reason's code (earag.messages)

    @classmethod
    def of(cls, fits: bool, asked: str, message: Message) -> "FrameFit":
        """A fit whose reason is `message`, kept as its stored (English) text with the code beside it."""
        return cls(fits, asked, str(message), message)

    def to_dict(self) -> dict[str, object]:
        coded = {"reason_messages": [self.message.to_dict()]} if self.message is not None else {}
        return {"fits": self.fits, "asked": self.asked, "reason": self.reason, **coded}


# the asked kinds, named in a fit's reason in the reader's language
_KIND_CODES = {"yesno": "frame.kind.yesno", "explain": "frame.kind.explain", "date": "frame.kind.date",
               "number": "frame.kind.number", "person": "frame.kind.person", "place": "frame.kind.place",
               "any": "frame.kind.any"}


def asked_kind(question: str) -> str:
    """What the question asks for: yesno, explain (a process, reason or list: 流程, 如何, 哪些, how, why), date,
    number, person, place, or any (what/which/什么/哪个…)."""
    q = (question or "").strip()
    if en.is_english(q):
        first = re.match(r"\s*([A-Za-z]+)", q)
        if first and first.group(1).lower() in _EN_AUX and not re.search(r"\bor\b", q, re.I):
            return "yesno"
        for kind, pattern in _EN_KINDS:
            if pattern.search(q):
                return kind
        # a statement turned into a question ("Morning glory and Sorbus are both a genus of plants?",
        # "… are related to water?"): no question word, no choice offered, a closing question mark
        if q.endswith(("?", "？")) and not _EN_WH.search(q) and not re.search(r"\bor\b", q, re.I):
            return "yesno"
        return "any"
    for kind, pattern in _ZH_KINDS:
        if pattern.search(q):
            return kind
    return "any"


def _gives(answer: str, asked: str, question: str) -> bool:
    """Whether a short, non-yes/no answer is of the asked kind."""
    text = answer.strip()
    english = en.is_english(text) or not re.search(r"[\u4e00-\u9fff]", text)
    if asked == "number":
        return bool(re.search(r"\d", text) or (_NUMBER_WORDS.search(text) if english else _ZH_NUMERAL.search(text)))
    if asked == "date":
        return bool(re.search(r"\d", text) or (_MONTHS.search(text) if english else _ZH_DATE.search(text)))
    if asked in ("person", "place"):   # a name: not a bare number; in English, capitalised
        if re.fullmatch(r"[\d\s.,%％]+", text):
            return False
        return any(w.capital for w in en.words(text)) if english else True
    if asked == "explain":   # a process, reason or list is not a value or a name
        return False
    if asked == "yesno":   # a choice the question offers ("Is A or B …?" is not yes/no) — the answer's words in it
        found = [w.stem for w in en.words(text) if w.content] if english else [text]
        low = question.lower()
        return bool(found) and all((s in {w.stem for w in en.words(question)}) if english else (s in low)
                                   for s in found)
    return True


def rejects_premise(answer: str) -> bool:
    """Whether the answer opens by rejecting its question's premise or declining it: no such thing, no one, it
    varies, it cannot be known, I am an AI (answers.abstains and the patterns above, on its first sentence)."""
    first = _FIRST_SENTENCE.search((answer or "").strip())
    if first is None:
        return False
    sentence = first.group(0)
    return bool(abstains(sentence) or (_EN_REJECTS if en.is_english(sentence) else _ZH_REJECTS).search(sentence))


def frame_fit(question: str, answer: str) -> FrameFit | None:
    """None when the answer is not short (a statement is judged on its own words) and does not reject the
    question's premise; otherwise whether it gives the kind of thing the question asks for (a rejection always
    answers it)."""
    polar = yes_no(answer, question)   # a bare "no" is short too, although it is a negation word
    if not (question or "").strip():
        return None
    if not (polar is not None or is_short(answer) or _NUMERIC.fullmatch(answer.strip())):
        if rejects_premise(answer):
            return FrameFit.of(True, asked_kind(question), Message("frame.premise"))
        return None
    asked = asked_kind(question)
    if polar is not None:
        fits = asked == "yesno"
        return FrameFit.of(fits, asked, Message("frame.yesno_fits" if fits else "frame.yesno_unfit"))
    fits = _gives(answer, asked, question)
    kind = Message(_KIND_CODES[asked]) if asked in _KIND_CODES else asked
    return FrameFit.of(fits, asked, Message("frame.short_fits" if fits else "frame.short_unfit", {"asked": kind}))


def frame_statement(question: str, answer: str) -> str:
    """The unit a short answer states: its question followed by the answer ("…是多少？ 1%")."""
    return f"{question.strip()} {answer.strip()}"
