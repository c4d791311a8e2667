"""Chinese partitives (detectors/scope.py, detectors/siblings.py, clauses._directions): "all" said of what the
contexts count a part of is a `direction` span; the whole a part is counted out of is no wrong value; 其余均为…
is said of the rest, not of the whole. Sentences written for these tests."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

BUSES = "全市运营的420辆公交车中，已有260辆完成新能源替换，其余160辆计划明年更换。"
SEEDS = "今年共收到科研项目申报材料85份，通过形式审查72份，进入答辩环节30份。"
GRADES = "参赛的64支队伍中，甲组队伍12支，其余均为乙组队伍。"
ALL_DONE = "辖区内的38所小学均已完成校舍加固，其中12所还新建了风雨操场。"
INSURED = "共检查建筑施工企业326家，其中298家已为全部在岗职工办理工伤保险，其余28家存在漏缴情况。"


def judged(answer: str, context: str):
    return judge_sentences(answer, [context])[0]


@pytest.mark.parametrize("context,answer,word", [
    (BUSES, "全市运营的420辆公交车已全部完成新能源替换。", "全部"),
    (SEEDS, "今年收到的85份申报材料都进入了答辩环节。", "都"),
    (GRADES, "参赛的64支队伍均为甲组队伍。", "均"),
    # the part's own clause says "all" of something else (全部在岗职工): no agreement with "all the companies"
    (INSURED, "检查的326家建筑施工企业均已为在岗职工办理工伤保险。", "均"),
])
def test_all_of_a_counted_part_is_a_direction_span(context, answer, word):
    v = judged(answer, context)
    assert [(sp.kind, sp.text) for x in v for sp in x.unsupported_spans] == [("direction", word)]
    assert v[0].score < 0.7


@pytest.mark.parametrize("context,answer", [
    (BUSES, "420辆公交车中已有260辆完成新能源替换。"),
    (GRADES, "64支队伍里只有12支是甲组队伍。"),
    (ALL_DONE, "辖区内的38所小学都已完成校舍加固。"),   # the contexts say all of them
    (BUSES, "已完成替换的260辆公交车全部是新能源车。"),    # the answer counts the part itself
])
def test_the_part_said_as_a_part_or_all_where_the_contexts_say_all_is_no_span(context, answer):
    v = judged(answer, context)
    assert not [sp for x in v for sp in x.unsupported_spans if sp.kind in ("direction", "quantity", "number")]
