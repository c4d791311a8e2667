"""A failed row of a run is shown from its stored error record (issue 18): its message from its code in the UI's
language, the stored text for a record without a code, and never re-labelled as an input error when it is not one."""
from __future__ import annotations

import json

import pytest
from streamlit.testing.v1 import AppTest

from tests.support.apptest import offline_app_env, run_app

TIMEOUT = 120
ROWS = [{"id": "a", "question": "企业注册资本要求是什么？", "answer": "实行认缴制。", "contexts": ["注册资本实行认缴制。"]},
        {"id": "b", "question": "", "answer": "没有问题"}]


@pytest.fixture
def offline_env(tmp_path, monkeypatch):
    return offline_app_env(tmp_path, monkeypatch)


def _errors(at: AppTest) -> list[str]:
    assert not at.exception, [e.value for e in at.exception]
    return [e.value for e in at.error]


def test_a_failing_row_shows_its_message_in_the_ui_language(offline_env):
    at = run_app(TIMEOUT)
    at.switch_page("pages/batch.py").run()
    data = "\n".join(json.dumps(r, ensure_ascii=False) for r in ROWS).encode()
    at.file_uploader(key="batch_upload").set_value(("rows.jsonl", data, "application/jsonl")).run()
    at.button(key="batch_run").click().run()
    at.selectbox(key="drill_row").set_value(2).run()   # the row with an empty question
    zh = _errors(at)
    at.session_state["lang"] = "en"
    en = _errors(at.run())
    assert len(zh) == 1 and len(en) == 1, (zh, en)
    zh, en = zh[0], en[0]
    assert "输入有误" in zh and "question" in zh and "第 2 行" in zh
    assert "Invalid input" in en and "question" in en and "row 2" in en
    assert not any("\u4e00" <= ch <= "\u9fff" for ch in en), en   # no Chinese in the English UI
    assert "question 为空" in zh and "question is empty" in en   # the message from its code, in each language


def _show(error, lang: str) -> str:
    def page(error, lang):
        import streamlit as st

        from ui.layout import show_error_record
        st.session_state["lang"] = lang
        show_error_record(error, "Drill", 7)

    at = AppTest.from_function(page, args=(error, lang), default_timeout=TIMEOUT).run()
    assert not at.exception, [e.value for e in at.exception]
    return at.error[0].value


def test_a_coded_system_error_record_renders_in_both_languages_and_is_not_called_an_input_error(offline_env):
    record = {"error": "SystemError", "message": "EARAG-Eval评估失败：ZeroDivisionError：division by zero",
              "code": "sample.system_error", "params": {"kind": "ZeroDivisionError", "detail": "division by zero"}}
    zh, en = _show(record, "zh"), _show(record, "en")
    assert "SystemError" in zh and "SystemError" in en and "division by zero" in en
    assert "Invalid input" not in en and "输入有误" not in zh
    assert "评估失败" in zh and "evaluation failed" in en   # rendered from the code, not the stored text


def test_an_old_error_record_without_a_code_shows_its_stored_text(offline_env):
    assert "disk on fire" in _show({"error": "SystemError", "message": "disk on fire"}, "en")
    assert "disk on fire" in _show("disk on fire", "zh")   # a record that stored the error as a bare string


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_an_evaluator_released_mid_page_says_run_again_not_build_a_new_evaluator(lang):
    def page(lang):
        import streamlit as st

        from earag.errors import EvaluatorClosed
        from earag.messages import Message
        from ui.i18n import t
        from ui.layout import show_error
        st.session_state["lang"] = lang
        show_error(EvaluatorClosed(Message("evaluator.closed")), t("err.where_evaluate", lang))

    at = AppTest.from_function(page, args=(lang,), default_timeout=TIMEOUT).run()
    assert not at.exception, [e.value for e in at.exception]
    assert not at.error   # not an error of the input or of the library: a warning to run again
    text = at.warning[0].value
    assert "Evaluator" not in text and "close()" not in text
    assert ("重新运行" in text and "已保存" in text) if lang == "zh" else ("Run it again" in text and "kept" in text)
