"""Sentences that claim nothing the contexts could support or contradict: a deferral to the authorities' word, advice to
ask elsewhere, a courtesy ("具体以当地血站的规定为准。", "如有疑问，请咨询当地税务机关。", "I hope this helps."). RAG answers
end with them routinely; seed 001 would count each as an unsupported sentence, and the answer's judge score, pulled
towards its weakest sentence (formula.graded_share), would fall to a fifth for a correct answer that adds one.

Such a sentence is left out of the answer's judge score (docs/scores.md, "Faithfulness") when every clause of it is
one of these formulas and it carries nothing checkable: no digit and no span the judge found unsupported other than
wording (an invented name or office, a number: "可拨打12320咨询" and "请咨询北京市卫健委" still count). Its verdict stays
as judged, with a note saying it was not counted. An answer made only of such sentences is judged on all of them.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from earag.messages import Message

NOT_COUNTED = "judge.no_claim"

_ZH_FORMULAS = re.compile(
    r"以.{0,16}为准|仅供参考|供参考"
    r"|(?:建议|请|可|可以|欢迎|最好|务必|记得|应当?|需要?)(?:您|你|大家|申请人|纳税人|企业)?.{0,14}"
    r"(?:咨询|联系|查阅|查询|了解|关注|留意|核实|确认|问询|垂询)"
    r"|如有(?:疑问|问题|需要|疑虑|不明|其他问题|变化|调整)|如需(?:了解|办理|帮助|咨询)"
    r"|希望.{0,10}(?:帮助|有用)|详情(?:请|可)?(?:咨询|见|参阅|参见|登录|查询)?"
    r"|(?:政策|规定|标准|口径).{0,6}(?:可能|或将|或|会)?(?:有所)?(?:调整|变化|变动|更新)")
_EN_FORMULAS = re.compile(
    r"\bplease (?:consult|contact|check|refer|verify|confirm|ask)\b|\bfor (?:more|further|the latest|full) "
    r"(?:details|information|guidance)\b|\bhope (?:this|that|it) helps\b|\bcheck with\b|\bconsult (?:your|a|an|the)\b"
    r"|\bcontact (?:your|the) (?:local|nearest)\b|\b(?:is|are|may be) subject to change\b|\bmay (?:change|vary)\b",
    re.I)
_CONNECTIVE = re.compile(r"^(?:此外|另外|同时|当然|不过|但是?|总之|最后|因此|所以|另|也|并且?|also|however|finally|and|but)[，,\s]*",
                         re.I)
_CLAUSES = re.compile(r"[，,；;：:]")


def claims_nothing(sentence: str, spans: Sequence) -> bool:
    """Whether the sentence is only deferral/advice/courtesy formulas with nothing checkable in it."""
    if any(ch.isdigit() for ch in sentence) or any(getattr(s, "kind", "") != "unsupported-addition" for s in spans):
        return False
    clauses = [_CONNECTIVE.sub("", c.strip(" 。.!！?？\"“”")) for c in _CLAUSES.split(sentence)]
    clauses = [c for c in clauses if c]
    return bool(clauses) and all(_ZH_FORMULAS.search(c) or _EN_FORMULAS.search(c) for c in clauses)


def counted(verdicts: Sequence) -> list:
    """The verdicts that count in the answer's judge score; each one left out gets the NOT_COUNTED note (once)."""
    out = [v for v in verdicts if not claims_nothing(v.sentence, v.unsupported_spans)]
    if not out:
        return list(verdicts)   # nothing but formulas: judged on them
    for v in verdicts:
        if v not in out and not any(m.code == NOT_COUNTED for m in v.reason_messages):
            note = Message(NOT_COUNTED)
            v.reason_messages.append(note)
            v.reason = f"{v.reason}；{note}" if v.reason else str(note)
    return out
