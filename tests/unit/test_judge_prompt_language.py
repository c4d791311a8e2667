"""Seed 003's prompt frame in the answer's language (issue 20 part 5): which language a metric's judge prompt takes,
and the English frame itself (titles, empty lists, schema)."""
from __future__ import annotations

import re

import pytest

from earag.metrics.llm_fallback import JudgeTask, LLMScore, LLMScoreEn, judge_prompt, prompt_language
from earag.types import EvaluationSample

HAN = re.compile(r"[\u4e00-\u9fff]")
TASK = JudgeTask(("评估回答。", ("高", "中", "低")), ("Judge the answer.", ("high", "medium", "low")))


@pytest.mark.parametrize("question, answer, language", [
    ("When do the bans apply?", "The bans apply from 2 February 2025.", "en"),
    ("小规模纳税人的增值税征收率是多少？", "减按1%征收率征收增值税。", "zh"),
    ("欧盟《人工智能法》何时生效？", "欧盟《人工智能法》已生效。The rules apply from 2026.", "zh"),   # mixed: Chinese
    ("What share of staff work remotely?", "25%", "en"),        # no letters in the answer: the question's language
    ("远程办公的员工比例是多少？", "25%", "zh"),
])
def test_the_prompt_takes_the_answers_language(question, answer, language):
    assert prompt_language(EvaluationSample(question, answer, [])) == language


def test_the_english_frame_has_english_titles_an_english_schema_and_no_chinese():
    prompt = TASK.prompt({"问题": "When?", "引用实体": [], "系统回答": "Now.", "参考答案": None}, "en")
    assert prompt.schema is LLMScoreEn and issubclass(LLMScoreEn, LLMScore) and prompt.version == "seed003.en/1"
    assert not HAN.findall(prompt.text)
    assert "[Question]\nWhen?" in prompt.text and "[Cited entities]\n(none)" in prompt.text
    assert "[System answer]\nNow." in prompt.text and "Reference answer" not in prompt.text   # None: left out
    assert "- 0.8-1.0: high" in prompt.text


def test_the_chinese_frame_is_unchanged():
    old = judge_prompt("评估回答。", ("高", "中", "低"), {"问题": "何时？", "系统回答": "现在。"})
    assert TASK.prompt({"问题": "何时？", "系统回答": "现在。"}, "zh") == old
    assert old.schema is LLMScore and old.text.startswith("你是RAG系统评估专家。请评估回答。")
