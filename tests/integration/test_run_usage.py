"""What a run spent on its judge (issue 24 part 4): records carrying `usage`, summed by the run store — SQLite and
PostgreSQL (from Debian's binaries on 127.0.0.1, skipped with a note when not installed) — shown in one line."""
from __future__ import annotations

import itertools
import json
import os

import pytest

from earag.runs.store import open_store
from earag.runs.usage import NONE_SHOWN, format_usage, record_usage, sum_usage
from tests.support.postgres import started_or_skip

_ids = itertools.count()
EV = {"overall_score": 0.8, "quality_level": "良好", "dimension_scores": {}}


@pytest.fixture(scope="module")
def postgres():
    yield from started_or_skip("the PostgreSQL usage test is")


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request, tmp_path):
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'runs.sqlite3'}"
    else:
        url = request.getfixturevalue("postgres").create_database(f"u{os.getpid()}_{next(_ids)}")
    s = open_store(url)
    yield s
    s.close()


def _records():
    return [
        {"row": 1, "id": "a", "earag_evaluation": EV, "usage": {"llm_calls": 2, "prompt_tokens": 1200,
                                                                 "output_tokens": 300, "cached_calls": 0}},
        {"row": 2, "id": "b", "earag_evaluation": EV, "usage": {"llm_calls": 1, "prompt_tokens": 800,
                                                                 "output_tokens": 150, "cached_calls": 1}},
        # offline-like: calls counted, tokens unknown (None, never a guessed 0)
        {"row": 3, "id": "c", "earag_evaluation": EV, "usage": {"llm_calls": 0, "prompt_tokens": None,
                                                                 "output_tokens": None, "cached_calls": 0}},
        # usage inside earag_evaluation is read as well
        {"row": 4, "id": "d", "earag_evaluation": {**EV, "usage": {"llm_calls": 3, "prompt_tokens": 1000,
                                                                    "output_tokens": 250, "cached_calls": 0}}},
        {"row": 5, "id": "old", "earag_evaluation": EV},                      # written before usage existed
        {"row": 6, "id": "bad", "earag_evaluation": None, "error": {"message": "boom"}},
    ]


EXPECTED = {"records": 4, "llm_calls": 6, "prompt_tokens": 3000, "output_tokens": 700, "cached_calls": 1,
            "prompt_tokens_known": 3, "output_tokens_known": 3, "calls_per_sample": 1.5}


def test_the_store_sums_usage_per_run_live_kept_and_in_the_summary(store):
    run = store.create_run(name="x", dataset_fp="d", settings_fp="s", total_rows=6)
    other = store.create_run(name="y", dataset_fp="d", settings_fp="s", total_rows=1)
    for rec in _records():
        store.put_record(run.id, rec)
    store.put_record(other.id, {"row": 1, "id": "a", "earag_evaluation": EV})
    assert store.get_run(run.id).usage == EXPECTED                     # live, while the run is written
    assert store.get_run(other.id).usage == {}                         # no record with usage: nothing, not zeros
    assert sum_usage(record_usage(r) for r in _records()) == EXPECTED  # the same sums without the database
    done = store.finish_run(run.id)
    assert done.usage == EXPECTED
    with store._tx() as cur:                                           # kept with the run's totals at release
        cur.execute(store._sql("SELECT totals FROM earag_runs WHERE id = ?"), (run.id,))
        assert json.loads(cur.fetchone()[0])["usage"] == EXPECTED
    listed = {r.id: r.usage for r in store.list_runs()}
    assert listed == {run.id: EXPECTED, other.id: {}}
    assert store.summary(run.id)["usage"] == EXPECTED
    assert store.get_run(run.id).to_dict()["usage"] == EXPECTED
    # a record re-scored later changes the sums (the kept totals are cleared by the trigger)
    store.put_record(run.id, {"row": 5, "id": "old", "earag_evaluation": EV,
                              "usage": {"llm_calls": 2, "prompt_tokens": 500, "output_tokens": 50, "cached_calls": 0}})
    again = store.get_run(run.id).usage
    assert (again["records"], again["llm_calls"], again["prompt_tokens"], again["prompt_tokens_known"]) == (5, 8, 3500, 4)


def test_totals_kept_before_usage_existed_are_recomputed(store):
    run = store.create_run(name="x", dataset_fp="d", settings_fp="s", total_rows=6)
    for rec in _records():
        store.put_record(run.id, rec)
    store.finish_run(run.id)
    with store._tx() as cur:   # what an older earag kept at release: no "usage" key
        cur.execute(store._sql("UPDATE earag_runs SET totals = ? WHERE id = ?"),
                    (json.dumps({"counts": {"records": 6, "scored": 5, "errors": 1, "fallback": 0}, "mean": 0.8,
                                 "used": {}}), run.id))
    assert store.get_run(run.id).usage == EXPECTED


def test_one_line_per_run():
    assert format_usage({}) == NONE_SHOWN and format_usage(None) == NONE_SHOWN
    assert format_usage(EXPECTED) == ("6 calls (1.50/sample) · 3,000 prompt + 700 output tokens "
                                      "(known for 3/4 records) · 1 cached")
    offline = sum_usage([{"llm_calls": 0, "prompt_tokens": None, "output_tokens": None, "cached_calls": 0}])
    assert format_usage(offline) == "0 calls (0.00/sample) · — prompt + — output tokens · 0 cached"
    assert record_usage({"usage": {"llm_calls": True, "prompt_tokens": -3, "output_tokens": "9"}}) == {
        "llm_calls": None, "prompt_tokens": None, "output_tokens": None, "cached_calls": None}
