"""Errors a user sees from the configuration, the run store and the label import are message codes: str(exc) is
the text the library always wrote (English), exc.text("en") has no Chinese, exc.text("zh") is Chinese."""
from __future__ import annotations

import argparse
import json
import re
import sqlite3
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from earag.analysis.compare import bootstrap_mean_ci
from earag.analysis.frames import filter_frame
from earag.analysis.meta_eval import load_pairs
from earag.analysis.tuning import MIN_FIT_ROWS, agreement, fit_weights
from earag.cli import _check_output
from earag.config import ConfigError, Settings, load_settings, settings_from_dict, settings_from_yaml
from earag.errors import EaragError, InputError
from earag.evaluator import Evaluator
from earag.labels.store import Label
from earag.labels.transfer import read_labels
from earag.profiles import load_profile_file
from earag.runs.inputs import load_dataset
from earag.runs.runner import prepare_run
from earag.runs.store import RunConflict, RunStoreError, open_store
from earag.runs.stream import open_dataset
from earag.runs.workbook import TooManyRows
from earag.runs.writable import check_writable
from earag.types import DIMENSIONS

CJK = re.compile(r"[\u4e00-\u9fff]")


def _check(exc: EaragError, stored: str) -> None:
    assert str(exc) == stored
    assert exc.message is not None, "the error must carry a message code"
    english, chinese = exc.text("en"), exc.text("zh")
    assert not CJK.search(english), english
    assert CJK.search(chinese), chinese
    assert english == stored   # stored in English: the English render is the stored text


def test_config_errors_are_codes_with_their_text_unchanged(tmp_path: Path):
    with pytest.raises(ConfigError) as caught:
        load_settings(tmp_path / "missing.yaml")
    _check(caught.value, f"configuration file not found: {tmp_path / 'missing.yaml'}")

    with pytest.raises(ConfigError) as caught:
        settings_from_yaml("- a list\n- not a mapping\n")
    _check(caught.value, "settings YAML must hold a mapping")

    with pytest.raises(ConfigError) as caught:
        settings_from_dict({}).with_overrides(**{"backends.llm.nonsense": 1})
    _check(caught.value, "unknown configuration key: backends.llm.nonsense")

    with pytest.raises(ConfigError) as caught:
        settings_from_dict({"evaluation": {"performance": {"parallel_workers": "many"}, "nope": 1}},
                           {"evaluation.performance.parallel_workers": "EARAG_WORKERS"})
    exc = caught.value
    assert str(exc).startswith("invalid configuration: evaluation.performance.parallel_workers (from EARAG_WORKERS): ")
    assert str(exc).endswith("; evaluation.nope: unknown key")   # every bad key, joined with "; " as before
    assert exc.key == "evaluation.performance.parallel_workers"
    assert exc.text("en") == str(exc) and not CJK.search(exc.text("en"))
    assert exc.text("zh").startswith("配置无效：evaluation.performance.parallel_workers（来自 EARAG_WORKERS）：")
    assert "；evaluation.nope：未知的键" in exc.text("zh")   # what is wrong is a code too (config.problem.*)


def test_run_store_errors_are_codes_with_their_text_unchanged(tmp_path: Path):
    store = open_store(tmp_path / "runs.db")
    with pytest.raises(InputError) as caught:
        store.claim("nope")
    _check(caught.value, f"no run 'nope' in {store.describe()}")

    with pytest.raises(InputError) as caught:
        open_store("mysql://db/x")
    assert str(caught.value).startswith("EARAG_DB_URL: unknown database scheme 'mysql' in ")
    assert caught.value.text("zh").startswith("EARAG_DB_URL：")
    assert not CJK.search(caught.value.text("en"))

    damaged = tmp_path / "damaged.db"
    damaged.write_bytes(b"this is not an SQLite file at all" * 200)
    with pytest.raises(RunStoreError) as caught:
        open_store(damaged)
    exc = caught.value
    assert exc.message is not None and exc.message.code in ("store.damaged", "store.cannot_open")
    assert str(exc) == exc.text("en") and not CJK.search(str(exc)) and CJK.search(exc.text("zh"))
    assert str(damaged) in str(exc) and str(damaged) in exc.text("zh")
    with pytest.raises(sqlite3.DatabaseError):   # the file was left as it was, not turned into a store
        sqlite3.connect(damaged).execute("SELECT 1 FROM earag_runs").fetchall()


def test_label_import_errors_are_codes_with_their_text_unchanged(tmp_path: Path):
    with pytest.raises(InputError) as caught:
        read_labels(tmp_path / "none.jsonl", "r1")
    _check(caught.value, f"labels import: no such file: {tmp_path / 'none.jsonl'}")

    bad = tmp_path / "labels.jsonl"
    bad.write_text(json.dumps({"row": 0, "annotator": "ann", "score": 0.5}) + "\n"
                   + json.dumps({"row": 1, "annotator": "ann", "colour": "red"}) + "\n", encoding="utf-8")
    with pytest.raises(InputError) as caught:
        read_labels(bad, "r1")
    _check(caught.value, "labels.jsonl line 2: unknown field(s) ['colour']")
    assert caught.value.text("zh") == "labels.jsonl 第 2 行：未知字段 ['colour']"

    bad.write_text(json.dumps({"row": 0, "annotator": "ann", "score": 7}) + "\n", encoding="utf-8")
    with pytest.raises(InputError) as caught:
        read_labels(bad, "r1")
    exc = caught.value
    _check(exc, "labels.jsonl line 1: label of row 0: score must be a number in [0, 1], got 7")
    assert exc.field == "score"   # the label's own error, nested, in the reader's language too
    assert exc.text("zh") == "labels.jsonl 第 1 行：第 0 行的标注：分数必须是 [0, 1] 内的数字，收到 7"

    with pytest.raises(InputError) as caught:
        Label(run_id="r1", row=2, annotator="ann", spans=[{"start": 5, "end": 3}])
    _check(caught.value, "label of row 2: span 0 needs whole-number offsets 0 ≤ start < end, got 5..3")
    with pytest.raises(InputError) as caught:
        Label(run_id="r1", row=2, annotator="ann", level="superb")
    exc = caught.value   # the Chinese level words are values a user may type, so they stay in the English text
    assert str(exc) == exc.text("en") == ("label level 'superb' is not one of ['excellent', 'good', 'fair', 'poor'] "
                                          "or ['优秀', '良好', '一般', '较差']")
    assert exc.text("zh").startswith("标注等级 'superb' 不是 ")


def test_a_refused_resume_names_each_difference_in_either_language(tmp_path: Path):
    rows = [{"question": f"问题{i}", "answer": f"答案{i}", "contexts": [f"上下文{i}"]} for i in range(3)]
    data = load_dataset("\n".join(json.dumps(r, ensure_ascii=False) for r in rows).encode(), "set.jsonl")
    fewer = load_dataset(json.dumps(rows[0], ensure_ascii=False).encode(), "fewer.jsonl")
    ev = Evaluator(Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram"}), offline=True)
    store = open_store(tmp_path / "runs.db")
    run, resumed = prepare_run(store, data, name="set", evaluator=ev, offline=True)
    assert not resumed
    store.release(run.id, "cancelled")
    with pytest.raises(RunConflict) as caught:
        prepare_run(store, fewer, name="fewer", evaluator=ev, offline=True, metrics=["relevancy"], resume=run.id)
    exc = caught.value
    assert str(exc).startswith(f"cannot resume run {run.id}: its data differ from fewer.jsonl (run: set, 3 rows; "
                               "now: 1 rows, content hash ")
    assert " and its settings differ: " in str(exc)
    assert str(exc).endswith(" — start a new run (without --resume) or use another output")
    assert exc.text("en") == str(exc) and not CJK.search(exc.text("en"))
    zh = exc.text("zh")
    assert zh.startswith(f"无法续跑运行 {run.id}：它的数据与 fewer.jsonl 不同（运行：set，3 行；现在：1 行")
    assert "；并且它的设置不同：" in zh


def test_batch_input_and_output_errors_are_codes_with_their_text_unchanged(tmp_path: Path):
    with pytest.raises(InputError) as caught:
        open_dataset(tmp_path / "absent.jsonl")
    _check(caught.value, f"file not found: {tmp_path / 'absent.jsonl'}")
    assert caught.value.text("zh") == f"找不到文件：{tmp_path / 'absent.jsonl'}"

    with pytest.raises(InputError) as caught:
        open_dataset(tmp_path)
    _check(caught.value, f"{tmp_path} is a folder, not a file")

    with pytest.raises(InputError) as caught:
        check_writable(tmp_path / "no" / "such" / "folder" / "out.jsonl", "--output")
    exc = caught.value
    assert str(exc).startswith(f"--output: cannot write in {tmp_path / 'no' / 'such' / 'folder'} (")
    assert str(exc).endswith(") — choose a writable folder")
    assert exc.text("en") == str(exc) and exc.text("zh").endswith("——请选择可写的文件夹")


def test_agreement_errors_are_codes_with_their_text_unchanged():
    with pytest.raises(InputError) as caught:
        agreement(None, ["良好", "一般"], None, ["良好", "优秀", "较差"])
    _check(caught.value, "agreement: inputs have different lengths [2, 3]")
    assert caught.value.text("zh") == "一致性：输入长度不同 [2, 3]"

    with pytest.raises(InputError) as caught:
        agreement(None, ["良好", "一般"], None, ["良好", "splendid"])
    exc = caught.value   # the level names are the Chinese values a user gives, so the English text names them
    assert str(exc) == exc.text("en") == ("agreement: unknown human level 'splendid'; expected one of "
                                          "['优秀', '良好', '一般', '较差']")
    assert exc.text("zh") == "一致性：未知的人工等级 'splendid'；应为 ['优秀', '良好', '一般', '较差'] 之一"


def test_comparison_and_filter_errors_are_codes_with_their_text_unchanged():
    with pytest.raises(InputError) as caught:
        bootstrap_mean_ci(np.array([0.5, 0.7]), confidence=1.5)
    _check(caught.value, "confidence must be between 0 and 1")
    assert caught.value.text("zh") == "置信度必须在 0 与 1 之间"

    with pytest.raises(InputError) as caught:
        filter_frame(pd.DataFrame({"quality_level": ["良好"]}), below=["faithfulness"])
    _check(caught.value, "filter_frame: `below` needs `thresholds`")


def test_meta_eval_pair_file_errors_are_codes_with_their_text_unchanged(tmp_path: Path):
    pairs = tmp_path / "pairs.jsonl"
    pairs.write_text("\n[1, 2]\n", encoding="utf-8")
    with pytest.raises(InputError) as caught:
        load_pairs(pairs)
    _check(caught.value, "meta-eval: pairs.jsonl line 2 is not an object")
    assert caught.value.text("zh") == "meta-eval：pairs.jsonl 第 2 行不是对象" and caught.value.row == 2

    with pytest.raises(InputError) as caught:
        load_pairs(tmp_path / "none.jsonl")
    _check(caught.value, f"meta-eval: no pair file at {tmp_path / 'none.jsonl'}")


def test_a_bilingual_fit_error_keeps_its_text_and_renders_each_language_alone():
    with pytest.raises(InputError) as caught:
        fit_weights(np.full((3, len(DIMENSIONS)), 0.5), [0.4, 0.6, None])
    exc = caught.value
    assert str(exc) == (f"fit_weights needs at least {MIN_FIT_ROWS} rows with a human score, got 2; "
                        f"拟合权重至少需要 {MIN_FIT_ROWS} 条带人工评分的样本，当前只有 2 条")
    assert exc.text("en") == f"fit_weights needs at least {MIN_FIT_ROWS} rows with a human score, got 2"
    assert exc.text("zh") == f"拟合权重至少需要 {MIN_FIT_ROWS} 条带人工评分的样本，当前只有 2 条"


def test_a_dataset_over_the_row_limit_keeps_its_bilingual_text_and_renders_each_language_alone():
    rows = "\n".join(json.dumps({"question": f"q{i}", "answer": f"a{i}", "contexts": ["c"]}) for i in range(4))
    with pytest.raises(TooManyRows) as caught:
        load_dataset(rows.encode(), "big.jsonl", max_rows=2)
    exc = caught.value
    assert exc.limit == 2 and exc.message is not None
    assert str(exc).startswith("big.jsonl: 数据集行数超过限制 2 (more than 2 rows")
    assert not CJK.search(exc.text("en")) and exc.text("en").startswith("big.jsonl: more than 2 rows")
    assert exc.text("zh").startswith("big.jsonl：数据集行数超过限制 2") and "more than" not in exc.text("zh")


def test_an_unknown_scoring_profile_is_a_code_with_its_text_unchanged():
    with pytest.raises(ConfigError) as caught:
        load_profile_file("no-such-profile")
    exc = caught.value
    assert str(exc).startswith("scoring profile 'no-such-profile': no file ")
    assert str(exc).endswith(" (known: seed, calibrated)")
    assert exc.text("en") == str(exc) and not CJK.search(str(exc))
    assert exc.text("zh").startswith("评分画像 'no-such-profile'：没有文件 ")


def test_command_line_output_errors_are_codes_with_their_text_unchanged(tmp_path: Path):
    data = tmp_path / "set.jsonl"
    data.write_text(json.dumps({"question": "q", "answer": "a", "contexts": ["c"]}) + "\n", encoding="utf-8")
    with pytest.raises(InputError) as caught:
        _check_output(argparse.Namespace(output=str(data), input=str(data)))
    _check(caught.value, f"-o {data} is the input file; results would overwrite the data")
    assert caught.value.text("zh") == f"-o {data} 就是输入文件；结果会覆盖数据"

    with pytest.raises(InputError) as caught:
        _check_output(argparse.Namespace(output=str(tmp_path / "out.txt"), input=str(data)))
    assert str(caught.value).startswith(f"-o {tmp_path / 'out.txt'}: the output must end in .jsonl")
    assert caught.value.text("zh").startswith(f"-o {tmp_path / 'out.txt'}：输出文件必须以 .jsonl")
