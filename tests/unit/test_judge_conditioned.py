"""A value under the answer's own "…的，" condition is compared with the value the contexts give under that condition
(detectors/subjects.py `_conditioned_elsewhere`): 增加准驾车型的，实习期为12个月 against 增加准驾车型的，实习期为6个月."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

PENSION = ["职工达到法定退休年龄且累计缴费满15年的，按月领取基本养老金。累计缴费不满15年的，可以延长缴费至满15年。"]
FUND = ["职工在本市购买自住住房的，可以提取本人住房公积金账户余额，每年提取1次。租赁自住住房的，每月可提取1500元。"]


def _spans(answer, contexts):
    verdicts, _ = judge_sentences(answer, contexts)
    return [(sp.text, sp.kind) for v in verdicts for sp in v.unsupported_spans]


LEAVE = ["职工累计工作已满1年不满10年的，年休假5天；已满10年不满20年的，年休假10天；已满20年的，年休假15天。"]
SOLDIERS = ["农村籍退役士兵自主就业的，一次性经济补助为5万元；城镇籍退役士兵自主就业的，一次性经济补助为3万元。"]
LICENCE = ["初次申领的机动车驾驶证实习期为12个月。增加准驾车型的，实习期为6个月。"]


def test_the_value_of_another_case_under_the_answers_condition_is_bound_elsewhere():
    assert any(t == "12个月" for t, _ in _spans("增加准驾车型的，实习期为12个月。", LICENCE))
    assert any(t == "5万元" for t, _ in _spans("城镇籍退役士兵自主就业的，一次性经济补助为5万元。", SOLDIERS))


@pytest.mark.parametrize("answer", ["租赁自住住房的，每月可提取1500元。", "在本市购买自住住房的，每年提取1次。",
                                    "累计缴费不满15年的，可以延长缴费至满15年。", "已满20年的，年休假15天。",
                                    "增加准驾车型的，实习期为6个月。", "城镇籍退役士兵自主就业的，一次性经济补助为3万元。"])
def test_the_value_the_contexts_give_under_the_same_condition_passes(answer):
    contexts = PENSION if "缴费" in answer else LEAVE if "年休假" in answer else LICENCE if "实习期" in answer \
        else SOLDIERS if "士兵" in answer else FUND
    assert _spans(answer, contexts) == []


def test_a_condition_the_contexts_do_not_frame_decides_nothing():
    # no context clause is read with 初次申领驾驶证的: the 12个月 the contexts give stays found
    assert _spans("初次申领驾驶证的，实习期为12个月。", LICENCE) == []
    # a numeric condition (已满20年的) names no case by words: several framed clauses fit, nothing is decided
    assert _spans("已满20年的，年休假10天。", LEAVE) == []
