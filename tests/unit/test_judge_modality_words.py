"""Modal wording (clauses._negations, lexicon "modality"): 不一定要 is a negated obligation (无须), not an
uncertainty; 可由 (may be done by) is permission, against 须 of the same predicate. Sentences written for these
tests."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

CARD = "补办社保卡无须本人到场，可由家属持双方身份证代办；首次激活须本人到网点核验。"
LOCKER = "快递柜包裹可由同住家人代为取件；贵重物品签收须本人出示证件。"


def spans(answer: str, context: str) -> list[tuple[str, str]]:
    verdicts, _ = judge_sentences(answer, [context])
    return [(sp.kind, sp.text) for v in verdicts for sp in v.unsupported_spans]


def test_not_necessarily_required_is_no_longer_required():
    assert not [s for s in spans("补办社保卡不一定要本人去，家属也可以代办。", CARD) if s[0] in ("negation", "direction")]


def test_a_permission_said_where_the_contexts_require_is_a_direction():
    assert ("direction", "可由") in spans("贵重物品签收可由家人出示证件。", LOCKER)


def test_the_permitted_clause_said_as_permitted_is_no_span():
    assert not [s for s in spans("快递柜包裹家人也可以代为取件。", LOCKER) if s[0] in ("negation", "direction")]


# the obligation and the permission in one sentence, of two reports: only a pair of clauses is as close as the answer
REPORTS = "上市公司应当在每个会计年度结束之日起四个月内披露年度报告，可以自愿披露季度经营数据。"


def test_the_modal_of_the_clause_holding_the_predicate_decides_when_only_a_pair_is_close():
    assert ("direction", "应当") in spans("上市公司应当披露季度经营数据。", REPORTS)
    assert not [s for s in spans("上市公司可以自愿披露季度经营数据。", REPORTS) if s[0] in ("negation", "direction")]
    assert not [s for s in spans("上市公司应当披露年度报告。", REPORTS) if s[0] in ("negation", "direction")]
