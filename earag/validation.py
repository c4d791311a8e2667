"""Seed 002's input rules, written once: a question of 1–max_length characters, a non-empty answer, contexts and
graph entities as lists of text. Every entry point (evaluator, datasets, answerer, API) validates through here."""
from __future__ import annotations

from typing import Any

from earag.errors import InputError
from earag.types import EvaluationSample

DEFAULT_MAX_LENGTH = 1000  # seed 002: 问题长度限制1-1000字符; the configured limit is evaluation.performance.max_text_length


def validate_question(question: Any, max_length: int = DEFAULT_MAX_LENGTH, *, say_length: bool = False) -> str:
    """The question stripped, or seed 002's ValidationError with its exact message (empty, or longer than
    `max_length` characters); `say_length` appends the question's length (for dataset rows and the CLI)."""
    if not isinstance(question, str) or not question.strip():
        raise InputError("问题内容不能为空", field="question", value="" if question is None else str(question)[:100])
    question = question.strip()
    if len(question) > max_length:
        message = f"问题长度超过限制，请限制在{max_length}字符内"
        if say_length:
            message += f" (question has {len(question)} characters)"
        raise InputError(message, field="question")
    return question


def validate_sample(sample: EvaluationSample, max_length: int = DEFAULT_MAX_LENGTH) -> EvaluationSample:
    """The sample unchanged, or an InputError naming the field at fault."""
    validate_question(sample.question, max_length, say_length=True)
    if not isinstance(sample.answer, str) or not sample.answer.strip():
        raise InputError("答案内容不能为空 (the answer is empty)", field="answer", value="")
    if not isinstance(sample.contexts, list) or not all(isinstance(c, str) for c in sample.contexts):
        raise InputError("contexts 必须是文本列表 (contexts must be a list of strings)", field="contexts")
    if sample.graph_entities is not None and not all(isinstance(e, str) for e in sample.graph_entities):
        raise InputError("graph_entities 必须是文本列表 (graph_entities must be a list of strings)", field="graph_entities")
    return sample
