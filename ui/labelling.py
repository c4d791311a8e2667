"""The labelling page's parts: the run picker (shared with the tuning page), the queue, the per-answer form (level,
score, sentence verdicts, span editor, note) with undo and shortcuts, the agreement view and the fit on labels.

Pure helpers (*_html, span edits) take plain values; render_* draw with Streamlit. Every save is one transaction
in the run store (earag.labels.store), so a reload or a crash keeps every saved label.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pandas as pd
import streamlit as st
import streamlit.components.v1 as components

from earag.labels.agreement import run_agreement
from earag.labels.fit import COMPARE_ORDER, REPEATS, TRUST_LABELS, fit_run, spread_text
from earag.labels.queue import QUEUES, labelling_queue
from earag.labels.store import LEVELS, Label, LabelStore
from earag.types import read_level_id
from ui import runs
from ui.charts.style import esc
from ui.i18n import level_label, t
from ui.state import labeller, lang, tr

SPAN_KINDS = ("number", "date", "quantity", "entity", "negation", "direction", "unsupported-addition")
VIEWS = ("label", "agreement")
HUMAN_MARK = "#fde68a"


# --- pure helpers -------------------------------------------------------------------------------------------------

def judge_spans(record: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The judge's unsupported spans of an answer, in answer offsets, as a label's span list."""
    out = []
    for verdict in (record.get("earag_evaluation") or {}).get("sentence_verdicts") or []:
        for sp in verdict.get("unsupported_spans") or []:
            if isinstance(sp.get("start"), int) and isinstance(sp.get("end"), int) and sp["end"] > sp["start"]:
                out.append({"start": sp["start"], "end": sp["end"], "kind": str(sp.get("kind") or
                                                                               "unsupported-addition"), "note": ""})
    return sorted(out, key=lambda s: (s["start"], s["end"]))


def find_text(answer: str, text: str, after: int = 0) -> tuple[int, int] | None:
    """Where `text` sits in the answer (the first match at or after `after`, else the first): offsets or None."""
    text = text.strip()
    if not text:
        return None
    i = answer.find(text, after)
    if i < 0:
        i = answer.find(text)
    return None if i < 0 else (i, i + len(text))


def answer_html(answer: str, human: Sequence[Mapping[str, Any]], judge: Sequence[Mapping[str, Any]],
                selected: tuple[int, int] | None = None) -> str:
    """The answer escaped: the annotator's spans marked yellow, the judge's underlined red, the span being edited
    boxed. Per character, so overlapping spans need no nesting."""
    def classes(i: int) -> tuple[bool, bool, bool]:
        return (any(s["start"] <= i < s["end"] for s in human), any(s["start"] <= i < s["end"] for s in judge),
                selected is not None and selected[0] <= i < selected[1])

    out, i = [], 0
    while i < len(answer):
        c = classes(i)
        j = i + 1
        while j < len(answer) and classes(j) == c:
            j += 1
        style = []
        if c[0]:
            style.append(f"background:{HUMAN_MARK}")
        if c[1]:
            style.append("border-bottom:2px solid #dc2626")
        if c[2]:
            style.append("outline:2px solid #2563eb")
        piece = esc(answer[i:j])
        out.append(f'<span class="lab-span" style="{";".join(style)}">{piece}</span>' if style else piece)
        i = j
    return f'<div class="lab-answer" style="line-height:1.9;font-size:1.05rem">{"".join(out)}</div>'


# The answer in a small same-origin frame: selecting text with the mouse writes "start-end" (answer offsets) into
# the form's 「鼠标选区」 field and commits it, so the selection reaches the server as an ordinary text input.
_SELECT_JS = """
<script>
const box = document.getElementById("answer");
function offset(node, off) {
  const r = document.createRange(); r.setStart(box, 0); r.setEnd(node, off); return r.toString().length;
}
document.addEventListener("mouseup", () => {
  const sel = document.getSelection();
  if (!sel || sel.isCollapsed || !box.contains(sel.anchorNode) || !box.contains(sel.focusNode)) return;
  const a = offset(sel.anchorNode, sel.anchorOffset), b = offset(sel.focusNode, sel.focusOffset);
  const input = window.parent.document.querySelector(".st-key-__KEY__ input");
  if (!input || a === b) return;
  const set = Object.getOwnPropertyDescriptor(window.parent.HTMLInputElement.prototype, "value").set;
  set.call(input, Math.min(a, b) + "-" + Math.max(a, b));
  input.dispatchEvent(new Event("input", {bubbles: true}));
  input.dispatchEvent(new KeyboardEvent("keydown", {key: "Enter", code: "Enter", keyCode: 13, bubbles: true}));
});
</script>
"""


def selection_view(marked_html: str, row: int, length: int) -> None:
    """The marked answer in a frame whose mouse selection fills the 「鼠标选区」 field (see _SELECT_JS)."""
    height = 40 + 32 * (length // 48 + 1)  # about 48 characters a line at the form's width
    components.html(f'<div id="answer" style="font-family:sans-serif">{marked_html}</div>'
                    + _SELECT_JS.replace("__KEY__", _k("pick", row)), height=min(height, 600), scrolling=True)


def parse_pick(text: str, length: int) -> tuple[int, int] | None:
    """"start-end" from the mouse selection field as answer offsets (None when it is not a valid range)."""
    start, sep, end = (text or "").strip().partition("-")
    if not sep or not start.strip().isdigit() or not end.strip().isdigit():
        return None
    a, b = int(start), int(end)
    return (a, b) if 0 <= a < b <= length else None


def label_rows(labels: Sequence[Label], annotator: str) -> set[int]:
    return {lb.row for lb in labels if lb.annotator == annotator}


# --- the run picker (also the tuning page's) -----------------------------------------------------------------------

def run_picker(key: str, label_key: str = "lab.run") -> Any:
    """A selectbox over the store's runs with scored answers, the newest first; returns the run (None: none).
    Each run's label shows how many labels it has."""
    store = runs.run_store()
    past = [r for r in store.list_runs(200) if r.counts.get("scored")]
    if not past:
        st.info(tr("lab.no_runs"))
        return None
    by_id = {r.id: r for r in past}
    if st.session_state.get(key) not in by_id:
        st.session_state[key] = past[0].id
    counts = LabelStore(store).counts()
    lg = lang()
    choice = st.selectbox(tr(label_key), list(by_id), key=key, format_func=lambda i: runs.run_label(by_id[i], lg) +
                          (f" · {t('lab.n_labels', lg, n=counts[i])}" if counts.get(i) else ""))
    return by_id[choice]


# --- the form state of the answer shown -----------------------------------------------------------------------------

def _k(name: str, row: int) -> str:
    return f"lab_{name}_{row}"


def load_form(label: Label | None, record: Mapping[str, Any], row: int) -> None:
    """Put the stored label (or nothing, with the judge's spans to start from) into the form's session keys."""
    ss = st.session_state
    verdicts = (record.get("earag_evaluation") or {}).get("sentence_verdicts") or []
    ss[_k("level", row)] = label.level if label else None
    ss[_k("score", row)] = label.score if label else None
    ss[_k("note", row)] = label.note if label else ""
    for i in range(len(verdicts)):
        ss[_k(f"sent{i}", row)] = (label.sentences.get(i) if label else None)
    reviewed = label is not None and label.spans is not None
    ss[_k("spans", row)] = [dict(s) for s in label.spans] if label is not None and label.spans is not None \
        else judge_spans(record)
    ss[_k("reviewed", row)] = reviewed
    ss[_k("sel", row)] = -1
    ss[_k("range", row)] = (0, min(1, len(str(record.get("answer") or ""))))


def form_label(run_id: str, row: int, annotator: str, n_sentences: int) -> Label:
    ss = st.session_state
    sentences = {i: v for i in range(n_sentences) if (v := ss.get(_k(f"sent{i}", row))) in ("agree", "disagree")}
    return Label(run_id, row, annotator, score=ss.get(_k("score", row)), level=ss.get(_k("level", row)),
                 sentences=sentences, spans=ss[_k("spans", row)] if ss.get(_k("reviewed", row)) else None,
                 note=ss.get(_k("note", row)) or "")


# --- callbacks (they run before the page is drawn again) ------------------------------------------------------------

def _set_level(row: int, level: str) -> None:
    st.session_state[_k("level", row)] = level


def _find(row: int, answer: str) -> None:
    found = find_text(answer, st.session_state.get(_k("find", row)) or "")
    if found:
        st.session_state[_k("range", row)] = found
    else:
        st.session_state["_lab_flash"] = ("warning", tr("lab.not_found"))


def _picked(row: int, length: int) -> None:
    found = parse_pick(st.session_state.get(_k("pick", row)) or "", length)
    if found:
        st.session_state[_k("range", row)] = found


def _pick_span(row: int) -> None:
    sel = st.session_state.get(_k("sel", row), -1)
    spans = st.session_state[_k("spans", row)]
    if sel is not None and 0 <= sel < len(spans):
        sp = spans[sel]
        st.session_state[_k("range", row)] = (sp["start"], sp["end"])
        st.session_state[_k("kind", row)] = sp["kind"]
        st.session_state[_k("span_note", row)] = sp.get("note", "")


def _edit_span(row: int, action: str) -> None:
    """Add the selected range as a span, move the picked span to it, or remove the picked span."""
    ss = st.session_state
    spans = list(ss[_k("spans", row)])
    sel = ss.get(_k("sel", row), -1)
    start, end = ss[_k("range", row)]
    new = {"start": int(start), "end": int(end), "kind": ss.get(_k("kind", row)) or "unsupported-addition",
           "note": ss.get(_k("span_note", row)) or ""}
    if action == "add" and end > start:
        spans.append(new)
    elif action == "move" and sel is not None and 0 <= sel < len(spans) and end > start:
        spans[sel] = new
    elif action == "remove" and sel is not None and 0 <= sel < len(spans):
        spans.pop(sel)
    ss[_k("spans", row)] = sorted(spans, key=lambda s: (s["start"], s["end"]))
    ss[_k("reviewed", row)] = True
    ss[_k("sel", row)] = -1


def _go(order: Sequence[int], row: int, step: int) -> None:
    if not order:
        return
    i = order.index(row) if row in order else -1
    st.session_state["lab_row"] = order[max(0, min(len(order) - 1, i + step))]


def _save(store, label_fn, order: Sequence[int], row: int, advance: bool) -> None:
    try:
        label = label_fn()
        LabelStore(store).save(label)
    except Exception as exc:  # shown on the page: a callback cannot draw where the form is
        st.session_state["_lab_flash"] = ("error", tr("lab.save_failed", msg=str(exc)))
        return
    st.session_state["_lab_flash"] = ("success", tr("lab.saved", row=row))
    st.session_state["lab_loaded"] = None  # reload the form from the store
    if advance:
        _go(order, row, 1)


def _undo(store, run_id: str, row: int, annotator: str) -> None:
    now = LabelStore(store).undo(run_id, row, annotator)
    st.session_state["_lab_flash"] = ("info", tr("lab.undone" if now else "lab.undone_empty", row=row))
    st.session_state["lab_loaded"] = None


def open_row(row: int) -> None:
    """One click from the agreement view: show that answer in the form."""
    st.session_state["lab_row"] = int(row)
    st.session_state["lab_view"] = "label"
    st.session_state["lab_loaded"] = None


# --- drawing ------------------------------------------------------------------------------------------------------

def flash() -> None:
    kind, text = st.session_state.pop("_lab_flash", (None, None))
    if kind:
        getattr(st, kind)(text)


def render_queue(records: Sequence[Mapping[str, Any]], labels: Sequence[Label], annotator: str) -> list[int]:
    """The queue picker and progress; returns the queue's rows in order."""
    c1, c2, c3 = st.columns([2, 1, 1], vertical_alignment="bottom")
    st.session_state.setdefault("keep_lab_queue", "all")
    kind = c1.segmented_control(tr("lab.queue"), list(QUEUES), key="keep_lab_queue",
                                format_func=labeller("lab.queue.")) or "all"
    unlabelled = c2.toggle(tr("lab.unlabelled_only"), key="keep_lab_unlabelled")
    seed = int(c3.number_input(tr("lab.seed"), 0, 10_000, 0, key="keep_lab_seed")) if kind == "stratified" else 0
    mine = label_rows(labels, annotator)
    order = labelling_queue(records, kind, labelled=mine, unlabelled_only=unlabelled, seed=seed)
    scored = sum(1 for r in records if r.get("earag_evaluation"))
    st.progress(len(mine) / scored if scored else 0.0,
                text=tr("lab.progress", mine=len(mine), n=scored, all=len(labels),
                        annotators=len({lb.annotator for lb in labels})))
    return order


def render_nav(order: Sequence[int], row: int) -> None:
    c = st.columns([1, 1, 3])
    c[0].button(tr("lab.prev"), key="lab_prev", on_click=_go, args=(list(order), row, -1), shortcut="K",
                icon=":material/arrow_back:", width="stretch")
    c[1].button(tr("lab.next"), key="lab_next", on_click=_go, args=(list(order), row, 1), shortcut="J",
                icon=":material/arrow_forward:", width="stretch")
    pos = order.index(row) + 1 if row in order else 0
    c[2].caption(tr("lab.position", pos=pos, n=len(order), row=row) + " · " + tr("lab.shortcuts"))


def render_sentences(record: Mapping[str, Any], row: int) -> int:
    """Per sentence of the judge: its verdict and agree / disagree. Returns the number of sentences."""
    verdicts = (record.get("earag_evaluation") or {}).get("sentence_verdicts") or []
    st.markdown(f"**{tr('lab.sentences')}**")
    for i, v in enumerate(verdicts):
        c1, c2 = st.columns([4, 1.3], vertical_alignment="center")
        judged = {1: tr("lab.v_supported"), 0: tr("lab.v_unsupported")}.get(v.get("supported"), tr("lab.v_none"))
        c1.markdown(f"{i + 1}. {esc(v.get('sentence') or '')} — *{judged}*")
        c2.segmented_control(tr("lab.verdict"), ["agree", "disagree"], key=_k(f"sent{i}", row),
                             format_func=labeller("lab."), label_visibility="collapsed")
    return len(verdicts)


def render_span_editor(record: Mapping[str, Any], row: int) -> None:
    """The annotator's spans: pick one to move or remove, or select new text by searching it or by the range
    slider; the answer shows the selection live."""
    ss = st.session_state
    answer = str(record.get("answer") or "")
    spans = ss[_k("spans", row)]
    st.markdown(f"**{tr('lab.spans')}**")
    st.caption(tr("lab.spans_help"))
    selection_view(answer_html(answer, spans, judge_spans(record), tuple(ss[_k("range", row)])), row, len(answer))
    st.text_input(tr("lab.mouse"), key=_k("pick", row), on_change=_picked, args=(row, len(answer)),
                  help=tr("lab.mouse_help"))
    options = [-1, *range(len(spans))]
    lg = lang()
    st.selectbox(tr("lab.span_pick"), options, key=_k("sel", row), on_change=_pick_span, args=(row,),
                 format_func=lambda i: t("lab.span_new", lg) if i < 0 else
                 f"{i + 1}. 「{answer[spans[i]['start']:spans[i]['end']]}」 {spans[i]['start']}–{spans[i]['end']} · "
                 f"{t('span.kind.' + spans[i]['kind'], lg)}")
    c1, c2 = st.columns([3, 1], vertical_alignment="bottom")
    c1.text_input(tr("lab.find"), key=_k("find", row), placeholder=tr("lab.find_ph"))
    c2.button(tr("lab.find_go"), key=_k("find_go", row), on_click=_find, args=(row, answer), width="stretch")
    if len(answer) >= 1:
        st.slider(tr("lab.range"), 0, len(answer), key=_k("range", row))
    start, end = ss[_k("range", row)]
    st.caption(tr("lab.selected", text=answer[start:end] or "—", start=start, end=end))
    c3, c4 = st.columns(2)
    c3.selectbox(tr("lab.kind"), SPAN_KINDS, key=_k("kind", row), format_func=labeller("span.kind."))
    c4.text_input(tr("lab.span_note"), key=_k("span_note", row))
    sel = ss.get(_k("sel", row), -1)
    b = st.columns(3)
    b[0].button(tr("lab.span_add"), key=_k("add", row), on_click=_edit_span, args=(row, "add"), shortcut="A",
                icon=":material/add:", disabled=end <= start, width="stretch")
    b[1].button(tr("lab.span_move"), key=_k("move", row), on_click=_edit_span, args=(row, "move"),
                icon=":material/open_with:", disabled=sel is None or sel < 0 or end <= start, width="stretch")
    b[2].button(tr("lab.span_remove"), key=_k("remove", row), on_click=_edit_span, args=(row, "remove"),
                shortcut="X", icon=":material/delete:", disabled=sel is None or sel < 0, width="stretch")
    st.checkbox(tr("lab.reviewed"), key=_k("reviewed", row), help=tr("lab.reviewed_help"))


def render_form(store, run, record: Mapping[str, Any], row: int, annotator: str, order: Sequence[int]) -> None:
    """One answer: question, contexts, the judge's level and score, and the annotator's label."""
    ev = record.get("earag_evaluation") or {}
    lg = lang()
    st.markdown(f"#### {tr('lab.item', row=row, id=record.get('id') or '—')}")
    st.markdown(f"**{tr('col.question')}** {esc(record.get('question') or '')}")
    with st.expander(tr("lab.contexts", n=len(record.get("contexts") or []))):
        for i, ctx in enumerate(record.get("contexts") or [], 1):
            st.markdown(f"{i}. {esc(ctx)}")
    score = ev.get("overall_score")
    st.caption(tr("lab.judge_says", level=level_label(read_level_id(ev), lg),
                  score="—" if score is None else f"{score:.3f}"))
    st.markdown(f"**{tr('lab.level')}**")
    cols = st.columns(len(LEVELS) + 1)
    current = st.session_state.get(_k("level", row))
    for n, (col, level) in enumerate(zip(cols, LEVELS), 1):
        col.button(f"{level_label(level, lg)} ({n})", key=f"lab_lv_{level}", on_click=_set_level, args=(row, level),
                   type="primary" if current == level else "secondary", shortcut=str(n), width="stretch")
    cols[-1].number_input(tr("lab.score"), 0.0, 1.0, value=None, step=0.05, key=_k("score", row), placeholder="—")
    n_sent = render_sentences(record, row)
    render_span_editor(record, row)
    st.text_area(tr("lab.note"), key=_k("note", row), height=80)
    b = st.columns(3)
    label_fn = lambda: form_label(run.id, row, annotator, n_sent)  # noqa: E731
    b[0].button(tr("lab.save_next"), key="lab_save_next", type="primary", on_click=_save,
                args=(store, label_fn, list(order), row, True), shortcut="Ctrl+Enter", icon=":material/save:",
                width="stretch")
    b[1].button(tr("lab.save"), key="lab_save", on_click=_save, args=(store, label_fn, list(order), row, False),
                shortcut="S", icon=":material/save:", width="stretch")
    b[2].button(tr("lab.undo"), key="lab_undo", on_click=_undo, args=(store, run.id, row, annotator),
                shortcut="U", icon=":material/undo:", width="stretch")


def render_labelling(store, run, records: Sequence[Mapping[str, Any]], annotator: str) -> None:
    labels = LabelStore(store).labels(run.id)
    order = render_queue(records, labels, annotator)
    flash()
    if not order:
        st.success(tr("lab.queue_empty"))
        return
    by_row = {int(r["row"]): r for r in records if isinstance(r.get("row"), int)}
    # a new run or a new annotator starts at the head of the queue
    if st.session_state.get("lab_row") not in by_row or st.session_state.get("lab_run") != (run.id, annotator):
        st.session_state["lab_row"], st.session_state["lab_run"] = order[0], (run.id, annotator)
    row = int(st.session_state["lab_row"])
    loaded = (run.id, row, annotator)
    if st.session_state.get("lab_loaded") != loaded:
        load_form(LabelStore(store).latest(run.id, row, annotator), by_row[row], row)
        st.session_state["lab_loaded"] = loaded
    render_nav(order, row)
    render_form(store, run, by_row[row], row, annotator, order)
    history = LabelStore(store).history(run.id, row)
    if history:
        with st.expander(tr("lab.history", n=len(history))):
            st.dataframe(pd.DataFrame([{"time": pd.Timestamp(h.created, unit="s").strftime("%Y-%m-%d %H:%M:%S"),
                                        "annotator": h.annotator, "level": h.level, "score": h.score,
                                        "spans": None if h.spans is None else len(h.spans), "note": h.note,
                                        "undone": h.cleared} for h in history]), hide_index=True)


# --- the agreement view -------------------------------------------------------------------------------------------

def _num(value: Any) -> float | None:
    return None if value is None else float(value)


def judge_frame(report: Mapping[str, Any]) -> pd.DataFrame:
    """One row per annotator (and all together): the judge's agreement with them."""
    rows = []
    judge = report["judge"]
    for who, j in [(tr("lab.all_annotators"), judge["all"]), *judge["by_annotator"].items()]:
        sp, sr, kd = j["spans"], j["spearman"], j["kendall"]
        rows.append({"who": who, "n": j["n"], "accuracy": _num(j["level_accuracy"]), "kappa": _num(j["kappa"]),
                     "weighted_kappa": _num(j["weighted_kappa"]), "spearman": _num(sr["value"]),
                     "spearman_ci": "—" if sr["low"] is None else f"[{sr['low']:.2f}, {sr['high']:.2f}]",
                     "kendall": _num(kd["value"]),
                     "kendall_ci": "—" if kd["low"] is None else f"[{kd['low']:.2f}, {kd['high']:.2f}]",
                     "sentences": _num(j["sentences"]["accuracy"]), "span_p": _num(sp["precision"]),
                     "span_r": _num(sp["recall"]), "span_f1": _num(sp["f1"]), "iou": _num(sp["iou"])})
    return pd.DataFrame(rows)


def shown_frame(frame: pd.DataFrame, names: Mapping[str, str]) -> pd.DataFrame:
    """Numbers as 3-decimal text ("—" for none) and columns renamed, for a small st.table."""
    out = frame.copy()
    for col in out.columns:
        if col != "n" and out[col].dtype.kind in "fO":
            out[col] = [v if isinstance(v, str) else "—" if v is None or v != v else f"{v:.3f}" for v in out[col]]
    return out.rename(columns=dict(names)).set_index(names.get(frame.columns[0], frame.columns[0]))


def _agreement(store, run_id: str, n_labels: int, last: float) -> dict[str, Any]:
    """The report for the labels as they are now (computed again when a label is saved)."""
    key = (run_id, n_labels, last)
    kept = st.session_state.get("_lab_agreement")
    if kept and kept[0] == key:
        return kept[1]
    report = run_agreement(store, run_id, n_boot=1000, seed=0)
    st.session_state["_lab_agreement"] = (key, report)
    return report


def render_agreement_view(store, run) -> None:
    labels = LabelStore(store).labels(run.id)
    if not labels:
        st.info(tr("lab.no_labels"))
        return
    report = _agreement(store, run.id, len(labels), max(lb.created for lb in labels))
    lg = lang()
    st.markdown(f"**{tr('lab.judge_vs_humans')}**")
    st.table(shown_frame(judge_frame(report), {
        "who": tr("lab.col.who"), "n": "n", "accuracy": tr("agr.accuracy"), "kappa": tr("agr.kappa"),
        "weighted_kappa": tr("agr.weighted_kappa"), "spearman": tr("agr.spearman"), "spearman_ci": tr("lab.col.ci"),
        "kendall": tr("agr.kendall"), "kendall_ci": tr("lab.col.ci") + " ", "sentences": tr("lab.col.sentences"),
        "span_p": tr("lab.col.span_p"), "span_r": tr("lab.col.span_r"), "span_f1": tr("lab.col.span_f1"),
        "iou": "IoU"}))
    st.caption(tr("lab.agreement_note", boot=report["bootstrap"]["n_boot"], seed=report["bootstrap"]["seed"]))
    inter = report["inter"]
    st.markdown(f"**{tr('lab.inter')}**")
    c = st.columns(3)
    c[0].metric(tr("lab.alpha_nominal"), "—" if inter["alpha_nominal"] is None else f"{inter['alpha_nominal']:.3f}")
    c[1].metric(tr("lab.alpha_interval"),
                "—" if inter["alpha_interval"] is None else f"{inter['alpha_interval']:.3f}")
    c[2].metric(tr("lab.inter_items"), inter["n_items"])
    if inter["pairs"]:
        st.table(shown_frame(pd.DataFrame(inter["pairs"]), {
            "a": tr("lab.col.a"), "b": tr("lab.col.b"), "n": "n", "agreement": tr("lab.agree_rate"),
            "kappa": tr("agr.kappa"), "weighted_kappa": tr("agr.weighted_kappa")}))
    else:
        st.caption(tr("lab.one_annotator"))
    st.markdown(f"**{tr('lab.disagreements', n=len(report['disagreements']))}**")
    for d in report["disagreements"][:50]:
        c1, c2 = st.columns([5, 1], vertical_alignment="center")
        humans = ", ".join(f"{a}: {level_label(lv, lg)}" for a, lv in d["human_levels"].items())
        kinds = " · ".join(tr(f"lab.kind_{k}") for k in d["kinds"])
        c1.markdown(f"{tr('lab.row')} {d['row']} ({esc(d['id'] or '—')}) — {esc(d['question'])}  \n"
                    f"{tr('lab.judge')}: {level_label(d['judge_level'], lg)} · {humans} · *{kinds}*")
        c2.button(tr("lab.open"), key=f"lab_open_{d['row']}", on_click=open_row, args=(d["row"],),
                  icon=":material/open_in_new:")
    runs._report_button(store, run.id, {"name": run.name, "run_id": run.id, "agreement": report},
                        key="lab_report")


# --- the tuning page: fit on stored labels --------------------------------------------------------------------------

def _apply_fit(weights: Mapping[str, float], cutoffs: Sequence[float]) -> None:
    """Move the tuning page's sliders to the fitted weights and cut-offs (its keep_ keys)."""
    for d, w in weights.items():
        st.session_state[f"keep_w_{d}"] = float(max(-1.0, min(1.0, round(w, 2))))
    for name, c in zip(("excellent", "good", "fair"), cutoffs):
        st.session_state[f"keep_cut_{name}"] = float(round(c, 2))
    st.session_state.pop("tune_fit_note", None)


def render_label_fit(weights: Mapping[str, float]) -> None:
    """拟合已存标注: pick a run with labels, fit weights and cut-offs cross-validated, show in-sample beside
    cross-validated agreement, warn with few labels, apply to the sliders."""
    with st.expander(tr("lab.fit_title"), expanded=bool(st.session_state.get("lab_fit"))):
        run = run_picker("keep_lab_fit_run", "lab.fit_run")
        if run is None:
            return
        store = runs.run_store()
        annotators = LabelStore(store).annotators(run.id)
        all_text = tr("lab.all_annotators")
        who = st.selectbox(tr("lab.fit_who"), ["", *annotators], key="keep_lab_fit_who",
                           format_func=lambda a: all_text if not a else f"{a} ({annotators[a]})")
        if st.button(tr("lab.fit_go"), key="lab_fit_go", icon=":material/auto_fix_high:",
                     disabled=not annotators):
            try:
                with st.spinner(tr("lab.fit_running", repeats=REPEATS)):
                    st.session_state["lab_fit"] = fit_run(store, run.id, dict(weights), annotator=who or None)
            except Exception as exc:
                st.session_state["lab_fit"] = None
                st.error(tr("lab.fit_failed", msg=str(exc)))
        if not annotators:
            st.caption(tr("lab.no_labels"))
        fit = st.session_state.get("lab_fit")
        if fit is None:
            return
        if "few_labels" in fit.warnings:
            st.warning(tr("lab.fit_few", n=fit.n, trust=TRUST_LABELS), icon=":material/warning:")
        if "no_cv" in fit.warnings:
            st.warning(tr("lab.fit_no_cv"), icon=":material/warning:")
            st.caption(tr("lab.fit_seed_stands"))
        table = [{"evaluation": tr(f"lab.fit_{name}"), **{k: agr.get(k) for k in
                  ("n", "accuracy", "kappa", "weighted_kappa", "spearman", "kendall")}}
                 for name, agr in (("current", fit.baseline), ("train", fit.train), ("cv", fit.cross_validated))
                 if agr]
        st.dataframe(pd.DataFrame(table), hide_index=True, width="stretch")
        st.caption(tr("lab.fit_result", weights=", ".join(f"{d} {w:+.2f}" for d, w in fit.weights.weights.items()),
                      cutoffs=" / ".join(f"{c:.2f}" for c in fit.cutoffs), n=fit.n, folds=fit.folds))
        st.caption(tr("lab.fit_choice", shrink=f"{fit.shrink:g}", cut_shrink=f"{fit.cut_shrink:g}"))
        _render_fit_compare(fit)
        st.button(tr("lab.fit_apply"), key="lab_fit_apply", on_click=_apply_fit,
                  args=(fit.weights.weights, fit.cutoffs), icon=":material/done_all:")


# the UI labels of the comparison rows (earag.labels.fit.COMPARE_ORDER)
FIT_COMPARE_NAMES = {"fitted": "lab.fit_row_fitted", "seed": "lab.fit_row_seed",
                     "seed_cv_cutoffs": "lab.fit_row_seed_cv_cutoffs", "current": "lab.fit_row_current",
                     "bigram": "lab.fit_row_bigram", "bigram_cv_cutoffs": "lab.fit_row_bigram_cv_cutoffs"}


def fit_compare_frame(compare: Mapping[str, Mapping[str, Mapping[str, Any]]]) -> pd.DataFrame:
    """LabelFit.compare as a table: one row per scorer on the same rows, mean (min–max) over the fold seeds."""
    return pd.DataFrame([{tr("lab.fit_col_scorer"): tr(code),
                          tr("lab.fit_col_accuracy"): spread_text(compare[key]["accuracy"]),
                          tr("lab.fit_col_wkappa"): spread_text(compare[key]["weighted_kappa"]),
                          tr("lab.fit_col_spearman"): spread_text(compare[key]["spearman"])}
                         for key, code in ((k, FIT_COMPARE_NAMES[k]) for k in COMPARE_ORDER) if key in compare])


def _render_fit_compare(fit) -> None:
    """The fit's cross-validated figures next to the seed profile, the current weights and bigram overlap."""
    if fit.fold_seeds:
        st.markdown(tr("lab.fit_compare", n=fit.n, folds=fit.folds, seeds=", ".join(str(s) for s in fit.fold_seeds)))
    st.dataframe(fit_compare_frame(fit.compare), hide_index=True, width="stretch")
