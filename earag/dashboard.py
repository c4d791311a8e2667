"""Dashboard logic that needs no Streamlit: settings with overrides, the evaluator, batch runs into a ResultStore."""
from __future__ import annotations

import hashlib
import json
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

import yaml

from .config import DEFAULT_CONFIG_PATH, PROJECT_ROOT, Settings, load_settings, settings_from_dict
from .datasets import Dataset, DatasetRow, ResultStore, read_records, result_record, write_records
from .errors import ConfigError, InputError
from .evaluator import Evaluator
from .types import DIMENSIONS

ENV_OFFLINE = "EARAG_OFFLINE"
ENV_RESULTS_DIR = "EARAG_RESULTS_DIR"
SAMPLES_DIR = PROJECT_ROOT / "data" / "samples"
SAMPLE_SET = SAMPLES_DIR / "policy_qa.jsonl"
SMALL_SAMPLE_SET = SAMPLES_DIR / "policy_qa_small.jsonl"
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


def make_evaluator(settings_yaml: str, offline: bool) -> Evaluator:
    """An Evaluator from the YAML text of the settings; the app caches it by (YAML, offline)."""
    return Evaluator(settings_from_yaml(settings_yaml), offline=offline)


def backend_summary(evaluator: Evaluator) -> list[dict[str, Any]]:
    """Which LLM, embeddings and graph are in use and whether each is a fallback, with the reason."""
    described = evaluator.backends.describe()
    notes, fallback = described["notes"], described["fallback"]
    rows = []
    for kind in ("llm", "embeddings", "graph"):
        in_use = described[kind]
        is_fallback = bool(fallback.get(kind)) or (kind == "llm" and in_use == "offline")
        if kind == "graph" and in_use == "none" and evaluator.settings.backends.graph.source != "none":
            is_fallback = True
        rows.append({"backend": kind, "in_use": in_use, "fallback": is_fallback, "note": notes.get(kind, "")})
    return rows


def response_cache_stats(settings: Settings) -> dict[str, Any] | None:
    """Entries, size, hits and misses of the SQLite response cache of the judge and embedder (None when off)."""
    cache_cfg = getattr(settings.backends, "cache", None)
    if cache_cfg is None or not cache_cfg.enabled:
        return None
    from .backends.factory import response_cache

    return response_cache(settings).stats()


def clear_response_cache(settings: Settings) -> int:
    from .backends.factory import response_cache

    return response_cache(settings).clear()


def llm_calls(evaluator: Evaluator) -> int | None:
    llm = evaluator.backends.llm
    return getattr(llm, "calls", None) if llm is not None else None


# --- batch runs -------------------------------------------------------------------------------------------

def _slug(name: str) -> str:
    stem = Path(name or "dataset").stem
    slug = re.sub(r"[^\w\u4e00-\u9fff.-]+", "_", stem).strip("._") or "dataset"
    return slug[:40]


def dataset_fingerprint(dataset: Dataset) -> str:
    return hashlib.sha1("\n".join(r.key for r in dataset.rows).encode()).hexdigest()


def results_path(dataset: Dataset, name: str, settings_yaml: str, offline: bool, root: Path | None = None) -> Path:
    """results/<dataset-name>-<hash>.jsonl; the hash covers the rows and the settings, so a re-run with the same
    data and settings resumes the same file and a run with other settings gets its own (for the compare page)."""
    digest = hashlib.sha1(f"{dataset_fingerprint(dataset)}\n{settings_yaml}\n{offline}".encode()).hexdigest()[:10]
    return (root or results_dir()) / f"{_slug(name)}-{digest}.jsonl"


def write_run_meta(path: Path, *, dataset_name: str, evaluator: Evaluator, offline: bool) -> None:
    """A small sidecar so the compare page can say which settings produced a results file."""
    described = evaluator.backends.describe()
    meta = {"dataset": dataset_name, "offline": offline, "llm": described["llm"],
            "embeddings": described["embeddings"], "graph": described["graph"],
            "weights": evaluator.settings.weights, "started": time.strftime("%Y-%m-%d %H:%M:%S")}
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
    from .text import normalize

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
