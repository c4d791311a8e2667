"""Names (people, organisations, places, laws) the contexts do not hold, abbreviations and spread forms allowed."""
from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from earag.messages import Message
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.lexicon import _PLACE_SUFFIX_RE
from earag.metrics.dimensions.faithfulness.words import _name_spans
from earag.nlp.aliases import default_aliases
from earag.nlp.entities import _SURNAMES, head_type
from earag.nlp.language import has_han
from earag.nlp.ner import ORG_HEADS
from earag.nlp.text import normalize
from earag.types import UnsupportedSpan

_NAME_PREFIXES = ("中华人民共和国", "中国", "国家")
_LEVELS = "省市县区"   # an administrative level opening a body's name (市民政局): part of which body it is
# Short forms of agency names: the answer may abbreviate what the contexts spell out (and the other way round).
_ABBREVIATIONS = (("管委会", "管理委员会"), ("常委会", "常务委员会"), ("人大", "人民代表大会"), ("社保", "社会保险"),
                  ("发改委", "发展和改革委员会"), ("发改委", "发展改革委"), ("工信部", "工业和信息化部"),
                  ("人社部", "人力资源和社会保障部"), ("人社", "人力资源社会保障"), ("网信办", "互联网信息办公室"),
                  ("网信部门", "互联网信息办公室"),   # 国家网信部门 is how the regulations name 国家互联网信息办公室
                  ("市监局", "市场监督管理局"), ("央行", "中国人民银行"), ("证监会", "证券监督管理委员会"),
                  ("国资委", "国有资产监督管理委员会"), ("税务局", "税务机关"), ("医保", "医疗保障"), ("公积金", "住房公积金"))


def _name_in_contexts(name: str, ctx: _Contexts) -> bool:
    """Whether the contexts name this entity: verbatim, without 国家/中国, with 省/市 dropped (广东汕头 = 广东省汕头市),
    abbreviated (管委会 = 管理委员会), or with its characters in order in a short stretch (横琴合作区 in 横琴粤澳深度合作区)."""
    n = normalize(name)
    if not n or n in ctx.norm:
        return True
    for prefix in _NAME_PREFIXES:  # 国家税务总局 against 税务总局
        if n.startswith(prefix) and len(n) - len(prefix) >= 2 and n[len(prefix):] in ctx.norm:
            return True
    # (not a level opening the name: 市民政局 and 县民政局 are other bodies than the contexts' 区民政局)
    if n[0] not in _LEVELS and len(_PLACE_SUFFIX_RE.sub("", n)) >= 2 and _PLACE_SUFFIX_RE.sub("", n) in ctx.bare_places:
        return True
    for short, long_ in _ABBREVIATIONS:
        if short in n and n.replace(short, long_) in ctx.norm:
            return True
        if long_ in n and n.replace(long_, short) in ctx.norm:
            return True
    if default_aliases().mentioned(name, ctx.text) is not None:   # European Union / EU in the answer, 欧盟 in the contexts
        return True
    return _spread_in(n, ctx.norm) or _qualified_body(n, ctx) or _other_class_word(n, ctx)


# words that say what kind of body something is, not which one: 供水公司 and 供水企业 are one body
_CLASS_HEADS = ("公司", "企业", "单位", "机构")


def _other_class_word(name: str, ctx: _Contexts) -> bool:
    """A body named by what it does and a class word (供水公司) that the contexts name with another class word
    (供水企业): the same body. What it does (供水) must be the same, at least two characters."""
    for head in _CLASS_HEADS:
        if name.endswith(head) and len(name) - len(head) >= 2:
            return any(name[:-len(head)] + other in ctx.norm for other in _CLASS_HEADS if other != head)
    return False


def _qualified_body(name: str, ctx: _Contexts) -> bool:
    """A body the contexts name with the qualifier their sentence gives it: 公积金管理中心 where one sentence says
    住房公积金 … 管理中心服务网点 (the qualifier, 公积金, at least two characters; the body, 管理中心, at least three:
    全部 and 局部 end like 部 and are no bodies)."""
    for i in range(2, len(name) - 2):
        qualifier, body = name[:i], name[i:]
        if head_type(body) != "机构组织":
            continue
        for form in {qualifier, *(q.replace(short, long_) for q in (qualifier,) for short, long_ in _ABBREVIATIONS
                                  if short in q)}:
            if any(body in sn and form in sn.replace(body, " ") for sn in ctx.sent_norms):
                return True
    return False


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
    for name, _etype, start, end in _name_spans(sentence):
        candidates.append((start, end, name))
    for name in extra_names:
        name = (name or "").strip().strip("《》")
        if len(normalize(name)) < 2 or re.search(r"\d", name):
            continue  # numbers are the fact check's
        start = sentence.find(name)
        if start >= 0 and _is_named(name):
            candidates.append((start, start + len(name), name))
    candidates = [_after_post_verb(*_after_date(sentence, *c)) for c in candidates]
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


_DATE_TAIL = re.compile(r"(?:年度|年份|月份|年|月|日|号)")


def _after_date(sentence: str, start: int, end: int, name: str) -> tuple[int, int, str]:
    """A name cut so that it opens with the unit of the number before it (年度公司 of 2025年度公司) starts after it."""
    tail = _DATE_TAIL.match(name)
    if tail and start > 0 and sentence[start - 1].isdigit() and sentence[start:start + len(name)] == name \
            and len(normalize(name[tail.end():])) >= 2:
        return start + tail.end(), end, name[tail.end():]
    return start, end, name


# Holding a post is no part of the body's name: 现任教务处 (主任) is 教务处, 兼任工会 (主席) is 工会
_POST_VERB = re.compile(r"(?:现任|时任|前任|新任|继任|原任|曾任|担任|出任|兼任|调任|升任)")


def _after_post_verb(start: int, end: int, name: str) -> tuple[int, int, str]:
    """A name the segmenter glued to the verb of holding a post before it starts after that verb."""
    verb = _POST_VERB.match(name)
    if verb and len(normalize(name[verb.end():])) >= 2:
        return start + verb.end(), end, name[verb.end():]
    return start, end, name


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
            or _latin_name(name) or _familiar_name(name))


def _familiar_name(name: str) -> bool:
    """小张, 老李, 阿王: a person called by a surname with 小/老/阿 before it (the extractor's person names are not
    otherwise taken from it: jieba's own names are, tested against the surnames)."""
    return len(name) == 2 and name[0] in "小老阿" and name[1] in _SURNAMES
