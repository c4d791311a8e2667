"""The polarity of a clause's verb (detectors/verbs.py): a verb every context clause holding it (and the clause's
other words) negates, stated plainly by an answer that kept one alternative of the condition, is a `negation` span;
a condition said the other way is another group, not a contradiction. Sentences written for these tests."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

DRONES = "未办理实名登记或者登记信息不全的无人机，不得在城区上空飞行。"
PETS = "未接种狂犬疫苗或者疫苗过期的犬只，不得进入公园游玩。"
CARS = "未按期年检的车辆，不得上路行驶。"


def spans(answer: str, context: str) -> list[tuple[str, str]]:
    verdicts, _ = judge_sentences(answer, [context])
    return [(sp.kind, sp.text) for v in verdicts for sp in v.unsupported_spans]


@pytest.mark.parametrize("context,answer,verbs", [
    (DRONES, "登记信息不全的无人机仍然可以在城区上空飞行。", ("飞行",)),
    (PETS, "疫苗过期的犬只照样可以进入公园游玩。", ("进入", "游玩")),
])
def test_a_verb_the_contexts_forbid_said_as_allowed_is_a_negation(context, answer, verbs):
    assert [text for kind, text in spans(answer, context) if kind == "negation"] in [[v] for v in verbs]


@pytest.mark.parametrize("context,answer", [
    (DRONES, "登记信息不全的无人机不能在城区上空飞行。"),
    (PETS, "疫苗过期的犬只不可以进入公园游玩。"),
    (CARS, "按期年检的车辆可以上路行驶。"),   # the other group: the condition is the other way
])
def test_the_same_polarity_or_the_other_group_is_no_negation(context, answer):
    verbs = ("飞行", "进入", "游玩", "上路", "行驶")
    assert not [s for s in spans(answer, context) if s[0] == "negation" and s[1] in verbs]


def test_a_verb_opening_a_list_item_is_no_predicate():
    # jieba tags 健身 (of 健身保健、美容) a verb: it names what may not be paid for, it is not the clause's predicate
    context = "个人账户可以用于支付本人的医疗费用，但不得用于支付健身保健、美容等非医疗费用。"
    assert not [s for s in spans("健身保健、美容这类非医疗费用不能付。", context) if s[0] == "negation"]
