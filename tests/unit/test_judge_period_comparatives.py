"""A change said as a comparison with the earlier period (比去年同期少了12%, 比年初低了0.08个百分点) is the change the
contexts state with 同比/环比 and a change verb (同比下降12%): supported when the direction agrees, a direction flip
when it does not (issue 19, antonyms and paraphrases). Every sentence here is written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.clauses import _directions
from earag.metrics.dimensions.faithfulness.judge import judge_sentences

_PARCELS = "今年一季度全市快递业务量同比增长18.2%，揽收网点数量同比减少3%。"
_LOANS = "截至9月末，该行不良贷款率为1.32%，较年初下降0.08个百分点。"


def _one(answer: str, contexts: list[str]):
    verdicts, _ = judge_sentences(answer, contexts)
    assert len(verdicts) == 1
    return verdicts[0]


def test_a_comparison_with_last_year_is_the_year_on_year_change():
    v = _one("快递量比去年同期多了18.2%。", [_PARCELS])   # was an unsupported addition (overlap 0.44)
    assert v.supported and not v.unsupported_spans
    v = _one("钢材出口比去年同期少了4.3%。", ["受海外需求疲软影响，今年上半年钢材出口量同比下降4.3%。"])
    assert v.supported and not v.unsupported_spans and v.score > 0.9   # was 0.63: 去年同期 and 少 not found


def test_the_comparative_against_the_contexts_direction_is_a_flip():
    v = _one("快递业务量比去年同期少了18.2%。", [_PARCELS])
    assert not v.supported
    assert [(sp.text, sp.kind) for sp in v.unsupported_spans] == [("少", "direction")]
    v = _one("不良贷款率比年初高了0.08个百分点。", [_LOANS])
    assert [(sp.text, sp.kind) for sp in v.unsupported_spans] == [("高", "direction")]


def test_a_bare_comparative_is_a_direction_only_after_a_comparison():
    assert [w for _, _, w in _directions("居民用气比上个月降了9.6%")] == ["降"]
    assert [w for _, _, w in _directions("药店比超市少收了两元")] == ["少"]
    assert _directions("居民反映水压偏低，多处管道老化") == []   # 低 and 多 without a comparison
    assert _directions("比例最高的是高新区") == [(2, 4, "最高")]   # 比例 is no comparison, 高新区 no change
    assert _directions("客流比去年同期没少") == []              # a negated comparative is the negation check's
