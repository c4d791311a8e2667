"""The offline judge on text it was not shaped on (issue 19): short answers judged as the answer to their question,
values and names bound to their subject, antonym/modality/quantifier paraphrases, English sentences and values,
graded scores. Every sentence here is written for this test."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.faithfulness.answers import abstains, is_short
from earag.metrics.dimensions.faithfulness.judge import (
    SUPPORT_THRESHOLD,
)
from earag.nlp.facts import extract_facts, same_value
from tests.support.judging import one_verdict as _one
from tests.support.judging import span_kinds as _kinds


# --- values and names bound to their subject ----------------------------------------------------------------------
def test_a_rank_is_bound_to_its_own_subject():
    ctx = ["王芳在全市评比中排名第四，刘强排名第五。"]
    wrong = _one("王芳排名第五。", ctx)
    right = _one("刘强排名第五。", ctx)
    assert not wrong.supported and right.supported
    span = next(sp for sp in wrong.unsupported_spans if sp.kind == "number")
    assert span.text == "第五" and "王芳在全市评比中排名第四" in span.reason
    assert wrong.score < right.score


def test_a_name_put_in_another_persons_role_is_a_span():
    ctx = ["发布会上，市发展改革委主任陈明远介绍了新能源补贴方案，市财政局局长周慧敏回答了记者提问。"]
    swapped = _one("周慧敏介绍了新能源补贴方案。", ctx)
    right = _one("陈明远介绍了新能源补贴方案。", ctx)
    assert right.supported and not swapped.supported
    span = next(sp for sp in swapped.unsupported_spans if sp.kind == "entity")
    assert span.text == "周慧敏" and "陈明远介绍了新能源补贴方案" in span.reason
    assert "找不到这些实体" not in swapped.reason   # the name is there: it is in the wrong role, not invented


def test_a_title_before_the_name_does_not_bind_it_to_its_own_clause():
    # the title (市卫健委副主任) names who the person is; the clause's predicate binds the role
    ctx = ["座谈会由区教育局局长林晓东主持，市卫健委副主任郑雅琴通报了疫苗接种进展。"]
    swapped = _one("市卫健委副主任郑雅琴主持了座谈会。", ctx)
    right = _one("区教育局局长林晓东主持了座谈会。", ctx)
    assert right.supported and not swapped.supported
    assert any(sp.kind == "entity" and sp.text == "郑雅琴" for sp in swapped.unsupported_spans)


def test_a_name_in_another_role_is_reported_as_wrongly_bound_not_as_invented():
    from earag.evaluator import Evaluator
    from earag.types import EvaluationSample

    ctx = ["座谈会由区教育局局长林晓东主持，市卫健委副主任郑雅琴通报了疫苗接种进展。"]
    with Evaluator(offline=True) as ev:
        result = ev.evaluate(EvaluationSample("谁主持了座谈会？", "郑雅琴主持了座谈会。", ctx))
    found = {f["code"]: f["params"] for f in result.findings}
    assert found["wrong_binding"]["texts"] == ["郑雅琴"]   # the name is in the contexts: wrong role, …
    assert not {"invented_entities", "invented_facts"} & set(found)   # … neither made up nor without a basis


def test_a_date_of_another_event_does_not_pass():
    ctx = ["企业须在4月15日前提交申请材料，评审结果将于6月20日公示。"]
    wrong = _one("评审结果将于4月15日公示。", ctx)
    right = _one("评审结果将于6月20日公示。", ctx)
    assert right.supported and not wrong.supported
    assert "date" in _kinds(wrong)


def test_an_english_date_of_another_event_does_not_pass():
    ctx = ["Applications close on 15 April 2026, and the grants are announced on 20 June 2026."]
    wrong = _one("The grants are announced on 15 April 2026.", ctx)
    right = _one("The grants are announced on June 20, 2026.", ctx)
    assert "date" in _kinds(wrong) and not wrong.supported
    assert "date" not in _kinds(right) and right.score > wrong.score


def test_a_short_statement_with_its_subject_is_checked_like_a_sentence():
    # with the question given, a short answer is looked up as the answer to it; one that names its subject (赵敏获得
    # 二等奖) still gets the sentence checks: the value is in the contexts, but bound to another person
    ctx = ["本届竞赛中，赵敏获得一等奖，孙磊获得二等奖。"]
    question = "赵敏获得了几等奖？"
    wrong = _one("赵敏获得二等奖。", ctx, question)
    right = _one("赵敏获得一等奖。", ctx, question)
    assert not wrong.supported and "quantity" in _kinds(wrong)
    assert right.supported and right.score > wrong.score
    bare = _one("一等奖", ctx, question)   # a bare value is still judged through its binding
    assert bare.supported and not bare.unsupported_spans


def test_a_clause_about_the_other_side_of_a_bound_is_not_its_counterpart():
    # two clauses bound one value both ways: each answer clause is compared with the clause about its own group
    # (the answers share more words with the clause about the other group than with their own)
    ctx = ["人均月收入低于3000元的家庭可以领取该项补贴，人均月收入高于3000元的家庭不适用。"]
    question = "人均月收入高于3000元的家庭能领取该项补贴吗？"
    wrong = _one("能，人均月收入高于3000元的家庭同样可以领取该项补贴。", ctx, question)
    right = _one("不能，人均月收入高于3000元的家庭不适用该项补贴。", ctx, question)
    assert right.supported and not right.unsupported_spans
    assert not wrong.supported and "negation" in _kinds(wrong)
    # with one clause only, the bound itself is what differs
    alone = _one("人均月收入高于3000元的家庭可以领取该项补贴。", ["人均月收入低于3000元的家庭可以领取该项补贴。"])
    assert "direction" in _kinds(alone)


# --- negation, modality, quantifiers, antonyms ----------------------------------------------------------------------
@pytest.mark.parametrize("context, answer, kind", [
    ("经过三轮谈判，供应商仍然拒绝在补充协议上签字。", "供应商很快同意在补充协议上签字。", "direction"),
    ("区政府批准了该小区的加装电梯申请。", "区政府驳回了该小区的加装电梯申请。", "direction"),
    ("只有部分高校可以申请该项科研经费。", "所有高校都可以申请该项科研经费。", "direction"),
    ("参保人员必须在每年年底前完成信息确认。", "参保人员可以自行决定是否完成信息确认。", "direction"),
    ("年营业额超过800万元的个体户不适用该项减免。", "年营业额超过800万元的个体户同样可以享受该项减免。", "negation"),
])
def test_zh_paraphrased_contradictions_are_caught(context, answer, kind):
    verdict = _one(answer, [context])
    assert not verdict.supported and kind in _kinds(verdict)
    assert verdict.reason   # every unsupported sentence says why


@pytest.mark.parametrize("context, answer, kind", [
    ("The city council rejected the parking plan in May.", "The city council approved the parking plan.", "direction"),
    ("Ticket sales decreased by 8% last season.", "Ticket sales increased by 8 percent last season.", "direction"),
    ("The museum is open on Mondays.", "The museum is not open on Mondays.", "negation"),
])
def test_en_paraphrased_contradictions_are_caught(context, answer, kind):
    verdict = _one(answer, [context])
    assert not verdict.supported and kind in _kinds(verdict)


# --- short answers judged as the answer to their question ----------------------------------------------------------
def test_a_bare_zh_value_is_judged_against_its_subject():
    ctx = ["对月销售额未超过10万元的小规模纳税人，减按1%征收率征收增值税；其他一般纳税人适用6%的税率。"]
    question = "小规模纳税人的增值税征收率是多少？"
    right = _one("1%", ctx, question)
    other = _one("6%", ctx, question)
    invented = _one("2%", ctx, question)
    assert right.supported and right.score >= SUPPORT_THRESHOLD
    assert right.score > other.score > invented.score
    assert "number" in _kinds(invented)


def test_a_bare_en_name_beats_a_wrong_full_sentence():
    ctx = ["Northwind Trading keeps its head office in Delhi and runs a warehouse in Pune."]
    question = "Where is the head office of Northwind Trading?"
    right = _one("Delhi", ctx, question)
    wrong = _one("Northwind Trading keeps its head office in Mumbai.", ctx, question)
    assert right.supported and right.score > wrong.score
    assert any(sp.text == "Mumbai" and sp.kind == "entity" for sp in wrong.unsupported_spans)


def test_a_bare_name_missing_from_the_contexts_is_not_supported():
    ctx = ["Northwind Trading keeps its head office in Delhi and runs a warehouse in Pune."]
    verdict = _one("Chennai", ctx, "Where is the head office of Northwind Trading?")
    assert not verdict.supported and verdict.unsupported_spans


def test_yes_is_judged_as_the_questions_statement():
    ctx = ["The Riverside Library and the Hill Street Library are both public libraries run by the city."]
    supported = _one("yes", ctx, "Are the Riverside Library and the Hill Street Library both public libraries?")
    unsupported = _one("yes", ctx, "Are the Riverside Library and the Hill Street Library both private schools?")
    assert supported.score > unsupported.score
    assert supported.reason.startswith("答案为“是”")


def test_short_answer_detection():
    assert is_short("Delhi") and is_short("1%") and is_short("December 12, 1806") and is_short("北京大学。")
    assert not is_short("Drowning Pool is from Dallas, Texas.")
    assert not is_short("企业应在每年3月31日前完成申报，逾期不予受理。")


# --- abstentions and graded scores --------------------------------------------------------------------------------
def test_an_abstention_is_graded_above_an_invented_name():
    ctx = ["该活动的主办城市尚未公布。"]
    question = "明年的活动在哪个城市举办？"
    abstain = _one("这个问题目前无法回答。", ctx, question)
    invented = _one("在青岛市举办。", ctx, question)
    assert not abstain.supported and not invented.supported
    assert abstain.score > invented.score
    assert abstains("没有人能确定这件事") and abstains("There is no record of such a treaty.")
    assert not abstains("企业可以享受减免")


def test_an_ai_saying_what_it_cannot_do_claims_no_fact_of_the_material():
    # the answerer says it is an AI and declines a personal fact: nothing of the contexts is asserted, as in an
    # abstention; an AI saying what it is or likes still claims something
    ctx = ["聊天机器人不具备真实的身体，不能参加线下的体育活动。"]
    question = "你周末一般去哪里爬山？"
    declines = _one("我是一个AI助手，我没有周末，也不能去爬山。", ctx, question)
    invented = _one("我一般去香山爬山。", ctx, question)
    assert declines.score > invented.score and "无法回答或否认其存在" in declines.reason
    assert abstains("作为人工智能模型，我无法感到疲倦。") and abstains("As an AI language model, I cannot go hiking.")
    assert not abstains("是的，我是人工智能。") and not abstains("我是一个人工智能，我喜欢爬山。")
    assert not abstains("作为人工智能领域的核心技术，它没有替代品。")


def test_two_wrong_answers_rarely_tie():
    ctx = ["2025年起，本市对新建住宅小区的绿化率要求提高到35%。"]
    slightly = _one("2025年起，本市对新建住宅小区的绿化率要求提高到30%。", ctx)
    badly = _one("本市对写字楼的停车位数量没有要求。", ctx)
    assert slightly.score != badly.score


# --- English values -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("a, b", [
    ("2 August 2025", "2025-08-02"), ("August 2, 2025", "2025年8月2日"), ("ten percent", "10%"),
    ("$3 million", "3,000,000 USD"), ("$3 million", "300万美元"), ("three years", "3年"), ("12 months", "1年"),
])
def test_english_values_are_normalised(a, b):
    fa, fb = extract_facts(a), extract_facts(b)
    assert len(fa) == 1 and len(fb) == 1, (fa, fb)
    assert same_value(fa[0], fb[0])


@pytest.mark.parametrize("a, b", [("2 August 2025", "2025-08-03"), ("ten percent", "12%"), ("$3 million", "3 million EUR")])
def test_different_english_values_differ(a, b):
    assert not same_value(extract_facts(a)[0], extract_facts(b)[0])


# --- through the Evaluator: the pipeline gives the judge the sample's question -------------------------------------
def test_the_evaluator_judges_a_short_answer_with_its_question():
    from earag.config import Settings
    from earag.evaluator import Evaluator
    from earag.types import EvaluationSample

    settings = Settings().with_overrides(**{
        "backends.llm.provider": "none", "backends.embeddings.provider": "char-ngram", "backends.graph.source": "none"})
    ev = Evaluator(settings, offline=True)
    try:
        ctx = ["对月销售额未超过10万元的小规模纳税人，减按1%征收率征收增值税；其他一般纳税人适用6%的税率。"]
        question = "小规模纳税人的增值税征收率是多少？"
        right = ev.evaluate(EvaluationSample(question, "1%", ctx))
        wrong = ev.evaluate(EvaluationSample(question, "2%", ctx))
    finally:
        ev.close()
    verdict = right.sentence_verdicts[0]
    assert verdict.supported and verdict.reason.startswith("简短答案")
    assert right.dimensions["faithfulness"].score > wrong.dimensions["faithfulness"].score


def test_a_deputy_title_is_not_the_title_it_ends_with():
    # 副主任 is another post than 主任: the name whose own clause holds only the deputy's post is in the other's role
    ctx = ["会上宣布，王建国担任主任，陈晓燕担任副主任。"]
    wrong = _one("陈晓燕担任主任。", ctx)
    assert [(sp.text, sp.kind) for sp in wrong.unsupported_spans] == [("陈晓燕", "entity")]
    assert not _one("陈晓燕担任副主任。", ctx).unsupported_spans
    assert not _one("王建国担任主任。", ctx).unsupported_spans
    # a word that itself opens with 副 is found as it is
    side = ["该药物的副作用包括头晕和乏力。"]
    assert not _one("该药物的副作用包括头晕。", side).unsupported_spans


@pytest.mark.parametrize("ctx, wrong, right", [
    # a composite post: the clauses share 任 and 办公室, only the post tells the deputy from the head
    (["张伟任办公室副主任，李娜任办公室主任。"], ["张伟是办公室主任。", "张伟任办公室主任。"], ["李娜是办公室主任。", "张伟是办公室副主任。"]),
    # a post alone is the one anchor: the deputy's post decides all the same
    (["赵刚任副院长，孙丽任院长。"], ["赵刚是院长。"], ["孙丽是院长。", "赵刚是副院长。"]),
    (["周明担任副市长，吴华担任市长。"], ["周明是市长。"], ["吴华是市长。"]),
])
def test_any_deputy_post_puts_the_name_in_the_heads_role(ctx, wrong, right):
    for answer in wrong:
        verdict = _one(answer, ctx)
        assert [(sp.text, sp.kind) for sp in verdict.unsupported_spans] == [(answer[:2], "entity")], answer
        assert verdict.score < 0.5
    for answer in right:
        assert not _one(answer, ctx).unsupported_spans, answer
    # a person whose own clause gives both posts (the deputy's, then the head's) holds the head's post
    assert not _one("张伟任办公室主任。", ["张伟由办公室副主任升任办公室主任，李娜任办公室副主任。"]).unsupported_spans


@pytest.mark.parametrize("ctx", [
    ["王芳每月补贴800元，李强每月补贴600元。"],
    ["王芳每月补贴800元。", "李强每月补贴600元。"],      # the two subjects in sentences of their own
    ["王芳每月补贴800元；李强每月补贴600元。"],
])
def test_the_asked_subject_with_another_subjects_value_marks_the_value_only(ctx):
    """The answer repeats the person the question asks about and gives the other person's value: the value is the
    wrong binding (not the asked name), also where each subject has a sentence of its own (was 1.0: the clauses
    share 每月 and 补贴, so 王芳 alone could not outweigh them by the margin)."""
    from earag.metrics.dimensions.faithfulness.judge import judge_sentences

    question = "王芳的月补贴是多少？"
    for answer in ("王芳每月补贴600元。", "王芳的月补贴是600元。"):
        (wrong,), _ = judge_sentences(answer, ctx, question=question)
        assert [(sp.text, sp.kind) for sp in wrong.unsupported_spans] == [("600元", "quantity")], answer
        assert wrong.score < 0.5
        (right,), _ = judge_sentences(answer.replace("600", "800"), ctx, question=question)
        assert not right.unsupported_spans and right.score > 0.9
    # an organisation likewise
    org = ["华星公司注册资本为5000万元。", "恒达公司注册资本为3000万元。"]
    (wrong,), _ = judge_sentences("华星公司注册资本为3000万元。", org, question="华星公司的注册资本是多少？")
    assert [sp.text for sp in wrong.unsupported_spans] == ["3000万元"]


@pytest.mark.parametrize("ctx, question, wrong, right", [
    (["华星公司成立于2010年，注册资本为3000万元。蓝海公司成立于2015年，注册资本为5000万元。"], "华星公司的注册资本是多少？",
     "华星公司的注册资本为5000万元。", "华星公司的注册资本为3000万元。"),
    (["王芳2010年入职，月薪为8000元。", "李强2015年入职，月薪为6000元。"], "王芳的月薪是多少？",
     "王芳的月薪为6000元。", "王芳的月薪为8000元。"),
])
def test_a_value_bound_by_the_subject_of_its_sentences_leading_clause(ctx, question, wrong, right):
    """The value stands in a second clause whose subject is the first clause's (…，注册资本为5000万元 of 蓝海公司): the
    answer naming the other subject with it binds it wrongly (was 0.99 and supported: no clause naming a subject
    states the value, and a frame never governs by the share of the anchors alone)."""
    from earag.metrics.dimensions.faithfulness.judge import judge_sentences

    (bad,), _ = judge_sentences(wrong, ctx, question=question)
    assert [sp.kind for sp in bad.unsupported_spans] == ["quantity"] and not bad.supported
    assert bad.unsupported_spans[0].text in wrong and bad.unsupported_spans[0].text[0].isdigit()
    (good,), _ = judge_sentences(right, ctx, question=question)
    assert not good.unsupported_spans and good.score > 0.9


# written for these tests: each way of reporting a lost card said in a sentence about one city; two zones side by side,
# each with its own rule
SOCIAL_CARDS = ("北京市居民可以通过“京通”小程序办理社保卡挂失。"
                "上海市居民可以通过“随申办”办理社保卡挂失，也可以到社区事务受理中心办理。")
ZONES = ("生态保护分区管理：核心区全年禁止捕捞，渔民按每户每年6000元领取退捕补助；缓冲区实行季节性禁渔，"
         "每年3月1日至6月30日为禁渔期，其余时间可以持证捕捞。")


@pytest.mark.parametrize("context,wrongs,rights", [
    # subjects._place_said_elsewhere: a predicate the contexts say only of another place
    (SOCIAL_CARDS, [("上海市居民可以通过京通小程序办理社保卡挂失。", "上海市", "北京市居民"),
                    ("北京市居民可以到社区事务受理中心办理挂失。", "北京市", None)],
     ["北京市居民可以通过京通小程序办理社保卡挂失。", "上海市居民可以到社区事务受理中心办理。"]),
    # detectors/said_of.py: a predicate the contexts say of a sibling subject
    (ZONES, [("缓冲区全年禁止捕捞。", "缓冲区", "核心区全年禁止捕捞")],
     ["核心区全年禁止捕捞。", "缓冲区实行季节性禁渔。", "缓冲区在禁渔期以外可以持证捕捞。"]),
])
def test_a_predicate_the_contexts_say_of_another_place_or_subject_is_bound_to_it(context, wrongs, rights):
    for answer, subject, quoted in wrongs:
        wrong = _one(answer, [context])
        assert [(sp.text, sp.kind) for sp in wrong.unsupported_spans] == [(subject, "entity")], answer
        assert quoted is None or quoted in str(wrong.unsupported_spans[0].reason), answer
    for right in rights:
        assert _one(right, [context]).score >= 0.9, right
