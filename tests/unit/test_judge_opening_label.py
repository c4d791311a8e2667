"""A grade or ordinal opening its clause before the noun it labels (二级残疾的学生, 一类地区) names the clause's
subject; it is no value the binding check may give to another clause (detectors/subjects.py). Sentences written
for these tests."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

GRANT = "经审核为一级残疾的学生，每学期资助1500元；二级残疾的，每学期资助1000元；三级残疾的，每学期资助600元。"


def score(question: str, answer: str, context: str) -> float:
    verdicts, _ = judge_sentences(answer, [context], question=question)
    return min(v.score for v in verdicts)


def test_an_opening_grade_is_the_subject_not_a_value_bound_elsewhere():
    assert score("二级残疾学生每学期资助多少？", "二级残疾的学生，每学期资助1000元。", GRANT) >= 0.9
    assert score("二级残疾学生每学期资助多少？", "二级残疾的学生，每学期资助600元。", GRANT) < 0.5
