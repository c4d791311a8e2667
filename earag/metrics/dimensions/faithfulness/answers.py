"""Short answers judged as the answer to their question, and answers that assert nothing to check.

A bare value or name ("1%", "Delhi", "Suede", "北京大学") shares almost nothing with the contexts as text, so the
overlap a sentence judge relies on says nothing about it. Read with its question it is a full claim: "the subject
the question asks about has this value". `short_answer_support` looks the answer up in the context sentences about
the question's subject (those sharing most of the question's content words) and grades how closely the contexts
bind it to that subject: found in the sentence most about the subject and next to the question's own words scores
near 1; found only in a sentence about something else, or far from the question's words, scores lower. A bare
yes/no answer is judged as the question's own statement, affirmed or denied: a Chinese yes/no whose polarity
the contexts' clause about the question contradicts ("不是" where the contexts say it is, "是的" where they say it is
not) is contradicted (`polar_clash`).

`abstains` recognises sentences that decline to answer or deny that a thing exists ("这个问题无法回答",
"没有人能…", "no one knows"): they assert no value, name or event, so with nothing in the contexts to compare they
are graded as unverifiable rather than as invented.
"""
from __future__ import annotations

import itertools
import re
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from earag.messages import Message
from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.clauses import _clauses, _directions, _negations
from earag.metrics.dimensions.faithfulness.detectors.additions import _less_values
from earag.metrics.dimensions.faithfulness.detectors.brackets import case_item, case_outside, case_outside_all
from earag.metrics.dimensions.faithfulness.detectors.items import item_rival
from earag.metrics.dimensions.faithfulness.detectors.passages import passage_rival
from earag.metrics.dimensions.faithfulness.detectors.postmod import bound_by_phrase
from earag.metrics.dimensions.faithfulness.detectors.superseded import is_new_value, superseded
from earag.metrics.dimensions.faithfulness.lexicon import _DIR_INDEX
from earag.metrics.dimensions.faithfulness.words import _name_spans, _pos
from earag.nlp.facts import Fact, context_years, counterpart, extract_facts, same_unit_family, same_value
from earag.nlp.text import bigram_pool, normalize, occurrences

SHORT_ZH_CHARS = 12        # a Chinese answer of at most this many characters (normalised), one clause, is short
SHORT_EN_WORDS = 6         # an English answer of at most this many words is short
SHORT_FLOOR = 0.9          # a short answer found in the contexts scores at least this ...
SHORT_SPAN = 0.1           # ... plus this much times how closely the contexts bind it to the question's subject
WINDOW_ZH, WINDOW_EN = 24, 80   # characters either side of the answer in which the question's words count as near
BOUND = 0.2                # a value this closely bound to the question's subject is fully supported
YES_NO_FULL = 0.8          # a yes/no whose question the contexts support this much is fully supported
ABSTAIN_SCORE = 0.45       # an abstention or denial of existence with nothing to compare scores this much
RIVAL_SCORE = 0.5          # a short answer the contexts bind to another subject (a sibling clause governs the question)
SUPERSEDED_SCORE = 0.2     # a short answer giving the old value of a change (the penalty of a wrong value)
RIVAL_MARGIN = 0.3         # ... when that clause holds this much more of the question than the answer's own clause
POLAR_CLASH = 0.1          # a yes/no answer whose polarity the contexts' clause about the question contradicts
POLAR_ABOUT = 0.5          # ... a clause holding at least this share of the question's content words
POLAR_MAIN = 0.5           # ... and, for a "no", this share of its main (last) clause's
VALUE_MARGIN = 0.3         # another value of the kind bound this much more closely to the question is the answer
CLOSER_SENTENCES = 400     # (contexts of more sentences are not searched for it)
RIVAL_GOVERNS = 0.66       # ... and at least this share of it (a multi-hop question is spread over several clauses)
RIVAL_ALONE = 0.5          # ... or this share of it when the answer's own clause holds none of the question

_AUXILIARIES = frozenset("is are was were be been has have had do does did will would can could played won".split())
_YES = frozenset({"yes", "yeah", "yep", "是", "是的", "对", "对的", "有", "能", "可以", "会", "正确", "属于", "行", "可",
                  "允许"})
_NO = frozenset({"no", "nope", "不是", "否", "不对", "没有", "不能", "不可以", "不会", "不属于", "无", "不行", "还不行",
                 "暂不行", "还不能", "暂时不能", "目前不能", "不可", "不允许", "not yet", "notyet"})
# an English yes/no with its tag ("No, it doesn't.", "Yes, you can.", "No, they are not.")
_EN_TAG = re.compile(r"(yes|yeah|yep|no|nope)[,.!]?\s+(?:it|you|they|he|she|we|i|that|this|there)\s+(?:is|are|am|can|"
                     r"can't|cannot|does|doesn't|do|don't|will|won't|isn't|aren't|did|didn't|was|wasn't|were|weren't|"
                     r"has|hasn't|have|haven't|must|mustn't|should|shouldn't|would|wouldn't|need|needn't)(?:\s+not)?",
                     re.I)
_ZH_ABSTAIN = re.compile(
    r"无法(?:准确)?(?:回答|确定|判断|得知|预测|确认)|不能确定|不确定|不知道|不清楚|尚无定论|没有(?:明确|确切|定论|统一)"
    r"|尚未|还没有|目前没有|并不存在|不存在|没有人|无人|没有任何|没有(?:科学)?(?:证据|依据|记载|根据)|因人而异|取决于"
    r"|不一定(?!要|需要|需|须|得|非要|非得|必须|只能|只有)|不会发生|没有(?:具体的?|实际的?)?[^，。；]{0,6}(?:国籍|性别|家乡|住址|年龄|身体|经历|星座)")
# the answerer saying it is an AI ("我是一个人工智能模型", "As an AI language model") — not 作为人工智能领域的核心技术, a
# phrase that goes on naming something; read with a denial after it, it declines to claim a personal fact
ZH_SELF_AI = (r"(?:我是|作为)(?:一[个名种])?(?:人工智能|AI|大?语言模型)(?:助手|模型|程序|系统)?(?=[，,。；;！!、\s]|$)")
EN_SELF_AI = (r"\b(?:i am|i'm|as) an? (?:ai|language model)(?: (?:language )?model| assistant)?"
              r"(?=\s*(?:[,.;:!?]|$)|\s+(?:and|so|i|without|developed|created|trained|made|built|by)\b)")
_SELF_AI_DENIES = re.compile(rf"(?:{ZH_SELF_AI}).*?(?:不能|无法|没有|不会|不具备|不可能)"
                             rf"|(?:{EN_SELF_AI}).*?\b(?:cannot|can't|can not|don't|do not|have no|am not|unable)\b",
                             re.I)
_EN_ABSTAIN = re.compile(
    r"\b(?:cannot|can't|can not|unable to) (?:be )?(?:answer|determin|know|say|tell|confirm)|\bunknown\b|\bunclear\b"
    r"|\bnot (?:known|possible to|clear)\b|\bno one\b|\bnobody\b|\bthere (?:is|are|was|were) no\b|\bdoes(?:n't| not) exist"
    r"|\bi don't know\b|\bdepends on\b|\bno (?:evidence|record)\b", re.I)


@dataclass(frozen=True)
class ShortVerdict:
    score: float
    sentence: int | None     # the context sentence it is bound to (index into the list given), None for yes/no
    reason: Message          # str(reason): the stored Chinese text


# an opening that says where the answer comes from, not what it is ("根据资料，不能。", "According to the documents,
# £21.50."), or how general its rule is ("一般情况下，", "Generally,"): a short answer behind it is still a short answer
_PREAMBLE = re.compile(
    r"^\s*(?:(?:根据|依据|按照|参照|据|从|按)(?:上述|以上|所给|所提供|提供|现有|给定|相关|检索到|检索|查到|查询到|召回)?的?"
    r"(?:资料|材料|文件|上下文|文档|信息|内容|规定|政策|条款)(?:中|里)?(?:来看|看|所述|所示|显示|的规定|规定)?"
    r"|(?:资料|材料|文件|上下文|文档)(?:显示|表明|中提到|提到|规定|指出)"
    # a hedge on how general the rule is (一般情况下，…): what follows is the claim
    r"|一般情况下|通常情况下|一般来说|通常来说|一般而言|原则上)\s*[，,：:]\s*"
    r"|^\s*(?:according to|based on|per)\s+(?:the\s+)?(?:provided\s+|given\s+|available\s+|above\s+)?"
    r"(?:documents?|contexts?|information|sources?|passages?|records?|text|rules|guidance)(?:\s+provided)?\s*[,:]\s*"
    r"|^\s*(?:generally|in general|usually|typically|as a rule|generally speaking)\s*,\s*",
    re.I)


def without_preamble(text: str) -> str:
    """The answer without an opening that names its source (`_PREAMBLE`)."""
    return _PREAMBLE.sub("", text or "", count=1)


def asked_in_english(question: str, answer: str) -> bool:
    """Whether a short answer is read the English way: its question is English (a code or name in Latin letters
    answering a Chinese question, "GB 28050", is looked up in the Chinese contexts as it is written); the answer's own
    language without a question."""
    return en.is_english(question) if question and question.strip() else en.is_english(answer)


# "it's £1,000", "The answer is 12 months": the English subject of a bare value
_EN_IT_IS = re.compile(r"^(?:it's|it is|that's|that is|this is|they're|they are|the answer is)\s+(?=\S)", re.I)


def _bare(text: str) -> str:
    return _EN_IT_IS.sub("", re.sub(r"^[\s\"'“”‘’《「]+|[\s\"'“”‘’》」。.!！?？,，;；:：]+$", "", without_preamble(text)))


def is_short(answer: str) -> bool:
    """Whether an answer is a bare value, name or yes/no rather than a statement."""
    bare = _bare(answer)
    if not bare:
        return False
    if en.is_english(bare):   # "December 12, 1806" and "Dallas, Texas" are short
        if re.search(r"[;!?]|[.](?=\s+[a-z])", bare) or en.negated(bare):
            return False
        found = en.words(bare)   # a statement has a verb: "Drowning Pool is from Dallas" is not a bare answer
        if len(found) > SHORT_EN_WORDS or any(w.text.lower() in _AUXILIARIES for w in found):
            return False
        # a name or value has at most one lower-case content word ("Chicken fried steak" is short, "Mia Tyler also
        # reports for NBC" is a statement)
        return len(found) <= 3 or sum(1 for i, w in enumerate(found) if w.content and not w.capital
                                      and not w.text[0].isdigit() and not _unit_word(found, i)) <= 1
    if re.search(r"[，；;。！？!?]|(?<!\d),|,(?!\d)", bare):   # (£1,000 is one value)
        return False
    return len(normalize(bare)) <= SHORT_ZH_CHARS


def _unit_word(found: Sequence[en.Word], i: int) -> bool:
    """Whether an English word is a value's unit, not a word said of it: glued to the number before it (the p of
    "34p", the kg of "5kg") or an abbreviation with a capital inside (kWh, mAh)."""
    w = found[i]
    glued = i > 0 and found[i - 1].end == w.start and found[i - 1].text[0].isdigit()
    return glued or any(ch.isupper() for ch in w.text[1:])


# a bare Chinese answer that echoes the verb of a yes/no question, or denies it (需要…吗？ — 需要 / 不需要 / 不用)
_ZH_POLAR_QUESTION = re.compile(r"[吗么][\s？?。！!]*$|(.)[不没]\1")
_NEED_WORD = re.compile(r"需要|必须|必要|需|要|得")
_NEED_NO = frozenset({"不用", "无需", "无须", "毋需", "毋须", "不必", "不需", "没必要"})
_ECHO_NEGATORS = ("没有", "不", "没", "未", "无")   # (the longer first: 没有超标 denies 超标)
ECHO_CHARS = 4


def _verb(word: str) -> bool:
    tags = [flag for _w, flag, _a, _b in _pos(word)]
    return bool(tags) and all(flag.startswith("v") for flag in tags)


def _echo(bare: str, question: str) -> tuple[str, str] | None:
    """A bare answer of at most ECHO_CHARS that repeats the verb of a Chinese yes/no question (需要, 享受) says yes,
    its negation (不需要, 没享受, 无需/不用 for a question of need) says no: ("yes" | "no", the question's word it
    repeats or denies). A word of the question that is no verb (a noun picked out of 是A还是B) says neither: None."""
    q = (question or "").strip()
    if not bare or len(bare) > ECHO_CHARS or en.is_english(q) or not _ZH_POLAR_QUESTION.search(q):
        return None
    stated = normalize(q)
    # 不用 / 不用交 / 无需提供 to a question of need (要交…吗？): the need denied, with or without the question's verb
    denied = next((w for w in _NEED_NO if bare.startswith(w) and (bare == w or bare[len(w):] in stated)), None)
    need = _NEED_WORD.search(stated) if denied is not None else None
    if need is not None:
        return "no", need.group(0)
    for neg in _ECHO_NEGATORS:
        rest = _without_adverb(bare[len(neg):])
        if bare.startswith(neg) and rest and rest in stated and bare not in stated and _echo_verb(rest):
            return "no", rest
    core = _without_adverb(bare)
    return ("yes", core) if core in stated and _echo_verb(core) else None


# a modal or adverb before the echoed verb (会继续, 还能领, 不会再收): the verb is what is echoed
_ECHO_ADVERBS = ("还会", "仍会", "仍然", "依然", "还能", "还可以", "会", "还", "仍", "将", "能", "可以", "再")


def _without_adverb(word: str) -> str:
    for adverb in _ECHO_ADVERBS:
        if word.startswith(adverb) and len(word) > len(adverb):
            return word[len(adverb):]
    return word


def _echo_verb(word: str) -> bool:
    """A verb, or 在 said of where something is (在…范围内吗？ — 不在)."""
    return word == "在" or _verb(word)


def echo_statement(answer: str, question: str) -> str | None:
    """A denying echo put in its question's statement, in the place of the word it denies: 不涉及 to
    项目涉及生态保护红线吗？ → 项目不涉及生态保护红线 (无需/不用 replace the question's word of need); None for an answer
    that is no denying echo."""
    bare = normalize(_bare(answer))
    echo = None if bare in _YES or bare in _NO else _echo(bare, question)
    if echo is None or echo[0] != "no":
        return None
    statement = _question_statement(question)
    return statement.replace(echo[1], bare, 1) if echo[1] in statement else None


def yes_no(answer: str, question: str = "") -> str | None:
    """"yes", "no" or None: a bare yes/no word (是的, 不是, no), or with the question, a bare echo of its verb
    (`_echo`)."""
    tag = _EN_TAG.fullmatch(_bare(answer).strip())
    if tag:   # "No, it doesn't", "Yes, you can": the tag repeats the yes/no
        return "yes" if tag.group(1).lower() in ("yes", "yeah", "yep") else "no"
    bare = normalize(_bare(answer))
    if bare in _YES:
        return "yes"
    if bare in _NO:
        return "no"
    echo = _echo(bare, question) if question else None
    return echo[0] if echo is not None else None


def denies_question(answer: str, question: str) -> bool:
    """Whether the answer is a "no" to a question that is not itself negated (a "no" to 他没有去吗？ is no denial)."""
    if yes_no(answer, question) != "no":
        return False
    statement = _question_statement(question)
    return not (en.negated(statement) if en.is_english(statement) else _negative(statement))


def abstains(sentence: str) -> bool:
    """Whether the sentence declines to answer, denies that the thing asked about exists, or is the answerer saying
    it is an AI that cannot or does not (我是一个人工智能模型，我不能去电影院观影): no fact of the material is claimed."""
    return bool(_ZH_ABSTAIN.search(sentence) or _EN_ABSTAIN.search(sentence) or _SELF_AI_DENIES.search(sentence))


# English words that place a value or an act (before installation, up to 26 weeks, over 60)
_EN_RELATIONS = frozenset({"before", "after", "over", "under", "above", "below", "until", "since", "not", "no",
                           "more", "less", "fewer", "least", "most", "within"})


def _holds_all(bare: str, sentence: str) -> bool:
    """Whether an English sentence holds every value of a short answer and each word placing it ("up to 26 weeks"
    is not found through the "week" of "£90.50 a week"; "Before installation" not in "after installation")."""
    theirs = extract_facts(sentence)
    if not all(any(same_value(a, f) for f in theirs) for a in extract_facts(bare)):
        return False
    said = {w.text.lower() for w in en.words(sentence)}
    return all(w.text.lower() in said for w in en.words(bare) if w.text.lower() in _EN_RELATIONS)


def _whole(found: list[int], needle: str, hay: str) -> list[int]:
    """The verbatim occurrences that are not part of a longer number: 50元 is not in 150元, $12 not in $120, £42 not
    in £42.44."""
    out = []
    for at in found:
        before, after = hay[at - 1:at], hay[at + len(needle):at + len(needle) + 2]
        if needle[:1].isdigit() and (before.isdigit() or (before in ".," and hay[at - 2:at - 1].isdigit())):
            continue
        if needle[-1:].isdigit() and (after[:1].isdigit() or (after[:1] in ".," and after[1:2].isdigit())):
            continue
        out.append(at)
    return out


def _occurrences(answer: str, sentence: str, english: bool) -> list[int]:
    """Positions of the answer in a context sentence: verbatim (case-insensitive; not inside a longer number), or its
    value (1% = 百分之一)."""
    bare = _bare(answer)
    if english:
        hay, needle = sentence.lower(), re.sub(r"^the\s+", "", bare.lower())
        out = _whole(occurrences(needle, hay), needle, hay) if needle else []
        ours = extract_facts(bare) if not out and needle and not en.name_runs(bare) else []
        said = {w.stem for w in en.words(_without_values(bare)) if w.content}
        if ours and said <= {w.stem for w in en.words(sentence)}:
            # a value said with words the sentence holds elsewhere ("$1,480 a month" of "the studio flat rents for
            # $1,150 a month and the one-bedroom for $1,480"): where the value stands; every value of the answer
            # (not the 15 of "15 to 21 November 2025" in "15 to 21 September 2025")
            theirs = extract_facts(sentence)
            if all(any(same_value(a, f) for f in theirs) for a in ours):
                out = [f.start for f in theirs if any(same_value(a, f) for a in ours)]
        if not out and needle and not en.name_runs(bare) and _holds_all(bare, sentence):
            # a name is kept whole; other words may inflect
            stems = [w.stem for w in en.words(needle) if w.content]
            found = [w for w in en.words(sentence) if w.stem in stems]
            if stems and {w.stem for w in found} >= set(stems):
                out = [found[0].start]
        return out
    norm = normalize(bare)
    out = _whole(occurrences(bare, sentence), bare, sentence) if bare else []
    if not out and norm:
        ours = extract_facts(bare)
        theirs = extract_facts(sentence) if ours else []
        # (both ends of a range, the values of a kind the answer gives more than one of: not 3月15日 of 3月15日到
        # 4月30日 alone; a value of another kind may be wording, 一天 of 双人间每张床一天收70块 against 每床日70元)
        paired = [a for a in ours if sum(1 for b in ours if b.family == a.family) > 1]
        if ours and all(any(same_value(a, f) for f in theirs) for a in paired):
            out = [f.start for f in theirs if any(same_value(a, f) for a in ours)]
    return out


def _key_positions(keys: Sequence[str], text: str, english: bool) -> list[list[int]]:
    """For each question key, where it occurs in `text` (English: by stem, or a shared 5-letter prefix, so
    "producer" finds "produced")."""
    if english:
        found: list[list[int]] = [[] for _ in keys]
        for w in en.words(text):
            for i, k in enumerate(keys):
                if w.stem == k or (len(k) >= 5 and len(w.stem) >= 5 and w.stem[:5] == k[:5]):
                    found[i].append(w.start)
        return found
    # (case-insensitive: the keys come from the normalised, lower-case question; 5G in the contexts is its 5g)
    return [[m.start() for m in _any_case(k).finditer(text)] for k in keys]


@lru_cache(maxsize=1024)
def _any_case(key: str) -> re.Pattern[str]:
    """A question key as a case-insensitive pattern, compiled once per key (the re module's cache of 512 patterns
    turns over within a run: a case-insensitive Chinese key costs about as much to compile as to search)."""
    return re.compile(re.escape(key), re.I)


def _coverage(keys: Sequence[str], text: str, english: bool) -> float:
    if not keys:
        return 0.0
    return sum(1 for pos in _key_positions(keys, text, english) if pos) / len(keys)


def _nearness(positions: list[list[int]], start: int, end: int, window: int) -> float:
    """How close the question's keys stand to the answer at [start, end): 1 within a quarter window, falling to 0
    at the window's edge, averaged over the keys (a key absent from the sentence counts 0)."""
    total = 0.0
    for pos in positions:
        if not pos:
            continue
        d = min(max(0, start - p, p - end) for p in pos)
        total += 1.0 if d <= window / 4 else max(0.0, 1 - (d - window / 4) / (0.75 * window))
    return total / len(positions) if positions else 0.0


def _strength(about: float, positions: list[list[int]], start: int, end: int, window: int) -> float:
    """`binding_strength` of the piece at [start, end) of a sentence holding `about` of the question (relative to
    the sentence most about it), the question's words at `positions`."""
    return min(1.0, 0.5 * about + 0.5 * _nearness(positions, start, end, window))


def binding_strength(part: str, question: str, sentences: Sequence[str],
                     content_words: Callable[[str], list[str]]) -> tuple[float, int] | None:
    """How closely the contexts bind `part` (a value or name) to what `question` asks about, in [0, 1], with the
    context sentence that does it; None when `part` is not in the contexts or the question has no content word.

    Half of it is how much of the question the sentence holding `part` is about (relative to the sentence most about
    it), half how near the question's words stand to `part` in it (the nearest governing words: 担任局长的张三 binds
    张三 to 局长, not the 李四 two clauses later)."""
    english = asked_in_english(question, part)
    part_keys = {w.stem for w in en.words(part)} if english else set()
    if english:
        keys = [w.stem for w in en.words(question) if w.content and w.stem not in part_keys]
    else:
        keys = [w for w in content_words(question) if w not in normalize(part)]
    keys = list(dict.fromkeys(keys))
    if not keys:
        return None
    about = [_coverage(keys, s, english) for s in sentences]
    top = max(about) if about else 0.0
    window = WINDOW_EN if english else WINDOW_ZH
    best: tuple[float, int] | None = None
    for j, sent in enumerate(sentences):
        spots = _occurrences(part, sent, english)
        if not spots:
            continue
        positions = _key_positions(keys, sent, english)
        for pos in spots:
            strength = _strength(about[j] / top if top else 0.0, positions, pos, pos + len(_bare(part)), window)
            if best is None or strength > best[0]:
                best = (strength, j)
    return best


def short_answer_support(answer: str, question: str, sentences: Sequence[str],
                         content_words: Callable[[str], list[str]], docs: Sequence[int] = ()) -> ShortVerdict | None:
    """The support of a short answer as the answer to `question` in the context `sentences` (of the passages
    `docs`, one per sentence, when given: `sentence_rival`); None when the answer is not short, or not found in the
    contexts (the sentence judge then names what is missing)."""
    if not question or not is_short(answer) or not sentences:
        return None
    found = binding_strength(answer, question, sentences, content_words)
    if found is None:
        return None
    strength, j = found
    stale = superseded(answer, sentences, question)
    if stale:   # the old value of a change the contexts state (由2000元调整为2241元 answered 2000元)
        value, change = stale[0]
        k = next((k for k, s in enumerate(sentences) if s == change.sentence), j)
        return ShortVerdict(SUPERSEDED_SCORE, k, Message("judge.short_superseded", {
            "answer": _bare(answer), "old": change.old.text.strip(), "new": change.new.text.strip()}))
    # (an English value the question's words single out is no other subject's: `singled_out`)
    chosen = asked_in_english(question, answer) and singled_out(answer, question, sentences)
    rival = None if chosen else bound_to_rival(answer, question, sentences)
    if rival is not None and fits_better(answer, question, sentences, content_words, rival):
        rival = None   # nearer the sentence's subject, but the answer's clause names more of the question
    if rival is not None and is_new_value(answer, sentences[rival[0]]):
        rival = None   # the clause holding the old value of a change is no rival to its new value
    elif rival is None and docs and not chosen:
        rival = sentence_rival(answer, question, sentences, docs)
        if rival is not None and is_new_value(answer, sentences[rival[0]]):
            rival = None
        if rival is not None and other_subject(answer, question, rival[1], sentences):
            return ShortVerdict(RIVAL_SCORE, rival[0], Message("judge.other_subject", {"answer": _bare(answer),
                                                                                     "clause": rival[1]}))
    if rival is None and not chosen:
        rival = closer_value(answer, question, sentences, content_words)
        if rival is not None and fits_better(answer, question, sentences, content_words, rival):
            rival = None
        rival = rival or clause_rival(answer, question, sentences, content_words, docs)
    if rival is not None and _question_states(rival[1], answer, question):
        rival = None   # 3月10日 of 每年3月10日召开初审会议 is the question's own premise (3月10日初审通过了), no answer
    if rival is None and asked_in_english(question, answer):
        rival = distinct_rival(answer, question, sentences) or name_rival(answer, question, sentences)
    other = passage_rival(answer, question, sentences, docs) if rival is None and docs else None
    if other is not None:   # only a passage about another subject (another city, year, group) states it
        return ShortVerdict(RIVAL_SCORE, other[0], Message("judge.short_other_passage", {
            "answer": _bare(answer), "subject": other[2], "context": other[1]}))
    if rival is not None:
        return ShortVerdict(RIVAL_SCORE, rival[0], Message("judge.short_rival", {"answer": _bare(answer),
                                                                                  "clause": rival[1]}))
    score = bound_score(strength)
    return ShortVerdict(round(score, 4), j, Message("judge.short_answer", {"answer": _bare(answer), "binding": strength}))


def closer_value(part: str, question: str, sentences: Sequence[str],
                 content_words: Callable[[str], list[str]]) -> tuple[int, str] | None:
    """The context sentence and clause of another value of the short answer's kind (its unit family) that the
    contexts bind to the question's subject clearly more closely (by VALUE_MARGIN, measured as `binding_strength`
    is, with the same question words for both) than the answer's own value ("劳动争议案件每件交纳10元" asked for
    劳动争议案件 and answered with 离婚案件's 50元至300元); None for a name, or when no other value binds so much more
    closely. Left to the bracket check (detectors/brackets.py): a question holding a value of the answer's kind (the
    asker's case). In English only a value of the same sentence competes: a multi-hop answer stands a sentence away
    from the question's words by design."""
    ours = extract_facts(_bare(part))
    asked = extract_facts(question)
    families = {f.family for f in ours}
    if not ours or len(sentences) > CLOSER_SENTENCES or any(q.family in families for q in asked):
        return None
    english = asked_in_english(question, part)
    if english:
        keys = [w.stem for w in en.words(question) if w.content and not w.text[0].isdigit()]
    else:
        # (a value of another kind names the subject: 三级 of 三级医院 asked for a share)
        keys = [w for w in content_words(question) if not any(f.family in families for f in extract_facts(w))
                and w not in normalize(part)]
    keys = list(dict.fromkeys(keys))
    about = [_coverage(keys, s, english) for s in sentences]
    top = max(about, default=0.0)
    if not keys or not top:
        return None
    window = WINDOW_EN if english else WINDOW_ZH
    own: tuple[float, int, int, int] | None = None
    other: tuple[float, int, int, int] | None = None
    for j, sent in enumerate(sentences):
        facts = extract_facts(sent)
        if not any(f.family in families for f in facts) or about[j] == 0:
            continue
        positions = _key_positions(keys, sent, english)
        for f in facts:
            if f.family not in families or any(same_value(q, f) for q in asked):
                continue
            bound = _strength(about[j] / top, positions, f.start, f.end, window)
            if any(same_value(a, f) for a in ours):
                own = max(own or (bound, j, f.start, f.end), (bound, j, f.start, f.end))
            elif other is None or bound > other[0]:
                other = (bound, j, f.start, f.end)
    if own is None or other is None or other[0] < own[0] + VALUE_MARGIN or (english and other[1] != own[1]):
        return None
    mine = _clause_at(sentences[own[1]], own[2], own[3], english)
    if any(_coverage([k], mine, english) and not _coverage([k], sentences[other[1]], english) for k in keys):
        return None   # the answer's own clause names what the question asks and the other's sentence does not (三级医院)
    _, j, start, end = other
    return j, _clause_at(sentences[j], start, end, english).strip()


_Held = tuple[frozenset[str], int, str]   # the question words a value's clause holds, its sentence, the clause


def _clause_keys(part: str, question: str, sentences: Sequence[str],
                 content_words: Callable[[str], list[str]]) -> tuple[list[_Held], list[_Held]]:
    """The question words (of its asking clause after the asker's story: `_asked_clause`) each value of a Chinese
    short answer's kind holds in its clause, read with what its sentence says before its first value of the kind, and
    with the heading (…：) of a list cut at ； when the sentence is a later item of it: (the answer's own values, the
    others); for a body's or a person's name, its clauses and those of other bodies or people (`_body_keys`). Nothing
    for an English question, or a question holding a value of the answer's kind (`clause_rival`)."""
    ours = extract_facts(_bare(part))
    asked = extract_facts(question)
    families = {f.family for f in ours}
    if len(sentences) > CLOSER_SENTENCES or any(q.family in families for q in asked) \
            or asked_in_english(question, part):
        return [], []
    question = _asked_clause(question, content_words)
    if not ours:
        return _body_keys(part, question, sentences, content_words)
    # (a word the question negates by a prefix is the negated word: 不记名预付卡 is not 记名预付卡)
    keys = list(dict.fromkeys(next((p + w for p in "不非无未" if p + w in question), w) for w in content_words(question)
                              if w not in normalize(part) and not any(f.family in families for f in extract_facts(w))))
    own: list[_Held] = []
    others: list[_Held] = []
    chain = ""   # the heading (…：) of a list cut at ； that the later items go on about
    for j, sent in enumerate(sentences if keys else ()):
        # (of the answer's kind: 四成 meets 40%)
        facts = [f for f in extract_facts(sent) if (f.family in families or any(counterpart(a, [f]) for a in ours))
                 and not any(same_value(q, f) for q in asked)]
        topic = sent[:facts[0].start] if facts else ""   # (what the sentence says before its first value)
        if j and sentences[j - 1].rstrip().endswith(("；", ";")):
            topic = chain + topic   # (…阶梯水价：…第一阶梯，水价每立方米3.45元；…第三阶梯，每立方米9.07元)
        else:
            chain = sent[:max(sent.find("："), sent.find(":")) + 1]
        for f in facts:
            clause = _clause_at(sent, f.start, f.end, False)
            held = (frozenset(k for k in keys if _any_case(k).search(topic + clause)), j, clause)
            (own if any(same_value(a, f) for a in ours) else others).append(held)
    return own, others


_ZH_ASKING = re.compile(r"谁|哪|什么|多少|几|怎么|怎样|如何|何时|何地")


def _asked_clause(question: str, content_words: Callable[[str], list[str]]) -> str:
    """The clause of a question that asks (食品摊贩登记卡找谁办 of 我打算在街道划的夜市里摆个摊，食品摊贩登记卡找谁办？)
    after clauses that only tell the asker's story (they open with 我): the words the clauses of the contexts are to
    hold. The whole question otherwise — a condition (独生子女残疾的，父母几岁能领…) names what the value is said of —
    and when the asking clause holds fewer than two content words."""
    parts = [p.strip() for p in re.split(r"[，,；;]", question) if p.strip()]
    asking = [p for p in parts if _ZH_ASKING.search(p)]
    if len(parts) < 2 or len(asking) != 1 or len(content_words(asking[0])) < 2 \
            or not all(p.startswith(("我", "咱")) for p in parts if p is not asking[0]):
        return question
    return asking[0]


# the last words of a body's name (an office, a station, a company): a short answer naming one meets the others
_BODY_WORD = (r"(?:[院馆局站所部厅委办处队社司行]|中心|公司|集团|企业|大学|学院|医院|银行|政府|机构|单位|团队|协会|委员会|办事处|派出所"
              r"|居委会|村委会|工会|理事会|董事会|商会)")
_BODY_END = re.compile(_BODY_WORD + "$")
_BODY_RUN = re.compile(r"[\u4e00-\u9fff]{2,14}?" + _BODY_WORD)
# where the subject a sentence opens with ends: its first preposition or copula (本次特展|由省博物馆主办)
_SUBJECT_END = re.compile(r"[由为是在向经将把被对]")


def _body_keys(part: str, question: str, sentences: Sequence[str],
               content_words: Callable[[str], list[str]]) -> tuple[list[_Held], list[_Held]]:
    """`_clause_keys` for a short answer naming a body (阿勒泰站, 敦煌研究院, 县级公安机关户政管理部门) or a person (王建平):
    the clauses holding it, and the clauses holding another body's (another person's) name and not it."""
    name = normalize(_bare(part))
    person = _person(name)
    if not person and (len(name) < 3 or not _BODY_END.search(name)):
        return [], []
    keys = list(dict.fromkeys(w for w in content_words(question) if w not in name and not _BODY_END.fullmatch(w)))
    own: list[_Held] = []
    others: list[_Held] = []
    for j, sent in enumerate(sentences if keys else ()):
        bounds = _clause_bounds(sent)
        lead = _SUBJECT_END.search(sent[:bounds[0][1]]) if bounds else None
        topic = sent[:lead.start()] if lead else ""
        for i, (a, b) in enumerate(bounds):
            clause = sent[a:b]
            said = clause + _goes_on(sent, bounds[i + 1:]) if person else clause
            held = (frozenset(k for k in keys if _any_case(k).search(topic + said)), j, clause)
            if name in normalize(clause):
                own.append(held)
            elif _other_person(clause) if person else _BODY_RUN.search(clause):
                others.append(held)
    return own, others


def _other_person(clause: str) -> bool:
    """Whether a context clause names a person and is about them: not one opening with a pronoun (她在杨德昌执导的
    电影中饰演小明 speaks of the person named before, not of the director)."""
    tags = _pos(clause.strip())
    return bool(tags) and tags[0][1] != "r" and any(_person(normalize(w)) for w, _f, _a, _b in tags)


def _goes_on(sent: str, after: list[tuple[int, int]]) -> str:
    """The clauses `after` a person's that open with a verb, of which the person is the subject as well
    (股东王建平认缴出资300万元，担任执行董事兼法定代表人), up to one with a subject of its own."""
    pieces = (sent[c:d] for c, d in after)
    return "".join(itertools.takewhile(lambda t: bool(_pos(t)) and _pos(t)[0][1].startswith("v"), pieces))


def _person(name: str) -> bool:
    """Whether `name` is a person's name as a word of its own (王建平): two to four characters jieba tags nr."""
    tags = _pos(name) if 2 <= len(name) <= 4 else ()
    return len(tags) == 1 and tags[0][1] in ("nr", "nrfg")


def fits_better(part: str, question: str, sentences: Sequence[str], content_words: Callable[[str], list[str]],
                rival: tuple[int, str]) -> bool:
    """Whether a clause holding the short answer's value holds every question word the rival value's clause
    (`closer_value`'s: its sentence and clause) holds, and more, as `clause_rival` reads them: 区财政出几成？
    answered 四成 of 区级财政承担40% after 市级财政承担60%, which stands nearer the sentence's subject."""
    own, others = _clause_keys(part, question, sentences, content_words)
    theirs = [held for held, j, clause in others if j == rival[0] and clause.strip() == rival[1]]
    return bool(theirs) and any(mine > held for mine, _, _ in own for held in theirs)


def clause_rival(part: str, question: str, sentences: Sequence[str], content_words: Callable[[str], list[str]],
                 docs: Sequence[int] = ()) -> tuple[int, str] | None:
    """The context sentence and clause of another value of a Chinese short answer's kind that the question's words
    pick out over every clause holding the answer (幼儿园的室内温度最低要达到多少度？ answered 18℃ of 保证居民卧室…
    不低于18℃ where 老年人集中居住场所、幼儿园…不低于20℃): the other's clause holds every question word the answer's
    clause does, and more. A clause is read with what its sentence says before its first value of the kind, the
    subject it inherits (延误至16:40起飞 is still said of 航班CA1832, 上限为12% of 本市住房公积金缴存比例…), not with a
    sibling clause's predicate (复核结果于7月5日公布 after 6月28日发布成绩 is not about 成绩). A value of another
    sentence (a cut at ； makes one) competes only when a word that singles it out is nowhere else in the passage of
    the answer's own (`docs`, one per sentence; without them, only values of the answer's sentence compete): 苏州市
    社区家庭医生… is no rival to a passage that names 社区 and 家庭医生 in its first sentence. A body's name (省博物馆,
    阿勒泰站) meets the clauses naming another body the same way (…敦煌研究院提供主要展品 for 展品是谁提供的？). None when
    the question holds a value of the answer's kind (the asker's case: detectors/brackets.py); the margin of the
    binding decides the rest (`closer_value`)."""
    own, others = _clause_keys(part, question, sentences, content_words)
    # (the answer's best readings: a clause of its value holding fewer of the question's words than another decides
    # nothing, 单位一次性购卡金额达5000元以上 beside 单张记名预付卡…不得超过5000元)
    own = [held for held in own if not any(other[0] > held[0] for other in own)]
    verbs = {normalize(w) for w, flag, _, _ in _pos(question) if flag == "v"}

    def fits(held: frozenset[str], j: int) -> bool:
        for mine, i, _ in own:
            if not (held > mine or _names_more(held, mine, verbs)):
                return False
            if i != j and (not docs or all(any(_any_case(k).search(s) for n, (s, d) in enumerate(zip(sentences, docs))
                                               if d == docs[i] and n != j) for k in held - mine)):
                return False
        return True

    best = max(((len(held), j, clause) for held, j, clause in others if own and fits(held, j)), default=None)
    return None if best is None else (best[1], best[2].strip())


def _names_more(held: frozenset[str], mine: frozenset[str], verbs: set[str]) -> bool:
    """Whether a rival clause's question words outweigh the answer clause's without holding them all: two more
    words of two characters or more, while what the answer's clause holds of the question beyond the rival's is
    verbs only (今年计划招收多少名义务兵？: 今年…征集义务兵1350名 over 另计划招收直招士官86名). The verbs of a question and a
    clause vary with the wording; a noun (士官), an ordinal (第二批) or an attribute (三级) the answer's clause holds
    names what is asked. Measured on the dev halves: 3 pairs better without the verbs-only condition, but 士官 asked
    and 今年…征集新兵 answered would have won over …招收直招士官."""
    return (len(held) > len(mine) and sum(len(k) >= 2 for k in held - mine) >= 2
            and all(k in verbs for k in mine - held))


# (a Chinese colon or comma between digits is part of a value: 14:05)
_CLAUSE_CUT = re.compile(r"[，；;]|(?<!\d)[,：:]|[,：:](?!\d)")
# (9:30 and £1,000 are one value)
_EN_CLAUSE_CUT = re.compile(r";|(?<!\d)[,:]|[,:](?!\d)|\s(?:and|while|whereas|but)\s")


def _clause_at(sentence: str, start: int, end: int, english: bool) -> str:
    """The clause of `sentence` (`_clause_bounds`) holding [start, end); the sentence when none holds it whole."""
    return next((sentence[a:b] for a, b in _clause_bounds(sentence, english) if a <= start and end <= b), sentence)


def _clause_bounds(sentence: str, english: bool = False) -> list[tuple[int, int]]:
    """The clauses of a context sentence as (start, end): cut at commas, semicolons and colons (English also at
    and/while/whereas/but)."""
    out, pos = [], 0
    for m in (_EN_CLAUSE_CUT if english else _CLAUSE_CUT).finditer(sentence):
        out.append((pos, m.start()))
        pos = m.end()
    out.append((pos, len(sentence)))
    if not english:
        out = [piece for a, b in out for piece in _items(sentence, a, b)]
    return [(a, b) for a, b in out if b > a]


def _items(sentence: str, lo: int, hi: int) -> list[tuple[int, int]]:
    """A clause cut at 、 when every item names something and ends in its value (单人60万元、夫妻双方80万元: two
    subjects' values); the clause whole otherwise (一级、二级重度残疾人 lists values of one subject)."""
    cuts = [lo] + [lo + m.end() for m in re.finditer("、", sentence[lo:hi])] + [hi + 1]
    pieces = [(a, b - 1) for a, b in zip(cuts, cuts[1:])]
    if len(pieces) < 2:
        return [(lo, hi)]
    for a, b in pieces:
        text = sentence[a:b]
        facts = extract_facts(text)
        if not facts or facts[-1].end < len(text.rstrip("。；;")) \
                or sum(1 for ch in _less_values(text, facts) if "\u4e00" <= ch <= "\u9fff") < 2:
            return [(lo, hi)]
    return pieces


def _holds_rival(part: str, own: str, clause: str, question: str = "") -> bool:
    """Whether a sibling clause states something of the same kind as `part` (a value, or a name of the type the
    part has in its own clause `own`) that is not the part itself. A condition (…的) whose values are all the
    asker's (用户连续3次违规停放的 for 违停3次会被停用几天？) is the asker's case, which the answer's clause goes on to
    give the value of: no rival."""
    ours = extract_facts(_bare(part))
    if ours:
        theirs = extract_facts(clause)
        asked = extract_facts(question)
        if clause.rstrip().endswith("的") and asked and all(any(same_value(f, q) for q in asked) for f in theirs):
            return False
        # (of the part's kind: 超过260立方米的部分为第三阶梯 states no price beside 每立方米9.07元)
        kin = [f for f in theirs if any(_same_kind(a, f) for a in ours)]
        return bool(kin) and not any(same_value(a, f) for a in ours for f in theirs)
    name = normalize(_bare(part))
    types = {t for n, t, _, _ in _name_spans(own) if normalize(n) == name}
    # a part the recogniser gives no type in its own clause (合肥, 人事部) meets any name of the sibling clause
    return any((t in types or not types) and normalize(n) != name
               for n, t, _, _ in _name_spans(clause))


_LIGHT_FLAGS = frozenset("puc")   # jieba's prepositions, particles and conjunctions


def _rival_keys(part: str, question: str, sentences: Sequence[str], english: bool) -> list[str]:
    """The question's keys the contexts say (多少, 哪里 and "when" are asked, never stated): Chinese character bigrams
    without its function words (套内面积 is one subject, not 套 and 面积 apart), English content stems."""
    if english:
        stems = {w.stem for w in en.words(part)}
        words = [w.stem for w in en.words(question) if w.content and w.stem not in stems]
        return [k for k in dict.fromkeys(words) if any(_key_positions([k], s, True)[0] for s in sentences)]
    asked = normalize(question).replace(normalize(_bare(part)), "")
    # no bigram holding a preposition, particle or conjunction (租金按多少缴纳: 租金 and 缴纳, not 金按; 二套房 keeps 二套)
    light = {i for _, flag, a, b in _pos(asked) if flag[:1] in _LIGHT_FLAGS for i in range(a, b)}
    bigrams = (asked[i:i + 2] for i in range(len(asked) - 1) if i not in light and i + 1 not in light)
    return [k for k in dict.fromkeys(bigrams) if any(k in s.lower() for s in sentences)]


def _without_values(part: str) -> str:
    """The answer with its values taken out: the words a short statement says of its value."""
    bare = _bare(part)
    for f in sorted(extract_facts(bare), key=lambda f: -f.start):
        bare = bare[:f.start] + " " + bare[f.end:]
    return bare


# a street address: a road's name and a house number (人民路16号, 滨江大道2088号3号楼): one value, not a statement
_ADDRESS = re.compile(r"[\u4e00-\u9fff]{1,10}?(?:路|街|大街|大道|道|巷|胡同|弄|里)\d+(?:号|弄)"
                      r"(?:[\d一二三四五六七八九十]+(?:号楼|栋|幢|单元|层|楼|室))*")


def bound_to_rival(part: str, question: str, sentences: Sequence[str]) -> tuple[int, str] | None:
    """The context sentence and sibling clause that bind the question's subject to something else, when every
    occurrence of `part` stands in a clause holding clearly less of the question than a sibling clause of the same
    sentence that says most of it and states another value or name of the same kind ("建筑面积为96平方米，套内面积为
    78平方米" asked for the 套内面积: 96平方米 stands in the other clause); None otherwise (found in a clause about the
    subject, or undecided). The nearest governing words decide, not the sentence: a clause is where a subject gets
    its value. In English only for values (numbers, dates, amounts; "adults pay $4, children $2" asked for
    children: "$4"): measured on HaluEval dev, multi-hop questions spread over the clauses of a sentence and the
    bridge between them is a name, so for names the check flagged correct answers."""
    english = asked_in_english(question, part)
    by_value = asked_value_rival(part, question, sentences)
    if by_value is not None:
        return by_value
    by_order = None if english else respective_rival(part, question, sentences) \
        or kind_rival(part, question, sentences) or _item_rival(part, question, sentences) \
        or event_rival(part, question, sentences)
    if by_order is not None:
        return by_order
    if english and not extract_facts(_bare(part)):
        return agent_rival(part, question, sentences)
    if english:   # a value listed with the phrase of another subject than the question's (detectors/postmod.py)
        asked = frozenset(w.stem for w in en.words(question) if w.content)
        for f in extract_facts(_bare(part)):
            found = bound_by_phrase(f, asked, tuple(sentences))
            if found is not None:
                return sentences.index(found), found
    keys = _rival_keys(part, question, sentences, english)
    if not keys:
        return None
    # a short statement's own words (计划…交房 of "计划2026年6月交房") also say which clause it speaks of
    # (a value's statement only: a bare name's own characters are the name, not words about it, and so are an
    # address's: 人民路 of 人民路16号 names the place the number belongs to)
    words = [] if english or not extract_facts(_bare(part)) or _ADDRESS.fullmatch(_bare(part)) else \
        _rival_keys("", _without_values(part), sentences, False)
    rival: tuple[int, str] | None = None
    for j, sent in enumerate(sentences):
        spots = _occurrences(part, sent, english)
        if not spots:
            continue
        clauses = _clause_bounds(sent, english) if english else _with_conditions(sent, _clause_bounds(sent))
        said = [{n for n, pos in enumerate(_key_positions(keys, sent[a:b], english)) if pos} for a, b in clauses]
        held = [len(x) / len(keys) for x in said]
        named = [_coverage(words, sent[a:b], english) for a, b in clauses]
        for pos in spots:
            k = next((i for i, (a, b) in enumerate(clauses) if a <= pos < b), None)
            if k is None:
                return None
            own = sent[clauses[k][0]:clauses[k][1]]
            # a clause that lacks part of the question the answer's clause says ("the route was approved on 4 March,
            # services start on 12 May" asked when it starts) frames the question; it does not govern the answer
            better = [i for i in range(len(clauses)) if i != k and _governs(said[i], said[k], len(keys), english)
                      and named[k] <= named[i]
                      and _holds_rival(part, own, sent[clauses[i][0]:clauses[i][1]], question)]
            if not better:
                return None   # this occurrence stands where the question's subject does, or nothing decides
            best = max(better, key=lambda i: held[i])
            rival = rival or (j, sent[clauses[best][0]:clauses[best][1]].strip())
    return rival


def _with_conditions(sentence: str, clauses: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Chinese clauses with each condition (a clause ending in 的 that states no value: 被授予“见义勇为英雄”称号的)
    joined to the clause it conditions (奖金为5万元): the condition names whose value that clause gives."""
    out: list[tuple[int, int]] = []
    pending: int | None = None
    for a, b in clauses:
        text = sentence[a:b]
        if text.rstrip().endswith("的") and not extract_facts(text):
            pending = a if pending is None else pending
            continue
        out.append((a if pending is None else pending, b))
        pending = None
    if pending is not None:
        out.append((pending, clauses[-1][1]))
    return out


SAME_FORM = 0.5   # a sibling sentence holding this share of the words the answer's sentence says beside its value


def _form_words(text: str, english: bool) -> set[str]:
    """The words a context sentence says beside its values: English content stems, Chinese character bigrams."""
    rest = _without_values(text)
    if english:
        return {w.stem for w in en.words(rest) if w.content}
    return {g for g in bigram_pool(rest) if len(g) == 2}


def sentence_rival(part: str, question: str, sentences: Sequence[str],
                   docs: Sequence[int]) -> tuple[int, str] | None:
    """The sibling sentence of the same context passage that binds the question's subject to another value of the
    answer's kind, when every sentence stating the answer's value holds part of the question and that sibling holds
    all of it and more ("王芳每月补贴800元。李强每月补贴600元。" asked for 王芳: "600元" stands in the sentence about 李强,
    and its sibling says 每月补贴 of 王芳 with 800元); (sibling sentence, its text) or None. `bound_to_rival` reads
    the clauses of one sentence; here each subject has a sentence of its own. Values only, and only siblings of the
    same form (at least SAME_FORM of the words the answer's sentence says beside its value): the sentence that holds
    a multi-hop answer's value says nothing of the question, or it is of another form than the one that names the
    question's subject ("X is a 2001 film directed by Y." / "Y (born 1957) is an actor.")."""
    ours = extract_facts(_bare(part))
    if not ours or len(docs) != len(sentences):
        return None
    english = asked_in_english(question, part)
    # the question's words the answer repeats beside its value count ("$600 a month" asked for a monthly allowance:
    # the month is what the value's sentence says of the question)
    keys = _rival_keys(" ".join(f.text for f in ours), question, sentences, english)
    holding = [j for j, s in enumerate(sentences) if _occurrences(part, s, english)]
    if not keys or not holding:
        return None
    said = [{n for n, pos in enumerate(_key_positions(keys, s, english)) if pos} for s in sentences]
    rival: tuple[int, str] | None = None
    for j in holding:
        own, form = said[j], _form_words(sentences[j], english)
        if not own or not form:
            return None   # a sentence that says nothing of the question (a multi-hop bridge): undecided
        better = [i for i, sib in enumerate(sentences) if i not in holding and docs[i] == docs[j]
                  and own < said[i] and _governs(said[i], own, len(keys), english)
                  and len(form & _form_words(sib, english)) >= SAME_FORM * len(form)
                  and any(_same_kind(a, f) for a in ours for f in extract_facts(sib))]
        if not better:
            return None
        best = max(better, key=lambda i: len(said[i]))
        rival = rival or (best, sentences[best])
    return rival


def other_subject(answer: str, question: str, rival: str, sentences: Sequence[str], part: str = "") -> bool:
    """Whether an answer that gives another subject's value (`sentence_rival`: `rival` is the sibling sentence about
    the question's subject) names that other subject and not the question's: words beside its value that a context
    sentence stating the value holds and neither the question nor the sibling does ("李强每月补贴600元" asked for 王芳, the sibling "王芳每月补贴
    800元") — it answers about another subject; a bare value, or one said with the question's own words ("每月补贴600元",
    "王芳600元"), gives the asked subject a wrong value. `part` is the value of a longer answer the sibling
    rivals (its sentences are those stating it), the whole short answer by default."""
    english = asked_in_english(question, answer)
    ours = _form_words(answer, english)
    stating = [_form_words(s, english) for s in sentences if _occurrences(part or answer, s, english)]
    if not stating:
        return False
    # the question's subject: its words in the sibling and in no sentence stating the value (王芳); an answer that
    # names it too ("王芳800元，李强600元") gives both subjects their values
    subject = (_form_words(question, english) & _form_words(rival, english)) - set().union(*stating)
    named = ours - _form_words(rival, english) - _form_words(question, english)
    return not (subject & ours) and any(named & said for said in stating)


def agent_rival(part: str, question: str, sentences: Sequence[str]) -> tuple[int, str] | None:
    """The English context sentence that answers a "who" question with another name by its passive agent, when the
    answer's sentence says little of the question ("Who issues rod fishing licences?" answered "The landowner" of
    "… permission from whoever owns the fishing rights, usually the landowner" where "Rod fishing licences are issued
    by the Environment Agency"): the rival sentence holds every content stem of the question and a capitalised name
    after "by" right after the question's own verb, a name that is not the answer and not in the question; the
    answer's sentences hold at most half of the stems. Only for "who"
    questions: a multi-hop question's bridge is named one sentence away, but not by the question's own verb."""
    if not re.match(r"\s*who\b", question, re.I):
        return None
    stems = {w.stem for w in en.words(question) if w.content}
    answer = _bare(part).lower()
    if len(stems) < 2:
        return None
    holding = [j for j, s in enumerate(sentences) if _occurrences(part, s, True)]
    if not holding or any(len(stems & {w.stem for w in en.words(sentences[j])}) > len(stems) / 2 for j in holding):
        return None
    for j, sent in enumerate(sentences):
        if j in holding or not stems <= {w.stem for w in en.words(sent)}:
            continue
        for m in re.finditer(r"(\w+)\s+by\s+((?:the\s+)?[A-Z][\w'’-]*(?:\s+(?:of\s+|and\s+|&\s+)?[A-Z][\w'’-]*)*)",
                             sent):
            verb = en.words(m.group(1))
            agent = m.group(2)
            # the agent of the question's own verb ("issued by"), not a name the question gives ("directed by X")
            if verb and verb[0].stem in stems and answer not in agent.lower() \
                    and agent.lower().removeprefix("the ") not in question.lower():
                return j, sent
    return None


def event_rival(part: str, question: str, sentences: Sequence[str]) -> tuple[int, str] | None:
    """The clause of the same context sentence that gives the question's event another date, when a short date
    answer stands in a clause without the event ("下半年的配置结果哪天公布？" answered 10月8日 of "下半年申请截止日期为
    10月8日，12月26日公布配置结果": 公布 is said of 12月26日). The event is the question's verbs of two or more characters
    the sentence holds; every one must stand in the sibling clause, none in the answer's; Chinese dates only."""
    ours = [f for f in extract_facts(_bare(part)) if f.family == "date"]
    if not ours:
        return None
    verbs = [w for w, flag, _s, _e in _pos(question) if flag.startswith("v") and len(w) >= 2]
    rival: tuple[int, str] | None = None
    for j, sent in enumerate(sentences):
        spots = _occurrences(part, sent, False)
        held = [v for v in verbs if v in sent]
        if not spots:
            continue
        if not held:
            return None
        clauses = _clause_bounds(sent)
        for pos in spots:
            k = next((i for i, (a, b) in enumerate(clauses) if a <= pos < b), None)
            own = sent[clauses[k][0]:clauses[k][1]] if k is not None else ""
            # the event said with the answer's date, or said another way (发布 for 公布: a shared character)
            if k is None or any(v in own or any(ch in own for ch in v) for v in held):
                return None
            others = [sent[a:b] for i, (a, b) in enumerate(clauses) if i != k
                      and all(v in sent[a:b] for v in held) and not _other_item(sent[a:b], question)
                      and any(f.family == "date" and not any(same_value(o, f) for o in ours)
                              for f in extract_facts(sent[a:b]))]
            if not others:
                return None
            rival = rival or (j, others[0].strip())
    return rival


_ORDINALS = "一二三四五六七八九十上下前后首末"


def _other_item(clause: str, question: str) -> bool:
    """Whether a clause names another item than the question by an ordinal (第一批 where 第二批 is asked, 上半年 where
    下半年 is): a pair of characters whose first is an ordinal where the question has another before the same second."""
    asked = {question[i:i + 2] for i in range(len(question) - 1) if question[i] in _ORDINALS}
    return any(clause[i] in _ORDINALS and clause[i:i + 2] not in asked
               and any(a[1] == clause[i + 1] and a[0] != clause[i] for a in asked)
               for i in range(len(clause) - 1))


def _item_rival(part: str, question: str, sentences: Sequence[str]) -> tuple[int, str] | None:
    """A short value another parallel item states, where the item the question names states another
    (detectors/items.py: 黑鲷苗种 asked, 1200万尾 answered, of 大黄鱼苗种1200万尾、黑鲷苗种800万尾)."""
    for f in extract_facts(_bare(part)):
        # (a comma list after a colon too: read for a short answer only — a longer answer naming both items, 二孩3000元，
        # 一孩是2000元, is not told apart by its clauses: a review, 2026-11-27)
        found = item_rival(f, question, sentences, colon_lists=True)
        if found is not None:
            return found
    return None


def asked_value_rival(part: str, question: str, sentences: Sequence[str]) -> tuple[int, str] | None:
    """The context sentence that the question's own values (a year, a date, an amount: "… rise to by 2028?") point
    to, when it states another value of the answer's kind and no sentence holding the answer states them ("It will
    rise to 67 between 2026 and 2028. … a further rise to 68 is planned between 2044 and 2046": "68" answers
    another year); None otherwise."""
    ours, asked = extract_facts(_bare(part)), _asked_values(question)
    if not ours or not asked:
        return None
    said = [[f for f in extract_facts(s)] for s in sentences]
    states = lambda facts, wanted: all(any(same_value(a, f) for f in facts) for a in wanted)  # noqa: E731
    holding = [j for j, facts in enumerate(said) if states(facts, ours)]
    if not holding or any(states(said[j], asked) for j in holding):
        return None
    for j, facts in enumerate(said):
        others = [f for f in facts if not any(same_value(f, a) for a in asked)]
        if j not in holding and states(facts, asked) and any(_same_kind(o, f) for o in ours for f in others):
            return j, sentences[j]
    return None


_RESPECTIVELY = re.compile(r"分别(?:为|是|达到|达|占|有|增长|下降)?")
_ITEM_CUT = re.compile(r"[、，,]|(?<=[^\d])(?:和|与|及|以及)")


def _listed_items(head: str, count: int) -> list[str]:
    """The items a "respectively" list pairs with its `count` values: those of the last clause of `head` listing as
    many with 、 (取得初级（五级）、中级（四级）、高级（三级）证书的，可以申请…补贴，标准分别为…: the grades, not the
    clauses after them), the first and last cut to the length of those between (高级（三级）职业资格证书的 → 高级（三级）:
    the words all items share are no item's); else the items of the whole head."""
    for piece in reversed(re.split(r"[，,；;]", head)):
        items = [x.strip() for x in _ITEM_CUT.split(piece) if x.strip()]
        if "、" in piece and len(items) >= count:
            if len(items) >= 3:   # (the first and last items as long as those between: 取得初级（五级） → 初级（五级）)
                width = max(len(x) for x in items[1:-1])
                items = [items[0][-width:], *items[1:-1], items[-1][:width]]
            return items
    return [x for x in _ITEM_CUT.split(head) if x.strip()]


def respective_rival(part: str, question: str, sentences: Sequence[str]) -> tuple[int, str] | None:
    """The item of a "respectively" list (分别为) that the question names, when the answer's value is another item's:
    "青年项目1.2万项、面上项目2.1万项，资助率分别为17.8%和16.5%" pairs the items and the values in order, so asked for
    面上项目 the value is the second one; (context sentence, the item the question names) or None (no such list,
    the question names no one item, or the value is the named item's)."""
    ours = extract_facts(_bare(part))
    if not ours:
        return None
    asked = bigram_pool(question)
    for j, sent in enumerate(sentences):
        for m in _RESPECTIVELY.finditer(sent):
            end = min((k for k in (sent.find(c, m.end()) for c in "，。；;,") if k >= 0), default=len(sent))
            values = extract_facts(sent[m.end():end])
            cut = max(sent.rfind(c, 0, m.start()) for c in "，,；;")
            head = sent[:cut] if cut > 0 else sent[:m.start()]
            items = _listed_items(head, len(values))
            if len(values) < 2 or len(items) < len(values):
                continue
            items = items[-len(values):]
            grams = [bigram_pool(_without_values(x)) for x in items]
            named = [len(asked & (g - set().union(*(o for k, o in enumerate(grams) if k != i))))
                     for i, g in enumerate(grams)]
            top = max(named)
            if top == 0 or named.count(top) > 1:
                continue
            k = named.index(top)
            said = [i for i, f in enumerate(values) if any(same_value(a, f) for a in ours)]
            if said and k not in said:
                return j, items[k].strip()
    return None


# what a Chinese question asks for by kind (哪家律所, 哪个部门, 哪所学校)
_WHICH = re.compile(r"(?:哪一?[家个所位座条]|什么)")
# heads of a typed organisation or body name (区法律援助中心, 市场监管局): an answer with one has a kind of its own
_BODY_HEADS = ("中心", "公司", "集团", "银行", "大学", "学院", "医院", "法院", "检察院", "委员会", "事务所", "协会", "基金会",
               "局", "部", "厅", "委", "办", "院", "所", "校", "站", "馆", "台", "会")
KIND_WINDOW = 10   # characters a context name of the asked kind may span (北辰律师事务所)
# kinds any body is of: 哪个部门 is answered with 市商务局, 哪家单位 with 县自然资源局 (not only names ending in 门, 位)
_ANY_BODY = frozenset({"部门", "机构", "单位", "机关", "组织"})


def _asked_kind(question: str) -> str | None:
    """The kind a Chinese question asks for: the two characters after its which-word (律所 of 哪家律所承办该案？, 医院
    of 哪家医院…; the tagger splits such words unreliably, and most kind nouns are two characters), or None."""
    m = _WHICH.search(question)
    kind = question[m.end():m.end() + 2] if m is not None else ""
    return kind if len(kind) == 2 and all("\u4e00" <= ch <= "\u9fff" for ch in kind) else None


def _of_kind(name: str, kind: str) -> bool:
    """Whether a name is of the asked kind: it ends with the kind's last character and holds the others in order
    (北辰律师事务所 is a 律所)."""
    if not name.endswith(kind[-1]):
        return False
    pos = 0
    for ch in kind[:-1]:
        pos = name.find(ch, pos)
        if pos < 0:
            return False
        pos += 1
    return True


def kind_rival(part: str, question: str, sentences: Sequence[str]) -> tuple[int, str] | None:
    """A short name of another kind than the one the question asks for, where the sentence holding it names one of
    that kind (哪家律所承办该案？ answered 区法律援助中心 where the contexts say 北辰律师事务所 took the case):
    (context sentence, the name of the asked kind) or None. Only for an answer with a head of its own (中心, 局, 公司)."""
    name = normalize(_bare(part))
    kind = _asked_kind(question)
    if kind is None or kind in _ANY_BODY or extract_facts(_bare(part)) or not name.endswith(_BODY_HEADS) \
            or _of_kind(name, kind):
        return None
    for j, sent in enumerate(sentences):
        if name not in normalize(sent):
            continue
        for i, ch in enumerate(sent):
            if ch != kind[-1]:
                continue
            window = sent[max(0, i - KIND_WINDOW + 1): i + 1]
            for k in range(len(window) - len(kind) + 1):
                candidate = window[k:]
                if _of_kind(candidate, kind) and name not in normalize(candidate):
                    lead = max(0, candidate.find(kind[0]) - 2)   # with two characters of its own name (北辰)
                    return j, candidate[lead:]
    return None


_EN_WHEN = re.compile(r"\b(?:in|by|before|after|until|till|during|from|for)\s+(?:the\s+)?(?:end\s+of\s+)?$", re.I)


def _asked_values(question: str) -> list[Fact]:
    """The values a question sets as its own condition: Chinese dates; English values after in/by/before/after/until
    … ("by 2028", "in 2025"), not values inside a name ("Flight 253", "the 2016 KBS Drama Awards")."""
    facts = extract_facts(question)
    if not en.is_english(question):
        return [f for f in facts if f.family == "date"]
    return [f for f in facts if _EN_WHEN.search(question[:f.start])]


def _question_states(clause: str, answer: str, question: str) -> bool:
    """Whether every value of the rival `clause` of the answer's kind is one the question itself states: the clause
    gives the question's premise (初审 on 3月10日, asked 我们3月10日初审通过了…什么时候能公告; "between 106 and how
    many pounds?"), not another answer."""
    ours = extract_facts(_bare(answer))
    theirs = [f for f in extract_facts(clause) if any(_same_kind(a, f) for a in ours)]
    asked = extract_facts(question)
    return bool(theirs) and all(any(same_value(f, q) for q in asked) for f in theirs)


def _same_kind(a: Fact, b: Fact) -> bool:
    """Whether two values are of one kind (a bare number meets any unit but a date: "$2.75" read bare is an amount;
    a count with 个 meets any count)."""
    if a.family == b.family or counterpart(a, [b]) is not None:
        return True
    if "count:个" in (a.family, b.family) and a.family.startswith("count") and b.family.startswith("count"):
        return True   # 个 counts anything (4个人 and 2人)
    return "bare" in (a.family, b.family) and "date" not in (a.family, b.family)


def _governs(rival: set[int], own: set[int], n_keys: int, english: bool = False) -> bool:
    """Whether a sibling clause holding the question keys `rival` governs the question over the answer's own clause
    holding `own` (indices of the question's `n_keys` keys): it holds clearly more of the question, or all of it
    where the own clause holds only part ("中央财政补贴比例为45%，省级财政补贴比例为25%" asked for 省级: the 45% clause
    lacks 省级, which is the subject, not a frame), or half of it where the own clause holds none ("支付限额：在职职工
    4000元，退休人员5000元" asked for 退休人员: 4000元's clause says nothing of the question, its sibling names the
    subject; the frame clause before the colon holds the rest). Not in English: a multi-hop question's words stand
    in the clause before a date's ("Ray McKinnon (born November 15, 1957)" cut at its comma)."""
    if not own <= rival:
        return False
    held, mine = len(rival) / n_keys, len(own) / n_keys
    return held >= max(RIVAL_GOVERNS, mine + RIVAL_MARGIN) or (len(rival) == n_keys and own < rival) \
        or (not english and not own and held >= RIVAL_ALONE)


def bound_score(strength: float) -> float:
    """The score of a value found in the contexts, by how closely they bind it to the question's subject: full from
    BOUND on (multi-hop contexts name the answer one sentence away from the question's words), down to
    SHORT_FLOOR for a value that stands only next to other subjects."""
    return 1.0 if strength >= BOUND else min(1.0, SHORT_FLOOR + SHORT_SPAN * strength / BOUND)


def new_part(sentence: str, question: str) -> str | None:
    """What an English answer sentence adds to its question: the run of content words the question does not hold
    ("Kevin Kline played Touchstone in the 2006 film" → "Kevin Kline"); None when it adds several runs or none."""
    if not (en.is_english(sentence) and en.is_english(question)):
        return None
    asked = {w.stem for w in en.words(question)}
    runs: list[list[en.Word]] = []
    last = None
    for w in en.words(sentence):
        if w.content and w.stem not in asked:
            if runs and last is not None and last is runs[-1][-1]:
                runs[-1].append(w)
            else:
                runs.append([w])
        last = w if (w.content and w.stem not in asked) else None
    if len(runs) != 1 or len(runs[0]) > SHORT_EN_WORDS:
        return None
    return sentence[runs[0][0].start : runs[0][-1].end]


# negations _NEG_RE leaves out, said of whether a thing can be or is at all (无法看到, 并无此事)
_MORE_NEGATIONS = re.compile(r"无法|无从|并无|毫无")


def _negative(text: str) -> bool:
    return bool(_negations(text) or _MORE_NEGATIONS.search(text))


def _question_statement(question: str) -> str:
    """A Chinese yes/no question as the statement it asks about: 你是人工智能吗？ → 你是人工智能."""
    return re.sub(r"(?:吗|么|呢|嘛)?\s*[?？。!！]*\s*$", "", question.strip())


# an exception names what a rule leaves out (除烟草制造业等不适用行业外，均可加计扣除): its negation is not the rule's
_EXCEPTION = re.compile(r"除(?:了)?[^，,。；;]{1,40}?(?:以外|之外|外)")
# a clause that restricts (仅适用于小型微利企业) or a question that generalises (适用于所有企业吗): a "no" may deny the
# question's universal or the clause's bound without contradicting the clause
_RESTRICTS = re.compile(r"仅|只|唯一|限于")
_UNIVERSAL = re.compile(r"所有|全部|一切|任何|凡是|(?<![首成京帝国])都(?![市城会江])")   # (not 首都, 成都, 都市)


def _clause_negative(clause: str) -> bool:
    return _negative(_EXCEPTION.sub("", clause))


# verbs a negation reaches through to the predicate (不存在…干净的国家, 不能看到, 没有会…): existence and modals
_AUX_VERBS = frozenset({"存在", "有", "会", "能", "能够", "可以", "可", "是", "要", "需要", "应", "应当", "得"})


_BOUND_AFTER_NEGATION = ("满", "足", "到", "超过", "达到")


# a clause that only names who or what the next clause is about (对于已列入失信名单的单位，一律不予受理 / 未满16周岁的，不得申请)
_TOPIC = re.compile(r"^(?:对于|针对|关于|凡是|凡)|的$")


def _with_predicate(clause: str, sentence: str) -> str:
    """A topic or condition clause read with the clause after it in its sentence, where its predicate stands."""
    if not _TOPIC.search(clause) or _clause_negative(clause):
        return clause
    at = sentence.find(clause)
    after = next((e for s, e in _clauses(sentence) if s >= at + len(clause)), None)
    return clause if at < 0 or after is None else sentence[at:after]


# verbs of granting: refusing to grant what the question asks for denies it (不予受理其补贴申请 to 能申请补贴吗)
_GRANT_VERBS = frozenset({"受理", "批准", "核准", "准予", "接受", "同意", "认可", "审批", "办理", "登记", "发放", "支持"})


def _negates_question(clause: str, words: Sequence[str]) -> bool:
    """Whether a negation of the clause (outside an exception) denies the question's own predicate: the first verb
    after it (past existence and modal verbs: 不存在…) is one of the question's words (无法看到 to 可以看到吗), or
    there is none (没有家乡, 不存在街道总是很干净的国家). A negation of another verb leaves the question's statement standing: 个人申请创业担保贷款无需提供反担保 does not deny that
    individuals may apply, nor 参加本市医保不受户籍限制 that one may take part."""
    bare = _EXCEPTION.sub("", clause)
    ends = [e for _, e, _ in _negations(bare)] + [m.end() for m in _MORE_NEGATIONS.finditer(bare)]
    verbs = [(s, w) for w, flag, s, _ in _pos(bare) if flag.startswith("v") and w not in _AUX_VERBS]
    starts = [s for s, _ in verbs]
    asked = set(words)
    for end in sorted(set(ends)):   # (a bisect per negation: a clause full of 不 stays n log n)
        if bare.startswith(_BOUND_AFTER_NEGATION, end):
            continue   # 未满4个月 / 不足1年 bound a case, they deny nothing of it
        at = bisect_left(starts, end)
        verb = verbs[at][1] if at < len(verbs) else None
        if verb is None or verb in asked or any(verb in w or w in verb for w in asked if len(w) >= 2):
            return True
        if verb in _GRANT_VERBS and any(w in bare[starts[at]:] for w in asked if len(w) >= 2):
            return True   # the grant of what is asked is refused
    return False


# direction families whose two sides cannot both hold of one thing (开放/闭馆, 同意/拒绝, 上涨/下跌); a bound
# (以上/以下), a quantifier (所有/部分) or a modality (必须/可以) does not deny the other side
_NOT_ANTONYMS = frozenset({"compare", "scope", "modality"})


def _antonym_of_question(clause: str, statement: str, every_family: bool = False) -> bool:
    """Whether the clause states the opposite predicate of the question's own (问 开放 of a clause saying 闭馆, 营业
    of 停业): the clause holds a word of the other side of a family the question's predicate belongs to, and not
    the question's word itself. A negated word counts as neither side (不开放 is read by the negation check).
    Comparisons, scope and modality count only with `every_family` (超标了吗？ of a clause saying 低于限值: enough to
    keep a "no" from clashing, too loose to make a "yes" clash)."""
    ours = {w for _, _, w in _directions(clause)}
    for _, _, word in _directions(statement):
        fam, pol = _DIR_INDEX[word]
        if (fam in _NOT_ANTONYMS and not every_family) or word in ours:
            continue
        if any(_DIR_INDEX[w] == (fam, "down" if pol == "up" else "up") for w in ours):
            return True
    return False


def _denied_as_closely(words: list[str], sentences: Sequence[str], share: float) -> bool:
    """Whether a context clause about the question as closely as the best one denies it, a 的-topic read with the
    clause after it (发生退货的，已使用的消费券不予退还 where another passage's 发生退货的 goes on 优惠金额从退款中扣除):
    the contexts say "no" as well, so a "no" does not clash."""
    for sentence in sentences:
        cuts = _clauses(sentence)
        for i, (s, e) in enumerate(cuts):
            text = sentence[s:cuts[i + 1][1]] if sentence[s:e].endswith("的") and i + 1 < len(cuts) else sentence[s:e]
            if _coverage(words, text, False) >= share and _clause_negative(text):
                return True
    return False


def polar_clash(kind: str, question: str, sentences: Sequence[str], keys: Callable[[str], list[str]]) -> bool:
    """Whether a Chinese yes/no answer asserts the opposite of what the contexts say about its question: the
    clause of the contexts holding most of the question's content words (at least POLAR_ABOUT of them) is negated
    or states the opposite predicate (闭馆 for the question's 开放, `_antonym_of_question`) and the answer affirms
    the question's statement, or the other way round; a topic clause is read with its predicate (`_with_predicate`).
    An English question goes to `english_denies` (a "yes") and `english_affirms` (a "no"). Left alone: questions the
    contexts hold no clause about, and negated questions (他没有参加吗？ — 是的 and 没有 both say he did
    not: which way a yes/no answers a negated question is not in the word). A negation inside an exception (除…外)
    does not count; a "no" does not clash with a clause whose sentence negates the question's words in another
    clause (个人转让…唯一住房取得的所得，免征个人所得税), with a clause that restricts (仅适用于…) nor with a question
    that generalises (所有, 都)."""
    statement = _question_statement(question)
    if en.is_english(question):
        if kind == "no":
            return english_affirms(question, sentences) and not english_denies(question, sentences)
        return english_denies(question, sentences)
    if _negative(statement):
        return False
    words = list(dict.fromkeys(w for w in keys(statement) if not _negations(w)))
    if not words:
        return False
    best, share, where = "", 0.0, ""
    for sentence in sentences:
        for s, e in _clauses(sentence):
            got = _coverage(words, sentence[s:e], False)
            if any("非" + w in sentence[s:e] and "非" + w not in statement for w in words):
                continue   # 非本市户籍人员 is about everyone but the question's 本市户籍人员
            # (on a tie, the predicate after a condition: 未满16周岁的，不得申请 is about 申请)
            if got > share or (got == share and best.endswith("的") and where == sentence):
                best, share, where = sentence[s:e], got, sentence
    if share < POLAR_ABOUT:
        return False
    best = _with_predicate(best, where)
    if kind == "yes":
        if case_outside(question, where, best):
            # a clause said of a bracket the asker's case is not in (怀孕未满4个月流产的… for 5个月) decides nothing;
            # the item of the case's own bracket denies where that one affirms (20户以上的…纳入；20户以下的…暂不纳入)
            ordered = sorted(sentences, key=lambda s: s != where)   # its own sentence first (brackets may stand apart: ；)
            inside = next((it for it in (case_item(question, s) for s in ordered) if it is not None
                           and _coverage(words, it, False) >= share / 2), None)
            if inside is None:   # granted only to brackets the asker is not in (35周岁以下 for 我今年58岁)
                return not _clause_negative(best) and case_outside_all(question, [where])
            return _clause_negative(inside) and not _clause_negative(best)
        # a clause that denies the need the question asks about (要交…吗？ — 无需提供), or a sentence that restricts what
        # the question generalises (都能…吗？ — 仅2所…), says no as well
        if _NEED_WORD.search(statement) and any(w in best for w in _NEED_NO):
            return True
        if _UNIVERSAL.search(statement) and _RESTRICTS.search(where) and not _RESTRICTS.search(statement):
            return True
        return _negates_question(best, words) or _antonym_of_question(best, statement)
    if _clause_negative(best) or _antonym_of_question(best, statement, every_family=True) or _RESTRICTS.search(best) \
            or _UNIVERSAL.search(statement) or _denied_as_closely(words, sentences, share):
        return False
    if case_outside(question, where, best):
        return False   # the clause is said of a bracket the asker's case is not in (detectors/brackets.py)
    theirs = extract_facts(best)
    if any(not any(same_value(q, t) for t in theirs) and (c := counterpart(q, theirs)) is not None
           and c.family == q.family for q in extract_facts(statement)):
        return False   # the clause gives another value than the question's (能领18个月吗？ — 最长为12个月): a "no" agrees
    main = keys(statement[_clauses(statement)[-1][0]:]) if _clauses(statement) else []
    if main and _coverage(main, best, False) < POLAR_MAIN:
        return False   # the clause says little of the question's main clause (医保费自己要交一部分): nothing a "no" denies
    rest = [w for w in words if _coverage([w], best, False) == 0]   # the question's words the clause lacks
    return not any(_clause_negative(where[s:e]) and _coverage(rest, where[s:e], False) > 0
                   for s, e in _clauses(where) if where[s:e] != best)


# (No. 1 is a rank, not a negation)
# (No. 1 is a rank, "not only … but also" adds, not denies)
_EN_NEGATION = re.compile(r"\b(?:not(?!\s+only)|never|cannot|nor|neither)\b|\bno\b(?!\.?\s*\d)|n't\b", re.I)
# verbs of denial: "cannot be refused" is no denial
_EN_DENIAL = re.compile(r"\b(?:refus|deni|deny|prohibit|forbid|bar(?:red|s)?\b|exclud)\w*", re.I)
_EN_CLAUSE = re.compile(r"[,;:]|\b(?:but|and|or|which|while|whereas|as long as|provided|if|unless|except|although|"
                        r"though|when|where|because)\b", re.I)
EN_ABOUT = 0.5   # the context clause holding this share of a yes/no question's content words (and two) is about it


def english_denies(question: str, sentences: Sequence[str]) -> bool:
    """Whether the context clause most about an English yes/no question (holding at least EN_ABOUT of its content
    stems and two of them, the most of any clause) denies what it asks ("Can part-time students apply for the Merit
    Scholarship?" — "Part-time students are not eligible for the Merit Scholarship"): an odd count of negations and
    verbs of denial in that clause ("cannot be refused" is two). Clauses are cut at punctuation and at but, and,
    which, as long as, if, unless…: a "not" said of another subject or an exception ("… but not on Sundays",
    "which the standard warranty does not") is not the question's. A negated question decides nothing; a "no" is
    made to clash only by `english_affirms` (its reasons are often said without a negation)."""
    if _EN_NEGATION.search(question):
        return False
    stems = {w.stem for w in en.words(question) if w.content}
    if len(stems) < 2:
        return False
    best, held = "", 0
    for sentence in sentences:
        for part in _EN_CLAUSE.split(sentence):
            got = len(stems & {w.stem for w in en.words(part or "")})
            if got > held:
                best, held = part, got
    if held < 2 or held < EN_ABOUT * len(stems):
        return False
    negations = [m for m in _EN_NEGATION.finditer(best) if en.special_negation(best, m.start(), m.end()) is None]
    return (len(negations) + len(_EN_DENIAL.findall(best))) % 2 == 1


# words that make a sentence say less than the question's plain statement (a condition, a limit, a hedge, a choice)
_EN_RESTRICTS = re.compile(r"\b(?:only|except|excluding|unless|if|provided|subject|but|however|may|might|until|before|"
                           r"after|than|or|either|whether|while|whereas|although|though|under|over|aged|"
                           # what someone claims, proposes or once held is not what is
                           r"claims?|claimed|propos\w*|plans?|planned|expects?|expected|suggests?|suggested|reports?|"
                           r"reported|says|said|regarded|considered|was|were|used to|formerly|previously)\b", re.I)


# a question about several things at once ("Are A and B both …?"): one sentence holding its words says it of one
_EN_PLURAL_ASK = re.compile(r"\b(?:both|all|each|every|any|either|neither)\b", re.I)
# sentences run together without a space ("…Spartacus".Herman Wouk is …)
_EN_GLUED = re.compile(r"(?<=[a-z0-9\"”)\]])[.!?](?=[\"“A-Z])")


def english_affirms(question: str, sentences: Sequence[str]) -> bool:
    """Whether a context sentence says, plainly, what an English yes/no question asks, so that a "no" clashes
    ("Does the scheme cover self-employed workers?" — "The scheme covers employees and self-employed workers"):
    one sentence holds every content stem of the question (at least three, its numbers included) with no negation,
    no verb of denial and no word that says less (only, unless, if, but, may, until, than, or, under, while…) or
    reports rather than states (claims, proposed, was regarded as…); a question that is negated, compares, offers a
    choice or asks of several things at once (both, all, each) decides nothing. Stricter than `english_denies` on
    purpose: a "no"'s reasons are often said without a negation ("students pay the concession price" for "Do
    students pay the full price?": the sentence lacks "full", so nothing clashes)."""
    if _EN_NEGATION.search(question) or _EN_RESTRICTS.search(question) or _EN_PLURAL_ASK.search(question):
        return False
    stems = {w.stem for w in en.words(question) if w.content}
    if len(stems) < 3:
        return False
    for sentence in (part for s in sentences for one in en.english_sentences(s) for part in _EN_GLUED.split(one)):
        if not stems <= {w.stem for w in en.words(sentence)}:
            continue
        negations = [m for m in _EN_NEGATION.finditer(sentence)
                     if en.special_negation(sentence, m.start(), m.end()) is None]
        if not negations and not _EN_DENIAL.search(sentence) and not _EN_RESTRICTS.search(sentence):
            return True
    return False


# an English answer opening with "Yes," and going on ("Yes, you can, as long as …")
_EN_LEAD_YES = re.compile(r"^\s*(yes|yeah|yep)\s*,\s*\S", re.I)
_LEAD_YES_NO = re.compile(r"^\s*([^\s，,。；;：:！!？?]{1,4})\s*[，,]")


def leading_yes_no(sentence: str, question: str | None) -> tuple[str, int, int] | None:
    """The yes/no word a Chinese answer sentence opens with, as its own clause ("要，…", "不能，…", "不用，…"), read
    with its question: ("yes" | "no", start, end); for English, a "Yes," that goes on ("Yes, you can, as long as
    …"); None for any other opening (根据资料，…)."""
    if not question:
        return None
    if en.is_english(sentence) or en.is_english(question):
        lead = _EN_LEAD_YES.match(sentence) if en.is_english(sentence) and en.is_english(question) else None
        return None if lead is None else ("yes", lead.start(1), lead.end(1))
    m = _LEAD_YES_NO.match(sentence)
    kind = yes_no(m.group(1), question) if m is not None else None
    return None if kind is None or m is None else (kind, m.start(1), m.end(1))


def yes_no_support(answer: str, question: str, support: Callable[[str], float], sentences: Sequence[str] = (),
                   keys: Callable[[str], list[str]] | None = None) -> ShortVerdict | None:
    """A bare yes/no answer judged as the question's own statement: the support the contexts give the question,
    POLAR_CLASH when the contexts say the opposite of what the answer asserts (`polar_clash`), full support for a
    "no" where a "yes" would clash (the contexts deny what is asked)."""
    kind = yes_no(answer, question)
    if kind is None or not question:
        return None
    if keys is not None and polar_clash(kind, question, sentences, keys):
        word = "是" if kind == "yes" else "否"
        return ShortVerdict(POLAR_CLASH, None, Message("judge.yes_no_clash", {"word": word, "word_en": kind}))
    if kind == "no" and keys is not None and polar_clash("yes", question, sentences, keys):
        # the clause a "yes" would clash with denies the question: the "no" says what it says
        return ShortVerdict(1.0, None, Message("judge.yes_no_agrees", {"word": "否", "word_en": kind}))
    value = max(0.0, min(1.0, support(question)))
    denied = echo_statement(answer, question)
    if denied is not None:   # 不涉及 read as 项目不涉及生态保护红线: the contexts may say it in those words
        value = max(value, min(1.0, support(denied)))
    word = "是" if kind == "yes" else "否"
    # it asserts nothing beyond the question's own terms: as grounded as they are, fully from YES_NO_FULL on
    reason = Message("judge.yes_no", {"word": word, "word_en": kind, "overlap": value})
    return ShortVerdict(round(min(1.0, value / YES_NO_FULL), 4), None, reason)


# English pieces of a sentence that may each hold a subject's value: cut at semicolons, colons, commas and the
# coordinators (9:30 and £1,000 are one value; "$120 for 5 years or $160 for 10 years" is two pieces)
_EN_PIECE_CUT = re.compile(r";|(?<!\d)[,:]|[,:](?!\d)|\s(?:and|or|while|whereas|but)\s")
_EN_SEGMENT_CUT = re.compile(r";|(?<!\d):|:(?!\d)")
# what an English "how" asks (How long, How much, How far): the question's form, not its subject
_HOW_WORDS = frozenset({"long", "much", "many", "far", "often", "old", "soon", "big", "larg", "large", "high", "low"})


def _value_scopes(sentence: str, ours: Sequence[Fact], keys: Sequence[str]) -> list[tuple[Fact, frozenset[int], str]]:
    """Each value of the answer's kind in an English context sentence with the question's keys (indices) said of
    it and the text of its piece (`_piece_scopes`)."""
    kin = [f for f in extract_facts(sentence) if any(same_unit_family(a, f) for a in ours)]
    return [(f, said, text) for f, (said, text) in zip(kin, _piece_scopes(sentence, [(f.start, f.end) for f in kin],
                                                                            keys))]


def _piece_scopes(sentence: str, holders: Sequence[tuple[int, int]], keys: Sequence[str], whole_frame: bool = True
                  ) -> list[tuple[frozenset[int], str]]:
    """For each holder (a value or a name at [start, end)) of an English context sentence, the question's keys
    (indices) said of it and the text of its piece: the piece of the sentence holding it (`_EN_PIECE_CUT`) with the
    pieces after it in its segment (cut at ; and :) that hold no other holder (", which begins the month after the
    job ends"), and for the first holder of a segment the pieces opening it (a leading condition: "in the year you
    reach it, $1 for every $3 above $62,160"); the keys of the sentence's opening before its first holder count for
    every piece, which it frames ("The Rent Tax Credit was increased from EUR 750 to EUR 1,000, and jointly assessed
    couples can claim up to EUR 2,000") — with `whole_frame` false, only for the pieces of its segment ("The Board
    is chaired by X; its secretary is Y": the Board frames X, not Y)."""
    if not holders:
        return []
    cuts = sorted({0, len(sentence), *(m.start() for m in _EN_PIECE_CUT.finditer(sentence))})
    pieces = [(a, b) for a, b in zip(cuts, cuts[1:]) if b > a]
    hard = [m.start() for m in _EN_SEGMENT_CUT.finditer(sentence)]
    seg = [sum(1 for h in hard if h <= a) for a, _b in pieces]
    holds = [any(a <= h < b for h, _e in holders) for a, b in pieces]
    owner: list[int | None] = []
    for i in range(len(pieces)):   # the holder a piece is said of: the last one up to it in its segment, or the next
        ahead = [k for k in range(i, len(pieces)) if holds[k] and seg[k] == seg[i]]
        behind = [k for k in range(i + 1) if holds[k] and seg[k] == seg[i]]
        owner.append(behind[-1] if behind else ahead[0] if ahead else None)
    first = min(h for h, _e in holders)
    frame = _key_positions(keys, sentence[:first], True)
    framed = {n for n, pos in enumerate(frame) if pos}
    first_seg = sum(1 for h in hard if h <= first)
    out = []
    for h, _e in holders:
        k = next(i for i, (a, b) in enumerate(pieces) if a <= h < b)
        text = " ".join(sentence[a:b] for i, (a, b) in enumerate(pieces) if owner[i] == k)
        said = {n for n, pos in enumerate(_key_positions(keys, text, True)) if pos}
        out.append((frozenset(said | framed) if whole_frame or seg[k] == first_seg else frozenset(said),
                    text.strip(" ,;:")))
    return out


def _within(f: Fact, a: Fact) -> bool:
    """Whether a date is a coarser form of another (2009 of December 25, 2009): no rival to it."""
    if f.family != "date" or a.family != "date" or not isinstance(f.value, tuple) or not isinstance(a.value, tuple):
        return False
    return all(x is None or y is None or x == y for x, y in zip(f.value, a.value))


_Piece = tuple[frozenset[int], int, str]   # the question's keys a value's piece says, its sentence, its text


def _distinct_pieces(part: str, question: str, sentences: Sequence[str]) -> tuple[list[_Piece], list[_Piece]] | None:
    """The pieces (`_value_scopes`) of an English short answer's value and of the other values of its kind, with
    the question's keys each says (not the words "how" asks with: How long, How much); None for an answer without a
    value, or when a piece of its value says nothing of the question (a multi-hop bridge: undecided)."""
    ours = extract_facts(_bare(part))
    if not ours or len(sentences) > CLOSER_SENTENCES:
        return None
    asked = extract_facts(question)
    found = en.words(question)
    drop = {w.stem for w in en.words(_bare(part))}
    keys = list(dict.fromkeys(w.stem for i, w in enumerate(found) if w.content and w.stem not in drop
                              and not (i and found[i - 1].stem == "how" and w.stem in _HOW_WORDS)))
    if not keys:
        return None
    own: list[_Piece] = []
    others: list[_Piece] = []
    for j, sent in enumerate(sentences):
        for f, said, text in _value_scopes(sent, ours, keys):
            if any(same_value(q, f) for q in asked):
                continue
            if any(same_value(a, f) for a in ours):
                own.append((said, j, text))
            elif not any(_within(f, a) for a in ours):
                others.append((said, j, text))
    if not own or any(not said for said, _j, _t in own):
        return None
    return own, others


def singled_out(part: str, question: str, sentences: Sequence[str]) -> bool:
    """Whether the question's words single out an English short answer's value among the values of its kind: a
    piece stating it says more of the question than every other value's piece, and all they say ("What's the Plan 5
    repayment threshold?" answered "£25,000" of "On Plan 2 you repay 9% over £28,470 a year; on Plan 5, 9% over
    £25,000 a year": only the £25,000 is said of Plan 5). Such a value is no other subject's."""
    pieces = _distinct_pieces(part, question, sentences)
    if pieces is None:
        return False
    own, others = pieces
    top = max(own, key=lambda o: len(o[0]))[0]
    return bool(others) and all(o[0] < top for o in others)


def _years_of(text: str) -> set[int]:
    return context_years(extract_facts(text))


def _other_year_rival(question: str, own: Sequence[_Piece], others: Sequence[_Piece]) -> tuple[int, str] | None:
    """The piece of another value of the kind that states the year the question asks about, when every piece
    stating the answer's value states another year and not that one ("… in 2025?" answered "$668" of "In 2025 the
    maximum is $695 a week, up from $668 in 2024"); None otherwise."""
    asked = _years_of(question)
    if not asked or not all(_years_of(text) and not _years_of(text) & asked for _s, _j, text in own):
        return None
    dated = [(j, text) for _s, j, text in others if _years_of(text) & asked]
    return dated[0] if dated else None


def distinct_rival(part: str, question: str, sentences: Sequence[str]) -> tuple[int, str] | None:
    """The English context sentence and piece that give another value of a short answer's kind to what the
    question asks, told by the question's distinctive words: every piece stating the answer's value says some of
    the question, and the rival's piece says all of that and more ("How long is the Special Enrollment Period?"
    answered "7 months" of "Your Initial Enrollment Period is 7 months long" where "you have a Special Enrollment
    Period of 8 months": Special is said only of the 8 months). A value's piece is the clause holding it with its
    leading condition and the sentence's opening (`_value_scopes`); it may stand in another sentence. A piece that
    says nothing of the question (a multi-hop answer's bridge sentence) or says a word of it the rival's does not
    ("born" of "Y (born 1957) is an actor" against "X is a 2001 film directed by Y") leaves it undecided: None."""
    pieces = _distinct_pieces(part, question, sentences)
    if pieces is None:
        return None
    own, others = pieces
    dated = _other_year_rival(question, own, others)
    if dated is not None:
        return dated
    best: tuple[frozenset[int], int, str] | None = None
    for said, j, text in own:
        # (a name the answer's piece is about that the rival's sentence names is a multi-hop bridge: "The Okefenokee
        # Swamp is … 438,000 acre" where "X State Park is a 626-acre park near the Okefenokee Swamp")
        bridges = [text[a:b].lower() for a, b in en.name_runs(text) if text[a:b].lower() not in question.lower()]
        beating = [o for o in others if said < o[0]
                   and (o[1] == j or not any(n in sentences[o[1]].lower() for n in bridges))]
        if not beating:
            return None
        top = max(beating, key=lambda o: len(o[0]))
        best = top if best is None or len(top[0]) > len(best[0]) else best
    return (best[1], best[2]) if best is not None else None


NAME_KEYS = 5   # name_rival reads questions of at most this many content words (the false flags on HaluEval dev: 8+)
_CALENDAR = frozenset("january february march april may june july august september october november december monday "
                      "tuesday wednesday thursday friday saturday sunday".split())
_NAME_RUN = re.compile(r"[A-Z][\w'’&.\-]*(?:\s+(?:of|the|and|&|de|du|van|von|for)?\s*[A-Z][\w'’&.\-]*)*")


def _name_holders(sentence: str, question: str) -> list[tuple[int, int]]:
    """The names of an English context sentence: runs of capitalised words (one word only past the sentence's
    first), not the names the question gives (its frame), nor months and weekdays; a name after another and a comma
    or an opening bracket is part of it ("Seattle, Washington", "National Wrestling Alliance (NWA")."""
    asked = question.lower()
    out: list[tuple[int, int]] = []
    for m in _NAME_RUN.finditer(sentence):
        text = m.group(0).strip(" .")
        words = text.split()
        if not m.start() and len(words) < 2 or text.lower() in asked or words[0].lower() in _CALENDAR:
            continue
        if out and re.fullmatch(r",\s*|\s*\(", sentence[out[-1][1]:m.start()]):   # (and its abbreviation: "(NWA)")
            out[-1] = (out[-1][0], m.start() + len(text))
        else:
            out.append((m.start(), m.start() + len(text)))
    return out


def _listed(sentence: str, holders: Sequence[tuple[int, int]], n: int) -> bool:
    """Whether holder `n` stands in a list of names ("starring Max Gail, Adam Baldwin, Mr. T"): one of the others
    next to it, a comma, "and" or "or" between."""
    gaps = [sentence[holders[n - 1][1]:holders[n][0]] if n else None,
            sentence[holders[n][1]:holders[n + 1][0]] if n + 1 < len(holders) else None]
    return any(g is not None and re.fullmatch(r"\s*(?:,|,?\s*(?:and|or|&))\s*", g) for g in gaps)


def name_rival(part: str, question: str, sentences: Sequence[str]) -> tuple[int, str] | None:
    """The English context sentence and piece that give another name to what the question asks: in every sentence
    naming a short answer's name, another name's piece (`_piece_scopes`) says more of the question than the
    answer's: all it says and more, and at least RIVAL_GOVERNS of the question — all of it where the answer's piece
    says nothing of it ("Where is the largest factory?" answered "Rotterdam" of "The firm's headquarters are in
    Rotterdam, and its largest factory is in Lyon"). Only names of the same sentence compete, and not names listed
    together; None when no sentence names the answer, or one names it in a piece no other beats."""
    bare = re.sub(r"^(?:the|a|an)\s+", "", _bare(part), flags=re.I).strip()
    if not bare or not bare[0].isupper() or extract_facts(bare) or len(sentences) > CLOSER_SENTENCES:
        return None
    found = en.words(question)
    drop = {w.stem for w in en.words(bare)}
    keys = list(dict.fromkeys(w.stem for i, w in enumerate(found) if w.content and w.stem not in drop
                              and not (i and found[i - 1].stem == "how" and w.stem in _HOW_WORDS)))
    if not 2 <= len(keys) <= NAME_KEYS:
        return None   # (a long question chains several subjects: a multi-hop answer's clause need not say its words)
    best: tuple[int, int, str] | None = None
    for j, sent in enumerate(sentences):
        holders = _name_holders(sent, question)
        mine = [n for n, (a, b) in enumerate(holders) if bare.lower() in sent[a:b].lower()
                or (b - a >= 4 and sent[a:b].lower() in bare.lower())]
        if not mine:
            continue
        if any(_listed(sent, holders, m) for m in mine):
            return None   # one of several names listed together: said of the same thing
        # (the question's words a name itself holds say nothing of it: "National Wrestling Alliance" asked for a
        # wrestling alliance, "the Ozarks" where the question names the Ozark School District)
        scopes = [(said - {n for n, pos in enumerate(_key_positions(keys, sent[a:b], True)) if pos}, text)
                  for (said, text), (a, b) in zip(_piece_scopes(sent, holders, keys, whole_frame=False), holders)]
        theirs = [(said, text) for n, (said, text) in enumerate(scopes) if n not in mine
                  and not any(scopes[m][1] == text for m in mine)]
        for m in mine:
            own, text = scopes[m]
            # (another name in the answer's piece that the sentence names again is a multi-hop bridge: "Wolverine
            # (born James Howlett …) is a fictional character")
            if any(n not in mine and sent[a:b] in text and sent.count(sent[a:b]) > 1 for n, (a, b) in enumerate(holders)):
                return None
            beating = [(said, text) for said, text in theirs if own < said
                       and len(said) >= (RIVAL_GOVERNS * len(keys) if own else len(keys))]
            if not beating:
                return None
            said, text = max(beating, key=lambda o: len(o[0]))
            best = best if best is not None and best[0] >= len(said) else (len(said), j, text)
    return None if best is None else (best[1], best[2])
