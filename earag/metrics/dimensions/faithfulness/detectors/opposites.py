"""One character turned into its opposite in a passage copied from the contexts (向转入学校申请 there, 向转出学校申请
here; 上年度 there, 本年度 here).

A hallucination that copies the contexts' words keeps nearly all of their bigrams, so overlap calls it supported,
and the direction and negation detectors know words (上涨/下跌, 可以/不得), not the single characters that carry the
meaning inside a compound (转入/转出, 上年度/本年度, 对内/对外). Here every character of the sentence that has an
opposite is read with WINDOW characters either side: when that window is nowhere in the contexts but the same window
with the opposite character is, the sentence copies the contexts and changes exactly that character.
"""
from __future__ import annotations

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.types import UnsupportedSpan

# Characters whose swap turns a phrase into its opposite, and the times of reference (上年/本年/下年, 去年/今年/明年).
# A time of reference counts only when the contexts never pair the answer's character with its neighbour: a faithful
# answer rewords "去年…300元，今年提高到500元" as "今年…500元", whose window meets 去年's.
_OPPOSITE_GROUPS = (
    "出入", "进出", "前后", "先后", "高低", "多少", "大小", "长短", "增减", "升降", "涨跌", "内外", "买卖", "收支",
    "正负", "男女", "左右", "东西", "南北", "早晚", "新旧", "始终", "首末", "有无", "胜负", "输赢", "盈亏", "加减",
    "轻重", "快慢", "远近", "冷热", "强弱", "宽窄", "深浅", "优劣", "正副", "借贷", "收付", "上下本", "今去明",
)


def _opposite_index(groups: tuple[str, ...]) -> dict[str, frozenset[str]]:
    """Each character with the characters opposite to it in any of its groups."""
    index: dict[str, frozenset[str]] = {}
    for group in groups:
        for ch in group:
            index[ch] = index.get(ch, frozenset()) | frozenset(group.replace(ch, ""))
    return index


_OPPOSITES = _opposite_index(_OPPOSITE_GROUPS)
_TIMES = frozenset("上下本今去明")
WINDOW = 2          # characters kept on each side of the changed one (more on one side at the sentence's ends)
MIN_KEPT = 3        # at least this many unchanged characters around it, in all


def _opposite_spans(sentence: str, ctx: _Contexts, taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """`direction` spans on the characters of `sentence` that the contexts hold, in the same words around them,
    as their opposite; none where another check's span already covers the character."""
    spans: list[UnsupportedSpan] = []
    text = ctx.text
    size = len(sentence.rstrip("。！？!?；;，, \n"))   # the closing stop is no character to keep
    for i, ch in enumerate(sentence[:size]):
        others = _OPPOSITES.get(ch)
        if not others or any(sp.start <= i < sp.end for sp in [*taken, *spans]):
            continue
        # WINDOW a side, or more on one side where the other meets the sentence's start or end
        lo = max(0, i - WINDOW - max(0, i + 1 + WINDOW - size))
        hi = min(size, i + 1 + WINDOW + max(0, WINDOW - i))
        before, after = sentence[lo:i], sentence[i + 1:hi]
        if len(before) + len(after) < MIN_KEPT or not _plain(before + after):
            continue
        if before + ch + after in text:
            continue
        if not (before and after) and (before + ch + after[:WINDOW])[-WINDOW - 1:] in text:
            # at the sentence's start or end the window is one-sided: 女生宿舍每… against 男生宿舍每…，女生宿舍为…
            # names another subject the contexts also describe (the value checks bind it), not an opposite
            continue
        if ch in _TIMES and ((after and ch + after[0] in text) or (before and before[-1] + ch in text)):
            continue   # the contexts speak of this time too (今年 beside 去年): a reworded sentence about it
        theirs = next((before + o + after for o in sorted(others) if before + o + after in text), None)
        if theirs is not None:
            spans.append(_span(sentence, i, i + 1, "direction",
                               Message("span.quoted_differs", {"context": theirs, "answer": before + ch + after})))
    return spans


def _plain(chars: str) -> bool:
    """Chinese characters around the changed one, digits of a date or value beside them (26日之前) at most: a window
    across punctuation compares nothing, nor one mostly of digits."""
    han = sum("\u4e00" <= c <= "\u9fff" for c in chars)
    return han >= 2 and all("\u4e00" <= c <= "\u9fff" or c.isdigit() for c in chars)
