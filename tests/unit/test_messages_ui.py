"""Library texts reach the dashboard as codes: no regex table parses them back, each producer family keeps its stored
text byte for byte, renders in English without Chinese and in Chinese with Chinese; old records show as stored."""
from __future__ import annotations

import ast
import collections
import re
from pathlib import Path

import pytest

import ui.i18n as i18n
from earag.backends.factory import build_embedder
from earag.backends.http import map_error
from earag.config import Settings
from earag.deadline import EvaluationCancelled
from earag.enums import Level, ProvenanceStatus, RunStatus
from earag.errors import EaragError, InputError
from earag.limits import timeout_record
from earag.messages import CodedText, Message, in_language
from earag.metrics.answer_quality import AnswerComprehensiveness
from earag.metrics.graph import GraphCoverage, GraphEntityCoverage, RelationshipUtilization
from earag.metrics.retrieval import RetrievalLatency, RetrievalPrecision, RetrievalUtilization
from earag.nlp.aliases import read_aliases
from earag.runs.estimate import estimate_lines, estimate_run
from earag.runs.records import records_from_bytes
from earag.tokens import load_counter
from earag.types import EvaluationSample
from ui.i18n import error_text, say

CJK = re.compile(r"[\u3400-\u9fff]")
ROOT = Path(__file__).resolve().parents[2]


def _both(text: str, messages) -> tuple[str, str]:
    """(English, Chinese) renders of a stored text with its codes, as the dashboard shows it."""
    return say(text, "en", messages), say(text, "zh", messages)


def _metric_shown(result) -> tuple[str, str, str]:
    """(stored, English, Chinese) of a metric result's reason."""
    details = result.details
    en, zh = _both(result.reason, details.get("reason_messages"))
    return result.reason, en, zh


def test_no_regex_rule_table_translates_library_text():
    source = (ROOT / "ui" / "i18n.py").read_text(encoding="utf-8")
    for name in ("localize", "translate_findings", "_ZH_RULES", "_EN_RULES", "_PAIR", "_FINDINGS_EN", "_FINDINGS_ORDER"):
        assert not hasattr(i18n, name), name
    assert not re.search(r"^import re\b|^import re as|re\.compile", source, re.M)
    # a text without a code (an older record) is shown as stored, never rewritten
    assert say("Ollama at http://x is unreachable (boom)", "zh") == "Ollama at http://x is unreachable (boom)"
    assert say("未提供上下文", "en") == "未提供上下文"


def test_the_ui_catalogue_defines_no_key_twice_and_holds_no_library_text():
    tree = ast.parse((ROOT / "ui" / "i18n.py").read_text(encoding="utf-8"))
    seen: dict[str, collections.Counter] = {"ZH": collections.Counter(), "EN": collections.Counter()}
    for node in ast.walk(tree):
        target, literal = None, None
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            target, literal = node.target.id, node.value
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "update" \
                and isinstance(node.func.value, ast.Name) and node.args:
            target, literal = node.func.value.id, node.args[0]
        if target in seen and isinstance(literal, ast.Dict):
            seen[target].update(k.value for k in literal.keys if isinstance(k, ast.Constant))
    for table, counts in seen.items():
        assert counts, table
        assert not [k for k, n in counts.items() if n > 1], f"{table} defines keys twice"
        assert not [k for k in counts if k.startswith(("finding.", "level_desc.", "level_advice.", "diag."))]



# Library codes that are the chrome of another surface (the HTML report's headings, the agreement section, the CLI's
# table heads): a dashboard label may read the same there by coincidence. Every other library code is a word or text
# the library owns (levels, risks, statuses, run statuses, findings, diagnosis, reasons, errors). `frame.kind.` is
# the kind of answer a question asks for, only nested in a relevancy reason: the dashboard's span kinds (a wrong
# date, number …) are another concept that happens to share words with it.
OTHER_SURFACES = ("report.", "agreement.", "cli.", "frame.kind.")


def test_no_ui_key_repeats_a_word_the_library_catalogue_owns():
    """One source per word: a ui/i18n.py key whose Chinese and English are both those of a library code is a
    duplicate — render the library's message (earag.enums' .label, earag.diagnosis) instead of keeping a copy."""
    from earag.messages import CATALOGUE

    owned: dict[tuple[str, str], str] = {}
    for code, entry in CATALOGUE.items():
        if not code.startswith(OTHER_SURFACES) and re.search(r"\w", entry.zh + entry.en):   # not a lone dash
            owned.setdefault((entry.zh, entry.en), code)
    copies = {key: owned[(i18n.ZH[key], i18n.EN[key])] for key in i18n.ZH
              if key in i18n.EN and (i18n.ZH[key], i18n.EN[key]) in owned}
    assert not copies, f"ui/i18n.py keys holding a library word (ui key: library code): {copies}"
    # the words the dashboard shows for the enums come from the library catalogue
    assert i18n.status_label("error", "zh") == ProvenanceStatus.ERROR.label("zh") == "出错"
    assert i18n.status_label("offline", "en") == i18n.t("status.offline", "en")   # the dashboard's own state
    assert [i18n.run_status_label(s.value, "zh") for s in RunStatus] == [s.label("zh") for s in RunStatus]
    assert i18n.run_status_label("interrupted", "en") == "interrupted" and i18n.run_status_label("odd", "en") == "odd"
    assert i18n.level_label("fair", "en") == Level.FAIR.heading("en") == "Fair"


def test_ui_catalogue_keys_are_ids_never_the_words_shown():
    # levels and risks are looked up by their enum id (earag.enums), not by seed 002's Chinese words
    assert not [k for k in i18n.ZH if re.search(r"[\u3400-\u9fff]", k)]
    assert i18n.level_label("优秀", "en") == i18n.level_label("excellent", "en") == "Excellent"
    assert i18n.level_label("较差", "zh") == i18n.level_label("poor", "zh") == "较差"
    assert i18n.level_label("unknown", "en") == "unknown" and i18n.level_label(None) == "—"


def _ui_lookups() -> tuple[set[str], set[str], set[str]]:
    """What the dashboard's code looks up: string literals, and the constant heads and tails of keys built at run
    time (f"runs.col.{c}", "span.kind." + kind, f"{page}.title"); the catalogue's own keys do not count."""
    literals, heads, tails = set(), set(), set()
    for path in [*(ROOT / "ui").rglob("*.py"), *(ROOT / "pages").rglob("*.py"), ROOT / "app.py"]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        keys = {id(k) for d in ast.walk(tree) if isinstance(d, ast.Dict) for k in d.keys if k is not None} \
            if path.name == "i18n.py" else set()
        for node in ast.walk(tree):
            if id(node) in keys:
                continue
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                literals.add(node.value)
            elif isinstance(node, ast.JoinedStr) and node.values:
                first, last = node.values[0], node.values[-1]
                if isinstance(first, ast.Constant):
                    heads.add(first.value)
                elif isinstance(last, ast.Constant) and str(last.value).startswith("."):
                    tails.add(last.value)
            elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and isinstance(node.left, ast.Constant) \
                    and isinstance(node.left.value, str):
                heads.add(node.left.value)
    heads |= {s for s in literals if len(s) > 1 and s.endswith(".")}   # labeller("span.kind.") and the like
    return literals, {h for h in heads if h}, tails


def test_every_ui_catalogue_key_is_looked_up():
    literals, heads, tails = _ui_lookups()
    unused = [k for k in i18n.ZH if k not in literals and not k.startswith(tuple(heads)) and not k.endswith(tuple(tails))]
    assert not unused, f"keys of ui/i18n.py nothing looks up: {unused}"
    assert set(i18n.ZH) == set(i18n.EN)

def test_backend_errors_render_in_chinese_and_keep_their_english_text():
    exc = map_error(ConnectionResetError(104, "reset"), "Ollama at http://127.0.0.1:9")
    assert str(exc).startswith("Ollama at http://127.0.0.1:9 ")
    assert CJK.search(error_text(exc, "zh")) and error_text(exc, "en") == str(exc)
    refused = map_error(ConnectionRefusedError(111, "refused"), "Ollama at http://127.0.0.1:9")
    assert "无法连接" in error_text(refused, "zh") and not CJK.search(error_text(refused, "en"))


def test_embedder_notes_are_coded():
    settings = Settings()
    settings.backends.embeddings.provider = "ollama"
    settings.backends.llm.host = "http://127.0.0.1:9"   # nothing listens: the ping fails at once
    settings.backends.llm.timeout_seconds = 2
    _embedder, note, fell_back = build_embedder(settings)
    assert fell_back and isinstance(note, CodedText) and note.message.code == "embed.offline_fallback"
    assert note.endswith("; using the offline char-ngram embedder") and not CJK.search(note)  # stored as before
    en, zh = _both(note, None)
    assert en == note and "改用离线嵌入 char-ngram" in zh


def test_neo4j_unreachable_is_coded():
    nx = pytest.importorskip("neo4j.exceptions")
    from earag.backends.graph.neo4j import _translate

    exc = _translate(nx.ServiceUnavailable("Connection refused"), uri="bolt://127.0.0.1:9", database="neo4j",
                     user=None, action="query")
    assert str(exc) == ("Neo4j is unreachable at bolt://127.0.0.1:9: Connection refused. Check that the server is "
                        "running and that backends.graph.neo4j.uri (or NEO4J_URI) names its Bolt address.")
    assert error_text(exc, "zh").startswith("无法连接 Neo4j（bolt://127.0.0.1:9）")


def test_result_file_and_rag_endpoint_errors_are_coded(tmp_path):
    with pytest.raises(InputError) as empty:
        records_from_bytes(b"\n", "a.jsonl")
    assert str(empty.value) == "a.jsonl: no result records (one JSON object per line, as written by the batch page)"
    with pytest.raises(InputError) as other:
        records_from_bytes(b'{"question": "q"}\n', "b.jsonl")
    assert str(other.value) == "b.jsonl: no line has an earag_evaluation — is this a results file?"
    from earag.answerer import parse_rag_response

    with pytest.raises(EaragError) as rag:
        parse_rag_response({"sources": []})
    assert str(rag.value) == 'the RAG endpoint returned JSON without an "answer" key; keys present: sources'
    for exc in (empty.value, other.value, rag.value):
        assert CJK.search(error_text(exc, "zh")) and not CJK.search(error_text(exc, "en"))


def test_alias_tokenizer_estimate_deadline_and_cancel_texts_are_coded(tmp_path):
    bad = tmp_path / "aliases.tsv"
    bad.write_text("甲\tA\torg\n", encoding="utf-8")
    with pytest.raises(InputError) as caught:
        read_aliases(bad)
    assert str(caught.value) == ("alias table aliases.tsv line 1: expected 4 tab-separated columns "
                                 "(zh, en, type, source), got 3")
    _counter, note = load_counter(tmp_path / "none.json")
    assert note == f"tokenizer file {tmp_path / 'none.json'} not found; token counts are estimated"
    lines = estimate_lines(estimate_run([EvaluationSample("问？", "答。", ["答。"])], Settings(), latency=2.0))
    timeout = timeout_record(5.0)
    assert timeout["message"] == ("样本计算超时：超过 5 CPU 秒 (the sample used more than 5 CPU seconds and was stopped: "
                                  "evaluation.limits.sample_cpu_seconds); the other rows go on")
    cancelled = EvaluationCancelled(CodedText(Message("cancel.client_gone"))).to_dict()
    assert cancelled["message"] == "评估已取消 (the evaluation was cancelled: the client disconnected)"
    shown = [_both(caught.value.args[0], caught.value.message), _both(note, None),
             *(_both(line, None) for line in lines), _both(timeout["message"], timeout),
             _both(cancelled["message"], cancelled)]
    for en, zh in shown:
        assert not CJK.search(en), en
        assert CJK.search(zh), zh


def test_metric_reasons_keep_their_chinese_text_and_render_in_english():
    """English data, so that any Chinese in the English render would be the library's own words."""
    rel = [{"source": "small firms", "target": "tax office", "type": "reports_to", "description": "files returns"}]
    sample = EvaluationSample("What is the tax rate for small firms?", "The tax rate for small firms is 20%.",
                              ["Small firms pay a tax rate of 20%."], ground_truth="Small firms pay 20%.",
                              metadata={"cited_entities": ["small firms", "tax rate"],
                                        "retrieved_entities": ["small firms", "VAT"], "retrieval_latency": 0.25,
                                        "relationships": rel})
    stored = {
        RetrievalPrecision: "1/2 个引用实体在检索实体中；未检索到：tax rate",
        RetrievalUtilization: "回答使用了 1 个、部分使用 1 个，共 2 个检索实体",
        RetrievalLatency: "检索耗时 0.250 秒",
    }
    for metric in (*stored, AnswerComprehensiveness, GraphEntityCoverage, GraphCoverage, RelationshipUtilization):
        reason, en, zh = _metric_shown(metric().evaluate(sample))
        if metric in stored:   # the text as the library has always written it
            assert reason.startswith(stored[metric]), reason
        assert CJK.search(zh) and zh.split("；")[0] == reason.split("；")[0], (metric, zh)
        assert not CJK.search(en), (metric, en)


def test_recommendations_are_coded_and_read_back_by_one_reader():
    from earag.evaluator import Evaluator
    from earag.types import EvaluationResult
    from ui.components import diagnosis_text
    from ui.records import read_result

    result = Evaluator(Settings(), offline=True).evaluate(EvaluationSample(
        "小微企业的增值税征收率是多少？", "小微企业的增值税征收率是50%，由外交部规定，还可以免缴所得税。",
        ["小规模纳税人适用3%征收率，减按1%征收。"]))
    record = result.to_dict()
    assert record["recommendations"] and len(record["recommendation_messages"]) == len(record["recommendations"])
    again = EvaluationResult.from_dict(record).to_dict()
    assert again["recommendations"] == record["recommendations"]   # the stored texts, byte for byte
    assert again["recommendation_messages"] == record["recommendation_messages"]
    _head, recs_en = diagnosis_text(read_result(record), "en")
    _head, recs_zh = diagnosis_text(read_result(record), "zh")
    assert recs_zh == record["recommendations"]
    assert recs_en and not any(CJK.search(r) for r in recs_en), recs_en
    assert in_language(record, "en")["recommendations"] == recs_en   # the API's English answer, the same texts
    # a record of an earlier version: no codes beside the texts, shown as stored
    old = {k: v for k, v in record.items() if k not in ("recommendation_messages", "findings")}
    head_old, recs_old = diagnosis_text(read_result(old), "en")
    assert recs_old == record["recommendations"] and head_old.startswith(record["diagnosis"])


def test_a_sample_without_contexts_says_why_in_both_languages():
    from earag.evaluator import Evaluator
    from earag.types import EvaluationSample

    ev = Evaluator(Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram"}), offline=True)
    try:
        result = ev.evaluate(EvaluationSample("小规模纳税人的增值税征收率是多少？", "1%", []))
    finally:
        ev.close()
    for dim in ("faithfulness", "hallucination"):
        prov = result.dimensions[dim].provenance
        assert prov is not None and prov.status == "unavailable"
        assert prov.reason == "未提供上下文：没有可对照的检索内容，不作忠实度/幻觉判定"  # stored text unchanged
        assert [m.code for m in prov.reason_messages] == ["judge.no_contexts_unavailable"]
        english = i18n.say(prov.reason, "en", prov.reason_messages)
        assert english.startswith("no contexts given") and not re.search(r"[\u3400-\u9fff]", english)


def test_contexts_that_are_only_links_are_not_called_missing():
    """A sample whose contexts are only links was given contexts: the note and the unavailable reason say they hold
    no text, not that none were given (the sentence verdicts said so already)."""
    from earag.evaluator import Evaluator
    from earag.types import EvaluationSample

    ev = Evaluator(Settings().with_overrides(**{"backends.embeddings.provider": "char-ngram"}), offline=True)
    try:
        result = ev.evaluate(EvaluationSample("谁写了这本书？", "鲁迅。", ["https://example.org/book/123"]))
    finally:
        ev.close()
    assert [m["code"] for m in result.to_dict()["note_messages"]] == ["judge.links_only"]
    for dim in ("faithfulness", "hallucination"):
        prov = result.dimensions[dim].provenance
        assert prov is not None and prov.status == "unavailable"
        assert [m.code for m in prov.reason_messages] == ["judge.links_only_unavailable"]
        assert prov.reason.startswith("上下文只有链接")
        english = i18n.say(prov.reason, "en", prov.reason_messages)
        assert english.startswith("the contexts are only links") and not re.search(r"[\u3400-\u9fff]", english)
