"""Seed 001's per-sentence verdicts (rows and an HTML table) and per-document scores (a bar figure)."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import plotly.graph_objects as go

from ui.charts.metrics import score_colour
from ui.charts.style import (
    _LAYOUT,
    BLUE,
    GREEN,
    GREY,
    RED,
    _num,
    esc,
)
from ui.i18n import say, t


def verdict_rows(details: Mapping[str, Any], lang: str = "zh") -> list[dict[str, Any]]:
    """Seed 001's per-sentence verdicts as table rows: #, sentence, ✓/✗, reason (and the document rank of a
    context sentence)."""
    rows = []
    for i, v in enumerate(details.get("verdicts") or [], 1):
        row = {"#": v.get("index", i), t("col.sentence", lang): v.get("sentence") or "",
               t("col.supported", lang): "✓" if v.get("supported") else "✗",
               t("col.reason", lang): say(v.get("reason") or "", lang, v.get("reason_messages"))}
        if v.get("rank") is not None:
            row[t("col.rank", lang)] = v.get("rank")
        rows.append(row)
    return rows


def verdict_table_html(details: Mapping[str, Any], lang: str = "zh") -> str:
    """The verdict rows as a wrapping table (sentences are long): supported rows green ✓, unsupported red ✗."""
    rows = verdict_rows(details, lang)
    if not rows:
        return f'<div class="earag-verdicts" style="color:{GREY}">{esc(t("sent.none", lang))}</div>'
    sent, sup, reason, rank = (t(k, lang) for k in ("col.sentence", "col.supported", "col.reason", "col.rank"))
    has_rank = any(rank in r for r in rows)
    heads = ["#", *([rank] if has_rank else []), sent, sup, reason]
    widths = ["32px", *(["48px"] if has_rank else []), "52%", "76px", ""]
    cols = "".join(f'<col style="width:{w}">' if w else "<col>" for w in widths)
    head = "".join(f'<th style="padding:4px 6px;font-weight:600">{esc(h)}</th>' for h in heads)
    body = []
    for r in rows:
        ok = r[sup] == "✓"
        colour = GREEN if ok else RED
        cells = [str(r["#"]), *([str(r.get(rank, ""))] if has_rank else []), r[sent]]
        tds = "".join(f'<td style="padding:5px 6px">{esc(c)}</td>' for c in cells)
        tds += f'<td style="padding:5px 6px;color:{colour};font-weight:700;text-align:center">{esc(r[sup])}</td>'
        tds += f'<td style="padding:5px 6px;color:#475569;font-size:0.85rem">{esc(r[reason])}</td>'
        body.append(f'<tr class="earag-verdict {"earag-supported" if ok else "earag-unsupported"}" '
                    f'style="border-top:1px solid #e2e8f0;vertical-align:top;background:{colour}0d">{tds}</tr>')
    return ('<table class="earag-verdicts" style="width:100%;border-collapse:collapse;font-size:0.88rem;'
            f'table-layout:fixed"><colgroup>{cols}</colgroup><thead><tr style="text-align:left;color:#64748b">'
            f'{head}</tr></thead><tbody>{"".join(body)}</tbody></table>')


def per_document_figure(details: Mapping[str, Any], lang: str = "zh", title: str | None = None) -> go.Figure:
    """Seed 001's per-document scores as bars in retrieval-rank order, with the pooled and the rank-weighted
    score as lines (named in the legend), so the three can be read side by side."""
    docs = sorted(details.get("per_document") or [], key=lambda d: d.get("rank") or 0)
    weights = [_num(d.get("weight")) for d in docs]
    # The rank weight goes under the document's name: on the bar it would be shrunk to fit.
    x = [f"{t('mres.doc', lang, rank=d.get('rank'))}<br>{t('mres.weight', lang, w='—' if w is None else f'{w:.2f}')}"
         for d, w in zip(docs, weights)]
    y = [_num(d.get("score")) or 0.0 for d in docs]
    fig = go.Figure(go.Bar(x=x, y=y, text=[f"{v:.2f}" for v in y], textposition="outside",
                           marker_color=[score_colour(v) for v in y], hovertemplate="%{x}: %{y:.3f}<extra></extra>",
                           showlegend=False, cliponaxis=False, textfont=dict(size=12)))
    for key, label, colour, dash in (("pooled_score", "mres.pooled", GREY, "dash"),
                                     ("rank_weighted_score", "mres.rank_weighted", BLUE, "dot")):
        v = _num(details.get(key))
        if v is None:
            continue
        fig.add_hline(y=v, line=dict(color=colour, dash=dash, width=2))
        fig.add_trace(go.Scatter(x=[None], y=[None], mode="lines", line=dict(color=colour, dash=dash, width=2),
                                 name=f"{t(label, lang)} {v:.2f}"))
    if len(docs) == 1:  # one bar alone reads as a lost point: say why the three numbers coincide
        fig.add_annotation(text=esc(t("chart.per_doc_one", lang)), xref="paper", yref="paper", x=0.5, y=1.02,
                           showarrow=False, font=dict(size=11, color="#475569"))
    fig.update_layout(height=330, yaxis=dict(range=[0, 1.2], tickvals=[0, 0.5, 1]),
                      bargap=0.35 if len(docs) > 2 else 0.7,
                      title=dict(text=title or t("mres.per_document", lang), x=0.02, font=dict(size=14)),
                      legend=dict(orientation="h", yanchor="top", y=-0.3, x=0),
                      **{**_LAYOUT, "margin": dict(l=30, r=20, t=40, b=80)})
    return fig
