"""Diagnoses and recommendations in the English UI: every fixed phrase the evaluator writes has a translation."""
import re

from earag.config import Settings
from earag.diagnosis import ADVICE, find_problems, group_findings, overall_diagnosis, recommendations
from earag.scoring import LEVEL_NAMES, quality_level
from earag.types import DIMENSIONS
from ui.i18n import translate_findings

CJK = re.compile(r"[\u4e00-\u9fff]")


def test_every_generated_diagnosis_translates_without_leftover_chinese():
    th = Settings().thresholds
    worst = {"entity_coverage": 0.1, "faithfulness": 0.9, "relevancy": 0.1, "sufficiency": 0.1, "hallucination": 0.9}
    findings = group_findings(find_problems(worst, th, missing=["X"], context_missing=["Y"], unverified=["Z"],
                                            unmatched_ratio=0.5), DIMENSIONS)
    for score in (0.9, 0.75, 0.65, 0.3):
        level = quality_level(score)
        text = translate_findings(overall_diagnosis(score, level, findings), "en")
        assert not CJK.search(text), text
        for rec in recommendations(score, level, th, findings, worst):
            assert not CJK.search(translate_findings(rec, "en")), rec
    for advice in ADVICE.values():
        assert not CJK.search(translate_findings(advice, "en"))
    assert {quality_level(s) for s in (0.9, 0.75, 0.65, 0.3)} == set(LEVEL_NAMES)


def test_chinese_ui_and_entity_names_are_left_alone():
    text = "整体评分: 0.300 (较差) - 答案质量差，不建议使用，建议重新生成 | 发现问题: 实体覆盖不足，遗漏关键实体: ['华侨投资']"
    assert translate_findings(text, "zh") == text
    english = translate_findings(text, "en")
    assert "['华侨投资']" in english and english.startswith("Overall score: 0.300 (poor)")


def test_every_finding_code_the_library_writes_has_a_text_in_both_catalogs():
    """Records carry finding codes; the UI renders them from its catalogs (the substring table above only serves
    records written before the codes existed)."""
    from earag import diagnosis
    from ui.i18n import EN, ZH, render_finding

    codes = set(getattr(diagnosis, "FINDING_TEXT_ZH", {}))
    assert codes, "earag.diagnosis lists its finding codes"
    for code in codes:
        assert f"finding.{code}" in ZH and f"finding.{code}" in EN, code
        assert not CJK.search(render_finding({"code": code, "params": {"names": ["A"], "backend": "char-ngram"}}, "en"))
