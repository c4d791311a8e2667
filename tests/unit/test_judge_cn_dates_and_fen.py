"""A date in Chinese numerals (十月十五号) and fen / jiao (1分钱, 五角钱) judged as the values they are (earag.nlp.facts):
before, 十月 was "10 months" against 5天 and 1分钱 a count the contexts lack, and both faithful answers scored below
0.3. Sentences written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

HEAT = "用户申请停暖的，须于每年10月15日前向供热单位提出书面申请；累计停热超过5天的，供热单位应予以赔偿。"
POWER = "对完成生态流量改造并通过验收的电站，上网电价每千瓦时提高0.01元。"


def judged(answer: str, context: str) -> tuple[float, list[str]]:
    verdicts, _ = judge_sentences(answer, [context])
    return min(v.score for v in verdicts), [sp.text for v in verdicts for sp in v.unsupported_spans]


def test_a_date_in_chinese_numerals_matches_the_same_date_in_digits():
    score, spans = judged("要在每年十月中旬、也就是十月十五号以前向供热单位提出书面申请。", HEAT)
    assert spans == [] and score > 0.8
    score, spans = judged("要在每年十一月十五号以前向供热单位提出书面申请。", HEAT)
    assert spans and score < 0.5


def test_fen_is_a_hundredth_of_a_yuan():
    score, spans = judged("验收通过后，上网电价每千瓦时多给1分钱。", POWER)
    assert spans == [] and score > 0.8
    score, spans = judged("验收通过后，上网电价每千瓦时多给5分钱。", POWER)
    assert spans and score < 0.5
