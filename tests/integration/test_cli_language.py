"""The command line prints the library's coded messages in the user's language (`earag --lang zh|en`, else
EARAG_LANG, else the locale); data is printed as it is and the files it writes do not change with the language."""
from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from earag.cli import main
from earag.diagnosis import Finding, render_finding
from earag.messages.terminal import terminal_language

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "data" / "samples" / "policy_qa.jsonl"
CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")


@pytest.fixture
def dataset(tmp_path: Path) -> Path:
    """Four sample rows (Chinese data) and a row with an empty question (an error record)."""
    lines = SAMPLES.read_text(encoding="utf-8").splitlines()[:4]
    lines.append(json.dumps({"id": "bad", "question": "", "answer": "x", "contexts": []}))
    path = tmp_path / "in.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _evaluate(lang: list[str], dataset: Path, out: Path, capsys) -> tuple[str, str]:
    assert main([*lang, "evaluate", str(dataset), "-o", str(out), "--offline",
                 "--db", f"sqlite:///{out.parent / 'runs.sqlite3'}"]) == 0
    printed = capsys.readouterr()
    return printed.out, printed.err


def test_the_same_bad_argument_fails_in_chinese_or_in_english(dataset: Path, tmp_path: Path, capsys):
    out = tmp_path / "out.txt"
    assert main(["--lang", "zh", "evaluate", str(dataset), "-o", str(out)]) == 1
    zh = capsys.readouterr().err
    assert zh == f"错误：-o {out}：输出文件必须以 .jsonl, .csv, .xlsx 结尾\n"
    assert main(["--lang", "en", "evaluate", str(dataset), "-o", str(out)]) == 1
    en = capsys.readouterr().err
    assert en == f"error: -o {out}: the output must end in .jsonl, .csv, .xlsx\n" and not CJK.search(en)
    assert main(["--lang", "en", "evaluate", str(dataset), "--metrics", "nonsense"]) == 1
    assert capsys.readouterr().err.startswith("error: unknown metric(s) nonsense; valid names: ")
    assert main(["--lang", "zh", "evaluate", str(dataset), "--metrics", "nonsense"]) == 1
    assert capsys.readouterr().err.startswith("错误：未知的指标 nonsense；有效名称：")


def test_an_english_summary_has_no_chinese_and_a_chinese_one_shows_the_catalogue_words(dataset: Path, tmp_path: Path,
                                                                                       capsys):
    en_out, en_err = _evaluate(["--lang", "en"], dataset, tmp_path / "en.jsonl", capsys)
    # the data rows are Chinese, but the summary prints none of their text: nothing Chinese at all
    assert not CJK.search(en_out) and not CJK.search(en_err), (en_out, en_err)
    assert re.search(r"levels: excellent \d+  good \d+  fair \d+  poor \d+", en_out)
    assert "faithfulness ok 4" in en_out
    assert "row 5 (bad) [question]: question is empty" in en_out
    zh_out, zh_err = _evaluate(["--lang", "zh"], dataset, tmp_path / "zh.jsonl", capsys)
    assert re.search(r"等级：优秀 \d+  良好 \d+  一般 \d+  较差 \d+", zh_out)
    assert "各维度状态：entity_coverage 正常 4; faithfulness 正常 4" in zh_out
    assert "第 5 行（bad） [question]：question 为空" in zh_out and "样本：5 行中的 5 条   已评分：4   错误：1" in zh_out
    assert "用时：" in zh_err and "结果：运行 " in zh_out
    # in Chinese the lines are Chinese: what is left of the Latin script is ids, names and commands
    assert not re.search(r"\b(rows|scored|errors|levels|dimension status|backends used|results|time)\b:?", zh_out)
    assert "  llm: LLM 评审已停用（离线模式）" in zh_err   # the backend note, "LLM judge disabled (offline mode) …" in en
    assert "  llm: LLM judge disabled (offline mode)" in en_err
    # the records written do not depend on the language printed: same texts, same codes
    en_records = [json.loads(line) for line in (tmp_path / "en.jsonl").read_text(encoding="utf-8").splitlines()]
    zh_records = [json.loads(line) for line in (tmp_path / "zh.jsonl").read_text(encoding="utf-8").splitlines()]
    assert [r["error"] for r in en_records] == [r["error"] for r in zh_records]
    assert en_records[4]["error"]["message"] == "question is empty"   # the stored text, whatever was printed
    for key in ("findings", "recommendations", "quality_level", "hallucination"):
        assert [(r["earag_evaluation"] or {}).get(key) for r in en_records] == \
               [(r["earag_evaluation"] or {}).get(key) for r in zh_records], key
    assert main(["--lang", "zh", "runs", "--db", f"sqlite:///{tmp_path / 'runs.sqlite3'}"]) == 0
    listed = capsys.readouterr().out
    assert listed.count("已完成") == 2 and "finished" not in listed
    assert "评审花费：0 次调用（每个样本 0.00 次） · 提示 — + 输出 — 个 token · 0 次缓存" in listed
    assert not re.search(r"\b(rows|scored|errors|calls|cached|runs in)\b", listed)
    assert main(["--lang", "en", "runs", "--db", f"sqlite:///{tmp_path / 'runs.sqlite3'}"]) == 0
    assert capsys.readouterr().out.count("  finished ") == 2


def test_earag_lang_picks_the_default_and_lang_overrides_it(dataset: Path, tmp_path: Path, capsys, monkeypatch):
    out = tmp_path / "out.txt"
    monkeypatch.setenv("EARAG_LANG", "zh")
    assert main(["evaluate", str(dataset), "-o", str(out)]) == 1
    assert "输出文件必须以" in capsys.readouterr().err
    assert main(["--lang", "en", "evaluate", str(dataset), "-o", str(out)]) == 1
    assert not CJK.search(capsys.readouterr().err)
    monkeypatch.setenv("EARAG_LANG", "en")
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")   # EARAG_LANG before the locale
    assert main(["evaluate", str(dataset), "-o", str(out)]) == 1
    assert not CJK.search(capsys.readouterr().err)


def test_without_earag_lang_the_locale_decides():
    assert terminal_language({"LANG": "zh_CN.UTF-8"}) == "zh"
    assert terminal_language({"LANG": "zh_TW.Big5"}) == "zh"
    assert terminal_language({"LANG": "en_GB.UTF-8"}) == "en"
    assert terminal_language({"LANG": "C.UTF-8"}) == "en" and terminal_language({}) == "en"
    assert terminal_language({"LANG": "de_DE.UTF-8"}) == "en"
    # POSIX order: LC_ALL, then LC_MESSAGES, then LANG
    assert terminal_language({"LC_ALL": "C", "LANG": "zh_CN.UTF-8"}) == "en"
    assert terminal_language({"LC_MESSAGES": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"}) == "zh"
    assert terminal_language({"EARAG_LANG": "en", "LANG": "zh_CN.UTF-8"}) == "en"
    assert terminal_language({"EARAG_LANG": "zh", "LC_ALL": "en_US.UTF-8"}) == "zh"
    assert terminal_language({"EARAG_LANG": "fr", "LANG": "zh_CN.UTF-8"}) == "zh"   # not zh/en: the locale decides


def test_a_finding_is_rendered_in_either_language_and_stored_unchanged():
    finding = Finding("missing_entities", "entity_coverage", {"names": ["小型微利企业", "25%"]})
    assert render_finding(finding) == "实体覆盖不足，遗漏关键实体: 小型微利企业、25%"   # the stored text
    assert render_finding(finding, "zh") == render_finding(finding)
    assert render_finding(finding, "en") == "low entity coverage, missing key entities: 小型微利企业, 25%"
    assert not CJK.search(render_finding(Finding("no_contexts", "faithfulness"), "en"))


def test_earag_lang_also_sets_the_report_language(dataset: Path, tmp_path: Path, capsys):
    results = tmp_path / "en.jsonl"
    _evaluate(["--lang", "en"], dataset, results, capsys)
    findings = [f for line in results.read_text(encoding="utf-8").splitlines()
                for f in (json.loads(line)["earag_evaluation"] or {}).get("findings") or []]
    assert findings
    report = tmp_path / "report.html"
    assert main(["--lang", "en", "report", str(results), "-o", str(report)]) == 0
    page = report.read_text(encoding="utf-8")
    assert '<html lang="en">' in page
    assert all(html.escape(render_finding(f, "en")) in page for f in findings)   # from the catalogue, not the code
    # an answer without findings shows its diagnosis line, rebuilt in English (the stored one is Chinese, uncoded)
    assert "Overall score: 0." in page and "整体评分" not in page
    assert main(["report", str(results), "-o", str(report)]) == 0   # no --lang anywhere: Chinese, as before
    page = report.read_text(encoding="utf-8")
    assert '<html lang="zh-CN">' in page and all(html.escape(render_finding(f)) in page for f in findings)
    assert main(["--lang", "zh", "report", str(results), "-o", str(report), "--lang", "en"]) == 0   # its own wins
    assert '<html lang="en">' in report.read_text(encoding="utf-8")


def test_check_and_metrics_print_their_lines_in_the_chosen_language(capsys):
    assert main(["--lang", "zh", "check", "--offline"]) == 0
    zh = capsys.readouterr().out
    assert "[回退    ] llm         使用中：offline" in zh and "           配置：" in zh
    assert "LLM 评审已停用（离线模式）" in zh   # the backend's coded note
    assert main(["--lang", "en", "check", "--offline"]) == 0
    en = capsys.readouterr().out
    assert "[FALLBACK] llm         in use: offline" in en and "LLM judge disabled (offline mode)" in en
    assert main(["--lang", "zh", "metrics"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines and all("LLM 调用 ≤ " in line and "需要：" in line for line in lines)


def test_an_estimate_is_printed_in_the_chosen_language(dataset: Path, tmp_path: Path, capsys, monkeypatch):
    monkeypatch.setenv("EARAG_RESULTS_DIR", str(tmp_path))   # no store: nothing measured
    assert main(["--lang", "zh", "estimate", str(dataset), "--latency", "2"]) == 0
    zh = capsys.readouterr().out.splitlines()
    assert zh[0] == f"{dataset} 的估算：4 行有效（1 行无效，不发送）"
    assert all(CJK.search(line) for line in zh)   # every line of the estimate is a coded message
    assert main(["--lang", "en", "estimate", str(dataset), "--latency", "2"]) == 0
    en = capsys.readouterr().out
    assert en.startswith(f"estimate for {dataset}: 4 valid rows (1 invalid, not sent)\n") and not CJK.search(en)


def test_the_labels_commands_print_in_the_chosen_language(dataset: Path, tmp_path: Path, capsys):
    _evaluate(["--lang", "en"], dataset, tmp_path / "en.jsonl", capsys)
    db = f"sqlite:///{tmp_path / 'runs.sqlite3'}"
    assert main(["runs", "--db", db]) == 0
    run_id = capsys.readouterr().out.splitlines()[1].split()[0]
    labels = tmp_path / "labels.jsonl"
    labels.write_text("".join(json.dumps({"row": row, "annotator": "ann", "score": score}) + "\n"
                              for row, score in ((1, 0.9), (2, 0.3), (3, 0.4), (4, 0.8))), encoding="utf-8")
    assert main(["--lang", "zh", "labels", "import", str(labels), "--run", run_id, "--db", db]) == 0
    assert capsys.readouterr().out == f"已将 4 条标注导入运行 {run_id}\n"
    assert main(["--lang", "en", "labels", "export", run_id, "-o", str(tmp_path / "out.jsonl"), "--db", db]) == 0
    assert capsys.readouterr().out == f"exported 4 labels of run {run_id} to {tmp_path / 'out.jsonl'}\n"
