"""Mechanisms added after the third probe set (issue 19, data/judge/probes3.jsonl.gz): a change word tied to its
clause by a shared value, several named clause heads told apart by the value's unit, English change verbs by
direction, a short value whose own clause lacks the question's subject, a short name bound to another role, a
later clause stating its value with its sentence's leading words, and English values bound by the phrase after them. Every sentence here is written
for this test; none comes from any probe file."""
from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path

from earag.analysis.meta_eval import load_pairs
from earag.metrics.dimensions.faithfulness import english as en
from earag.metrics.dimensions.faithfulness.answers import asked_value_rival, bound_to_rival
from earag.metrics.dimensions.faithfulness.detectors.postmod import bound_by_phrase, value_phrases
from earag.nlp.facts import extract_facts
from tests.support.judging import one_verdict as _one

ROOT = Path(__file__).resolve().parents[2]
PROBES3 = ROOT / "data" / "judge" / "probes3.jsonl.gz"


# --- a change word compared with the parallel clause that states the same value --------------------------------
def test_a_shared_value_ties_the_answer_clause_to_its_sibling():
    ctx = ["本季度门店客流量增长了6.4%，会员数量下降了2.7%。"]
    wrong = _one("会员数量增长了2.7%。", ctx)
    right = _one("会员数量减少了2.7%。", ctx)
    assert any(sp.kind == "direction" and sp.text == "增长" for sp in wrong.unsupported_spans)
    assert not [sp for sp in right.unsupported_spans if sp.kind == "direction"]
    assert right.score > wrong.score


# --- several clause heads named: the value's unit chooses ------------------------------------------------------------
def test_the_value_unit_chooses_among_named_clause_heads():
    ctx = ["此次抽检覆盖全市农贸市场，其中蔬菜样品320批次，水产样品85批次。"]
    wrong = _one("此次抽检水产样品320批次。", ctx)
    right = _one("抽检的水产样品共有85批次。", ctx)
    assert [sp.text[:3] for sp in wrong.unsupported_spans if sp.kind in ("number", "quantity")] == ["320"]
    assert right.score > wrong.score


# --- English change verbs by direction ------------------------------------------------------------------------------
def test_any_rising_verb_opposes_any_falling_one_and_synonyms_are_not_missing():
    ctx = ["Rail freight grew by 5% in the spring, but road freight slumped by 2%."]
    wrong = _one("Road freight increased by 2%.", ctx)
    right = _one("Road freight declined 2%.", ctx)
    assert any(sp.kind == "direction" and sp.text == "increased" for sp in wrong.unsupported_spans)
    assert not right.unsupported_spans and right.score > wrong.score


def test_change_verbs_of_one_direction_share_a_group():
    up, down = en._CHANGE_STEMS
    assert en.stem("soared") in up and en.stem("dropped") in down and not up & down


def test_an_es_ending_after_a_words_own_e_stems_like_the_singular():
    # rates was rat (matching rat, not rate), notes was not (the negation), cases cas, sizes siz
    for plural, singular in [("rates", "rate"), ("taxes", "tax"), ("fees", "fee"), ("charges", "charge"),
                             ("uses", "use"), ("notes", "note"), ("dates", "date"), ("votes", "vote"),
                             ("cases", "case"), ("rises", "rise"), ("sizes", "size"), ("heroes", "hero"),
                             ("boxes", "box"), ("churches", "church"), ("wishes", "wish"), ("processes", "process"),
                             ("approves", "approve"), ("causes", "cause"), ("courses", "course"),
                             ("increases", "increase"), ("services", "service"), ("companies", "company")]:
        assert en.stem(plural) == en.stem(singular), plural
    assert en.stem("rates") != en.stem("rat") and en.stem("notes") != en.stem("not")


def test_an_ed_or_ing_form_of_a_short_word_with_its_own_e_stems_like_the_word():
    # rated was rat (the animal), noted not (the negation), used and using kept whole, buses buse
    for form, base in [("rated", "rate"), ("rating", "rate"), ("used", "use"), ("using", "use"), ("noted", "note"),
                       ("hoped", "hope"), ("hoping", "hope"), ("baked", "bake"), ("moved", "move"), ("sized", "size"),
                       ("aged", "age"), ("coming", "come"), ("charged", "charge"), ("raised", "raise"),
                       ("increased", "increase"), ("taxed", "tax"), ("boxed", "box"), ("played", "play"),
                       ("hopped", "hop"), ("planned", "plan"), ("ended", "end"), ("owned", "own"),
                       ("buses", "bus"), ("gases", "gas")]:
        assert en.stem(form) == en.stem(base), form
    assert en.stem("rated") != en.stem("rat") and en.stem("noted") != en.stem("not")
    assert en.stem("hoped") != en.stem("hopped")


# --- a short value whose own clause lacks the question's subject ------------------------------------------------------
def test_a_short_value_of_a_clause_missing_the_questions_subject_is_bound_elsewhere():
    ctx = ["本次调查中，城镇家庭宽带普及率为92%，农村家庭宽带普及率为71%，老年家庭为58%。"]
    question = "农村家庭宽带普及率是多少？"
    assert bound_to_rival("92%", question, ctx) is not None
    assert bound_to_rival("71%", question, ctx) is None


# --- a two-character name in another's role ---------------------------------------------------------------------------
def test_a_short_person_name_in_another_role_is_a_span():
    ctx = ["本次听证会由副主任韩冰主持，法制科科长吕青宣读了听证规则。"]
    wrong = _one("韩冰宣读了听证规则。", ctx)
    right = _one("听证规则是吕青宣读的。", ctx)
    assert any(sp.kind == "entity" and sp.text == "韩冰" for sp in wrong.unsupported_spans)
    assert not right.unsupported_spans and right.score > wrong.score


# --- the frame of a subjectless clause --------------------------------------------------------------------------------
def test_a_later_clause_states_its_value_with_its_frames_words():
    # the frame lends its words, not its values: the framed clause's own date is the event's
    ctx = ["刘洋于2016年硕士毕业，2019年进入研究院，2023年担任课题组长。"]
    assert not _one("刘洋于2019年进入研究院。", ctx).unsupported_spans
    # (刘洋于2016年进入研究院 passes: the subjectless clause 2019年进入研究院 is not read as governing 刘洋 — that
    # reading was tried and removed, docs/judge-quality.md "Third probe set")
    # an answer that gives the frame's value and the framed clause's own one keeps both
    both = ["本次展会共有参展企业240家，其中85家来自海外。"]
    assert not _one("240家参展企业中有85家来自海外。", both).unsupported_spans
    zh = ["该条例于2022年5月提请审议，2022年9月通过，自2023年1月起施行。"]
    assert [sp.kind for sp in _one("该条例自2022年9月起施行。", zh).unsupported_spans] == ["date"]
    assert not _one("该条例2022年9月获得通过。", zh).unsupported_spans
    assert not _one("该条例自2023年1月起施行。", zh).unsupported_spans


# --- English values bound by the phrase after them --------------------------------------------------------------------
def test_english_values_listed_with_the_phrase_that_names_their_subject():
    ctx = "The vacancy rate was 4.2% in the city centre and 7.9% in the suburbs."
    assert [stems for _, stems in value_phrases(ctx)] == [{en.stem("city"), en.stem("centre")}, {en.stem("suburbs")}]
    words = lambda text: frozenset(w.stem for w in en.words(text) if w.content)  # noqa: E731
    (f,) = extract_facts("4.2%")
    assert bound_by_phrase(f, words("What was the vacancy rate in the suburbs?"), (ctx,)) == ctx
    assert bound_by_phrase(f, words("What was the vacancy rate in the city centre?"), (ctx,)) is None


def test_a_sentence_and_a_bare_value_bound_to_another_phrase():
    ctx = ["The vacancy rate was 4.2% in the city centre and 7.9% in the suburbs."]
    assert [sp.text for sp in _one("The vacancy rate in the suburbs was 4.2%.", ctx).unsupported_spans] == ["4.2%"]
    assert not _one("The suburbs had a vacancy rate of 7.9%.", ctx).unsupported_spans
    assert bound_to_rival("4.2%", "What was the vacancy rate in the suburbs?", ctx) is not None
    assert bound_to_rival("7.9%", "What was the vacancy rate in the suburbs?", ctx) is None


# --- the file -----------------------------------------------------------------------------------------------------------
def test_probes3_loads_and_matches_its_builder():
    pairs = load_pairs(PROBES3)
    assert len(pairs) >= 90
    splits = [p["split"] for p in pairs]
    assert set(splits) == {"dev", "test"} and 0.4 <= splits.count("dev") / len(pairs) <= 0.6
    for kind in {p["kind"] for p in pairs}:   # every class in both halves
        assert {p["split"] for p in pairs if p["kind"] == kind} == {"dev", "test"}
    english = sum(1 for p in pairs if p["question"].isascii())
    assert 0.25 <= english / len(pairs) <= 0.4
    for row in pairs:
        span = row["spans"][0]
        assert row["hallucinated"][span["start"]:span["end"]] == span["text"]
    rows = [json.loads(line) for line in gzip.decompress(PROBES3.read_bytes()).decode("utf-8").splitlines()]
    assert len(rows) == len(pairs) and len({r["id"] for r in rows}) == len(rows)
    check = subprocess.run([sys.executable, str(ROOT / "data" / "judge" / "build_probes3.py"), "--check"])
    assert check.returncode == 0


# --- the question's own value points to the sentence ---------------------------------------------------------------
def test_the_questions_own_value_picks_the_sentence_of_a_bare_value():
    ctx = ["Bus fares will go up to $2.40 in 2025.", "A further increase to $2.75 is planned for 2027."]
    question = "What will the bus fare be in 2025?"
    assert asked_value_rival("$2.75", question, ctx) == (0, ctx[0])
    assert asked_value_rival("$2.40", question, ctx) is None
    assert asked_value_rival("$2.75", "What will the bus fare be?", ctx) is None   # the question states no value
