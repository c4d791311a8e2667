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
- A block is tagged by jieba.posseg's own steps re-implemented without its per-word objects: the word graph and
  its best route in one pass (same frequencies, same sums, ties to the longer word), and, for text the dictionary
  does not know, `_HMMTagger`: jieba's POS hidden-Markov Viterbi with the same tables, sums and tie-breaking,
  computed with numpy and memoised per run of characters (the pure-Python original was ~40 % of an offline
  evaluation on text never seen). tests/unit/test_tokenizer.py checks the tags against jieba.posseg itself on the
  whole corpus and on random strings.
- `tokenizer_for(user_words)` returns the same instance for the same user words (by content), so extractors built
  again and again over the same lexicon and graph do not load jieba again. `tokenizer_for(None)` (or `{}`) is the
  shared plain-dictionary instance used by `cut` / `pos_cut`.
"""
from __future__ import annotations

import hashlib
import logging
import math
import threading
from collections import OrderedDict
from collections.abc import Mapping
from functools import cached_property

import numpy as np

from earag.deadline import checkpoint
from earag.runtime import runtime

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
HMM_CACHE_SIZE = 8_192      # distinct runs of unknown characters kept per tokenizer (a few characters each)


class _HMMTagger:
    """jieba.posseg.viterbi.viterbi over jieba's own POS model, vectorised per character and memoised per text.

    The original keeps a dict of the states reached at each character and, for each next state, takes
    max((V[y0] + trans[y0][y] + emit[y][char], y0)) over the previous states: the best sum, ties to the larger state
    tuple. Here the states are numbered in sorted order, so the larger tuple is the larger number, the sums are the
    same float additions in the same order, and a tie goes to the last maximum of the ascending numbers."""

    def __init__(self, cache_size: int = HMM_CACHE_SIZE):
        # lazy: jieba.posseg costs 192 ms at import (measured, benchmarks/import_costs.py)
        from jieba.posseg import char_state_tab_P, emit_P, start_P, trans_P

        self.cache_size = cache_size
        self._np = np
        self.states = sorted(trans_P)
        self._number = {s: i for i, s in enumerate(self.states)}
        n = len(self.states)
        self._trans = np.full((n, n), float("-inf"))
        self._follows = np.zeros((n, n), dtype=bool)   # y0 → y has a transition (jieba's trans_p[y0].keys())
        for y0, row in trans_P.items():
            for y, p in row.items():
                self._trans[self._number[y0], self._number[y]] = p
                self._follows[self._number[y0], self._number[y]] = True
        self._leaves: np.ndarray = np.asarray(self._follows.any(axis=1))       # states with a next state (len(trans_p[x]) > 0)
        self._all = np.arange(n)
        self._char_states: dict[str, np.ndarray] = {}
        self._tables = (char_state_tab_P, start_P, emit_P)
        self._memo: OrderedDict[str, tuple[tuple[str, str], ...]] = OrderedDict()

    def _states_of(self, char: str):
        found = self._char_states.get(char)
        if found is None:
            states = self._tables[0].get(char)
            found = self._all if states is None else self._np.array(sorted(self._number[s] for s in states))
            self._char_states[char] = found
        return found

    def route(self, obs: str) -> list[tuple[str, str]]:
        """The state (B/M/E/S, POS tag) of each character, as jieba.posseg.viterbi.viterbi gives it."""
        np = self._np
        _, start_p, emit_p = self._tables
        MIN_FLOAT = -3.14e100
        ys = self._states_of(obs[0])
        values = np.array([start_p[self.states[y]] + emit_p[self.states[y]].get(obs[0], MIN_FLOAT) for y in ys.tolist()])
        back: list[tuple] = []
        for n, char in enumerate(obs[1:]):
            if not n & 255:
                checkpoint()  # the sample's CPU deadline (earag.deadline), every 256 characters
            keep = self._leaves[ys]
            prev, prev_values = ys[keep], values[keep]
            if not len(prev):
                # internal: what jieba raises here (never seen)
                raise ValueError("max() arg is an empty sequence")
            expected = self._follows[prev].any(axis=0)
            mask = np.zeros(len(self.states), dtype=bool)
            mask[self._states_of(char)] = True
            mask &= expected
            if not mask.any():
                mask = expected if expected.any() else np.ones(len(self.states), dtype=bool)
            ys = np.flatnonzero(mask)
            emit = np.array([emit_p[self.states[y]].get(char, MIN_FLOAT) for y in ys.tolist()])
            sums = (prev_values[:, None] + self._trans[np.ix_(prev, ys)]) + emit[None, :]
            last = len(prev) - 1 - np.argmax(sums[::-1], axis=0)   # the last maximum: the larger state on a tie
            values = sums[last, np.arange(len(ys))]
            back.append((ys, prev[last]))
        state = int(ys[len(ys) - 1 - int(np.argmax(values[::-1]))])
        route = [state]
        for ys_t, from_t in reversed(back):
            state = int(from_t[int(np.searchsorted(ys_t, state))])
            route.append(state)
        return [self.states[s] for s in reversed(route)]

    def cut(self, sentence: str) -> tuple[tuple[str, str], ...]:
        """jieba.posseg.POSTokenizer.__cut: (word, flag) pairs of a run of Chinese characters, memoised."""
        found = self._memo.get(sentence)
        if found is not None:
            self._memo.move_to_end(sentence)
            return found
        pos_list = self.route(sentence)
        out = []
        begin, nexti = 0, 0
        for i, char in enumerate(sentence):
            pos = pos_list[i][0]
            if pos == "B":
                begin = i
            elif pos == "E":
                out.append((sentence[begin : i + 1], pos_list[i][1]))
                nexti = i + 1
            elif pos == "S":
                out.append((char, pos_list[i][1]))
                nexti = i + 1
        if nexti < len(sentence):
            out.append((sentence[nexti:], pos_list[nexti][1]))
        found = self._memo[sentence] = tuple(out)
        if len(self._memo) > self.cache_size:
            self._memo.popitem(last=False)
        return found


class Tokenizer:
    """One jieba dictionary (plus optional user words) with its POS tagger, behind one lock."""

    def __init__(self, user_words: UserWords | None = None):
        # lazy: jieba costs 8 ms, jieba.posseg 192 ms at import (measured, benchmarks/import_costs.py)
        import jieba
        import jieba.posseg

        jieba.setLogLevel(logging.WARNING)
        self._lock = threading.Lock()
        self._jieba = jieba.Tokenizer()
        self._jieba.initialize()  # load the dictionary now, not on the first request
        self.user_words: dict[str, tuple[int | None, str | None]] = dict(user_words or {})
        for word, (freq, tag) in self.user_words.items():
            self._jieba.add_word(word, freq=freq, tag=tag)
        # POS tags: the user words' own, over jieba's dictionary table. That table (350,000 words, ~40 MB) is the one
        # jieba.posseg loaded for its default tagger when it was imported: shared, not loaded a second time
        self._user_tags = {word: tag for word, (_freq, tag) in self.user_words.items() if tag}
        default = jieba.posseg.dt
        if default.tokenizer is jieba.dt and jieba.dt.dictionary == self._jieba.dictionary:
            self._word_tags = default.word_tag_tab
        else:  # another dictionary (jieba.set_dictionary): its own table
            self._word_tags = jieba.posseg.POSTokenizer(self._jieba).word_tag_tab
        self._tagger = _HMMTagger()
        self._hmm = self._tagger._memo   # (named here too, so that benchmarks emptying caches find it)
        # jieba.posseg splits a text into blocks with this pattern and tags each block on its own
        # (POSTokenizer.__cut_internal): a text's tags are its blocks' tags in order, so they can be kept per block.
        self._split_blocks = jieba.posseg.re_han_internal.split
        self._blocks: OrderedDict[str, tuple[tuple[str, str], ...]] = OrderedDict()

    @cached_property
    def _pos(self):
        """jieba.posseg's own tagger over this dictionary and user words (a reference for tests: loads its own
        POS table; one per tokenizer, as its first cut takes the user words' tags over from the dictionary)."""
        import jieba.posseg  # lazy: jieba.posseg costs 192 ms at import (measured, benchmarks/import_costs.py)

        return jieba.posseg.POSTokenizer(self._jieba)

    def _tag(self, word: str) -> str:
        return self._user_tags.get(word) or self._word_tags.get(word, "x")

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
                checkpoint()
                tags = self._blocks.get(block)
                if tags is None:
                    tags = self._blocks[block] = tuple(self._tag_block(block))
                    if len(self._blocks) > BLOCK_CACHE_SIZE:
                        self._blocks.popitem(last=False)
                else:
                    self._blocks.move_to_end(block)
                out.extend(tags)
        return out

    # jieba.posseg.POSTokenizer's own steps for one block (__cut_internal, __cut_DAG, __cut_detail), giving (word,
    # flag) tuples instead of pair objects, with the word graph and its best route computed in one pass (get_DAG and
    # calc: the same frequencies, the same sums, ties to the longer word) and the hidden-Markov step in _HMMTagger.
    def _tag_block(self, block: str) -> list[tuple[str, str]]:
        # lazy: jieba.posseg costs 192 ms at import (measured, benchmarks/import_costs.py)
        from jieba.posseg import re_eng, re_han_internal, re_num, re_skip_internal

        if re_han_internal.match(block):
            return self._cut_dag(block)
        out = []
        for x in re_skip_internal.split(block):
            if re_skip_internal.match(x):
                out.append((x, "x"))
            else:
                for xx in x:
                    out.append((xx, "m" if re_num.match(xx) else "eng" if re_eng.match(x) else "x"))
        return out

    def _cut_dag(self, sentence: str) -> list[tuple[str, str]]:
        log = math.log  # a local name in the DAG's inner loop (math is imported at the top)
        freq, user_tag, word_tag = self._jieba.FREQ, self._user_tags.get, self._word_tags.get
        logtotal = log(self._jieba.total)
        n = len(sentence)
        score = [0.0] * (n + 1)
        ends = [0] * n
        get = freq.get
        for k in range(n - 1, -1, -1):
            if not k & 255:
                checkpoint()
            best, end = None, k
            i = k
            f = get(sentence[k])
            while f is not None:   # every prefix in the dictionary (frequency 0: a prefix of a longer word only)
                if f:
                    value = log(f) - logtotal + score[i + 1]
                    if best is None or value >= best:   # max((value, i)): a tie goes to the larger i
                        best, end = value, i
                i += 1
                if i >= n:
                    break
                f = get(sentence[k : i + 1])
            if best is None:
                best = log(get(sentence[k]) or 1) - logtotal + score[k + 1]
            score[k], ends[k] = best, end
        out: list[tuple[str, str]] = []
        x, buf = 0, ""
        while x < n:
            y = ends[x] + 1
            word = sentence[x:y]
            if y - x == 1:
                buf += word
            else:
                if buf:
                    self._flush_single(buf, out)
                    buf = ""
                out.append((word, user_tag(word) or word_tag(word, "x")))
            x = y
        if buf:
            self._flush_single(buf, out)
        return out

    def _flush_single(self, buf: str, out: list[tuple[str, str]]) -> None:
        """A run of single characters: one tagged character, a known word spelt out, or the hidden-Markov model."""
        if len(buf) == 1:
            out.append((buf, self._tag(buf)))
        elif not self._jieba.FREQ.get(buf):
            # lazy: jieba.posseg costs 192 ms at import (measured, benchmarks/import_costs.py)
            from jieba.posseg import re_eng, re_han_detail, re_num, re_skip_detail

            for blk in re_han_detail.split(buf):
                if re_han_detail.match(blk):
                    out.extend(self._tagger.cut(blk))
                    continue
                for x in re_skip_detail.split(blk):
                    if x:
                        out.append((x, "m" if re_num.match(x) else "eng" if re_eng.match(x) else "x"))
        else:
            out.extend((ch, self._tag(ch)) for ch in buf)

    def pos_spans(self, text: str) -> list[tuple[str, str, int, int]]:
        """(word, flag, start, end) with `text[start:end] == word`, for callers that report character offsets."""
        tags = self.pos_cut(text)
        out = []
        pos = 0
        if "".join([word for word, _ in tags]) == (text or ""):   # as jieba gives them: each word where the last ended
            for word, flag in tags:
                start, pos = pos, pos + len(word)
                out.append((word, flag, start, pos))
            return out
        for word, flag in tags:
            start = (text or "").find(word, pos)
            if start < 0:  # jieba never rewrites text; guard anyway rather than report a wrong offset
                continue
            pos = start + len(word)
            out.append((word, flag, start, pos))
        return out


_CACHE_SIZE = 8  # distinct user-word sets kept alive (lexicon × graph combinations seen in one process)


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
    # built once even when two threads ask at once; the least recently used go first, never the plain instance
    return runtime().get("nlp.tokenizer", _fingerprint(user_words), lambda: Tokenizer(user_words),
                         limit=_CACHE_SIZE, pinned="")


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
