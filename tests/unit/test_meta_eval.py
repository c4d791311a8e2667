"""Judge-quality metrics on literal inputs, and the meta-eval runner on a small pair file through the offline judge."""
from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from earag.analysis import meta_eval as me
from earag.config import Settings
from earag.errors import EaragError, InputError
from earag.evaluator import Evaluator

ROOT = Path(__file__).resolve().parents[2]


# ---------------------------------------------------------------- pairwise agreement

def test_pairwise_counts_ties_half():
    res = me.pairwise_agreement([0.9, 0.5, 0.2, 0.7], [0.1, 0.5, 0.8, 0.7])
    assert (res["wins"], res["ties"], res["losses"]) == (1, 2, 1)
    assert res["agreement"] == pytest.approx((1 + 0.5 * 2) / 4)
    assert res["tie_rate"] == pytest.approx(0.5)


def test_pairwise_with_hallucination_scores_prefers_the_lower_one_and_skips_missing():
    res = me.pairwise_agreement([0.1, None, 0.3], [0.9, 0.2, 0.1], higher_is_better=False)
    assert (res["n"], res["missing"], res["wins"], res["losses"]) == (2, 1, 1, 1)
    assert res["agreement"] == pytest.approx(0.5)
    empty = me.pairwise_agreement([], [])
    assert empty["agreement"] is None and empty["tie_rate"] is None
    with pytest.raises(ValueError):
        me.pairwise_agreement([0.1], [])


# ---------------------------------------------------------------- AUC and F1

def test_auc_of_perfect_inverted_constant_and_tied_scorers():
    labels = [0, 0, 1, 1]
    assert me.roc_auc([0.1, 0.2, 0.8, 0.9], labels) == pytest.approx(1.0)
    assert me.roc_auc([0.9, 0.8, 0.2, 0.1], labels) == pytest.approx(0.0)
    assert me.roc_auc([0.5, 0.5, 0.5, 0.5], labels) == pytest.approx(0.5)
    # one positive tied with one negative: 3 of 4 comparisons won, 1 tied → 3.5 / 4
    assert me.roc_auc([0.1, 0.6, 0.6, 0.9], labels) == pytest.approx(3.5 / 4)
    assert me.roc_auc([0.1, 0.2], [1, 1]) is None
    assert me.roc_auc([None, 0.2, 0.9], [0, 0, 1]) == pytest.approx(1.0)


def test_f1_at_threshold_calls_strictly_above_hallucinated():
    res = me.f1_at([0.1, 0.2, 0.3, 0.9], [0, 1, 1, 1], 0.2)
    assert (res["tp"], res["fp"], res["fn"]) == (2, 0, 1)
    assert res["precision"] == pytest.approx(1.0)
    assert res["recall"] == pytest.approx(2 / 3)
    assert res["f1"] == pytest.approx(0.8)
    none_flagged = me.f1_at([0.1, 0.1], [0, 1], 0.5)
    assert none_flagged["precision"] is None and none_flagged["f1"] == 0.0


def test_best_threshold_separates_a_separable_set():
    best = me.best_threshold([0.1, 0.2, 0.6, 0.9], [0, 0, 1, 1])
    assert best["f1"] == pytest.approx(1.0)
    assert 0.2 < best["threshold"] < 0.6
    assert me.best_threshold([0.1, 0.2], [0, 0]) is None


# ---------------------------------------------------------------- spans

def test_span_prf_overlap_and_iou():
    predicted = [[(0, 3), (10, 12)], [], [(5, 6)]]
    gold = [[(2, 6)], [(0, 4)], []]
    res = me.span_prf(predicted, gold, mode="overlap")
    # (0,3) overlaps gold (2,6); (10,12) and the span on the faithful third answer are false positives
    assert (res["predicted"], res["gold"], res["matched_predicted"], res["matched_gold"]) == (3, 2, 1, 1)
    assert res["precision"] == pytest.approx(1 / 3)
    assert res["recall"] == pytest.approx(1 / 2)
    assert res["f1"] == pytest.approx(2 * (1 / 3) * 0.5 / (1 / 3 + 0.5))
    iou = me.span_prf(predicted, gold, mode="iou")  # (0,3) vs (2,6): 1 / 6 < 0.5
    assert iou["matched_predicted"] == 0 and iou["f1"] == 0.0
    exact = me.span_prf([[(2, 6)]], [[(2, 6)]], mode="iou")
    assert exact["f1"] == pytest.approx(1.0)


def test_span_prf_without_predictions_has_no_precision_and_zero_recall():
    res = me.span_prf([[], []], [[(0, 2)], []])
    assert res["precision"] is None and res["recall"] == 0.0 and res["f1"] == 0.0
    with pytest.raises(ValueError):
        me.span_prf([[]], [[], []], mode="overlap")
    with pytest.raises(ValueError):
        me.span_prf([[]], [[]], mode="exact")


def test_char_prf():
    res = me.char_prf([[(0, 4)]], [[(2, 6)]])
    assert (res["predicted_chars"], res["gold_chars"], res["matched_chars"]) == (4, 4, 2)
    assert res["precision"] == pytest.approx(0.5) and res["recall"] == pytest.approx(0.5)


# ---------------------------------------------------------------- lexical baselines

def test_bigram_overlap_on_tiny_strings():
    assert me.bigram_overlap("甲乙丙", ["甲乙丙丁"]) == pytest.approx(1.0)
    # bigrams 甲乙 (found) and 乙戊 (not found)
    assert me.bigram_overlap("甲乙戊", ["甲乙丙丁"]) == pytest.approx(0.5)
    # punctuation is ignored: 甲，乙 reads as 甲乙
    assert me.bigram_overlap("甲，乙。", ["甲乙"]) == pytest.approx(1.0)
    assert me.bigram_overlap("甲", ["甲乙"]) == 1.0 and me.bigram_overlap("戊", ["甲乙"]) == 0.0
    assert me.bigram_overlap("", ["甲乙"]) == 0.0
    # 5.8 against 8.5: same characters, different bigrams
    assert me.bigram_overlap("5.8级", ["8.5级"]) == pytest.approx(0.0)


def test_absent_share_on_tiny_strings():
    assert me.absent_share("甲乙戊己", ["甲乙丙"]) == pytest.approx(0.5)
    assert me.absent_share("5.8级", ["8.5级"]) == 0.0   # the character baseline cannot see a digit swap
    assert me.absent_share("。", ["甲"]) == 0.0
    assert me.absent_share("AB", ["ab"]) == 0.0          # case-folded


def test_baseline_spans_locate_the_new_characters():
    answer = "由财政部和民政部负责。"
    ctx = ["由财政部负责。"]
    spans = me.absent_char_spans(answer, ctx)
    assert [answer[a:b] for a, b in spans] == ["和民"]   # 政 occurs in 财政部: the character view misses it
    other = "甲乙丙戊己，甲乙"
    assert [other[a:b] for a, b in me.bigram_gap_spans(other, ["甲乙丙"])] == ["戊己"]


# ---------------------------------------------------------------- the runner

def _small_file(tmp_path: Path) -> Path:
    rows = me.load_pairs(ROOT / me.DEFAULT_PAIRS)
    dev = [r for r in rows if r["split"] == "dev"][:3]
    held = [r for r in rows if r["split"] == "test"][:2]  # the file's "heldout" is read as "test"
    path = tmp_path / "pairs.jsonl"
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in dev + held), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def offline_evaluator():
    ev = Evaluator(Settings(), offline=True)
    yield ev
    ev.close()


def test_runner_scores_five_pairs_with_the_offline_judge(tmp_path, offline_evaluator):
    path = _small_file(tmp_path)
    report = me.run_meta_eval(path, evaluator=offline_evaluator, human_path=None)
    assert set(report["splits"]) == {"dev", "test"}
    assert report["splits"]["dev"]["pairs"] == 3 and report["splits"]["test"]["pairs"] == 2
    pairs = me.load_pairs(path)
    for name, res in report["splits"].items():
        rows = [p for p in pairs if p["split"] == name]
        # the baselines in the report are the plain functions applied to the same rows
        expected = me.pairwise_agreement([me.bigram_overlap(p["faithful"], p["contexts"]) for p in rows],
                                         [me.bigram_overlap(p["hallucinated"], p["contexts"]) for p in rows])
        assert res["methods"]["bigram_overlap"]["pairwise"] == expected
        judge = res["methods"]["earag"]
        assert 0.0 <= judge["pairwise_agreement"] <= 1.0
        assert judge["f1_config"]["threshold"] == pytest.approx(Settings().thresholds["hallucination"])
        assert sum(v["earag"]["n"] for v in res["per_kind"].values()) == len(rows)
    # each distinct answer is judged once: 5 hallucinated + the distinct faithful ones
    distinct = {(p["question"], p["faithful"]) for p in pairs} | {(p["question"], p["hallucinated"]) for p in pairs}
    assert report["cost"]["answers_judged"] == len(distinct)
    assert report["backends"]["llm"] == "offline"
    text = me.format_report(report)
    assert "EARAG judge" in text and "bigram-overlap" in text and "absent-chars" in text
    assert "[test]" in text and "pairwise agreement" in text and "pairwise, overall score" in text


def test_runner_heldout_only_still_takes_thresholds_from_dev(tmp_path, offline_evaluator):
    report = me.run_meta_eval(_small_file(tmp_path), split="heldout", limit=2, evaluator=offline_evaluator,
                              human_path=None)
    assert list(report["splits"]) == ["test"]  # "heldout" is the old name of the test split
    for method, t in report["dev_thresholds"].items():
        assert report["splits"]["test"]["methods"][method]["f1_dev_threshold"]["threshold"] == t


def test_cli_parser_and_handler_print_json(tmp_path, capsys):
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command", required=True)
    me.add_parser(sub)
    args = parser.parse_args(["meta-eval", str(_small_file(tmp_path)), "--split", "dev", "--limit", "2", "--json",
                              "--human", "none"])
    assert args.func is me.cmd_meta_eval
    assert me.cmd_meta_eval(args) == 0
    report = json.loads(capsys.readouterr().out)
    assert list(report["splits"]) == ["dev"] and report["splits"]["dev"]["pairs"] == 2
    assert "human" not in report


def test_human_agreement_on_the_labelled_samples(offline_evaluator):
    rows = [json.loads(line) for line in (ROOT / "data" / "samples" / "policy_qa.jsonl").read_text(encoding="utf-8")
            .splitlines()][:12]
    res = me.human_agreement(rows, offline_evaluator)
    assert res["n"] == 12
    for method in me.METHODS:
        rho = res["methods"][method]["spearman"]
        assert rho is None or -1.0 <= rho <= 1.0


def test_bad_files_name_the_field(tmp_path):
    with pytest.raises(InputError) as exc:
        me.load_pairs(tmp_path / "missing.jsonl")
    assert exc.value.field == "file"
    bad = tmp_path / "bad.jsonl"
    row = {"id": "x", "split": "dev", "question": "q", "contexts": ["c"], "faithful": "a", "hallucinated": "bc",
           "kind": "number", "spans": [{"text": "zz", "start": 0, "end": 2, "kind": "number"}]}
    bad.write_text(json.dumps(row) + "\n", encoding="utf-8")
    with pytest.raises(InputError) as exc:
        me.load_pairs(bad)
    assert exc.value.field == "spans" and exc.value.row == 1
    bad.write_text(json.dumps({**row, "spans": [], "split": "train"}) + "\n", encoding="utf-8")
    with pytest.raises(InputError) as exc:
        me.load_pairs(bad)
    assert exc.value.field == "split"
    bad.write_bytes(b"\x1f\x8b not really gzip")
    with pytest.raises(InputError) as exc:
        me.load_pairs(bad)
    assert exc.value.field == "file"
    bad.write_text("{not json\n", encoding="utf-8")
    with pytest.raises(EaragError):
        me.load_pairs(bad)
    with pytest.raises(InputError) as exc:
        me.run_meta_eval(bad, split="train", human_path=None)
    assert exc.value.field == "split"


# ---------------------------------------------------------------- public pair files (../shared/benchdata schema)

# Written for this test in the public files' schema: pair_id, source, split dev/test, no gold spans.
_PUBLIC = [
    {"pair_id": "t-1", "source": "own", "split": "dev", "question": "增值税征收率是多少？",
     "contexts": ["小规模纳税人减按1%征收率征收增值税。"], "faithful": "1%", "hallucinated": "3%", "kind": "value"},
    {"pair_id": "t-2", "source": "own", "split": "test", "question": "Where is the head office?",
     "contexts": ["The company has its head office in Delhi and a branch in Pune."], "faithful": "Delhi",
     "hallucinated": "The head office is in Mumbai.", "kind": "name"},
    {"pair_id": "t-3", "source": "own", "split": "test", "question": "申报截止日期是哪天？",
     "contexts": ["年度申报截止日期为3月31日，审核结果于5月10日公布。"], "faithful": "3月31日",
     "hallucinated": "申报截止日期为5月10日。", "kind": "value"},
    {"pair_id": "t-4", "source": "own", "split": "test", "question": "对方同意签字了吗？",
     "contexts": ["对方态度强硬，仍然拒绝在协议上签字。"], "faithful": "对方拒绝在协议上签字。",
     "hallucinated": "对方很快同意在协议上签字。", "kind": "name"},
]


def _public_file(folder: Path, name: str, rows=_PUBLIC) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return path


def test_public_schema_loads_with_pair_id_and_no_spans(tmp_path):
    rows = me.load_pairs(_public_file(tmp_path, "own_pairs.jsonl"))
    assert [r["id"] for r in rows] == ["t-1", "t-2", "t-3", "t-4"]
    assert all(r["spans"] == [] for r in rows) and {r["split"] for r in rows} == {"dev", "test"}


def test_a_folder_of_pair_files_gives_one_set_each_and_a_summary(tmp_path, offline_evaluator):
    folder = tmp_path / "bench"
    _public_file(folder, "a_pairs.jsonl")
    _public_file(folder, "b_pairs.jsonl", _PUBLIC[1:])
    report = me.run_meta_eval(folder, split="test", evaluator=offline_evaluator, human_path=None)
    assert set(report["sets"]) == {"a_pairs", "b_pairs"}
    test = report["sets"]["a_pairs"]["splits"]["test"]
    assert test["pairs"] == 3 and set(test["per_kind"]) == {"value", "name"}
    judge = test["methods"]["earag"]
    # the overall score is ranked pair by pair like faithfulness, from the same judged answers
    rows = [p for p in me.load_pairs(folder / "a_pairs.jsonl") if p["split"] == "test"]
    cache = me.JudgeCache(offline_evaluator)
    expected = me.pairwise_agreement(
        [cache.judge(p["question"], p["contexts"], p["faithful"]).overall for p in rows],
        [cache.judge(p["question"], p["contexts"], p["hallucinated"]).overall for p in rows])
    assert judge["pairwise_overall"] == expected["agreement"]
    assert judge["tie_rate_overall"] == expected["tie_rate"]
    assert 0.0 <= judge["auc_overall"] <= 1.0
    summary = [r for r in report["summary"] if r["set"] == "a_pairs"]
    assert [r["kind"] for r in summary] == ["all", "name", "value"] and summary[0]["pairs"] == 3
    assert summary[0]["bigram_overlap"] == test["methods"]["bigram_overlap"]["pairwise_agreement"]
    text = me.format_report(report)
    assert "summary" in text and "a_pairs" in text and "b_pairs" in text


def test_missing_file_among_several_is_named_before_anything_is_judged(tmp_path, offline_evaluator):
    good = _public_file(tmp_path, "ok.jsonl")
    with pytest.raises(InputError) as exc:
        me.run_meta_eval([good, tmp_path / "nope.jsonl"], evaluator=offline_evaluator, human_path=None)
    assert exc.value.field == "file" and "nope.jsonl" in str(exc.value)
