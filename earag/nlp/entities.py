"""Offline Chinese policy-entity extraction (jieba + lexicon + patterns) and the entity analysis of one sample."""
from __future__ import annotations

import re
import threading
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from earag.nlp.aliases import default_aliases
from earag.nlp.language import has_han
from earag.nlp.matching import NameIndex, NameMatcher, mentioned_in
from earag.nlp.ner import acronym_definitions
from earag.nlp.text import normalize
from earag.nlp.tokenizer import tokenizer_for

ENTITY_TYPES = ("政策名称", "机构组织", "地理位置", "法律条款", "行业领域")
DEFAULT_LEXICON = Path(str(resources.files("earag.resources").joinpath("policy_terms.txt")))

# jieba tags → seed 000's entity types. zc/jg/dl/fl/hy are the shipped lexicon's own tags.
_TAG_TYPES = {
    "zc": "政策名称", "jg": "机构组织", "dl": "地理位置", "fl": "法律条款", "hy": "行业领域",
    "nt": "机构组织", "ns": "地理位置", "nz": "政策名称",
}
_LABEL_TAGS = {"政策名称": "zc", "机构组织": "jg", "地理位置": "dl", "法律条款": "fl", "行业领域": "hy"}
_CHAIN_TAGS = {"n", "vn", "nz", "j", "l", "ns", "nt", "an", "zc", "jg", "dl", "fl", "hy"}
# Verbs that may sit inside a policy term (研发费用加计扣除政策) but never the light verbs of a sentence.
_LIGHT_VERBS = {"是", "有", "要", "需要", "进行", "提交", "包括", "享受", "申请", "办理", "可以", "能够", "获得", "给予",
                "实行", "执行", "规定", "发布", "负责", "符合", "满足", "提供", "属于", "按照", "根据", "缴纳", "如何"}
# A chain of plain nouns is an entity when it ends in one of these heads (试验区, 管理局, 优惠政策 ...).
_HEADS = ("政策", "优惠", "试验区", "开发区", "示范区", "自贸区", "新区", "园区", "局", "部", "厅", "委员会", "委",
          "办公室", "中心", "法", "条例", "办法", "规定", "细则", "制度", "补贴", "税", "资本", "许可", "登记",
          "审批", "基金", "贷款", "保险", "公积金", "专项", "扣除", "减免", "退税", "认定", "备案",
          "流程", "程序", "手续", "报告", "资格", "税率", "额度", "试点", "计划", "工程")
_STOP = {"政策", "企业", "问题", "情况", "方面", "要求", "规定", "相关", "有关", "工作", "内容", "材料", "流程", "条件",
         "时间", "标准", "国家", "政府", "部门", "单位", "个人", "人员", "服务", "管理", "支持", "办理", "申请",
         # places said relative to the asker, no place named (在外地住院, 回原籍治疗)
         "外地", "本地", "异地", "当地", "外省", "本省", "本市", "外市", "老家", "原籍"}
# Single generic concepts: a procedure or an instrument named alone (审批, 备案, 补贴) is not a named thing, so it is
# neither an entity nor an invented one; named things (policies, organisations, places, people, companies) are.
_GENERIC = frozenset(_HEADS) | {"审核", "核准", "审查", "批准", "申报", "纳税", "缴纳", "征收", "申请材料", "材料", "资料",
                                "优惠政策", "税收优惠", "相关政策", "相关规定", "有关规定", "相关部门", "有关部门", "主管部门"}
_HEAD_TYPES = (
    (("局", "部", "厅", "委员会", "委", "办公室", "中心", "署", "总局", "司"), "机构组织"),
    (("试验区", "开发区", "示范区", "自贸区", "新区", "园区", "合作区", "自由贸易港"), "地理位置"),
    (("法", "条例", "办法", "规定", "细则", "政策", "优惠", "补贴", "扣除", "减免", "退税", "计划", "工程"), "政策名称"),
)
# Entity types a knowledge graph can confirm or deny. Concepts (行业领域, untyped noun phrases) and article numbers
# are not claims about named things; checking them against a graph only measures the graph's vocabulary.
GRAPH_CHECKED_TYPES = frozenset({"政策名称", "机构组织", "地理位置"})


def head_type(term: str) -> str:
    """Entity type implied by the head word of a noun phrase (…管理局 → 机构组织, …试验区 → 地理位置)."""
    for heads, etype in _HEAD_TYPES:
        if term.endswith(heads) and not term.endswith("公司"):  # 司 is a department (特别司); companies are typed apart
            return etype
    return ""


_QUESTION_WORDS = ("哪", "什么", "如何", "怎么", "怎样", "是否", "多少")
_PATTERNS: tuple[tuple[re.Pattern, str], ...] = (
    (re.compile(r"《[^《》]{2,40}》"), "政策名称"),
    (re.compile(r"第[一二三四五六七八九十百零〇\d]+条"), "法律条款"),
)



@dataclass(frozen=True)
class Entity:
    name: str
    type: str = ""


def read_lexicon(path: str | Path | None) -> dict[str, str]:
    """Lexicon terms with their entity type ("" when untyped): one term a line, optional frequency and tag."""
    known: dict[str, str] = {}
    if path and Path(path).exists():
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            parts = line.split()
            if parts and not line.startswith("#"):
                known[parts[0]] = _TAG_TYPES.get(parts[-1], "") if len(parts) > 1 else ""
    return known


def _user_words(known: dict[str, str]) -> dict[str, tuple[int, str]]:
    return {word: (20000, _LABEL_TAGS.get(etype, "nz")) for word, etype in known.items()}


@lru_cache(maxsize=1)
def lexicon_user_words() -> tuple[tuple[str, tuple[int, str]], ...]:
    """The default lexicon as jieba user words, for callers that want the extractor's segmentation without a graph."""
    return tuple(_user_words(read_lexicon(DEFAULT_LEXICON)).items())


# Heads that end an organisation name (…总局, …办公室, …公司) or a place (…试验区); single characters only as the end
# of a longer token, and not in these common words.
_ORG_HEADS = ("总局", "分局", "委员会", "办公室", "领导小组", "工作组", "中心", "银行", "公司", "集团", "研究院", "研究所",
              "大学", "学院", "医院", "法院", "检察院", "协会", "学会", "商会", "联合会", "基金会", "政府", "管委会",
              "交易所", "事务所", "机关", "基金", "局", "部", "厅", "委", "办", "署", "处", "所", "院", "司")
_PLACE_HEADS = ("试验区", "开发区", "示范区", "自贸区", "新区", "园区", "合作区", "自由贸易港", "自由贸易试验区", "高新区")
_NOT_HEADS = {"内部", "外部", "全部", "局部", "干部", "部分", "本部", "好处", "用处", "益处", "之处", "场所", "住所", "处所",
              "到处", "各处", "处处", "出处", "派出所", "厕所", "所", "部", "处", "局", "办", "院", "司", "委",
              # 办 as a verb: who runs a school or an event (民办幼儿园, 主办单位), no office
              "民办", "公办", "承办", "主办", "举办", "协办", "创办", "开办", "兴办", "督办", "代办", "包办", "试办", "查办",
              "合办", "联办", "自办", "停办", "筹办", "操办", "经办", "买办"}
# Words that never sit inside a name: modals, prepositions and the verbs of "X 规定/审批/负责 …" after an agency.
_CHAIN_BREAKERS = {"需经", "需", "经", "报", "由", "须", "应", "可", "将", "已", "并", "及", "和", "与", "或", "向", "对", "在",
                   "等", "的", "为", "是", "按", "据", "依", "从",
                   # handing over to a body (大病保险交给商业保险公司承办; jieba tags 交由 a noun): the verb ends a name
                   "交给", "交由", "移交", "转交", "送交", "报送", "上报", "拨付", "划拨"}   # (not 委托: 受委托银行 is a name)


# common words ending in a head character that end no longer name either (全市公办小学全部, 机关干部, 民办)
_NOT_HEAD_ENDINGS = tuple(sorted(w for w in _NOT_HEADS if len(w) == 2 and w[1] in "部处办" and w != "本部"))


def _is_org_token(word: str) -> bool:
    return word not in _NOT_HEADS and word.endswith(_ORG_HEADS) and not word.endswith(_NOT_HEAD_ENDINGS)


def _is_place_token(word: str, flag: str) -> bool:
    return len(word) >= 2 and (flag in ("ns", "dl") or word.endswith(_PLACE_HEADS))


_SURNAMES = frozenset(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆"
    "汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍"
    "庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华"
    "喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师"
    "和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝欧阳司马上官诸葛")
_NAME_FLAGS = {"nr": "人名", "nrfg": "人名", "nrt": "人名", "ns": "地理位置", "nt": "机构组织", "jg": "机构组织",
               "dl": "地理位置", "fl": "法律条款"}
_NAME_CHAIN_FLAGS = {"n", "nz", "j", "l", "ns", "nt", "nr", "jg", "dl", "vn", "b", "a", "an", "nrt", "nrfg", "zc", "hy"}


_SINGLE_HEADS = set("处局部办院司委署厅")   # one-character heads, only at the end of a longer name (税收优惠审核处)
_NOT_LAWS = {"方法", "办法", "做法", "看法", "想法", "说法", "依法", "合法", "非法", "违法", "执法", "立法", "司法", "手法",
             "用法", "写法", "算法", "疗法", "语法", "无法", "设法", "加法", "减法", "乘法", "除法", "书法", "技法", "章法",
             "税法", "大法", "新法", "本法", "该法", "此法", "宪法"}


# Tokens that may sit between the real part of an agency name and its head when the name is invented or unknown
# to the tokenizer: 财政部 | 乡村 振兴 特别 | 司 (振兴 is a verb and 特别 an adverb to jieba).
_BRIDGE_FLAGS = {"n", "v", "vn", "d", "a", "ad", "an", "ng", "nz", "j", "l", "b", "ns", "nt", "jg", "zc", "hy", "dl"}
# 司 as a noun (jieba may tag it a surname); 办 as the verb "do" (平台办) is no head
_SINGLE_HEAD_FLAGS = {"ng", "n", "j", "nz", "nt", "nr", "nrt", "nrfg", "ns", "vn", "l"}
_MODALS = {"应当", "应该", "必须", "可以", "能够", "需要", "不得", "已经", "正在", "将要", "不再", "负责", "统一"}


def _ends_agency(word: str, flag: str) -> bool:
    return _is_org_token(word) or (word in _SINGLE_HEADS and flag in _SINGLE_HEAD_FLAGS)


def _after_agency(chain: Sequence[tuple[str, str, int, int]]) -> bool:
    """Whether the name being built has just named an agency: only then may plain words bridge to a further head
    (财政部 + 乡村振兴特别司), never after a place or a noun (横琴岛位于珠海市, 税负会有所)."""
    return any(_is_org_token(w) for w, _, _, _ in chain[-5:])


def bridges_to_head(spans: Sequence[tuple[str, str, int, int]], k: int, limit: int = 2) -> bool:
    """Whether token k starts a short run of plain words (at most `limit` tokens, 6 characters) that ends right
    before an agency head, so it belongs to the name being built: 财政部乡村振兴特别司 is one name."""
    size = 0
    for j in range(k, min(len(spans), k + limit + 1)):
        word, flag, _, _ = spans[j]
        if j > k and _ends_agency(word, flag):
            return True
        if (flag not in _BRIDGE_FLAGS or word in _CHAIN_BREAKERS or word in _LIGHT_VERBS or word in _MODALS
                or not re.fullmatch(r"[\u4e00-\u9fff]+", word)):
            return False
        size += len(word)
        if size > 6:
            return False
    return False


def _is_law_token(word: str, k: int) -> bool:
    return (word == "法" and k >= 1) or (len(word) >= 2 and word.endswith(("法", "条例")) and word not in _NOT_LAWS
                                        and word != "条例")


def _is_head(word: str, flag: str, k: int) -> bool:
    """Whether the k-th token of a chain can end a name (organisation, place or law)."""
    return (_is_org_token(word) or (k >= 1 and word in _SINGLE_HEADS) or _is_place_token(word, flag)
            or _is_law_token(word, k))


# measure words that are also surnames, and the words that count with them (这段时间, 两张表, 每项补贴)
_CLASSIFIERS = frozenset("段张项台封包支根")
_COUNTERS = frozenset("这那哪每该此其一二两三四五六七八九十百几数半")


def name_spans(text: str, tokenizer, spans: Sequence[tuple[str, str, int, int]] | None = None
               ) -> list[tuple[str, str, int, int]]:
    """Names of people, organisations, places and laws in `text`: (name, type, start, end), `text[start:end] == name`.

    A chain of nouns that ends in an organisation, place or law head is one name, invented parts included
    (国家税务总局华侨专项办公室, not 国家税务总局 + 华侨); a name inside a longer one is not reported apart.
    """
    spans = tokenizer.pos_spans(text) if spans is None else spans
    out: list[tuple[str, str, int, int]] = []
    for m in re.finditer(r"《([^《》]{2,40})》", text):
        out.append((m.group(1), "政策名称", m.start(1), m.end(1)))
    for word, flag, start, end in spans:
        if flag in _NAME_FLAGS and len(normalize(word)) >= 2 and word not in _STOP:
            if _NAME_FLAGS[flag] == "人名" and not (2 <= len(word) <= 4 and word[0] in _SURNAMES):
                continue  # jieba's person tag on words such as 列明 or 路长
            if _NAME_FLAGS[flag] == "人名" and word[0] in _CLASSIFIERS and text[start - 1:start] in _COUNTERS:
                continue  # 这段时间, 一张表格: a measure word after a demonstrative or numeral, not the surname 段 or 张
            out.append((word, _NAME_FLAGS[flag], start, end))
        elif len(word) >= 4 and _is_law_token(word, 0) and flag in _NAME_CHAIN_FLAGS:
            out.append((word, "法律条款", start, end))  # 对外贸易法 as one token
        elif len(word) >= 4 and flag in ("n", "nt", "nz") and word.endswith(("公司", "企业", "集团")) \
                and _is_org_token(word) and word not in _STOP:
            out.append((word, "机构组织", start, end))  # 燃气公司 as one token: a body, as 供电公司 in two
    chain: list[tuple[str, str, int, int]] = []

    def flush() -> None:
        # the name ends at its last head: 国家数据出境管理总局规定 → 国家数据出境管理总局
        last = max((k for k, (w, f, _, _) in enumerate(chain) if _is_head(w, f, k)), default=-1)
        if last >= 1:
            part = chain[: last + 1]
            while part and (part[0][1] in ("a", "an", "b", "v") or part[0][0] in _STOP and part[0][0] != "国家"):
                part.pop(0)  # a name does not start with an adjective, a verb or a generic noun
            if len(part) >= 2:
                s, e = part[0][2], part[-1][3]
                name = text[s:e]
                head = part[-1][0]
                if len(name) <= 24:
                    if _is_law_token(head, len(part) - 1) and not _is_org_token(head):
                        etype = "法律条款"
                    elif _is_place_token(head, part[-1][1]) and not _is_org_token(head):
                        etype = "地理位置"
                    else:
                        etype = "机构组织"
                    out.append((name, etype, s, e))
        chain.clear()

    for k, (word, flag, start, end) in enumerate(spans):
        # verbs inside a name only right before its head (深圳市科技创新委员会, 退税审核中心), never 加上 or 负责
        ahead = [w for w, f, _, _ in spans[k + 1 : k + 3]]
        inner_verb = (flag == "v" and len(word) == 2 and word not in _LIGHT_VERBS and chain
                      and any(_is_org_token(w) or w in _SINGLE_HEADS for w in ahead[:1])
                      or flag == "v" and len(word) == 2 and word not in _LIGHT_VERBS and chain and len(ahead) == 2
                      and spans[k + 1][1] == "v" and (_is_org_token(ahead[1]) or ahead[1] in _SINGLE_HEADS))
        bridge = _after_agency(chain) and (bridges_to_head(spans, k)
                                           or (word in _SINGLE_HEADS and flag in _SINGLE_HEAD_FLAGS))
        if (flag in _NAME_CHAIN_FLAGS or inner_verb or bridge) and word not in _CHAIN_BREAKERS and normalize(word):
            chain.append((word, flag, start, end))
        else:
            flush()
    flush()
    # keep the longest of overlapping names
    out.sort(key=lambda t: (t[2], -(t[3] - t[2])))
    kept: list[tuple[str, str, int, int]] = []
    for item in out:
        if any(k[2] <= item[2] and item[3] <= k[3] for k in kept):
            continue
        kept.append(item)
    return kept


# Words that name no particular thing; a term made only of them (法律规定, 税收规定, 管理办法) is a concept.
_GENERIC_WORDS = _GENERIC | _STOP | {"法律", "法规", "税收", "行政", "地方", "现行", "具体", "有效", "配套"}


@lru_cache(maxsize=4096)
def all_generic(key: str) -> bool:
    """Whether a normalised term splits wholly into generic words (法律+规定, 税收+优惠+政策): no name, a concept."""
    if not key:
        return True
    return any(key[:k] in _GENERIC_WORDS and all_generic(key[k:]) for k in range(min(len(key), 5), 1, -1))


def _term(name: str, etype: str) -> tuple[str, str, str] | None:
    """(name, normalised name, type) of a term found, or None when it is not one: shorter than two characters once
    normalised, a generic word, or a procedure named alone (审批 is not a named thing)."""
    name = name.strip()
    key = normalize(name)
    if len(key) < 2 or name in _STOP or key in _STOP:
        return None
    if key in _GENERIC and etype not in ("政策名称", "机构组织", "地理位置", "法律条款"):
        return None
    return name, key, etype


def _concept(term: tuple[str, str, str], known: dict[str, str]) -> bool:
    """A policy-typed term made only of generic words (法律规定, 税收规定) that the lexicon and graph do not list."""
    _, key, etype = term
    return etype == "政策名称" and len(key) >= 4 and key not in known and all_generic(key)


class OfflineExtractor:
    """jieba POS segmentation with the policy lexicon and the graph's names as a user dictionary, plus patterns.

    Thread-safe. The entities of the last CACHE_SIZE distinct texts are kept: datasets repeat their contexts, and
    the judge asks again for the entities of each answer sentence."""

    name = "offline:jieba"
    CACHE_SIZE = 4096
    RUN_CACHE_SIZE = 16_384   # distinct runs of tokens between punctuation (a clause: a few hundred bytes each)

    def __init__(self, lexicon: str | Path | None = DEFAULT_LEXICON, graph_names: dict[str, str] | None = None):
        self.known: dict[str, str] = read_lexicon(lexicon)
        for name, label in (graph_names or {}).items():
            self.known.setdefault(name, label if label in ENTITY_TYPES else "")
        # jieba segments Han text only (Latin runs pass whole): English graph names change nothing there, and left
        # out they keep the tokenizer the judge shares (lexicon_user_words) instead of loading a second jieba
        self.tokenizer = tokenizer_for(_user_words({k: v for k, v in self.known.items() if has_han(k)}))
        self._known_norm = {normalize(k): v for k, v in self.known.items()}
        self._cache: OrderedDict[str, tuple[Entity, ...]] = OrderedDict()
        self._runs: OrderedDict[str, tuple[tuple[str, str, str, int, int], ...]] = OrderedDict()
        self._cache_lock = threading.Lock()

    def extract(self, text: str) -> list[Entity]:
        """The entities of `text`, in order of first mention."""
        text = text or ""
        with self._cache_lock:
            found = self._cache.get(text)
            if found is not None:
                self._cache.move_to_end(text)
                return list(found)
        found = tuple(self._extract(text))
        with self._cache_lock:
            self._cache[text] = found
            if len(self._cache) > self.CACHE_SIZE:
                self._cache.popitem(last=False)
        return list(found)

    def _extract(self, text: str) -> list[Entity]:
        found: dict[str, Entity] = {}
        found_keys: set[str] = set()             # the normalised names in `found`
        where: list[tuple[str, int, int]] = []   # (name, start, end) of every mention, to drop names inside names

        def add(name: str, key: str, etype: str, start: int = -1, end: int = -1) -> None:
            where.append((name, start, end))
            if key not in found_keys:
                found[name] = Entity(name, etype)
                found_keys.add(key)

        text = text or ""
        for pattern, etype in _PATTERNS:
            for m in pattern.finditer(text):
                term = _term(m.group(0).strip("《》"), etype)
                if term is not None and (m.group(0).startswith("《") or not _concept(term, self._known_norm)):
                    add(*term, m.start(), m.end())
        for base, segment in self._segments(self.tokenizer.pos_spans(text)):
            for name, key, etype, start, end in self._segment_mentions(text, base, segment):
                add(name, key, etype, base + start, base + end)
        # a name inside a longer extracted name is not a mention of its own (the real prefix of an invented agency)
        # (only inside names of agencies and places: 增值税 stays an entity of its own inside 增值税优惠)
        spans = [(s, e) for n, s, e in where if s >= 0 and head_type(n) in ("机构组织", "地理位置")]
        alone = {name for name, s, e in where
                 if s < 0 or not any(ls <= s and e <= le and le - ls > e - s for ls, le in spans)}
        return [ent for name, ent in found.items() if name in alone]

    def _segments(self, pairs: list[tuple[str, str, int, int]]):
        """The runs of tokens between punctuation (jieba's flag "x", nothing left once normalised), each with the
        offset of its first token. Punctuation only ends a term being built (it is no term, no verb's object and no
        bridge to a head), so the terms of a text are those of its runs, found run by run."""
        if "" in self._known_norm:   # a lexicon entry made of punctuation would make the next run's verb take it
            yield (pairs[0][2] if pairs else 0), pairs
            return
        run: list[tuple[str, str, int, int]] = []
        for token in pairs:
            if token[1] == "x" and not normalize(token[0]):
                if run:
                    yield run[0][2], run
                    run = []
            else:
                run.append(token)
        if run:
            yield run[0][2], run

    def _segment_mentions(self, text: str, base: int, pairs: list[tuple[str, str, int, int]]
                          ) -> tuple[tuple[str, str, str, int, int], ...]:
        """The terms the token loop finds in one run of tokens, as (name, normalised name, type, start, end) with
        offsets from the run's start, memoised by the run's tokens and tags: clauses repeat across passages and
        answers (the same words tagged the same way)."""
        key = "\x00".join([w + "\x01" + f for w, f, _, _ in pairs])
        with self._cache_lock:
            found = self._runs.get(key)
            if found is not None:
                self._runs.move_to_end(key)
                return found
        found = tuple((*term, s, e)
                      for name, etype, s, e in self._run_mentions(text, [(w, f, s - base, e - base)
                                                                        for w, f, s, e in pairs], base)
                      if (term := _term(name, etype)) is not None and not _concept(term, self._known_norm))
        with self._cache_lock:
            self._runs[key] = found
            if len(self._runs) > self.RUN_CACHE_SIZE:
                self._runs.popitem(last=False)
        return found

    def _run_mentions(self, text: str, pairs: list[tuple[str, str, int, int]], base: int
                      ) -> list[tuple[str, str, int, int]]:
        """Lexicon terms, tagged names and noun chains ending in a head, in the order the old single pass added
        them; offsets relative to `base` (text[base + start : base + end] is the term)."""
        out: list[tuple[str, str, int, int]] = []
        chain: list[tuple[str, str, int, int]] = []
        known = self._known_norm

        def flush() -> None:
            while chain and chain[-1][1] == "v" and not chain[-1][0].endswith(_HEADS):
                chain.pop()  # a term does not end in a plain verb
            # an agency's name ends at its head: 国家数据出境管理总局规定 → 国家数据出境管理总局
            org_end = max((k for k, (w, _, _, _) in enumerate(chain)
                           if _is_org_token(w) or (k >= 2 and w in _SINGLE_HEADS)), default=-1)
            if org_end >= 1 and org_end < len(chain) - 1:
                del chain[org_end + 1 :]
            while chain and (chain[0][1] in ("v", "vn") or chain[0][0] in _STOP and chain[0][0] != "国家"
                             and len(chain) > 2):
                chain.pop(0)  # nor does it start with a verb
            # A chain made only of terms already extracted adds nothing but a duplicate of them.
            novel = [w for w, _, _, _ in chain if normalize(w) not in known and w not in _STOP]
            if len(chain) >= 2 and novel:
                s, e = chain[0][2], chain[-1][3]
                words = text[base + s : base + e]
                agency = org_end == len(chain) - 1 >= 1
                if len(words) <= 24 and (words.endswith(_HEADS) or agency) and not words.startswith(_QUESTION_WORDS):
                    out.append((words, head_type(words) or "机构组织", s, e))
            chain.clear()

        def bridge(k: int, word: str, flag: str) -> bool:
            return _after_agency(chain) and (bridges_to_head(pairs, k)
                                             or (word in _SINGLE_HEADS and flag in _SINGLE_HEAD_FLAGS))

        norms = [normalize(w) for w, _, _, _ in pairs]
        last = len(pairs) - 1
        for k, (word, flag, start, end) in enumerate(pairs):
            norm = norms[k]
            if norm.startswith(_QUESTION_WORDS) or word in _CHAIN_BREAKERS:
                flush()
                continue
            if norm in known:
                out.append((word, known[norm], start, end))
            elif flag in _TAG_TYPES and len(norm) >= 2:
                out.append((word, _TAG_TYPES[flag], start, end))
            # a verb followed by a known term is a verb and its object (税率 征收 企业所得税), not part of a name
            takes_object = k < last and (norms[k + 1] in known or pairs[k + 1][1] in _TAG_TYPES)
            if flag == "v" and takes_object:
                if bridge(k, word, flag):
                    chain.append((word, flag, start, end))
                else:
                    flush()
            elif (flag in _CHAIN_TAGS or (flag == "v" and len(word) == 2 and word not in _LIGHT_VERBS and chain)
                  or bridge(k, word, flag)):   # a verb inside a name, or plain words bridging to an agency's head
                chain.append((word, flag, start, end))
            else:
                flush()
        flush()
        return out


def merge_entities(names: Iterable[str], mode: str = "fuzzy", threshold: float = 85) -> list[str]:
    """Deduplicate entity names that denote the same entity, keeping the first spelling."""
    kept = NameMatcher(mode=mode, threshold=threshold)
    out: list[str] = []
    seen: set[str] = set()   # names met before that match again (a name matches itself, and the kept only grow) ...
    for name in names:
        if name in seen:
            continue
        if name and not kept.matches(name):
            kept.add(name)
            out.append(name)
        if mode == "exact" or normalize(name):   # ... except one that normalises to nothing: it never matches
            seen.add(name)
    return out


@dataclass
class EntityAnalysis:
    """Seed 000/002's entity lists plus, per answer entity, whether contexts and graph support it."""

    question_entities: list[str]
    answer_entities: list[str]
    context_entities: list[str]
    covered_entities: list[str]
    missing_entities: list[str]
    context_covered: list[str]
    context_missing: list[str]
    unverified_entities: list[str]          # seed: answer entities not in the graph entities
    unsupported_entities: list[str]         # answer entities found neither in contexts nor in the graph
    answer_entity_checks: list[dict[str, Any]] = field(default_factory=list)
    graph_available: bool = True
    source: str = ""
    graph_checked: list[str] | None = None   # the answer entities checked against the graph (None: all of them)
    # the graph knows none of the question's entities nor any answer entity: it is about something else, and an
    # answer entity it lacks says nothing about the answer (no unmatched-ratio penalty; contexts still check it)
    graph_unrelated: bool = False

    @property
    def unmatched_ratio(self) -> float:
        """Seed 000: share of (graph-checkable) answer entities the graph does not know."""
        base = self.answer_entities if self.graph_checked is None else self.graph_checked
        if not self.graph_available or not base:
            return 0.0
        return len(self.unverified_entities) / len(base)

    def to_dict(self) -> dict[str, Any]:
        return {
            "question_entities": self.question_entities,
            "answer_entities": self.answer_entities,
            "context_entities": self.context_entities,
            "covered_entities": self.covered_entities,
            "missing_entities": self.missing_entities,
            "context_covered_entities": self.context_covered,
            "context_missing_entities": self.context_missing,
            "unverified_entities": self.unverified_entities,
            "unsupported_entities": self.unsupported_entities,
            "answer_entity_checks": self.answer_entity_checks,
            "unmatched_ratio": self.unmatched_ratio,
            "graph_checked_entities": self.graph_checked if self.graph_checked is not None else self.answer_entities,
            "graph_available": self.graph_available,
            "graph_unrelated": self.graph_unrelated,
            "source": self.source,
        }


def _covers(entity: str, others: NameMatcher, text: str, mode: str, match_text: bool,
            aliases: dict[str, str] | None = None) -> bool:
    """Whether `entity` is among `others` or mentioned in `text`; in fuzzy mode an acronym defined in the sample
    ("European Union (EU)") stands for its long form and the long form for the acronym, and a name of the shipped
    alias table stands for its other names in either language (欧盟 = European Union = EU, earag.nlp.aliases)."""
    names = [entity]
    if mode != "exact" and aliases:
        names += [b for a, b in aliases.items() if a == entity] + [a for a, b in aliases.items() if b == entity]
    for name in names:
        if others.matches(name) or (mode != "exact" and match_text and mentioned_in(name, text, mode)):
            return True
    if mode == "exact":
        return False
    table = default_aliases()
    for name in names:
        if any(others.matches(alias) for alias in table.equivalents(name)):
            return True
        if match_text and table.mentioned(name, text) is not None:
            return True
    return False


def sample_aliases(*texts: str) -> dict[str, str]:
    """Acronym → long form defined anywhere in these texts ("Department for Work and Pensions (DWP)")."""
    out: dict[str, str] = {}
    for text in texts:
        for short, long_form in acronym_definitions(text).items():
            out.setdefault(short, long_form)
    return out


def analyse_entities(
    q_entities: Sequence[str],
    a_entities: Sequence[str],
    c_entities: Sequence[str],
    *,
    answer: str,
    contexts: Sequence[str],
    graph_lookup: dict[str, str | None] | None,
    sample_graph_entities: Sequence[str] | None = None,
    mode: str = "fuzzy",
    threshold: float = 85,
    match_text: bool = True,
    source: str = "",
    answer_entity_types: dict[str, str] | None = None,
) -> EntityAnalysis:
    """Compare entity sets the seed's way (or with fuzzy matching) and check each answer entity.

    `graph_lookup` maps answer entities to a graph entity (None = unknown) and comes from the knowledge graph;
    `sample_graph_entities` are the sample's own graph_entities (the seed's input). An entity is verified when
    either knows it. With neither, the graph check is skipped (no penalty) and `graph_available` is False.
    In fuzzy mode only named things (GRAPH_CHECKED_TYPES, by `answer_entity_types`) are checked against the
    graph; in exact mode every answer entity is, as in the seed.
    """
    context_text = "\n".join(contexts)
    in_answer = NameMatcher(a_entities, mode, threshold)
    in_contexts = NameMatcher(c_entities, mode, threshold)
    defines = "(" in answer + context_text or "（" in answer + context_text   # "European Union (EU)"
    aliases = sample_aliases(answer, *contexts) if mode != "exact" and defines else {}
    covered = [e for e in q_entities if _covers(e, in_answer, answer, mode, match_text, aliases)]
    missing = [e for e in q_entities if e not in covered]
    c_cov = [e for e in q_entities if _covers(e, in_contexts, context_text, mode, match_text, aliases)]
    c_missing = [e for e in q_entities if e not in c_cov]
    graph_available = sample_graph_entities is not None or graph_lookup is not None
    sample_index = NameIndex(sample_graph_entities, mode, threshold) if sample_graph_entities is not None else None
    unrelated = graph_unrelated(q_entities, a_entities, graph_lookup, sample_graph_entities, mode)
    checks, unverified, unsupported = [], [], []
    types = answer_entity_types or {}
    checked = []
    for ent in a_entities:
        in_context = _covers(ent, in_contexts, context_text, mode, match_text, aliases)
        graph_match = sample_index.lookup(ent) if sample_index is not None else None
        if graph_match is None and graph_lookup is not None:
            graph_match = graph_lookup.get(ent)
        in_graph = graph_match is not None
        is_checked = graph_available and not unrelated and (
            mode == "exact" or types.get(ent, "") in GRAPH_CHECKED_TYPES or in_graph)
        if is_checked:
            checked.append(ent)
            if not in_graph:
                unverified.append(ent)
        if not in_context and not in_graph:
            unsupported.append(ent)
        checks.append({"entity": ent, "type": types.get(ent, ""), "in_context": in_context,
                       "in_graph": in_graph if is_checked else None, "graph_entity": graph_match})
    return EntityAnalysis(
        question_entities=list(q_entities), answer_entities=list(a_entities), context_entities=list(c_entities),
        covered_entities=covered, missing_entities=missing, context_covered=c_cov, context_missing=c_missing,
        unverified_entities=unverified, unsupported_entities=unsupported, answer_entity_checks=checks,
        graph_available=graph_available, source=source, graph_checked=checked, graph_unrelated=unrelated,
    )


def graph_unrelated(q_entities: Sequence[str], a_entities: Sequence[str], graph_lookup: dict[str, str | None] | None,
                    sample_graph_entities: Sequence[str] | None, mode: str = "fuzzy") -> bool:
    """Whether the configured graph is about something else than the sample: the question names entities, the
    graph knows none of them and none of the answer's. Seed 000 counts every answer entity the graph lacks against
    faithfulness; a tax-policy graph lacking "Gelsenkirchen" says nothing about an answer on football, and the
    penalty fell on the bare right answer ("Gelsenkirchen, North Rhine-Westphalia": 1 of 1 unknown) rather than on
    the wrong sentence that named no place. Not in exact mode (the seed's own check) and not with the sample's own
    `graph_entities` (they are about the sample by construction). `graph_lookup` must hold the question's entities
    too (the pipeline looks them up with the answer's)."""
    if mode == "exact" or sample_graph_entities is not None or graph_lookup is None or not q_entities:
        return False
    if any(e not in graph_lookup for e in q_entities):   # not looked up: the graph was not asked, so not silent
        return False
    return not any(graph_lookup.get(e) is not None for e in (*q_entities, *a_entities))
