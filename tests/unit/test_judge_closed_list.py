"""An exclusion after a list the answer gives (共济范围是配偶、父母和子女，不包括兄弟姐妹) where a context clause gives that
list without the excluded item: the list is closed, so the exclusion agrees (detectors/negation.py, `_closed_list`).
Before, a list of another passage that has the item made it a negation flip (0.39). Sentences written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

HENAN = "河南省职工医保个人账户的家庭共济范围为配偶、父母、子女，以及共同生活的兄弟姐妹。"
SHANDONG = "山东省职工医保个人账户可以在本省范围内家庭共济使用，共济范围为参保人的配偶、父母和子女。"


def negations(answer: str, contexts: list[str]) -> tuple[float, list[str]]:
    verdicts, _ = judge_sentences(answer, contexts)
    return verdicts[0].score, [sp.text for sp in verdicts[0].unsupported_spans if sp.kind == "negation"]


def test_excluding_what_a_closed_list_leaves_out_agrees():
    score, flips = negations("山东的共济范围是配偶、父母和子女，不包括兄弟姐妹。", [HENAN, SHANDONG])
    assert flips == [] and score > 0.9


def test_excluding_an_item_of_the_list_is_still_a_flip():
    score, flips = negations("山东的共济范围是配偶和子女，不包括父母。", [SHANDONG])
    assert flips and score < 0.5
