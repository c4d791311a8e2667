"""Where each dimension's number came from: the backend, its status and the reason, as table rows."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from earag.enums import ProvenanceStatus
from earag.types import DIMENSIONS, read_dimension
from ui.backend_notice import badge_status
from ui.i18n import dim_label, say, status_label, t
from ui.records import read_result


def provenance_reason(p, lang: str = "zh") -> str:
    """Why a dimension's number came from where it did: the fallback reason, cache origin, partial judge coverage."""
    parts = [say(p.reason, lang, getattr(p, "reason_messages", None))] if p.reason else []
    if p.cache_backend or p.cached_at:
        parts.append(t("prov.cache", lang, backend=p.cache_backend or "?", at=p.cached_at or "?"))
    if p.judged is not None and p.total is not None:
        parts.append(t("prov.partial", lang, judged=p.judged, total=p.total))
    return "; ".join(parts)


def backend_rows(result: Mapping[str, Any], lang: str = "zh",
                 designed: Mapping[str, str] | None = None) -> list[dict[str, str]]:
    """Dimension → the backend that produced its number → status, with the reason (record provenance, else
    detailed_analysis of an older record). A fallback that is the designed offline default (`designed`, see
    ui.backend_notice) reads "offline default" with a short reason instead of the client's raw error."""
    stored = {dim: read_dimension(result, dim, provenance=False) for dim in DIMENSIONS}   # None: the record has no detail block
    view = read_result(result)
    rows = []
    for dim in DIMENSIONS:
        p = view.provenance[dim]
        status = badge_status(dim, p.status, designed or {})
        reason = t("res.offline_reason", lang) if status == "offline" else provenance_reason(p, lang)
        graph_source = (stored[dim].details if stored[dim] is not None else {}).get("graph_source")
        if dim == "faithfulness" and graph_source:
            reason = "; ".join(x for x in (reason, f"{t('backend.graph', lang)}: {graph_source}") if x)
        if not reason and p.status not in (ProvenanceStatus.OK, ProvenanceStatus.CACHE):  # a fallback never reads as an empty cell
            reason = t("res.reason_empty", lang)
        rows.append({t("col.dimension", lang): dim_label(dim, lang),
                     t("col.backend", lang): "" if p.backend == "?" and stored[dim] is None else p.backend,
                     t("col.status", lang): status_label(status, lang), t("col.reason", lang): reason})
    return rows
