"""The one jieba loader and the one Chinese stopword list, shared by retrieval, the metrics and entity extraction.

Usage::

    from earag.nlp.tokenizer import STOPWORDS, cut, pos_cut, tokenizer_for

    cut("研发费用加计扣除")                  # plain dictionary, shared instance: ['研发', '费用', '加计', '扣除']
    cut(text, search=True)                   # search mode: long words also yield their parts (for BM25)
    pos_cut(text)                            # [(word, flag), ...]
    tok = tokenizer_for({"研发费用加计扣除": (20000, "zc")})   # the plain dictionary plus user words
    tok.pos_spans(text)                      # [(word, flag, start, end), ...] with text[start:end] == word

Rules every caller can rely on:
- Nothing is normalised: tokens are substrings of the text given, in order, and (except in search mode, which
  repeats parts of long words) they concatenate back to it, so offsets map into the caller's text. Callers that
  want NFKC / lower case do it before calling.
- Each `Tokenizer` holds its own lock; jieba's tokenizers are not thread-safe, all calls are serialised per
  instance. POS tagging is memoised per block (a run of Chinese characters, letters and digits between punctuation,
  which jieba tags independently of its neighbours), so contexts that repeat sentences and answer sentences
  tagged again after their answer cost a lookup, with exactly the tags of a fresh cut. The jieba dictionary is loaded once per instance, in the constructor (about half a second), never on
  a first request.
- `tokenizer_for(user_words)` returns the same instance for the same user words (by content), so extractors built
  again and again over the same lexicon and graph do not load jieba again. `tokenizer_for(None)` (or `{}`) is the
  shared plain-dictionary instance used by `cut` / `pos_cut`.
"""
from __future__ import annotations

import hashlib
import logging
import threading
from collections import OrderedDict
from collections.abc import Mapping

# Function words, pronouns, question words and light verbs that make every Chinese text look like every other.
# Negations (不, 没有, 未, 无) are deliberately NOT stopwords: "需要验资报告" and "不需要验资报告" must not match.
# Content words stay even when they are one character long (税, 费, 证).
STOPWORDS: frozenset[str] = frozenset("""
的 地 得 了 着 过 是 在 和 与 及 以及 及其 或 或者 等 等等 有 对 对于 为 以 于 其 这 那 之 也 都 就 还 而 并 并且 且
被 把 将 从 向 到 由 给 让 使 按 按照 根据 依据 关于 可 可以 能 能够 会 应 应当 应该 需 需要 要 该 此 各 每 个 即 则
又 再 中 上 下 内 外 后 前 时 如 如果 若 但 但是 因此 所以 因为 由于 而且 还是 已 已经 所
什么 哪些 哪 哪个 哪里 如何 怎么 怎样 是否 多少 吗 呢 吧 啊 呀 哦 么 请问 请 一下
我 你 您 他 她 它 我们 你们 他们 自己 一 一个 一些 这些 那些 这个 那个
进行 相关 有关 方面 其中 之一 以下 以上 具体 主要 包括 通过 其他 另外 此外 同时 一般 可能 就是 还有 目前 个人认为
the a an of to and or in on for is are what how which
""".split())

UserWords = Mapping[str, tuple[int | None, str | None]]  # word -> (frequency or None, POS tag or None)

log = logging.getLogger(__name__)

BLOCK_CACHE_SIZE = 16_384   # distinct blocks kept per tokenizer (a clause of ~10–40 characters: ~1 KB each with its tags)


class Tokenizer:
    """One jieba dictionary (plus optional user words) with its POS tagger, behind one lock."""

    def __init__(self, user_words: UserWords | None = None):
        import jieba
        import jieba.posseg

        jieba.setLogLevel(logging.WARNING)
        self._lock = threading.Lock()
        self._jieba = jieba.Tokenizer()
        self._jieba.initialize()  # load the dictionary now, not on the first request
        self.user_words: dict[str, tuple[int | None, str | None]] = dict(user_words or {})
        for word, (freq, tag) in self.user_words.items():
            self._jieba.add_word(word, freq=freq, tag=tag)
        self._pos = jieba.posseg.POSTokenizer(self._jieba)
        # jieba.posseg splits a text into blocks with this pattern and tags each block on its own
        # (POSTokenizer.__cut_internal): a text's tags are its blocks' tags in order, so they can be kept per block.
        self._split_blocks = jieba.posseg.re_han_internal.split
        self._blocks: OrderedDict[str, tuple[tuple[str, str], ...]] = OrderedDict()
        with self._lock:
            list(self._pos.cut("初始化"))  # merges the user words' tags into the POS table once

    def __repr__(self) -> str:
        return f"Tokenizer(user_words={len(self.user_words)})"

    def cut(self, text: str, *, search: bool = False) -> list[str]:
        """jieba words of `text` (accurate mode; `search=True`: long words also yield their parts)."""
        with self._lock:
            return self._jieba.lcut_for_search(text or "") if search else self._jieba.lcut(text or "")

    def pos_cut(self, text: str) -> list[tuple[str, str]]:
        """(word, POS flag) pairs; user words carry the tag they were added with."""
        out: list[tuple[str, str]] = []
        with self._lock:
            for block in self._split_blocks(text or ""):
                if not block:
                    continue
                tags = self._blocks.get(block)
                if tags is None:
                    tags = self._blocks[block] = tuple((p.word, p.flag) for p in self._pos.cut(block))
                    if len(self._blocks) > BLOCK_CACHE_SIZE:
                        self._blocks.popitem(last=False)
                else:
                    self._blocks.move_to_end(block)
                out.extend(tags)
        return out

    def pos_spans(self, text: str) -> list[tuple[str, str, int, int]]:
        """(word, flag, start, end) with `text[start:end] == word`, for callers that report character offsets."""
        out = []
        pos = 0
        for word, flag in self.pos_cut(text):
            start = (text or "").find(word, pos)
            if start < 0:  # jieba never rewrites text; guard anyway rather than report a wrong offset
                continue
            pos = start + len(word)
            out.append((word, flag, start, pos))
        return out


_CACHE_SIZE = 8  # distinct user-word sets kept alive (lexicon × graph combinations seen in one process)
_instances: OrderedDict[str, Tokenizer] = OrderedDict()
_instances_lock = threading.Lock()


def _fingerprint(user_words: UserWords | None) -> str:
    if not user_words:
        return ""
    h = hashlib.sha256()
    for word in sorted(user_words):
        freq, tag = user_words[word]
        h.update(f"{word}\t{freq}\t{tag}\n".encode("utf-8"))
    return h.hexdigest()


def tokenizer_for(user_words: UserWords | None = None) -> Tokenizer:
    """The shared Tokenizer for these user words (by content); None or {} is the plain-dictionary instance."""
    key = _fingerprint(user_words)
    with _instances_lock:  # held while building, so two threads asking at once load jieba once
        tok = _instances.get(key)
        if tok is None:
            tok = _instances[key] = Tokenizer(user_words)
            while len(_instances) > _CACHE_SIZE:
                oldest = next(k for k in _instances if k)  # never evict the plain instance
                del _instances[oldest]
        else:
            _instances.move_to_end(key)
        return tok


def default_tokenizer() -> Tokenizer:
    """The plain-dictionary instance (no user words)."""
    return tokenizer_for(None)


def cut(text: str, *, search: bool = False) -> list[str]:
    """`default_tokenizer().cut(text, search=search)`."""
    return default_tokenizer().cut(text, search=search)


def pos_cut(text: str) -> list[tuple[str, str]]:
    """`default_tokenizer().pos_cut(text)`."""
    return default_tokenizer().pos_cut(text)


__all__ = ["STOPWORDS", "Tokenizer", "UserWords", "cut", "default_tokenizer", "pos_cut", "tokenizer_for"]
