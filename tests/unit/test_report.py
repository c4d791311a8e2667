"""The shareable HTML report (earag.report): self-contained, complete, escaped, and `earag report` from a results
file or a run id of the run store."""
from __future__ import annotations

import argparse
import json
import re

import pytest

from earag.errors import InputError
from earag.report import add_parser, render_run_report, render_single_report, report_filename, result_issues
from earag.types import DIMENSIONS

EVAL = {
    "overall_score": 0.31, "quality_level": "较差", "quality_level_id": "poor", "quality_warning": True,
    "dimension_scores": dict(zip(DIMENSIONS, [0.5, 0.4, 0.8, 0.9, 0.6])),
    "entity_analysis": {"unsupported_entities": ["国家中小企业税收管理局"], "missing_entities": ["研发费用"]},
    "findings": [{"code": "invented_entities", "dimension": "faithfulness", "params": {"names": ["国家中小企业税收管理局"]}}],
    "recommendations": ["建议重新生成"],
    "provenance": {d: {"backend": "offline:span-judge", "status": "ok", "reason": ""} for d in DIMENSIONS}
    | {"relevancy": {"backend": "char-ngram", "status": "fallback", "reason": "BAAI/bge-m3 not available locally"}},
    "backends": {"llm": "offline", "embeddings": "char-ngram", "graph": "file:policy_kg.json"},
    "algorithm_version": "EARAG-Eval-test",
    "sentence_verdicts": [
        {"sentence": "小微企业税率为20%。", "supported": 1, "score": 0.95, "reason": "与上下文第1段第1句重合度 0.95",
         "start": 0, "end": 11, "judge": "offline", "unsupported_spans": []},
        {"sentence": "由国家中小企业税收管理局负责，税率10%。", "supported": 0, "score": 0.2, "judge": "offline",
         "reason": "上下文中找不到对应内容", "start": 11, "end": 32,
         "unsupported_spans": [{"text": "国家中小企业税收管理局", "start": 12, "end": 23, "kind": "entity",
                                "reason": "上下文中没有“国家中小企业税收管理局”"},
                               {"text": "10%", "start": 28, "end": 31, "kind": "number", "reason": "上下文为20%，答案为10%"}]},
    ],
}
ANSWER = "小微企业税率为20%。由国家中小企业税收管理局负责，税率10%。"


def _records(n: int = 4) -> list[dict]:
    out = []
    for i in range(n):
        ev = json.loads(json.dumps(EVAL))
        ev["overall_score"] = 0.2 + 0.2 * i
        ev["quality_level_id"] = ["poor", "poor", "fair", "excellent"][i % 4]
        out.append({"id": f"qa-{i}", "row": i + 1, "key": f"k{i}", "question": f"问题{i}<script>", "answer": ANSWER,
                    "contexts": ["小微企业税率为20%。"], "human_score": 0.3, "human_level": "较差",
                    "earag_evaluation": ev, "error": None})
    out.append({"id": "bad", "row": n + 1, "key": "kb", "question": "坏行", "answer": None, "contexts": None,
                "earag_evaluation": None, "error": {"field": "answer", "message": "answer is empty"}})
    return out


def _external(html: str) -> list[str]:
    """Anything the browser would fetch: src/href to another origin, @import, url(...)."""
    found = re.findall(r'(?:src|href)\s*=\s*"([^"#][^"]*)"', html) + re.findall(r"@import|url\(", html)
    return [f for f in found if not f.startswith("#")]


def test_run_report_is_self_contained_and_has_every_section():
    html = render_run_report(_records(), {"name": "policy_qa.jsonl", "thresholds": {"entity_coverage": 0.8},
                                          "offline": True, "weights": {"entity_coverage": 0.3}})
    assert html.startswith("<!DOCTYPE html>") and "<script" not in html.replace("&lt;script&gt;", "")
    assert not _external(html)
    for section in ("概要", "质量等级分布", "各维度均值", "得分最低的 4 条答案", "评估出错的行", "使用的后端与设置"):
        assert section in html, section
    assert html.count("<svg") >= 2 + len(DIMENSIONS)  # levels, means, one histogram per dimension
    assert "问题0&lt;script&gt;" in html  # data is escaped, never markup
    # the lowest-scoring answer comes first, its spans highlighted with their reasons
    assert html.index("qa-0 · ") < html.index("qa-1 · ") < html.index("qa-3 · ")
    assert '<mark class="span span-entity"' in html and "上下文为20%，答案为10%" in html
    assert "answer is empty" in html and "离线模式" in html and "char-ngram" in html
    assert len(html.encode()) < 200_000


def test_run_report_in_english_labels_and_level_names():
    html = render_run_report(_records(), {"name": "run"}, lang="en",
                             finding_text=lambda f: f"FINDING {f['code']}")
    assert "The 4 lowest-scoring answers" in html and "Quality levels" in html and "Excellent" in html
    assert "FINDING invented_entities" in html
    assert "优秀" not in html and "较差" not in html  # level names and the human label in English


def test_single_report_links_issues_to_sentences():
    html = render_single_report({"sample": {"question": "小微企业税率？", "answer": ANSWER, "contexts": ["c"]},
                                 "earag_evaluation": EVAL})
    assert not _external(html)
    assert 'id="r-s-2"' in html and 'href="#r-s-2"' in html  # the issue list links to sentence 2
    assert 'href="#r-q"' in html  # missing question entities link to the question
    assert "答案未回应的问题实体：研发费用" in html and "编造的实体：国家中小企业税收管理局" in html
    assert "BAAI/bge-m3 not available locally" in html  # the fallback reason next to the number


def test_result_issues_say_where_each_issue_is():
    issues = {i["code"]: i for i in result_issues(EVAL, ANSWER)}
    assert issues["invented_entities"]["sentences"] == [2]
    assert issues["invented_values"]["sentences"] == [2]
    assert issues["missing_entities"]["target"] == "question"
    assert issues["unsupported_sentences"]["params"] == {"n": 1, "total": 2}
    no_ctx = result_issues({"findings": [{"code": "no_contexts"}], "sentence_verdicts": [
        {"sentence": "x", "supported": 0, "judge": "none"}]})
    assert [i["code"] for i in no_ctx] == ["no_contexts"]


def test_report_filename_is_named_after_the_run():
    assert report_filename("policy_qa.jsonl") == "policy_qa-report.html"
    assert report_filename("中小企业 税收/优惠?") == "中小企业_税收_优惠-report.html"
    assert report_filename("") == "earag-report.html"


def _cli(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    add_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(argv)
    return args.func(args)


def test_cli_writes_the_report_of_a_results_file(tmp_path, capsys):
    results = tmp_path / "run.jsonl"
    results.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in _records()) + "\n", encoding="utf-8")
    out = tmp_path / "out" / "report.html"
    assert _cli(["report", str(results), "-o", str(out), "--lang", "en", "--worst", "2"]) == 0
    html = out.read_text(encoding="utf-8")
    assert "The 2 lowest-scoring answers" in html and "run.jsonl" in html
    assert "report.html" in capsys.readouterr().out
    assert not list(out.parent.glob(".*.tmp"))


def test_cli_names_a_missing_input(tmp_path):
    with pytest.raises(InputError) as err:
        _cli(["report", str(tmp_path / "nope.jsonl"), "-o", str(tmp_path / "r.html")])
    assert err.value.field == "input"


def test_cli_reads_a_run_of_the_run_store(tmp_path):
    store_module = pytest.importorskip("earag.runs.store")
    url = f"sqlite:///{tmp_path / 'runs.sqlite3'}"
    store = store_module.open_store(url=url)
    run = store.create_run(name="policy_qa_small.jsonl", dataset_fp="d", settings_fp="s", total_rows=5,
                           meta={"offline": True})
    for record in _records():
        store.put_record(run.id, record)
    store.finish_run(run.id)
    out = tmp_path / "store-report.html"
    assert _cli(["report", run.id, "-o", str(out), "--db", url]) == 0
    html = out.read_text(encoding="utf-8")
    assert "policy_qa_small.jsonl" in html and run.id in html and "得分最低的 4 条答案" in html
    with pytest.raises(InputError):
        _cli(["report", "20990101-000000-ffffff", "-o", str(out), "--db", url])


def test_library_reasons_go_through_the_callers_text_hook():
    html = render_single_report({"sample": {"question": "q", "answer": ANSWER}, "earag_evaluation": EVAL}, lang="en",
                                text_hook=lambda text: f"<<{text}>>")
    assert "&lt;&lt;BAAI/bge-m3 not available locally&gt;&gt;" in html  # fallback reason, escaped after the hook
    assert "&lt;&lt;上下文为20%，答案为10%&gt;&gt;" in html  # span reason


def test_report_refuses_an_input_dataset(tmp_path):
    from earag.cli import main

    data = tmp_path / "set.jsonl"
    data.write_text('{"question": "q", "answer": "a"}\n', encoding="utf-8")
    assert main(["report", str(data), "-o", str(tmp_path / "r.html")]) == 1
    assert not (tmp_path / "r.html").exists()


def test_the_run_s_status_is_the_catalogue_word_of_the_report_s_language():
    meta = {"name": "run", "status": "finished", "started": "2026-11-26T11:18:50"}
    zh = render_run_report(_records(), meta)
    assert "<td>已完成</td>" in zh and "<td>finished</td>" not in zh
    assert "<td>finished</td>" in render_run_report(_records(), meta, lang="en")
    # a status this version does not know is shown as stored
    assert "<td>paused</td>" in render_run_report(_records(), {**meta, "status": "paused"})


def test_an_old_records_retired_finding_says_the_check_is_retired():
    """A record written before the unverified_entities check was retired shows it as retired, not as its old label
    包含未验证实体 (report in both languages, the dashboard's renderer); its stored wording is unchanged."""
    from earag.diagnosis import render_finding

    records = _records(1)
    finding = {"code": "unverified_entities", "dimension": "faithfulness", "params": {"names": ["某某管理局"]}}
    records[0]["earag_evaluation"]["findings"] = [finding]
    zh, en = render_run_report(records, {"name": "old"}), render_run_report(records, {"name": "old"}, lang="en")
    assert "本版本已停用" in zh and "某某管理局" in zh and "包含未验证实体" not in zh
    assert "retired in this version" in en and "unverified entities" in en
    single = render_single_report(records[0], lang="zh")
    assert "本版本已停用" in single and "包含未验证实体" not in single
    for lang, word in (("zh", "本版本已停用"), ("en", "retired in this version")):
        assert word in render_finding(finding, lang, full=True) and word in render_finding({"code": finding["code"]}, lang)
    assert render_finding(finding) == "包含未验证实体: 某某管理局"   # the stored (seed 000) wording
