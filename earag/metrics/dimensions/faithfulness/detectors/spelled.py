"""A bare number the answer writes in digits where the English contexts spell it out (3 for "only three bids",
50% for "half the fare"): the same value, not a missing one.

earag.nlp.facts reads spelled-out English numbers only with a unit ("three weeks"); a paraphrase that turns "three
met the threshold" into "3 of the 14 bids met it" would otherwise hold a number "not in the contexts".
"""
from __future__ import annotations

import re
from functools import lru_cache

from earag.nlp.facts import Fact

_UNITS = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
          "seventeen eighteen nineteen").split()
_TENS = {20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy", 80: "eighty",
         90: "ninety"}
# shares said in words (half the fare, a quarter of the seats)
_SHARES = {50.0: ("half",), 25.0: ("quarter", "one in four"), 75.0: ("three quarters",)}


def _words_for(n: int) -> tuple[str, ...]:
    """The English spellings of 0 … 99 (twenty-one, twenty one)."""
    if n < 20:
        return (_UNITS[n],)
    tens, unit = divmod(n, 10)
    if not unit:
        return (_TENS[n],)
    return (f"{_TENS[tens * 10]}-{_UNITS[unit]}", f"{_TENS[tens * 10]} {_UNITS[unit]}")


@lru_cache(maxsize=4096)
def _spelled(text: str, phrase: str) -> bool:
    return re.search(rf"\b{re.escape(phrase)}\b", text, re.IGNORECASE) is not None


def spelled_in(fact: Fact, text: str) -> bool:
    """Whether the contexts `text` spell out the value of a bare number or a percentage written in digits."""
    if fact.kind != "number" or not re.fullmatch(r"\d+%?", fact.text.strip()):
        return False
    value = float(fact.value) if not isinstance(fact.value, tuple) else None
    if value is None:
        return False
    if fact.family == "percent":
        return any(_spelled(text, w) for w in _SHARES.get(value, ()))
    if fact.family == "bare" and value.is_integer() and 0 <= value < 100:
        return any(_spelled(text, w) for w in _words_for(int(value)))
    return False
