"""A value said of a subject or event the contexts give another value: subjects jieba reads badly (多层, tagged a
numeral), brackets of floors (6层及以上, read as a bare 6 before 层 was a unit), a limit in working days of another
event for one in days. Each passed at 0.99-1.0. Sentences written for this test."""
from __future__ import annotations

from tests.support.judging import one_verdict


def assert_marked(context: str, right: str, wrong: str, value: str) -> None:
    """The faithful sentence passes; in the wrong one, only `value` is marked and the sentence fails."""
    assert one_verdict(right, [context]).score > 0.9
    verdict = one_verdict(wrong, [context])
    assert [sp.text for sp in verdict.unsupported_spans] == [value] and verdict.score < 0.5


def test_a_value_of_another_floor_bracket_is_marked():
    # 6层及以上 is a bracket of floors: the value of 4层至5层's item said of it is another bracket's
    context = "老旧小区加装电梯补助：4层至5层住宅每台补助12万元，6层及以上住宅每台补助18万元。"
    assert_marked(context, "6层及以上的住宅每台补助18万元。", "6层及以上的住宅每台补助12万元。", "12万元")


def test_a_subject_jieba_reads_as_a_numeral_is_still_the_siblings_head():
    # jieba tags 多层 (of 多层住宅) a numeral; it opens the clause's subject as 高层 opens 高层住宅 (detectors/siblings.py)
    context = "多层住宅每户补贴8000元，高层住宅每户补贴12000元。"
    assert_marked(context, "多层住宅每户补贴8000元。", "多层住宅每户补贴12000元。", "12000元")


def test_working_days_of_another_event_for_a_limit_in_days_are_marked():
    # 15个工作日 is the limit of 办结, not of 提出申请 (30日): a limit in working days meets one in days
    context = "当事人应当自收到决定书之日起30日内提出复议申请。复议机关受理后，应当在15个工作日内办结。"
    assert_marked(context, "当事人应当自收到决定书之日起30日内提出复议申请。",
                  "当事人应当自收到决定书之日起15个工作日内提出复议申请。", "15个工作日")


def test_a_time_limit_is_read_with_its_purpose_after_what_to_bring():
    # 30日内 is the limit of 申请转移登记 (two clauses on, after 持…); 15日 is that of 办理批改手续
    context = ("二手车交易完成后，现所有人应当自机动车交付之日起30日内，持身份证明、登记证书和销售发票，到车管所申请转移登记。"
               "保险的被保险人变更的，应当在交付之日起15日内到保险公司办理批改手续。")
    # (车辆 for 机动车)
    assert_marked(context, "要在车辆交付之日起30日内到车管所申请转移登记。",
                  "要在车辆交付之日起15日内到车管所申请转移登记。", "15日")
