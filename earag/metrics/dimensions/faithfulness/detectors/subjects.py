"""Values and names bound to another subject or role than the contexts bind them to (binding.py)."""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

import numpy as np

from earag.deadline import checkpoint
from earag.messages import Message
from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.alignment import _clauses_saying
from earag.metrics.dimensions.faithfulness.binding import (
    MIN_ANCHORS,
    RELEVANT,
    ContextClause,
    counterpart,
    coverage,
    event_bound_elsewhere,
    name_bound_elsewhere,
    post_held_elsewhere,
    value_bound_elsewhere,
    value_framed_elsewhere,
)
from earag.metrics.dimensions.faithfulness.clauses import _clauses
from earag.metrics.dimensions.faithfulness.detectors.brackets import within_own_bracket
from earag.metrics.dimensions.faithfulness.detectors.clause_values import alternatives, limit_then_purpose
from earag.metrics.dimensions.faithfulness.detectors.siblings import _LABEL_RE
from earag.metrics.dimensions.faithfulness.detectors.spans import _span
from earag.metrics.dimensions.faithfulness.detectors.values import _stated
from earag.metrics.dimensions.faithfulness.index import _Contexts
from earag.metrics.dimensions.faithfulness.lexicon import _NUMERIC_RE
from earag.metrics.dimensions.faithfulness.words import (
    _content_words,
    _deputy_only,
    _found_in,
    _name_spans,
    _pos,
)
from earag.nlp.facts import (
    Fact,
    extract_facts,
    same_value,
)
from earag.nlp.text import normalize
from earag.types import UnsupportedSpan


# --- values and names bound to their subject (binding.py) --------------------------------------------------------
@lru_cache(maxsize=8192)
def _says(word: str, text: str) -> bool:
    """Whether a context clause says the word (`_found_in`), once per pair: the binding checks ask it of the same
    anchors and clauses for every value and name of a sentence (about half the calls of a cold sample repeat)."""
    return _found_in([word], text) if not en.is_english(word) else word in text.lower()


def _deputy_of(clause: str) -> Callable[[str, str], bool]:
    """Whether a context clause holds a word of the answer clause only as a deputy's post (主任 in 副主任), where the
    answer clause does not itself say the deputy's post (张伟是办公室副主任 is that post)."""
    if en.is_english(clause):
        return lambda word, text: False
    return lambda word, text: _deputy_only(word, text) and not _deputy_only(word, clause)


# a post given to its former holder (原教务处主任冯建国: a word of its own before the post) or its deputy (副…) is not
# held as it is
_FORMER = frozenset({"原", "原任", "前任"})
_POST_FLAGS = frozenset({"n", "nz", "nt", "nl", "ng", "b", "j"})
# an answer clause that itself speaks of the past (韩立军原为办公室主任) may give the name its former post
_PAST_WORDS = frozenset({"原", "原为", "原是", "原任", "前任", "原来", "原先", "曾", "曾任", "曾经", "此前", "以前", "过去"})


def _posts(sent: str, lo: int, hi: int, skip: tuple[int, int]) -> list[tuple[str, str]]:
    """The posts of the answer clause sent[lo:hi] outside `skip` (the name): runs of nouns (项目负责人, 教务处主任,
    所长), each with its last word, the head a qualifier makes a post of. None when the clause speaks of the past
    (原为, 曾任): it may give the name the post its former holder had."""
    if en.is_english(sent):
        return []
    runs: list[list[tuple[str, int, int]]] = [[]]
    for word, flag, s, e in _pos(sent):
        if s < lo or e > hi:
            continue
        if word in _PAST_WORDS:
            return []
        if flag in _POST_FLAGS and not (skip[0] < e and s < skip[1]) and (not runs[-1] or runs[-1][-1][2] == s):
            runs[-1].append((word, s, e))
        else:
            runs.append([(word, s, e)] if flag in _POST_FLAGS and not (skip[0] < e and s < skip[1]) else [])
    return [(sent[run[0][1]:run[-1][2]], run[-1][0]) for run in runs if run]


def _holds_post(post: str, text: str) -> bool:
    """Whether `text` gives `post` to a current holder: it occurs there neither right after a former holder's mark
    (a word of its own: 原教务处主任; not 原材料) nor a deputy's (教务处副主任 holds no 教务处主任)."""
    i = text.find(post) if post else -1
    while i >= 0:
        if not text[:i].endswith("副") and not any(e == i and w in _FORMER for w, _f, _s, e in _pos(text)):
            return True
        i = text.find(post, i + 1)
    return False


def _surname_led(sent: str, a: int, b: int) -> bool:
    """Whether the name sent[a:b] the recogniser typed otherwise is a person's: two or three characters opening
    with a one-character word the tagger marks as a person's (冯/nr 建国/ns in 教务处主任仍由冯建国担任)."""
    if not 2 <= b - a <= 3:
        return False
    return any(s == a and e == a + 1 and flag == "nr" for _w, flag, s, e in _pos(sent))


def _person_tagged(clause: ContextClause) -> ContextClause:
    """A context clause whose recogniser found no person's name, with the runs the tagger marks as parts of one
    (王/nr 志远/nrfg in 项目负责人为王志远教授): a post given to someone still names a holder."""
    if any(t == "人名" for _, t in clause.names) or en.is_english(clause.text):
        return clause
    runs: list[list[int]] = []
    for _w, flag, s, e in _pos(clause.text):
        if flag.startswith("nr"):
            if runs and runs[-1][1] == s:
                runs[-1][1] = e
            else:
                runs.append([s, e])
    extra = tuple((clause.text[s:e], "人名") for s, e in runs if e - s >= 2)
    return ContextClause(clause.text, clause.facts, clause.names + extra, clause.frame_only) if extra else clause


# a grade or class a letter, Roman numeral or Chinese ordinal names (D级危房, A类企业, Ⅱ类水质, 一类地区, 甲类): the
# subject a value is said of, beside its sibling grades (not 上一级, 逐级, 同级 …: no grade of its own)
_GRADE = re.compile(r"(?<![A-Za-z0-9.上下逐同本该每越])(?:[A-Za-z]{1,2}|[ⅠⅡⅢⅣⅤⅥ]+|[一二三四五六甲乙丙丁])(?:级|类|档|型|等)")


def _grades(text: str) -> list[tuple[str, str]]:
    """The grade labels of a text as (normalised label, "等级") subjects."""
    return [(normalize(m.group(0)), "等级") for m in _GRADE.finditer(text)]


def _with_grades(clause: ContextClause) -> ContextClause:
    """The context clause with its grade labels among its names (C级 of C级危房维修加固，每户补助1.5万元)."""
    extra = tuple(g for g in _grades(clause.text) if g not in clause.names)
    return ContextClause(clause.text, clause.facts, clause.names + extra, clause.frame_only, clause.frame_names) \
        if extra else clause


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
    names = [(n, "人名" if _surname_led(sent, a, b) else k, a, b)
             for n, k, a, b in _with_bodies(sent, _name_spans(sent))] if not en.is_english(sent) else []
    cuts = _clauses(sent)
    for i, (lo, hi) in enumerate(cuts):
        checkpoint()   # the sample's CPU deadline, once per clause
        for f in facts:   # values first: a wrong value already says the clause is about another subject
            if not (lo <= f.start and f.end <= hi and _stated(f, ctx)) or _overlaps(f.start, f.end, taken + spans) \
                    or _opening_label(sent, lo, f):
                continue
            anchors = _anchors(sent, lo, hi, (f.start, f.end))
            about = _clauses_about(anchors, ctx, values=True)
            others = [g for g in facts if g is not f and lo <= g.start and g.end <= hi]
            # (a grade named by an earlier clause of the sentence goes on: D级危房是拆了重建，每户补…)
            subjects = [(n, k) for n, k, a, b in names if lo <= a and b <= hi] \
                + (_grades(sent[lo:hi]) or _grades(sent[:lo])[-1:])
            about = [_with_grades(c) for c in about] if subjects else about
            hit = value_bound_elsewhere(f, anchors, about, _says, ctx.years, others, subjects, sent) \
                or value_framed_elsewhere(f, anchors, about, _says, ctx.years, others, subjects) \
                or event_bound_elsewhere(f, anchors, about, _says, ctx.years) \
                or (_conditioned_elsewhere(f, sent, cuts[i - 1], anchors, about, ctx) if i else None)
            if hit is not None and not alternatives(f, hit[1], ctx) and not within_own_bracket(sent, f, ctx):
                spans.append(_span(sent, f.start, f.end, f.kind,
                                   Message("span.quoted_differs", {"context": hit[0].text, "answer": sent[lo:hi]})))
        if any(lo <= sp.start < hi for sp in spans):
            continue
        spans += [sp for name, kind, a, b in names if kind == "地理位置" and lo <= a and b <= hi
                  and not _overlaps(a, b, taken + spans) and (sp := _place_said_elsewhere(sent, lo, hi, name, a, b, ctx))]
        for name, kind, a, b in names:
            # persons and organisations: 施工图由区城市管理局设计 where another body designs and 区城市管理局 maintains
            if not (lo <= a and b <= hi and kind in ("人名", "机构组织")) or _overlaps(a, b, taken + spans) \
                    or normalize(name) not in ctx.norm:
                continue
            if kind == "机构组织" and _in_same_words(sent, a, b, hi, ctx.norm):
                continue   # 在公司登记机关登记的…: the contexts say the body with the very words after it
            anchors = _anchors(sent, lo, hi, (_title_start(sent, lo, a), b))
            about = _clauses_about(anchors, ctx) + _chained_clauses(anchors, ctx)
            posts = _posts(sent, lo, hi, (a, b))
            found = name_bound_elsewhere(name, kind, anchors, about, _says, _names_same, _deputy_of(sent[lo:hi]))
            # an organisation's rival the answer clause names too (医保基金由市医疗保障局管理) is not put in its role
            if found is not None and kind == "机构组织" and normalize(found[1]) in normalize(sent[lo:hi]):
                found = None
            # posts are persons' (院长, 教务处主任): an organisation's clause has only noun runs (公司注册资本)
            if kind == "人名":
                found = found or post_held_elsewhere(
                    name, kind, posts, [_person_tagged(c) for c in about], _says, _names_same, _holds_post,
                    [c.text for c in ctx.clauses if not c.joined and _names_same(name, c.text)])
            context = found[0].text if found is not None else \
                _titled_elsewhere(name, posts, ctx) if kind == "人名" else None
            if context is not None:
                spans.append(_span(sent, a, b, "entity",
                                   Message("span.quoted_differs", {"context": context, "answer": sent[lo:hi]})))
    return spans


_LEAD_NAME = 8   # a context sentence is about the place it names within its first characters (河南省职工医保…)


def _place_said_elsewhere(sent: str, lo: int, hi: int, name: str, a: int, b: int,
                          ctx: _Contexts) -> UnsupportedSpan | None:
    """An `entity` span on a place the answer clause says a predicate of (山东的家庭共济可以跨省使用) that the contexts
    say only in sentences about another place (河南省职工医保个人账户…，可以跨省使用), while they hold the answer's place
    in other sentences (山东省…可以在本省范围内家庭共济使用): the predicate bound to another place. None otherwise."""
    anchors = _anchors(sent, lo, hi, (a, b))
    if len(anchors) < MIN_ANCHORS or not _names_same(name, ctx.text):
        return None
    holding = [cs.text for cs in ctx.sentences if all(_says(w, cs.text) for w in anchors)]
    if not holding or any(_names_same(name, text) for text in holding):
        return None
    leads = [next((n for n, k, s, _ in _name_spans(text) if k == "地理位置" and s < _LEAD_NAME), None) for text in holding]
    if not all(leads):
        return None
    return _span(sent, a, b, "entity", Message("span.quoted_differs", {"context": holding[0], "answer": sent[lo:hi]}))


def _conditioned_elsewhere(fact: Fact, sent: str, lead: tuple[int, int], anchors: list[str],
                           about: Sequence[ContextClause], ctx: _Contexts) -> tuple[ContextClause, Fact] | None:
    """The value the contexts give under the answer's own condition: an answer clause led by a "…的，" clause
    (增加准驾车型的，实习期为12个月) is about that case, and a context clause read with the same leading condition and
    the clause's words (增加准驾车型的，实习期为6个月) that states another value of the kind, and none stating the
    answer's value under it, binds the case to that value. Only for a leading 的-clause, the regulations' "where …"
    (a frame does not govern otherwise: binding.value_bound_elsewhere)."""
    condition = sent[lead[0]:lead[1]].strip()
    if not condition.endswith("的") or len(normalize(condition)) < 3:
        return None
    words = [*_anchors(sent, lead[0], lead[1], (fact.start, fact.end)), *anchors]
    framed = [c for c in about if c.frame_only and coverage(words, c.text, _says) >= 1.0]
    if any(same_value(fact, f, ctx.years) for c in framed for f in c.facts):
        return None
    found = [(c, other) for c in framed if (other := counterpart(fact, list(c.facts))) is not None]
    return found[0] if len({c.text for c, _ in found}) == 1 else None


def _in_same_words(sent: str, a: int, b: int, hi: int, norm: str) -> bool:
    """Whether the contexts hold the organisation named at sent[a:b] with the two characters after it in the clause
    (公司登记机关登记): said in the same words, it is in the role the contexts give it. A word every role opens with
    (负责, 依法) says no role: the word after it must follow too (区教育局负责核实 is not 区教育局负责划定学区)."""
    rest = normalize(sent[b:hi])
    after = rest[:4] if rest[:2] in _ROLE_OPENERS else rest[:2]
    return len(after) in (2, 4) and not (len(after) == 2 and after in _ROLE_OPENERS) \
        and normalize(sent[a:b]) + after in norm


# words that open any body's duty (区教育局负责划定…, 街道办事处负责核实…): they tell no role apart
_ROLE_OPENERS = frozenset({"负责", "依法", "统一", "应当", "会同", "牵头", "主要", "具体", "另行", "可以", "按照", "根据",
                           "同时", "也要", "还要", "需要", "应该", "要求"})


def _titled_elsewhere(name: str, posts: list[tuple[str, str]], ctx: _Contexts) -> str | None:
    """The context sentence that gives a post of the answer clause as the title of another person (原告王建国), where
    the contexts give it as nobody else's and `name` only ever with a title of another post (被告赵志刚): "赵志刚是
    本案的原告" puts 赵志刚 in 王建国's role, though one clause names both and holds the post. None otherwise."""
    if not posts or en.is_english(ctx.text):
        return None
    key = normalize(name)
    titled = [(cs.text, t) for cs in ctx.sentences if name in cs.text or any(p in cs.text for p, _ in posts)
              for t in _titled_names(cs.text)]
    own = [title for _, (n, title) in titled if normalize(n) == key]
    if not own or not all(own):
        return None   # the name without a title somewhere: the contexts may give it the post there
    for post, _head in posts:
        holders = [(text, n) for text, (n, title) in titled if title.endswith(post)]
        if not holders or any(normalize(n) == key or normalize(n) in key for _, n in holders) \
                or any(title.endswith(post) for title in own) \
                or ctx.text.count(post) > len(holders):
            continue
        return holders[0][0]
    return None


@lru_cache(maxsize=4096)
def _titled_names(text: str) -> tuple[tuple[str, str], ...]:
    """The persons a context sentence names, each with the title right before it (原告王建国 → (王建国, 原告); an
    empty title when there is none): nouns with nothing between them and the name."""
    names = [(n, a, b) for n, t, a, b in _name_spans(text) if t == "人名"]
    covered = [(a, b) for _, a, b in names]
    for n, _t in _person_tagged(_context_clause(text)).names[len(_context_clause(text).names):]:
        i = text.find(n)
        if i >= 0 and not any(a < i + len(n) and i < b for a, b in covered):
            names.append((n, i, i + len(n)))
    return tuple((n, text[_title_start(text, 0, a):a]) for n, a, _ in names)


def _opening_label(sent: str, lo: int, f: Fact) -> bool:
    """Whether the value opens its clause as a grade or ordinal naming a group, before the noun it labels (二级残疾的
    学生…, 一类地区…, 首套住房…): the clause's subject, not a value said of it (siblings._LABEL_RE)."""
    return not sent[lo:f.start].strip() and _LABEL_RE.fullmatch(f.text) is not None \
        and bool(re.match(r"[\u4e00-\u9fff]", sent[f.end:f.end + 1]))


def _title_start(sent: str, lo: int, start: int) -> int:
    """Where the title run right before a person's name begins (市财政局局长周慧敏 → 市财政局局长): nouns and
    organisation names with nothing between them and the name. They say who the person is, not what the clause says
    of them, so they are not anchors of the predicate: 市财政局局长周慧敏介绍了新能源补贴方案 is bound through
    介绍 … 新能源补贴方案, whoever's clause holds 市财政局 too."""
    begin = start
    for word, flag, s, e in reversed(_pos(sent)):
        if e > begin or s < lo:
            continue
        if e < begin or not (flag.startswith("n") or flag in ("jg", "b")):
            break
        begin = s
    return begin


def _overlaps(start: int, end: int, spans: Sequence[UnsupportedSpan]) -> bool:
    return any(sp.start < end and start < sp.end for sp in spans)


def _anchors_held(keys: list[str], ctx: _Contexts) -> np.ndarray:
    """How many of the (normalised) anchors each context clause holds, through the clause indexes."""
    held = np.zeros(len(ctx.clauses), dtype=np.int64)
    for key in keys:
        hits = _clauses_saying(key, ctx)
        if len(hits):
            held[hits] += 1
    return held


def _clauses_about(anchors: list[str], ctx: _Contexts, values: bool = False) -> list[ContextClause]:
    """The single clauses of the contexts that hold at least RELEVANT of the anchors (a clause holding fewer can
    neither govern the subject nor block a rival: binding.py), found through the clause indexes. For `values`, a
    later clause may also state the answer's value with its sentence's leading clause's words (its frame: "刘洋于2016年
    毕业，2019年进入研究院" states 2019年 of 刘洋); it is never read as governing the subject (a subjectless clause
    read as governing cost two held-out own pairs and HalluQA's hallucination order: docs/judge-quality.md)."""
    keys = [k for k in (normalize(a) for a in anchors) if k]
    if not keys or not ctx.clauses:
        return []
    held = _anchors_held(keys, ctx)
    need = max(1, RELEVANT * len(anchors))
    lead = _leads(ctx)
    framed = held + held[lead]
    out = []
    for k in np.flatnonzero(framed >= need).tolist():
        c = ctx.clauses[k]
        if c.joined:   # a time limit is read with the clause saying what it is for (…30日内，到税务机关办理…)
            if values and held[k] >= need and limit_then_purpose(c.text):
                out.append(_context_clause(c.text))
            continue
        if held[k] >= need:
            out.append(_context_clause(c.text))
        if values and k != lead[k]:   # whether or not it has a subject, it may state the value with its frame's words
            out.append(_framed_clause(ctx.clauses[lead[k]].text, c.text, True))
    return out


# the first word of a clause that goes on with its sentence's subject (…赵某未按规定让行，负事故全部责任): a verb, an
# adverb or a conjunction, no noun of its own
_CHAIN_FLAGS = ("v", "d", "c")


def _chained_clauses(anchors: list[str], ctx: _Contexts) -> list[ContextClause]:
    """The subjectless clauses of the contexts holding at least RELEVANT of the anchors, each read with the nearest
    clause before it in its sentence that names a person, whose names it takes ("轿车驾驶人赵某未按规定让行，负事故全部
    责任": the 责任 is 赵某's). The chain stops at a clause naming anything else. Without it the clause names no one,
    and a person whose own clause says otherwise (电动自行车骑行人钱某无责任) met no rival for the answer's role."""
    keys = [k for k in (normalize(a) for a in anchors) if k]
    if not keys or not ctx.clauses or en.is_english(ctx.clauses[0].text):
        return []
    held = _anchors_held(keys, ctx)
    out = []
    for k in np.flatnonzero(held >= max(1, RELEVANT * len(anchors))).tolist():
        c = ctx.clauses[k]
        if c.joined or _context_clause(c.text).names or not _pos(c.text) or \
                not _pos(c.text)[0][1].startswith(_CHAIN_FLAGS):
            continue
        j = k - 1
        while j >= 0 and ctx.clauses[j].sentence == c.sentence and not ctx.clauses[j].joined:
            names = _context_clause(ctx.clauses[j].text).names
            if names:
                if any(t == "人名" for _, t in names):
                    out.append(ContextClause(ctx.clauses[j].text + "，" + c.text, _context_clause(c.text).facts, names))
                break
            j -= 1
    return out


def _leads(ctx: _Contexts) -> np.ndarray:
    """For each context clause, the index of its sentence's leading clause (kept with the prepared contexts' word
    memo under a key no word has)."""
    cached = ctx.word_hits.get(_LEADS_KEY)
    if cached is None:
        # a first clause that only sets the time (春节期间，彩票自…起暂停销售，…起恢复销售) frames no subject: the
        # clause after it leads
        first: dict[int, int] = {}
        cached = np.array([i if c.sentence not in first and _time_only(c.text) else first.setdefault(c.sentence, i)
                           for i, c in enumerate(ctx.clauses)], dtype=np.int64)
        ctx.word_hits[_LEADS_KEY] = cached
    return cached


_LEADS_KEY = "\x00clause-leads"


def _time_only(clause: str) -> bool:
    """Whether a clause only sets the time: time words (汛期, 近年来) or a phrase a time word ends (春节期间,
    台风过境期间), without a value of its own."""
    tags = [(w, f) for w, f, _, _ in _pos(clause) if normalize(w)]
    return bool(tags) and not re.search(r"\d", clause) and len(normalize(clause)) <= 10 \
        and (all(f[:1] in ("t", "f") for _, f in tags) or tags[-1][1] == "t" or tags[-1][0] in _TIME_HEADS)


_TIME_HEADS = frozenset({"期间", "以来", "之际", "前后", "时期", "之时"})


@lru_cache(maxsize=4096)
def _framed_clause(frame: str, text: str, frame_only: bool) -> ContextClause:
    """A clause read with its frame: the frame's words count for it, its values and names stay its own ("张伟于2012年
    大学毕业，2015年加入本公司": 2015年 is the 加入's). `frame_only`: a clause with a subject of its own, which may
    only state its own value that way, never govern."""
    own = _context_clause(text)
    joiner = " " if en.is_english(text) else "，"
    return ContextClause(frame + joiner + text, own.facts, own.names, frame_only, _context_clause(frame).names)


@lru_cache(maxsize=16384)
def _context_clause(text: str) -> ContextClause:
    """A context clause with its values and names (for the binding checks)."""
    names = _with_bodies(text, _name_spans(text)) if not en.is_english(text) else []
    return ContextClause(text, tuple(extract_facts(text)), tuple((n, t) for n, t, _, _ in names))


# a body in its role: after 由/向/经 and before the duty it does there (由城市管理综合执法部门处…罚款, 向馆办公室提出复核,
# 执照由国务院民用航空主管部门颁发). The recogniser knows named bodies (区教育局) but not generic ones (生态环境部门,
# 借阅部门), and those are what a policy text gives each duty to.
_ROLE_BODY = re.compile(
    r"(?:由|向|经|交由|报请|会同)(?P<body>[\u4e00-\u9fff]{1,16}?(?:部门|机构|机关|委员会|办公室|办事处|服务台|中心|分局|总局"
    r"|局|厅|署|委|站|院|馆|队|所))(?=负责|处|核|颁|审|受理|提出|提交|办理|发放|认定|组织|实施|批准|备案|申请|申报|登记"
    r"|出具|确认|决定|征收|收取|统一|依法|进行|作出|给予|责令|签发|监督|管理|复核|报送|领取|开具|制定|公布|鉴定|调解|处理)")


def _with_bodies(text: str, names: Sequence[tuple[str, str, int, int]]) -> list[tuple[str, str, int, int]]:
    """The names of a Chinese clause with the bodies named in their role (`_ROLE_BODY`); a name inside such a body
    (城市管理综合执法 of 城市管理综合执法部门) gives way to it."""
    bodies = [(m.group("body"), "机构组织", m.start("body"), m.end("body")) for m in _ROLE_BODY.finditer(text)]
    bodies = [b for b in bodies if not any(a <= b[2] and b[3] <= e and (a, e) != (b[2], b[3]) for _, _, a, e in names)]
    kept = [n for n in names if not any(b[2] <= n[2] and n[3] <= b[3] for b in bodies)]
    return sorted([*kept, *(b for b in bodies if not any((n[2], n[3]) == (b[2], b[3]) for n in kept))],
                  key=lambda n: n[2])
