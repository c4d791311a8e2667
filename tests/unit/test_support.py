"""The offline sentence-support judge (seed 001 without an LLM)."""
from earag.metrics.dimensions.faithfulness.judge import judge_sentences
from earag.nlp.text import fact_tokens, split_sentences

CONTEXT = ["对小型微利企业年应纳税所得额不超过100万元的部分，减按25%计入应纳税所得额，按20%的税率缴纳企业所得税。",
           "本公告执行期限为2023年1月1日至2024年12月31日。"]


def test_copied_sentence_is_supported_and_points_at_its_evidence():
    verdicts, usage = judge_sentences("小型微利企业年应纳税所得额不超过100万元的部分，减按25%计入应纳税所得额。", CONTEXT)
    assert verdicts[0].supported == 1
    assert verdicts[0].evidence == CONTEXT[0]
    assert "第1段第1句" in verdicts[0].reason
    assert usage[0]["used"] is True and usage[1]["used"] is False


def test_invented_number_makes_a_sentence_unsupported_even_with_high_overlap():
    verdicts, _ = judge_sentences("小型微利企业年应纳税所得额不超过300万元的部分，减按25%计入应纳税所得额。", CONTEXT)
    assert verdicts[0].supported == 0
    assert "300万元" in verdicts[0].reason


def test_invented_entity_and_unrelated_sentence_are_unsupported():
    verdicts, _ = judge_sentences(
        "该政策由国家中小企业税收管理局负责。北京冬奥会很精彩。", CONTEXT,
        sentence_entities=lambda s: ["国家中小企业税收管理局"] if "管理局" in s else [],
    )
    assert [v.supported for v in verdicts] == [0, 0]
    assert "国家中小企业税收管理局" in verdicts[0].reason
    assert "重合度仅" in verdicts[1].reason


def test_negation_flip_is_unsupported():
    ctx = ["有限责任公司注册资本实行认缴制，不再要求提交验资报告。"]
    verdicts, _ = judge_sentences("有限责任公司注册资本实行认缴制，要求提交验资报告。", ctx)
    assert verdicts[0].supported == 0 and "肯定/否定相反" in verdicts[0].reason


def test_no_context_means_nothing_is_supported():
    verdicts, usage = judge_sentences("小微企业享受优惠。", [])
    assert verdicts[0].supported == 0 and usage == []


def test_sentence_split_and_fact_tokens():
    assert split_sentences("第一句。第二句！\n- 第三句；") == ["第一句。", "第二句！", "第三句；"]
    assert fact_tokens("依据第十二条和财税〔2023〕12号，百分之二十，100万元") >= {"第12条", "〔2023〕12号", "20%", "100万元"}
