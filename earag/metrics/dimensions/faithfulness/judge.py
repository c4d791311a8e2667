"""Offline sentence-support judge (seed 001 without an LLM): graded support per answer sentence and the spans at fault.

For each answer sentence the judge finds its best evidence sentence in the contexts and grades the support in [0, 1]
from two overlaps with the contexts: character bigrams (what lexical baselines see) and content words with a table
of policy synonyms (so a reworded but faithful sentence stays high). It then looks for the pieces of the sentence
the contexts contradict or do not contain, each an `UnsupportedSpan` with offsets into the answer:

- number / date / quantity: values compared with their units (earag.nlp.facts): 5.8级 ≠ 8.5级, 3万元 = 30000元;
- entity: person, organisation, place and policy names absent from the contexts (a swapped or invented name);
- negation / direction: 不再要求 → 要求, 上涨 → 下跌, 不超过 → 超过, relative to the best evidence sentences;
- unsupported-addition: a clause with no counterpart in the contexts.

Every span multiplies the sentence score by a penalty by kind, so an answer with an invented number scores clearly
below its faithful twin; `supported` stays seed 001's 0/1 verdict (score ≥ SUPPORT_THRESHOLD and no blocking span).

The contexts are prepared once per sample (`_prepare`) with tables of which sentence and clause holds which bigram,
so each answer sentence meets only the context sentences and clauses it shares a bigram or a word with — the others
score 0 — instead of every pair: the cost grows with the length of the contexts, not with their product with the
answer. The figures are those of the all-pairs computation (tests/unit/test_scaling_equivalence.py).
"""
from __future__ import annotations

import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

import numpy as np

from earag.deadline import checkpoint
from earag.messages import Message
from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.answers import (
    ABSTAIN_SCORE,
    abstains,
    binding_strength,
    bound_score,
    new_part,
    short_answer_support,
    yes_no_support,
)
from earag.metrics.dimensions.faithfulness.attribution import ATTRIBUTION_PENALTY, attributed, is_attribution
from earag.metrics.dimensions.faithfulness.binding import (
    RELEVANT,
    ContextClause,
    name_bound_elsewhere,
    value_bound_elsewhere,
)
from earag.nlp.aliases import default_aliases
from earag.nlp.entities import head_type, lexicon_user_words, name_spans
from earag.nlp.facts import (
    Fact,
    context_years,
    counterpart,
    extract_facts,
    fact_ranges,
    families_compared,
    same_value,
    year_only,
)
from earag.nlp.language import has_han
from earag.nlp.ner import ORG_HEADS
from earag.nlp.text import bigram_pool, normalize, split_sentences
from earag.nlp.tokenizer import STOPWORDS, Tokenizer, tokenizer_for
from earag.types import SentenceVerdict, UnsupportedSpan

JUDGE_NAME = "offline:span-judge"  # how results name this judge (backends, provenance)

SUPPORT_THRESHOLD = 0.6      # graded score at or above which a sentence without blocking spans counts as supported
USED_THRESHOLD = 0.45        # a context sentence at or above this lexical recall in the answer was used by it
ADDITION_THRESHOLD = 0.45    # a clause whose support is below this has no counterpart in the contexts
NO_CONTEXT_REASON = "未提供上下文"
LINKS_ONLY_REASON = "上下文只有链接，没有可核对的文本"   # earag.nlp.links: judged like no contexts
# Score *= 1 - PENALTY[kind] per span: a wrong value leaves a fifth of the sentence, an absent name less than a
# third; negation and direction flips (found less surely) cost less; an addition costs by the share it covers.
# Chosen on the dev split of data/judge/pairs.jsonl.gz (pairwise agreement + AUC; a plateau, not a sharp optimum).
PENALTY = {"number": 0.8, "date": 0.8, "quantity": 0.8, "entity": 0.7, "negation": 0.4, "direction": 0.4}
ADDITION_PENALTY = 0.8       # score *= 1 - ADDITION_PENALTY * (share of the sentence the unsupported clauses cover)
BLOCKING_ADDITION_SHARE = 0.25
LEXICAL_WEIGHT = 0.05        # share of the raw bigram overlap in the score: keeps two answers from tying
# Overlap is calibrated to support: at or below SUPPORT_FLOOR nothing is supported, at or above SUPPORT_CEIL fully
# (a faithful paraphrase shares ~0.7 of its content with the contexts, not 1.0).
SUPPORT_FLOOR = 0.0
SUPPORT_CEIL = 0.7

# Interchangeable policy wording: a word is found in the contexts when any word of its group is.
_SYNONYM_GROUPS = (
    "缴纳 交纳 上缴 征收 征税 缴费", "享受 适用 享有 可享 可享受", "免征 免除 免予征收 免收 免缴 免税 不征收", "减半征收 减半",
    "申请 申报 提出申请 申领", "提交 报送 递交 提供 上交 报", "办理 受理 处理", "须 需 需要 应当 应 必须 要 得",
    "可以 可 能够 能 允许 准予 得以", "规定 明确 要求 指出", "不超过 以下 以内 不高于 至多 最多 未超过 上限",
    "不低于 以上 至少 最少 不少于 下限", "企业 公司 单位 市场主体", "个人 自然人", "期限 期间 时间 时限",
    "执行 实施 施行 实行", "截至 截止 至 到", "发布 印发 出台 颁布 公布", "部门 机关 机构", "资金 经费 款项 资金支持",
    "补贴 补助 资助 奖励 奖补", "条件 标准 要求 门槛", "审批 批准 核准 审核 审查", "登记 注册 备案",
    "降低 下调 减少 减 下降", "提高 上调 增加 增 提升 上升", "符合 满足 达到", "按照 依照 根据 依据 按 依",
    "用于 用来", "包括 包含 涵盖 含", "支持 扶持 鼓励 促进", "实行 采用 采取 推行", "开展 进行 从事",
    "取得 获得 得到 领取", "目前 当前 现在 现阶段", "之后 以后 后", "之前 以前 前", "每年 年度 每个年度 一年",
    "计算 计入 计", "税款 税额 税金", "退还 退回 返还 退", "抵扣 扣除 抵减 抵免", "小微企业 小型微利企业",
    "规模 数量", "负责 主管 管理", "向 到", "时 时候", "立即 马上", "同时 并且 并 且 还", "或 或者", "及 以及 和 与",
    "仍 仍然 继续", "延续 延长 继续执行", "不再 无需 不需要 不需 无须 不必", "免于 免除", "认定 确认 评定",
    "所得 收入", "费用 支出 开支", "员工 职工 雇员", "居民 住户", "职工 从业人员 从业人数", "地区 区域 地方",
)


def _synonym_index(groups: Sequence[str]) -> dict[str, frozenset[str]]:
    index: dict[str, frozenset[str]] = {}
    for group in groups:
        words = frozenset(group.split())
        for word in words:
            index[word] = index.get(word, frozenset()) | words
    return index


_SYNONYMS = _synonym_index(_SYNONYM_GROUPS)

# Negations, with the 免 words (免征 is "not levied") and 否则; 不 before a comparison (不超过, 不到) is a bound,
# handled as a direction word.
_NEG_RE = re.compile(r"否则|不得|不予|不再|不需要|不需|无需|无须|不必|不能|不可以|不可|不会|不是|并非|没有|未能|未|不要|不用"
                     r"|不应|不宜|禁止|严禁|免于|免予|免征|免除|免收|免缴|免税|免费|免申|不属于|不包括|不含|没|不")
_NOT_NEGATION_AFTER_BU = ("断", "同", "仅", "少", "良", "足", "但", "过", "论", "管", "久", "妨", "如", "止", "等", "超过",
                          "低于", "少于", "高于", "大于", "小于", "多于", "到", "满", "动产", "定期", "得不", "一定", "变", "利")
_NOT_NEGATION_AFTER_WEI = ("来",)
# "Not only" is not a negation: 不能只备案 / 不仅 / 不只 keep the statement and add to it.
_NOT_ONLY = ("只", "仅", "光", "单单")
# Exemptions negate the levy, not the tax: 免征增值税 is the opposite of 征收增值税, not of a clause that merely names
# 增值税. A polarity difference made only of these words needs the levy itself on the other side.
_EXEMPTIONS = ("免于", "免予", "免征", "免除", "免收", "免缴", "免税", "免费", "免申")
_LEVY_WORDS = frozenset({"征收", "征税", "缴纳", "交纳", "缴", "征", "收取", "加征", "缴税", "纳税", "收费", "扣缴", "代扣代缴"})
# A clause about what the material does (not) say is a statement about the material, not a claim to check:
# 资料中没有…的具体规定, 上下文未提及…, 根据资料.
_MATERIAL = r"(?:资料|材料|上下文|文中|原文|文本|参考内容|检索内容|所给内容|提供的内容|提供的信息|现有信息|给定信息|已知信息)"
_ABSENCE_RE = re.compile(_MATERIAL + r"[^，,；;。]{0,6}?(?:中|里|内)?[^，,；;。]{0,4}?(?:没有|未|并未|无|不包含|不含|找不到|缺少|尚无)"
                         r"|(?:没有|未|并未)[^，,；;。]{0,4}?(?:提及|提到|涉及|说明|给出|提供|载明|包含|找到)"
                         r"|^\s*(?:根据|依据|按照|结合)(?:以上|上述|所给|提供的)?" + _MATERIAL + r"\s*$")
_POSITIVE_MODALS = ("需要", "需经", "需", "须", "要", "应当", "应", "必须", "可以", "可", "有", "经", "仍需", "仍")

# Direction words by family: (words that go up, words that go down). Longest first when matching.
_DIRECTIONS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "change": (("上涨", "上升", "增加", "增长", "提高", "提升", "升高", "上调", "加大", "增多", "增强", "加快", "扩大",
                "增大", "攀升", "走高", "调高", "加码", "加倍", "翻番", "上浮", "收涨", "涨幅", "涨", "升到", "升至", "回升"),
               ("下跌", "下降", "减少", "降低", "下调", "减小", "减弱", "放缓", "缩小", "回落", "下滑", "减低", "走低",
                "调低", "缩减", "削减", "压减", "压缩", "减半", "下浮", "收跌", "跌幅", "跌", "降到", "降至", "降幅")),
    "time": (("延长", "推迟", "延后", "延迟", "放宽"), ("缩短", "提前", "收紧")),
    "compare": (("高于", "多于", "大于", "超过", "以上", "不低于", "不少于", "至少", "最少", "最低", "不得低于", "不能低于",
                 "下限"),
                ("低于", "少于", "小于", "以下", "不超过", "不高于", "不多于", "以内", "至多", "未超过", "不到", "不足",
                 "最多", "最高", "不得超过", "不能超过", "上限", "不满")),
    "levy": (("征收", "加征", "增税", "收取"), ("免征", "减征", "减税", "免税", "免收", "免缴")),
    "balance": (("盈利", "顺差", "流入", "买入", "升值", "扩张", "宽松", "涨价", "加息"),
                ("亏损", "逆差", "流出", "卖出", "贬值", "收缩", "紧缩", "降价", "降息")),
    # antonym predicates: said of the same thing, one is the other's contradiction (同意 there, 拒绝 here)
    "consent": (("同意", "批准", "核准", "准予", "接受", "允许", "赞成", "支持", "通过", "承认", "认可", "答应"),
                ("拒绝", "驳回", "否决", "不予批准", "拒不", "禁止", "反对", "否认", "不认可", "拒收")),
    "outcome": (("成功", "胜利", "获胜", "赢得", "达标", "合格", "及格", "完成"),
                ("失败", "失利", "落败", "输掉", "未达标", "不合格", "不及格", "未完成")),
    "validity": (("有效", "合法", "合规", "生效", "真实"), ("无效", "违法", "违规", "失效", "虚假")),
    "stance": (("喜欢", "热爱", "满意", "信任", "乐观", "积极", "平安", "安全", "容易", "简单", "活泼", "热情"),
               ("讨厌", "厌恶", "不满", "怀疑", "悲观", "消极", "出事", "危险", "困难", "复杂", "安静", "冷淡")),
    # quantifiers and modality: all against some or only, obligation against permission
    "scope": (("全部", "所有", "一律", "全体", "均", "全都", "一切"), ("部分", "仅", "只有", "个别", "少数", "一些")),
    "modality": (("必须", "应当", "须", "强制", "务必"), ("可以", "自愿", "可自行", "酌情")),
}
_DIR_INDEX = {w: (fam, pol) for fam, (up, down) in _DIRECTIONS.items() for pol, ws in (("up", up), ("down", down))
              for w in ws}
_DIR_RE = re.compile("|".join(sorted(map(re.escape, _DIR_INDEX), key=len, reverse=True)))
_BOUND_WORDS = ("以上", "以下", "以内")   # only a bound after a number (10万元以下), not 以上政策
_NUMERIC_RE = re.compile(r"[\d.%]+")
_CLAUSE_RE = re.compile(r"[^，,；;：:（）()\n。！？!?]+")


@dataclass
class ContextSentence:
    doc: int          # index of the context passage (0-based)
    pos: int          # sentence position in that passage
    text: str


def context_sentences(contexts: Sequence[str]) -> list[ContextSentence]:
    return [ContextSentence(d, p, s) for d, ctx in enumerate(contexts) for p, s in enumerate(split_sentences(ctx))]


@dataclass
class _Clause:
    text: str
    norm: str
    sentence: int = 0            # index of its context sentence
    joined: bool = False         # two neighbouring clauses read as one
    aside: bool = False          # in brackets: （不含水资源税） qualifies a list, it does not state a polarity

    # computed for the few clauses an answer clause is compared with, not for every clause of the contexts
    @cached_property
    def grams(self) -> set[str]:
        return _grams(self.norm)

    @cached_property
    def negations(self) -> list[tuple[int, int, str]]:
        return _negations(self.text)

    @cached_property
    def directions(self) -> list[str]:
        return [w for _, _, w in _directions(self.text)]


_SEPARATOR = 10   # "\n": never inside a normalised text


def _code(key: str) -> int:
    """A bigram (or one character) as an integer; characters are below 2**21."""
    return (ord(key[0]) << 21) | ord(key[1]) if len(key) == 2 else ord(key)


@dataclass
class _Table:
    """Which texts hold which bigrams (width 2) or characters (width 1), for lookups without a pass over all texts:
    each distinct (text, key) once, keys as integer codes in ascending order; `sizes` counts each text's keys."""

    codes: np.ndarray
    owners: np.ndarray
    sizes: np.ndarray
    width: int

    @classmethod
    def of(cls, norms: Sequence[str], width: int = 2) -> "_Table":
        joined = "\n".join(norms)
        chars = np.frombuffer(joined.encode("utf-32-le"), dtype=np.uint32).astype(np.int64)
        owner = np.repeat(np.arange(len(norms), dtype=np.int64), [len(n) + 1 for n in norms])[: len(chars)]
        if width == 2:
            codes = (chars[:-1] << 21) | chars[1:]
            keep = (chars[:-1] != _SEPARATOR) & (chars[1:] != _SEPARATOR)
            owner = owner[:-1]
        else:
            codes, keep = chars, chars != _SEPARATOR
        owner, codes = owner[keep], codes[keep]
        if len(norms) < 1 << 21:   # (key, text) packed in one integer: one sort orders by key, then text
            pairs = np.sort((codes << 21) | owner)
            pairs = pairs[np.concatenate(([True], pairs[1:] != pairs[:-1]))] if len(pairs) else pairs
            codes, owner = pairs >> 21, pairs & ((1 << 21) - 1)
        else:
            order = np.lexsort((owner, codes))
            codes, owner = codes[order], owner[order]
            keep = np.concatenate(([True], (codes[1:] != codes[:-1]) | (owner[1:] != owner[:-1])))[: len(codes)]
            codes, owner = codes[keep], owner[keep]
        return cls(codes, owner, np.bincount(owner, minlength=len(norms)), width)

    def holders(self, key: str) -> np.ndarray:
        """The texts that hold `key`, ascending."""
        if len(key) != self.width:
            return _NONE
        code = _code(key)
        lo, hi = np.searchsorted(self.codes, [code, code + 1])
        return self.owners[lo:hi]

    def counts(self, keys: Iterable[str]) -> np.ndarray:
        """For every text, how many of `keys` (distinct) it holds."""
        size = len(self.sizes)
        keys = [k for k in keys if len(k) == self.width]
        if not keys:
            return np.zeros(size, dtype=np.int64)
        if len(keys) < 256:   # a sentence's bigrams: numpy's per-call cost would exceed the work
            few = sorted({_code(k) for k in keys})
            starts = np.searchsorted(self.codes, few, side="left").tolist()
            ends = np.searchsorted(self.codes, few, side="right").tolist()
            hits = [self.owners[a:b] for a, b in zip(starts, ends) if b > a]
            return np.bincount(np.concatenate(hits), minlength=size) if hits else np.zeros(size, dtype=np.int64)
        # a whole answer's bigrams: their codes as _code computes them, all at once
        chars = np.frombuffer("".join(keys).encode("utf-32-le"), dtype=np.uint32).astype(np.int64)
        codes = np.unique((chars[0::2] << 21) | chars[1::2] if self.width == 2 else chars)
        lo = np.searchsorted(self.codes, codes, side="left")
        hi = np.searchsorted(self.codes, codes, side="right")
        lengths = hi - lo
        total = int(lengths.sum())
        if not total:
            return np.zeros(size, dtype=np.int64)
        # every position lo[i] .. hi[i] - 1, concatenated: the owners of each key's entries
        starts = np.repeat(lo - np.concatenate(([0], np.cumsum(lengths)[:-1])), lengths)
        return np.bincount(self.owners[starts + np.arange(total)], minlength=size)


_NONE = np.zeros(0, dtype=np.int64)


@dataclass
class _Contexts:
    """The contexts prepared once (and cached): text, bigrams, sentences, clauses, facts."""

    text: str
    norm: str
    sentences: list[ContextSentence]
    sent_norms: list[str]
    facts: list[Fact]
    sent_facts: list[list[Fact]]
    years: set[int] = field(default_factory=set)
    clauses: list[_Clause] = field(default_factory=list)
    grams: set[str] = field(default_factory=set)
    bare_places: str = ""        # the normalised contexts without 省/市/县, for 广东汕头 against 广东省汕头市
    # Inverted indexes, so an answer sentence meets only the context sentences and clauses it shares something with
    # (the rest score 0 by construction): bigram -> sentences, bigram -> clauses, character -> clauses. The memos
    # below fill as sentences are judged; threads sharing the contexts write the same values.
    sent_index: _Table = field(default_factory=lambda: _Table.of(()))     # always given by the constructor
    clause_index: _Table = field(default_factory=lambda: _Table.of(()))
    clause_chars: _Table = field(default_factory=lambda: _Table.of((), width=1))
    ranges: list[tuple[Fact, Fact]] = field(default_factory=list)   # the value ranges the contexts state
    word_hits: dict[str, np.ndarray] = field(default_factory=dict)   # memo of _clauses_saying
    asides: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=bool))   # per clause: in brackets
    stated: dict[tuple, bool] = field(default_factory=dict)   # memo of _stated
    families: dict[str, list[Fact]] = field(default_factory=dict)   # distinct facts by unit family (for _comparable)


def _grams(norm: str) -> set[str]:
    return {norm[i : i + 2] for i in range(len(norm) - 1)} or ({norm} if norm else set())


@lru_cache(maxsize=4096)
def _passage_sentences(passage: str) -> tuple[str, ...]:
    return tuple(split_sentences(passage))


@lru_cache(maxsize=16384)
def _sentence_parts(sentence: str) -> tuple[str, tuple[Fact, ...], tuple[tuple[Fact, Fact], ...], tuple[tuple, ...]]:
    """What the contexts need of one of their sentences, kept per distinct sentence (passages of one corpus share
    sentences, within a sample and across a run): its normalised text, facts, value ranges and clauses."""
    facts = tuple(extract_facts(sentence))
    parts = _clauses(sentence)
    # single clauses, and two neighbours joined: an answer clause may say in one what the context says in two
    pairs = [(a[0], b[1]) for a, b in zip(parts, parts[1:])]
    clauses = []
    for k, (lo, hi) in enumerate(parts + pairs):
        clause = sentence[lo:hi]
        norm = normalize(clause)
        if len(norm) >= 2:
            clauses.append((clause, norm, k >= len(parts), sentence[lo - 1 : lo] in ("（", "(")))
    return normalize(sentence), facts, tuple(fact_ranges(sentence, facts)), tuple(clauses)


PREPARED_CHARS = 64_000   # context characters kept prepared (100–170 bytes each with their memos: ~10 MB)


class _PreparedCache:
    """The last prepared contexts, bounded by their characters rather than their number: a dataset that asks many
    questions of the same short passages keeps them all (and the word memos they carry), a run of 200-passage
    samples keeps the few being scored."""

    def __init__(self, budget: int):
        self.budget = budget
        self._items: OrderedDict[tuple[str, ...], tuple[_Contexts, int]] = OrderedDict()
        self._chars = 0
        self._lock = threading.Lock()

    def __call__(self, contexts: tuple[str, ...]) -> _Contexts:
        with self._lock:
            hit = self._items.get(contexts)
            if hit is not None:
                self._items.move_to_end(contexts)
                return hit[0]
        ctx = _prepare_contexts(contexts)
        size = sum(map(len, contexts)) + len(contexts)
        with self._lock:
            if contexts not in self._items:
                self._items[contexts] = (ctx, size)
                self._chars += size
                while self._chars > self.budget and len(self._items) > 1:
                    self._chars -= self._items.popitem(last=False)[1][1]
        return ctx

    def cache_clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._chars = 0

    def __len__(self) -> int:
        return len(self._items)


def _prepare_contexts(contexts: tuple[str, ...]) -> _Contexts:
    """The contexts prepared once (cached by `_prepare`: the evaluator and the metrics judge one sample's contexts
    repeatedly, and datasets ask several questions of the same passages)."""
    sents = [ContextSentence(d, p, s) for d, ctx in enumerate(contexts) for p, s in enumerate(_passage_sentences(ctx))]
    text = "\n".join(contexts)
    prepared = [_sentence_parts(cs.text) for cs in sents]
    norms = [p[0] for p in prepared]
    sent_facts = [list(p[1]) for p in prepared]
    facts = [f for fs in sent_facts for f in fs]
    clauses = [_Clause(clause, norm, j, joined, aside)
               for j, p in enumerate(prepared) for clause, norm, joined, aside in p[3]]
    ranges = [r for p in prepared for r in p[2]]
    families: dict[str, list[Fact]] = {}
    distinct: set[tuple] = set()   # same_value reads only family, value and numeral: one fact of each is enough
    for f in facts:
        if (f.family, f.value, f.numeral) not in distinct:
            distinct.add((f.family, f.value, f.numeral))
            families.setdefault(f.family, []).append(f)
    clause_norms = [c.norm for c in clauses]
    return _Contexts(text, normalize(text), sents, norms, facts, sent_facts,
                     context_years(facts), clauses, _grams(normalize(text)), _PLACE_SUFFIX_RE.sub("", normalize(text)),
                     _Table.of(norms), _Table.of(clause_norms), _Table.of(clause_norms, width=1), ranges, {},
                     np.array([c.aside for c in clauses], dtype=bool), {}, families)


_prepare = _PreparedCache(PREPARED_CHARS)


def _recall(norm: str, pool: set[str]) -> float:
    grams = _grams(norm)
    return len(grams & pool) / len(grams) if grams else 0.0


@lru_cache(maxsize=1)
def _tokenizer() -> Tokenizer:
    """The shared jieba loader with the policy lexicon as user words (an extractor on the lexicon alone shares it)."""
    return tokenizer_for(dict(lexicon_user_words()))


@lru_cache(maxsize=8192)
def _pos(text: str) -> tuple[tuple[str, str, int, int], ...]:
    """POS tokens with offsets, once per distinct sentence (answers and contexts repeat across metrics)."""
    return tuple(_tokenizer().pos_spans(text))


@lru_cache(maxsize=8192)
def _all_content_words(text: str) -> tuple[tuple[str, int, int], ...]:
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
    if len(norm) == 2 and (norm[0] in ctx.norm and norm[1] in ctx.norm):
        return 0.25  # both characters occur apart: a weak hint of a paraphrase
    return 0.0


def _content_recall(text: str, ctx: _Contexts, ctx_grams: set[str], lo: int = 0, hi: int | None = None
                    ) -> float | None:
    words = _content_words(text, lo, hi)
    total = sum(min(len(w), 4) for w, _, _ in words)
    if not total:
        return None
    return sum(min(len(w), 4) * _word_found(w, ctx, ctx_grams) for w, _, _ in words) / total


def _span(sentence: str, start: int, end: int, kind: str, reason: Message) -> UnsupportedSpan:
    return UnsupportedSpan(sentence[start:end], start, end, kind, str(reason), [reason])


def _flip(theirs: str, sent: str) -> Message:
    """An English sentence whose negation differs from the context sentence's."""
    return Message("span.negation", {"detail": Message("span.quoted_differs", {"context": theirs, "answer": sent})})


# --- checks: each returns spans with offsets into the sentence --------------------------------------------------
def _stated(fact: Fact, ctx: _Contexts) -> bool:
    """Whether some context fact states this value (same_value reads only family, value and numeral: memoised)."""
    key = (fact.family, fact.value, fact.numeral)
    found = ctx.stated.get(key)
    if found is None:
        found = ctx.stated[key] = any(same_value(fact, c, ctx.years) for c in _comparable(fact, ctx))
    return found


def _comparable(fact: Fact, ctx: _Contexts) -> list[Fact]:
    """The context facts `same_value` can find equal to `fact`: those of the families it compares across (one per
    distinct family, value and numeral)."""
    wanted = families_compared(fact.family, ctx.families)
    if wanted is None:
        return [f for facts in ctx.families.values() for f in facts]
    return [f for family, facts in ctx.families.items() if family in wanted for f in facts]


def _fact_spans(sentence: str, ctx: _Contexts, evidence: list[int]) -> list[UnsupportedSpan]:
    spans = []
    near = [f for j in evidence for f in ctx.sent_facts[j]]
    ours = extract_facts(sentence)
    unused = [c for c in near if not any(same_value(a, c, ctx.years) for a in ours)]
    for fact in ours:
        if _stated(fact, ctx):
            continue
        if year_only(fact) and fact.value[0] in ctx.years:
            continue  # a bare year is compared with the years of the contexts, wherever they stand
        if not re.search(r"\d", fact.text) and counterpart(fact, near) is None:
            continue  # a count in words (两个, 一年) with nothing to contradict it nearby is wording, not a claim
        other = counterpart(fact, unused) or counterpart(fact, near) or counterpart(fact, ctx.facts)
        if other is not None and year_only(fact) and not year_only(other):
            reason = Message("span.year_differs", {"year": other.value[0], "answer": fact.display()})
        elif other is not None:
            reason = Message("span.value_differs", {"context": other.display(), "answer": fact.display()})
        else:
            reason = Message("span.value_missing", {"answer": fact.display()})
        spans.append(_span(sentence, fact.start, fact.end, fact.kind, reason))
    # a range made of two true values that the contexts never join (6%—20% from 6%—10% and 10%—20%)
    for a, b in fact_ranges(sentence, ours):
        if any(sp.start < b.end and a.start < sp.end for sp in spans):
            continue
        theirs = ctx.ranges
        if not theirs or any(same_value(a, c, ctx.years) and same_value(b, d, ctx.years) for c, d in theirs):
            continue
        for c, d in theirs:
            if same_value(a, c, ctx.years) != same_value(b, d, ctx.years):
                wrong = b if same_value(a, c, ctx.years) else a
                spans.append(_span(sentence, wrong.start, wrong.end, wrong.kind,
                                   Message("span.value_differs", {"context": f"{c.display()}—{d.display()}",
                                                                  "answer": f"{a.display()}—{b.display()}"})))
                break
    return spans


_NAME_PREFIXES = ("中华人民共和国", "中国", "国家")
# Short forms of agency names: the answer may abbreviate what the contexts spell out (and the other way round).
_ABBREVIATIONS = (("管委会", "管理委员会"), ("常委会", "常务委员会"), ("人大", "人民代表大会"), ("社保", "社会保险"),
                  ("发改委", "发展和改革委员会"), ("发改委", "发展改革委"), ("工信部", "工业和信息化部"),
                  ("人社部", "人力资源和社会保障部"), ("人社", "人力资源社会保障"), ("网信办", "互联网信息办公室"),
                  ("网信部门", "互联网信息办公室"),   # 国家网信部门 is how the regulations name 国家互联网信息办公室
                  ("市监局", "市场监督管理局"), ("央行", "中国人民银行"), ("证监会", "证券监督管理委员会"),
                  ("国资委", "国有资产监督管理委员会"), ("税务局", "税务机关"), ("医保", "医疗保障"), ("公积金", "住房公积金"))
_PLACE_SUFFIX_RE = re.compile(r"[省市县]")


def _name_in_contexts(name: str, ctx: _Contexts) -> bool:
    """Whether the contexts name this entity: verbatim, without 国家/中国, with 省/市 dropped (广东汕头 = 广东省汕头市),
    abbreviated (管委会 = 管理委员会), or with its characters in order in a short stretch (横琴合作区 in 横琴粤澳深度合作区)."""
    n = normalize(name)
    if not n or n in ctx.norm:
        return True
    for prefix in _NAME_PREFIXES:  # 国家税务总局 against 税务总局
        if n.startswith(prefix) and len(n) - len(prefix) >= 2 and n[len(prefix):] in ctx.norm:
            return True
    if len(_PLACE_SUFFIX_RE.sub("", n)) >= 2 and _PLACE_SUFFIX_RE.sub("", n) in ctx.bare_places:
        return True
    for short, long_ in _ABBREVIATIONS:
        if short in n and n.replace(short, long_) in ctx.norm:
            return True
        if long_ in n and n.replace(long_, short) in ctx.norm:
            return True
    if default_aliases().mentioned(name, ctx.text) is not None:   # European Union / EU in the answer, 欧盟 in the contexts
        return True
    return _spread_in(n, ctx.norm)


def _spread_in(name: str, text: str) -> bool:
    """The name's characters in order within 2×len+2 characters from an occurrence of its first character."""
    if len(name) < 3:
        return False
    limit = 2 * len(name) + 2
    search = _spread_pattern(name).search
    m = search(text)
    while m is not None:   # each next character at its first occurrence: in the window when the last one is
        if m.end() - m.start() <= limit:
            return True
        m = search(text, m.start() + 1)
    return False


@lru_cache(maxsize=1024)   # the names an answer's sentences try (a compiled pattern is ~1–2 KB)
def _spread_pattern(name: str) -> re.Pattern:
    """The first character, then each next one at its first occurrence no further than the window (a regex, so the
    scan over long contexts runs in the regex engine rather than one find per character and occurrence)."""
    limit = 2 * len(name) + 2
    return re.compile(re.escape(name[0]) + "".join(f"[^{re.escape(ch)}]{{0,{limit}}}{re.escape(ch)}"
                                                    for ch in name[1:]))


def _entity_spans(sentence: str, ctx: _Contexts, extra_names: Sequence[str]) -> list[UnsupportedSpan]:
    candidates: list[tuple[int, int, str]] = []
    for name, _etype, start, end in name_spans(sentence, _tokenizer(), _pos(sentence)):
        candidates.append((start, end, name))
    for name in extra_names:
        name = (name or "").strip().strip("《》")
        if len(normalize(name)) < 2 or re.search(r"\d", name):
            continue  # numbers are the fact check's
        start = sentence.find(name)
        if start >= 0 and _is_named(name):
            candidates.append((start, start + len(name), name))
    missing = [(s, e, n) for s, e, n in candidates if not _name_in_contexts(n, ctx)]
    # a longer missing name that contains a shorter one is the claim (国家税务总局华侨专项办公室, not 华侨)
    missing.sort(key=lambda c: (c[0], -(c[1] - c[0])))
    spans: list[UnsupportedSpan] = []
    for s, e, n in missing:
        if any(sp.start <= s and e <= sp.end for sp in spans):
            continue
        spans = [sp for sp in spans if not (s <= sp.start and sp.end <= e)]
        spans.append(_span(sentence, s, e, "entity", Message("span.quoted_missing", {"answer": sentence[s:e]})))
    return spans


def _agency_span(span: UnsupportedSpan) -> bool:
    """An entity span that names a specific agency: an organisation head after at least four more characters."""
    if span.kind == "entity" and _latin_name(span.text):   # "European Algorithm Safety Bureau" in a Chinese sentence
        words = span.text.split()
        return len(words) >= 2 and words[-1] in ORG_HEADS
    return span.kind == "entity" and len(normalize(span.text)) >= 6 and head_type(span.text) == "机构组织"


def _latin_name(name: str) -> bool:
    """An English name or code the entity extractor found in a sentence (GDPR, OpenAI, AI Act)."""
    return not has_han(name) and any(c.isupper() for c in name)


def _is_named(name: str) -> bool:
    """Whether an extracted term names a specific thing (organisation, place, person, law) rather than a concept."""
    return (head_type(name) in ("机构组织", "地理位置") or name.endswith(("法", "条例", "公司", "集团", "银行", "大学"))
            or _latin_name(name))


def _negations(text: str) -> list[tuple[int, int, str]]:
    out = []
    for m in _NEG_RE.finditer(text):
        word, end = m.group(0), m.end()
        if word == "不" and text.startswith(_NOT_NEGATION_AFTER_BU, end):
            continue
        if word == "未" and text.startswith(_NOT_NEGATION_AFTER_WEI, end):
            continue
        if text.startswith(_NOT_ONLY, end) and word not in _EXEMPTIONS:
            continue  # 不能只备案: "not only", the statement stands
        out.append((m.start(), end, word))
    return out


def _anchor_span(text: str, end: int, verb: bool = False) -> tuple[int, int] | None:
    """(start, end) of the word a negation ending at `end` negates: with `verb`, the first verb within 6 characters
    (不得主动放弃 → 放弃); else (or without one) the first content word within 4 (不再要求提交 → 要求, 不免征 → 免征)."""
    for word, flag, s, e in (_pos(text) if verb else ()):
        if s < end or (_NEG_RE.fullmatch(word) and word not in _EXEMPTIONS):
            continue
        if not normalize(word) or s - end > 6:
            break
        if flag.startswith("v") and len(word) >= 2 and word not in STOPWORDS:
            return s, e
    for word, _flag, s, e in _pos(text):
        if s < end:
            continue
        if _NEG_RE.fullmatch(word) and word not in _EXEMPTIONS:
            continue
        norm = normalize(word)
        if not norm:
            return None  # punctuation: the negation stands alone
        if s - end > 4:
            return None
        if norm in STOPWORDS or len(norm) < 2 or _NUMERIC_RE.fullmatch(norm):
            continue
        return s, e
    return None


def _anchor(text: str, end: int) -> str | None:
    """The content word a negation ending at `end` negates (不再要求提交 → 要求)."""
    span = _anchor_span(text, end)
    return text[span[0] : span[1]] if span else None


def _predicate(text: str, end: int, hi: int | None = None, window: int = 8) -> list[str]:
    """The content words a negation ending at `end` can be about: those starting within `window` characters after it,
    up to the end of the clause (不得主动放弃 → 主动, 放弃; 未发生重大安全 → 发生, 重大, 安全)."""
    hi = len(text) if hi is None else hi
    out = []
    for word, _flag, s, e in _pos(text):
        if s < end or e > hi:
            continue
        norm = normalize(word)
        if not norm or s - end > window:
            break
        if norm in STOPWORDS or _NUMERIC_RE.fullmatch(norm) or (_NEG_RE.fullmatch(norm) and norm not in _EXEMPTIONS):
            continue
        out.append(norm)
    return out


def _found_in(words: Sequence[str], text: str) -> bool:
    """Whether one of the words (or a synonym of it) occurs in `text`: the two clauses speak of the same predicate."""
    norm = normalize(text)
    return any(w in norm or any(x in norm for x in _SYNONYMS.get(w, ())) for w in words)


def _levies(text: str) -> bool:
    return any(word in _LEVY_WORDS for word, _, _, _ in _pos(text))


def _about_material(clause: str) -> bool:
    """Whether the clause speaks about the material itself (资料中没有…的规定, 根据资料): not a claim about the world."""
    return _ABSENCE_RE.search(clause) is not None


def _context_quote(text: str, k: int, anchor: str) -> str:
    """The context's own words at `k` for a reason: the anchor with the modal right before it (需要重点)."""
    modal = next((p for p in _POSITIVE_MODALS if text[max(0, k - 3) : k].endswith(p)), "")
    return text[k - len(modal) : k + len(anchor)]


def _clauses(text: str) -> list[tuple[int, int]]:
    """(start, end) of the clauses of a sentence, without surrounding spaces."""
    out = []
    for m in _CLAUSE_RE.finditer(text):
        clause = m.group(0)
        lead = len(clause) - len(clause.lstrip())
        s, e = m.start() + lead, m.start() + len(clause.rstrip())
        if e > s:
            out.append((s, e))
    return out


def _clause_similarity(grams: set[str], words: list[str], clause: _Clause) -> float:
    """How much of an answer clause one context clause says: bigrams, or content words (synonyms allowed)."""
    lex = len(grams & clause.grams) / len(grams) if grams else 0.0
    if len(words) < 2:
        return lex
    found = sum(1 for w in words if w in clause.norm or any(x in clause.norm for x in _SYNONYMS.get(w, ())))
    return max(lex, found / len(words))


def _clauses_saying(word: str, ctx: _Contexts) -> np.ndarray:
    """The context clauses that hold the word or one of its synonyms (what `_clause_similarity` counts as found)."""
    hits = ctx.word_hits.get(word)
    if hits is None:
        found = []
        for form in (word, *_SYNONYMS.get(word, ())):
            if len(form) <= 2:   # one character or one bigram: the table lists exactly the clauses holding it
                found.append((ctx.clause_index if len(form) == 2 else ctx.clause_chars).holders(form))
                continue
            # a clause holding a longer form holds each of its bigrams: check the clauses that hold them all
            pool = ctx.clause_index.holders(form[:2])
            for i in range(1, len(form) - 1):
                pool = np.intersect1d(pool, ctx.clause_index.holders(form[i : i + 2]), assume_unique=True)
            found.append(np.array([k for k in pool.tolist() if form in ctx.clauses[k].norm], dtype=np.int64))
        hits = ctx.word_hits[word] = found[0] if len(found) == 1 else np.unique(np.concatenate(found))
    return hits


@dataclass
class _Similarities:
    """An answer clause's similarity to the clauses of the contexts, sparse: `keys` (ascending) are the clauses
    that share a bigram or a word with it, `values` their `_clause_similarity`; every other clause scores 0."""

    keys: np.ndarray
    values: np.ndarray

    def top(self, asides: np.ndarray | None = None) -> float:
        """The highest similarity of any clause (asides, when given, count 0)."""
        values = self.values if asides is None else np.where(asides[self.keys], 0.0, self.values)
        return max(float(values.max()), 0.0) if len(values) else 0.0

    def at_least(self, floor: float, asides: np.ndarray | None = None) -> dict[int, float]:
        """{clause: similarity} of the clauses scoring `floor` or more (> 0), in clause order."""
        values = self.values if asides is None else np.where(asides[self.keys], 0.0, self.values)
        keep = values >= max(floor, np.nextafter(0.0, 1.0))
        return dict(zip(self.keys[keep].tolist(), values[keep].tolist()))


def _clause_similarities(grams: set[str], words: list[str], ctx: _Contexts) -> _Similarities:
    """`_clause_similarity` with every clause of the contexts, computed only for the clauses that share a bigram
    or a word with the answer clause (found through the indexes); every clause left out scores 0.

    The same integer counts divided the same way as `_clause_similarity`, so every value is the same float."""
    size = len(ctx.clauses)
    shared = ctx.clause_index.counts(grams)
    sims = shared / len(grams) if grams else np.zeros(size)
    some = shared > 0
    if len(words) >= 2:
        found = np.zeros(size, dtype=np.int64)
        hits = [_clauses_saying(word, ctx) for word in words]   # a repeated word counts again, as in the sum
        if any(len(h) for h in hits):
            found = np.bincount(np.concatenate(hits), minlength=size)
        sims = np.maximum(sims, found / len(words))
        some |= found > 0
    keys = np.flatnonzero(some)
    return _Similarities(keys, sims[keys])


def _aligned_clauses(sentence: str, ctx: _Contexts) -> list[tuple[int, int, _Similarities]]:
    """Each clause of the sentence (4+ characters) with its similarity to every clause of the contexts."""
    out = []
    for lo, hi in _clauses(sentence):
        norm = normalize(sentence[lo:hi])
        if len(norm) < 4 or not ctx.clauses:
            continue
        grams = _clause_grams(sentence[lo:hi])
        words = [w for w, _, _ in _content_words(sentence, lo, hi)]
        out.append((lo, hi, _clause_similarities(grams, words, ctx)))
    return out


def _clause_grams(clause: str) -> set[str]:
    """The bigrams an answer clause is aligned by, without its own negations (没有目标 is about 目标明确): polarity
    is what the checks then compare."""
    bare = normalize("".join(clause[a:b] for a, b in _gaps(clause, _negations(clause))))
    return _grams(bare) if len(bare) >= 2 else _grams(normalize(clause))


def _gaps(text: str, cuts: list[tuple[int, int, str]]) -> list[tuple[int, int]]:
    """The stretches of `text` between the cuts."""
    out, pos = [], 0
    for a, b, _ in cuts:
        out.append((pos, a))
        pos = b
    out.append((pos, len(text)))
    return out


_MODAL_RE = re.compile("|".join(sorted(map(re.escape, _POSITIVE_MODALS), key=len, reverse=True)))


def _negated_before(text: str, pos: int, lo: int = 0) -> bool:
    """Whether a negation ends at most 4 characters before `pos` (and after `lo`)."""
    return any(pos - (lo + e) <= 4 for _, e, _ in _negations(text[lo:pos]))


def _negation_spans(sentence: str, ctx: _Contexts, aligned) -> list[UnsupportedSpan]:
    """Clauses whose polarity differs from the context clause most like them (不再要求 there, 要求 here).

    Polarity is the parity of the negations (不达标的年度不得享受 has two, 不达标的年度可以享受 one); the span is the
    negation the answer added, or the word that lost the context's negation (the positive modal before it if any).
    """
    spans: list[UnsupportedSpan] = []
    for lo, hi, sims in aligned:
        clause = sentence[lo:hi]
        if sentence[lo - 1 : lo] in ("（", "("):
            continue  # an aside （不算敏感个人信息） qualifies, it does not state a polarity
        if _about_material(clause):
            continue  # 资料中没有…的具体规定: the answer says what the material lacks, it flips nothing
        ours = _negations(clause)
        top = sims.top(ctx.asides)   # an aside counts 0
        if top < 0.5:
            continue  # no context clause is close enough to compare polarity with
        # every clause the tests below can pick (≥ top − 0.1, with a margin against rounding), asides at 0
        sims = sims.at_least(top - 0.11, ctx.asides)
        # what the answer negates (不免征增值税 → 免征): a context clause that lacks it is not about the same thing
        negated = _predicate(clause, ours[0][1])[:1] if ours else []
        close = [k for k in sims if sims[k] >= top - 0.05]
        close = [k for k in close if _found_in(negated, ctx.clauses[k].text)] or close
        # the shortest of the closest clauses: a joined pair says more than the answer's clause may mean
        best = min(close, key=lambda k: len(ctx.clauses[k].norm))
        theirs = ctx.clauses[best]
        if sims[best] < 0.5 or len(ours) % 2 == len(theirs.negations) % 2:
            continue
        if any(len(ctx.clauses[k].negations) % 2 == len(ours) % 2 and sims[k] >= sims[best] - 0.05
               and not ctx.clauses[k].joined and (not negated or _found_in(negated, ctx.clauses[k].text))
               for k in sims):
            continue  # an equally close clause of the contexts says the same as the answer
        plain_ours = [n for n in ours if n[2] not in _EXEMPTIONS]
        plain_theirs = [n for n in theirs.negations if n[2] not in _EXEMPTIONS]
        if len(plain_ours) % 2 == len(plain_theirs) % 2:
            # only an exemption differs: a flip only when the other side states the levy (照常征收 for 免征)
            exempt_ours = len(ours) - len(plain_ours) > len(theirs.negations) - len(plain_theirs)
            if not _levies(theirs.text if exempt_ours else clause):
                continue
        loc = None
        for s0, e0, word in ours:  # a negation of ours on a word the context states plainly
            span = _anchor_span(sentence, lo + e0, verb=True)
            anchor = sentence[span[0] : span[1]] if span else None
            k = theirs.text.find(anchor) if anchor else -1
            if span and anchor and k >= 0 and not _negated_before(theirs.text, k):
                if word in _EXEMPTIONS and not _levies(theirs.text):
                    continue  # 免征增值税 against a clause that names 增值税 without levying it
                said = sentence[lo + s0 : span[1]]
                gap = sentence[lo + e0 : span[0]]   # 不需要重点扶持: quote 需要重点扶持 when the context has 重点 too
                if gap and theirs.text[:k].endswith(gap):
                    quote = _context_quote(theirs.text, k - len(gap), gap + anchor)
                else:
                    quote = _context_quote(theirs.text, k, anchor)
                loc = (lo + s0, lo + e0, Message("span.quoted_differs", {"context": quote, "answer": said}))
                break
        if loc is None:
            for s0, e0, word in theirs.negations:  # a negated word of theirs the answer states plainly
                anchor = _anchor(theirs.text, e0)
                k = sentence.find(anchor, lo, hi) if anchor else -1
                if not anchor or k < 0 or _negated_before(sentence, k, lo):
                    continue
                a0, a1 = k, k + len(anchor)
                modal = next((p for p in _POSITIVE_MODALS if sentence[max(lo, k - 3) : k].endswith(p)), None)
                if modal:
                    a0, a1 = k - len(modal), k
                else:  # the words the answer put where the context's negation was (照常征收 for 免征)
                    before = [t for t in _pos(sentence) if lo <= t[2] and t[3] <= k][-2:]
                    while before and (before[0][0] in theirs.text or not normalize(before[0][0])):
                        before.pop(0)
                    if before and all(t[0] not in theirs.text and normalize(t[0]) for t in before):
                        a0, a1 = before[0][2], before[-1][3]
                loc = (a0, a1, Message("span.quoted_differs", {"context": f"{word}{anchor}",
                                                               "answer": sentence[a0:k + len(anchor)]}))
                break
        if loc is None:
            # no word to pin the flip on: the clauses must at least speak of the same predicate
            if len(ours) > len(theirs.negations):
                s0, e0, word = ours[0]
                if not _found_in(_predicate(clause, e0), theirs.text):
                    continue
                loc = (lo + s0, lo + e0, Message("span.quoted_differs", {"context": theirs.text, "answer": clause}))
            else:
                m = _MODAL_RE.search(clause)
                if m is None or not any(_found_in(_predicate(theirs.text, e0), clause)
                                        for _, e0, _ in theirs.negations):
                    continue
                loc = (lo + m.start(), lo + m.end(),
                       Message("span.quoted_differs", {"context": theirs.text, "answer": clause}))
        a0, a1, flip = loc
        if not any(sp.start < a1 and a0 < sp.end for sp in spans):
            spans.append(_span(sentence, a0, a1, "negation", Message("span.negation", {"detail": flip})))
    return spans


def _predicate_flips(sentence: str, ctx: _Contexts, aligned, taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """Negation flips of a short clause's verb that the bigram alignment of `_negation_spans` cannot see: a clause
    of at most three content words shares too few bigrams with any context clause ("我联系了" against "没有成功，我也
    没有联系"). Its verb is compared with the context clauses that hold that verb and every other content word of the
    clause: negated there and stated here (or the reverse), with no such clause of the contexts agreeing, is a
    `negation` span on the verb."""
    spans: list[UnsupportedSpan] = []
    for lo, hi, sims in aligned:
        if sims.top(ctx.asides) >= 0.5 or sentence[lo - 1 : lo] in ("（", "("):
            continue  # close enough for _negation_spans, or an aside
        clause = sentence[lo:hi]
        words = _content_words(sentence, lo, hi)
        if not words or len(words) > 3 or _about_material(clause):
            continue
        # the predicate: a verb, or the clause's last content word when jieba reads it as a noun (联系了)
        verbs = {(s0, e0) for w, f, s0, e0 in _pos(sentence) if f.startswith("v") and lo <= s0 and e0 <= hi}
        verbs.add(words[-1][1:])
        for word, s0, e0 in words:
            if (s0, e0) not in verbs or any(sp.start < e0 and s0 < sp.end for sp in taken + spans):
                continue
            ours = _negated_before(sentence, s0, lo)
            others = [w for w, a, _ in words if a != s0]
            holders = [c for c in ctx.clauses if not c.aside and word in c.norm and all(w in c.norm for w in others)]
            polarity = {_negated_before(c.text, c.text.find(sentence[s0:e0])) for c in holders
                        if c.text.find(sentence[s0:e0]) >= 0}
            if len(polarity) != 1 or ours in polarity or (len(word) < 2 and not ours and not holders):
                continue
            theirs = next(c for c in holders if c.text.find(sentence[s0:e0]) >= 0)
            said = sentence[lo:hi].strip("，,。；;！!？? ")
            spans.append(_span(sentence, s0, e0, "negation", _flip(theirs.text, said)))
            break
    return spans


def _directions(text: str) -> list[tuple[int, int, str]]:
    out = []
    for m in _DIR_RE.finditer(text):
        if m.group(0) in _BOUND_WORDS and not re.search(r"[\d%元人年月日天个户家项]$", text[max(0, m.start() - 2): m.start()]):
            continue
        if text.startswith(("率", "额"), m.end()) and m.group(0) in _DIRECTIONS["levy"][0]:
            continue  # 征收率 is a rate, 收取额 an amount: nouns, not the levy
        if re.search(r"(?:不|未|没有|并非|无需|不再)$", text[max(0, m.start() - 2) : m.start()]) \
                and not m.group(0).startswith("不"):
            continue  # 不免征, 未降低: the negation check compares these, a negated direction is no direction
        out.append((m.start(), m.end(), m.group(0)))
    return out


def _flipped(word: str, ours: list[str], theirs: list[str]) -> str | None:
    """The context word `word` replaced with the opposite direction, or None.

    Counted per family, so a clause about two things (净利润下降，原材料价格上涨) is compared as a whole: the answer
    has more words of `word`'s direction than the context and fewer of the opposite one.
    """
    if word in theirs:
        return None
    fam, pol = _DIR_INDEX[word]
    count = lambda ws, p: sum(1 for w in ws if _DIR_INDEX[w] == (fam, p))  # noqa: E731
    other = "down" if pol == "up" else "up"
    if count(ours, pol) > count(theirs, pol) and count(theirs, other) > count(ours, other):
        return next(w for w in theirs if _DIR_INDEX[w] == (fam, other))
    return None


def _direction_spans(sentence: str, ctx: _Contexts, evidence: list[int], aligned) -> list[UnsupportedSpan]:
    """Direction words opposite to the context clauses most like theirs (上涨 there, 下跌 here)."""
    spans = []
    whole = [w for _, _, w in _directions(sentence)]
    for s, e, word in _directions(sentence):
        fam = _DIR_INDEX[word][0]
        groups: list[list[str]] = []
        ours = whole
        wider: list[str] = []   # the context sentences of the closest clauses, when the clause alone says nothing
        for lo, hi, sims in aligned:
            if lo <= s < hi:
                ours = [w for a, b, w in _directions(sentence) if lo <= a < hi]
                top = sims.top()
                if top >= 0.45:  # the closest clauses (several when the contexts repeat themselves)
                    near = [ctx.clauses[k] for k, x in sims.at_least(top - 0.06).items() if x >= top - 0.05]
                    close = [c for c in near if not c.joined] or near[:1]
                    groups = [c.directions for c in close if any(_DIR_INDEX[w][0] == fam for w in c.directions)]
                    wider = [w for j in dict.fromkeys(c.sentence for c in close)
                             for _, _, w in _directions(ctx.sentences[j].text)]
                    if not groups:  # the change may sit in the next clause of the same sentence
                        groups, ours = [wider], whole
                break
        groups = [g for g in groups if any(_DIR_INDEX[w][0] == fam for w in g)]
        if not groups:  # no close clause: the best evidence sentences
            groups = [[w for j in evidence for _, _, w in _directions(ctx.sentences[j].text)]]
            ours = whole
        flips = [_flipped(word, ours, g) for g in groups if any(_DIR_INDEX[w][0] == fam for w in g)]
        if not (flips and all(flips)) and wider:  # counted over the whole sentences (提高 in the next clause)
            flips = [_flipped(word, whole, wider)]
        if flips and all(flips):
            spans.append(_span(sentence, s, e, "direction",
                               Message("span.quoted_differs", {"context": flips[0], "answer": word})))
    return spans


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
        if support >= ADDITION_THRESHOLD:
            continue
        covered = sum(min(e, sp.end) - max(s, sp.start) for sp in taken if sp.start < e and sp.end > s)
        if covered >= 0.5 * (e - s):
            continue  # the clause is already explained by the fact or name it invents
        spans.append(_span(sentence, s, e, "unsupported-addition", Message("span.no_match", {"overlap": support})))
    return spans


# --- the judge ------------------------------------------------------------------------------------------------
def locate_sentences(answer: str, sentences: Sequence[str]) -> list[tuple[int | None, int | None]]:
    """Offsets of each sentence in the answer, searched in order (None when not found verbatim)."""
    out: list[tuple[int | None, int | None]] = []
    pos = 0
    for sent in sentences:
        i = answer.find(sent, pos) if sent else -1
        if i < 0 and sent:
            i = answer.find(sent)
        if i < 0:
            out.append((None, None))
        else:
            out.append((i, i + len(sent)))
            pos = i + len(sent)
    return out


def _to_answer(spans: list[UnsupportedSpan], answer: str, sentence: str, offset: int | None) -> list[UnsupportedSpan]:
    out = []
    for sp in spans:
        if offset is not None:
            out.append(UnsupportedSpan(sp.text, sp.start + offset, sp.end + offset, sp.kind, sp.reason, sp.reason_messages))
            continue
        i = answer.find(sp.text)  # the sentence is not verbatim in the answer: place the span itself, if unique
        if i >= 0 and answer.find(sp.text, i + 1) < 0:
            out.append(UnsupportedSpan(sp.text, i, i + len(sp.text), sp.kind, sp.reason, sp.reason_messages))
    return out


def _score(base: float, lexical: float, spans: list[UnsupportedSpan], sentence: str) -> float:
    """Support times a penalty per span; a little of the raw bigram overlap keeps near twins from tying."""
    factor = 1.0
    for sp in spans:
        if sp.kind in PENALTY:
            factor *= 1 - PENALTY[sp.kind]
        elif is_attribution(sp):   # a cited source the contexts do not name (attribution.py): smaller, not blocking
            factor *= 1 - ATTRIBUTION_PENALTY
    size = max(1, len(normalize(sentence)))
    added = sum(len(normalize(sp.text)) for sp in spans if sp.kind == "unsupported-addition" and not is_attribution(sp))
    factor *= 1 - ADDITION_PENALTY * min(1.0, added / size)
    support = min(1.0, max(0.0, (base - SUPPORT_FLOOR) / (SUPPORT_CEIL - SUPPORT_FLOOR)))
    return max(0.0, min(1.0, factor * ((1 - LEXICAL_WEIGHT) * support + LEXICAL_WEIGHT * lexical)))


def _blocking(spans: list[UnsupportedSpan], sentence: str) -> bool:
    if any(sp.kind in PENALTY for sp in spans):
        return True
    size = max(1, len(normalize(sentence)))
    return sum(len(normalize(sp.text)) for sp in spans
               if sp.kind == "unsupported-addition" and not is_attribution(sp)) / size \
        >= BLOCKING_ADDITION_SHARE


def judge_sentences(
    answer: str,
    contexts: Sequence[str],
    *,
    sentence_entities: Callable[[str], list[str]] | None = None,
    embed: Callable[[Sequence[str]], np.ndarray] | None = None,
    sentences: Sequence[str] | None = None,
    question: str | None = None,
) -> tuple[list[SentenceVerdict], list[dict]]:
    """Graded verdict with unsupported spans per answer sentence, and for every context sentence whether it was used.

    `score` is the sentence's support in [0, 1]: the best of its bigram and content-word overlap with the contexts
    (word by word for an English sentence; or the embedding cosine when an embedder is given), times a penalty per
    unsupported span. `supported` is 1 when the score reaches SUPPORT_THRESHOLD and no span blocks it (a wrong number,
    date, quantity, name, negation or direction, or unsupported clauses covering a quarter of the sentence). With the
    `question`, a short answer (a bare value, name or yes/no) is judged as the answer to it (answers.py). Without
    contexts every verdict is score 0 with the reason "未提供上下文" and no spans: there is nothing to compare with,
    which is not a hallucination.
    """
    sentences = list(sentences) if sentences is not None else split_sentences(answer)
    offsets = locate_sentences(answer, sentences)
    ctx = _prepare(tuple(contexts))
    if not ctx.sentences:
        return [SentenceVerdict(sentence=s, supported=0, reason=NO_CONTEXT_REASON, score=0.0, start=a, end=b,
                                reason_messages=[Message("judge.no_contexts")])
                for s, (a, b) in zip(sentences, offsets)], []
    sem = None
    if embed is not None and sentences:
        vecs = embed([*sentences, *(c.text for c in ctx.sentences)])
        sem = vecs[: len(sentences)] @ vecs[len(sentences) :].T
    verdicts: list[SentenceVerdict] = []
    used_by_answer: set[int] = set()
    answer_pool = bigram_pool(answer) if answer else set()
    short = _short_verdict(answer, question, ctx, tuple(contexts)) if question and len(sentences) == 1 else None
    for i, sent in enumerate(sentences):
        checkpoint()  # the sample's CPU deadline (earag.deadline), once per answer sentence
        spans: list[UnsupportedSpan]
        if short is not None:
            score, base, best_j, spans, lead = short.score, short.score, short.sentence, [], [short.reason]
        else:
            score, base, best_j, spans, lead = _judge_sentence(sent, ctx, tuple(contexts), sentence_entities,
                                                               None if sem is None else sem[i])
            cap = _bound_cap(sent, question, tuple(contexts)) if question and len(sentences) == 1 else None
            if cap is not None and cap[0] < score:
                score, lead = cap[0], [*lead, cap[1]]
        blocked = _blocking(spans, sent)
        supported = int(score >= SUPPORT_THRESHOLD and not blocked)
        ev = ctx.sentences[best_j] if best_j is not None else None
        reasons = [m for sp in spans if sp.kind != "entity" or not sp.reason.startswith("上下文中没有")
                   for m in sp.reason_messages]
        names = [sp.text for sp in spans if sp.kind == "entity" and sp.reason.startswith("上下文中没有")]
        if names:
            reasons.insert(0, Message("judge.entities_missing", {"names": list(dict.fromkeys(names))}))
        if lead:
            reasons[:0] = lead
        elif supported and ev is not None:
            reasons.insert(0, Message("judge.overlap_with", {"doc": ev.doc + 1, "pos": ev.pos + 1, "overlap": base}))
        elif score < SUPPORT_THRESHOLD and (not spans or base < SUPPORT_CEIL * SUPPORT_THRESHOLD):
            reasons.append(Message("judge.overlap_low", {"overlap": base, "support": score,
                                                         "threshold": SUPPORT_THRESHOLD}))
        reasons = list({str(m): m for m in reasons}.values())  # once each, in the place it first has
        if supported and best_j is not None:
            used_by_answer.add(best_j)
        start, end = offsets[i]
        verdicts.append(SentenceVerdict(
            sentence=sent, supported=supported, reason="；".join(str(m) for m in reasons), score=round(score, 4),
            evidence=ev.text if ev is not None else "", start=start, end=end,
            unsupported_spans=_to_answer(spans, answer, sent, start), reason_messages=reasons))
    usage = []
    # bigram_recall(sentence, answer) for every context sentence at once: its distinct bigrams found in the answer
    found = ctx.sent_index.counts(answer_pool).tolist()
    sizes = ctx.sent_index.sizes.tolist()
    for j, cs in enumerate(ctx.sentences):
        recall = found[j] / sizes[j] if answer and sizes[j] else 0.0
        usage.append({"doc": cs.doc, "pos": cs.pos, "sentence": cs.text, "overlap": round(recall, 4),
                      "used": bool(j in used_by_answer or recall >= USED_THRESHOLD)})
    return verdicts, usage


def _judge_sentence(sent: str, ctx: _Contexts, contexts: tuple[str, ...],
                    sentence_entities: Callable[[str], list[str]] | None, sem_row: np.ndarray | None
                    ) -> tuple[float, float, int, list[UnsupportedSpan], list[Message]]:
    """One answer sentence against the prepared contexts: (score, base support, best context sentence, spans, the
    leading reasons that replace the overlap reason, or none)."""
    norm = normalize(sent)
    sgrams = _grams(norm)
    # bigram recall in each context sentence, through the index: a sentence sharing no bigram scores 0
    shared = ctx.sent_index.counts(sgrams)   # (context sentences hold bigrams only: ≥ 2 characters)
    hit = np.flatnonzero(shared)
    # the two best, ties in context order (one denominator: the order of the counts is that of the recalls)
    order = hit[np.argsort(-shared[hit], kind="stable")[:2]].tolist()
    per_sentence = {j: int(shared[j]) / len(sgrams) for j in order}
    best_j = order[0] if order else 0
    best_lex = per_sentence.get(best_j, 0.0)
    evidence = [j for j in order[:2] if per_sentence[j] >= 0.3] or [best_j]
    english = en.is_english(sent)
    whole_lex = _recall(norm, ctx.grams)
    if english:
        # character bigrams of the text without spaces follow the word sequence ("hadahit"); the words themselves
        # are checked one by one below, and a word the contexts lack is a span
        word_recall, missing = en.english_support(sent, _english_pool(contexts))
        words: float | None = word_recall
        base = whole_lex if word_recall is None else min(whole_lex, 0.5 + 0.5 * word_recall)
    else:
        words = _content_recall(sent, ctx, ctx.grams)
        base = max(whole_lex, 0.5 * (whole_lex + words) if words is not None else 0.0,
                   0.9 * words if words is not None else 0.0)
    if sem_row is not None:
        j_sem = int(np.argmax(sem_row))
        if float(sem_row[j_sem]) > base:
            base, best_j = float(sem_row[j_sem]), j_sem
    aligned = _aligned_clauses(sent, ctx)
    spans = _fact_spans(sent, ctx, evidence)
    extra = sentence_entities(sent) if sentence_entities is not None else []
    spans += [sp for sp in _entity_spans(sent, ctx, extra)
              if not any(sp.start < f.end and f.start < sp.end for f in spans)]
    spans += _binding_spans(sent, ctx, spans)
    if english:
        spans += _english_spans(sent, contexts, missing, words if words is not None else 1.0, spans)
        additions: list[UnsupportedSpan] = []
    else:
        if best_lex >= 0.3 or (words or 0) >= 0.5:
            spans += _negation_spans(sent, ctx, aligned)
            spans += _predicate_flips(sent, ctx, aligned, spans)
            spans += [sp for sp in _direction_spans(sent, ctx, evidence, aligned)
                      if not any(sp.start < f.end and f.start < sp.end for f in spans)]
        additions = _addition_spans(sent, ctx, ctx.grams, spans)
    # 资料中没有上海…的具体规定 / 根据资料: what the answer says about the material is not a claim to check
    material = [(m.start(), m.end()) for m in _CLAUSE_RE.finditer(sent) if _about_material(m.group(0))]
    if material:
        spans = [sp for sp in spans if not any(a <= sp.start and sp.end <= b for a, b in material)]
        additions = [sp for sp in additions if not any(a <= sp.start and sp.end <= b for a, b in material)]
    # a span inside a clause that has no counterpart at all is part of that addition, except a multi-part agency
    # name (国家税务总局华侨专项办公室): an invented agency is named on its own, not only the clause around it
    spans = [sp for sp in spans if _agency_span(sp)
             or not any(a.start <= sp.start and sp.end <= a.end for a in additions)] + additions
    # a name the contexts give in the other language (GDPR against 《通用数据保护条例》) is supported, not added
    spans = [sp for sp in spans if sp.kind not in ("entity", "unsupported-addition")
             or len(normalize(default_aliases().resolved(sp.text, ctx.text))) >= 3]
    spans = attributed(sent, spans)   # 根据《…》，… : an unnamed source is marked, not blocking (attribution.py)
    spans.sort(key=lambda sp: sp.start)
    score = _score(base, whole_lex, spans, sent)
    lead: list[Message] = []
    if score < ABSTAIN_SCORE and abstains(sent) and not any(sp.kind in PENALTY for sp in spans):
        # 这个问题无法回答 / 没有人…: no value, name or event is asserted; unverifiable, not invented
        score, spans, lead = ABSTAIN_SCORE, [], [Message("judge.abstains")]
    return score, base, best_j, spans, lead


ABSTAIN_REASON = str(Message("judge.abstains"))  # "答案表示无法回答或否认其存在，没有可核对的具体断言"


@lru_cache(maxsize=256)
def _english_pool(contexts: tuple[str, ...]) -> frozenset[str]:
    """The word stems of the contexts, with the parts of hyphenated words (post-rock → post, rock)."""
    pool = set(en.context_words(contexts))
    pool |= {en.stem(p) for w in list(pool) if "-" in w for p in w.split("-") if p}
    return frozenset(pool)


@lru_cache(maxsize=256)
def _english_context_sentences(contexts: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(s for c in contexts for s in en.english_sentences(c))


def _english_spans(sent: str, contexts: tuple[str, ...], missing: list, support: float,
                   taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """Unsupported words of an English sentence (a name the contexts lack is an entity span, other words an
    addition), and negation or antonym flips against the context sentence most like it."""
    spans: list[UnsupportedSpan] = []
    values = extract_facts(sent)   # words of a value (ten percent) are the fact check's, compared as values
    missing = [w for w in missing if not any(f.start <= w.start and w.end <= f.end for f in values)]
    for s, e in en.missing_runs(sent, missing):
        if any(sp.start < e and s < sp.end for sp in taken):
            continue
        capital = sent[s].isupper() and s > 0
        if capital:
            spans.append(_span(sent, s, e, "entity", Message("span.quoted_missing", {"answer": sent[s:e]})))
        else:
            spans.append(_span(sent, s, e, "unsupported-addition", Message("span.no_match", {"overlap": support})))
    candidates = _english_context_sentences(contexts)
    j = en.best_sentence(sent, candidates)
    if j is None:
        return spans
    theirs = candidates[j]
    ours_words = {w.stem for w in en.words(sent) if w.content}
    if len(ours_words) < 2 or len(ours_words & {w.stem for w in en.words(theirs) if w.content}) < 0.5 * len(ours_words):
        return spans   # no context sentence close enough to compare polarity with
    ours_neg, their_neg = en.negation_words(sent), en.negation_words(theirs)
    if len(ours_neg) % 2 != len(their_neg) % 2:
        if ours_neg:
            s, e, word = ours_neg[0]
            spans.append(_span(sent, s, e, "negation", _flip(theirs, sent)))
        else:
            spans.append(_span(sent, 0, len(sent.rstrip(".!? ")), "negation", _flip(theirs, sent)))
    for s, e, word, other in en.antonym_flips(sent, theirs):
        # the flip explains the word better than "not in the contexts"
        spans = [sp for sp in spans if not (sp.kind == "unsupported-addition" and sp.start < e and s < sp.end)]
        if not any(sp.start < e and s < sp.end for sp in spans):
            spans.append(_span(sent, s, e, "direction", Message("span.quoted_differs", {"context": other, "answer": word})))
    return spans


def _short_verdict(answer: str, question: str | None, ctx: _Contexts, contexts: tuple[str, ...]):
    """A short answer read as the answer to its question (answers.py), or None."""
    if not question:
        return None
    english = en.is_english(question) or en.is_english(answer)

    def support(text: str) -> float:   # the question judged as if it were the answer's own sentence
        return _judge_sentence(text, ctx, contexts, None, None)[0]

    verdict = yes_no_support(answer, question, support)
    if verdict is not None:
        return verdict
    if english:
        sents = list(_english_context_sentences(contexts))
        found = short_answer_support(answer, question, sents, lambda t: [])
        if found is None or found.sentence is None:
            return found
        # the evidence as one of the contexts' own sentences (the judge's sentence list splits English less finely)
        target = sents[found.sentence]
        k = next((k for k, cs in enumerate(ctx.sentences) if target[:40] in cs.text), None)
        return type(found)(found.score, k, found.reason)
    return short_answer_support(answer, question, [cs.text for cs in ctx.sentences],
                                lambda t: [w for w, _, _ in _all_content_words(t)])


def _bound_cap(sent: str, question: str, contexts: tuple[str, ...]) -> tuple[float, Message] | None:
    """An answer sentence that restates its question and adds one value or name is judged by that value's binding
    to the question's subject, as a bare answer would be: (the highest score it can have, the reason)."""
    part = new_part(sent, question)
    if part is None:
        return None
    found = binding_strength(part, question, _english_context_sentences(contexts), lambda t: [])
    if found is None:
        return None
    strength = found[0]
    return bound_score(strength), Message("judge.bound", {"part": part, "binding": strength})


# --- values and names bound to their subject (binding.py) --------------------------------------------------------
def _says(word: str, text: str) -> bool:
    return _found_in([word], text) if not en.is_english(word) else word in text.lower()


def _names_same(name: str, text: str) -> bool:
    n = normalize(name)
    return bool(n) and n in normalize(text)


def _anchors(sent: str, lo: int, hi: int, skip: tuple[int, int]) -> list[str]:
    """The content words of the clause sent[lo:hi] outside `skip` (the value or the name itself)."""
    if en.is_english(sent):
        return list(dict.fromkeys(w.text.lower() for w in en.words(sent[lo:hi])
                                  if w.content and not (skip[0] - lo < w.end and w.start < skip[1] - lo)
                                  and not w.text.isdigit()))
    return list(dict.fromkeys(w for w, a, b in _content_words(sent, lo, hi)
                              if not (skip[0] < b and a < skip[1]) and not _NUMERIC_RE.fullmatch(w)))


def _binding_spans(sent: str, ctx: _Contexts, taken: list[UnsupportedSpan]) -> list[UnsupportedSpan]:
    """Values the contexts state, and names they hold, that the answer binds to another subject or role than the
    contexts do (张三排名第五 against 张三排名第四，李四排名第五)."""
    spans: list[UnsupportedSpan] = []
    facts = extract_facts(sent)
    names = name_spans(sent, _tokenizer(), _pos(sent)) if not en.is_english(sent) else []
    for lo, hi in _clauses(sent):
        for f in facts:   # values first: a wrong value already says the clause is about another subject
            if not (lo <= f.start and f.end <= hi and _stated(f, ctx)) or _overlaps(f.start, f.end, taken + spans):
                continue
            anchors = _anchors(sent, lo, hi, (f.start, f.end))
            hit = value_bound_elsewhere(f, anchors, _clauses_about(anchors, ctx), _says, ctx.years)
            if hit is not None:
                spans.append(_span(sent, f.start, f.end, f.kind,
                                   Message("span.quoted_differs", {"context": hit[0].text, "answer": sent[lo:hi]})))
        if any(lo <= sp.start < hi for sp in spans):
            continue
        for name, kind, a, b in names:
            if not (lo <= a and b <= hi and kind == "人名") or _overlaps(a, b, taken + spans) \
                    or normalize(name) not in ctx.norm:
                continue
            anchors = _anchors(sent, lo, hi, (a, b))
            found = name_bound_elsewhere(name, kind, anchors, _clauses_about(anchors, ctx), _says, _names_same)
            if found is not None:
                spans.append(_span(sent, a, b, "entity",
                                   Message("span.quoted_differs", {"context": found[0].text, "answer": sent[lo:hi]})))
    return spans


def _overlaps(start: int, end: int, spans: Sequence[UnsupportedSpan]) -> bool:
    return any(sp.start < end and start < sp.end for sp in spans)


def _clauses_about(anchors: list[str], ctx: _Contexts) -> list[ContextClause]:
    """The single clauses of the contexts that hold at least RELEVANT of the anchors (a clause holding fewer can
    neither govern the subject nor block a rival: binding.py), found through the clause indexes."""
    keys = [k for k in (normalize(a) for a in anchors) if k]
    if not keys or not ctx.clauses:
        return []
    held = np.zeros(len(ctx.clauses), dtype=np.int64)
    for key in keys:
        hits = _clauses_saying(key, ctx)
        if len(hits):
            held[hits] += 1
    wanted = np.flatnonzero(held >= max(1, RELEVANT * len(anchors))).tolist()
    return [_context_clause(ctx.clauses[k].text) for k in wanted if not ctx.clauses[k].joined]


@lru_cache(maxsize=16384)
def _context_clause(text: str) -> ContextClause:
    """A context clause with its values and names (for the binding checks)."""
    names = name_spans(text, _tokenizer(), _pos(text)) if not en.is_english(text) else []
    return ContextClause(text, tuple(extract_facts(text)), tuple((n, t) for n, t, _, _ in names))
