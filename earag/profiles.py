"""Scoring profiles: the weights and level cut-offs that turn five dimension scores into the overall score and level.

- `seed`: seed 000's formula and weights (0.30/0.25/0.15/0.15/−0.15, `evaluation.weights`) with seed 002's level
  cut-offs 0.8/0.7/0.6. With these weights a perfect answer scores 0.85. When `evaluation.weights` differ from the
  seed's (tuned on the Tuning page), the profile is reported as `custom`.
- `calibrated`: weights and cut-offs fitted on labelled data, shrunk toward the seed's by nested cross-validation
  (config/profiles/calibrated.yaml,
  written by benchmarks/fit_profile.py from earag.analysis.profile_fit; docs/judge-quality.md gives the figures),
  with the gate `faithfulness_first`: every other dimension, the hallucination penalty included, counts in
  proportion to faithfulness, overall = F·(w_f + w_c·C + w_r·R + w_s·S + w_h·H) (earag.scoring.overall_score),
  so an unsupported answer cannot climb over a supported one through them and no clamp at 0 ties two answers the
  judge tells apart (the weights keep w_f + w_h ≥ earag.scoring.FIRST_FLOOR, checked here). The seed's formula
  is an explicit weighted sum, so `seed` has no gate.

`evaluation.profile` in the configuration chooses one; every result records the profile that scored it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from earag.errors import ConfigError
from earag.messages import Message
from earag.scoring import DEFAULT_CUTOFFS, FIRST_FLOOR, GATES, first_bounds, level_cutoffs
from earag.types import DIMENSIONS

PROFILE_DIR = Path(__file__).resolve().parent.parent / "config" / "profiles"
SEED_WEIGHTS: dict[str, float] = {"entity_coverage": 0.30, "faithfulness": 0.25, "relevancy": 0.15,
                                  "sufficiency": 0.15, "hallucination": -0.15}
PROFILES = ("seed", "calibrated")


@dataclass(frozen=True)
class Profile:
    """One way of scoring: weights per dimension, the three lower bounds of 优秀/良好/一般, the warning threshold."""

    name: str
    weights: dict[str, float]
    cutoffs: tuple[float, float, float]
    overall_threshold: float | None = None   # None: the configuration's thresholds.overall
    fit: dict[str, Any] = field(default_factory=dict, compare=False)
    gate: str | None = None   # earag.scoring.GATES: which dimensions faithfulness scales


@lru_cache(maxsize=8)
def load_profile_file(name: str) -> Profile:
    """A profile from config/profiles/NAME.yaml; ConfigError naming the file and key on anything wrong."""
    path = PROFILE_DIR / f"{name}.yaml"
    if not path.is_file():
        raise ConfigError(Message("profile.no_file", {"name": repr(name), "path": str(path), "known": ", ".join(PROFILES)}))
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except yaml.YAMLError as exc:
        raise ConfigError(Message("profile.bad_yaml", {"path": str(path), "detail": str(exc)})) from None
    weights = data.get("weights")
    if not isinstance(weights, dict) or set(weights) != set(DIMENSIONS) or \
            not all(isinstance(v, (int, float)) and -1 <= v <= 1 for v in weights.values()):
        raise ConfigError(Message("profile.bad_weights", {"path": str(path), "dims": str(list(DIMENSIONS))}))
    cutoffs = data.get("cutoffs")
    try:
        bounds = level_cutoffs(cutoffs)
    except Exception as exc:  # noqa: BLE001 - InputError or a type error: reported as a configuration error
        raise ConfigError(Message("profile.bad_cutoffs", {"path": str(path), "cutoffs": repr(cutoffs),
                                                          "detail": str(exc)})) from None
    threshold = data.get("overall_threshold")
    if threshold is not None and not (isinstance(threshold, (int, float)) and 0 <= threshold <= 1):
        raise ConfigError(Message("profile.bad_threshold", {"path": str(path)}))
    gate = data.get("gate")
    if gate is not None and gate not in GATES:
        raise ConfigError(Message("profile.bad_gate", {"path": str(path), "gates": str(list(GATES)), "gate": repr(gate)}))
    if gate == "faithfulness_first":
        floor, ceiling = first_bounds(weights)
        if floor < FIRST_FLOOR - 1e-9 or ceiling > 1 + 1e-9:
            raise ConfigError(Message("profile.bad_first", {"path": str(path), "floor": FIRST_FLOOR,
                                                            "got": round(floor, 4), "ceiling": round(ceiling, 4)}))
    return Profile(name=str(data.get("name", name)), weights={d: float(weights[d]) for d in DIMENSIONS},
                   cutoffs=(float(bounds[0]), float(bounds[1]), float(bounds[2])),
                   overall_threshold=None if threshold is None else float(threshold), fit=dict(data.get("fit") or {}),
                   gate=gate)


def active_profile(settings) -> Profile:
    """The profile the settings choose; `seed` reads its weights from `evaluation.weights` (custom when tuned)."""
    name = getattr(settings.evaluation, "profile", "seed")
    if name == "seed":
        weights = dict(settings.weights)
        same = all(abs(weights.get(d, 0.0) - SEED_WEIGHTS[d]) < 1e-9 for d in DIMENSIONS)
        return Profile("seed" if same else "custom", weights, DEFAULT_CUTOFFS)
    return load_profile_file(name)
