"""Seed 002's input rules, written once: a question of 1–max_length characters, a non-empty answer, contexts and
graph entities as lists of text. Every entry point (evaluator, datasets, answerer, API) validates through here."""
from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from earag.errors import InputError
from earag.messages import Message
from earag.types import EvaluationSample

DEFAULT_MAX_LENGTH = 1000  # seed 002: 问题长度限制1-1000字符; the configured limit is evaluation.performance.max_text_length


def json_type(value: Any) -> str:
    """The JSON name of a value's type, for messages: string, number, boolean, list, object, null."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, str):
        return "string"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, Mapping):
        return "object"
    if isinstance(value, (list, tuple, set)):
        return "list"
    return type(value).__name__


def _wrong_type(field: str, expected_zh: str, expected: str, value: Any) -> InputError:
    return InputError(Message("sample.wrong_type", {"field": field, "expected_zh": expected_zh, "expected": expected,
                                                    "type": json_type(value)}), field=field)


def validate_question(question: Any, max_length: int = DEFAULT_MAX_LENGTH, *, say_length: bool = False) -> str:
    """The question stripped, or seed 002's ValidationError with its exact message (empty, or longer than
    `max_length` characters); `say_length` appends the question's length (for dataset rows and the CLI).
    A question that is not text at all (a list, a number) is a ValidationError saying so, never its repr."""
    if question is not None and not isinstance(question, str):
        raise _wrong_type("question", "文本", "a string", question)
    if question is None or not question.strip():
        raise InputError(Message("sample.question_empty"), field="question",
                         value="" if question is None else question[:100])
    question = question.strip()
    if len(question) > max_length:
        message = Message("sample.question_too_long", {"max_length": max_length})
        if say_length:
            message = Message("sample.question_too_long_count", {"max_length": max_length, "length": len(question)})
        raise InputError(message, field="question")
    return question


def _check_text_list(field: str, value: Any) -> None:
    if not isinstance(value, list):
        raise _wrong_type(field, "文本列表", "a list of strings", value)
    for i, item in enumerate(value):
        if not isinstance(item, str):
            raise InputError(Message("sample.item_not_string", {"field": field, "index": i, "type": json_type(item)}),
                             field=field)


def validate_sample(sample: EvaluationSample, max_length: int = DEFAULT_MAX_LENGTH) -> EvaluationSample:
    """The sample unchanged, or an InputError naming the field at fault.

    Types are checked as a JSON body would give them: question and answer strings, contexts a list of strings
    (a single string is not taken as one passage here: the API's schema says list), graph_entities a list of
    strings or null (a string is never read character by character), ground_truth a string or null."""
    if not isinstance(sample, EvaluationSample):
        raise InputError(Message("sample.not_sample", {"type": json_type(sample)}), field="sample")
    validate_question(sample.question, max_length, say_length=True)
    if sample.answer is not None and not isinstance(sample.answer, str):
        raise _wrong_type("answer", "文本", "a string", sample.answer)
    if not sample.answer or not sample.answer.strip():
        raise InputError(Message("sample.answer_empty"), field="answer", value="")
    _check_text_list("contexts", sample.contexts)
    if sample.graph_entities is not None:
        _check_text_list("graph_entities", sample.graph_entities)
    if sample.ground_truth is not None and not isinstance(sample.ground_truth, str):
        raise _wrong_type("ground_truth", "文本", "a string", sample.ground_truth)
    if sample.metadata is not None and not isinstance(sample.metadata, Mapping):
        raise _wrong_type("metadata", "对象", "an object", sample.metadata)
    for name, value in (("question", sample.question), ("answer", sample.answer),
                        ("ground_truth", sample.ground_truth), *(("contexts", c) for c in sample.contexts or ()),
                        *(("graph_entities", e) for e in sample.graph_entities or ())):
        if isinstance(value, str) and _SURROGATE.search(value):  # "\ud800" in JSON: no encoding can hold it
            raise InputError(Message("sample.surrogate", {"field": name}), field=name)
    return sample


_SURROGATE = re.compile(r"[\ud800-\udfff]")
