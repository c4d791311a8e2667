"""A post given to someone else, answered with only the post and a name ("馆长是葛小琴" where the contexts say
馆长为邵文杰 and give 葛小琴 another post): the name's own clauses never speak of the post, so the clause that gives it
to another person holds the answer's role (binding.post_held_elsewhere, issue 19, roles). Every sentence here is
written for this test."""
from __future__ import annotations

from earag.metrics.dimensions.faithfulness.judge import judge_sentences

LIBRARY = "青溪图书馆由区文旅局主管，馆长为邵文杰，少儿阅览室负责人为馆员葛小琴。"
CLINIC = "该卫生服务中心由街道办事处举办，主任为周明华，护理部负责人为护士长钱桂芳。"


def _one(answer: str, contexts: list[str]):
    verdicts, _ = judge_sentences(answer, contexts)
    assert len(verdicts) == 1
    return verdicts[0]


def test_a_post_given_to_the_name_of_another_post_is_flagged():
    for answer, context, name in (("馆长是葛小琴。", LIBRARY, "葛小琴"), ("主任是钱桂芳。", CLINIC, "钱桂芳")):
        v = _one(answer, [context])
        assert not v.supported
        assert [(sp.text, sp.kind) for sp in v.unsupported_spans] == [(name, "entity")]


def test_each_holder_keeps_their_post():
    assert _one("馆长是邵文杰。", [LIBRARY]).supported
    assert _one("负责人是葛小琴。", [LIBRARY]).supported


def test_a_name_whose_clause_speaks_of_the_post_is_not_decided_here():
    # 葛小琴's own clause names the post (as acting head): not this check's to decide
    v = _one("馆长是葛小琴。", ["青溪图书馆馆长为邵文杰，邵文杰出差期间由葛小琴代理馆长职务。"])
    assert v.supported
