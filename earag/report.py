"""Shareable reports: one self-contained HTML file per run or per evaluation, for people who will not run the app.

The HTML has no script and loads nothing: charts are inline SVG built here, styles are inline, so the file opens
offline in any browser and can be mailed or archived. Texts come in Chinese (default) or English; finding codes
are rendered by a caller-given function (the dashboard passes its catalog) or by earag.diagnosis (Chinese).
Also the `earag report INPUT -o report.html` command (INPUT = a results JSONL file or a run id of the run store).
"""
from __future__ import annotations

import html
import json
import math
import re
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from earag.config import load_settings
from earag.diagnosis import (
    RETIRED_FINDING_CODES,
    not_invented,
    overall_line,
    render_finding,
    sentence_counted,
    span_issue_of,
)
from earag.enums import FAILURE_STATUSES, Level, ProvenanceStatus, RunStatus
from earag.errors import InputError
from earag.labels.report import agreement_section, run_agreement_or_none
from earag.messages import CATALOGUE, LANGS, CodedText, Message, render
from earag.messages import join as join_messages
from earag.runs.records import latest_records, read_records
from earag.runs.store import open_store
from earag.runs.usage import record_usage, sum_usage
from earag.thresholds import effective_thresholds, evaluations_of
from earag.types import (
    DIMENSIONS,
    EvaluationResult,
    entity_names,
    read_coded_list,
    read_level_id,
    read_no_contexts,
    read_provenance,
    read_reason_messages,
    read_states_provenance,
)

LEVEL_ORDER: tuple[str, ...] = ("excellent", "good", "fair", "poor")
LEVEL_COLOURS = {lv.id: c for lv, c in zip(Level, ("#15803d", "#2563eb", "#d97706", "#dc2626"))}  # by level id
SPAN_COLOURS = {"number": "#fecaca", "date": "#fed7aa", "quantity": "#fde68a", "entity": "#e9d5ff",
                "name": "#e9d5ff", "negation": "#bfdbfe", "direction": "#bfdbfe", "unsupported-addition": "#fecdd3"}
WORST_N = 10

# The report's texts are the library catalogue's codes "report.<key>" (earag/messages/catalogue.py), zh and en.
REPORT_PREFIX = "report."


FindingText = Callable[[Mapping[str, Any]], str]
TextHook = Callable[[str], str]  # a library reason (fallback note, sentence or span reason) in the report's language


def _same(text: str) -> str:
    return text


def _t(key: str, lang: str, **fields: Any) -> str:
    """The report text `key` in `lang` (another language: Chinese), from the catalogue; the key itself if unknown."""
    entry = CATALOGUE.get(REPORT_PREFIX + key)
    if entry is None:
        return key
    text = entry.template(lang if lang in LANGS else "zh")
    return text.format(**fields) if fields else text


def esc(value: Any) -> str:
    return html.escape("" if value is None else str(value), quote=True)


def _float(value: Any) -> float | None:
    try:
        out = float(value)
    except (TypeError, ValueError):
        return None
    return out if math.isfinite(out) else None


def _fmt(value: Any, digits: int = 3) -> str:
    v = _float(value)
    return "—" if v is None else f"{v:.{digits}f}"


def _names(items: Iterable[Any] | None) -> list[str]:
    return list(dict.fromkeys(entity_names(items)))


# --- where things are in the answer -------------------------------------------------------------------------

def sentence_places(answer: str, verdicts: Sequence[Mapping[str, Any]]) -> list[tuple[int, int] | None]:
    """Where each verdict's sentence sits in the answer: its own offsets when they check out, else the next
    verbatim match; None when it cannot be found."""
    out: list[tuple[int, int] | None] = []
    cursor = 0
    for v in verdicts:
        text = str(v.get("sentence") or "")
        start, end = v.get("start"), v.get("end")
        if isinstance(start, int) and isinstance(end, int) and answer[start:end] == text and text:
            out.append((start, end))
            cursor = end
            continue
        i = answer.find(text, cursor) if text else -1
        if i < 0 and text:
            i = answer.find(text)
        out.append(None if i < 0 else (i, i + len(text)))
        if i >= 0:
            cursor = i + len(text)
    return out


def _spans(verdict: Mapping[str, Any]) -> list[dict[str, Any]]:
    out = []
    for sp in verdict.get("unsupported_spans") or []:
        if isinstance(sp, Mapping) and isinstance(sp.get("start"), int) and isinstance(sp.get("end"), int) \
                and sp["end"] > sp["start"]:
            out.append({"text": str(sp.get("text") or ""), "start": sp["start"], "end": sp["end"],
                        "kind": str(sp.get("kind") or "unsupported-addition"), "reason": str(sp.get("reason") or ""),
                        "reason_messages": read_reason_messages(sp)})
    return out


def _reason(item: Mapping[str, Any], lang: str, tx: TextHook) -> str:
    """A sentence or span reason in `lang`: from its message codes when the record has them, else `tx(text)`."""
    messages = read_reason_messages(item)
    return join_messages(messages, lang) if messages else tx(str(item.get("reason") or ""))


def entity_view(evaluation: Mapping[str, Any]) -> dict[str, Any]:
    """The record's entity analysis with the question entities the answer covers and misses as entity coverage
    scored them: `entity_analysis` lists what the answer names, `detailed_analysis.entity_coverage` adds what it
    covers without naming (a short answer's frame, its evidence, a supported yes/no); records without that detail
    are read as they are."""
    ea = dict(evaluation.get("entity_analysis") or {})
    detail = (evaluation.get("detailed_analysis") or {}).get("entity_coverage") or {}
    if isinstance(detail, Mapping) and isinstance(detail.get("covered_entities"), list) \
            and isinstance(detail.get("missing_entities"), list):
        ea["covered_entities"] = list(detail["covered_entities"])
        ea["missing_entities"] = list(detail["missing_entities"])
    return ea


def result_issues(evaluation: Mapping[str, Any], answer: str | None = None) -> list[dict[str, Any]]:
    """The issue list at the top of a result, each with where it is: [{"code", "params", "sentences", "target"}].

    codes: no_contexts, insufficient_contexts, invented_entities, names_not_in_contexts, invented_values,
    wrong_binding, other_spans, missing_entities, unsupported_sentences. `sentences` are the 1-based answer sentences the issue points at (for anchors);
    `target` is "answer", "question" or "contexts" — where to link when no sentence applies.
    """
    verdicts = [v for v in evaluation.get("sentence_verdicts") or [] if isinstance(v, Mapping)]
    findings = [f for f in evaluation.get("findings") or [] if isinstance(f, Mapping)]
    codes = {f.get("code") for f in findings}
    ea = entity_view(evaluation)
    scores = evaluation.get("dimension_scores") or {}
    no_contexts = read_no_contexts(evaluation)
    # a sentence not counted in faithfulness (a formula: "具体以…为准") lists no issue of its own
    spans = [(i, sp) for i, v in enumerate(verdicts, 1) if sentence_counted(m.code for m in read_reason_messages(v))
             for sp in _spans(v)]

    def where(texts: Sequence[str]) -> list[int]:
        hits = [i for i, v in enumerate(verdicts, 1) if any(t and t in str(v.get("sentence") or "") for t in texts)]
        return list(dict.fromkeys(hits))

    issues: list[dict[str, Any]] = []
    if no_contexts:
        issues.append({"code": "no_contexts", "params": {}, "sentences": [], "target": "contexts"})
    elif "insufficient_context" in codes:
        issues.append({"code": "insufficient_contexts", "params": {"score": _fmt(scores.get("sufficiency"), 2),
                                                                   "names": _names(ea.get("context_missing_entities"))},
                       "sentences": [], "target": "contexts"})
    invented = list(dict.fromkeys([*_names(ea.get("unsupported_entities")),
                                   *(sp["text"] for _, sp in spans if span_issue_of(sp) == "invented_entities")]))
    # a name the graph holds, or that was not looked up in it, is one the contexts lack, not an invented one
    # (the findings names_only_in_graph, names_not_in_contexts, invented_entities_no_graph say so too)
    outside = not_invented(findings)
    for code, names in (("invented_entities", [n for n in invented if n not in outside]),
                        ("names_not_in_contexts", [n for n in invented if n in outside])):
        if names:
            issues.append({"code": code, "params": {"names": names}, "sentences": where(names), "target": "answer"})
    for code in ("invented_values", "wrong_binding", "other_spans"):
        chosen = [(i, sp) for i, sp in spans if span_issue_of(sp) == code]
        if chosen:
            issues.append({"code": code, "params": {"names": list(dict.fromkeys(sp["text"] for _, sp in chosen))},
                           "sentences": list(dict.fromkeys(i for i, _ in chosen)), "target": "answer"})
    missing = _names(ea.get("missing_entities"))
    if missing:
        issues.append({"code": "missing_entities", "params": {"names": missing}, "sentences": [],
                       "target": "question"})
    bad = [i for i, v in enumerate(verdicts, 1) if not v.get("supported") and v.get("judge") != "none"
           and sentence_counted(m.code for m in read_reason_messages(v))]
    if bad and not no_contexts:
        issues.append({"code": "unsupported_sentences", "params": {"n": len(bad), "total": len(verdicts)},
                       "sentences": bad, "target": "answer"})
    return issues


def issue_text(issue: Mapping[str, Any], lang: str = "zh") -> str:
    params = dict(issue.get("params") or {})
    if isinstance(params.get("names"), (list, tuple)):
        params["names"] = ("、" if lang == "zh" else ", ").join(str(n) for n in params["names"])
    return _t(f"issue.{issue['code']}", lang, **params)


# --- HTML pieces ------------------------------------------------------------------------------------------

def _mark(text: str, sp: Mapping[str, Any], anchor: str = "") -> str:
    colour = SPAN_COLOURS.get(sp["kind"], "#fecdd3")
    return (f'<mark class="span span-{esc(sp["kind"])}"{anchor} title="{esc(sp["reason"])}" '
            f'style="background:{colour}">{esc(text)}</mark>')


def answer_html(answer: str, evaluation: Mapping[str, Any], lang: str = "zh", anchor_prefix: str = "s",
                tx: TextHook = _same) -> str:
    """The answer sentence by sentence: verdict, support score, judge and reason under each sentence; unsupported
    spans highlighted with their kind and reason. Sentence n gets id="{anchor_prefix}-n"."""
    verdicts = [v for v in evaluation.get("sentence_verdicts") or [] if isinstance(v, Mapping)]
    if not verdicts:
        return f'<p class="answer-plain">{esc(answer)}</p>'
    places = sentence_places(answer, verdicts) if answer else [None] * len(verdicts)
    blocks = []
    for n, (v, place) in enumerate(zip(verdicts, places), 1):
        text = answer[place[0]:place[1]] if place else str(v.get("sentence") or "")
        offset = place[0] if place else None
        placed: list[Any] = []
        unplaced: list[Any] = []
        for sp in _spans(v):
            a = b = None
            if offset is not None and 0 <= sp["start"] - offset and sp["end"] - offset <= len(text) \
                    and text[sp["start"] - offset:sp["end"] - offset] == sp["text"]:
                a, b = sp["start"] - offset, sp["end"] - offset
            elif sp["text"] and sp["text"] in text:
                a = text.index(sp["text"])
                b = a + len(sp["text"])
            (placed if a is not None else unplaced).append((a, b, sp))
        placed.sort(key=lambda x: (x[0], -x[1]))
        body, pos = [], 0
        for a, b, sp in placed:
            if a < pos:
                continue
            body.append(esc(text[pos:a]) + _mark(text[a:b], sp))
            pos = b
        body.append(esc(text[pos:]))
        judged = v.get("judge") != "none"
        ok = bool(v.get("supported"))
        counted = sentence_counted(m.code for m in read_reason_messages(v))   # a formula: shown, not counted
        css = ("ok" if ok else "bad" if counted else "unjudged") if judged else "unjudged"
        verdict = _t(("supported" if ok else "unsupported" if counted else "not_counted") if judged else "unjudged",
                     lang)
        meta = [("✓ " if ok else "✗ " if counted else "– ") + verdict if judged else "– " + verdict]
        if _float(v.get("score")) is not None:
            meta.append(_t("sent_score", lang, score=_fmt(v.get("score"), 2)))
        if v.get("judge"):
            meta.append(_t("judge", lang, judge=v["judge"]))
        reason = f" — {esc(_reason(v, lang, tx))}" if v.get("reason") else ""
        lines = [f'<div class="sent-meta">{esc(" · ".join(meta))}{reason}</div>']
        for _, _, sp in [*placed, *unplaced]:
            kind = _t("kind." + sp["kind"], lang)
            if span_issue_of(sp) == "wrong_binding":   # as the dashboard marks it (ui.components.span_kind_text)
                kind += " · " + _t("kind.bound_elsewhere", lang)
            lines.append(f'<div class="span-reason"><b>[{esc(kind)}]</b> '
                         f'<mark style="background:{SPAN_COLOURS.get(sp["kind"], "#fecdd3")}">{esc(sp["text"])}</mark>'
                         f'{" — " + esc(_reason(sp, lang, tx)) if sp["reason"] else ""}</div>')
        blocks.append(f'<div class="sent {css}" id="{esc(anchor_prefix)}-{n}"><span class="sent-text">{"".join(body)}'
                      f'</span>{"".join(lines)}</div>')
    return f'<div class="answer">{"".join(blocks)}</div>'


def issues_html(issues: Sequence[Mapping[str, Any]], lang: str = "zh", anchor_prefix: str = "s",
                targets: Mapping[str, str] | None = None) -> str:
    """The issue list, each item linking to its first sentence (or to the question / contexts block)."""
    if not issues:
        return f'<p class="no-issues">{esc(_t("no_issues", lang))}</p>'
    targets = targets or {}
    items = []
    for issue in issues:
        sentences = issue.get("sentences") or []
        links = "".join(f' <a href="#{esc(anchor_prefix)}-{n}" class="jump">#{n}</a>' for n in sentences[:8])
        if sentences:
            head = f'<a href="#{esc(anchor_prefix)}-{sentences[0]}">{esc(issue_text(issue, lang))}</a>'
        elif targets.get(issue.get("target", "")):
            head = f'<a href="#{esc(targets[issue["target"]])}">{esc(issue_text(issue, lang))}</a>'
        else:
            head = esc(issue_text(issue, lang))
        items.append(f'<li class="issue issue-{esc(issue["code"])}">{head}{links}</li>')
    return f'<ul class="issues">{"".join(items)}</ul>'


def _default_finding_text(lang: str) -> FindingText:
    if lang == "zh":   # the stored wording, but a retired check's code says it is retired
        return lambda f: render_finding(f, "zh" if f.get("code") in RETIRED_FINDING_CODES else None)

    def in_lang(f: Mapping[str, Any]) -> str:  # from the library catalogue (the dashboard passes its own renderer)
        return render_finding(f, lang)

    return in_lang


def _bar_svg(rows: Sequence[tuple[str, float, str, float | None]], vmax: float = 1.0, width: int = 560,
             fmt: str = "{:.3f}") -> str:
    """Horizontal bars: (label, value, colour, tick) per row; the tick (a threshold) is drawn as a dark line."""
    label_w, bar_w, row_h = 150, width - 150 - 60, 28
    height = row_h * len(rows) + 10
    parts = [f'<svg class="chart" role="img" viewBox="0 0 {width} {height}" width="100%" '
             f'style="max-width:{width}px" xmlns="http://www.w3.org/2000/svg">']
    for i, (label, value, colour, tick) in enumerate(rows):
        y = 5 + i * row_h
        w = 0 if vmax <= 0 else max(0.0, min(1.0, value / vmax)) * bar_w
        parts.append(f'<text x="{label_w - 8}" y="{y + 18}" text-anchor="end" font-size="13" fill="#0f172a">'
                     f'{esc(label)}</text>')
        parts.append(f'<rect x="{label_w}" y="{y + 4}" width="{bar_w}" height="18" fill="#f1f5f9" rx="3"/>')
        parts.append(f'<rect x="{label_w}" y="{y + 4}" width="{w:.1f}" height="18" fill="{colour}" rx="3"/>')
        if tick is not None and vmax > 0:
            x = label_w + max(0.0, min(1.0, tick / vmax)) * bar_w
            parts.append(f'<line x1="{x:.1f}" x2="{x:.1f}" y1="{y + 1}" y2="{y + 25}" stroke="#0f172a" '
                         f'stroke-width="2"><title>{esc(f"{tick:g}")}</title></line>')
        parts.append(f'<text x="{label_w + bar_w + 6}" y="{y + 18}" font-size="13" fill="#334155">'
                     f'{esc(fmt.format(value))}</text>')
    parts.append("</svg>")
    return "".join(parts)


def _histogram_svg(values: Sequence[float], colour: str, threshold: float | None, bins: int = 10) -> str:
    """A small histogram of scores in [0, 1], with the threshold as a dashed line."""
    width, height, pad = 240, 90, 16
    counts = [0] * bins
    for v in values:
        counts[min(bins - 1, max(0, int(v * bins)))] += 1
    top = max(counts) or 1
    bw = (width - 2 * pad) / bins
    parts = [f'<svg class="hist" viewBox="0 0 {width} {height + 16}" width="{width}" '
             f'xmlns="http://www.w3.org/2000/svg">',
             f'<line x1="{pad}" x2="{width - pad}" y1="{height}" y2="{height}" stroke="#94a3b8"/>']
    for i, c in enumerate(counts):
        h = (height - 8) * c / top
        parts.append(f'<rect x="{pad + i * bw + 1:.1f}" y="{height - h:.1f}" width="{bw - 2:.1f}" height="{h:.1f}" '
                     f'fill="{colour}"><title>{i / bins:.1f}–{(i + 1) / bins:.1f}: {c}</title></rect>')
    if threshold is not None:
        x = pad + max(0.0, min(1.0, threshold)) * (width - 2 * pad)
        parts.append(f'<line x1="{x:.1f}" x2="{x:.1f}" y1="4" y2="{height}" stroke="#0f172a" stroke-dasharray="3,2"/>')
    for x_val in (0, 0.5, 1):
        parts.append(f'<text x="{pad + x_val * (width - 2 * pad):.1f}" y="{height + 13}" font-size="10" '
                     f'text-anchor="middle" fill="#475569">{x_val:g}</text>')
    parts.append("</svg>")
    return "".join(parts)


STYLE = """
body{font-family:-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;
 color:#0f172a;margin:0;background:#f8fafc;line-height:1.55}
main{max-width:1100px;margin:0 auto;padding:24px 28px 48px;background:#fff}
h1{font-size:1.6rem;margin:0 0 4px}h2{font-size:1.2rem;margin:28px 0 10px;border-bottom:2px solid #e2e8f0;
 padding-bottom:4px}h3{font-size:1.02rem;margin:18px 0 6px}
.sub{color:#475569;font-size:.9rem}.cards{display:flex;flex-wrap:wrap;gap:10px;margin:8px 0}
.card{border:1px solid #e2e8f0;border-radius:8px;padding:8px 14px;min-width:130px;background:#fff}
.card .k{color:#475569;font-size:.8rem}.card .v{font-size:1.35rem;font-weight:600}
table{border-collapse:collapse;width:100%;font-size:.88rem;margin:6px 0;table-layout:auto}
th,td{border:1px solid #e2e8f0;padding:4px 8px;text-align:left;vertical-align:top;overflow-wrap:anywhere}
td.n{white-space:nowrap;overflow-wrap:normal}
th{background:#f1f5f9}.badge{display:inline-block;border-radius:999px;padding:1px 10px;color:#fff;font-size:.82rem}
.sent{margin:4px 0;padding:3px 8px;border-left:4px solid #94a3b8;background:#f8fafc}
.sent.ok{border-color:#16a34a;background:#f0fdf4}.sent.bad{border-color:#dc2626;background:#fef2f2}
.sent:target{outline:2px solid #2563eb}.sent-meta{font-size:.8rem;color:#475569}
.span-reason{font-size:.82rem;color:#7f1d1d;margin-left:10px}
mark.span{border-bottom:2px solid #dc2626;padding:0 1px;border-radius:2px}
.issues{margin:4px 0 8px 1.1rem;padding:0;color:#7f1d1d}.issues a{color:#7f1d1d}.jump{font-size:.8rem}
.no-issues{color:#15803d}.item{border:1px solid #e2e8f0;border-radius:8px;padding:10px 14px;margin:14px 0}
.item-head{display:flex;flex-wrap:wrap;gap:10px;align-items:center}.q{font-weight:600}
.ctx{font-size:.85rem;color:#334155;margin:2px 0}.hists{display:flex;flex-wrap:wrap;gap:14px}
.hists figure{margin:0}.hists figcaption{font-size:.85rem;color:#334155}
footer{color:#64748b;font-size:.8rem;margin-top:32px}
details summary{cursor:pointer;color:#334155}
@media print{body{background:#fff}main{padding:0}.item{break-inside:avoid}}
"""


def _page(title: str, body: str, lang: str) -> str:
    return (f'<!DOCTYPE html>\n<html lang="{"zh-CN" if lang == "zh" else "en"}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<meta name="generator" content="EARAG Studio"><title>{esc(title)}</title><style>{STYLE}</style>'
            f'</head><body><main>{body}<footer>{esc(_t("footer", lang))}</footer></main></body></html>\n')


def _badge(level: str | None, lang: str) -> str:
    if not level:
        return ""
    return (f'<span class="badge" style="background:{LEVEL_COLOURS.get(level, "#64748b")}">'
            f'{esc(_level_word(level, lang))}</span>')


def _level_word(level: Any, lang: str) -> str:
    """A level (id or seed 002's word) as the catalogue's word shown alone (earag.enums.Level.heading)."""
    found = Level.parse(level)
    return found.heading(lang) if found is not None else str(level)


def _cards(pairs: Sequence[tuple[str, Any]]) -> str:
    return '<div class="cards">' + "".join(
        f'<div class="card"><div class="k">{esc(k)}</div><div class="v">{esc(v)}</div></div>' for k, v in pairs) + "</div>"


_NUMBER = re.compile(r"^[-+−]?\d+(?:\.\d+)?%?$")  # a number cell never wraps ("0.000" split over two lines)


def _td(cell: Any, raw: bool = False) -> str:
    number = ' class="n"' if _NUMBER.match(str(cell).strip()) else ""
    return f"<td{number}>{cell if raw else esc(cell)}</td>"


def _table(headers: Sequence[str], rows: Sequence[Sequence[Any]], raw: bool = False) -> str:
    head = "".join(f"<th>{esc(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(_td(c, raw) for c in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _scores_table(evaluation: Mapping[str, Any], lang: str, tx: TextHook = _same) -> str:
    result = EvaluationResult.from_dict(evaluation)   # the versioned reader: provenance of any record version
    scores = result.dimension_scores
    rows = []
    for dim in DIMENSIONS:
        p = result.provenance_of(dim)
        backend = p.backend if result.states_provenance(dim) and p.backend != "?" else ""
        reason = join_messages(p.reason_messages, lang) if p.reason_messages else tx(p.reason)
        rows.append([esc(_t("dim." + dim, lang)), esc(_fmt(scores.get(dim))), esc(backend or "—"),
                     esc(ProvenanceStatus.word(p.status, lang)), esc(reason)])
    return _table([_t("dimension", lang), _t("score", lang), _t("backend", lang), _t("status", lang),
                   _t("reason", lang)], rows, raw=True)


def _evaluation_block(record: Mapping[str, Any], lang: str, finding_text: FindingText, prefix: str,
                      heading: str = "h3", show_contexts: bool = True, tx: TextHook = _same) -> str:
    """One evaluated answer: question, level, issues (linked), scores with backends, answer sentence by sentence,
    diagnosis, contexts."""
    ev = record.get("earag_evaluation") or {}
    answer = str(record.get("answer") or "")
    question = str(record.get("question") or "")
    level = read_level_id(ev)
    issues = result_issues(ev, answer)
    ident = record.get("id")
    human = ""
    if record.get("human_level") or record.get("human_score") is not None:
        hl = record.get("human_level")
        hl_text = _level_word(hl, lang) if hl else "—"
        human = f' · {esc(_t("human", lang))}: {esc(hl_text)} ({esc(_fmt(record.get("human_score"), 2))})'
    parts = [f'<div class="item" id="{esc(prefix)}">',
             f'<{heading} class="q" id="{esc(prefix)}-q">{esc(f"{ident} · " if ident else "")}{esc(question)}</{heading}>',
             f'<div class="item-head"><span>{esc(_t("overall", lang))} <b>{esc(_fmt(ev.get("overall_score")))}</b></span>'
             f'{_badge(level, lang)}<span class="sub">{human}</span></div>',
             f'<h4>{esc(_t("issues", lang))}</h4>',
             issues_html(issues, lang, f"{prefix}-s", {"question": f"{prefix}-q", "contexts": f"{prefix}-ctx",
                                                       "answer": f"{prefix}-a"}),
             f'<h4 id="{esc(prefix)}-a">{esc(_t("answer", lang))}</h4>', answer_html(answer, ev, lang, f"{prefix}-s", tx),
             f'<h4>{esc(_t("scores", lang))}</h4>', _scores_table(ev, lang, tx)]
    findings = [finding_text(f) for f in ev.get("findings") or [] if isinstance(f, Mapping)]
    stored = read_coded_list(ev.get("recommendations"), ev.get("recommendation_messages"))
    coded = bool(stored) and all(isinstance(r, CodedText) for r in stored)   # else an earlier record's Chinese
    recs = [render(r.message, lang) if isinstance(r, CodedText) else str(r) for r in stored]
    if findings or recs or ev.get("diagnosis"):
        score = ev.get("overall_score")
        rebuilt = overall_line(score, str(level or ev.get("quality_level") or ""), lang) \
            if lang != "zh" and isinstance(score, (int, float)) else None
        lines = findings or [rebuilt or str(ev.get("diagnosis") or "")]   # the stored line is Chinese, uncoded
        items = "".join(f"<li>{esc(x)}</li>" for x in [*lines, *(recs if lang == "zh" or coded else [])] if x)
        parts.append(f'<h4>{esc(_t("diagnosis", lang))}</h4><ul>{items}</ul>')
    contexts = [str(c) for c in record.get("contexts") or []]
    if show_contexts:
        ctx = "".join(f'<div class="ctx">[{i}] {esc(c)}</div>' for i, c in enumerate(contexts, 1)) or \
            f'<div class="ctx">{esc(_t("no_contexts", lang))}</div>'
        parts.append(f'<details id="{esc(prefix)}-ctx"{" open" if len(contexts) <= 3 else ""}><summary>'
                     f'{esc(_t("contexts", lang))} ({len(contexts)})</summary>{ctx}</details>')
    parts.append("</div>")
    return "".join(parts)


def _now() -> str:
    return time.strftime("%Y-%m-%d %H:%M")


def _version(records: Iterable[Mapping[str, Any]]) -> str:
    for r in records:
        v = (r.get("earag_evaluation") or {}).get("algorithm_version")
        if v:
            return str(v)
    return "—"


def _backend_section(records: Sequence[Mapping[str, Any]], meta: Mapping[str, Any], lang: str) -> str:
    used: dict[str, Counter] = {}
    statuses: dict[str, Counter] = {d: Counter() for d in DIMENSIONS}
    for r in records:
        ev = r.get("earag_evaluation") or {}
        for kind, name in (ev.get("backends") or {}).items():
            used.setdefault(kind, Counter())[str(name)] += 1
        for dim in DIMENSIONS:   # the versioned readers of one part (every record of the run, not the whole record)
            if read_states_provenance(ev, dim):
                statuses[dim][read_provenance(ev, dim).status] += 1
    rows = [[_t("kind." + k, lang), "; ".join(f"{n} ({c})" for n, c in v.most_common())] for k, v in used.items()]
    out = [f'<h3>{esc(_t("backend_kind", lang))}</h3>',
           _table([_t("backend_kind", lang), _t("backend_used", lang)], rows)]
    out.append(_usage_section(records, lang))
    srows = [[_t("dim." + d, lang), " · ".join(f"{ProvenanceStatus.word(s, lang)} {c}" for s, c in statuses[d].most_common())]
             for d in DIMENSIONS if statuses[d]]
    if srows:
        out += [f'<h3>{esc(_t("status_counts", lang))}</h3>', _table([_t("dimension", lang), _t("status", lang)], srows)]
    settings_rows = []
    for key in ("dataset", "run_id", "offline", "metrics"):
        if meta.get(key) not in (None, "", []):
            value = meta[key]
            if isinstance(value, bool):
                value = _t("yes" if value else "no", lang)
            elif isinstance(value, (list, tuple)):
                value = ", ".join(map(str, value))
            settings_rows.append([_t(key, lang), value])
    for key in ("weights", "thresholds"):
        if isinstance(meta.get(key), Mapping):
            settings_rows.append([_t(key, lang), " · ".join(_setting_item(k, v, lang) for k, v in meta[key].items())])
    # a few facts of the run, never its whole metadata: that holds local paths (input, output, cache) and the
    # backends configured at the start, which the "actually used" table above states truthfully
    for key, label in (("status", "status"), ("started", "started"), ("finished", "finished"),
                       ("llm_configured", "llm_configured")):
        value = meta.get(key)
        if value not in (None, ""):
            if key == "status":   # the run status's word in the report's language (an unknown one as stored)
                value = RunStatus.word(value, lang)
            elif key in ("started", "finished"):
                value = str(value).replace("T", " ")
            settings_rows.append([_t(label, lang), value])
    if settings_rows:
        out += [f'<h3>{esc(_t("settings", lang))}</h3>', _table([_t("settings", lang), ""], settings_rows)]
    return "".join(out)


def _usage_section(records: Sequence[Mapping[str, Any]], lang: str) -> str:
    """Calls and tokens the run's records spent on the judge; a sentence when none recorded them."""
    usage = sum_usage(record_usage(r) for r in records)
    head = f'<h3>{esc(_t("usage", lang))}</h3>'
    if not usage:
        return head + f'<p class="sub">{esc(_t("usage.none", lang))}</p>'
    rows = []
    for key in ("llm_calls", "calls_per_sample", "prompt_tokens", "output_tokens", "cached_calls"):
        value = usage.get(key)
        text = "—" if value is None else (f"{value:.2f}" if key == "calls_per_sample" else str(value))
        known = usage.get(f"{key}_known")
        if value is not None and known is not None and known < usage["records"]:
            text += _t("usage.known", lang, known=known, n=usage["records"])
        rows.append([_t("usage." + key, lang), text])
    return head + _table([_t("usage", lang), ""], rows)


def run_summary(records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Counts, overall mean/median, level counts, per-dimension means and score lists of a run's records."""
    scored = [r for r in records if isinstance(r.get("earag_evaluation"), Mapping)]
    overall = [v for r in scored if (v := _float(r["earag_evaluation"].get("overall_score"))) is not None]
    levels = Counter(read_level_id(r["earag_evaluation"]) for r in scored)
    values = {d: [v for r in scored if (v := _float((r["earag_evaluation"].get("dimension_scores") or {}).get(d)))
                  is not None] for d in DIMENSIONS}
    fallback = sum(1 for r in scored if any(
        isinstance(p, Mapping) and p.get("status") in FAILURE_STATUSES
        for p in (r["earag_evaluation"].get("provenance") or {}).values()))
    return {
        "records": len(records), "scored": len(scored), "errors": len(records) - len(scored),
        "mean_overall": statistics.fmean(overall) if overall else None,
        "median_overall": statistics.median(overall) if overall else None,
        "warnings": sum(1 for r in scored if r["earag_evaluation"].get("quality_warning")),
        "fallback": fallback, "levels": {lv: levels.get(lv, 0) for lv in LEVEL_ORDER},
        "means": {d: (statistics.fmean(v) if v else None) for d, v in values.items()}, "values": values,
    }


def _setting_item(key: str, value: Any, lang: str) -> str:
    """One weight or threshold of the settings table; relevancy per answer language (earag.thresholds) as
    "相关性 en 0.41, zh 0.1"."""
    if isinstance(value, bool) or not isinstance(value, (int, float, Mapping)):
        return f"{key} {value}"
    if isinstance(value, Mapping):
        return f"{_t('dim.relevancy', lang)} " + ", ".join(f"{k} {v:g}" for k, v in value.items())
    return f"{_t('dim.' + key, lang)} {value:g}"


def render_run_report(records: Sequence[Mapping[str, Any]], meta: Mapping[str, Any] | None = None, *,
                      lang: str = "zh", finding_text: FindingText | None = None, worst: int = WORST_N,
                      text_hook: TextHook | None = None) -> str:
    """The HTML report of a run: summary, level distribution, dimension charts, the `worst` lowest-scoring answers
    with their highlighted spans and reasons, error rows, backends and settings. `meta` may carry name, dataset,
    run_id, offline, metrics, weights, thresholds and anything else worth showing (shown as settings).
    `finding_text` renders a finding code, `text_hook` a library reason, in `lang` (the dashboard passes its
    catalog; without them findings are the library's Chinese and reasons are shown as recorded)."""
    tx = text_hook or _same
    meta = dict(meta or {})
    finding_text = finding_text or _default_finding_text(lang)
    records = list(records)
    s = run_summary(records)
    name = str(meta.get("name") or meta.get("dataset") or meta.get("run_id") or "run")
    thresholds = th if isinstance(th := meta.get("thresholds"), Mapping) else {}
    thresholds = effective_thresholds(thresholds, evaluations_of(records))  # relevancy: the run's embedder's own
    if thresholds:
        meta["thresholds"] = thresholds  # the settings table names the threshold the chart draws
    body = [f'<h1>{esc(_t("title_run", lang, name=name))}</h1>',
            f'<div class="sub">{esc(_t("generated", lang, time=_now(), version=_version(records)))}</div>',
            f'<h2>{esc(_t("summary", lang))}</h2>',
            _cards([(_t("records", lang), s["records"]), (_t("scored", lang), s["scored"]),
                    (_t("errors", lang), s["errors"]), (_t("mean_overall", lang), _fmt(s["mean_overall"])),
                    (_t("median_overall", lang), _fmt(s["median_overall"])), (_t("warnings", lang), s["warnings"]),
                    (_t("fallback", lang), s["fallback"])])]
    total = sum(s["levels"].values())
    level_rows = [(_level_word(lv, lang), float(c), LEVEL_COLOURS[lv], None) for lv, c in s["levels"].items()]
    body += [f'<h2>{esc(_t("levels", lang))}</h2>', _bar_svg(level_rows, vmax=max(1, total), fmt="{:.0f}")]
    dim_rows = [(_t("dim." + d, lang), s["means"][d], "#dc2626" if d == "hallucination" else "#2563eb",
                 _float(thresholds.get(d))) for d in DIMENSIONS if s["means"][d] is not None]
    if s["mean_overall"] is not None:
        dim_rows.append((_t("dim.overall", lang), s["mean_overall"], "#0f766e", _float(thresholds.get("overall"))))
    if dim_rows:
        body += [f'<h2>{esc(_t("dims", lang))}</h2>', _bar_svg(dim_rows)]
        hists = "".join(
            f'<figure><figcaption>{esc(_t("dim." + d, lang))} (n={len(s["values"][d])})</figcaption>'
            f'{_histogram_svg(s["values"][d], "#dc2626" if d == "hallucination" else "#2563eb", _float(thresholds.get(d)))}'
            f'</figure>' for d in DIMENSIONS if s["values"][d])
        body += [f'<h3>{esc(_t("dist", lang))}</h3><div class="hists">{hists}</div>']
    scored = [r for r in records if isinstance(r.get("earag_evaluation"), Mapping)]
    ranked = sorted(scored, key=lambda r: (_float(r["earag_evaluation"].get("overall_score")) is None,
                                           _float(r["earag_evaluation"].get("overall_score")) or 0.0))[:max(0, worst)]
    if ranked:
        body.append(f'<h2>{esc(_t("worst", lang, n=len(ranked)))}</h2>')
        body += [_evaluation_block(r, lang, finding_text, f"w{i}", tx=tx) for i, r in enumerate(ranked, 1)]
    errors = [r for r in records if not isinstance(r.get("earag_evaluation"), Mapping)]
    if errors:
        rows = [[r.get("row", "—"), r.get("id") or "—", r.get("question") or "—",
                 tx(str((r.get("error") or {}).get("message") if isinstance(r.get("error"), Mapping)
                       else r.get("error") or "—"))]
                for r in errors]
        body += [f'<h2>{esc(_t("error_rows", lang))}</h2>',
                 _table([_t("row", lang), "ID", _t("question", lang), _t("message", lang)], rows)]
    if isinstance(meta.get("agreement"), Mapping):  # human labels of the run (earag.labels)
        body.append(agreement_section(meta["agreement"], lang))
    body += [f'<h2>{esc(_t("backends", lang))}</h2>', _backend_section(records, meta, lang)]
    return _page(_t("title_run", lang, name=name), "".join(body), lang)


def _as_record(record: Mapping[str, Any]) -> dict[str, Any]:
    """A result record from any of: a results-file record, the evaluate page's {"sample", "earag_evaluation"}
    download, or a bare evaluation dict."""
    if "earag_evaluation" in record:
        sample = sm if isinstance(sm := record.get("sample"), Mapping) else {}
        return {**{k: sample.get(k) for k in ("question", "answer", "contexts")}, **dict(record)}
    return {"earag_evaluation": dict(record)}


def render_single_report(record: Mapping[str, Any], meta: Mapping[str, Any] | None = None, *, lang: str = "zh",
                         finding_text: FindingText | None = None, text_hook: TextHook | None = None) -> str:
    """The HTML report of one evaluation: level, issues linked to the answer, scores with backends, the answer
    sentence by sentence, diagnosis, contexts, backends and settings."""
    meta = dict(meta or {})
    finding_text = finding_text or _default_finding_text(lang)
    rec = _as_record(record)
    name = str(meta.get("name") or rec.get("id") or (rec.get("question") or "")[:30] or "result")
    body = [f'<h1>{esc(_t("title_single", lang, name=name))}</h1>',
            f'<div class="sub">{esc(_t("generated", lang, time=_now(), version=_version([rec])))}</div>',
            _evaluation_block(rec, lang, finding_text, "r", heading="h2", tx=text_hook or _same),
            f'<h2>{esc(_t("backends", lang))}</h2>', _backend_section([rec], meta, lang)]
    return _page(_t("title_single", lang, name=name), "".join(body), lang)


def report_filename(name: str, suffix: str = "report") -> str:
    """A file name from a run or sample name: letters, digits, CJK, '-', '_' kept; e.g. 'policy_qa-report.html'."""
    stem = re.sub(r"\.(jsonl|json|csv|tsv|xlsx|xls)$", "", str(name or "").strip(), flags=re.I)
    stem = re.sub(r"[^\w\u4e00-\u9fff-]+", "_", stem).strip("_")[:60] or "earag"
    return f"{stem}-{suffix}.html"


# --- command line -----------------------------------------------------------------------------------------

def _load_input(source: str, db_url: str | None = None) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Records and meta from a results JSONL file, or from a run id of the run store (earag.runs.store)."""
    path = Path(source)
    if path.suffix.lower() in (".jsonl", ".json") or path.exists():
        if not path.exists():
            raise InputError(Message("report_file.no_file", {"source": str(source)}), field="input")

        records = [r for r in read_records(path) if isinstance(r, dict)]
        if not records:
            raise InputError(Message("report_file.no_records", {"source": str(source)}), field="input")
        if not any("earag_evaluation" in r for r in records):  # a dataset, not results: nothing to report on
            raise InputError(Message("report_file.not_results", {"source": str(source)}), field="input")
        # one record per input row (a file an older version appended to may hold a row twice)
        return latest_records(records), {"name": path.name, **_sidecar_meta(path)}
    # A run id of the run store.
    try:
        pass
    except ImportError as exc:
        raise InputError(Message("report_file.no_store", {"source": str(source)}), field="input") from exc
    store = open_store(url=db_url)
    try:
        info = store.get_run(source)
        if info is None:
            raise InputError(Message("report_file.unknown", {"source": str(source), "store": store.describe()}),
                             field="input")
        meta = {"name": info.name, "run_id": info.id, "status": info.status, "started": info.started,
                "finished": info.finished, **dict(info.meta or {})}
        meta["agreement"] = run_agreement_or_none(store, source)
        return list(store.iter_records(source)), meta
    finally:
        store.close()


def _sidecar_meta(path: Path) -> dict[str, Any]:
    """The .meta.json the dashboard writes beside a results file ({} when absent or unreadable)."""
    try:
        meta = json.loads(path.with_suffix(".meta.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return meta if isinstance(meta, dict) else {}


def cmd_report(args) -> int:
    records, meta = _load_input(args.input, getattr(args, "db", None))
    if getattr(args, "config", None) or "thresholds" not in meta:
        settings = load_settings(getattr(args, "config", None))
        meta.setdefault("weights", settings.weights)
        meta.setdefault("thresholds", settings.thresholds)
    # `report --lang`, else the command's `earag --lang`, else Chinese (the report's default since it exists)
    lang = getattr(args, "lang", None) or getattr(args, "cli_lang", None) or "zh"
    text = render_run_report(records, meta, lang=lang, worst=args.worst)
    out = Path(args.output) if args.output else Path(report_filename(meta.get("name") or args.input))
    if out.is_dir():
        raise InputError(Message("report_file.output_folder", {"output": str(out)}), field="output")
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(f".{out.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(out)  # atomic: a reader never sees half a report
    print(f"{out} ({len(text.encode('utf-8')) // 1024} KB, {len(records)} records)")
    return 0


def add_parser(subparsers) -> Any:
    """Register `report` on an argparse subparsers object; returns the new parser."""
    p = subparsers.add_parser("report", help="a self-contained HTML report of a run (opens offline in any browser)")
    p.add_argument("input", help="a results JSONL file, or a run id of the run store")
    p.add_argument("-o", "--output", help="the HTML file (default: <run name>-report.html here)")
    p.add_argument("--lang", choices=list(LANGS), help="report language (default: `earag --lang`, else zh)")
    p.add_argument("--worst", type=int, default=WORST_N, help=f"how many lowest-scoring answers to show "
                   f"(default {WORST_N})")
    p.add_argument("--config", help="configuration YAML whose thresholds are drawn (default the one in use)")
    p.add_argument("--db", help="run store URL for a run id (default $EARAG_DB_URL or the SQLite file)")
    p.set_defaults(func=cmd_report)
    return p
