"""Diagnoses and recommendations in the English UI: rendered from finding codes; old records shown as stored."""
import re

from earag.config import Settings
from earag.diagnosis import find_problems, group_findings, render_finding
from earag.scoring import LEVEL_NAMES, quality_level
from earag.types import DIMENSIONS
from ui.i18n import as_stored, t

CJK = re.compile(r"[\u4e00-\u9fff]")


def test_every_generated_finding_renders_in_english_without_chinese():
    th = Settings().thresholds
    worst = {"entity_coverage": 0.1, "faithfulness": 0.9, "relevancy": 0.1, "sufficiency": 0.1, "hallucination": 0.9}
    findings = find_problems(worst, th, missing=["X"], context_missing=["Y"], unverified=["Z"], unmatched_ratio=0.5)
    assert findings
    for finding in findings:   # as the dashboard shows them (every parameter) and as the API's English says them
        assert not CJK.search(render_finding(finding, "en", full=True)), finding
        assert not CJK.search(render_finding(finding, "en")), finding
    assert not [t for texts in group_findings(findings, DIMENSIONS, "en").values() for t in texts if CJK.search(t)]
    assert {quality_level(s) for s in (0.9, 0.75, 0.65, 0.3)} == set(LEVEL_NAMES)


def test_an_old_records_diagnosis_is_shown_as_stored_with_a_note():
    """Records written before finding codes carry only Chinese text: no phrase swapping, the text as stored and a
    catalogued note in the English UI."""
    text = "整体评分: 0.300 (较差) - 答案质量差，不建议使用，建议重新生成 | 发现问题: 实体覆盖不足，遗漏关键实体: ['华侨投资']"
    assert as_stored(text, "zh") == text
    english = as_stored(text, "en")
    assert english.startswith(text) and english.endswith(t("old.as_stored", "en"))
    assert not CJK.search(t("old.as_stored", "en"))


def test_every_finding_code_the_library_writes_has_a_text_in_the_one_catalogue():
    """Records carry finding codes; the library (stored text) and the UI (either language) render them from the one
    library catalogue — the UI's own catalogue holds no finding text."""
    from earag import diagnosis
    from earag.messages import CATALOGUE
    from ui.i18n import EN, ZH

    assert diagnosis.FINDING_CODES, "earag.diagnosis lists its finding codes"
    for code in diagnosis.FINDING_CODES:
        assert f"finding.{code}" in CATALOGUE, code
        assert f"finding.{code}" not in ZH and f"finding.{code}" not in EN, code
        assert not CJK.search(render_finding({"code": code, "params": {"names": ["A"], "backend": "char-ngram"}}, "en",
                                             full=True))
        assert CJK.search(diagnosis.render_finding({"code": code, "params": {"names": ["A"], "backend": "x"}}))
