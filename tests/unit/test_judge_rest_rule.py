"""The rule of "the rest" (其他…) said of an item the contexts name with a rule of its own (issue 19: values and
rules bound to their subject, detectors/rest.py). Sentences written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

CONTEXT = ("申请公共租赁住房的，孤寡老人、重度残疾人家庭可以由社区工作人员上门代为受理；其他申请家庭应当由申请人本人到"
           "街道服务中心现场提交材料。审核通过的家庭按轮候顺序配租。")


def verdict(answer: str, context: str = CONTEXT):
    verdicts, _ = judge_sentences(answer, [context])
    spans = [sp for v in verdicts for sp in v.unsupported_spans]
    return min(v.score for v in verdicts), [sp for sp in spans if sp.reason_messages
                                            and sp.reason_messages[0].code == "span.rest_rule"]


def test_a_named_item_given_the_rests_rule_is_marked_on_the_item():
    score, marked = verdict("重度残疾人家庭应当由申请人本人到街道服务中心现场提交材料。")
    assert [(sp.text, sp.kind) for sp in marked] == [("重度残疾人家庭", "entity")]
    assert "其他申请家庭" in marked[0].reason and score < 0.5
    # a category named by its first characters (公证 of 公证事项), the item inside a longer answer clause
    notary = "申办遗嘱公证的，应当由本人亲自到公证机构办理；申办其他公证事项，可以委托他人代理。"
    _, marked = verdict("办遗嘱公证也可以委托他人代理。", notary)
    assert [sp.text for sp in marked] == ["遗嘱公证"]


def test_the_items_own_rule_and_the_rests_rule_for_the_rest_pass():
    for answer in ("重度残疾人家庭可以由社区工作人员上门代为受理。", "其他申请家庭要由本人到街道服务中心现场提交材料。"):
        score, marked = verdict(answer)
        assert not marked and score >= 0.9, answer


def test_without_an_item_named_elsewhere_nothing_is_marked():
    # the contexts name no item beside the rest: 低保家庭 is the answer's own, not a listed exception
    _, marked = verdict("低保家庭应当由申请人本人到街道服务中心现场提交材料。",
                        "其他申请家庭应当由申请人本人到街道服务中心现场提交材料。")
    assert not marked
