"""Labels in the run store — SQLite and a real PostgreSQL (Debian's binaries, 127.0.0.1) — written by the real
offline runner's runs: history and undo, a kill after a save, JSONL import/export through the CLI, the agreement
command and the fit on stored labels."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from earag.cli import main
from earag.config import Settings
from earag.errors import InputError
from earag.evaluator import Evaluator
from earag.labels.fit import fit_run
from earag.labels.store import Label, LabelStore
from earag.runs.runner import prepare_run, run_batch
from earag.runs.store import open_store
from tests.integration.test_run_store import ROWS, _dataset, _ids, postgres  # noqa: F401 - the session fixture

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request, tmp_path):
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'runs.sqlite3'}"
    return request.getfixturevalue("postgres").create_database(f"l{os.getpid()}_{next(_ids)}")


@pytest.fixture(scope="module")
def evaluator():
    ev = Evaluator(Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram"}), offline=True)
    yield ev
    ev.close()


@pytest.fixture
def run(db_url, evaluator):
    store = open_store(db_url)
    ds = _dataset(ROWS)
    info, _ = prepare_run(store, ds, name="set.jsonl", evaluator=evaluator, offline=True)
    run_batch(evaluator, ds, store, info.id)
    store.finish_run(info.id)
    yield store, info.id
    store.close()


def test_a_relabel_keeps_history_and_undo_goes_back(run, db_url):
    store, run_id = run
    labels = LabelStore(store)
    labels.save(Label(run_id, 1, "ann", level="good"))
    labels.save(Label(run_id, 1, "ann", level="good"))  # the same again (a rerun): not a new row
    labels.save(Label(run_id, 1, "ann", level="poor", spans=[{"start": 0, "end": 2, "kind": "number"}]))
    labels.save(Label(run_id, 2, "ann", score=0.8))
    assert [lb.level for lb in labels.history(run_id, 1)] == ["good", "poor"]
    assert labels.latest(run_id, 1, "ann").spans == [{"start": 0, "end": 2, "kind": "number", "note": ""}]
    assert labels.undo(run_id, 1, "ann").level == "good"
    assert labels.undo(run_id, 2, "ann") is None  # nothing before it: unlabelled again
    assert [(lb.row, lb.level) for lb in labels.labels(run_id)] == [(1, "good")]
    assert labels.counts() == {run_id: 1}
    assert len(labels.history(run_id)) == 5  # every save and both undos kept
    # another connection (a reload, another process) sees the same
    other = open_store(db_url)
    try:
        assert [(lb.row, lb.level) for lb in LabelStore(other).labels(run_id)] == [(1, "good")]
    finally:
        other.close()
    with pytest.raises(InputError, match="no run"):
        labels.save(Label("nope", 1, "ann", level="good"))


def test_labels_saved_before_a_kill_are_kept(run, db_url):
    store, run_id = run
    script = textwrap.dedent(f"""
        import os, signal, sys
        from earag.labels.store import Label, LabelStore
        from earag.runs.store import open_store
        labels = LabelStore(open_store({db_url!r}))
        for row in (1, 2, 3):
            labels.save(Label({run_id!r}, row, "killed", level="fair"))
        print("saved", flush=True)
        os.kill(os.getpid(), signal.SIGKILL)
    """)
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.returncode == -signal.SIGKILL and "saved" in proc.stdout
    assert [lb.row for lb in LabelStore(store).labels(run_id, "killed")] == [1, 2, 3]


def test_import_export_round_trip_and_agreement_through_the_cli(run, db_url, tmp_path, capsys):
    store, run_id = run
    lines = [{"row": r, "annotator": a, "level": lv, "score": sc, "sentences": {"0": "agree"},
              "spans": [{"start": 0, "end": 3, "kind": "number", "note": "改了"}] if r == 2 else None}
             for r, a, lv, sc in [(1, "ann", "good", 0.75), (2, "ann", "poor", 0.2), (3, "ann", "fair", 0.62),
                                  (4, "ann", "excellent", 0.9), (1, "bob", "good", None), (2, "bob", "fair", None),
                                  (4, "bob", "excellent", None)]]
    src = tmp_path / "in.jsonl"
    src.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines), encoding="utf-8")
    assert main(["labels", "import", str(src), "--run", run_id, "--db", db_url]) == 0
    out = tmp_path / "out.jsonl"
    assert main(["labels", "export", run_id, "-o", str(out), "--db", db_url]) == 0
    exported = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
    assert len(exported) == len(lines)
    key = lambda x: (x["row"], x["annotator"])  # noqa: E731
    for given, back in zip(sorted(lines, key=key), sorted(exported, key=key)):
        assert {k: back[k] for k in given} == {**given, "spans": given["spans"] and
                                               [{**given["spans"][0]}]}
        assert back["id"] == f"q{given['row'] - 1}" and back["run"] == run_id
    capsys.readouterr()
    assert main(["agreement", run_id, "--db", db_url, "--boot", "200"]) == 0
    text = capsys.readouterr().out
    assert "kappa" in text and "spearman" in text and "ann vs bob: n 3" in text
    assert main(["agreement", run_id, "--db", db_url, "--json", "--boot", "50"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["n_labels"] == 7 and report["inter"]["pairs"][0]["n"] == 3
    assert report["judge"]["all"]["spearman"]["value"] is not None


def test_a_bad_import_line_names_the_line_and_writes_nothing(run, db_url, tmp_path, capsys):
    store, run_id = run
    src = tmp_path / "bad.jsonl"
    src.write_text('{"row": 1, "annotator": "a", "level": "good"}\n{"row": 2, "annotator": "a", "score": 7}\n',
                   encoding="utf-8")
    assert main(["labels", "import", str(src), "--run", run_id, "--db", db_url]) == 1
    assert "bad.jsonl line 2" in capsys.readouterr().err
    src.write_text('{"row": 1, "annotator": "a", "level": "good"}\n{"row": 99, "annotator": "a", "level": "good"}\n',
                   encoding="utf-8")
    assert main(["labels", "import", str(src), "--run", run_id, "--db", db_url]) == 1
    assert "has no row 99" in capsys.readouterr().err
    src.write_text('{"row": 1, "id": "q5", "annotator": "a", "level": "good"}\n', encoding="utf-8")
    assert main(["labels", "import", str(src), "--run", run_id, "--db", db_url]) == 1
    assert "is sample 'q0'" in capsys.readouterr().err
    src.write_text('{"row": 1, "annotator": "a", "spans": [{"start": 0, "end": 999}]}\n', encoding="utf-8")
    assert main(["labels", "import", str(src), "--run", run_id, "--db", db_url]) == 1
    assert "runs past the end of its answer" in capsys.readouterr().err
    src.write_bytes(b'{"row": 1, "annotator": "\xff"}\n')
    assert main(["labels", "import", str(src), "--run", run_id, "--db", db_url]) == 1
    assert "bad.jsonl line 1: not UTF-8" in capsys.readouterr().err
    assert LabelStore(store).labels(run_id) == []


def test_the_fit_on_stored_labels_is_cross_validated_and_warns_with_few(run, db_url, capsys):
    store, run_id = run
    labels = LabelStore(store)
    with pytest.raises(InputError, match="at least 5"):
        fit_run(store, run_id, Settings().weights)
    for row, score in zip(range(1, 7), (0.9, 0.8, 0.7, 0.6, 0.4, 0.2)):
        labels.save(Label(run_id, row, "ann", score=score))
    fit = fit_run(store, run_id, Settings().weights, folds=2)
    assert fit.n == 6 and "few_labels" in fit.warnings
    assert fit.train["n"] == 6 and fit.baseline["n"] == 6
    assert len(fit.cutoffs) == 3 and fit.cutoffs[0] >= fit.cutoffs[1] >= fit.cutoffs[2]
    # 2 folds of 3: each training fold has fewer than 5 rows, so there is no cross-validated figure to show
    assert fit.cross_validated is None and "no_cv" in fit.warnings
    assert main(["--lang", "en", "labels", "fit", run_id, "--db", db_url, "--folds", "2"]) == 0
    out, err = capsys.readouterr()
    assert "6 labels are too few to cross-validate (each training fold needs at least 5)" in err
    assert "seed profile (fixed cut-offs)" in out and "fitted (cross-validated)" not in out


def test_the_cli_fit_prints_the_nested_cv_figures_next_to_the_seed_and_bigram(tmp_path, evaluator, capsys):
    lines = (ROOT / "data" / "samples" / "policy_qa.jsonl").read_text(encoding="utf-8").splitlines()[:14]
    rows = [json.loads(line) for line in lines]
    db = f"sqlite:///{tmp_path / 'fit.sqlite3'}"
    store = open_store(db)
    try:
        ds = _dataset(rows, "policy.jsonl")
        info, _ = prepare_run(store, ds, name="policy.jsonl", evaluator=evaluator, offline=True)
        run_batch(evaluator, ds, store, info.id)
        store.finish_run(info.id)
        for row, r in enumerate(rows, 1):
            LabelStore(store).save(Label(info.id, row, "ann", score=float(r["human_score"])))
        expected = fit_run(store, info.id, Settings().weights, folds=5, seed=0, repeats=2)
    finally:
        store.close()
    assert main(["--lang", "en", "labels", "fit", info.id, "--db", db, "--repeats", "2"]) == 0
    out = capsys.readouterr().out
    lam, kap = expected.shrink, expected.cut_shrink
    assert f"chosen by the inner CV: λ {lam:g} (weights shrunk toward the seed's), κ {kap:g}" in out
    assert "on the same 14 rows (5-fold nested CV, fold seeds 0, 1): mean (min–max)" in out
    acc = expected.compare["fitted"]["accuracy"]
    assert "fitted (cross-validated)" in out and f"level accuracy {acc['mean']:.3f}" in out
    for name in ("seed profile (fixed cut-offs)", "seed profile, CV-fitted cut-offs", "bigram overlap (fixed cut-offs)",
                 "bigram overlap, CV-fitted cut-offs"):
        assert name in out
    assert main(["labels", "fit", info.id, "--db", db, "--repeats", "2", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["compare"] == json.loads(json.dumps(expected.compare)) and doc["fold_seeds"] == [0, 1]
    assert doc["procedure"].startswith("earag.analysis.profile_fit") and "cross_validated" in doc


def test_deleting_a_run_deletes_its_labels(run):
    store, run_id = run
    LabelStore(store).save(Label(run_id, 1, "ann", level="good"))
    store.delete_run(run_id)
    assert LabelStore(store).history(run_id) == []


def test_meta_eval_takes_a_runs_stored_labels(run, db_url, capsys):
    store, run_id = run
    labels = LabelStore(store)
    rows = sorted(rec["row"] for rec in store.records(run_id) if rec.get("earag_evaluation"))[:3]
    for row, level in zip(rows, ("excellent", "fair", "poor")):
        labels.save(Label(run_id, row, "ann", level=level))
    labels.save(Label(run_id, rows[0], "other", score=0.7))  # two annotators: the row's value is their mean
    assert main(["meta-eval", "data/judge/pairs.jsonl.gz", "--split", "test", "--limit", "2", "--json",
                 "--labels", run_id, "--db", db_url]) == 0
    human = json.loads(capsys.readouterr().out)["human"]
    assert human["n"] == 3
    assert run_id in human["file"] and "password" not in human["file"]
    assert human["methods"]["earag"]["n"] == 3
    assert main(["meta-eval", "data/judge/pairs.jsonl.gz", "--limit", "1", "--labels", "nope", "--db", db_url]) != 0
    assert "no run 'nope'" in capsys.readouterr().err
