"""Ordinary openings that are not premise rejections (question_frame.rejects_premise, review3): an answer that
names a field or compares two things is judged on its own words, not read in the question's frame (which would give
it the question's entities and relevancy as question + answer)."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.question_frame import frame_fit, rejects_premise


@pytest.mark.parametrize("question, answer", [
    ("人工智能有哪些应用？", "作为人工智能领域的核心技术，深度学习被广泛应用于图像识别和语音识别。"),
    ("什么是机器学习？", "作为AI领域的基础，机器学习是让计算机从数据中学习规律的方法。"),
    ("固定资产可以一次性扣除吗？", "不固定资产的摊销按有关规定执行，另行计算。"),
    ("What does the lab study?", "As an AI researcher, I study how language models summarise long reports."),
    ("What is the filing deadline?", "The deadline differs from last year: it is now the thirtieth of April."),
    ("How does the new rule change reporting?", "The new rule differs in three ways: it adds a form and moves the date."),
])
def test_an_ordinary_opening_is_not_a_premise_rejection(question, answer):
    assert not rejects_premise(answer)
    assert frame_fit(question, answer) is None


@pytest.mark.parametrize("answer", [
    "作为一个人工智能，我没有自己的家乡。",
    "I am an AI and I have no hometown.",
    "It varies from state to state, so there is no single date.",
    "Opinions differ by region.",
])
def test_a_rejection_worded_like_them_still_is_one(answer):
    assert rejects_premise(answer)
