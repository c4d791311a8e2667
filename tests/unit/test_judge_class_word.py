"""A body named by what it does and a class word (供水公司) where the contexts say 供水企业: the same body, not a
name the contexts lack (detectors/names.py, `_other_class_word`). Before, the faithful answer below scored 0.19.
Sentences written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

WATER = "供水企业每两个月抄表一次，用户应当自账单发出之日起15日内缴清水费。"


def missing_names(answer: str, context: str) -> tuple[float, list[str]]:
    verdicts, _ = judge_sentences(answer, [context])
    return min(v.score for v in verdicts), [sp.text for v in verdicts for sp in v.unsupported_spans
                                            if sp.kind == "entity"]


def test_another_class_word_for_the_same_body_is_no_missing_name():
    score, names = missing_names("供水公司每两个月抄一次表。", WATER)
    assert names == [] and score > 0.6


def test_another_body_stays_missing():
    # what the body does differs (供电 for 供水): another body
    score, names = missing_names("供电公司每两个月抄一次表。", WATER)
    assert names == ["供电公司"] and score < 0.5


def test_a_body_jieba_keeps_as_one_word_is_a_name_too():
    # jieba reads 燃气公司 as one noun (供电公司 as 供电 + 公司): it passed at 0.8 as no name at all
    score, names = missing_names("燃气公司每两个月抄一次表。", WATER)
    assert names == ["燃气公司"] and score < 0.5
