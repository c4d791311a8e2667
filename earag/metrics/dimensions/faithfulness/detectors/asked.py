"""An answer judged about the subject its question asks about (issue 19, item 1).

"临港新片区重点产业企业有什么企业所得税优惠？" with contexts only about 海南自由贸易港: the answer "可以参照海南自由贸易港
政策，对鼓励类产业企业减按15%征收企业所得税" repeats the contexts faithfully, but about another place. Every clause of
it is in the contexts, so the sentence checks find nothing; read with its question it transfers another subject's
facts to the asked one.

The mechanism, dependency-light (the jieba tags and name chains of earag.nlp.entities; for English, capitalised
names typed by their head word or by the preposition before them):

1. the **asked subjects**: the places, organisations and named laws or policies (《…》) the question names, typed;
   the national scope (中国, 全国, 国家 …) is the default of policy texts, not a subject;
2. an asked subject is **absent** when the contexts name neither it nor any of its place or organisation words
   (上海 in 留学回国人员落户上海 counts as named);
3. an answer sentence that does not name the asked subject, and is supported by a context passage (its best
   evidence), is judged against that passage: when the passage names another subject of the same kind
   (海南自由贸易港 for a place), the sentence states that subject's facts, not the asked one's — an `entity` span
   whose reason says so ("上下文说的是海南自由贸易港，不是问题问的临港新片区"), graded like the other wrong-subject
   checks (binding.py). A passage that names no subject of that kind binds its facts to no subject: the sentence is
   marked the same way only for a reliably typed asked subject (a place or organisation name with its own head,
   or a 《named law》), with its own reason;
4. an answer that says the contexts do not cover the asked subject ("资料中没有上海…的具体规定", "the passage does
   not mention Delhi") is not punished for it, and a sentence that names the asked subject itself is judged as
   before (the name is then missing from the contexts: the entity check's span).
"""
from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from earag.messages import Message
from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.answers import abstains
from earag.metrics.dimensions.faithfulness.detectors.names import _name_in_contexts
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.lexicon import _ABSENCE_RE
from earag.metrics.dimensions.faithfulness.words import _content_words, _found_in, _name_spans, _pos
from earag.nlp.entities import all_generic
from earag.nlp.ner import ENGLISH_NAME, LAW_HEADS, ORG_HEADS, PLACE_HEADS, clean_english_name
from earag.nlp.text import normalize, occurrences, split_sentences
from earag.types import UnsupportedSpan

SUBJECT_CODES = frozenset({"subject.elsewhere", "subject.unbound"})   # the reasons of this check's spans
# a sentence this well supported by its best evidence states that passage's facts (the negation checks' gate)
STATES_FACTS = 0.3
# the other subject binds the question's words when half of them stand in its sentence (English: near its name)
BOUND_WINDOW = 80     # English: characters either side of the other subject's name
BOUND_SHARE = 0.5     # share of the question's words (and of a long word's bigrams) that must stand there
# the national scope of Chinese policy texts, and words jieba tags as places that name no particular one
_NATIONAL = frozenset({"中国", "我国", "全国", "国家", "中华人民共和国", "国内", "境内", "本国", "各地", "地方", "城市",
                       "农村", "城镇", "省", "市", "县", "海外", "境外", "国外", "外国", "大城市", "中小城市", "城乡", "社区", "基层"})
_KINDS = {"地理位置": "place", "机构组织": "org", "法律条款": "law"}
# the tags of a proper name of each kind (the shipped lexicon's dl/jg/fl, jieba's ns/nt)
_PROPER_FLAGS = {"place": frozenset({"dl", "ns"}), "org": frozenset({"jg", "nt", "dl", "ns"}), "law": frozenset({"fl"})}
# the heads of a named law or policy document's title (a 《title》 with another head is a book or an article)
_LAW_TITLE_HEADS = ("法", "条例", "办法", "规定", "细则", "决定", "通知", "意见", "纲要", "方案", "规划", "规则", "准则",
                    "标准", "目录", "清单", "指引", "指南", "公告", "政策", "措施", "计划", "协定", "公约", "章程")
_CITED = re.compile(r"(?:根据|依据|按照|依照|参照|按)\s*《?$")
# heads of a generic body or place (公司登记机关, 主管部门, 大城市), not a named one
_GENERIC_HEADS = ("机关", "部门", "单位", "机构", "大城市", "城市", "城区", "地区", "当地", "本地", "外地", "异地")
_PART_FLAGS = frozenset({"ns", "dl", "nt", "jg"})
# heads that make a Chinese place or organisation name reliable on its own (the 'no subject' case)
_ZH_PLACE_HEADS = ("省", "市", "县", "区", "州", "港", "新片区", "自贸区", "试验区", "开发区", "示范区", "合作区",
                   "自由贸易港", "特别行政区", "自治区", "高新区", "园区", "新区")
_ZH_ORG_HEADS = ("局", "部", "厅", "委员会", "办公室", "总局", "银行", "公司", "集团", "大学", "法院", "检察院", "中心")
# "firms in Delhi", not "in the Heavyweight division" nor "in The Winning Team" (a place rarely takes "the")
_EN_PLACE_BEFORE = re.compile(r"\b(?:in|at|from|near|across|within|inside)\s+$", re.I)
_EN_QUESTION_WORDS = frozenset({"what", "which", "who", "whom", "whose", "when", "where", "why", "how", "is", "are",
                                "do", "does", "did", "can", "could", "was", "were", "will", "should", "the", "a", "an",
                                "in", "on", "at", "for", "of", "to", "from", "and", "or", "i", "we", "you"})
_ZH_QUESTION_WORDS = frozenset({"时候", "什么", "哪些", "哪个", "哪里", "多少", "如何", "怎么", "怎样", "是否", "有没有",
                                "多久", "几个", "为什么"})
# an English answer saying the material does not cover the subject
_EN_ADMITS = re.compile(
    r"\b(?:does|do|did)(?: not|n't) (?:mention|say|cover|state|include|address|specify)\b"
    r"|\bno (?:information|details|mention)\b", re.I)
# ... or says the material has nothing, which counts only when the sentence names what was asked: "This information is
# not official advice" is a disclaimer, not "the passage has nothing on Delhi"
_EN_ADMITS_NAMED = re.compile(
    r"\b(?:context|contexts|passage|passages|material|materials|documents?|sources?|information|text)\b[^.;]{0,40}"
    r"\b(?:not|no|n't|nothing)\b", re.I)
_ZH_NEGATED = re.compile(r"没有|未|无|不|找不到|缺少|尚无")


@dataclass(frozen=True)
class Subject:
    """A named subject: its name, its kind (place, org, law), the words that also count as naming it, and whether
    its type is sure enough to judge a sentence the contexts bind to no subject."""

    name: str
    kind: str
    parts: tuple[str, ...] = ()
    sure: bool = False


# --- the subjects a text names ----------------------------------------------------------------------------------
@lru_cache(maxsize=4096)
def named_subjects(text: str) -> tuple[Subject, ...]:
    """The places, organisations and named laws of a text (Chinese or English), typed."""
    if not text:
        return ()
    return _english_subjects(text) if en.is_english(text) else _chinese_subjects(text)


def _chinese_subjects(text: str) -> tuple[Subject, ...]:
    tokens = _pos(text)
    out: list[Subject] = []
    for name, etype, start, end in _name_spans(text):
        bracketed = start > 0 and text[start - 1] == "《"
        if bracketed and (not name.endswith(_LAW_TITLE_HEADS) or _CITED.search(text[max(0, start - 6) : start])):
            continue   # a book (《徐霞客游记》), or the source a question cites (根据《…》): not what it asks about
        kind = "law" if bracketed else _KINDS.get(etype)
        key = normalize(name)
        if kind is None or len(key) < 2 or key in _NATIONAL or all_generic(key) or name.endswith(_GENERIC_HEADS):
            continue
        inner = [(w, f) for w, f, a, b in tokens if start <= a and b <= end]
        # a name only when it holds a proper name the lexicon or the tagger knows (苏州, 海南自由贸易港, 财政部),
        # not a chain of common nouns that ends in a head (规模城市, 存量公司, 负面清单怎么办)
        if not (bracketed or any(f in _PROPER_FLAGS[kind] and w not in _NATIONAL for w, f in inner)):
            continue
        parts = tuple(w for w, f in inner if f in _PART_FLAGS and len(w) >= 2 and w not in _NATIONAL and w != name)
        sure = bracketed or (kind == "place" and name.endswith(_ZH_PLACE_HEADS)) \
            or (kind == "org" and name.endswith(_ZH_ORG_HEADS))
        out.append(Subject(name, kind, parts, sure))
    return tuple(out)


def _english_kind(name: str, before: str) -> str | None:
    """A place, organisation or law by its head word, or a place by the preposition before it ("firms in Delhi");
    an English name is never sure enough to judge contexts that name no subject (no tagger types it)."""
    last = name.split()[-1]
    if last in PLACE_HEADS:
        return "place"
    if last in ORG_HEADS:
        return "org"
    if last in LAW_HEADS:
        return "law"
    return "place" if _EN_PLACE_BEFORE.search(before) else None


def _english_subjects(text: str) -> tuple[Subject, ...]:
    out: list[Subject] = []
    for m in ENGLISH_NAME.finditer(text):
        name = clean_english_name(m.group(0))
        if not name or name.lower() in _EN_QUESTION_WORDS or name.split()[0].lower() in _EN_QUESTION_WORDS \
                or name.endswith(("ish", "ese")):   # a language or nationality (English, Japanese), not a place
            continue
        before = "" if m.group(0).lower().startswith("the ") else text[max(0, m.start() - 20) : m.start()]
        typed = _english_kind(name, before)
        if typed is not None:
            out.append(Subject(name, typed))
    return tuple(out)


# --- what the question asks about and the contexts lack ---------------------------------------------------------
def _names(subject: Subject, text: str) -> bool:
    """Whether a text (an answer sentence) names the subject, or one of its place or organisation words."""
    if en.is_english(subject.name):
        low = text.lower()
        return subject.name.lower() in low
    norm = normalize(text)
    return any(normalize(w) in norm for w in (subject.name, *subject.parts))


def _in_contexts(subject: Subject, ctx: _Contexts) -> bool:
    if en.is_english(subject.name):   # "Hong Kong District": Hong Kong in the contexts is the asked place
        return any(re.search(rf"(?<![A-Za-z]){re.escape(w)}(?![A-Za-z])", ctx.text)
                   for w in re.findall(r"[A-Z][A-Za-z'’-]{2,}", subject.name))
    return _name_in_contexts(subject.name, ctx) or any(normalize(p) in ctx.norm for p in subject.parts)


def absent_subjects(question: str, ctx: _Contexts) -> tuple[Subject, ...]:
    """The subjects the question asks about that no context names."""
    return tuple(s for s in named_subjects(question) if not _in_contexts(s, ctx))


def admits_absence(sentences: Sequence[str], asked: Sequence[Subject] = ()) -> bool:
    """Whether the answer says the contexts do not cover what was asked (资料中没有上海…的具体规定), or declines.
    An English "the information … not" counts only in a sentence that names one of the `asked` subjects."""
    for sent in sentences:
        if abstains(sent) or _EN_ADMITS.search(sent):
            return True
        if _EN_ADMITS_NAMED.search(sent) and any(_names(s, sent) for s in asked):
            return True
        m = _ABSENCE_RE.search(sent)
        if m is not None and _ZH_NEGATED.search(m.group(0)):
            return True
    return False


# --- one answer sentence ----------------------------------------------------------------------------------------
def _related(a: str, b: str) -> bool:
    x, y = normalize(a).lower(), normalize(b).lower()
    return bool(x and y) and (x in y or y in x)


def _anchors(question: str, asked: Subject) -> frozenset[str]:
    """The question's content words other than the asked subject (企业所得税, 优惠; "tax", "firm"): stems in English."""
    if en.is_english(question):
        skip = {w.lower() for w in asked.name.split()}
        return frozenset(w.stem for w in en.words(question) if w.content and w.text.lower() not in skip
                         and w.text.lower() not in _EN_QUESTION_WORDS)
    skip_norm = normalize(asked.name)
    return frozenset(normalize(w) for w, _, _ in _content_words(question)
                     if normalize(w) and normalize(w) not in skip_norm and w not in _NATIONAL
                     and w not in _ZH_QUESTION_WORDS)


def _held(anchor: str, text_norm: str, grams: set[str]) -> bool:
    """A question word in a context text: verbatim or a synonym, or most of its bigrams (集成电路企业 against
    集成电路设计企业)."""
    if _found_in([anchor], text_norm):
        return True
    own = {anchor[i : i + 2] for i in range(len(anchor) - 1)}
    return len(anchor) >= 3 and len(own & grams) >= BOUND_SHARE * len(own)


def _bound_near(rival: Subject, passage: str, anchors: frozenset[str]) -> bool:
    """Whether the passage binds the question's words to the rival: at least BOUND_SHARE of them (one at least) in
    the sentence that names it (对注册在海南自由贸易港并实质性运营的鼓励类产业企业，减按15%…征收企业所得税), or in
    English within BOUND_WINDOW characters of it ("firms registered in Mumbai get a 10% tax break")."""
    if not anchors:
        return False
    need = max(1, math.ceil(BOUND_SHARE * len(anchors)))
    if en.is_english(rival.name):
        for at in occurrences(rival.name, passage):
            near = passage[max(0, at - BOUND_WINDOW) : at + len(rival.name) + BOUND_WINDOW]
            if len(anchors & {w.stem for w in en.words(near) if w.content}) >= need:
                return True
        return False
    for sentence in split_sentences(passage):
        if rival.name in sentence:
            norm = normalize(sentence)
            grams = {norm[i : i + 2] for i in range(len(norm) - 1)}
            if sum(_held(a, norm, grams) for a in anchors) >= need:
                return True
    return False


def _rivals(asked: Subject, passage: str, question: str) -> list[Subject]:
    """Subjects of the asked one's kind that the evidence passage names, next to the question's own words, and the
    question does not name."""
    qnorm = normalize(question).lower()
    anchors = _anchors(question, asked)
    return [s for s in named_subjects(passage) if s.kind == asked.kind and not _related(s.name, asked.name)
            and normalize(s.name).lower() not in qnorm and _bound_near(s, passage, anchors)]


def asked_subject_span(sent: str, asked: Sequence[Subject], passage: str, question: str,
                       support: float) -> UnsupportedSpan | None:
    """The span that marks a sentence stating another subject's facts (or no subject's) for the asked one, or
    None: the sentence names every asked subject, states nothing from the passage, or asserts nothing."""
    if support < STATES_FACTS or abstains(sent):
        return None
    # the question's other subjects, those the contexts do name (上海市 of "上海市和北京市…分别…"): a sentence naming
    # one states that subject's facts, and a passage naming one binds its facts to an asked subject, not to none
    others = [s for s in named_subjects(question) if s not in asked]
    if any(_names(s, sent) for s in others):
        return None
    for subject in asked:
        if _names(subject, sent):
            continue
        rivals = _rivals(subject, passage, question)
        if rivals:
            rival = next((r for r in rivals if _names(r, sent)), rivals[0])
            reason = Message("subject.elsewhere", {"context": rival.name, "asked": subject.name})
        elif subject.sure and not any(s.kind == subject.kind and _names(s, passage) for s in others):
            rival, reason = None, Message("subject.unbound", {"asked": subject.name})
        else:
            continue
        start, end = _where(sent, rival)
        return _span(sent, start, end, "entity", reason)
    return None


def _where(sent: str, rival: Subject | None) -> tuple[int, int]:
    """The other subject's name where the sentence says it, else the whole sentence without its end mark."""
    if rival is not None:
        i = sent.lower().find(rival.name.lower())
        if i >= 0:
            return i, i + len(rival.name)
    stripped = sent.rstrip(" 。.!！?？;；")
    lead = len(stripped) - len(stripped.lstrip())
    return lead, max(lead + 1, len(stripped))
