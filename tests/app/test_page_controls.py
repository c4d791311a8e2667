"""Page controls (AppTest, offline): no stale result, contexts editor, issue links, report and named
downloads, tuning counts and flips, level cut-offs, the fit table after applying, settings messages."""
from __future__ import annotations

import pytest

from tests.support.apptest import assert_ok, offline_app_env, run_app


@pytest.fixture(scope="module", autouse=True)
def offline_env(tmp_path_factory):
    with pytest.MonkeyPatch.context() as mp:
        yield offline_app_env(tmp_path_factory.mktemp("page_controls"), mp)


def _evaluated():
    at = run_app()
    at.button(key="home_single").click().run()
    at.button(key="eval_run").click().run()
    assert_ok(at)
    assert "eval_result" in at.session_state
    return at


def _html(at) -> str:
    return "\n".join(h.proto.body for h in at.html)


def test_contexts_are_wrapping_text_areas_that_can_be_added_and_removed():
    at = run_app()
    at.button(key="home_single").click().run()
    n = len(at.session_state["ctx_current"])
    assert n >= 2
    boxes = [t for t in at.text_area if str(t.key).startswith("ctx_")]
    assert len(boxes) == n and all(len(b.value) > 0 for b in boxes)
    first, second = boxes[0].value, boxes[1].value
    at.button(key="ctx_add").click().run()
    assert_ok(at)
    boxes = [t for t in at.text_area if str(t.key).startswith("ctx_")]
    assert len(boxes) == n + 1 and boxes[-1].value == ""
    # removing the first passage keeps the second one's text (now in the first box)
    delete = [b for b in at.button if str(b.key).startswith("ctx_del_")]
    delete[0].click().run()
    assert_ok(at)
    boxes = [t for t in at.text_area if str(t.key).startswith("ctx_")]
    assert len(boxes) == n and boxes[0].value == second and first not in at.session_state["ctx_current"]


def test_issue_list_links_to_the_sentences_and_the_report_is_offered_named_after_the_sample():
    at = run_app()
    at.button(key="home_single").click().run()
    # an answer with an invented number: the issue list must link to its sentence
    at.text_area(key="keep_in_answer").set_value("中小企业享受所得税减免。增值税方面，月销售额50万元以下的小规模纳税人免征增值税。")
    at.button(key="eval_run").click().run()
    assert_ok(at)
    html = _html(at)
    assert 'class="earag-issue-link" href="#earag-single-s2"' in html
    assert 'id="earag-single-s2"' in html
    assert '<table class="earag-reasons"' in html  # the reasons table is a wrapping HTML table now
    downloads = at.get("download_button")
    assert len(downloads) == 2
    names = {d.proto.label: d.proto for d in downloads}
    assert "下载 HTML 报告" in names and "下载完整结果 JSON" in names


def test_a_failed_ask_clears_the_old_answer_and_result():
    at = _evaluated()
    at.radio(key="keep_eval_mode").set_value("ask").run()
    at.radio(key="keep_ask_source").set_value("endpoint").run()
    at.text_area(key="keep_ask_question").set_value("小型微利企业的企业所得税优惠是什么？")
    at.text_input(key="keep_ask_url").set_value("http://127.0.0.1:9/api/ask").run()
    at.button(key="eval_ask").click().run()
    assert not at.exception
    assert at.error  # the endpoint error is on screen …
    assert "eval_result" not in at.session_state and "ask_result" not in at.session_state  # … and nothing old
    assert "整体评分" not in {m.label for m in at.metric}


def test_changed_inputs_mark_the_result_stale_and_it_can_be_cleared():
    at = _evaluated()
    at.text_area(key="keep_in_answer").set_value("小型微利企业不用交税。").run()
    assert any("输入已更改" in w.value for w in at.warning)
    at.button(key="eval_clear_stale").click().run()
    assert_ok(at)
    assert "eval_result" not in at.session_state and "整体评分" not in {m.label for m in at.metric}


def _tuning():
    at = run_app()
    at.switch_page("pages/tuning.py").run()
    at.button(key="tune_run_sample").click().run()
    assert_ok(at)
    return at


def _metric(at, label: str):
    return next(m for m in at.metric if m.label == label)


def test_moving_a_threshold_changes_pass_counts_and_lists_the_flipped_samples():
    at = _tuning()
    before = _metric(at, "答案相关性").value
    assert any("没有样本" in c.value for c in at.caption)
    # the slider starts at the run's relevancy threshold (earag.thresholds: the offline USE embedder is mapped onto
    # the seed's scale, so the configured threshold): lower passes more
    from earag.config import load_settings

    assert at.slider(key="keep_th_relevancy").value == pytest.approx(load_settings().thresholds["relevancy"])
    at.slider(key="keep_th_relevancy").set_value(0.05).run()
    assert_ok(at)
    after = _metric(at, "答案相关性")
    passed_before, passed_after = int(before.split("/")[0]), int(after.value.split("/")[0])
    assert passed_after > passed_before
    assert "转为达标" in after.proto.delta
    flips = next(d.value for d in at.dataframe if "after_threshold" in d.value.columns)
    assert len(flips) == passed_after - passed_before and set(flips["now"]) == {"转为达标"}
    assert set(flips["dimension"]) == {"答案相关性"}


def test_level_cutoffs_are_tunable_and_move_levels():
    at = _tuning()
    assert _metric(at, "等级变化的样本").value == "0"
    at.slider(key="keep_cut_fair").set_value(0.3).run()
    assert_ok(at)
    changed = int(_metric(at, "等级变化的样本").value)
    assert changed > 0
    table = next(d.value for d in at.dataframe if "new_level" in d.value.columns)
    assert set(table["new_level"]) == {"一般"} and len(table) == changed
    # cut-offs out of order: said so, and the levels fall back to 0.8 / 0.7 / 0.6
    at.slider(key="keep_cut_good").set_value(0.9).run()
    assert_ok(at)
    assert any("优秀 ≥ 良好 ≥ 一般" in w.value for w in at.warning)
    assert _metric(at, "等级变化的样本").value == "0"


def test_the_fit_table_shows_the_applied_state_and_zeroed_weights_say_why():
    at = _tuning()
    # sliders moved away from the seed's weights: the nested-CV fit (which keeps the seed's weights unless the
    # inner folds show better ones) differs from them, and the table says by how much
    at.slider(key="keep_w_relevancy").set_value(0.5).run()
    at.button(key="tune_fit").click().run()
    assert_ok(at)
    table = next(d.value for d in at.dataframe if "fitted" in d.value.columns)
    assert (table["change"].abs() > 0.005).any()
    zeroed = [w.value for w in at.warning if "权重设为 0" in w.value]
    fitted_zero = int((table["fitted"].abs() < 1e-6).sum())
    assert len(zeroed) == fitted_zero  # every zeroed dimension is named, with its reason
    at.button(key="tune_apply_fit").click().run()
    assert_ok(at)
    table = next(d.value for d in at.dataframe if "fitted" in d.value.columns)
    assert (table["change"].abs() < 0.005).all()  # the table compares with the sliders as they are now
    assert any("已应用" in s.value for s in at.success)
    assert not [b for b in at.button if b.key == "tune_apply_fit"]


def test_overwriting_the_config_keeps_its_comments(offline_env):
    at = _tuning()
    config = offline_env / "config" / "earag_eval.yaml"
    before = config.read_text(encoding="utf-8")
    at.slider(key="keep_w_relevancy").set_value(0.2).run()
    at.checkbox(key="tune_confirm").check().run()
    at.button(key="tune_overwrite").click().run()
    assert_ok(at)
    after = config.read_text(encoding="utf-8")
    assert after.count("#") == before.count("#") and "relevancy: 0.2" in after
    assert abs(len(after) - len(before)) < 10
    changed = [(a, b) for a, b in zip(before.splitlines(), after.splitlines()) if a != b]
    assert len(changed) == 2 and "relevancy" in changed[0][1]
    assert changed[1][1].endswith("a perfect answer scores 0.90.")  # the comment follows the new weights


def test_settings_clear_buttons_say_what_they_did():
    at = run_app()
    at.switch_page("pages/settings.py").run()
    at.button(key="set_clear_data").click().run()
    assert_ok(at)
    assert any("数据缓存" in s.value for s in at.success)
    status = next(h.proto.body for h in at.html if "earag-status" in h.proto.body)
    assert ">延迟<" in status and "None" not in status and "nan" not in status.lower()
