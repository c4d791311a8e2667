"""An answer that says a case holds at all times (一直, 从来, 总是, 始终 …) where the contexts say it of one case or
occasion, and none of them says "always" (detectors/scope.py, chinese_always_spans). Sentences written for these
tests; the benchmark's cases are in docs/judge-quality.md."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

MEAL = "那天晚上王琦瑶没有吃饭，只喝了一口汤就回房了。"
CLINIC = "社区卫生服务中心周六上午照常开诊，下午停诊。"


def verdict(answer: str, context: str, question: str | None = None):
    verdicts, _ = judge_sentences(answer, [context], question=question)
    return min(v.score for v in verdicts), [sp for v in verdicts for sp in v.unsupported_spans]


def test_always_said_of_one_occasion_is_marked():
    score, spans = verdict("王琦瑶那天晚上一直没有吃饭。", MEAL)
    marked = [sp for sp in spans if sp.text == "一直"]
    assert marked and marked[0].kind == "direction"
    assert marked[0].reason_messages[0].code == "span.always_unsaid"
    plain, plain_spans = verdict("王琦瑶那天晚上没有吃饭。", MEAL)
    assert not any(sp.text == "一直" for sp in plain_spans)
    assert score < plain


def test_each_always_word_counts():
    for word in ("从来", "总是", "始终", "向来", "历来"):
        _, spans = verdict(f"社区卫生服务中心周六上午{word}照常开诊。", CLINIC)
        assert any(sp.text == word and sp.kind == "direction" for sp in spans), word


def test_until_is_no_always():
    # 一直到 / 一直办到 give the end of a period, not "at all times"
    for answer in ("社区卫生服务中心周六上午照常开诊，一直到中午。", "周六上午一直办到十二点。"):
        _, spans = verdict(answer, CLINIC)
        assert not any(sp.reason_messages and sp.reason_messages[0].code == "span.always_unsaid" for sp in spans), answer


def test_contexts_that_say_always_leave_it_alone():
    _, spans = verdict("社区卫生服务中心周六上午一直照常开诊。", "社区卫生服务中心多年来周六上午始终照常开诊。")
    assert not any(sp.reason_messages and sp.reason_messages[0].code == "span.always_unsaid" for sp in spans)


def test_the_askers_own_always_is_not_the_answers_claim():
    _, spans = verdict("是的，周六上午一直照常开诊。", CLINIC, question="社区卫生服务中心周六上午一直开诊吗？")
    assert not any(sp.reason_messages and sp.reason_messages[0].code == "span.always_unsaid" for sp in spans)


def test_a_school_type_is_no_always():
    _, spans = verdict("该校是九年一贯制学校。", "该校为九年一贯制公办学校，实行就近入学。")
    assert not any(sp.reason_messages and sp.reason_messages[0].code == "span.always_unsaid" for sp in spans)


def test_contexts_that_say_as_ever_leave_it_alone():
    _, spans = verdict("各级政府一直关心支持退役军人服务工作。", "各级政府要一如既往关心支持退役军人服务工作。")
    assert not any(sp.reason_messages and sp.reason_messages[0].code == "span.always_unsaid" for sp in spans)
