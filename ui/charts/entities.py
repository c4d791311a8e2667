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
    """Each answer entity, verified when the contexts or the graph support it (not in unsupported_entities)."""
    unsupported = set(entity_names(ea.get("unsupported_entities")))
    checks = {c.get("entity"): c for c in ea.get("answer_entity_checks") or []}
    out = []
    for ent in ea.get("answer_entities") or []:
        check = checks.get(ent, {})
        verified = ent not in unsupported
        out.append({"entity": ent, "in_context": check.get("in_context"), "in_graph": check.get("in_graph"),
                    "verified": verified, "colour": GREEN if verified else RED})
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
        state = "verified" if chip["verified"] else "unverified"
        note = f"{t('ent.ctx', lang)}{_mark(chip['in_context'])} {t('ent.graph', lang)}{_mark(chip['in_graph'])}"
        parts.append(_chip(chip["entity"], chip["colour"], f"earag-chip-{state}", t(f"ent.{state}", lang), note))
    if not achips:
        parts.append(f'<span style="color:{GREY}">{esc(t("ent.none", lang))}</span>')
    parts.append("</div>")
    parts.append(f'<div style="font-size:0.8rem;color:#64748b"><span style="color:{GREEN}">●</span> '
                 f'{esc(t("ent.verified", lang))} <span style="color:{RED}">●</span> {esc(t("ent.unverified", lang))}'
                 f' · {esc(t("ent.marks", lang))}</div></div>')
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
