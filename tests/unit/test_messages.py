"""The message catalogue: every code has both languages, is defined once and is emitted somewhere; rendering."""
from __future__ import annotations

import ast
import json
import re
import string
from pathlib import Path

import pytest

from earag.backends.factory import build_llm
from earag.backends.http import map_error
from earag.backends.llm.breaker import CircuitBreaker
from earag.config import Settings
from earag.enums import FAILURE_STATUSES, Level, ProvenanceStatus, Risk, RunStatus
from earag.errors import BackendUnavailable, InputError
from earag.messages import CATALOGUE, LANGS, CodedText, Message, join, number, render, render_any, stored_text
from earag.messages import catalogue as catalogue_module
from earag.messages.catalogue import STORED
from earag.metrics.answer_quality import F1Score
from earag.metrics.context_support import AnswerSupportedPrecision, ContextSupportedPrecision
from earag.metrics.dimensions.faithfulness.judge import judge_sentences
from earag.metrics.dimensions.hallucination import risk_band
from earag.scoring import LEVEL_NAMES, quality_level
from earag.types import LEVEL_IDS, EvaluationSample
from earag.validation import validate_question
from ui.charts.style import LEVEL_COLOURS, RISK_COLOURS, STATUS_COLOURS
from ui.i18n import error_text, say
from ui.records import read_sentence

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE_FILE = ROOT / "earag" / "messages" / "catalogue.py"


def _string_literals(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)}


def _emitted_codes() -> set[str]:
    """Codes written as literals anywhere outside the catalogue, plus the enums' codes (built from their ids)."""
    found: set[str] = set()
    for folder in ("earag", "ui", "pages"):
        for path in (ROOT / folder).rglob("*.py"):
            if path != CATALOGUE_FILE:
                found |= _string_literals(path)
    for enum in (Level, Risk, ProvenanceStatus, RunStatus):
        found |= {member.message.code for member in enum}
    return found


def test_every_code_has_a_chinese_and_an_english_text():
    for code, entry in CATALOGUE.items():
        for lang in LANGS:
            assert entry.template(lang).strip(), f"{code} has no {lang} text"
        assert entry.stored in STORED, code


def test_both_languages_name_the_same_fields():
    def fields(template: str) -> set[str]:
        return {f for _, f, _, _ in string.Formatter().parse(template) if f}

    for code, entry in CATALOGUE.items():
        # a parameter may exist only for one language (the yes/no word), never be missing from the stored one
        stored = fields({"zh": entry.zh, "en": entry.en, "legacy": entry.legacy}.get(entry.stored, entry.zh + entry.en))
        assert fields(entry.zh) | fields(entry.en) >= stored, code


def test_a_code_defined_twice_fails_at_import():
    with pytest.raises(ValueError, match="defined twice"):
        catalogue_module._add("level.good", "x", "y", "zh")
    source = CATALOGUE_FILE.read_text(encoding="utf-8")
    codes = [node.args[0].value for node in ast.walk(ast.parse(source))
             if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "_add"]
    assert len(codes) == len(set(codes)) == len(CATALOGUE)


# Families whose codes the code builds from a key (f"finding.{code}", the report's _t("summary")): such a code counts
# as emitted when its key, or a dot-separated part of it, is a literal in the sources (e.g. "missing_entities").
KEYED_FAMILIES = ("finding.", "level_desc.", "level_advice.", "report.", "agreement.")


def _emitted(code: str, literals: set[str]) -> bool:
    if code in literals:
        return True
    family = next((f for f in KEYED_FAMILIES if code.startswith(f)), None)
    if family is None:
        return False
    key = code[len(family):]
    return key in literals or any(part in literals for part in key.split(".") if part not in ("bare",))


def test_every_code_is_emitted_by_the_code():
    literals = _emitted_codes()
    unused = sorted(code for code in CATALOGUE if not _emitted(code, literals))
    assert not unused, f"catalogue codes nothing emits (remove them or emit them): {unused}"


def test_an_unknown_code_cannot_be_made():
    with pytest.raises(KeyError, match="not in earag/messages/catalogue.py"):
        Message("no.such.code")


def test_render_in_each_language_and_the_stored_text():
    m = Message("backend.timeout.answer", {"where": "Ollama at http://127.0.0.1:1", "seconds": 2.5})
    assert render(m, "zh") == "Ollama at http://127.0.0.1:1 未在 2.5 秒内回答"
    assert render(m, "en") == stored_text(m) == str(m) == "Ollama at http://127.0.0.1:1 did not answer within 2.5 s"
    pair = Message("sample.answer_empty")
    assert str(pair) == "答案内容不能为空 (the answer is empty)"
    assert render(pair, "en") == "the answer is empty" and render(pair, "zh") == "答案内容不能为空"
    long = Message("sample.question_too_long_count", {"max_length": 10, "length": 12})
    assert str(long) == "问题长度超过限制，请限制在10字符内 (question has 12 characters)"


def test_lists_are_joined_the_language_s_way_and_nested_messages_render():
    m = Message("input.no_column", {"fields": "question", "columns": ["问题", "answer"]})
    assert render(m, "zh").startswith("找不到 question 列；文件的列为：问题、answer。")
    assert render(m, "en").startswith("no column for question; the columns are: 问题, answer — ")
    nested = Message("input.csv_malformed", {"name": "a.csv", "line": 3,
                                             "detail": Message("input.field_empty", {"field": "answer"})})
    assert render(nested, "zh") == "a.csv：CSV 第 3 行格式错误：answer 为空"
    assert str(nested) == "a.csv: malformed CSV at line 3: answer is empty"


def test_a_stored_message_round_trips_through_json():
    m = Message("input.csv_malformed", {"name": "a.csv", "line": 3, "detail": Message("input.field_empty", {"field": "x"})})
    back = Message.from_dict(json.loads(json.dumps(m.to_dict())))
    assert back is not None and render(back, "zh") == render(m, "zh") and str(back) == str(m)
    assert Message.from_dict({"code": "gone.code", "params": {}}) is None


def test_render_any_uses_the_codes_else_the_stored_text():
    msgs = [Message("input.field_empty", {"field": "answer"}).to_dict(), Message("input.no_rows", {"name": "f"}).to_dict()]
    assert render_any("stored", msgs, "zh") == "answer 为空；f：没有数据行"
    assert render_any("stored", msgs, "en") == "answer is empty; f: no rows"
    assert render_any("answer is empty", None, "zh") == "answer is empty"   # an older record: its text as stored
    assert render_any("old", [{"code": "gone.code"}], "zh") == "old"
    assert join([Message("input.field_empty", {"field": "a"})], None) == "a is empty"


def test_numbers_have_one_formatter():
    assert number(0.5) == "0.5" and number(3) == "3" and number(0.123456, ".2f") == "0.12"
    assert number(True) == "True" and number("x") == "x"


def test_enums_keep_the_stored_values_and_show_catalogue_words():
    assert [lv.value for lv in Level] == ["优秀", "良好", "一般", "较差"]
    assert json.dumps({"level": Level.GOOD}, ensure_ascii=False) == '{"level": "良好"}'
    assert f"{Level.FAIR}" == "一般" and Level.parse("poor") is Level.POOR and Level.parse("x") is None
    assert Level.EXCELLENT.label("en") == "excellent" and Risk.HIGH.label("en") == "high"
    assert Risk.parse("中") is Risk.MEDIUM and ProvenanceStatus.parse("cache") is ProvenanceStatus.CACHE
    assert ProvenanceStatus.TIMEOUT.label("zh") == "超时"
    assert "fallback" in FAILURE_STATUSES and "ok" not in FAILURE_STATUSES
    # a run's status, as the run store holds it, shows the catalogue's word (run.status.*); an unknown one as stored
    assert RunStatus.parse("interrupted") is RunStatus.INTERRUPTED and RunStatus.INTERRUPTED.label("zh") == "已中断"
    assert RunStatus.word("partial", "en") == "partial" and RunStatus.word("odd", "zh") == "odd"
    assert ProvenanceStatus.word("error", "zh") == "出错" and Level.FAIR.heading("en") == "Fair"


def test_chinese_ui_shows_an_english_backend_error_in_chinese_through_the_catalogue():
    exc = map_error(ConnectionRefusedError(111, "Connection refused"), "Ollama at http://127.0.0.1:9")
    assert str(exc) == "Ollama at http://127.0.0.1:9 is unreachable (ConnectionRefusedError: [Errno 111] Connection refused)"
    assert exc.message is not None and exc.message.code == "backend.unreachable"
    assert error_text(exc, "zh") == "Ollama at http://127.0.0.1:9 无法连接（ConnectionRefusedError: [Errno 111] Connection refused）"
    assert error_text(exc, "en") == str(exc)
    # a stored row error keeps its text and gains the code: the page renders it from the code
    row = {"error": "ValidationError", "row": 2, "field": "answer", "message": "answer is empty",
           **Message("input.field_empty", {"field": "answer"}).to_dict()}
    assert say(row["message"], "zh", row) == "answer 为空"
    assert say("an older record's text", "zh", {"message": "an older record's text"}) == "an older record's text"


def test_input_errors_keep_their_text_and_carry_the_code():
    try:
        validate_question("问" * 12, max_length=10, say_length=True)
    except InputError as exc:
        assert str(exc) == "问题长度超过限制，请限制在10字符内 (question has 12 characters)"
        assert exc.message is not None and exc.message.code == "sample.question_too_long_count"
        # seed 002's 400 shape, with the message's code and parameters beside its text
        assert set(exc.to_dict()) == {"error", "message", "field", "code", "params"}
        assert exc.to_dict()["code"] == "sample.question_too_long_count"
        assert exc.text("en") == "the question is too long: keep it within 10 characters (it has 12)"
    else:
        raise AssertionError("a question over the limit must be refused")


def test_english_ui_shows_a_chinese_judge_reason_in_english_through_the_catalogue():
    verdicts, _ = judge_sentences("小微企业税率为10%。", ["小微企业的税率为20%。"])
    stored = verdicts[0].to_dict()
    assert stored["reason"] and stored["reason_messages"]   # the stored Chinese text, its codes beside it
    sentence = read_sentence(stored)
    assert say(sentence.reason, "zh", list(sentence.messages)) == stored["reason"]
    shown = say(sentence.reason, "en", list(sentence.messages))
    assert "the contexts say 20%, the answer says 10%" in shown, shown
    span = sentence.spans[0]
    assert say(span.reason, "en", span.reason_messages) == "the contexts say 20%, the answer says 10%"
    # a record of an earlier version (no codes): its stored text as it is
    old = read_sentence({k: v for k, v in stored.items() if k != "reason_messages"})
    assert say(old.reason, "en", list(old.messages)) == stored["reason"]


def test_colour_maps_and_level_table_are_keyed_by_the_enums():
    assert list(LEVEL_NAMES) == [lv.value for lv in Level] and quality_level(0.75) == Level.GOOD
    assert LEVEL_IDS == {lv.value: lv.id for lv in Level}
    assert risk_band(0.9) is Risk.HIGH and json.dumps(risk_band(0.1), ensure_ascii=False) == '"低"'
    assert set(LEVEL_COLOURS) >= set(Level) and LEVEL_COLOURS["优秀"] == LEVEL_COLOURS[Level.EXCELLENT]
    assert set(RISK_COLOURS) == set(Risk) and set(STATUS_COLOURS) == set(ProvenanceStatus)


def test_an_open_breaker_says_why_in_either_language():
    breaker = CircuitBreaker("judge", cooldown=30.0, clock=lambda: 100.0)
    breaker.record_failure(map_error(ConnectionRefusedError(111, "refused"), "Ollama at http://127.0.0.1:9"))
    with pytest.raises(BackendUnavailable) as caught:
        breaker.check()
    exc = caught.value
    assert str(exc) == ("LLM judge skipped for 30.0 s more (circuit open): Ollama at http://127.0.0.1:9 is unreachable "
                        "(ConnectionRefusedError: [Errno 111] refused)")
    assert error_text(exc, "zh") == ("LLM 评审暂停，还需 30.0 秒（熔断已打开）：Ollama at http://127.0.0.1:9 无法连接"
                                     "（ConnectionRefusedError: [Errno 111] refused）")
    assert breaker.allow() == (False, str(exc))


def test_backend_notes_keep_their_text_and_their_code():
    llm, note = build_llm(Settings(), offline=True)
    assert llm is None and note == "LLM judge disabled (offline mode): rule-based extraction and sentence judge"
    assert isinstance(note, CodedText) and note.message.code == "judge.disabled_offline"
    assert say(note, "zh") == "LLM 评审已停用（离线模式）：使用规则实体抽取与句子评审"
    assert say(note, "en") == note


def test_a_metric_reason_is_shown_in_english_from_its_codes():
    result = F1Score().evaluate(EvaluationSample("q", "注册资本实行认缴制。", [], "注册资本实行认缴制，不再验资。"))
    details = result.to_dict()["details"]
    assert result.reason == details["reason"] and "共有词" in result.reason   # the stored Chinese text, unchanged
    shown = say(details["reason"], "en", details["reason_messages"])
    assert shown.startswith(f"{details['common_tokens']} shared tokens: precision ") and not re.search(r"[\u4e00-\u9fff]", shown)


def test_seed_001_support_reasons_are_shown_in_english_from_their_codes():
    sample = EvaluationSample("税率是多少？", "小微企业税率为10%。", ["小微企业的税率为20%。"])
    for metric in (AnswerSupportedPrecision(), ContextSupportedPrecision()):
        d = metric.evaluate(sample).to_dict()
        assert "得到支持（判定：" in d["reason"]   # the stored Chinese text, unchanged
        shown = say(d["reason"], "en", d["details"]["reason_messages"])
        assert re.fullmatch(r"\d+/\d+ (answer|context) sentences (supported|reflected) \(judge: .+\)", shown), shown
        assert all(v.get("reason_messages") for v in d["details"]["verdicts"])   # each sentence's reason coded
