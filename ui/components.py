"""Views of one evaluation: scores with their backends, the answer with its unsupported spans, issues, diagnosis.

Also the extra-metric views and the metric picker.

The *_html / *_lines / *_text functions are pure (tested on literal records); render_* draw with Streamlit.
"""
from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

import pandas as pd
import streamlit as st

from earag.diagnosis import not_invented, overall_diagnosis, render_finding, sentence_counted, span_issue_of
from earag.enums import ProvenanceStatus
from earag.profiles import PROFILES, SEED_WEIGHTS, Profile, load_profile_file
from earag.report import render_run_report, render_single_report, report_filename
from earag.scoring import DEFAULT_CUTOFFS
from earag.types import DIMENSIONS, read_dimension
from ui import charts
from ui import dashboard as dash
from ui.backend_notice import badge_status
from ui.charts.style import esc
from ui.i18n import (
    ZH,
    as_stored,
    dim_label,
    level_description,
    metric_group_label,
    metric_label,
    say,
    status_label,
    t,
)
from ui.records import (
    Provenance,
    ResultView,
    Sentence,
    Span,
    coded_detail,
    read_result,
    read_sentence,
    sentence_offsets,
    thresholds_for,
)
from ui.state import designed_offline, evaluator, lang, llm_reachable, settings, tr

GREEN, RED, GREY = charts.GREEN, charts.RED, charts.GREY
SPAN_COLOURS = {"number": "#fecaca", "date": "#fed7aa", "quantity": "#fde68a", "entity": "#e9d5ff",
                "name": "#e9d5ff", "negation": "#bfdbfe", "direction": "#bfdbfe", "unsupported-addition": "#fecdd3"}
ADVICE_CODES = ("advice_off_topic", "advice_hallucination", "advice_retrieval", "advice_entities",
                "advice_remove_unsupported", "advice_fix_binding", "level_advice")


def fmt(value: Any, digits: int = 3) -> str:
    try:
        number = float(value)
    except (TypeError, ValueError):
        return "—"
    return "—" if number != number else charts.number_text(number, digits)  # NaN (an error row's score) reads "—"


def duration_text(seconds: Any) -> str:
    """A processing time as people read it: milliseconds under a second (a warm offline judge takes a few: "0.00 s"
    read as nothing measured), else seconds with two decimals; "—" when unknown."""
    try:
        value = float(seconds)
    except (TypeError, ValueError):
        return "—"
    if value != value:
        return "—"
    return f"{value * 1000:.0f} ms" if value < 1 else f"{fmt(value, 2)} s"


def backend_text(name: str | None, lang: str = "zh") -> str:
    """A backend name for display; 'offline' in the reader's language."""
    if not name:
        return t("bk.none", lang)
    return t("bk.offline", lang) if name == "offline" else str(name)


def kind_label(kind: str, lang: str = "zh") -> str:
    return t(f"span.kind.{kind}", lang) if f"span.kind.{kind}" in ZH else kind


# --- provenance -------------------------------------------------------------------------------------------

def provenance_caption(p: Provenance, lang: str = "zh", status_id: str | None = None) -> str:
    """'offline:span-judge · 回退', with the judged share when partial and the origin when cached; `status_id`
    replaces the record's status word (e.g. "offline" for the designed offline default, see ui.backend_notice)."""
    if (status_id or p.status) in ("offline", ProvenanceStatus.OK):  # the backend plainly; the icon says the rest
        return backend_text(p.backend, lang)
    status = status_label(status_id or p.status, lang)
    if p.judged is not None and p.total is not None:
        status += f" {p.judged}/{p.total}"
    if p.cache_backend:  # a stored answer: say so even when the status is partial, and whose answer it was
        status += ("" if p.status == ProvenanceStatus.CACHE else f" · {ProvenanceStatus.CACHE.label(lang)}") + f" ← {p.cache_backend}"
    return t("res.dim_caption", lang, backend=backend_text(p.backend, lang), status=status)


def profile_caption(result: dict[str, Any], lang: str = "zh") -> str:
    """Which scoring profile (weights and level cut-offs) made this overall score; older records say seed."""
    name = str(result.get("scoring_profile") or "seed")
    profile = load_profile_file(name) if name in PROFILES and name != "seed" else \
        Profile(name, SEED_WEIGHTS, DEFAULT_CUTOFFS)
    label = t(f"profile.{name}", lang) if name in (*PROFILES, "custom") else name
    a, b, c = (f"{v:.2f}" for v in profile.cutoffs)
    return t("res.profile", lang, profile=label, a=a, b=b, c=c)


def ran_text(view: ResultView, lang: str = "zh") -> str:
    """What actually produced this result, kind by kind, with the configured backend where it differs."""
    parts = []
    for kind in ("llm", "faithfulness_judge", "entities", "embeddings", "graph"):
        if kind not in view.backends:
            continue
        text = f"{t('backend.' + kind, lang)}: {backend_text(view.backends[kind], lang)}"
        configured = (view.backends_configured or {}).get(kind)
        if configured and configured != view.backends[kind]:
            text += f"（{t('status.configured', lang)} {backend_text(configured, lang)}）" if lang == "zh" else \
                f" ({t('status.configured', lang).lower()} {backend_text(configured, lang)})"
        parts.append(text)
    return f"{t('prov.ran', lang)} · " + " · ".join(parts) if parts else ""


def thresholds_text(thresholds: Mapping[str, Any], relevancy_backend: str | None, lang: str = "zh") -> str:
    """'阈值 · 实体覆盖率 ≥ 0.80 · … · 答案相关性 ≥ 0.10 (char-ngram) · 幻觉率 ≤ 0.20': the thresholds this result
    is judged by (relevancy the one of the embedder that produced it: earag.thresholds), as the radar draws them."""
    parts = []
    for dim in DIMENSIONS:
        value = thresholds.get(dim)
        if value is None:
            continue
        sign = "≤" if dim == "hallucination" else "≥"
        text = f"{dim_label(dim, lang)} {sign} {fmt(value, 2)}"
        if dim == "relevancy" and relevancy_backend and relevancy_backend != "?":
            text += f" ({relevancy_backend})"
        parts.append(text)
    return f"{t('res.thresholds', lang)} · " + " · ".join(parts)


# --- the answer with its spans ----------------------------------------------------------------------------

def _place(text: str, offset: int | None, spans: Sequence[Span]) -> tuple[list[tuple[int, int, Span]], list[Span]]:
    """Spans as (start, end) inside `text`: from their answer offsets when the sentence is located and the text
    matches there, else by searching the span's text in the sentence. Returns placed and unplaced spans."""
    placed, unplaced = [], []
    for sp in spans:
        a = b = None
        if offset is not None and 0 <= sp.start - offset and sp.end - offset <= len(text) \
                and text[sp.start - offset:sp.end - offset] == sp.text:
            a, b = sp.start - offset, sp.end - offset
        elif sp.text and sp.text in text:
            a = text.index(sp.text)
            b = a + len(sp.text)
        if a is None:
            unplaced.append(sp)
        else:
            placed.append((a, b, sp))
    return sorted(placed, key=lambda x: (x[0], -x[1])), unplaced


def _mark(text: str, colour: str, kind: str, reason: str) -> str:
    return (f'<mark class="earag-span earag-span-{esc(kind)}" title="{esc(reason)}" style="background:{colour};'
            f'border-bottom:2px solid {RED};padding:0 1px;border-radius:2px">{esc(text)}</mark>')


def marked_html(text: str, placed: Sequence[tuple[int, int, Span]]) -> str:
    """The sentence escaped, each placed span wrapped in a <mark>; a span inside an earlier one is not nested."""
    out, pos = [], 0
    for a, b, sp in placed:
        if a < pos:
            continue
        out.append(esc(text[pos:a]))
        out.append(_mark(text[a:b], SPAN_COLOURS.get(sp.kind, "#fecdd3"), sp.kind, sp.reason))
        pos = b
    out.append(esc(text[pos:]))
    return "".join(out)


def merge_notes(merge: Mapping[str, Any] | None) -> tuple[dict[int, Mapping[str, Any]], int]:
    """From detailed_analysis.faithfulness.llm_merge: the LLM/offline disagreements by 1-based sentence index, and
    how many LLM spans were dropped. Empty for records without an LLM judge."""
    if not isinstance(merge, Mapping):
        return {}, 0
    by_index = {}
    for d in merge.get("disagreements") or []:
        if isinstance(d, Mapping) and d.get("index") is not None:
            try:
                by_index[int(d["index"])] = d
            except (TypeError, ValueError):
                continue
    try:
        dropped = int(merge.get("dropped_spans") or 0)
    except (TypeError, ValueError):
        dropped = 0
    return by_index, dropped


def _verdict_text(side: Any, lang: str) -> str:
    side = side if isinstance(side, Mapping) else {}
    word = t("sent.v_yes" if side.get("supported") else "sent.v_no", lang)
    score = side.get("score")
    return f"{word} {fmt(score, 2)}" if score is not None else word


def disagreement_text(d: Mapping[str, Any], lang: str = "zh") -> str:
    """'LLM 与离线判定不一致：LLM 支持 0.90 / 离线 不支持 0.20'."""
    return t("sent.disagree", lang, llm=_verdict_text(d.get("llm"), lang), offline=_verdict_text(d.get("offline"), lang))


def sentences_html(sentences: Sequence[Sentence | Mapping[str, Any]], lang: str = "zh", answer: str | None = None,
                   merge: Mapping[str, Any] | None = None, anchor: str | None = None) -> str:
    """Every answer sentence with its verdict, graded score and judge; each unsupported span highlighted inside its
    sentence, and under the sentence one visible line per span with its kind and reason. Where the LLM judge and
    the offline judge disagree (`merge` = detailed_analysis.faithfulness.llm_merge) the sentence carries a marker
    and both verdicts; LLM spans dropped by the merge are counted at the end. All text is escaped."""
    sentences = [s if isinstance(s, Sentence) else read_sentence(s) for s in sentences]
    offsets = sentence_offsets(answer, sentences) if answer else [None] * len(sentences)
    disagreements, dropped = merge_notes(merge)
    blocks = []
    for number, (s, where) in enumerate(zip(sentences, offsets), 1):
        ok = s.supported
        judged = s.judge != "none"  # no contexts: nothing to judge against, the sentence is not judged at all
        counted = sentence_counted(m.code for m in s.messages)   # a formula ("具体以…为准") is shown, not counted
        verdict = ("sent.supported" if ok else "sent.unsupported" if counted else "sent.not_counted") \
            if judged else "sent.unjudged"
        css = ("earag-supported" if ok else "earag-unsupported" if counted else "earag-unjudged") \
            if judged else "earag-unjudged"
        bg, line = (("#f0fdf4", GREEN) if ok else ("#fef2f2", RED) if counted else ("#f8fafc", GREY)) \
            if judged else ("#f8fafc", GREY)
        text = answer[where[0]:where[1]] if where else s.text
        placed, unplaced = _place(text, where[0] if where else None, s.spans)
        reason = say(s.reason, lang, list(s.messages))
        title = f"{t(verdict, lang)}: {reason}"
        meta = [(("✓ " if ok else "✗ " if counted else "– ") if judged else "– ") + t(verdict, lang)]
        if s.score is not None:
            meta.append(t("sent.score", lang, score=f"{s.score:.2f}"))
        if s.judge:
            meta.append(t("sent.judge", lang, judge=s.judge))
        conflict = disagreements.get(number)
        marker = (f'<span class="earag-disagree-mark" title="{esc(t("sent.disagree_mark", lang))}" '
                  f'style="color:#b45309;font-weight:700;margin-right:4px">⚠</span>') if conflict else ""
        lines = [f'<div class="earag-sent-meta" style="font-size:0.78rem;color:#475569">{esc(" · ".join(meta))}'
                 + (f" — {esc(reason)}" if reason else "") + "</div>"]
        if conflict:
            lines.append(f'<div class="earag-disagree" style="font-size:0.8rem;color:#b45309;margin-left:10px">'
                         f'⚠ {esc(disagreement_text(conflict, lang))}</div>')
        for _, _, sp in placed:
            lines.append(_reason_line(sp, lang))
        for sp in unplaced:
            lines.append(_reason_line(sp, lang, t("sent.unlocated", lang)))
        ident = f' id="{esc(anchor)}-s{number}"' if anchor else ""
        blocks.append(f'<div class="earag-sent-block"{ident} style="margin:4px 0;padding:3px 8px;border-left:4px solid {line};'
                      f'background:{bg};scroll-margin-top:4rem">{marker}<span style="color:#64748b;font-size:0.75rem;'
                      f'margin-right:4px">#{number}</span><span class="earag-sent {css}" title="{esc(title)}" '
                      f'style="line-height:1.9">{marked_html(text, placed)}</span>{"".join(lines)}</div>')
    if not blocks:
        blocks.append(f'<span style="color:{GREY}">{esc(t("sent.none", lang))}</span>')
    if dropped > 0:
        blocks.append(f'<div class="earag-dropped-spans" style="font-size:0.8rem;color:#b45309;margin-top:4px">'
                      f'{esc(t("sent.dropped_spans", lang, n=dropped))}</div>')
    return f'<div class="earag-answer" style="font-size:1rem">{"".join(blocks)}</div>'


def span_kind_text(sp: Span, lang: str) -> str:
    """A span's kind as shown, and, for a name or value the contexts bind to another subject or role, that it is one
    (earag.diagnosis.span_issue: the class the findings and the issue lists give it)."""
    kind = kind_label(sp.kind, lang)
    if span_issue_of(sp) == "wrong_binding":
        return f"{kind} · {t('span.bound_elsewhere', lang)}"
    return kind


def _reason_line(sp: Span, lang: str, note: str = "") -> str:
    colour = SPAN_COLOURS.get(sp.kind, "#fecdd3")
    return (f'<div class="earag-span-reason" style="font-size:0.82rem;color:#7f1d1d;margin-left:10px">'
            f'<span class="earag-span-kind" style="font-weight:600">[{esc(span_kind_text(sp, lang))}]</span> '
            f'<mark style="background:{colour}">{esc(sp.text)}</mark>'
            f'{" — " + esc(say(sp.reason, lang, sp.reason_messages)) if sp.reason else ""}{" " + esc(note) if note else ""}</div>')


# --- issues and diagnosis ---------------------------------------------------------------------------------

def _sentences_with(view: ResultView, texts: Sequence[str]) -> list[int]:
    """1-based numbers of the answer sentences that contain any of `texts`."""
    return [n for n, sent in enumerate(view.sentences, 1) if any(x and x in sent.text for x in texts)]


def issue_items(view: ResultView, lang: str = "zh") -> list[dict[str, Any]]:
    """What is wrong, each with where: [{"code", "text", "sentences": [1-based numbers], "target"}] — no contexts,
    invented entities, numbers and dates that differ, other unsupported text, unanswered question entities,
    unsupported sentences. `target` ("answer" | "entities" | "contexts") is where to link without a sentence."""
    join = "、" if lang == "zh" else ", "
    items: list[dict[str, Any]] = []

    def add(code: str, text: str, sentences: Sequence[int] = (), target: str = "answer") -> None:
        items.append({"code": code, "text": text, "sentences": list(dict.fromkeys(sentences)), "target": target})

    # a sentence not counted in faithfulness (a formula: "具体以…为准") lists no issue of its own
    span_at = [(n, sp) for n, sent in enumerate(view.sentences, 1) if sentence_counted(m.code for m in sent.messages)
               for sp in sent.spans]
    if view.no_contexts:
        add("no_contexts", t("issues.no_contexts", lang), target="contexts")
    elif any(f.code == "insufficient_context" for f in view.findings):
        add("insufficient_context", t("issues.insufficient_context", lang, score=fmt(view.scores.get("sufficiency"), 2)),
            target="contexts")
    # each span in the class the findings and the HTML report give it (earag.diagnosis.span_issue): a name or value
    # the contexts hold for another subject or role is a wrong binding, not an invented name
    issue_of = {id(sp): span_issue_of(sp) for _, sp in span_at}
    invented = list(dict.fromkeys([*view.invented_entities,
                                   *(sp.text for _, sp in span_at if issue_of[id(sp)] == "invented_entities")]))
    outside = not_invented(view.findings)   # the graph holds them or was not asked: not called invented
    for code, names in (("invented_entities", [n for n in invented if n not in outside]),
                        ("names_not_in_contexts", [n for n in invented if n in outside])):
        if names:
            add(code, t(f"issues.{code}", lang, names=join.join(names)), _sentences_with(view, names), "entities")
    for code in ("invented_values", "wrong_binding", "other_spans"):
        chosen = [(n, sp) for n, sp in span_at if issue_of[id(sp)] == code]
        if chosen:
            add(code, t(f"issues.{code}", lang, texts=join.join(dict.fromkeys(sp.text for _, sp in chosen))),
                [n for n, _ in chosen])
    if view.missing_entities:
        add("missing_entities", t("issues.missing_entities", lang, names=join.join(view.missing_entities)),
            target="entities")
    bad = [n for n, sent in enumerate(view.sentences, 1) if not sent.supported and sent.judge != "none"
           and sentence_counted(m.code for m in sent.messages)]
    if bad and not view.no_contexts:
        add("unsupported_sentences", t("issues.unsupported_sentences", lang, n=len(bad), total=len(view.sentences)), bad)
    return items


def issue_lines(view: ResultView, lang: str = "zh") -> list[str]:
    """The compact list of what is wrong as text (see issue_items). Empty when nothing was found."""
    return [item["text"] for item in issue_items(view, lang)]


def issues_html(view: ResultView, lang: str = "zh", anchor: str | None = None) -> str:
    """The issue list; with `anchor` each item links to its first sentence in the answer (id "{anchor}-s{n}", see
    sentences_html) with a #n link per sentence, or to the entity / contexts section ("{anchor}-entities",
    "{anchor}-contexts")."""
    items = issue_items(view, lang)
    if not items:
        return f'<div class="earag-issues earag-issues-none" style="color:{GREEN}">{esc(t("issues.none", lang))}</div>'
    out = []
    for item in items:
        text = esc(item["text"])
        if anchor:
            first = f"{anchor}-s{item['sentences'][0]}" if item["sentences"] else f"{anchor}-{item['target']}"
            text = f'<a class="earag-issue-link" href="#{esc(first)}" style="color:inherit">{text}</a>'
            text += "".join(f' <a class="earag-jump" href="#{esc(anchor)}-s{n}" style="font-size:0.8rem;color:#b91c1c">'
                            f'#{n}</a>' for n in item["sentences"][:10])
        out.append(f'<li class="earag-issue earag-issue-{esc(item["code"])}" style="margin:1px 0">{text}</li>')
    return f'<ul class="earag-issues" style="margin:0 0 0 1.1rem;padding:0;color:#7f1d1d">{"".join(out)}</ul>'


def sentence_table_html(sentences: Sequence[Sentence], lang: str = "zh") -> str:
    """逐句判定理由 as a table that wraps its text: fixed column shares, so 支持/理由/证据 stay on screen."""
    if not sentences:
        return f'<span style="color:{GREY}">{esc(t("sent.none", lang))}</span>'
    widths = (("col.sentence", "25%"), ("col.supported", "9%"), ("col.score_graded", "8%"), ("col.reason", "21%"),
              ("col.spans", "15%"), ("col.evidence", "22%"))
    cell = "border:1px solid #e2e8f0;padding:4px 6px;vertical-align:top;overflow-wrap:anywhere;word-break:break-word"
    head_cell = "border:1px solid #e2e8f0;padding:4px 6px;vertical-align:bottom;overflow-wrap:normal;word-break:normal"
    head = "".join(f'<th style="{head_cell};width:{w};background:#f1f5f9;text-align:left">{esc(t(k, lang))}</th>'
                   for k, w in widths)
    rows = []
    for n, s in enumerate(sentences, 1):
        judged = s.judge != "none" and (s.supported or sentence_counted(m.code for m in s.messages))
        mark = ("✓" if s.supported else "✗") if judged else "–"
        spans = ("；" if lang == "zh" else "; ").join(f"{span_kind_text(sp, lang)}: {sp.text}" for sp in s.spans)
        rows.append("<tr>" + "".join(f'<td style="{cell}">{esc(v)}</td>' for v in (
            f"#{n} {s.text}", mark, fmt(s.score, 2) if s.score is not None else "—", say(s.reason, lang, list(s.messages)) or "—", spans or "—",
            s.evidence or "—")) + "</tr>")
    return (f'<table class="earag-reasons" style="table-layout:fixed;width:100%;border-collapse:collapse;'
            f'font-size:0.82rem"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>')


def diagnosis_text(view: ResultView, lang: str = "zh") -> tuple[str, list[str]]:
    """The diagnosis line and the recommendations in `lang`: from finding codes when the record has them, else the
    record's strings as stored (older records only; ui.i18n.as_stored notes that in English)."""
    if not view.coded or view.level is None or view.overall is None:
        return as_stored(view.diagnosis, lang) or "—", [r or "" for r in view.recommendations]
    problems = [f for f in view.findings if f.code not in ADVICE_CODES]
    advice = [render_finding(f, lang, full=True) for f in view.findings if f.code in ADVICE_CODES]
    head = overall_diagnosis(view.overall or 0.0, view.level, problems, lang, full=True)
    if not advice:
        advice = [say(r, lang) for r in view.recommendations]
    return head, advice


# --- one result, drawn --------------------------------------------------------------------------------------

# the icon of a dimension's badge status: a ProvenanceStatus, or "offline" (the designed default, ui.backend_notice)
_DOTS: dict[str, str] = {
    ProvenanceStatus.OK: ":green[:material/check_circle:]", ProvenanceStatus.FALLBACK: ":orange[:material/warning:]",
    ProvenanceStatus.TIMEOUT: ":orange[:material/timer_off:]", ProvenanceStatus.PARTIAL: ":orange[:material/rule:]",
    ProvenanceStatus.CACHE: ":blue[:material/cached:]", "offline": ":blue[:material/cloud_off:]"}


def language_text(result: Mapping[str, Any], lg: str) -> str:
    """The answer's language in the UI's language, each sentence's too when they are mixed ("" for a record
    written before languages were recorded)."""
    language = str(result.get("language") or "")
    if not language:
        return ""
    text = t("res.language", lg, language=t(f"lang.{language}", lg))
    per = [str(x) for x in result.get("sentence_languages") or []]
    if language == "mixed" and per:
        sep = ", " if lg == "en" else "，"
        text += t("res.language_sentences", lg,
                  sentences=sep.join(t("res.language_nth", lg, n=k, language=t(f"lang.{x}", lg))
                                     for k, x in enumerate(per, 1)))
    return text


def render_result(result: dict[str, Any], sample: dict[str, Any] | None, key: str,
                  thresholds: dict[str, float] | None = None) -> None:
    """Every view of one evaluation: issues, scores with their backends, radar, gauge, entity diff, the answer
    sentence by sentence with its unsupported spans, diagnosis, extra metrics."""
    lg = lang()
    # relevancy is drawn against the threshold calibrated for the embedder that produced this number
    thresholds = thresholds_for(result, thresholds or settings().thresholds, settings())
    view = read_result(result)
    c1, c2, c3, c4 = st.columns([1.1, 1.3, 1, 1.6])
    c1.metric(tr("res.overall"), fmt(view.overall),
              help=tr("res.overall_help", backends=", ".join(f"{k}={v}" for k, v in view.backends.items())))
    with c2:
        st.markdown(f"<div style='font-size:0.875rem;margin-bottom:6px'>{esc(tr('res.level'))}</div>"
                    + charts.level_badge_html(view.level, lg), unsafe_allow_html=True)
        desc = level_description(view.level, lg) or view.quality_description
        if desc:
            st.caption(desc)
        st.caption(profile_caption(result, lg))
    c3.metric(tr("res.time"), duration_text(view.processing_time))
    with c4:
        if view.warning:
            st.warning(tr("res.warning_on"), icon=":material/warning:")
        else:
            st.success(tr("res.warning_off"), icon=":material/verified:")
    anchor = f"earag-{key}"
    st.markdown(f"**{tr('issues.title')}**")
    st.html(issues_html(view, lg, anchor))

    designed = designed_offline()  # the offline default by design is shown plainly; a failure keeps its badge
    for col, dim in zip(st.columns(len(DIMENSIONS)), DIMENSIONS):
        p = view.provenance[dim]
        shown = badge_status(dim, p.status, designed)
        reason = tr("res.offline_reason") if shown == "offline" else charts.provenance_reason(p, lg) or (
            "—" if p.status in (ProvenanceStatus.OK, ProvenanceStatus.CACHE) else tr("res.reason_empty"))
        col.metric(dim_label(dim, lg), fmt(view.scores.get(dim)),
                   help=tr("res.dim_help", backend=p.backend, status=status_label(shown, lg), reason=reason))
        col.caption(f"{_DOTS.get(shown, ':red[:material/error:]')} {provenance_caption(p, lg, shown)}")
    if ran_text(view, lg):
        st.caption(ran_text(view, lg))
    st.caption(thresholds_text(thresholds, view.provenance["relevancy"].backend, lg))
    for line in detail_notes(result, lg):
        st.caption(line)

    left, right = st.columns([1.2, 1])
    left.plotly_chart(charts.radar_figure(view.scores, thresholds, lg), key=f"{key}_radar", width="stretch")
    right.plotly_chart(charts.risk_gauge(view.scores.get("hallucination"), thresholds.get("hallucination"), lg),
                       key=f"{key}_gauge", width="stretch")
    right.caption(tr("res.gauge_caption", backend=backend_text(view.provenance["hallucination"].backend, lg)))
    st.markdown(f"**{tr('res.backends_used')}**")
    st.dataframe(pd.DataFrame(charts.backend_rows(result, lg, designed)), hide_index=True, width="stretch",
                 column_config={tr("col.reason"): st.column_config.TextColumn(width="large"),
                                tr("col.status"): st.column_config.TextColumn(width="small")})
    ea = view.entity_analysis
    left, right = st.columns(2)
    with left:
        st.subheader(tr("res.entity_diff"))
        st.caption(tr("res.entity_source", source=ea.get("source") or view.backends.get("entities", "?"),
                      graph=view.backends.get("graph", "?")))
        st.html(f'<div id="{anchor}-entities" style="scroll-margin-top:4rem"><span id="{anchor}-contexts"></span>'
                f'{charts.entity_diff_html(ea, lg)}</div>')
        with st.expander(tr("res.context_usage")):
            st.html(charts.context_usage_html(ea.get("context_usage") or [], lg))
    with right:
        st.subheader(tr("res.sentences"))
        st.caption(tr("res.sentences_source",
                      judge=backend_text(view.backends.get("faithfulness_judge") or view.provenance["faithfulness"].backend, lg)))
        if language_text(result, lg):
            st.caption(language_text(result, lg))
        faithfulness = read_dimension(result, "faithfulness", provenance=False)
        merge = faithfulness.details.get("llm_merge") if faithfulness is not None else None
        st.html(sentences_html(view.sentences, lg, (sample or {}).get("answer"), merge, anchor=anchor))
    with st.expander(tr("res.reasons")):  # full width: six wrapping columns stay readable at 1280 px
        st.html(sentence_table_html(view.sentences, lg))

    st.subheader(tr("res.diagnosis"))
    head, recs = diagnosis_text(view, lg)
    (st.warning if view.warning else st.info)(head)
    if recs:
        st.markdown("\n".join(f"- {r}" for r in recs))
    else:
        st.caption(tr("res.no_recs"))
    render_metrics(view.metrics, key)
    payload = {"sample": sample, "earag_evaluation": result} if sample else result
    name = result_name(sample)
    d1, d2, _ = st.columns([1, 1, 2])
    d1.download_button(tr("res.download_json"), dash.json_bytes(payload), file_name=f"{name}.json",
                       mime="application/json", key=f"{key}_dl", icon=":material/download:", width="stretch")
    d2.download_button(tr("res.download_report"), single_report_bytes(payload, lg, name), key=f"{key}_report",
                       file_name=report_filename(name, "report"), mime="text/html", icon=":material/summarize:",
                       width="stretch", help=tr("res.download_report_help"))


# texts in a dimension's details shown under the scores: completeness of entity coverage (when the question asks
# for several things), relevancy's fallback estimate and a short answer read in its question's frame
_DETAIL_NOTES = (("entity_coverage", ("completeness", "reason")), ("relevancy", ("estimate",)),
                 ("relevancy", ("question_frame", "reason")))


def _completeness_applies(result: Mapping[str, Any]) -> bool:
    found = read_dimension(result, "entity_coverage", provenance=False)
    complete = found.details.get("completeness") if found is not None else None
    return isinstance(complete, Mapping) and bool(complete.get("applies"))


def detail_notes(result: Mapping[str, Any], lang: str = "zh") -> list[str]:
    """Those texts in `lang`, "dimension: text", from their codes (a record without codes: as stored)."""
    out = []
    for dim, path in _DETAIL_NOTES:
        text, messages = coded_detail(result, dim, *path)
        if path[0] == "completeness" and not _completeness_applies(result):
            continue   # nothing to miss: the question asks for one thing
        if text:
            out.append(t("res.detail_note", lang, dim=dim_label(dim, lang), text=say(text, lang, messages)))
    return out


def result_name(sample: Mapping[str, Any] | None) -> str:
    """A file name stem for one result: the sample's id, else the start of its question, else 'earag_result'."""
    sample = sample or {}
    ident = (sample.get("metadata") or {}).get("id") or sample.get("id")
    text = str(ident or sample.get("question") or "").strip()
    stem = re.sub(r"[^\w\u4e00-\u9fff-]+", "_", text).strip("_")[:24]
    return f"earag_{stem}" if stem else "earag_result"


def finding_renderer(lang_: str):
    """earag.report's finding_text in the UI language: each finding with all its parameters (as on the page)."""
    return lambda finding: render_finding(finding, lang_, full=True)


def single_report_bytes(payload: Mapping[str, Any], lang_: str, name: str = "") -> bytes:
    return render_single_report(payload, {"name": name} if name else None, lang=lang_,
                                finding_text=finding_renderer(lang_)).encode("utf-8")


def run_report_bytes(records: Sequence[Mapping[str, Any]], meta: Mapping[str, Any] | None, lang_: str) -> bytes:
    return render_run_report(records, meta, lang=lang_, finding_text=finding_renderer(lang_)).encode("utf-8")


def report_download_button(records: Sequence[Mapping[str, Any]], meta: Mapping[str, Any] | None, key: str) -> None:
    """「下载 HTML 报告」for a run: one self-contained file (summary, levels, dimension charts, the worst answers with
    their spans and reasons, backends and settings) named after the run. `meta` may hold name, dataset, run_id,
    offline, metrics, weights, thresholds (the configured ones are filled in when absent)."""
    lg = lang()
    meta = dict(meta or {})
    s = settings()
    meta.setdefault("weights", dict(s.weights))
    meta.setdefault("thresholds", dict(s.thresholds))
    name = str(meta.get("name") or meta.get("dataset") or meta.get("run_id") or "earag_run")
    st.download_button(tr("res.download_run_report"), run_report_bytes(records, meta, lg),
                       file_name=report_filename(name, "report"), mime="text/html", key=key,
                       icon=":material/summarize:", help=tr("res.download_report_help"))


# --- extra metrics ------------------------------------------------------------------------------------------

def metric_picker(samples: list | None = None) -> list[str]:
    """The extra-metric picker: one selection in session state (`keep_metrics`, shared by the single and batch
    pages), shown with the LLM calls it costs per sample and the fields each metric needs. Returns metric names."""
    lg = lang()
    catalog = dash.metric_catalog()
    group_of = {m["name"]: m["group"] for m in catalog}
    groups = list(dict.fromkeys(group_of.values()))
    options = ["all", *groups, *group_of]
    kept = st.session_state.get("keep_metrics") or []
    if any(v not in options for v in kept):  # a name the registry no longer has
        st.session_state["keep_metrics"] = [v for v in kept if v in options]

    def label(option: str) -> str:  # `lg`, not tr(): a format_func may be called outside the script run
        if option == "all":
            return t("mpick.all", lg, n=len(catalog))
        if option in groups:
            return t("mpick.group", lg, group=metric_group_label(option, lg),
                     n=sum(g == option for g in group_of.values()))
        return t("mpick.item", lg, group=metric_group_label(group_of[option], lg), label=metric_label(option, lg))

    core = evaluator().llm_calls_per_sample()  # no selection: the core evaluation's cost
    unreachable = False
    if core:  # configured, but the judge is in use only when it answered the last status ping
        try:
            unreachable = not llm_reachable()
        except Exception:  # the status ping itself failed: the judge is not known to answer
            unreachable = True
        core = 0 if unreachable else core
    plan = dash.metrics_plan(st.session_state.get("keep_metrics") or [], core, samples)
    # A key keeps the expander open while its label (selection size, cost) changes with every pick.
    with st.expander(tr("mpick.expander", n=len(plan["names"]), calls=plan["total"]), icon=":material/add_chart:",
                     key="metric_picker"):
        st.multiselect(tr("mpick.label"), options, key="keep_metrics", format_func=label,
                       placeholder=tr("mpick.placeholder"))
        detail = tr("mpick.cost_detail", core=core, metrics=plan["metrics"]) if core else \
            tr("mpick.cost_unreachable" if unreachable else "mpick.cost_offline")
        st.caption(f":material/bolt: **{tr('mpick.cost', n=plan['total'])}** · {detail}")
        if not plan["rows"]:
            st.caption(tr("mpick.none"))
            return []
        table = pd.DataFrame([{
            tr("col.metric"): metric_label(r["name"], lg), tr("col.group"): metric_group_label(r["group"], lg),
            tr("col.needs"): charts.needs_text(r["requires"], lg) or tr("mpick.nothing"),
            tr("col.llm_calls"): r["llm_calls"],
            **({tr("col.missing"): f"{r['missing']}/{r['samples']}"} if "missing" in r else {})} for r in plan["rows"]])
        st.dataframe(table, hide_index=True, width="stretch")
        if samples is not None:
            st.caption(tr("mpick.missing_note"))
    return plan["names"]


def render_metrics(metrics: dict[str, Any] | None, key: str) -> None:
    """更多指标: a result's extra metrics by group; seed 001's context-support metrics with their sentence verdicts
    and per-document rank-weighted scores."""
    lg = lang()
    groups = charts.metric_groups(metrics, lg)
    if not groups:
        return
    st.subheader(tr("mres.title"))
    st.caption(tr("mres.caption"))
    for group in groups:
        st.markdown(f"##### {tr('mres.group_head', group=group['label'], n=len(group['entries']))}")
        st.html(charts.metric_table_html(group["entries"], lg))
        for entry in group["entries"]:
            details = (metrics.get(entry["name"]) or {}).get("details") or {}
            if details.get("verdicts") or details.get("per_document"):
                _support_detail(entry, details, f"{key}_{entry['name']}")


def _support_detail(entry: dict[str, Any], details: dict[str, Any], key: str) -> None:
    lg = lang()
    with st.container(border=True):
        st.markdown(f"**{tr('mres.verdicts', label=entry['label'])}**")
        left, right = st.columns([1.7, 1])
        with left:
            st.html(charts.verdict_table_html(details, lg))
            if details.get("judge"):
                st.caption(tr("mres.judge", judge=details["judge"]))
        with right:
            m1, m2 = st.columns(2)
            m1.metric(tr("mres.pooled"), fmt(details.get("pooled_score", entry["score"])), help=tr("mres.pooled_help"))
            m2.metric(tr("mres.rank_weighted"), fmt(details.get("rank_weighted_score")),
                      help=tr("mres.rank_weighted_help", weighting=details.get("rank_weighting") or "—"))
            if details.get("per_document"):
                st.plotly_chart(charts.per_document_figure(details, lg), key=f"{key}_docs", width="stretch")


def graph_metric_cards(metrics: dict[str, Any]) -> None:
    """The graph metrics of the current result beside the subgraph: score, layer and reason on hover."""
    lg = lang()
    st.markdown(f"**{tr('graph.metrics')}**")
    for name, metric in metrics.items():
        e = charts.metric_entry(name, metric, lg)
        st.metric(e["label"], e["score_text"], help=e["reason"] or None)
        st.caption(" · ".join(x for x in (e["layer_text"], e["llm_status_text"]) if x))
    st.caption(tr("graph.metrics_note"))


# --- the contexts editor of the single-evaluation page ----------------------------------------------------------

def _ctx_key(i: int) -> str:
    return f"ctx_{st.session_state.get('ctx_version', 0)}_{i}"


def _ctx_sync() -> list[str]:
    """The passages as typed now (the text areas hold the truth between script runs)."""
    current = list(st.session_state.get("ctx_current") or [""])
    return [st.session_state.get(_ctx_key(i), text) for i, text in enumerate(current)]


def _ctx_set(passages: list[str]) -> None:
    # new keys for every text area: Streamlit would otherwise keep the removed passage's text in its slot
    st.session_state["ctx_current"] = passages or [""]
    st.session_state["ctx_version"] = st.session_state.get("ctx_version", 0) + 1


def _ctx_add() -> None:
    _ctx_set([*_ctx_sync(), ""])


def _ctx_remove(i: int) -> None:
    passages = _ctx_sync()
    passages.pop(i)
    _ctx_set(passages)


def contexts_editor(label: str) -> list[str]:
    """One wrapping text area per retrieved passage, each with a remove button, and an add button. The passages
    live in session state `ctx_current` (Home's and the example button's prefill writes there, bumping
    `ctx_version`). Returns the passages as typed (blank ones included; sample_from_inputs drops them)."""
    st.session_state.setdefault("ctx_current", [""])
    passages = list(st.session_state.ctx_current or [""])
    st.markdown(f"<div style='font-size:0.875rem;margin-bottom:4px'>{esc(label)}</div>", unsafe_allow_html=True)
    for i, text in enumerate(passages):
        key = _ctx_key(i)
        if key not in st.session_state:
            st.session_state[key] = text
        box, remove = st.columns([24, 1], vertical_alignment="center")
        # tall enough for the passage (about 60 characters a line at 1280 px), within reason
        lines = max(2, min(8, -(-len(str(st.session_state.get(key) or "")) // 60)))
        box.text_area(tr("eval.passage", n=i + 1), key=key, height=30 + 24 * lines, label_visibility="collapsed",
                      placeholder=tr("eval.passage_placeholder", n=i + 1))
        remove.button("", icon=":material/delete:", key=f"ctx_del_{st.session_state.get('ctx_version', 0)}_{i}",
                      help=tr("eval.remove_passage", n=i + 1), on_click=_ctx_remove, args=(i,))
    st.button(tr("eval.add_passage"), icon=":material/add:", key="ctx_add", on_click=_ctx_add)
    return _ctx_sync()
