"""End to end in a real headless browser: `streamlit run app.py` offline, driven by Debian's chromium via playwright.

Screenshots go to test-artifacts/ (evaluate.png, batch.png, tuning.png) for a person to look at.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.browser import (  # noqa: F401 - re-exported
    CHROMIUM,
    CHROMIUM_ARGS,
    free_port,
    idle,
    launched_chromium,
    served_dashboard,
)

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian chromium is not installed at /usr/bin/chromium "
                                "(apt-get install -y chromium); the browser test needs it")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    # scripts/serve.py is what `bash scripts/run.sh` starts: the test drives the same server a user gets
    with served_dashboard(tmp_path_factory.mktemp("results")) as url:
        yield url


@pytest.fixture(scope="module")
def page(server):
    with launched_chromium(ARTIFACTS) as browser:
        pg = browser.new_page(viewport={"width": 1440, "height": 1000}, locale="zh-CN")
        pg.set_default_timeout(60_000)
        yield pg


def _idle(page) -> None:
    """Wait until the app has finished the script run of the last action (tests.support.browser.idle)."""
    idle(page)


def _shot(page, name: str, height: int = 2600) -> Path:
    """A screenshot of the whole app: the viewport is made tall because the app scrolls inside its own container."""
    page.set_viewport_size({"width": 1440, "height": height})
    _idle(page)
    # plotly draws after the elements appear: every chart laid out (its _fullLayout set, its SVG in place)
    page.wait_for_function("() => [...document.querySelectorAll('.js-plotly-plot')]"
                           ".every(el => el._fullLayout && el.querySelector('.main-svg'))", timeout=60_000)
    page.wait_for_timeout(200)
    path = ARTIFACTS / name
    page.screenshot(path=str(path), full_page=True)
    page.set_viewport_size({"width": 1440, "height": 1000})
    return path


def _nav(page, title: str) -> None:
    page.get_by_test_id("stSidebarNav").get_by_text(title, exact=True).click()
    page.get_by_role("heading", name=title).first.wait_for()
    _idle(page)


def test_first_session_on_the_home_page_switches_language(server, page):
    """The very first browser session of a fresh server (Streamlit decides the routing mode then)."""
    page.goto(server)
    page.get_by_role("heading", name="后端状态").first.wait_for()
    _idle(page)
    options = page.get_by_test_id("stSidebar").get_by_test_id("stRadioOption")
    options.nth(1).click()  # English
    page.get_by_role("heading", name="Backend status").first.wait_for()
    _idle(page)
    assert page.get_by_test_id("stSidebarNav").get_by_text("Weight tuning", exact=True).count() == 1
    options.nth(0).click()  # back to 中文 for the next test
    page.get_by_role("heading", name="后端状态").first.wait_for()
    _idle(page)


def test_english_survives_homes_load_buttons(server, page):
    """Home's buttons switch pages with st.switch_page; the language chosen before must come along."""
    page.goto(server)
    page.get_by_role("heading", name="后端状态").first.wait_for()
    _idle(page)
    options = page.get_by_test_id("stSidebar").get_by_test_id("stRadioOption")
    options.nth(1).click()  # English
    page.get_by_role("heading", name="Backend status").first.wait_for()
    _idle(page)
    page.locator(".st-key-home_single button").click()
    page.get_by_role("heading", name="Evaluate one answer").first.wait_for()
    _idle(page)
    assert page.get_by_test_id("stSidebarNav").get_by_text("Weight tuning", exact=True).count() == 1
    assert page.get_by_role("heading", name="单条评估").count() == 0
    page.get_by_test_id("stSidebarNav").get_by_text("Home", exact=True).click()
    page.get_by_role("heading", name="Backend status").first.wait_for()
    _idle(page)
    page.locator(".st-key-home_set button").click()
    page.get_by_role("heading", name="Batch evaluation").first.wait_for()
    _idle(page)
    assert page.get_by_test_id("stSidebarNav").get_by_text("Weight tuning", exact=True).count() == 1
    page.get_by_test_id("stSidebar").get_by_test_id("stRadioOption").nth(0).click()  # back to 中文
    page.get_by_role("heading", name="批量评估").first.wait_for()
    _idle(page)


def test_evaluate_batch_and_tuning_in_a_browser(server, page):
    page.goto(f"{server}/evaluate")
    page.get_by_role("heading", name="单条评估").first.wait_for()
    _idle(page)
    page.locator(".st-key-eval_load_example button").click()
    page.get_by_text("中小企业税收优惠政策有哪些", exact=False).first.wait_for()
    _idle(page)
    page.locator(".st-key-eval_run button").click()
    overall = page.get_by_test_id("stMetric").filter(has_text="整体评分").first
    overall.wait_for()
    value = overall.get_by_test_id("stMetricValue").inner_text()
    assert 0.0 <= float(value) <= 1.0
    page.locator(".js-plotly-plot").nth(1).wait_for()
    assert page.locator(".earag-entity-diff").count() == 1
    assert page.locator(".earag-sent").count() >= 1
    assert page.get_by_test_id("stException").count() == 0
    assert _shot(page, "evaluate.png", height=3000).stat().st_size > 10_000

    _nav(page, "批量评估")
    page.locator(".st-key-batch_load_sample button").click()
    page.get_by_test_id("stMetric").filter(has_text="总行数").wait_for()
    _idle(page)
    page.locator(".st-key-batch_run button").click()
    page.get_by_role("heading", name="评估结果").first.wait_for(timeout=120_000)
    _idle(page)
    scored = page.get_by_test_id("stMetric").filter(has_text="已评分").get_by_test_id("stMetricValue").inner_text()
    assert int(scored) >= 48
    assert page.get_by_test_id("stException").count() == 0
    _shot(page, "batch.png", height=3600)

    _nav(page, "权重调优")
    page.get_by_role("button", name="使用批量评估结果").click()
    accuracy = page.get_by_test_id("stMetric").filter(has_text="等级准确率")
    accuracy.wait_for()
    _idle(page)
    tuned = page.get_by_test_id("stMetric").filter(has_text="平均整体评分（调整后）").get_by_test_id("stMetricValue")
    before = tuned.inner_text()
    thumb = page.locator(".st-key-keep_w_entity_coverage input[type=range]")
    thumb.focus()
    for _ in range(20):  # 0.30 → 0.50 in steps of 0.01
        page.keyboard.press("ArrowRight")
    _idle(page)
    page.wait_for_function("([el, old]) => el.innerText !== old", arg=[tuned.element_handle(), before])
    assert float(tuned.inner_text()) > float(before)
    page.locator(".st-key-tune_fit button").click()
    page.get_by_text("拟合权重·交叉验证").first.wait_for(state="attached")
    assert page.get_by_test_id("stException").count() == 0
    _shot(page, "tuning.png", height=3000)
