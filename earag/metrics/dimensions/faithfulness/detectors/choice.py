"""A choice the contexts refuse: the question asks which of two is more something ("DOTA2和英雄联盟哪个更难？",
"Which is heavier, A or B?") and the contexts say neither is — they are the same, equal, or no one is agreed to be
(没有哪个是公认的…, 两者相同, "they weigh the same"). A bare answer that picks one of them then contradicts the
contexts however closely its name is bound there: the short-answer credit would call it found.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from earag.messages import Message

# which of several (哪个/哪一个/哪种/哪项/哪方…; "which … or …", "A or B")
_ZH_CHOICE = re.compile(r"哪(?:一)?[个种项方家位款样边类]|还是")
_EN_CHOICE = re.compile(r"\bwhich\b.*\bor\b|\bor\b.*\bwhich\b|\bwho\b.*\bor\b", re.I)
# the contexts' refusal to rank: no difference, no agreed one, depends on the person
_ZH_NONE = re.compile(r"没有哪[一]?[个种项方家位款样边类]|都不是|一样|相同|相等|等同|没有(?:区别|差别|差异|高下|优劣)|无(?:区别|差别|差异|高下|优劣)"
                      r"|不分(?:高下|优劣|伯仲)|因人而异|没有公认|并无公认|无公认|没有定论|并无定论|难分")
_EN_NONE = re.compile(r"\bneither (?:is|was|one|of)\b|\bthe same\b|\bequal(?:ly)?\b(?! to\b)|\bno (?:difference|consensus|agreement)\b"
                      r"|\bdepends on (?:the )?(?:person|individual)\b|\bnot (?:agreed|settled)\b", re.I)


def refused_choice(answer: str, question: str, sentences: Sequence[str], english: bool,
                   content_words: Callable[[str], list[str]]) -> tuple[int, Message, bool] | None:
    """(the context sentence, the reason, whether the answer agrees) when the question asks which of several and a
    context sentence about it (sharing a content word with the question) says none is: the answer agrees when it
    says so too ("两者一样", "They weigh the same"), and contradicts it when it names one of the question's own
    options ("DOTA2", "Iron"); None otherwise (an answer giving something else, a value, is left to the other checks).
    """
    choice, refuse = (_EN_CHOICE, _EN_NONE) if english else (_ZH_CHOICE, _ZH_NONE)
    if not choice.search(question) or re.search(r"[吗么][\s？?。]*$", question):
        return None   # 还是要交医保吗？ asks yes or no, not which
    agrees = bool(refuse.search(answer))
    bare = re.sub(r"[\s。.!！?？,，;；:：\"'“”‘’《》]+", "", answer).lower()
    if not agrees and (len(bare) < 2 or bare not in re.sub(r"\s+", "", question).lower()):
        return None
    asked = {w.lower() for w in content_words(question)}
    # the options' own words say nothing of what is compared: 职工医保和居民医保的起付标准相同 is no answer to 报销比例
    lead = re.split(r"哪|\bwhich\b|更|比较", question, flags=re.I)[0]
    if english and "," in question:   # "Which weighs more, a kilo of iron or a kilo of feathers?"
        options = re.split(r"\bor\b", question.split(",")[-1], flags=re.I)
    elif not english or re.search(r"\bor\b", question, re.I):
        options = re.split(r"还是|和|与|跟|或者|或|\bor\b|,|，", lead, flags=re.I)
    else:
        options = []
    attribute = asked - {w.lower() for o in options for w in content_words(o)} - {w.lower() for w in content_words(answer)}
    stem = (lambda w: w.lower()[:4]) if english else str.lower
    attribute = {stem(w) for w in attribute}
    asked_stems = {stem(w) for w in asked}
    for k, sent in enumerate(sentences):
        if not refuse.search(sent):
            continue
        clause = next((c for c in re.split(r"[，,；;]", sent) if refuse.search(c)), sent)
        words = {stem(w) for w in content_words(clause)}
        if not words & asked_stems:   # 目前没有定论: what it is about is in the rest of the sentence
            words = {stem(w) for w in content_words(sent)}
        if attribute & words:
            code = "judge.choice_agrees" if agrees else "judge.choice_refused"
            return k, Message(code, {"answer": answer.strip(), "clause": sent.strip()}), agrees
    return None
