"""The labelling queue: which answers of a run to label, in what order."""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import numpy as np

from earag.errors import InputError
from earag.messages import Message
from earag.scoring import DEFAULT_CUTOFFS
from earag.types import read_dimension, read_level_id

QUEUES: tuple[str, ...] = ("all", "uncertain", "judges", "stratified")


def uncertainty(record: Mapping[str, Any]) -> float:
    """How far the judge's overall score is from the nearest level cut-off (small = least certain level)."""
    score = (record.get("earag_evaluation") or {}).get("overall_score")
    if not isinstance(score, (int, float)):
        return float("inf")
    return min(abs(float(score) - c) for c in DEFAULT_CUTOFFS)


def judge_conflict(record: Mapping[str, Any]) -> float:
    """How much two judges disagree on an answer (large first). With an LLM judge merged with the rule judge:
    the sentences where they differ (llm_merge) plus |LLM score − rule score|; without: faithfulness and
    hallucination pointing the same way, |faithfulness − (1 − hallucination)|."""
    ev = record.get("earag_evaluation") or {}
    stored = read_dimension(ev, "faithfulness", provenance=False)
    faith = stored.details if stored is not None else {}   # older records: rule_score or offline_score beside it
    merge = faith.get("llm_merge") if isinstance(faith.get("llm_merge"), Mapping) else None
    llm, rule = faith.get("llm_score"), faith.get("rule_score", faith.get("offline_score"))
    if merge or (isinstance(llm, (int, float)) and isinstance(rule, (int, float))):
        differ = merge.get("disagreements") if merge else None
        n = len(differ) if isinstance(differ, list) else 0
        gap = abs(float(llm) - float(rule)) if isinstance(llm, (int, float)) and isinstance(rule, (int, float)) else 0
        return n + gap
    scores = ev.get("dimension_scores") or {}
    f, h = scores.get("faithfulness"), scores.get("hallucination")
    if not isinstance(f, (int, float)) or not isinstance(h, (int, float)):
        return -1.0
    return abs(float(f) - (1.0 - float(h)))


def _stratified(records: Sequence[Mapping[str, Any]], seed: int) -> list[int]:
    """A seeded random order within each judge level, the levels taken in turn (equal numbers from each)."""
    rng = np.random.default_rng(seed)
    groups: dict[str, list[int]] = {}
    for rec in records:
        level = read_level_id(rec.get("earag_evaluation")) or "none"   # records before level ids: from the word
        groups.setdefault(level, []).append(int(rec["row"]))
    shuffled = [list(rng.permutation(rows)) for _, rows in sorted(groups.items())]
    out: list[int] = []
    for i in range(max((len(g) for g in shuffled), default=0)):
        out += [int(g[i]) for g in shuffled if i < len(g)]
    return out


def labelling_queue(records: Iterable[Mapping[str, Any]], kind: str = "all", *, labelled: Iterable[int] = (),
                    unlabelled_only: bool = False, seed: int = 0) -> list[int]:
    """Input row numbers of the scored records in queue order: `all` (input order), `uncertain` (closest to a
    level cut-off first), `judges` (largest judge disagreement first), `stratified` (random by level, seeded).
    unlabelled_only drops the rows in `labelled`."""
    if kind not in QUEUES:
        raise InputError(Message("labels.unknown_queue", {"kind": repr(kind), "queues": str(list(QUEUES))}),
                         field="queue")
    scored = [r for r in records if isinstance(r.get("earag_evaluation"), Mapping) and isinstance(r.get("row"), int)]
    if kind == "uncertain":
        rows = [int(r["row"]) for r in sorted(scored, key=lambda r: (uncertainty(r), r["row"]))]
    elif kind == "judges":
        rows = [int(r["row"]) for r in sorted(scored, key=lambda r: (-judge_conflict(r), r["row"]))]
    elif kind == "stratified":
        rows = _stratified(scored, seed)
    else:
        rows = [int(r["row"]) for r in scored]
    if unlabelled_only:
        done = set(labelled)
        rows = [r for r in rows if r not in done]
    return rows
