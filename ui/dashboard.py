"""Dashboard glue that needs no Streamlit: the sample files offered, the cached evaluator, result dicts for display.

The library logic the pages use (settings lookups, the batch runner, the run store, metric plans, exports, graph
search) lives in `earag`; its names are imported here so the pages keep reading them as `dash.<name>`.
"""
from __future__ import annotations

import json
import re
import sys
import types
from collections.abc import Iterable, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from earag.backends.factory import response_cache
from earag.backends.graph.search import (  # noqa: F401
    canonical_entities,
    graph_community_names,
    search_entities,
)
from earag.config import (  # noqa: F401
    ENV_OFFLINE,
    ENV_RESULTS_DIR,
    PROJECT_ROOT,
    Settings,
    active_config_path,
    build_settings,
    offline_default,
    results_dir,
    save_config_yaml,
    settings_from_yaml,
    tuned_config_path,
)
from earag.evaluator import Evaluator
from earag.runs.exports import export_bytes  # noqa: F401
from earag.runs.fingerprints import (  # noqa: F401
    dataset_fingerprint,
    settings_fingerprint,
    settings_snapshot,
)
from earag.runs.plan import (  # noqa: F401
    METRIC_GROUPS,
    add_metric_columns,
    metric_catalog,
    metric_means,
    metric_names_in,
    metrics_plan,
    record_metrics,
    resolve_metric_selection,
)
from earag.runs.records import (  # noqa: F401
    backends_used,
    dimension_status_counts,
    records_from_bytes,
)
from earag.runs.runner import (  # noqa: F401
    BatchProgress,
    eta_seconds,
    export_run,
    format_duration,
)
from earag.runs.runner import run_batch as _run_batch
from ui import warmup

SAMPLES_DIR = PROJECT_ROOT / "data" / "samples"
SAMPLE_SET = SAMPLES_DIR / "policy_qa.jsonl"
SMALL_SAMPLE_SET = SAMPLES_DIR / "policy_qa_small.jsonl"
GRAPHRAG_SAMPLE_SET = SAMPLES_DIR / "graphrag_example.jsonl"
EN_SAMPLE_SET = SAMPLES_DIR / "policy_qa_en.jsonl"   # English public-sector answers (docs/languages.md)
# The sample files a user can pick from on the single-evaluation page.
SAMPLE_FILES: dict[str, Path] = {p.name: p for p in (SAMPLE_SET, GRAPHRAG_SAMPLE_SET, EN_SAMPLE_SET)}
CORPUS_PATH = PROJECT_ROOT / "data" / "corpus" / "policy_corpus.jsonl"


# --- batch runs in worker processes ---------------------------------------------------------------------------

@contextmanager
def plain_main():
    """While a script run is on, Streamlit's `__main__` is the page file; a spawn or forkserver worker started
    then imports that file as its own main and runs the whole page without a session (one "missing
    ScriptRunContext" warning per st call, 122 for the tuning page, and seconds of work per worker). The workers
    need nothing from it, so `__main__` is a bare module (no __file__, no __spec__) while the pool starts."""
    main = sys.modules.get("__main__")
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        yield
    finally:
        if main is not None:
            sys.modules["__main__"] = main


def run_batch(*args: Any, **kwargs: Any) -> Any:
    """earag.runs.runner.run_batch with worker processes that do not run the page (see plain_main)."""
    with plain_main():
        return _run_batch(*args, **kwargs)


# --- the evaluator ----------------------------------------------------------------------------------------

def make_evaluator(settings_yaml: str, offline: bool, secrets: Any = None) -> Evaluator:
    """An Evaluator from the YAML text of the settings; the app caches it by (YAML, offline).

    `secrets` (Streamlit's st.secrets) may carry the Neo4j credentials; they never enter the YAML or the UI.
    """
    return warmup.take(settings_yaml, offline, secrets) or Evaluator(settings_from_yaml(settings_yaml),
                                                                    offline=offline, secrets=secrets)


def response_cache_stats(settings: Settings) -> dict[str, Any] | None:
    """Entries, size, hits and misses of the SQLite response cache of the judge and embedder (None when off)."""
    cache_cfg = getattr(settings.backends, "cache", None)
    if cache_cfg is None or not cache_cfg.enabled:
        return None

    return response_cache(settings).stats()


def clear_response_cache(settings: Settings) -> int:
    return response_cache(settings).clear()


def llm_calls(evaluator: Evaluator) -> int | None:
    llm = evaluator.backends.llm
    return getattr(llm, "calls", None) if llm is not None else None


# --- result dicts for display ---------------------------------------------------------------------

GRAPH_METRICS: tuple[str, ...] = ("graph_entity_coverage", "graph_coverage", "relationship_utilization",
                                  "subgraph_quality", "community_relevance")


def result_graph_metrics(result: Mapping[str, Any] | None) -> dict[str, dict[str, Any]]:
    """The graph metrics of a result dict, in GRAPH_METRICS order ({} when it has none)."""
    metrics = (result or {}).get("metrics") or {}
    return {name: metrics[name] for name in GRAPH_METRICS if isinstance(metrics.get(name), Mapping)}


def result_graph_marks(result: Mapping[str, Any] | None) -> dict[str, Any]:
    """From a result dict: answer entities verified/unverified against the graph, and question entities."""
    if not result:
        return {"verified": {}, "unverified": [], "question": []}
    ea = result.get("entity_analysis") or {}
    verified, unverified = {}, []
    for check in ea.get("answer_entity_checks") or []:
        if check.get("in_graph"):
            verified[check["entity"]] = check.get("graph_entity") or check["entity"]
        elif check.get("in_graph") is False:
            unverified.append(check["entity"])
    return {"verified": verified, "unverified": unverified, "question": list(ea.get("question_entities") or [])}


def sample_from_inputs(question: str, answer: str, contexts: Iterable[Any], entities_text: str) -> dict[str, Any]:
    """The manual-entry form as a sample dict: blank contexts dropped, entities split on commas (Chinese too)."""
    ctx = [str(c).strip() for c in contexts if c is not None and str(c).strip() and str(c).strip() != "nan"]
    ents = [e.strip() for e in re.split(r"[,，;；、\n]", entities_text or "") if e.strip()]
    return {"question": (question or "").strip(), "answer": (answer or "").strip(), "contexts": ctx,
            "graph_entities": ents or None}


def inputs_changed(evaluated: Mapping[str, Any], current: Mapping[str, Any]) -> bool:
    """The form now holds another question, answer, contexts or entities than the result on screen was made from."""
    keys = ("question", "answer", "contexts", "graph_entities", "ground_truth")
    return any((evaluated.get(k) or None) != (current.get(k) or None) for k in keys)


def json_bytes(obj: Any) -> bytes:
    return json.dumps(obj, ensure_ascii=False, indent=2, default=str).encode("utf-8")
