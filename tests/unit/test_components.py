"""Views of one result on literal records: spans marked inside their sentence with a visible reason, the issues
list, provenance captions, finding codes in both languages, and records written before these fields existed."""
from __future__ import annotations

import re

from earag.diagnosis import render_finding
from ui.components import (
    diagnosis_text,
    duration_text,
    issue_lines,
    issues_html,
    provenance_caption,
    ran_text,
    sentences_html,
)
from ui.i18n import t
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
    assert lines[0].startswith("没有可核对的上下文（未提供，或只有链接）") and not any("缺少支持的句子" in x for x in lines)
    assert read_result({"notes": ["未提供上下文"]}).no_contexts
    assert "earag-issues-none" in issues_html(read_result({}), "en")


def test_provenance_says_fallback_cache_and_partial():
    view = read_result(RESULT)
    assert provenance_caption(view.provenance["faithfulness"], "zh") == "offline:graded-spans · 回退"
    assert "缓存" in provenance_caption(view.provenance["hallucination"], "zh")
    assert "3/5" in provenance_caption(view.provenance["entity_coverage"], "en")
    ran = ran_text(view, "zh")
    assert "LLM 评审: 离线（配置 ollama:qwen2.5:7b）" in ran
    from ui.charts.provenance import backend_rows

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
    assert head.startswith("Overall score: 0.550 (poor)") and "财政部, 华侨办" in head
    assert "estimate from a fallback embedder" in head and "[" not in head
    assert recs == ["Hallucination: cite the context more, answer only from what was retrieved "
                    "(faithfulness 0.40, relevancy 0.80)"]
    head_zh, recs_zh = diagnosis_text(view, "zh")
    assert "财政部、华侨办" in head_zh and "较差" in head_zh and recs_zh[0].startswith("存在幻觉")
    # an old record without codes: its text as stored (no phrase swapping), with a note in English that it is old
    old_head, old_recs = diagnosis_text(read_result({"diagnosis": RESULT["diagnosis"], "recommendations": ["建议重新生成"]}), "en")
    assert old_head == f"{RESULT['diagnosis']} {t('old.as_stored', 'en')}" and old_recs == ["建议重新生成"]


def test_every_contract_code_has_an_english_text_without_leftover_chinese():
    params = {"names": ["X", "Y"], "texts": ["5.8级"], "count": 2, "total": 4, "score": 0.3, "threshold": 0.45,
              "estimate": True, "faithfulness": 0.9, "relevancy": 0.2, "scores": {"sufficiency": 0.4},
              "level_id": "fair", "backend": "char-ngram"}
    codes = ("missing_entities", "invented_entities", "unverified_entities", "invented_facts", "unsupported_content",
             "low_relevancy", "insufficient_context", "hallucination_detected", "high_risk", "no_contexts",
             "vague_answer", "advice_off_topic", "advice_hallucination", "advice_retrieval", "level_advice")
    for code in codes:
        en = render_finding({"code": code, "params": params}, "en", full=True)
        assert en != code and not CJK.search(en.replace("5.8级", "")), (code, en)
        zh = render_finding({"code": code, "params": params}, "zh", full=True)
        assert CJK.search(zh) and "[" not in zh, (code, zh)
        # without parameters a finding still reads as a sentence, never with an empty slot
        assert "{" not in render_finding({"code": code}, "en", full=True) and "()" not in render_finding({"code": code}, "en", full=True)
    assert render_finding({"code": "level_advice", "params": {"level_id": "fair"}}, "zh", full=True) == "需要改进"
    assert render_finding({"code": "made_up", "params": {"n": 1}}, "en", full=True) == "made_up (n=1)"


# --- LLM/offline disagreements in the sentence view -----------------------------------------------------------

MERGED = {
    "sentence_verdicts": [
        {"sentence": S1, "supported": 1, "score": 0.9, "reason": "上下文支持", "start": 0, "end": len(S1), "judge": "llm",
         "unsupported_spans": []},
        {"sentence": S2, "supported": 0, "score": 0.1, "reason": "没有依据", "start": len(S1), "end": len(ANSWER),
         "judge": "llm", "unsupported_spans": []},
    ],
    "detailed_analysis": {"faithfulness": {"llm_merge": {
        "total": 2, "judged": 2, "partial": False, "filled": [], "not_sent": [], "dropped_spans": 2,
        "dropped": [{"index": 2, "text": "拨款", "kind": "amount", "why": "unknown kind"}],
        "disagreements": [{"index": 1, "llm": {"supported": 1, "score": 0.9},
                           "offline": {"supported": 0, "score": 0.2}}],
        "ignored": []}}},
}


def _blocks(html_text: str) -> list[str]:
    return re.findall(r'<div class="earag-sent-block".*?(?=<div class="earag-sent-block"|<div class="earag-dropped|$)',
                      html_text, flags=re.S)


def test_a_disagreement_is_marked_on_its_sentence_with_both_verdicts_in_both_languages():
    merge = MERGED["detailed_analysis"]["faithfulness"]["llm_merge"]
    zh = sentences_html(MERGED["sentence_verdicts"], "zh", ANSWER, merge)
    first, second = _blocks(zh)
    assert "earag-disagree-mark" in first and "earag-disagree-mark" not in second
    assert "LLM 与离线判定不一致：LLM 支持 0.90 / 离线 不支持 0.20" in first
    assert "不一致" not in second
    en = sentences_html(MERGED["sentence_verdicts"], "en", ANSWER, merge)
    assert "LLM and offline judges disagree: LLM supported 0.90 / offline unsupported 0.20" in _blocks(en)[0]
    assert "不一致" not in en and "离线" not in en  # the catalog's words; the record's reasons stay as written


def test_dropped_llm_spans_are_counted_and_a_clean_merge_adds_nothing():
    merge = MERGED["detailed_analysis"]["faithfulness"]["llm_merge"]
    zh = sentences_html(MERGED["sentence_verdicts"], "zh", ANSWER, merge)
    assert re.search(r'class="earag-dropped-spans"[^>]*>LLM 标出的 2 个片段', zh)
    assert "2 span(s) the LLM marked" in sentences_html(MERGED["sentence_verdicts"], "en", ANSWER, merge)
    clean = {**merge, "dropped_spans": 0, "dropped": [], "disagreements": []}
    for m in (clean, None, {}):
        out = sentences_html(MERGED["sentence_verdicts"], "zh", ANSWER, m)
        assert "earag-disagree" not in out and "earag-dropped-spans" not in out


def test_merge_notes_reads_indices_and_tolerates_bad_entries():
    from ui.components import merge_notes

    by_index, dropped = merge_notes({"disagreements": [{"index": "2", "llm": {}, "offline": {}}, {"llm": {}}, "x"],
                                     "dropped_spans": "3"})
    assert list(by_index) == [2] and dropped == 3
    assert merge_notes(None) == ({}, 0)


# --- the relevancy threshold of the backend that produced the number --------------------------------------

def _settings():
    from earag.config import build_settings

    return build_settings()


def test_relevancy_threshold_is_the_records_own_then_its_embedders_then_the_seeds():
    from ui.records import relevancy_threshold, thresholds_for

    settings = _settings()
    seed = settings.thresholds["relevancy"]
    calibrated = dict(settings.evaluation.calibration.relevancy_thresholds)
    own = {"detailed_analysis": {"relevancy": {"score": 0.3, "threshold": 0.12, "embedding_backend": "char-ngram"}}}
    assert relevancy_threshold(own, settings, seed) == 0.12
    old = {"detailed_analysis": {"relevancy": {"score": 0.3, "backend": "char-ngram"}}}
    assert relevancy_threshold(old, settings, seed) == calibrated["char-ngram"]
    by_backends = {"backends": {"embeddings": "sentence-transformers:all-MiniLM-L6-v2"}}
    assert relevancy_threshold(by_backends, settings, seed) == calibrated["MiniLM"]
    assert relevancy_threshold({"backends": {"embeddings": "BAAI/bge-m3"}}, settings, seed) == seed
    assert relevancy_threshold({}, settings, seed) == seed and relevancy_threshold(None, None, 0.5) == 0.5
    merged = thresholds_for(own, settings.thresholds, settings)
    assert merged["relevancy"] == 0.12 and merged["faithfulness"] == settings.thresholds["faithfulness"]
    assert settings.thresholds["relevancy"] == seed  # the configured thresholds are not changed


def test_below_mask_compares_relevancy_row_by_row():
    from earag.analysis.frames import records_to_frame
    from ui.records import row_relevancy_thresholds
    from ui.runs import below_mask

    def rec(i, rel, threshold, emb="char-ngram"):
        return {"id": f"r{i}", "question": "q", "answer": "a", "earag_evaluation": {
            "overall_score": 0.8, "quality_level": "良好",
            "dimension_scores": {"entity_coverage": 0.9, "faithfulness": 0.9, "relevancy": rel, "sufficiency": 0.9,
                                 "hallucination": 0.1},
            "backends": {"embeddings": emb},
            "detailed_analysis": {"relevancy": {"score": rel, **({"threshold": threshold} if threshold else {})}}}}

    records = [rec(1, 0.3, 0.1), rec(2, 0.05, 0.1), rec(3, 0.6, 0.63, "MiniLM"), rec(4, 0.65, None, "MiniLM"),
               rec(5, 0.65, None, "bge-m3")]
    df = records_to_frame(records)
    settings = _settings()
    rel = row_relevancy_thresholds(records, settings, settings.thresholds["relevancy"])
    assert rel == [0.1, 0.1, 0.63, 0.63, settings.thresholds["relevancy"]]
    mask = below_mask(df, ["relevancy"], settings.thresholds, rel)
    assert list(df["id"][mask.to_numpy()]) == ["r2", "r3", "r5"]
    # the seed's threshold alone would flag every row
    assert below_mask(df, ["relevancy"], settings.thresholds).all()
    assert list(below_mask(df, ["relevancy", "hallucination"], settings.thresholds, rel)) == list(mask)
    assert below_mask(df, [], settings.thresholds, rel).all()


# --- compare summary in the UI language, stale inputs --------------------------------------------------------

def test_compare_summary_text_in_both_languages_with_a_dash_for_a_missing_p():
    from types import SimpleNamespace

    from ui.runs import p_text, summary_text

    m = SimpleNamespace(mean_diff=0.0, ci_diff=(0.0, 0.0), p_value=None, better=0, worse=0, same=5)
    result = SimpleNamespace(confidence=0.95, metrics={"overall": m, "relevancy": SimpleNamespace(mean_diff=None)})
    zh = summary_text(result, "overall", "zh")
    assert zh == "整体评分：B−A +0.000（95% 置信区间 +0.000 … +0.000），Wilcoxon p=—；B 更好 0，更差 0，不变 5"
    en = summary_text(result, "overall", "en")
    assert en == "Overall score: B−A +0.000 (95% CI +0.000 … +0.000), Wilcoxon p=—; B better 0, worse 0, same 5"
    assert summary_text(result, "relevancy", "zh") == "答案相关性：没有配对的题"
    assert p_text(None) == "—" and p_text(float("nan")) == "—" and p_text(0.01234) == "0.0123"


def test_inputs_changed_ignores_empty_versus_missing_fields():
    from ui.dashboard import inputs_changed

    evaluated = {"question": "q", "answer": "a", "contexts": ["c"], "graph_entities": None}
    assert not inputs_changed(evaluated, {**evaluated, "graph_entities": [], "ground_truth": None})
    assert inputs_changed(evaluated, {**evaluated, "answer": "b"})
    assert inputs_changed(evaluated, {**evaluated, "contexts": ["c", "d"]})


def test_sentences_without_contexts_are_shown_as_not_judged_not_as_unsupported():
    from ui.components import sentences_html

    html_zh = sentences_html([{"sentence": "注册资本最低100万元。", "supported": 0, "score": None, "reason": "未提供上下文",
                               "judge": "none", "unsupported_spans": []}], "zh")
    assert "未判定" in html_zh and "earag-unjudged" in html_zh and "缺少支持" not in html_zh
    assert "not judged" in sentences_html([{"sentence": "x。", "supported": 0, "judge": "none"}], "en")


def test_a_processing_time_under_a_second_reads_in_milliseconds():
    assert duration_text(0.0042) == "4 ms" and duration_text(0.0) == "0 ms"
    assert duration_text(1.736) == "1.74 s"
    assert duration_text(None) == "—" and duration_text(float("nan")) == "—"


def test_an_old_records_retired_finding_reads_as_retired_on_the_dashboard():
    # unverified_entities is no longer given: an older record's is shown as a retired check, not as 包含未验证实体
    old = dict(RESULT, findings=[{"code": "unverified_entities", "dimension": "faithfulness",
                                  "params": {"names": ["某某管理局"]}}])
    head_zh, _ = diagnosis_text(read_result(old), "zh")
    head_en, _ = diagnosis_text(read_result(old), "en")
    assert "本版本已停用" in head_zh and "某某管理局" in head_zh and "包含未验证实体" not in head_zh
    assert "retired in this version" in head_en and "某某管理局" in head_en


def test_a_formula_sentence_is_shown_as_not_counted_and_is_no_unsupported_sentence_issue():
    from earag.report import answer_html, result_issues

    record = {"sentence_verdicts": [
        {"sentence": "献全血的间隔时间不少于6个月。", "supported": 1, "score": 1.0, "judge": "offline"},
        {"sentence": "具体请以当地血站的规定为准。", "supported": 0, "score": 0.02, "judge": "offline",
         "reason": "上下文中找不到对应内容；只是套话",
         "reason_messages": [{"code": "judge.no_claim", "params": {}}],
         "unsupported_spans": [{"text": "具体请以当地血站的规定为准", "start": 15, "end": 28,
                                "kind": "unsupported-addition", "reason": "上下文中找不到对应内容"}]}]}
    answer = "献全血的间隔时间不少于6个月。具体请以当地血站的规定为准。"
    html = sentences_html(read_result(record).sentences, "en", answer=answer)
    assert "not counted (a formula, nothing to check)" in html and "✗" not in html
    assert not any("unsupported" in x.lower() for x in issue_lines(read_result(record), "en"))
    assert not any(i["code"] in ("unsupported_sentences", "other_spans") for i in result_issues(record, answer))
    assert not any("具体请以当地血站" in x for x in issue_lines(read_result(record), "zh"))   # nor its span
    report = answer_html(answer, record, "zh")
    assert "不计入（套话，无可核对内容）" in report and "✗" not in report
    # the same sentence without the note is an unsupported sentence, in both views
    plain = {"sentence_verdicts": [record["sentence_verdicts"][0], {**record["sentence_verdicts"][1],
                                                                    "reason_messages": []}]}
    assert "缺少支持的句子：1/2" in issue_lines(read_result(plain), "zh")
    assert any(i["code"] == "unsupported_sentences" for i in result_issues(plain, answer))
    assert any("具体请以当地血站" in x for x in issue_lines(read_result(plain), "zh"))
