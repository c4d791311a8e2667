"""Denials read as denials (issue 19, OCNLI dev): 没有提供 / 未包含 with a subject of their own is a claim about that
subject, not the material's silence (资料未提供具体金额); 不竭, 不懈, 不朽 are words, not negations, so a context
praising 不竭的动力 does not match the parity of an answer that denies the thing."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.clauses import _about_material, _negations
from earag.metrics.dimensions.faithfulness.judge import judge_sentences


def _score(answer, contexts):
    verdicts, _ = judge_sentences(answer, contexts)
    return min(v.score for v in verdicts)


def test_a_subjects_denial_is_no_silence_of_the_material():
    assert not _about_material("银行没有提供贷款服务")
    assert not _about_material("该方案并未包含住房补贴")
    assert _about_material("未说明具体金额")
    assert _about_material("但没有提供具体的办理时限")
    assert _about_material("资料中没有提及申请条件")


def test_idioms_with_bu_are_no_negations():
    assert _negations("科技创新是产业升级的不竭源泉") == []
    assert _negations("各地不懈推进改革") == []
    assert [w for _, _, w in _negations("不提供住宿")] == ["不"]


def test_a_denied_claim_is_flagged():
    services = ["鼓励各类商业银行发挥网点优势，创新和改进小微企业贷款服务，满足合理融资需求。"]
    assert _score("商业银行没有提供小微企业贷款服务", services) < 0.5
    assert _score("商业银行在改进小微企业贷款服务", services) > 0.5
    source = ["科技创新是产业升级的不竭源泉"]
    assert _score("产业不再升级", source) < 0.5


def test_a_right_is_a_permission():
    # 有权 is 可以 said of a right: not the 应当 of the other party's clause beside it
    contexts = ["旅客购买机票后，有权自收到机票之日起三日内退票，且无需说明理由。航空公司应当自收到退回机票之日起三日内退还票款。"]
    assert _score("收到机票后3天内可以退，不用讲理由。", contexts) >= 0.8
