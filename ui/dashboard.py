"""Dashboard logic that needs no Streamlit: settings with overrides, the evaluator, batch runs into a ResultStore."""
from __future__ import annotations

import copy
import hashlib
import json
import math
import os
import re
import shutil
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd
import yaml

from earag.config import DEFAULT_CONFIG_PATH, PROJECT_ROOT, Settings, load_settings, settings_from_dict
from earag.runs.datasets import Dataset, DatasetRow, ResultStore, read_records, result_record, write_records
from earag.errors import ConfigError, InputError
from earag.evaluator import Evaluator
from earag.types import DIMENSIONS

ENV_OFFLINE = "EARAG_OFFLINE"
ENV_RESULTS_DIR = "EARAG_RESULTS_DIR"
SAMPLES_DIR = PROJECT_ROOT / "data" / "samples"
SAMPLE_SET = SAMPLES_DIR / "policy_qa.jsonl"
SMALL_SAMPLE_SET = SAMPLES_DIR / "policy_qa_small.jsonl"
GRAPHRAG_SAMPLE_SET = SAMPLES_DIR / "graphrag_example.jsonl"
# The sample files a user can pick from on the single-evaluation page.
SAMPLE_FILES: dict[str, Path] = {p.name: p for p in (SAMPLE_SET, GRAPHRAG_SAMPLE_SET)}
CORPUS_PATH = PROJECT_ROOT / "data" / "corpus" / "policy_corpus.jsonl"
_TRUE = {"1", "true", "yes", "on"}


# --- settings and the evaluator ---------------------------------------------------------------------------

def offline_default(environ: Mapping[str, str] | None = None) -> bool:
    """EARAG_OFFLINE=1 starts the dashboard without the LLM judge (tests, demos on machines without Ollama)."""
    environ = os.environ if environ is None else environ
    return str(environ.get(ENV_OFFLINE, "")).strip().lower() in _TRUE


def results_dir(environ: Mapping[str, str] | None = None) -> Path:
    environ = os.environ if environ is None else environ
    value = environ.get(ENV_RESULTS_DIR)
    return Path(value) if value else PROJECT_ROOT / "results"


def active_config_path(environ: Mapping[str, str] | None = None) -> Path:
    environ = os.environ if environ is None else environ
    return Path(environ.get("EARAG_CONFIG") or DEFAULT_CONFIG_PATH)


def tuned_config_path(environ: Mapping[str, str] | None = None) -> Path:
    """config/earag_eval.tuned.yaml next to the configuration in use: tuning never touches the original."""
    active = active_config_path(environ)
    return active.with_name(f"{active.stem}.tuned{active.suffix or '.yaml'}")


def build_settings(overrides: Mapping[str, Any] | None = None, environ: Mapping[str, str] | None = None) -> Settings:
    """The configuration file and EARAG_* variables, then the dashboard's session overrides (dotted keys)."""
    settings = load_settings(environ=dict(os.environ) if environ is None else dict(environ))
    clean = {k: v for k, v in (overrides or {}).items() if v not in (None, "")}
    return settings.with_overrides(**clean) if clean else settings


def settings_from_yaml(text: str) -> Settings:
    data = yaml.safe_load(text) or {}
    if not isinstance(data, dict):
        raise ConfigError("settings YAML must hold a mapping")
    return settings_from_dict(data)


def make_evaluator(settings_yaml: str, offline: bool, secrets: Any = None) -> Evaluator:
    """An Evaluator from the YAML text of the settings; the app caches it by (YAML, offline).

    `secrets` (Streamlit's st.secrets) may carry the Neo4j credentials; they never enter the YAML or the UI.
    """
    return Evaluator(settings_from_yaml(settings_yaml), offline=offline, secrets=secrets)


def response_cache_stats(settings: Settings) -> dict[str, Any] | None:
    """Entries, size, hits and misses of the SQLite response cache of the judge and embedder (None when off)."""
    cache_cfg = getattr(settings.backends, "cache", None)
    if cache_cfg is None or not cache_cfg.enabled:
        return None
    from earag.backends.factory import response_cache

    return response_cache(settings).stats()


def clear_response_cache(settings: Settings) -> int:
    from earag.backends.factory import response_cache

    return response_cache(settings).clear()


def llm_calls(evaluator: Evaluator) -> int | None:
    llm = evaluator.backends.llm
    return getattr(llm, "calls", None) if llm is not None else None


# --- extra metrics (earag.metrics) with every evaluation -----------------------------------------------------

# The groups the dashboard offers; `earag` is left out because it is the core result every evaluation has.
METRIC_GROUPS: tuple[str, ...] = ("answer_quality", "context_support", "retrieval", "graph")


def metric_catalog() -> list[dict[str, Any]]:
    """available_metrics() of the groups in METRIC_GROUPS, in registry order."""
    from earag.metrics import available_metrics

    return [m for m in available_metrics() if m["group"] in METRIC_GROUPS]


def resolve_metric_selection(selection: Sequence[str] | None) -> list[str]:
    """Picker entries ("all", group names, metric names) as metric names in registry order, earag group left out.

    Raises KeyError for an unknown entry (as earag.metrics.resolve does).
    """
    from earag.metrics import resolve

    picked = {c.name for c in resolve(list(selection))} if selection else set()
    return [m["name"] for m in metric_catalog() if m["name"] in picked]


def metrics_plan(selection: Sequence[str] | None, core_calls: int,
                 samples: Sequence[Any] | None = None) -> dict[str, Any]:
    """What a selection costs before a run: LLM calls per sample — `core_calls` (the core evaluation's, i.e.
    `evaluator.metrics_llm_cost()` of an evaluator without metrics: 2, or 0 without an LLM) plus the metrics' — and,
    per metric, the fields it needs and, given `samples`, how many of them lack those fields."""
    from earag.metrics import llm_cost
    from earag.metrics.base import missing_fields

    names = resolve_metric_selection(selection)
    llm_available = core_calls > 0
    core = core_calls
    extra = llm_cost(names) if llm_available and names else 0
    by_name = {m["name"]: m for m in metric_catalog()}
    rows = []
    for name in names:
        m = by_name[name]
        row = {"name": name, "group": m["group"], "requires": list(m["requires"]),
               "llm_calls": m["llm_calls_per_sample"] if llm_available else 0, "unit": m["unit"],
               "higher_is_better": m["higher_is_better"]}
        if samples is not None:
            row["missing"] = sum(1 for s in samples if missing_fields(s, m["requires"]))
            row["samples"] = len(samples)
        rows.append(row)
    return {"names": names, "core": core, "metrics": extra, "total": core + extra, "rows": rows}


def with_metrics(evaluator: Evaluator, names: Sequence[str]) -> Evaluator:
    """The evaluator that computes `names` with every evaluation, leaving `evaluator` untouched.

    The dashboard's evaluator is cached and shared by every page and session, so a selection must never be set on
    it. This is a shallow copy with its own metric list: backends, extractor and LLM thread pool are shared (cheap,
    nothing is rebuilt). Never `close()` the copy — that would shut down the shared pool.
    """
    names = list(names or [])
    if not names and not evaluator.metrics:
        return evaluator
    view = copy.copy(evaluator)
    view.metrics = []
    if names:
        view.select_metrics(names)
    return view


def record_metrics(record: Mapping[str, Any]) -> dict[str, Any]:
    """The `metrics` block of a result record ({} when the run computed none)."""
    return dict((record.get("earag_evaluation") or {}).get("metrics") or {})


def metric_names_in(records: Iterable[Mapping[str, Any]]) -> list[str]:
    """Metric names found in records: registry order first, then unknown names in the order first seen."""
    from earag.metrics import metric_names

    seen: dict[str, None] = {}
    for rec in records:
        seen.update(dict.fromkeys(record_metrics(rec)))
    order = {n: i for i, n in enumerate(metric_names())}
    first = {n: i for i, n in enumerate(seen)}
    return sorted(seen, key=lambda n: (order.get(n, len(order)), first[n]))


def _metric_score(value: Any) -> float | None:
    score = value.get("score") if isinstance(value, Mapping) else value
    if score is None or isinstance(score, bool):
        return None
    try:
        score = float(score)
    except (TypeError, ValueError):
        return None
    return None if math.isnan(score) else score  # NaN is "no score"


def add_metric_columns(df: pd.DataFrame, records: Sequence[Mapping[str, Any]]) -> tuple[pd.DataFrame, list[str]]:
    """`df` (records_to_frame(records), same order) with one float column per metric found in the records.

    Returns the frame and the added column names (= metric names). A name the frame already has (an EARAG
    dimension computed as a metric by the CLI) is left alone: the dimension column holds the same score.
    """
    if len(df) != len(records):
        raise ValueError(f"add_metric_columns: frame has {len(df)} rows but there are {len(records)} records")
    out = df.copy()
    added = []
    for name in metric_names_in(records):
        if name in out.columns:
            continue
        values = [_metric_score(record_metrics(r).get(name)) for r in records]
        out[name] = pd.Series([float("nan") if v is None else v for v in values], index=out.index, dtype=float)
        added.append(name)
    return out, added


def metric_means(records: Iterable[Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per metric found in the records: mean score over the records that have one (unavailable ones are left
    out, not counted as 0), how many were scored and unavailable, its group, unit and direction."""
    from earag.metrics import available_metrics

    records = list(records)
    info = {m["name"]: m for m in available_metrics()}
    out: dict[str, dict[str, Any]] = {}
    for name in metric_names_in(records):
        scores, unavailable = [], 0
        for rec in records:
            value = record_metrics(rec).get(name)
            if value is None:
                continue
            score = _metric_score(value)
            if score is None:
                unavailable += 1
            else:
                scores.append(score)
        m = info.get(name, {})
        out[name] = {"mean": sum(scores) / len(scores) if scores else None, "n": len(scores),
                     "unavailable": unavailable, "group": m.get("group", "other"), "unit": m.get("unit"),
                     "higher_is_better": m.get("higher_is_better", True)}
    return out


# --- batch runs -------------------------------------------------------------------------------------------

def _slug(name: str) -> str:
    stem = Path(name or "dataset").stem
    slug = re.sub(r"[^\w\u4e00-\u9fff.-]+", "_", stem).strip("._") or "dataset"
    return slug[:40]


def dataset_fingerprint(dataset: Dataset) -> str:
    return hashlib.sha1("\n".join(r.key for r in dataset.rows).encode()).hexdigest()


def results_path(dataset: Dataset, name: str, settings_yaml: str, offline: bool, root: Path | None = None,
                 metrics: Sequence[str] = ()) -> Path:
    """results/<dataset-name>-<hash>.jsonl; the hash covers the rows and the settings, so a re-run with the same
    data and settings resumes the same file and a run with other settings gets its own (for the compare page).

    A metric selection is part of the hash too (rows scored without those metrics must not count as done); with no
    metrics the hash is the one files written before metrics existed have, so they still resume.
    """
    key = f"{dataset_fingerprint(dataset)}\n{settings_yaml}\n{offline}"
    if metrics:
        key += "\nmetrics:" + ",".join(sorted(metrics))
    digest = hashlib.sha1(key.encode()).hexdigest()[:10]
    return (root or results_dir()) / f"{_slug(name)}-{digest}.jsonl"


def write_run_meta(path: Path, *, dataset_name: str, evaluator: Evaluator, offline: bool) -> None:
    """A small sidecar so the compare page can say which settings produced a results file."""
    described = evaluator.backends.describe()
    meta = {"dataset": dataset_name, "offline": offline, "llm": described["llm"],
            "embeddings": described["embeddings"], "graph": described["graph"],
            "weights": evaluator.settings.weights, "metrics": [m.name for m in evaluator.metrics],
            "started": time.strftime("%Y-%m-%d %H:%M:%S")}
    path.with_suffix(".meta.json").write_text(json.dumps(meta, ensure_ascii=False, indent=1), encoding="utf-8")


def read_run_meta(path: Path) -> dict[str, Any]:
    meta = path.with_suffix(".meta.json")
    try:
        return json.loads(meta.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        return {}


def eta_seconds(done: int, total: int, elapsed: float) -> float | None:
    """Remaining time at the mean pace so far; None before the first result."""
    if done <= 0 or total <= 0:
        return None
    return max(0.0, elapsed / done * (total - done))


def format_duration(seconds: float | None) -> str:
    if seconds is None:
        return "—"
    seconds = int(round(seconds))
    if seconds >= 3600:
        return f"{seconds // 3600}:{seconds % 3600 // 60:02d}:{seconds % 60:02d}"
    return f"{seconds // 60}:{seconds % 60:02d}"


@dataclass
class BatchProgress:
    total: int              # rows to evaluate in this run (already-scored rows excluded)
    skipped: int            # rows whose key was already in the results file
    invalid: int            # rows that failed validation (recorded, not evaluated)
    done: int = 0
    errors: int = 0
    elapsed: float = 0.0
    cancelled: bool = False
    last_id: str | None = None

    @property
    def fraction(self) -> float:
        return 1.0 if self.total == 0 else self.done / self.total

    @property
    def eta(self) -> float | None:
        return eta_seconds(self.done, self.total, self.elapsed)


def run_batch(
    evaluator: Evaluator,
    dataset: Dataset,
    store: ResultStore,
    *,
    workers: int | None = None,
    on_progress: Callable[[BatchProgress], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
    limit: int | None = None,
) -> BatchProgress:
    """Evaluate the rows not yet in `store`, appending each record the moment it is computed.

    An interruption (cancel, a Streamlit rerun raised inside `on_progress`, a crash) loses nothing already
    finished; the next run skips those rows by key.
    """
    existing = {r.get("key") for r in read_records(store.path)}
    done_keys = store.done_keys()
    invalid = [r for r in dataset.rows if r.error is not None]
    for row in invalid:
        if row.key not in existing:
            store.append(result_record(row, None, None))
    todo: list[DatasetRow] = [r for r in dataset.valid if r.key not in done_keys]
    skipped = len(dataset.valid) - len(todo)
    if limit is not None:
        todo = todo[:limit]
    progress = BatchProgress(total=len(todo), skipped=skipped, invalid=len(invalid))
    if not todo:
        return progress
    started = time.perf_counter()
    results = evaluator.iter_evaluate([r.sample for r in todo], workers=workers)
    try:
        for i, result, error in results:
            store.append(result_record(todo[i], result, error))
            progress.done += 1
            progress.errors += error is not None
            progress.elapsed = time.perf_counter() - started
            progress.last_id = todo[i].id
            if on_progress is not None:
                on_progress(progress)
            if should_stop is not None and should_stop():
                progress.cancelled = True
                break
    finally:
        results.close()  # cancels the samples not yet started
    return progress


def list_result_files(root: Path | None = None) -> list[Path]:
    root = root or results_dir()
    if not root.is_dir():
        return []
    return sorted(root.glob("*.jsonl"), key=lambda p: p.stat().st_mtime, reverse=True)


def records_from_bytes(data: bytes, name: str = "upload.jsonl") -> list[dict[str, Any]]:
    """Result records from an uploaded JSONL (latest record per row key, as ResultStore.records)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "records.jsonl"
        path.write_bytes(data)
        records = ResultStore(path).records()
    if not records:
        raise InputError(f"{name}: no result records (one JSON object per line, as written by the batch page)",
                         field="file")
    if not any(r.get("earag_evaluation") for r in records):
        raise InputError(f"{name}: no line has an earag_evaluation — is this a results file?", field="file")
    return records


def export_bytes(records: Sequence[Mapping[str, Any]], fmt: str) -> bytes:
    """Records as CSV, JSONL or Excel bytes for a download button."""
    if fmt not in ("csv", "jsonl", "xlsx"):
        raise ValueError(f"unknown export format {fmt!r}")
    with tempfile.TemporaryDirectory() as tmp:
        path = write_records(records, Path(tmp) / f"results.{fmt}")
        return path.read_bytes()


def backends_used(records: Iterable[Mapping[str, Any]]) -> dict[str, Counter]:
    """Per backend kind (llm, entities, faithfulness_judge, embeddings, graph), how many results used what."""
    out: dict[str, Counter] = {}
    for rec in records:
        for kind, name in ((rec.get("earag_evaluation") or {}).get("backends") or {}).items():
            out.setdefault(kind, Counter())[str(name)] += 1
    return out


def dimension_status_counts(records: Iterable[Mapping[str, Any]]) -> dict[str, Counter]:
    """Per dimension, how many results were ok / fallback / timeout."""
    out: dict[str, Counter] = {d: Counter() for d in DIMENSIONS}
    for rec in records:
        detailed = (rec.get("earag_evaluation") or {}).get("detailed_analysis") or {}
        for dim in DIMENSIONS:
            if dim in detailed:
                out[dim][detailed[dim].get("status", "ok")] += 1
    return out


# --- tuned configuration ----------------------------------------------------------------------------------

def save_config_yaml(text: str, target: Path, *, confirm_overwrite: bool = False,
                     environ: Mapping[str, str] | None = None) -> Path:
    """Write tuned YAML. Overwriting the configuration in use needs `confirm_overwrite`; a .bak copy is kept."""
    settings_from_yaml(text)  # never write a file the loader would reject
    target = Path(target)
    if target.resolve() == active_config_path(environ).resolve():
        if not confirm_overwrite:
            raise ConfigError(f"{target} is the configuration in use; confirm before overwriting it", key="config")
        if target.exists():
            shutil.copy2(target, target.with_name(target.name + ".bak"))
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    return target


# --- knowledge graph --------------------------------------------------------------------------------------

def search_entities(graph, query: str, limit: int = 20) -> list[dict[str, Any]]:
    """Graph entities whose name or alias contains the query, then the fuzzy match, with label and description."""
    query = (query or "").strip()
    if not query or graph is None:
        return []
    from earag.nlp.text import normalize

    needle = normalize(query)
    hits: list[str] = []
    for name, aliases in graph.entity_names().items():
        if any(needle and needle in normalize(form) for form in (name, *aliases)):
            hits.append(name)
    fuzzy = graph.find_entities([query]).get(query)
    if fuzzy and fuzzy not in hits:
        hits.insert(0, fuzzy)
    hits.sort(key=lambda n: (normalize(n) != needle, len(n)))
    out = []
    node_of = getattr(graph, "node", None)
    for name in hits[:limit]:
        node = node_of(name) if callable(node_of) else None
        out.append({"name": name, "label": getattr(node, "label", "") if node else "",
                    "aliases": list(getattr(node, "aliases", []) or graph.entity_names().get(name, [])),
                    "description": getattr(node, "description", "") if node else ""})
    return out


def canonical_entities(graph, names: Sequence[str]) -> dict[str, str | None]:
    names = [n for n in dict.fromkeys(names) if n]
    return graph.find_entities(names) if names and graph is not None else {}


def graph_community_names(graph) -> dict[int, str]:
    """Community id → name from a graph file's top-level `communities` list ({} when the graph has none)."""
    path = getattr(graph, "path", None)
    if path is None or Path(path).suffix.lower() != ".json":
        return {}
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError, UnicodeDecodeError):
        return {}
    communities = data.get("communities") if isinstance(data, dict) else None
    out = {}
    for c in communities or []:
        if isinstance(c, Mapping) and c.get("id") is not None:
            try:
                out[int(c["id"])] = str(c.get("name") or c.get("title") or "")
            except (TypeError, ValueError):
                continue
    return out


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


def json_bytes(obj: Any) -> bytes:
    return json.dumps(obj, ensure_ascii=False, indent=2, default=str).encode("utf-8")
