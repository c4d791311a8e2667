"""`earag meta-eval` through the CLI entry point: the judge benchmark a user runs after changing the judge."""
import json

from earag.cli import main as cli_main


def test_meta_eval_prints_the_judge_next_to_both_baselines(capsys):
    assert cli_main(["meta-eval", "--split", "heldout", "--limit", "12", "--human", "none"]) == 0
    out = capsys.readouterr().out
    assert "EARAG judge" in out and "bigram-overlap" in out and "absent-chars" in out
    assert "pairwise agreement" in out and "ROC AUC" in out and "tie rate" in out


def test_meta_eval_json_has_figures_per_method(capsys):
    assert cli_main(["meta-eval", "--split", "dev", "--limit", "10", "--human", "none", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    dev = report["splits"]["dev"]
    assert dev["pairs"] == 10 and set(dev["methods"]) == {"earag", "bigram_overlap", "absent_chars"}
    for method in dev["methods"].values():
        pw = method["pairwise"]
        assert pw["wins"] + pw["ties"] + pw["losses"] + pw["missing"] == 10
        assert 0.0 <= method["pairwise_agreement"] <= 1.0 and 0.0 <= method["tie_rate"] <= 1.0
        assert method["auc"] is None or 0.0 <= method["auc"] <= 1.0
    assert report["backends"]["llm"] == "offline"


def test_meta_eval_takes_several_files_and_the_test_split(tmp_path, capsys):
    from earag.analysis.meta_eval import load_pairs

    own = load_pairs("data/judge/pairs.jsonl.gz")
    path = tmp_path / "mine.jsonl"
    rows = [r for r in own if r["split"] == "test"][:6]
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    args = ["meta-eval", str(path), "data/judge/pairs.jsonl.gz", "--split", "test", "--limit", "4",
            "--human", "none", "--json"]
    assert cli_main(args) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report["sets"]) == {"mine", "pairs"}
    for rep in report["sets"].values():
        assert list(rep["splits"]) == ["test"] and rep["splits"]["test"]["pairs"] == 4
    assert {r["set"] for r in report["summary"]} == {"mine", "pairs"}
