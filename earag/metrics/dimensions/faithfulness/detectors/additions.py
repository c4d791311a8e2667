"""Clauses with no counterpart in the contexts (unsupported additions)."""
from __future__ import annotations

import re

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.lexicon import _CLAUSE_RE
from earag.metrics.dimensions.faithfulness.words import _content_recall, _recall
from earag.nlp.facts import extract_facts, same_value
from earag.nlp.text import normalize
from earag.types import UnsupportedSpan

ADDITION_THRESHOLD = 0.45    # a clause whose support is below this has no counterpart in the contexts


# characters that say nothing of what a clause is about
_LIGHT = frozenset("的了是在和与及或也都就才要能可会把被为对从到以之其这那该个每一不没有后前内上下中")


def _less_values(text: str, facts) -> str:
    """`text` with the given facts of it cut out."""
    for f in sorted(facts, key=lambda f: -f.start):
        text = text[:f.start] + text[f.end:]
    return text


def _restates_values(clause: str, ctx: _Contexts) -> bool:
    """Whether the clause gives values the contexts state, all in one sentence that shares three more characters with
    it (交满半年才能申请转 for 缴存满6个月后方可申请转移): the clause says that sentence in plain words."""
    # (a rate's one unit, 一个月能拿900块 for 每月补贴900元, is how the value is counted, not a value of its own)
    facts = [f for f in extract_facts(clause) if not (f.family == "duration" and f.text.startswith(("一", "每")))]
    if not facts:
        return False
    ours = {c for c in re.findall(r"[\u4e00-\u9fff]", _less_values(clause, facts)) if c not in _LIGHT}
    # (two values of one sentence, a range restated, or a date or time of day, need less of its wording:
    # 还能另外拿三万五到十四万的补贴, 得在当天夜里12点前办)
    need = 2 if len(facts) >= 2 or any(f.family in ("clock", "date") for f in facts) else 3
    for k, theirs in enumerate(ctx.sent_facts):
        if all(any(same_value(f, g, ctx.years) for g in theirs) for f in facts) \
                and len(ours & set(ctx.sentences[k].text)) >= need:
            return True
    return False


_CONDITION_HEAD = re.compile(r"^(?:如果|假如|倘若|要是|只要|若)")
_CONDITION_TAIL = re.compile(r"(?:的话|时)$")


def asker_condition(clause: str, question: str | None) -> bool:
    """Whether an answer clause only restates the asker's own condition, as a condition (不服的话 for a question
    "对评估结果不服，多久之内可以申请…？", 如果已经退休): every word of it is the question's, so it claims nothing the
    contexts could lack. A clause stating the question's words as a fact (accepting its premise) is not one."""
    text = normalize(clause)
    if not question or not (_CONDITION_HEAD.search(text) or _CONDITION_TAIL.search(text)):
        return False
    core = _CONDITION_TAIL.sub("", _CONDITION_HEAD.sub("", text))
    ours = {c for c in re.findall(r"[\u4e00-\u9fff]", core) if c not in _LIGHT}
    return bool(ours) and ours <= set(normalize(question))


def _apposition(sentence: str, s: int, e: int) -> bool:
    """Whether sentence[s:e] only says again, in other units, a value the sentence states outside it (可以休42天，差不多
    六个星期): its values all equal ones of the sentence, with four characters at most around them."""
    facts = extract_facts(sentence[s:e])
    others = [f for f in extract_facts(sentence) if f.end <= s or f.start >= e]
    if not facts or not others:
        return False
    return len(normalize(_less_values(sentence[s:e], facts))) <= 4 \
        and all(any(same_value(f, g) for g in others) for f in facts)


def _addition_spans(sentence: str, ctx: _Contexts, ctx_grams: set[str], taken: list[UnsupportedSpan]
                    ) -> list[UnsupportedSpan]:
    spans = []
    for m in _CLAUSE_RE.finditer(sentence):
        clause = m.group(0)
        lead = len(clause) - len(clause.lstrip())
        s, e = m.start() + lead, m.start() + len(clause.rstrip())
        norm = normalize(sentence[s:e])
        if len(norm) < 4:
            continue
        lex = _recall(norm, ctx_grams)
        words = _content_recall(sentence, ctx, ctx_grams, s, e)
        support = max(lex, words if words is not None else lex)
        if support >= ADDITION_THRESHOLD or _restates_values(sentence[s:e], ctx) or _apposition(sentence, s, e):
            continue
        covered = sum(min(e, sp.end) - max(s, sp.start) for sp in taken if sp.start < e and sp.end > s)
        if covered >= 0.5 * (e - s):
            continue  # the clause is already explained by the fact or name it invents
        spans.append(_span(sentence, s, e, "unsupported-addition", Message("span.no_match", {"overlap": support})))
    return spans
