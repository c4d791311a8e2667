"""Spreadsheet exports are safe: characters Excel cannot hold are removed and counted, formula-looking text is
escaped in CSV and Excel, numbers stay numbers, and JSONL keeps the raw text."""
import csv
import json

import openpyxl
import pytest

from earag.runs.exports import EXCEL_CELL_LIMIT, export_records, spreadsheet_cell, write_records


def record(row, **fields):
    ev = {"overall_score": 0.75, "quality_level": "良好", "quality_warning": False,
          "dimension_scores": {"faithfulness": 0.8, "hallucination": 0.1},
          "entity_analysis": {"missing_entities": ["=HYPERLINK(\"http://x\")"], "unsupported_entities": []},
          "diagnosis": "@SUM(A1)", "backends": {"llm": "offline"}}
    return {"id": f"r{row}", "row": row, "question": "留抵退税？", "answer": "可以退。", "human_score": None,
            "human_level": None, "earag_evaluation": ev, "error": None, **fields}


RECORDS = [
    record(1, answer="答案\x1b[31m含 ESC\x07 与 NUL\x00", question="=1+1"),
    record(2, id="+cmd|' /C calc'!A0", answer="-2+3", question="\t=tab first"),
    record(3, id="-7", answer="0.5", human_score=0.9, question="\r=cr first"),
]


def xlsx_rows(path):
    ws = openpyxl.load_workbook(path).active
    header = [c.value for c in ws[1]]
    return [dict(zip(header, row)) for row in ws.iter_rows(min_row=2)]


def test_xlsx_with_control_characters_and_formulas_is_written_and_safe(tmp_path):
    report = export_records(RECORDS, tmp_path / "r.xlsx")
    rows = xlsx_rows(report.path)
    assert len(rows) == 3 and report.rows == 3
    assert rows[0]["answer"].value == "答案[31m含 ESC 与 NUL"                # ESC, BEL and NUL removed
    assert report.removed_chars == 3
    assert all(c.data_type != "f" for r in rows for c in r.values())         # not a single live formula
    assert rows[0]["question"].value == "'=1+1"
    assert rows[1]["id"].value == "'+cmd|' /C calc'!A0" and rows[1]["answer"].value == "'-2+3"
    assert rows[1]["question"].value == "'\t=tab first"
    assert rows[2]["question"].value in ("'\r=cr first", "'\n=cr first")  # XML reads a CR back as LF
    assert rows[0]["diagnosis"].value == "'@SUM(A1)"
    assert rows[0]["missing_entities"].value.startswith("'=HYPERLINK")
    # numbers stay numbers; a negative number written as text is a number, not a formula
    assert rows[2]["overall_score"].data_type == "n" and rows[2]["overall_score"].value == 0.75
    assert rows[2]["human_score"].value == 0.9 and rows[2]["id"].value == "-7"
    # per row: question, missing_entities, diagnosis; row 2 also id and answer
    assert report.escaped_cells == 3 * 3 + 2
    assert any("prefixed with '" in n for n in report.notes()) and any("control" in n for n in report.notes())
    assert f"{3 * 3 + 2} cell(s) starting with = + - @ prefixed with ' so they are not run as formulas" in report.notes()
    assert "11 个以 = + - @ 开头的单元格前加了 '，以免被当作公式执行" in [n.message.text("zh") for n in report.notes()]


def test_csv_gets_the_same_cells(tmp_path):
    report = export_records(RECORDS, tmp_path / "r.csv")
    with report.path.open(encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert rows[0]["question"] == "'=1+1" and rows[0]["answer"] == "答案[31m含 ESC 与 NUL"
    assert rows[1]["id"].startswith("'+") and rows[1]["question"] == "'\t=tab first"
    assert rows[2]["question"] == "'\r=cr first"  # a bare CR is quoted, so it cannot split the row
    assert rows[2]["id"] == "-7" and rows[2]["overall_score"] == "0.75"
    assert report.removed_chars == 3 and report.truncated_cells == 0


def test_jsonl_keeps_the_raw_text(tmp_path):
    report = export_records(RECORDS, tmp_path / "r.jsonl")
    back = [json.loads(line) for line in report.path.read_text(encoding="utf-8").splitlines()]
    assert back == RECORDS and report.removed_chars == report.escaped_cells == 0


def test_excel_cells_are_cut_at_excels_limit_and_csv_keeps_them(tmp_path):
    long = "税" * (EXCEL_CELL_LIMIT + 10)
    report = export_records([record(1, answer=long)], tmp_path / "r.xlsx")
    cell = xlsx_rows(report.path)[0]["answer"].value
    assert len(cell) == EXCEL_CELL_LIMIT and cell.endswith("…[truncated]") and report.truncated_cells == 1
    csv_report = export_records([record(1, answer=long)], tmp_path / "r.csv")
    assert long in csv_report.path.read_text(encoding="utf-8-sig") and csv_report.truncated_cells == 0


def test_odd_values_from_an_uploaded_results_file_do_not_break_excel(tmp_path):
    rec = record(1, question=["a", "=b"], answer={"k": "v"}, error={"message": "=bad"})
    rec["earag_evaluation"]["dimension_scores"]["=evil"] = 0.1
    path = write_records([rec], tmp_path / "r.xlsx")       # the old signature: a Path back
    row = xlsx_rows(path)[0]
    assert row["question"].value == '["a", "=b"]' and row["answer"].value == '{"k": "v"}'
    assert row["error"].value == "'=bad" and "'=evil" in row


@pytest.mark.parametrize("value, expected", [
    ("=1", "'=1"), ("+1", "+1"), ("-1.5", "-1.5"), ("-1.5e3", "-1.5e3"), ("-", "'-"), ("@x", "'@x"),
    ("a=b", "a=b"), ("", ""), (None, None), (3, 3), (-0.5, -0.5), (True, True), ("＝1", "＝1"),
])
def test_spreadsheet_cell_rules(value, expected):
    assert spreadsheet_cell(value) == expected


# --- issue 22: control characters are stripped BEFORE the formula check, for every prefix ----------------------
PREFIXES = [chr(c) for c in range(0x20)] + [" "]          # NUL..US (tab, LF, CR among them) and a space
TRIGGERS = ["=", "+", "-", "@", "|"]
PREFIXED = [p + t + "cmd|' /C calc'!A0" for p in PREFIXES for t in TRIGGERS]


def _is_escaped(text: str) -> bool:
    return text.startswith("'")


def test_every_control_prefix_before_a_formula_is_escaped_in_csv(tmp_path):
    records = [record(i, question=q, answer=q, id=f"r{i}") for i, q in enumerate(PREFIXED)]
    report = export_records(records, tmp_path / "r.csv")
    with report.path.open(encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert len(rows) == len(PREFIXED) == 33 * 5
    for raw, row in zip(PREFIXED, rows):
        for field in ("question", "answer"):
            assert _is_escaped(row[field]), (repr(raw), repr(row[field]))
            assert not any(ord(ch) < 0x20 and ch not in "\t\r\n" for ch in row[field])


def test_every_control_prefix_before_a_formula_is_escaped_in_excel(tmp_path):
    records = [record(i, question=q, answer=q, id=f"r{i}") for i, q in enumerate(PREFIXED)]
    report = export_records(records, tmp_path / "r.xlsx")
    rows = xlsx_rows(report.path)
    assert len(rows) == len(PREFIXED)
    for raw, row in zip(PREFIXED, rows):
        for field in ("question", "answer"):
            cell = row[field]
            assert cell.data_type != "f", repr(raw)
            assert _is_escaped(cell.value), (repr(raw), repr(cell.value))


@pytest.mark.parametrize("prefix", PREFIXES)
@pytest.mark.parametrize("trigger", TRIGGERS)
def test_spreadsheet_cell_escapes_after_stripping(prefix, trigger):
    assert spreadsheet_cell(prefix + trigger + "1+1").startswith("'")


def test_plain_numbers_after_a_control_character_stay_numbers_text():
    assert spreadsheet_cell("\x00-0.5") == "-0.5"
    assert spreadsheet_cell(" 12") == " 12"
