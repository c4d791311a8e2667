"""The texts the library writes into a dimension's or a metric's details (completeness, the question frame,
relevancy's estimate, a two-layer metric's rule reason and LLM trigger) keep their stored text and gain their codes
beside it (`reason_messages`, `<key>_messages`); the dashboard and the API render them in the reader's language,
and a record written before the codes shows its text as stored."""
from __future__ import annotations

import copy
import re

import pytest

from earag.config import load_settings
from earag.errors import BackendTimeout
from earag.evaluator import Evaluator
from earag.messages import CATALOGUE, Message, in_language, render
from earag.metrics.dimensions.completeness import completeness
from earag.metrics.dimensions.question_frame import frame_fit
from earag.metrics.dimensions.results import _estimate
from earag.metrics.llm_fallback import TRIGGERS, Trigger, two_layer
from earag.types import EvaluationSample
from ui.charts.metrics import metric_entry, metric_table_html
from ui.charts.style import esc
from ui.components import detail_notes

CJK = re.compile(r"[\u3400-\u9fff]")
PREFIXES = ("completeness.", "frame.", "relevancy.estimate", "trigger.")
PARAMS = {"given": 2, "total": 3, "kinds": [Message("completeness.kind.tiers"), Message("completeness.kind.parts")],
          "backend": "char-ngram", "asked": Message("frame.kind.explain"), "high": 0.4, "low": 0.3,
          "what": Message("trigger.no_relationships")}
LIST_Q = "个人所得税专项附加扣除包括哪些项目？"
LIST_CTX = ["个人所得税专项附加扣除包括子女教育、继续教育、大病医疗、住房贷款利息、住房租金、赡养老人和3岁以下婴幼儿照护。"]
LIST_ANSWER = "包括子女教育和住房贷款利息。"


@pytest.mark.parametrize("code", sorted(c for c in CATALOGUE if c.startswith(PREFIXES)))
def test_each_detail_reason_renders_in_chinese_and_english(code):
    message = Message(code, PARAMS)
    zh, en = render(message, "zh"), render(message, "en")
    assert CJK.search(zh), zh
    assert en and not CJK.search(en), en


def test_a_completeness_reason_keeps_its_english_text_and_renders_in_chinese():
    found = completeness(LIST_Q, LIST_ANSWER, LIST_CTX)
    stored = found.to_dict()
    assert stored["reason"] == f"{len(found.given)} of {len(found.items)} enumerated items given"
    assert stored["reason_messages"] == [{"code": "completeness.items_given",
                                          "params": {"given": len(found.given), "total": len(found.items)}}]
    zh = in_language(stored, "zh")["reason"]
    assert zh == f"答案给出了列举的 {len(found.items)} 项中的 {len(found.given)} 项"
    assert in_language(stored, "en")["reason"] == stored["reason"]


def test_the_mechanisms_of_a_one_thing_question_are_named_in_the_readers_language():
    question, answer = "企业所得税税率是多少？", "税率为25%。"
    contexts = ["企业所得税的税率为25%；小型微利企业减按20%的税率征收；高新技术企业减按15%的税率征收。"]
    stored = completeness(question, answer, contexts).to_dict()
    params = stored["reason_messages"][0]["params"]
    assert stored["reason_messages"][0]["code"] == "completeness.parts_given" and params["kinds"]
    kinds = "+".join(render(k, "en") for k in params["kinds"])
    assert stored["reason"] == f"{params['given']} of {params['total']} {kinds} given"
    zh = in_language(stored, "zh")["reason"]
    assert CJK.search(zh) and not re.search(r"tiers|conditions|parts|slot", zh), zh


def test_the_question_frame_reason_names_the_asked_kind_in_the_readers_language():
    fit = frame_fit("个人所得税专项附加扣除的申报流程是怎样的？", "2")
    assert fit is not None and fit.reason == "short answer not of the asked kind (explain)"
    stored = fit.to_dict()
    assert in_language(stored, "zh")["reason"] == "不属于所问类型（解释）的简短回答"
    assert in_language(stored, "en")["reason"] == fit.reason


def test_relevancys_estimate_keeps_its_text_beside_its_code():
    details = _estimate("char-ngram")
    assert details["estimate"] == "fallback estimate (char-ngram); threshold calibrated for it"
    zh = in_language(details, "zh")["estimate"]
    assert zh == "回退嵌入的估计值（char-ngram）；阈值按其校准"


def test_a_two_layer_metric_keeps_seed_003s_trigger_words_and_its_rule_reason_codes():
    reason = Message("quality.em_jaccard", {"jaccard": 0.5})
    _, details = two_layer(0.2, "chunk_utilization", None, rule_reason=reason)
    assert details["trigger"] == "规则评分 <= 0.4 或无法获取文本块内容"   # as stored before the codes
    assert details["rule_reason"] == "与参考答案的分词Jaccard相似度 0.50"
    assert details["rule_reason_messages"] == [reason.to_dict()]
    en = in_language(details, "en")
    assert en["trigger"] == "rule score <= 0.4 or the chunks' text is not available"
    assert en["rule_reason"] == "token Jaccard similarity with the reference answer 0.50"
    assert TRIGGERS["f1"].describe() == "无论F1分数如何 (always)"
    assert in_language(two_layer(0.9, "f1", None)[1], "en")["trigger"] == "always, whatever the F1 score"
    # a caller's own words stay as given, without codes; the defaults keep their old text
    _, own = two_layer(0.9, Trigger.at_most(0.3, "my rule"), None)
    assert own["trigger"] == "my rule" and "trigger_messages" not in own
    assert Trigger.at_most(0.2).describe() == "rule <= 0.2" and Trigger.band(0.1, 0.2).describe() == "0.1 <= rule <= 0.2"


@pytest.fixture(scope="module")
def record():
    sample = EvaluationSample(LIST_Q, LIST_ANSWER, LIST_CTX, ground_truth="包括子女教育、继续教育等七项。",
                              metadata={"retrieved_entities": ["子女教育"], "cited_entities": ["子女教育"]})
    result = Evaluator(load_settings(), offline=True).evaluate(sample, metrics=["em", "retrieval_precision"])
    return result.to_dict()


def test_the_dashboard_shows_completeness_and_triggers_in_its_language(record):
    zh, en = detail_notes(record, "zh"), detail_notes(record, "en")
    assert zh and en and len(zh) == len(en)
    assert all(not CJK.search(line.replace("Entity coverage", "")) for line in en), en
    assert any("答案给出了列举的" in line for line in zh), zh
    entry_en = metric_entry("em", record["metrics"]["em"], "en")
    precision = record["metrics"]["retrieval_precision"]
    assert metric_entry("retrieval_precision", precision, "zh")["trigger"] == precision["details"]["trigger"]
    assert metric_entry("retrieval_precision", precision, "en")["trigger"] == "rule score <= 0.5"
    assert metric_entry("em", record["metrics"]["em"], "zh")["trigger"] == "不完全匹配且内容相似度一般：0.3 <= 规则评分 <= 0.7"
    assert entry_en["trigger"] and not CJK.search(entry_en["trigger"]), entry_en["trigger"]
    assert f'title="{esc("When the LLM is asked: " + entry_en["trigger"])}"' in metric_table_html([entry_en], "en")


def test_an_older_record_without_the_codes_shows_its_text_as_stored(record):
    old = copy.deepcopy(record)
    details = old["detailed_analysis"]["entity_coverage"]["completeness"]
    details.pop("reason_messages")
    for metric in old["metrics"].values():
        metric["details"].pop("trigger_messages", None)
    assert any(details["reason"] in line for line in detail_notes(old, "zh"))
    em = old["metrics"]["em"]["details"]
    assert metric_entry("em", old["metrics"]["em"], "en")["trigger"] == em["trigger"]
    assert in_language(old, "en")["metrics"]["em"]["details"]["trigger"] == em["trigger"]


def test_a_failed_llm_calls_error_keeps_its_code_beside_its_text():
    def timed_out():
        raise BackendTimeout(Message("llm.budget_spent"))

    _, details = two_layer(0.2, "graph_coverage", timed_out, rule_reason=Message("trigger.no_relationships"))
    assert details["llm_status"] == "timeout"
    assert details["llm_error"] == f"BackendTimeout: {render(Message('llm.budget_spent'), None)}"
    zh = in_language(details, "zh")["llm_error"]
    assert zh == f"BackendTimeout：{render(Message('llm.budget_spent'), 'zh')}" and CJK.search(zh)
    assert not CJK.search(in_language(details, "en")["llm_error"])


def test_completeness_is_shown_only_where_the_question_asks_for_several_things(record):
    assert record["detailed_analysis"]["entity_coverage"]["completeness"]["applies"]
    one = copy.deepcopy(record)
    one["detailed_analysis"]["entity_coverage"]["completeness"] = completeness("企业所得税的税率是多少？", "25%", []).to_dict()
    assert not one["detailed_analysis"]["entity_coverage"]["completeness"]["applies"]
    assert len(detail_notes(one, "en")) == len(detail_notes(record, "en")) - 1
