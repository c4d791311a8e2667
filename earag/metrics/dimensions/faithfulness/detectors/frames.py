"""The frame of a context clause that has no subject of its own.

"The patent application was filed on 14 March 2021, published on 22 September 2022, and granted on 5 June 2024" and
"该办法于11月5日审议通过，12月1日公布，自次年1月1日起施行" name their subject once, in the leading clause; the clauses
after it open with a verb, a preposition or a value and say what happened to that same subject. Read alone, the
clause "granted on 5 June 2024" holds only half of "the patent was granted …", so a value bound to it could not
outweigh the same value in another clause. Dependency-light: a later clause that opens without a noun phrase (Chinese:
its first word, after an opening date and its particle (起, 前, 底 …), is no noun, name or place; English: it opens
with and/then, a participle, an auxiliary or a preposition) is read with its sentence's leading clause as its frame.
"""
from __future__ import annotations

import re
from functools import lru_cache

from earag.metrics.dimensions.faithfulness.words import _pos
from earag.nlp.facts import extract_facts

_CJK = re.compile(r"[\u4e00-\u9fff]")
_EN_SUBJECTLESS = re.compile(r"(?:(?:and|then|but|later)\s+)?(?:[a-z]+ed|was|were|is|are|will|has|had|have|on|in|at"
                             r"|from|by|to|until)\b")
_SUBJECT_FLAGS = ("n", "s", "f")   # nouns, names, places and localisers open a subject (time words do not)
_AFTER_DATE = frozenset({"起", "前", "后", "以前", "以后", "以来", "开始", "底", "初", "中旬", "上旬", "下旬"})


@lru_cache(maxsize=8192)
def subjectless(clause: str) -> bool:
    """Whether a clause opens without a subject of its own (a verb, a preposition or a value first)."""
    text = clause.strip()
    if not text:
        return False
    if not _CJK.search(text):
        return bool(_EN_SUBJECTLESS.match(text))
    # an opening date and the particle after it (12月5日起…, 3月底前…) frame the clause; what follows decides
    lead = next((f.end for f in extract_facts(text) if f.family == "date" and not text[:f.start].strip()), 0)
    first = next(((w, flag) for w, flag, a, _b in _pos(text) if a >= lead and w not in _AFTER_DATE), None)
    return first is None or not (first[1].startswith(_SUBJECT_FLAGS) and not first[1].startswith("t"))
