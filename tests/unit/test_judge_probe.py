"""Mechanisms added after the probe set (issue 19, data/judge/probes.jsonl.gz): a short answer bound to a sibling
clause about another subject, and parallel context clauses (one value or change per subject). Every sentence here
is written for this test; none comes from the probe file."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from earag.analysis.meta_eval import load_pairs
from earag.metrics.dimensions.faithfulness.answers import RIVAL_SCORE, bound_to_rival, sentence_rival
from earag.metrics.dimensions.faithfulness.detectors.siblings import en_siblings, siblings
from earag.metrics.dimensions.faithfulness.english import english_sentences as split
from tests.support.judging import one_verdict as _one
from tests.support.judging import span_kinds as _kinds

ROOT = Path(__file__).resolve().parents[2]
PROBES = ROOT / "data" / "judge" / "probes.jsonl.gz"


# --- a short answer bound to another subject's clause ---------------------------------------------------------
def test_a_bare_price_of_the_other_item_is_not_the_answer():
    ctx = ["这件上衣售价199元，搭配的裤子售价259元。", "两件一起买可以打九折。"]
    question = "裤子卖多少钱？"
    wrong = _one("199元", ctx, question)
    right = _one("259元", ctx, question)
    assert wrong.score == RIVAL_SCORE and not wrong.supported
    assert right.supported and right.score > wrong.score
    assert "裤子售价259元" in wrong.reason   # names the clause that binds the question's subject


def test_english_short_answers_are_left_to_the_binding_strength():
    # measured on HaluEval dev: English multi-hop questions spread over clauses, so no rival clause is looked for
    ctx = ["The orchestra's conductor is Paul Meyer, and its lead violinist is Sara Quinn."]
    assert bound_to_rival("Paul Meyer", "Who is the orchestra's lead violinist?", ctx) is None


def test_a_value_in_the_clause_about_the_subject_has_no_rival():
    sentences = ["本市中心城区限速每小时60公里，郊区道路限速每小时80公里。"]
    assert bound_to_rival("80公里", "郊区道路限速多少？", sentences) is None
    found = bound_to_rival("60公里", "郊区道路限速多少？", sentences)
    assert found is not None and found[0] == 0 and "郊区道路" in found[1]


def test_a_clause_no_better_about_the_question_decides_nothing():
    # neither clause says more of the question than the other: the value is not bound elsewhere
    assert bound_to_rival("3天", "会议开几天？", ["会议开3天，展览开5天。"]) is None


# --- a value stated in a sibling sentence about another subject ----------------------------------------------------
ZH_TWO = ["王芳每月补贴800元。李强每月补贴600元。"]
EN_TWO = ["Anna receives $800 a month. Ben receives $600 a month."]


def test_an_answer_about_another_subject_is_not_the_answer():
    """The answer is true of the other person but does not answer the question about the asked one (was 0.9 and
    supported in Chinese, 1.0 in English): it is found to answer about another subject."""
    for answer, right, question, ctx in (
            ("李强每月补贴600元。", "王芳每月补贴800元。", "王芳的月补贴是多少？", ZH_TWO),
            ("根据资料，李强每月补贴为600元。", "根据资料，王芳每月补贴为800元。", "王芳的月补贴是多少？", ZH_TWO),
            ("Ben receives $600 a month.", "Anna receives $800 a month.", "What is Anna's monthly allowance?", EN_TWO)):
        wrong, good = _one(answer, ctx, question), _one(right, ctx, question)
        assert wrong.score == RIVAL_SCORE and not wrong.supported, answer
        assert wrong.reason_messages[0].code == "judge.other_subject"
        assert good.supported and good.score > 0.9 and good.score > wrong.score
    # an answer that gives both subjects their values names the asked one too
    assert _one("王芳每月补贴800元，李强每月补贴600元。", ZH_TWO, "王芳的月补贴是多少？").supported


def test_a_bare_value_of_another_subjects_sentence_is_not_the_answer():
    """Each subject has a sentence of its own, so no sibling clause binds the value (was 1.0): the sibling sentence
    of the same passage that holds the question's subject with another value of the kind does."""
    for answer in ("600元。", "王芳600元。", "每月补贴600元"):
        wrong = _one(answer, ZH_TWO, "王芳的月补贴是多少？")
        assert wrong.score == RIVAL_SCORE and not wrong.supported, answer
        assert "王芳每月补贴800元" in wrong.reason
    assert _one("800元。", ZH_TWO, "王芳的月补贴是多少？").score == 1.0
    assert _one("$600", EN_TWO, "What is Anna's monthly allowance?").score == RIVAL_SCORE
    # the question's word the value's sentence holds counts though the answer repeats it (was 0.9, supported)
    assert _one("$600 a month", EN_TWO, "What is Anna's monthly allowance?").score == RIVAL_SCORE
    assert _one("$800", EN_TWO, "What is Anna's monthly allowance?").score == 1.0


def test_a_sibling_sentence_of_another_form_or_passage_is_no_rival():
    # a multi-hop bridge: the sentence stating the value says nothing of the question, nor has it the sibling's form
    ctx = ["Night Harbor is a 2001 film directed by Ray Colt. Ray Colt was born in 1957 in Ohio."]
    assert sentence_rival("1957", "When was the director of Night Harbor born?", split(ctx[0]), [0, 0]) is None
    # the two subjects in passages of their own: not siblings
    assert sentence_rival("600元", "王芳的月补贴是多少？", ["王芳每月补贴800元。", "李强每月补贴600元。"], [0, 1]) is None
    assert sentence_rival("600元", "王芳的月补贴是多少？", ["王芳每月补贴800元。", "李强每月补贴600元。"], [0, 0]) == \
        (0, "王芳每月补贴800元。")


def test_an_answer_sentence_giving_the_asked_subject_the_other_value_is_capped():
    """The English sentence check read no binding across sentences: "Anna receives $600 a month." was 1.0 where
    Anna's own sentence gives $800 (the Chinese twin is the binding span's: 王芳每月补贴600元). The short answer is
    capped as the value's rival; the sentence is now marked by the clause-value check (en_clause_values.py), which
    names Anna's own sentence."""
    question = "What is Anna's monthly allowance?"
    wrong = _one("Anna, $600", EN_TWO, question)
    assert wrong.score == RIVAL_SCORE and not wrong.supported
    assert wrong.reason_messages[0].code == "judge.value_rival"
    wrong = _one("Anna receives $600 a month.", EN_TWO, question)
    assert wrong.score <= RIVAL_SCORE and not wrong.supported
    assert [sp.text for sp in wrong.unsupported_spans] == ["$600"] and "$800" in wrong.unsupported_spans[0].reason
    assert _one("Anna receives $800 a month.", EN_TWO, question).score > 0.9
    # both values, each with its own subject: nothing to cap
    assert _one("Anna receives $800 a month, and Ben receives $600 a month.", EN_TWO, question).supported


# --- parallel clauses of one context sentence ------------------------------------------------------------------
def test_a_value_of_the_parallel_clause_is_bound_to_its_own_subject():
    ctx = ["男生宿舍每学年住宿费1200元，女生宿舍为1500元。", "住宿费在开学时一次缴清。"]
    wrong = _one("女生宿舍每学年住宿费1200元。", ctx)
    right = _one("女生宿舍每学年的住宿费是1500元。", ctx)
    assert "quantity" in _kinds(wrong) and not wrong.supported
    assert not _kinds(right) and right.score > wrong.score


def test_the_change_of_the_parallel_subject_is_not_its_own():
    ctx = ["今年夏季东部地区降水量明显增加，西部地区降水量有所减少。"]
    wrong = _one("西部地区降水量明显增加。", ctx)
    right = _one("西部地区降水量有所减少。", ctx)
    assert "direction" in _kinds(wrong) and not wrong.supported
    assert "direction" not in _kinds(right) and right.score > wrong.score


def test_clauses_that_open_with_a_value_or_a_verb_name_no_subject():
    # one subject (该条例) and its dates: not a list of subjects, so no date is bound "elsewhere"
    assert siblings("该条例于2023年3月1日公布，2023年6月1日起施行。") == ()
    verdict = _one("该条例从2023年6月1日起施行。", ["该条例于2023年3月1日公布，2023年6月1日起施行。"])
    assert verdict.supported and not _kinds(verdict)
    heads = [s.head for s in siblings("甲组完成率为92%，乙组为87%。")]
    assert heads == ["甲组", "乙组"]


# --- the probe file ---------------------------------------------------------------------------------------------
def test_the_probe_file_loads_with_both_splits_and_every_class_in_each():
    pairs = load_pairs(PROBES)
    assert len(pairs) >= 80
    splits = {p["split"] for p in pairs}
    assert splits == {"dev", "test"}
    for kind in {p["kind"] for p in pairs}:
        assert {p["split"] for p in pairs if p["kind"] == kind} == {"dev", "test"}, kind
    assert all(p["method"] == "hand" and p["source"] == "probe" for p in pairs)
    english = [p for p in pairs if p["question"].isascii()]
    assert len(english) >= 20
    rows = [json.loads(line) for line in __import__("gzip").decompress(PROBES.read_bytes()).decode().splitlines()]
    assert len({r["id"] for r in rows}) == len(rows)


def test_the_probe_file_is_what_its_builder_writes():
    done = subprocess.run([sys.executable, str(ROOT / "data" / "judge" / "build_probes.py"), "--check"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


# --- two names in swapped roles ----------------------------------------------------------------------------------
def test_two_names_in_the_other_roles_are_a_span():
    ctx = ["在昨天的象棋决赛中，周文博用时两小时战胜了张志强。", "比赛在市体育馆举行。"]
    swapped = _one("张志强用时两小时战胜了周文博。", ctx)
    right = _one("周文博用时两小时战胜了张志强。", ctx)
    assert "entity" in _kinds(swapped) and not swapped.supported
    assert not _kinds(right) and right.score > swapped.score


def test_an_english_swap_of_buyer_and_bought_is_a_span_but_the_passive_is_not():
    ctx = ["Harbor Foods purchased the regional chain Green Basket Markets last spring."]
    swapped = _one("Green Basket Markets purchased Harbor Foods last spring.", ctx)
    passive = _one("Green Basket Markets was purchased by Harbor Foods last spring.", ctx)
    assert "entity" in _kinds(swapped)
    assert "entity" not in _kinds(passive) and passive.score > swapped.score


def test_with_one_subject_the_object_named_decides_which_clause_is_compared():
    ctx = ["评审委员会通过了北区的绿化方案，否决了南区提交的停车场扩建计划。"]
    wrong = _one("评审委员会通过了南区的停车场扩建计划。", ctx)
    right = _one("南区提交的停车场扩建计划被评审委员会否决了。", ctx)
    assert "direction" in _kinds(wrong) and not wrong.supported
    assert "direction" not in _kinds(right) and right.score > wrong.score


def test_a_leading_no_answers_the_question_and_does_not_negate_the_statement():
    ctx = ["Hotel guests can use the pool for free; the sauna costs $8 per visit."]
    answer = _one("No, hotel guests can use the pool for free.", ctx, "Do hotel guests pay to use the pool?")
    flipped = _one("Hotel guests cannot use the pool for free.", ctx, "Do hotel guests pay to use the pool?")
    assert "negation" not in _kinds(answer) and answer.supported
    assert "negation" in _kinds(flipped) and flipped.score < answer.score


def test_an_english_value_of_the_parallel_clause_is_a_span():
    ctx = ["Full-time staff receive 25 vacation days a year, whereas part-time staff receive 15."]
    wrong = _one("Part-time staff receive 25 vacation days a year.", ctx)
    right = _one("Part-time staff receive 15 vacation days a year.", ctx)
    assert "number" in _kinds(wrong) and not wrong.supported
    assert "number" not in _kinds(right) and right.score > wrong.score


def test_all_against_a_subset_introduced_by_qizhong_is_a_direction_span():
    ctx = ["本届大赛共收到参赛作品300件，其中120件进入终评。"]
    wrong = _one("本届大赛的300件参赛作品全部进入终评。", ctx)
    right = _one("300件参赛作品中有120件进入了终评。", ctx)
    assert "direction" in _kinds(wrong) and not wrong.supported
    assert "direction" not in _kinds(right) and right.score > wrong.score


def test_a_value_only_the_other_subject_has_and_quantifiers_are_not_heads():
    ctx = ["Season-ticket holders enter the museum free; day visitors pay an admission fee of $18."]
    wrong = _one("Season-ticket holders pay an admission fee of $18.", ctx)
    right = _one("Season-ticket holders get into the museum free.", ctx)
    assert "number" in _kinds(wrong) or "quantity" in _kinds(wrong)
    assert right.score > wrong.score
    heads = [s.head for s in en_siblings("All tickets are refundable before noon; only some tickets are refundable "
                                         "after noon.")]
    assert "all" not in heads and "only" not in heads and "some" not in heads


def test_english_clauses_joined_by_and_its_name_their_subject_by_its_name():
    ctx = ["The charity's Dublin branch employs 120 nurses and its Cork branch employs 85."]
    wrong = _one("The Dublin branch employs 85 nurses.", ctx)
    right = _one("The Dublin branch employs 120 nurses.", ctx)
    assert "number" in _kinds(wrong) and not wrong.supported
    assert "number" not in _kinds(right) and right.score > wrong.score
    assert [s.head for s in en_siblings(ctx[0])] == ["dublin", "cork"]
