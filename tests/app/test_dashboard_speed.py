"""Instant dashboard reruns (issue 11), what the pages keep and read: the batch page keeps a run's id, never its
records; the tuning page re-scores a run by id (or an upload's compact table); the drill-down reads the one record
it shows from the store; the exports and the HTML report are built when clicked, from the store (real server,
headless Chromium). Speed itself is measured by benchmarks/bench_dashboard.py, not asserted here."""
from __future__ import annotations

import csv
import io
import json

import pytest

from earag.runs.store import open_store
from tests.app.test_browser import CHROMIUM, CHROMIUM_ARGS, _idle
from tests.support.apptest import assert_ok, offline_app_env, run_app, store_runs
from tests.support.browser import served_dashboard
from ui.records import RunTable

TIMEOUT = 120


@pytest.fixture
def offline_env(tmp_path, monkeypatch):
    return offline_app_env(tmp_path, monkeypatch)


def _one_run(env) -> tuple[str, list[dict]]:
    """The small sample set run offline into the store of `env`; (run id, its records)."""
    from earag.runs.inputs import load_dataset
    from ui import dashboard as dash

    dataset = load_dataset(dash.SMALL_SAMPLE_SET)
    (run_id,) = store_runs(dataset, "small.jsonl", [dash.build_settings()], env / "results")
    store = open_store(env / "results" / "earag_runs.sqlite3")
    records = store.records(run_id)
    store.close()
    return run_id, records


def _holds_records(value) -> bool:
    """A value that is (or holds) result records: a list of dicts with an earag_evaluation."""
    if isinstance(value, dict):
        return "earag_evaluation" in value or any(_holds_records(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_holds_records(v) for v in value[:5])
    return False


def _session_holds_records(at) -> list[str]:
    return [k for k in list(at.session_state) if _holds_records(at.session_state[k])]


def _table(at, column: str):
    return next(d.value for d in at.dataframe if column in d.value.columns)


def test_batch_page_keeps_the_run_id_and_the_drill_down_reads_one_record(offline_env):
    run_id, records = _one_run(offline_env)
    at = run_app(TIMEOUT)
    at.switch_page("pages/batch.py").run()
    assert_ok(at)
    assert len(_table(at, "overall_score")) == len(records)
    shown = at.session_state["batch_shown_run"]
    assert shown == {"id": run_id, "records": len(records), "status": "finished", "name": "small.jsonl"}
    assert _session_holds_records(at) == []
    # the drill-down shows the row picked, read from the store by its row number
    third = records[2]
    at.selectbox(key="drill_row").set_value(third["row"]).run()
    assert_ok(at)
    assert any(m.value == f"**问题**: {third['question']}" for m in at.markdown)
    # a filter narrows the table; the shown-of-total caption counts from the cached table
    at.multiselect(key="flt_levels").set_value(["较差"]).run()
    assert_ok(at)
    poor = sum(1 for r in records if (r.get("earag_evaluation") or {}).get("quality_level") == "较差")
    assert 0 < poor < len(records)
    assert len(_table(at, "overall_score")) == poor
    assert any(f"{poor}" in c.value and f"{len(records)}" in c.value for c in at.caption)


def test_tuning_page_takes_the_batch_run_by_id(offline_env):
    run_id, records = _one_run(offline_env)
    at = run_app(TIMEOUT)
    at.switch_page("pages/tuning.py").run()
    assert at.button(key="tune_use_batch").disabled  # no run shown on the batch page yet
    at.switch_page("pages/batch.py").run()
    at.switch_page("pages/tuning.py").run()
    at.button(key="tune_use_batch").click().run()
    assert_ok(at)
    assert at.session_state["tune_run"]["id"] == run_id
    scored = sum(1 for r in records if r.get("earag_evaluation"))
    assert any(c.value == f"结果来源：small.jsonl · 已评分 {scored} 条" for c in at.caption)
    before = {m.label: m.value for m in at.metric}
    at.slider(key="keep_w_entity_coverage").set_value(0.9).run()
    assert_ok(at)
    after = {m.label: m.value for m in at.metric}
    assert after["平均整体评分（调整后）"] != before["平均整体评分（调整后）"]
    assert after["平均整体评分（原始）"] == before["平均整体评分（原始）"]
    assert _session_holds_records(at) == []


def test_tuning_upload_is_kept_as_a_table_not_as_records(offline_env):
    _, records = _one_run(offline_env)
    data = "\n".join(json.dumps(r, ensure_ascii=False) for r in records).encode("utf-8")
    at = run_app(TIMEOUT)
    at.switch_page("pages/tuning.py").run()
    at.file_uploader(key="tune_upload").set_value(("mine.jsonl", data, "application/jsonl")).run()
    assert_ok(at)
    assert isinstance(at.session_state["tune_table"], RunTable)
    assert _session_holds_records(at) == []
    scored = sum(1 for r in records if r.get("earag_evaluation"))
    assert any(c.value == f"结果来源：mine.jsonl · 已评分 {scored} 条" for c in at.caption)
    at.slider(key="keep_w_relevancy").set_value(0.5).run()
    assert_ok(at)


def test_the_yaml_preview_is_drawn_when_opened(offline_env):
    _one_run(offline_env)
    at = run_app(TIMEOUT)
    at.switch_page("pages/batch.py").run()
    at.switch_page("pages/tuning.py").run()
    at.slider(key="keep_w_relevancy").set_value(0.2).run()
    assert_ok(at)
    assert not at.code  # closed: the tuned YAML is not made on every slider move
    at.button(key="tune_write").click().run()  # made when it is used
    assert_ok(at)
    assert "relevancy: 0.2" in (offline_env / "config" / "earag_eval.tuned.yaml").read_text(encoding="utf-8")


# --- the exports and the report of a run, clicked in a real browser ------------------------------------------

@pytest.fixture
def stored_server(tmp_path):
    """`scripts/serve.py` offline over a run store that already holds a finished run of the sample set's first 12
    rows (scored here as the batch page scores them): the page opens it from the store, as after a reload."""
    from earag.runs.inputs import load_dataset
    from ui import dashboard as dash

    results = tmp_path / "results"
    lines = dash.SAMPLE_SET.read_text(encoding="utf-8").splitlines()[:12]  # size is not the point here
    dataset = load_dataset("\n".join(lines).encode("utf-8"), dash.SAMPLE_SET.name)
    (run_id,) = store_runs(dataset, dash.SAMPLE_SET.name, [dash.build_settings()], results)
    store = open_store(results / "earag_runs.sqlite3")
    records = store.count_records(run_id)
    store.close()
    with served_dashboard(results) as url:
        yield url, records


@pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian chromium is not installed at /usr/bin/chromium")
def test_exports_and_report_are_built_on_click_from_the_store(stored_server, tmp_path):
    """A run in the store (none in the session): its CSV export and its HTML report are built when clicked."""
    server, stored = stored_server
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1440, "height": 1000}, locale="zh-CN", accept_downloads=True)
        page.set_default_timeout(120_000)
        page.goto(f"{server}/batch")
        page.get_by_role("heading", name="批量评估").first.wait_for()
        _idle(page)
        page.get_by_role("tab", name="导出").click()
        _idle(page)
        with page.expect_download() as info:
            page.get_by_role("button", name="导出 CSV").click()
        path = tmp_path / info.value.suggested_filename
        info.value.save_as(str(path))
        rows = list(csv.DictReader(io.StringIO(path.read_text(encoding="utf-8-sig"))))
        with page.expect_download() as info:
            page.get_by_role("button", name="下载 HTML 报告（整次运行）").click()
        report = tmp_path / info.value.suggested_filename
        info.value.save_as(str(report))
        browser.close()
    assert path.name.startswith("policy_qa-") and path.name.endswith("-earag.csv")
    assert len(rows) == stored == 12 and {"id", "question"} <= set(rows[0])  # every record of the stored run
    assert report.name.endswith("-report.html") and "policy_qa" in report.read_text(encoding="utf-8")
