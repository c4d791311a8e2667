"""What the API's endpoints do, without HTTP: answer (demo answerer or the user's RAG endpoint), evaluate, analyse
text against the graph, start batch runs in the run store, and count what was served (for /api/system/stats).

Everything here is blocking and thread-safe; the app calls it from its bounded pool (earag.api.gate).
"""
from __future__ import annotations

import logging
import os
import threading
import time
from collections import Counter, deque
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from earag.answerer import DemoAnswerer, RagEndpoint
from earag.api.errors import EVALUATOR_UNAVAILABLE, GRAPH_UNAVAILABLE, NO_GRAPH, ApiError, invalid, reason_of, timestamp
from earag.api.gate import Busy
from earag.api.settings import ENV_RAG_URL, ApiSettings, load_api_settings
from earag.backends.factory import response_cache
from earag.backends.status import backend_status
from earag.config import Settings, data_root, load_settings, offline_default
from earag.deadline import CancelScope, within
from earag.errors import BackendOutputError, BackendUnavailable, ConfigError, EaragError
from earag.evaluator import ALGORITHM_VERSION, Evaluator
from earag.messages import CodedText, Message
from earag.nlp.multilingual import make_extractor
from earag.runs.lifecycle import ClaimedRun, claim_run
from earag.runs.ray_engine import RayCluster, RayOptions, run_batch_ray
from earag.runs.runner import BatchProgress, run_batch
from earag.runs.store import open_store
from earag.runtime import runtime
from earag.types import EvaluationResult, EvaluationSample
from earag.urls import redact
from earag.validation import validate_question

log = logging.getLogger("earag.api")
_RETRIEVAL_NOTE = Message("api.retrieval_note")   # the confidence block of /api/ask/enhanced
SNIPPET_CHARS = 200
MAX_GRAPH_SOURCES = 10


@dataclass
class Answered:
    """An answer with what the API returns beside it."""

    result: Any                       # earag.answerer.AskResult
    sources: list[dict[str, Any]]
    question_entities: list[str]
    graph_enhanced: bool


class ApiService:
    """One per app (per uvicorn worker): the evaluator, the answerer, the run store and the request counters."""

    def __init__(self, settings=None, store=None, *, api: ApiSettings | None = None, offline: bool | None = None,
                 environ: Mapping[str, str] | None = None):
        environ = dict(os.environ if environ is None else environ)
        self.started = time.time()
        self.started_at = timestamp()
        self.offline = offline_default(environ) if offline is None else bool(offline)
        self.evaluator = None
        self.evaluator_error = ""
        settings_error = ""
        if settings is None:
            try:
                settings = load_settings(environ=environ)
            except ConfigError as exc:  # seed 002: without its evaluator the service still answers
                settings_error = f"configuration: {exc}"
                settings = Settings()
        self.settings = settings
        self.api = api or load_api_settings(None if settings_error else settings, environ=environ)
        self.max_length = settings.evaluation.performance.max_text_length
        if settings_error:
            self.evaluator_error = settings_error
            log.error("EARAG-Eval evaluator unavailable: %s", settings_error)
        else:
            try:
                self.evaluator = Evaluator(settings, offline=self.offline)
            except Exception as exc:  # any failure to start leaves the answering endpoints up (seed 002)
                self.evaluator_error = f"{type(exc).__name__}: {exc}"
                log.exception("EARAG-Eval evaluator unavailable")
        backends = self.evaluator.backends if self.evaluator is not None else None
        self.llm = backends.llm if backends is not None else None
        self.graph = backends.graph if backends is not None else None
        self.graph_note = (backends.notes.get("graph", "") if backends is not None
                           else "the evaluator (and its graph) did not start")
        self._extractor = self.evaluator.extractor if self.evaluator is not None else None
        self._rag_url = environ.get(ENV_RAG_URL) or self.api.rag_url or None  # the environment wins, as for all
        self._demo: Any = None   # the DemoAnswerer, built on first use
        if self._rag_url:
            RagEndpoint(self._rag_url)  # a malformed URL is a configuration error at start, not per request
        self.store = store
        self._store_lock = threading.Lock()
        self._lock = threading.Lock()
        self._start_lock = threading.Lock()  # check the running count and start a run as one step
        self._runs: dict[str, threading.Event] = {}    # batch runs of this process → their stop flag
        self._scopes: dict[str, CancelScope] = {}      # batch runs → the cancel scope of their samples in flight
        self._threads: list[threading.Thread] = []
        self.requests: Counter = Counter()             # endpoint → requests
        self.statuses: Counter = Counter()             # HTTP status → responses
        self.levels: Counter = Counter()               # quality level → evaluations
        self._latency: dict[str, deque] = {}           # endpoint → last 1000 durations (s)
        self._latency_sum: dict[str, float] = {}       # endpoint → total seconds

    # --- lifecycle -----------------------------------------------------------------------------------------------
    def warm(self) -> None:
        """Build the demo answerer (corpus index) before the first request."""
        if not self._rag_url:
            self.demo_answerer()

    def close(self) -> None:
        with self._lock:
            flags = list(self._runs.values())
            scopes = list(self._scopes.values())
        for flag in flags:
            flag.set()
        for scope in scopes:  # the samples in flight stop at their next checkpoint; they stay to be scored
            scope.cancel(CodedText(Message("cancel.shutdown")))
        for t in list(self._threads):
            t.join(timeout=10)
        if self.evaluator is not None:
            self.evaluator.close()
        cluster = getattr(self, "_ray", None)
        if cluster is not None:
            cluster.__exit__(None, None, None)

    def ray_cluster(self):
        """With evaluation.performance.engine: ray, the Ray cluster every batch of this server runs on (joined or
        started once, left at close); None for the local pool."""
        perf = self.settings.evaluation.performance
        if perf.engine != "ray":
            return None
        with self._start_lock:  # (not self._lock: starting a cluster takes seconds)
            if getattr(self, "_ray", None) is None:
                self._ray = RayCluster(RayOptions(address=perf.ray_address)).__enter__()
            return self._ray

    @property
    def answerer_name(self) -> str:
        if self._rag_url:
            return f"endpoint:{redact(self._rag_url)}"
        return "demo:" + (self.llm.name if self.llm is not None else "extractive")

    # --- counters ------------------------------------------------------------------------------------------------
    def count(self, endpoint: str, status: int, seconds: float) -> None:
        with self._lock:
            self.requests[endpoint] += 1
            self.statuses[str(status)] += 1
            if status < 400:
                self._latency.setdefault(endpoint, deque(maxlen=1000)).append(seconds)
                self._latency_sum[endpoint] = self._latency_sum.get(endpoint, 0.0) + seconds

    def _latency_stats(self) -> dict[str, dict[str, float]]:
        out = {}
        with self._lock:
            for endpoint, values in self._latency.items():
                ordered = sorted(values)
                n = len(ordered)
                out[endpoint] = {"count": n, "mean_ms": round(1000 * sum(ordered) / n, 2),
                                 "p50_ms": round(1000 * ordered[n // 2], 2),
                                 "p95_ms": round(1000 * ordered[min(n - 1, int(0.95 * n))], 2)}
        return out

    # --- answering -----------------------------------------------------------------------------------------------
    def demo_answerer(self):
        with self._lock:
            if self._demo is None:
                corpus = Path(self.api.corpus)
                corpus = corpus if corpus.is_absolute() else data_root() / corpus
                self._demo = DemoAnswerer(corpus, graph=self.graph, llm=self.llm,
                                          timeout=self.settings.backends.llm.timeout_seconds,
                                          max_question_length=self.max_length)
            return self._demo

    def question_entities(self, question: str) -> list[str]:
        with self._lock:
            if self._extractor is None:
                self._extractor = make_extractor()
            extractor = self._extractor
        return [e.name for e in extractor.extract(question)]

    def ask(self, question: str, *, session_id: str | None = None, use_graph: bool = False) -> Answered:
        """An answer to the question with its sources; ApiError 503 when the graph or the RAG endpoint cannot serve."""
        question = validate_question(question, self.max_length)
        if self._rag_url:
            extra: dict[str, Any] = {"use_graph": use_graph}
            if session_id:
                extra["session_id"] = session_id
            answerer = RagEndpoint(self._rag_url, timeout=self.api.rag_timeout_seconds, extra=extra,
                                   max_question_length=self.max_length)
        else:
            if use_graph and self.graph is None:
                raise ApiError(503, {**GRAPH_UNAVAILABLE, **reason_of(self.graph_note or NO_GRAPH)})
            answerer = self.demo_answerer()
        try:
            result = answerer.ask(question)
        except (BackendUnavailable, BackendOutputError) as exc:
            raise ApiError(503, {"error": "RAG问答服务不可用", "message": str(exc), **exc.coded(),
                                 "available_endpoints": ["/api/evaluate", "/api/graph/analyze"]}) from None
        if not use_graph:
            result.entities = None
        sources = [{"type": "document", "title": r.get("title") or "", "relevance": r.get("score"),
                    "snippet": (r.get("text") or "")[:SNIPPET_CHARS], "doc_id": r.get("doc_id")}
                   for r in result.retrieved]
        if use_graph and result.entities:
            sources.extend(self._graph_sources(result.entities[:MAX_GRAPH_SOURCES]))
        return Answered(result, sources, self.question_entities(question), bool(use_graph and result.entities))

    def _graph_sources(self, names: list[str]) -> list[dict[str, Any]]:
        if self.graph is None:
            return [{"type": "graph_entity", "name": n, "entity_type": None, "relations": []} for n in names]
        sub = self.graph.neighbourhood(names, depth=1, limit=200)
        by_id = {n.id: n for n in sub.nodes}
        node_of = getattr(self.graph, "node", None)
        out = []
        for name in names:
            node = node_of(name) if callable(node_of) else next((n for n in sub.nodes if n.name == name), None)
            relations = []
            if node is not None:
                for e in sub.edges:
                    if e.source == node.id and e.target in by_id:
                        relations.append(f"{e.type} {by_id[e.target].name}".strip())
                    elif e.target == node.id and e.source in by_id:
                        relations.append(f"{by_id[e.source].name} {e.type}".strip())
            out.append({"type": "graph_entity", "name": name, "entity_type": getattr(node, "label", None) or None,
                        "relations": relations[:20]})
        return out

    @staticmethod
    def retrieval_confidence(result) -> dict[str, Any]:
        """What the retrieval says about the evidence (not an evaluation of the answer)."""
        hits = result.retrieved or []
        top = hits[0] if hits else {}
        return {"method": "retrieval", "passages": len(hits), "top_relevance": top.get("score"),
                "top_bm25": top.get("bm25"), "top_cosine": top.get("cosine"),
                "note": str(_RETRIEVAL_NOTE), "note_messages": [_RETRIEVAL_NOTE.to_dict()]}

    # --- evaluation ----------------------------------------------------------------------------------------------
    def require_evaluator(self):
        if self.evaluator is None:
            raise ApiError(503, {**EVALUATOR_UNAVAILABLE, **reason_of(self.evaluator_error)})
        return self.evaluator

    def evaluate(self, sample: EvaluationSample, metrics=None) -> EvaluationResult:
        evaluator = self.require_evaluator()
        result = evaluator.evaluate(sample, metrics=metrics or None)
        with self._lock:
            self.levels[result.quality_level] += 1
        return result

    def analyze(self, text: str, extract_entities: bool, extract_relations: bool) -> dict[str, Any]:
        if not isinstance(text, str) or not text.strip():
            raise invalid(Message("api.text_empty"), "text", "")
        if len(text) > 20 * self.max_length:
            raise invalid(Message("api.text_too_long", {"max_length": 20 * self.max_length}), "text")
        if self.graph is None:
            raise ApiError(503, {**GRAPH_UNAVAILABLE, **reason_of(self.graph_note or NO_GRAPH)})
        t0 = time.perf_counter()
        with self._lock:
            if self._extractor is None:
                self._extractor = make_extractor()
            extractor = self._extractor
        found = extractor.extract(text)
        canonical = self.graph.find_entities([e.name for e in found]) if found else {}
        node_of = getattr(self.graph, "node", None)
        entities = []
        for e in found:
            graph_name = canonical.get(e.name)
            node = node_of(graph_name) if graph_name and callable(node_of) else None
            entities.append({"name": e.name, "type": e.type or (getattr(node, "label", "") or ""),
                             "graph_entity": graph_name, "graph_label": getattr(node, "label", None) or None})
        relations = None
        if extract_relations:
            names = list(dict.fromkeys(n for n in canonical.values() if n))
            relations = []
            if names:
                sub = self.graph.neighbourhood(names, depth=1, limit=500)
                by_id = {n.id: n.name for n in sub.nodes}
                wanted = set(names)
                for edge in sub.edges:
                    s, t = by_id.get(edge.source), by_id.get(edge.target)
                    if s in wanted and t in wanted:  # relations among the entities of the text, not their neighbours
                        relations.append({"source": s, "target": t, "type": edge.type})
        return {"entities": entities if extract_entities else None, "relations": relations,
                "extractor": getattr(extractor, "name", "offline:jieba"), "graph": self.graph.name,
                "processing_time": round(time.perf_counter() - t0, 4)}

    # --- batch runs ----------------------------------------------------------------------------------------------
    def run_store(self):
        with self._store_lock:
            if self.store is None:
                self.store = open_store()
            return self.store

    def running_batches(self) -> int:
        with self._lock:
            return sum(1 for t in self._threads if t.is_alive())

    def start_batch(self, dataset, name: str, metrics=None) -> Any:
        """Create a run for `dataset` in the run store and evaluate it in a background thread; the RunInfo."""
        evaluator = self.require_evaluator()
        if metrics:
            evaluator.plan_metrics(metrics)  # an unknown metric is a 400 now, not a failed run later
        store = self.run_store()
        cluster = self.ray_cluster()
        if cluster is not None:
            cluster.check_store(store)  # SQLite across nodes: a 400 naming the store, before a run is created
        with self._start_lock:  # concurrent requests must not all pass the count before any of them started
            if self.running_batches() >= self.api.max_running_batches:
                raise Busy(Message("api.busy_batches", {"count": self.api.max_running_batches}), self.api.retry_after_seconds)
            metric_list = ([m.strip() for m in metrics.split(",") if m.strip()] if isinstance(metrics, str)
                           else list(metrics or []))
            claimed = claim_run(store, dataset, name=name, evaluator=evaluator, offline=self.offline,
                                metrics=metric_list or None, origin="api")
            stop = threading.Event()
            thread = threading.Thread(target=self._run_batch, args=(dataset, claimed, metric_list or None, stop),
                                      name=f"earag-run-{claimed.id}", daemon=True)
            with self._lock:
                self._runs[claimed.id] = stop
                self._threads = [t for t in self._threads if t.is_alive()] + [thread]
            thread.start()
        return claimed.run

    def _run_batch(self, dataset, claimed: ClaimedRun, metrics, stop: threading.Event) -> None:
        """The run's thread: scored through the run lifecycle, which releases it (cancelled when the server stops
        it, failed with the error kept when it raises)."""
        run_id = claimed.id
        scope = CancelScope()
        with self._lock:
            self._scopes[run_id] = scope

        def work() -> BatchProgress:
            evaluator = self.require_evaluator()   # start_batch had it: the run's evaluator
            cluster = self.ray_cluster()
            if cluster is not None:
                return run_batch_ray(evaluator, dataset, claimed.store, run_id, cluster=cluster,
                                     workers=self.api.batch_workers, metrics=metrics, should_stop=stop.is_set)
            with within(scope):
                return run_batch(evaluator, dataset, claimed.store, run_id, workers=self.api.batch_workers,
                                 metrics=metrics, should_stop=stop.is_set)

        try:
            progress = claimed.execute(work).progress
            log.info("run %s: %d rows evaluated, %d errors%s", run_id, progress.done, progress.errors,
                     " (cancelled)" if progress.cancelled else "")
        except Exception:
            log.exception("run %s failed", run_id)
        finally:
            with self._lock:
                self._runs.pop(run_id, None)
                self._scopes.pop(run_id, None)

    # --- stats ---------------------------------------------------------------------------------------------------
    def stats(self, gate_stats: dict[str, Any]) -> dict[str, Any]:
        backends: Any = []
        cache = None
        if self.evaluator is not None:
            backends = _with_detail_codes(backend_status(self.settings, self.evaluator.backends))
            if self.settings.backends.cache.enabled:
                try:
                    cache = response_cache(self.settings).stats()
                except EaragError as exc:
                    cache = {"error": str(exc)}
        runs = None
        if self.store is not None:
            runs = {"store": self.store.describe(), "running_here": self.running_batches()}
        with self._lock:
            requests, statuses, levels = dict(self.requests), dict(self.statuses), dict(self.levels)
        return {
            "status": "ok" if self.evaluator is not None else "degraded",
            "algorithm_version": ALGORITHM_VERSION,
            "started_at": self.started_at,
            "uptime_seconds": round(time.time() - self.started, 1),
            "pid": os.getpid(),
            "offline": self.offline,
            "evaluator": {"available": self.evaluator is not None, "reason": self.evaluator_error or None},
            "answerer": self.answerer_name,
            "backends": backends,
            "cache": cache,
            "concurrency": gate_stats,
            "requests": {"total": sum(requests.values()), "by_endpoint": requests, "by_status": statuses},
            "latency": self._latency_stats(),
            "evaluations": {"total": sum(levels.values()), "by_level": levels},
            "runs": runs,
            "loaded": runtime().snapshot(),   # what this process holds by kind: tokenizers, models, breakers, caps
        }


def _with_detail_codes(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The backend rows with the code of each coded `detail` beside it (`detail_messages`, for the host rows too),
    so the answer renders it in its language (earag.api.language) like every other coded text."""
    for row in [*rows, *(host for row in rows for host in row.get("hosts") or [])]:
        detail = row.get("detail")
        if isinstance(detail, CodedText):
            row["detail_messages"] = [detail.message.to_dict()]
    return rows
