"""Mechanisms added after the second probe set (issue 19, data/judge/probes2.jsonl.gz): discount values (九五折),
parallel clauses whose subject opens with an ordinal or grade (第二名, 首套, 一级) or follows an opening date. Every
sentence here is written for this test; none comes from either probe file."""
from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path

from earag.analysis.meta_eval import load_pairs
from earag.metrics.dimensions.faithfulness.answers import bound_to_rival
from earag.metrics.dimensions.faithfulness.detectors.siblings import siblings
from earag.nlp.facts import extract_facts, same_value
from tests.support.judging import one_verdict as _one

ROOT = Path(__file__).resolve().parents[2]
PROBES2 = ROOT / "data" / "judge" / "probes2.jsonl.gz"


# --- discount values ----------------------------------------------------------------------------------------------
def test_discounts_are_values_compared_as_the_share_paid():
    (a,) = extract_facts("门票打七五折")
    (b,) = extract_facts("门票按7.5折出售")
    (c,) = extract_facts("门票打七折")
    assert (a.family, a.value) == ("discount", 75.0)
    assert same_value(a, b) and not same_value(a, c)


def test_words_with_zhe_that_are_not_discounts_are_not_values():
    assert extract_facts("100美元折合人民币约720元")[0].text != "100美元折"
    assert not [f for f in extract_facts("设备按五年折旧") if f.family == "discount"]


def test_a_discount_of_the_parallel_clause_is_a_span():
    ctx = ["团体游客购票享受七折，散客购票享受九折。"]
    wrong = _one("散客购票享受七折。", ctx)
    right = _one("散客买票打九折。", ctx)
    assert any(sp.text == "七折" for sp in wrong.unsupported_spans)
    assert not right.unsupported_spans and right.score > wrong.score


# --- clause subjects that open with an ordinal, a grade or a date ----------------------------------------------------
def test_an_ordinal_opening_a_clause_is_its_subject():
    heads = [s.head for s in siblings("评比结果中，第一名获奖金8000元，第二名6000元，第三名2000元。")]
    assert "第二名" in heads and "第三名" in heads


def test_a_value_of_another_ranked_clause_is_bound_elsewhere():
    ctx = ["征文比赛一等奖奖励2000元，第二名奖励1200元，第三名奖励600元。"]
    wrong = _one("第三名奖励1200元。", ctx)
    right = _one("第三名可得600元奖励。", ctx)
    assert [sp.text for sp in wrong.unsupported_spans] == ["1200元"]
    assert right.score > wrong.score


def test_an_opening_date_frames_the_clause_and_the_next_noun_is_its_subject():
    heads = [s.head for s in siblings("2024年东城区人口增长3.1%，西城区人口增长1.4%。")]
    assert heads[1] == "西城区" and heads[0]
    ctx = ["2024年东城区人口增长3.1%，西城区人口增长1.4%。"]
    assert any(sp.text == "3.1%" for sp in _one("西城区人口增长了3.1%。", ctx).unsupported_spans)


def test_a_clause_opening_with_a_date_and_a_verb_still_has_no_subject():
    assert siblings("2023年5月发布，2023年9月起实施。") == ()


# --- the file -------------------------------------------------------------------------------------------------------
def test_probes2_loads_and_matches_its_builder():
    pairs = load_pairs(PROBES2)
    assert len(pairs) >= 80 and {p["split"] for p in pairs} == {"dev"}
    english = sum(1 for p in pairs if p["question"].isascii())
    assert 0.2 <= english / len(pairs) <= 0.35
    for row in pairs:
        span = row["spans"][0]
        assert row["hallucinated"][span["start"]:span["end"]] == span["text"]
    rows = [json.loads(line) for line in gzip.decompress(PROBES2.read_bytes()).decode("utf-8").splitlines()]
    assert len(rows) == len(pairs)
    check = subprocess.run([sys.executable, str(ROOT / "data" / "judge" / "build_probes2.py"), "--check"])
    assert check.returncode == 0


# --- short answers bound to a rival clause: English values, and the question's frame in another clause -----------
def test_an_english_bare_value_from_the_other_clause_is_bound_elsewhere():
    ctx = ["Members borrow up to 12 books at a time, and visitors may borrow 3 books."]
    question = "How many books can visitors borrow?"
    wrong = bound_to_rival("12 books", question, ctx)
    assert wrong is not None and "visitors" in wrong[1]
    assert bound_to_rival("3 books", question, ctx) is None


def test_english_names_are_still_left_to_the_binding_strength():
    ctx = ["The film was directed by Ana Ruiz, and its lead actor is Tom Hale."]
    assert bound_to_rival("Ana Ruiz", "Who is the film's lead actor?", ctx) is None


def test_a_clause_lacking_the_questions_predicate_only_frames_it():
    # the question's subject (the ferry line) stands in the first clause, what it asks (resumes) in the second
    ctx = ["The Harbour ferry line to Kent was suspended on 2 January, and it will resume on 20 February."]
    question = "When does the Harbour ferry line to Kent resume?"
    assert bound_to_rival("20 February", question, ctx) is None
    zh = ["这条公交线路的夜班车于7月1日取消，8月15日恢复。"]
    assert bound_to_rival("8月15日", "这条公交线路的夜班车什么时候恢复？", zh) is None


def test_a_short_statement_names_its_own_clause_by_its_words():
    # the question's subject (这座图书馆) stands in the first clause; "扩建…竣工" says the answer is about the second
    ctx = ["这座图书馆于2019年9月对外开放，扩建工程预计2027年5月竣工。"]
    question = "这座图书馆什么时候完工？"
    assert bound_to_rival("扩建预计2027年5月竣工", question, ctx) is None


# --- a name cut out of a date ------------------------------------------------------------------------------------------
def test_the_unit_of_a_date_does_not_open_an_invented_name():
    ctx = ["公司2024年度营业收入为3.6亿元。"]
    verdict = _one("2024年度公司营业收入3.6亿元。", ctx)
    assert not [sp for sp in verdict.unsupported_spans if sp.kind == "entity"]
    assert verdict.supported


# --- swapped roles of names the recogniser does not type -------------------------------------------------------------
def test_swapped_roles_of_untyped_company_names():
    ctx = ["青山水泥收购了海天钢铁，交易于年内完成。"]
    wrong = _one("海天钢铁收购了青山水泥。", ctx)
    right = _one("青山水泥把海天钢铁买了下来。", ctx)
    assert any(sp.kind == "entity" and sp.text == "海天钢铁" for sp in wrong.unsupported_spans)
    assert not [sp for sp in right.unsupported_spans if sp.kind == "entity"]
    same_order = _one("青山水泥收购了海天钢铁。", ctx)
    assert not same_order.unsupported_spans
