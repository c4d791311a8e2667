"""English function words (under, after, before, with …) are never unsupported spans or findings on their own
(issue 20): a finding such as "Other unsupported text: under, after" named words that assert nothing."""
from __future__ import annotations

import pytest

from earag.config import Settings
from earag.evaluator import Evaluator
from earag.metrics.dimensions.faithfulness.english import english_support, words
from earag.nlp.function_words import ENGLISH_FUNCTION_WORDS
from earag.types import EvaluationSample

QUESTION = "When must the annual report be filed?"
CONTEXTS = ["The Companies Act requires the annual report to be filed within three months of the financial year "
            "end. The deadline is 31 March."]


@pytest.fixture(scope="module")
def evaluator():
    ev = Evaluator(Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram"}), offline=True)
    yield ev
    ev.close()


def _spans(result) -> list[str]:
    return [sp.text for v in result.sentence_verdicts for sp in v.unsupported_spans]


def test_function_words_missing_from_the_contexts_are_no_spans(evaluator):
    answer = ("The annual report must be filed under the Companies Act after the end of the financial year, "
              "before 31 March, with the deadline in mind.")
    result = evaluator.evaluate(EvaluationSample(QUESTION, answer, CONTEXTS))
    assert not {"under", "after", "before", "with"} & set(_spans(result))
    assert result.dimension_scores["faithfulness"] > 0.95   # nothing unsupported is claimed


def test_a_content_word_missing_from_the_contexts_is_still_a_span(evaluator):
    answer = "The annual report must be filed under the Companies Act after a hearing before the tribunal."
    spans = _spans(evaluator.evaluate(EvaluationSample(QUESTION, answer, CONTEXTS)))
    assert any("hearing" in s for s in spans) and any("tribunal" in s for s in spans)
    assert not {"under", "after", "before"} & set(spans)


def test_function_words_do_not_count_as_content_and_claims_still_do():
    assert {"under", "after", "before", "with", "both", "against", "whether"} <= ENGLISH_FUNCTION_WORDS
    # quantities, comparisons and negations assert something: they stay for the checks that read them
    assert not {"all", "some", "only", "more", "less", "same", "first", "last", "not", "no", "never"} \
        & ENGLISH_FUNCTION_WORDS
    content = [w.text for w in words("Filed under the Act after the year end, only by the board.") if w.content]
    assert content == ["Filed", "Act", "year", "end", "only", "board"]
    support, missing = english_support("It was filed under seal after midnight.", frozenset({"fil", "filed"}))
    assert [w.text for w in missing] == ["seal", "midnight"] and support is not None and support < 1
