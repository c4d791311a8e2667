"""One result's entity analysis as HTML: question and answer entities as chips by coverage, and the context
sentences the answer used."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from earag.types import entity_names
from ui.charts.style import (
    CHIP_COLOURS,
    GREEN,
    GREY,
    RED,
    _num,
    esc,
)
from ui.i18n import t

_STATE_COLOURS = {"verified": GREEN, "unverified": RED, "unverified_no_graph": RED, "not_counted": GREY}


def question_entity_chips(ea: Mapping[str, Any]) -> list[dict[str, str]]:
    """Each question entity with where it is covered: both / context_only / answer_only / neither."""
    covered = set(ea.get("covered_entities") or [])
    in_ctx = set(ea.get("context_covered_entities") or [])
    out = []
    for ent in ea.get("question_entities") or []:
        a, c = ent in covered, ent in in_ctx
        cat = "both" if a and c else "context_only" if c else "answer_only" if a else "neither"
        out.append({"entity": ent, "category": cat, "colour": CHIP_COLOURS[cat]})
    return out


def answer_entity_chips(ea: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Each answer entity with what was checked (`state`): "verified" (the contexts or the graph hold it);
    "unverified" (counted as invented: the contexts lack it and the graph was looked up and lacks it);
    "unverified_no_graph" (counted as invented: the contexts lack it, the graph was not consulted for it — none
    configured, or not about this sample); "not_counted" (the contexts lack it, and it is no proper name, so it is not
    counted as invented)."""
    unsupported = set(entity_names(ea.get("unsupported_entities")))
    checks = {c.get("entity"): c for c in ea.get("answer_entity_checks") or []}
    out = []
    for ent in ea.get("answer_entities") or []:
        check = checks.get(ent, {})
        in_context, in_graph = check.get("in_context"), check.get("in_graph")
        if ent not in unsupported:
            # (a record without checks: seed 000's view, every entity not reported as invented is supported)
            state = "verified" if in_context or in_graph or not check else "not_counted"
        else:
            state = "unverified" if in_graph is False else "verified" if in_graph else "unverified_no_graph"
        out.append({"entity": ent, "in_context": in_context, "in_graph": in_graph, "state": state,
                    "verified": state == "verified", "colour": _STATE_COLOURS[state]})
    return out


def _chip(text: str, colour: str, css: str, title: str = "", note: str = "") -> str:
    extra = (f'<span style="font-size:0.72rem;color:#64748b;margin-left:6px">{esc(note)}</span>' if note else "")
    return (f'<span class="earag-chip {css}" title="{esc(title)}" style="display:inline-block;margin:3px 4px;'
            f'padding:2px 10px;border-radius:12px;border:1.5px solid {colour};color:{colour};'
            f'background:{colour}14;font-size:0.92rem">{esc(text)}{extra}</span>')


def _mark(flag: Any) -> str:
    return "✓" if flag else ("—" if flag is None else "✗")


def entity_diff_html(ea: Mapping[str, Any], lang: str = "zh") -> str:
    """Question entities as coloured chips by coverage, answer entities marked verified/unverified."""
    parts = ['<div class="earag-entity-diff" style="line-height:2">']
    parts.append(f'<div style="font-weight:600;margin-top:2px">{esc(t("ent.question_entities", lang))}</div><div>')
    chips = question_entity_chips(ea)
    for chip in chips:
        parts.append(_chip(chip["entity"], chip["colour"], f"earag-chip-{chip['category']}",
                           t(f"ent.cat.{chip['category']}", lang)))
    if not chips:
        parts.append(f'<span style="color:{GREY}">{esc(t("ent.none", lang))}</span>')
    parts.append("</div>")
    legend = " ".join(
        f'<span style="color:{CHIP_COLOURS[c]}">●</span> {esc(t("ent.cat." + c, lang))}' for c in CHIP_COLOURS)
    parts.append(f'<div style="font-size:0.8rem;color:#64748b">{legend}</div>')
    parts.append(f'<div style="font-weight:600;margin-top:8px">{esc(t("ent.answer_entities", lang))}</div><div>')
    achips = answer_entity_chips(ea)
    for chip in achips:
        state = chip["state"]
        note = f"{t('ent.ctx', lang)}{_mark(chip['in_context'])} {t('ent.graph', lang)}{_mark(chip['in_graph'])}"
        parts.append(_chip(chip["entity"], chip["colour"], f"earag-chip-{state}", t(f"ent.{state}", lang), note))
    if not achips:
        parts.append(f'<span style="color:{GREY}">{esc(t("ent.none", lang))}</span>')
    parts.append("</div>")
    shown = list(dict.fromkeys(["verified", "unverified", *(c["state"] for c in achips)]))   # the legend: what is there
    legend = " ".join(f'<span style="color:{_STATE_COLOURS[s]}">●</span> {esc(t("ent." + s, lang))}' for s in shown)
    parts.append(f'<div style="font-size:0.8rem;color:#64748b">{legend} · {esc(t("ent.marks", lang))}</div></div>')
    return "".join(parts)


def context_usage_html(usage: Sequence[Mapping[str, Any]], lang: str = "zh") -> str:
    """Context sentences grouped by passage: used by the answer (green bar) or not (grey)."""
    if not usage:
        return f'<div class="earag-context" style="color:{GREY}">{esc(t("ctx.none", lang))}</div>'
    parts = ['<div class="earag-context">']
    current = None
    for u in usage:
        if u.get("doc") != current:
            if current is not None:
                parts.append("</div>")
            current = u.get("doc")
            parts.append(f'<div style="margin:6px 0 2px;font-weight:600">{esc(t("ctx.passage", lang, n=int(current or 0) + 1))}</div><div>')
        used = bool(u.get("used"))
        css = "earag-used" if used else "earag-unused"
        colour = GREEN if used else "#cbd5e1"
        text_colour = "#111827" if used else "#6b7280"
        overlap = f"{(_num(u.get('overlap')) or 0):.2f}"
        title = f"{t('ctx.used' if used else 'ctx.unused', lang)} · {t('ctx.overlap', lang, v=overlap)}"
        parts.append(f'<div class="earag-ctx {css}" title="{esc(title)}" style="border-left:4px solid {colour};'
                     f'padding:2px 8px;margin:2px 0;color:{text_colour}">{esc(u.get("sentence"))}</div>')
    parts.append("</div></div>")
    return "".join(parts)
