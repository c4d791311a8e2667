"""Loading uploads: formats, encodings, column mapping, bad rows reported by number and kept."""
import json

import pandas as pd
import pytest

from earag.errors import InputError
from earag.runs.exports import write_records
from earag.runs.inputs import load_dataset, suggest_mapping
from earag.runs.records import latest_records, read_records, result_record

ROWS = [
    {"id": "a", "question": "小微企业所得税优惠有哪些？", "answer": "减按25%计入应纳税所得额。", "contexts": ["小微企业减按25%计入应纳税所得额。"],
     "human_score": 0.8, "human_level": "优秀"},
    {"id": "b", "question": "", "answer": "无", "contexts": []},
    {"id": "c", "question": "留抵退税？", "answer": "可以退。", "contexts": "[not json", "human_score": 0.5},
    {"id": "d", "question": "问" * 1001, "answer": "答", "contexts": []},
    {"id": "e", "question": "专项附加扣除？", "answer": "子女教育每月2000元。", "contexts": ["子女教育每月2000元。"], "human_score": 1.7},
]


def _jsonl(rows):
    return "\n".join(json.dumps(r, ensure_ascii=False) for r in rows).encode("utf-8")


def test_jsonl_bad_rows_are_listed_by_number_not_dropped():
    ds = load_dataset(_jsonl(ROWS), "x.jsonl")
    assert len(ds.rows) == 5 and len(ds.valid) == 1
    errs = {e.row: (e.field, e.message) for e in ds.errors}
    assert errs[2][0] == "question" and "empty" in errs[2][1]
    assert errs[3][0] == "contexts" and "JSON" in errs[3][1]
    assert errs[4][0] == "question" and "1001" in errs[4][1]
    assert errs[5][0] == "human_score" and "outside" in errs[5][1]
    assert ds.valid[0].sample.contexts == ["小微企业减按25%计入应纳税所得额。"]
    assert ds.has_human_labels


def test_broken_jsonl_line_is_reported_with_its_line_number():
    data = _jsonl(ROWS[:1]) + b"\n{broken\n" + _jsonl(ROWS[:1])
    ds = load_dataset(data, "x.jsonl")
    assert [r.error is None for r in ds.rows] == [True, False, True]
    assert "line 2" in ds.rows[1].error.message


def test_csv_in_gbk_with_chinese_headers_and_context_columns():
    df = pd.DataFrame({"编号": ["q1"], "问题": ["增值税留抵退税政策？"], "答案": ["符合条件可退还增量留抵税额。"],
                       "context_1": ["纳税人可申请退还增量留抵税额。"], "context_2": ["需满足纳税信用等级A级或B级。"],
                       "人工评分": ["0.9"]})
    data = df.to_csv(index=False).encode("gb18030")
    ds = load_dataset(data, "中文.csv")
    assert ds.encoding == "gb18030"
    row = ds.valid[0]
    assert row.id == "q1" and row.human_score == 0.9
    assert row.sample.contexts == ["纳税人可申请退还增量留抵税额。", "需满足纳税信用等级A级或B级。"]


def test_excel_and_json_round_trip(tmp_path):
    df = pd.DataFrame([{k: (json.dumps(v, ensure_ascii=False) if isinstance(v, list) else v) for k, v in ROWS[0].items()}])
    xlsx = tmp_path / "d.xlsx"
    df.to_excel(xlsx, index=False)
    assert load_dataset(xlsx).valid[0].sample.contexts == ROWS[0]["contexts"]
    js = json.dumps({"samples": [ROWS[0]]}, ensure_ascii=False).encode()
    assert load_dataset(js, "d.json").valid[0].id == "a"


def test_malformed_files_raise_input_errors_saying_what():
    with pytest.raises(InputError, match="empty"):
        load_dataset(b"  ", "e.csv")
    with pytest.raises(InputError, match="line 1"):
        load_dataset(b'[{"question": 1,', "e.json")
    with pytest.raises(InputError, match="Excel"):
        load_dataset(b"not a workbook", "e.xlsx")
    with pytest.raises(InputError, match=r"no column for question; the columns are"):
        load_dataset("foo,answer\n1,2\n".encode(), "e.csv")
    with pytest.raises(InputError, match="decode"):
        load_dataset(b"question,answer\n\xff\xfe\xfa\x80,x\n"[:-1] + b"\x81\x30", "e.csv")


def test_mapping_suggestions():
    m = suggest_mapping(["Query", "Response", "retrieved_contexts", "reference"])
    assert m == {"question": "Query", "answer": "Response", "contexts": "retrieved_contexts", "ground_truth": "reference"}


def test_a_results_jsonl_with_a_torn_last_line_keeps_every_whole_record(tmp_path):
    ds = load_dataset(_jsonl(ROWS), "x.jsonl")
    path = write_records([result_record(row, None, None) for row in ds.rows], tmp_path / "r.jsonl")
    with path.open("a", encoding="utf-8") as fh:
        fh.write('{"id": "torn", "row": 9')  # a crash mid-write of an old journal
    recs = latest_records(read_records(path))
    assert [r["row"] for r in recs] == [1, 2, 3, 4, 5]
    assert recs[1]["error"]["field"] == "question"
    assert len(read_records(path)) == 5
    out = write_records(recs, tmp_path / "r.csv")
    assert pd.read_csv(out).shape[0] == 5


def test_a_jsonl_where_no_line_parses_lists_each_line_instead_of_a_column_error(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text('{bad json\n{"question": \n', encoding="utf-8")
    ds = load_dataset(path)
    assert [r.row for r in ds.rows] == [1, 2] and all(r.error for r in ds.rows)
    assert all("not valid JSON" in r.error.message and "line" in r.error.message for r in ds.rows)


@pytest.mark.parametrize("ext", ["jsonl", "csv"])
def test_writing_results_never_leaves_a_half_written_file(tmp_path, ext):
    from earag.runs.exports import write_records

    target = tmp_path / f"results.{ext}"
    write_records([{"id": "a", "x": 1}], target)
    before = target.read_bytes()
    # a failure in the middle of the rewrite (here a record json cannot encode) keeps the old file whole
    with pytest.raises(TypeError):
        write_records([{"id": "b", "x": 2}, {(1, 2): "tuple keys cannot be JSON"}], target) if ext == "jsonl" else \
            write_records([{"id": "b"}, _Unflattenable()], target)
    assert target.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == [target.name]  # no temporary file left behind


class _Unflattenable(dict):
    def get(self, *args):
        raise TypeError("cannot flatten")
