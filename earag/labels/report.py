"""The agreement section of the HTML run report (earag.report): plain HTML, no script, zh or en."""
from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

from earag.messages import CATALOGUE, LANGS

_KEYS = ("title", "intro", "judge", "who", "all", "accuracy", "kappa", "wkappa", "sent", "spans", "iou", "inter", "alpha",
         "pair", "agree", "dis", "row", "judge_level", "human_levels", "none")


def _texts(lang: str) -> dict[str, str]:
    """The section's texts in `lang` (another language: Chinese): the catalogue's codes "agreement.<key>"."""
    lang = lang if lang in LANGS else "zh"
    return {key: CATALOGUE[f"agreement.{key}"].template(lang) for key in _KEYS}


def _f(value: Any, digits: int = 3) -> str:
    return "—" if value is None else f"{float(value):.{digits}f}"


def _ci(stat: Mapping[str, Any]) -> str:
    if stat.get("low") is None:
        return _f(stat.get("value"))
    return f"{_f(stat.get('value'))} [{_f(stat['low'], 2)}, {_f(stat['high'], 2)}]"


def _table(headers: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in r) + "</tr>" for r in rows)
    return f'<table class="agreement"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


def agreement_section(report: Mapping[str, Any], lang: str = "zh", max_items: int = 20) -> str:
    """The section (an <h2> and its tables) for an earag.labels.agreement report; '' without labels."""
    if not report or not report.get("n_labels"):
        return ""
    tx = _texts(lang)
    boot = report.get("bootstrap") or {}
    parts = [f'<h2 id="agreement">{html.escape(tx["title"])}</h2>',
             f'<p>{html.escape(tx["intro"].format(n=report["n_labels"], items=report["n_items"], k=len(report["annotators"]), boot=boot.get("n_boot"), seed=boot.get("seed")))}</p>',
             f'<h3>{html.escape(tx["judge"])}</h3>']
    rows = []
    judge = report["judge"]
    for who, j in [(tx["all"], judge["all"]), *judge["by_annotator"].items()]:
        sp = j["spans"]
        rows.append([who, j["n"], _f(j["level_accuracy"]), _f(j["kappa"]), _f(j["weighted_kappa"]),
                     _ci(j["spearman"]), _ci(j["kendall"]), _f(j["sentences"]["accuracy"]),
                     f"{_f(sp['precision'], 2)}/{_f(sp['recall'], 2)}/{_f(sp['f1'], 2)}", _f(sp["iou"])])
    parts.append(_table([tx["who"], "n", tx["accuracy"], tx["kappa"], tx["wkappa"], "Spearman ρ", "Kendall τ",
                         tx["sent"], tx["spans"], tx["iou"]], rows))
    inter = report["inter"]
    parts.append(f'<h3>{html.escape(tx["inter"])}</h3><p>' + html.escape(tx["alpha"].format(
        nom=_f(inter["alpha_nominal"]), itv=_f(inter["alpha_interval"]), n=inter["n_items"])) + "</p>")
    if inter["pairs"]:
        parts.append(_table([tx["pair"], "n", tx["agree"], tx["kappa"], tx["wkappa"]],
                            [[f"{p['a']} / {p['b']}", p["n"], _f(p["agreement"]), _f(p["kappa"]),
                              _f(p["weighted_kappa"])] for p in inter["pairs"]]))
    shown = report["disagreements"][:max_items]
    if shown:
        parts.append(f'<h3>{html.escape(tx["dis"].format(n=len(shown)))}</h3>')
        parts.append(_table([tx["row"], "ID", tx["judge_level"], tx["human_levels"]],
                            [[d["row"], d.get("id") or tx["none"], d.get("judge_level") or tx["none"],
                              ", ".join(f"{a}: {lv}" for a, lv in d["human_levels"].items())] for d in shown]))
    return "".join(parts)


def run_agreement_or_none(store, run_id: str) -> dict[str, Any] | None:
    """The agreement report of a run with labels (None without any) — for `earag report RUN`."""
    # lazy: earag.labels.agreement costs 401 ms, earag.labels.store 21 ms at import (measured, benchmarks/import_costs.py)
    from earag.labels.agreement import run_agreement
    from earag.labels.store import LabelStore

    if not LabelStore(store).labels(run_id):
        return None
    return run_agreement(store, run_id)
