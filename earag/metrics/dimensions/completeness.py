"""Completeness: how much of what the contexts (or the reference answer) give in answer to a list or multi-part
question the answer gives.

Seed 000's entity coverage (|Q∩A|/|Q|) counts the entities the *question* names. To "个人所得税专项附加扣除包括哪些
项目？" an answer naming 子女教育 and 住房贷款利息 covers every question entity, yet the contexts enumerate seven
items: people mark such an answer 一般/较差, and every other dimension scores it like a complete one (the answer
is supported, relevant, and the contexts suffice). Completeness is the missing signal:

1. Only for a question that asks for several things: a list or enumeration (哪些, 包括, 分别, 哪几, 什么条件,
   "what are the …", "list …"), and in Chinese a process or a way (流程, 如何, 怎样: question_frame's "explain"),
   answered by its steps and items. A question asking for one value
   (多少, 何时, 谁, "Where …?") or a choice ("A or B?", 还是) is not judged: a correct bare value is complete.
2. The enumerations that answer it: in the context sentences about the question (sharing most of its content
   bigrams; with a `ground_truth` and no contexts, its sentences instead), the runs of items separated by 、 (and 和/及/或 inside
   such a run), by ； after a colon, or by commas and "and"/"or" in English. The first item is cut to the length
   of the others (it carries the lead-in: "…共包括子女教育"), the last ends at 等 / 七项; every cut at a word boundary
   of the shared tokenizer (通过自主研发 gives 自主研发, not 过自主研发). A means (通过A、B、C等方式获得X: how X is
   got) is no list of the asked items, unless the question asks for a way or names what the items are.
3. An item counts as given when an answer clause holds most of it in order (longest common subsequence ≥ 60 % of
   its characters, words for English): "房贷利息" gives 住房贷款利息, "the pension" gives "pension". Items the question
   itself names are not asked for.

   A list of organisations, or of places when the question does not ask where, names who or where (another case:
   香港特别行政区、澳门特别行政区投资者… to a question about 华侨), not the asked items.
4. No enumeration: the values (amounts, rates, periods, dates: digits or Chinese numerals with their unit, 三年 and
   3年 being one value) of the sentences most about the question (at least VALUES_RELEVANT of the best one's
   overlap) are the items, when there are two or more. A question asking what a document it names (《X》) says or
   changed takes them from the passage naming it, its title sentence left out (_document_content).

completeness = items given / items (at least two), with the missing ones named. None when the question asks for
one thing or the contexts give nothing to enumerate: nothing to miss. Entity coverage multiplies seed 000's share
of question entities by it (earag.metrics.dimensions.results; docs/scores.md).
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from earag.messages import Message
from earag.metrics.dimensions import partial_answers as partial
from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness import words as _words
from earag.metrics.dimensions.question_frame import asked_kind
from earag.nlp.facts import cn_to_number
from earag.nlp.text import bigram_pool, normalize, split_sentences

# A question asking for several things (checked on the question; the one-value kinds of question_frame are not).
_ZH_LIST = re.compile(r"哪些|哪几|包括什么|包含什么|包括哪|分别|几类|几种|几项|什么条件|哪种情形|条件是什么|什么要求"
                      r"|要求是什么|有什么(?:优惠|政策|规定|变化|支持|要求|条件)|调整了什么|内容是什么|主要包括|列举")
_EN_LIST = re.compile(r"^\s*(?:what|which)\s+(?:are|were)\b|\b(?:list|name|enumerate)\s+(?:the|all|some)\b"
                      r"|\bwhat\s+(?:types|kinds|conditions|requirements|steps|items)\b", re.I)
MATCH = 0.6          # share of an item's characters (words) an answer clause must hold, in order
NAMED = 0.8          # ... and the question holds this share of an item it names itself
RELEVANT = 0.5       # a context sentence is about the question when it holds this share of the best one's overlap
VALUES_RELEVANT = 0.8   # without an enumeration, values count from the sentences this close to the best one
_VALUE = re.compile(r"\d{4}年(?:\d{1,2}月(?:\d{1,2}日)?)?|\d{1,2}月\d{1,2}日|\d+(?:\.\d+)?(?:%|万元|亿元|元|个月|年|天|万人|人"
                    r"|倍|个工作日)"
                    # a period or multiple in Chinese numerals (每批不超过三年, 两个月): not inside a longer numeral
                    # (二〇二三年) nor after a word that makes it no amount (第三年, 同一年, 该三年)
                    r"|(?<![〇零一二两三四五六七八九十百千万\d第同某另这那该本当])[一二两三四五六七八九十]{1,3}"
                    r"(?:个月|年|天|倍|个工作日)(?!级|度|代)")
_ZH_NUMERAL = re.compile(r"^[一二两三四五六七八九十]+")
# a question about what a document it names says or changed (《X》调整了哪些内容？ 《X》有哪些规定？)
_TITLE = re.compile(r"《([^《》]{2,40})》")
_CONTENT_ASKED = re.compile(r"内容|调整了|修改了|改变了|变化|规定了|有哪些规定|主要规定|新规定")
# what is left of such a question once its title, content words and question words are gone, when it asks about
# the whole document: fillers and punctuation (《X》主要调整了哪些内容？ leaves nothing; 《X》规定了哪些增值税优惠？ leaves 增值税优惠)
_ASPECT_LEFT = re.compile(r"[^\u4e00-\u9fffA-Za-z0-9]|中|关于|有|了|主要|具体|对|等|里|其|该|这|都|又|方面")
_PAREN = re.compile(r"[（(][^（）()]{0,30}[)）]")
_ZH_CLAUSE = re.compile(r"[，,。；;：:！？!?\n]")
_ZH_JOIN = re.compile(r"以及|和|及|与|或者|或")
# the tail after a run's last item (searched at word starts: 等 in 高等教育 is no tail)
_ZH_TAIL = re.compile(r"(?:等|共|合计)?[一二三四五六七八九十两\d]+(?:项|类|种|个|大类)|等")
# a run that says how something is done: 通过/采用/以 A、B、C … and a verb, or A、B、C 等方式/途径 …
_MEANS_PREP = re.compile(r"通过|采用|采取|利用|借助|凭借|运用|经由|依托|以")
_MEANS_NOUN = re.compile(r"(?:等|等等)?(?:方式|方法|途径|手段|渠道|形式)")
_MEANS_ASKED = re.compile(r"方式|方法|途径|渠道|手段|形式|如何|怎么|怎样|通过什么|通过哪")
# a clause that cites who issued what (根据财政部、国家税务总局发布的…) enumerates sources, not answer items
_CITATION = re.compile(r"根据|依据|按照|发布|印发|修订|公告|会同|联合|制定|批复")
_JOINING_VERB = re.compile(r"(?:减半征收|减按\S{0,4}征收|免征|免收|适用于)(?!率)")
# the aspect a question asks after: 对研发投入有什么要求, 对股东出资期限有什么规定
_ASPECT = re.compile(r"对([\u4e00-\u9fff]{2,8}?)(?:有什么|有哪些|有何)(?:要求|规定|限制|条件|调整)")
_CONTINUES = re.compile(r"\s*(?:且|并且|并|同时|其中|以及)")
_LEAD_IN = re.compile(r"包括|包含|分为|涉及|即|例如|如下")
_ORG_END = re.compile(r"(?:部|局|委|委员会|署|厅|院|办公室|政府|银行)$")
# a place: who or where a rule applies (香港特别行政区、澳门特别行政区投资者…), not what the question asks unless
# it asks where (_WHERE_ASKED)
_PLACE_END = re.compile(r"(?:特别行政区|自治区|自治州|自治县|省|(?<![上城超股门夜集菜都])市)$")
_PLACE_SUFFIX = r"(?:特别行政区|自治区|自治州|自治县|省|市|县)"
_WHERE_ASKED = re.compile(r"哪里|哪儿|何地|什么地方|哪些(?:地区|地方|城市|省份|省|市|区域|国家)|哪个(?:地区|城市|省|市)"
                          r"|范围|区域|地域")
_QUESTION_WORDS = re.compile(r"哪些|哪几|哪个|什么|怎么|如何|多少|是否|包括|包含|分别|有何|哪|吗|呢|请问|的")


@dataclass
class Completeness:
    """Items the contexts enumerate in answer to the question, and which of them the answer gives."""

    score: float | None
    applies: bool
    reason: str | Message             # given as a Message; kept as its stored (English) text, the code in `message`
    source: str = "contexts"          # contexts | ground_truth
    items: list[str] = field(default_factory=list)
    given: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    message: Message | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if isinstance(self.reason, Message):
            self.message, self.reason = self.reason, str(self.reason)

    def to_dict(self) -> dict[str, object]:
        coded = {"reason_messages": [self.message.to_dict()]} if self.message is not None else {}
        return {"score": self.score, "applies": self.applies, "reason": self.reason, **coded, "source": self.source,
                "items": self.items, "given": self.given, "missing": self.missing}


def asks_for_several(question: str) -> bool:
    """Whether the question asks for a list, an enumeration, or several things at once."""
    q = (question or "").strip()
    if re.search(r"\bor\b|还是", q):   # a choice ("Which are more widely cultivated, A or B?"): one thing
        return False
    if en.is_english(q):
        return bool(_EN_LIST.search(q))
    # a process, a way or a list (流程, 如何, 哪些 …: question_frame's "explain") is answered by its steps and items
    return bool(_ZH_LIST.search(q)) or asked_kind(q) == "explain"


def _lcs(a: Sequence[str], b: Sequence[str]) -> int:
    """Length of the longest common subsequence of two short sequences (characters or word stems)."""
    prev = [0] * (len(b) + 1)
    for x in a:
        cur = [0]
        for j, y in enumerate(b):
            cur.append(prev[j] + 1 if x == y else max(prev[j + 1], cur[j]))
        prev = cur
    return prev[-1]


def _zh_runs(sentence: str, question: str = "") -> list[list[str]]:
    """The enumerations of a Chinese sentence: 、-runs inside a clause (split again at 和/及/或), and ；-runs after
    a colon. Each a list of at least two items. A 、-run that is a means (通过A、B等方式获得X) counts only when the
    question asks for a way or names the kind of its items (_means_asked)."""
    text = _PAREN.sub("", sentence)
    runs: list[list[str]] = []
    colon = re.search(r"[：:]", text)
    if colon:
        parts = [p.strip() for p in re.split(r"[；;]", text[colon.end():]) if p.strip()]
        if len(parts) >= 2:
            runs.append([p.rstrip("。") for p in parts])
    for clause in _ZH_CLAUSE.split(text):
        if "、" not in clause or _CITATION.search(clause):
            continue
        items = _clause_items(clause, question)
        # two lists joined by their verb: "…小型微利企业和个体工商户减半征收资源税、…" gives 个体工商户 and 资源税
        items = [part for i in items for part in _split_at_verb(i)]
        if len(items) >= 2:
            runs.append(items)
    return runs


def _word_bounds(text: str) -> set[int]:
    """The offsets where a word of the shared tokenizer (jieba with the policy lexicon) starts or ends."""
    spans = _words._pos(text)
    return {0, len(text)} | {s for _, _, s, _ in spans} | {e for _, _, _, e in spans}


def _at_words(pattern: re.Pattern[str], text: str, bounds: set[int], lo: int, hi: int) -> list[re.Match[str]]:
    """The matches of the pattern in text[lo:hi] that start and end at word boundaries: 等 in 高等教育, 及 in 涉及
    and 和 in 共和国 are no tail or join."""
    return [m for m in pattern.finditer(text, lo, hi) if m.start() in bounds and m.end() in bounds]


def _pieces(clause: str) -> list[tuple[int, int]]:
    """The (start, end) offsets of the non-blank pieces of a clause between its 、, blanks trimmed."""
    edges = [-1, *(m.start() for m in re.finditer("、", clause)), len(clause)]
    out = []
    for a, b in zip(edges, edges[1:]):
        piece = clause[a + 1:b]
        if piece.strip():
            lo = a + 1 + len(piece) - len(piece.lstrip())
            out.append((lo, lo + len(piece.strip())))
    return out


def _clause_items(clause: str, question: str) -> list[str]:
    """The items of a clause's 、-run, cut at word boundaries: the first one after its lead-in (包括, a means
    preposition, the last 和/及/或) and to the length of the others in whole words, the last one before its tail (等,
    七项). None when the run is a means the question does not ask for: introduced by 通过/采用/以 … with a verb
    after it, or followed by 等方式/途径/手段 and more words (通过自主研发、受让、受赠、并购等方式获得…知识产权 names
    how the property is got, not conditions)."""
    spans = _pieces(clause)
    if len(spans) < 2:
        return []
    bounds = _word_bounds(clause)
    inner = sorted(b - a for a, b in spans[1:-1]) or sorted(b - a for a, b in spans)
    keep = inner[len(inner) // 2] + 3
    (fs, fe), (ls, le) = spans[0], spans[-1]
    end = next((m.start() for m in _at_words(_ZH_TAIL, clause, bounds, ls, le) if m.start() > ls), le)
    preps = _at_words(_MEANS_PREP, clause, bounds, fs, fe)
    start = max([m.end() for m in _at_words(_LEAD_IN, clause, bounds, fs, fe) + preps if m.end() < fe], default=fs)
    start = max([m.end() for m in _at_words(_ZH_JOIN, clause, bounds, start, fe) if m.end() < fe], default=start)
    inside = sorted({start} | {b for b in bounds if start <= b < fe})
    first = next((b for b in inside if fe - b <= keep), inside[-1])
    # a preposition is no item's first word: 在设立登记、外汇管理 gives 设立登记, 对餐饮业、零售业 gives 餐饮业
    first = next((e for w, flag, s, e in _words._pos(clause) if s == first and flag == "p" and e < fe), first)
    noun = _MEANS_NOUN.match(clause, end)
    verb_after = any(flag.startswith("v") for _, flag, s, _ in _words._pos(clause) if s >= end)
    means = bool(noun and clause[noun.end():].strip()) or bool(preps and preps[-1].end() <= first and verb_after)
    pieces = [(first, fe), *spans[1:-1], (ls, end)]
    items = [clause[first:fe].strip()]
    for a, b in pieces[1:]:
        cuts = [a, *(x for m in _at_words(_ZH_JOIN, clause, bounds, a, b) for x in (m.start(), m.end())), b]
        items += [clause[x:y].strip() for x, y in zip(cuts[::2], cuts[1::2])]
    items = [i for i in items if i]
    kind = re.match(r"等等?([\u4e00-\u9fff]{2})", clause[end:])   # A、B、C等报表: what the items are
    return items if not means or _means_asked(question, items, kind.group(1) if kind else "") else []


def _means_asked(question: str, items: Sequence[str], kind: str) -> bool:
    """Whether a means run answers the question: it asks for a way (方式, 途径, 如何 …), or it names the kind of the
    items: the word after 等 (通过填报A、B等报表报送 to a question about 报表), or the end half the items share
    (外商投资信息报告包括哪些类型？ to 通过提交初始报告、变更报告…等方式报送: 报告, a Chinese compound's head
    being its end)."""
    q = normalize(question)
    if _MEANS_ASKED.search(question) or (kind and kind in q):
        return True
    return sum(len(normalize(i)) >= 2 and normalize(i)[-2:] in q for i in items) * 2 >= len(items)


def _split_at_verb(item: str) -> list[str]:
    """An item holding the verb that joins two enumerations (A、B和C减半征收D、E…): its two sides."""
    found = _JOINING_VERB.search(item)
    if found and found.start() >= 2 and len(item) - found.end() >= 2:
        return [item[:found.start()], item[found.end():]]
    return [item]


def _en_runs(sentence: str) -> list[list[str]]:
    """Comma/and/or lists of an English sentence ("A, B, and C"): each clause with two commas or more."""
    runs = []
    for clause in re.split(r"[;:.!?]", sentence):
        parts = [p for p in re.split(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", clause) if p.strip()]
        if clause.count(",") >= 2 and len(parts) >= 3:
            lengths = sorted(len(en.words(p)) for p in parts[1:])
            keep = lengths[len(lengths) // 2] + 1
            first = " ".join(w.text for w in en.words(parts[0])[-keep:])
            runs.append([first, *[p.strip() for p in parts[1:]]])
    return runs


def _canon(value: str) -> str:
    """A value with its Chinese numeral written in digits (三年 → 3年, 两个月 → 2个月), so either spelling gives it."""
    numeral = _ZH_NUMERAL.match(value)
    number = cn_to_number(numeral.group(0)) if numeral else None
    return value if numeral is None or number is None else f"{int(number)}{value[numeral.end():]}"


def _values(texts: Sequence[str], question: str) -> list[str]:
    """Amounts, rates, periods and dates of the texts (digits or Chinese numerals with their unit), those the
    question gives left out; one spelling of each (三年 and 3年 are one value)."""
    named = {_canon(v) for v in _VALUE.findall(normalize(question))}
    found = [v for t in texts for v in _VALUE.findall(normalize(t)) if _canon(v) not in named]
    first: dict[str, str] = {}
    for v in found:
        first.setdefault(_canon(v), v)
    return list(first.values())


def _of_aspect(question: str, sentences: Sequence[str], values: list[str]) -> list[str]:
    """The values of the clauses about the aspect a question asks after (对研发投入有什么要求: 研发投入), when it names
    one and two values or more are about it: "须从事特定细分市场2年以上" gives a requirement, but not one on 研发投入.
    A clause continuing the one before (且…, 并…, 同时…) is about what that one is about."""
    found = _ASPECT.search(question)
    if not found or len(values) < 2:
        return values
    aspect = {found.group(1)[i:i + 2] for i in range(len(found.group(1)) - 1)}
    kept: list[str] = []
    for sentence in sentences:
        about = False
        for clause in _ZH_CLAUSE.split(_PAREN.sub("", sentence)):
            about = bool(aspect & bigram_pool(clause)) or (about and bool(_CONTINUES.match(clause)))
            if about:
                kept += [v for v in _VALUE.findall(normalize(clause)) if v in values]
    kept = list(dict.fromkeys(kept))
    return kept if len(kept) >= 2 else values


def _document_content(question: str, texts: Sequence[str]) -> list[str]:
    """The sentences that say what a document says, when the question asks what the document it names (《X》) says
    or changed: the other sentences of the passages that name it. Its title sentence (国家互联网信息办公室于…发布
    《X》) is about when and by whom, and the sentences saying what it changed need not repeat its title, so the
    question's words do not find them. Empty when the question names no document or asks something else."""
    titles, untitled = _TITLE.findall(question), _TITLE.sub("", question)
    if not titles or not _CONTENT_ASKED.search(untitled):
        return []
    if _ASPECT_LEFT.sub("", _QUESTION_WORDS.sub("", _CONTENT_ASKED.sub("", untitled))):
        return []   # it asks about one part of the document (《X》规定了哪些增值税优惠？): the sentences about that part
    marks = [f"《{t}》" for t in titles]
    return [s for t in texts if any(m in t for m in marks) for s in split_sentences(t)
            if not any(m in s for m in marks)]


def _about_question(question: str, sentences: Sequence[str], relevant: float = RELEVANT) -> list[str]:
    """The sentences about the question: those holding at least RELEVANT of the best sentence's share of the
    question's content bigrams (its question words removed)."""
    grams = bigram_pool(_QUESTION_WORDS.sub(" ", question))
    grams = {g for g in grams if len(g) == 2 and g.strip()}
    if not grams:
        return list(sentences)
    shares = [len(grams & bigram_pool(s)) / len(grams) for s in sentences]
    best = max(shares, default=0.0)
    return [s for s, v in zip(sentences, shares) if best > 0 and v >= relevant * best]


def _share(item: str, clause: str, english: bool) -> float:
    """The share of the item's characters (content-word stems for English) the clause holds, in order."""
    if english:
        want = [w.stem for w in en.words(item) if w.content]
        return 1.0 if not want else _lcs(want, [w.stem for w in en.words(clause) if w.content]) / len(want)
    key = normalize(item)
    return 1.0 if not key else _lcs(key, normalize(clause)) / len(key)


def _given_items(items: Sequence[str], clauses: Sequence[str], english: bool) -> list[str]:
    """The items some answer clause gives: it holds MATCH of the item, and no other item of the list more.

    城镇土地使用税 in the answer holds 地…用税, 60 % of 耕地占用税, but it is the item 城镇土地使用税 itself: a clause
    gives the item it matches best (ties give each), not every item that shares its generic tail.
    """
    given: set[str] = set()
    for clause in clauses:
        shares = [_share(i, clause, english) for i in items]
        best = max(shares, default=0.0)
        given.update(i for i, v in zip(items, shares) if v >= MATCH and v >= best - 1e-9)
    return [i for i in items if i in given]


def _given(item: str, clauses: Sequence[str], english: bool, share: float = MATCH) -> bool:
    if english:
        want = [w.stem for w in en.words(item) if w.content]
        if not want:
            return True
        return any(_lcs(want, [w.stem for w in en.words(c) if w.content]) >= share * len(want) for c in clauses)
    key = normalize(item)
    return not key or any(_lcs(key, normalize(c)) >= share * len(key) for c in clauses)



def _answer_items(run: list[str], question_clauses: list[str], english: bool, where: bool = False) -> list[str]:
    """The items of an enumeration that answer the question: none when the run names the question's own subject
    among its items (it lists the subject's peers: 集成电路设计、装备…和软件企业 to a question about 软件企业) or
    is a list of organisations, or of places when the question does not ask where (`where`): 香港特别行政区、澳门
    特别行政区投资者在内地投资 is another case than the asked 华侨 one; items longer than twice the run's typical
    item are clause remnants, dropped."""
    if any(_given(i, question_clauses, english, NAMED) for i in run):
        return []
    if not english and sum(bool(_ORG_END.search(i)) or (bool(_PLACE_END.search(i)) and not where) for i in run) * 2 \
            >= len(run):
        return []
    if not english and where and sum(bool(_PLACE_END.search(i)) for i in run) * 2 >= len(run):
        run = _place_edges(run)
    lengths = sorted(len(i) for i in run)
    cap = 2 * lengths[len(lengths) // 2] + 4
    return [i for i in run if i and len(i) <= cap]


# the words that lead into a list of places (试点在北京市、…) and a place name's end (…、广州市开展)
_PLACE_LEAD = re.compile(r".*(?:在|于|由|从|向|到|至|对|经)")
_PLACE_NAME = re.compile(r"^.+?" + _PLACE_SUFFIX)


def _place_edges(run: list[str]) -> list[str]:
    """A list of places asked for (试点在哪些城市开展？), its edge items trimmed to their place names: the first one
    after the word leading into the list (试点在北京市 → 北京市), the last one before the clause goes on (广州市开展 →
    广州市), so an answer naming the places gives them."""
    first, last = run[0], run[-1]
    lead = _PLACE_LEAD.match(first)
    if lead and _PLACE_END.search(first) and len(first) - lead.end() >= 2:
        first = first[lead.end():]
    name = _PLACE_NAME.match(last)
    if name and not _PLACE_END.search(last) and len(name.group(0)) >= 2:
        last = name.group(0)
    return [first, *run[1:-1], last] if len(run) > 1 else run


def _answer_clauses(answer: str, english: bool) -> list[str]:
    if english:
        return [c for c in re.split(r"[,;:.!?]|\s+(?:and|or)\s+", answer) if c.strip()] + [answer]
    return [c for c in re.split(r"[，,。；;：:、！？!?\n]|以及|和|及|或", _PAREN.sub("", answer)) if c.strip()]


def completeness(question: str, answer: str, contexts: Sequence[str],
                 ground_truth: str | None = None) -> Completeness:
    """The share of the enumerated items the answer gives (see the module docstring); None when not applicable."""
    # The contexts are what an answer is held to; a reference answer stands in only when there are none. Reference
    # answers are hand-written explanations whose asides and exceptions read as lists (资金用于补短板、锻长板；法律、
    # 行政法规另有规定的…): on the 52 labelled samples the reference as source agreed with people on 37 levels, the
    # contexts on 41 (docs/judge-quality.md), and a score does not jump when a dataset adds a reference.
    has_contexts = any(c.strip() for c in contexts)
    source = "ground_truth" if ground_truth and ground_truth.strip() and not has_contexts else "contexts"
    texts = [ground_truth or ""] if source == "ground_truth" else [c for c in contexts if c.strip()]
    sentences = [s for t in texts for s in split_sentences(t)]
    if not asks_for_several(question):
        return one_thing(question, answer or "", texts, source)
    if not sentences:
        return Completeness(None, False, Message("completeness.no_contexts"), source)
    english = en.is_english(" ".join(texts)) and en.is_english(answer or "")
    about = sentences if source == "ground_truth" else _about_question(question, sentences)
    q_clauses = _answer_clauses(question, english)
    items: list[str] = []
    for sentence in about:
        for run in (_en_runs(sentence) if english else _zh_runs(sentence, question)):
            items += _answer_items(run, q_clauses, english, bool(_WHERE_ASKED.search(question)))
    items = list(dict.fromkeys(items))
    if len(items) < 2:   # no enumeration: the values (amounts, rates, periods) of the sentences most about it
        valued = _document_content(question, texts) if source == "contexts" else []
        valued = valued or [s for s in about if s in _about_question(question, about, VALUES_RELEVANT)]
        items = _of_aspect(question, valued, _values(valued, question))
        if len(items) >= 2:
            said = {_canon(v) for v in _values([answer or ""], "")}
            given = [v for v in items if _canon(v) in said]
            return Completeness(round(len(given) / len(items), 4), True,
                                Message("completeness.values_given", {"given": len(given), "total": len(items)}),
                                source, items, given, [v for v in items if v not in given])
    if len(items) < 2:
        return Completeness(None, False, Message("completeness.no_enumeration"), source)
    clauses = _answer_clauses(answer or "", english)
    given = _given_items(items, clauses, english)
    missing = [i for i in items if i not in given]
    return Completeness(round(len(given) / len(items), 4), True,
                        Message("completeness.items_given", {"given": len(given), "total": len(items)}), source, items,
                        given, missing)


_ONE_VALUE_KINDS = ("number", "any", "yesno")   # a date, name or place asked for has no tiers here
# the mechanisms of partial_answers, named in the reason in the reader's language
_KIND_CODES = {"tiers": "completeness.kind.tiers", "conditions": "completeness.kind.conditions",
               "parts": "completeness.kind.parts", "slot": "completeness.kind.slot"}


def one_thing(question: str, answer: str, texts: Sequence[str], source: str) -> Completeness:
    """A question asking one value, a yes/no or two values in parts (partial_answers): the tiers the contexts bind
    the value to, the conditions they attach to a yes/no, the parts asked. None when none of them applies."""
    english = en.is_english(question) and en.is_english(answer)
    checks = [partial.parts(question, answer, english)]
    # whole sentences (a tier per ；-clause), those holding values, the ones most about the question
    valued = [s for s in partial.full_sentences(texts) if partial.has_values(s, english)]
    if valued and not partial.asks_slot(question, english):
        about = _about_question(question, valued, VALUES_RELEVANT)
        if asked_kind(question) in _ONE_VALUE_KINDS:
            checks.append(partial.tiers(question, answer, about, english))
        checks.append(partial.conditions(question, answer, about, english))
    if texts:   # the asked slot: organisations named in any sentence about the question
        named = [s for s in partial.full_sentences(texts) if partial.has_names(s, english)]
        checks.append(partial.slot(question, answer, _about_question(question, named), english) if named else None)
    found = [c for c in checks if c is not None]
    if not found:
        return Completeness(None, False, Message("completeness.one_thing"))
    items = [i for c in found for i in c.items]
    given = [i for c in found for i in c.given]
    missing = [i for c in found for i in c.missing]
    kinds = [Message(_KIND_CODES[c.mechanism]) for c in found]
    return Completeness(round(len(given) / len(items), 4), True,
                        Message("completeness.parts_given", {"given": len(given), "total": len(items), "kinds": kinds}),
                        source, items, given, missing)
