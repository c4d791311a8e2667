"""Source attributions: the lead-in that names where a claim comes from, judged apart from the claim.

"根据《数据出境安全评估办法》，数据处理者向境外提供重要数据的，应当申报安全评估" makes one claim (the duty to
apply) and names its source. Retrieved passages are usually cut from a document without its title, so the title
is rarely in the contexts: checked like any other name, the cited document made a sentence whose claim the
contexts state word for word score 0.3 ("上下文中没有“数据出境安全评估办法”"), and a sentence led in by
"2024年的《促进和规范数据跨境流动规定》调整了门槛：" 0.06. An unverifiable citation is a smaller fault than an
unsupported claim: the lead-in is still marked (as an unsupported addition with its own reason,
`span.source_missing`) and costs ATTRIBUTION_PENALTY of the sentence's score, but it does not block the sentence.
What follows the lead-in is judged as before: a wrong value or name there still blocks.

Only a lead-in at the start of a sentence that names a document in 《》 counts:
- 根据 / 依据 / 按照 / 依照 / 据 《X》 (的规定 / 第N条), up to the first comma or colon;
- 《X》 (第N条) 规定 / 明确 / 指出 / 提出 / 要求, up to the first comma or colon;
- a colon-introduced lead-in of at most 12 characters after 《X》, with an optional year or date before it
  ("2024年的《X》调整了门槛："; "2023年3月发布的《X》规定：").
"""
from __future__ import annotations

import re

from earag.messages import Message
from earag.types import UnsupportedSpan

ATTRIBUTION_PENALTY = 0.2   # score *= 1 - this when a sentence's cited source is not in the contexts
SOURCE_CODE = "span.source_missing"

_DOC = r"《[^《》\n]{2,40}》"
_ARTICLE = r"(?:第[一二三四五六七八九十百零〇\d]+条(?:第[一二三四五六七八九十百零〇\d]+款)?)?"
_DATE = r"(?:\d{4}年(?:\d{1,2}月(?:\d{1,2}日)?)?(?:发布|出台|印发|施行|实施|公布|修订|颁布)?的?)?"
_FRAMES = (
    re.compile(rf"\s*(?:根据|依据|按照|依照|据){_DOC}{_ARTICLE}(?:的?(?:规定|要求|精神))?(?=[，,：:])"),
    re.compile(rf"\s*{_DATE}{_DOC}{_ARTICLE}(?:规定|明确|指出|提出|要求)(?=[，,：:])"),
    re.compile(rf"\s*{_DATE}{_DOC}[^，,；;。：:！？!?]{{0,12}}(?=[：:])"),
)


def attribution_frame(sentence: str) -> tuple[int, int] | None:
    """(start, end) of the sentence's leading source attribution, or None (see the module's docstring)."""
    for pattern in _FRAMES:
        m = pattern.match(sentence)
        if m is not None:
            return m.start() + len(m.group(0)) - len(m.group(0).lstrip()), m.end()
    return None


def is_attribution(span: UnsupportedSpan) -> bool:
    return any(m.code == SOURCE_CODE for m in span.reason_messages)


def attributed(sentence: str, spans: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """The spans with those inside the sentence's source attribution replaced by one attribution span.

    Without a lead-in, or when nothing in it is unsupported (the contexts name the document), the spans as given.
    """
    frame = attribution_frame(sentence)
    if frame is None:
        return spans
    a, b = frame
    inside = [sp for sp in spans if a <= sp.start and sp.end <= b]
    if not inside:
        return spans
    reason = Message(SOURCE_CODE, {"answer": sentence[a:b]})
    kept = [sp for sp in spans if not (a <= sp.start and sp.end <= b)]
    return [*kept, UnsupportedSpan(sentence[a:b], a, b, "unsupported-addition", str(reason), [reason])]
