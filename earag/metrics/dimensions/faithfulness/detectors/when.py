"""A point in time the answer adds and the contexts never give (幼婷去年生了小孩 against 还让幼婷生了小孩; "the board met
yesterday" against "the board met").

Absolute dates are values (detectors/values.py: 2023年 against contexts without it is a `date` span). A time relative
to the moment of speaking — 去年, 昨天, 明天, 下周, last year, tomorrow — is as specific a claim, but no value to
compare: the check here marks it as an `unsupported-addition` when the contexts hold no time of that scale at all
(no year for 去年, no day for 昨天), so the answer placed the event in time on its own. Where the contexts give any
time of the same scale (2025年, 今年, 3月5日, 本周) the relative word may well be their date restated, and it is left
to the other checks.
"""
from __future__ import annotations

import re

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.types import UnsupportedSpan

# the relative times, by scale, and what in the contexts counts as a time of that scale
_ZH_WORDS = {
    "year": ("去年", "前年", "明年", "后年", "大前年"),
    "month": ("上个月", "下个月", "上月", "下月"),
    "week": ("上周", "下周", "上星期", "下星期", "上礼拜", "下礼拜"),
    "day": ("昨天", "昨日", "前天", "明天", "明日", "后天"),
}
_EN_WORDS = {
    "year": ("last year", "next year", "the year before last"),
    "month": ("last month", "next month"),
    "week": ("last week", "next week"),
    "day": ("yesterday", "tomorrow", "the day before yesterday", "the day after tomorrow"),
}
_WEEKDAY = r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b"
_SCALE_IN_CONTEXT = {
    "year": re.compile(r"\d{2,4}\s*年|[〇零一二三四五六七八九]{2,4}年|[今去前明后本上下次当往翌同]年|[上前下]一年|年度|同比|\b(?:19|20)\d{2}\b"
                       r"|\b(?:this|last|next|following|previous|prior|same) year\b|\byear[- ](?:on|over)[- ]year\b|\ba year (?:earlier|ago|later)\b", re.I),
    "month": re.compile(r"\d{1,2}\s*月|[一二三四五六七八九十]{1,2}月|[本上下这次当]个?月|\b(?:this|last|next) month\b"
                        r"|\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b",
                        re.I),
    "week": re.compile(r"[本上下这]个?(?:周|星期|礼拜)|周[一二三四五六日末]|星期[一二三四五六日天]|\b(?:this|last|next) week\b"
                       r"|" + _WEEKDAY, re.I),
    "day": re.compile(r"\d{1,2}\s*[日号]|[一二三四五六七八九十]{1,3}[日号]|[今昨前明后当次翌隔]天|[今昨明当次翌隔]日|第二天"
                      r"|\b(?:the )?(?:next|following|previous) day\b"
                      r"|\b(?:today|yesterday|tomorrow|tonight)\b|" + _WEEKDAY, re.I),
}


_SCALE_OF = {w.lower(): scale for table in (_ZH_WORDS, _EN_WORDS) for scale, words in table.items() for w in words}
# one pass over the sentence: the longest word first at each position (上个月 before 上月, "the day before yesterday")
# a relative word inside another word is none: 此后年均, 以前年度, 后天残疾, 下周期, 提前天数
_INSIDE = {"后年": (r"[此之以最今]$", r"^[均度龄限]"), "前年": (r"[此之以提退休]$", r"^[均度龄限]"),
           "后天": (r"先天.{0,2}$", r"^[性残]"), "前天": (r"[提]$", r"^数"), "下周": ("", r"^期"), "上周": ("", r"^期")}
_WORDS_RE = re.compile("|".join(
    re.escape(w) if not w[0].isascii() else r"\b" + re.escape(w).replace(r"\ ", r"\s+") + r"\b"
    for w in sorted(_SCALE_OF, key=len, reverse=True)), re.I)


def _inside(sentence: str, start: int, end: int, word: str) -> bool:
    rule = _INSIDE.get(word)
    return rule is not None and ((rule[0] and re.search(rule[0], sentence[:start]) is not None)
                                 or re.search(rule[1], sentence[end:]) is not None)


def _words(sentence: str) -> list[tuple[int, int, str, str]]:
    """(start, end, word, scale) of the relative times in the sentence."""
    return [(m.start(), m.end(), m.group(0), _SCALE_OF[re.sub(r"\s+", " ", m.group(0).lower())])
            for m in _WORDS_RE.finditer(sentence) if not _inside(sentence, m.start(), m.end(), m.group(0))]


def time_word_spans(sentence: str, context_text: str, question: str | None,
                    taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """`unsupported-addition` spans on the relative times of `sentence` (去年, yesterday) when the contexts hold no
    time of their scale and the question does not use the word; none inside another check's span."""
    spans: list[UnsupportedSpan] = []
    for start, end, word, scale in _words(sentence):
        if any(sp.start < end and start < sp.end for sp in taken):
            continue
        if question and word.lower() in question.lower():
            continue
        if _SCALE_IN_CONTEXT[scale].search(context_text):
            continue
        spans.append(_span(sentence, start, end, "unsupported-addition", Message("span.time_unsaid", {"word": word})))
    return spans
