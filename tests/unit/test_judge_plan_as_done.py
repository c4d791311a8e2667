"""An answer that says done what the contexts state as a task or a plan (detectors/aspect.py, plan_as_done_spans).
Sentences written for these tests."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

LIFTS = "我市将于2027年启动老旧小区加装电梯补贴试点，力争三年内完成200个小区改造。"
REPORT = "今年要加快推进农村污水治理，稳步推进城乡供水一体化。"


def verdict(answer: str, context: str):
    verdicts, _ = judge_sentences(answer, [context])
    spans = [sp for v in verdicts for sp in v.unsupported_spans]
    return min(v.score for v in verdicts), [sp for sp in spans if sp.reason_messages
                                            and sp.reason_messages[0].code == "span.plan_as_done"]


def test_a_plan_said_as_done_is_marked():
    score, marked = verdict("我市已经启动了老旧小区加装电梯补贴试点。", LIFTS)
    assert [sp.text for sp in marked] == ["已经"] and marked[0].kind == "direction"
    plain, none = verdict("我市将于2027年启动老旧小区加装电梯补贴试点。", LIFTS)
    assert not none and score < plain


def test_a_task_said_as_done_is_marked():
    for answer in ("农村污水治理已经完成。", "城乡供水一体化已实现。", "城乡供水一体化完成了。"):
        _, marked = verdict(answer, REPORT)
        assert marked, answer


def test_what_the_contexts_say_is_done_is_left_alone():
    # done in the contexts too: an attribute (年初出台的), or a completion word of their own
    _, marked = verdict("小微企业减税政策已出台。", "抓好年初出台的小微企业减税政策落实。")
    assert not marked
    _, marked = verdict("农村污水治理已经完成。", "农村污水治理已于去年完成，今年要加快推进城乡供水一体化。")
    assert not marked


def test_conditions_existence_and_plans_in_the_answer_are_no_completion():
    for answer in ("已满16周岁的可以申请。", "已经存在基本经济制度。", "城乡供水一体化已经计划推进了。"):
        _, marked = verdict(answer, REPORT + "未满16周岁的，由监护人代为申请；要坚持和完善基本经济制度。")
        assert not marked, answer


def test_improving_a_thing_says_it_exists():
    # 完善/落实/加强 X presuppose X: "X已经建立" says no more than they do
    _, marked = verdict("生育配套政策已经建立。", "完善生育配套政策，加强妇幼保健服务。")
    assert not marked
