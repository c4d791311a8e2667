"""Who does it, in Chinese (detectors/agents.py): the body an answer clause makes the doer of a verb after 由, where
every context clause with that verb gives it to another body. 由县级残联审定 against 县级残联审核，县级民政部门审定
passed with 0.99: both bodies and the verb are in the contexts. Sentences written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.detectors.agents import zh_agent_spans
from earag.metrics.dimensions.faithfulness.index import _prepare_contexts
from tests.support.judging import one_verdict

REVIEW = "申请人向所在街道提出申请，区残联初审，区民政局审定，结果在社区公示7天。"


def doer_spans(answer: str, context: str) -> list[str]:
    verdict = one_verdict(answer, [context])
    return [sp.text for sp in verdict.unsupported_spans if sp.kind == "entity"]


def test_a_body_doing_what_the_contexts_give_another_body_is_marked():
    verdict = one_verdict("由区残联审定。", [REVIEW])
    assert [sp.text for sp in verdict.unsupported_spans] == ["区残联"] and verdict.score < 0.5
    assert "区民政局审定" in verdict.unsupported_spans[0].reason
    assert doer_spans("由区民政局审定。", REVIEW) == []
    assert doer_spans("由区民政部门审定。", REVIEW) == []   # the same body in other words


def test_a_body_in_brackets_is_one_body():
    # (the detector itself: the substitution check marks 乡镇人民政府 of this copied sentence first)
    ctx = _prepare_contexts(("补贴资金由县级财政局按月发放，乡镇人民政府（街道办事处）负责初审。",))
    spans = zh_agent_spans("补贴资金由乡镇人民政府（街道办事处）按月发放。", ctx, [])
    assert [sp.text for sp in spans] == ["乡镇人民政府（街道办事处）"]
    assert zh_agent_spans("补贴资金由县级财政局按月发放。", ctx, []) == []


def test_a_clause_that_does_not_say_its_doer_decides_nothing():
    # 并于10个工作日内审核完毕 has its subject in the clause before: 街道办事处 may well be the one
    context = "街道办事处受理申请，并于10个工作日内审核；区住建局审核后报市住建局备案。"
    assert doer_spans("由街道办事处审核。", context) == []
    assert doer_spans("由市住建局审核。", context) == []


def test_from_and_a_modifier_are_no_doers():
    # the contexts do not say who shortened it: 由30个工作日 is no doer that 区政务中心 differs from
    context = "审批时限由30个工作日压缩为20个工作日。区政务中心负责受理。"
    assert doer_spans("审批时限由区政务中心压缩为20个工作日。", context) == []
    # 由单位缴纳的部分 names a part, it does not say who pays
    assert doer_spans("可以缓缴由单位缴纳的部分。", "企业职工应缴纳的个人部分由企业代扣代缴，单位缴费部分可以缓缴。") == []


def test_a_doer_listed_with_its_verb_after_a_comma_of_items():
    # 报乡镇人民政府审核、县级住房城乡建设部门审批: the doer of 审批 is the nouns after the 、 (城乡建设 tagged an idiom,
    # 审批 a noun, by the tagger); 村民代表会议 only 评议
    context = "农户向村民委员会提出申请，经村民代表会议评议并公示7日后，报乡镇人民政府审核、县级住房城乡建设部门审批。"
    assert doer_spans("乡镇政府审核以后，由村民代表会议审批。", context) == ["村民代表会议"]
    assert doer_spans("乡镇政府审核以后，由县级住建部门审批。", context) == []


def test_a_doer_without_a_topic_of_its_own_takes_the_questions():
    # 由财政部门审核 answers 置换补贴归哪个部门审？: the clause of 置换补贴 gives 审核 to 市商务局, another topic's to both
    context = "报废补贴由商务部门会同财政部门审核，置换补贴由市商务局审核，补贴资金在审核通过后15个工作日内拨付。"
    verdict = one_verdict("由财政部门审核。", [context], "置换补贴归哪个部门审？")
    assert [sp.text for sp in verdict.unsupported_spans if sp.kind == "entity"] == ["财政部门"]
    assert not [sp for sp in one_verdict("由市商务局审核。", [context], "置换补贴归哪个部门审？").unsupported_spans
                if sp.kind == "entity"]
