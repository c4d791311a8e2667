"""Content words (jieba POS with the policy lexicon) and how much of a text the contexts hold, synonyms allowed."""
from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from earag.metrics.dimensions.faithfulness.clauses import _directions, _grams, _negations
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.lexicon import _NEG_RE, _NUMERIC_RE, _SYNONYMS
from earag.nlp.entities import lexicon_user_words, name_spans
from earag.nlp.facts import extract_facts
from earag.nlp.text import normalize
from earag.nlp.tokenizer import STOPWORDS, Tokenizer, tokenizer_for
from earag.runtime import runtime


def _recall(norm: str, pool: set[str]) -> float:
    grams = _grams(norm)
    return len(grams & pool) / len(grams) if grams else 0.0


def _tokenizer() -> Tokenizer:
    """The shared jieba loader with the policy lexicon as user words (an extractor on the lexicon alone shares it),
    kept in the runtime's "nlp.lexicon_tokenizer" slot (no fingerprint of the lexicon on every call)."""
    return runtime().get("nlp.lexicon_tokenizer", "policy", lambda: tokenizer_for(dict(lexicon_user_words())))


# a grade or class named by a letter or a Roman numeral (C级危房, A类企业, Ⅱ类水质): one word, a subject of its own
_GRADE_LETTER = re.compile(r"[A-Za-z]{1,2}|[ⅠⅡⅢⅣⅤⅥ]")
_GRADE_WORDS = frozenset({"级", "类", "档", "型", "等"})
_ASCII_WORD = re.compile(r"[A-Za-z0-9.]")


@lru_cache(maxsize=8192)
def _pos(text: str) -> tuple[tuple[str, str, int, int], ...]:
    """POS tokens with offsets, once per distinct sentence (answers and contexts repeat across metrics); a letter
    and the classifier after it are one noun (D级, not D + 级: D级危房 and C级危房 are told apart)."""
    out: list[tuple[str, str, int, int]] = []
    for word, flag, start, end in _tokenizer().pos_spans(text):
        if word in _GRADE_WORDS and out and out[-1][3] == start and _GRADE_LETTER.fullmatch(out[-1][0]) \
                and not _ASCII_WORD.match(text, max(0, out[-1][2] - 1), out[-1][2]):   # (not PM2.5's M)
            out[-1] = (out[-1][0] + word, "n", out[-1][2], end)
            continue
        out.append((word, flag, start, end))
    return tuple(out)


@lru_cache(maxsize=8192)
def _name_spans(text: str) -> tuple[tuple[str, str, int, int], ...]:
    """entities.name_spans on the cached POS tokens, once per distinct sentence or clause (several checks ask)."""
    return tuple(name_spans(text, _tokenizer(), _pos(text)))


@lru_cache(maxsize=8192)
def content_word_list(text: str) -> list[str]:
    """The content words of a Chinese text, in order (the words the short-answer checks compare)."""
    return [w for w, _, _ in _all_content_words(text)]


@lru_cache(maxsize=8192)
def _all_content_words(text: str) -> tuple[tuple[str, int, int], ...]:
    """(normalised word, start, end) of the content words of a text, once per distinct text like `_pos`: the checks
    of one answer sentence ask for the words of the same sentences and clauses again and again."""
    out = []
    for word, _flag, start, end in _pos(text):
        norm = normalize(word)
        if not norm or norm in STOPWORDS or _NUMERIC_RE.fullmatch(norm) or _NEG_RE.fullmatch(norm):
            continue
        out.append((norm, start, end))
    return tuple(out)


def _content_words(text: str, lo: int = 0, hi: int | None = None) -> list[tuple[str, int, int]]:
    """Content words of text[lo:hi] (offsets into `text`), without stopwords, numbers and negations."""
    hi = len(text) if hi is None else hi
    return [w for w in _all_content_words(text) if w[1] >= lo and w[2] <= hi]


def _word_found(norm: str, ctx: _Contexts, ctx_grams: set[str]) -> float:
    if norm in ctx.norm or any(s in ctx.norm for s in _SYNONYMS.get(norm, ())):
        return 1.0
    if len(norm) >= 3:  # a long word split or inflected in the contexts: most of its bigrams occur
        r = _recall(norm, ctx_grams)
        return r if r >= 0.5 else 0.0
    if len(norm) == 2 and _shares_morpheme(norm, ctx.text):
        return MORPHEME_CREDIT  # 罚款 against 处罚, 驾照 against 驾驶证: the same morpheme in another compound
    if len(norm) == 2 and (norm[0] in ctx.norm and norm[1] in ctx.norm):
        return 0.25  # both characters occur apart: a weak hint of a paraphrase
    return 0.0


MORPHEME_CREDIT = 0.5   # a two-character word one of whose characters is in a context word (see _shares_morpheme)


@lru_cache(maxsize=512)
def _context_word_chars(text: str) -> frozenset[str]:
    """The Chinese characters of the contexts' content words of two or more characters (jieba, policy lexicon)."""
    return frozenset(ch for w, _, _ in _all_content_words(text) if len(w) >= 2 for ch in w if "\u4e00" <= ch <= "\u9fff")


def _shares_morpheme(word: str, text: str) -> bool:
    """Whether a two-character Chinese word shares a character with a content word of the contexts: a reworded
    compound keeps one of its morphemes (罚款 ~ 处罚, 涨租 ~ 租金, 喝酒 ~ 饮酒, 驾照 ~ 驾驶证)."""
    if not all("\u4e00" <= ch <= "\u9fff" for ch in word):
        return False
    chars = _context_word_chars(text)
    return word[0] in chars or word[1] in chars


def _content_recall(text: str, ctx: _Contexts, ctx_grams: set[str], lo: int = 0, hi: int | None = None
                    ) -> float | None:
    words = _content_words(text, lo, hi)
    total = sum(min(len(w), 4) for w, _, _ in words)
    if not total:
        return None
    return sum(min(len(w), 4) * _word_found(w, ctx, ctx_grams) for w, _, _ in words) / total


def _occurs(word: str, norm: str) -> bool:
    """`word` in `norm`, not only as the tail of a deputy's title: 局长 is not in 李四担任副局长 (副局长, 副作用 and
    副本 are other things than 局长, 作用 and 本)."""
    i = norm.find(word)
    while i >= 0:
        if i == 0 or norm[i - 1] != "副" or word.startswith("副"):
            return True
        i = norm.find(word, i + 1)
    return False


def _deputy_only(word: str, text: str) -> bool:
    """Whether `text` holds `word` only as the tail of a deputy's post (主任 in 张伟任办公室副主任, 院长 in 副院长):
    it names another post than `word`, not none."""
    norm = normalize(text)
    return not word.startswith("副") and "副" + word in norm and not _occurs(word, norm)


def _found_in(words: Sequence[str], text: str) -> bool:
    """Whether one of the words (or a synonym of it) occurs in `text`: the two clauses speak of the same predicate."""
    norm = normalize(text)
    return any(_occurs(w, norm) or any(_occurs(x, norm) for x in _SYNONYMS.get(w, ())) for w in words)


def bare_topic(text: str, noun: bool = True) -> bool:
    """Whether a clause only names what the next one speaks of (委托境外个人进行的研发活动): no negation, direction word or
    value, and (with `noun`: the contexts' clause) it ends in a noun or in 的."""
    if _negations(text) or _directions(text) or extract_facts(text):
        return False
    if not noun:
        return True
    tokens = [t for t in _pos(text) if normalize(t[0])]
    return bool(tokens) and (tokens[-1][1].startswith(("n", "vn")) or text.rstrip().endswith("的"))
