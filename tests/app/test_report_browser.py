"""The shareable report in a real browser: exported from the evaluate page and written by `earag report`, opened
from disk in headless Chromium (playwright), screenshot to test-artifacts/, and not one request leaves the file."""
from __future__ import annotations

import json

import pytest

from tests.app.test_browser import ARTIFACTS, ROOT, _idle, server  # noqa: F401 - fixture
from tests.support.browser import CHROMIUM, launched_chromium

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian chromium is not installed at /usr/bin/chromium")


@pytest.fixture(scope="module")
def browser():
    with launched_chromium(ARTIFACTS) as b:
        yield b


def _open_offline(browser, path, shot: str) -> tuple[list[str], object]:
    """Open a file in a fresh page, every request logged; returns the non-file requests and the page."""
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    page.goto(path.as_uri())
    page.wait_for_load_state("load")
    page.screenshot(path=str(ARTIFACTS / shot), full_page=True)
    return [u for u in requests if not u.startswith("file://")], page


def _offline_records(n: int = 6) -> list[dict]:
    from earag.config import load_settings
    from earag.evaluator import Evaluator
    from earag.runs.inputs import load_dataset
    from earag.runs.records import result_record

    ev = Evaluator(load_settings(ROOT / "config" / "earag_eval.yaml"), offline=True)
    try:
        data = (ROOT / "data" / "samples" / "policy_qa_small.jsonl").read_bytes()
        rows = load_dataset(data, "policy_qa_small.jsonl").valid[:n]
        return [result_record(r, ev.evaluate(r.sample), None) for r in rows]
    finally:
        ev.close()


def test_run_report_written_by_the_cli_opens_offline(browser, tmp_path):
    import argparse

    from earag.report import add_parser

    results = tmp_path / "policy_qa_small.jsonl"
    results.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in _offline_records()) + "\n",
                       encoding="utf-8")
    out = tmp_path / "report.html"
    parser = argparse.ArgumentParser()
    add_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["report", str(results), "-o", str(out)])
    assert args.func(args) == 0
    external, page = _open_offline(browser, out, "report_run.png")
    assert external == []
    assert page.get_by_role("heading", name="质量等级分布").count() == 1
    assert page.locator("svg.chart").count() >= 2 and page.locator("svg.hist").count() >= 5
    assert page.locator("mark.span").count() >= 1  # the worst answers carry their highlighted spans
    # an issue link jumps to its sentence inside the file
    link = page.locator("ul.issues a[href^='#w']").first
    target = link.get_attribute("href")
    link.click()
    assert page.evaluate("() => location.hash") == target
    page.close()


def test_single_report_downloaded_from_the_evaluate_page_opens_offline(server, browser, tmp_path):  # noqa: F811
    page = browser.new_page(viewport={"width": 1280, "height": 720}, accept_downloads=True)
    page.set_default_timeout(60_000)
    page.goto(f"{server}/evaluate")
    _idle(page)
    page.get_by_role("button", name="载入示例答案").click()
    _idle(page)
    page.get_by_role("button", name="评估", exact=True).click()
    _idle(page)
    with page.expect_download() as info:
        page.get_by_role("button", name="下载 HTML 报告").click()
    download = info.value
    assert download.suggested_filename.endswith("-report.html") and "earag_" in download.suggested_filename
    path = tmp_path / download.suggested_filename
    download.save_as(str(path))
    page.close()
    external, report = _open_offline(browser, path, "report_single.png")
    assert external == []
    text = report.inner_text("body")
    assert "发现的问题" in text and "维度得分" in text and "使用的后端与设置" in text
    report.close()
