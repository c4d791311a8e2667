"""The labels API on a real server (uvicorn on 127.0.0.1) over a run the offline runner wrote: add labels in one
transaction, read them back, undo, the agreement report, and clear 400/404 answers for bad input."""
from __future__ import annotations

import json

import httpx
import pytest

from earag.api import create_app
from earag.api.settings import ApiSettings
from earag.config import Settings
from earag.evaluator import Evaluator
from earag.labels.fit import fit_run
from earag.runs.runner import prepare_run, run_batch
from earag.runs.store import open_store
from tests.integration.test_run_store import ROWS, _dataset
from tests.support.api_server import ApiServer
from tests.support.apptest import ROOT


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    store = open_store(tmp_path_factory.mktemp("runs") / "runs.sqlite3")
    settings = Settings().with_overrides(**{"backends.cache.enabled": False,
                                            "backends.embeddings.provider": "char-ngram"})
    ev = Evaluator(settings, offline=True)
    ds = _dataset(ROWS)
    run, _ = prepare_run(store, ds, name="set.jsonl", evaluator=ev, offline=True)
    run_batch(ev, ds, store, run.id)
    store.finish_run(run.id)
    ev.close()
    with ApiServer(create_app(settings, store, api=ApiSettings(), offline=True, environ={})) as srv:
        yield srv, run.id


def test_labels_round_trip_undo_and_agreement(served):
    server, run_id = served
    labels = [{"row": r, "annotator": a, "level": lv} for r, a, lv in
              [(1, "ann", "good"), (2, "ann", "poor"), (3, "ann", "fair"), (1, "bob", "good"), (2, "bob", "fair")]]
    labels[0]["spans"] = [{"start": 0, "end": 2, "kind": "number", "note": "n"}]
    with httpx.Client(base_url=server.url, timeout=60) as c:
        r = c.post(f"/api/runs/{run_id}/labels", json=labels)
        assert r.status_code == 200, r.text
        assert r.json()["saved"] == 5
        got = c.get(f"/api/runs/{run_id}/labels").json()["labels"]
        assert sorted((x["row"], x["annotator"], x["level"]) for x in got) == sorted(
            (x["row"], x["annotator"], x["level"]) for x in labels)
        assert c.post(f"/api/runs/{run_id}/labels", json={"row": 3, "annotator": "ann", "level": "poor"}).json() \
            == {"run_id": run_id, "saved": 1}
        undone = c.post(f"/api/runs/{run_id}/labels/undo", params={"row": 3, "annotator": "ann"}).json()
        assert undone["label"]["level"] == "fair"
        assert len(c.get(f"/api/runs/{run_id}/labels", params={"history": True}).json()["labels"]) == 7
        report = c.get(f"/api/runs/{run_id}/agreement", params={"boot": 100}).json()
        assert report["n_labels"] == 5 and report["inter"]["pairs"][0]["n"] == 2
        assert "kappa" in report["judge"]["all"] and "value" in report["judge"]["all"]["spearman"]


def test_bad_labels_are_refused_with_the_field_and_nothing_is_saved(served):
    server, run_id = served
    with httpx.Client(base_url=server.url, timeout=60) as c:
        before = len(c.get(f"/api/runs/{run_id}/labels", params={"history": True}).json()["labels"])
        r = c.post(f"/api/runs/{run_id}/labels", json=[{"row": 1, "annotator": "x", "level": "good"},
                                                       {"row": 2, "annotator": "x", "score": 3}])
        assert r.status_code == 400 and r.json()["field"] == "score" and "label 2" in r.json()["message"]
        r = c.post(f"/api/runs/{run_id}/labels", json={"row": 999, "annotator": "x", "level": "good"})
        assert r.status_code == 400 and r.json()["field"] == "row"
        r = c.post(f"/api/runs/{run_id}/labels", content=b"{not json")
        assert r.status_code == 400 and r.json()["field"] == "body"
        assert c.get("/api/runs/nope/labels").status_code == 404
        assert c.get(f"/api/runs/{run_id}/agreement", params={"boot": 10**6}).status_code == 400
        after = len(c.get(f"/api/runs/{run_id}/labels", params={"history": True}).json()["labels"])
        assert after == before


@pytest.fixture(scope="module")
def served_policy(tmp_path_factory):
    """A run of the first 14 shipped samples, each labelled with its human score."""
    lines = (ROOT / "data" / "samples" / "policy_qa.jsonl").read_text(encoding="utf-8").splitlines()[:14]
    store = open_store(tmp_path_factory.mktemp("fit") / "runs.sqlite3")
    settings = Settings().with_overrides(**{"backends.cache.enabled": False,
                                            "backends.embeddings.provider": "char-ngram"})
    ev = Evaluator(settings, offline=True)
    ds = _dataset([json.loads(line) for line in lines], "policy.jsonl")
    run, _ = prepare_run(store, ds, name="policy.jsonl", evaluator=ev, offline=True)
    run_batch(ev, ds, store, run.id)
    store.finish_run(run.id)
    ev.close()
    with ApiServer(create_app(settings, store, api=ApiSettings(), offline=True, environ={})) as srv:
        yield srv, run.id, store, settings, [json.loads(line)["human_score"] for line in lines]


def test_the_fit_route_returns_the_nested_cv_fit_and_its_comparison(served_policy):
    server, run_id, store, settings, scores = served_policy
    with httpx.Client(base_url=server.url, timeout=120) as c:
        labels = [{"row": row, "annotator": "ann", "score": s} for row, s in enumerate(scores, 1)]
        assert c.post(f"/api/runs/{run_id}/labels", json=labels).json()["saved"] == 14
        r = c.get(f"/api/runs/{run_id}/labels/fit", params={"repeats": 2})
        assert r.status_code == 200, r.text
        got = r.json()
        expected = json.loads(json.dumps({"run_id": run_id, **fit_run(store, run_id, dict(settings.weights),
                                                                        repeats=2).to_dict()}))
        assert got == expected
        assert got["n"] == 14 and got["folds"] == 5 and got["fold_seeds"] == [0, 1]
        assert {"shrink", "cut_shrink", "compare", "cross_validated", "weights", "cutoffs"} <= set(got)
        assert {"fitted", "seed", "seed_cv_cutoffs", "bigram", "bigram_cv_cutoffs"} <= set(got["compare"])
        assert set(got["compare"]["fitted"]["accuracy"]) == {"mean", "min", "max"}
        # one annotator's 6 labels are too few to cross-validate: the seed stands, and the route says so
        assert c.post(f"/api/runs/{run_id}/labels", json=[{"row": row, "annotator": "bob", "score": scores[row - 1]}
                                                          for row in range(1, 7)]).json()["saved"] == 6
        few = c.get(f"/api/runs/{run_id}/labels/fit", params={"annotator": "bob"}).json()
        assert few["n"] == 6 and few["folds"] == 0 and few["cross_validated"] is None and "no_cv" in few["warnings"]
        assert few["shrink"] == few["cut_shrink"] == 0 and few["cutoffs"] == [0.8, 0.7, 0.6]
        assert "fitted" not in few["compare"] and "seed" in few["compare"]
        r = c.get(f"/api/runs/{run_id}/labels/fit", params={"annotator": "nobody"})
        assert r.status_code == 400 and r.json()["field"] == "labels"
        assert c.get("/api/runs/nope/labels/fit").status_code == 404
        assert c.get(f"/api/runs/{run_id}/labels/fit", params={"folds": 1}).status_code == 400
