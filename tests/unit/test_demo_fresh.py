"""The demo on a fresh laptop (issue 22, part 6): the pure pieces behind it.

Which fallback is the designed offline default, the one relevancy threshold (earag.thresholds) the result page,
tuning page and report share, number formats, the LLM counters in words, the tuned YAML comment, Compare's paired
bootstrap and its "what differs" line, and `earag export -o x.txt`.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from earag.analysis.compare import compare_runs, run_differences, run_profile
from earag.analysis.tuning import perfect_score_comment, weights_to_yaml
from earag.config import DEFAULT_CONFIG_PATH, Settings
from earag.thresholds import effective_thresholds, record_relevancy_threshold, run_relevancy_threshold
from earag.types import DIMENSIONS
from ui import backend_notice
from ui.charts import correlation_heatmap, number_text, risk_gauge
from ui.components import fmt, thresholds_text
from ui.layout import counters_text

ROOT = Path(__file__).resolve().parents[2]
LLM_DOWN = {"backend": "llm", "configured": "ollama http://localhost:11434 model=qwen2.5:7b", "fallback": True,
            "in_use": "offline", "detail": "Ollama at http://localhost:11434 is unreachable (ConnectionError: …)"}
EMB_MISSING = {"backend": "embeddings", "configured": "auto BAAI/bge-m3", "fallback": True, "in_use": "char-ngram"}
GRAPH_OK = {"backend": "graph", "configured": "file data/kg/policy_kg.json", "fallback": False}


# --- the designed offline default ----------------------------------------------------------------------------

def test_nothing_configured_nothing_running_is_the_designed_default():
    designed = backend_notice.designed_offline([LLM_DOWN, EMB_MISSING, GRAPH_OK], False, set())
    assert designed == {"llm": "not_running", "embeddings": "not_installed"}
    for dim in DIMENSIONS:  # no dimension's fallback is a failure then
        assert backend_notice.badge_status(dim, "fallback", designed) == "offline"
    # what did fail keeps its status: a timeout, a partial judge
    assert backend_notice.badge_status("faithfulness", "timeout", designed) == "timeout"
    assert backend_notice.badge_status("faithfulness", "partial", designed) == "partial"


def test_a_backend_the_user_configured_that_did_not_answer_is_a_failure():
    explicit = backend_notice.explicit_kinds(["backends.llm.host"], {})
    assert explicit == {"llm"}
    designed = backend_notice.designed_offline([LLM_DOWN, EMB_MISSING], False, explicit)
    assert designed == {"embeddings": "not_installed"}
    assert backend_notice.badge_status("faithfulness", "fallback", designed) == "fallback"
    assert backend_notice.badge_status("relevancy", "fallback", designed) == "offline"
    assert backend_notice.explicit_kinds([], {"backends.embeddings.provider": "sentence-transformers"}) == {"embeddings"}
    assert backend_notice.explicit_kinds(["evaluation.weights.relevancy"], {}) == set()


def test_offline_mode_is_designed_and_a_reachable_judge_is_not_offline():
    assert backend_notice.designed_offline([{**LLM_DOWN, "fallback": False}], True, set()) == {"llm": "offline_mode"}
    assert backend_notice.designed_offline([{**LLM_DOWN, "fallback": False}, GRAPH_OK], False, set()) == {}
    assert backend_notice.notice_text([GRAPH_OK], {}, "zh") is None


def test_the_notice_says_once_why_in_the_readers_language():
    designed = {"llm": "not_running", "embeddings": "not_installed"}
    zh = backend_notice.notice_text([LLM_DOWN, EMB_MISSING], designed, "zh")
    en = backend_notice.notice_text([LLM_DOWN, EMB_MISSING], designed, "en")
    assert "离线评审" in zh and "ollama http://localhost:11434" in zh and "auto BAAI/bge-m3" in zh
    assert "The offline judge is in use" in en and "did not answer" in en
    assert "ConnectionError" not in zh + en  # the raw client error is not the reader's text


# --- one relevancy threshold per backend -----------------------------------------------------------------------

def _record(threshold=None, embedder="char-ngram") -> dict:
    rel = {"score": 0.3, "embedding_backend": embedder, **({"threshold": threshold} if threshold is not None else {})}
    return {"dimension_scores": {"relevancy": 0.3}, "detailed_analysis": {"relevancy": rel},
            "backends": {"embeddings": embedder}}


def test_relevancy_threshold_comes_from_the_record_then_its_embedder_then_the_default():
    settings = Settings()
    assert record_relevancy_threshold(_record(0.25), settings, 0.7) == 0.25
    assert record_relevancy_threshold(_record(None, "char-ngram"), settings, 0.7) == pytest.approx(0.10)
    assert record_relevancy_threshold(_record(None, "MiniLM-L12"), settings, 0.7) == pytest.approx(0.63)
    assert record_relevancy_threshold({}, settings, 0.7) == 0.7
    assert run_relevancy_threshold([_record(0.1), _record(0.1), _record(0.63)]) == pytest.approx(0.1)
    configured = dict(settings.thresholds)
    assert configured["relevancy"] == pytest.approx(0.7)
    out = effective_thresholds(configured, [_record(0.1)])
    assert out["relevancy"] == pytest.approx(0.1) and out["faithfulness"] == configured["faithfulness"]
    assert effective_thresholds(configured, [])["relevancy"] == pytest.approx(0.7)


@pytest.fixture(scope="module")
def offline_records():
    """Two real offline evaluations of the shipped sample (char-ngram relevancy)."""
    from earag.evaluator import Evaluator
    from earag.types import EvaluationSample

    # char-ngram chosen explicitly: it has its own calibrated threshold (the offline default, USE, is mapped onto the
    # seed's scale and so shares the seed's)
    ev = Evaluator(Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram"}), offline=True)
    rows = [json.loads(line) for line in (ROOT / "data" / "samples" / "policy_qa_small.jsonl").read_text(
        encoding="utf-8").splitlines()[:2]]
    out = [{"id": r.get("id"), "earag_evaluation": ev.evaluate(EvaluationSample.from_dict(r)).to_dict()} for r in rows]
    ev.close()
    return out


def test_the_run_report_draws_the_runs_relevancy_threshold_not_the_seeds(offline_records):
    from earag.report import render_run_report

    html = render_run_report(offline_records, {"thresholds": Settings().thresholds}, lang="zh")
    row = next(r for r in html.split("<tr>") if "<td>阈值</td>" in r)
    assert "答案相关性 0.1 " in row and "答案相关性 0.7" not in row
    # score cells never wrap ("0.000" over two lines in a narrow column)
    assert "td.n{white-space:nowrap" in html and re.search(r'<td class="n">\d\.\d{3}</td>', html)
    assert "<td>阈值</td>" in html  # text cells wrap as before


def test_the_result_page_names_its_thresholds():
    text = thresholds_text({**Settings().thresholds, "relevancy": 0.1}, "char-ngram", "zh")
    assert "答案相关性 ≥ 0.10 (char-ngram)" in text and "幻觉率 ≤ 0.20" in text
    assert thresholds_text({"relevancy": 0.1}, None, "en") == "Thresholds · Relevancy ≥ 0.10"


# --- numbers ----------------------------------------------------------------------------------------------------

def test_numbers_never_read_minus_zero_and_the_gauge_agrees_with_the_card():
    assert number_text(-0.0001, 2) == "0.00" and number_text(-0.004, 3) == "-0.004" and fmt(-0.0001) == "0.000"
    assert fmt(0.005) == "0.005"
    assert risk_gauge(0.005).data[0].number.valueformat == ".3f"  # the card shows fmt(): 3 decimals
    overall = list(np.round(np.linspace(0.1, 0.9, 8), 2))
    df = pd.DataFrame({"overall_score": overall, **{d: overall for d in DIMENSIONS}})
    df["faithfulness"] = [0.8, 0.6, 0.2, 0.6, 0.0, 0.7, 0.7, 0.6]  # correlation with overall -0.0037: rounds to 0
    texts = [cell for row in correlation_heatmap(df).data[0].text for cell in row]
    assert "0.00" in texts and "-0.00" not in texts


def test_llm_counters_add_up_in_words():
    zh = counters_text({"calls": 0, "attempts": 27, "failures": 9, "skipped": 0}, "zh")
    assert zh == "共发出 27 次请求（含重试）：0 次得到回答，27 次未得到回答；9 次评审调用在重试后仍失败"
    en = counters_text({"calls": 5, "attempts": 7, "failures": 1, "skipped": 3}, "en")
    assert en.startswith("7 requests sent (retries included): 5 answered, 2 not answered")
    assert "3 not sent" in en
    assert counters_text({"calls": None, "attempts": None}, "zh") == ""


def test_a_tuned_yaml_restates_the_best_score_for_its_weights():
    base = DEFAULT_CONFIG_PATH.read_text(encoding="utf-8")
    assert "a perfect answer scores 0.85" in base
    assert "a perfect answer scores 0.85" in weights_to_yaml({}, {}, base)  # unchanged weights, unchanged comment
    text = weights_to_yaml({"entity_coverage": 0.2}, {}, base)
    assert "a perfect answer scores 0.75" in text and "0.85" not in text
    assert perfect_score_comment("no comment here", {"faithfulness": 1.0}) == "no comment here"


# --- Compare ------------------------------------------------------------------------------------------------------

def _frame(ids, overall) -> pd.DataFrame:
    data = {"id": pd.Series(ids, dtype=object), "question": pd.Series([f"q{i}" for i in ids], dtype=object),
            "overall_score": np.array(overall, dtype=float), "quality_level": pd.Series([None] * len(ids), dtype=object)}
    for dim in DIMENSIONS:
        data[dim] = np.linspace(0.1, 0.9, len(ids))
    return pd.DataFrame(data)


def test_identical_columns_get_identical_intervals():
    rng = np.random.default_rng(3)
    values = rng.random(40)
    a = _frame([str(i) for i in range(40)], values)
    result = compare_runs(a, a.copy())
    m = result.metrics["overall"]
    assert m.ci_a == m.ci_b and m.ci_a is not None
    assert m.ci_diff == (0.0, 0.0)
    b = _frame([str(i) for i in range(40)], values + 0.1)  # B = A + 0.1 on every question, same resamples
    m = compare_runs(a, b).metrics["overall"]
    assert m.ci_b[0] == pytest.approx(m.ci_a[0] + 0.1) and m.ci_b[1] == pytest.approx(m.ci_a[1] + 0.1)


def test_what_differs_between_two_runs():
    class Run:
        def __init__(self, fp, settings):
            self.dataset_fp, self.total_rows, self.meta = fp, 2, {"settings": settings}

    rec = lambda emb: [{"id": i, "earag_evaluation": {"backends": {"embeddings": emb, "llm": "offline"}}}  # noqa: E731
                       for i in ("a", "b")]
    a = run_profile(rec("char-ngram"), Run("aaaaaaaa11", {"evaluation.weights.relevancy": 0.15, "offline": True}))
    b = run_profile(rec("MiniLM"), Run("aaaaaaaa11", {"evaluation.weights.relevancy": 0.2, "offline": True}))
    diffs = run_differences(a, b)
    assert [(d.kind, d.detail) for d in diffs] == [
        ("settings", "evaluation.weights.relevancy: 0.15 → 0.2"), ("backends", "embeddings: char-ngram → MiniLM")]
    c = run_profile(rec("char-ngram"), Run("bbbbbbbb22", {"evaluation.weights.relevancy": 0.15, "offline": True}))
    assert [d.kind for d in run_differences(a, c)] == ["data"]
    assert run_differences(a, a) == []
    uploads = run_differences(run_profile(rec("x")), run_profile(rec("x")[:1]))  # no run: the ids are compared
    assert [(d.kind, d.detail) for d in uploads] == [("data", "ids A−B 1, B−A 0")]


# --- the CLI ------------------------------------------------------------------------------------------------------

def test_export_to_a_txt_file_is_refused_before_the_store_is_opened(tmp_path):
    db = tmp_path / "runs.sqlite3"
    proc = subprocess.run([sys.executable, "-m", "earag", "export", "RUN", "-o", str(tmp_path / "x.txt"),
                           "--db", str(db)], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == 1
    assert "x.txt" in proc.stderr and ".jsonl, .csv, .xlsx" in proc.stderr
    assert not db.exists() and not (tmp_path / "x.txt").exists()
