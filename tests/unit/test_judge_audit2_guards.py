"""Faithful answers this morning's judge rules flagged (a read-only review, issue 19): a digit number with a
Chinese unit (1万元), "not all" with its 都, an organisation's clause read as posts, a sibling clause's 可由, and a
contrast an English sentence draws itself. Every sentence here is written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences


def _spans(answer: str, contexts: list[str]) -> list[tuple[str, str]]:
    verdicts, _ = judge_sentences(answer, contexts)
    return [(sp.kind, sp.text) for v in verdicts for sp in v.unsupported_spans]


def _supported(answer: str, contexts: list[str]) -> bool:
    verdicts, _ = judge_sentences(answer, contexts)
    return all(v.supported for v in verdicts)


def test_a_digit_number_with_a_chinese_unit_is_no_numeral_of_its_own():
    # 万 of 1万元 was rewritten alone to 10000 (1 + 10000元 = 110000元) when the contexts wrote 10000元
    assert _supported("对获奖团队奖励1万元。", ["对获得一等奖的团队给予10000元奖励。"])
    assert _supported("每户最高可获2万元补助。", ["每户最高补助20000元，其中10000元用于改厕。"])
    # a wrong sum stays wrong
    assert ("quantity", "3万元") in _spans("每户最高可获3万元补助。", ["每户最高补助20000元，其中10000元用于改厕。"])


def test_the_all_word_of_a_not_all_is_no_universal():
    ctx = ["全市共有老旧小区200个，其中150个已完成改造。"]
    assert not [s for s in _spans("并不是所有老旧小区都已完成改造。", ctx) if s[0] == "direction"]
    assert ("direction", "都") in _spans("老旧小区都已完成改造。", ctx)


def test_an_organisations_clause_is_not_read_as_posts():
    assert _supported("公司注册资本为在公司登记机关登记的全体股东认缴的出资额。",
                      ["有限责任公司的注册资本为在公司登记机关登记的全体股东认缴的出资额。法律、行政法规以及国务院决定"
                       "对有限责任公司注册资本实缴另有规定的，从其规定。"])


def test_an_organisation_the_answer_names_itself_is_no_rival():
    assert _supported("医保基金由市医疗保障局统一管理。",
                      ["医保基金实行市级统筹，由市医疗保障局统一管理，市财政局负责医保基金财政专户管理。"])


def test_a_permission_of_another_clause_is_not_the_answers_modality():
    ctx = ["该事项由区人民政府审批，具体工作可由区发展改革局承办。"]
    assert _supported("该事项须由区人民政府审批。", ctx)
    assert _supported("该事项应当由区人民政府审批。", ctx)


def test_an_english_contrast_the_sentence_draws_is_no_flip():
    ctx = ["Applicants under 18 are exempt from the permit fee. Adult applicants require a paid permit."]
    assert _supported("Applicants under 18 are exempt from the fee, while adults require a paid permit.", ctx)
    assert ("direction", "require") in _spans("Applicants under 18 require a permit fee.", ctx)


def test_a_modal_negated_exceeding_is_a_bound():
    # 不得超过 says what 最长/最多 say; permitting to exceed it stays a flip
    assert _supported("贷款期限不得超过30年。", ["贷款期限最长为30年。"])
    assert _supported("每年申请不得超过2次。", ["每年最多申请2次。"])
    assert not _supported("贷款期限可以超过30年。", ["贷款期限不得超过30年。"])
    assert not _supported("贷款期限不得超过30年。", ["贷款期限可以超过30年。"])


def test_a_permission_it_says_itself_still_agrees_with_a_may_by():
    # 可由 still agrees with the answer's permission (p6-mod-05's faithful answer)
    assert _supported("暂住登记不一定要本人去，房屋出租人或用人单位也可以代为申报。",
                      ["暂住登记可由房屋出租人或者用人单位代为申报，无须本人到场；申领居住证须本人到派出所采集指纹。"])


def test_not_necessarily_against_an_open_choice_is_no_denial():
    assert _supported("社保卡补办不一定要去营业网点，也可以通过手机App办理。",
                      ["社保卡补办可以在营业网点办理，也可以通过手机App线上办理。"])
    # against an obligation it stays a denial
    assert not _supported("申领居住证不一定要本人到派出所。", ["申领居住证须本人到派出所采集指纹。"])
