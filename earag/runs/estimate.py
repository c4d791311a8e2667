"""What a run will cost before it starts: LLM calls, prompt and output tokens, time — computed
from the data set, the settings and earlier runs in the store; nothing is sent to any server.

- **Calls** per sample: the evaluator's own `llm_calls_per_sample(metrics)` when an evaluator is given (the batch
  page, the API), else the same rule from the settings: 0 without a judge (`provider: none`), the core's calls (1
  with `backends.llm.combined_call`, default on; 2 with it off, or on a version without the one-call path) plus the
  selected metrics' (earag.metrics.llm_cost). A sample without contexts has no support to judge: at most one core
  call. Not foreseen: the response cache answering calls (fewer), a judge that does not answer (fewer), a
  malformed reply asked again once (more), a two-layer metric whose trigger does not fire (fewer).
- **Prompt tokens**: the instructions (`CORE_INSTRUCTION_TOKENS`: the core's calls of a sample, by language and
  number of calls, measured on the templates with the estimate), and per call the sample's question and answer,
  each cut to the text budget, and its contexts cut to 3× the budget — counted by earag.tokens (the model's
  tokenizer or the measured estimate; the method is stated).
- **Output tokens** per call: the mean of the last finished run that recorded them, else a rough model
  (`OUTPUT_TOKENS_PER_CALL` + `OUTPUT_TOKENS_PER_SENTENCE` per answer sentence for core calls).
- **Time**: at the measured seconds per call of the last finished run of the same model (its wall time / its calls,
  at that run's concurrency), or at a latency given by the caller spread over the configured concurrency
  (min(max_concurrency × hosts, parallel_workers × calls per sample)); and the most the configured per-sample
  budget allows (⌈samples / parallel_workers⌉ × evaluation.performance.timeout_seconds).
"""
from __future__ import annotations

import argparse
import math
from collections.abc import Iterable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from earag.config import load_settings
from earag.errors import InputError
from earag.evaluator import Evaluator
from earag.messages import CodedText, Message
from earag.messages.terminal import shown, terminal_language
from earag.metrics.registry import llm_cost, resolve
from earag.nlp.language import text_language
from earag.nlp.text import split_sentences
from earag.runs.runner import format_duration
from earag.runs.store import default_db_url, open_store
from earag.runs.stream import open_dataset
from earag.tokens import TokenBudget

# Instructions of the core's judge calls of one sample in tokens, by the prompt's language (English for an English
# answer) and the number of calls, measured with the estimate on the templates with empty texts
# (earag.metrics.dimensions): two calls, the entity prompt + the sentence-support prompt (zh 240 + 498, en 196 +
# 386); one combined call (zh 688, en 540). A sample without contexts gets the entity call alone. A seed-003 metric
# prompt (Chinese): 65.
CORE_INSTRUCTION_TOKENS = {("zh", 1): 688, ("zh", 2): 738, ("en", 1): 540, ("en", 2): 582}
ENTITY_INSTRUCTION_TOKENS = {"zh": 240, "en": 196}
METRIC_INSTRUCTION_TOKENS = 65
OUTPUT_TOKENS_PER_CALL = 60
OUTPUT_TOKENS_PER_SENTENCE = 40
CONTEXT_FACTOR = 3   # the contexts' budget is 3x a text's (as in the sentence-support prompt)


@runtime_checkable
class CallPlanner(Protocol):
    """What an estimate reads of an evaluator: its calls per sample and how its prompts cut texts
    (earag.evaluator.Evaluator is one: tests/integration/test_estimate.py)."""

    @property
    def token_budget(self) -> TokenBudget: ...

    def llm_calls_per_sample(self, metrics: Sequence[str] | str | None = None) -> int: ...


def core_calls(settings: Any) -> int:
    """The core evaluation's LLM calls per sample from the settings alone (no backend built, nothing sent)."""
    llm = settings.backends.llm
    if llm.provider == "none":
        return 0
    return 1 if getattr(llm, "combined_call", False) else 2


def planned_calls(settings: Any, metrics: Sequence[str] | None, evaluator: CallPlanner | None = None) -> dict[str, int]:
    """{"core", "metrics", "total"} LLM calls per sample; from `evaluator.llm_calls_per_sample` when given."""
    if evaluator is not None:
        total = int(evaluator.llm_calls_per_sample(metrics or None))
        core = int(evaluator.llm_calls_per_sample(None))
        return {"core": core, "metrics": total - core, "total": total}
    core = core_calls(settings)
    extra = llm_cost([c.name for c in resolve(list(metrics)) if c.group != "earag"]) if core and metrics else 0
    return {"core": core, "metrics": extra, "total": core + extra}


def _sample_tokens(sample: Any, budget: TokenBudget) -> tuple[int, int]:
    """(tokens of the sample's texts in one prompt, answer sentences)."""
    per_text = budget.tokens_for(budget.max_text_length)
    texts = min(budget.count(sample.question), per_text) + min(budget.count(sample.answer), per_text)
    contexts = "\n".join(sample.contexts or ())
    texts += min(budget.count(contexts), per_text * CONTEXT_FACTOR) if contexts else 0
    return math.ceil(texts), len(split_sentences(sample.answer) or [sample.answer])


def _wall_seconds(run: Any) -> float | None:
    try:
        return (datetime.fromisoformat(run.finished) - datetime.fromisoformat(run.started)).total_seconds()
    except (TypeError, ValueError):
        return None


def measured_from_runs(runs: Iterable[Any], model: str = "") -> dict[str, Any]:
    """From the newest finished runs that recorded usage (of `model`, when given): seconds per call and output
    tokens per call, each with the run it comes from. {} when no run measured them."""
    out: dict[str, Any] = {}
    for run in runs:
        usage = getattr(run, "usage", None) or {}
        calls = usage.get("llm_calls") or 0
        if run.status != "finished" or not calls:
            continue
        if model and model not in str(run.backends_used):
            continue
        wall = _wall_seconds(run)
        if "seconds_per_call" not in out and wall is not None and wall > 0:
            out["seconds_per_call"] = wall / calls
            out["latency_run"] = run.id
        if "output_per_call" not in out and usage.get("output_tokens") is not None:
            known = usage.get("output_tokens_known") or usage["records"]
            out["output_per_call"] = usage["output_tokens"] / max(1.0, calls * known / usage["records"])
            out["output_run"] = run.id
        if "seconds_per_call" in out and "output_per_call" in out:
            break
    return out


def estimate_run(samples: Iterable[Any], settings: Any, *, metrics: Sequence[str] | None = None,
                 evaluator: CallPlanner | None = None, runs: Iterable[Any] = (), latency: float | None = None,
                 total_samples: int | None = None) -> dict[str, Any]:
    """The estimate of a run of `samples` (EvaluationSample-like: question, answer, contexts): see the module doc.
    `runs` are earlier runs (RunStore.list_runs(), newest first) to take measured figures from; `latency` a
    caller's seconds per call (used when no run measured one). `total_samples`: `samples` are the first rows of a
    larger set of that many valid rows — the tokens are scaled up from them."""
    if latency is not None and not (latency > 0 and math.isfinite(latency)):
        raise InputError(Message("estimate.bad_latency", {"latency": latency}), field="latency")
    calls = planned_calls(settings, metrics, evaluator)
    budget = evaluator.token_budget if evaluator is not None else TokenBudget.from_settings(settings)
    llm, perf = settings.backends.llm, settings.evaluation.performance
    measured = measured_from_runs(runs, llm.model) if calls["total"] else {}
    n = made = prompt_tokens = output_tokens = 0
    for sample in samples:
        n += 1
        if calls["total"]:
            # a sample without contexts has no support to judge: the core sends at most its entity call
            has_contexts = any(c.strip() for c in sample.contexts or ())
            core = calls["core"] if has_contexts else min(calls["core"], 1)
            made += core + calls["metrics"]
            texts, sentences = _sample_tokens(sample, budget)
            if core:
                lang = "en" if text_language(sample.answer) == "en" else "zh"   # the prompt's language
                prompt_tokens += core * texts + (CORE_INSTRUCTION_TOKENS.get((lang, core), 369 * core)
                                                 if has_contexts else ENTITY_INSTRUCTION_TOKENS[lang])
            prompt_tokens += calls["metrics"] * (METRIC_INSTRUCTION_TOKENS + texts)
            if "output_per_call" not in measured:
                output_tokens += core * (OUTPUT_TOKENS_PER_CALL + OUTPUT_TOKENS_PER_SENTENCE * sentences)
                output_tokens += calls["metrics"] * OUTPUT_TOKENS_PER_CALL
    total_calls = made
    if total_samples is not None and n and total_samples != n:
        prompt_tokens = round(prompt_tokens * total_samples / n)
        output_tokens = round(output_tokens * total_samples / n)
        total_calls = round(made * total_samples / n)
        n = total_samples
    if "output_per_call" in measured:
        output_tokens = round(measured["output_per_call"] * total_calls)
    concurrency = max(1, min(llm.max_concurrency * max(1, len(llm.hosts)),
                             perf.parallel_workers * max(1, calls["total"])))
    seconds, source = None, ""
    if total_calls and "seconds_per_call" in measured:
        seconds, source = total_calls * measured["seconds_per_call"], f"measured:run {measured['latency_run']}"
    elif total_calls and latency is not None:
        seconds, source = math.ceil(total_calls / concurrency) * latency, "given"
    seconds_max = math.ceil(n / perf.parallel_workers) * perf.timeout_seconds if total_calls else 0.0
    return {
        "samples": n, "llm": "none" if llm.provider == "none" else f"{llm.provider}:{llm.model}",
        "calls_per_sample": calls, "calls": total_calls,
        "prompt_tokens": prompt_tokens, "output_tokens": output_tokens,
        "token_method": budget.method, "output_source": f"measured:run {measured['output_run']}"
        if "output_per_call" in measured else "model",
        "concurrency": concurrency, "latency": latency if source == "given" else measured.get("seconds_per_call"),
        "seconds": seconds, "time_source": source, "seconds_max": seconds_max,
        "workers": perf.parallel_workers, "sample_budget": perf.timeout_seconds,
    }


def estimate_lines(est: dict[str, Any]) -> list[str]:
    """The estimate as the CLI prints it (the first line: "N calls"): coded lines (earag.messages), English stored."""
    cps = est["calls_per_sample"]
    said: list[Message] = [Message("estimate.calls", {"calls": est["calls"], "total": cps["total"], "core": cps["core"],
                                                      "metrics": cps["metrics"], "samples": est["samples"],
                                                      "llm": est["llm"]})]
    tokens = {"method": est["token_method"], "prompt": est["prompt_tokens"], "output": est["output_tokens"]}
    said.append(Message("estimate.tokens", tokens) if est["output_source"] == "model"
                else Message("estimate.tokens_measured", {**tokens, "source": est["output_source"]}))
    if est["seconds"] is not None:
        duration = format_duration(est["seconds"])
        said.append(Message("estimate.time_measured", {"duration": duration, "latency": est["latency"],
                                                       "run": est["time_source"].split(":", 1)[1]})
                    if est["time_source"].startswith("measured") else
                    Message("estimate.time_given", {"duration": duration, "latency": est["latency"],
                                                    "concurrency": est["concurrency"]}))
    elif est["calls"]:
        said.append(Message("estimate.no_latency"))
    if est["calls"]:
        said.append(Message("estimate.at_most", {"duration": format_duration(est["seconds_max"]),
                                                 "workers": est["workers"], "budget": est["sample_budget"]}))
    lines: list[str] = [CodedText(m) for m in said]
    return lines


def _store_runs(db: str | None) -> list[Any]:
    """Earlier runs to measure from: the store given, or the default one when it exists (an estimate creates no
    store)."""
    url = db or default_db_url()
    if url.startswith("sqlite:///") and not Path(url[len("sqlite:///"):]).exists():
        return []
    store = open_store(url)
    try:
        return store.list_runs(50)
    finally:
        store.close()


def cmd_estimate(args: argparse.Namespace) -> int:
    settings = load_settings(args.config)
    if args.offline:
        settings = settings.with_overrides(**{"backends.llm.provider": "none"})
    metrics = Evaluator.plan_metrics(args.metrics)  # an unknown name is an error, as in `earag evaluate`
    dataset = open_dataset(args.input, max_length=settings.evaluation.performance.max_text_length)
    samples = (row.sample for row in dataset.iter_rows() if row.sample is not None)
    est = estimate_run(samples, settings, metrics=metrics, runs=_store_runs(args.db), latency=args.latency)
    invalid = dataset.invalid_count
    lang = getattr(args, "language", None) or terminal_language()
    print(Message("cli.estimate_head", {
        "input": str(args.input), "samples": est["samples"],
        "invalid": Message("cli.estimate_invalid", {"count": invalid}) if invalid else ""}).text(lang))
    for line in estimate_lines(est):
        print(shown(line, lang))
    return 0


def add_parser(sub: Any) -> None:
    es = sub.add_parser("estimate", help="LLM calls, tokens and time a run of DATA would cost; nothing is sent")
    es.add_argument("input", metavar="DATA")
    es.add_argument("--metrics", help="extra metrics, as in `earag evaluate --metrics`")
    es.add_argument("--config", help="configuration YAML (default config/earag_eval.yaml or $EARAG_CONFIG)")
    es.add_argument("--offline", action="store_true", help="as `evaluate --offline`: no judge, 0 calls")
    es.add_argument("--latency", type=float, metavar="SECONDS",
                    help="seconds per LLM call, when no finished run of the model measured one")
    es.add_argument("--db", help="run store to take measured latency and output tokens from (default: the "
                    "default store, when it exists)")
    es.set_defaults(func=cmd_estimate)
