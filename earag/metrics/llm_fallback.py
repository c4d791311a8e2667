"""Seed 003's two-layer scoring: a rule score first, the LLM judge when the rule score is low or unreliable, keep the higher.

The triggers are seed 003's summary table (`TRIGGERS`). Where the seed says "mainly LLM" (coherence, factual
consistency, comprehensiveness) the LLM is always asked and the rule score is a structural heuristic that stands in
when no LLM answers. Unlike the seed, a failed LLM never yields a preset default score: the rule score is kept and
`llm_status` says why ("no_llm", "unavailable", "timeout", "error").
"""
from __future__ import annotations

import contextvars
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor, Future
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from earag.backends.llm import Completion, complete
from earag.backends.llm.usage import Usage, record_usage, usage_of_error
from earag.deadline import checkpoint, tracked
from earag.enums import ProvenanceStatus
from earag.errors import BackendOutputError, BackendTimeout, BackendUnavailable
from earag.messages import Message
from earag.metrics.prompt import Prompt
from earag.metrics.registry import _safe
from earag.nlp.language import text_language
from earag.tokens import truncate_to_limit


class LLMScore(BaseModel):
    """The judge's answer for every fallback prompt: a score in [0, 1] and a one-sentence reason."""

    score: float = Field(ge=0.0, le=1.0, description="0到1之间的评分")
    reason: str = Field(description="评分理由，一句中文")


class LLMScoreEn(LLMScore):
    """LLMScore with English descriptions: the schema sent around an English answer (same fields)."""

    score: float = Field(ge=0.0, le=1.0, description="the score, between 0 and 1")
    reason: str = Field(description="the reason for the score, one English sentence")


@dataclass(frozen=True)
class Trigger:
    """When to ask the LLM, as a function of the rule score. A rule score of None (not computable) always asks,
    except for `never`."""

    kind: str                       # "always" | "never" | "at_most" | "band"
    high: float | None = None       # at_most: ask when rule <= high; band: ask when low <= rule <= high
    low: float | None = None
    text: str = ""                  # stored in details["trigger"]
    message: Message | None = field(default=None, compare=False)   # its code (details["trigger_messages"])

    @staticmethod
    def _of(kind: str, text: str | Message, high: float | None = None, low: float | None = None) -> "Trigger":
        """A trigger whose text is a plain string (a caller's own words) or a Message (stored text and code)."""
        if isinstance(text, Message):
            return Trigger(kind, high, low, str(text), text)
        return Trigger(kind, high, low, text)

    @staticmethod
    def always(text: str | Message = "") -> "Trigger":
        return Trigger._of("always", text or Message("trigger.always"))

    @staticmethod
    def never(text: str | Message = "") -> "Trigger":
        return Trigger._of("never", text or Message("trigger.never"))

    @staticmethod
    def at_most(high: float, text: str | Message = "") -> "Trigger":
        return Trigger._of("at_most", text or Message("trigger.at_most", {"high": high}), high)

    @staticmethod
    def band(low: float, high: float, text: str | Message = "") -> "Trigger":
        return Trigger._of("band", text or Message("trigger.band", {"low": low, "high": high}), high, low)

    def should_ask(self, rule_score: float | None) -> bool:
        if self.kind == "never":
            return False
        if rule_score is None or self.kind == "always":
            return True
        high = float("inf") if self.high is None else self.high  # both set by at_most() and band()
        if self.kind == "at_most":
            return rule_score <= high + 1e-12
        low = float("-inf") if self.low is None else self.low
        return low - 1e-12 <= rule_score <= high + 1e-12

    def describe(self) -> str:
        return self.text

    def describe_messages(self) -> dict[str, Any]:
        """{"trigger_messages": [its code]} for a record's details, {} for a trigger given as plain text."""
        return {"trigger_messages": [self.message.to_dict()]} if self.message is not None else {}


# Seed 003's table, "LLM回退触发条件" column.
def _rule_at_most(high: float, what: str = "") -> Trigger:
    """An at_most trigger stored as seed 003 words it ("规则评分 <= 0.4", "… 或无关系信息"), with its code."""
    if what:
        return Trigger.at_most(high, Message("trigger.rule_at_most_or", {"high": high, "what": Message(what)}))
    return Trigger.at_most(high, Message("trigger.rule_at_most", {"high": high}))


# Seed 003's table, "LLM回退触发条件" column (stored in its words; the codes render it in the reader's language).
TRIGGERS: dict[str, Trigger] = {
    "em": Trigger.band(0.3, 0.7, Message("trigger.em", {"low": 0.3, "high": 0.7})),
    "f1": Trigger.always(Message("trigger.f1")),
    "response_coherence": Trigger.always(Message("trigger.mainly_llm")),
    "factual_consistency": Trigger.always(Message("trigger.mainly_llm")),
    "answer_comprehensiveness": Trigger.always(Message("trigger.mainly_llm")),
    "retrieval_precision": _rule_at_most(0.5),
    "retrieval_utilization": _rule_at_most(0.5),
    "retrieval_latency": Trigger.never(Message("trigger.no_llm")),
    "chunk_utilization": _rule_at_most(0.4, "trigger.no_chunk_text"),
    "graph_entity_coverage": _rule_at_most(0.4),
    "graph_coverage": _rule_at_most(0.4),
    "relationship_utilization": _rule_at_most(0.4, "trigger.no_relationships"),
    "subgraph_quality": _rule_at_most(0.4, "trigger.no_entity_relations"),
    "community_relevance": _rule_at_most(0.4),
}


# --- the judge, through the one circuit breaker (earag.backends.llm.breaker) so a dead server costs one failure,
# not one per metric and sample; the judges apply it on every call, `complete` applies it for any other LLM object.
def ask(llm, prompt: Prompt, timeout: float | None = None):
    """One judge call; returns the validated value, raises earag.errors exceptions on failure (the open
    breaker's refusal is a BackendUnavailable saying "LLM judge skipped …")."""
    return ask_with_provenance(llm, prompt, timeout).value


def ask_with_provenance(llm, prompt: Prompt, timeout: float | None = None) -> Completion:
    """`ask` with where the answer came from: the backend that answered, cache hit or miss, the original time.
    Inside `start_metrics` the call gets at most what is left of the sample's deadline."""
    try:
        done = complete(llm, prompt.text, prompt.schema, timeout=time_left(timeout),
                        prompt_version=str(getattr(prompt, "version", "") or ""))
    except (BackendOutputError, BackendUnavailable) as exc:  # unusable replies were still paid for
        record_usage(usage_of_error(exc))
        raise
    record_usage(Usage.of(done))   # into the sample's meter (earag.backends.llm.usage), when one is open
    return done


# --- the per-sample deadline of metric calls: one deadline for the core and the metric calls --------------------
# A metric instance serves every sample, so the deadline of the sample being scored travels with the call, not the
# metric: a context variable set by `start_metrics` in the thread that runs the metric.
_DEADLINE: ContextVar[float | None] = ContextVar("earag_sample_deadline", default=None)


def time_left(timeout: float | None) -> float | None:
    """`timeout` cut to what is left of the sample's deadline (if one is set); BackendTimeout when nothing is."""
    deadline = _DEADLINE.get()
    if deadline is None:
        return timeout
    left = deadline - time.monotonic()
    if left <= 0:
        raise BackendTimeout(Message("llm.budget_spent"))
    return left if timeout is None else min(timeout, left)


def start_metrics(sample, metrics: Sequence, pool: Executor, deadline: float | None) -> dict[str, Future]:
    """Start every metric on `pool` now — alongside the sample's core judge calls, not after them — each LLM call
    they make held to `deadline` (a time.monotonic() instant: the sample's one budget). {name: Future of its
    MetricResult}; a metric that raises gives an "error" result, as in earag.metrics.registry.evaluate_metrics."""
    token = _DEADLINE.set(deadline)
    try:  # one copy of the context per job: a context cannot be entered by two threads at once
        return {m.name: pool.submit(contextvars.copy_context().run, _tracked_safe, m, sample) for m in metrics}
    finally:
        _DEADLINE.reset(token)


def _tracked_safe(metric, sample):
    """The metric's result, its CPU counted in the sample's budget (earag.deadline), which it checks."""
    with tracked():
        checkpoint()
        return _safe(metric, sample)


def llm_scorer(llm, prompt: Prompt[LLMScore] | Callable[[], Prompt[LLMScore]],
               timeout: float | None = None) -> Callable[[], Completion] | None:
    """The `llm_fn` for `two_layer`: None without an LLM; the prompt may be built lazily (only when asked).
    It returns a Completion, so `two_layer` can say which backend answered and whether from the cache."""
    if llm is None:
        return None

    def run() -> Completion:
        p = prompt() if callable(prompt) else prompt
        return ask_with_provenance(llm, p, timeout)

    return run


# The llm_status of a judge call that was made and failed (its other values: "not_needed", "no_llm", ok).
LLM_FAILED: tuple[ProvenanceStatus, ...] = (ProvenanceStatus.UNAVAILABLE, ProvenanceStatus.TIMEOUT,
                                            ProvenanceStatus.ERROR)


def llm_status_of(exc: BaseException) -> ProvenanceStatus:
    if isinstance(exc, BackendTimeout):
        return ProvenanceStatus.TIMEOUT
    if isinstance(exc, BackendUnavailable):
        return ProvenanceStatus.UNAVAILABLE
    return ProvenanceStatus.ERROR


_STATUS_MESSAGES = {"no_llm": Message("fallback.no_llm"), ProvenanceStatus.UNAVAILABLE: Message("fallback.unavailable"),
                    ProvenanceStatus.TIMEOUT: Message("fallback.timeout"),
                    ProvenanceStatus.ERROR: Message("fallback.error")}
# stored as before: "未配置LLM，使用规则评分 (no LLM configured: rule score kept)" …
_STATUS_TEXT = {status: str(message) for status, message in _STATUS_MESSAGES.items()}


def _error_messages(exc: BaseException, stored: str) -> dict[str, Any]:
    """{"llm_error_messages": [...]} for an error raised with a message code whose text was stored whole."""
    message = getattr(exc, "message", None)
    if not isinstance(message, Message):
        return {}
    coded = Message("fallback.llm_error", {"type": type(exc).__name__, "error": message})
    return {"llm_error_messages": [coded.to_dict()]} if str(coded) == stored else {}


def two_layer(
    rule_score: float | None,
    trigger: Trigger | str,
    llm_fn: Callable[[], LLMScore | Completion] | None,
    *,
    rule_reason: str | Message = "",
    force: bool = False,
) -> tuple[float | None, dict[str, Any]]:
    """Seed 003's policy: the rule score, and the LLM's when `trigger` fires (or `force`), keeping the higher.

    `trigger` is a Trigger or a metric name in TRIGGERS. `llm_fn` makes one judge call (see `llm_scorer`) and
    returns an LLMScore or a Completion of one (then details also get llm_backend, llm_cache, llm_endpoint — the
    server that answered, one of backends.llm.hosts — and, for a cache hit, llm_cached_at); None
    means no LLM is configured. Returns (score, details); score is None only when the rule score is None and the
    LLM gave nothing. details always has rule_score, llm_score (None when not asked or failed), used ("rule",
    "llm", or "none" when neither produced a score), llm_status ("not_needed" | "ok" | "unavailable" | "timeout" |
    "error" | "no_llm"), reason, and the trigger's text; the codes of a coded rule reason and trigger beside them
    (`rule_reason_messages`, `trigger_messages`: earag.messages), a coded LLM error's in `llm_error_messages`.
    """
    trig = TRIGGERS[trigger] if isinstance(trigger, str) else trigger
    coded = rule_reason if isinstance(rule_reason, Message) else None   # the rule reason's code, when it has one
    rule_reason = str(rule_reason)
    details: dict[str, Any] = {"rule_score": rule_score, "llm_score": None, "used": "rule",
                               "llm_status": "not_needed", "reason": rule_reason, "rule_reason": rule_reason,
                               **({"rule_reason_messages": [coded.to_dict()]} if coded is not None else {}),
                               "trigger": trig.describe(), **trig.describe_messages()}
    wanted = trig.kind != "never" and (force or trig.should_ask(rule_score))
    if wanted and llm_fn is None:
        details["llm_status"] = "no_llm"
    elif wanted and llm_fn is not None:
        try:
            judged = llm_fn()
            if isinstance(judged, Completion):  # provenance of the answer: who, and whether from the cache
                details["llm_backend"] = judged.backend
                if judged.endpoint:  # the server that answered (credentials removed): one of backends.llm.hosts
                    details["llm_endpoint"] = judged.endpoint
                details["llm_cache"] = judged.cache
                if judged.cached:
                    details["llm_cached_at"] = judged.cached_at
                judged = judged.value
            llm_score = float(judged.score)
            if not 0.0 <= llm_score <= 1.0:
                raise BackendOutputError(Message("llm.score_out_of_range", {"score": llm_score}))
            details.update(llm_score=llm_score, llm_status=ProvenanceStatus.OK, llm_reason=judged.reason)
        except (BackendUnavailable, BackendOutputError, ValidationError) as exc:  # the LLM protocol's failures
            details["llm_status"] = llm_status_of(exc)
            details["llm_error"] = f"{type(exc).__name__}: {exc}"[:300]
            details.update(_error_messages(exc, details["llm_error"]))
    llm_score = details["llm_score"]
    if llm_score is not None and (rule_score is None or llm_score > rule_score):
        score, details["used"] = llm_score, "llm"
        details["reason"] = f"[LLM] {details.get('llm_reason') or ''}".strip()
    elif rule_score is not None:
        score = rule_score
        note = _STATUS_TEXT.get(details["llm_status"])
        if details["llm_status"] == ProvenanceStatus.OK:
            note = str(Message("fallback.rule_kept", {"llm": llm_score, "rule": rule_score}))
        details["reason"] = "；".join(x for x in (rule_reason, note) if x)
    else:
        score, details["used"] = None, "none"
        details["reason"] = "；".join(x for x in (rule_reason, _STATUS_TEXT.get(details["llm_status"], "")) if x)
    if coded is not None and details["used"] != "llm":  # the rule's reason and the note beside it, as codes
        notes = [_STATUS_MESSAGES[details["llm_status"]]] if details["llm_status"] in _STATUS_MESSAGES else []
        if details["llm_status"] == ProvenanceStatus.OK and rule_score is not None:
            notes = [Message("fallback.rule_kept", {"llm": llm_score, "rule": rule_score})]
        details["reason_messages"] = [m.to_dict() for m in (coded, *notes)]
    return score, details


def status_of(score: float | None, details: Mapping[str, Any]) -> ProvenanceStatus:
    """The MetricResult status of a two-layer score: fallback when the LLM was wanted but failed."""
    if score is None:
        return ProvenanceStatus.UNAVAILABLE
    return ProvenanceStatus.FALLBACK if details.get("llm_status") in LLM_FAILED else ProvenanceStatus.OK


# The data sections of seed 003's prompts, by their Chinese title: the title an English prompt gives them.
SECTION_TITLES_EN: dict[str, str] = {
    "问题": "Question", "参考答案": "Reference answer", "系统答案": "System answer", "系统回答": "System answer",
    "检索实体": "Retrieved entities", "引用实体": "Cited entities", "引用文本块ID": "Cited chunk IDs",
    "文本块内容样例": "Samples of the chunks' text", "问题关键词": "Question keywords", "实体描述": "Entity descriptions",
    "实体关系": "Entity relationships", "子图规模": "Subgraph size", "社区": "Communities",
}
PROMPT_VERSION_EN = "seed003.en/1"


@dataclass(frozen=True)
class JudgeTask:
    """One seed-003 metric's instructions in both languages: the task and the high/medium/low criteria."""

    zh: tuple[str, tuple[str, str, str]]
    en: tuple[str, tuple[str, str, str]]

    def prompt(self, sections: Mapping[str, Any], language: str, limit: int = 1500) -> Prompt[LLMScore]:
        """The prompt in `language` ("en": English instructions, titles and schema; anything else Chinese)."""
        task, criteria = self.en if language == "en" else self.zh
        return judge_prompt(task, criteria, sections, limit, language=language)


def judge_prompt(task: str, criteria: tuple[str, str, str], sections: Mapping[str, Any],
                 limit: int = 1500, *, language: str = "zh") -> Prompt[LLMScore]:
    """Seed 003's prompt frame: the task, high/medium/low criteria, the data, a JSON score in [0, 1].

    `language` "en" (an English answer) gives the English frame, section titles (SECTION_TITLES_EN) and schema
    (LLMScoreEn, same fields); `task` and `criteria` must then be English too (JudgeTask holds both)."""
    en = language == "en"
    high, mid, low = criteria
    parts = []
    for title, value in sections.items():
        if value is None:
            continue
        if isinstance(value, (list, tuple, set)):
            value = "\n".join(f"- {v}" for v in value) or ("(none)" if en else "（无）")
        name = SECTION_TITLES_EN.get(title, title) if en else title
        # a token budget (earag.tokens)
        parts.append(f"[{name}]\n{truncate_to_limit(str(value), limit)}" if en
                     else f"【{name}】\n{truncate_to_limit(str(value), limit)}")
    if en:
        text = (
            f"You are an expert in evaluating RAG systems. {task}\n"
            "Scoring criteria:\n"
            f"- 0.8-1.0: {high}\n- 0.4-0.7: {mid}\n- 0.0-0.3: {low}\n"
            "Output only a JSON object that follows the given JSON schema: score is a number between 0 and 1, "
            "reason gives the reason in one English sentence.\n\n"
            + "\n\n".join(parts) + "\n"
        )
        return Prompt(text, LLMScoreEn, PROMPT_VERSION_EN)
    text = (
        f"你是RAG系统评估专家。请{task}\n"
        "评分标准：\n"
        f"- 0.8-1.0：{high}\n- 0.4-0.7：{mid}\n- 0.0-0.3：{low}\n"
        "只输出符合给定JSON schema的JSON对象：score 为0到1之间的小数，reason 用一句中文说明理由。\n\n"
        + "\n\n".join(parts) + "\n"
    )
    return Prompt(text, LLMScore)


def prompt_language(sample) -> str:
    """The language of a metric's judge prompt: "en" for an English answer (the question's language for an answer
    without letters, such as "25%"), "zh" otherwise; a mixed answer keeps the Chinese prompt, as the core's do."""
    language = text_language(sample.answer or "") or text_language(sample.question or "")
    return "en" if language == "en" else "zh"
