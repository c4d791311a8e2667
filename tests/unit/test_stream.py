"""Input files read as a stream (earag/runs/stream.py): the same rows, errors, warnings and content hash as the
file read whole, the file read lazily while a run scores it, and a file changed under a run refused."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from earag.config import PROJECT_ROOT, Settings
from earag.errors import InputError
from earag.evaluator import Evaluator
from earag.runs.fingerprints import dataset_fingerprint
from earag.runs.inputs import Dataset, load_dataset
from earag.runs.runner import prepare_run, run_batch
from earag.runs.store import open_store
from earag.runs.stream import StreamedDataset, open_dataset

Q = "小型微利企业所得税优惠政策是什么？"
A = "减按25%计入应纳税所得额，按20%的税率缴纳企业所得税。"
CTX = "对小型微利企业减按25%计入应纳税所得额，按20%的税率缴纳企业所得税。"


def _jsonl_text() -> str:
    lines = [
        json.dumps({"id": 7, "question": Q, "answer": A, "contexts": [CTX], "human_score": 0.8}, ensure_ascii=False),
        "",  # blank lines are skipped, not rows
        json.dumps({"question": Q + "第二", "answer": A + "\u2028补充", "contexts": CTX, "extra": 3}, ensure_ascii=False),
        "{not json",
        "[1, 2]",
        json.dumps({"id": "x", "question": "", "answer": A}, ensure_ascii=False),          # empty question
        json.dumps({"id": "y", "question": Q, "answer": A, "contexts": 5}),                 # wrong type
        '{"id": "z", "question": "\\ud800", "answer": "a"}',                                  # lone surrogate
        json.dumps({"id": 9, "question": Q + "第三", "answer": A, "human_level": "良好",
                    "ground_truth": "减按25%", "graph_entities": "小型微利企业；企业所得税"}, ensure_ascii=False),
        json.dumps({"id": "long", "question": "问" * 1200, "answer": A}, ensure_ascii=False),  # over-long question
    ]
    return "\r\n".join(lines) + "\n"


def _csv_text(sep: str = ",") -> str:
    rows = [sep.join(["id", "question", "answer", "context_1", "context_2", "人工评分"]),
            sep.join(["a1", Q, "减按25%计入", CTX, "", "0.5"]),
            sep.join(["a2", Q + "二", "答", "甲", "乙", "0.9", "extra cell"]),        # more fields than the header
            "",
            sep.join(["a3", Q + "三", '"带,逗号 和\n换行的答案"', CTX]),             # short row, quoted newline
            sep.join(["a4", Q, "答", CTX, "", "1.7"])]                               # label out of range
    return "\n".join(rows) + "\n"


CASES = {
    "mixed.jsonl": lambda: _jsonl_text().encode("utf-8"),
    "bom.jsonl": lambda: b"\xef\xbb\xbf" + _jsonl_text().encode("utf-8"),
    "set.csv": lambda: _csv_text().encode("utf-8"),
    "set.tsv": lambda: _csv_text("\t").encode("utf-8"),
    "bom.csv": lambda: b"\xef\xbb\xbf" + _csv_text(";").encode("utf-8"),
    "broken.jsonl": lambda: b"{bad\n[1]\n\"text\"\n",
    "damaged.jsonl": lambda: json.dumps({"question": Q, "answer": "答\ufffd案"}, ensure_ascii=False).encode(),
    "empties.jsonl": lambda: b"{}\n{bad\n",  # an empty object among unreadable lines: an error naming it
    # a 19-digit id must not go through a float (a row without the key made the whole-file reader's column float)
    "bigint.jsonl": lambda: (json.dumps({"id": 1234567890123456789, "question": Q, "answer": A}, ensure_ascii=False)
                             + "\n" + json.dumps({"question": Q, "answer": A}, ensure_ascii=False)).encode(),
    # a user's column may be called like the readers' own key for an unreadable row
    "errcol.csv": lambda: f"question,answer,__error__\n{Q},{A},boom\n{Q},{A},\n".encode("utf-8"),
}


def _rows(ds) -> list[tuple]:
    out = []
    for r in ds.iter_rows():
        s = r.sample
        out.append((r.row, r.id, r.human_score, r.human_level, r.error.to_dict() if r.error else None, r.shown,
                    None if s is None else (s.question, s.answer, s.contexts, s.ground_truth, s.graph_entities)))
    return out


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_streamed_file_gives_the_rows_errors_and_hash_of_the_file_read_whole(tmp_path, name):
    path = tmp_path / name
    path.write_bytes(CASES[name]())
    whole = load_dataset(path)
    streamed = open_dataset(path)
    assert isinstance(streamed, StreamedDataset) and isinstance(whole, Dataset)
    assert _rows(streamed) == _rows(whole)
    assert streamed.row_count == whole.row_count
    assert list(streamed.valid_row_numbers()) == whole.valid_row_numbers()
    assert list(streamed.invalid_row_numbers()) == whole.invalid_row_numbers()
    assert [e.to_dict() for e in streamed.errors] == [e.to_dict() for e in whole.errors]
    assert streamed.has_human_labels == whole.has_human_labels
    assert streamed.warnings == whole.warnings
    assert dataset_fingerprint(streamed) == dataset_fingerprint(whole)


def test_odd_files_read_the_same_in_both_readers(tmp_path):
    big = tmp_path / "bigint.jsonl"
    big.write_bytes(CASES["bigint.jsonl"]())
    assert [r.id for r in open_dataset(big).iter_rows()] == ["1234567890123456789", "row-2"]
    assert [r.id for r in load_dataset(big).iter_rows()] == ["1234567890123456789", "row-2"]
    err = tmp_path / "errcol.csv"
    err.write_bytes(CASES["errcol.csv"]())
    assert [r.error for r in open_dataset(err).iter_rows()] == [None, None]
    empties = tmp_path / "empties.jsonl"
    empties.write_bytes(CASES["empties.jsonl"]())
    assert open_dataset(empties).errors[0].message == "the row is an empty object (no fields)"
    (tmp_path / "all_empty.jsonl").write_text("{}\n{}\n", encoding="utf-8")
    with pytest.raises(InputError):
        open_dataset(tmp_path / "all_empty.jsonl")
    # a JSON array saved as .csv is read as JSON, as the whole-file reader always did
    arr = tmp_path / "array.csv"
    arr.write_text(json.dumps([{"question": Q, "answer": A}], ensure_ascii=False), encoding="utf-8")
    ds = open_dataset(arr)
    assert isinstance(ds, Dataset) and ds.row_count == 1 and ds.rows[0].error is None


def test_the_shipped_sample_sets_stream_to_the_same_rows():
    for path in sorted((PROJECT_ROOT / "data" / "samples").glob("*.*")):
        if path.suffix not in (".jsonl", ".csv"):
            continue
        streamed, whole = open_dataset(path), load_dataset(path)
        assert isinstance(streamed, StreamedDataset), path
        assert _rows(streamed) == _rows(whole), path
        assert dataset_fingerprint(streamed) == dataset_fingerprint(whole), path


def test_a_jsonl_string_holding_a_line_separator_character_is_one_row(tmp_path):
    # U+2028 is valid inside a JSON string; str.splitlines() would cut the line there
    path = tmp_path / "sep.jsonl"
    path.write_text(json.dumps({"question": Q, "answer": "第一句\u2028第二句\x85第三句"}, ensure_ascii=False) + "\n",
                    encoding="utf-8")
    for ds in (open_dataset(path), load_dataset(path)):
        (row,) = list(ds.iter_rows())
        assert row.error is None and row.sample.answer == "第一句\u2028第二句\x85第三句"


def test_files_that_are_not_utf8_jsonl_or_csv_are_read_whole(tmp_path):
    gbk = tmp_path / "gbk.csv"
    gbk.write_bytes(_csv_text().encode("gb18030"))
    ds = open_dataset(gbk)
    assert isinstance(ds, Dataset) and ds.encoding == "gb18030" and ds.row_count == 4
    arr = tmp_path / "set.json"
    arr.write_text(json.dumps([{"question": Q, "answer": A}], ensure_ascii=False), encoding="utf-8")
    assert isinstance(open_dataset(arr), Dataset)
    utf16 = tmp_path / "u16.jsonl"
    utf16.write_bytes(json.dumps({"question": Q, "answer": A}, ensure_ascii=False).encode("utf-16"))
    assert isinstance(open_dataset(utf16), Dataset)


def test_unusable_files_are_input_errors_naming_the_problem(tmp_path):
    with pytest.raises(InputError, match="not found"):
        open_dataset(tmp_path / "missing.jsonl")
    with pytest.raises(InputError, match="folder"):
        open_dataset(tmp_path)
    (tmp_path / "empty.jsonl").write_text("\n\n", encoding="utf-8")
    with pytest.raises(InputError, match="empty"):
        open_dataset(tmp_path / "empty.jsonl")
    (tmp_path / "header.csv").write_text("question,answer\n", encoding="utf-8")
    with pytest.raises(InputError, match="no rows"):
        open_dataset(tmp_path / "header.csv")
    (tmp_path / "cols.jsonl").write_text('{"q_text": "x", "reply": "y"}\n', encoding="utf-8")
    with pytest.raises(InputError, match="no column for question and answer"):
        open_dataset(tmp_path / "cols.jsonl")


def test_a_file_changed_after_the_scan_is_refused_not_scored_as_other_rows(tmp_path):
    path = tmp_path / "set.jsonl"
    path.write_bytes(CASES["mixed.jsonl"]())
    ds = open_dataset(path)
    with path.open("a", encoding="utf-8") as fh:
        fh.write(json.dumps({"question": Q, "answer": A}, ensure_ascii=False) + "\n")
    with pytest.raises(InputError, match="changed after it was read"):
        next(ds.iter_rows())
    moved = open_dataset(path)
    path.rename(tmp_path / "elsewhere.jsonl")
    with pytest.raises(InputError, match="is gone"):
        next(moved.iter_rows())


def test_a_file_edited_in_place_during_a_run_stops_it_and_keeps_every_row_scored(tmp_path, evaluator):
    path = _big(tmp_path, 200)
    ds = open_dataset(path)
    store = open_store(tmp_path / "runs.sqlite3")
    run, _ = prepare_run(store, ds, name="big.jsonl", evaluator=evaluator, offline=True)
    seen = []

    def edit_after_five(p):
        seen.append(p.done)
        if p.done == 5:  # the same size, another question: only the time and content tell
            text = path.read_text(encoding="utf-8").replace("第150问", "第999问")
            path.write_text(text, encoding="utf-8")
            st = path.stat()
            os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))

    with pytest.raises(InputError, match="changed after it was read"):
        run_batch(evaluator, ds, store, run.id, workers=1, on_progress=edit_after_five)
    stored = [r for r in store.records(run.id) if r["id"] != "bad"]  # (the invalid last row is recorded first)
    assert len(stored) == max(seen) and len(stored) >= 5  # what was in flight finished and was kept
    assert all("第999问" not in r["question"] for r in stored)
    assert len(stored) < 200  # stopped, not scored with the edited rows

@pytest.fixture(scope="module")
def evaluator():
    ev = Evaluator(Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram"}), offline=True)
    yield ev
    ev.close()


class _Counting(StreamedDataset):
    """A streamed dataset that counts the rows read from the file so far (how far ahead the runner reads)."""
    read = 0

    def iter_rows(self):
        for row in super().iter_rows():
            type(self).read += 1
            yield row


def _big(tmp_path: Path, n: int) -> Path:
    path = tmp_path / "big.jsonl"
    with path.open("w", encoding="utf-8") as fh:
        for i in range(n):
            fh.write(json.dumps({"id": f"r{i}", "question": f"{Q}（第{i}问）", "answer": f"{A}第{i}条。",
                                 "contexts": [CTX]}, ensure_ascii=False) + "\n")
        fh.write(json.dumps({"id": "bad", "question": "", "answer": "x"}) + "\n")
    return path


def test_a_run_reads_the_file_as_it_scores_and_records_every_row(tmp_path, evaluator):
    n = 400
    scanned = open_dataset(_big(tmp_path, n))
    ds = _Counting(**{f: getattr(scanned, f) for f in scanned.__dataclass_fields__})
    store = open_store(tmp_path / "runs.sqlite3")
    run, _ = prepare_run(store, ds, name="big.jsonl", evaluator=evaluator, offline=True)
    read_at_first_result = []

    def progress(p):
        if p.done == 1:
            read_at_first_result.append(_Counting.read)

    _Counting.read = 0
    p = run_batch(evaluator, ds, store, run.id, workers=1, on_progress=progress)
    # the invalid last row is recorded by a first pass (n + 1 rows read); scoring then reads a few rows ahead only
    assert read_at_first_result and read_at_first_result[0] - (n + 1) < 50
    assert (p.total, p.done, p.invalid, p.errors) == (n, n, 1, 0)
    assert store.count_records(run.id) == n + 1
    assert [r["row"] for r in store.iter_records(run.id)] == list(range(1, n + 2))
    assert store.get_record(run.id, n + 1)["error"]["field"] == "question"


def test_a_run_of_the_file_read_whole_resumes_from_the_stream_and_scores_the_same(tmp_path, evaluator):
    path = _big(tmp_path, 30)
    store = open_store(tmp_path / "runs.sqlite3")
    whole = load_dataset(path)
    run, _ = prepare_run(store, whole, name="big.jsonl", evaluator=evaluator, offline=True)
    run_batch(evaluator, whole, store, run.id, limit=12)
    store.finish_run(run.id, "partial")
    streamed = open_dataset(path)
    again, resumed = prepare_run(store, streamed, name="big.jsonl", evaluator=evaluator, offline=True, resume=True)
    assert resumed and again.id == run.id  # same content hash: the same run
    p = run_batch(evaluator, streamed, store, run.id)
    assert (p.skipped, p.total, p.invalid) == (12, 18, 1)
    reference = open_store(tmp_path / "ref.sqlite3")
    ref, _ = prepare_run(reference, whole, name="big.jsonl", evaluator=evaluator, offline=True)
    run_batch(evaluator, whole, reference, ref.id)

    def scores(s, rid):
        return [(r["row"], r["id"], (r["earag_evaluation"] or {}).get("overall_score")) for r in s.iter_records(rid)]

    assert scores(store, run.id) == scores(reference, ref.id)
    assert len(scores(store, run.id)) == 31


def test_the_cli_streams_a_csv_and_counts_its_rows(tmp_path):
    import subprocess
    import sys

    path = tmp_path / "set.csv"
    path.write_bytes(CASES["set.csv"]())
    env = {**os.environ, "EARAG_RESULTS_DIR": str(tmp_path / "results"), "HF_HUB_OFFLINE": "1"}
    proc = subprocess.run([sys.executable, "-m", "earag", "evaluate", str(path), "--offline", "--workers", "1",
                           "-o", str(tmp_path / "out.jsonl")], cwd=PROJECT_ROOT, env=env, capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert "4 rows from" in proc.stderr and "(2 invalid)" in proc.stderr
    assert "more fields than the header" in proc.stderr  # the warning reaches the user
    out = [json.loads(line) for line in (tmp_path / "out.jsonl").read_text(encoding="utf-8").splitlines()]
    assert [r["row"] for r in out] == [1, 2, 3, 4]
    assert out[2]["answer"] == "带,逗号 和\n换行的答案" and out[2]["error"] is None
    assert out[2]["earag_evaluation"]["overall_score"] is not None
    assert proc.stderr.count("elapsed") <= 3  # a log gets a line at the start and at the end, not one per row
