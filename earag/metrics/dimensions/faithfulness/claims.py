"""Sentences that claim nothing the contexts could support or contradict: a deferral to the authorities' word, advice to
ask them, a courtesy ("具体以当地血站的规定为准。", "如有疑问，请咨询当地税务机关。", "I hope this helps."). RAG answers
end with them routinely; seed 001 would count each as an unsupported sentence, and the answer's judge score, pulled
towards its weakest sentence (formula.graded_share), would fall for a correct answer that adds one.

Such a sentence is left out of the answer's judge score (docs/judge.md, "From sentences to the answer") when every
clause of it is, whole, one of the formulas below and it carries nothing checkable: no digit or numeral and no span the
judge found unsupported other than wording (or the office it sends the reader to, named by its kind as the contexts do not: 当地社保经办机构).
The formulas are templates, matched from the clause's start to its end, not
words found anywhere: "以…为准" only with the authorities or the locality as its object (以当地规定为准, not
缴费基数以职工上年度月平均工资为准, which states a rule), "请咨询…" only when nothing follows the asking ("请联系公积金中心
提取现金" asks for something), "policies may vary" only as a hedge. Its verdict stays as judged, with a note saying it was
not counted. An answer made only of such sentences is judged on all of them.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from earag.diagnosis import NOT_COUNTED
from earag.messages import Message

# the free part of a template: no punctuation, digit or numeral (a number is always checkable)
_FREE = r"[^，,。；;：:\d〇零一二两三四五六七八九十百千万亿半]"
_WHO = r"(?:当地|所在地|属地|官方|最新|正式|相关|有关|各地|主管|政府|权威|实际|本地|户籍地)"
# who is asked: an office, desk or line, never a deed (请联系公积金中心提取现金 asks for something)
_DESK = r"(?:部门|机关|中心|机构|单位|窗口|热线|网站|官网|血站|医院|局|委|办|所|处|站|平台|客服|工作人员|社区|街道|银行|学校)"
_ZH_TEMPLATES = [
    # a deferral: 具体以当地规定为准, 请以官方发布为准, 一切以最新公告为准, 实际以相关部门解释为准
    rf"(?:具体|详细|最终|实际|一切|具体情况|具体政策|具体标准|具体要求|相关内容|以上内容|以上信息)?(?:还)?(?:请|建议)?(?:您)?"
    rf"(?:以|按|依){_WHO}{_FREE}{{0,10}}(?:为准|执行|办理)",
    # ... or to whoever decides the particular case, after 具体/实际/最终 (具体以所在单位安排为准, 实际以学校办理进度为准)
    rf"(?:具体|实际|最终)(?:情况|时间|金额|标准|结果|安排|办理)?(?:还)?(?:请|建议)?(?:您)?以{_FREE}{{1,12}}为准",
    r"(?:以上|上述|本)?(?:内容|信息|回答|答复|解答)?(?:仅供参考|仅作参考|供参考)",
    # advice to ask: 如有疑问，请咨询当地血站 / 建议关注官方通知 / 详情请咨询12333 (a number: never a formula)
    rf"(?:具体|详细)?(?:办理流程|办理方式|情况|事宜|要求|政策|规定)?(?:建议|请|可|可以|欢迎|最好|务必)(?:您|你)?"
    rf"(?:及时|提前|直接|进一步|随时)?(?:向|到|与|前往)?{_FREE}{{0,12}}(?:咨询|联系|致电|垂询)"
    rf"(?:{_FREE}{{0,10}}?{_DESK})?(?:了解)?(?:详情|具体情况|具体政策|具体规定|相关政策|办理流程|确认)?",
    rf"(?:建议|请|可|可以)(?:您|你)?(?:及时|持续|密切)?关注{_WHO}?{_FREE}{{0,8}}(?:通知|公告|发布|信息|动态|政策|网站)",
    r"详情(?:请|可)?(?:咨询|垂询|见官网|登录官网查询)",
    r"如(?:果)?(?:您|你)?(?:还)?有(?:疑问|问题|需要|疑虑|其他问题|任何问题|其他疑问)",
    r"如需(?:了解|咨询|帮助)(?:更多|详情|具体情况)?",
    rf"(?:以上|上述)(?:内容|信息|回答|答复)(?:根据|依据|基于){_FREE}{{0,10}}(?:整理|总结|归纳|汇总)(?:而成)?",
    rf"(?:本政策)?(?:的)?(?:最终)?解释权归{_FREE}{{0,12}}所有",
    r"(?:欢迎|可以|请)(?:继续|随时)(?:提问|咨询|联系)",
    # courtesy and hedges: 希望对您有帮助, 祝您办理顺利, 各地政策可能存在差异, 政策可能随时调整
    r"希望(?:以上|这些|我的)?(?:内容|信息|回答|解答)?(?:能|可以)?(?:对您|对你)?(?:有所)?(?:帮助|有用|有帮助)",
    r"祝(?:您|你)(?:办理|申请)?(?:顺利|生活愉快|一切顺利)",
    r"各地(?:的)?(?:政策|规定|标准|执行标准|做法|要求)?(?:可能)?(?:存在|有所|会有|略有)?(?:差异|不同|不尽相同|区别)",
    r"(?:具体|实际)(?:办理|情况|执行|标准)?(?:时)?(?:可能)?(?:会)?因(?:地区|地|人|情况|地方)而异",
    r"(?:政策|规定|相关政策)(?:可能|或将)(?:会)?(?:随时|适时|不定期)?(?:有所)?(?:调整|变化|更新|变动)",
]
# number words: a sentence holding one says something checkable (the digits are checked in claims_nothing)
_EN_NUMBER = re.compile(r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|hundred|thousand|million"
                        r"|half)\b", re.I)
_EN_FREE = r"[a-z' -]{0,40}"
_EN_TEMPLATES = [
    rf"(?:please )?(?:check|confirm|consult) with (?:your|the) (?:local |nearest |relevant )?{_EN_FREE}"
    r"(?: for (?:details|more details|more information|further information|the latest information|advice))?",
    rf"(?:please )?(?:contact|consult|ask) (?:your|the|a) (?:local |nearest |relevant )?{_EN_FREE}"
    r"(?: for (?:details|more details|more information|further information|the latest information|advice))?",
    rf"it is advisable to (?:check|confirm|consult) with {_EN_FREE}",
    rf"for (?:more|further|full|the latest|the most accurate|the most up-to-date) (?:details|information|guidance)"
    rf"(?: on this)?,? (?:please )?(?:visit|see|check|consult|contact|refer to) {_EN_FREE}",
    r"(?:i )?hope (?:this|that|it|the above)(?: information| answer)? (?:helps|is helpful|was helpful|is useful)",
    r"(?:please )?let me know if you have any (?:other |more |further )?questions",
    r"feel free to ask if you have any (?:other |more |further )?questions",
    r"(?:this|the above) (?:information|answer|content) is for (?:general )?reference only",
    r"(?:local )?(?:policies|rules|regulations|requirements) (?:may|might|can) (?:differ|vary|change)"
    r"(?: by (?:locality|region|area|location|city|province))?(?: over time)?",
]
_ZH = re.compile("|".join(f"(?:{t})" for t in _ZH_TEMPLATES))
_EN = re.compile("|".join(f"(?:{t})" for t in _EN_TEMPLATES), re.I)
_LEAD = re.compile(r"^(?:此外|另外|同时|当然|不过|总之|最后|另|请注意|需要注意的是|温馨提示|please note that|also|finally|"
                   r"in any case|note that)[，,:：\s]*", re.I)
_CLAUSES = re.compile(r"[，,；;：:]")


def _formula(clause: str) -> bool:
    return bool(_ZH.fullmatch(clause) or _EN.fullmatch(clause))


_ZH_RUN = re.compile("(?:" + "|".join(f"(?:{t})" for t in _ZH_TEMPLATES) + ")+")


def _formulas(clause: str) -> bool:
    """A clause that is one formula or several run together (如有疑问请咨询当地医保经办机构)."""
    return _formula(clause) or bool(_ZH_RUN.fullmatch(clause))


_CUTS = re.compile(r"[，,；;]")


def without_formula_tail(sentence: str) -> str:
    """The sentence without the formula clauses it ends with ("…可以按规定报销，如有疑问请咨询当地医保经办机构。" → "…可以
    按规定报销"); the sentence itself when it ends with none, or is nothing but formulas (`claims_nothing` reads
    those)."""
    body = sentence.rstrip(" \t\n。.!！")
    cuts = [m.start() for m in _CUTS.finditer(body)]
    end = len(body)
    for cut in reversed(cuts):
        clause = _LEAD.sub("", body[cut + 1:end].strip(" \"“”")).strip()
        if not clause or not _formulas(clause) or any(ch.isdigit() for ch in clause):
            break
        end = cut
    head = body[:end]
    # (nothing but formulas before it either: the sentence is one, left whole)
    if end == len(body) or not head.strip() or all(_formulas(c.strip()) for c in _CUTS.split(head) if c.strip()):
        return sentence
    return head


# a sentence that only announces the list after it (办理步骤如下：, 需要准备以下材料：, The documents you need are as
# follows:): the items are the claims
_LIST_OF = r"(?:几点|几项|几个方面|几种|几类|材料|资料|文件|证件|证明|步骤|流程|程序|条件|要求|内容|方式|途径|渠道|事项|项目)"
_LIST_INTRO = re.compile(rf"(?:(?![不未无禁免]){_FREE}){{0,16}}(?:如下|(?:以下|下列){_LIST_OF})[：:]"
                         r"|[a-z' -]{0,60}(?:as follows|the following(?: [a-z' -]{0,30})?)\s*:", re.I)


def claims_nothing(sentence: str, spans: Sequence, evidence: str = "") -> bool:
    """Whether every clause of the sentence is, whole, a deferral/advice/courtesy template with nothing checkable, or
    the sentence only announces the list after it (`_LIST_INTRO`). A deferral (以…为准) is checkable where its
    `evidence` sentence of the contexts says itself whose word counts (以税务机关审核确认的结果为准)."""
    if any(ch.isdigit() for ch in sentence) or _EN_NUMBER.search(sentence) \
            or any(getattr(s, "kind", "") != "unsupported-addition" and not _desk_named(s, sentence) for s in spans):
        return False
    if "为准" in sentence and "为准" in (evidence or ""):
        return False
    if _LIST_INTRO.fullmatch(_LEAD.sub("", sentence.strip(" \t\n\"“”"))):
        return True
    text = _LEAD.sub("", sentence.strip(" \t\n。.!！?？\"“”"))
    clauses = [_LEAD.sub("", c.strip(" \"“”")) for c in _CLAUSES.split(text)]
    clauses = [c.strip() for c in clauses if c.strip()]
    return bool(clauses) and (_formula(text) or all(_formula(c) for c in clauses))


_DESK_END = re.compile(rf"{_DESK}$")


def _desk_named(span, sentence: str) -> bool:
    """Whether a span is the office the sentence sends the reader to, named by its kind and the reader's locality (请咨询
    当地社保经办机构): an absent name, but what the formula asks of, not a claim. A named office (北京市卫健委) says
    which one, and is checked."""
    text = getattr(span, "text", "")
    return getattr(span, "kind", "") == "entity" and bool(_DESK_END.search(text)) \
        and bool(re.match(_WHO, text) or re.search(_WHO + re.escape(text), sentence))


def counted(verdicts: Sequence) -> list:
    """The verdicts that count in the answer's judge score; each one left out gets the NOT_COUNTED note (once)."""
    out = [v for v in verdicts if not claims_nothing(v.sentence, v.unsupported_spans, getattr(v, "evidence", "") or "")]
    if not out:
        return list(verdicts)   # nothing but formulas: judged on them
    for v in verdicts:
        if v not in out and not any(m.code == NOT_COUNTED for m in v.reason_messages):
            note = Message(NOT_COUNTED)
            v.reason_messages.append(note)
            v.reason = f"{v.reason}；{note}" if v.reason else str(note)
    return out
