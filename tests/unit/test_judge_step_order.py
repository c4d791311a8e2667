"""Steps in the other order (detectors/order.py): 先申请…，再…办理登记 where the contexts say 先…办理登记，再…申请.
Each answer step meets the context steps by the words only one of them holds. The swapped answer passed at 0.97.
Sentences written for this test."""
from __future__ import annotations

from tests.support.judging import one_verdict

STEPS = ("退役军人应当先到户籍地区县退役军人事务局办理退役报到，再自报到之日起30日内，"
         "通过政务服务网或者到街道便民服务中心申领一次性安置补助。")


def directions(answer: str, context: str = STEPS) -> list[str]:
    return [sp.text for sp in one_verdict(answer, [context]).unsupported_spans if sp.kind == "direction"]


def test_two_steps_in_the_other_order_are_marked():
    assert directions("先申请安置补助，再到区退役军人事务局办理退役报到。") == ["申请安置补助"]


def test_the_steps_in_the_contexts_order_pass():
    assert directions("先到区退役军人事务局办理退役报到，再申请安置补助。") == []
    # a context without ordered steps decides nothing
    assert directions("先申请安置补助，再办理退役报到。", "退役军人可以申领一次性安置补助，并办理退役报到。") == []
