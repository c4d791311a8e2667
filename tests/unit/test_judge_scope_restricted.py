""""All" said of what the contexts hold for a part only (detectors/scope.py, `restricted_spans`): a restriction to
one item (只有朝阳区开通了…) or a case the contexts deny (考试不合格的，不予补贴). Every sentence here is written for this
test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.detectors.scope import restricted_spans
from tests.support.judging import one_verdict as _one

ONLY = ["目前，全市只有朝阳区开通了老年卡线上续期服务，其他区的线上续期功能计划明年上线。"]
SPLIT = ["参加培训的学员，考试合格的，按实际培训费用给予补贴；考试不合格的，不予补贴。"]


def _direction(verdict) -> list:
    return [sp for sp in verdict.unsupported_spans if sp.kind == "direction"]


def test_all_of_what_the_contexts_restrict_to_one_item_is_a_span():
    wrong = _one("各区都已开通老年卡线上续期服务。", ONLY)
    right = _one("目前只有朝阳区开通了老年卡线上续期服务。", ONLY)
    span = _direction(wrong)[0]
    assert span.text == "都" and "只有朝阳区开通了老年卡线上续期服务" in span.reason
    assert not _direction(right) and wrong.score < right.score


def test_all_of_a_predicate_the_contexts_deny_for_another_case_is_a_span():
    wrong = _one("参加培训的学员都能按实际培训费用领到补贴。", SPLIT)
    span = _direction(wrong)[0]
    assert span.text == "都" and "考试不合格的，不予补贴" in span.reason
    # the answer naming the case the contexts grant it for says what they say
    assert not _direction(_one("考试合格的学员都能按实际培训费用领到补贴。", SPLIT))
    assert wrong.score < _one("考试合格的学员能按实际培训费用领到补贴。", SPLIT).score


def test_no_span_where_the_contexts_say_all_or_the_answer_says_something_else_of_all():
    said_all = ["本市各区均已开通老年卡线上续期服务，其中朝阳区还开通了上门续期服务。"]
    assert not _direction(_one("各区都已开通老年卡线上续期服务。", said_all))
    # another predicate of all (线下续期): the restricted clause holds only one of its words
    assert not restricted_spans("各区都能办理线下续期。", ONLY, [])
    # a determiner (所有投资者) is not the universal adverb of a predicate
    assert not restricted_spans("前者面向所有投资者。", ["该清单仅是针对境外投资者的管理措施。"], [])
    # a denial inside a condition (未申请的，视为撤回) is no case denied the predicate
    assert not restricted_spans("这期间任何一方反悔都能撤回申请。",
                                ["三十日内，任何一方不愿意离婚的，可以撤回申请；未申请的，视为撤回申请。"], [])
    # what the answer denies of all (都不能) is the negation check's
    assert not restricted_spans("参加培训的学员都不能按实际培训费用领到补贴。", SPLIT, [])
