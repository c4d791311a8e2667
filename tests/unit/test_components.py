"""Views of one result on literal records: spans marked inside their sentence with a visible reason, the issues
list, provenance captions, finding codes in both languages, and records written before these fields existed."""
from __future__ import annotations

import re

from ui.components import diagnosis_text, issue_lines, issues_html, provenance_caption, ran_text, sentences_html
from ui.i18n import render_finding
from ui.records import actual_backends, backends_ran, level_id, read_result, status_counts
from ui.runs import backends_text

CJK = re.compile(r"[\u4e00-\u9fff]")
ANSWER = "该地区发生5.8级地震。<b>财政部</b>决定拨款3万元。"
S1, S2 = "该地区发生5.8级地震。", "<b>财政部</b>决定拨款3万元。"
RESULT = {
    "overall_score": 0.55, "quality_level": "较差", "quality_level_id": "poor", "quality_warning": True,
    "dimension_scores": {"entity_coverage": 0.5, "faithfulness": 0.4, "relevancy": 0.8, "sufficiency": 0.9,
                         "hallucination": 0.6},
    "diagnosis": "整体评分: 0.550 (较差) - 答案质量差，不建议使用，建议重新生成",
    "recommendations": ["建议重新生成"],
    "sentence_verdicts": [
        {"sentence": S1, "supported": 0, "score": 0.42, "reason": "数字与上下文不符", "start": 0, "end": len(S1),
         "judge": "offline",
         "unsupported_spans": [{"text": "5.8级", "start": 6, "end": 10, "kind": "number",
                                "reason": "上下文为 8.5级 <不同>"}]},
        {"sentence": S2, "supported": 0, "score": 0.3, "reason": "", "start": len(S1), "end": len(ANSWER),
         "judge": "offline",
         "unsupported_spans": [{"text": "<b>财政部</b>", "start": len(S1), "end": len(S1) + 13, "kind": "entity",
                                "reason": "上下文未提到财政部"}]},
    ],
    "entity_analysis": {"unsupported_entities": [{"name": "国家税务总局华侨专项办公室"}], "missing_entities": ["研发费用"]},
    "backends": {"llm": "offline", "faithfulness_judge": "offline:graded-spans", "embeddings": "char-ngram"},
    "backends_configured": {"llm": "ollama:qwen2.5:7b", "embeddings": "auto"},
    "provenance": {
        "faithfulness": {"backend": "offline:graded-spans", "status": "fallback",
                         "reason": "ollama unreachable: connection refused", "cache": None, "partial": None},
        "hallucination": {"backend": "ollama:qwen2.5:7b", "status": "cache", "reason": "",
                          "cache": {"backend": "ollama:qwen2.5:7b", "cached_at": "2026-11-22T10:00:00"}, "partial": None},
        "entity_coverage": {"backend": "ollama:qwen2.5:7b", "status": "partial", "reason": "",
                            "cache": None, "partial": {"judged": 3, "total": 5}},
    },
    "findings": [{"code": "invented_entities", "dimension": "faithfulness", "params": {"names": ["财政部", "华侨办"]}},
                 {"code": "low_relevancy", "dimension": "relevancy",
                  "params": {"score": 0.31, "threshold": 0.45, "estimate": True}},
                 {"code": "advice_hallucination", "dimension": None, "params": {"faithfulness": 0.4, "relevancy": 0.8}}],
}


def test_each_span_is_marked_inside_its_sentence_with_kind_and_reason_visible():
    html = sentences_html(read_result(RESULT).sentences, "zh", ANSWER)
    # the number is marked where the offsets say, inside the first sentence's element
    first = html[html.index('class="earag-sent earag-unsupported"'):html.index("earag-sent-meta")]
    assert re.search(r'<mark class="earag-span earag-span-number"[^>]*>5\.8级</mark>', first)
    assert first.index("该地区发生") < first.index("<mark") < first.index("地震")
    # reasons are text on the page, not only a title: kind and reason in a line per span, escaped
    assert '<div class="earag-span-reason"' in html
    assert "[数字]" in html and "上下文为 8.5级 &lt;不同&gt;" in html and "[名称]" in html
    assert "上下文未提到财政部" in html
    # graded score and verdict per sentence
    assert "支持度 0.42" in html and "✗ 缺少支持" in html
    # the answer is untrusted: its markup is shown, never rendered
    assert "<b>" not in html and "&lt;b&gt;财政部&lt;/b&gt;" in html


def test_spans_without_usable_offsets_are_found_by_text_or_listed_as_unlocated():
    verdicts = [{"sentence": "拨款3万元。", "supported": 0, "score": 0.5,
                 "unsupported_spans": [{"text": "3万元", "start": 90, "end": 93, "kind": "quantity", "reason": "r1"},
                                       {"text": "不存在", "start": 0, "end": 3, "kind": "entity", "reason": "r2"}]}]
    html = sentences_html(verdicts, "en")
    assert re.search(r"<mark class=\"earag-span earag-span-quantity\"[^>]*>3万元</mark>", html)
    assert "r1" in html and "r2" in html and "not marked" in html
    assert "support 0.50" in html


def test_issue_list_names_invented_entities_numbers_missing_entities_and_unsupported_sentences():
    lines = issue_lines(read_result(RESULT), "zh")
    assert any("编造的实体" in x and "国家税务总局华侨专项办公室" in x and "<b>财政部</b>" in x for x in lines)
    assert any("数字/日期" in x and "5.8级" in x for x in lines)
    assert any("研发费用" in x for x in lines)
    assert "缺少支持的句子：2/2" in lines
    assert "&lt;b&gt;" in issues_html(read_result(RESULT), "zh")


def test_no_contexts_is_said_plainly():
    view = read_result({"findings": [{"code": "no_contexts", "params": {}}], "sentence_verdicts": [
        {"sentence": "需要提交相关材料。", "supported": 0}]})
    lines = issue_lines(view, "zh")
    assert lines[0].startswith("未提供上下文") and not any("缺少支持的句子" in x for x in lines)
    assert read_result({"notes": ["未提供上下文"]}).no_contexts
    assert "earag-issues-none" in issues_html(read_result({}), "en")


def test_provenance_says_fallback_cache_and_partial():
    view = read_result(RESULT)
    assert provenance_caption(view.provenance["faithfulness"], "zh") == "offline:graded-spans · 回退"
    assert "缓存" in provenance_caption(view.provenance["hallucination"], "zh")
    assert "3/5" in provenance_caption(view.provenance["entity_coverage"], "en")
    ran = ran_text(view, "zh")
    assert "LLM 评审: 离线（配置 ollama:qwen2.5:7b）" in ran
    from ui.charts import backend_rows

    rows = {r["Dimension"]: r for r in backend_rows(RESULT, "en")}
    assert rows["Faithfulness"]["Backend"] == "offline:graded-spans" and rows["Faithfulness"]["Status"] == "fallback"
    assert "connection refused" in rows["Faithfulness"]["Reason"]
    assert "cached at 2026-11-22T10:00:00" in rows["Hallucination"]["Reason"]
    assert "3/5" in rows["Entity coverage"]["Reason"]


def test_old_records_claiming_an_llm_that_no_dimension_used_count_as_offline():
    old = {"backends": {"llm": "ollama:qwen2.5:7b", "embeddings": "char-ngram"},
           "detailed_analysis": {"faithfulness": {"backend": "offline:sentence-overlap", "status": "fallback",
                                                  "fallback_reason": "connection refused"}}}
    used = {"backends": {"llm": "ollama:qwen2.5:7b"},
            "detailed_analysis": {"faithfulness": {"backend": "ollama:qwen2.5:7b", "status": "ok"}}}
    assert actual_backends(old)["llm"] == "offline" and actual_backends(used)["llm"] == "ollama:qwen2.5:7b"
    assert read_result(old).provenance["faithfulness"].reason == "connection refused"
    records = [{"earag_evaluation": old}, {"earag_evaluation": old}, {"earag_evaluation": used}, {"error": {}}]
    assert backends_ran(records)["llm"] == {"offline": 2, "ollama:qwen2.5:7b": 1}
    assert status_counts(records)["faithfulness"] == {"fallback": 2, "ok": 1}
    caption = backends_text(records, "zh")
    assert caption.startswith("LLM 评审: 离线 (2), ollama:qwen2.5:7b (1)") and "回退次数：事实忠实度 2" in caption


def test_levels_are_ids_from_either_key():
    assert read_result(RESULT).level == "poor"
    assert read_result({"quality_level": "良好"}).level == "good"
    assert level_id("excellent") == "excellent" and level_id("?") is None


def test_findings_render_in_both_languages_names_joined_never_as_a_list():
    view = read_result(RESULT)
    head, recs = diagnosis_text(view, "en")
    assert head.startswith("Overall score: 0.550 (Poor)") and "财政部, 华侨办" in head
    assert "estimate from a fallback embedder" in head and "[" not in head
    assert recs == ["Hallucination: cite the context more, answer only from what was retrieved "
                    "(faithfulness 0.40, relevancy 0.80)"]
    head_zh, recs_zh = diagnosis_text(view, "zh")
    assert "财政部、华侨办" in head_zh and "较差" in head_zh and recs_zh[0].startswith("存在幻觉")
    # an old record without codes: its Chinese text, translated phrase by phrase for English
    old_head, old_recs = diagnosis_text(read_result({"diagnosis": RESULT["diagnosis"], "recommendations": ["建议重新生成"]}), "en")
    assert old_head.startswith("Overall score: 0.550 (poor)") and old_recs == ["regenerate the answer"]


def test_every_contract_code_has_an_english_text_without_leftover_chinese():
    params = {"names": ["X", "Y"], "texts": ["5.8级"], "count": 2, "total": 4, "score": 0.3, "threshold": 0.45,
              "estimate": True, "faithfulness": 0.9, "relevancy": 0.2, "scores": {"sufficiency": 0.4},
              "level_id": "fair", "backend": "char-ngram"}
    codes = ("missing_entities", "invented_entities", "unverified_entities", "invented_facts", "unsupported_content",
             "low_relevancy", "insufficient_context", "hallucination_detected", "high_risk", "no_contexts",
             "vague_answer", "advice_off_topic", "advice_hallucination", "advice_retrieval", "level_advice")
    for code in codes:
        en = render_finding({"code": code, "params": params}, "en")
        assert en != code and not CJK.search(en.replace("5.8级", "")), (code, en)
        zh = render_finding({"code": code, "params": params}, "zh")
        assert CJK.search(zh) and "[" not in zh, (code, zh)
        # without parameters a finding still reads as a sentence, never with an empty slot
        assert "{" not in render_finding({"code": code}, "en") and "()" not in render_finding({"code": code}, "en")
    assert render_finding({"code": "level_advice", "params": {"level_id": "fair"}}, "zh") == "需要改进"
    assert render_finding({"code": "made_up", "params": {"n": 1}}, "en") == "made_up (n=1)"
