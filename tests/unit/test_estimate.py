"""The estimate before a run (earag.runs.estimate) from literal samples and runs, and the judge cost in the HTML
report (earag.report) from records carrying `usage`."""
from __future__ import annotations

import pytest

from earag.config import Settings
from earag.errors import InputError
from earag.evaluator import Evaluator
from earag.report import render_run_report
from earag.runs.estimate import (
    CORE_INSTRUCTION_TOKENS,
    CallPlanner,
    core_calls,
    estimate_lines,
    estimate_run,
    measured_from_runs,
    planned_calls,
)
from earag.runs.store import RunInfo
from earag.types import EvaluationSample

ZH = EvaluationSample(question="小微企业所得税优惠？", answer="减按25%计入应纳税所得额。按20%的税率缴纳。",
                      contexts=["对小型微利企业减按25%计入应纳税所得额，按20%的税率缴纳企业所得税。"])
LONG = EvaluationSample(question="问题？", answer="回答。", contexts=["税" * 10_000])
EV = {"overall_score": 0.8, "quality_level": "良好", "dimension_scores": {}}


def _run(run_id: str, *, status="finished", calls=20, output=2000, seconds=40, model="qwen2.5:7b") -> RunInfo:
    return RunInfo(run_id, "set.jsonl", "d", "s", status, "2026-11-25T10:00:00",
                   f"2026-11-25T10:{seconds // 60:02d}:{seconds % 60:02d}", 10,
                   backends_used={"llm": {f"ollama:{model}": 10}},
                   usage={"records": 10, "llm_calls": calls, "prompt_tokens": 9000, "output_tokens": output,
                          "cached_calls": 0, "prompt_tokens_known": 10, "output_tokens_known": 10,
                          "calls_per_sample": calls / 10})


def test_calls_per_sample_from_the_settings():
    settings = Settings()
    expected_core = 1 if getattr(settings.backends.llm, "combined_call", False) else 2
    assert core_calls(settings) == expected_core
    assert core_calls(settings.with_overrides(**{"backends.llm.provider": "none"})) == 0
    with_metrics = planned_calls(settings, ["answer_quality"])
    assert with_metrics["core"] == expected_core and with_metrics["metrics"] > 0
    assert planned_calls(settings.with_overrides(**{"backends.llm.provider": "none"}), ["answer_quality"]) == {
        "core": 0, "metrics": 0, "total": 0}


def test_an_evaluator_plans_the_calls_itself():
    evaluator = Evaluator(Settings(), offline=True)   # an offline evaluator sends nothing, whatever the settings say
    try:
        assert isinstance(evaluator, CallPlanner) and not isinstance(object(), CallPlanner)
        assert core_calls(evaluator.settings) > 0                       # the settings alone: a judge is configured
        assert planned_calls(evaluator.settings, None, evaluator) == {"core": 0, "metrics": 0, "total": 0}
        assert estimate_run([ZH], evaluator.settings, evaluator=evaluator)["calls"] == 0
    finally:
        evaluator.close()


def test_tokens_follow_the_texts_and_stop_at_the_budget():
    settings = Settings()
    one = estimate_run([ZH], settings)
    calls = one["calls_per_sample"]["core"]
    assert one["calls"] == calls and one["prompt_tokens"] > CORE_INSTRUCTION_TOKENS["zh", calls]
    # 10,000 characters of context count as the 3 x 806 tokens the prompt keeps, not as 8,060
    long = estimate_run([LONG], settings)
    assert long["prompt_tokens"] <= CORE_INSTRUCTION_TOKENS["zh", calls] + calls * (3 * 806 + 10)
    assert estimate_run([ZH] * 3, settings)["prompt_tokens"] == 3 * one["prompt_tokens"]
    scaled = estimate_run([ZH], settings, total_samples=5)
    assert (scaled["samples"], scaled["calls"], scaled["prompt_tokens"]) == (5, 5 * calls, 5 * one["prompt_tokens"])
    # no contexts: nothing to judge support against, the core sends at most its entity call
    bare = EvaluationSample(question=ZH.question, answer=ZH.answer, contexts=[])
    assert estimate_run([bare, ZH], settings)["calls"] == min(calls, 1) + calls
    offline = estimate_run([ZH], settings.with_overrides(**{"backends.llm.provider": "none"}))
    assert (offline["calls"], offline["prompt_tokens"], offline["output_tokens"]) == (0, 0, 0)


def test_time_at_the_measured_latency_else_the_given_one():
    settings = Settings()
    calls = planned_calls(settings, None)["total"]
    runs = [_run("r-running", status="running"), _run("r-other", model="llama3:8b"), _run("r-new", seconds=40),
            _run("r-old", seconds=10)]
    measured = measured_from_runs(runs, "qwen2.5:7b")
    assert measured == {"seconds_per_call": 2.0, "latency_run": "r-new", "output_per_call": 100.0,
                        "output_run": "r-new"}
    est = estimate_run([ZH] * 8, settings, runs=runs)
    assert est["seconds"] == pytest.approx(8 * calls * 2.0) and est["time_source"] == "measured:run r-new"
    assert est["output_tokens"] == 8 * calls * 100
    given = estimate_run([ZH] * 8, settings, latency=3.0)
    concurrency = given["concurrency"]
    assert concurrency == min(settings.backends.llm.max_concurrency,
                              settings.evaluation.performance.parallel_workers * calls)
    assert given["seconds"] == pytest.approx(-(-8 * calls // concurrency) * 3.0) and given["time_source"] == "given"
    assert given["seconds_max"] == 2 * settings.evaluation.performance.timeout_seconds   # 8 rows, 4 at a time
    lines = estimate_lines(given)
    assert lines[0].startswith(f"{8 * calls} calls (") and "nothing has been sent" in lines[0]
    assert estimate_lines(estimate_run([ZH], settings))[2].startswith("time: no measured latency yet")
    with pytest.raises(InputError, match="--latency"):
        estimate_run([ZH], settings, latency=0)


def test_the_report_shows_the_judge_cost_or_says_it_was_not_recorded():
    recs = [{"row": i, "id": f"q{i}", "question": "问题", "answer": "回答", "contexts": [],
             "earag_evaluation": EV, "usage": {"llm_calls": 1, "prompt_tokens": 900 + i, "output_tokens": 100,
                                               "cached_calls": 0}} for i in range(3)]
    html = render_run_report(recs, lang="en")
    assert "<h3>Judge cost</h3>" in html
    assert '<td>LLM calls</td><td class="n">3</td>' in html and '<td>Prompt tokens</td><td class="n">2703</td>' in html
    assert '<td>Calls per sample</td><td class="n">1.00</td>' in html
    zh = render_run_report([{k: v for k, v in r.items() if k != "usage"} for r in recs], lang="zh")
    assert "评审开销" in zh and "没有记下调用与令牌" in zh
