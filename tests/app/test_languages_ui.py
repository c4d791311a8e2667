"""The English sample in the dashboard: offered on Home in English, and in the Chinese UI an English answer's
reasons, findings and captions are Chinese (only the data is English); the result says the answer's language."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from earag.nlp.text import split_sentences
from tests.app.test_bilingual import PROSE, ZH_ALLOWED, _set_lang, visible_texts, wrong_script
from tests.support.apptest import offline_app_env, run_app

ROOT = Path(__file__).resolve().parents[2]
EN_SAMPLES = ROOT / "data" / "samples" / "policy_qa_en.jsonl"


@pytest.fixture(scope="module", autouse=True)
def offline_env(tmp_path_factory):
    with pytest.MonkeyPatch.context() as mp:
        yield offline_app_env(tmp_path_factory.mktemp("languages_ui"), mp)


def _english_data() -> list[str]:
    """Every sentence and entity name of the English sample set, longest first (data, not UI text)."""
    parts: set[str] = set()
    for line in EN_SAMPLES.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        for text in [row["question"], row["answer"], row["ground_truth"], *row["contexts"]]:
            parts.update(split_sentences(text))
            parts.add(text)
        parts.update(row["graph_entities"])
    return sorted(parts, key=len, reverse=True)


def test_home_in_english_loads_the_english_sample():
    at = _set_lang(run_app(120), "en")
    at.button(key="home_single").click().run()
    first = json.loads(EN_SAMPLES.read_text(encoding="utf-8").splitlines()[0])
    assert at.session_state["keep_in_question"] == first["question"]
    at.button(key="eval_run").click().run()
    assert not at.exception, [e.value for e in at.exception]
    assert any("Answer language: English" in c.value for c in at.caption)


def test_an_english_answer_in_the_chinese_ui_has_chinese_reasons():
    at = _set_lang(run_app(120), "zh")
    at.switch_page("pages/evaluate.py").run()
    at.radio(key="keep_eval_mode").set_value("sample").run()
    at.selectbox(key="keep_eval_sample_file").set_value(EN_SAMPLES.name).run()
    at.selectbox(key="keep_eval_pick_policy_qa_en").set_value("en-003").run()   # an invented agency
    at.button(key="eval_run").click().run()
    assert not at.exception, [e.value for e in at.exception]
    assert any("答案语言：英文" in c.value for c in at.caption)
    data = _english_data()
    vocabulary = {w.lower() for part in data for w in re.findall(r"[A-Za-z]+", part)}
    bad = []
    for text in visible_texts(at):
        cleaned = text
        for part in data:
            cleaned = cleaned.replace(part, " ")
        for allowed in ZH_ALLOWED:
            cleaned = cleaned.replace(allowed, " ")
        # the answer is drawn with its spans marked (spaces around them), so a phrase made only of the data's own
        # words is data too; a catalogue leak brings words the data does not have
        bad += [f"{p!r} in {text[:120]!r}" for p in PROSE.findall(cleaned)
                if any(w.lower() not in vocabulary for w in re.findall(r"[A-Za-z]+", p))]
    assert not bad, "English UI text in the Chinese UI:\n" + "\n".join(sorted(set(bad)))


@pytest.mark.parametrize("sample_id", ["en-003", "en-004", "en-008", "en-029"])   # invented body, wrong date, vague,
def test_the_english_ui_with_english_answers_shows_no_chinese_but_data(sample_id):   # off-topic
    at = _set_lang(run_app(120), "en")
    at.switch_page("pages/evaluate.py").run()
    at.radio(key="keep_eval_mode").set_value("sample").run()
    at.selectbox(key="keep_eval_sample_file").set_value(EN_SAMPLES.name).run()
    at.selectbox(key="keep_eval_pick_policy_qa_en").set_value(sample_id).run()
    at.button(key="eval_run").click().run()
    assert not at.exception, [e.value for e in at.exception]
    assert any("Answer language: English" in c.value for c in at.caption)
    bad = wrong_script(visible_texts(at), "en")
    assert not bad, "Chinese UI text in the English UI:\n" + "\n".join(bad)
