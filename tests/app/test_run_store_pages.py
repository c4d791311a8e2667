"""The batch and compare pages on the run store: past runs survive a reload (a new session), reopen, resume with the
whole dataset as denominator, delete only after a confirmation that says what went, and Compare defaults to two runs
of the same data and keeps the chosen pair across pages."""
from __future__ import annotations

import pytest

from earag.runs.store import open_store
from tests.support.apptest import assert_ok, offline_app_env, run_app, store_runs

TIMEOUT = 120


@pytest.fixture
def offline_env(tmp_path, monkeypatch):
    return offline_app_env(tmp_path, monkeypatch)


def _store(env):
    return open_store(env / "results" / "earag_runs.sqlite3")


def _table(at, column: str):
    return next(d.value for d in at.dataframe if column in d.value.columns)


def test_a_reload_finds_the_run_and_reopens_it(offline_env):
    at = run_app(TIMEOUT)
    at.switch_page("pages/batch.py").run()
    at.button(key="batch_load_sample").click().run()
    # the cost before the run button (offline here: no judge, 0 calls), and the run list's cost columns
    assert any("0 次 LLM 调用" in c.value or "0 LLM calls" in c.value for c in at.caption)
    at.button(key="batch_run").click().run()
    assert_ok(at)
    n = len(_table(at, "overall_score"))
    cost = _table(at, "id").iloc[0]   # offline: no call made, no token known (— for records without usage)
    assert cost["calls"] in ("—", "0 · 0.00") and cost["tokens"] == "—"
    run = _store(offline_env).list_runs()[0]
    assert run.counts["records"] == n and run.status == "finished"
    # the finished caption counts every input row, as the progress bar does
    assert any(f"{n}/{n}" in c.value for c in at.caption)
    # a reload is a new session: nothing in session state, the run is still there and shown
    again = run_app(TIMEOUT)
    again.switch_page("pages/batch.py").run()
    assert_ok(again)
    assert again.selectbox(key="batch_open_run").value == run.id
    assert len(_table(again, "overall_score")) == n
    assert list(_table(again, "id")["id"]) == [run.id]


def test_delete_needs_a_confirmation_and_says_what_went(offline_env):
    at = run_app(TIMEOUT)
    at.switch_page("pages/batch.py").run()
    at.button(key="batch_load_sample").click().run()
    at.button(key="batch_run").click().run()
    run = _store(offline_env).list_runs()[0]
    at.switch_page("pages/batch.py").run()
    # the delete button only exists once the box naming the run and its record count is ticked
    assert not [b for b in at.button if b.key == "batch_restart"]
    box = at.checkbox(key="batch_restart_confirm")
    assert run.id in box.label and str(run.counts["records"]) in box.label
    box.check().run()
    at.button(key="batch_restart").click().run()
    assert_ok(at)
    assert _store(offline_env).list_runs() == []
    assert any(run.id in s.value and str(run.counts["records"]) in s.value for s in at.success)
    assert at.button(key="batch_run").label == "开始评估"


def test_compare_defaults_to_two_runs_of_the_same_data_and_keeps_the_pair(offline_env):
    from earag.runs.inputs import load_dataset
    from ui import dashboard as dash

    small = load_dataset(dash.SMALL_SAMPLE_SET)
    base = dash.build_settings()
    same = store_runs(small, "small.jsonl", [base, base.with_overrides(**{"evaluation.matching.mode": "exact"})],
                      offline_env / "results")
    graphrag = load_dataset(dash.GRAPHRAG_SAMPLE_SET)
    newest_other = store_runs(graphrag, "graphrag.jsonl", [base], offline_env / "results")  # newest, other data
    at = run_app(TIMEOUT)
    at.switch_page("pages/compare.py").run()
    assert_ok(at)
    assert (at.selectbox(key="keep_cmp_a").value, at.selectbox(key="keep_cmp_b").value) == (same[0], same[1])
    assert int({m.label: m.value for m in at.metric}["配对题数"]) == len(small.valid)
    # what each run's judge cost: offline records have no tokens (—), never a made-up 0
    cost = next(c.value for c in at.caption if "评审开销" in c.value)
    assert cost.count("—") >= 2
    # the user's pair survives a visit to another page
    at.selectbox(key="keep_cmp_b").set_value(newest_other[0]).run()
    assert any("不同的数据" in w.value for w in at.warning)
    at.switch_page("pages/batch.py").run()
    at.switch_page("pages/compare.py").run()
    assert at.selectbox(key="keep_cmp_b").value == newest_other[0]


def test_duplicate_ids_each_open_and_error_rows_read_clearly_in_english(offline_env):
    rows = [{"id": "a", "question": "企业注册资本要求是什么？", "answer": "实行认缴制。", "contexts": ["注册资本实行认缴制。"]},
            {"id": "a", "question": "小微企业所得税优惠是什么？", "answer": "减按25%计入应纳税所得额。",
             "contexts": ["小型微利企业减按25%计入应纳税所得额。"]},
            {"id": "b", "question": "", "answer": "没有问题"}]
    data = "\n".join(__import__("json").dumps(r, ensure_ascii=False) for r in rows).encode()
    at = run_app(TIMEOUT)
    at.session_state["lang"] = "en"
    at.switch_page("pages/batch.py").run()
    at.file_uploader(key="batch_upload").set_value(("dup.jsonl", data, "application/jsonl")).run()
    at.button(key="batch_run").click().run()
    assert_ok(at)
    table = _table(at, "overall_score")
    assert list(table["id"]) == ["a", "a", "b"]
    assert set(table["quality_level"].dropna()) <= {"Excellent", "Good", "Fair", "Poor"}  # never 良好 in English
    assert table["overall_score"].isna().tolist() == [False, False, True]  # the error row's score is empty
    assert "question is empty" in table["error"].iloc[2] or "question" in table["error"].iloc[2]
    at.selectbox(key="drill_row").set_value(2).run()  # the second "a" opens, not the first
    assert_ok(at)
    assert any("小微企业所得税优惠是什么？" in m.value for m in at.markdown)
    assert not any("企业注册资本要求是什么？" in m.value for m in at.markdown)
