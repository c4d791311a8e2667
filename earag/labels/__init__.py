"""Human labels of a run's answers: stored beside the run (append-only, a latest view), imported and exported as
JSONL, queued for labelling, and compared with the judge and between annotators (agreement statistics)."""
from __future__ import annotations

from earag.labels.agreement import agreement_report
from earag.labels.store import Label, LabelStore

__all__ = ["Label", "LabelStore", "agreement_report"]
