"""Bad input fails one row, not the file: malformed CSV rows, non-objects in JSON lists, wrong types named by
field, and encodings that are detected — or refused — instead of being scored as mojibake."""
import json
from pathlib import Path

import pandas as pd
import pytest

from earag.errors import InputError
from earag.runs.decoding import decode_text
from earag.runs.inputs import load_dataset
from earag.runs.tables import read_table
from earag.types import EvaluationSample
from earag.validation import validate_sample

SAMPLES = Path(__file__).resolve().parents[2] / "data" / "samples"


def _errors(ds):
    return {e.row: (e.field, e.message) for e in ds.errors}


# --- CSV --------------------------------------------------------------------------------------------------------

def test_a_csv_row_with_extra_fields_is_one_error_record_and_the_rest_load():
    text = ("id,question,answer\n"
            "q1,留抵退税政策？,可以退还增量留抵税额。\n"
            "q2,小微企业优惠？,减按25%计入,应纳税所得额\n"       # an unquoted comma: 4 fields
            "q3,\"多行\n问题？\",答案三\n"                          # a quoted cell spanning two lines
            "q4,专项附加扣除？,每月2000元,,\n"                      # trailing empty cells: harmless
            "q5,只有问题？\n")                                       # a short row: padded, then the answer is empty
    ds = load_dataset(text.encode("utf-8"), "d.csv")
    assert [r.row for r in ds.rows] == [1, 2, 3, 4, 5]
    assert [r.id for r in ds.valid] == ["q1", "q3", "q4"]
    errs = _errors(ds)
    assert errs[2][0] is None and "row 2 (line 3) has 4 fields but the header has 3" in errs[2][1]
    assert errs[5] == ("answer", "answer is empty")
    assert ds.valid[1].sample.question == "多行\n问题？"
    assert any("1 row(s) have more fields than the header (rows 2)" in w for w in ds.warnings)
    assert ds.encoding == "utf-8"


def test_line_numbers_count_multiline_cells_and_row_numbers_do_not():
    text = 'question,answer\n"第一\n行",答\n问,答,多\n'
    ds = load_dataset(text.encode(), "d.csv")
    assert ds.rows[1].error.row == 2 and "(line 4)" in ds.rows[1].error.message


def test_a_long_cell_is_data_not_a_malformed_file():
    answer = "税" * 300_000  # beyond the csv module's default 128 KiB per field
    ds = load_dataset(f"question,answer\n长答案？,{answer}\n".encode(), "long.csv")
    assert ds.valid[0].sample.answer == answer


def test_csv_cells_are_text_and_graph_entities_split_on_separators():
    text = ("question,answer,contexts,graph_entities\n"
            "问？,答。,42,增值税；留抵退税，企业所得税\n"
            "问？,答。,\"[\"\"段一\"\", \"\"段二\"\"]\",\"[\"\"增值税\"\"]\"\n")
    ds = load_dataset(text.encode(), "d.csv")
    first, second = (r.sample for r in ds.valid)
    assert first.contexts == ["42"]  # a cell is text: "42" is one passage
    assert first.graph_entities == ["增值税", "留抵退税", "企业所得税"]
    assert second.contexts == ["段一", "段二"] and second.graph_entities == ["增值税"]


def test_column_names_like_pandas_and_the_table_for_the_mapping_page():
    df, enc = read_table("question,answer,,answer\n问,答,x,y\n".encode(), "d.csv")
    assert list(df.columns) == ["question", "answer", "Unnamed: 2", "answer.1"] and enc == "utf-8"
    assert df.attrs["earag_format"] == "csv"


def test_excel_numbers_are_cell_text(tmp_path):
    path = tmp_path / "d.xlsx"
    pd.DataFrame([{"id": 7, "question": "税率是多少？", "answer": 15, "contexts": 2000}]).to_excel(path, index=False)
    row = load_dataset(path).valid[0]
    assert (row.id, row.sample.answer, row.sample.contexts) == ("7", "15", ["2000"])


# --- JSON -------------------------------------------------------------------------------------------------------

GOOD = {"question": "留抵退税？", "answer": "可以退。"}


def test_a_non_object_in_a_json_list_is_an_error_record_with_its_index():
    data = json.dumps([GOOD, 42, "text", None, [1], GOOD], ensure_ascii=False).encode()
    ds = load_dataset(data, "d.json")
    assert len(ds.rows) == 6 and [r.row for r in ds.valid] == [1, 6]
    errs = _errors(ds)
    assert errs[2] == (None, "row 2 (index 1 of the JSON list) is a number, not an object")
    assert "index 2" in errs[3][1] and "a string" in errs[3][1]
    assert "null" in errs[4][1] and "a list" in errs[5][1]
    assert any("4 item(s) of the JSON list are not objects (rows 2, 3, 4, 5)" in w for w in ds.warnings)


def test_a_json_list_of_nothing_but_non_objects_lists_each_one():
    ds = load_dataset(b'["a", "b"]', "d.json")
    assert [(r.row, r.error is not None) for r in ds.rows] == [(1, True), (2, True)]
    with pytest.raises(InputError, match="list of objects"):
        load_dataset(b'{"question": "not in a list"}', "d.json")


def test_a_jsonl_line_that_is_an_array_is_its_own_error():
    data = "\n".join([json.dumps(GOOD, ensure_ascii=False), "[1, 2]", json.dumps(GOOD, ensure_ascii=False)])
    ds = load_dataset(data.encode(), "d.jsonl")
    assert [r.error is None for r in ds.rows] == [True, False, True]
    assert ds.rows[1].error.message == "line 2 is a list, not a JSON object"


@pytest.mark.parametrize("extra, field, message", [
    ({"question": ["a", "b"]}, "question", "question must be a string, got a list"),
    ({"answer": {"text": "x"}}, "answer", "answer must be a string, got an object"),
    ({"answer": True}, "answer", "answer must be a string, got true/false"),
    ({"contexts": 42}, "contexts", "contexts must be a list of strings, got a number"),
    ({"contexts": {"a": 1}}, "contexts", "contexts must be a list of strings, got an object"),
    ({"contexts": ["段一", 3]}, "contexts", "contexts must be a list of strings; item 1 is a number"),
    ({"graph_entities": 7}, "graph_entities", "graph_entities must be a list of strings, got a number"),
    ({"graph_entities": ["增值税", ["嵌套"]]}, "graph_entities", "item 1 is a list"),
    ({"ground_truth": ["x"]}, "ground_truth", "ground_truth must be a string, got a list"),
    ({"id": ["x"]}, "id", "id must be a string, got a list"),
    ({"human_score": True}, "human_score", "is not a number"),
    ({"human_level": 3}, "human_level", "is not one of"),
])
def test_wrong_json_types_are_a_validation_error_naming_the_field(extra, field, message):
    data = json.dumps([GOOD, {**GOOD, **extra}], ensure_ascii=False).encode()
    ds = load_dataset(data, "d.json")
    assert len(ds.valid) == 1 and ds.valid[0].row == 1
    err = ds.errors[0]
    assert err.row == 2 and err.field == field and message in err.message
    assert field == "human_level" or "[" not in err.message  # never the Python repr of the value


def test_json_strings_and_numbers_where_the_choice_is_documented():
    rows = [{**GOOD, "contexts": "一整段上下文，含逗号。", "graph_entities": "增值税，留抵退税"},
            {"question": "2024年的税率？", "answer": 15, "id": 3}]
    ds = load_dataset(json.dumps(rows, ensure_ascii=False).encode(), "d.json")
    first, second = ds.valid
    assert first.sample.contexts == ["一整段上下文，含逗号。"]            # one string = one passage
    assert first.sample.graph_entities == ["增值税", "留抵退税"]        # split on separators, not per character
    assert (second.id, second.sample.answer) == ("3", "15")              # a number is its digits


# --- encodings --------------------------------------------------------------------------------------------------

TRADITIONAL = ("id,question,answer,contexts\n"
               "q1,增值稅留抵退稅政策是什麼？,符合條件的納稅人可以申請退還增量留抵稅額。,納稅人可申請退還增量留抵稅額。\n"
               "q2,小型微利企業所得稅優惠有哪些？,減按百分之二十五計入應納稅所得額，按百分之二十的稅率繳納。,\n")


def test_a_big5_csv_is_read_as_big5_not_gb18030_mojibake():
    ds = load_dataset(TRADITIONAL.encode("big5"), "繁體.csv")
    assert ds.encoding == "big5"
    assert ds.valid[0].sample.question == "增值稅留抵退稅政策是什麼？"
    assert any("read as Big5" in w and "UTF-8" in w for w in ds.warnings)
    # what the old decoder produced, for the record: GB18030 accepts these bytes without complaint
    assert TRADITIONAL.encode("big5").decode("gb18030") != TRADITIONAL


def test_gb18030_files_are_unchanged_and_say_so():
    text = (SAMPLES / "policy_qa.csv").read_text(encoding="utf-8-sig")
    utf8 = load_dataset(text.encode("utf-8"), "p.csv")
    gb = load_dataset(text.encode("gb18030"), "p.csv")
    assert gb.encoding == "gb18030" and utf8.encoding == "utf-8"
    assert [r.sample for r in gb.valid] == [r.sample for r in utf8.valid] and len(gb.valid) > 10
    assert utf8.warnings == [] and any("read as GB18030" in w for w in gb.warnings)


@pytest.mark.parametrize("codec, text", [
    ("shift_jis", "id,question,answer\n1,消費税の軽減税率について教えてください,食料品は8パーセントです\n"),
    ("euc-kr", "id,question,answer\n1,부가가치세 환급은 어떻게 하나요 신청하면 됩니다,세금 계산서를 발급해야 합니다 국세청에 문의하세요 "
               "부가가치세 환급\n"),
    ("latin-1", "question,answer\nQu'est-ce que la TVA réduite à 5,5 %?,Le taux réduit s'applique à l'été\n"),
])
def test_text_that_decodes_into_unlikely_characters_is_refused_not_scored(codec, text):
    with pytest.raises(InputError, match="save the file as UTF-8") as err:
        load_dataset(text.encode(codec), "x.csv")
    assert err.value.field == "file" and "not UTF-8" in str(err.value)


def test_utf8_with_bom_and_utf16_are_certain():
    body = "question,answer\n留抵退税？,可以退。\n"
    assert decode_text(("\ufeff" + body).encode("utf-8"))[1:] == ("utf-8", [])
    assert decode_text(body.encode("utf-16"))[:2] == (body, "utf-16")
    _, _, warnings = decode_text("question,answer\n坏\ufffd字,答\n".encode())
    assert warnings and "replacement character" in warnings[0]


# --- validate_sample (evaluator, API) ---------------------------------------------------------------------------

@pytest.mark.parametrize("data, field, message", [
    ({"question": ["a", "b"], "answer": "答"}, "question", "question must be a string, got list"),
    ({"question": 5, "answer": "答"}, "question", "got number"),
    ({"question": "问？", "answer": ["答"]}, "answer", "answer must be a string, got list"),
    ({"question": "问？", "answer": "答", "contexts": 42}, "contexts", "contexts must be a list of strings, got number"),
    ({"question": "问？", "answer": "答", "contexts": "一段"}, "contexts", "got string"),
    ({"question": "问？", "answer": "答", "contexts": ["a", None]}, "contexts", "item 1 is null"),
    ({"question": "问？", "answer": "答", "graph_entities": "增值税"}, "graph_entities", "got string"),
    ({"question": "问？", "answer": "答", "ground_truth": 1}, "ground_truth", "got number"),
])
def test_validate_sample_names_the_field_of_a_wrong_json_type(data, field, message):
    sample = EvaluationSample.from_dict(data)  # never a TypeError or a string split into characters here
    with pytest.raises(InputError) as err:
        validate_sample(sample)
    assert err.value.field == field and message in str(err.value)
    assert err.value.to_dict()["error"] == "ValidationError"


def test_validate_sample_keeps_the_seed_messages_and_accepts_good_samples():
    with pytest.raises(InputError, match="^问题内容不能为空$"):
        validate_sample(EvaluationSample.from_dict({"answer": "答"}))
    good = EvaluationSample.from_dict({"question": "问？", "answer": "答", "contexts": ("段",), "graph_entities": None})
    assert validate_sample(good) is good and good.contexts == ["段"]
    with pytest.raises(InputError) as err:
        validate_sample({"question": "问？", "answer": "答"})
    assert err.value.field == "sample"
