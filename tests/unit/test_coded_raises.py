"""Errors and notes that were plain text are message codes: str(exc) and the stored note stay the text the library
always wrote, exc.text("en") has no Chinese and exc.text("zh") is Chinese; a record keeps its notes and gains
their codes (`note_messages`), read back by one reader and rendered in the reader's language."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from earag.answerer import Corpus, DemoAnswerer
from earag.backends.graph.file import read_graph_file
from earag.cli import main as cli_main
from earag.config import ConfigError, Settings, settings_from_dict
from earag.errors import EaragError, InputError, UnknownMetricError
from earag.evaluator import Evaluator
from earag.limits import LimitExceeded, Limits, check_limits
from earag.messages import CodedText, Message, in_language
from earag.metrics.context_support import ContextSupportedPrecision
from earag.metrics.dimensions.faithfulness.llm import MergeInfo
from earag.metrics.registry import resolve
from earag.scoring import level_cutoffs
from earag.types import EvaluationResult, EvaluationSample
from ui.i18n import say
from ui.records import read_result

CJK = re.compile(r"[\u4e00-\u9fff]")


def _check(exc: EaragError, stored: str) -> None:
    assert str(exc) == stored
    assert exc.message is not None, "the error must carry a message code"
    assert not CJK.search(exc.text("en")), exc.text("en")
    assert CJK.search(exc.text("zh")), exc.text("zh")


def test_corpus_errors_are_codes_with_their_text_unchanged(tmp_path: Path):
    with pytest.raises(InputError) as caught:
        Corpus.load(tmp_path / "none.jsonl")
    _check(caught.value, f"corpus file not found: {tmp_path / 'none.jsonl'}")
    assert caught.value.text("zh") == f"找不到语料文件：{tmp_path / 'none.jsonl'}"

    corpus = tmp_path / "docs.jsonl"
    corpus.write_text(json.dumps({"id": "a", "text": "政策"}) + "\n" + json.dumps({"id": "b", "title": "t"}) + "\n",
                      encoding="utf-8")
    with pytest.raises(InputError) as caught:
        Corpus.load(corpus)
    exc = caught.value
    _check(exc, 'docs.jsonl line 2 has no "text" (a non-empty string is required); keys present: id, title')
    assert exc.text("zh") == 'docs.jsonl 第 2 行没有 "text"（需要非空文本）；现有的键：id，title'
    assert exc.row == 2 and exc.field == "text"

    corpus.write_text(json.dumps({"id": "a", "text": "政策"}) + "\n" + json.dumps({"id": "a", "text": "又"}) + "\n",
                      encoding="utf-8")
    with pytest.raises(InputError) as caught:
        Corpus.load(corpus)
    _check(caught.value, 'docs.jsonl line 2 repeats id "a" (first used on line 1)')

    corpus.write_text("{}\n", encoding="utf-8")
    with pytest.raises(InputError) as caught:
        Corpus.load(corpus)
    _check(caught.value, 'docs.jsonl line 1 has no "text" (a non-empty string is required); keys present: none')
    assert caught.value.text("zh").endswith("现有的键：无")


def test_level_cut_offs_keep_their_text_and_name_the_levels_in_the_readers_language():
    with pytest.raises(InputError) as caught:
        level_cutoffs([0.8, 0.7])
    exc = caught.value
    assert str(exc) == "level cut-offs: expected 3 values (优秀, 良好, 一般), got 2"   # as always written
    assert exc.text("en") == "level cut-offs: expected 3 values (excellent, good, fair), got 2"
    assert exc.text("zh") == "等级分界：应为 3 个值（优秀、良好、一般），收到 2 个"
    with pytest.raises(InputError) as caught:
        level_cutoffs([0.6, 0.7, 0.8])
    _check(caught.value, "level cut-offs must be descending within [0, 1], got [0.6, 0.7, 0.8]")


def test_graph_file_and_metric_selection_errors_are_codes(tmp_path: Path):
    with pytest.raises(InputError) as caught:
        read_graph_file(tmp_path / "kg.json")
    _check(caught.value, f"knowledge-graph file not found: {tmp_path / 'kg.json'}")
    graph = tmp_path / "kg.json"
    graph.write_text(json.dumps({"nodes": [{"name": "汕头市"}, {"type": "城市"}]}), encoding="utf-8")
    with pytest.raises(InputError) as caught:
        read_graph_file(graph)
    _check(caught.value, "node 2 of kg.json has no name")
    assert caught.value.text("zh") == "kg.json 的第 2 个节点没有名称"

    with pytest.raises(UnknownMetricError) as caught:
        resolve(["nonsense"])
    exc = caught.value
    assert str(exc).startswith("unknown metric(s) nonsense; valid names: ") and str(exc).endswith("; or 'all'")
    assert exc.message is not None and exc.text("en") == str(exc)
    assert exc.text("zh").startswith("未知的指标 nonsense；有效名称：")


def test_the_command_line_prints_a_coded_error_as_its_stored_text(tmp_path: Path, capsys):
    missing = tmp_path / "results.jsonl"
    assert cli_main(["report", str(missing)]) == 1
    assert capsys.readouterr().err == f"error: report: no such file: {missing}\n"
    assert cli_main(["report", "no-such-run", "--db", f"sqlite:///{tmp_path / 'runs.db'}"]) == 1
    err = capsys.readouterr().err   # not a file: looked up as a run id in the run store, which has none
    assert err.startswith("error: report: no-such-run is neither a results file nor a run id in the run store (")
    dataset = tmp_path / "set.jsonl"
    dataset.write_text(json.dumps({"question": "q", "answer": "a", "contexts": ["c"]}) + "\n", encoding="utf-8")
    assert cli_main(["report", str(dataset)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"error: report: {dataset} has no earag_evaluation in any line — is it an input dataset?")


def _offline() -> Evaluator:
    return Evaluator(Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram"}), offline=True)


def test_a_results_notes_keep_their_text_and_gain_their_codes():
    result = _offline().evaluate(EvaluationSample(question="小微企业的税率是多少？", answer="税率为20%。", contexts=[]))
    assert result.notes == ["未提供上下文"]   # the stored text, as before
    record = result.to_dict()
    assert record["notes"] == ["未提供上下文"]
    assert record["note_messages"] == [{"code": "judge.no_contexts", "params": {}}]
    again = EvaluationResult.from_dict(json.loads(json.dumps(record, ensure_ascii=False)))
    assert isinstance(again.notes[0], CodedText) and again.notes[0].message.code == "judge.no_contexts"
    assert again.to_dict()["note_messages"] == record["note_messages"]
    assert in_language(record, "en")["notes"] == ["no contexts given"]
    assert in_language(record, "zh")["notes"] == ["未提供上下文"]

    old = {k: v for k, v in record.items() if k != "note_messages"}   # a record of an earlier version
    assert EvaluationResult.from_dict(old).notes == ["未提供上下文"]
    assert in_language(old, "en")["notes"] == ["未提供上下文"]   # no code: shown as stored, never guessed

    view = read_result(record)   # the dashboard's view of a stored record keeps the codes
    assert [say(n, "en") for n in view.notes] == ["no contexts given"]
    assert [say(n, "zh") for n in view.notes] == ["未提供上下文"]


def test_the_vague_and_disagreement_notes_render_in_either_language():
    notes = [CodedText(Message("note.vague")), CodedText(Message("note.judge_disagrees", {"sentences": [1, 3]}))]
    assert notes == ["答案笼统：缺少具体信息，但没有编造的数字、日期或实体", "LLM 评审与离线核查在第1、3句不一致"]
    result = _offline().evaluate(EvaluationSample(question="q", answer="a", contexts=["c"]))
    result.notes = notes
    record = result.to_dict()
    english = in_language(record, "en")["notes"]
    assert english == ["the answer is vague: it lacks specifics, but invents no number, date or entity",
                       "the LLM judge and the offline checks disagree on sentence(s) 1, 3"]
    assert EvaluationResult.from_dict(record).notes == notes


def test_a_metric_without_context_sentences_says_so_in_either_language():
    result = ContextSupportedPrecision().evaluate(EvaluationSample("问题？", "答案。", ["。"])).to_dict()
    assert result["score"] is None and result["status"] == "unavailable"
    assert result["reason"] == "上下文中没有可判断的句子 / the contexts have no sentence"   # as always stored
    assert in_language(result, "en")["reason"] == "the contexts have no sentence"
    assert in_language(result, "zh")["reason"] == "上下文中没有可判断的句子"


def test_a_sample_over_a_limit_keeps_its_text_and_renders_each_language_alone():
    with pytest.raises(LimitExceeded) as caught:
        check_limits(EvaluationSample("q", "a" * 50, ["c"] * 3), Limits(max_contexts=2))
    exc = caught.value
    assert str(exc) == ("contexts 超过限制 2 passages (contexts has 3 passages, the limit is 2: "
                        "evaluation.limits.max_contexts)")
    assert exc.text("en") == "contexts has 3 passages, the limit is 2: evaluation.limits.max_contexts"
    assert exc.text("zh") == "contexts 超过限制 2 段（contexts 有 3 段，限制为 2：evaluation.limits.max_contexts）"
    with pytest.raises(LimitExceeded) as caught:
        check_limits(EvaluationSample("q", "a" * 600, ["c"]), Limits(max_work_chars=1000), metrics=1)
    exc = caught.value
    assert str(exc).endswith("; answer + ground_truth = 600 characters × (1 + 1 metrics): select fewer metrics or "
                             "send a shorter text)")
    assert not CJK.search(exc.text("en")) and exc.text("zh").endswith("请少选指标或发送更短的文本）")


def test_the_demo_answerers_notes_keep_their_text_and_render_in_either_language():
    demo = DemoAnswerer(Corpus([{"id": "1", "text": "创业担保贷款最高额度为30万元。小微企业最高300万元。"}]))
    result = demo.ask("创业担保贷款最高额度是多少？")
    assert result.note == "抽取式答案（未使用LLM），由检索到的句子组成 / extractive answer, no LLM: composed from the retrieved sentences"
    assert isinstance(result.note, CodedText)
    assert result.note.message.text("en") == "extractive answer, no LLM: composed from the retrieved sentences"
    assert result.note.message.text("zh") == "抽取式答案（未使用LLM），由检索到的句子组成"
    assert say(result.note, "en") == "extractive answer, no LLM: composed from the retrieved sentences"   # dashboard
    missed = demo.ask("量子计算机的冷却温度是多少？")
    assert missed.note == "语料中没有与问题匹配的段落 / no passage in the corpus matched the question"
    assert isinstance(missed.note, CodedText) and missed.note.message.text("en") == "no passage in the corpus matched the question"


def test_what_is_wrong_with_a_configuration_value_is_a_code_too():
    with pytest.raises(ConfigError) as caught:
        settings_from_dict({"backends": {"llm": {"timeout_seconds": 0}, "cache": {"enabled": "maybe"}}})
    exc = caught.value
    assert "backends.llm.timeout_seconds: 0 must be > 0" in str(exc)   # the text as always written
    assert 'backends.cache.enabled: "maybe" is not true or false' in str(exc)
    assert exc.text("en") == str(exc) and not CJK.search(str(exc))
    zh = exc.text("zh")
    assert "backends.llm.timeout_seconds：0 必须 > 0" in zh and 'backends.cache.enabled："maybe" 不是 true 或 false' in zh
    with pytest.raises(ConfigError) as caught:
        settings_from_dict({"backends": {"llm": {"hosts": ["http://gpu1:11434", "http://gpu1:11434/"]}}})
    assert "host 2 'http://gpu1:11434' is host 1 again" in str(caught.value)
    assert "主机 2 'http://gpu1:11434' 与主机 1 重复" in caught.value.text("zh")


def test_the_judges_merge_note_keeps_its_english_and_renders_in_chinese():
    info = MergeInfo(total=5, filled=[1, 3], not_sent=[4], dropped_spans=2, disagreements=[{"index": 2}])
    note = info.note()
    assert note == ("the judge gave no verdict for sentences [1, 3] (3 of 5 judged); the offline judge filled them; "
                    "sentences [4] did not fit the prompt's answer budget; 2 span(s) dropped (not verbatim in their "
                    "sentence or of an unknown kind); the offline judge disagrees on sentences [2]")
    assert isinstance(note, CodedText) and note.message.text("en") == note
    assert note.message.text("zh") == ("评审没有为第 1、3 句给出判定（5 句中判定了 3 句）；由离线评审补齐；第 4 句超出了提示的答案预算；"
                                       "丢弃了 2 个片段（与所在句子原文不符或类型未知）；离线评审在第 2 句上意见不同")
    assert MergeInfo(total=2).note() == ""   # a clean merge says nothing
