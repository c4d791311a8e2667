"""The agreement report of a run's labels: the judge against the humans (per annotator and pooled) and the
annotators against each other, plus the items where they disagree. Built from plain records and labels."""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations
from typing import Any

import numpy as np

from earag.labels import stats
from earag.labels.store import LEVELS, Label, LabelStore
from earag.scoring import quality_level
from earag.types import LEVEL_IDS, read_level_id

# The middle of each level's band under the default cut-offs (0.8/0.7/0.6): the human value of a label that gives a
# level and no score, so rank correlations and weight fits can use it.
LEVEL_MIDPOINTS: dict[str, float] = {"excellent": 0.9, "good": 0.75, "fair": 0.65, "poor": 0.3}
N_BOOT = 1000


def level_rank(level: str) -> int:
    """0 = excellent … 3 = poor (the order of earag.scoring.LEVEL_NAMES)."""
    return LEVELS.index(level)


def human_level(label: Label) -> str | None:
    """The level the annotator gave, else the level of the score they gave (default cut-offs)."""
    if label.level:
        return label.level
    if label.score is not None:
        return LEVEL_IDS[quality_level(label.score)]
    return None


def human_value(label: Label) -> float | None:
    """The annotator's score, else the middle of their level's band (None without either)."""
    if label.score is not None:
        return label.score
    level = human_level(label)
    return None if level is None else LEVEL_MIDPOINTS[level]


def judge_view(record: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """What the judge said about one answer: level id, overall score, sentence verdicts, spans (answer offsets)."""
    ev = (record or {}).get("earag_evaluation")
    if not isinstance(ev, Mapping):
        return None
    level = read_level_id(ev)
    spans = [(int(sp["start"]), int(sp["end"])) for v in ev.get("sentence_verdicts") or []
             for sp in v.get("unsupported_spans") or [] if isinstance(sp.get("start"), int)
             and isinstance(sp.get("end"), int)]
    return {"level": level if level in LEVELS else None, "score": ev.get("overall_score"),
            "verdicts": list(ev.get("sentence_verdicts") or []), "spans": spans}


def judge_agreement(pairs: Sequence[tuple[dict[str, Any], Label]], *, n_boot: int = N_BOOT,
                    seed: int = 0) -> dict[str, Any]:
    """The judge against one or more annotators: one (judge view, label) pair per label."""
    levels = [(level_rank(j["level"]), level_rank(h)) for j, lb in pairs
              if j["level"] and (h := human_level(lb))]
    scored = [(float(j["score"]), v) for j, lb in pairs
              if isinstance(j["score"], (int, float)) and (v := human_value(lb)) is not None]
    judge_levels, human_levels = [a for a, _ in levels], [b for _, b in levels]
    x, y = [a for a, _ in scored], [b for _, b in scored]
    n_sent = n_agree = 0
    span_items = []
    for j, lb in pairs:
        for index, verdict in lb.sentences.items():
            if index < len(j["verdicts"]):
                n_sent += 1
                n_agree += verdict == "agree"
        if lb.spans is not None:
            span_items.append((j["spans"], [(s["start"], s["end"]) for s in lb.spans]))
    sentences = {"n": n_sent, "agree": n_agree, "accuracy": n_agree / n_sent if n_sent else None}
    return {
        "n": len(pairs), "n_levels": len(levels),
        "level_accuracy": float(np.mean([a == b for a, b in levels])) if levels else None,
        "kappa": stats.cohen_kappa(human_levels, judge_levels, len(LEVELS)),
        "weighted_kappa": stats.cohen_kappa(human_levels, judge_levels, len(LEVELS), "quadratic"),
        "spearman": stats.bootstrap(x, y, stats.spearman, n_boot=n_boot, seed=seed),
        "kendall": stats.bootstrap(x, y, stats.kendall, n_boot=n_boot, seed=seed),
        "sentences": sentences, "spans": stats.span_agreement(span_items),
    }


def inter_annotator(labels: Sequence[Label]) -> dict[str, Any]:
    """Annotator against annotator: κ per pair over the answers both labelled, α over all answers with ≥ 2."""
    by_row: dict[int, dict[str, str]] = {}
    for lb in labels:
        level = human_level(lb)
        if level:
            by_row.setdefault(lb.row, {})[lb.annotator] = level
    names = sorted({a for row in by_row.values() for a in row})
    pairs = []
    for a, b in combinations(names, 2):
        common = [row for row, given in by_row.items() if a in given and b in given]
        ra = [level_rank(by_row[r][a]) for r in common]
        rb = [level_rank(by_row[r][b]) for r in common]
        pairs.append({"a": a, "b": b, "n": len(common),
                      "agreement": float(np.mean([p == q for p, q in zip(ra, rb)])) if common else None,
                      "kappa": stats.cohen_kappa(ra, rb, len(LEVELS)),
                      "weighted_kappa": stats.cohen_kappa(ra, rb, len(LEVELS), "quadratic")})
    units = [[float(level_rank(v)) for v in given.values()] for given in by_row.values() if len(given) >= 2]
    return {"annotators": names, "pairs": pairs, "n_items": len(units),
            "alpha_nominal": stats.krippendorff_alpha(units, "nominal"),
            "alpha_interval": stats.krippendorff_alpha(units, "interval")}


def disagreements(judged: Mapping[int, dict[str, Any]], labels: Sequence[Label],
                  records: Mapping[int, Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The answers where the judge and a human, or two humans, differ in level; the largest gap first."""
    by_row: dict[int, dict[str, str]] = {}
    for lb in labels:
        level = human_level(lb)
        if level:
            by_row.setdefault(lb.row, {})[lb.annotator] = level
    out = []
    for row, given in by_row.items():
        judge = (judged.get(row) or {}).get("level")
        ranks = [level_rank(v) for v in given.values()]
        kinds = []
        if judge and any(v != judge for v in given.values()):
            kinds.append("judge")
        if len(set(given.values())) > 1:
            kinds.append("annotators")
        if kinds:
            all_ranks = ranks + ([level_rank(judge)] if judge else [])
            rec = records.get(row) or {}
            out.append({"row": row, "id": rec.get("id"), "question": str(rec.get("question") or "")[:120],
                        "judge_level": judge, "human_levels": dict(sorted(given.items())), "kinds": kinds,
                        "gap": max(all_ranks) - min(all_ranks)})
    return sorted(out, key=lambda d: (-d["gap"], d["row"]))


def agreement_report(records: Mapping[int, Mapping[str, Any]], labels: Iterable[Label], *, n_boot: int = N_BOOT,
                     seed: int = 0) -> dict[str, Any]:
    """The whole report from the labelled rows' records (row -> record) and the labels in force."""
    labels = [lb for lb in labels if not lb.cleared]
    judged = {row: view for row, rec in records.items() if (view := judge_view(rec)) is not None}
    pairs = [(judged[lb.row], lb) for lb in labels if lb.row in judged]
    annotators = sorted({lb.annotator for lb in labels})
    return {
        "n_labels": len(labels), "n_items": len({lb.row for lb in labels}),
        "annotators": {a: sum(lb.annotator == a for lb in labels) for a in annotators},
        "judge": {"all": judge_agreement(pairs, n_boot=n_boot, seed=seed),
                  "by_annotator": {a: judge_agreement([p for p in pairs if p[1].annotator == a], n_boot=n_boot,
                                                      seed=seed) for a in annotators}},
        "inter": inter_annotator(labels),
        "disagreements": disagreements(judged, labels, records),
        "bootstrap": {"n_boot": n_boot, "seed": seed},
    }


def run_agreement(store, run_id: str, *, n_boot: int = N_BOOT, seed: int = 0) -> dict[str, Any]:
    """The agreement report of a run in the run store (reads only the labelled rows' records)."""
    labels = LabelStore(store).labels(run_id)
    rows = sorted({lb.row for lb in labels})
    records = {row: rec for row in rows if (rec := store.get_record(run_id, row)) is not None}
    return {"run": run_id, **agreement_report(records, labels, n_boot=n_boot, seed=seed)}
