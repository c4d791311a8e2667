"""Done where the contexts state a task or a plan: "城乡社区建设已经完成" against "统筹推进城乡社区建设", "政策已经实施"
against "拟于明年实施".

Government and policy texts state what is to be done with verbs of a task (推进, 加快, 力争, 逐步 …) or of a plan
(计划, 拟, 将于); an answer that says the same thing is done (已经完成, 已实现, 得到了) claims more than they do. Here a
Chinese answer clause holding such a completion word is compared with the context clause that holds most of its
content words (at least ALIGNED of them, two or more): when that clause states a task or a plan and no completion of
its own (已, 完成, 实现 …), the completion word is a `direction` span. A condition such as 已满16周岁 or 已婚 is no
completion (it states the asker's case), nor is 已有 (what exists).
"""
from __future__ import annotations

import re

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.detectors.scope import _ZH_CUT, _clauses
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.words import _content_words
from earag.nlp.text import normalize
from earag.types import UnsupportedSpan

_DONE = re.compile(r"已经(?![满达超过婚故有是]|存在)|已(?=[\u4e00-\u9fff])(?![经满达超过婚故有于知])|(?:完成|实现|建成|得到|取得)了")
# (not 完善, 落实, 加强, 深化: improving a thing says it exists — 完善生育配套政策 does not deny 政策已经建立)
_TASK = re.compile(r"推进|加快|力争|争取|计划|拟|推动|逐步|着力|正在|将于|将要|抓紧|开展|稳步|促进|筹备|准备")
_DONE_IN_CONTEXT = re.compile(r"已|完成|实现|建成|取得|得到|达到|成为")
ALIGNED = 0.5   # share of the answer clause's content words the context clause must hold
TASK_REACH = 10   # characters before a context verb in which a task word makes it a task (将于2027年启动)


def plan_as_done_spans(sentence: str, ctx: _Contexts, taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """A `direction` span on each completion word of a Chinese answer clause whose closest context clause states
    the same thing as a task or plan, done nowhere in it (see the module's docstring)."""
    if not _DONE.search(sentence):
        return []
    spans: list[UnsupportedSpan] = []
    pieces = [cs.text[a:b] for cs in ctx.sentences for a, b in _clauses(cs.text, _ZH_CUT)]
    for lo, hi in _clauses(sentence, _ZH_CUT):
        marks = [m for m in _DONE.finditer(sentence, lo, hi)
                 if not any(sp.start < m.end() and m.start() < sp.end for sp in [*taken, *spans]
                            if sp.kind != "unsupported-addition")]
        if not marks:
            continue
        words = [w for w, s, e in _content_words(sentence, lo, hi)
                 if not any(m.start() < e and s < m.end() for m in marks)]
        if len(words) < 2:
            continue
        best, held = "", 0
        for piece in pieces:
            norm = normalize(piece)
            got = sum(1 for w in words if w in norm)
            if got > held:
                best, held = piece, got
        if held < 2 or held < ALIGNED * len(words) or not _TASK.search(best) or _DONE_IN_CONTEXT.search(best) \
                or _TASK.search(sentence, lo, hi):   # (最低工资制度已经计划运行: the answer states a plan itself)
            continue
        for m in marks:
            if _done_there(sentence, m, hi, best):
                continue
            spans.append(_span(sentence, m.start(), m.end(), "direction",
                               Message("span.plan_as_done", {"context": best.strip(), "answer": m.group(0)})))
    return spans


def _done_there(sentence: str, mark: re.Match[str], hi: int, clause: str) -> bool:
    """Whether the verb the completion word marks (出台 of 已出台, 完成 of 完成了) stands in the context clause with no
    task word before it in its phrase (after the last 的, at most TASK_REACH characters): done there too
    (年初出台的…政策, 部署在…的核武器), not a task (将于2027年启动)."""
    after = [w for w, s, _ in _content_words(sentence, mark.end(), hi) if s <= mark.end() + 1]
    verb = mark.group(0)[:-1] if mark.group(0).endswith("了") else (after[0] if after else "")
    at = clause.find(verb) if len(verb) >= 2 else -1
    if at < 0:
        return False
    lo = max(clause.rfind("的", 0, at) + 1, at - TASK_REACH)
    return not _TASK.search(clause, lo, at)
