"""Which fallbacks are the designed offline default and which are failures (pure: tested on literal rows).

With nothing configured and nothing running (a fresh laptop: no Ollama, no BGE-M3 on disk) the offline judge and the
char-ngram embedder ARE the product's default; the dashboard says so once (Home, sidebar) with the reason, and a
dimension's number from them is shown with its backend plainly. A warning badge is kept for what failed: a backend
that the user configured (environment variable or a Settings override) and that did not answer, a backend that
answered the status ping and then fell back, a timeout, a partial judge.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from earag.enums import ProvenanceStatus
from ui.i18n import t

# which status row a dimension's backend is: relevancy comes from the embedder, the rest from the LLM judge
DIMENSION_KIND = {"relevancy": "embeddings"}
KINDS = ("llm", "embeddings")


def kind_of(dimension: str) -> str:
    return DIMENSION_KIND.get(dimension, "llm")


def explicit_kinds(env_keys: Sequence[str], overrides: Mapping[str, Any] | None) -> set[str]:
    """The backend kinds the user chose on purpose: a configuration key set by an environment variable (see
    earag.config.env_sources) or by a session override in Settings, under backends.<kind>."""
    keys = [*env_keys, *(overrides or {})]
    return {kind for kind in KINDS if any(str(k).startswith(f"backends.{kind}") for k in keys)}


def designed_offline(rows: Sequence[Mapping[str, Any]], offline_mode: bool, explicit: set[str]) -> dict[str, str]:
    """Kind -> why the offline backend is in use by design ("offline_mode", "not_running", "not_installed"), for
    each kind whose offline default is expected here. A kind the user configured and that did not answer is not in
    it (that is a failure and keeps its warning)."""
    out: dict[str, str] = {}
    for row in rows:
        kind = str(row.get("backend"))
        if kind not in KINDS or kind in explicit:
            continue
        if kind == "llm" and offline_mode:
            out[kind] = "offline_mode"
        elif row.get("fallback"):
            out[kind] = "not_running" if kind == "llm" else "not_installed"
    return out


def is_designed(dimension: str, status: str, designed: Mapping[str, str]) -> bool:
    """A dimension's fallback that is the designed offline default (no warning badge)."""
    return status == ProvenanceStatus.FALLBACK and kind_of(dimension) in designed


def configured_target(row: Mapping[str, Any]) -> str:
    """The configured backend of a status row in a few words: 'ollama http://localhost:11434', 'auto BAAI/bge-m3'."""
    text = str(row.get("configured") or "")
    return " ".join(text.split()[:2]) if text else "—"


def notice_text(rows: Sequence[Mapping[str, Any]], designed: Mapping[str, str], lang: str) -> str | None:
    """One sentence for Home and the sidebar: the offline judge is in use, and why. None when it is not."""
    if not designed:
        return None
    by_kind = {str(r.get("backend")): r for r in rows}
    parts = [t(f"notice.{kind}.{why}", lang, target=configured_target(by_kind.get(kind, {})))
             for kind, why in designed.items()]
    return t("notice.offline", lang, reasons=("；" if lang == "zh" else "; ").join(parts))


def badge_status(dimension: str, status: str, designed: Mapping[str, str]) -> str:
    """The status word shown on a dimension card: 'offline' for the designed default, else the record's status."""
    return "offline" if is_designed(dimension, status, designed) else status
