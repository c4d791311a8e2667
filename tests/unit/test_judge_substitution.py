"""A context sentence copied with one piece substituted (detectors/substitution.py): the piece is a span, and
faithful near-copies (a word dropped or added, 应当 → 应, digits rewritten, synonyms) are left alone."""
from __future__ import annotations

import pytest

from earag.metrics.dimensions.faithfulness.judge import judge_sentences


def _substituted(answer: str, contexts: list[str]) -> list[tuple[str, str]]:
    verdicts, _ = judge_sentences(answer, contexts)
    return [(sp.text, sp.kind) for v in verdicts for sp in v.unsupported_spans
            if sp.reason_messages and sp.reason_messages[0].code == "span.substituted"]


def _score(answer: str, contexts: list[str]) -> float:
    verdicts, _ = judge_sentences(answer, contexts)
    return min(v.score for v in verdicts)


CASES = [
    # (contexts, copied with one piece substituted, the piece, a faithful rewording)
    (["市监察委员会经复核，对李某作出维持原处分的决定，并书面告知本人。"],
     "市监察委员会经复核，对李某作出撤销原处分的决定，并书面告知本人。", "撤销",
     "复核后，市监察委员会决定对李某维持原来的处分，并书面通知了他。"),
    (["申请人应当向所在地县级人民政府住房城乡建设主管部门提交申请材料。"],
     "申请人应当向所在地县级人民政府自然资源主管部门提交申请材料。", "自然资源",
     "申请人要把申请材料交给所在地县级住房城乡建设主管部门。"),
    (["参赛选手的报名费由主办学校承担，交通费和食宿费用自理。"],
     "参赛选手的报名费由选手本人承担，交通费和食宿费用自理。", "选手本人",
     "报名费由主办学校出，交通和食宿需要选手自己负担。"),
]


@pytest.mark.parametrize("contexts, copied, piece, reworded", CASES)
def test_substituted_piece_is_a_span(contexts, copied, piece, reworded):
    found = _substituted(copied, contexts)
    assert any(piece in text for text, _ in found), found
    assert _score(copied, contexts) < _score(reworded, contexts)


def test_reason_names_both_pieces():
    verdicts, _ = judge_sentences(CASES[0][1], CASES[0][0])
    reasons = [sp.reason for v in verdicts for sp in v.unsupported_spans]
    assert any("维持" in r and "撤销" in r for r in reasons), reasons


@pytest.mark.parametrize("contexts, answer", [
    (["参赛选手的报名费由主办学校承担，交通费和食宿费用自理。"], "参赛选手的报名费由学校承担，交通费和食宿费用自理。"),
    (["申请人应当向所在地县级人民政府住房城乡建设主管部门提交申请材料。"],
     "申请人应向所在地县级人民政府住房城乡建设主管部门提交申请材料。"),
    (["本市户籍居民家庭可以申请公共租赁住房，租期最长为五年。"], "户籍居民家庭可以申请公共租赁住房，租期最长为五年。"),
    (["符合条件的小型微利企业享受所得税减免政策。"], "符合条件的小型微利企业均可以享受所得税减免政策。"),
    (["补贴标准为每人每月三百元，按季度发放到个人账户。"], "补贴标准为每人每月300元，按季度发放到个人账户。"),
    (["企业应当在三十日内缴纳罚款，逾期将加处罚款。"], "企业须在三十日内交纳罚款，逾期将加处罚款。"),
    (["根据规定，企业应当在三十日内缴纳罚款。"], "根据资料，企业应当在三十日内缴纳罚款。"),
    (["符合条件的农户在领取补贴的同时，可叠加享受本条贴息政策。"], "符合条件的农户在领取补贴的同时，可叠加享受该项政策。"),
])
def test_faithful_near_copies_are_not_flagged(contexts, answer):
    assert _substituted(answer, contexts) == []


# a review's false flags (2026-11-27): a paying verb said another way, one plain negation for another
@pytest.mark.parametrize("context,answer", [
    ("失业保险金按月发放，标准为本市最低工资标准的90%。", "失业保险金按月支付，标准为本市最低工资标准的90%。"),
    ("用人单位未按规定提出的，工伤职工可以在1年内直接提出申请。", "用人单位没有按规定提出的，工伤职工可以在1年内直接提出申请。"),
    ("参保人员未按时缴费的，不享受医保待遇。", "参保人员未按时缴费的，无法享受医保待遇。"),
    # one prohibition in two wordings (2026-11-29)
    ("骗取补贴的，责令退回，3年内不得再次申请。", "骗取补贴的，3年内不能再申请。"),
    # receiving a benefit in two wordings (2026-11-29, seventh stop)
    ("同一项目只能申领一次，每户每年最多享受两次。", "同一项目只能申领一次，每户每年最多能领两次。"),
])
def test_a_faithful_rewording_of_one_word_is_no_substitution(context, answer):
    assert _substituted(answer, [context]) == []


def test_a_prohibition_lifted_is_still_a_substitution():
    # 可以再 for 不得再次 says the opposite; the prohibition rewording above must not hide it
    answer = "骗取补贴的，3年内可以再申请。"
    verdicts, _ = judge_sentences(answer, ["骗取补贴的，责令退回，3年内不得再次申请。"])
    assert verdicts[0].unsupported_spans and verdicts[0].score < 0.6


FILING = ["报考者应于5月6日9:00至5月12日17:00登录系统完成资格确认并缴纳报名费，逾期未确认的视为放弃。准考证于5月20日起打印。"]


def test_a_copy_with_a_value_replaced_by_another_clauses_value_is_a_span():
    # 5月20日 is in the contexts, said of the admission tickets: in the copied clause it replaces 5月12日
    verdicts, _ = judge_sentences("报考者应于5月6日9:00至5月20日17:00登录系统完成资格确认并缴纳报名费。", FILING)
    spans = [sp for v in verdicts for sp in v.unsupported_spans if sp.kind == "date"]
    assert [sp.text for sp in spans] == ["5月20日"] and "5月12日" in spans[0].reason
    # the faithful copy (its trailing clause left out) stays supported
    assert _score("报考者应于5月6日9:00至5月12日17:00登录系统完成资格确认并缴纳报名费。", FILING) >= 0.9
    # another group reworded around its value (100万及以下 against 超过100万) is no copy
    assert _score("人口100万及以下的城市每月800元。",
                  ["人口超过100万的城市，标准为每月1100元；人口不超过100万的城市，标准为每月800元。"]) >= 0.9

