"""A value the answer bounds (超过6%, 1000元以下) against the value the contexts give as it is: the bound either holds
or it is a wrong value; against a threshold the contexts give (年收入超过500万元的), another threshold is another rule
(detectors/values._bound_holds). Sentences written for these tests."""
from __future__ import annotations

import pytest

from tests.support.judging import one_verdict, span_kinds

BUDGET = "去年全市一般公共预算支出1268亿元，比上年增长7.4%，其中民生支出占比82%。"
THRESHOLD = "年应税收入超过500万元的企业，不适用本项优惠。"


@pytest.mark.parametrize("answer", ["全市一般公共预算支出比上年增长超过7%。", "全市一般公共预算支出增长了7%以上。",
                                    "全市一般公共预算支出超过1200亿元。", "民生支出占比不到85%。"])
def test_a_bound_the_stated_value_meets_is_no_wrong_value(answer):
    v = one_verdict(answer, [BUDGET])
    assert not span_kinds(v) & {"number", "quantity"}, answer


@pytest.mark.parametrize("answer", ["全市一般公共预算支出比上年增长超过8%。", "全市一般公共预算支出不到1200亿元。",
                                    "民生支出占比不到80%。"])
def test_a_bound_the_stated_value_breaks_is_a_wrong_value(answer):
    assert span_kinds(one_verdict(answer, [BUDGET])) & {"number", "quantity"}, answer


def test_another_threshold_or_cap_is_another_rule():
    assert span_kinds(one_verdict("年应税收入超过400万元的企业，不适用本项优惠。", [THRESHOLD])) & {"number", "quantity"}
    # 最多 states the cap itself; a range's end is a threshold too
    award = ["对新设立的总部企业给予最高200万元的一次性落户奖励；年营收5000万元至2亿元的企业另奖50万元。"]
    assert span_kinds(one_verdict("新设立的总部企业最多可获得2000万元的落户奖励。", award)) & {"number", "quantity"}
    assert span_kinds(one_verdict("年营收超过1亿元的企业另奖50万元。", award)) & {"number", "quantity"}
