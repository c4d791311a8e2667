"""Seed 003 §2, answer quality: exact match, F1 over jieba tokens, coherence, factual consistency, comprehensiveness.

Every metric is a rule score plus the two-layer LLM policy of `llm_fallback`. The module also holds the Chinese
tokenisation shared by the retrieval and graph metrics: jieba tokens without stopwords, question keywords, the key
phrases of a text.
"""
from __future__ import annotations

import re
import unicodedata
from collections import Counter
from typing import Any

from rapidfuzz import fuzz

from earag.messages import Message
from earag.metrics.base import BaseMetric, MetricResult
from earag.metrics.llm_fallback import JudgeTask, llm_scorer, prompt_language, status_of, two_layer
from earag.metrics.registry import register
from earag.nlp import tokenizer  # the one jieba loader; STOPWORDS is re-exported from it
from earag.nlp.entities import OfflineExtractor, merge_entities
from earag.nlp.matching import mentioned_in
from earag.nlp.text import bigram_recall, normalize, split_sentences
from earag.nlp.tokenizer import STOPWORDS
from earag.runtime import runtime

# Question-type nouns: they say what kind of answer is wanted, they are not aspects an answer repeats.
GENERIC_TERMS: frozenset[str] = frozenset({
    "条件", "流程", "材料", "时间", "标准", "比例", "金额", "额度", "期限", "方式", "途径", "程序", "手续", "要求",
    "规定", "问题", "情况", "方面", "内容", "政策", "企业", "国家", "政府", "部门", "单位", "个人", "人员", "服务",
    "管理", "支持", "办理", "申请", "相关", "有关", "工作", "影响", "作用", "区别", "变化", "好处", "优惠政策",
})
_NOUN_TAGS = {"n", "nz", "vn", "nt", "ns", "nr", "nrt", "j", "l", "an", "eng", "zc", "jg", "dl", "fl", "hy"}
_ARTICLES_RE = re.compile(r"\b(?:a|an|the)\b", re.I)


def default_extractor() -> OfflineExtractor:
    """One shared offline extractor (policy lexicon when present); the Evaluator's own one is preferred when given."""
    return runtime().get("metrics.extractor", "default", OfflineExtractor)  # built once, however many ask at once


def cut(text: str) -> list[str]:
    """jieba tokens of the NFKC, lower-cased text."""
    return tokenizer.cut(unicodedata.normalize("NFKC", text or "").lower())


def pos_cut(text: str) -> list[tuple[str, str]]:
    return tokenizer.pos_cut(unicodedata.normalize("NFKC", text or ""))


def content_tokens(text: str) -> list[str]:
    """Normalised jieba tokens without punctuation, spaces and stopwords (kept in order, repeats kept)."""
    out = []
    for tok in cut(_ARTICLES_RE.sub(" ", text or "")):
        norm = normalize(tok)
        if norm and norm not in STOPWORDS:
            out.append(norm)
    return out


def _is_term(word: str) -> bool:
    norm = normalize(word)
    return len(norm) >= 2 and norm not in STOPWORDS and norm not in GENERIC_TERMS and not norm.isdigit()


def keywords(text: str, extractor: OfflineExtractor | None = None) -> list[str]:
    """The aspects of a text: policy entities (offline extractor) plus jieba nouns not inside one of them."""
    extractor = extractor or default_extractor()
    ents = [e.name for e in extractor.extract(text) if _is_term(e.name)]
    ent_norm = [normalize(e) for e in ents]
    nouns = [w for w, f in pos_cut(text) if f in _NOUN_TAGS and _is_term(w)
             and not any(normalize(w) in e for e in ent_norm)]
    return merge_entities([*ents, *nouns])


def key_phrases(text: str, k: int = 8, extractor: OfflineExtractor | None = None) -> list[str]:
    """The k most frequent terms of a text (entities and nouns, as `keywords`); ties keep the first occurrence."""
    extractor = extractor or default_extractor()
    terms = [e.name for e in extractor.extract(text) if _is_term(e.name)]
    ent_norm = [normalize(t) for t in terms]
    counts: Counter[str] = Counter()
    first: dict[str, int] = {}
    norm_text = normalize(text)
    for term in terms:
        counts[term] = max(1, norm_text.count(normalize(term)))
    for w, f in pos_cut(text):
        if f in _NOUN_TAGS and _is_term(w) and not any(normalize(w) in e for e in ent_norm):
            counts[w] += 1
    for i, term in enumerate(counts):
        first[term] = i
    ranked = sorted(counts, key=lambda t: (-counts[t], first[t]))
    return merge_entities(ranked)[:k]


# --- exact match ---------------------------------------------------------------------------------------------
EM_HIGH_JACCARD = 0.8


def jaccard(a: str, b: str) -> float:
    """Jaccard similarity of the content-token sets (1.0 for two texts without content tokens)."""
    sa, sb = set(content_tokens(a)), set(content_tokens(b))
    if not sa and not sb:
        return 1.0
    return len(sa & sb) / len(sa | sb)


def em_rule(answer: str, ground_truth: str) -> tuple[float, dict[str, Any]]:
    """Normalised exact match = 1.0; otherwise a monotone mapping of the token Jaccard J:

    J >= 0.8  →  0.7 + 0.3·(J − 0.8)/0.2   (seed 003's "相似度高时给予0.7-1.0分": 0.8 → 0.7, 1.0 → 1.0)
    J <  0.8  →  0.875·J                   (= J·0.7/0.8, so the score never jumps down at 0.8)

    The raw Jaccard is reported as `jaccard`. Raw J below 0.8 would not be monotone (J = 0.79 would outscore
    J = 0.8), hence the scaling. The LLM is asked for mapped scores in [0.3, 0.7], i.e. 0.343 <= J <= 0.8.
    """
    norm_a = normalize(_ARTICLES_RE.sub(" ", answer or ""))
    norm_b = normalize(_ARTICLES_RE.sub(" ", ground_truth or ""))
    if norm_a and norm_a == norm_b:
        return 1.0, {"exact": True, "jaccard": 1.0}
    j = jaccard(answer, ground_truth)
    score = 0.7 + 0.3 * (j - EM_HIGH_JACCARD) / (1 - EM_HIGH_JACCARD) if j >= EM_HIGH_JACCARD else 0.7 / EM_HIGH_JACCARD * j
    return min(1.0, score), {"exact": False, "jaccard": j}


# --- F1 ------------------------------------------------------------------------------------------------------
def f1_parts(answer: str, ground_truth: str) -> dict[str, Any]:
    """Seed 003's F1 over content tokens counted with multiplicity (as SQuAD does):

    common = Σ_t min(count_answer(t), count_truth(t)); P = common/|answer tokens|; R = common/|truth tokens|;
    F1 = 2PR/(P + R), and 0 when P + R = 0.
    """
    pred, truth = content_tokens(answer), content_tokens(ground_truth)
    common = sum((Counter(pred) & Counter(truth)).values())
    p = common / len(pred) if pred else 0.0
    r = common / len(truth) if truth else 0.0
    f1 = 2 * p * r / (p + r) if p + r > 0 else 0.0
    return {"precision": p, "recall": r, "f1": f1, "common_tokens": common,
            "answer_tokens": len(pred), "truth_tokens": len(truth)}


# --- coherence -----------------------------------------------------------------------------------------------
CONNECTIVES = ("首先", "其次", "再次", "然后", "此外", "另外", "同时", "因此", "所以", "但是", "然而", "而且", "并且",
               "最后", "总之", "综上", "例如", "比如", "其中", "具体", "一是", "二是", "三是", "第一", "第二", "第三",
               "另一方面", "对此", "为此", "如果", "否则", "因为", "由于", "从而", "进而", "此时", "相应")
_ENUM_LINE_RE = re.compile(r"^\s*(?:[-*•]|\d+[.、)）]|[（(]\d+[)）]|[一二三四五六七八九十]+、)", re.M)


def coherence_parts(answer: str) -> dict[str, Any]:
    """The structural heuristic of `response_coherence` (seed 003 §2.3: sentences, paragraphs, logical flow).

    n = sentences (earag.nlp.text.split_sentences); lengths are normalised characters.
      sentences    = share of sentences with 4–150 characters (fragments and run-ons lower it)
      paragraphs   = 1.0 for answers up to 150 characters; longer: 1.0 with 2+ paragraphs or list items, else 0.5
      connectives  = 1.0 for n <= 2 or an enumerated list; else min(1, 2k/(n − 1)), k = sentences after the first
                     containing a connective (首先, 此外, 因此 ...): one signposted transition in two is enough
      repetition   = 1 − d/n, d = sentences equal to, or with bigram recall >= 0.9 in, an earlier sentence
      rule         = 0.25·sentences + 0.15·paragraphs + 0.25·connectives + 0.35·repetition
    No sentence at all scores 0.
    """
    sentences = split_sentences(answer)
    n = len(sentences)
    if n == 0:
        return {"rule": 0.0, "sentences": 0, "sentence_score": 0.0, "paragraph_score": 0.0,
                "connective_score": 0.0, "repetition_score": 0.0, "repeated": []}
    lengths = [len(normalize(s)) for s in sentences]
    s_sent = sum(4 <= n_ <= 150 for n_ in lengths) / n
    total = len(normalize(answer))
    paragraphs = [p for p in re.split(r"\n\s*\n|\n", answer or "") if normalize(p)]
    enumerated = len(_ENUM_LINE_RE.findall(answer or "")) >= 2
    s_para = 1.0 if total <= 150 or len(paragraphs) >= 2 or enumerated else 0.5
    k = sum(any(c in s for c in CONNECTIVES) for s in sentences[1:])
    s_conn = 1.0 if n <= 2 or enumerated else min(1.0, 2 * k / (n - 1))
    repeated = []
    for i in range(1, n):
        a = normalize(sentences[i])
        if any(a == normalize(sentences[j]) or bigram_recall(sentences[i], sentences[j]) >= 0.9 for j in range(i)):
            repeated.append(sentences[i])
    s_rep = 1 - len(repeated) / n
    rule = 0.25 * s_sent + 0.15 * s_para + 0.25 * s_conn + 0.35 * s_rep
    return {"rule": rule, "sentences": n, "sentence_score": s_sent, "paragraph_score": s_para,
            "connective_score": s_conn, "repetition_score": s_rep, "connective_sentences": k,
            "enumerated": enumerated, "repeated": repeated}


# --- factual consistency -------------------------------------------------------------------------------------
_QUANTITY_RE = re.compile(
    r"(\d{4})年(?!度)|(\d+(?:\.\d+)?)\s*(%|％|万元|亿元|元|万|亿|个月|年|月|日|天|倍|人|户|项|家|次|小时|平方米|公里)"
)
_CLAUSE_SPLIT_RE = re.compile(r"[，,；;：:、（()）\s]")
_KEY_LEAD_RE = re.compile(r"^(?:其中|其|该|这|此|它|上述|所述|而且|而|并且|并|且|同时|此外|另外|但是|但|即|对于|对|按照|根据|依据|在|自|从)+")
_KEY_TAIL_RE = re.compile(r"(?:为|是|约为|约|达到|达|共计|共|合计|高达|仅|只有)+$")
_MONEY = {"元": 1.0, "万元": 1e4, "亿元": 1e8}
# Comparators that contain 不 but are not negations of the statement.
_COMPARATORS_RE = re.compile(r"不超过|不低于|不少于|不高于|不多于|不足|不到|不满")
_NEGATIONS: tuple[tuple[str, str], ...] = (
    ("不需要", "需要"), ("无需", "需要"), ("无须", "需要"), ("不需", "需"), ("不再", ""), ("不得", "得"), ("不予", "予"),
    ("没有", "有"), ("并非", "是"), ("不是", "是"), ("不必", "必"), ("不能", "能"), ("不可", "可"), ("不用", "用"),
    ("未", ""), ("不", ""),
)
_NEGATION_RE = re.compile("|".join(re.escape(a) for a, _ in _NEGATIONS))


def quantity_claims(sentence: str) -> list[dict[str, Any]]:
    """(key, value, unit) of each number in a sentence; key = the clause text just before the number.

    The key runs from the last clause separator (or the previous number) to the number, without leading pronouns
    , connectives and prepositions (其, 该, 此外, 对 ...) and trailing copulas (为, 是, 约 ...); keys shorter than 2 characters are
    dropped. Money is converted to 元 so 100万元 and 1000000元 are one value.
    """
    claims = []
    text = unicodedata.normalize("NFKC", sentence or "")
    prev_end = 0
    for m in _QUANTITY_RE.finditer(text):
        before = text[prev_end : m.start()]
        prev_end = m.end()
        key = _CLAUSE_SPLIT_RE.split(before)[-1]
        key = _KEY_TAIL_RE.sub("", _KEY_LEAD_RE.sub("", normalize(key)))
        if len(key) < 2:
            continue
        if m.group(1):
            value, unit = float(m.group(1)), "年份"
        else:
            value, unit = float(m.group(2)), m.group(3).replace("％", "%")
            if unit in _MONEY:
                value, unit = value * _MONEY[unit], "元"
        claims.append({"key": key, "value": value, "unit": unit, "text": m.group(0)})
    return claims


def _same_quantity(a: str, b: str) -> bool:
    return a == b or a.endswith(b) or b.endswith(a)


def _negation_core(sentence: str) -> tuple[bool, str]:
    masked = _COMPARATORS_RE.sub("≤", normalize(sentence))
    negated = bool(_NEGATION_RE.search(masked))
    core = _NEGATION_RE.sub(lambda m: dict(_NEGATIONS)[m.group(0)], masked)
    return negated, core


def contradictions(answer: str) -> dict[str, Any]:
    """The internal-contradiction check of `factual_consistency` (seed 003 §2.4).

    Two sentences contradict each other when
      - numbers: they state the same quantity (keys equal, or one key a suffix of the other: 税率 / 小微企业的税率)
        in the same unit with different values (税率为20% … 其税率为25%), or
      - negation: one is negated and the other not (不, 无需, 没有, 不再 …; comparators such as 不超过 excluded) and
        their texts with the negations removed are near-identical (rapidfuzz ratio >= 85, at least 4 characters).
    rule = 1 − (sentences involved in a contradiction) / (sentences); no sentence → 1.0 (nothing contradicts).
    """
    sentences = split_sentences(answer)
    n = len(sentences)
    claims = [quantity_claims(s) for s in sentences]
    cores = [_negation_core(s) for s in sentences]
    found: list[dict[str, Any]] = []
    involved: set[int] = set()
    for i in range(n):
        for j in range(i + 1, n):
            for a in claims[i]:
                hit = next((b for b in claims[j] if a["unit"] == b["unit"] and _same_quantity(a["key"], b["key"])
                            and abs(a["value"] - b["value"]) > 1e-9), None)
                if hit is not None:
                    found.append({"type": "number", "sentences": [sentences[i], sentences[j]],
                                  "quantity": min(a["key"], hit["key"], key=len), "values": [a["text"], hit["text"]]})
                    involved.update((i, j))
                    break
            (neg_i, core_i), (neg_j, core_j) = cores[i], cores[j]
            if neg_i != neg_j and min(len(core_i), len(core_j)) >= 4 and fuzz.ratio(core_i, core_j) >= 85:
                found.append({"type": "negation", "sentences": [sentences[i], sentences[j]]})
                involved.update((i, j))
    rule = 1.0 - len(involved) / n if n else 1.0
    return {"rule": rule, "sentences": n, "contradictions": found, "contradicting_sentences": len(involved)}


# --- comprehensiveness ---------------------------------------------------------------------------------------
ASPECT_PARTIAL = 0.6  # an aspect not named verbatim is addressed when this share of its character bigrams occurs


def comprehensiveness_parts(question: str, answer: str, ground_truth: str | None = None,
                            extractor: OfflineExtractor | None = None) -> dict[str, Any]:
    """The rule of `answer_comprehensiveness` (seed 003 §2.5: does the answer cover every aspect of the question).

    aspects       = question keywords (policy entities + jieba nouns, question-type words such as 条件/流程 left out)
    aspect_share  = aspects named in the answer (normalised containment, or bigram recall >= 0.6) / aspects
    truth_recall  = |content tokens of ground_truth ∩ those of the answer| / |content tokens of ground_truth|
                    (sets; only when a ground truth is given)
    rule          = mean of the parts that exist; None when the question has no aspect and there is no ground truth.
    """
    aspects = keywords(question, extractor)
    addressed = [a for a in aspects if mentioned_in(a, answer) or bigram_recall(a, answer) >= ASPECT_PARTIAL]
    parts: dict[str, Any] = {"aspects": aspects, "addressed_aspects": addressed,
                             "missing_aspects": [a for a in aspects if a not in addressed]}
    values = []
    if aspects:
        parts["aspect_share"] = len(addressed) / len(aspects)
        values.append(parts["aspect_share"])
    if ground_truth and ground_truth.strip():
        truth = set(content_tokens(ground_truth))
        if truth:
            got = truth & set(content_tokens(answer))
            parts["truth_recall"] = len(got) / len(truth)
            parts["truth_missing_tokens"] = sorted(truth - got)
            values.append(parts["truth_recall"])
    parts["rule"] = sum(values) / len(values) if values else None
    return parts


# --- the metrics ---------------------------------------------------------------------------------------------
_RANGES = ("表现优秀", "表现一般", "表现较差")

# Seed 003's judge instructions per metric, in Chinese and in English (the English around an English answer).
_EM_TASK = JudgeTask(
    ("评估系统答案与参考答案在语义上是否等价，依据关键信息点（数字、条件、主体、结论）的匹配程度打分。",
     ("关键信息点全部一致，语义等价", "部分关键信息一致，有遗漏或差异", "关键信息不一致或答非所问")),
    ("Judge whether the system answer is semantically equivalent to the reference answer, by how well their key "
     "points (numbers, conditions, subjects, conclusions) match.",
     ("every key point agrees: semantically equivalent", "some key points agree, with omissions or differences",
      "the key points disagree, or the answer misses the question")))
_F1_TASK = JudgeTask(
    ("评估系统答案与参考答案的信息重叠程度：参考答案中的信息有多少出现在系统答案中，系统答案又有多少是参考答案中的信息。",
     ("信息基本完全重叠", "有一部分信息重叠", "几乎没有重叠的信息")),
    ("Judge how much information the system answer and the reference answer share: how much of the reference's "
     "information appears in the system answer, and how much of the system answer is the reference's information.",
     ("the information overlaps almost completely", "part of the information overlaps",
      "almost no information overlaps")))
_COHERENCE_TASK = JudgeTask(
    ("评估系统回答的连贯性：结构是否完整、条理是否清楚、句子之间的逻辑衔接是否流畅、是否有重复或跳跃。",
     ("结构清晰、逻辑流畅、无重复", "基本通顺但组织一般或有少量重复、跳跃", "结构混乱、前后不连贯")),
    ("Judge the coherence of the system answer: whether its structure is complete, its order clear, the logical "
     "links between sentences smooth, and whether it repeats itself or jumps.",
     ("clear structure, smooth logic, no repetition", "readable but loosely organised, or a little repetition "
      "or jumping", "confused structure, incoherent")))
_CONSISTENCY_TASK = JudgeTask(
    ("评估系统回答内部的事实一致性：提取回答中的关键信息点，检查它们之间是否存在自相矛盾或逻辑错误"
     "（同一事项给出不同数字、同时肯定和否定同一说法等）。不需要判断与外部事实是否相符。",
     ("信息点之间完全一致，没有矛盾", "存在含糊或轻微不一致", "存在明显的自相矛盾")),
    ("Judge the internal factual consistency of the system answer: take its key points and check whether they "
     "contradict each other or are illogical (different numbers for the same thing, a statement both affirmed and "
     "denied). Do not judge whether they agree with outside facts.",
     ("the points agree completely, no contradiction", "vague or slightly inconsistent",
      "clearly contradicts itself")))
_COMPREHENSIVENESS_TASK = JudgeTask(
    ("评估系统回答的全面性：是否涵盖了问题的所有方面，信息是否充分详尽。",
     ("涵盖问题的所有方面且信息充分", "回答了主要方面但有遗漏或过于简略", "只涉及很少方面或未回答问题")),
    ("Judge how comprehensive the system answer is: whether it covers every aspect of the question, with enough "
     "detail.",
     ("covers every aspect of the question with enough information",
      "answers the main aspects but leaves some out or is too brief",
      "touches few aspects or does not answer the question")))


class _AnswerMetric(BaseMetric):
    group = "answer_quality"
    llm_calls_per_sample = 1

    def _finish(self, rule: float | None, rule_reason: str | Message, prompt, parts: dict[str, Any]) -> MetricResult:
        score, details = two_layer(rule, self.name, llm_scorer(self.llm, prompt, self.option("llm_timeout")),
                                   rule_reason=rule_reason)
        details["backend"] = getattr(self.llm, "name", "llm") if details["used"] == "llm" else "rule"
        return self.result(score, details["reason"], **parts, **details, status=status_of(score, details))

    @property
    def extractor(self) -> OfflineExtractor:
        return self.options.get("extractor") or default_extractor()


@register
class ExactMatch(_AnswerMetric):
    """Exact match with the reference answer; partial credit from token Jaccard (seed 003 §2.1)."""

    name = "em"
    requires = ("ground_truth",)
    description = "精确匹配：标准化后完全一致得1.0，否则按分词Jaccard相似度给分 (exact match, Jaccard partial credit)"

    def evaluate(self, sample):
        rule, parts = em_rule(sample.answer, sample.ground_truth)
        reason = (Message("quality.em_exact") if parts["exact"]
                  else Message("quality.em_jaccard", {"jaccard": parts["jaccard"]}))
        prompt = lambda: _EM_TASK.prompt(  # noqa: E731
            {"问题": sample.question, "参考答案": sample.ground_truth, "系统答案": sample.answer}, prompt_language(sample))
        return self._finish(rule, reason, prompt, parts)


@register
class F1Score(_AnswerMetric):
    """Token F1 against the reference answer, with jieba segmentation and stopwords removed (seed 003 §2.2)."""

    name = "f1"
    requires = ("ground_truth",)
    description = "F1分数：中文分词去停用词后的精确率与召回率的调和平均 (token F1 vs ground truth)"

    def evaluate(self, sample):
        parts = f1_parts(sample.answer, sample.ground_truth)
        reason = Message("quality.f1", {"tokens": parts["common_tokens"], "precision": parts["precision"],
                                        "recall": parts["recall"], "f1": parts["f1"]})
        prompt = lambda: _F1_TASK.prompt(  # noqa: E731
            {"问题": sample.question, "参考答案": sample.ground_truth, "系统答案": sample.answer}, prompt_language(sample))
        return self._finish(parts["f1"], reason, prompt, parts)


@register
class ResponseCoherence(_AnswerMetric):
    """Structure and logical flow of the answer; mainly the LLM's judgement, a structural heuristic offline."""

    name = "response_coherence"
    description = "答案连贯性：结构与逻辑流畅程度，主要依赖LLM，离线时用结构启发式 (coherence)"

    def evaluate(self, sample):
        parts = coherence_parts(sample.answer)
        rule = parts.pop("rule")
        reason = Message("quality.structure", {"sentences": parts["sentences"], "complete": parts["sentence_score"],
                                               "cohesion": parts["connective_score"], "repeated": len(parts["repeated"])})
        prompt = lambda: _COHERENCE_TASK.prompt(  # noqa: E731
            {"问题": sample.question, "系统回答": sample.answer}, prompt_language(sample))
        return self._finish(rule, reason, prompt, parts)


@register
class FactualConsistency(_AnswerMetric):
    """Internal consistency of the answer: no quantity stated twice with different values, no statement and its
    negation; mainly the LLM's judgement."""

    name = "factual_consistency"
    description = "事实一致性：答案内部是否自相矛盾（同一数量不同数值、肯定与否定并存），主要依赖LLM (internal consistency)"

    def evaluate(self, sample):
        parts = contradictions(sample.answer)
        rule = parts.pop("rule")
        if parts["contradictions"]:
            first = parts["contradictions"][0]
            reason = Message("quality.contradictions", {"count": len(parts["contradictions"]),
                                                        "example": " / ".join(first["sentences"])})
        else:
            reason = Message("quality.no_contradiction")
        prompt = lambda: _CONSISTENCY_TASK.prompt(  # noqa: E731
            {"问题": sample.question, "系统回答": sample.answer}, prompt_language(sample))
        return self._finish(rule, reason, prompt, parts)


@register
class AnswerComprehensiveness(_AnswerMetric):
    """Whether the answer covers every aspect of the question (and the reference's key points); mainly the LLM."""

    name = "answer_comprehensiveness"
    description = "答案全面性：问题各方面（关键词）是否都被回答覆盖，有参考答案时加上要点召回，主要依赖LLM (comprehensiveness)"

    def evaluate(self, sample):
        parts = comprehensiveness_parts(sample.question, sample.answer, sample.ground_truth, self.extractor)
        rule = parts.pop("rule")
        bits = []
        if "aspect_share" in parts:
            bits.append(Message("quality.aspects_covered", {"covered": len(parts["addressed_aspects"]),
                                                            "total": len(parts["aspects"])}))
            if parts["missing_aspects"]:
                bits.append(Message("quality.aspects_missing", {"names": [str(a) for a in parts["missing_aspects"]]}))
        if "truth_recall" in parts:
            bits.append(Message("quality.truth_recall", {"recall": parts["truth_recall"]}))
        reason = Message("text.joined", {"parts": bits}) if bits else Message("quality.no_aspects")
        prompt = lambda: _COMPREHENSIVENESS_TASK.prompt(  # noqa: E731
            {"问题": sample.question, "参考答案": sample.ground_truth, "系统回答": sample.answer},
            prompt_language(sample))
        return self._finish(rule, reason, prompt, parts)


__all__ = [
    "AnswerComprehensiveness", "ExactMatch", "F1Score", "FactualConsistency", "ResponseCoherence", "STOPWORDS",
    "coherence_parts", "comprehensiveness_parts", "content_tokens", "contradictions", "em_rule", "f1_parts",
    "jaccard", "key_phrases", "keywords", "quantity_claims",
]
