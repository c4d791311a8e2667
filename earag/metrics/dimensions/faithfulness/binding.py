"""Values and names bound to their subject, event or role, not found anywhere in the contexts.

A value the contexts state somewhere is not yet a supported value: in "张三排名第四，李四排名第五" the 第五 belongs to
李四, so "张三排名第五" is wrong although 第五 occurs; "审核结果于3月31日公布" is wrong when 3月31日 is the deadline of
the application and the results come on 5月10日. Likewise a name the contexts hold may be put in another person's
role ("胡静林介绍了减税政策" when 蓝佛安 did the introducing).

Dependency-light: the answer clause's anchors (its content words other than the value or name: the subject and the
predicate) are looked up in the context clauses. The clause that says most of them is the one that governs the
value: when it states another value of the same kind (or names someone else) and the clauses that do state the
answer's value (or name) say clearly less of the anchors, the value is bound to another subject.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from earag.nlp.facts import Fact, counterpart, same_value, year_only

MIN_ANCHORS = 2         # a clause with fewer anchors says too little to bind anything
GOVERNS = 0.66          # the governing clause says at least this share of the anchors ...
MARGIN = 0.34           # ... and this much more than any clause that states the answer's value or name
RELEVANT = GOVERNS - MARGIN   # a clause saying less of the anchors can neither govern nor block: not looked at


@dataclass(frozen=True)
class ContextClause:
    text: str
    facts: tuple[Fact, ...]
    names: tuple[tuple[str, str], ...]     # (name, type)
    # read with its sentence's leading clause only to state the answer's value, never to govern it (frames.py)
    frame_only: bool = False
    frame_names: tuple[tuple[str, str], ...] = ()   # the names of the frame it is read with (value_framed_elsewhere)


def coverage(anchors: Sequence[str], text: str, found: Callable[[str, str], bool]) -> float:
    """Share of the anchors the clause says (`found(word, text)` allows synonyms)."""
    return sum(1 for a in anchors if found(a, text)) / len(anchors) if anchors else 0.0


def _slot(text: str, fact: Fact) -> str:
    """The two characters before a value: the slot it fills (至2月22日止 — 至, 不满5年 — 不满)."""
    return text[max(0, fact.start - 2):fact.start]


def value_bound_elsewhere(fact: Fact, anchors: Sequence[str], clauses: Sequence[ContextClause],
                          found: Callable[[str, str], bool], years: set[int],
                          others: Sequence[Fact] = (), subjects: Sequence[tuple[str, str]] = (), sentence: str = ""
                          ) -> tuple[ContextClause, Fact] | None:
    """The context clause that governs the answer clause's subject and binds another value of the same kind to it,
    with that value; None when the value is bound to the same subject, or nothing decides. A clause whose value the
    answer clause states too (`others`: "共300件，其中120件进入终评" read as "300件中有120件进入终评") is no rival:
    the answer gives both values, each its own — unless the answer clause (`sentence`, the text its facts stand in)
    copies the clause with the shared values in their slots: then another value of the kind in it still rivals.

    `subjects` are the names the answer clause says the value of ((name, type): 王芳 in 王芳每月补贴600元). When every
    clause stating the value names another subject of that type in their place (李强每月补贴600元) and a governing
    clause holds them (王芳每月补贴800元), the value is that other subject's, however much of the predicate the
    clauses share (a name is one anchor of several: the margin alone cannot tell 1.0 from 0.67)."""
    if len(anchors) < MIN_ANCHORS:
        return None
    stating, rivals, states = 0.0, [], []
    for c in clauses:
        if not c.facts:
            continue   # states no value: neither the answer's nor another
        cov = coverage(anchors, c.text, found)
        if any(same_value(fact, f, years) for f in c.facts):
            stating = max(stating, cov)
            states.append(c)
            continue
        # a clause stating a value the answer clause states too is no rival (共300件 of "300件中有120件…"), unless the
        # answer copies it: every shared value in the same slot (the words before it), so another value of the kind
        # beside them still is (自1月14日起至2月22日止 for the answer's 自1月1日起至2月22日止; not 满1年不满5年 for
        # 满5年不满10年, whose 5年 stands in another slot)
        shared = [f for f in c.facts if any(same_value(o, f, years) for o in others if not year_only(o))]
        if shared and not (sentence and all(any(same_value(o, f, years) and _slot(sentence, o) == _slot(c.text, f)
                                                    for o in others) for f in shared)):
            continue
        other = counterpart(fact, [f for f in c.facts if f not in shared])
        if other is not None:
            rivals.append((cov, c, other))
    governing = [r for r in rivals if not r[1].frame_only]   # (a clause read with its frame never governs)
    if governing:
        cov, clause, other = max(governing, key=lambda r: r[0])
        if cov >= GOVERNS and cov >= stating + MARGIN:
            return clause, other
    # every stating clause names another subject in the answer's one's place (a clause that is part of a longer
    # stating one is read as that one: 每户补助1.5万元 as C级危房维修加固，每户补助1.5万元)
    whole = [c for c in states if not any(c.text != d.text and c.text in d.text for d in states)]
    if rivals and whole and subjects and all(
            not found(n, c.text) and any(t == kind and n not in other for other, t in c.names)
            for c in whole for n, kind in subjects):
        # (here a clause read with its frame may hold them: D级危房原则上拆除重建，每户补助3.5万元)
        holding = [r for r in rivals if r[0] >= GOVERNS and all(found(n, r[1].text) for n, _ in subjects)]
        if holding:
            _, clause, other = max(holding, key=lambda r: r[0])
            return clause, other
    return None


def value_framed_elsewhere(fact: Fact, anchors: Sequence[str], clauses: Sequence[ContextClause],
                           found: Callable[[str, str], bool], years: set[int],
                           others: Sequence[Fact] = (), subjects: Sequence[tuple[str, str]] = ()
                           ) -> tuple[ContextClause, Fact] | None:
    """`value_bound_elsewhere`'s rule of the named subject, read through the clauses' frames: the value stands in a
    later clause whose subject is its sentence's leading clause's ("华星公司成立于2010年，注册资本为3000万元。蓝海公司
    成立于2015年，注册资本为5000万元。" — 5000万元 is 蓝海公司's). When no clause stating the value names the answer
    clause's subjects (华星公司 of 华星公司的注册资本为5000万元), one names another subject of their type in its frame,
    and a clause read with its frame holds the subjects, all the anchors and a value of the kind (3000万元), the value
    is that other subject's. A frame never governs otherwise (`_clauses_about`): here the names decide, not the share
    of the anchors."""
    if len(anchors) < MIN_ANCHORS or not subjects:
        return None
    stating = [c for c in clauses if c.facts and any(same_value(fact, f, years) for f in c.facts)]
    if not stating or any(found(n, c.text) for c in stating for n, _ in subjects):
        return None
    if not any(t == kind and n not in other for c in stating for other, t in (*c.names, *c.frame_names)
               for n, kind in subjects):
        return None
    holding = []
    for c in clauses:
        if not c.frame_only or c in stating or coverage(anchors, c.text, found) < 1.0 \
                or not all(found(n, c.text) for n, _ in subjects) \
                or any(same_value(o, f, years) for o in others for f in c.facts):
            continue
        other = counterpart(fact, list(c.facts))
        if other is not None:
            holding.append((c, other))
    return holding[0] if len({c.text for c, _ in holding}) == 1 else None


def name_bound_elsewhere(name: str, kind: str, anchors: Sequence[str], clauses: Sequence[ContextClause],
                         found: Callable[[str, str], bool], same: Callable[[str, str], bool],
                         deputy: Callable[[str, str], bool] | None = None) -> tuple[ContextClause, str] | None:
    """The context clause that says what the answer clause says of `name` (its predicate) about someone else of
    the same kind, with that other name; None when the contexts say it of `name`, or nothing decides. Only for a
    name the contexts hold (one they lack is the entity check's absent name).

    A post the name's own clauses give only as its deputy's (`deputy(word, text)`: 张伟任办公室副主任 for the
    answer's 主任) decides alone, however few the anchors and whatever else the clauses share: the clause that
    gives the post itself to someone else holds the answer's role."""
    own, rivals = 0.0, []
    posts: set[str] = set()   # anchors the name's own clauses hold only as a deputy's post
    held: set[str] = set()    # anchors they hold as they are
    for c in clauses:
        cov = coverage(anchors, c.text, found)
        if same(name, c.text):
            own = max(own, cov)
            held.update(a for a in anchors if found(a, c.text))
            if deputy is not None:
                posts.update(a for a in anchors if deputy(a, c.text))
            continue
        others = [n for n, t in c.names if t == kind and not same(name, n)]
        if others:
            rivals.append((cov, c, others[0]))
    posts -= held
    holding = [r for r in rivals if any(found(p, r[1].text) for p in posts)]
    if holding:
        _, clause, other = max(holding, key=lambda r: r[0])
        return clause, other
    if not rivals or len(anchors) < MIN_ANCHORS:
        return None
    cov, clause, other = max(rivals, key=lambda r: r[0])
    if cov >= GOVERNS and cov >= own + MARGIN:
        return clause, other
    return None


def post_held_elsewhere(name: str, kind: str, posts: Sequence[tuple[str, str]], clauses: Sequence[ContextClause],
                        found: Callable[[str, str], bool], same: Callable[[str, str], bool],
                        holds: Callable[[str, str], bool], elsewhere: Sequence[str] = ()
                        ) -> tuple[ContextClause, str] | None:
    """The context clause that gives a post the answer clause gives `name` to someone else of the same kind, with
    that other name; None otherwise. `posts` are the answer clause's qualified posts with their heads ((项目负责人,
    负责人), (教务处主任, 主任)); `holds(post, text)` whether a clause gives the post to a current holder (not 原教务处主任,
    the former one's, nor 副…, the deputy's).

    The name's own clauses speak of the head but give the name only another post of it (课题一负责人为李晓梅 for the
    answer's 项目负责人为李晓梅) or the post only as its former holder's (原教务处主任冯建国调任… for 教务处主任仍由冯建国
    担任): however many anchors the clauses share, the qualifier tells the posts apart, and the clause that gives the
    post itself to someone else holds the answer's role.

    `elsewhere` are the context clauses naming `name` that say too little of the answer clause to be among
    `clauses` (医务室负责人为医师马建军 for 院长是马建军): when the name has clauses only there, none of them speaking of the
    post's head, the clause that gives the post to someone else holds the answer's role as well."""
    own = [c for c in clauses if same(name, c.text)]
    for post, head in posts:
        if not own and elsewhere and not any(found(head, t) for t in elsewhere):
            for c in clauses:
                others = [n for n, t in c.names if t == kind and not same(name, n)]
                if others and holds(post, c.text):
                    return c, others[0]
            continue
        if not any(found(head, c.text) for c in own) or any(holds(post, c.text) for c in own):
            continue
        for c in clauses:
            others = [n for n, t in c.names if t == kind and not same(name, n)]
            if others and not same(name, c.text) and holds(post, c.text):
                return c, others[0]
    return None


def event_bound_elsewhere(fact: Fact, anchors: Sequence[str], clauses: Sequence[ContextClause],
                          found: Callable[[str, str], bool], years: set[int]) -> tuple[ContextClause, Fact] | None:
    """The later clause of a sentence that gives another date to the event the answer clause names, when the clause
    stating the answer's date is that sentence's leading clause, its frame ("新馆于5月8日开馆试运行，6月1日起正式
    开放" answered "新馆于5月8日正式开放"): the leading clause lends the later one its subject (新馆), so the event
    tells the two dates apart. The answer clause must say only the subject the leading clause holds and the event
    words the later clause holds, and at least one word only the later clause holds (words both hold — 销售 of
    暂停销售 / 恢复销售 — tell nothing apart). (rival clause, its date) or None. Dates only: one sentence
    often gives one subject several dates, one per event; `value_bound_elsewhere`'s margin cannot see that the
    leading clause's share of the anchors is the subject every later clause has too."""
    if fact.family != "date" or len(anchors) < MIN_ANCHORS:
        return None
    plain = [c for c in clauses if not c.frame_only and c.facts]
    stating = [c for c in plain if any(same_value(fact, f, years) for f in c.facts)]
    framed = {c.text for c in clauses if c.frame_only}
    for lead in stating:
        subject = {a for a in anchors if found(a, lead.text)}
        for rival in plain:
            if rival in stating or not ({lead.text + "，" + rival.text, lead.text + " " + rival.text} & framed):
                continue
            event = {a for a in anchors if found(a, rival.text)}
            # the subject the leading clause lends (新馆) and the event only the later clause names (正式开放); words
            # both clauses hold (暂停销售 / 恢复销售: 销售) tell nothing apart
            if not event - subject or len(subject | event) < len(anchors):
                continue
            other = counterpart(fact, list(rival.facts))
            if other is not None and other.family == "date":
                return rival, other
    # The answer's date may be a later clause's too, read with the leading clause ("该案于4月10日立案，8月22日开庭审理，
    # 11月5日宣判" answered "该案于8月22日宣判"): the leading clause lends both later clauses the subject, the event
    # words sit in the rival only.
    for lead in plain:
        subject = {a for a in anchors if found(a, lead.text)}
        for own in (c.text[len(lead.text) + 1:] for c in clauses if c.frame_only and c.text.startswith(lead.text)
                    and any(same_value(fact, f, years) for f in c.facts)):
            for rival in plain:
                if rival is lead or rival in stating or own == rival.text \
                        or not ({lead.text + "，" + rival.text, lead.text + " " + rival.text} & framed):
                    continue
                event = {a for a in anchors if found(a, rival.text)}
                if not event or subject & event or len(subject | event) < len(anchors) \
                        or any(found(a, own) for a in event):
                    continue
                other = counterpart(fact, list(rival.facts))
                if other is not None and other.family == "date":
                    return rival, other
    return None
