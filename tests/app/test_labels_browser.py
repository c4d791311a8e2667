"""The issue-21 acceptance run in a real headless browser (Debian's chromium via playwright, `scripts/serve.py`
offline over a run in a fresh run store): label 10 answers and correct 3 spans, reload — all kept; a second
annotator labels 5 — the agreement view shows inter-annotator κ and the judge against both; one click opens a
disagreement; the tuning page fits on the labels. Screenshots: test-artifacts/labels*.png."""
from __future__ import annotations

import re

import pytest

from earag.config import Settings
from earag.labels.store import LabelStore
from earag.runs.inputs import load_dataset
from earag.runs.store import DEFAULT_DB_NAME, open_store
from tests.app.test_browser import ARTIFACTS, _idle, _nav, _shot
from tests.support.apptest import ROOT, store_runs
from tests.support.browser import CHROMIUM, launched_chromium, served_dashboard

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian chromium is not installed at /usr/bin/chromium")


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    results = tmp_path_factory.mktemp("results")
    lines = (ROOT / "data" / "samples" / "policy_qa.jsonl").read_text(encoding="utf-8").splitlines()[:12]
    ds = load_dataset("\n".join(lines).encode("utf-8"), "policy_qa.jsonl")
    settings = Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram"})
    (run_id,) = store_runs(ds, "policy_qa.jsonl", [settings], results)
    with served_dashboard(results) as url:
        yield url, results / DEFAULT_DB_NAME, run_id


@pytest.fixture(scope="module")
def page(served):
    with launched_chromium(ARTIFACTS) as browser:
        pg = browser.new_page(viewport={"width": 1440, "height": 1000}, locale="zh-CN")
        pg.set_default_timeout(60_000)
        yield pg


def _labels(db, run_id, annotator=None):
    store = open_store(db)
    try:
        return LabelStore(store).labels(run_id, annotator)
    finally:
        store.close()


def _row(page) -> int:
    text = page.get_by_text(re.compile(r"输入第 \d+ 行")).first.inner_text()
    return int(re.search(r"输入第 (\d+) 行", text).group(1))


def _annotator(page, name: str) -> None:
    box = page.locator(".st-key-keep_lab_annotator input")
    box.fill(name)
    box.press("Enter")
    _idle(page)
    page.get_by_text(re.compile(r"队列第 \d+/\d+ 条")).first.wait_for()


def _click(page, key: str) -> None:
    page.locator(f".st-key-{key} button").first.click()
    _idle(page)


def _pick_span(page, row: int, option: int) -> None:
    # open the list with the combobox's own button (a click on the widget's frame may land on its label), and
    # open it again if a rerun closed it
    for _ in range(3):
        page.locator(f".st-key-lab_sel_{row} [role='combobox']").click()
        try:
            page.get_by_role("option").nth(option).wait_for(timeout=10_000)
            break
        except Exception:
            _idle(page)
    page.get_by_role("option").nth(option).click()
    _idle(page)


def _find(page, row: int, text: str) -> None:
    box = page.locator(f".st-key-lab_find_{row} input")
    box.fill(text)
    box.press("Enter")
    _idle(page)
    _click(page, f"lab_find_go_{row}")


def _drag_select(page, start: int, end: int) -> None:
    """Press the mouse before character `start` of the answer frame and release it after character `end` - 1."""
    frame_el = page.locator("iframe").first
    frame_el.wait_for()
    frame_el.scroll_into_view_if_needed()
    _idle(page)
    frame = frame_el.content_frame
    frame.locator("#answer").wait_for()
    box = frame_el.bounding_box()
    rects = frame.locator("#answer").evaluate("""(el, [a, b]) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const at = (k) => { let n, seen = 0; while ((n = walker.nextNode())) {
            if (seen + n.length > k) { const r = document.createRange(); r.setStart(n, k - seen);
                r.setEnd(n, k - seen + 1); walker.currentNode = el; return r.getBoundingClientRect(); }
            seen += n.length; } };
        const first = at(a), last = at(b - 1);
        return [first.left + 1, first.top + first.height / 2, last.right - 1, last.top + last.height / 2];
    }""", [start, end])
    x0, y0, x1, y1 = rects
    page.mouse.move(box["x"] + x0, box["y"] + y0)
    page.mouse.down()
    page.mouse.move(box["x"] + x1, box["y"] + y1, steps=8)
    page.mouse.up()
    _idle(page)


def _correct_spans(page, row: int) -> str | None:
    """Rows 1, 3 and 5 of the sample: add a span (mouse selection), remove the judge's, move the judge's (found
    by its text)."""
    if row == 1:  # selected with the mouse in the answer: a real drag over the characters 12–17
        _drag_select(page, 12, 17)
        page.get_by_text("选中：「增值税优惠」（12–17）").first.wait_for()
        _click(page, f"lab_add_{row}")
        return "add"
    if row == 3:  # the judge's spans: 100万元 (6–11), 需要 (12–14): remove 需要
        _pick_span(page, row, 2)
        _click(page, f"lab_remove_{row}")
        return "remove"
    if row == 5:  # move the judge's first span (与澳门隔河相望, 11–18) onto 澳门隔河相望
        _pick_span(page, row, 1)
        _find(page, row, "澳门隔河相望")
        _click(page, f"lab_move_{row}")
        return "move"
    return None


def test_label_reload_second_annotator_agreement_and_fit(served, page):
    url, db, run_id = served
    page.goto(f"{url}/labels")
    page.get_by_role("heading", name="人工标注").first.wait_for()
    _idle(page)
    _annotator(page, "ann")
    levels = ["good", "poor", "fair", "good", "poor", "poor", "fair", "poor", "good", "poor"]
    corrected = {}
    for i, level in enumerate(levels):
        row = _row(page)
        if i % 2:  # every other answer by its keyboard shortcut (1–4), the rest by a click
            page.locator("h1").first.click()
            page.keyboard.press(str(("excellent", "good", "fair", "poor").index(level) + 1))
            _idle(page)
        else:
            _click(page, f"lab_lv_{level}")
        done = _correct_spans(page, row)
        if done:
            corrected[row] = done
        if i == 0:
            _shot(page, "labels.png", height=2800)
        _click(page, "lab_save_next")
        page.get_by_text(f"已保存第 {row} 行的标注").first.wait_for()
    assert sorted(corrected.values()) == ["add", "move", "remove"]
    page.get_by_text("我已标注 10/12").first.wait_for()
    assert page.get_by_test_id("stException").count() == 0

    page.reload()  # a new session: everything comes from the run store
    page.get_by_role("heading", name="人工标注").first.wait_for()
    _idle(page)
    _annotator(page, "ann")
    page.get_by_text("我已标注 10/12").first.wait_for()
    saved = {lb.row: lb for lb in _labels(db, run_id, "ann")}
    assert len(saved) == 10
    # 增值税优惠 after 中小企业享受所得税减免、 (12 characters); added with the kind picked (the first, number)
    assert saved[1].spans == [{"start": 12, "end": 17, "kind": "number", "note": ""}]
    assert [(s["start"], s["end"]) for s in saved[3].spans] == [(6, 11)]          # 需要 removed
    assert (12, 18) in [(s["start"], s["end"]) for s in saved[5].spans]           # moved
    assert (11, 18) not in [(s["start"], s["end"]) for s in saved[5].spans]

    _annotator(page, "bob")
    for level in ("good", "fair", "fair", "good", "poor"):
        row = _row(page)
        _click(page, f"lab_lv_{level}")
        _click(page, "lab_save_next")
        page.get_by_text(f"已保存第 {row} 行的标注").first.wait_for()
    assert len(_labels(db, run_id, "bob")) == 5

    page.locator(".st-key-lab_view").get_by_text("一致性报告").click()
    _idle(page)
    page.get_by_text("标注者之间的一致性").first.wait_for()
    tables = page.get_by_test_id("stTable")
    judge_table, pair_table = tables.nth(0).inner_text(), tables.nth(1).inner_text()
    assert "ann" in judge_table and "bob" in judge_table and "Spearman" in judge_table
    assert "ann" in pair_table and "bob" in pair_table and "Cohen" in pair_table
    alpha = page.get_by_test_id("stMetric").filter(has_text="Krippendorff α（名义）").get_by_test_id("stMetricValue")
    assert alpha.inner_text() != "—"
    _shot(page, "labels_agreement.png", height=2600)
    first_open = page.locator("[class*='st-key-lab_open_']").first
    target = int(re.search(r"st-key-lab_open_(\d+)", first_open.get_attribute("class") or "").group(1))
    first_open.locator("button").click()
    _idle(page)
    assert _row(page) == target

    _nav(page, "权重调优")
    page.get_by_text("用已存标注拟合权重与等级分界").first.click()
    _idle(page)
    _click(page, "lab_fit_go")
    page.get_by_text("交叉验证").first.wait_for()
    page.get_by_text("拟合结果不可靠", exact=False).first.wait_for()
    assert page.get_by_test_id("stException").count() == 0
    _shot(page, "labels_fit.png", height=2600)
