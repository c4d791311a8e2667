"""A two-character name the contexts lack (北京, 小周) is an invented entity, as a longer one is; a generic
two-character noun the judge's word checks mark (城市) and a name the contexts give in the other language are not."""
from __future__ import annotations

import pytest

from earag.evaluator import Evaluator
from earag.metrics.dimensions.faithfulness.judge import judge_sentences


@pytest.fixture(scope="module")
def names():
    extractor = Evaluator(offline=True).extractor   # the evaluator's own offline extractor (LAC when installed)
    return lambda s: [e.name for e in extractor.extract(s)]


def _entity_spans(answer: str, contexts: list[str], names) -> list[str]:
    verdicts, _ = judge_sentences(answer, contexts, sentence_entities=names)
    return [s.text for v in verdicts for s in v.unsupported_spans if s.kind == "entity"]


def test_a_city_the_contexts_do_not_name_is_an_invented_place(names):
    ctx = ["市民可以在工作日到社区服务中心办理居住证签注。"]
    assert _entity_spans("市民可以在工作日到上海的社区服务中心办理居住证签注。", ctx, names) == ["上海"]
    # the same sentence without the place: nothing invented, and it scores above the one that adds the place
    assert _entity_spans("市民可以在工作日到社区服务中心办理居住证签注。", ctx, names) == []
    with_place, _ = judge_sentences("市民可以在工作日到上海的社区服务中心办理居住证签注。", ctx, sentence_entities=names)
    without, _ = judge_sentences("市民可以在工作日到社区服务中心办理居住证签注。", ctx, sentence_entities=names)
    assert with_place[0].score < 0.5 < without[0].score
    assert with_place[0].supported == 0


def test_a_short_person_name_the_contexts_lack_is_flagged_and_one_they_hold_is_not(names):
    ctx = ["窗口工作人员刘敏负责受理补贴申请，审核由科长王强负责。"]
    assert _entity_spans("补贴申请由窗口工作人员刘敏受理。", ctx, names) == []
    assert "张伟" in _entity_spans("补贴申请由窗口工作人员张伟受理。", ctx, names)


def test_generic_two_character_nouns_stay_unflagged(names):
    # 城市 is a word the contexts lack, not a name: the extractor does not report it, so it is no invented entity
    ctx = ["住房公积金缴存比例原则上不高于12%。"]
    assert _entity_spans("有条件的城市可以提高缴存比例，但原则上不高于12%。", ctx, names) == []


def test_a_person_called_by_surname_with_xiao_or_lao_is_a_name(names):
    ctx = ["窗口由小王负责受理，老李负责复核。"]
    assert _entity_spans("窗口由小王负责受理。", ctx, names) == []
    assert "小赵" in _entity_spans("窗口由小赵负责受理。", ctx, names)
    # a short statement found as a value in the contexts still names who it is about
    verdicts, _ = judge_sentences("小赵也是三月十二号报到", ["我是三月十二号报到的。"], sentence_entities=names,
                                  question="根据材料，下面的说法是否成立？")
    assert verdicts[0].score < 0.5 and verdicts[0].supported == 0
