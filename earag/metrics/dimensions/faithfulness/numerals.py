"""Chinese numerals the answer writes where the contexts write digits (二〇二七年二月十三日 for 2027年2月13日,
一亿二千万元 for 1.2亿元, 九处里有六处 for 9处矿井中…6处): the same words for the overlap, not a missing clause.

Values are compared as values (earag.nlp.facts), but support is an overlap of character bigrams and words, and
"十三日" shares none with "13日": a faithful answer that spells its numbers in characters scored as an addition.
The sentence is judged with each such numeral in the contexts' own form, and its spans are put back on the
answer's characters. A numeral is rewritten only when the contexts hold that form: a value equal to one of theirs
(same_value, the fact's whole text replaced), or the numeral in digits followed by the character after it (九处 →
9处 where the contexts say 9处). Anything else (一户, 第一次, a value the contexts lack) stays as written, so a
wrong value is still a wrong value.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from earag.nlp.facts import Fact, cn_to_number, extract_facts, same_value
from earag.types import UnsupportedSpan

_CN_RUN = re.compile(r"[零〇一二两三四五六七八九十百千万亿]+")
# values said in words around digits: 半年 (= 6个月), 2027年底 (= 2027年12月31日), 3月末 (= 3月31日)
_SPOKEN = re.compile(r"半|[年月][底末]")


@dataclass(frozen=True)
class Rewritten:
    """The sentence with the contexts' forms, and the replaced pieces: (answer start, end, rewritten start, end)."""

    text: str
    pieces: tuple[tuple[int, int, int, int], ...]

    def position(self, pos: int, end: bool) -> int:
        """The answer's offset for an offset in the rewritten text (inside a piece: its start, or its end)."""
        shift = 0
        for a0, a1, r0, r1 in self.pieces:
            if pos <= r0:
                break
            if pos < r1:
                return a1 if end else a0
            shift = a1 - r1
        return pos + shift

    def spans_back(self, spans: list[UnsupportedSpan], sentence: str) -> list[UnsupportedSpan]:
        """The spans found in the rewritten text, on the answer sentence's characters."""
        out = []
        for sp in spans:
            a0, a1 = self.position(sp.start, False), self.position(sp.end, True)
            out.append(UnsupportedSpan(sentence[a0:a1], a0, a1, sp.kind, sp.reason, sp.reason_messages))
        return out


def _digits(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def _context_form(fact: Fact, facts: list[Fact], years: set[int]) -> str | None:
    """The contexts' own text of a value equal to `fact` (一亿二千万元 → 1.2亿元), if they state it: a value of its own
    unit family (两次 is not the 2.0 of 2.0升, 一个月 not the 1人 of 家庭人口为1人的)."""
    for other in facts:
        if other.text != fact.text and re.search(r"\d", other.text) and same_value(fact, other, years) \
                and other.family == fact.family:
            return other.text.strip()
    return None


def in_context_digits(sentence: str, text: str, facts: list[Fact], years: set[int]) -> Rewritten | None:
    """`sentence` with its Chinese numerals in the form the contexts `text` (their `facts`, `years`) give them, or
    None when there is none to rewrite."""
    if not _CN_RUN.search(sentence) and not _SPOKEN.search(sentence):
        return None
    subs: list[tuple[int, int, str]] = []
    for f in extract_facts(sentence):
        if (_CN_RUN.search(f.text) and not re.search(r"\d", f.text)) or _SPOKEN.search(f.text):
            form = _context_form(f, facts, years)
            if form is not None:
                subs.append((f.start, f.end, form))
    for m in _CN_RUN.finditer(sentence):
        if any(s < m.end() and m.start() < e for s, e, _ in subs):
            continue
        if re.match(r"[\d.]", sentence[m.start() - 1 : m.start()]):
            continue   # 1万元, 3.5亿元, 5千元: a unit of a number in digits, not a numeral of its own (extract_facts reads it)
        value = cn_to_number(m.group(0))
        nxt = sentence[m.end() : m.end() + 1]
        if value is None or not nxt or re.match(r"[\s\W\d]", nxt):
            continue
        form = _digits(value)
        # the digits must stand alone in the contexts (9处, not the 9处 of 19处)
        if _standing(form + nxt).search(text):
            subs.append((m.start(), m.end(), form))
    if not subs:
        return None
    subs.sort()
    parts, pieces, pos, out_len = [], [], 0, 0
    for s, e, form in subs:
        parts.append(sentence[pos:s])
        out_len += s - pos
        pieces.append((s, e, out_len, out_len + len(form)))
        parts.append(form)
        out_len += len(form)
        pos = e
    parts.append(sentence[pos:])
    return Rewritten("".join(parts), tuple(pieces))


@lru_cache(maxsize=1024)
def _standing(digits: str) -> re.Pattern[str]:
    """The digits (and the character after them) not inside a longer number, compiled once per form (the re
    module's cache turns over within a run)."""
    return re.compile(rf"(?<![\d.]){re.escape(digits)}")
