"""Precision and recall of an entity extractor on sentences labelled by hand (data/entities/labelled_*.jsonl).

A found name counts when it equals a labelled one once normalised (earag.nlp.text.normalize: width, case,
punctuation): a partial name ("北京市" for "北京市人力资源和社会保障局") is both a false positive and a miss.
"""
from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from earag.nlp.text import normalize

LABELLED_DIR = Path(__file__).resolve().parents[2] / "data" / "entities"


def read_labelled(path: str | Path) -> list[dict[str, Any]]:
    """Rows {"text": ..., "entities": [...]} of a labelled file; a row without both names its line."""
    rows = []
    for n, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        row = json.loads(line)
        if not isinstance(row.get("text"), str) or not isinstance(row.get("entities"), list):
            # internal: the benchmark's own packaged labelled files (benchmarks/bench_entities.py)
            raise ValueError(f"{path}:{n}: a row needs 'text' (string) and 'entities' (list)")
        rows.append(row)
    return rows


@dataclass
class EntityScore:
    true_positives: int = 0
    false_positives: int = 0
    false_negatives: int = 0
    seconds: float = 0.0
    sentences: int = 0
    errors: list[dict[str, Any]] = field(default_factory=list)

    @property
    def precision(self) -> float:
        found = self.true_positives + self.false_positives
        return self.true_positives / found if found else 1.0

    @property
    def recall(self) -> float:
        gold = self.true_positives + self.false_negatives
        return self.true_positives / gold if gold else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    @property
    def ms_per_sentence(self) -> float:
        return 1000 * self.seconds / self.sentences if self.sentences else 0.0


def score_extractor(extract: Callable[[str], Sequence[str]], rows: Sequence[dict[str, Any]]) -> EntityScore:
    """P/R of `extract(text) -> names` on labelled rows, with the time it took and the rows it got wrong."""
    score = EntityScore()
    for row in rows:
        start = time.perf_counter()
        found = {normalize(n) for n in extract(row["text"]) if normalize(n)}
        score.seconds += time.perf_counter() - start
        score.sentences += 1
        gold = {normalize(n) for n in row["entities"]}
        score.true_positives += len(found & gold)
        score.false_positives += len(found - gold)
        score.false_negatives += len(gold - found)
        if found != gold:
            score.errors.append({"text": row["text"], "extra": sorted(found - gold), "missed": sorted(gold - found)})
    return score
